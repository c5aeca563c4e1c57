/**
 * `uri-grammar normalize [--grammar G] [--level L] [--ipv6 F] [--nfc]
 * [--schemes] [--json] REF…`: each REF in normal form (RFC 3986 §6.2.2,
 * §6.2.3; RFC 3987 §5.3.2: the grammars of ../passes.ts that have the pass;
 * with --schemes, as the root's `normalize(ref, { schemes: true })`), one
 * result per input line (../line-results.ts).
 */
import type { NormalizeOptions } from '../../passes/normalize.js';
import type { Io } from '../io.js';
import { JSON_LINES_HELP, LINES_HELP, eachLine, type Lines } from '../line-results.js';
import { inputLines } from '../lines.js';
import { GRAMMAR_OPTION, HELP_OPTION, JSON_OPTION, STRIP_CR_HELP, STRIP_CR_OPTION, oneOf, type Command } from '../options.js';
import { DEFAULT_GRAMMAR } from '../grammars.js';
import { UsageError } from '../io.js';
import { passGrammar, passGrammarHelp, passOf, passOptions, type PassOptions } from '../passes.js';

/** The values of `--ipv6`, the default first: the RFC an IPv6 address is written by (as `normalize`'s option `ipv6` names them). */
const IPV6_FORMS = ['rfc3986', 'rfc5952'] as const satisfies readonly NonNullable<NormalizeOptions['ipv6']>[];

export const normalize: Command = {
  name: 'normalize',
  summary: 'normalize URI or IRI references (RFC 3986 §6.2.2, §6.2.3)',
  help: `Usage: uri-grammar normalize [--grammar G] [--level LEVEL] [--ipv6 FORM]
                            [--nfc] [--schemes] [--json] [REF...]

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
      --schemes     rfc3986: a URI of a scheme that a grammar of the family
                    defines must match it, and is written in the form its
                    scheme's RFC compares (urn: RFC 8141 §3.1, without its r-,
                    q- and f-components; tel: RFC 3966 §4; geo: RFC 5870
                    §3.4.4; see equal --help), its fragment normalized by
                    RFC 3986 (§3.5); the URIs of other schemes as above
${JSON_LINES_HELP}
${STRIP_CR_HELP}
  -h, --help        this help

Exit status: 0 all normalized, 1 some REF invalid, 2 a usage error.`,
  options: {
    ...HELP_OPTION,
    ...STRIP_CR_OPTION,
    ...GRAMMAR_OPTION,
    level: { type: 'string', short: 'l' },
    ipv6: { type: 'string' },
    nfc: { type: 'boolean' },
    schemes: { type: 'boolean' },
    ...JSON_OPTION,
  },
  async run(values, refs, io) {
    const grammar = passGrammar('normalize', values);
    if (values.schemes === true && grammar !== DEFAULT_GRAMMAR) throw new UsageError(`--schemes normalizes URIs by ${DEFAULT_GRAMMAR} and the equivalence of their scheme: not with --grammar ${grammar}`);
    const level = oneOf('--level', values.level, ['syntax', 'scheme'] as const, 'syntax');
    const ipv6 = oneOf('--ipv6', values.ipv6, IPV6_FORMS, IPV6_FORMS[0]);
    const options = passOptions('normalize', grammar, values, { level, ipv6 });
    return runNormalize(inputLines(refs, io, 'normalize', 'one reference', values['strip-cr'] === true), grammar, options, values.schemes === true, values.json === true, io);
  },
};

/** `uri-grammar normalize [--grammar G] [--level L] [--ipv6 F] [--nfc] [--schemes] [--json] REF…` (RFC 3986 §6.2.2, §6.2.3; RFC 3987 §5.3.2). */
async function runNormalize(refs: Lines, grammar: string, options: PassOptions, schemes: boolean, json: boolean, io: Io): Promise<number> {
  // --schemes: the root's normalize with `schemes: true` (src/schemes/compare.ts; the built command reads it from the root's file).
  const normalize: (ref: string, options: PassOptions) => string = schemes ? (await import('../../schemes/compare.js')).normalize : await passOf('normalize', grammar);
  return eachLine(refs, (ref) => normalize(ref, schemes ? { ...options, schemes: true } : options), { command: 'normalize', grammar, json }, io);
}
