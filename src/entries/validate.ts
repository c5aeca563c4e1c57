/**
 * uri-grammar/validate: validation by any RFC 3986 Appendix A rule with the
 * rules' DFAs alone (`isValid`, and `check` for the syntax error), without
 * the parser: the smallest entry point, for validators and linters. With
 * `{ schemes: true }`, a URI of a scheme that a grammar of the family defines
 * (urn, data, tel, geo, ...) is also checked by that grammar's DFA.
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-A
 */
export type { RuleName } from '../grammars/rfc3986/ast.js';
export { check, isValid } from '../schemes/validate.js';
export type { SchemeOptions } from '../schemes/validate.js';
export { RULE_NAMES, isRuleName } from '../grammars/rfc3986/rules.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../core/errors.js';
