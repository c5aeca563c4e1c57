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
  /** The Appendix A rule every line must match. */
  readonly rule: RuleName;
  /** JSON lines instead of compiler-style text. */
  readonly json: boolean;
}

/**
 * The outcome of one batch, numbered from its own start: the worker threads
 * do not know how many lines came before their batch, so the main thread
 * numbers the lines when it prints the batches in order (`renderBatch`).
 */
export interface BatchResult {
  readonly lines: number;
  readonly invalid: number;
  /** For each invalid line, its 0-based index in the batch. */
  readonly at: readonly number[];
  /** For each invalid line, its report without the file and line number. */
  readonly bodies: readonly string[];
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

/** A LineReport before the main thread knows its file and line number. */
type Finding = Omit<LineReport, 'type' | 'file' | 'line'>;

const LF = 0x0a;

/**
 * Checks every line of `bytes`. Each line ends with LF, except the last when
 * `bytes` does not end with LF (the end of the input without a final
 * newline). `first` tells that the batch begins the input (for the hint on a
 * byte order mark).
 */
export function checkBatch(bytes: Uint8Array, options: CheckOptions, first: boolean): BatchResult {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let lines = 0;
  const at: number[] = [];
  const bodies: string[] = [];
  const report = (f: Finding, index: number): void => {
    at.push(index);
    bodies.push(options.json ? JSON.stringify(f) : formatBody(f));
  };
  const checkLine = (text: string, index: number): void => {
    const e = check(text, options.rule);
    if (e !== null) report(syntaxFinding(e, first && index === 0), index);
  };
  if (isUtf8(buf)) {
    // The common case: decode the whole batch at once and split the string.
    const text = buf.toString('utf8');
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      if (end < 0) end = text.length;
      checkLine(text.slice(start, end), lines++);
      start = end + 1;
    }
  } else {
    let start = 0;
    while (start < buf.length) {
      let end = buf.indexOf(LF, start);
      if (end < 0) end = buf.length;
      const line = buf.subarray(start, end);
      const index = lines++;
      if (isUtf8(line)) checkLine(line.toString('utf8'), index);
      else report(encodingFinding(line, options), index);
      start = end + 1;
    }
  }
  return { lines, invalid: at.length, at, bodies };
}

/** The printed reports of a batch whose first line is line `firstLine` of `file`. */
export function renderBatch(r: BatchResult, firstLine: number, file: string, json: boolean): string {
  let out = '';
  if (json) {
    const head = `{"type":"error","file":${JSON.stringify(file)},"line":`;
    for (let i = 0; i < r.at.length; i++) out += `${head}${firstLine + r.at[i]},${r.bodies[i].slice(1)}\n`;
  } else {
    for (let i = 0; i < r.at.length; i++) out += `${file}:${firstLine + r.at[i]}:${r.bodies[i]}`;
  }
  return out;
}

/** `checkBatch` and `renderBatch` in one: the reports of lines numbered from `firstLine`. */
export function checkLines(
  bytes: Uint8Array,
  firstLine: number,
  file: string,
  options: CheckOptions,
): { lines: number; invalid: number; output: string } {
  const r = checkBatch(bytes, options, firstLine === 1);
  return { lines: r.lines, invalid: r.invalid, output: renderBatch(r, firstLine, file, options.json) };
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

function syntaxFinding(e: UriSyntaxError, firstLine: boolean): Finding {
  const input = e.input;
  const endsInCr = e.found === '\r' && e.offset === input.length - 1;
  const bom = firstLine && e.offset === 0 && e.found === '\ufeff';
  return {
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

function encodingFinding(line: Buffer, options: CheckOptions): Finding {
  const bad = firstIllFormedByte(line);
  const prefix = line.subarray(0, bad).toString('utf8');
  const input = line.toString('utf8');
  const shown = '0x' + line[bad].toString(16).toUpperCase().padStart(2, '0');
  return {
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
 * The compiler-style report of one invalid line after `FILE:LINE:`
 * (`renderBatch` puts those in front):
 *
 *     FILE:LINE:COLUMN: error: MESSAGE
 *       the line, control characters made visible
 *             ^
 *     hint: HINT
 */
function formatBody(f: Finding): string {
  const { line, caret } = excerpt(f.input, f.offset);
  let out = `${f.column}: error: ${f.message}\n  ${line}\n  ${caret}\n`;
  if (f.hint) out += `hint: ${f.hint}\n`;
  return out;
}
