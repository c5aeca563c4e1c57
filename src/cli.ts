#!/usr/bin/env node
/**
 * The `uri-grammar` command: argument parsing and dispatch to the
 * subcommands of ./cli/. Its main job is `uri-grammar check FILE…`, which
 * validates one URI-reference per line and reports the invalid lines the way
 * compilers report errors.
 *
 * `check` and `parse` take `--grammar NAME` (./cli/grammars.ts: RFC 3986 by
 * default, RFC 3987, RFC 6874, ...; `check --grammar all` answers for every
 * grammar at once); so do `resolve`, `normalize` and `equal`, for the
 * grammars that have the pass (the table PASSES of ./cli/passes.ts: RFC 3986
 * and RFC 3987); the other subcommands are RFC 3986's passes. Loading the
 * command loads no parser: a run loads the grammars and the passes it uses.
 *
 * `main(argv, io)` runs in-process and resolves to the exit status:
 * 0 all valid, 1 some input invalid, 2 a usage error or an unreadable file.
 * Errors of the tool itself are one line on standard error, never a stack trace.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { encodeSetNames, type EncodeSet } from './encoding/percent-encoding.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, write, type Io } from './cli/io.js';
import { InternalError, defaultJobs, maxJobs, runCheck } from './cli/check.js';
import { ALL, DEFAULT_GRAMMAR, GRAMMAR_NAMES, grammarLines, grammarOption, grammarRules, ruleOption } from './cli/grammars.js';
import { runParse } from './cli/parse.js';
import { EXTRACT_HELP, extractCommand, runExtract } from './cli/extract.js';
import {
  PASSES,
  grammarOptions,
  passGrammars,
  runDecode,
  runEncode,
  runEqual,
  runLint,
  runNormalize,
  runRelativize,
  runResolve,
  runResolveAll,
  resolveAllGrammars,
  type GrammarPass,
} from './cli/passes.js';
import { inputLines } from './cli/lines.js';

export type { Io } from './cli/io.js';
export { EXIT_OK, EXIT_INVALID, EXIT_USAGE } from './cli/io.js';

interface Command {
  readonly summary: string;
  readonly help: string;
  readonly options: NonNullable<Parameters<typeof parseArgs>[0]>['options'];
  run(values: Values, positionals: string[], io: Io): Promise<number>;
}

type Values = Record<string, string | boolean | undefined>;

const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;
const RULE_OPTION = { rule: { type: 'string', short: 'r' } } as const;
const GRAMMAR_OPTION = { grammar: { type: 'string', short: 'g' } } as const;
const JSON_OPTION = { json: { type: 'boolean' } } as const;

/**
 * What the line-by-line passes (encode, decode, resolve, relativize,
 * normalize) say in their --help about lines, errors and --json.
 */
const LINES_HELP = `Standard input is read as bytes, one item a line (LF ends a line; a CR before
it, a NUL and a leading byte order mark are kept as characters). Each input
line (or argument) is answered in turn: its result on one line of standard
output, or, when it fails, an empty line there and its error on standard
error, positioned as check positions them ("<stdin>:2:4: error: ..."; for
arguments "<args>:N:..."), so that output line N answers input line N. A line
that is not UTF-8 is such an error, at its first ill-formed byte.`;

const JSON_LINES_HELP = `      --json        one JSON object per input line, on standard output:
                    {"type":"result", file, line, input, output} or
                    {"type":"error", file, line, column, offset, kind, grammar,
                    rule, message, expected, found, hint, input}`;

/** The help line of --grammar on an RFC 3986 pass. */
const RFC3986_ONLY_HELP = `  -g, --grammar G   ${DEFAULT_GRAMMAR} only (the default): an RFC 3986 pass`;

/** The help of --grammar on a pass of PASSES: the grammars that have it, each with what it follows. */
function passGrammarHelp(pass: GrammarPass): string {
  const width = Math.max(...passGrammars(pass).map((n) => n.length));
  return [
    `  -g, --grammar G   the grammar of the references (default ${DEFAULT_GRAMMAR}), one of:`,
    ...passGrammars(pass).map((name) => `                      ${name.padEnd(width)}  ${PASSES[pass][name].follows}`),
  ].join('\n');
}

const COMMANDS: Record<string, Command> = {
  check: {
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
                      ${ALL.padEnd(Math.max(...GRAMMAR_NAMES.map((n) => n.length)))}  every grammar at once (see below)
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
  -q, --quiet       no summary (with --json: no summary object) and no
                    progress line
  -j, --jobs N      worker threads for large inputs (default: one per core;
                    1 checks on the main thread; at most one per core)
      --progress    show the progress line on a terminal's standard error even
                    when standard output is not a terminal
      --no-progress never show the progress line (by default it shows when
                    both outputs are terminals)
  -h, --help        this help

--grammar all answers for every grammar at once: every line, valid or not,
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
      quiet: { type: 'boolean', short: 'q' },
      jobs: { type: 'string', short: 'j' },
      progress: { type: 'boolean' },
      'no-progress': { type: 'boolean' },
    },
    async run(values, files, io) {
      const grammar = grammarOption(values.grammar, true);
      const by = grammarRules(grammar, values.rule);
      const jobs = values.jobs === undefined ? defaultJobs() : jobsOption(values.jobs as string);
      const totals = await runCheck(
        {
          files,
          by,
          all: grammar === ALL,
          json: values.json === true,
          quiet: values.quiet === true,
          jobs,
          progress: values['no-progress'] ? false : values.progress ? true : null,
        },
        io,
      );
      return totals.unreadable > 0 ? EXIT_USAGE : totals.invalid > 0 ? EXIT_INVALID : EXIT_OK;
    },
  },
  parse: {
    summary: 'print the syntax tree of URI references',
    help: `Usage: uri-grammar parse [options] REF...

Parses each REF as a URI-reference (or by --rule RULE, or by another
grammar's start rule with --grammar) and prints its syntax tree: one node per
line, with its rule name (the grammar's: IRI, iauthority, ipath-abempty, ...
for rfc3987), its [start,end) span in UTF-16 code units and its text. An
invalid REF is reported on standard error, positioned as check positions its
reports ("<args>:N:COLUMN: error: ...", N the REF's position). A port above
2^53 - 1 (9007199254740991) has the value Infinity: "value=Infinity" in the
tree, the string "Infinity" in the JSON (an empty port's value is null).

Options:
  -g, --grammar G   the grammar to parse by (default ${DEFAULT_GRAMMAR}), one of these
                    (with its start rule, the default RULE):
${grammarLines('                      ')}
  -r, --rule RULE   the rule of the grammar to parse by (default its start rule;
                    for rfc3986 an Appendix A rule, e.g. URI, IPv6address)
      --json        the AST as JSON, one line per REF; an invalid REF is the
                    record {"type":"error", file, line, column, offset, kind,
                    grammar, rule, message, expected, found, hint, input}
  -h, --help        this help

Exit status: 0 all parsed, 1 some REF invalid, 2 a usage error.`,
    options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...RULE_OPTION, json: { type: 'boolean' } },
    async run(values, refs, io) {
      const grammar = grammarOption(values.grammar, false);
      const rule = ruleOption(grammar, values.rule);
      atLeast(refs, 1, 'REF');
      return runParse(refs, grammar, rule, values.json === true, io);
    },
  },
  encode: {
    summary: 'percent-encode text (RFC 3986 §2.1, §2.5)',
    help: `Usage: uri-grammar encode [--set SET] [--json] [TEXT...]

Percent-encodes each TEXT (or each line of standard input when there is
none) as UTF-8, leaving literal only the characters of SET, one of:
${encodeSetNames.join(', ')} (default unreserved). "%" is always encoded,
and so are a CR (%0D), a NUL (%00) and a byte order mark (%EF%BB%BF).

${LINES_HELP}

Options:
  -s, --set SET     the characters to leave literal, named after their ABNF rule
${JSON_LINES_HELP}
${RFC3986_ONLY_HELP}
  -h, --help        this help

Exit status: 0 all encoded, 1 some line is not UTF-8 (or some TEXT has no
UTF-8 form: a lone surrogate), 2 a usage error.`,
    options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION, set: { type: 'string', short: 's' } },
    async run(values, texts, io) {
      rfc3986Only(values);
      const set = (values.set ?? 'unreserved') as string;
      if (!(encodeSetNames as readonly string[]).includes(set))
        throw new UsageError(`unknown set '${set}': use one of ${encodeSetNames.join(', ')}`);
      return runEncode(inputLines(texts, io, 'encode', 'one text'), set as EncodeSet, values.json === true, io);
    },
  },
  decode: {
    summary: 'decode percent-encoded text as UTF-8',
    help: `Usage: uri-grammar decode [--json] [TEXT...]

Decodes the percent-encodings of each TEXT (or each line of standard input
when there is none) and prints the text, the octets read as UTF-8.

${LINES_HELP}

Options:
${JSON_LINES_HELP}
${RFC3986_ONLY_HELP}
  -h, --help        this help

Exit status: 0 all decoded, 1 some line is not UTF-8, or has a malformed "%"
or percent-encoded octets that are not UTF-8, 2 a usage error.`,
    options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION },
    async run(values, texts, io) {
      rfc3986Only(values);
      return runDecode(inputLines(texts, io, 'decode', 'one text'), values.json === true, io);
    },
  },
  resolve: {
    summary: 'resolve references against a base URI or IRI (RFC 3986 §5.2)',
    help: `Usage: uri-grammar resolve [--grammar G] [--loose] [--json] BASE [REF...]

Resolves each REF (or each line of standard input when there is none)
against the base URI BASE (RFC 3986 §5.2) and prints the target URI; with
--grammar rfc3987, IRIs (RFC 3987 §6.5: the same algorithm on IRIs, which
keeps their non-ASCII characters); with rfc2396 or rfc1808, as those RFCs
resolved (they differ on "?y", ";x", "../../../g", "/./g", ...). BASE must
be absolute (it has a scheme); its fragment is ignored (§5.1). A BASE that is
not is one error about it, and exit status 2, before any REF is read.

${LINES_HELP}

Options:
${passGrammarHelp('resolve')}
                      ${ALL.padEnd(Math.max(...passGrammars('resolve').map((n) => n.length)))}  ${listOf(resolveAllGrammars())} in turn, a result
                               unlike ${resolveAllGrammars()[0]}'s marked "≠"
      --loose       the backwards-compatible mode of §5.2.2: a REF scheme equal
                    to the base's is ignored ("http:g" is read as "g"; RFC 2396
                    §5.2 step 3 has it too)
      --appendix-b  rfc2396: read REF by Appendix B's expression, not the
                    grammar, as Appendix C's "?y" needs
${JSON_LINES_HELP}
                    (with --grammar all: {"type":"line", file, line, input,
                    results: {GRAMMAR: {output} or {error}}})
  -h, --help        this help

Exit status: 0 all resolved, 1 some REF invalid, 2 a usage error or a BASE
that is no base URI.`,
    options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION, loose: { type: 'boolean' }, 'appendix-b': { type: 'boolean' } },
    async run(values, args, io) {
      atLeast(args, 1, 'BASE');
      const [base, ...refs] = args;
      const options = { strict: values.loose !== true, ...(values['appendix-b'] ? { appendixB: true } : {}) };
      const json = values.json === true;
      if (values.grammar === ALL) {
        for (const option of ['loose', 'appendix-b'])
          if (values[option] !== undefined) throw new UsageError(`--${option} is for one grammar, not --grammar all`);
        return runResolveAll(base, inputLines(refs, io, 'resolve', 'one reference'), options, json, io);
      }
      const grammar = passGrammar('resolve', values);
      return runResolve(base, inputLines(refs, io, 'resolve', 'one reference'), grammar, options, json, io);
    },
  },
  relativize: {
    summary: 'the shortest reference from a base URI to a target (inverse of resolve)',
    help: `Usage: uri-grammar relativize [--json] BASE [TARGET...]

Prints, for each TARGET URI (or each line of standard input when there is
none), the shortest URI reference that resolves against BASE to TARGET
(RFC 3986 §5.2 run backwards; §4.2 lists the forms). A BASE that is no
absolute URI is one error about it, and exit status 2.

${LINES_HELP}

Options:
${JSON_LINES_HELP}
${RFC3986_ONLY_HELP}
  -h, --help        this help

Exit status: 0 all done, 1 some TARGET invalid or unreachable, 2 a usage error
or a BASE that is no base URI.`,
    options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION },
    async run(values, args, io) {
      rfc3986Only(values);
      atLeast(args, 1, 'BASE');
      const [base, ...targets] = args;
      return runRelativize(base, inputLines(targets, io, 'relativize', 'one target URI'), values.json === true, io);
    },
  },
  normalize: {
    summary: 'normalize URI or IRI references (RFC 3986 §6.2.2, §6.2.3)',
    help: `Usage: uri-grammar normalize [--grammar G] [--level LEVEL] [--ipv6 FORM]
                            [--nfc] [--json] [REF...]

Prints each REF (or each line of standard input when there is none) in
normal form:
  --level syntax    (default) §6.2.2: scheme and host in lowercase, hex of
                    percent-encodings in uppercase, percent-encoded unreserved
                    characters decoded, dot segments removed
  --level scheme    §6.2.3 as well: default ports and empty ports removed, an
                    empty path after an authority written "/" (http, https,
                    ws, wss, ftp)
  --ipv6 rfc5952    IPv6 addresses in RFC 5952 canonical text (default rfc3986:
                    as written, hex in lowercase)
With --grammar rfc3987, IRI-references by RFC 3987 §5.3.2: the same, except
that a host is lowercased only when it is US-ASCII, and non-ASCII characters
and their percent-encodings stay as they are (%C3%BC is not "ü": equal
--via-uri compares those).

${LINES_HELP}

Options:
${passGrammarHelp('normalize')}
  -l, --level LEVEL syntax or scheme, as above
      --ipv6 FORM   rfc3986 or rfc5952, as above
      --nfc         rfc3987: Unicode Normalization Form C first (§5.3.2.2)
${JSON_LINES_HELP}
  -h, --help        this help

Exit status: 0 all normalized, 1 some REF invalid, 2 a usage error.`,
    options: {
      ...HELP_OPTION,
      ...GRAMMAR_OPTION,
      level: { type: 'string', short: 'l' },
      ipv6: { type: 'string' },
      nfc: { type: 'boolean' },
      ...JSON_OPTION,
    },
    async run(values, refs, io) {
      const grammar = passGrammar('normalize', values);
      const level = oneOf('--level', values.level, ['syntax', 'scheme'] as const, 'syntax');
      const ipv6 = oneOf('--ipv6', values.ipv6, ['rfc3986', 'rfc5952'] as const, 'rfc3986');
      const options = { level, ipv6, ...(values.nfc ? { nfc: true } : {}) };
      return runNormalize(inputLines(refs, io, 'normalize', 'one reference'), grammar, options, values.json === true, io);
    },
  },
  equal: {
    summary: 'compare two URI or IRI references for equivalence (RFC 3986 §6.2)',
    help: `Usage: uri-grammar equal [--grammar G] [--level LEVEL] [--nfc] [--via-uri] A B

Tells whether A and B are equivalent at a level of the comparison ladder of
RFC 3986 §6.2 (RFC 3987 §5.3 for IRIs), and prints both comparison keys:
  --level simple    §6.2.1: the same characters
  --level syntax    (default) §6.2.2: the same after syntax-based normalization
  --level scheme    §6.2.3: the same after scheme-based normalization as well

Options:
${passGrammarHelp('equal')}
  -l, --level LEVEL simple, syntax or scheme, as above
      --nfc         rfc3987: Unicode Normalization Form C first (§5.3.2.2;
                    syntax and scheme levels)
      --via-uri     rfc3987: compare the URIs the IRIs map to (§3.1), as
                    §5.3.2.3 says, so that ros%C3%A9 and rosé are equivalent
  -h, --help        this help

Exit status, as for cmp: 0 equivalent, 1 not equivalent, 2 an invalid input or
a usage error.`,
    options: {
      ...HELP_OPTION,
      ...GRAMMAR_OPTION,
      level: { type: 'string', short: 'l' },
      nfc: { type: 'boolean' },
      'via-uri': { type: 'boolean' },
    },
    async run(values, args, io) {
      const grammar = passGrammar('equal', values);
      if (args.length !== 2) throw new UsageError(`needs exactly two references A and B, not ${args.length}`);
      const level = oneOf('--level', values.level, ['simple', 'syntax', 'scheme'] as const, 'syntax');
      const options = { level, ...(values.nfc ? { nfc: true } : {}), ...(values['via-uri'] ? { viaURI: true } : {}) };
      return runEqual(args[0], args[1], grammar, options, io);
    },
  },
  conform: {
    summary: 'which grammars of the family a string conforms to, rule by rule',
    help: `Usage: uri-grammar conform [options] STRING...
       uri-grammar conform [options] --file FILE...   (FILE "-": standard input)

For each STRING, the conformance report of every grammar of the family
(uri-grammar/conform): one row per grammar and top-level rule (RFC 3986
URI-reference, URI and absolute-URI; RFC 3987 IRI-reference; RFC 2396
URI-reference, absoluteURI and relativeURI; RFC 1808 URL, absoluteURL and
relativeURL; RFC 1738 url, and the rule of the string's scheme, e.g. httpurl
for "http:"), ✓ when the whole string matches, else ✗ with where the rule
stops: the column, what was expected and found, the caret, a hint.

With --file, one string a line of each FILE (standard input when there is no
FILE and no STRING), streamed: per grammar and rule, how many lines conform,
then the first failures of each as FILE:LINE:COLUMN.

Options:
  -g, --grammar G   the grammars to report, comma-separated (default all):
${grammarLines('                      ')}
      --file        read FILE... (one string a line) instead of STRING...
      --json        one JSON object per STRING (with --file: a summary object)
      --failures N  with --file, the failures shown per rule (default 3)
      --progress    show the progress line on a terminal's standard error even
                    when standard output is not a terminal
      --no-progress never show the progress line
  -h, --help        this help

Exit status: 0 every string conforms to some grammar, 1 some string to none,
2 a usage error or an unreadable file.`,
    options: {
      ...HELP_OPTION,
      ...GRAMMAR_OPTION,
      file: { type: 'boolean' },
      json: { type: 'boolean' },
      failures: { type: 'string' },
      progress: { type: 'boolean' },
      'no-progress': { type: 'boolean' },
    },
    async run(values, args, io) {
      // Loaded here: the report loads every grammar's DFAs.
      const { conformGrammars, runConformArgs, runConformFiles } = await import('./cli/conform.js');
      const grammars = conformGrammars(values.grammar === undefined ? undefined : String(values.grammar));
      const failures = values.failures === undefined ? 3 : nonNegativeInteger('--failures', String(values.failures));
      const cmd = { grammars, json: values.json === true, failures, progress: values['no-progress'] ? false : values.progress ? true : null };
      if (values.file) return runConformFiles(args.length ? args : ['-'], cmd, io);
      if (values.failures !== undefined) throw new UsageError('--failures is for --file');
      if (args.length === 0) return runConformFiles(['-'], cmd, io);
      return runConformArgs(args, cmd, io);
    },
  },
  extract: {
    summary: 'find the URIs in running text (RFC 3986 Appendix C)',
    help: EXTRACT_HELP,
    options: { ...HELP_OPTION, ...GRAMMAR_OPTION, schemes: { type: 'string' }, json: { type: 'boolean' }, check: { type: 'boolean' }, progress: { type: 'boolean' }, 'no-progress': { type: 'boolean' } },
    run: (values, files, io) => runExtract(extractCommand(values, files), io),
  },
  lint: {
    summary: 'report the security findings of RFC 3986 §7 in URI references',
    help: `Usage: uri-grammar lint [--json] [REF...]

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
      --json        one JSON object per input line, with or without findings:
                    {"type":"line", file, line, findings: [{code, severity,
                    start, end, message, column, excerpt}], hint, input}, or
                    the {"type":"error", ...} record of a line that is not UTF-8
${RFC3986_ONLY_HELP}
  -h, --help        this help

Exit status: 0 no finding of severity error (warnings and infos allowed),
1 some finding of severity error or a line that is not UTF-8, 2 a usage error.`,
    options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION },
    async run(values, refs, io) {
      rfc3986Only(values);
      return runLint(inputLines(refs, io, 'lint', 'one reference'), values.json === true, io);
    },
  },
};

const USAGE = `Usage: uri-grammar COMMAND [options] [ARGS...]

The strict RFC 3986 parser: tells which ABNF rule failed and where.

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`)
  .join('\n')}

Grammars (--grammar NAME of check and parse, and of ${listOf(Object.keys(PASSES))}
where the grammar has the pass; check --grammar all for all):
${grammarLines('  ', true)}

Run "uri-grammar COMMAND --help" for a command's options, and
"uri-grammar --version" (-v, or "version") for the version.
Colour on a terminal; none when NO_COLOR is set, always when FORCE_COLOR is.
Example: uri-grammar check examples/uris.txt`;

/**
 * Runs the `uri-grammar` command with `argv` (the arguments after the
 * program name) and resolves to its exit status. Never rejects for a usage
 * error: it prints one line on `io.stderr` and resolves to 2.
 */
export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined) {
      await write(io.stderr, USAGE + '\n');
      return EXIT_USAGE;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? rest[0] : undefined;
      const command = topic === undefined ? undefined : COMMANDS[topic];
      if (topic !== undefined && !command) throw new UsageError(`unknown command '${topic}' (see uri-grammar --help)`);
      await write(io.stdout, (command ? command.help : USAGE) + '\n');
      return EXIT_OK;
    }
    if (name === '--version' || name === '-V' || name === '-v' || name === 'version') {
      await write(io.stdout, version() + '\n');
      return EXIT_OK;
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) {
      throw new UsageError(
        name.startsWith('-') ? `unknown option '${name}' (see uri-grammar --help)` : `unknown command '${name}' (see uri-grammar --help)`,
      );
    }
    let parsed: { values: Values; positionals: string[] };
    try {
      parsed = parseArgs({ args: [...rest], options: command.options, allowPositionals: true, strict: true }) as typeof parsed;
    } catch (e) {
      throw new UsageError(`${argumentError(e)} (see uri-grammar ${name} --help)`);
    }
    if (parsed.values.help) {
      await write(io.stdout, command.help + '\n');
      return EXIT_OK;
    }
    try {
      return await command.run(parsed.values, parsed.positionals, io);
    } catch (e) {
      if (e instanceof UsageError) throw new UsageError(`${name}: ${e.message}`);
      throw e;
    }
  } catch (e) {
    if (e instanceof UsageError) {
      await write(io.stderr, `uri-grammar: ${e.message}\n`);
      return EXIT_USAGE;
    }
    if (e instanceof InternalError) {
      await write(io.stderr, `uri-grammar: internal error: ${e.message}\n`);
      return EXIT_USAGE;
    }
    throw e;
  }
}

/** parseArgs' message, first sentence, without its error-code prefix. */
function argumentError(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const first = message.replace(/^\w*Error \[[A-Z_]+\]: /, '').split(/\. |\n/)[0];
  return first.replace(/\.$/, '').replace(/^Unknown option/, 'unknown option').replace(/^Option/, 'option');
}

/** The commands that take other grammars than RFC 3986: check, parse, and the passes of PASSES. */
const GRAMMAR_COMMANDS = ['check', 'parse', ...Object.keys(PASSES)];

/** The RFC 3986 passes take `--grammar rfc3986` (the default) and no other grammar. */
function rfc3986Only(values: Values): void {
  if (values.grammar === undefined) return;
  const grammar = values.grammar === ALL ? ALL : grammarOption(values.grammar, false);
  if (grammar !== DEFAULT_GRAMMAR) {
    throw new UsageError(`this pass is RFC 3986 only, not --grammar ${grammar} (other grammars are for ${listOf(GRAMMAR_COMMANDS)})`);
  }
}

/**
 * The grammar of `--grammar` (undefined: the default) on a pass of PASSES,
 * one of the grammars that have the pass; and the options that only some
 * grammars' pass takes (`--nfc`) given only with one of those.
 */
function passGrammar(pass: GrammarPass, values: Values): string {
  const names = passGrammars(pass);
  const grammar = values.grammar === undefined ? DEFAULT_GRAMMAR : String(values.grammar);
  if (!names.includes(grammar)) {
    const use = `use one of ${names.join(', ')}`;
    if (grammar === ALL) throw new UsageError(`--grammar all is for check only: ${use}`);
    if (GRAMMAR_NAMES.includes(grammar)) throw new UsageError(`--grammar ${grammar} has no ${pass} pass: ${use}`);
    throw new UsageError(`unknown grammar '${grammar}': ${use}`);
  }
  for (const [option, grammars] of grammarOptions(pass)) {
    if (values[option] !== undefined && !grammars.includes(grammar))
      throw new UsageError(`--${option} is for --grammar ${grammars.join(', ')}, not ${grammar}`);
  }
  return grammar;
}

/** `a, b and c`. */
function listOf(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

function nonNegativeInteger(flag: string, text: string): number {
  if (!/^(0|[1-9][0-9]{0,5})$/.test(text)) throw new UsageError(`${flag} needs a whole number from 0 to 999999, not '${text}'`);
  return Number(text);
}

/** `--jobs N`: from 1 to the CPUs this process may use (more threads than cores only share them). */
function jobsOption(text: string): number {
  const max = maxJobs();
  const range = `from 1 to ${max} (the CPUs of this machine)`;
  if (!/^[1-9][0-9]*$/.test(text)) throw new UsageError(`--jobs needs a whole number ${range}, not '${text}'`);
  if (text.length > 6 || Number(text) > max) throw new UsageError(`--jobs ${text} is more than the ${max} CPUs of this machine: use a number ${range}`);
  return Number(text);
}

function oneOf<T extends string>(flag: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly unknown[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, not '${String(value)}'`);
  return value as T;
}

function atLeast(args: readonly string[], n: number, what: string): void {
  if (args.length < n) throw new UsageError(`missing ${what}`);
}

function version(): string {
  if (typeof __dirname === 'undefined') return 'uri-grammar';
  // src/cli.ts → ../package.json; dist/cjs/src/cli.js → ../../../package.json
  for (let dir = __dirname, i = 0; i < 4; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'uri-grammar') return `uri-grammar ${pkg.version}`;
    } catch {
      // not here
    }
  }
  return 'uri-grammar';
}

function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
}

// The executable: `node dist/cjs/src/cli.js`, or `uri-grammar` through the package's bin.
if (typeof require !== 'undefined' && typeof module !== 'undefined' && require.main === module) {
  // A closed pipe (`uri-grammar check big.txt | head`) ends the run quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT_INVALID);
  });
  main(process.argv.slice(2)).then(
    (status) => {
      process.exitCode = status;
    },
    (e: unknown) => {
      process.stderr.write(`uri-grammar: internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = EXIT_USAGE;
    },
  );
}
