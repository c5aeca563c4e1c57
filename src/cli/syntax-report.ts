/**
 * The report of one invalid line of `uri-grammar check`, written straight
 * into the batch's bytes (./report-bytes.ts) in either format: the JSON
 * object of `--json` (the bytes of `JSON.stringify` of the report, its keys
 * in the order of `LineReport`, ./check-lines.ts) and the compiler-style
 * text (the bytes of `formatBody`).
 *
 * What every report of one failure state shares is made once: the DFA's
 * `expected` arrays are frozen and shared by every error in the same state
 * (src/core/dfa.ts), so their JSON, and the message's text up to the found
 * character (`RULE: expected A, B or C but found `), are kept by the array.
 */
import { describe, excerpt, excerptFrom, excerptTo, expectedList, isLowSurrogate, messageFromFields, plainWindow, type Diagnosis, type UriSyntaxError } from '../core/errors.js';
import type { Palette } from './color.js';
import { FixedBytes, type ReportBytes } from './report-bytes.js';

/** Of a line longer than this (UTF-16 code units), the JSON reports echo a window, as the text reports do. */
export const JSON_INPUT_MAX = 1000;

/**
 * The `input` of a JSON report: the whole line, or of a line longer than
 * JSON_INPUT_MAX, a window of JSON_INPUT_MAX code units around `offset` (two
 * thirds before it, as the text excerpt), with `inputStart` (its offset in
 * the line) and `inputLength` (the line's length). A surrogate pair is never
 * cut in two.
 */
export function cappedInput(input: string, offset: number): { input: string; inputStart?: number; inputLength?: number } {
  if (input.length <= JSON_INPUT_MAX) return { input };
  let from = Math.max(0, Math.min(offset - Math.floor((JSON_INPUT_MAX * 2) / 3), input.length - JSON_INPUT_MAX));
  let to = from + JSON_INPUT_MAX;
  if (from > 0 && isLowSurrogate(input.charCodeAt(from))) from++;
  if (to < input.length && isLowSurrogate(input.charCodeAt(to))) to--;
  return { input: input.slice(from, to), inputStart: from, inputLength: input.length };
}

/** What the reports of one `expected` array (and grammar and rule) share, as UTF-8. */
interface ExpectedParts {
  readonly grammar: string;
  readonly rule: string;
  /** `,"kind":"syntax","grammar":"G","rule":"R","message":`, the JSON between the offset and the message. */
  readonly lead: FixedBytes;
  /** The same, then the message's JSON string up to the found character: `"RULE: expected A or B but found `. */
  readonly leadMessage: FixedBytes;
  /** `,"expected":["A","B"],"found":`, the JSON between the message and the found character. */
  readonly expected: FixedBytes;
  /** `"` and `expected`: the message's closing quote, when the message is written from its parts, and what follows it. */
  readonly closeExpected: FixedBytes;
  /** `RULE: expected A or B but found `, the message as text up to the found character. */
  readonly messageText: FixedBytes;
}

/** The parts of each frozen `expected` array met (a DFA state's), at most MEMO_MAX of them at a time. */
const MEMO = new Map<readonly string[], ExpectedParts>();
const MEMO_MAX = 4096;

function expectedParts(grammar: string, rule: string, expected: readonly string[]): ExpectedParts {
  let parts = MEMO.get(expected);
  if (parts !== undefined && parts.rule === rule && parts.grammar === grammar) return parts;
  const head = `${rule}: expected ${expectedList(expected)} but found `;
  const lead = `,"kind":"syntax","grammar":${JSON.stringify(grammar)},"rule":${JSON.stringify(rule)},"message":`;
  const expectedJson = `,"expected":${JSON.stringify(expected)},"found":`;
  parts = {
    grammar,
    rule,
    lead: FixedBytes.of(lead),
    leadMessage: FixedBytes.of(lead + JSON.stringify(head).slice(0, -1)),
    expected: FixedBytes.of(expectedJson),
    closeExpected: FixedBytes.of(`"${expectedJson}`),
    messageText: FixedBytes.of(head),
  };
  if (Object.isFrozen(expected)) {
    if (MEMO.size >= MEMO_MAX) MEMO.clear();
    MEMO.set(expected, parts);
  }
  return parts;
}

/**
 * The JSON of what a diagnosis's fixed fields say, by their value: the
 * `code` of a diagnosis, with the keys around it, and its `rfc` (and the
 * text report's `rfc`, in parentheses, RFC_TEXT). They are
 * words of a small vocabulary (a kind of mistake, a section of an RFC), not
 * text of the input, so a few of them are met again and again; a long one
 * is not kept, and at most FIXED_MAX of each at a time.
 */
const CODE_JSON = new Map<string, FixedBytes>();
const RFC_JSON = new Map<string, FixedBytes>();
const FIXED_MAX = 512;
const FIXED_LENGTH = 64;

function fixedJson(kept: Map<string, FixedBytes>, value: string, json: (value: string) => string): FixedBytes {
  let bytes = kept.get(value);
  if (bytes === undefined) {
    bytes = FixedBytes.of(json(value));
    if (value.length <= FIXED_LENGTH) {
      if (kept.size >= FIXED_MAX) kept.clear();
      kept.set(value, bytes);
    }
  }
  return bytes;
}

const codeJson = (code: string): string => `,"diagnosis":{"code":${JSON.stringify(code)},"message":`;
const rfcJson = (rfc: string): string => `,"rfc":${JSON.stringify(rfc)}},"input":`;

/** The report's fixed parts. */
const COLUMN = FixedBytes.of('{"column":');
const OFFSET = FixedBytes.of(',"offset":');
const AT_OFFSET = FixedBytes.of(' at offset ');
const HINT = FixedBytes.of(',"hint":');
const HINT_NULL = FixedBytes.of(',"hint":null');
const DIAGNOSIS = FixedBytes.of(',"diagnosis":');
const DIAGNOSIS_NULL = FixedBytes.of(',"diagnosis":null,"input":');
const INPUT = FixedBytes.of(',"input":');
const START = FixedBytes.of(',"start":');
const END = FixedBytes.of(',"end":');
const INPUT_START = FixedBytes.of(',"inputStart":');
const INPUT_LENGTH = FixedBytes.of(',"inputLength":');
const NULL = FixedBytes.of('null');
const CLOSE = FixedBytes.of('}');

/** What a report of a syntax error says besides the error's own fields. */
export interface SyntaxExtras {
  /** 1-based, in code points. */
  readonly column: number;
  readonly hint: string | null;
  readonly diagnosis: Diagnosis | null;
}

/**
 * The code unit of `found` when it is one printable US-ASCII character
 * (U+0021 to U+007E), which `describe` writes as it is in double quotes,
 * and JSON as it is, a `"` or `\` after a backslash; else 0.
 */
function printable(found: string | null): number {
  if (found === null || found.length !== 1) return 0;
  const c = found.charCodeAt(0);
  return c > 0x20 && c < 0x7f ? c : 0;
}

/**
 * The JSON report of `e` (from its `{`, without the type, file and line that
 * the main thread puts in front): the bytes of `JSON.stringify` of
 * `{ column, offset, kind: 'syntax', grammar, rule, message, expected, found, hint, diagnosis, input }`
 * with the input capped (`cappedInput`), `message` being `message` when given,
 * else the error's (`messageFromFields`: written from its parts).
 */
export function writeSyntaxJson(out: ReportBytes, e: UriSyntaxError<string>, x: SyntaxExtras, message: string | null): void {
  const parts = expectedParts(e.grammar, e.rule, e.expected);
  const c = printable(e.found);
  out.fixed(COLUMN);
  out.number(x.column);
  out.fixed(OFFSET);
  out.number(e.offset);
  if (message === null) {
    out.fixed(parts.leadMessage);
    // `describe(found)`: `"c"` for a printable character, in the message's JSON `\"c\"`.
    if (c !== 0) out.jsonQuotedAscii(c, true);
    else out.jsonInside(describe(e.found));
    out.fixed(AT_OFFSET);
    out.number(e.offset);
    out.fixed(parts.closeExpected);
  } else {
    out.fixed(parts.lead);
    out.json(message);
    out.fixed(parts.expected);
  }
  if (c !== 0) out.jsonQuotedAscii(c, false);
  else nullOrString(out, e.found);
  if (x.hint === null) out.fixed(HINT_NULL);
  else {
    out.fixed(HINT);
    out.json(x.hint);
  }
  diagnosisJson(out, x.diagnosis);
  inputJson(out, e.input, e.offset);
  out.fixed(CLOSE);
}

/** The JSON string of `input` (after `"input":`), and of a capped one `inputStart` and `inputLength` after it. */
function inputJson(out: ReportBytes, input: string, offset: number): void {
  if (input.length <= JSON_INPUT_MAX) return out.json(input);
  const capped = cappedInput(input, offset);
  out.json(capped.input);
  out.fixed(INPUT_START);
  out.number(capped.inputStart!);
  out.fixed(INPUT_LENGTH);
  out.number(capped.inputLength!);
}

function nullOrString(out: ReportBytes, s: string | null): void {
  if (s === null) out.fixed(NULL);
  else out.json(s);
}

const DIAGNOSIS_KEYS = ['code', 'message', 'start', 'end', 'rfc'] as const;

/**
 * `,"diagnosis":` and a diagnosis as JSON.stringify writes it, then `,"input":`:
 * field by field when it is a plain object of the five keys of `Diagnosis`
 * in their order (every grammar's, src/core/diagnosis-text.ts `diagnosis`),
 * else by JSON.stringify itself.
 */
function diagnosisJson(out: ReportBytes, d: Diagnosis | null): void {
  if (d === null) return out.fixed(DIAGNOSIS_NULL);
  if (!plainDiagnosis(d)) {
    out.fixed(DIAGNOSIS);
    out.utf8(JSON.stringify(d));
    return out.fixed(INPUT);
  }
  out.fixed(fixedJson(CODE_JSON, d.code, codeJson));
  out.json(d.message);
  out.fixed(START);
  out.number(d.start);
  out.fixed(END);
  out.number(d.end);
  out.fixed(fixedJson(RFC_JSON, d.rfc, rfcJson));
}

function plainDiagnosis(d: Diagnosis): boolean {
  if (Object.getPrototypeOf(d) !== Object.prototype) return false;
  let i = 0;
  for (const key in d) if (key !== DIAGNOSIS_KEYS[i++]) return false;
  return i === DIAGNOSIS_KEYS.length && typeof d.code === 'string' && typeof d.message === 'string' && typeof d.rfc === 'string' && typeof d.start === 'number' && typeof d.end === 'number';
}

const RESET = '\x1b[0m';

/**
 * The text report of `e` after `FILE:LINE:` (the bytes of `formatBody`, not
 * named): `COLUMN: error: MESSAGE`, the excerpt and its caret, the diagnosis
 * and the hint, in the colours of `palette`.
 */
export function writeSyntaxText(out: ReportBytes, e: UriSyntaxError<string>, x: SyntaxExtras, message: string | null, palette: Palette): void {
  out.number(x.column);
  if (palette.on) {
    out.ascii(`:${RESET} `);
    out.ascii(palette.severity('error:'));
    out.ascii(' ');
  } else out.fixed(ERROR_TEXT);
  if (message === null) {
    out.fixed(expectedParts(e.grammar, e.rule, e.expected).messageText);
    // `describe(found)`: `"c"` for a printable character.
    const c = printable(e.found);
    if (c !== 0) out.quotedAscii(c);
    else out.utf8(describe(e.found));
    out.fixed(AT_OFFSET);
    out.number(e.offset);
  } else out.utf8(message);
  excerptLines(out, e.input, e.offset, x.diagnosis, palette);
  const d = x.diagnosis;
  if (d) {
    if (palette.on) {
      out.ascii(palette.hint('diagnosis:'));
      out.ascii(' ');
    } else out.fixed(DIAGNOSIS_TEXT);
    out.utf8(d.message);
    out.fixed(fixedJson(RFC_TEXT, d.rfc, rfcText));
  }
  if (x.hint) {
    if (palette.on) {
      out.ascii(palette.hint('hint:'));
      out.ascii(' ');
    } else out.fixed(HINT_TEXT);
    out.utf8(x.hint);
    out.fixed(NEWLINE);
  }
}

/** The text report's fixed parts, without colour. */
const ERROR_TEXT = FixedBytes.of(': error: ');
const DIAGNOSIS_TEXT = FixedBytes.of('diagnosis: ');
const HINT_TEXT = FixedBytes.of('hint: ');
const NEWLINE = FixedBytes.of('\n');
const RFC_TEXT = new Map<string, FixedBytes>();
const rfcText = (rfc: string): string => ` (${rfc})\n`;

const ELLIPSIS = Buffer.from('…', 'utf8');

/**
 * `\n  LINE\n  CARET\n`: the excerpt of the input and the caret under it, as
 * `excerpt` makes them (src/core/errors.ts). A window without control
 * characters or surrogates (`plainWindow`), nearly every one, without
 * colour, is written as it is, and its caret line byte by byte; any other by
 * `excerpt`'s strings.
 */
function excerptLines(out: ReportBytes, input: string, offset: number, span: Diagnosis | null, palette: Palette): void {
  const from = excerptFrom(input, offset);
  const to = excerptTo(input, offset);
  out.ascii('\n  ');
  if (palette.on || !plainWindow(input, from, to)) {
    const { line, caret } = excerpt(input, offset, span);
    out.utf8(line);
    out.ascii('\n  ');
    out.ascii(palette.caret(caret));
    out.ascii('\n');
    return;
  }
  if (from > 0) out.raw(ELLIPSIS);
  out.utf8(from === 0 && to === input.length ? input : input.slice(from, to));
  if (to < input.length) out.raw(ELLIPSIS);
  out.ascii('\n  ');
  const lead = from > 0 ? 1 : 0;
  const column = lead + (offset - from);
  if (!span || span.end <= span.start) out.caret(column, 0, 0, 0);
  else {
    // " " before the span, "~" under it, " " after, to the window's end; "^" at the column; no space at the end.
    const start = Math.min(Math.max(span.start, from), to);
    const end = Math.min(Math.max(span.end, start), to);
    out.caret(column, lead + (start - from), end - start, to - end);
  }
  out.ascii('\n');
}

/** `messageFromFields`, as the writers take it: null when the message is written from the error's parts, else the message. */
export function ownMessage(e: UriSyntaxError<string>): string | null {
  return messageFromFields(e) ? null : e.message;
}
