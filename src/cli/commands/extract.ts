/**
 * `uri-grammar extract [FILE…]`: the URIs in running text (RFC 3986 Appendix
 * C, uri-grammar/extract), one a line as `FILE:LINE:COLUMN: uri` (an invalid
 * one marked), or JSON lines with every field; `--check` reports the invalid
 * delimited ones in prose as errors with a caret and exits 1 (those in code,
 * which Markdown marks, are listed without failing).
 *
 * Files and standard input are read as bytes by the line reader of every
 * subcommand (../lines.ts), so that nothing is changed on the way in: a byte
 * order mark is kept as U+FEFF at the start of line 1 (and said), and a line
 * that is not UTF-8 is an error at its first ill-formed byte, as `check`
 * reports it (its column counted as `check` counts), never decoded with
 * U+FFFD. Each line, with its LF, goes on to one `Extractor`, so a URI in
 * angle brackets may still span lines, but never a line that is not UTF-8:
 * the text ends before it and begins again after it. Memory holds the longest
 * line and the URI not yet decided, not the input.
 */
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import type { Extractor as ExtractorType, ExtractGrammar, ExtractOptions, PositionedExtracted, SchemeSelection } from '../../extract/index.js';
import { encodingFinding, formatBody, jsonFinding } from '../check-lines.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, describeFsError, write, type Io } from '../io.js';
import { BOM_KEPT } from '../line-results.js';
import { byteLines, decodeLine, startsWithBom, STDIN_NAME, type BadLine } from '../lines.js';
import { GRAMMAR_OPTION, HELP_OPTION, PROGRESS_HELP, PROGRESS_OPTIONS, progressOption, type Command, type Values } from '../options.js';
import { progressFor } from '../progress.js';

export const extract: Command = {
  name: 'extract',
  summary: 'find the URIs in running text (RFC 3986 Appendix C)',
  help: `Usage: uri-grammar extract [options] [FILE...]

Finds the URIs in the running text of each FILE (standard input when there is
no FILE, or FILE is "-"), as RFC 3986 Appendix C delimits them: in angle
brackets <http://example.com/> (whitespace inside, a URI wrapped over lines,
is removed), <URL:http://example.com/>, quotes of every kind ("…", '…', “…”,
«…», „…“, 「…」, ...), backticks, a Markdown link's destination
[text](http://example.com/ "title") or a definition's [x]: http://…, an HTML
attribute href="…", or bare, where the URI is the longest valid one from its
scheme, without the punctuation the sentence adds (a final ".", an unmatched
")", ...). The text is read as Markdown: URIs in code blocks and code spans
are found too, and said to be in code. Each is printed as

  FILE:LINE:COLUMN: URI

or, when the URI is not valid (a delimited candidate is reported anyway),

  FILE:LINE:COLUMN: URI (invalid at offset N)
  FILE:LINE:COLUMN: URI (invalid at offset N, in code)

LINE and COLUMN (1-based, in characters) are where the URI begins. The input
is read as UTF-8 bytes and streamed, as check reads it: a byte order mark is
kept as the first character of line 1 (a warning says so on standard error),
and a line that is not UTF-8 is an error at its first ill-formed byte, as check
reports it (on standard error; with --check or --json where the other errors
go), never read with U+FFFD in place of its bytes; no URI spans it.

Options:
  -g, --grammar G   rfc3986 (the default): URIs; rfc3987: IRIs, so that
                    https://例え.jp/パス is found whole
      --schemes S   the schemes of bare and quoted URIs: "plausible" (the
                    default: those of the IANA registry, and private ones
                    written like myapp://x or com.example.app:/x),
                    "registered" (the IANA registry only), "any" (every
                    scheme), or a comma-separated list; but for "any", a
                    scheme in capitals is one only before "//" (FILE:12:3
                    and NOTE: are labels, HTTP://X/ a URI). In angle
                    brackets, link destinations and href="…" any scheme
                    counts
      --code C      URIs in Markdown code (fenced and indented code blocks,
                    code spans): "extract" them (the default) or "skip" them
      --plain-text  read the text as plain text, not Markdown: no code, no
                    link destinations; a backtick is a quote
      --json        one JSON object per URI: {file, line, column, uri, start,
                    end (offsets in UTF-16 code units), delimiter ("angle",
                    "angle-URL", "quote", "apostrophe", "typographic",
                    "backtick", "link", "attribute" or "none"), valid, error
                    (null, or {offset into uri, expected, found, message,
                    diagnosis}), hyphens, context ("prose" or "code")};
                    a line that is not UTF-8 is check --json's error record
                    {"type":"error", file, line, column, offset, kind
                    "encoding", ...}, and offsets after it count it as its
                    excerpt shows it (U+FFFD for each ill-formed sequence)
      --check       report the delimited URIs in prose that are not valid as
                    errors, with a caret under the offending character, and
                    exit 1 when there is one; an invalid URI in code (an
                    example, a placeholder, a string of a program) is listed,
                    marked, and does not fail
${PROGRESS_HELP}
  -h, --help        this help

Exit status: 0 done (with --check: every URI in prose valid), 1 a line not
UTF-8, or with --check some delimited URI in prose invalid, 2 a usage error
or an unreadable file.`,
  options: {
    ...HELP_OPTION,
    ...GRAMMAR_OPTION,
    schemes: { type: 'string' },
    code: { type: 'string' },
    'plain-text': { type: 'boolean' },
    json: { type: 'boolean' },
    check: { type: 'boolean' },
    ...PROGRESS_OPTIONS,
  },
  run: (values, files, io) => runExtract(extractCommand(values, files), io),
};

const READ_BYTES = 1 << 20;

interface ExtractCommand {
  readonly files: readonly string[];
  readonly grammar: ExtractGrammar;
  readonly schemes: SchemeSelection | undefined;
  readonly code: 'extract' | 'skip';
  readonly markdown: boolean;
  readonly json: boolean;
  readonly check: boolean;
  /** The progress line: true, false, or null for the default (when standard error is a terminal). */
  readonly progress: boolean | null;
}

/**
 * The values of `--grammar`, the default first: the grammars uri-grammar/extract
 * finds URIs by (its `ExtractGrammar`), which loads their DFAs only when it runs.
 */
const EXTRACT_GRAMMARS = ['rfc3986', 'rfc3987'] as const satisfies readonly ExtractGrammar[];

function isExtractGrammar(name: string): name is ExtractGrammar {
  return (EXTRACT_GRAMMARS as readonly string[]).includes(name);
}

/** The options of the command line as an `ExtractCommand`. */
function extractCommand(values: Values, files: readonly string[]): ExtractCommand {
  const grammar = values.grammar === undefined ? EXTRACT_GRAMMARS[0] : String(values.grammar);
  if (!isExtractGrammar(grammar)) throw new UsageError(`--grammar must be ${EXTRACT_GRAMMARS.join(' or ')}, not '${grammar}'`);
  let schemes: SchemeSelection | undefined;
  if (values.schemes !== undefined) {
    const text = String(values.schemes);
    schemes = text === 'any' || text === 'registered' || text === 'plausible' ? text : text.split(',').map((s) => s.trim());
    if (Array.isArray(schemes) && schemes.some((s) => !/^[A-Za-z][A-Za-z0-9+.-]*$/.test(s))) {
      throw new UsageError(`--schemes needs plausible, registered, any, or scheme names (RFC 3986 §3.1) separated by commas, not '${text}'`);
    }
  }
  const code = values.code === undefined ? 'extract' : String(values.code);
  if (code !== 'extract' && code !== 'skip') throw new UsageError(`--code must be extract or skip, not '${code}'`);
  return {
    files: files.length === 0 ? ['-'] : files,
    grammar,
    schemes,
    code,
    markdown: values['plain-text'] !== true,
    json: values.json === true,
    check: values.check === true,
    progress: progressOption(values),
  };
}

/** Runs `extract`; resolves to the exit status. */
async function runExtract(cmd: ExtractCommand, io: Io): Promise<number> {
  // Loaded here: the extractor loads the grammar's DFAs.
  const { Extractor, uriRule } = await import('../../extract/index.js');
  const progress = progressFor(io, cmd.progress);
  const options: ExtractOptions = { grammar: cmd.grammar, schemes: cmd.schemes, code: cmd.code, markdown: cmd.markdown };
  const by = { grammar: cmd.grammar, rule: uriRule(cmd.grammar) };
  let invalid = 0;
  let unreadable = 0;
  let badLines = 0;
  for (const input of cmd.files) {
    const file = input === '-' ? STDIN_NAME : input;
    let stream: Readable;
    let size: number | null = null;
    if (input === '-') stream = io.stdin as Readable;
    else {
      try {
        const s = statSync(input);
        if (s.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
        size = s.isFile() ? s.size : null;
      } catch (e) {
        progress?.clear();
        await write(io.stderr, `uri-grammar: extract: cannot read ${input}: ${describeFsError(e)}\n`);
        unreadable++;
        continue;
      }
      stream = createReadStream(input, { highWaterMark: READ_BYTES });
    }
    progress?.start(file, size);
    // The text of one Extractor: it ends before a line that is not UTF-8, and the next begins after it.
    let extractor: ExtractorType = new Extractor(options);
    /** Lines and UTF-16 units of the input before the current extractor's text, and the units pushed to it. */
    let linesBefore = 0;
    let unitsBefore = 0;
    let pushed = 0;
    let line = 0;
    const report = async (found: PositionedExtracted[]): Promise<void> => {
      if (found.length === 0) return;
      let out = '';
      for (const m of found) {
        // An invalid URI in code is an example or a string of a program more often than a broken link.
        if (!m.valid && m.context === 'prose') invalid++;
        out += format(file, { ...m, line: m.line + linesBefore, start: m.start + unitsBefore, end: m.end + unitsBefore }, cmd) + '\n';
      }
      progress?.clear();
      await write(io.stdout, out);
      progress?.update(line, invalid);
    };
    const badLine = async (bad: BadLine): Promise<void> => {
      badLines++;
      await report(extractor.end());
      const finding = encodingFinding(bad.bytes, by);
      progress?.clear();
      if (cmd.json) await write(io.stdout, JSON.stringify({ type: 'error', file, line: bad.line, ...jsonFinding(finding) }) + '\n');
      else await write(cmd.check ? io.stdout : io.stderr, `${file}:${bad.line}:${formatBody(finding, false)}`);
      extractor = new Extractor(options);
      linesBefore = bad.line;
      unitsBefore += pushed + finding.input.length + 1;
      pushed = 0;
    };
    try {
      for await (const bytes of byteLines(stream, (read) => progress?.read(read))) {
        const decoded = decodeLine(bytes, file, ++line);
        if (decoded.text === null) {
          await badLine(decoded);
          continue;
        }
        if (startsWithBom(decoded)) {
          progress?.clear();
          await write(io.stderr, `${file}:1:1: warning: ${BOM_KEPT}\n`);
        }
        // Every line with its LF: one more after the last line changes no URI.
        pushed += decoded.text.length + 1;
        await report(extractor.push(decoded.text + '\n'));
      }
      await report(extractor.end());
    } catch (e) {
      progress?.clear();
      await write(io.stderr, `uri-grammar: extract: cannot read ${input}: ${describeFsError(e)}\n`);
      unreadable++;
    }
  }
  progress?.clear();
  if (unreadable > 0) return EXIT_USAGE;
  return badLines > 0 || (cmd.check && invalid > 0) ? EXIT_INVALID : EXIT_OK;
}

/** One URI as the command prints it. */
function format(file: string, m: PositionedExtracted, cmd: ExtractCommand): string {
  const where = `${file}:${m.line}:${m.column}`;
  if (cmd.json) {
    const error = m.error === null ? null : { offset: m.error.offset, expected: m.error.expected, found: m.error.found, message: m.error.message, diagnosis: m.error.diagnosis };
    const { uri, start, end, delimiter, valid, hyphens, context } = m;
    return JSON.stringify({ file, line: m.line, column: m.column, uri, start, end, delimiter, valid, error, hyphens, context });
  }
  if (m.error === null) return `${where}: ${m.uri}`;
  if (cmd.check && m.context === 'prose') return `${where}: ${m.error.format()}`;
  // A URI holds no space: what follows the first space is the mark.
  return `${where}: ${m.uri} (invalid at offset ${m.error.offset}${m.context === 'code' ? ', in code' : ''})`;
}
