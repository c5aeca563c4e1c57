/**
 * The components of a URI-reference as strings (RFC 3986 §3): `null` where a
 * component is undefined, which is not the same as empty.
 */
import type * as ast from '../grammars/rfc3986/ast.js';
import type * as iri from '../grammars/rfc3987/ast.js';
import { UriSyntaxError } from '../core/errors.js';
import { validator } from '../grammars/rfc3986/validator.js';
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
 * A string is validated by one walk of the rule's DFA that notes where the
 * RFC's delimiters fall, with no parse tree: the same components as those of
 * `parse(input)`, and the same `UriSyntaxError` for an invalid input.
 * @throws {UriSyntaxError} when the string is not a URI-reference.
 * @throws {TypeError} when the input is neither a string nor a node.
 */
export function components(input: string | ast.URI_reference | ast.absolute_URI): Components {
  if (typeof input !== 'string') {
    if (typeof input !== 'object' || input === null) throw new TypeError(`input must be a string or a parsed reference, not ${input === null ? 'null' : typeof input}`);
    return componentsOf(input);
  }
  const parts = split(input);
  if (parts === null) {
    const failure = validator.diagnose(input, 'URI-reference')!;
    throw new UriSyntaxError(input, failure.offset, failure.expected, 'URI-reference');
  }
  return parts;
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

/** `URI-reference`'s DFA, one code unit a step (`Validator.stepTable`), loaded on the first call. */
let dfa: { readonly table: Uint16Array; readonly accepting: Uint8Array } | undefined;

/**
 * The components of a URI-reference, or `null` when it is not one: one walk
 * of `URI-reference`'s DFA that decides, and notes on the way where the RFC's
 * delimiters fall, as RFC 3986 Appendix B reads them, which for a valid
 * reference is exact:
 * - §4.2: a relative-ref has no ":" before its first "/", "?" or "#" (its
 *   path is path-noscheme), so a ":" there ends a scheme (§3.1);
 * - §3.2: "//" begins the authority, which ends at the next "/", "?" or "#";
 *   neither userinfo nor host holds an "@", so an "@" ends the userinfo
 *   (§3.2.1); a reg-name or IPv4address holds no ":" and an IP-literal ends
 *   with "]", so a ":" after both is the port's (§3.2.2, §3.2.3);
 * - §3.3-§3.5: the path runs to the first "?" or "#", the query from that "?"
 *   to the first "#", the fragment from there to the end.
 */
function split(input: string): Components | null {
  const { table, accepting } = (dfa ??= validator.stepTable('URI-reference'));
  const n = input.length;
  let s = 128;
  let i = 0;
  // The scheme, or the first segment of a relative path: up to a ":", or before a "/", "?" or "#".
  let colon = -1;
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c === SLASH || c === QUESTION || c === HASH) break;
    const t = c > 127 ? 0 : table[s + c]!;
    if (t === 0) return null;
    s = t;
    if (c === COLON) {
      colon = i++;
      break;
    }
  }
  let authority: string | null = null;
  let userinfo: string | null = null;
  let host: string | null = null;
  let port: string | null = null;
  if (i === colon + 1 && input.charCodeAt(i) === SLASH && input.charCodeAt(i + 1) === SLASH) {
    s = table[table[s + SLASH]! + SLASH]!;
    if (s === 0) return null;
    const start = (i += 2);
    let at = -1;
    let portColon = -1;
    let close = -1;
    for (; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c === SLASH || c === QUESTION || c === HASH) break;
      const t = c > 127 ? 0 : table[s + c]!;
      if (t === 0) return null;
      s = t;
      if (c === AT) at = i;
      else if (c === COLON) portColon = i;
      else if (c === CLOSE) close = i;
    }
    authority = input.slice(start, i);
    const hostStart = at < 0 ? start : at + 1;
    if (at >= 0) userinfo = input.slice(start, at);
    const hostEnd = portColon >= hostStart && portColon > close ? portColon : i;
    // An IP-literal's ":" are inside its brackets, before `close`.
    const hostTo = input.charCodeAt(hostStart) === OPEN ? close + 1 : hostEnd;
    // Most authorities are a host alone: one string for both.
    host = hostStart === start && hostTo === i ? authority : input.slice(hostStart, hostTo);
    if (hostEnd < i) port = input.slice(hostEnd + 1, i);
  }
  // The path (from the authority's end, or after the scheme, or from the start), the query and the fragment.
  const pathStart = authority !== null ? i : colon + 1;
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    const t = c > 127 ? 0 : table[s + c]!;
    if (t === 0) return null;
    s = t;
  }
  if (accepting[s >> 7] !== 1) return null;
  // Valid: the first "#" ends the query, and a "?" before it begins it (the engine's search is faster than a test per unit above).
  const hash = input.indexOf('#', pathStart);
  const rest = hash < 0 ? n : hash;
  const first = input.indexOf('?', pathStart);
  const question = first < rest ? first : -1;
  const pathEnd = question < 0 ? rest : question;
  return {
    scheme: colon < 0 ? null : input.slice(0, colon),
    authority,
    userinfo,
    host,
    port,
    path: input.slice(pathStart, pathEnd),
    query: question < 0 ? null : input.slice(question + 1, rest),
    fragment: hash < 0 ? null : input.slice(hash + 1),
  };
}
