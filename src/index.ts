/**
 * uri-grammar: the strict, grammar-generated RFC 3986 parser.
 * https://www.rfc-editor.org/rfc/rfc3986
 */
export type * from './ast.js';
export { RULE_NAMES, isRuleName } from './rules.js';
export { parse, check, isValid } from './parse.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from './errors.js';
export { serialize } from './serialize.js';
export { components } from './components.js';
export type { Components } from './components.js';
