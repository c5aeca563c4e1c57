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
import type { ReportBytes } from './report-bytes.js';

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
  readonly lead: Buffer;
  /** The same, then the message's JSON string up to the found character: `"RULE: expected A or B but found `. */
  readonly leadMessage: Buffer;
  /** `,"expected":["A","B"],"found":`, the JSON between the message and the found character. */
  readonly expected: Buffer;
  /** `RULE: expected A or B but found `, the message as text up to the found character. */
  readonly messageText: Buffer;
}

/** The parts of each frozen `expected` array met (a DFA state's), at most MEMO_MAX of them at a time. */
const MEMO = new Map<readonly string[], ExpectedParts>();
const MEMO_MAX = 4096;

function expectedParts(grammar: string, rule: string, expected: readonly string[]): ExpectedParts {
  let parts = MEMO.get(expected);
  if (parts !== undefined && parts.rule === rule && parts.grammar === grammar) return parts;
  const head = `${rule}: expected ${expectedList(expected)} but found `;
  const lead = `,"kind":"syntax","grammar":${JSON.stringify(grammar)},"rule":${JSON.stringify(rule)},"message":`;
  parts = {
    grammar,
    rule,
    lead: Buffer.from(lead, 'utf8'),
    leadMessage: Buffer.from(lead + JSON.stringify(head).slice(0, -1), 'utf8'),
    expected: Buffer.from(`,"expected":${JSON.stringify(expected)},"found":`, 'utf8'),
    messageText: Buffer.from(head, 'utf8'),
  };
  if (Object.isFrozen(expected)) {
    if (MEMO.size >= MEMO_MAX) MEMO.clear();
    MEMO.set(expected, parts);
  }
  return parts;
}

/** What a report of a syntax error says besides the error's own fields. */
export interface SyntaxExtras {
  /** 1-based, in code points. */
  readonly column: number;
  readonly hint: string | null;
  readonly diagnosis: Diagnosis | null;
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
  out.ascii('{"column":');
  out.number(x.column);
  out.ascii(',"offset":');
  out.number(e.offset);
  if (message === null) {
    out.raw(parts.leadMessage);
    out.jsonInside(describe(e.found));
    out.ascii(' at offset ');
    out.number(e.offset);
    out.ascii('"');
  } else {
    out.raw(parts.lead);
    out.json(message);
  }
  out.raw(parts.expected);
  nullOrString(out, e.found);
  out.ascii(',"hint":');
  nullOrString(out, x.hint);
  out.ascii(',"diagnosis":');
  diagnosisJson(out, x.diagnosis);
  inputJson(out, e.input, e.offset);
  out.ascii('}');
}

/** `"input":...` of a report, and of a capped one `inputStart` and `inputLength` after it. */
function inputJson(out: ReportBytes, input: string, offset: number): void {
  out.ascii(',"input":');
  if (input.length <= JSON_INPUT_MAX) return out.json(input);
  const capped = cappedInput(input, offset);
  out.json(capped.input);
  out.ascii(',"inputStart":');
  out.number(capped.inputStart!);
  out.ascii(',"inputLength":');
  out.number(capped.inputLength!);
}

function nullOrString(out: ReportBytes, s: string | null): void {
  if (s === null) out.ascii('null');
  else out.json(s);
}

const DIAGNOSIS_KEYS = ['code', 'message', 'start', 'end', 'rfc'] as const;

/**
 * A diagnosis as JSON.stringify writes it: field by field when it is a plain
 * object of the five keys of `Diagnosis` in their order (every grammar's,
 * src/core/diagnosis-text.ts `diagnosis`), else by JSON.stringify itself.
 */
function diagnosisJson(out: ReportBytes, d: Diagnosis | null): void {
  if (d === null) return out.ascii('null');
  if (!plainDiagnosis(d)) return out.utf8(JSON.stringify(d));
  out.ascii('{"code":');
  out.json(d.code);
  out.ascii(',"message":');
  out.json(d.message);
  out.ascii(',"start":');
  out.number(d.start);
  out.ascii(',"end":');
  out.number(d.end);
  out.ascii(',"rfc":');
  out.json(d.rfc);
  out.ascii('}');
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
  out.ascii(palette.on ? `:${RESET} ` : ': ');
  out.ascii(palette.on ? palette.severity('error:') : 'error:');
  out.ascii(' ');
  if (message === null) {
    out.raw(expectedParts(e.grammar, e.rule, e.expected).messageText);
    out.utf8(describe(e.found));
    out.ascii(' at offset ');
    out.number(e.offset);
  } else out.utf8(message);
  excerptLines(out, e.input, e.offset, x.diagnosis, palette);
  if (x.diagnosis) {
    out.ascii(palette.on ? palette.hint('diagnosis:') : 'diagnosis:');
    out.ascii(' ');
    out.utf8(x.diagnosis.message);
    out.ascii(' (');
    out.utf8(x.diagnosis.rfc);
    out.ascii(')\n');
  }
  if (x.hint) {
    out.ascii(palette.on ? palette.hint('hint:') : 'hint:');
    out.ascii(' ');
    out.utf8(x.hint);
    out.ascii('\n');
  }
}

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
