/**
 * What the passes (resolution, normalization, comparison) need of a grammar
 * whose references have RFC 3986's shape: RFC 3986 itself (the root) and RFC
 * 3987, whose nodes are RFC 3986's under other names (`IRI` for `URI`,
 * `ipath-abempty` for `path-abempty`, `ireg-name` for `reg-name`, ...). RFC
 * 3987 §6.5 resolves IRIs with RFC 3986's algorithm, and §5.3 normalizes them
 * as RFC 3986 §6 does: the passes are written once, over this.
 */
import type * as ast from '../grammars/rfc3986/ast.js';
import type * as iri from '../grammars/rfc3987/ast.js';

/** A reference of a grammar of RFC 3986's shape. */
export type Reference = ast.URI_reference | ast.absolute_URI | iri.IRI_reference | iri.absolute_IRI;
/** A parsed URI (or IRI): a reference with a scheme. */
export type Absolute = ast.URI | ast.absolute_URI | iri.IRI | iri.absolute_IRI;

/** The grammar-specific part of the passes. */
export interface ReferenceSyntax {
  /** `rfc3986` or `rfc3987`. */
  readonly grammar: string;
  /** The names of the rules the passes parse by, as this grammar names them. */
  readonly rules: { readonly reference: string; readonly uri: string; readonly relative: string };
  /** Parses by the reference rule (`URI-reference`, `IRI-reference`), throwing the grammar's UriSyntaxError. */
  parseReference(input: string): Reference;
  /** Parses by the URI rule (`URI`, `IRI`). */
  parseUri(input: string): ast.URI | iri.IRI;
  /** True when `input` matches the rule. */
  isValid(input: string, rule: string): boolean;
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
