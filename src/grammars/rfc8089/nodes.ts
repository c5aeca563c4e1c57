/**
 * The typed constructors that grammar/rfc8089.peggy's actions call (one call
 * each): the nodes of RFC 8089 §2 and Appendix F (./ast.ts), and RFC 6874's
 * (../rfc6874/nodes.ts, RFC 3986's and IPv6addrz), which the imported rules
 * (host, path-absolute, userinfo, ...) call. Every node of one kind is
 * created with the same property order.
 */
import type * as a from './ast.js';
import type * as uri from '../rfc6874/ast.js';
import type { Range } from '../rfc3986/nodes.js';

export * from '../rfc6874/nodes.js';

// ----- 2. Syntax -----

export function file_URI(r: Range, fileScheme: a.file_scheme, fileHierPart: a.file_hier_part): a.file_URI {
  return { type: 'file-URI', start: r.start, end: r.end, fileScheme, fileHierPart };
}

export function file_hier_part(r: Range, authPath: a.auth_path | null, localPath: a.local_path | null): a.file_hier_part {
  return { type: 'file-hier-part', start: r.start, end: r.end, authPath, localPath };
}

export function auth_path(r: Range, fileAuth: a.file_auth | null, pathAbsolute: uri.path_absolute): a.auth_path {
  return { type: 'auth-path', start: r.start, end: r.end, fileAuth, pathAbsolute };
}

export function local_path(r: Range, pathAbsolute: uri.path_absolute): a.local_path {
  return { type: 'local-path', start: r.start, end: r.end, pathAbsolute };
}

/** `file-auth`; `host` null for the alternative "localhost". */
export function file_auth(r: Range, text: string, host: uri.host | null): a.file_auth {
  return { type: 'file-auth', start: r.start, end: r.end, text, host };
}

// ----- Appendix F. Collected Nonstandard Rules -----

export function file_URI_F(r: Range, fileScheme: a.file_scheme, fileHierPart: a.file_hier_part_F): a.file_URI_F {
  return { type: 'file-URI-F', start: r.start, end: r.end, fileScheme, fileHierPart };
}

export function file_hier_part_F(r: Range, authPath: a.auth_path_F | null, localPath: a.local_path_F | null): a.file_hier_part_F {
  return { type: 'file-hier-part-F', start: r.start, end: r.end, authPath, localPath };
}

/** `auth-path-F`, from its file-auth-F or unc-authority (or neither) and its path-absolute or file-absolute. */
export function auth_path_F(r: Range, fileAuth: a.file_auth_F | null, uncAuthority: a.unc_authority | null, path: uri.path_absolute | a.file_absolute): a.auth_path_F {
  const file = path.type === 'file-absolute';
  return { type: 'auth-path-F', start: r.start, end: r.end, fileAuth, uncAuthority, pathAbsolute: file ? null : path, fileAbsolute: file ? path : null };
}

/** `local-path-F`, from its drive-letter (or none) and its path-absolute, or its file-absolute. */
export function local_path_F(r: Range, driveLetter: a.drive_letter | null, path: uri.path_absolute | a.file_absolute): a.local_path_F {
  const file = path.type === 'file-absolute';
  return { type: 'local-path-F', start: r.start, end: r.end, driveLetter, pathAbsolute: file ? null : path, fileAbsolute: file ? path : null };
}

/** `file-auth-F`; `userinfo` and `host` null for the alternative "localhost". */
export function file_auth_F(r: Range, text: string, userinfo: uri.userinfo | null, host: uri.host | null): a.file_auth_F {
  return { type: 'file-auth-F', start: r.start, end: r.end, text, userinfo, host };
}

/** `unc-authority`, from its slashes and its file-host. */
export function unc_authority(r: Range, slashes: string, fileHost: a.file_host): a.unc_authority {
  return { type: 'unc-authority', start: r.start, end: r.end, text: slashes + fileHost.text, slashes: slashes as a.unc_authority['slashes'], fileHost };
}

export function inline_IP(r: Range, text: string, address: uri.IPv6address | uri.IPvFuture): a.inline_IP {
  return { type: 'inline-IP', start: r.start, end: r.end, text, address };
}

export function file_absolute(r: Range, driveLetter: a.drive_letter, pathAbsolute: uri.path_absolute): a.file_absolute {
  return { type: 'file-absolute', start: r.start, end: r.end, driveLetter, pathAbsolute };
}

export function drive_letter(start: number, text: string): a.drive_letter {
  return { type: 'drive-letter', start, end: start + text.length, text, letter: text[0], separator: text[1] as a.drive_letter['separator'] };
}
