/**
 * `uri-grammar check [FILE…]`: its options and --help; ../check-files.ts
 * reads the files and checks their lines (by worker threads for large
 * inputs), ../check-lines.ts reports each line.
 */
import { defaultJobs, maxJobs, runCheck } from '../check-files.js';
import { ALL, DEFAULT_GRAMMAR, GRAMMAR_NAMES, SCHEME_GRAMMARS, grammarLines, grammarOption, grammarRules, type GrammarRule } from '../grammars.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError } from '../io.js';
import { GRAMMAR_OPTION, HELP_OPTION, RULE_OPTION, helpLines, progressOption, type Command } from '../options.js';

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
        ^
  hint: HINT

on standard output, and a summary (lines read, valid, invalid, time) ends the
run on standard error.

Lines end at LF and keep every other byte: a CR before the LF (CRLF files) is
part of the line and is reported. An empty line is the empty URI-reference,
which is valid. Lines are read as UTF-8; a line that is not valid UTF-8 is
invalid, reported at its first ill-formed byte. COLUMN is 1-based and counts
characters (code points); the JSON "offset" counts UTF-16 code units.

Large inputs are checked by worker threads, one per core, and streamed:
memory stays flat whatever the input's size (only the longest line is held).

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
                    hint, input}
                    {"type":"summary", files, lines, valid, invalid, unreadable,
                    bytes, seconds, workers, grammars: {NAME: {rule, valid,
                    invalid}}}
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
                    progress line
  -j, --jobs N      worker threads for large inputs (default: one per core;
                    1 checks on the main thread; at most one per core)
      --progress    show the progress line on a terminal's standard error even
                    when standard output is not a terminal
      --no-progress never show the progress line (by default it shows when
                    both outputs are terminals)
  -h, --help        this help

--grammar all answers for every grammar of URIs at once (not the grammars of
one scheme or of URI Templates): every line, valid or not,
gets one report per grammar, in the order above,

  FILE:LINE: GRAMMAR: valid RULE
  FILE:LINE:COLUMN: GRAMMAR: error: MESSAGE   (then the line, caret and hint)

or with --json one object per line:
  {"type":"line", file, line, valid (in every grammar), grammars: {NAME:
  {"valid":true, rule} or {"valid":false, column, offset, kind, rule, message,
  expected, found, hint}, ...}, input}
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
    progress: { type: 'boolean' },
    'no-progress': { type: 'boolean' },
  },
  async run(values, files, io) {
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
        progress: progressOption(values),
      },
      io,
    );
    return totals.unreadable > 0 ? EXIT_USAGE : totals.invalid > 0 ? EXIT_INVALID : EXIT_OK;
  },
};

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
