/**
 * uri-grammar/rfc6874: RFC 3986 with IPv6 zone identifiers in IP literals
 * (RFC 6874 §2: `http://[fe80::1%25eth0]/`), with the same contract as the
 * root's RFC 3986 API. RFC 9844 (August 2025) obsoletes RFC 6874 and leaves
 * zone identifiers out of URIs: use this grammar to check what older software
 * accepts, not to produce URIs.
 * https://www.rfc-editor.org/rfc/rfc6874
 */
import type { URI_reference, absolute_URI, RuleName, RuleNodes } from './ast.js';
import type { AnyNode } from '../rfc3987/any-node.js';
import { rfc3986Components } from '../rfc3986/components.js';
import type { Components } from '../../model/components.js';
import type { ComponentSyntax } from '../../model/reference-syntax.js';
import { componentsOf, serializeIn } from '../../model/serialize.js';
import { parse, check, isValid, isRuleName, RULE_NAMES, validator } from '../../../generated/rfc6874.api.js';
import { VALIDATOR } from '../../../generated/rfc6874.validator.js';

export type * from './ast.js';
export type { Components };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';

/** RFC 6874's rules, for the checks of `serialize`. */
const components6874: ComponentSyntax = { grammar: 'rfc6874', validator, hasRule: (rule) => Object.prototype.hasOwnProperty.call(VALIDATOR.rules, rule) };

/**
 * The text of a node (RFC 3986 §5.3), checking a node built or changed by
 * code against RFC 6874's rules first (its IP literals may hold an IPv6addrz).
 * @throws {UriSyntaxError} with the `component` at fault, when a node's text does not match its rule.
 */
export function serialize(node: AnyNode | RuleNodes[RuleName]): string {
  return serializeIn(components6874, node);
}

/** The components of a URI-reference (a string, parsed by `URI-reference`, or a parsed node), as strings; `null` where undefined. */
export function components(input: string | URI_reference | absolute_URI): Components {
  return componentsOf(typeof input === 'string' ? parse(input) : input, rfc3986Components);
}
