/**
 * uri-grammar/parse: the typed AST of any RFC 3986 Appendix A rule (`parse`),
 * its components (§3), its text (§5.3), and validation (`check`, `isValid`),
 * without the passes (resolution, normalization, percent-encoding, lint).
 * https://www.rfc-editor.org/rfc/rfc3986
 */
export type * from '../grammars/rfc3986/ast.js';
export { parse, check, isValid } from '../grammars/rfc3986/parse.js';
export { RULE_NAMES, isRuleName } from '../grammars/rfc3986/rules.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../core/errors.js';
export { serialize } from '../model/serialize.js';
export type { AnyNode } from '../model/serialize.js';
export { components } from '../model/components.js';
export type { Components } from '../model/components.js';
export { children } from '../model/walk.js';
