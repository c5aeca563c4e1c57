/**
 * The arguments of the SQL functions (./catalog.ts): SQL's NULL is `null`
 * (NULL in, NULL out: every function answers `null` when an argument it was
 * given is `null`), an argument not given is `undefined` (its default), and
 * an argument of the wrong kind or an unknown rule or grammar is a
 * `TypeError` whose message the engine shows as the query's error.
 */
import { GRAMMARS } from '../../generated/grammars.js';
import type { GrammarInfo } from '../core/grammar-info.js';

/** The grammar when none is given: the first of `GRAMMARS`, RFC 3986. */
export const DEFAULT_GRAMMAR: GrammarInfo = GRAMMARS[0]!;

/** A text argument: a string, else a TypeError that names the function and the parameter. */
export function text(fn: string, parameter: string, value: unknown): string {
  if (typeof value !== 'string') throw new TypeError(`${fn}: ${parameter} must be text, not ${value === null ? 'NULL' : typeof value}`);
  return value;
}

/** The grammar of a `grammar` argument (undefined: the default), by its name in `GRAMMARS`. */
export function grammarNamed(fn: string, name: unknown): GrammarInfo {
  if (name === undefined) return DEFAULT_GRAMMAR;
  const wanted = text(fn, 'grammar', name);
  const grammar = GRAMMARS.find((g) => g.name === wanted);
  if (grammar === undefined) throw new TypeError(`${fn}: unknown grammar '${wanted}': one of ${GRAMMARS.map((g) => g.name).join(', ')}`);
  return grammar;
}

/** The rule of a `rule` argument (undefined: the grammar's start rule), one of the grammar's rules as its RFC names them. */
export function ruleOf(fn: string, grammar: GrammarInfo, rule: unknown): string {
  if (rule === undefined) return grammar.start;
  const wanted = text(fn, 'rule', rule);
  if (!grammar.ruleNames.includes(wanted)) {
    throw new TypeError(`${fn}: unknown rule '${wanted}' of ${grammar.name}: one of ${grammar.ruleNames.join(', ')}`);
  }
  return wanted;
}
