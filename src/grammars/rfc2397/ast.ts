/**
 * The typed AST of "data" URLs (RFC 2397 §3). Every node type is the name of
 * the rule it was parsed by (`dataurl`, `mediatype`, `parameter`, `type`,
 * `subtype`, `attribute`, `value`, `data`), is discriminated by `type`, and
 * carries the `[start, end)` span of its source text in UTF-16 code units (the
 * grammar is US-ASCII: one unit per character). Tokens are as written, escapes
 * and all.
 *
 * Where the grammar lets one string be read two ways the tree is §3's
 * reading (grammar/rfc2397.peggy): ";base64" before the "," is the extension
 * (`base64: true`), ";base64=x" a parameter named base64; an empty mediatype
 * is none (`null`), as `[ mediatype ]` absent is the same string.
 */
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc2397.rules.js';

export type { Leaf, Span, RuleName };

// ----- 3. Syntax -----

/** `dataurl = "data:" [ mediatype ] [ ";base64" ] "," data` */
export interface dataurl extends Span {
  readonly type: 'dataurl';
  /** The media type and its parameters, or `null` when there are none (§2: it defaults to text/plain;charset=US-ASCII). */
  readonly mediatype: mediatype | null;
  /** True when ";base64" (any case) precedes the ",": the data is base64 (§2). */
  readonly base64: boolean;
  /** The data after the ",", maybe empty. */
  readonly data: data;
}

/** `mediatype = [ type "/" subtype ] *( ";" parameter )` */
export interface mediatype extends Span {
  readonly type: 'mediatype';
  /**
   * The top-level media type (RFC 2045 §5.1 `type`), or `null` when the
   * mediatype is parameters only (§2: "text/plain" can be omitted).
   */
  readonly topLevelType: type | null;
  /** The subtype, `null` exactly when `topLevelType` is. */
  readonly subtype: subtype | null;
  readonly parameters: readonly parameter[];
}

/** `data = *urlchar`: percent-encoded octets, or base64 text when the dataurl says ";base64" (§2). */
export type data = Leaf<'data'>;

/** `parameter = attribute "=" value` */
export interface parameter extends Span {
  readonly type: 'parameter';
  readonly attribute: attribute;
  readonly value: value;
}

/** `type = token` (RFC 2045 §5.1; case-insensitive) */
export type type = Leaf<'type'>;
/** `subtype = token` (RFC 2045 §5.1; case-insensitive) */
export type subtype = Leaf<'subtype'>;
/** `attribute = token` (RFC 2045 §5.1; case-insensitive) */
export type attribute = Leaf<'attribute'>;
/** `value = token`: no quoted-string form (§3). */
export type value = Leaf<'value'>;
/** `token = 1*( alphanum / "!" / "$" / "&" / "'" / "*" / "+" / "-" / "." / "_" / "~" / escaped )` */
export type token = Leaf<'token'>;
/** `urlchar = uric` (RFC 2396 §2) */
export type urlchar = Leaf<'urlchar'>;

/** What parsing by each RFC 2397 rule returns. */
export interface RuleNodes {
  'dataurl': dataurl;
  'mediatype': mediatype;
  'data': data;
  'parameter': parameter;
  'type': type;
  'subtype': subtype;
  'attribute': attribute;
  'value': value;
  'token': token;
  'urlchar': urlchar;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
