/**
 * uri-grammar/validate: validation by any RFC 3986 Appendix A rule with the
 * rules' DFAs alone (`isValid`, and `check` for the syntax error), without
 * the parser: the smallest entry point, for validators and linters.
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-A
 */
export type { RuleName } from '../ast.js';
export { check, isValid } from '../validation.js';
export { RULE_NAMES, isRuleName } from '../rules.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../errors.js';
