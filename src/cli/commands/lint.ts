/**
 * `uri-grammar lint [--json] [REF…]`: the security findings of RFC 3986 §7
 * in each REF (uri-grammar/lint, loaded when it runs), as compilers report
 * warnings.
 */
import { excerpt } from '../../core/errors.js';
import type { LintFinding, LintOptions, LintSeverity } from '../../lint/index.js';
import { BOM_HINT, cappedInput, columnOf } from '../check-lines.js';
import { paletteFor, PLAIN } from '../color.js';
import { DEFAULT_GRAMMAR } from '../grammars.js';
import { EXIT_INVALID, EXIT_OK, UsageError, write, type Io } from '../io.js';
import { encodingError, errorRecord, errorText, type Lines } from '../line-results.js';
import { inputLines, startsWithBom } from '../lines.js';
import { GRAMMAR_OPTION, HELP_OPTION, JSON_OPTION, RFC3986_ONLY_HELP, STRIP_CR_HELP, STRIP_CR_OPTION, oneOf, rfc3986Only, type Command } from '../options.js';

export const lint: Command = {
  name: 'lint',
  summary: 'report the security findings of RFC 3986 §7 in URI references',
  help: `Usage: uri-grammar lint [--fail-on S] [--json] [--max-data-length N] [REF...]

Reports what RFC 3986 §7 (Security Considerations) warns about in each REF
(or each line of standard input when there is none): userinfo with a
password, hosts that other parsers read as IPv4 addresses, backslashes and
tabs that WHATWG URL parsers rewrite, percent-encoded NUL or delimiters, dot
segments above the root, ports out of range, and more; an invalid REF is a
finding too. Each finding is

  <args>:N:COLUMN: SEVERITY: MESSAGE [CODE]

with N the argument's position (or "<stdin>:LINE"), then the input with the
span underlined. The codes are stable. Standard input is read as bytes: a
line that is not UTF-8 is an error at its first ill-formed byte, and a
leading byte order mark is kept (and said, when it causes a finding).

Options:
      --fail-on S   the least severity that sets the exit status: error,
                    warning (the default) or info
      --json        one JSON object per input line, with or without findings:
                    {"type":"line", file, line, findings: [{code, severity,
                    start, end, message, column, excerpt}], hint, input}, or
                    the {"type":"error", ...} record of a line that is not UTF-8
      --max-data-length N
                    a data: URI longer than N characters is data-too-large
                    (default 8000, the least RFC 9110 §4.1 asks readers to
                    support)
${RFC3986_ONLY_HELP}
${STRIP_CR_HELP}
  -h, --help        this help

Exit status: 1 some finding of severity error or warning (with --fail-on
error: error only; with --fail-on info: any finding), or a line that is not
UTF-8; 0 otherwise (infos alone, or no finding); 2 a usage error.`,
  options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION, ...STRIP_CR_OPTION, 'fail-on': { type: 'string' }, 'max-data-length': { type: 'string' } },
  async run(values, refs, io) {
    rfc3986Only(values);
    const failOn = oneOf('--fail-on', values['fail-on'], SEVERITIES, 'warning');
    // Without it, the library's default (the lint is loaded only when it runs).
    const options: LintOptions = values['max-data-length'] === undefined ? {} : { maxDataLength: lengthOption(String(values['max-data-length'])) };
    return runLint(inputLines(refs, io, 'lint', 'one reference', values['strip-cr'] === true), { json: values.json === true, failOn, options }, io);
  },
};

/** The severities, from the most to the least severe. */
const SEVERITIES = ['error', 'warning', 'info'] as const satisfies readonly LintSeverity[];

/** True when a finding of severity `severity` sets the exit status under `--fail-on failOn`. */
export function failsOn(severity: LintSeverity, failOn: LintSeverity): boolean {
  return SEVERITIES.indexOf(severity) <= SEVERITIES.indexOf(failOn);
}

/** `--max-data-length N`: a whole number of characters, from 0 to 2^31 - 1. */
function lengthOption(text: string): number {
  if (!/^(0|[1-9][0-9]{0,9})$/.test(text) || Number(text) > 0x7fffffff) throw new UsageError(`--max-data-length needs a whole number of characters from 0 to 2147483647, not '${text}'`);
  return Number(text);
}

/**
 * `uri-grammar lint [--json] [REF…]`: the RFC 3986 §7 findings of each REF
 * (or of each line of standard input when there is none), reported as
 *
 *     <args>:2:8: warning: MESSAGE [code]
 *       the input
 *              ^~~~~~
 *
 * where the "line" is the argument's position (or the line of standard
 * input) and the column counts code points; a line without findings prints
 * nothing. With `--json`, one record per line, with or without findings:
 * `{"type":"line", file, line, findings: [{code, severity, start, end,
 * message, column, excerpt}], hint, input}`, or the error record of a line
 * that is not UTF-8. Exit 1 when a finding is at least as severe as
 * `failOn` (`--fail-on`, by default `warning`) or a line cannot be read; else 0.
 */
async function runLint(lines: Lines, { json, failOn, options }: { json: boolean; failOn: LintSeverity; options: LintOptions }, io: Io): Promise<number> {
  const { lint } = await import('../../lint/index.js');
  const palette = json ? PLAIN : paletteFor(io.stdout, io.env);
  let status = EXIT_OK;
  for await (const line of lines) {
    if (line.text === null) {
      status = EXIT_INVALID;
      const error = encodingError(line, { grammar: DEFAULT_GRAMMAR });
      await write(io.stdout, json ? JSON.stringify(errorRecord(line, error)) + '\n' : errorText(line, error, false, palette));
      continue;
    }
    const input = line.text;
    const findings = lint(input, options);
    // A byte order mark that begins standard input is the input's first character: say so once.
    const hint = startsWithBom(line) ? BOM_HINT : null;
    if (findings.some((f) => failsOn(f.severity, failOn))) status = EXIT_INVALID;
    if (json) {
      const records = findings.map((f) => ({ ...f, column: columnOf(input, f.start), excerpt: excerpt(input, f.start).line }));
      await write(io.stdout, JSON.stringify({ type: 'line', file: line.file, line: line.line, findings: records, hint, ...cappedInput(input, findings[0]?.start ?? 0) }) + '\n');
      continue;
    }
    let out = '';
    for (const f of findings) {
      const location = palette.location(`${line.file}:${line.line}:${columnOf(input, f.start)}:`);
      out += `${location} ${palette.severity(`${f.severity}:`)} ${f.message} [${f.code}]\n${underline(input, f, palette.caret)}`;
    }
    if (hint && findings.length > 0) out += `${palette.hint('hint:')} ${hint}\n`;
    await write(io.stdout, out);
  }
  return status;
}

/** The input with the finding's span underlined: a caret, then "~" to its end (within the excerpt). */
function underline(input: string, f: LintFinding, caret: (s: string) => string): string {
  const { line, caret: at } = excerpt(input, f.start);
  const visibleEnd = [...line].length;
  const span = [...input.slice(f.start, f.end)].length;
  const width = Math.max(1, Math.min(span, visibleEnd - at.length + 1));
  return `  ${line}\n  ${caret(at + '~'.repeat(width - 1))}\n`;
}
