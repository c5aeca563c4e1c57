/**
 * The passes that take `--grammar NAME`, `resolve`, `normalize` and `equal`,
 * for each grammar that has them: PASSES below is the table grammar → pass,
 * one entry per grammar that has the pass (RFC 3986's, the root's; RFC
 * 3987's, of uri-grammar/rfc3987; RFC 2396's and RFC 1808's resolution);
 * `resolve --grammar all` runs each grammar's resolution in turn. From the
 * table come each pass's `--grammar` (its help lines, its checks) and its
 * function for a grammar.
 *
 * Loading this module loads no parser: each pass loads its library module
 * (and with it its grammar's parser) when it runs.
 */
import type { NormalizeLevel, NormalizeOptions } from '../passes/normalize.js';
import type { ComparisonLevel } from '../passes/compare.js';
import { ALL, DEFAULT_GRAMMAR, GRAMMAR_NAMES } from './grammars.js';
import { UsageError } from './io.js';

// ----- the table grammar → pass -----

/** The options of `normalize`, as every grammar's pass takes them (`nfc` only where the entry lists it). */
export interface NormalizeRequest {
  readonly level: NormalizeLevel;
  readonly ipv6: NonNullable<NormalizeOptions['ipv6']>;
  /** `--nfc`: Unicode NFC first (RFC 3987 §5.3.2.2). */
  readonly nfc?: boolean;
}

/** The options of `equal`, as every grammar's comparison takes them (`nfc`, `viaURI` only where the entry lists them). */
export interface CompareRequest {
  readonly level: ComparisonLevel;
  /** `--nfc`: Unicode NFC first (RFC 3987 §5.3.2.2). */
  readonly nfc?: boolean;
  /** `--via-uri`: compare the URIs the IRIs map to (RFC 3987 §3.1, §5.3.2.3). */
  readonly viaURI?: boolean;
}

/** The options of `resolve` (`appendixB` only where the entry lists `appendix-b`). */
export interface ResolveRequest {
  /** Not `--loose`: a reference with the base's scheme is absolute (RFC 3986 §5.2.2; RFC 2396 §5.2 step 3). */
  readonly strict: boolean;
  /** `--appendix-b`: RFC 2396 references read by Appendix B's expression, not the grammar (`?y`). */
  readonly appendixB?: boolean;
}

/** What each pass of the table runs, for one grammar: the library function, on strings. */
export interface PassFunctions {
  /** The target of `ref` against `base` (`resolve` of the grammar's module). */
  resolve(base: string, ref: string, options: ResolveRequest): string;
  /** The normal form of `input` (`normalize`). */
  normalize(input: string, options: NormalizeRequest): string;
  /** The comparison key of `input` (`comparisonKey`): two inputs are equivalent when their keys are equal. */
  equal(input: string, options: CompareRequest): string;
}

/** The subcommands that take `--grammar NAME` through PASSES. */
export type GrammarPass = keyof PassFunctions;

/** One grammar's pass: what it follows (for --help), the options only it takes, and its function, loaded on first use. */
export interface PassEntry<F> {
  /** The sections the pass follows, for --help (`RFC 3987 §6.5: IRIs`). */
  readonly follows: string;
  /** The command-line options (without `--`) of this grammar's pass that not every grammar's pass of the command takes. */
  readonly options?: readonly string[];
  /** False when `--grammar all` leaves the grammar out (RFC 3987: an IRI resolves as RFC 3986 resolves a URI). */
  readonly inAll?: boolean;
  /** The pass's function (it loads the grammar's library module and parser). */
  load(): Promise<F>;
}

const rfc3987 = () => import('../grammars/rfc3987/index.js');

/**
 * For each pass that takes `--grammar`, the grammars that have it, by their
 * name in GRAMMARS. A grammar gains a pass with one entry here (its `--help`
 * line, its usage errors and `--grammar NAME` follow); the grammars of a pass
 * are listed in GRAMMARS order.
 */
export const PASSES: { readonly [P in GrammarPass]: Readonly<Record<string, PassEntry<PassFunctions[P]>>> } = {
  resolve: {
    rfc3986: { follows: 'RFC 3986 §5.2', options: ['loose'], load: async () => (await import('../grammars/rfc3986/resolve.js')).resolve },
    rfc3987: { follows: 'RFC 3987 §6.5: IRIs, by RFC 3986 §5.2', options: ['loose'], inAll: false, load: async () => (await rfc3987()).resolve },
    rfc2396: {
      follows: 'RFC 2396 §5.2 (.. above the root kept)',
      options: ['loose', 'appendix-b'],
      load: async () => {
        const { resolve } = await import('../grammars/rfc2396/index.js');
        return (base, ref, { strict, appendixB }) => resolve(base, ref, { strict: appendixB !== true, backwardsCompatible: !strict });
      },
    },
    rfc1808: { follows: 'RFC 1808 §4 (params; empty = absent)', load: async () => (await import('../grammars/rfc1808/index.js')).resolve },
  },
  normalize: {
    rfc3986: { follows: 'RFC 3986 §6.2.2, §6.2.3', load: async () => (await import('../grammars/rfc3986/normalize.js')).normalize },
    rfc3987: { follows: 'RFC 3987 §5.3.2, §5.3.3: IRIs', options: ['nfc'], load: async () => (await rfc3987()).normalize },
  },
  equal: {
    rfc3986: { follows: 'RFC 3986 §6.2', load: async () => (await import('../grammars/rfc3986/normalize.js')).comparisonKey },
    rfc3987: { follows: 'RFC 3987 §5.3: IRIs', options: ['nfc', 'via-uri'], load: async () => (await rfc3987()).comparisonKey },
  },
};

/** The grammars that have the pass, in GRAMMARS order. */
export function passGrammars(pass: GrammarPass): string[] {
  return GRAMMAR_NAMES.filter((name) => Object.hasOwn(PASSES[pass], name));
}

/** The options that only some grammars' `pass` takes, each with those grammars. */
export function grammarOptions(pass: GrammarPass): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const name of passGrammars(pass)) {
    for (const option of PASSES[pass][name].options ?? []) by.set(option, [...(by.get(option) ?? []), name]);
  }
  return by;
}

/** A pass's function for a grammar of `passGrammars(pass)`. */
export function passOf<P extends GrammarPass>(pass: P, grammar: string): Promise<PassFunctions[P]> {
  const entry = Object.hasOwn(PASSES[pass], grammar) ? (PASSES[pass][grammar] as PassEntry<PassFunctions[P]>) : undefined;
  if (!entry) return Promise.reject(new Error(`no ${pass} pass for grammar '${grammar}'`));
  return entry.load();
}


/** The grammars of `resolve --grammar all`: those with a resolve pass that is their own algorithm. */
export function resolveAllGrammars(): string[] {
  return passGrammars('resolve').filter((name) => PASSES.resolve[name].inAll !== false);
}

/**
 * The grammar of `--grammar` (undefined: the default) on a pass of PASSES,
 * one of the grammars that have the pass; and the options that only some
 * grammars' pass takes (`--nfc`) given only with one of those.
 */
export function passGrammar(pass: GrammarPass, values: Readonly<Record<string, unknown>>): string {
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

/** The help of --grammar on a pass of PASSES: the grammars that have it, each with what it follows. */
export function passGrammarHelp(pass: GrammarPass): string {
  const width = Math.max(...passGrammars(pass).map((n) => n.length));
  return [
    `  -g, --grammar G   the grammar of the references (default ${DEFAULT_GRAMMAR}), one of:`,
    ...passGrammars(pass).map((name) => `                      ${name.padEnd(width)}  ${PASSES[pass][name].follows}`),
  ].join('\n');
}
