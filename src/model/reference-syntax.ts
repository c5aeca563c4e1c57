/**
 * What the component model and the passes (resolution, normalization,
 * comparison) need of a grammar whose references have RFC 3986's shape: RFC
 * 3986 itself (the root) and RFC 3987, whose nodes are RFC 3986's under other
 * names (`IRI` for `URI`, `ipath-abempty` for `path-abempty`, `ireg-name` for
 * `reg-name`, ...). RFC 3987 §6.5 resolves IRIs with RFC 3986's algorithm, and
 * §5.3 normalizes them as RFC 3986 §6 does: the passes are written once, over
 * the shapes of ./shapes.ts, and each grammar binds them to itself by these
 * (src/grammars/<name>/).
 */
import type { Validator } from '../core/dfa.js';
import type { AbsoluteShape, ReferenceShape } from './shapes.js';

/** The rules that serialization and the builder check a component's text against: a grammar's DFAs. */
export interface ComponentSyntax {
  /** The grammar's name in `GRAMMARS`. */
  readonly grammar: string;
  readonly validator: Validator;
  /** True when the grammar has a rule of this name (a node type of another grammar is not checked). */
  hasRule(rule: string): boolean;
}

/** The grammar-specific part of the passes. */
export interface ReferenceSyntax {
  /** The grammar's name in `GRAMMARS`. */
  readonly grammar: string;
  /** The names of the rules the passes parse by, as this grammar names them. */
  readonly rules: { readonly reference: string; readonly uri: string; readonly relative: string };
  /** Parses by the reference rule (`URI-reference`, `IRI-reference`), throwing the grammar's UriSyntaxError. */
  parseReference(input: string): ReferenceShape;
  /** Parses by the URI rule (`URI`, `IRI`). */
  parseUri(input: string): AbsoluteShape;
  /** True when `input` matches the rule. */
  isValid(input: string, rule: string): boolean;
  /** The rules a node is checked against before the passes read its text (a node built by code may be invalid). */
  readonly components: ComponentSyntax;
}

/**
 * The RFC 3986 rule of a node type of RFC 3986's shape: RFC 3987's names
 * (RFC 3987 §2.2: "If the non-terminal contains 'URI', this has been changed
 * to 'IRI'. Otherwise, an 'i' has been prefixed") back to RFC 3986's.
 */
export function shapeOf(type: string): string {
  if (type.includes('IRI')) return type.replace('IRI', 'URI');
  return IRI_RULES.has(type) ? type.slice(1) : type;
}

const IRI_RULES: ReadonlySet<string> = new Set([
  'ihier-part', 'irelative-ref', 'irelative-part', 'iauthority', 'iuserinfo', 'ihost', 'ireg-name', 'ipath',
  'ipath-abempty', 'ipath-absolute', 'ipath-noscheme', 'ipath-rootless', 'ipath-empty',
  'isegment', 'isegment-nz', 'isegment-nz-nc', 'ipchar', 'iquery', 'ifragment', 'iunreserved',
]);
