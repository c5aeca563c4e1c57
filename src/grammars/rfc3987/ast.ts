/**
 * The typed AST of RFC 3987 IRIs (§2.2). Every node type is named after the
 * RFC 3987 rule it was parsed by; the rules that RFC 3987 takes unchanged
 * from RFC 3986 (`scheme`, `port`, `IP-literal`, `IPv4address`, ...) keep
 * RFC 3986's node types. The shapes are RFC 3986's (src/ast.ts): spans in
 * UTF-16 code units, `null` for an undefined component, `ihier-part` and
 * `irelative-part` flattened into their parents.
 */
import type * as uri from '../rfc3986/ast.js';
import type { Leaf, PathNode, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc3987.rules.js';

export type { Leaf, PathNode, Span };
export type { scheme, port, IP_literal, IPvFuture, IPv6address, h16, ls32, IPv4address, dec_octet, pct_encoded, unreserved, reserved, gen_delims, sub_delims } from '../rfc3986/ast.js';

// ----- 2.2. The rules that differ from RFC 3986 -----

/** `iauthority = [ iuserinfo "@" ] ihost [ ":" port ]` */
export interface iauthority extends Span {
  readonly type: 'iauthority';
  readonly userinfo: iuserinfo | null;
  readonly host: ihost;
  readonly port: uri.port | null;
}

/** `iuserinfo = *( iunreserved / pct-encoded / sub-delims / ":" )` */
export type iuserinfo = Leaf<'iuserinfo'>;
/** `ihost = IP-literal / IPv4address / ireg-name` */
export type ihost = uri.IP_literal | uri.IPv4address | ireg_name;
/** `ireg-name = *( iunreserved / pct-encoded / sub-delims )` */
export type ireg_name = Leaf<'ireg-name'>;

/** `isegment = *ipchar` */
export type isegment = Leaf<'isegment'>;
/** `isegment-nz = 1*ipchar` */
export type isegment_nz = Leaf<'isegment-nz'>;
/** `isegment-nz-nc = 1*( iunreserved / pct-encoded / sub-delims / "@" )` */
export type isegment_nz_nc = Leaf<'isegment-nz-nc'>;

/** `ipath-abempty = *( "/" isegment )` */
export type ipath_abempty = PathNode<'ipath-abempty', isegment>;
/** `ipath-absolute = "/" [ isegment-nz *( "/" isegment ) ]` */
export type ipath_absolute = PathNode<'ipath-absolute', isegment_nz | isegment>;
/** `ipath-noscheme = isegment-nz-nc *( "/" isegment )` */
export type ipath_noscheme = PathNode<'ipath-noscheme', isegment_nz_nc | isegment>;
/** `ipath-rootless = isegment-nz *( "/" isegment )` */
export type ipath_rootless = PathNode<'ipath-rootless', isegment_nz | isegment>;
/** `ipath-empty = 0<ipchar>` */
export type ipath_empty = PathNode<'ipath-empty', never>;
/** `ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty` */
export type ipath = ipath_abempty | ipath_absolute | ipath_noscheme | ipath_rootless | ipath_empty;

/** `iquery = *( ipchar / iprivate / "/" / "?" )`: the one component where `iprivate` may stand. */
export type iquery = Leaf<'iquery'>;
/** `ifragment = *( ipchar / "/" / "?" )` */
export type ifragment = Leaf<'ifragment'>;

/** The paths `ihier-part` allows after the scheme. */
export type ihier_path = ipath_abempty | ipath_absolute | ipath_rootless | ipath_empty;
/** The paths `irelative-part` allows. */
export type irelative_path = ipath_abempty | ipath_absolute | ipath_noscheme | ipath_empty;

/** `ihier-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-rootless / ipath-empty` */
export interface ihier_part extends Span {
  readonly type: 'ihier-part';
  readonly authority: iauthority | null;
  readonly path: ihier_path;
}

/** `irelative-part = "//" iauthority ipath-abempty / ipath-absolute / ipath-noscheme / ipath-empty` */
export interface irelative_part extends Span {
  readonly type: 'irelative-part';
  readonly authority: iauthority | null;
  readonly path: irelative_path;
}

/** `IRI = scheme ":" ihier-part [ "?" iquery ] [ "#" ifragment ]` */
export interface IRI extends Span {
  readonly type: 'IRI';
  readonly scheme: uri.scheme;
  readonly authority: iauthority | null;
  readonly path: ihier_path;
  readonly query: iquery | null;
  readonly fragment: ifragment | null;
}

/** `absolute-IRI = scheme ":" ihier-part [ "?" iquery ]`: never a fragment. */
export interface absolute_IRI extends Span {
  readonly type: 'absolute-IRI';
  readonly scheme: uri.scheme;
  readonly authority: iauthority | null;
  readonly path: ihier_path;
  readonly query: iquery | null;
}

/** `irelative-ref = irelative-part [ "?" iquery ] [ "#" ifragment ]`: never a scheme. */
export interface irelative_ref extends Span {
  readonly type: 'irelative-ref';
  readonly authority: iauthority | null;
  readonly path: irelative_path;
  readonly query: iquery | null;
  readonly fragment: ifragment | null;
}

/** `IRI-reference = IRI / irelative-ref` */
export type IRI_reference = IRI | irelative_ref;

export type ipchar = Leaf<'ipchar'>;
export type iunreserved = Leaf<'iunreserved'>;
/** `ucschar`: one UCS character (a surrogate pair above U+FFFF). */
export type ucschar = Leaf<'ucschar'>;
/** `iprivate`: one private-use character. */
export type iprivate = Leaf<'iprivate'>;

/** What parsing by each RFC 3987 rule returns. */
export interface RuleNodes {
  'IRI': IRI;
  'ihier-part': ihier_part;
  'IRI-reference': IRI_reference;
  'absolute-IRI': absolute_IRI;
  'irelative-ref': irelative_ref;
  'irelative-part': irelative_part;
  'iauthority': iauthority;
  'iuserinfo': iuserinfo;
  'ihost': ihost;
  'ireg-name': ireg_name;
  'ipath': ipath;
  'ipath-abempty': ipath_abempty;
  'ipath-absolute': ipath_absolute;
  'ipath-noscheme': ipath_noscheme;
  'ipath-rootless': ipath_rootless;
  'ipath-empty': ipath_empty;
  'isegment': isegment;
  'isegment-nz': isegment_nz;
  'isegment-nz-nc': isegment_nz_nc;
  'ipchar': ipchar;
  'iquery': iquery;
  'ifragment': ifragment;
  'iunreserved': iunreserved;
  'ucschar': ucschar;
  'iprivate': iprivate;
  'scheme': uri.scheme;
  'port': uri.port;
  'IP-literal': uri.IP_literal;
  'IPvFuture': uri.IPvFuture;
  'IPv6address': uri.IPv6address;
  'h16': uri.h16;
  'ls32': uri.ls32;
  'IPv4address': uri.IPv4address;
  'dec-octet': uri.dec_octet;
  'pct-encoded': uri.pct_encoded;
  'unreserved': uri.unreserved;
  'reserved': uri.reserved;
  'gen-delims': uri.gen_delims;
  'sub-delims': uri.sub_delims;
}

export type { RuleName };

/** Any node of the AST. */
export type Node = RuleNodes[RuleName] | isegment | isegment_nz | isegment_nz_nc;
