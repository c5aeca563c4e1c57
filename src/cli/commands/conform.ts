/**
 * `uri-grammar conform [--file] STRING…`: its options and --help; the report
 * is ../conform-report.ts, loaded when it runs (it loads every grammar's
 * DFAs).
 */
import { grammarLines } from '../grammars.js';
import { UsageError } from '../io.js';
import { GRAMMAR_OPTION, HELP_OPTION, PROGRESS_HELP, PROGRESS_OPTIONS, STRIP_CR_HELP, STRIP_CR_OPTION, nonNegativeInteger, progressOption, type Command } from '../options.js';

export const conform: Command = {
  name: 'conform',
  summary: 'which grammars of the family a string conforms to, rule by rule',
  help: `Usage: uri-grammar conform [options] STRING...
       uri-grammar conform [options] --file FILE...   (FILE "-": standard input)

For each STRING, the conformance report of every grammar of the family
(uri-grammar/conform): one row per grammar and top-level rule (RFC 3986
URI-reference, URI and absolute-URI; RFC 3987 IRI-reference; RFC 2396
URI-reference, absoluteURI and relativeURI; RFC 1808 URL, absoluteURL and
relativeURL; RFC 1738 url, and the rule of the string's scheme, e.g. httpurl
for "http:"), ✓ when the whole string matches, else ✗ with where the rule
stops: the column, what was expected and found, the caret, a diagnosis, a
hint.

With --file, one string a line of each FILE (standard input when there is no
FILE and no STRING), streamed: per grammar and rule, how many lines conform,
then the first failures of each as FILE:LINE:COLUMN.

Options:
  -g, --grammar G   the grammars to report, comma-separated (default all):
${grammarLines('                      ')}
      --file        read FILE... (one string a line) instead of STRING...
      --json        one JSON object per STRING (with --file: a summary object)
      --failures N  with --file, the failures shown per rule (default 3)
${PROGRESS_HELP}
${STRIP_CR_HELP}
  -h, --help        this help

Exit status: 0 every string conforms to some grammar, 1 some string to none,
2 a usage error or an unreadable file.`,
  options: {
    ...HELP_OPTION,
    ...GRAMMAR_OPTION,
    file: { type: 'boolean' },
    json: { type: 'boolean' },
    failures: { type: 'string' },
    ...PROGRESS_OPTIONS,
    ...STRIP_CR_OPTION,
  },
  async run(values, args, io) {
    // Loaded here: the report loads every grammar's DFAs.
    const { conformGrammars, runConformArgs, runConformFiles } = await import('../conform-report.js');
    const grammars = conformGrammars(values.grammar === undefined ? undefined : String(values.grammar));
    const failures = values.failures === undefined ? 3 : nonNegativeInteger('--failures', String(values.failures));
    const cmd = { grammars, json: values.json === true, failures, progress: progressOption(values), stripCr: values['strip-cr'] === true };
    if (values.file) return runConformFiles(args.length ? args : ['-'], cmd, io);
    if (values.failures !== undefined) throw new UsageError('--failures is for --file');
    if (args.length === 0) return runConformFiles(['-'], cmd, io);
    return runConformArgs(args, cmd, io);
  },
};
