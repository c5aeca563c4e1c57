/**
 * uri-grammar: the strict, grammar-generated RFC 3986 parser.
 * https://www.rfc-editor.org/rfc/rfc3986
 */
export type * from './ast.js';
export { RULE_NAMES, isRuleName } from './rules.js';
// The family of grammars (metadata only: each grammar's parser is its subpath, `uri-grammar/rfc3987`, ...).
export { GRAMMARS } from '../generated/grammars.js';
export type { GrammarInfo, GrammarStatus } from './grammar-info.js';
export { parse, check, isValid } from './parse.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from './errors.js';
export type { UriComponent } from './errors.js';
export { serialize } from './serialize.js';
export { build, withComponents } from './build.js';
export type { UriParts, BuildOptions, EncodableComponent } from './build.js';
export type { AnyNode } from './serialize.js';
export { components } from './components.js';
export { children } from './walk.js';
export type { Components } from './components.js';
// RFC 3986 §2 percent-encoding, §5 reference resolution, §6 normalization and comparison.
export { percentEncode, percentDecode, percentDecodeBytes, PercentEncodeError, PercentDecodeError, encodeSets, encodeSetNames } from './percent-encoding.js';
export type { EncodeSet, PercentDecodeOptions, PercentDecodeErrorKind } from './percent-encoding.js';
export type { CharSet } from './charsets.js';
export { removeDotSegments } from './remove-dot-segments.js';
// application/x-www-form-urlencoded (WHATWG URL Standard §5), kept apart from RFC 3986.
export { formEncode, formDecode } from './form-urlencoded.js';
export type { FormPairs } from './form-urlencoded.js';
export { resolve, resolveReference, ResolveError } from './resolve.js';
export type { ResolveOptions, ResolveErrorKind, BaseInput, ReferenceInput } from './resolve.js';
export { relativize } from './relativize.js';
export { normalize, normalizeReference, DEFAULT_SCHEMES } from './normalize.js';
export type { NormalizeOptions, NormalizeLevel, SchemeRules, SchemeRegistry, UriInput } from './normalize.js';
export { equivalent, comparisonKey, compare } from './compare.js';
export type { ComparisonLevel, CompareOptions } from './compare.js';
export { ipv6Text } from './ipv6-text.js';
// RFC 3986 §7 security lint.
export { lint, LINT_CODES, MAX_FINDINGS_PER_CODE } from './lint.js';
export type { LintCode, LintFinding, LintSeverity, LintCodeInfo } from './lint.js';
// RFC 3986 Appendix C: URIs in running text (also uri-grammar/extract).
export { extract, Extractor, BARE_SCHEMES, type Extracted, type PositionedExtracted, type ExtractOptions, type ExtractGrammar, type Delimiter } from './extract/index.js';
