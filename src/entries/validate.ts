/**
 * uri-grammar/validate: validation by any RFC 3986 Appendix A rule with the
 * rules' DFAs alone (`isValid`, and `check` for the syntax error), without
 * the parser: the smallest entry point, for validators and linters.
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-A
 */
export type { RuleName } from '../grammars/rfc3986/ast.js';
export { check, isValid } from '../grammars/rfc3986/check.js';
export { RULE_NAMES, isRuleName } from '../grammars/rfc3986/rules.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../core/errors.js';
