/**
 * uri-grammar/rfc6874: RFC 3986 with IPv6 zone identifiers in IP literals
 * (RFC 6874 §2: `http://[fe80::1%25eth0]/`), with the same contract as the
 * root's RFC 3986 API. RFC 9844 (August 2025) obsoletes RFC 6874 and leaves
 * zone identifiers out of URIs: use this grammar to check what older software
 * accepts, not to produce URIs.
 * https://www.rfc-editor.org/rfc/rfc6874
 */
import type { URI_reference, absolute_URI, RuleName, RuleNodes } from './ast.js';
import { grammarApi } from '../../core/grammar-api.js';
import { textLeaf } from '../rfc3986/nodes.js';
import { createValidator } from '../../core/dfa.js';
import type { AnyNode } from '../rfc3987/any-node.js';
import { rfc3986Components } from '../rfc3986/components.js';
import type { Components } from '../../model/components.js';
import type { ComponentSyntax } from '../../model/reference-syntax.js';
import { componentsOf, serializeIn } from '../../model/serialize.js';
import * as parser from '../../../generated/rfc6874.js';
import { VALIDATOR } from '../../../generated/rfc6874.validator.js';
import { NAME_TABLE, RULE_NAMES } from '../../../generated/rfc6874.rules.js';
import { hint as hints } from './hints.js';

export type * from './ast.js';
export type { Components };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';

const validator = /* @__PURE__ */ createValidator(VALIDATOR);
const rfc6874 = /* @__PURE__ */ grammarApi<RuleNodes, RuleName, 'URI-reference'>({
  name: 'rfc6874',
  rfc: 6874,
  table: NAME_TABLE,
  start: 'URI-reference',
  parser,
  validator,
  hints,
  textLeaf,
});

/** RFC 6874's rules, for the checks of `serialize`. */
const components6874: ComponentSyntax = { grammar: 'rfc6874', validator, hasRule: (rule) => Object.prototype.hasOwnProperty.call(VALIDATOR.rules, rule) };

/**
 * The text of a node (RFC 3986 §5.3), checking a node built or changed by
 * code against RFC 6874's rules first (its IP literals may hold an IPv6addrz).
 * @throws {UriSyntaxError} with the `component` at fault, when a node's text does not match its rule.
 */
export function serialize(node: AnyNode): string {
  return serializeIn(components6874, node);
}

/**
 * Parses `input` by an RFC 6874 rule (by default `URI-reference`) and returns its typed AST.
 * @example parse('http://[fe80::1%25eth0]/', 'URI').authority?.host // an IP-literal whose address is an IPv6addrz
 */
export const parse = rfc6874.parse;
/** The syntax error of `input` against an RFC 6874 rule (by default `URI-reference`), or `null` when it matches. */
export const check = rfc6874.check;
/** True when `input` matches an RFC 6874 rule (by default `URI-reference`). */
export const isValid = rfc6874.isValid;
/** True when `name` is an RFC 6874 rule name. */
export const isRuleName = rfc6874.isRuleName;

/** The components of a URI-reference (a string, parsed by `URI-reference`, or a parsed node), as strings; `null` where undefined. */
export function components(input: string | URI_reference | absolute_URI): Components {
  return componentsOf(typeof input === 'string' ? parse(input) : input, rfc3986Components);
}
