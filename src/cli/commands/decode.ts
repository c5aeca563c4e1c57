/**
 * `uri-grammar decode [--json] TEXT…`: decodes percent-encodings as UTF-8
 * (RFC 3986 §2.1, §2.5), one result per input line (../line-results.ts).
 */
import { percentDecode } from '../../encoding/percent-encoding.js';
import { DEFAULT_GRAMMAR } from '../grammars.js';
import type { Io } from '../io.js';
import { JSON_LINES_HELP, LINES_HELP, TEXT_ENCODING_HINT, eachLine, type Lines } from '../line-results.js';
import { inputLines } from '../lines.js';
import { GRAMMAR_OPTION, HELP_OPTION, JSON_OPTION, RFC3986_ONLY_HELP, STRIP_CR_HELP, STRIP_CR_OPTION, rfc3986Only, type Command } from '../options.js';

export const decode: Command = {
  name: 'decode',
  summary: 'decode percent-encoded text as UTF-8',
  help: `Usage: uri-grammar decode [--json] [TEXT...]

Decodes the percent-encodings of each TEXT (or each line of standard input
when there is none) and prints the text, the octets read as UTF-8.

${LINES_HELP}

Options:
${JSON_LINES_HELP}
${RFC3986_ONLY_HELP}
${STRIP_CR_HELP}
  -h, --help        this help

Exit status: 0 all decoded, 1 some line is not UTF-8, or has a malformed "%"
or percent-encoded octets that are not UTF-8, 2 a usage error.`,
  options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION, ...STRIP_CR_OPTION },
  async run(values, texts, io) {
    rfc3986Only(values);
    return runDecode(inputLines(texts, io, 'decode', 'one text', values['strip-cr'] === true), values.json === true, io);
  },
};

/** `uri-grammar decode [--json] TEXT…`: decodes percent-encodings as UTF-8 (RFC 3986 §2.1, §2.5). */
async function runDecode(lines: Lines, json: boolean, io: Io): Promise<number> {
  return eachLine(lines, (text) => percentDecode(text), { command: 'decode', grammar: DEFAULT_GRAMMAR, json, encodingHint: TEXT_ENCODING_HINT }, io);
}
