/**
 * Normalization: RFC 3986 §6.2.2 (syntax-based) and §6.2.3 (scheme-based),
 * over the AST of a grammar of RFC 3986's shape, whose syntax each grammar's
 * binding gives (`normalize` of RFC 3986, and of RFC 3987 §5.3.2:
 * src/grammars/<name>/). Every result is a valid URI-reference that matches the
 * same rules as the input (the same kind of host, the same path rule), with
 * one exception: a URI's path-rootless may become a path-absolute
 * (`foo:a/..` → `foo:/`) or a path-empty (`foo:.` → `foo:`) when its dot
 * segments are removed. Normalizing a result again changes nothing.
 *
 * Syntax-based (§6.2.2), `level: 'syntax'`, the default:
 * - §6.2.2.1 the scheme and the host in lowercase, and the hexadecimal digits
 *   of every percent-encoding in uppercase; userinfo, path, query and
 *   fragment keep their case;
 * - §6.2.2.2 percent-encoded unreserved characters (§2.3: ALPHA, DIGIT, "-",
 *   ".", "_", "~") decoded, and only those: `%2F` stays `%2F`, since a
 *   reserved character and its encoding are not equivalent (§2.2);
 * - §6.2.2.3 remove_dot_segments (§5.2.4) on the path.
 *
 * Decisions on the RFC's open points (each pinned in `test/vectors/normalize.json`):
 * - Decoding never makes a dot segment: in every path, a segment that would
 *   decode to "." or ".." keeps its encoding (hex in uppercase) and is no dot
 *   segment, since §5.2.4 removes literal dots only and an RFC 3986 client
 *   requests `http://h/x/%2E%2E/../y` as `/x/y`, not `/y`:
 *   `http://a/b/%2e%2E/c` → `http://a/b/%2E%2E/c` (§6.1: no false positive).
 * - Dot segments are removed where resolution (§5.2.2) would remove them:
 *   from a path after an authority, a path-absolute (of a URI or a relative
 *   reference), and a URI's path-rootless, which resolution treats as
 *   remove_dot_segments(path): `foo:a/./b/../c` → `foo:a/c`, `foo:./a` →
 *   `foo:a`, and a ".." that removes the first segment leaves a "/", as in
 *   `resolve('foo:a/b', '..')`: `foo:a/..` → `foo:/`, `foo:a/../b` → `foo:/b`.
 * - A relative-path reference (path-noscheme) keeps its leading "." and ".."
 *   segments (`../a` and `a` have other targets); after them, dot segments
 *   are removed (`../a/./b/../c` → `../a/c`), unless a ".." removes the first
 *   segment that is no dot segment: then the path keeps them all (`a/../b`
 *   stays, since against `foo:x` it gives `foo:/b` and `b` gives `foo:b`).
 *   The first segment never changes, so no "./" guard (§4.2) is needed.
 * - A path without authority that remove_dot_segments leaves starting with
 *   "//" gets the prefix "/." (as in `resolve`): `foo:/.//c` stays
 *   `foo:/.//c`, `foo:a/..//c` → `foo:/.//c`.
 * - A reg-name whose decoding would match IPv4address (`1.2.3.%34`) is not
 *   decoded (only its case is normalized): it would become an IPv4address,
 *   another rule (§3.2.2).
 * - Dot segments in the query and the fragment are data, left alone.
 *
 * Scheme-based (§6.2.3), `level: 'scheme'`, adds for the schemes in
 * `options.schemes` (by default `DEFAULT_SCHEMES`: http, https, ws, wss, ftp):
 * an empty port or the scheme's default port is removed with its ":"
 * (§3.2.3), and an empty path becomes "/" when there is an authority
 * (§6.2.3). Empty queries and fragments keep their delimiter (§6.2.3: "should
 * not remove delimiters when their associated component is empty").
 *
 * Beyond RFC 3986, opt-in: `ipv6: 'rfc5952'` writes IPv6 addresses in the
 * canonical text of RFC 5952 (`[2001:DB8:0:0::1]` → `[2001:db8::1]`).
 */
import { has, unreserved } from '../core/charsets.js';
import { pctOctetAt } from '../encoding/percent-encoding.js';
import { ipv6Text } from './ipv6-text.js';
import { recompose } from '../model/components.js';
import { shapeOf, type ReferenceSyntax } from '../model/reference-syntax.js';
import { serializeIn } from '../model/serialize.js';
import type { HostShape, IPLiteralShape, IPv6Shape, Leaf, PathShape, ReferenceShape } from '../model/shapes.js';
import { removeDotSegments } from './remove-dot-segments.js';
import { guardPath } from './resolve.js';
import { counted, passWork } from './pass-work.js';

/** `'syntax'`: RFC 3986 §6.2.2; `'scheme'`: §6.2.2 and §6.2.3. */
export type NormalizeLevel = 'syntax' | 'scheme';

/** The scheme-based normalization rules of one scheme (RFC 3986 §6.2.3). */
export interface SchemeRules {
  /** The scheme's default port, removed with its ":" (§3.2.3). An empty port is always removed. */
  readonly defaultPort?: number;
  /** An empty path becomes "/" when there is an authority (§6.2.3, as for http, RFC 9110 §4.2.3). */
  readonly emptyPathIsSlash?: boolean;
}

/** Scheme rules by lowercase scheme name. */
export type SchemeRegistry = Readonly<Record<string, SchemeRules>>;

/**
 * The schemes `level: 'scheme'` knows by default. To add one, pass
 * `schemes: { ...DEFAULT_SCHEMES, coap: { defaultPort: 5683, emptyPathIsSlash: true } }`.
 */
export const DEFAULT_SCHEMES: SchemeRegistry = Object.freeze({
  http: Object.freeze({ defaultPort: 80, emptyPathIsSlash: true }), // RFC 9110 §4.2.1
  https: Object.freeze({ defaultPort: 443, emptyPathIsSlash: true }), // RFC 9110 §4.2.2
  ws: Object.freeze({ defaultPort: 80, emptyPathIsSlash: true }), // RFC 6455 §3
  wss: Object.freeze({ defaultPort: 443, emptyPathIsSlash: true }), // RFC 6455 §3
  ftp: Object.freeze({ defaultPort: 21, emptyPathIsSlash: true }), // RFC 1738 §3.2
});

/** Options of `normalize`. */
export interface NormalizeOptions {
  /** `'syntax'` (the default) or `'scheme'`. */
  level?: NormalizeLevel;
  /** The scheme rules of `level: 'scheme'`, replacing `DEFAULT_SCHEMES` (keys in lowercase). */
  schemes?: SchemeRegistry;
  /** `'rfc3986'` (the default): IPv6 hex in lowercase; `'rfc5952'`: RFC 5952 canonical text, beyond RFC 3986. */
  ipv6?: 'rfc3986' | 'rfc5952';
}

/**
 * `normalize` in a grammar of RFC 3986's shape: RFC 3987 §5.3.2 normalizes an
 * IRI as RFC 3986 §6.2.2 does a URI (case, percent-encoding of unreserved
 * characters, dot segments), except that a host is lowercased only when it is
 * US-ASCII (§5.3.2.1). Character normalization (§5.3.2.2) is the caller's
 * (`String.prototype.normalize('NFC')`), never applied here.
 */
export function normalizeIn(syntax: ReferenceSyntax, input: string | ReferenceShape, options: NormalizeOptions = {}): string {
  const level = options.level ?? 'syntax';
  if (level !== 'syntax' && level !== 'scheme') throw new TypeError(`unknown normalization level: ${String(level)}`);
  const ipv6 = options.ipv6 ?? 'rfc3986';
  if (ipv6 !== 'rfc3986' && ipv6 !== 'rfc5952') throw new TypeError(`unknown ipv6 option: ${String(ipv6)}`);
  const node = typeof input === 'string' ? syntax.parseReference(input) : input;
  const { uri, relative } = syntax.rules;
  if (node === null || typeof node !== 'object' || ![uri, `absolute-${uri}`, relative].includes(node.type)) {
    throw new TypeError(`normalize takes a ${syntax.rules.reference} string or a parsed ${uri}, absolute-${uri} or ${relative} node`);
  }

  // RFC 3986 §6.2.2.1 Case Normalization: the scheme in lowercase.
  const scheme = node.type === relative ? null : node.scheme!.text.toLowerCase();
  const auth = node.authority;
  let port = auth?.port ?? null;
  let path = normalizePath(node.path, auth !== null, syntax);

  // RFC 3986 §6.2.3 Scheme-Based Normalization
  if (level === 'scheme' && scheme !== null && auth !== null) {
    const schemes = options.schemes ?? DEFAULT_SCHEMES;
    const rules = Object.hasOwn(schemes, scheme) ? schemes[scheme] : undefined;
    if (rules !== undefined) {
      if (port !== null && (port.value === null || port.value === rules.defaultPort)) port = null;
      if (rules.emptyPathIsSlash === true && path === '') path = '/';
    }
  }

  let authority: string | null = null;
  if (auth !== null) {
    authority = auth.userinfo !== null ? percentNormalize(auth.userinfo.text) + '@' : '';
    authority += normalizeHost(auth.host, ipv6, syntax);
    if (port !== null) authority += ':' + port.text;
  }
  return counted(
    recompose({
      scheme,
      authority,
      path,
      query: node.query === null ? null : percentNormalize(node.query.text),
      fragment: node.type === `absolute-${uri}` || node.fragment === null ? null : percentNormalize(node.fragment!.text),
    }),
  );
}

// RFC 3986 §6.2.2.1, §6.2.2.2 Percent-Encoding Normalization
/**
 * `text` with every percent-encoded unreserved character decoded and the hex
 * of every other percent-encoding in uppercase; other characters unchanged.
 * `text` must be valid component text (every "%" starts a pct-encoded).
 */
export function percentNormalize(text: string, lowercase = false): string {
  passWork.units += 1 + text.length;
  let i = text.indexOf('%');
  if (i < 0 && !lowercase) return text;
  let out = '';
  let run = 0;
  while (i >= 0) {
    out += lowercase ? text.slice(run, i).toLowerCase() : text.slice(run, i);
    const octet = pctOctetAt(text, i);
    if (has(unreserved, octet)) {
      const c = String.fromCharCode(octet);
      out += lowercase ? c.toLowerCase() : c;
    } else {
      out += text.slice(i, i + 3).toUpperCase();
    }
    run = i + 3;
    i = text.indexOf('%', run);
  }
  const rest = text.slice(run);
  return out + (lowercase ? rest.toLowerCase() : rest);
}

/** The hex digits of every percent-encoding in uppercase, nothing decoded. */
function uppercaseEscapes(text: string): string {
  return text.replace(/%[0-9a-fA-F]{2}/g, (e) => e.toUpperCase());
}

// RFC 3986 §6.2.2.1: "the scheme and host are case-insensitive and therefore should be normalized to lowercase".
// RFC 3987 §5.3.2.1: "the scheme and US-ASCII only host are case insensitive": a host with other characters keeps its case.
function normalizeHost(host: HostShape, ipv6: 'rfc3986' | 'rfc5952', syntax: ReferenceSyntax): string {
  switch (shapeOf(host.type)) {
    case 'IP-literal': {
      const address = (host as IPLiteralShape).address;
      if (address.type === 'IPv6address' && ipv6 === 'rfc5952') return `[${ipv6Text((address as IPv6Shape).pieces)}]`;
      return `[${address.text.toLowerCase()}]`;
    }
    case 'IPv4address':
      return (host as Leaf<string>).text;
    default: {
      // reg-name (RFC 3987's ireg-name)
      const { text } = host as Leaf<string>;
      const ascii = !/[^\x00-\x7f]/.test(text);
      const decoded = percentNormalize(text, ascii);
      // Decoding must not turn the reg-name into an IPv4address (§3.2.2).
      return syntax.isValid(decoded, 'IPv4address') ? uppercaseEscapes(ascii ? text.toLowerCase() : text) : decoded;
    }
  }
}

// RFC 3986 §6.2.2.3 Path Segment Normalization
function normalizePath(p: PathShape, hasAuthority: boolean, syntax: ReferenceSyntax): string {
  switch (shapeOf(p.type)) {
    case 'path-empty':
      return '';
    case 'path-abempty':
    case 'path-absolute': {
      // Encoded dots keep their encoding, so remove_dot_segments removes only the literal ones.
      const path = removeDotSegments(serializeIn(syntax.components, p).split('/').map(segmentText).join('/'));
      return hasAuthority ? path : guardPath(path);
    }
    case 'path-rootless': {
      // A URI: remove_dot_segments on the whole path, exactly as resolution
      // does for it (§5.2.2: `foo:a/./b` gives what resolving it gives). A
      // ".." that removed the first segment leaves a path-absolute
      // (`foo:a/..` → `foo:/`), whose segments are already normalized.
      const path = removeDotSegments(segmentTexts(p).join('/'));
      return path.startsWith('/') ? guardPath(path) : path;
    }
    default: // path-noscheme
      return relativePath(segmentTexts(p));
  }
}

/**
 * A path segment, percent-normalized (§6.2.2.1, §6.2.2.2), except that a
 * segment that would decode to "." or ".." keeps its encoding (hex in
 * uppercase): decoding never makes a dot segment, and remove_dot_segments
 * (§5.2.4) then removes only the literal ones, as an RFC 3986 client does.
 */
function segmentText(segment: string): string {
  const decoded = percentNormalize(segment);
  return isDotSegment(decoded) && decoded !== segment ? uppercaseEscapes(segment) : decoded;
}

/** The segments of a path-rootless or path-noscheme, each as `segmentText` gives it. */
function segmentTexts(p: PathShape): string[] {
  return p.segments.map(({ text }) => segmentText(text));
}

function isDotSegment(segment: string): boolean {
  return segment === '.' || segment === '..';
}

/**
 * A relative-path reference's path-noscheme (§4.2), as segments, with the
 * dot segments removed that no base can tell from their removal:
 * - its leading "." and ".." segments stay (`../a` and `a` have other
 *   targets);
 * - the rest, from the first segment that is no dot segment on, goes through
 *   remove_dot_segments, unless a ".." in it removes that first segment: then
 *   every segment stays. Against a base whose path has no "/" (`foo:x`,
 *   `urn:a`), §5.2.3 merge gives the reference's path alone, and
 *   remove_dot_segments leaves a "/" where it removed the first segment:
 *   `a/../b` gives `foo:/b` there, `b` gives `foo:b`.
 *
 * The first segment is never changed, so the result is a path-noscheme again
 * (its first segment has no ":" and is not empty): no `./` guard (§4.2) is
 * needed.
 */
function relativePath(segments: string[]): string {
  passWork.units += 1 + segments.length;
  let lead = 0;
  while (lead < segments.length && isDotSegment(segments[lead])) lead++;
  if (lead === segments.length) return segments.join('/');
  // segments[lead] is the first segment that is no dot segment; depth counts
  // the segments remove_dot_segments holds from it on.
  let depth = 0;
  for (let i = lead; i < segments.length; i++) {
    if (segments[i] === '..') {
      depth--;
      if (depth === 0) return segments.join('/');
    } else if (segments[i] !== '.') {
      depth++;
    }
  }
  const rest = removeDotSegments(segments.slice(lead).join('/'));
  return lead === 0 ? rest : segments.slice(0, lead).join('/') + '/' + rest;
}
