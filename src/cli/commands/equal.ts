/**
 * `uri-grammar equal [--grammar G] [--level L] [--nfc] [--via-uri]
 * [--schemes] A B`: whether A and B are equivalent (RFC 3986 §6.2; RFC 3987
 * §5.3; a scheme's RFC: the grammars of ../passes.ts that have the pass; with
 * --schemes, RFC 3986 and the equivalence of the URIs' scheme, as the root's
 * `equivalent(a, b, { schemes: true })`), with both comparison keys; the exit
 * status says it, as `cmp`'s does.
 */
import { isUriSyntaxError } from '../../core/errors.js';
import { DEFAULT_GRAMMAR, SCHEME_GRAMMARS, grammarInfo } from '../grammars.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, write, type Io } from '../io.js';
import { GRAMMAR_OPTION, HELP_OPTION, helpLines, oneOf, type Command } from '../options.js';
import { PASSES, passGrammar, passGrammarHelp, passOf, passOptions, type PassOptions } from '../passes.js';

/** The schemes whose RFC defines an equivalence, for --help: `urn: RFC 8141 §3.1, tel: RFC 3966 §4, ...`, wrapped. */
const SCHEME_EQUIVALENCES = helpLines(
  SCHEME_GRAMMARS
    .filter((s) => Object.hasOwn(PASSES.equal, s.grammar))
    .map((s, i, all) => `${s.scheme}: ${PASSES.equal[s.grammar]!.follows.replace(/:.*$/, '')}${i < all.length - 1 ? ',' : ''}`),
  20,
  'The schemes: ',
);

export const equal: Command = {
  name: 'equal',
  summary: 'compare two URI or IRI references for equivalence (RFC 3986 §6.2)',
  help: `Usage: uri-grammar equal [--grammar G] [--level LEVEL] [--nfc] [--via-uri]
                        [--schemes] A B

Tells whether A and B are equivalent at a level of the comparison ladder of
RFC 3986 §6.2 (RFC 3987 §5.3 for IRIs), and prints both comparison keys (the
library's equivalent() and comparisonKey()):
  --level simple    §6.2.1: the same characters
  --level syntax    (default) §6.2.2: the same after syntax-based normalization
  --level scheme    §6.2.3: the same after scheme-based normalization as well
With --grammar of one scheme (rfc8141, ...), by the equivalence its RFC
defines, and no --level.

Options:
${passGrammarHelp('equal')}
  -l, --level LEVEL simple, syntax or scheme, as above
      --nfc         rfc3987: Unicode Normalization Form C first (§5.3.2.2;
                    syntax and scheme levels)
      --via-uri     rfc3987: compare the URIs the IRIs map to (§3.1), as
                    §5.3.2.3 says, so that ros%C3%A9 and rosé are equivalent
      --schemes     rfc3986: a URI of a scheme that a grammar of the family
                    defines must match it, and is compared by its scheme's
                    equivalence where the RFC defines one, whatever the level;
                    its fragment is RFC 3986's (§3.5).
${SCHEME_EQUIVALENCES}
  -h, --help        this help

Exit status, as for cmp: 0 equivalent, 1 not equivalent, 2 an invalid input or
a usage error.`,
  options: {
    ...HELP_OPTION,
    ...GRAMMAR_OPTION,
    level: { type: 'string', short: 'l' },
    nfc: { type: 'boolean' },
    'via-uri': { type: 'boolean' },
    schemes: { type: 'boolean' },
  },
  async run(values, args, io) {
    const grammar = passGrammar('equal', values);
    if (args.length !== 2) throw new UsageError(`needs exactly two references A and B, not ${args.length}`);
    const scheme = grammarInfo(grammar)?.kind === 'scheme';
    if (scheme && values.level !== undefined) throw new UsageError(`--level is RFC 3986's ladder: --grammar ${grammar} compares by ${PASSES.equal[grammar]!.follows}`);
    if (values.schemes === true && grammar !== DEFAULT_GRAMMAR) throw new UsageError(`--schemes compares URIs by ${DEFAULT_GRAMMAR} and the equivalence of their scheme: not with --grammar ${grammar}`);
    const level = oneOf('--level', values.level, ['simple', 'syntax', 'scheme'] as const, 'syntax');
    const options = passOptions('equal', grammar, values, scheme ? {} : { level });
    // How they were compared, for the report: `rfc3987, syntax, NFC, via URI`, `syntax, schemes`, `rfc8141`.
    const how = [
      ...(grammar === DEFAULT_GRAMMAR ? [] : [grammar]),
      ...(scheme ? [] : [level]),
      ...(values.schemes ? ['schemes'] : []),
      ...(values.nfc ? ['NFC'] : []),
      ...(values['via-uri'] ? ['via URI'] : []),
    ].join(', ');
    const comparisonKey = values.schemes === true ? await schemeAwareKey() : await passOf('equal', grammar);
    return runEqual(args[0], args[1], grammar, comparisonKey, options, how, io);
  },
};

/** The root's comparisonKey with `schemes: true` (src/schemes/compare.ts; the built command reads it from the root's file), loaded when asked. */
async function schemeAwareKey(): Promise<(input: string, options: PassOptions) => string> {
  const { comparisonKey } = await import('../../schemes/compare.js');
  return (input, options) => comparisonKey(input, { ...options, schemes: true });
}

/**
 * The error of a pass on one input, for standard error: a syntax error with
 * its caret and hint, any other error of the library as its message; with
 * the grammar's name in front (as `check --grammar all` writes it) when the
 * grammar is not the default one.
 */
function failure(command: string, grammar: string, input: string, e: unknown): string {
  const named = grammar === DEFAULT_GRAMMAR ? '' : `${grammar}: `;
  if (isUriSyntaxError(e)) return named + e.format() + '\n';
  return `uri-grammar: ${command}: ${named}${JSON.stringify(input)}: ${e instanceof Error ? e.message : String(e)}\n`;
}

/**
 * `uri-grammar equal [--grammar G] [--level L] A B` (RFC 3986 §6.2; RFC 3987
 * §5.3): prints `equivalent` or `not equivalent` with both comparison keys,
 * and exits 0 or 1, as `cmp` does; an input that is not a reference of the
 * grammar exits 2.
 */
async function runEqual(a: string, b: string, grammar: string, comparisonKey: (input: string, options: PassOptions) => string, options: PassOptions, how: string, io: Io): Promise<number> {
  const keys: string[] = [];
  for (const input of [a, b]) {
    try {
      keys.push(comparisonKey(input, options));
    } catch (e) {
      await write(io.stderr, failure('equal', grammar, input, e));
      return EXIT_USAGE;
    }
  }
  const same = keys[0] === keys[1];
  await write(io.stdout, `${same ? 'equivalent' : 'not equivalent'} (${how}): ${keys[0]} ${same ? '==' : '!='} ${keys[1]}\n`);
  return same ? EXIT_OK : EXIT_INVALID;
}
