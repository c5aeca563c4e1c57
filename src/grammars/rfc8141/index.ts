/**
 * uri-grammar/rfc8141: Uniform Resource Names (RFC 8141, April 2017), the
 * syntax of the "urn" scheme (§2), with the same contract as the family's
 * other grammars: `parse` by any rule of §2 to a typed AST named after the
 * RFC's rules (`namestring`, `assigned-name`, `NID`, `NSS`, `r-component`,
 * ...), `check` for the syntax error (offset, expected rules, a hint citing
 * the section), `isValid`; `components` (the NID, NSS and r-, q- and
 * f-components, §2), and URN-equivalence (§3): `comparisonKey`, `equivalent`.
 * RFC 8141 obsoletes RFC 2141 and RFC 3406.
 * https://www.rfc-editor.org/rfc/rfc8141
 *
 * Conformance (grammar/rfc8141.abnf lists the transcription):
 * - The grammar is §2's ABNF, every rule. pchar and fragment are RFC 3986's;
 *   alphanum, which RFC 3986 does not define, is RFC 2396's
 *   (`ALPHA / DIGIT`).
 * - "urn" is case-insensitive (an ABNF string; §3.1 lower-cases it), and so
 *   is the NID (§2.1): `URN:EXAMPLE:a` is a URN.
 * - An NID has 2 to 32 characters, begins and ends with a letter or digit:
 *   `urn:a:b` is a valid RFC 3986 URI but no URN. The registration rules of
 *   §5 (no formal NID begins with "urn-" or "X-") are not syntax: §2's
 *   grammar accepts those NIDs.
 * - A "?" in the assigned-name that does not begin "?+" or "?=" is a syntax
 *   error, as §2 asks of URN-specific parsers.
 * - Where the ABNF is ambiguous (r-components and q-components both allow
 *   "?="), the tree is §2.3.1's: the r-component ends at the first "?=" that
 *   can begin a q-component (`urn:example:foo?+key=value?=fizz=buzz` has
 *   the r-component "key=value" and the q-component "fizz=buzz").
 */
import type { namestring } from './ast.js';
import { componentsOf, type Components } from './components.js';
import { keyOf } from './equivalence.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc8141.api.js';

export type * from './ast.js';
export type { Components };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';

/**
 * The components of a URN (RFC 8141 §2), as written: the NID and NSS, and the
 * r-component (§2.3.1), q-component (§2.3.2) and f-component (§2.3.3), each
 * `null` when absent.
 * @throws {UriSyntaxError} when the input is not a `namestring`.
 * @example components('urn:example:foo?+r?=q#f') // { nid: 'example', nss: 'foo', r: 'r', q: 'q', f: 'f' }
 */
export function components(input: string): Components {
  return componentsOf(parse(input) as namestring);
}

/**
 * The string that two URNs share exactly when they are URN-equivalent (RFC 8141
 * §3.1): the assigned-name with "urn" and the NID in lower case and the hex
 * digits of the NSS's percent-encodings in upper case; the r-, q- and
 * f-components left out; nothing percent-decoded.
 * @throws {UriSyntaxError} when the input is not a `namestring`.
 * @example comparisonKey('URN:EXAMPLE:a123%2cz456?=xyz') // 'urn:example:a123%2Cz456'
 */
export function comparisonKey(input: string): string {
  return keyOf(parse(input) as namestring);
}

/**
 * True when the two URNs are URN-equivalent (RFC 8141 §3.1).
 * @throws {UriSyntaxError} when either input is not a `namestring`.
 * @example equivalent('urn:example:a123,z456', 'URN:example:a123,z456#789') // true
 */
export function equivalent(a: string, b: string): boolean {
  return comparisonKey(a) === comparisonKey(b);
}
