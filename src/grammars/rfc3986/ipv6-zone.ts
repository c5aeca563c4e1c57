/**
 * IPv6 zone identifiers in an IP literal, which RFC 3986 does not allow
 * (§3.2.2: `IP-literal = "[" ( IPv6address / IPvFuture ) "]"`, no "%" in
 * either). Two forms are common in the wild:
 *
 * - RFC 6874's (February 2013), `[fe80::1%25eth0]`, from its grammar (§2):
 *
 *       IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture  ) "]"
 *       ZoneID = 1*( unreserved / pct-encoded )
 *       IPv6addrz = IPv6address "%25" ZoneID
 *
 *   RFC 9844 (August 2025) obsoletes RFC 6874: zone identifiers are for user
 *   interfaces only, no longer part of URI syntax.
 * - the bare form an operating system prints, `[fe80::1%eth0]`, which RFC
 *   6874 already ruled out ("%" must be encoded as "%25"): valid in no URI
 *   grammar.
 *
 * `lint` reports both (`ipv6-zone-id`) and the syntax error's hint names them.
 */
import { validator } from './validator.js';
import { VALID } from '../../core/dfa.js';
import { has, HEXDIG, unreserved } from '../../core/charsets.js';

/** `rfc6874`: `IPv6address "%25" ZoneID`; `bare`: `IPv6address "%" ZoneID` in any other way. */
export type ZoneForm = 'rfc6874' | 'bare';

/** A zone identifier in the text of an IP literal: its form and the offset of its "%" (the zone runs to the end of the text). */
export interface IPv6Zone {
  readonly form: ZoneForm;
  readonly start: number;
}

/** Whether `text[from, to)` matches `ZoneID = 1*( unreserved / pct-encoded )` (RFC 6874 §2). */
function isZoneID(text: string, from: number, to: number): boolean {
  if (from >= to) return false;
  for (let i = from; i < to; ) {
    const c = text.charCodeAt(i);
    if (has(unreserved, c)) {
      i++;
    } else if (c === 0x25 && i + 3 <= to && has(HEXDIG, text.charCodeAt(i + 1)) && has(HEXDIG, text.charCodeAt(i + 2))) {
      i += 3;
    } else {
      return false;
    }
  }
  return true;
}

/**
 * The zone identifier of `literal`, the text between an IP literal's "[" and
 * "]": an `IPv6address` followed by "%" and a non-empty zone, either
 * `"25" ZoneID` (RFC 6874's form) or else a `ZoneID` with its "%" unencoded
 * (the bare form: `%eth0`, `%1`, `%25` alone, `%en0`). Anything else (an
 * IPvFuture, an empty zone, a zone with a stray "%" or a delimiter) is `null`.
 * Linear in the length of `literal`.
 */
export function ipv6Zone(literal: string): IPv6Zone | null {
  const pct = literal.indexOf('%');
  if (pct < 0 || pct === literal.length - 1) return null;
  if (validator.validate(literal.slice(0, pct), 'IPv6address') !== VALID) return null;
  if (literal.startsWith('25', pct + 1) && isZoneID(literal, pct + 3, literal.length)) return { form: 'rfc6874', start: pct };
  if (isZoneID(literal, pct + 1, literal.length)) return { form: 'bare', start: pct };
  return null;
}
