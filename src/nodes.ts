/**
 * The typed constructors that the grammar's actions call: one line each in
 * `grammar/rfc3986.peggy`, so that the grammar only builds nodes and all
 * logic lives here. Every node of one kind is created with the same property
 * order, so the engine gives it one hidden class.
 */
import type * as ast from './ast.js';

/** The span of the text an action matched, as Peggy's `range()` gives it. */
export interface Range {
  readonly start: number;
  readonly end: number;
}

type Path = ast.path;
type Authority = ast.authority | null;

/** A leaf node of the given rule (scheme, userinfo, reg-name, query, fragment, segments, ...). */
export function leaf<T extends string>(type: T, start: number, text: string): ast.Leaf<T> {
  return { type, start, end: start + text.length, text };
}

// ----- 3. Syntax Components -----

export function URI(r: Range, scheme: ast.scheme, hier: ast.hier_part, query: ast.query | null, fragment: ast.fragment | null): ast.URI {
  return { type: 'URI', start: r.start, end: r.end, scheme, authority: hier.authority, path: hier.path, query, fragment };
}

export function hier_part(r: Range, authority: Authority, path: ast.hier_path): ast.hier_part {
  return { type: 'hier-part', start: r.start, end: r.end, authority, path };
}

export function absolute_URI(r: Range, scheme: ast.scheme, hier: ast.hier_part, query: ast.query | null): ast.absolute_URI {
  return { type: 'absolute-URI', start: r.start, end: r.end, scheme, authority: hier.authority, path: hier.path, query };
}

export function relative_ref(r: Range, part: ast.relative_part, query: ast.query | null, fragment: ast.fragment | null): ast.relative_ref {
  return { type: 'relative-ref', start: r.start, end: r.end, authority: part.authority, path: part.path, query, fragment };
}

export function relative_part(r: Range, authority: Authority, path: ast.relative_path): ast.relative_part {
  return { type: 'relative-part', start: r.start, end: r.end, authority, path };
}

// ----- 3.2. Authority -----

export function authority(r: Range, userinfo: ast.userinfo | null, host: ast.host, port: ast.port | null): ast.authority {
  return { type: 'authority', start: r.start, end: r.end, userinfo, host, port };
}

export function port(start: number, text: string): ast.port {
  return { type: 'port', start, end: start + text.length, text, value: portValue(text) };
}

/**
 * The number a port's digits spell: exact up to Number.MAX_SAFE_INTEGER and
 * `Infinity` above it (RFC 3986 §3.2.3 bounds no port). Only the significant
 * digits are read, so a megabyte of digits costs no pass over them.
 */
function portValue(text: string): number | null {
  if (text === '') return null;
  let i = 0;
  while (i < text.length - 1 && text.charCodeAt(i) === 48) i++;
  if (text.length - i > 16) return Infinity;
  const value = Number(text.slice(i));
  return value <= Number.MAX_SAFE_INTEGER ? value : Infinity;
}

export function IP_literal(r: Range, address: ast.IPv6address | ast.IPvFuture): ast.IP_literal {
  return { type: 'IP-literal', start: r.start, end: r.end, address };
}

export function IPvFuture(start: number, text: string, version: string, data: string): ast.IPvFuture {
  return { type: 'IPvFuture', start, end: start + text.length, text, version, data };
}

export function IPv6address(start: number, text: string): ast.IPv6address {
  return { type: 'IPv6address', start, end: start + text.length, text, pieces: ipv6Pieces(text) };
}

export function IPv4address(start: number, text: string): ast.IPv4address {
  return { type: 'IPv4address', start, end: start + text.length, text, octets: ipv4Octets(text) };
}

/** The four octets of a text that matched `IPv4address`. */
export function ipv4Octets(text: string): [number, number, number, number] {
  const [a, b, c, d] = text.split('.');
  return [Number(a), Number(b), Number(c), Number(d)];
}

/** The eight 16-bit pieces of a text that matched `IPv6address` (RFC 3986 §3.2.2: `::` stands for one or more zero pieces). */
export function ipv6Pieces(text: string): number[] {
  const gap = text.indexOf('::');
  const head = gap < 0 ? text : text.slice(0, gap);
  const tail = gap < 0 ? '' : text.slice(gap + 2);
  const left = piecesOf(head);
  const right = piecesOf(tail);
  const zeros = new Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

function piecesOf(part: string): number[] {
  if (part === '') return [];
  const out: number[] = [];
  for (const h of part.split(':')) {
    if (h.includes('.')) {
      // ls32 = ... / IPv4address: the last two pieces.
      const [a, b, c, d] = ipv4Octets(h);
      out.push((a << 8) | b, (c << 8) | d);
    } else {
      out.push(parseInt(h, 16));
    }
  }
  return out;
}

// ----- 3.3. Path -----

/**
 * A path node of the given kind. Its segments are split from its text the
 * first time they are read, so a path of a million segments costs no more to
 * parse than a query of the same length. The first segment of a
 * path-absolute or path-rootless is a segment-nz, of a path-noscheme a
 * segment-nz-nc; the others are segments.
 */
export function path<T extends Path['type']>(type: T, start: number, text: string): Path & { type: T } {
  return new PathNode(type, start, text) as unknown as Path & { type: T };
}

/**
 * The node of the `path` rule: the first of its ABNF alternatives that
 * matches the whole text (RFC 3986 §3.3). path-absolute and path-empty are
 * never first, being subsets of path-abempty.
 */
export function path_alternative(start: number, text: string): Path {
  if (text === '' || text.charCodeAt(0) === 0x2f /* / */) return path('path-abempty', start, text);
  const slash = text.indexOf('/');
  const colon = text.indexOf(':');
  const noscheme = colon < 0 || (slash >= 0 && slash < colon);
  return path(noscheme ? 'path-noscheme' : 'path-rootless', start, text);
}

class PathNode {
  readonly type: Path['type'];
  readonly start: number;
  readonly end: number;
  readonly #text: string;
  #segments: readonly ast.Leaf<string>[] | undefined;

  constructor(type: Path['type'], start: number, text: string) {
    this.type = type;
    this.start = start;
    this.end = start + text.length;
    this.#text = text;
    this.#segments = undefined;
  }

  get segments(): readonly ast.Leaf<string>[] {
    return (this.#segments ??= splitSegments(this.type, this.start, this.#text));
  }

  /** The node as plain data, segments included (for JSON.stringify). */
  toJSON(): { type: string; start: number; end: number; segments: readonly ast.Leaf<string>[] } {
    return { type: this.type, start: this.start, end: this.end, segments: this.segments };
  }

  [Symbol.for('nodejs.util.inspect.custom')](): object {
    return this.toJSON();
  }
}

function splitSegments(type: Path['type'], start: number, text: string): ast.Leaf<string>[] {
  const segments: ast.Leaf<string>[] = [];
  if (text === '' || (type === 'path-absolute' && text.length === 1)) return segments;
  let i = type === 'path-abempty' || type === 'path-absolute' ? 1 : 0;
  let kind = type === 'path-abempty' ? 'segment' : type === 'path-noscheme' ? 'segment-nz-nc' : 'segment-nz';
  for (;;) {
    const slash = text.indexOf('/', i);
    const stop = slash < 0 ? text.length : slash;
    segments.push(leaf(kind, start + i, text.slice(i, stop)));
    kind = 'segment';
    if (slash < 0) return segments;
    i = slash + 1;
  }
}
