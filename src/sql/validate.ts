/**
 * The SQL functions of validity, by any rule of any grammar of the family:
 * `uri_valid(text [, rule [, grammar]])`, a boolean, and
 * `uri_error(text [, rule [, grammar]])`, where and why the text stops
 * matching (NULL when it matches). Each is decided by the rule's DFA, as the
 * grammar's own `isValid` and `check` decide it (generated/family.ts: every
 * grammar's DFAs, no parser), so a grammar added to grammar/grammars.json is
 * a grammar of these functions.
 */
import { familyValidator } from '../../generated/family.js';
import { returnedSyntaxError } from '../core/errors.js';
import { grammarNamed, ruleOf, text } from './arguments.js';

/**
 * `uri_error`'s answer: the offset (UTF-16 code units, from 0) of the first
 * character no valid string of the rule has there, what could continue there,
 * a hint, and the error's diagnosis (`UriSyntaxError.diagnosis`: the likely
 * mistake in the whole text, its stable code and its span, which may begin
 * before the offset), each NULL where the grammar finds none.
 */
export interface UriErrorRow {
  readonly offset: number;
  readonly expected: string[];
  readonly hint: string | null;
  readonly diagnosis: string | null;
  readonly diagnosis_code: string | null;
  readonly diagnosis_start: number | null;
  readonly diagnosis_end: number | null;
}

/** One grammar's rule, ready to decide many texts. */
export interface RuleChecker {
  readonly grammar: string;
  readonly rule: string;
  /** True when `input` matches the rule as a whole. */
  test(input: string): boolean;
  /** `null` when `input` matches the rule, else where and why it stops. */
  error(input: string): UriErrorRow | null;
}

const checkers = new Map<string, RuleChecker>();

/**
 * The checker of `rule` (undefined: the start rule) of `grammar` (undefined:
 * RFC 3986), made once per pair: what a vectorized engine calls per row.
 * @throws {TypeError} for an unknown grammar or rule (`fn` names the function in the message).
 */
export function ruleChecker(fn: string, rule?: unknown, grammar?: unknown): RuleChecker {
  const key = `${String(grammar)}\u0000${String(rule)}`;
  let checker = checkers.get(key);
  if (checker === undefined) {
    const info = grammarNamed(fn, grammar);
    const name = ruleOf(fn, info, rule);
    const validator = familyValidator(info.name);
    checker = {
      grammar: info.name,
      rule: name,
      test: (input) => validator.test(input, name),
      error: (input) => {
        const failure = validator.diagnose(input, name);
        if (failure === null) return null;
        const e = returnedSyntaxError<string>(input, failure.offset, failure.expected, name, info.name);
        const d = e.diagnosis;
        return {
          offset: e.offset,
          expected: [...e.expected],
          hint: e.hint(),
          diagnosis: d === null ? null : d.message,
          diagnosis_code: d === null ? null : d.code,
          diagnosis_start: d === null ? null : d.start,
          diagnosis_end: d === null ? null : d.end,
        };
      },
    };
    // Only pairs that exist are kept: a bad argument throws before this.
    checkers.set(key, checker);
  }
  return checker;
}

/**
 * `uri_valid(text [, rule [, grammar]])`: true when `text` matches `rule` (by
 * default the grammar's start rule) of `grammar` (by default RFC 3986's
 * `URI-reference`, §4.1); NULL when an argument is NULL.
 * @throws {TypeError} for an unknown grammar or rule, or an argument that is not text.
 */
export function uri_valid(input: string | null, rule?: string | null, grammar?: string | null): boolean | null {
  if (input === null || rule === null || grammar === null) return null;
  return ruleChecker('uri_valid', rule, grammar).test(text('uri_valid', 'text', input));
}

/**
 * `uri_error(text [, rule [, grammar]])`: NULL when `text` matches, else the
 * offset where it stops, the rules and characters that could continue there,
 * a hint for the common mistakes and the likely mistake (the grammar's `check`
 * error, its `hint()` and its `diagnosis`); NULL when an argument is NULL.
 * @throws {TypeError} for an unknown grammar or rule, or an argument that is not text.
 */
export function uri_error(input: string | null, rule?: string | null, grammar?: string | null): UriErrorRow | null {
  if (input === null || rule === null || grammar === null) return null;
  return ruleChecker('uri_error', rule, grammar).error(text('uri_error', 'text', input));
}
