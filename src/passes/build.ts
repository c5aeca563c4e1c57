/**
 * Building a URI-reference from its components without writing an invalid
 * one, in the spirit of Python rfc3986's `URIBuilder` and Boost.URL's mutable
 * URL: `build(parts)` and `withComponents(uri, changes)`.
 *
 * Each component is checked against its ABNF rule (RFC 3986 Appendix A:
 * `scheme`, `userinfo`, `host`, `port`, `segment`, `query`, `fragment`), or
 * percent-encoded on request (§2.1, §2.5), and the combination is checked
 * (§3.3, §4.2): with an authority the path is empty or begins with "/";
 * without one it does not begin with "//"; the first segment of a relative
 * reference has no ":". A failure is a UriSyntaxError whose `component` names
 * the part at fault and whose `input` and `offset` are that part's text and
 * the offending character in it. The text is then recomposed as §5.3 says
 * (src/model/components.ts, as `serialize` does), and so always parses back
 * to the same components.
 *
 * The rules are a grammar's (`ComponentSyntax`), named as RFC 3986 names
 * them: `build` and `withComponents` are RFC 3986's
 * (src/grammars/rfc3986/build.ts).
 */
import { authorityText, recompose, type Components } from '../model/components.js';
import type { UriComponent } from '../core/errors.js';
import { percentEncode, type EncodeSet } from '../encoding/percent-encoding.js';
import type { ComponentSyntax } from '../model/reference-syntax.js';
import { checkComponent, pathRuleIn } from '../model/serialize.js';

/**
 * The components of a URI-reference to build, as strings in their encoded
 * form (as `components()` returns them); `null` (or leaving one out) for a
 * component that is not there, which is not the same as an empty one.
 */
export interface UriParts {
  /** `scheme` (§3.1); without one the result is a relative reference (§4.2). */
  readonly scheme?: string | null;
  /** `userinfo` (§3.2.1); needs a host. */
  readonly userinfo?: string | null;
  /**
   * `host` (§3.2.2): a reg-name, an IPv4address, or an IP literal in its
   * brackets (`[2001:db8::1]`); the empty string is an empty host
   * (`file:///x`). A host, even empty, makes an authority; `null` none.
   */
  readonly host?: string | null;
  /** `port` (§3.2.3): digits, or a non-negative integer; `''` is an empty port. Needs a host. */
  readonly port?: string | number | null;
  /** The path (§3.3), in its encoded form. Give `path` or `segments`, not both; neither is the empty path. */
  readonly path?: string;
  /**
   * The path as its segments, the strings between its "/" (so `['', 'a', 'b']`
   * is `/a/b` and `['a', 'b']` is `a/b`): each a `segment`, so a "/" inside one
   * is an error, or is encoded as %2F when the path is encoded.
   */
  readonly segments?: readonly string[];
  /** `query` (§3.4), without its "?". */
  readonly query?: string | null;
  /** `fragment` (§3.5), without its "#". */
  readonly fragment?: string | null;
}

/** The components that can be given as plain text, to be percent-encoded. */
export type EncodableComponent = 'userinfo' | 'host' | 'path' | 'query' | 'fragment';

/** Options of `build` and `withComponents`. */
export interface BuildOptions {
  /**
   * The components given as plain text rather than encoded, to percent-encode
   * (UTF-8, §2.5; every octet outside the component's rule as `%XX`, §2.1,
   * "%" included), or `true` for all of them. A host in brackets (an IP
   * literal) is never encoded. The path's "/" stay delimiters (give
   * `segments` to encode a "/" inside a segment), and in a relative reference
   * without authority a ":" in the first segment is encoded too (§4.2).
   */
  readonly encode?: boolean | readonly EncodableComponent[];
}

const PART_NAMES: ReadonlySet<string> = new Set(['scheme', 'userinfo', 'host', 'port', 'path', 'segments', 'query', 'fragment']);
const ENCODABLE: ReadonlySet<string> = new Set(['userinfo', 'host', 'path', 'query', 'fragment']);

/**
 * The URI-reference of `parts` (RFC 3986 §5.3), each component checked
 * against its rule of `syntax` (or encoded, per `options.encode`) and the
 * combination against §3.3 and §4.2.
 *
 * @throws {UriSyntaxError} when a component, or the path where it stands, does not match its rule: `component` names it.
 * @throws {TypeError} on a component that is not a string (or a non-negative integer port), an unknown component, `path` with `segments`, a userinfo or port without a host.
 */
export function buildIn(syntax: ComponentSyntax, parts: UriParts, options: BuildOptions = {}): string {
  if (parts === null || typeof parts !== 'object') throw new TypeError('build needs an object of components');
  for (const key of Object.keys(parts)) {
    if (!PART_NAMES.has(key)) throw new TypeError(`unknown component ${JSON.stringify(key)}: expected scheme, userinfo, host, port, path or segments, query, fragment`);
  }
  const encode = encodeSet(options);
  const scheme = optionalText(parts, 'scheme');
  const host = optionalText(parts, 'host');
  let userinfo = optionalText(parts, 'userinfo');
  let port = portText(parts.port);
  if (host === null && (userinfo !== null || port !== null)) {
    throw new TypeError(`a ${userinfo !== null ? 'userinfo' : 'port'} needs a host (RFC 3986 §3.2): give host '' for an empty one`);
  }
  let query = optionalText(parts, 'query');
  let fragment = optionalText(parts, 'fragment');

  // RFC 3986 §3.1, §3.2: scheme and authority.
  if (scheme !== null) checkComponent(syntax, 'scheme', scheme, 'scheme');
  let authority: string | null = null;
  if (host !== null) {
    if (userinfo !== null) userinfo = encoded(syntax, encode, 'userinfo', userinfo, 'userinfo');
    const h = encode.has('host') && !host.startsWith('[') ? percentEncode(host, 'reg-name') : host;
    checkComponent(syntax, 'host', h, 'host');
    if (port !== null) checkComponent(syntax, 'port', port, 'port');
    authority = authorityText(userinfo, h, port);
  }

  // §3.3 Path, where it stands (§3.3, §4.2).
  const path = pathText(syntax, parts, encode, scheme === null ? 'relative' : 'uri', authority !== null);

  // §3.4 Query, §3.5 Fragment.
  if (query !== null) query = encoded(syntax, encode, 'query', query, 'query');
  if (fragment !== null) fragment = encoded(syntax, encode, 'fragment', fragment, 'fragment');
  return recompose({ scheme, authority, path, query, fragment });
}

/**
 * The reference whose components are `now` with some of them changed (`null`
 * removes one, a component left out or `undefined` stays as it is), checked
 * as `buildIn` checks them; only the changed components are encoded.
 * Removing the host (`host: null`) removes the authority, its userinfo and
 * port with it. `now` is read when `changes` is an object.
 *
 * @throws {UriSyntaxError} when `now` throws it, or a changed component does not match its rule.
 * @throws {TypeError} as `buildIn` does.
 */
export function withComponentsIn(syntax: ComponentSyntax, now: () => Components, changes: UriParts, options: BuildOptions = {}): string {
  if (changes === null || typeof changes !== 'object') throw new TypeError('withComponents needs an object of changes');
  const { scheme, host, userinfo, port, path, query, fragment } = now();
  const given = (key: keyof UriParts) => Object.prototype.hasOwnProperty.call(changes, key) && changes[key] !== undefined;
  const asIs = new Set<EncodableComponent>();
  const parts: { -readonly [K in keyof UriParts]: UriParts[K] } = {};
  const keep = (key: 'scheme' | 'userinfo' | 'host' | 'port' | 'query' | 'fragment', value: string | null) => {
    if (given(key)) parts[key] = changes[key] as never;
    else {
      parts[key] = value;
      if (ENCODABLE.has(key)) asIs.add(key as EncodableComponent);
    }
  };
  keep('scheme', scheme);
  keep('host', host);
  const dropsAuthority = given('host') && changes.host === null;
  keep('userinfo', dropsAuthority ? null : userinfo);
  keep('port', dropsAuthority ? null : port);
  keep('query', query);
  keep('fragment', fragment);
  if (given('path') || given('segments')) {
    if (given('path')) parts.path = changes.path;
    if (given('segments')) parts.segments = changes.segments;
  } else {
    parts.path = path;
    asIs.add('path');
  }
  for (const key of Object.keys(changes)) {
    if (!PART_NAMES.has(key)) throw new TypeError(`unknown component ${JSON.stringify(key)}: expected scheme, userinfo, host, port, path or segments, query, fragment`);
  }
  // The components kept are in their encoded form already: never encode them twice.
  const encode = [...encodeSet(options)].filter((c) => !asIs.has(c));
  return buildIn(syntax, parts, { encode });
}

// ----- The pieces -----

function encodeSet(options: BuildOptions): Set<EncodableComponent> {
  if (options === null || typeof options !== 'object') throw new TypeError('options must be an object');
  const { encode = false } = options;
  if (encode === true) return new Set(ENCODABLE as ReadonlySet<EncodableComponent>);
  if (encode === false) return new Set();
  if (!Array.isArray(encode)) throw new TypeError('options.encode must be a boolean or an array of component names');
  for (const c of encode) {
    if (!ENCODABLE.has(c)) {
      throw new TypeError(`options.encode: ${JSON.stringify(c)} cannot be percent-encoded; expected userinfo, host, path, query or fragment (a scheme and a port have no percent-encoding, RFC 3986 §3.1, §3.2.3)`);
    }
  }
  return new Set(encode);
}

function optionalText(parts: UriParts, key: 'scheme' | 'userinfo' | 'host' | 'query' | 'fragment'): string | null {
  const value = parts[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new TypeError(`${key} must be a string or null, not ${typeof value}`);
  return value;
}

/** §3.2.3: `port = *DIGIT`; a number is written in decimal. */
function portText(port: UriParts['port']): string | null {
  if (port === undefined || port === null) return null;
  if (typeof port === 'number') {
    if (!Number.isSafeInteger(port) || port < 0) throw new TypeError(`port must be a non-negative integer, not ${port}`);
    return String(port);
  }
  if (typeof port !== 'string') throw new TypeError(`port must be a string, a non-negative integer or null, not ${typeof port}`);
  return port;
}

/** The text of a component, encoded when asked, checked against its rule. */
function encoded(syntax: ComponentSyntax, encode: ReadonlySet<EncodableComponent>, component: UriComponent & EncodableComponent, text: string, rule: EncodeSet & string): string {
  const out = encode.has(component) ? percentEncode(text, rule) : text;
  checkComponent(syntax, component, out, rule);
  return out;
}

/** The path, from `path` or `segments`, encoded when asked, checked against the rule where it stands. */
function pathText(syntax: ComponentSyntax, parts: UriParts, encode: ReadonlySet<EncodableComponent>, kind: 'uri' | 'relative', hasAuthority: boolean): string {
  if (parts.path !== undefined && parts.segments !== undefined) throw new TypeError('give path or segments, not both');
  let segments: readonly string[];
  let fromSegments = false;
  if (parts.segments !== undefined) {
    if (!Array.isArray(parts.segments)) throw new TypeError('segments must be an array of strings');
    segments = parts.segments;
    fromSegments = true;
  } else {
    const path = parts.path ?? '';
    if (typeof path !== 'string') throw new TypeError(`path must be a string, not ${typeof path}`);
    segments = path.split('/');
  }
  const texts = segments.map((s, i) => {
    if (typeof s !== 'string') throw new TypeError(`segments[${i}] must be a string, not ${typeof s}`);
    if (!encode.has('path')) return s;
    // §4.2: the first segment of a relative-path reference is a segment-nz-nc.
    const firstOfNoscheme = i === 0 && kind === 'relative' && !hasAuthority;
    return percentEncode(s, firstOfNoscheme ? 'segment-nz-nc' : 'pchar');
  });
  if (fromSegments || encode.has('path')) texts.forEach((s) => checkComponent(syntax, 'path', s, 'segment'));
  const path = texts.join('/');
  checkComponent(syntax, 'path', path, 'path');
  const { rule, why } = pathRuleIn(kind, hasAuthority, path);
  checkComponent(syntax, 'path', path, rule, why);
  return path;
}
