/**
 * The typed AST of RFC 6874: RFC 3986's (../rfc3986/ast.ts), with an
 * `IP-literal` that may hold an `IPv6addrz`, an IPv6 address with its zone
 * identifier, and every node above it (host, authority, hier-part,
 * relative-part, URI, absolute-URI, relative-ref, URI-reference) holding it.
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

// ----- One level up: the nodes that hold a host hold RFC 6874's -----

/** `host = IP-literal / IPv4address / reg-name`, with RFC 6874's `IP-literal`. */
export type host = IP_literal | uri.IPv4address | uri.reg_name;

/** `authority = [ userinfo "@" ] host [ ":" port ]`, with RFC 6874's `host`. */
export interface authority extends Omit<uri.authority, 'host'> {
  readonly host: host;
}

/** A node of RFC 3986 with RFC 6874's `authority` in place of RFC 3986's (unions taken member by member). */
export type WithAuthority<T> = T extends { readonly authority: uri.authority | null } ? Omit<T, 'authority'> & { readonly authority: authority | null } : T;

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]`, with RFC 6874's `authority`. */
export type URI = WithAuthority<uri.URI>;
/** `hier-part`, with RFC 6874's `authority`. */
export type hier_part = WithAuthority<uri.hier_part>;
/** `absolute-URI = scheme ":" hier-part [ "?" query ]`, with RFC 6874's `authority`. */
export type absolute_URI = WithAuthority<uri.absolute_URI>;
/** `relative-ref = relative-part [ "?" query ] [ "#" fragment ]`, with RFC 6874's `authority`. */
export type relative_ref = WithAuthority<uri.relative_ref>;
/** `relative-part`, with RFC 6874's `authority`. */
export type relative_part = WithAuthority<uri.relative_part>;
/** `URI-reference = URI / relative-ref` */
export type URI_reference = URI | relative_ref;

/** What parsing by each RFC 6874 rule returns: RFC 3986's, with `IP-literal` widened and every node above it holding it. */
export interface RuleNodes extends Omit<uri.RuleNodes, 'IP-literal' | 'host' | 'authority' | 'URI' | 'hier-part' | 'URI-reference' | 'absolute-URI' | 'relative-ref' | 'relative-part'> {
  'URI': URI;
  'hier-part': hier_part;
  'URI-reference': URI_reference;
  'absolute-URI': absolute_URI;
  'relative-ref': relative_ref;
  'relative-part': relative_part;
  'authority': authority;
  'host': host;
  'IP-literal': IP_literal;
  'ZoneID': ZoneID;
  'IPv6addrz': IPv6addrz;
}

export type { RuleName };
