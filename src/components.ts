/**
 * The components of a URI-reference as strings (RFC 3986 §3): `null` where a
 * component is undefined, which is not the same as empty.
 */
import type * as ast from './ast.js';
import type * as iri from './rfc3987/ast.js';
import { UriSyntaxError } from './errors.js';
import { validator } from './rfc3986-validator.js';
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

/**
 * The components of a URI-reference (a string, checked by `URI-reference`, or
 * a parsed node).
 *
 * A string is validated by the rule's DFA and then split where the RFC's
 * delimiters fall, with no parse tree: the same components as those of
 * `parse(input)`, and the same `UriSyntaxError` for an invalid input.
 * @throws {UriSyntaxError} when the string is not a URI-reference.
 * @throws {TypeError} when the input is neither a string nor a node.
 */
export function components(input: string | ast.URI_reference | ast.absolute_URI): Components {
  if (typeof input !== 'string') {
    if (typeof input !== 'object' || input === null) throw new TypeError(`input must be a string or a parsed reference, not ${input === null ? 'null' : typeof input}`);
    return componentsOf(input);
  }
  if (!validator.test(input, 'URI-reference')) {
    const failure = validator.diagnose(input, 'URI-reference')!;
    throw new UriSyntaxError(input, failure.offset, failure.expected, 'URI-reference');
  }
  return split(input);
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

const SLASH = 0x2f; // "/"
const COLON = 0x3a; // ":"
const QUESTION = 0x3f; // "?"
const HASH = 0x23; // "#"
const AT = 0x40; // "@"
const OPEN = 0x5b; // "["
const CLOSE = 0x5d; // "]"

/**
 * The components of a valid URI-reference, read off its delimiters as RFC
 * 3986 Appendix B does, which for a valid reference is exact:
 * - §4.2: a relative-ref has no ":" before its first "/", "?" or "#" (its
 *   path is path-noscheme), so a ":" there ends a scheme (§3.1);
 * - §3.2: "//" begins the authority, which ends at the next "/", "?" or "#";
 *   neither userinfo nor host holds an "@", so an "@" ends the userinfo
 *   (§3.2.1); a reg-name or IPv4address holds no ":" and an IP-literal ends
 *   with "]", so a ":" after both is the port's (§3.2.2, §3.2.3);
 * - §3.3-§3.5: the path runs to the first "?" or "#", the query from that "?"
 *   to the first "#", the fragment from there to the end.
 */
function split(input: string): Components {
  const n = input.length;
  let scheme: string | null = null;
  let i = 0;
  for (let j = 0; j < n; j++) {
    const c = input.charCodeAt(j);
    if (c === COLON) {
      scheme = input.slice(0, j);
      i = j + 1;
      break;
    }
    if (c === SLASH || c === QUESTION || c === HASH) break;
  }
  let authority: string | null = null;
  let userinfo: string | null = null;
  let host: string | null = null;
  let port: string | null = null;
  if (input.charCodeAt(i) === SLASH && input.charCodeAt(i + 1) === SLASH) {
    const start = i + 2;
    let at = -1;
    let colon = -1;
    let close = -1;
    let end = start;
    for (; end < n; end++) {
      const c = input.charCodeAt(end);
      if (c === SLASH || c === QUESTION || c === HASH) break;
      if (c === AT) at = end;
      else if (c === COLON) colon = end;
      else if (c === CLOSE) close = end;
    }
    authority = input.slice(start, end);
    const hostStart = at < 0 ? start : at + 1;
    if (at >= 0) userinfo = input.slice(start, at);
    const hostEnd = colon >= hostStart && colon > close ? colon : end;
    // An IP-literal's ":" are inside its brackets, before `close`.
    const hostTo = input.charCodeAt(hostStart) === OPEN ? close + 1 : hostEnd;
    // Most authorities are a host alone: one string for both.
    host = hostStart === start && hostTo === end ? authority : input.slice(hostStart, hostTo);
    if (hostEnd < end) port = input.slice(hostEnd + 1, end);
    i = end;
  }
  const hash = input.indexOf('#', i);
  const rest = hash < 0 ? n : hash;
  const question = input.indexOf('?', i);
  const pathEnd = question >= 0 && question < rest ? question : rest;
  return {
    scheme,
    authority,
    userinfo,
    host,
    port,
    path: input.slice(i, pathEnd),
    query: pathEnd < rest ? input.slice(pathEnd + 1, rest) : null,
    fragment: hash < 0 ? null : input.slice(hash + 1),
  };
}
