/**
 * RFC 6874's node constructors: RFC 3986's (src/grammars/rfc3986/nodes.ts),
 * which build every node of RFC 6874's grammar but one, and `IPv6addrz`, the
 * IPv6 address with its zone identifier (RFC 6874 §2).
 */
import type * as ast from './ast.js';
import { leaf, type Range } from '../rfc3986/nodes.js';
import { percentDecode } from '../../encoding/percent-encoding.js';

export * from '../rfc3986/nodes.js';

/** RFC 6874 §2 `IPv6addrz = IPv6address "%25" ZoneID`. */
export function IPv6addrz(r: Range, address: ast.IPv6address, zoneID: string): ast.IPv6addrz {
  const text = `${address.text}%25${zoneID}`;
  return { type: 'IPv6addrz', start: r.start, end: r.end, text, address, zoneID: leaf('ZoneID', r.end - zoneID.length, zoneID), zone: zoneOf(zoneID) };
}

/** A ZoneID percent-decoded as UTF-8, or null when its octets are not UTF-8. */
function zoneOf(zoneID: string): string | null {
  try {
    return percentDecode(zoneID);
  } catch {
    return null;
  }
}
