/**
 * The run of `uri-grammar conform` (./commands/conform.ts): the conformance
 * report of ../conform/ on the command line. For each argument, a table
 * (grammar × rule × ✓/✗ × where it stops, with the caret); for files or
 * standard input (one string a line), per grammar and rule how many lines
 * conform and the first few failures of each as FILE:LINE:COLUMN, streamed:
 * memory holds the longest line and the failures shown, whatever the input's
 * size.
 */
import { createReadStream, statSync } from 'node:fs';
import { isUtf8 } from 'node:buffer';
import type { Readable } from 'node:stream';
import { GRAMMARS, conform, conformingIn, errorOf, verdicts, type ConformRow, type ConformVerdict } from '../conform/index.js';
import { excerpt, hint, type UriSyntaxError } from '../core/errors.js';
import { columnOf, illFormed } from './check-lines.js';
import { byteLines, crlfWarning, STDIN_NAME, waitingNotice } from './lines.js';
import { unreadableRecord } from './check-files.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, describeFsError, write, type Io } from './io.js';
import { progressFor } from './progress.js';

/** What a run reports on. */
export interface ConformCommand {
  /** Grammar names (default: every grammar of GRAMMARS). */
  readonly grammars: readonly string[] | undefined;
  readonly json: boolean;
  /** Failures shown per grammar and rule (files and standard input). */
  readonly failures: number;
  /** The progress line: true, false, or null for the default (when standard error is a terminal). */
  readonly progress: boolean | null;
  /** `--strip-cr`: read CR LF as LF; without it the CR is part of the line, said at each input's first. */
  readonly stripCr?: boolean;
}

/** The grammars with rows in the report: those of URIs and of schemes, not of templates (`GrammarInfo.kind`). */
const REPORTED = GRAMMARS.filter((g) => g.kind !== 'template');

/** The grammars of `--grammar a,b` (or every grammar); a usage error names an unknown one. */
export function conformGrammars(value: string | undefined): string[] | undefined {
  if (value === undefined || value === 'all') return undefined;
  const names = value.split(',').map((s) => s.trim()).filter((s) => s !== '');
  for (const name of names) {
    if (!REPORTED.some((g) => g.name === name))
      throw new UsageError(`unknown grammar ${JSON.stringify(name)}: one of ${REPORTED.map((g) => g.name).join(', ')}, or all`);
  }
  return names;
}

// ----- Arguments: one table each -----

/** Prints the report of each input; 0 when each conforms to some grammar, else 1. */
export async function runConformArgs(inputs: readonly string[], cmd: ConformCommand, io: Io): Promise<number> {
  let status = EXIT_OK;
  for (const input of inputs) {
    const rows = conform(input, { grammars: cmd.grammars });
    const conforming = conformingIn(rows);
    if (conforming.length === 0) status = EXIT_INVALID;
    await write(io.stdout, cmd.json ? JSON.stringify(reportJson(input, rows, conforming)) + '\n' : table(input, rows, conforming));
  }
  return status;
}

/** The report of one input as a JSON object. */
function reportJson(input: string, rows: readonly ConformRow[], conforming: readonly string[]): object {
  return {
    input,
    conformsTo: conforming,
    rows: rows.map((r) => ({ grammar: r.grammar, rfc: r.rfc, rule: r.rule, kind: r.kind, valid: r.valid, error: r.error && errorJson(r.error) })),
  };
}

function errorJson(e: UriSyntaxError<string>): object {
  return { offset: e.offset, column: columnOf(e.input, e.offset), expected: e.expected, found: e.found, message: e.message, hint: hint(e), diagnosis: e.diagnosis };
}

/**
 * The table of one input:
 *
 *   "http://[::1]/"
 *     rfc3986  URI-reference  ✓
 *     rfc2396  URI-reference  ✗  column 8: expected ... but found "["
 *                                http://[::1]/
 *                                       ^
 */
function table(input: string, rows: readonly ConformRow[], conforming: readonly string[]): string {
  const w = (f: (r: ConformRow) => string) => Math.max(...rows.map((r) => f(r).length));
  const gw = w((r) => r.grammar);
  const rw = w((r) => ruleLabel(r));
  const indent = ' '.repeat(2 + gw + 2 + rw + 2 + 3);
  let out = `${JSON.stringify(input)}\n`;
  for (const r of rows) {
    const head = `  ${r.grammar.padEnd(gw)}  ${ruleLabel(r).padEnd(rw)}  `;
    if (r.error === null) {
      out += `${head}✓\n`;
      continue;
    }
    const e = r.error;
    const { line, caret } = excerpt(e.input, e.offset, e.diagnosis);
    out += `${head}✗  column ${columnOf(e.input, e.offset)}: ${e.message.slice(e.rule.length + 2)}\n`;
    out += `${indent}${line}\n${indent}${caret}\n`;
    if (e.diagnosis) out += `${indent}diagnosis: ${e.diagnosis.message} (${e.diagnosis.rfc})\n`;
    const tip = hint(e);
    if (tip) out += `${indent}hint: ${tip}\n`;
  }
  out += `  conforms to: ${conforming.length ? conforming.join(', ') : 'no grammar'}\n`;
  return out;
}

/** A rule's label: a scheme rule says so. */
function ruleLabel(r: { rule: string; kind: string }): string {
  return r.kind === 'scheme' ? `${r.rule} (scheme)` : r.rule;
}

// ----- Files: counts and the first failures -----

/** One grammar and rule's tally over the lines. */
interface Tally {
  readonly grammar: string;
  readonly rfc: number | null;
  readonly rule: string;
  readonly kind: ConformVerdict['kind'];
  /** Lines checked by this rule (for a scheme rule: the lines of its scheme). */
  lines: number;
  valid: number;
  /** The first failures, as FILE:LINE:COLUMN and the error. */
  readonly failures: { file: string; line: number; column: number; offset: number; message: string; expected: readonly string[]; found: string | null }[];
}

/**
 * Reads each source (a path, or "-" for standard input) one line at a time
 * (a line ends at LF; a CR before it stays part of the line, said once per
 * source, unless `stripCr`) and prints the tally; 0 when every line conforms
 * to some grammar, else 1.
 */
export async function runConformFiles(sources: readonly string[], cmd: ConformCommand, io: Io): Promise<number> {
  const tallies: Tallies = { list: [], byRule: new Map() };
  const progress = progressFor(io, cmd.progress);
  let lines = 0;
  /** Lines that ended in CR LF, in every source. */
  let crlfLines = 0;
  let none = 0;
  let unreadable = 0;
  const t0 = Date.now();
  for (const source of sources) {
    const file = source === '-' ? STDIN_NAME : source;
    if (source === '-') await waitingNotice(io, 'conform', 'one string');
    const stream = source === '-' ? (io.stdin as Readable) : createReadStream(source);
    progress?.start(file, source === '-' ? null : sizeOf(source));
    let number = 0;
    let crlf = 0;
    const seen = (line: number): void => {
      crlf ||= line;
      crlfLines++;
    };
    try {
      for await (const bytes of byteLines(stream, (n) => progress?.read(n), { strip: cmd.stripCr === true, seen })) {
        number++;
        if (crlf === number && !cmd.stripCr) {
          progress?.clear();
          await write(io.stderr, crlfWarning(io, file, number));
        }
        lines++;
        if (!tallyLine(bytes, file, number, cmd, tallies)) none++;
        if ((lines & 1023) === 0) progress?.update(lines, none);
      }
    } catch (e) {
      progress?.clear();
      unreadable++;
      // With --json, a record on standard output before the summary, as check writes it.
      if (cmd.json) await write(io.stdout, JSON.stringify(unreadableRecord(file, e)) + '\n');
      else await write(io.stderr, `uri-grammar: conform: cannot read ${file}: ${describeFsError(e)}\n`);
    }
  }
  progress?.clear();
  const rows = tallies.list;
  const seconds = (Date.now() - t0) / 1000;
  if (cmd.json) await write(io.stdout, JSON.stringify({ type: 'summary', files: sources.length, lines, conformingToNone: none, unreadable, crlf: crlfLines, seconds, rows }) + '\n');
  else await write(io.stdout, summary(rows, lines, none, cmd.failures, cmd.stripCr ? crlfLines : 0));
  if (unreadable > 0) return EXIT_USAGE;
  return none > 0 ? EXIT_INVALID : EXIT_OK;
}

/** The tallies, in the order their rows first came, and by grammar and rule (no key is built per line and row). */
interface Tallies {
  readonly list: Tally[];
  readonly byRule: Map<string, Map<string, Tally>>;
}

/** Tallies one line; true when it conforms to some grammar. */
function tallyLine(bytes: Buffer, file: string, line: number, cmd: ConformCommand, tallies: Tallies): boolean {
  const utf8 = isUtf8(bytes);
  const input = bytes.toString('utf8');
  const rows = verdicts(utf8 ? input : '', { grammars: cmd.grammars });
  let conforms = false;
  for (const v of rows) {
    let rules = tallies.byRule.get(v.grammar);
    if (rules === undefined) tallies.byRule.set(v.grammar, (rules = new Map()));
    let t = rules.get(v.rule);
    if (t === undefined) {
      rules.set(v.rule, (t = { grammar: v.grammar, rfc: v.rfc, rule: v.rule, kind: v.kind, lines: 0, valid: 0, failures: [] }));
      tallies.list.push(t);
    }
    t.lines++;
    if (utf8 && v.offset < 0) {
      t.valid++;
      if (v.kind === 'rule') conforms = true;
    } else if (t.failures.length < cmd.failures) {
      t.failures.push(utf8 ? syntaxFailure(input, v, file, line) : encodingFailure(bytes, file, line));
    }
  }
  return conforms;
}

function syntaxFailure(input: string, v: ConformVerdict, file: string, line: number): Tally['failures'][number] {
  const e = errorOf(input, v)!;
  return { file, line, column: columnOf(input, e.offset), offset: e.offset, message: e.message, expected: e.expected, found: e.found };
}

function encodingFailure(bytes: Buffer, file: string, line: number): Tally['failures'][number] {
  return { file, line, ...illFormed(bytes), expected: [], found: null };
}

/** The tally as a table, then the first failures of each rule. */
function summary(rows: readonly Tally[], lines: number, none: number, shown: number, stripped: number): string {
  const gw = Math.max(7, ...rows.map((r) => r.grammar.length));
  const rw = Math.max(4, ...rows.map((r) => ruleLabel(r).length));
  const nw = Math.max(7, String(lines).length);
  const pct = (a: number, b: number) => (b === 0 ? '-' : `${((a / b) * 100).toFixed(1)}%`);
  const crlf = stripped === 0 ? '' : ` (${stripped} CR LF line ${stripped === 1 ? 'end' : 'ends'} read as LF)`;
  let out = `${lines} line${lines === 1 ? '' : 's'}${crlf}; ${lines - none} conform to some grammar, ${none} to none\n`;
  out += `  ${'grammar'.padEnd(gw)}  ${'rule'.padEnd(rw)}  ${'conform'.padStart(nw)}  ${'of'.padStart(nw)}\n`;
  for (const r of rows) out += `  ${r.grammar.padEnd(gw)}  ${ruleLabel(r).padEnd(rw)}  ${String(r.valid).padStart(nw)}  ${String(r.lines).padStart(nw)}  ${pct(r.valid, r.lines)}\n`;
  const failing = rows.filter((r) => r.failures.length > 0);
  if (failing.length > 0 && shown > 0) {
    out += `\nfirst failures (at most ${shown} per rule):\n`;
    for (const r of failing) {
      out += `${r.grammar} ${ruleLabel(r)}:\n`;
      for (const f of r.failures) out += `  ${f.file}:${f.line}:${f.column}: ${f.message}\n`;
    }
  }
  return out;
}

/** A file's size for the progress line, or null when it cannot be read (the stream then reports why). */
function sizeOf(path: string): number | null {
  try {
    return statSync(path).size;
  } catch {
    return null;
  }
}
