/**
 * uri-grammar: the strict, grammar-generated RFC 3986 parser.
 * https://www.rfc-editor.org/rfc/rfc3986
 */
export type * from './grammars/rfc3986/ast.js';
export { RULE_NAMES, isRuleName } from './grammars/rfc3986/rules.js';
// The family of grammars (metadata only: each grammar's parser is its subpath, `uri-grammar/rfc3987`, ...).
export { GRAMMARS } from '../generated/grammars.js';
export type { GrammarInfo, GrammarStatus } from './core/grammar-info.js';
export { parse } from './grammars/rfc3986/parse.js';
// check and isValid by RFC 3986, and with { schemes: true } by the grammar of the URI's scheme where RFC 3986 stops.
export { check, isValid } from './schemes/validate.js';
export type { SchemeOptions } from './schemes/validate.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from './core/errors.js';
export { UriGrammarError } from './core/error-base.js';
export type { Diagnosis, UriComponent } from './core/errors.js';
export { serialize } from './grammars/rfc3987/any-node.js';
export { build, withComponents } from './grammars/rfc3986/build.js';
export type { UriParts, BuildOptions, EncodableComponent } from './passes/build.js';
export type { AnyNode } from './grammars/rfc3987/any-node.js';
export { components } from './grammars/rfc3986/components.js';
export { children } from './grammars/rfc3986/walk.js';
export type { Components } from './model/components.js';
// RFC 3986 §2 percent-encoding, §5 reference resolution, §6 normalization and comparison.
export { percentEncode, percentDecode, percentDecodeBytes, PercentEncodeError, PercentDecodeError, PERCENT_ENCODE_ERROR, PERCENT_DECODE_ERROR, encodeSets, encodeSetNames } from './encoding/percent-encoding.js';
export type { EncodeSet, PercentDecodeOptions, PercentDecodeErrorKind } from './encoding/percent-encoding.js';
export type { CharSet } from './core/charsets.js';
export { removeDotSegments } from './passes/remove-dot-segments.js';
// application/x-www-form-urlencoded (WHATWG URL Standard §5), kept apart from RFC 3986.
export { formEncode, formDecode } from './encoding/form-urlencoded.js';
export type { FormPairs } from './encoding/form-urlencoded.js';
export { resolve, resolveReference, relativize } from './grammars/rfc3986/resolve.js';
export type { BaseInput, ReferenceInput } from './grammars/rfc3986/resolve.js';
export { ResolveError, RESOLVE_ERROR } from './passes/resolve.js';
export type { ResolveOptions, ResolveErrorKind } from './passes/resolve.js';
export { normalizeReference } from './grammars/rfc3986/normalize.js';
// With { schemes: true }, the equivalence of the URI's scheme where its RFC defines one (RFC 8141 §3.1, RFC 3966 §4, RFC 5870 §3.4.4).
export { normalize, equivalent, comparisonKey, compare } from './schemes/compare.js';
export type { UriInput, SchemeAwareOptions, SchemeNormalizeOptions, SchemeCompareOptions } from './schemes/compare.js';
export { DEFAULT_SCHEMES } from './passes/normalize.js';
export type { NormalizeOptions, NormalizeLevel, SchemeRules, SchemeRegistry } from './passes/normalize.js';
export type { ComparisonLevel, CompareOptions } from './passes/compare.js';
export { ipv6Text } from './passes/ipv6-text.js';
// RFC 3986 §7 security lint.
export { lint, LINT_CODES, MAX_FINDINGS_PER_CODE, DEFAULT_MAX_DATA_LENGTH } from './lint/index.js';
export type { LintCode, LintFinding, LintSeverity, LintCodeInfo, LintOptions } from './lint/index.js';
// RFC 3986 Appendix C: URIs in running text (also uri-grammar/extract).
export { extract, Extractor, BARE_SCHEMES, type Extracted, type PositionedExtracted, type ExtractOptions, type ExtractGrammar, type Delimiter, type Context, type SchemeSelection } from './extract/index.js';
