/**
 * uri-grammar/normalize: normalization and comparison (RFC 3986 §6:
 * syntax-based §6.2.2, scheme-based §6.2.3), and RFC 5952's IPv6 text.
 * https://www.rfc-editor.org/rfc/rfc3986#section-6
 */
export { normalize, normalizeReference, equivalent, comparisonKey, compare } from '../grammars/rfc3986/normalize.js';
export type { UriInput } from '../grammars/rfc3986/normalize.js';
export { DEFAULT_SCHEMES } from '../passes/normalize.js';
export type { NormalizeOptions, NormalizeLevel, SchemeRules, SchemeRegistry } from '../passes/normalize.js';
export type { ComparisonLevel, CompareOptions } from '../passes/compare.js';
export { ipv6Text } from '../passes/ipv6-text.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../core/errors.js';
