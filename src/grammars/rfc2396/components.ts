/**
 * The components of an RFC 2396 URI-reference as strings (§3, §4), read
 * from its tree: `null` where a component's separator is absent (§5.2), which
 * is not the same as empty.
 */
import type * as ast from './ast.js';

/** The components of an RFC 2396 URI-reference, as strings; the path is always defined (§5.2). */
export interface Components {
  /** The scheme (§3.1), or `null` for a relative reference. */
  scheme: string | null;
  /** The authority after "//" (§3.2), `""` when empty, `null` without "//". */
  authority: string | null;
  /** A server-based authority's userinfo before "@" (§3.2.2), else `null`. */
  userinfo: string | null;
  /**
   * A server-based authority's host (§3.2.2): a hostname or IPv4address; `""`
   * for the empty server (`file:///etc`, whose authority is empty); `null` for
   * a registry-based authority or none.
   */
  host: string | null;
  /** A server-based authority's port after ":" (§3.2.2), `""` when empty, else `null`. */
  port: string | null;
  /** A registry-based authority (§3.2.1): the authority when it does not parse as a server, else `null`. */
  reg_name: string | null;
  /**
   * The path (§3.3): the abs_path or rel_path, `""` when there is none; for an
   * opaque URI the whole opaque_part, a "?" and what follows it included (the
   * grammar gives an opaque URI no query).
   */
  path: string;
  /** The query after "?" of a hierarchical or relative URI (§3.4), else `null`. */
  query: string | null;
  /** The fragment after "#" (§4.1), else `null`. */
  fragment: string | null;
  /** True for an opaque URI: an absoluteURI whose part after the scheme is an opaque_part (§3). */
  opaque: boolean;
}

/** The components of a parsed URI-reference; `input` is the text it was parsed from. */
export function componentsOf(input: string, node: ast.URI_reference): Components {
  const text = (span: ast.Span | null): string | null => (span === null ? null : input.slice(span.start, span.end));
  const out: Components = { scheme: null, authority: null, userinfo: null, host: null, port: null, reg_name: null, path: '', query: null, fragment: text(node.fragment), opaque: false };
  const uri = node.uri;
  if (uri === null) return out;
  let path: ast.net_path | ast.abs_path | ast.rel_path;
  if (uri.type === 'absoluteURI') {
    out.scheme = uri.scheme.text;
    if (uri.part.type === 'opaque_part') {
      out.path = uri.part.text;
      out.opaque = true;
      return out;
    }
    path = uri.part.path;
    out.query = text(uri.part.query);
  } else {
    path = uri.path;
    out.query = text(uri.query);
  }
  if (path.type === 'net_path') {
    const authority = path.authority;
    out.authority = text(authority);
    if (authority.type === 'reg_name') {
      out.reg_name = authority.text;
    } else {
      out.userinfo = text(authority.userinfo);
      out.host = text(authority.host) ?? '';
      out.port = text(authority.port);
    }
    out.path = text(path.path) ?? '';
  } else {
    out.path = text(path)!;
  }
  return out;
}
