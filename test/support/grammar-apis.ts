/**
 * The parse API of each grammar of `grammar/grammars.json`, by grammar name,
 * in the shape the equivalence check takes (`ParseApi`): every module exports
 * `parse`, `check`, `isValid` and `isUriSyntaxError`, with the rule named by
 * its ABNF name.
 */
import type { ParseApi } from './equivalence';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { grammarEntries } from './abnf';

/** What each grammar's module exports (rule names are typed per grammar; here any string is passed). */
interface GrammarModule {
  parse(input: string, rule: never): unknown;
  check(input: string, rule: never): { offset: number } | null;
  isValid(input: string, rule: never): boolean;
  isUriSyntaxError(e: unknown): e is { offset: number };
}

/**
 * The grammar modules, by name: every grammar of grammars.json is served by
 * src/grammars/<name>/index.ts (the registry, generated/registry.ts, loads
 * the same modules; here they are required, so that the suites can register
 * their tests synchronously).
 */
const MODULES: Readonly<Record<string, GrammarModule>> = Object.fromEntries(
  grammarEntries()
    .filter((g) => existsSync(join(__dirname, '..', '..', 'src', 'grammars', g.name, 'index.ts')))
    .map((g) => [g.name, require(`../../src/grammars/${g.name}/index`) as GrammarModule]),
);

/**
 * The parse API of a module, taking rule names as the ABNF spells them (the
 * oracle's names): grammars.json `names` maps the RFC names that ABNF cannot
 * spell (`hier_part`, `gopher+_string`) to ABNF names, and the API takes the
 * RFC's.
 */
function apiOf(name: string, m: GrammarModule): ParseApi {
  type Loose = (input: string, rule: string) => unknown;
  const entry = grammarEntries().find((g) => g.name === name);
  const rfcOf = new Map(Object.entries(entry?.names ?? {}).map(([rfc, abnf]) => [abnf, rfc]));
  const r = (rule: string) => rfcOf.get(rule) ?? rule;
  return {
    parse: (input, rule) => (m.parse as Loose)(input, r(rule)),
    isSyntaxError: (e): e is { offset: number } => m.isUriSyntaxError(e),
    isValid: (input, rule) => (m.isValid as Loose)(input, r(rule)) as boolean,
    check: (input, rule) => (m.check as Loose)(input, r(rule)) as { offset: number } | null,
  };
}

/** The names of the grammars that have a parse API, in the order above. */
export const GRAMMAR_API_NAMES: readonly string[] = Object.keys(MODULES);

/** Is there a parse API for the grammar? */
export function hasGrammarApi(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(MODULES, name);
}

/** The parse API of a grammar of grammars.json; throws for a grammar without one. */
export function grammarApi(name: string): ParseApi {
  if (!hasGrammarApi(name)) throw new Error(`no parse API for grammar ${name} in test/support/grammar-apis.ts`);
  return apiOf(name, MODULES[name]);
}
