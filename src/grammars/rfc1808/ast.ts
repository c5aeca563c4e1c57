/**
 * The typed AST of RFC 1808 relative URLs (§2.2). Every node type is named
 * after the RFC 1808 rule it was parsed by, as the RFC spells it (`net_loc`,
 * `generic-RL`), is discriminated by `type`, and carries the `[start, end)`
 * span of its source text in UTF-16 code units. An absent part is `null`,
 * which is not an empty one: `//h` has no abs_path, `//h/` an abs_path whose
 * rel_path is empty (all its parts `null`).
 *
 * Where the grammar allows several trees, the tree is the one that RFC 1808
 * §2.4's parsing steps give: the fragment first, then the scheme (`a:b` is a
 * generic-RL with scheme "a", not a relative path), then the net_loc, which
 * runs to the next "/" (`//h?q` has the net_loc "h?q" and no query), then the
 * query, the params and the path.
 *
 * `absoluteURL` and `relativeURL` are pure choices: they yield the node of the
 * alternative that matched. A string that is an absoluteURL only by its second
 * alternative, `scheme ":" *( uchar | reserved )` (`http://a//b`,
 * `file:///etc`), is an `absoluteURL` node: its scheme, and its text as one
 * leaf.
 */
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc1808.rules.js';

export type { Leaf, Span };

// ----- 2.2. The components -----

/** `URL = ( absoluteURL | relativeURL ) [ "#" fragment ]` */
export interface URL extends Span {
  readonly type: 'URL';
  /** The URL proper: the fragment identifier is not part of it (§2.1). */
  readonly url: absoluteURL_node | relativeURL;
  readonly fragment: fragment | null;
}

/**
 * `scheme ":" *( uchar | reserved )`, the second alternative of absoluteURL,
 * for a string that is no generic-RL: its scheme, and its whole text.
 */
export interface absoluteURL extends Leaf<'absoluteURL'> {
  readonly scheme: scheme;
}

/** `absoluteURL = generic-RL | ( scheme ":" *( uchar | reserved ) )`: the node of the alternative that matched whole. */
export type absoluteURL_node = generic_RL | absoluteURL;

/** `generic-RL = scheme ":" relativeURL` */
export interface generic_RL extends Span {
  readonly type: 'generic-RL';
  readonly scheme: scheme;
  readonly relativeURL: relativeURL;
}

/** `relativeURL = net_path | abs_path | rel_path`: the node of the alternative that matched. */
export type relativeURL = net_path | abs_path | rel_path;

/** `net_path = "//" net_loc [ abs_path ]` */
export interface net_path extends Span {
  readonly type: 'net_path';
  readonly net_loc: net_loc;
  readonly abs_path: abs_path | null;
}

/** `abs_path = "/" rel_path` */
export interface abs_path extends Span {
  readonly type: 'abs_path';
  readonly rel_path: rel_path;
}

/** `rel_path = [ path ] [ ";" params ] [ "?" query ]` */
export interface rel_path extends Span {
  readonly type: 'rel_path';
  readonly path: path | null;
  readonly params: params | null;
  readonly query: query | null;
}

/** `path = fsegment *( "/" segment )` */
export interface path extends Span {
  readonly type: 'path';
  /** The fsegment, then each segment after a "/". */
  readonly segments: readonly [fsegment, ...segment[]];
}

/** `fsegment = 1*pchar` */
export type fsegment = Leaf<'fsegment'>;
/** `segment = *pchar` */
export type segment = Leaf<'segment'>;

/** `params = param *( ";" param )` */
export interface params extends Span {
  readonly type: 'params';
  /** Each param, split at ";". */
  readonly items: readonly param[];
}

/** `param = *( pchar | "/" )` */
export type param = Leaf<'param'>;

/** `scheme = 1*( alpha | digit | "+" | "-" | "." )` */
export type scheme = Leaf<'scheme'>;
/** `net_loc = *( pchar | ";" | "?" )`: it runs to the next "/", so it may hold ";" and "?" (§2.4.3). */
export type net_loc = Leaf<'net_loc'>;
/** `query = *( uchar | reserved )` */
export type query = Leaf<'query'>;
/** `fragment = *( uchar | reserved )` */
export type fragment = Leaf<'fragment'>;

// ----- The rules below the components: leaves -----

/** `escape = "%" hex hex` */
export interface escape extends Leaf<'escape'> {
  /** The octet it encodes. */
  readonly value: number;
}
export type pchar = Leaf<'pchar'>;
export type uchar = Leaf<'uchar'>;
export type unreserved = Leaf<'unreserved'>;
export type hex = Leaf<'hex'>;
export type alpha = Leaf<'alpha'>;
export type lowalpha = Leaf<'lowalpha'>;
export type hialpha = Leaf<'hialpha'>;
export type digit = Leaf<'digit'>;
export type safe = Leaf<'safe'>;
export type extra = Leaf<'extra'>;
export type national = Leaf<'national'>;
export type reserved = Leaf<'reserved'>;
export type punctuation = Leaf<'punctuation'>;

/** What parsing by each RFC 1808 rule returns. */
export interface RuleNodes {
  'URL': URL;
  'absoluteURL': absoluteURL_node;
  'generic-RL': generic_RL;
  'relativeURL': relativeURL;
  'net_path': net_path;
  'abs_path': abs_path;
  'rel_path': rel_path;
  'path': path;
  'fsegment': fsegment;
  'segment': segment;
  'params': params;
  'param': param;
  'scheme': scheme;
  'net_loc': net_loc;
  'query': query;
  'fragment': fragment;
  'pchar': pchar;
  'uchar': uchar;
  'unreserved': unreserved;
  'escape': escape;
  'hex': hex;
  'alpha': alpha;
  'lowalpha': lowalpha;
  'hialpha': hialpha;
  'digit': digit;
  'safe': safe;
  'extra': extra;
  'national': national;
  'reserved': reserved;
  'punctuation': punctuation;
}

export type { RuleName };

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
