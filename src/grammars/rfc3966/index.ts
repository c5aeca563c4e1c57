/**
 * uri-grammar/rfc3966: The tel URI for Telephone Numbers (RFC 3966, December
 * 2004), §3's grammar as a scheme grammar of the family: `parse` by any rule
 * of §3 to a typed AST named after the RFC's rules (`telephone-uri`,
 * `global-number`, `local-number`, `extension`, ...), `check` for the syntax
 * error (offset, expected rules, found, caret, a hint), `isValid`,
 * `RULE_NAMES`; `components` (§3, §5's parts) and `comparisonKey` and
 * `equivalent` (§4).
 * https://www.rfc-editor.org/rfc/rfc3966#section-3
 *
 * Conformance (grammar/rfc3966.abnf lists the transcription):
 * - The grammar is §3's ABNF, every rule, with verified erratum 203
 *   (`isdn-subaddress = ";isub=" 1*paramchar`). Held erratum 4376 is not
 *   applied: `phonedigit` and `phonedigit-hex` keep their optional visual
 *   separator, so `tel:+1;ext=` (an empty extension) is a tel URI.
 * - RFC 3966's own copies of RFC 2396's and RFC 3986's rules (`unreserved`,
 *   `mark`, `pct-encoded`, `alphanum`, `domainlabel`, `toplabel`, `reserved`,
 *   `uric`) are its own rules, as the RFC writes them; none is imported.
 * - A local number requires its context: `tel:555-1234` is an RFC 3986 URI
 *   and no tel URI; `tel:555-1234;phone-context=+1-212` is one.
 * - Case: "tel:", ";ext=", ";isub=" and ";phone-context=" are ABNF strings,
 *   case-insensitive (`TEL:+1` is a tel URI).
 * - Where the grammar allows several trees, the tree is the RFC's reading:
 *   ";ext=" and phonedigits is an `extension`, ";isub=" an `isdn-subaddress`
 *   (not parameters named "ext" and "isub"); the context of a local number is
 *   its first par that is a whole context.
 * - §3's prose (each parameter at most once; isdn-subaddress or extension
 *   first, then the context, then the others in lexicographical order) and
 *   §5.3 (not both isdn-subaddress and extension) are not syntax and are not
 *   checked by `isValid`.
 */
import type { telephone_uri } from './ast.js';
import { componentsOf, type Components } from './components.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc3966.api.js';

export type * from './ast.js';
export type { Components };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';
export { comparisonKey, equivalent } from './comparison.js';

/**
 * The components of a tel URI (RFC 3966 §3, §5), parsed by `telephone-uri`:
 * the number as written (a global number keeps its "+"), `global`, the
 * extension, the ISDN subaddress, the phone context (a local number's
 * descriptor) and the other parameters as `[name, value]` (`value` `null`
 * without "="); a part that is absent is `null`.
 * @throws {UriSyntaxError} when the input is not a `telephone-uri`.
 * @example components('tel:863-1234;phone-context=+1-914-555') // { number: '863-1234', global: false, extension: null, isdnSubaddress: null, phoneContext: '+1-914-555', params: [] }
 */
export function components(input: string): Components {
  return componentsOf(parse(input) as telephone_uri);
}
