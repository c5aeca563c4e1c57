/**
 * Hosts that name a special-purpose address (RFC 6890, the IANA IPv4 and IPv6
 * Special-Purpose Address Registries): loopback, unspecified, private,
 * link-local (where cloud metadata services listen), shared, and the IPv6
 * forms that carry an IPv4 address (IPv4-mapped, IPv4-compatible, NAT64).
 * A request a server makes to such a host reaches the server itself or its
 * internal network: an SSRF filter has to compare the address every reader
 * parses, not the host text. Informational: such URIs are often legitimate.
 */
import type { Context } from './context.js';
import { quote } from './context.js';
import { formatIPv4 } from './ipv4.js';

/** The special-purpose IPv4 blocks an SSRF filter must know: [first address, prefix length, what]. */
const IPV4_BLOCKS: readonly (readonly [number, number, string])[] = [
  [0x00000000, 32, 'the unspecified address (0.0.0.0, RFC 1122 §3.2.1.3), which most systems connect to on the local host'],
  [0x00000000, 8, 'an address of "this network" (0.0.0.0/8, RFC 791, RFC 6890)'],
  [0x7f000000, 8, 'a loopback address (127.0.0.0/8, RFC 1122 §3.2.1.3)'],
  [0x0a000000, 8, 'a private address (10.0.0.0/8, RFC 1918)'],
  [0xac100000, 12, 'a private address (172.16.0.0/12, RFC 1918)'],
  [0xc0a80000, 16, 'a private address (192.168.0.0/16, RFC 1918)'],
  [0xa9fea9fe, 32, 'the link-local address of cloud metadata services (169.254.169.254, in 169.254.0.0/16, RFC 3927)'],
  [0xa9fe0000, 16, 'a link-local address (169.254.0.0/16, RFC 3927)'],
  [0x64400000, 10, 'a shared address (100.64.0.0/10, RFC 6598, carrier-grade NAT)'],
  [0xffffffff, 32, 'the limited broadcast address (255.255.255.255, RFC 919)'],
];

/** What special-purpose block an IPv4 address is in, or `null`. */
export function ipv4Purpose(address: number): string | null {
  for (const [first, bits, what] of IPV4_BLOCKS) {
    const mask = bits === 0 ? 0 : (0xffffffff << (32 - bits)) >>> 0;
    if (((address & mask) >>> 0) === first) return what;
  }
  return null;
}

/** What special-purpose block an IPv6 address (eight 16-bit pieces) is in, or `null`. */
export function ipv6Purpose(p: readonly number[]): string | null {
  const v4 = (((p[6]! << 16) >>> 0) + p[7]!) >>> 0;
  const zeros = (n: number) => p.slice(0, n).every((x) => x === 0);
  const inner = (kind: string) => {
    const purpose = ipv4Purpose(v4);
    return `${kind} of ${formatIPv4(v4)}${purpose === null ? '' : `, ${purpose}`}`;
  };
  if (zeros(8)) return 'the unspecified address (::, RFC 4291 §2.5.2)';
  if (zeros(7) && p[7] === 1) return 'the loopback address (::1, RFC 4291 §2.5.3)';
  if (zeros(5) && p[5] === 0xffff) return inner('an IPv4-mapped address (::ffff:0:0/96, RFC 4291 §2.5.5.2)');
  if (zeros(6)) return inner('an IPv4-compatible address (::/96, deprecated by RFC 4291 §2.5.5.1)');
  if (p[0] === 0x64 && p[1] === 0xff9b && p.slice(2, 6).every((x) => x === 0)) return inner('a NAT64 address (64:ff9b::/96, RFC 6052)');
  if ((p[0]! & 0xffc0) === 0xfe80) return 'a link-local address (fe80::/10, RFC 4291 §2.5.6)';
  if ((p[0]! & 0xfe00) === 0xfc00) return 'a unique local address (fc00::/7, RFC 4193)';
  return null;
}

/** One reading of the host: who reads it, and the address. */
export interface AddressReading {
  readonly readers: string;
  readonly address: number;
}

/**
 * Reports the special-purpose addresses of the host: each IPv4 address its
 * readers see (RFC 3986 for a dotted-decimal IPv4address, WHATWG URL parsers,
 * inet_aton), an IPv6 literal, or a name of RFC 6761 §6.3 ("localhost").
 */
export function checkSpecialAddress(ctx: Context, readings: readonly AddressReading[], ipv6: readonly number[] | null, name: string | null, mapped = false): void {
  const h = ctx.parts.host!;
  const ssrf = 'a request a server makes to it stays on the server or its network: an SSRF filter must compare the address each reader parses, not the host text (RFC 3986 §7.1; RFC 6890).';
  for (const { readers, address } of readings) {
    const purpose = ipv4Purpose(address);
    if (purpose !== null) ctx.report('host-special-purpose-address', h.start, h.end, `To ${readers}, the host is ${formatIPv4(address)}, ${purpose}: ${ssrf}`);
  }
  if (ipv6 !== null) {
    const purpose = ipv6Purpose(ipv6);
    if (purpose !== null) ctx.report('host-special-purpose-address', h.start, h.end, `The host ${quote(h.text)} is ${purpose}: ${ssrf}`);
  }
  if (name !== null && /^(?:[^.]+\.)*localhost\.?$/.test(name)) {
    const host = mapped ? `To a WHATWG URL parser, which maps it with UTS #46, the host is ${quote(name)},` : `The host ${quote(name)} is`;
    ctx.report('host-special-purpose-address', h.start, h.end, `${host} a name of RFC 6761 §6.3, which resolves to a loopback address: ${ssrf}`);
  }
}
