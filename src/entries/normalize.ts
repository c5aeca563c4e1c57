/**
 * uri-grammar/normalize: normalization and comparison (RFC 3986 §6:
 * syntax-based §6.2.2, scheme-based §6.2.3), and RFC 5952's IPv6 text.
 * https://www.rfc-editor.org/rfc/rfc3986#section-6
 */
export { normalize, normalizeReference, DEFAULT_SCHEMES } from '../passes/normalize.js';
export type { NormalizeOptions, NormalizeLevel, SchemeRules, SchemeRegistry, UriInput } from '../passes/normalize.js';
export { equivalent, comparisonKey, compare } from '../passes/compare.js';
export type { ComparisonLevel, CompareOptions } from '../passes/compare.js';
export { ipv6Text } from '../passes/ipv6-text.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../core/errors.js';
