/**
 * `uri-grammar check [FILE…]`: its options and --help; ../check-files.ts
 * reads the files and checks their lines (by worker threads for large
 * inputs), ../check-lines.ts reports each line.
 */
import { defaultJobs, maxJobs, POOL_MIN, POOL_MIN_JOBS, runCheck } from '../check-files.js';
import { ROW_FORMATS, runRows } from '../rows.js';
import { ALL, DEFAULT_GRAMMAR, GRAMMAR_NAMES, SCHEME_GRAMMARS, grammarLines, grammarOption, grammarRules, type GrammarRule } from '../grammars.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError } from '../io.js';
import { GRAMMAR_OPTION, HELP_OPTION, PROGRESS_OPTIONS, RULE_OPTION, STRIP_CR_HELP, STRIP_CR_OPTION, helpLines, oneOf, progressOption, type Command, type Values } from '../options.js';

/** POOL_MIN as --help says it ("128 MiB"). */
const POOL_MIN_TEXT = `${POOL_MIN / 2 ** 20} MiB`;

/** The schemes that `--schemes` checks by a grammar of their own, for --help: `urn (rfc8141), data (rfc2397), ...`, wrapped. */
const SCHEME_LINES = helpLines(SCHEME_GRAMMARS.map((s, i, all) => `${s.scheme} (${s.grammar})${i < all.length - 1 ? ',' : ''}`), 20, 'The schemes: ');

/** The rules of RFC 3986 that begin with a scheme or may: those `--schemes` applies to. */
const URI_RULES = ['URI-reference', 'URI', 'absolute-URI'];

export const check: Command = {
  name: 'check',
  summary: 'validate one URI-reference per line of files or standard input',
  help: `Usage: uri-grammar check [options] [FILE...]

Validates one URI-reference (RFC 3986 §4.1) per line of each FILE, or of
standard input when no FILE is given or FILE is "-" (with --grammar, a
reference of another grammar of the family, by its start rule: an
IRI-reference for rfc3987). Each invalid line is reported as

  FILE:LINE:COLUMN: error: MESSAGE
    the line
     ~~~^
  diagnosis: THE LIKELY MISTAKE (RFC SECTION)
  hint: HINT

on standard output, and a summary (lines read, valid, invalid, time) ends the
run on standard error.

Lines end at LF and keep every other byte: a CR before the LF (CRLF files) is
part of the line and is reported, and a warning on standard error says so at
each input's first such line; --strip-cr reads CR LF as LF, and the summary
counts the lines it did so for. An empty line is the empty URI-reference,
which is valid. Lines are read as UTF-8; a line that is not valid UTF-8 is
invalid, reported at its first ill-formed byte. COLUMN is 1-based and counts
characters (code points); the JSON "offset" counts UTF-16 code units.

Input is streamed: memory stays flat whatever its size (only the longest line
is held). An input of ${POOL_MIN_TEXT} or more (all FILEs together; standard input
from a pipe once that much is read) is checked by worker threads, one per
core, on a machine of ${POOL_MIN_JOBS} cores or more; a smaller one, or any on fewer
cores, on the main thread, where workers would cost memory and save no time.
--jobs N starts N workers whatever the size.

Options:
  -g, --grammar G   the grammar each line must match (default ${DEFAULT_GRAMMAR}), one
                    of these (with its start rule, the default RULE) or all:
${grammarLines('                      ')}
                      ${ALL.padEnd(Math.max(...GRAMMAR_NAMES.map((n) => n.length)))}  every URI grammar at once (see below)
  -r, --rule RULE   the rule of the grammar each line must match (default the
                    grammar's start rule; for rfc3986 an Appendix A rule, e.g.
                    URI, absolute-URI, IPv6address); with --grammar all, a rule
                    of every grammar (e.g. IP-literal)
      --json        one JSON object per invalid line, then a summary object,
                    all on standard output:
                    {"type":"error", file, line, column, offset, kind ("syntax"
                    or "encoding"), grammar, rule, message, expected, found,
                    hint, diagnosis ({code, message, start, end, rfc} or
                    null), input}
                    {"type":"summary", files, lines, valid, invalid, unreadable,
                    bytes, seconds, workers, crlf (lines that ended in CR
                    LF), grammars: {NAME: {rule, valid, invalid}}}
                    {"type":"unreadable", file, message, code} for an input
                    that cannot be read; "input" is the whole line, or of a
                    line longer than 1000 UTF-16 code units a window of 1000
                    around the error, with "inputStart" and "inputLength"
      --schemes     where RFC 3986 stops: a URI whose scheme has a grammar of
                    its own must match it too (urn:a:b is an RFC 3986 URI and
                    no URN, RFC 8141 §2); its error names that grammar and
                    rule. The fragment is RFC 3986's (§3.5). With rfc3986 (the
                    default) and --rule URI-reference, URI or absolute-URI.
${SCHEME_LINES}
  -q, --quiet       no summary (with --json: no summary object) and no
                    progress line (unless --progress)
  -j, --jobs N      worker threads, from the first MiB on whatever the size
                    (default: one per core from ${POOL_MIN_TEXT} of input with ${POOL_MIN_JOBS}
                    cores or more; 1 checks on the main thread; at most one per
                    core)
      --progress    show the progress line, even with --quiet (by default it
                    shows whenever standard error is a terminal, also when the
                    output goes to a file; never when it is not a terminal)
      --no-progress never show the progress line
${STRIP_CR_HELP}
      --format F    lines (the default: the report above), or one answer per
                    row, in order, for engines that pipe rows through a
                    command (ClickHouse's executable UDFs; docs/scale.md):
                    tsv          TabSeparated rows in (ClickHouse's escapes
                                 decoded, \N for NULL), 1, 0 or \N out
                    jsoneachrow  {"c1": "..."} rows in, {"result": {"valid",
                                 "offset", "expected", "hint"}} out (null
                                 for NULL); --return-name NAME renames result
                    each block of rows is answered as soon as it arrives; a
                    row that is not one value is answered NULL
      --chunk-header
                    with --format tsv or jsoneachrow: each block begins with
                    a line of its number of rows, which gets no answer
                    (ClickHouse's send_chunk_header)
  -h, --help        this help

--grammar all answers for every grammar of URIs at once (not the grammars of
one scheme or of URI Templates): every line, valid or not,
gets one report per grammar, in the order above,

  FILE:LINE: GRAMMAR: valid RULE
  FILE:LINE:COLUMN: GRAMMAR: error: MESSAGE   (then the line, caret, diagnosis
                                              and hint)

or with --json one object per line:
  {"type":"line", file, line, valid (in every grammar), grammars: {NAME:
  {"valid":true, rule} or {"valid":false, column, offset, kind, rule, message,
  expected, found, hint, diagnosis}, ...}, input}
A line counts as valid when every grammar accepts it.

Exit status: 0 every line valid (with --grammar all: valid in every grammar),
1 some line invalid, 2 a usage error or an unreadable file.`,
  options: {
    ...HELP_OPTION,
    ...GRAMMAR_OPTION,
    ...RULE_OPTION,
    json: { type: 'boolean' },
    schemes: { type: 'boolean' },
    quiet: { type: 'boolean', short: 'q' },
    jobs: { type: 'string', short: 'j' },
    ...PROGRESS_OPTIONS,
    ...STRIP_CR_OPTION,
    format: { type: 'string' },
    'return-name': { type: 'string' },
    'chunk-header': { type: 'boolean' },
  },
  async run(values, files, io) {
    const format = oneOf('--format', values.format, ['lines', ...ROW_FORMATS], 'lines');
    if (format !== 'lines') return runFormat(format, values, files, io);
    if (values['return-name'] !== undefined) throw new UsageError('--return-name is for --format jsoneachrow');
    if (values['chunk-header'] !== undefined) throw new UsageError('--chunk-header is for --format tsv or jsoneachrow');
    const grammar = grammarOption(values.grammar, true);
    const by = grammarRules(grammar, values.rule);
    if (values.schemes === true) schemesOption(grammar, by);
    const jobs = values.jobs === undefined ? defaultJobs() : jobsOption(values.jobs as string);
    const totals = await runCheck(
      {
        files,
        by,
        all: grammar === ALL,
        json: values.json === true,
        schemes: values.schemes === true,
        quiet: values.quiet === true,
        jobs,
        jobsGiven: values.jobs !== undefined,
        stripCr: values['strip-cr'] === true,
        progress: progressOption(values),
      },
      io,
    );
    return totals.unreadable > 0 ? EXIT_USAGE : totals.invalid > 0 ? EXIT_INVALID : EXIT_OK;
  },
};

/** `check --format tsv|jsoneachrow` (../rows.ts): one grammar and rule, one answer per row. */
async function runFormat(format: (typeof ROW_FORMATS)[number], values: Values, files: string[], io: Parameters<Command['run']>[2]): Promise<number> {
  for (const flag of ['json', 'jobs', 'progress', 'no-progress', 'strip-cr']) {
    if (values[flag] !== undefined) throw new UsageError(`--${flag} is not for --format ${format}: it answers every row on standard output`);
  }
  const grammar = grammarOption(values.grammar, false);
  if (values['return-name'] !== undefined && format !== 'jsoneachrow') throw new UsageError('--return-name is for --format jsoneachrow');
  const returnName = String(values['return-name'] ?? 'result');
  const [by] = grammarRules(grammar, values.rule);
  const totals = await runRows({ files, by: by!, format, returnName, chunkHeader: values['chunk-header'] === true, quiet: values.quiet === true }, io);
  return totals.files > 0 ? EXIT_USAGE : totals.invalid > 0 || totals.unreadable > 0 ? EXIT_INVALID : EXIT_OK;
}

/** `--schemes` checks URIs by RFC 3986, then by their scheme's grammar: with the default grammar and a rule of URIs only. */
function schemesOption(grammar: string, by: readonly GrammarRule[]): void {
  if (grammar !== DEFAULT_GRAMMAR) throw new UsageError(`--schemes checks URIs by ${DEFAULT_GRAMMAR} and then by the grammar of their scheme: not with --grammar ${grammar}`);
  if (!URI_RULES.includes(by[0]!.rule)) throw new UsageError(`--schemes checks URIs: use it with --rule ${URI_RULES.join(', ')}, not ${by[0]!.rule}`);
}

/** `--jobs N`: from 1 to the CPUs this process may use (more threads than cores only share them). */
function jobsOption(text: string): number {
  const max = maxJobs();
  const range = `from 1 to ${max} (the CPUs of this machine)`;
  if (!/^[1-9][0-9]*$/.test(text)) throw new UsageError(`--jobs needs a whole number ${range}, not '${text}'`);
  if (text.length > 6 || Number(text) > max) throw new UsageError(`--jobs ${text} is more than the ${max} CPUs of this machine: use a number ${range}`);
  return Number(text);
}
