/**
 * rfc6570: RFC 6570, URI Template, as a unit of the family: `parse` by any of
 * its rules (§2: `URI-Template`, `expression`, `varspec`, ...) into the typed
 * AST of ./ast.ts, `check` for the syntax error (offset, expected rules,
 * found, caret, and a hint for the usual mistakes, ./hints.ts), `isValid`,
 * `RULE_NAMES` (generated/rfc6570.api.ts, from grammar/grammars.json).
 * `expand(template, variables)` and `compile(template)` (./expand.ts,
 * ./compile.ts): §3 expansion by Appendix A's table (./operators.ts), its
 * refusals a `TemplateExpansionError`.
 *
 * The grammar is §2's ABNF with verified erratum 6937 (the apostrophe is a
 * literal); it imports pct-encoded from RFC 3986 and ucschar and iprivate
 * from RFC 3987 (§1.5). Its literal transcription accepts exactly the ABNF's
 * language (grammar/rfc6570.peggy).
 *
 * `match`, `matchAll` and `matchTemplate` (./match.ts) read a URI back into
 * the variables whose expansion it is (the inverse of §3, docs/templates.md).
 */
export * from '../../../generated/rfc6570.api.js';
export type { URI_Template, literals, expression, variable_list, varspec, Operator, RuleName, RuleNodes, Node } from './ast.js';
export { expand, TemplateExpansionError } from './expand.js';
export type { Variables, VariableValue, ScalarValue, ListValue, AssociativeArray, TemplateExpansionErrorCode } from './expand.js';
export { compile } from './compile.js';
export type { CompiledTemplate } from './compile.js';
export { APPENDIX_A, RESERVED_OPERATORS } from './operators.js';
export type { ExpansionBehaviour, ExpressionType, ReservedOperator, Allow } from './operators.js';
export { match, matchAll, matchTemplate, TemplateMatchError, TEMPLATE_MATCH_ERROR } from './match.js';
export type { MatchOptions, MatchAllOptions, MatchValue, MatchVariables, ValueShape } from './match.js';
