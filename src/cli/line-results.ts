/**
 * One answer per input line, for the subcommands that map each line (or
 * argument) to one result: `normalize`, `resolve`, `relativize`, `encode`
 * and `decode`. Line alignment is kept, so a pipeline can join the output
 * with its input line by line:
 *
 * - text: the Nth line of standard output answers the Nth input line; a line
 *   that fails leaves an empty line there, and its error goes to standard
 *   error, positioned as `check` positions its reports
 *   (`<stdin>:2:4: error: MESSAGE`, the excerpt, the caret, a diagnosis, a hint);
 * - `--json`: one record per input line on standard output, a result
 *   `{"type":"result", file, line, input, output}` or an error with the
 *   fields of `check --json`'s (`{"type":"error", file, line, column, offset,
 *   kind, grammar, rule, message, expected, found, hint, diagnosis, input}`).
 *
 * A line that is not UTF-8 is an error of kind `encoding` at its first
 * ill-formed byte (./lines.ts), never decoded with U+FFFD; a byte order mark
 * that begins standard input is kept, and said: it is the hint of an error
 * it causes, or a warning when the line still has a result (`encode` gives
 * `%EF%BB%BF`).
 *
 * Here too: what their --help says of it (LINES_HELP, JSON_LINES_HELP), and
 * the one error of a BASE that `resolve` or `relativize` cannot use.
 */
import { excerpt, isUriSyntaxError, type UriSyntaxError } from '../core/errors.js';
import {
  ASCII_ENCODING_HINT,
  BOM_HINT,
  bomToBlame,
  columnOf,
  cappedInput,
  formatBody,
  syntaxFinding,
  type Finding,
} from './check-lines.js';
import { PLAIN, paletteFor, type Palette } from './color.js';
import { DEFAULT_GRAMMAR, loadGrammar } from './grammars.js';
import { EXIT_INVALID, EXIT_OK, write, type Io } from './io.js';
import { startsWithBom, type InputLine } from './lines.js';

/**
 * What the line-by-line passes (encode, decode, resolve, relativize,
 * normalize) say in their --help about lines, errors and --json.
 */
export const LINES_HELP = `Standard input is read as bytes, one item a line (LF ends a line; a CR before
it, said at the first one, unless --strip-cr removes it, a NUL and a leading
byte order mark are kept as characters). Each input
line (or argument) is answered in turn: its result on one line of standard
output, or, when it fails, an empty line there and its error on standard
error, positioned as check positions them ("<stdin>:2:4: error: ..."; for
arguments "<args>:N:..."), so that output line N answers input line N. A line
that is not UTF-8 is such an error, at its first ill-formed byte.`;

/** The help line of their `--json`. */
export const JSON_LINES_HELP = `      --json        one JSON object per input line, on standard output:
                    {"type":"result", file, line, input, output} or
                    {"type":"error", file, line, column, offset, kind, grammar,
                    rule, message, expected, found, hint, diagnosis, input}`;

/** The hint of a line that is not UTF-8 for `encode` and `decode`, whose lines are text, not URIs. */
export const TEXT_ENCODING_HINT = 'lines are read as UTF-8: check the input\'s encoding (iconv converts it), or percent-encode its bytes';

/** The input lines of a subcommand: the lines of ./lines.ts (arguments or standard input). */
export type Lines = AsyncIterable<InputLine> | Iterable<InputLine>;

/** How a subcommand reports its lines. */
export interface LineMode {
  /** The subcommand, for messages (`normalize`). */
  readonly command: string;
  /** The grammar of the pass; errors are named by it when it is not the default. */
  readonly grammar: string;
  readonly json: boolean;
  /** The hint of a line that is not UTF-8 (default: a URI's, as `check` gives it). */
  readonly encodingHint?: string;
}

/** An error report of one line: a `check --json` error record without its type, file and line. */
export type LineError = Omit<Finding, 'kind' | 'rule'> & {
  /** `syntax`, `encoding`, or the library error's own kind (`base-not-absolute`, `malformed-escape`, ...). */
  readonly kind: string;
  /** The rule of a syntax error, else null. */
  readonly rule: string | null;
};

/** The warning of a result whose line begins standard input with a byte order mark. */
export const BOM_KEPT =
  'the input starts with a byte order mark (U+FEFF), which is kept as the first character of line 1: save the file as UTF-8 without BOM if it is not meant to be there';

/**
 * Runs `f` on each line and reports each line's result or error, aligned as
 * above; resolves to 1 when some line failed, else 0.
 */
export async function eachLine(lines: Lines, f: (input: string) => string, mode: LineMode, io: Io): Promise<number> {
  const palette = mode.json ? PLAIN : paletteFor(io.stderr, io.env);
  let status = EXIT_OK;
  for await (const input of lines) {
    if (input.text !== null) {
      let output: string | null = null;
      let failure: unknown = null;
      try {
        output = f(input.text);
      } catch (e) {
        failure = e;
      }
      if (output !== null) {
        const warning = startsWithBom(input) ? BOM_KEPT : null;
        if (mode.json) {
          const record = { type: 'result', file: input.file, line: input.line, ...cappedInput(input.text, 0), output, ...(warning ? { warning } : {}) };
          await write(io.stdout, JSON.stringify(record) + '\n');
        } else {
          if (warning) await write(io.stderr, `${palette.location(`${input.file}:${input.line}:1:`)} ${palette.severity('warning:')} ${warning}\n`);
          await write(io.stdout, output + '\n');
        }
        continue;
      }
      status = EXIT_INVALID;
      await reportError(input, await lineError(input, failure, mode), mode, palette, io);
    } else {
      status = EXIT_INVALID;
      await reportError(input, encodingError(input, mode), mode, palette, io);
    }
  }
  return status;
}

/** Prints a line's error: its record (JSON), or the positioned report on standard error and an empty line on standard output. */
export async function reportError(input: InputLine, error: LineError, mode: Pick<LineMode, 'json' | 'grammar'>, palette: Palette, io: Io): Promise<void> {
  if (mode.json) {
    await write(io.stdout, JSON.stringify(errorRecord(input, error)) + '\n');
    return;
  }
  await write(io.stderr, errorText(input, error, mode.grammar !== DEFAULT_GRAMMAR, palette));
  await write(io.stdout, '\n');
}

/** `{"type":"error", file, line, column, offset, kind, grammar, rule, message, expected, found, hint, diagnosis, input}`, the input capped. */
export function errorRecord(input: Pick<InputLine, 'file' | 'line'>, error: LineError): Record<string, unknown> {
  return { type: 'error', file: input.file, line: input.line, ...error, ...cappedInput(error.input, error.offset) };
}

/** `FILE:LINE:COLUMN: [GRAMMAR: ]error: MESSAGE`, the excerpt, the caret and the hint, as `check` prints them. */
export function errorText(input: Pick<InputLine, 'file' | 'line'>, error: LineError, named: boolean, palette: Palette): string {
  const bold = palette.on ? '\x1b[1m' : '';
  return `${bold}${input.file}:${input.line}:${formatBody(error, named, palette)}`;
}

/** The error of a line that is not UTF-8. */
export function encodingError(input: InputLine & { text: null }, mode: Pick<LineMode, 'grammar' | 'encodingHint'>): LineError {
  return {
    column: input.column,
    offset: input.offset,
    kind: 'encoding',
    grammar: mode.grammar,
    rule: null,
    message: input.message,
    expected: [],
    found: null,
    hint: mode.encodingHint ?? ASCII_ENCODING_HINT,
    diagnosis: null,
    input: input.bytes.toString('utf8'),
  };
}

/**
 * The error of a pass on a line: a syntax error as `check` reports it (with
 * the hint of a byte order mark to blame, or of a CR that ends the line), any
 * other error of the library at its `offset` when it has one (a malformed
 * "%"), else at column 1, its `kind` the library's (`target-not-resolved`,
 * `malformed-escape`, ...).
 */
export async function lineError(input: InputLine & { text: string }, e: unknown, mode: Pick<LineMode, 'grammar'>): Promise<LineError> {
  if (isUriSyntaxError(e)) {
    const s = e as unknown as UriSyntaxError<string>;
    const bom = startsWithBom(input) && s.input === input.text && bomToBlame(s, (await loadGrammar(s.grammar)).check);
    return { ...syntaxFinding(s, bom), grammar: s.grammar };
  }
  const offsetOf = (e as { offset?: unknown } | null)?.offset;
  const offset = typeof offsetOf === 'number' && offsetOf >= 0 && offsetOf <= input.text.length ? offsetOf : 0;
  const kindOf = (e as { kind?: unknown } | null)?.kind;
  const name = e instanceof Error ? e.name : 'Error';
  const found = offset < input.text.length ? String.fromCodePoint(input.text.codePointAt(offset)!) : null;
  return {
    column: columnOf(input.text, offset),
    offset,
    kind: typeof kindOf === 'string' ? kindOf : name === 'IdnaError' ? 'idna' : 'error',
    grammar: mode.grammar,
    rule: null,
    message: e instanceof Error ? e.message : String(e),
    expected: [],
    found,
    hint: startsWithBom(input) && offset === 0 ? BOM_HINT : null,
    diagnosis: null,
    input: input.text,
  };
}

/**
 * A BASE that the pass cannot use (not a URI-reference, or relative) is one
 * error about it, before any input is read (`resolve`, `relativize`): the
 * caller exits 2. Resolves to the report (for standard error), or null when
 * BASE is good.
 */
export async function baseError(command: string, grammar: string, base: string, probe: () => unknown): Promise<string | null> {
  try {
    probe();
    return null;
  } catch (e) {
    const error = await lineError({ file: '<base>', line: 1, text: base }, e, { grammar });
    const named = grammar === DEFAULT_GRAMMAR ? '' : `${grammar}: `;
    const { line, caret } = excerpt(error.input, error.offset, error.diagnosis);
    return (
      `uri-grammar: ${command}: ${named}BASE is not a base URI: ${error.message}\n  ${line}\n  ${caret}\n` +
      (error.diagnosis ? `diagnosis: ${error.diagnosis.message} (${error.diagnosis.rfc})\n` : '') +
      (error.hint ? `hint: ${error.hint}\n` : '')
    );
  }
}
