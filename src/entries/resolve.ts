/**
 * uri-grammar/resolve: reference resolution (RFC 3986 §5.2), its inverse
 * (`relativize`) and dot-segment removal (§5.2.4).
 * https://www.rfc-editor.org/rfc/rfc3986#section-5
 */
export { resolve, resolveReference, relativize } from '../grammars/rfc3986/resolve.js';
export type { BaseInput, ReferenceInput } from '../grammars/rfc3986/resolve.js';
export { ResolveError } from '../passes/resolve.js';
export type { ResolveOptions, ResolveErrorKind } from '../passes/resolve.js';
export { removeDotSegments } from '../passes/remove-dot-segments.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../core/errors.js';
