/**
 * RFC 3986's components (§3) of a URI-reference: of a string, decided by
 * `URI-reference`'s DFA and split by Appendix B's expression, or of a parsed
 * node (src/model/components.ts, src/model/serialize.ts); and RFC 3986's
 * rules, which serialization and the builder check a component against.
 */
import type * as ast from './ast.js';
import type { ComponentSyntax } from '../../model/reference-syntax.js';
import { componentsByRule, type Components } from '../../model/components.js';
import { componentsOf } from '../../model/serialize.js';
import { validator } from './validator.js';
import { VALIDATOR } from '../../../generated/rfc3986.validator.js';

/** RFC 3986's rules, for the checks of serialization and the builder. */
export const rfc3986Components: ComponentSyntax = {
  grammar: 'rfc3986',
  validator,
  hasRule: (rule) => Object.prototype.hasOwnProperty.call(VALIDATOR.rules, rule),
};

/** The components of a string by `URI-reference`'s DFA. */
const componentsOfReference = /* @__PURE__ */ componentsByRule(rfc3986Components, 'URI-reference');

/**
 * The components of a URI-reference (a string, checked by `URI-reference`, or
 * a parsed node).
 *
 * A string is validated by one walk of the rule's DFA that notes on the way
 * where the RFC's delimiters fall (Appendix B), with no parse tree: the same
 * components as those of `parse(input)`, and the same `UriSyntaxError` for an
 * invalid input.
 * @throws {UriSyntaxError} when the string is not a URI-reference.
 * @throws {TypeError} when the input is neither a string nor a node.
 */
export function components(input: string | ast.URI_reference | ast.absolute_URI): Components {
  if (typeof input !== 'string') {
    if (typeof input !== 'object' || input === null) throw new TypeError(`input must be a string or a parsed reference, not ${input === null ? 'null' : typeof input}`);
    return componentsOf(input, rfc3986Components);
  }
  return componentsOfReference(input);
}
