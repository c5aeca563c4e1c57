/**
 * The root's `check` and `isValid`: RFC 3986's (src/grammars/rfc3986/check.ts),
 * by any Appendix A rule, and with `{ schemes: true }` the scheme grammars
 * after it (./check.ts) for the rules that match a whole URI.
 */
import type { RuleName } from '../grammars/rfc3986/ast.js';
import { check as checkRfc3986, isValid as isValidRfc3986 } from '../grammars/rfc3986/check.js';
import type { UriSyntaxError } from '../core/errors.js';
import { matchesSchemeGrammar, schemeSyntaxError, schemesAsked, type SchemeOptions } from './check.js';
import { takesSchemes } from './takes-schemes.js';

export type { SchemeOptions };

/** True for the call `(input, options)`: the second argument is the options, not a rule. */
function optionsSecond(rule: RuleName | SchemeOptions | undefined): rule is SchemeOptions {
  return typeof rule === 'object' && rule !== null;
}

/**
 * The syntax error of `input` against `rule` (by default `URI-reference`,
 * RFC 3986 §4.1), or `null` when it matches. With `{ schemes: true }`, a URI
 * whose scheme has a grammar of the family (`urn:` RFC 8141, `data:` RFC
 * 2397, `tel:` RFC 3966, `geo:` RFC 5870, ...) must match it too: its error
 * then names the scheme grammar (`grammar: 'rfc8141'`, `rule: 'namestring'`),
 * with the offset in the whole URI and a hint that says which layer failed.
 * A scheme grammar checks the URI without its fragment unless it defines the
 * fragment (RFC 8141's f-component): the fragment is RFC 3986's (§3.5).
 *
 * The rule's DFA decides, and for an invalid input gives the offset and the
 * expectations (the same error that parse() throws).
 *
 * @throws {TypeError} when the input is not a string, the rule is unknown or an option is not of its type.
 * @example check('http://exa mple.com/')?.offset // 10
 * @example check('urn:a:b', { schemes: true })?.grammar // 'rfc8141' (an NID has 2 to 32 characters)
 */
export function check(input: string, rule?: RuleName): UriSyntaxError<RuleName> | null;
export function check(input: string, options: SchemeOptions): UriSyntaxError<string> | null;
export function check(input: string, rule: RuleName | undefined, options: SchemeOptions): UriSyntaxError<string> | null;
export function check(input: string, rule?: RuleName | SchemeOptions, options?: SchemeOptions): UriSyntaxError<string> | null {
  const second = optionsSecond(rule);
  // The common call, without options, goes straight to RFC 3986's check.
  if (options === undefined && !second) return checkRfc3986(input, rule);
  const r = second ? undefined : rule;
  const asked = schemesAsked(second ? rule : options);
  const e = checkRfc3986(input, r);
  return e !== null || !asked || !takesSchemes(r ?? 'URI-reference') ? e : schemeSyntaxError(input);
}

/**
 * True when `input` matches `rule` (by default `URI-reference`), by the rule's
 * DFA alone; with `{ schemes: true }`, and the grammar of its scheme, as
 * `check` says.
 *
 * @throws {TypeError} when the input is not a string, the rule is unknown or an option is not of its type.
 * @example isValid('1.2.3.04', 'IPv4address') // false
 * @example isValid('tel:555-1234', 'URI', { schemes: true }) // false: a local number needs a phone-context (RFC 3966 §5.1.5)
 */
export function isValid(input: string, rule?: RuleName, options?: SchemeOptions): boolean;
export function isValid(input: string, options: SchemeOptions): boolean;
export function isValid(input: string, rule?: RuleName | SchemeOptions, options?: SchemeOptions): boolean {
  // The common call, without options, goes straight to RFC 3986's DFA.
  const second = optionsSecond(rule);
  if (options === undefined && !second) return isValidRfc3986(input, rule);
  const r = second ? undefined : rule;
  const asked = schemesAsked(second ? rule : options);
  if (!isValidRfc3986(input, r)) return false;
  return !asked || !takesSchemes(r ?? 'URI-reference') || matchesSchemeGrammar(input);
}
