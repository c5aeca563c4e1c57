/**
 * uri-grammar/conform: grammar-conformance checking across the family. For
 * one input, which grammars of `GRAMMARS` it conforms to, rule by rule, and
 * where each rule stops: a row per grammar and top-level rule (grammars.json
 * `conform`: RFC 3986's `URI-reference`, `URI` and `absolute-URI`, RFC 1808's
 * `URL`, `absoluteURL` and `relativeURL`, ...), and, where a grammar defines
 * a scheme's syntax (RFC 1738's `httpurl` for `http:`), that rule's row too.
 *
 * Every row is decided by the rule's DFA, as the grammar's own `check` decides
 * it, and a failing row carries the same `UriSyntaxError` (offset, expected,
 * found, `format()` with its caret). This module loads every grammar's DFAs
 * and no parser: import it by its subpath, so that the root does not.
 */
import { GRAMMARS } from '../../generated/grammars.js';
import { DIAGNOSES, HINTS, VALIDATORS } from '../../generated/family.js';
import { defineHints, returnedSyntaxError, type UriSyntaxError } from '../core/errors.js';
import { createValidator, type Validator } from '../core/dfa.js';
import { schemeOf, schemePart, schemeRuleOf, type GrammarInfo } from '../core/grammar-info.js';

export { GRAMMARS };
export type { GrammarInfo };
export { schemeOf };
export { UriSyntaxError, isUriSyntaxError } from '../core/errors.js';

/** One row of the conformance report: one rule of one grammar. */
export interface ConformRow {
  /** The grammar, by its name in `GRAMMARS` (`rfc3986`, `rfc1738`, ...). */
  readonly grammar: string;
  /** The grammar's RFC. */
  readonly rfc: number | null;
  /** The rule, as that RFC names it (`URI-reference`, `absoluteURL`, `httpurl`, ...). */
  readonly rule: string;
  /**
   * `rule`: one of the grammar's top-level rules (`GrammarInfo.conform`);
   * `scheme`: the rule of the input's scheme (`GrammarInfo.schemeRules`).
   */
  readonly kind: 'rule' | 'scheme';
  readonly valid: boolean;
  /** Where and why the rule stops (`null` when valid): what the grammar's `check` returns. */
  readonly error: UriSyntaxError<string> | null;
}

/** Which grammars to report. */
export interface ConformOptions {
  /** Grammar names of `GRAMMARS`, reported in `GRAMMARS` order (default: all). */
  readonly grammars?: readonly string[];
}

/** The grammars' validators, made on first use (with the hints and diagnoses of the grammar's errors). */
const validators = new Map<string, Validator>();

function validatorOf(name: string): Validator {
  let v = validators.get(name);
  if (v === undefined) {
    validators.set(name, (v = createValidator(VALIDATORS[name]!)));
    if (HINTS[name]) defineHints(name, HINTS[name], DIAGNOSES[name]);
  }
  return v;
}

/** The grammars asked for, in `GRAMMARS` order; a TypeError names an unknown one. */
function grammarsOf(options: ConformOptions | undefined): readonly GrammarInfo[] {
  const asked = options?.grammars;
  if (asked === undefined) return GRAMMARS;
  if (!Array.isArray(asked)) throw new TypeError('options.grammars must be an array of grammar names');
  for (const name of asked) {
    if (!GRAMMARS.some((g) => g.name === name))
      throw new TypeError(`unknown grammar ${JSON.stringify(name)}: one of ${GRAMMARS.map((g) => g.name).join(', ')}`);
  }
  return GRAMMARS.filter((g) => asked.includes(g.name));
}

/**
 * What a row's rule matches: the input, or for the scheme rule of a grammar of
 * one scheme (`kind: scheme`) the part of the URI that the rule defines
 * (`schemePart`: without the "#" and fragment, which RFC 3986 alone defines,
 * unless the grammar defines it), as `check(uri, { schemes: true })` does;
 * offsets in it are offsets in the input.
 */
function matched(g: GrammarInfo, input: string, kind: ConformRow['kind']): string {
  return kind === 'scheme' && g.kind === 'scheme' ? schemePart(input, g.schemeFragment) : input;
}

/** The rows of one grammar for an input: its top-level rules, then its scheme rule, if any. */
export function rulesFor(grammar: GrammarInfo, input: string): { readonly rule: string; readonly kind: ConformRow['kind'] }[] {
  const rows: { rule: string; kind: ConformRow['kind'] }[] = grammar.conform.map((rule) => ({ rule, kind: 'rule' }));
  const schemeRule = schemeRuleOf(grammar, input);
  if (schemeRule !== null && !grammar.conform.includes(schemeRule)) rows.push({ rule: schemeRule, kind: 'scheme' });
  return rows;
}

/** A row of the report without its error: where the rule stops, or -1 when the input matches it. */
export interface ConformVerdict {
  readonly grammar: string;
  readonly rfc: number | null;
  readonly rule: string;
  readonly kind: ConformRow['kind'];
  /** -1 when valid, else the error's offset (UTF-16 code units). */
  readonly offset: number;
}

/**
 * The rows of `conform` without their errors: each rule's verdict and where it
 * stops, at the cost of the DFAs alone (for a stream of inputs, where errors
 * are built for the few shown: `conform` builds every one).
 * @throws {TypeError} when the input is not a string or a grammar is unknown.
 */
export function verdicts(input: string, options?: ConformOptions): ConformVerdict[] {
  return rowsOf(input, options, (g, validator, rule, kind) => ({ grammar: g.name, rfc: g.rfc, rule, kind, offset: validator.validate(matched(g, input, kind), rule) }));
}

/** The error of a verdict that failed, as its grammar's `check` gives it. */
export function errorOf(input: string, verdict: ConformVerdict): UriSyntaxError<string> | null {
  if (verdict.offset < 0) return null;
  const g = GRAMMARS.find((grammar) => grammar.name === verdict.grammar)!;
  const failure = validatorOf(verdict.grammar).diagnose(matched(g, input, verdict.kind), verdict.rule)!;
  return returnedSyntaxError<string>(input, failure.offset, failure.expected, verdict.rule, verdict.grammar);
}

/** `row` of each grammar asked and each of its rules for the input (`rulesFor`), in order. */
function rowsOf<T>(input: string, options: ConformOptions | undefined, row: (g: GrammarInfo, validator: Validator, rule: string, kind: ConformRow['kind']) => T): T[] {
  if (typeof input !== 'string') throw new TypeError(`input must be a string, not ${input === null ? 'null' : typeof input}`);
  const rows: T[] = [];
  for (const g of grammarsOf(options)) {
    const validator = validatorOf(g.name);
    for (const { rule, kind } of rulesFor(g, input)) rows.push(row(g, validator, rule, kind));
  }
  return rows;
}

/**
 * The conformance report of `input`: for every grammar of `GRAMMARS` (or those
 * asked), in that order, a row per top-level rule, in the grammar's order, then
 * the row of the input's scheme rule where the grammar has one. A row is valid
 * when the whole input matches the rule; otherwise its `error` says where the
 * rule stops (the longest prefix some valid string of the rule begins with),
 * what was expected there and what was found.
 * @example conform('http://[::1]/').filter((r) => r.valid).map((r) => `${r.grammar} ${r.rule}`)
 * @throws {TypeError} when the input is not a string or a grammar is unknown.
 */
export function conform(input: string, options?: ConformOptions): ConformRow[] {
  // One DFA run per row: `diagnose` finds the offset and, only for a failure, the expectations;
  // the errors are returned, not thrown, so built without stack traces (returnedSyntaxError).
  return rowsOf(input, options, (g, validator, rule, kind) => {
    const failure = validator.diagnose(matched(g, input, kind), rule);
    const error = failure === null ? null : returnedSyntaxError<string>(input, failure.offset, failure.expected, rule, g.name);
    return { grammar: g.name, rfc: g.rfc, rule, kind, valid: error === null, error };
  });
}

/**
 * The grammars `input` conforms to: those with at least one valid row, in
 * `GRAMMARS` order (a grammar's scheme rule alone does not count: RFC 1738's
 * `url` must match). Decided by the DFAs alone: no error is built.
 */
export function conformingGrammars(input: string, options?: ConformOptions): string[] {
  return conformingIn(verdicts(input, options).map((v) => ({ grammar: v.grammar, kind: v.kind, valid: v.offset < 0 })));
}

/** The grammars of a report's rows with a valid top-level rule (`kind` `rule`), in the rows' order. */
export function conformingIn(rows: readonly Pick<ConformRow, 'grammar' | 'kind' | 'valid'>[]): string[] {
  return [...new Set(rows.filter((r) => r.kind === 'rule' && r.valid).map((r) => r.grammar))];
}
