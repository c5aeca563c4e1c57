/**
 * RFC 3986's hints for the common mistakes, which `format()` of its errors
 * adds under the caret: each names the mistake and the section that rules it.
 * RFC 3987 and RFC 6874 start from these (their hints.ts).
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { badPercent, inIPv6, utf8Escapes } from '../../core/hint-text.js';
import { ipv6Zone, type IPv6Zone } from './ipv6-zone.js';

/** How a grammar that takes RFC 3986's IP literals cites them in a zone-identifier hint. */
export interface ZoneCitation {
  /** The syntax that has no zone identifiers: `RFC 3986 syntax (§3.2.2)`. */
  readonly syntax: string;
  /** The section that allows no "%" in an IP literal: `RFC 3986 §3.2.2`. */
  readonly section: string;
}

const RFC3986_ZONES: ZoneCitation = { syntax: 'RFC 3986 syntax (§3.2.2)', section: 'RFC 3986 §3.2.2' };

/** A one-line hint for a common mistake in an RFC 3986 URI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  return hintCiting(e, RFC3986_ZONES);
}

/** RFC 3986's hints, the zone identifiers cited as `zones` says (RFC 3987 cites its §2.2). */
export function hintCiting(e: UriSyntaxError<string>, zones: ZoneCitation): string | null {
  const { input, offset, found } = e;
  if (found === ' ') return 'a space is not allowed in a URI: percent-encode it as %20 (RFC 3986 §2.1)';
  if (found === '%' && inIPv6(e)) return zoneHint(zoneOf(e), zones);
  if (badPercent(e)) return barePercent;
  if (found === '\\')
    return 'a backslash is not allowed in a URI; WHATWG URL parsers read it as "/" in http(s) URLs, RFC 3986 does not: write "/" or %5C';
  if (found !== null && found.codePointAt(0)! > 0x7e) {
    const cp = found.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) return 'a lone surrogate has no UTF-8 form and cannot appear in a URI';
    const bytes = utf8Escapes(found);
    return `a non-ASCII character must be percent-encoded as UTF-8: "${found}" is ${bytes} (RFC 3986 §2.5)`;
  }
  if (found !== null && (found.charCodeAt(0) < 0x20 || found.charCodeAt(0) === 0x7f))
    return `control characters are not allowed in a URI: percent-encode it as ${utf8Escapes(found)}`;
  if (found === ':' && e.component === 'host')
    return 'an IPv6 address in a host is written in brackets, "[2001:db8::1]" (RFC 3986 §3.2.2); a reg-name has no ":"';
  if (found === ':' && (e.component === null || e.component === 'path') && !/[/?#]/.test(input.slice(0, offset)))
    return 'a ":" in the first segment of a relative path would read as a scheme delimiter: write "./" before the path (RFC 3986 §4.2), or, if it is a scheme, start it with a letter and use only letters, digits, "+", "-" and "." (§3.1)';
  if (found === '#') return 'only one "#" is allowed: percent-encode any later one as %23 (RFC 3986 §3.5)';
  // Inside an IP literal, brackets are where they belong: the diagnosis says what is wrong with the literal.
  if ((found === '[' || found === ']') && !inIPv6(e)) return '"[" and "]" are allowed only around an IP literal host (RFC 3986 §3.2.2): percent-encode them elsewhere';
  return null;
}

const barePercent = 'a "%" must begin a percent-encoding of two hex digits (%XX); write a literal "%" as %25 (RFC 3986 §2.1, §2.4)';

/**
 * The zone identifier of the IP literal of an error at a "%": RFC 6874's
 * form, the bare one, or none (./ipv6-zone.ts tells them apart). The literal
 * runs from the last "[" before the "%" to the next "]" (the whole input for
 * the rule IPv6address).
 */
export function zoneOf(e: UriSyntaxError<string>): (IPv6Zone & { readonly literal: string }) | null {
  const { input, offset } = e;
  let literal: string | null = null;
  if (e.rule === 'IPv6address') {
    literal = input;
  } else {
    const open = input.lastIndexOf('[', offset);
    const close = input.indexOf(']', offset);
    if (open >= 0 && close >= 0) literal = input.slice(open + 1, close);
  }
  const zone = literal === null ? null : ipv6Zone(literal);
  return zone === null || literal === null ? null : { ...zone, literal };
}

/** The hint for a "%" inside an IP literal of a grammar without zone identifiers. */
function zoneHint(zone: IPv6Zone | null, zones: ZoneCitation): string {
  if (zone?.form === 'rfc6874')
    return `an IPv6 zone identifier in RFC 6874's form ("%25" and the zone) is not ${zones.syntax}, and RFC 9844 (2025) obsoletes RFC 6874: zone identifiers are no longer part of URIs; pass the zone out of band`;
  if (zone?.form === 'bare')
    return 'an IPv6 zone identifier with a bare "%" ("%eth0") is valid in no URI grammar: RFC 6874 required "%25", and RFC 9844 (2025) removes zone identifiers from URIs; pass the zone out of band';
  return `a "%" is not allowed in an IP literal: ${zones.section} has neither percent-encoding nor zone identifiers there`;
}
