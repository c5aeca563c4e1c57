/**
 * RFC 6874's hints: RFC 3986's, and for a "%" in an IP literal, what RFC 6874
 * §2 allows there: `IPv6addrz = IPv6address "%25" ZoneID`.
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { inIPv6 } from '../../core/hint-text.js';
import { hint as rfc3986Hint, zoneOf } from '../rfc3986/hints.js';

/** A one-line hint for a common mistake in an RFC 6874 URI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  if (e.found !== ' ' && (e.found === '%' || afterPercent(e)) && inIPv6(e)) return zoneHint(e);
  return rfc3986Hint(e);
}

/** The hint for a "%" inside an IP literal (RFC 6874 §2). */
function zoneHint(e: UriSyntaxError<string>): string {
  const zone = zoneOf(e);
  if (zone?.form === 'bare' && !zone.literal.startsWith('25', zone.start + 1))
    return 'an IPv6 zone identifier needs "%25" before the zone, not a bare "%" (RFC 6874 §2); RFC 9844 (2025) obsoletes RFC 6874 and removes zone identifiers from URIs';
  if (zone?.form === 'rfc6874' && e.rule === 'IPv6address')
    return 'a zone identifier is no part of an IPv6address: the rule IPv6addrz is IPv6address "%25" ZoneID (RFC 6874 §2)';
  return 'a "%" in an IP literal may only begin a zone identifier after an IPv6 address: "%25" and one or more unreserved or pct-encoded characters (RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID)';
}

/**
 * True when a "%" stands between the IP literal's "[" (or the start) and the
 * error: RFC 6874's parser stops after the "%" (at "eth0" of `%eth0`, which
 * is not "25"), not at it.
 */
function afterPercent(e: UriSyntaxError<string>): boolean {
  const before = e.input.slice(0, e.offset);
  return before.lastIndexOf('%') > before.lastIndexOf('[');
}
