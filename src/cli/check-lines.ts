/**
 * Checking a batch of lines: the work of `uri-grammar check`, done the same
 * way on the main thread and in the worker threads (./worker.ts), by the
 * grammars of `--grammar` (./grammars.ts; their modules must be loaded first
 * with `loadGrammars`).
 *
 * A batch is a run of whole lines as raw bytes. A line ends at LF (0x0A) and
 * keeps every other byte: a CR before the LF stays part of the line and is
 * reported (RFC 3986 allows no control characters), unless `stripCr`
 * (`--strip-cr`) reads CR LF as LF; either way the batch counts such lines
 * (`crlf`), so that the run says so. An empty line is the
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
import { diagnosisOnce, excerpt, hint, isHighSurrogate, isLowSurrogate, messageOnce, type Diagnosis, type UriSyntaxError } from '../core/errors.js';
import { ReportBytes } from './report-bytes.js';
import { cappedInput, JSON_INPUT_MAX, ownMessage, writeSyntaxJson, writeSyntaxText, type SyntaxExtras } from './syntax-report.js';
import { utf8IllFormed } from '../encoding/utf8.js';
import { grammarInfo, loadedGrammar, type GrammarModule, type GrammarRule } from './grammars.js';
import type { SchemeOptions } from '../schemes/validate.js';
import { takesSchemes } from '../schemes/takes-schemes.js';
import { COLOR, PLAIN, type Palette } from './color.js';
import { acceptedLine, hasOwnScheme, schemesWithGrammars, walkOf, walkWork, type ByteWalk } from './byte-walk.js';

/** How to check and report. Plain data: it is posted to the workers. */
export interface CheckOptions {
  /**
   * The grammars, each with the rule every line must match: one grammar
   * (`--grammar NAME`), or every grammar (`--grammar all`).
   */
  readonly by: readonly GrammarRule[];
  /**
   * `--grammar all`: every line is answered, valid or not, by every grammar
   * of `by` (a line is invalid when some grammar rejects it); otherwise only
   * the invalid lines are reported.
   */
  readonly all: boolean;
  /** JSON lines instead of compiler-style text. */
  readonly json: boolean;
  /** Colour in the text reports (./color.ts decides, for a terminal). */
  readonly color?: boolean;
  /** `--strip-cr`: a CR right before an LF is no part of the line. */
  readonly stripCr?: boolean;
  /**
   * `--schemes` (RFC 3986's URI rules only): a line that RFC 3986 accepts and
   * whose scheme has a grammar of its own (urn, data, tel, geo, ...) must
   * match it too; its error is that grammar's (src/schemes/check.ts). The
   * thread that checks must have run `loadSchemes` first.
   */
  readonly schemes?: boolean;
  /**
   * Every line decoded and checked as a string, none walked over its bytes
   * (./byte-walk.ts): the path that the byte walk's result is tested equal to.
   */
  readonly decodeAll?: boolean;
}

/** The root's `check` (RFC 3986, then the grammar of the URI's scheme), once `loadSchemes` has loaded it. */
let schemeCheck: ((input: string, rule: never, options: SchemeOptions) => UriSyntaxError<string> | null) | null = null;

/**
 * Loads the root's `check` (src/schemes/validate.ts), which `--schemes` checks
 * by: the command loads it only then (the built command from
 * `uri-grammar/validate`'s file, scripts/build.mjs).
 */
export async function loadSchemes(): Promise<void> {
  schemeCheck ??= (await import('../schemes/validate.js')).check as unknown as typeof schemeCheck;
}

/**
 * The outcome of one batch, numbered from its own start: the worker threads
 * do not know how many lines came before their batch, so the main thread
 * numbers the lines when it prints the batches in order (`renderBatch`).
 */
export interface BatchResult {
  readonly lines: number;
  /** Lines invalid (with `all`: in some grammar). */
  readonly invalid: number;
  /** For each grammar of `CheckOptions.by`, the lines invalid in it. */
  readonly invalidBy: readonly number[];
  /** For each report, the 0-based index of its line in the batch (with `all`, in text, one report per grammar). */
  readonly at: readonly number[];
  /**
   * The reports, one after another, as UTF-8: each without the file and line
   * number (in JSON, from its "{", which the head replaces), written as they
   * were made (./report-bytes.ts).
   */
  readonly reports: Uint8Array;
  /** For each report, the end of its bytes in `reports` (the next one's start). */
  readonly ends: readonly number[];
  /** The `type` of the JSON reports: `error` (an invalid line), or `line` (a line's verdicts, with `all`). */
  readonly type: 'error' | 'line';
  /** Lines that ended in CR LF (their CR kept, or stripped with `stripCr`). */
  readonly crlf: number;
  /** The 0-based index of the first of them in the batch, or -1. */
  readonly firstCrlf: number;
  /**
   * The reports were written whole (`checkBatch`'s `numbering`): each from
   * its head, with its file and line number, a JSON one to its LF; `reports`
   * is then what is printed.
   */
  readonly numbered: boolean;
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
  /** The grammar of the rule (`--grammar`). */
  readonly grammar: string;
  /** The rule the line was checked by, as its grammar names it. */
  readonly rule: string;
  readonly message: string;
  readonly expected: readonly string[];
  /** The offending character, or null at the end of the line. */
  readonly found: string | null;
  readonly hint: string | null;
  /**
   * The likely mistake (`UriSyntaxError.diagnosis`: code, message, start, end
   * in UTF-16 code units of the line, rfc), or null.
   */
  readonly diagnosis: Diagnosis | null;
  /**
   * The line as decoded (ill-formed UTF-8 as U+FFFD); of a line longer than
   * JSON_INPUT_MAX code units, only a window around `offset` (`cappedInput`).
   */
  readonly input: string;
  /** Only when `input` is a window of a longer line: the offset of the window in the line (UTF-16 code units). */
  readonly inputStart?: number;
  /** Only when `input` is a window of a longer line: the line's length (UTF-16 code units). */
  readonly inputLength?: number;
}

/** A LineReport before the main thread knows its file and line number. */
export type Finding = Omit<LineReport, 'type' | 'file' | 'line' | 'inputStart' | 'inputLength'>;

/** One grammar's verdict on a line, in the `--grammar all` JSON report (`grammars.rfc3986`, ...). */
export type Verdict =
  | { readonly valid: true; readonly rule: string }
  | ({ readonly valid: false } & Omit<Finding, 'grammar' | 'input'>);

/**
 * A line's verdicts with `--grammar all`, as printed by `--json`: valid in
 * every grammar or not, and each grammar's verdict, by grammar name in
 * GRAMMARS order.
 */
export interface LineVerdicts {
  readonly type: 'line';
  readonly file: string;
  readonly line: number;
  /** Valid in every grammar. */
  readonly valid: boolean;
  readonly grammars: Readonly<Record<string, Verdict>>;
  /** The line as decoded (ill-formed UTF-8 as U+FFFD), capped as LineReport's. */
  readonly input: string;
  readonly inputStart?: number;
  readonly inputLength?: number;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * `f` of each element of `a`, in an array built by `push` from `[]`, so that
 * it has the same map whether `checkBatch` runs in the interpreter or
 * optimized (`Array.prototype.map`'s result did not: V8 deoptimized
 * `checkBatch` for a "wrong map" at its next batch, and compiled it again).
 */
function each<T, U>(a: readonly T[], f: (x: T) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < a.length; i++) out.push(f(a[i]!));
  return out;
}

/** Buffer's decoders of a range, which `toString` calls after checking its arguments and looking up the encoding. */
type SlicedBuffer = Buffer & { latin1Slice(start: number, end: number): string; utf8Slice(start: number, end: number): string };

/**
 * Checks every line of `bytes`. Each line ends with LF, except the last when
 * `bytes` does not end with LF (the end of the input without a final
 * newline). `first` tells that the batch begins the input (for the hint on a
 * byte order mark). The reports are written into `reports` when given (the
 * main thread's, emptied here and reused batch after batch: the result's
 * `reports` are then its bytes, good until its next batch), else into a
 * buffer of their own. With `numbering` (the main thread, which knows the
 * batch's first line), each report is written whole, its file and line
 * number in front: the result's `reports` are the bytes to print
 * (`numbered`), with no second pass to put those in (`renderBatchBytes`, for
 * the batches of the worker threads).
 */
export function checkBatch(bytes: Uint8Array, options: CheckOptions, first: boolean, reports?: ReportBytes, numbering?: Numbering): BatchResult {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as SlicedBuffer;
  const by = checksOf(options);
  let lines = 0;
  let invalid = 0;
  const invalidBy = zeros(by.length);
  const at: number[] = [];
  const out = reports?.reset() ?? new ReportBytes();
  // Each line's findings, one per grammar of `by` (null: valid).
  const findings = each<unknown, Finding | null>(by, () => null);
  const palette = options.color ? COLOR : PLAIN;
  const json = options.json;
  const type = options.all && json ? 'line' : 'error';
  // With `numbering`: each report's head (up to its line number), the line number, and in text the ":" after it;
  // in JSON, the report's "{" follows the line number, and is made a "," once the batch is written (below).
  const head = numbering === undefined ? null : reportHead(type, numbering.file, json, options.color === true);
  const firstLine = numbering?.firstLine ?? 0;
  const begin = (index: number): void => {
    at.push(index);
    if (head === null) return;
    out.raw(head);
    out.number(firstLine + index);
    if (!json) out.ascii(':');
  };
  const finish = (): void => {
    if (head !== null && json) out.ascii('\n');
    out.end();
  };
  const report = (input: string, index: number): void => {
    let bad = false;
    findings.forEach((f, i) => {
      if (f === null) return;
      bad = true;
      invalidBy[i]++;
    });
    if (bad) invalid++;
    if (options.all) {
      if (options.json) {
        begin(index);
        out.utf8(verdictsJson(findings, by, input));
        finish();
      } else {
        findings.forEach((f, i) => {
          begin(index);
          out.utf8(f === null ? `${palette.on ? RESET : ''} ${by[i].grammar}: valid ${by[i].rule}\n` : formatBody(f, true, palette));
          finish();
        });
      }
    } else if (bad) {
      begin(index);
      out.utf8(options.json ? JSON.stringify(jsonFinding(findings[0]!)) : formatBody(findings[0]!, false, palette));
      finish();
    }
  };
  const { check, rule } = by[0];
  // One grammar (the common case): a valid line costs one call to its check, nothing more; an invalid one's
  // report is written from its error, with no finding made (./syntax-report.ts).
  const checkOne = (text: string, index: number): void => {
    const e = check(text, rule);
    if (e === null) return;
    invalidBy[0]++;
    invalid++;
    begin(index);
    const extras = syntaxExtras(e, first && index === 0 && bomToBlame(e, check));
    if (json) writeSyntaxJson(out, e, extras, ownMessage(e));
    else writeSyntaxText(out, e, extras, ownMessage(e), palette);
    finish();
  };
  const checkEach = (text: string, index: number): void => {
    for (let i = 0; i < by.length; i++) {
      const e = by[i].check(text, by[i].rule);
      findings[i] = e === null ? null : syntaxFinding(e, first && index === 0 && bomToBlame(e, by[i].check));
    }
    if (options.all || findings.some((f) => f !== null)) report(text, index);
  };
  const checkLine = by.length === 1 && !options.all ? checkOne : checkEach;
  // One line's bytes: decoded when they are UTF-8, else invalid in every grammar, at the same byte.
  const checkBytes = (line: Buffer, index: number): void => {
    if (isUtf8(line)) checkLine(line.toString('utf8'), index);
    else {
      for (let i = 0; i < by.length; i++) findings[i] = encodingFinding(line, by[i]);
      report(findings[0]!.input, index);
    }
  };
  let crlf = 0;
  let firstCrlf = -1;
  // The end of the line's text: before its CR when it ends in CR LF and `stripCr`; the line is counted either way.
  const cut = options.stripCr === true ? 1 : 0;
  // The byte walk (./byte-walk.ts), each grammar's DFA loaded: with one grammar, only the invalid lines are
  // reported; with `--grammar all`, a line that every grammar's walk accepts is valid in each, and its report
  // (the verdicts, and in JSON the line's text) needs no check.
  const walks = (by.length === 1 || options.all) && options.decodeAll !== true ? each(by, (g) => walkOf(g)) : [];
  const walk = walks.length > 0 && walks.every((w) => w !== null) ? (walks as ByteWalk[]) : null;
  // With --schemes, for the rules that take them (takesSchemes): a line whose scheme has a
  // grammar of its own is decided by RFC 3986 and that grammar, on the string path.
  const schemes = options.schemes === true && !options.all && takesSchemes(by[0].rule) ? schemesWithGrammars() : null;
  // A line the walk sends on to the string path, the bytes [start, last): decoded and checked. A line of US-ASCII
  // bytes (most of those sent on) is its own UTF-8 and decodes as Latin-1, without a view of its own.
  const checkSent = (start: number, last: number, index: number): void => {
    walkWork.sent += last - start;
    if (isAscii(buf, start, last)) checkLine(buf.latin1Slice(start, last), index);
    else {
      // Decoded first: a text without U+FFFD is well-formed UTF-8 (the decoder puts one for each ill-formed
      // sequence, WHATWG Encoding's UTF-8 decode), and needs no view of its own for isUtf8; one with U+FFFD
      // is looked at byte by byte.
      const text = buf.utf8Slice(start, last);
      if (text.indexOf('\uFFFD') < 0) checkLine(text, index);
      else checkBytes(buf.subarray(start, last), index);
    }
  };
  if (walk !== null && !options.all) {
    const one = walk[0]!;
    const n = buf.length;
    const strip = options.stripCr === true;
    let start = 0;
    while (start < n) {
      let end = acceptedLine(buf, start, n, one, strip);
      if (end >= 0 && (schemes === null || !hasOwnScheme(buf, start, end, schemes))) {
        // Valid: a CR before its LF is only ever accepted as the line end of --strip-cr.
        if (end > start && buf[end - 1] === CR) {
          if (crlf++ === 0) firstCrlf = lines;
        }
        lines++;
        start = end + 1;
        continue;
      }
      // The string path, for this line alone: decoded and checked as below.
      end = buf.indexOf(LF, start);
      let last = end;
      if (end < 0) last = end = n;
      else if (end > start && buf[end - 1] === CR) {
        if (crlf++ === 0) firstCrlf = lines;
        last = end - cut;
      }
      checkSent(start, last, lines++);
      start = end + 1;
    }
  } else if (walk !== null) {
    // --grammar all: the same, every grammar's walk over the line (a loop of its own, so that the one above stays
    // as lean as it was).
    const n = buf.length;
    const strip = options.stripCr === true;
    let start = 0;
    while (start < n) {
      let end = acceptedLine(buf, start, n, walk[0]!, strip);
      // Every walk that accepts the line stops at its end: the same LF.
      for (let k = 1; k < walk.length && end >= 0; k++) if (acceptedLine(buf, start, n, walk[k]!, strip) !== end) end = -1;
      let last = end;
      if (end >= 0) {
        // Valid in every grammar, and US-ASCII (all that a walk accepts): its verdicts, with its text.
        if (end > start && buf[end - 1] === CR) {
          if (crlf++ === 0) firstCrlf = lines;
          last = end - 1;
        }
        findings.fill(null);
        report(buf.toString('latin1', start, last), lines++);
        start = end + 1;
        continue;
      }
      end = buf.indexOf(LF, start);
      last = end;
      if (end < 0) last = end = n;
      else if (end > start && buf[end - 1] === CR) {
        if (crlf++ === 0) firstCrlf = lines;
        last = end - cut;
      }
      checkSent(start, last, lines++);
      start = end + 1;
    }
  } else if (isUtf8(buf)) {
    // The common case: decode the whole batch at once and split the string.
    const text = buf.toString('utf8');
    let start = 0;
    while (start < text.length) {
      let end = text.indexOf('\n', start);
      let last = end;
      if (end < 0) last = end = text.length;
      else if (end > start && text.charCodeAt(end - 1) === CR) {
        if (crlf++ === 0) firstCrlf = lines;
        last = end - cut;
      }
      checkLine(text.slice(start, last), lines++);
      start = end + 1;
    }
  } else {
    let start = 0;
    while (start < buf.length) {
      let end = buf.indexOf(LF, start);
      let last = end;
      if (end < 0) last = end = buf.length;
      else if (end > start && buf[end - 1] === CR) {
        if (crlf++ === 0) firstCrlf = lines;
        last = end - cut;
      }
      checkBytes(buf.subarray(start, last), lines++);
      start = end + 1;
    }
  }
  const bytesOut = out.bytes();
  if (head !== null && json) commas(bytesOut, out.ends, at, head.length, firstLine);
  return { lines, invalid, invalidBy, at, reports: bytesOut, ends: out.ends, type, crlf, firstCrlf, numbered: head !== null };
}

/**
 * The file and the number of the first line of a batch whose reports
 * `checkBatch` writes whole (`BatchResult.numbered`).
 */
export interface Numbering {
  readonly file: string;
  readonly firstLine: number;
}

/** What a printed report begins with, up to its line number: `{"type":"error","file":"f.txt","line":`, or `f.txt:` (bold with colour). */
function reportHead(type: BatchResult['type'], file: string, json: boolean, color: boolean): Buffer {
  return Buffer.from(json ? `{"type":"${type}","file":${JSON.stringify(file)},"line":` : `${color ? BOLD : ''}${file}:`, 'utf8');
}

/**
 * The "{" that begins each JSON report of a numbered batch, right after its
 * line number, made the "," between the line number and the report's fields.
 */
function commas(bytes: Uint8Array, ends: readonly number[], at: readonly number[], headLength: number, firstLine: number): void {
  let start = 0;
  for (let i = 0; i < at.length; i++) {
    bytes[start + headLength + digitsOf(firstLine + at[i]!)] = 0x2c;
    start = ends[i]!;
  }
}

/** The decimal digits of a positive integer. */
function digitsOf(n: number): number {
  let digits = 1;
  for (let m = n; m >= 10; m = Math.floor(m / 10)) digits++;
  return digits;
}

/**
 * `n` zeros, in an array of its own literal: `each`'s array, whose allocation
 * site also makes arrays of objects, would begin a later batch's counts as an
 * array of any value, not of small integers, and deoptimize the code that
 * counts in it ("wrong map").
 */
function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** Each grammar of `CheckOptions.by` with the function that checks by it. */
type Checking = GrammarRule & { readonly check: GrammarModule['check'] };

/** `checksOf` of each options object met, while it lives. */
const CHECKS = new WeakMap<CheckOptions, readonly Checking[]>();

/**
 * The grammars of `options` with their checks, made once per options object
 * (on the main thread, once per run; a worker gets a copy of the options with
 * each batch). Made per batch, the object of `by[0]` had another hidden class
 * in the second batch than in the first, and the optimized `checkBatch` was
 * deoptimized there ("wrong map"), then compiled again.
 */
function checksOf(options: CheckOptions): readonly Checking[] {
  let by = CHECKS.get(options);
  if (by === undefined) {
    by = each(options.by, (g) => ({ ...g, check: options.schemes ? withSchemes() : loadedGrammar(g.grammar).check }));
    CHECKS.set(options, by);
  }
  return by;
}

/** True when the bytes from `start` to `end` are all US-ASCII (below 0x80). */
function isAscii(bytes: Uint8Array, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}


/** RFC 3986's check, then, for a line it accepts, the grammar of the line's scheme (`--schemes`, which only RFC 3986 takes). */
function withSchemes(): GrammarModule['check'] {
  const check = schemeCheck;
  if (check === null) throw new Error('--schemes: loadSchemes() was not called');
  const options: SchemeOptions = { schemes: true };
  return (input, rule) => check(input, rule as never, options);
}

/**
 * True when the input's first line begins with a byte order mark and the
 * error is the mark's doing: at the mark itself (RFC 3986, where U+FEFF is no
 * character of a URI), or, where the grammar allows it (an IRI's ucschar, so
 * that "\uFEFFhttp://h/" fails at its ":"), elsewhere than without it.
 */
export function bomToBlame(e: UriSyntaxError<string>, check: GrammarModule['check']): boolean {
  if (e.input.charCodeAt(0) !== 0xfeff) return false;
  if (e.offset === 0) return true;
  const without = check(e.input.slice(1), e.rule);
  return without === null || without.offset + 1 !== e.offset;
}

/** The JSON of a line's verdicts (`LineVerdicts`) from `{"valid"` on: renderBatch puts the type, file and line in front. */
function verdictsJson(findings: readonly (Finding | null)[], by: readonly GrammarRule[], input: string): string {
  const grammars: Record<string, Verdict> = {};
  findings.forEach((f, i) => {
    if (f === null) grammars[by[i].grammar] = { valid: true, rule: by[i].rule };
    else {
      const { grammar: _grammar, input: _input, ...rest } = f;
      grammars[by[i].grammar] = { valid: false, ...rest };
    }
  });
  return JSON.stringify({ valid: findings.every((f) => f === null), grammars, ...cappedInput(input, findings.find((f) => f !== null)?.offset ?? 0) });
}

export { cappedInput, JSON_INPUT_MAX } from './syntax-report.js';

/**
 * A finding as its JSON report has it: the input capped (`cappedInput`). A
 * line no longer than JSON_INPUT_MAX is the finding itself (the same fields
 * in the same order), no copy.
 */
export function jsonFinding(f: Finding): Omit<LineReport, 'type' | 'file' | 'line'> {
  return f.input.length <= JSON_INPUT_MAX ? f : { ...f, ...cappedInput(f.input, f.offset) };
}

/**
 * The printed reports of a batch whose first line is line `firstLine` of
 * `file`, as UTF-8: the bytes of `renderBatch`, each report encoded into one
 * buffer as it comes (one string of the whole batch would be flattened, then
 * encoded, at twice the cost).
 */
export function renderBatchBytes(r: BatchResult, firstLine: number, file: string, json: boolean, color = false): Buffer {
  // A numbered batch is printed as it is (a copy: its bytes are those of a buffer that the next batch reuses).
  if (r.numbered) return Buffer.from(r.reports);
  const head = reportHead(r.type, file, json, color);
  // The body of a JSON report is written from its second character, the head has the "{" (writeReports).
  const out = Buffer.allocUnsafe(reportsSize(r, head.length));
  return out.subarray(0, writeReports(out, head, r, firstLine, json));
}

/**
 * The loops of `renderBatchBytes`, each in a function of its own: V8 compiles
 * a loop that gets hot on the stack (on-stack replacement) before the code
 * after it has run, and deoptimized `renderBatchBytes` at that code, for want
 * of type feedback, when the loops were in it.
 */
function reportsSize(r: BatchResult, headLength: number): number {
  return r.at.length * (headLength + 22) + r.reports.length;
}

/** The reports of `r` written into `out`, each after `head`; their length. */
function writeReports(out: Buffer, head: Buffer, r: BatchResult, firstLine: number, json: boolean): number {
  const skip = json ? 1 : 0;
  const reports = r.reports;
  let p = 0;
  let start = 0;
  for (let i = 0; i < r.at.length; i++) {
    out.set(head, p);
    p = lineNumber(out, p + head.length, firstLine + r.at[i]!);
    out[p++] = json ? 0x2c : 0x3a;
    const end = r.ends[i]!;
    out.set(reports.subarray(start + skip, end), p);
    p += end - start - skip;
    start = end;
    if (json) out[p++] = LF;
  }
  return p;
}

/** A line number (a positive integer) in decimal digits at `p`; the position after it. */
function lineNumber(out: Buffer, p: number, n: number): number {
  const digits = digitsOf(n);
  const after = p + digits;
  do {
    out[--p + digits] = 0x30 + (n % 10);
    n = Math.floor(n / 10);
  } while (n > 0);
  return after;
}

/** The reports of a batch as strings, each as `bodies` of the text it renders (UTF-8 decoded). */
export function reportBodies(r: BatchResult): string[] {
  const bytes = Buffer.from(r.reports.buffer, r.reports.byteOffset, r.reports.byteLength);
  const bodies: string[] = [];
  let start = 0;
  for (const end of r.ends) {
    bodies.push(bytes.toString('utf8', start, end));
    start = end;
  }
  return bodies;
}

/** The printed reports of a batch whose first line is line `firstLine` of `file`. */
export function renderBatch(r: BatchResult, firstLine: number, file: string, json: boolean, color = false): string {
  if (r.numbered) return Buffer.from(r.reports.buffer, r.reports.byteOffset, r.reports.byteLength).toString('utf8');
  let out = '';
  const bodies = reportBodies(r);
  if (json) {
    const head = `{"type":"${r.type}","file":${JSON.stringify(file)},"line":`;
    for (let i = 0; i < r.at.length; i++) out += `${head}${firstLine + r.at[i]},${bodies[i]!.slice(1)}\n`;
  } else {
    // With colour, each body begins with the rest of the location and the reset (formatBody).
    const bold = color ? BOLD : '';
    for (let i = 0; i < r.at.length; i++) out += `${bold}${file}:${firstLine + r.at[i]}:${bodies[i]}`;
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
  return { lines: r.lines, invalid: r.invalid, output: renderBatch(r, firstLine, file, options.json, options.color) };
}

/** The 1-based column, in code points, of the UTF-16 `offset` in `text`. */
export function columnOf(text: string, offset: number): number {
  let column = 1;
  for (let i = 0; i < offset && i < text.length; i++) {
    const c = text.charCodeAt(i);
    // The high half of a surrogate pair counts, the low half does not.
    if (!(isLowSurrogate(c) && i > 0 && isHighSurrogate(text.charCodeAt(i - 1)))) column++;
  }
  return column;
}

export const BOM_HINT = 'the file starts with a byte order mark (U+FEFF), which is not part of the first line\'s URI: save the file as UTF-8 without BOM';

export const CR_HINT =
  'the line ends in a carriage return: the file has CRLF (Windows) line endings, which are not part of the URI; convert the file to LF line endings, or read it with --strip-cr';

export const ASCII_ENCODING_HINT =
  'lines are read as UTF-8; a URI is ASCII, and other characters must be percent-encoded as UTF-8 octets (RFC 3986 §2.5): check the file\'s encoding';

const UNICODE_ENCODING_HINT =
  'lines are read as UTF-8, and an IRI\'s characters are code points (RFC 3987 §3.1 maps them to UTF-8 octets): check the file\'s encoding';

/**
 * The finding of a syntax error. `bom` tells that the line begins the input
 * with a byte order mark that is to blame for the error (`bomToBlame`).
 */
export function syntaxFinding(e: UriSyntaxError<string>, bom: boolean): Finding {
  const x = syntaxExtras(e, bom);
  return {
    column: x.column,
    offset: e.offset,
    kind: 'syntax',
    grammar: e.grammar,
    rule: e.rule,
    // Read once, and the error dropped: neither is kept on it (errors.ts messageOnce).
    message: messageOnce(e),
    expected: e.expected,
    found: e.found,
    hint: x.hint,
    diagnosis: x.diagnosis,
    input: e.input,
  };
}

/** What the report of a syntax error says besides the error's fields: its column, hint and diagnosis. */
function syntaxExtras(e: UriSyntaxError<string>, bom: boolean): SyntaxExtras {
  const input = e.input;
  const endsInCr = e.found === '\r' && e.offset === input.length - 1;
  return {
    column: columnOf(input, e.offset),
    hint: endsInCr ? CR_HINT : bom ? BOM_HINT : hint(e),
    // Read once, and the error dropped: not kept on it (errors.ts diagnosisOnce).
    diagnosis: diagnosisOnce(e),
  };
}

export function encodingFinding(line: Buffer, by: GrammarRule): Finding {
  const input = line.toString('utf8');
  const { column, offset, message } = illFormed(line);
  return {
    column,
    offset,
    kind: 'encoding',
    grammar: by.grammar,
    rule: by.rule,
    message,
    expected: [],
    found: null,
    hint: grammarInfo(by.grammar)?.alphabet === 'unicode' ? UNICODE_ENCODING_HINT : ASCII_ENCODING_HINT,
    diagnosis: null,
    input,
  };
}

/**
 * Where a line that is not UTF-8 goes wrong: the column and the offset (UTF-16)
 * of its first ill-formed byte, after the well-formed text before it, and the
 * message that names the byte.
 */
export function illFormed(line: Buffer): { column: number; offset: number; message: string } {
  const bad = firstIllFormedByte(line);
  const prefix = line.subarray(0, bad).toString('utf8');
  const shown = '0x' + line[bad].toString(16).toUpperCase().padStart(2, '0');
  return { column: columnOf(prefix, prefix.length), offset: prefix.length, message: `not valid UTF-8: ill-formed sequence at byte ${shown} (byte ${bad + 1} of the line)` };
}

/**
 * The index of the first byte of `bytes` that does not belong to a well-formed
 * UTF-8 sequence (RFC 3629 §4: no overlongs, no surrogates, nothing above
 * U+10FFFF), or `bytes.length` when all are well-formed.
 */
export function firstIllFormedByte(bytes: Uint8Array): number {
  return utf8IllFormed(bytes)?.start ?? bytes.length;
}

/**
 * The compiler-style report of one invalid line after `FILE:LINE:`
 * (`renderBatch` puts those in front), with the grammar's name before
 * `error` for `--grammar all`:
 *
 *     FILE:LINE:COLUMN: [GRAMMAR: ]error: MESSAGE
 *       the line, control characters made visible
 *          ~~~^
 *     diagnosis: MESSAGE (RFC)
 *     hint: HINT
 *
 * With colour, the body begins with the end of the bold location and its reset.
 */
export function formatBody(f: Pick<Finding, 'column' | 'offset' | 'grammar' | 'message' | 'hint' | 'diagnosis' | 'input'>, named: boolean, palette: Palette = PLAIN): string {
  const { line, caret } = excerpt(f.input, f.offset, f.diagnosis);
  let out = `${f.column}:${palette.on ? RESET : ''} ${named ? `${f.grammar}: ` : ''}${palette.severity('error:')} ${f.message}\n  ${line}\n  ${palette.caret(caret)}\n`;
  if (f.diagnosis) out += `${palette.hint('diagnosis:')} ${f.diagnosis.message} (${f.diagnosis.rfc})\n`;
  if (f.hint) out += `${palette.hint('hint:')} ${f.hint}\n`;
  return out;
}

const BOLD = '\x1b[1m';
const RESET = '\x1b[0m';
