/**
 * The typed AST. Every node type is named after the RFC 3986 Appendix A rule
 * it was parsed by, is discriminated by `type`, and carries the `[start, end)`
 * span of its source text in UTF-16 code units. Undefined components are
 * `null`, which is not the same as empty (RFC 3986 §5.3: `http://h?` has an
 * empty query, `http://h` none).
 *
 * Two ABNF rules are flattened into their parents: `hier-part` into `URI` and
 * `absolute-URI`, `relative-part` into `relative-ref` (both are still nodes of
 * their own when they are the rule being parsed). `host`, `path` and
 * `URI-reference` are pure choices, so they yield the node of the alternative
 * that matched.
 */

import type { Leaf, Span } from '../../model/shapes.js';

// A node's span and a leaf are the component model's (src/model/shapes.ts), whose shapes this AST has.
export type { Leaf, Span };

// ----- 3.1. Scheme -----

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` */
export type scheme = Leaf<'scheme'>;

// ----- 3.2. Authority -----

/** `authority = [ userinfo "@" ] host [ ":" port ]` */
export interface authority extends Span {
  readonly type: 'authority';
  readonly userinfo: userinfo | null;
  readonly host: host;
  readonly port: port | null;
}

/** `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` */
export type userinfo = Leaf<'userinfo'>;

/** `host = IP-literal / IPv4address / reg-name` */
export type host = IP_literal | IPv4address | reg_name;

/** `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` */
export interface IP_literal extends Span {
  readonly type: 'IP-literal';
  readonly address: IPv6address | IPvFuture;
}

/** `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )` */
export interface IPvFuture extends Leaf<'IPvFuture'> {
  /** The hexadecimal version, as written (`"1"` in `v1.x`). */
  readonly version: string;
  /** The address text after the version's dot (`"x"` in `v1.x`). */
  readonly data: string;
}

/** `IPv6address`, one of the nine forms of RFC 3986 §3.2.2. */
export interface IPv6address extends Leaf<'IPv6address'> {
  /** The eight 16-bit pieces, with `::` expanded and a trailing IPv4address as the last two. */
  readonly pieces: readonly number[];
}

/** `IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet` */
export interface IPv4address extends Leaf<'IPv4address'> {
  readonly octets: readonly [number, number, number, number];
}

/** `reg-name = *( unreserved / pct-encoded / sub-delims )` */
export type reg_name = Leaf<'reg-name'>;

/** `port = *DIGIT` */
export interface port extends Leaf<'port'> {
  /**
   * The port number, or `null` for an empty port (`http://h:/`). It may exceed
   * 65535: the grammar does not bound it. Exact up to Number.MAX_SAFE_INTEGER;
   * a larger port is `Infinity` rather than a rounded number it does not spell
   * (compare `text`, without leading zeros, to tell such ports apart).
   */
  readonly value: number | null;
}

// ----- 3.3. Path -----

/** `segment = *pchar` */
export type segment = Leaf<'segment'>;
/** `segment-nz = 1*pchar` */
export type segment_nz = Leaf<'segment-nz'>;
/** `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )` */
export type segment_nz_nc = Leaf<'segment-nz-nc'>;

/** A path rule's node: its segments, as the rule matches them. */
export interface PathNode<T extends string, S> extends Span {
  readonly type: T;
  /** The segments exactly as the ABNF rule matches them (so `/` as a path-absolute has none, as a path-abempty one empty segment). */
  readonly segments: readonly S[];
}

/** `path-abempty = *( "/" segment )` */
export type path_abempty = PathNode<'path-abempty', segment>;
/** `path-absolute = "/" [ segment-nz *( "/" segment ) ]` */
export type path_absolute = PathNode<'path-absolute', segment_nz | segment>;
/** `path-noscheme = segment-nz-nc *( "/" segment )` */
export type path_noscheme = PathNode<'path-noscheme', segment_nz_nc | segment>;
/** `path-rootless = segment-nz *( "/" segment )` */
export type path_rootless = PathNode<'path-rootless', segment_nz | segment>;
/** `path-empty = 0<pchar>` */
export type path_empty = PathNode<'path-empty', never>;

/** `path = path-abempty / path-absolute / path-noscheme / path-rootless / path-empty` */
export type path = path_abempty | path_absolute | path_noscheme | path_rootless | path_empty;

// ----- 3.4. Query, 3.5. Fragment -----

/** `query = *( pchar / "/" / "?" )` */
export type query = Leaf<'query'>;
/** `fragment = *( pchar / "/" / "?" )` */
export type fragment = Leaf<'fragment'>;

// ----- 3. Syntax Components, 4. Usage -----

/** The paths `hier-part` allows after the scheme. */
export type hier_path = path_abempty | path_absolute | path_rootless | path_empty;
/** The paths `relative-part` allows. */
export type relative_path = path_abempty | path_absolute | path_noscheme | path_empty;

/** `hier-part = "//" authority path-abempty / path-absolute / path-rootless / path-empty` */
export interface hier_part extends Span {
  readonly type: 'hier-part';
  readonly authority: authority | null;
  readonly path: hier_path;
}

/** `relative-part = "//" authority path-abempty / path-absolute / path-noscheme / path-empty` */
export interface relative_part extends Span {
  readonly type: 'relative-part';
  readonly authority: authority | null;
  readonly path: relative_path;
}

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (RFC 3986 §3) */
export interface URI extends Span {
  readonly type: 'URI';
  readonly scheme: scheme;
  readonly authority: authority | null;
  readonly path: hier_path;
  readonly query: query | null;
  readonly fragment: fragment | null;
}

/** `absolute-URI = scheme ":" hier-part [ "?" query ]` (RFC 3986 §4.3): never a fragment. */
export interface absolute_URI extends Span {
  readonly type: 'absolute-URI';
  readonly scheme: scheme;
  readonly authority: authority | null;
  readonly path: hier_path;
  readonly query: query | null;
}

/** `relative-ref = relative-part [ "?" query ] [ "#" fragment ]` (RFC 3986 §4.2): never a scheme. */
export interface relative_ref extends Span {
  readonly type: 'relative-ref';
  readonly authority: authority | null;
  readonly path: relative_path;
  readonly query: query | null;
  readonly fragment: fragment | null;
}

/** `URI-reference = URI / relative-ref` (RFC 3986 §4.1) */
export type URI_reference = URI | relative_ref;

// ----- The rules below the components: leaves with a value where one is defined -----

/** `h16 = 1*4HEXDIG` */
export interface h16 extends Leaf<'h16'> {
  readonly value: number;
}
/** `ls32 = ( h16 ":" h16 ) / IPv4address` */
export interface ls32 extends Leaf<'ls32'> {
  /** The two 16-bit pieces. */
  readonly pieces: readonly [number, number];
}
/** `dec-octet`: a decimal number 0-255 without leading zeros. */
export interface dec_octet extends Leaf<'dec-octet'> {
  readonly value: number;
}
/** `pct-encoded = "%" HEXDIG HEXDIG` */
export interface pct_encoded extends Leaf<'pct-encoded'> {
  /** The octet it encodes. */
  readonly value: number;
}
export type pchar = Leaf<'pchar'>;
export type unreserved = Leaf<'unreserved'>;
export type reserved = Leaf<'reserved'>;
export type gen_delims = Leaf<'gen-delims'>;
export type sub_delims = Leaf<'sub-delims'>;

/** What parsing by each Appendix A rule returns. */
export interface RuleNodes {
  'URI': URI;
  'hier-part': hier_part;
  'URI-reference': URI_reference;
  'absolute-URI': absolute_URI;
  'relative-ref': relative_ref;
  'relative-part': relative_part;
  'scheme': scheme;
  'authority': authority;
  'userinfo': userinfo;
  'host': host;
  'port': port;
  'IP-literal': IP_literal;
  'IPvFuture': IPvFuture;
  'IPv6address': IPv6address;
  'h16': h16;
  'ls32': ls32;
  'IPv4address': IPv4address;
  'dec-octet': dec_octet;
  'reg-name': reg_name;
  'path': path;
  'path-abempty': path_abempty;
  'path-absolute': path_absolute;
  'path-noscheme': path_noscheme;
  'path-rootless': path_rootless;
  'path-empty': path_empty;
  'segment': segment;
  'segment-nz': segment_nz;
  'segment-nz-nc': segment_nz_nc;
  'pchar': pchar;
  'query': query;
  'fragment': fragment;
  'pct-encoded': pct_encoded;
  'unreserved': unreserved;
  'reserved': reserved;
  'gen-delims': gen_delims;
  'sub-delims': sub_delims;
}

/** The name of an RFC 3986 Appendix A rule, spelled as in the ABNF. */
export type RuleName = keyof RuleNodes;

/** Any node of the AST. */
export type Node = RuleNodes[RuleName] | segment | segment_nz | segment_nz_nc;
