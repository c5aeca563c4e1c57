/**
 * The typed AST of URNs (RFC 8141 §2). Every node type is the name of the
 * RFC 8141 rule it was parsed by (`namestring`, `assigned-name`, `NID`,
 * `NSS`, `r-component`, ...), is discriminated by `type`, and carries the
 * `[start, end)` span of its source text in UTF-16 code units (the grammar is
 * US-ASCII: one unit per character). An optional component that is absent is
 * `null`; the r-, q- and f-components are never empty when present (§2:
 * `r-component = pchar *( ... )`), but `urn:a:b#` has an empty f-component
 * (`fragment` may be empty), which is not the same as none.
 *
 * `rq-components` is flattened into `namestring` (its r-component and
 * q-component are the namestring's); it is a node of its own when it is the
 * rule being parsed. Where the ABNF is ambiguous the tree is §2.3.1's
 * reading: the r-component ends at the first "?=" that can begin a
 * q-component (grammar/rfc8141.peggy).
 */
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc8141.rules.js';

export type { Leaf, Span, RuleName };

// ----- 2. URN Syntax -----

/** `namestring = assigned-name [ rq-components ] [ "#" f-component ]` */
export interface namestring extends Span {
  readonly type: 'namestring';
  readonly assignedName: assigned_name;
  /** The r-component after "?+" (§2.3.1), or `null`. */
  readonly rComponent: r_component | null;
  /** The q-component after "?=" (§2.3.2), or `null`. */
  readonly qComponent: q_component | null;
  /** The f-component after "#" (§2.3.3), maybe empty, or `null` without a "#". */
  readonly fComponent: f_component | null;
}

/** `assigned-name = "urn" ":" NID ":" NSS`: what URN-equivalence compares (§3.1). */
export interface assigned_name extends Span {
  readonly type: 'assigned-name';
  readonly NID: NID;
  readonly NSS: NSS;
}

/** `NID = (alphanum) 0*30(ldh) (alphanum)`: 2 to 32 characters, case-insensitive (§2.1). */
export type NID = Leaf<'NID'>;
/** `ldh = alphanum / "-"` */
export type ldh = Leaf<'ldh'>;
/** `NSS = pchar *(pchar / "/")`: as written; its case matters, but for percent-encodings (§3.1). */
export type NSS = Leaf<'NSS'>;

/** `rq-components = [ "?+" r-component ] [ "?=" q-component ]` (the node when it is the rule parsed). */
export interface rq_components extends Span {
  readonly type: 'rq-components';
  readonly rComponent: r_component | null;
  readonly qComponent: q_component | null;
}

/** `r-component = pchar *( pchar / "/" / "?" )`: for resolution services (§2.3.1). */
export type r_component = Leaf<'r-component'>;
/** `q-component = pchar *( pchar / "/" / "?" )`: for the resource (§2.3.2). */
export type q_component = Leaf<'q-component'>;
/** `f-component = fragment` (RFC 3986 §3.5): for the client (§2.3.3). */
export type f_component = Leaf<'f-component'>;

/** `alphanum = ALPHA / DIGIT` (RFC 2396 §1.6) */
export type alphanum = Leaf<'alphanum'>;

/** What parsing by each RFC 8141 rule returns. */
export interface RuleNodes {
  'namestring': namestring;
  'assigned-name': assigned_name;
  'NID': NID;
  'ldh': ldh;
  'NSS': NSS;
  'rq-components': rq_components;
  'r-component': r_component;
  'q-component': q_component;
  'f-component': f_component;
  'alphanum': alphanum;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
