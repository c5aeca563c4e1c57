/**
 * uri-grammar/parse: the typed AST of any RFC 3986 Appendix A rule (`parse`),
 * its components (§3), its text (§5.3), and validation (`check`, `isValid`),
 * without the passes (resolution, normalization, percent-encoding, lint).
 * https://www.rfc-editor.org/rfc/rfc3986
 */
export type * from '../ast.js';
export { parse, check, isValid } from '../parse.js';
export { RULE_NAMES, isRuleName } from '../rules.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../errors.js';
export { serialize } from '../serialize.js';
export type { AnyNode } from '../serialize.js';
export { components } from '../components.js';
export type { Components } from '../components.js';
export { children } from '../walk.js';
