/**
 * The typed AST of RFC 8089 file URIs: §2's rules and Appendix F's (the
 * nonstandard ones, "-F" where F redefines a rule of §2). Every node type is
 * the name of the rule it was parsed by, is discriminated by `type`, and
 * carries the `[start, end)` span of its source text in UTF-16 code units
 * (the grammar is US-ASCII: one unit per character). An optional part that is
 * absent is `null`, which is not the same as empty: `file:///x` has an
 * auth-path whose file-auth is absent, `file:/x` no auth-path at all.
 *
 * The hosts, paths and user information are RFC 3986's nodes as RFC 6874
 * updates them (../rfc6874/ast.ts): a host may be an IP-literal with a zone.
 * Where the ABNF allows several trees, the tree is grammar/rfc8089.peggy's:
 * "localhost" is file-auth's own alternative (`host` null), a drive letter
 * that file-absolute can take is a file-absolute.
 */
import type * as uri from '../rfc6874/ast.js';
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc8089.rules.js';

export type { Leaf, Span, RuleName };

// ----- 2. Syntax -----

/** `file-scheme = "file"` (any case: an ABNF string, RFC 5234 §2.3) */
export type file_scheme = Leaf<'file-scheme'>;

/** `file-URI = file-scheme ":" file-hier-part` */
export interface file_URI extends Span {
  readonly type: 'file-URI';
  readonly fileScheme: file_scheme;
  readonly fileHierPart: file_hier_part;
}

/** `file-hier-part = ( "//" auth-path ) / local-path`: one of the two is `null`. */
export interface file_hier_part extends Span {
  readonly type: 'file-hier-part';
  /** The auth-path after "//" (which is not part of it), or `null`. */
  readonly authPath: auth_path | null;
  readonly localPath: local_path | null;
}

/** `auth-path = [ file-auth ] path-absolute` */
export interface auth_path extends Span {
  readonly type: 'auth-path';
  /** `null` in `file:///x` (no file-auth: a local file, §3). */
  readonly fileAuth: file_auth | null;
  readonly pathAbsolute: uri.path_absolute;
}

/** `local-path = path-absolute` */
export interface local_path extends Span {
  readonly type: 'local-path';
  readonly pathAbsolute: uri.path_absolute;
}

/** `file-auth = "localhost" / host` */
export interface file_auth extends Leaf<'file-auth'> {
  /**
   * The host, or `null` for the alternative "localhost" (any case): "the
   * machine from which the URI is being interpreted", as if no authority
   * were present (§2).
   */
  readonly host: uri.host | null;
}

// ----- Appendix F. Collected Nonstandard Rules -----

/** `file-URI-F = file-scheme ":" file-hier-part-F` (Appendix F's file-URI) */
export interface file_URI_F extends Span {
  readonly type: 'file-URI-F';
  readonly fileScheme: file_scheme;
  readonly fileHierPart: file_hier_part_F;
}

/** `file-hier-part-F = ( "//" auth-path-F ) / local-path-F`: one of the two is `null`. */
export interface file_hier_part_F extends Span {
  readonly type: 'file-hier-part-F';
  readonly authPath: auth_path_F | null;
  readonly localPath: local_path_F | null;
}

/**
 * `auth-path-F = [ file-auth-F ] path-absolute / [ file-auth-F ] file-absolute
 * / unc-authority path-absolute`: exactly one of `pathAbsolute` and
 * `fileAbsolute` is set; `uncAuthority` only with `pathAbsolute`, and then
 * `fileAuth` is `null`.
 */
export interface auth_path_F extends Span {
  readonly type: 'auth-path-F';
  readonly fileAuth: file_auth_F | null;
  /** The slashes and host of a UNC string in the path (Appendix E.3.2), or `null`. */
  readonly uncAuthority: unc_authority | null;
  readonly pathAbsolute: uri.path_absolute | null;
  readonly fileAbsolute: file_absolute | null;
}

/**
 * `local-path-F = [ drive-letter ] path-absolute / file-absolute`: exactly
 * one of `pathAbsolute` and `fileAbsolute` is set; `driveLetter` only with
 * `pathAbsolute` (`file:c:/x`, Appendix E.2).
 */
export interface local_path_F extends Span {
  readonly type: 'local-path-F';
  readonly driveLetter: drive_letter | null;
  readonly pathAbsolute: uri.path_absolute | null;
  readonly fileAbsolute: file_absolute | null;
}

/** `file-auth-F = "localhost" / [ userinfo "@" ] host` (Appendix E.1) */
export interface file_auth_F extends Leaf<'file-auth-F'> {
  /** The userinfo before "@", or `null` (always `null` for "localhost"). */
  readonly userinfo: uri.userinfo | null;
  /** The host, or `null` for the alternative "localhost" (any case). */
  readonly host: uri.host | null;
}

/** `unc-authority = 2*3"/" file-host` (Appendix E.3.2): its text holds the slashes. */
export interface unc_authority extends Leaf<'unc-authority'> {
  /** The two or three slashes before the UNC host. */
  readonly slashes: '//' | '///';
  readonly fileHost: file_host;
}

/** `file-host = inline-IP / IPv4address / reg-name`: "host" with "[" and "]" percent-encoded (Appendix E.3.2). */
export type file_host = inline_IP | uri.IPv4address | uri.reg_name;

/** `inline-IP = "%5B" ( IPv6address / IPvFuture ) "%5D"` */
export interface inline_IP extends Leaf<'inline-IP'> {
  readonly address: uri.IPv6address | uri.IPvFuture;
}

/** `file-absolute = "/" drive-letter path-absolute` (Appendix E.2.2) */
export interface file_absolute extends Span {
  readonly type: 'file-absolute';
  readonly driveLetter: drive_letter;
  readonly pathAbsolute: uri.path_absolute;
}

/** `drive-letter = ALPHA ":" / ALPHA "|"` (Appendix E.2, E.2.2) */
export interface drive_letter extends Leaf<'drive-letter'> {
  /** The letter, as written. */
  readonly letter: string;
  /** ":", or the vertical line "|" of older URIs (E.2.2). */
  readonly separator: ':' | '|';
}

/** What parsing by each rule of RFC 8089 returns. */
export interface RuleNodes {
  'file-URI': file_URI;
  'file-scheme': file_scheme;
  'file-hier-part': file_hier_part;
  'auth-path': auth_path;
  'local-path': local_path;
  'file-auth': file_auth;
  'file-URI-F': file_URI_F;
  'file-hier-part-F': file_hier_part_F;
  'auth-path-F': auth_path_F;
  'local-path-F': local_path_F;
  'file-auth-F': file_auth_F;
  'unc-authority': unc_authority;
  'file-host': file_host;
  'inline-IP': inline_IP;
  'file-absolute': file_absolute;
  'drive-letter': drive_letter;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
