/**
 * RFC 6874's hints: RFC 3986's, and for a zone identifier written with a bare
 * "%", the "%25" that RFC 6874 §2 requires.
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { inIPv6 } from '../../core/hint-text.js';
import { hint as rfc3986Hint, zoneOf } from '../rfc3986/hints.js';

/** A one-line hint for a common mistake in an RFC 6874 URI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  if (e.found === '%' && inIPv6(e) && zoneOf(e)?.form === 'bare')
    return 'an IPv6 zone identifier needs "%25" before the zone, not a bare "%" (RFC 6874 §2); RFC 9844 (2025) obsoletes RFC 6874 and removes zone identifiers from URIs';
  return rfc3986Hint(e);
}
