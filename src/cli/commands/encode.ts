/**
 * `uri-grammar encode [--set SET] [--json] TEXT…`: percent-encodes every
 * character outside the set (RFC 3986 §2.1, §2.5), one result per input line
 * (../line-results.ts).
 */
import { encodeSetNames, percentEncode, type EncodeSet } from '../../encoding/percent-encoding.js';
import { DEFAULT_GRAMMAR } from '../grammars.js';
import { UsageError, type Io } from '../io.js';
import { JSON_LINES_HELP, LINES_HELP, TEXT_ENCODING_HINT, eachLine, type Lines } from '../line-results.js';
import { inputLines } from '../lines.js';
import { GRAMMAR_OPTION, HELP_OPTION, JSON_OPTION, RFC3986_ONLY_HELP, STRIP_CR_HELP, STRIP_CR_OPTION, rfc3986Only, type Command } from '../options.js';

export const encode: Command = {
  name: 'encode',
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
${STRIP_CR_HELP}
  -h, --help        this help

Exit status: 0 all encoded, 1 some line is not UTF-8 (or some TEXT has no
UTF-8 form: a lone surrogate), 2 a usage error.`,
  options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION, ...STRIP_CR_OPTION, set: { type: 'string', short: 's' } },
  async run(values, texts, io) {
    rfc3986Only(values);
    const set = (values.set ?? 'unreserved') as string;
    if (!(encodeSetNames as readonly string[]).includes(set))
      throw new UsageError(`unknown set '${set}': use one of ${encodeSetNames.join(', ')}`);
    return runEncode(inputLines(texts, io, 'encode', 'one text', values['strip-cr'] === true), set as EncodeSet, values.json === true, io);
  },
};

/** `uri-grammar encode [--set S] [--json] TEXT…`: percent-encodes every character outside the set (RFC 3986 §2.1, §2.5). */
async function runEncode(lines: Lines, set: EncodeSet, json: boolean, io: Io): Promise<number> {
  return eachLine(lines, (text) => percentEncode(text, set), { command: 'encode', grammar: DEFAULT_GRAMMAR, json, encodingHint: TEXT_ENCODING_HINT }, io);
}
