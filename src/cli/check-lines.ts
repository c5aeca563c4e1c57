/**
 * Checking a batch of lines: the work of `uri-grammar check`, done the same
 * way on the main thread and in the worker threads (./worker.ts).
 *
 * A batch is a run of whole lines as raw bytes. A line ends at LF (0x0A) and
 * keeps every other byte: a CR before the LF stays part of the line and is
 * reported (RFC 3986 allows no control characters), and an empty line is the
 * empty string, which `URI-reference` accepts (`relative-ref` with
 * `path-empty`, §4.2). Lines are decoded as UTF-8; a line that is not valid
 * UTF-8 is invalid, with its error at the first byte that is not part of a
 * well-formed sequence.
 *
 * Columns are 1-based and count code points (characters, as an editor shows
 * them; a character outside the BMP counts once), while `offset` in the JSON
 * output is the library's, in UTF-16 code units.
 */
import { isUtf8 } from 'node:buffer';
import type { RuleName } from '../ast.js';
import { check } from '../parse.js';
import { excerpt, hint, type UriSyntaxError } from '../errors.js';

/** How to check and report. Plain data: it is posted to the workers. */
export interface CheckOptions {
  /** The name of the input in reports (`<stdin>` for standard input). */
  readonly file: string;
  /** The Appendix A rule every line must match. */
  readonly rule: RuleName;
  /** JSON lines instead of compiler-style text. */
  readonly json: boolean;
}

/** The outcome of one batch: counts, and the report of its invalid lines, ready to print. */
export interface BatchResult {
  readonly lines: number;
  readonly invalid: number;
  readonly output: string;
}

/** One invalid line, as printed by `--json` (one JSON object per line). */
export interface LineReport {
  readonly type: 'error';
  readonly file: string;
  /** 1-based line number. */
  readonly line: number;
  /** 1-based column, in code points. */
  readonly column: number;
  /** 0-based offset in the line, in UTF-16 code units (the library's `UriSyntaxError.offset`). */
  readonly offset: number;
  /** `syntax` for a UriSyntaxError, `encoding` for a line that is not valid UTF-8. */
  readonly kind: 'syntax' | 'encoding';
  readonly rule: RuleName;
  readonly message: string;
  readonly expected: readonly string[];
  /** The offending character, or null at the end of the line. */
  readonly found: string | null;
  readonly hint: string | null;
  /** The line as decoded (ill-formed UTF-8 as U+FFFD). */
  readonly input: string;
}

const LF = 0x0a;

/**
 * Checks every line of `bytes`, numbering them from `firstLine`. Each line
 * ends with LF, except the last when `bytes` does not end with LF (the end of
 * the input without a final newline).
 */
export function checkBatch(bytes: Uint8Array, firstLine: number, options: CheckOptions): BatchResult {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let lines = 0;
  let invalid = 0;
  let output = '';
  const report = (r: LineReport): void => {
    invalid++;
    output += options.json ? JSON.stringify(r) + '\n' : formatText(r);
  };
  const checkLine = (text: string, n: number): void => {
    const e = check(text, options.rule);
    if (e !== null) report(syntaxReport(e, n, options));
  };
  if (isUtf8(buf)) {
    // The common case: decode the whole batch at once and split the string.
    const text = buf.toString('utf8');
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      checkLine(text.slice(start, end), firstLine + lines++);
      start = end + 1;
    }
  } else {
    let start = 0;
    while (start < buf.length) {
      let end = buf.indexOf(LF, start);
      if (end < 0) end = buf.length;
      const line = buf.subarray(start, end);
      const n = firstLine + lines++;
      if (isUtf8(line)) checkLine(line.toString('utf8'), n);
      else report(encodingReport(line, n, options));
      start = end + 1;
    }
  }
  return { lines, invalid, output };
}

/** The number of lines in a batch (as `checkBatch` counts them). */
export function countLines(bytes: Uint8Array): number {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let n = 0;
  let i = buf.indexOf(LF);
  while (i >= 0) {
    n++;
    i = buf.indexOf(LF, i + 1);
  }
  if (buf.length > 0 && buf[buf.length - 1] !== LF) n++;
  return n;
}

/** The 1-based column, in code points, of the UTF-16 `offset` in `text`. */
export function columnOf(text: string, offset: number): number {
  let column = 1;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    // The high half of a surrogate pair counts, the low half does not.
    if (!(c >= 0xdc00 && c <= 0xdfff && i > 0 && isHigh(text.charCodeAt(i - 1)))) column++;
  }
  return column;
}

function isHigh(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

const BOM_HINT = 'the file starts with a byte order mark (U+FEFF), which is not part of the first line\'s URI: save the file as UTF-8 without BOM';

const CR_HINT =
  'the line ends in a carriage return: the file has CRLF (Windows) line endings, which are not part of the URI; convert the file to LF line endings';

function syntaxReport(e: UriSyntaxError, line: number, options: CheckOptions): LineReport {
  const input = e.input;
  const endsInCr = e.found === '\r' && e.offset === input.length - 1;
  const bom = line === 1 && e.offset === 0 && e.found === '\ufeff';
  return {
    type: 'error',
    file: options.file,
    line,
    column: columnOf(input, e.offset),
    offset: e.offset,
    kind: 'syntax',
    rule: e.rule,
    message: e.message,
    expected: e.expected,
    found: e.found,
    hint: endsInCr ? CR_HINT : bom ? BOM_HINT : hint(e),
    input,
  };
}

function encodingReport(line: Buffer, n: number, options: CheckOptions): LineReport {
  const bad = firstIllFormedByte(line);
  const prefix = line.subarray(0, bad).toString('utf8');
  const input = line.toString('utf8');
  const shown = '0x' + line[bad].toString(16).toUpperCase().padStart(2, '0');
  return {
    type: 'error',
    file: options.file,
    line: n,
    column: columnOf(prefix, prefix.length),
    offset: prefix.length,
    kind: 'encoding',
    rule: options.rule,
    message: `not valid UTF-8: ill-formed sequence at byte ${shown} (byte ${bad + 1} of the line)`,
    expected: [],
    found: null,
    hint: 'lines are read as UTF-8; a URI is ASCII, and other characters must be percent-encoded as UTF-8 octets (RFC 3986 §2.5): check the file\'s encoding',
    input,
  };
}

/**
 * The index of the first byte of `bytes` that does not belong to a well-formed
 * UTF-8 sequence (RFC 3629 §4: no overlongs, no surrogates, nothing above
 * U+10FFFF), or `bytes.length` when all are well-formed.
 */
export function firstIllFormedByte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      if (b === 0xe0) lo = 0xa0;
      if (b === 0xed) hi = 0x9f;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      if (b === 0xf0) lo = 0x90;
      if (b === 0xf4) hi = 0x8f;
    } else return i;
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || c < (k === 1 ? lo : 0x80) || c > (k === 1 ? hi : 0xbf)) return i;
    }
    i += need + 1;
  }
  return i;
}

/**
 * The compiler-style report of one invalid line:
 *
 *     FILE:LINE:COLUMN: error: MESSAGE
 *       the line, control characters made visible
 *             ^
 *     hint: HINT
 */
export function formatText(r: LineReport): string {
  const { line, caret } = excerpt(r.input, r.offset);
  let out = `${r.file}:${r.line}:${r.column}: error: ${r.message}\n  ${line}\n  ${caret}\n`;
  if (r.hint) out += `hint: ${r.hint}\n`;
  return out;
}
