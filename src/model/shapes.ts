/**
 * The shapes of the nodes of RFC 3986 Appendix A that the component model and
 * the passes read: what a grammar's AST must have for them to work on it. RFC
 * 3986's AST has them (src/grammars/<name>/ast.ts), and so has every grammar
 * that takes RFC 3986's shapes under its own names: RFC 3987's `IRI` is a
 * `URI`, its `iauthority` an `authority`, its `ipath-abempty` a
 * `path-abempty` (RFC 3987 §2.2), RFC 6874's `IP-literal` one whose address
 * may be an `IPv6addrz`. A node's `type` is its grammar's rule name;
 * `shapeOf` (./reference-syntax.ts) gives RFC 3986's.
 *
 * The passes are written once over these; each grammar's binding gives them
 * its own, precise, node types.
 */

/** A node's source span: `input.slice(start, end)` is the text it was parsed from. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

/** A node that is a run of characters: its text is all there is to it. */
export interface Leaf<T extends string> extends Span {
  readonly type: T;
  readonly text: string;
}

/** `port = *DIGIT` (§3.2.3), with the number it spells (`null` for an empty port). */
export interface PortShape extends Leaf<string> {
  readonly value: number | null;
}

/** `IPv6address` (§3.2.2), with its eight 16-bit pieces. */
export interface IPv6Shape extends Leaf<'IPv6address'> {
  readonly pieces: readonly number[];
}

/** `IP-literal = "[" ( IPv6address / IPvFuture ) "]"` (§3.2.2): an address leaf in brackets. */
export interface IPLiteralShape extends Span {
  readonly type: 'IP-literal';
  readonly address: IPv6Shape | Leaf<string>;
}

/** `host = IP-literal / IPv4address / reg-name` (§3.2.2). */
export type HostShape = IPLiteralShape | Leaf<string>;

/** `authority = [ userinfo "@" ] host [ ":" port ]` (§3.2). */
export interface AuthorityShape extends Span {
  readonly type: string;
  readonly userinfo: Leaf<string> | null;
  readonly host: HostShape;
  readonly port: PortShape | null;
}

/** A path rule's node (§3.3: `path-abempty`, `path-absolute`, ...): its segments, as the rule matches them. */
export interface PathShape extends Span {
  readonly type: string;
  readonly segments: readonly Leaf<string>[];
}

/** `hier-part` and `relative-part` (§3, §4.2): an authority, or none, and a path. */
export interface PartShape extends Span {
  readonly type: string;
  readonly authority: AuthorityShape | null;
  readonly path: PathShape;
}

/**
 * A reference (§3, §4.1): `URI` and `absolute-URI`, which have a scheme, and
 * `relative-ref`, which has none; every one but `absolute-URI` may have a
 * fragment (§4.3). `null` where a component is undefined.
 */
export interface ReferenceShape extends PartShape {
  readonly scheme?: Leaf<string>;
  readonly query: Leaf<string> | null;
  readonly fragment?: Leaf<string> | null;
}

/** A URI (§3) or absolute-URI (§4.3): a reference with a scheme. */
export interface AbsoluteShape extends ReferenceShape {
  readonly scheme: Leaf<string>;
}

/** A node of any grammar of RFC 3986's shape. */
export type NodeShape = ReferenceShape | PartShape | AuthorityShape | IPLiteralShape | PathShape | Leaf<string>;
