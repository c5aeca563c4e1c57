/**
 * The passes that take `--grammar NAME`, `resolve`, `normalize` and `equal`,
 * as the command reads them from the registry's PASSES
 * (generated/registry.ts, from each grammar's `passes` in
 * grammar/grammars.json): the grammars that have a pass, in GRAMMARS order;
 * the `--grammar` of a pass (its help lines, its checks); the options a
 * grammar's pass takes from the command line; and its function for a grammar.
 * `resolve --grammar all` runs the resolution of each grammar whose entry
 * does not leave it out.
 *
 * Loading this module loads no parser: each pass loads its grammar's module
 * (and with it its parser) when it runs.
 */
import { PASSES, type PassFunctions, type PassOptions } from '../../generated/registry.js';
import { ALL, DEFAULT_GRAMMAR, GRAMMAR_NAMES } from './grammars.js';
import { UsageError } from './io.js';

export { PASSES, type PassOptions };

/** The subcommands that take `--grammar NAME` through PASSES. */
export type GrammarPass = keyof PassFunctions;

/** The grammars that have the pass, in GRAMMARS order. */
export function passGrammars(pass: GrammarPass): string[] {
  return GRAMMAR_NAMES.filter((name) => Object.hasOwn(PASSES[pass], name));
}

/** The options that only some grammars' `pass` takes, each with those grammars. */
export function grammarOptions(pass: GrammarPass): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const name of passGrammars(pass)) {
    for (const option of Object.keys(PASSES[pass][name].options)) by.set(option, [...(by.get(option) ?? []), name]);
  }
  return by;
}

/** A pass's function for a grammar of `passGrammars(pass)`. */
export function passOf<P extends GrammarPass>(pass: P, grammar: string): Promise<PassFunctions[P]> {
  const entry = Object.hasOwn(PASSES[pass], grammar) ? PASSES[pass][grammar] : undefined;
  if (!entry) return Promise.reject(new Error(`no ${pass} pass for grammar '${grammar}'`));
  return entry.load() as Promise<PassFunctions[P]>;
}

/**
 * The options of a grammar's pass: `common` (those every grammar's pass of
 * the command takes), and those that the command-line options given set, as
 * the grammar's entry says (`--loose`: `strict: false` of RFC 3986's
 * `resolve`, `backwardsCompatible: true` of RFC 2396's).
 */
export function passOptions(pass: GrammarPass, grammar: string, values: Readonly<Record<string, unknown>>, common: PassOptions = {}): PassOptions {
  const set = Object.entries(PASSES[pass][grammar].options).filter(([option]) => values[option] === true);
  return Object.assign({}, common, ...set.map(([, options]) => options)) as PassOptions;
}

/** The grammars of `resolve --grammar all`: those with a resolve pass that is their own algorithm. */
export function resolveAllGrammars(): string[] {
  return passGrammars('resolve').filter((name) => PASSES.resolve[name].inAll);
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
