/**
 * Parsing by any RFC 3986 Appendix A rule with the generated parser (and
 * src/validation.ts's `check` and `isValid`): the RFC 3986 grammar's API
 * (src/grammar-api.ts).
 */
import type * as ast from './ast.js';
import type { RuleName, RuleNodes } from './ast.js';
import { grammarApi } from '../../core/grammar-api.js';
import { textLeaf } from './nodes.js';
import * as parser from '../../../generated/rfc3986.js';
import { validator } from './validator.js';
import { NAME_TABLE } from '../../../generated/rfc3986.rules.js';
import { hint as hints } from './hints.js';

const rfc3986 = /* @__PURE__ */ grammarApi<RuleNodes, RuleName, 'URI-reference'>({
  name: 'rfc3986',
  rfc: 3986,
  table: NAME_TABLE as readonly { rfc: RuleName; peg: string }[],
  start: 'URI-reference',
  parser,
  validator,
  hints,
  textLeaf,
});

/**
 * Parses `input` by an Appendix A rule (by default `URI-reference`, RFC 3986
 * §4.1) and returns its typed AST.
 *
 * @throws {UriSyntaxError} when the input does not match the rule.
 * @throws {TypeError} when the input is not a string or the rule is unknown.
 * @example parse('http://example.com/a?b#c').authority?.host // { type: 'reg-name', text: 'example.com', ... }
 */
export function parse(input: string): ast.URI_reference;
export function parse<R extends RuleName>(input: string, rule: R): RuleNodes[R];
export function parse(input: string, rule: RuleName = 'URI-reference'): ast.Node {
  return rfc3986.parse(input, rule) as ast.Node;
}

export { check, isValid } from './check.js';
