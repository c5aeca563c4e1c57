/**
 * `uri-grammar relativize [--json] BASE TARGET…`: the shortest reference
 * that resolves against BASE to each TARGET (RFC 3986 §5.2 run backwards),
 * one result per input line (../line-results.ts).
 */
import { DEFAULT_GRAMMAR } from '../grammars.js';
import { EXIT_USAGE, write, type Io } from '../io.js';
import { JSON_LINES_HELP, LINES_HELP, baseError, eachLine, type Lines } from '../line-results.js';
import { inputLines } from '../lines.js';
import { GRAMMAR_OPTION, HELP_OPTION, JSON_OPTION, RFC3986_ONLY_HELP, STRIP_CR_HELP, STRIP_CR_OPTION, atLeast, rfc3986Only, type Command } from '../options.js';

export const relativize: Command = {
  name: 'relativize',
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
${STRIP_CR_HELP}
  -h, --help        this help

Exit status: 0 all done, 1 some TARGET invalid or unreachable, 2 a usage error
or a BASE that is no base URI.`,
  options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION, ...STRIP_CR_OPTION },
  async run(values, args, io) {
    rfc3986Only(values);
    atLeast(args, 1, 'BASE');
    const [base, ...targets] = args;
    return runRelativize(base, inputLines(targets, io, 'relativize', 'one target URI', values['strip-cr'] === true), values.json === true, io);
  },
};

/** `uri-grammar relativize [--json] BASE TARGET…`: the shortest reference that resolves to each TARGET. */
async function runRelativize(base: string, targets: Lines, json: boolean, io: Io): Promise<number> {
  const { relativize } = await import('../../grammars/rfc3986/resolve.js');
  // Any URI is a target that relativize answers (with itself, at worst) when the base is good.
  const bad = await baseError('relativize', DEFAULT_GRAMMAR, base, () => relativize(base, 'x:'));
  if (bad !== null) {
    await write(io.stderr, bad);
    return EXIT_USAGE;
  }
  return eachLine(targets, (target) => relativize(base, target), { command: 'relativize', grammar: DEFAULT_GRAMMAR, json }, io);
}
