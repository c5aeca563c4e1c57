/**
 * The typed AST of URI Templates (RFC 6570 §2). Every node type is the name
 * of the RFC 6570 rule it was parsed by, is discriminated by `type`, and
 * carries the `[start, end)` span of its source text in UTF-16 code units
 * (a character above U+FFFF is two).
 *
 * A template is its `parts` in order: runs of literal characters (§2.1; the
 * ABNF's `literals` is one character, a part is the longest run of them) and
 * expressions (§2.2), each with its operator (`null` for simple string
 * expansion) and its variables (§2.3), each with its modifier (§2.4): a
 * prefix length or an explode, never both.
 */
import type { Leaf, Span } from '../../model/shapes.js';
import type { RuleName } from '../../../generated/rfc6570.rules.js';

export type { Leaf, Span, RuleName };

/**
 * The operators of §2.2: `op-level2` (`+ #`), `op-level3` (`. / ; ? &`) and
 * `op-reserve` (`= , ! @ |`), reserved for future extensions: valid syntax
 * with no expansion defined (§3).
 */
export type Operator = '+' | '#' | '.' | '/' | ';' | '?' | '&' | '=' | ',' | '!' | '@' | '|';

/** `URI-Template = *( literals / expression )`: its parts in order, literal runs and expressions. */
export interface URI_Template extends Span {
  readonly type: 'URI-Template';
  readonly parts: readonly (literals | expression)[];
}

/**
 * `literals` (§2.1, erratum 6937): a run of literal characters as written,
 * pct-encoded triplets included. Parsed alone, the rule is one character (or
 * one triplet).
 */
export type literals = Leaf<'literals'>;

/** `expression = "{" [ operator ] variable-list "}"` (§2.2). */
export interface expression extends Span {
  readonly type: 'expression';
  /** The operator, or `null` for simple string expansion (§3.2.2). */
  readonly operator: Operator | null;
  /** The `variable-list`'s varspecs, in order (at least one). */
  readonly variables: readonly varspec[];
}

/** `variable-list = varspec *( "," varspec )` (§2.3). */
export interface variable_list extends Span {
  readonly type: 'variable-list';
  readonly variables: readonly varspec[];
}

/** `varspec = varname [ modifier-level4 ]` (§2.3, §2.4). */
export interface varspec extends Span {
  readonly type: 'varspec';
  /** As written: pct-encoded triplets are part of the name, never decoded (§2.3). */
  readonly varname: string;
  /** `prefix = ":" max-length` (§2.4.1): 1 to 9999 characters, or `null`. */
  readonly prefix: number | null;
  /** `explode = "*"` (§2.4.2). */
  readonly explode: boolean;
}

/** The node each rule parses to: the template, an expression and its parts, and leaves for the rules below them. */
export interface RuleNodes {
  'URI-Template': URI_Template;
  'literals': literals;
  'expression': expression;
  'operator': Leaf<'operator'>;
  'op-level2': Leaf<'op-level2'>;
  'op-level3': Leaf<'op-level3'>;
  'op-reserve': Leaf<'op-reserve'>;
  'variable-list': variable_list;
  'varspec': varspec;
  'varname': Leaf<'varname'>;
  'varchar': Leaf<'varchar'>;
  'modifier-level4': Leaf<'modifier-level4'>;
  'prefix': Leaf<'prefix'>;
  'max-length': Leaf<'max-length'>;
  'explode': Leaf<'explode'>;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
