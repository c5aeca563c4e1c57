/**
 * The typed AST of RFC 6874: RFC 3986's (src/ast.ts), with an `IP-literal`
 * that may hold an `IPv6addrz`, an IPv6 address with its zone identifier.
 */
import type * as uri from '../rfc3986/ast.js';
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc6874.rules.js';

export type * from '../rfc3986/ast.js';

/** `ZoneID = 1*( unreserved / pct-encoded )`: the zone as written, percent-encodings and all. */
export type ZoneID = Leaf<'ZoneID'>;

/** `IPv6addrz = IPv6address "%25" ZoneID` (RFC 6874 §2) */
export interface IPv6addrz extends Leaf<'IPv6addrz'> {
  readonly address: uri.IPv6address;
  readonly zoneID: ZoneID;
  /**
   * The zone identifier decoded (RFC 6874 §2: "%25" stands for the "%" that
   * separates it, and the ZoneID is percent-decoded as UTF-8), or `null` when
   * its octets are not UTF-8.
   */
  readonly zone: string | null;
}

/** `IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"` (RFC 6874 §2) */
export interface IP_literal extends Span {
  readonly type: 'IP-literal';
  readonly address: uri.IPv6address | IPv6addrz | uri.IPvFuture;
}

/** What parsing by each RFC 6874 rule returns (RFC 3986's, with `IP-literal` widened). */
export interface RuleNodes extends Omit<uri.RuleNodes, 'IP-literal'> {
  'IP-literal': IP_literal;
  'ZoneID': ZoneID;
  'IPv6addrz': IPv6addrz;
}

export type { RuleName };
