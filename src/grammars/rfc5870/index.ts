/**
 * uri-grammar/rfc5870: A Uniform Resource Identifier for Geographic Locations
 * ('geo' URI) (RFC 5870, June 2010), §3.3's grammar as a scheme grammar of
 * the family: `parse` by any rule of §3.3 to a typed AST named after the
 * RFC's rules (`geo-URI`, `coordinates`, `crsp`, `uncp`, ...), `check` for the
 * syntax error (offset, expected rules, found, caret, a hint), `isValid`,
 * `RULE_NAMES`; `components` (§3.3's parts), `semanticErrors` (§3.3's prose
 * and §3.4's requirements), and `comparisonKey` and `equivalent` (§3.4.4).
 * https://www.rfc-editor.org/rfc/rfc5870#section-3.3
 *
 * Conformance (grammar/rfc5870.abnf lists the transcription):
 * - The grammar is §3.3's ABNF, every rule. Its WGS-84 block
 *   (`coord-a = latitude`, ...) would define coord-a, coord-b and coord-c a
 *   second time: latitude, longitude and altitude are rules of their own,
 *   checkable by name, and the grammar of geo-URI is the first block. So
 *   `geo:91,0` is a geo-URI (`isValid` is true) that §3.4.2 says MUST be
 *   considered invalid: `semanticErrors` reports it, with the other
 *   requirements that are not syntax.
 * - One coordinate is not enough: `geo:1` is an RFC 3986 URI and no geo URI.
 * - Case: "geo", ";crs=", ";u=" and "wgs84" are ABNF strings,
 *   case-insensitive, as §3.3 makes parameter names and crs values.
 * - Where the grammar allows several trees, the tree is the RFC's reading:
 *   ";crs=" and a crslabel, first, is the `crsp`, ";u=" and a uval, next, the
 *   `uncp`, not parameters named "crs" and "u".
 */
import type { geo_URI } from './ast.js';
import { componentsOf, type Components } from './components.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc5870.api.js';

export type * from './ast.js';
export type { Components };
export type { SemanticCode, SemanticFinding } from './semantics.js';
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';
export { semanticErrors } from './semantics.js';
export { comparisonKey, equivalent } from './comparison.js';

/**
 * The components of a geo URI (RFC 5870 §3.3), parsed by `geo-URI`: the
 * coordinates as written, the 'crs' label and the 'u' value as written
 * (`null` when absent), and the other parameters as `[name, value]` (`value`
 * `null` without "=").
 * @throws {UriSyntaxError} when the input is not a `geo-URI`.
 * @example components('geo:48.198634,16.371648;crs=wgs84;u=40') // { coordinates: ['48.198634', '16.371648'], crs: 'wgs84', uncertainty: '40', params: [] }
 */
export function components(input: string): Components {
  return componentsOf(parse(input) as geo_URI);
}
