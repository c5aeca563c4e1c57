/**
 * The typed AST of RFC 2396 (Appendix A). Every node type is the RFC rule it
 * was parsed by, as the RFC spells it (`absoluteURI`, `net_path`, `reg_name`),
 * and carries the `[start, end)` span of its source text in UTF-16 code units.
 * Undefined components are `null`, which is not the same as empty (§5.2: "a
 * component is undefined if its preceding separator does not appear").
 *
 * The tree keeps the RFC's structure: a `URI-reference` holds its URI (an
 * `absoluteURI` or a `relativeURI`, or none) apart from its fragment, which
 * is not part of the URI (§4); an `absoluteURI` is a `hier_part` or an
 * `opaque_part` after its scheme (§3); a network-path reference is a
 * `net_path` node holding its authority and its `abs_path` (§5). Where the
 * grammar is ambiguous the tree follows the RFC: "//" begins an authority,
 * not a path (§4.3), and an authority is a `server` when the whole of it
 * parses as one, else a `reg_name` (§3.2).
 *
 * Flattened: `hostport` into `server`, `path_segments` into `abs_path`, and
 * `abs_path` into `rel_path` (each is still a node of its own when it is the
 * rule being parsed). `authority` and `host` are pure choices: they give the
 * node of the alternative.
 */
import type { Leaf, Span, port } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc2396.rules.js';

export type { Leaf, Span, port, RuleName };

// ----- 4. URI References -----

/**
 * `URI-reference = [ absoluteURI | relativeURI ] [ "#" fragment ]` (§4): the
 * URI, or `null` for a same-document reference (`""`, `#s`, §4.2), and the
 * fragment, which is not part of the URI.
 */
export interface URI_reference extends Span {
  readonly type: 'URI-reference';
  readonly uri: absoluteURI | relativeURI | null;
  readonly fragment: fragment | null;
}

/** `fragment = *uric` (§4.1) */
export type fragment = Leaf<'fragment'>;

// ----- 3. URI Syntactic Components -----

/** `absoluteURI = scheme ":" ( hier_part | opaque_part )` (§3): hierarchical or opaque after the scheme. */
export interface absoluteURI extends Span {
  readonly type: 'absoluteURI';
  readonly scheme: scheme;
  readonly part: hier_part | opaque_part;
}

/** `hier_part = ( net_path | abs_path ) [ "?" query ]` (§3) */
export interface hier_part extends Span {
  readonly type: 'hier_part';
  /** The network path (`//` authority and path) or the absolute path. */
  readonly path: net_path | abs_path;
  readonly query: query | null;
}

/**
 * `opaque_part = uric_no_slash *uric` (§3): everything after the scheme's
 * ":", a "?" included: an opaque URI has no query of its own in the grammar.
 */
export type opaque_part = Leaf<'opaque_part'>;

/** `net_path = "//" authority [ abs_path ]` (§3, §5): the span includes the "//". */
export interface net_path extends Span {
  readonly type: 'net_path';
  readonly authority: authority;
  /** The path after the authority, or `null` when there is none (`http://a`). */
  readonly path: abs_path | null;
}

/** `abs_path = "/" path_segments` (§3): its segments (`path_segments` flattened in); `/` has one empty segment. */
export interface abs_path extends Span {
  readonly type: 'abs_path';
  readonly segments: readonly segment[];
}

/** `path_segments = segment *( "/" segment )` (§3.3), when it is the rule parsed. */
export interface path_segments extends Span {
  readonly type: 'path_segments';
  readonly segments: readonly segment[];
}

/**
 * `segment = *pchar *( ";" param )` (§3.3). `text` is the whole segment,
 * parameters included; `params` lists the parameters after each ";" (§3.3:
 * "each path segment may include a sequence of parameters").
 */
export interface segment extends Leaf<'segment'> {
  readonly params: readonly param[];
}

/** `param = *pchar` (§3.3), without its ";". */
export type param = Leaf<'param'>;

// ----- 5. Relative URI References -----

/** `relativeURI = ( net_path | abs_path | rel_path ) [ "?" query ]` (§5) */
export interface relativeURI extends Span {
  readonly type: 'relativeURI';
  /** A network-path, absolute-path or relative-path reference (§5). */
  readonly path: net_path | abs_path | rel_path;
  readonly query: query | null;
}

/**
 * `rel_path = rel_segment [ abs_path ]` (§5): its segments, the rel_segment
 * first, then those of the abs_path (flattened in).
 */
export interface rel_path extends Span {
  readonly type: 'rel_path';
  readonly segments: readonly [rel_segment, ...segment[]];
}

/**
 * `rel_segment = 1*( unreserved | escaped | ";" | "@" | "&" | "=" | "+" | "$" | "," )`
 * (§5): a first segment without ":". Its ";" begin parameters as in any
 * segment (§3.3), listed in `params`.
 */
export interface rel_segment extends Leaf<'rel_segment'> {
  readonly params: readonly param[];
}

// ----- 3.1. Scheme Component -----

/** `scheme = alpha *( alpha | digit | "+" | "-" | "." )` (§3.1) */
export type scheme = Leaf<'scheme'>;

// ----- 3.2. Authority Component -----

/** `authority = server | reg_name` (§3.2): a server when the whole authority parses as one, else a reg_name. */
export type authority = server | reg_name;

/** `reg_name = 1*( unreserved | escaped | "$" | "," | ";" | ":" | "@" | "&" | "=" | "+" )` (§3.2.1) */
export type reg_name = Leaf<'reg_name'>;

/**
 * `server = [ [ userinfo "@" ] hostport ]` (§3.2.2), `hostport` flattened in.
 * The empty server (`file:///etc`) has no host: `host` is `null` exactly then.
 */
export interface server extends Span {
  readonly type: 'server';
  readonly userinfo: userinfo | null;
  readonly host: host | null;
  readonly port: port | null;
}

/** `userinfo = *( unreserved | escaped | ";" | ":" | "&" | "=" | "+" | "$" | "," )` (§3.2.2) */
export type userinfo = Leaf<'userinfo'>;

/** `hostport = host [ ":" port ]` (§3.2.2), when it is the rule parsed. */
export interface hostport extends Span {
  readonly type: 'hostport';
  readonly host: host;
  readonly port: port | null;
}

/** `host = hostname | IPv4address` (§3.2.2): no IPv6 literal (RFC 2732 is not part of this grammar). */
export type host = hostname | IPv4address;

/** `hostname = *( domainlabel "." ) toplabel [ "." ]` (§3.2.2) */
export interface hostname extends Leaf<'hostname'> {
  /** The labels before the toplabel. */
  readonly domainlabels: readonly domainlabel[];
  /** The rightmost label, which begins with a letter; a "." may follow it. */
  readonly toplabel: toplabel;
}

/** `domainlabel = alphanum | alphanum *( alphanum | "-" ) alphanum` (§3.2.2) */
export type domainlabel = Leaf<'domainlabel'>;
/** `toplabel = alpha | alpha *( alphanum | "-" ) alphanum` (§3.2.2) */
export type toplabel = Leaf<'toplabel'>;
/** `IPv4address = 1*digit "." 1*digit "." 1*digit "." 1*digit` (§3.2.2): any digits, no bound of 255. */
export type IPv4address = Leaf<'IPv4address'>;

// ----- 3.3. Path Component, 3.4. Query Component -----

/** `path = [ abs_path | opaque_part ]` (§3.3), when it is the rule parsed: the node of the alternative, or an empty `path` leaf. */
export type path = abs_path | opaque_part | Leaf<'path'>;

/** `query = *uric` (§3.4) */
export type query = Leaf<'query'>;

/** What parsing by each RFC 2396 rule returns; the rules below the components give a leaf of their text. */
export interface RuleNodes {
  'URI-reference': URI_reference;
  'absoluteURI': absoluteURI;
  'relativeURI': relativeURI;
  'hier_part': hier_part;
  'opaque_part': opaque_part;
  'uric_no_slash': Leaf<'uric_no_slash'>;
  'net_path': net_path;
  'abs_path': abs_path;
  'rel_path': rel_path;
  'rel_segment': rel_segment;
  'scheme': scheme;
  'authority': authority;
  'reg_name': reg_name;
  'server': server;
  'userinfo': userinfo;
  'hostport': hostport;
  'host': host;
  'hostname': hostname;
  'domainlabel': domainlabel;
  'toplabel': toplabel;
  'IPv4address': IPv4address;
  'port': port;
  'path': path;
  'path_segments': path_segments;
  'segment': segment;
  'param': param;
  'pchar': Leaf<'pchar'>;
  'query': query;
  'fragment': fragment;
  'uric': Leaf<'uric'>;
  'reserved': Leaf<'reserved'>;
  'unreserved': Leaf<'unreserved'>;
  'mark': Leaf<'mark'>;
  'escaped': Leaf<'escaped'>;
  'hex': Leaf<'hex'>;
  'alphanum': Leaf<'alphanum'>;
  'alpha': Leaf<'alpha'>;
  'lowalpha': Leaf<'lowalpha'>;
  'upalpha': Leaf<'upalpha'>;
  'digit': Leaf<'digit'>;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName] | Leaf<'path'>;
