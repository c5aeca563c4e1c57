/**
 * The typed constructors that the grammar's actions call: one line each in
 * `grammar/<name>.peggy`, so that the grammars only build nodes and all logic
 * lives here. The grammars built on RFC 3986 share the shapes
 * (src/model/shapes.ts): an RFC 3987 `IRI` is built as an RFC 3986 `URI` is,
 * under its own type name, which the action passes (RFC 6874 adds its own
 * node: src/grammars/rfc6874/nodes.ts). Every node of one kind is created
 * with the same property order, so the engine gives it one hidden class.
 */
import type * as ast from './ast.js';
import type { AuthorityShape, Leaf, PartShape, PathShape, ReferenceShape } from '../../model/shapes.js';
import { pctOctetAt, percentDecode } from '../../encoding/percent-encoding.js';
import { shapeOf } from '../../model/reference-syntax.js';

/** The span of the text an action matched, as Peggy's `range()` gives it. */
export interface Range {
  readonly start: number;
  readonly end: number;
}

/** A path rule's name: RFC 3986's, or with RFC 3987's "i" before it (RFC 3987 §2.2: `ipath-abempty`). */
type PathType = ast.path['type'] | `i${ast.path['type']}`;
type Hier = { readonly authority: AuthorityShape | null; readonly path: PathShape };

/** A leaf node of the given rule (scheme, userinfo, reg-name, query, fragment, segments, ...). */
export function leaf<T extends string>(type: T, start: number, text: string): ast.Leaf<T> {
  return { type, start, end: start + text.length, text };
}

// ----- 3. Syntax Components -----

// Each takes the node's type first: RFC 3986's name (`URI`), or RFC 3987's (`IRI`).

export function URI<T extends ReferenceShape>(type: T['type'], r: Range, scheme: ast.scheme, hier: Hier, query: T['query'], fragment: T['fragment']): T {
  return { type, start: r.start, end: r.end, scheme, authority: hier.authority, path: hier.path, query, fragment } as T;
}

export function hier_part<T extends PartShape>(type: T['type'], r: Range, authority: T['authority'], path: T['path']): T {
  return { type, start: r.start, end: r.end, authority, path } as T;
}

export function absolute_URI<T extends ReferenceShape>(type: T['type'], r: Range, scheme: ast.scheme, hier: Hier, query: T['query']): T {
  return { type, start: r.start, end: r.end, scheme, authority: hier.authority, path: hier.path, query } as T;
}

export function relative_ref<T extends ReferenceShape>(type: T['type'], r: Range, part: Hier, query: T['query'], fragment: T['fragment']): T {
  return { type, start: r.start, end: r.end, authority: part.authority, path: part.path, query, fragment } as T;
}

export function relative_part<T extends PartShape>(type: T['type'], r: Range, authority: T['authority'], path: T['path']): T {
  return { type, start: r.start, end: r.end, authority, path } as T;
}

// ----- 3.2. Authority -----

export function authority<T extends AuthorityShape>(type: T['type'], r: Range, userinfo: T['userinfo'], host: T['host'], port: ast.port | null): T {
  return { type, start: r.start, end: r.end, userinfo, host, port } as T;
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

/** `IP-literal`: RFC 3986's address in brackets, or another grammar's (RFC 6874's `IPv6addrz`). */
export function IP_literal<A extends Leaf<string> = ast.IPv6address | ast.IPvFuture>(r: Range, address: A): { readonly type: 'IP-literal'; readonly start: number; readonly end: number; readonly address: A } {
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
export function path<T extends PathType>(type: T, start: number, text: string): PathShape & { type: T } {
  return new PathNode(type, start, text) as unknown as PathShape & { type: T };
}

/**
 * The node of the `path` rule (`ipath` when `prefix` is "i"): the first of
 * its ABNF alternatives that matches the whole text (RFC 3986 §3.3).
 * path-absolute and path-empty are never first, being subsets of path-abempty.
 */
export function path_alternative(start: number, text: string, prefix: '' | 'i' = ''): PathShape {
  if (text === '' || text.charCodeAt(0) === 0x2f /* / */) return path(`${prefix}path-abempty`, start, text);
  const slash = text.indexOf('/');
  const colon = text.indexOf(':');
  const noscheme = colon < 0 || (slash >= 0 && slash < colon);
  return path(noscheme ? `${prefix}path-noscheme` : `${prefix}path-rootless`, start, text);
}

class PathNode {
  /**
   * One instance kept alive for the life of the module. The hidden classes
   * (maps) of a class's instances hang off its constructor's by transitions,
   * which V8's full garbage collection treats as weak: when no path node is
   * alive at a full GC, the maps die, and every optimized function that built
   * one (the parser's path rules, with all they were inlined into) is thrown
   * away and optimized again. Object-literal nodes keep theirs through their
   * boilerplates; this instance keeps the path nodes'.
   */
  static readonly #retained: PathNode = new PathNode('path-empty', 0, '');

  readonly type: PathType;
  readonly start: number;
  readonly end: number;
  readonly #text: string;
  #segments: readonly ast.Leaf<string>[] | undefined;

  constructor(type: PathType, start: number, text: string) {
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

function splitSegments(type: PathType, start: number, text: string): ast.Leaf<string>[] {
  const segments: ast.Leaf<string>[] = [];
  // RFC 3987's paths and segments are RFC 3986's with an "i" before the name.
  const rule = shapeOf(type);
  if (text === '' || (rule === 'path-absolute' && text.length === 1)) return segments;
  let i = rule === 'path-abempty' || rule === 'path-absolute' ? 1 : 0;
  const segment = rule === type ? 'segment' : 'isegment';
  let kind = rule === 'path-abempty' ? segment : `${segment}-${rule === 'path-noscheme' ? 'nz-nc' : 'nz'}`;
  for (;;) {
    const slash = text.indexOf('/', i);
    const stop = slash < 0 ? text.length : slash;
    segments.push(leaf(kind, start + i, text.slice(i, stop)));
    kind = segment;
    if (slash < 0) return segments;
    i = slash + 1;
  }
}

// ----- The rules below the components -----

/**
 * The leaf node of a rule whose grammar action returns its text (the rules
 * below the components), when it is the rule parsed: with its value where the
 * rule defines one (h16, dec-octet, pct-encoded, ls32).
 */
export function textLeaf(rule: string, text: string): ast.Node {
  const node = leaf(rule, 0, text);
  switch (rule) {
    case 'h16':
      return { ...node, value: parseInt(text, 16) } as ast.h16;
    case 'dec-octet':
      return { ...node, value: Number(text) } as ast.dec_octet;
    case 'pct-encoded':
      return { ...node, value: pctOctetAt(text, 0) } as ast.pct_encoded;
    case 'ls32': {
      const pieces = text.includes('.') ? ipv6Pieces(`::${text}`).slice(6) : text.split(':').map((h) => parseInt(h, 16));
      return { ...node, pieces: pieces as [number, number] } as ast.ls32;
    }
    default:
      return node as ast.Node;
  }
}
