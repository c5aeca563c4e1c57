/**
 * RFC 8141 §3.1 URN-equivalence: two URNs are URN-equivalent when their
 * assigned-names are equal octet by octet after case normalization (RFC 3986
 * §6.2.2.1) of
 *   1. the scheme "urn", to lower case,
 *   2. the NID, to lower case,
 *   3. the hex digits of the percent-encodings of the NSS, to upper case;
 * percent-encodings are not decoded, and the r-, q- and f-components are
 * ignored. Namespaces may add rules (§3.1: "such as case insensitivity of
 * the NSS"); these are the rules for every URN.
 */
import type * as a from './ast.js';

/** `%` and two hex digits (RFC 3986 §2.1 pct-encoded), anywhere in a valid NSS. */
const PCT_ENCODED = /%[0-9A-Fa-f]{2}/g;

/** The comparison key of a parsed URN: its assigned-name, normalized as §3.1 says. */
export function keyOf(node: a.namestring): string {
  const { NID, NSS } = node.assignedName;
  // §3.1 1 and 2: "urn" and the NID to lower case (ASCII: alphanum and "-").
  // §3.1 3: the hex digits of each percent-encoding to upper case; nothing decoded.
  return `urn:${NID.text.toLowerCase()}:${NSS.text.replace(PCT_ENCODED, (pct) => pct.toUpperCase())}`;
}
