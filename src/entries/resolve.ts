/**
 * uri-grammar/resolve: reference resolution (RFC 3986 §5.2), its inverse
 * (`relativize`) and dot-segment removal (§5.2.4).
 * https://www.rfc-editor.org/rfc/rfc3986#section-5
 */
export { resolve, resolveReference, ResolveError } from '../passes/resolve.js';
export type { ResolveOptions, ResolveErrorKind, BaseInput, ReferenceInput } from '../passes/resolve.js';
export { relativize } from '../passes/relativize.js';
export { removeDotSegments } from '../passes/remove-dot-segments.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../core/errors.js';
