/**
 * The RFC 3987 grammar's API (src/core/grammar-api.ts): `parse` by any rule to a
 * typed AST named after RFC 3987's rules, `check` for the syntax error (offset
 * in UTF-16 code units, expected, found, caret), `isValid`, `components`; and
 * its part of the passes (src/model/reference-syntax.ts).
 */
import type { IRI_reference, absolute_IRI, RuleName, RuleNodes } from './ast.js';
import type { AnyNode } from './any-node.js';
import type { ComponentSyntax, ReferenceSyntax } from '../../model/reference-syntax.js';
import { rfc3986Components } from '../rfc3986/components.js';
import type { Components } from '../../model/components.js';
import { componentsOf, serializeIn } from '../../model/serialize.js';
import { parse, check, isValid, isRuleName, RULE_NAMES, validator } from '../../../generated/rfc3987.api.js';
import { VALIDATOR } from '../../../generated/rfc3987.validator.js';

export type { Components };
export { RULE_NAMES, parse, check, isValid, isRuleName };

/** RFC 3987's rules, for the checks of `serialize`. */
const components3987: ComponentSyntax = { grammar: 'rfc3987', validator, hasRule: (rule) => Object.prototype.hasOwnProperty.call(VALIDATOR.rules, rule) };

/**
 * The text of a node (RFC 3986 §5.3, which RFC 3987 §6.5 keeps), checking a
 * node built or changed by code against RFC 3987's rules first.
 * @throws {UriSyntaxError} with the `component` at fault, when a node's text does not match its rule.
 */
export function serialize(node: AnyNode): string {
  return serializeIn(components3987, node);
}

/** The components of an IRI-reference (a string, parsed by `IRI-reference`, or a parsed node), as strings; `null` where undefined. */
export function components(input: string | IRI_reference | absolute_IRI): Components {
  return componentsOf(typeof input === 'string' ? parse(input) : input, rfc3986Components);
}

/**
 * RFC 3987's part of the passes. The passes check a node built by code by
 * RFC 3986's rules (RFC 3987's node types of RFC 3986's rules: `port`,
 * `IPv6address`, ...), as `components` does.
 */
export const rfc3987Syntax: ReferenceSyntax = {
  grammar: 'rfc3987',
  rules: { reference: 'IRI-reference', uri: 'IRI', relative: 'irelative-ref' },
  parseReference: (input) => parse(input),
  parseUri: (input) => parse(input, 'IRI'),
  isValid: (input, rule) => isValid(input, rule as RuleName),
  components: rfc3986Components,
};
