/**
 * uri-grammar/rfc6068: The 'mailto' URI Scheme (RFC 6068, October 2010), as
 * a scheme grammar of the family: `parse` by any rule of §2 (and the RFC 5322
 * rules it names) to a typed AST named after the RFC's rules (`mailtoURI`,
 * `to`, `addr-spec`, `hfield`, ...), `check` for the URI syntax's error,
 * `isValid`; `checkAddresses`, which checks each address once decoded too;
 * `components` (the addresses and header fields, decoded), `comparisonKey`
 * and `equivalent`.
 * https://www.rfc-editor.org/rfc/rfc6068#section-2
 *
 * Conformance (grammar/rfc6068.abnf's header says each decision):
 * - Two layers. The URI layer is `mailtoURI`, §2's ABNF with its local-part
 *   and domain restricted by §2 item 1 (the prose's reading): in an address
 *   "%", "/", "?", "#", "[", "]", "&", ";", "=" and what no URI may hold are
 *   percent-encoded, so a literal "?" ends the addresses and starts the
 *   hfields (`mailto:a@b?subject=x` has the domain "b", not "b?subject=x",
 *   as the published ABNF, read literally, would allow). Every character of
 *   an address but ALPHA DIGIT ! $ ' * + - _ ~ and the dots between them is
 *   percent-encoded. The decoded layer: each address of `to`,
 *   percent-decoded as UTF-8, is checked against §2's local-part and domain
 *   as published (RFC 5322's dot-atom-text, quoted-string, domain literal;
 *   no comments, whitespace or obs- forms; non-ASCII as RFC 6532 §3.2
 *   allows). `check` and `isValid` are the URI layer's; `checkAddresses`
 *   says which layer failed: a `UriSyntaxError`, or an `AddrSpecError`.
 * - hfname and hfvalue are §2's qchar runs, ";" included; "mailto:" is
 *   case-insensitive; there is no fragment.
 */
import type { mailtoURI } from './ast.js';
import { componentsOf, type Components } from './components.js';
import { comparisonKeyOf } from './compare.js';
import { AddrSpecError, decodeAddrSpec } from './address.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc6068.api.js';
import type { UriSyntaxError } from '../../core/errors.js';
import type { RuleName } from './ast.js';

export type * from './ast.js';
export type { Components };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';
export { AddrSpecError, isAddrSpecError, ADDR_SPEC_ERROR, type AddressPart, type AddrSpecErrorKind } from './address.js';
export { PercentDecodeError, PERCENT_DECODE_ERROR } from '../../encoding/percent-encoding.js';

/**
 * The error of a mailto URI at either layer, or `null` when both hold: the
 * URI syntax's (`UriSyntaxError`, code ERR_URI_SYNTAX: the input is no
 * `mailtoURI`), else the first address of `to` that is no addr-spec once
 * percent-decoded (`AddrSpecError`, code ERR_MAILTO_ADDR_SPEC, `layer`
 * `'address'`).
 * @example checkAddresses('mailto:a?b@example.org')?.code // 'ERR_URI_SYNTAX': "?" ends the address (RFC 6068 §2 item 1)
 * @example checkAddresses('mailto:%22a%20b%22@example.org')?.code // 'ERR_MAILTO_ADDR_SPEC': a space in a quoted local part is whitespace (§2 item 3); write "a\ b", %22a%5C%20b%22
 */
export function checkAddresses(input: string): UriSyntaxError<RuleName> | AddrSpecError | null {
  const syntax = check(input);
  if (syntax !== null) return syntax;
  for (const spec of (parse(input) as mailtoURI).to?.addrSpecs ?? []) {
    const address = decodeAddrSpec(input, spec);
    if (address instanceof AddrSpecError) return address;
  }
  return null;
}

/**
 * The components of a mailto URI: the addresses of `to` and the header
 * fields, percent-decoded as UTF-8 (RFC 6068 §2, §5).
 * @throws {UriSyntaxError} when the input is no `mailtoURI`.
 * @throws {AddrSpecError} when an address of `to` is no addr-spec once decoded.
 * @throws {PercentDecodeError} when an hfname or hfvalue is not UTF-8 once decoded.
 * @example components('mailto:a@example.org?subject=caf%C3%A9') // { to: ['a@example.org'], headers: [['subject', 'café']] }
 * @example components('mailto:?to=a@example.org') // { to: [], headers: [['to', 'a@example.org']] }
 */
export function components(input: string): Components {
  return componentsOf(input, parse(input) as mailtoURI);
}

/**
 * The comparison key of a mailto URI: two mailto URIs share it exactly when
 * RFC 6068 §2, RFC 5321 §2.4 and RFC 5322 §3.2 make them the same: the
 * recipients of `to` and of "to" hfields as one list (§2's three equivalent
 * forms); a domain's letters in any case, a local part's case kept, a
 * quoted local part as what it quotes; hfnames in any case, hfields
 * decoded, in their order (./compare.ts).
 * @throws {UriSyntaxError} when the input is no `mailtoURI`.
 * @throws {AddrSpecError} when an address of `to` is no addr-spec once decoded.
 * @throws {PercentDecodeError} when an hfname or hfvalue is not UTF-8 once decoded.
 * @example comparisonKey('MAILTO:Joe@Example.COM?Subject=Hi') // 'mailto:Joe@example.com?subject=Hi'
 */
export function comparisonKey(input: string): string {
  return comparisonKeyOf(input, parse(input) as mailtoURI);
}

/**
 * True when two mailto URIs share their comparison key (`comparisonKey`).
 * @example equivalent('mailto:a@x,b@x', 'mailto:a@x?to=b@x') // true (RFC 6068 §2)
 */
export function equivalent(a: string, b: string): boolean {
  return comparisonKey(a) === comparisonKey(b);
}
