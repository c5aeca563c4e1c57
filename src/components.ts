/**
 * The components of a URI-reference as strings (RFC 3986 §3): `null` where a
 * component is undefined, which is not the same as empty.
 */
import type * as ast from './ast.js';
import type * as iri from './rfc3987/ast.js';
import { parse } from './parse.js';
import { serialize } from './serialize.js';

/** The components of a URI-reference, as strings; the path is always defined. */
export interface Components {
  scheme: string | null;
  authority: string | null;
  userinfo: string | null;
  /** The host as written; an IP-literal keeps its brackets. */
  host: string | null;
  port: string | null;
  path: string;
  query: string | null;
  fragment: string | null;
}

/** The components of a URI-reference (a string, parsed by `URI-reference`, or a parsed node). */
export function components(input: string | ast.URI_reference | ast.absolute_URI): Components {
  return componentsOf(typeof input === 'string' ? parse(input) : input);
}

/** The components of a parsed reference of any grammar of the family (RFC 3987's nodes have RFC 3986's shapes). */
export function componentsOf(node: ast.URI_reference | ast.absolute_URI | iri.IRI_reference | iri.absolute_IRI): Components {
  const auth = node.authority;
  return {
    scheme: node.type === 'relative-ref' || node.type === 'irelative-ref' ? null : node.scheme.text,
    authority: auth === null ? null : serialize(auth),
    userinfo: auth?.userinfo?.text ?? null,
    host: auth === null ? null : auth.host.type === 'IP-literal' ? serialize(auth.host) : auth.host.text,
    port: auth?.port?.text ?? null,
    path: serialize(node.path),
    query: node.query?.text ?? null,
    fragment: node.type === 'absolute-URI' || node.type === 'absolute-IRI' ? null : (node.fragment?.text ?? null),
  };
}
