/**
 * uri-grammar/rfc2397: The "data" URL scheme (RFC 2397, August 1998), with
 * the same contract as the family's other grammars: `parse` by any rule of §3
 * to a typed AST named after the RFC's rules (`dataurl`, `mediatype`,
 * `parameter`, `type`, `subtype`, ...), `check` for the syntax error (offset,
 * expected rules, a hint citing the section), `isValid`; `components` (the
 * media type, ";base64" and the data, as written) and `decodeData` (the media
 * type as §2 defaults it, the parameters and the data's octets).
 * https://www.rfc-editor.org/rfc/rfc2397
 *
 * RFC 2397 defines no equivalence of data URLs, and this module invents none
 * (no `comparisonKey`): compare them as URIs (RFC 3986 §6), or compare what
 * `decodeData` gives.
 *
 * Conformance (grammar/rfc2397.abnf lists the transcription of §3's BNF):
 * - `urlchar` is RFC 2396's `uric`; type, subtype, attribute and value are
 *   RFC 2045 tokens in URL escaped encoding: letters, digits, "!" "$" "&" "'"
 *   "*" "+" "-" "." "_" "~" and escapes; a value has no quoted-string form.
 * - "data:" and ";base64" are case-insensitive (ABNF strings). ";base64"
 *   comes last, before the ","; ";base64=x" is a parameter named base64 (§3).
 * - §4's example `data:text/plain;charset=iso-8859-7,%be%fg%be` is not valid
 *   ("%fg" is no escape).
 * - The Fetch Standard's data: URL processor (browsers) accepts much more (spaces,
 *   quoted strings, a missing media type subtype, loose base64): the
 *   differences are listed in docs/grammars.md.
 */
import type { dataurl } from './ast.js';
import { componentsOf, type Components } from './components.js';
import { contentOf, type DataContent } from './decode.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc2397.api.js';

export type * from './ast.js';
export type { Components, DataContent };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';
export { PercentDecodeError } from '../../encoding/percent-encoding.js';
export { Base64DecodeError, BASE64_DECODE_ERROR, type Base64DecodeErrorKind } from './base64.js';

/**
 * The components of a data URL (RFC 2397 §2), as written: the mediatype with
 * its parameters (`null` when there is none), whether ";base64" is there, and
 * the data.
 * @throws {UriSyntaxError} when the input is not a `dataurl`.
 * @example components('data:text/plain;charset=utf-8;base64,SGk=') // { mediaType: 'text/plain;charset=utf-8', base64: true, data: 'SGk=' }
 */
export function components(input: string): Components {
  return componentsOf(input, parse(input) as dataurl);
}

/**
 * What a data URL holds (RFC 2397 §2, §3): its media type ("text/plain" when
 * it has none), its parameters as [attribute, value] pairs, percent-decoded
 * (`[['charset', 'US-ASCII']]` when the URL has neither media type nor
 * parameters), and its data as octets: percent-decoded, or base64-decoded
 * (RFC 4648 §4, strictly) after ";base64".
 * @throws {UriSyntaxError} when the input is not a `dataurl`.
 * @throws {Base64DecodeError} when base64 data is not RFC 4648 base64 (its offset is in the URL).
 * @throws {PercentDecodeError} when a token's escapes are not UTF-8 (its offset is in the URL).
 * @example decodeData('data:,A%20brief%20note') // { mediaType: 'text/plain', parameters: [['charset', 'US-ASCII']], bytes: Uint8Array of "A brief note" }
 */
export function decodeData(input: string): DataContent {
  return contentOf(parse(input) as dataurl);
}
