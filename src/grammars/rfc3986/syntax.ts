/**
 * RFC 3986's part of the passes (src/model/reference-syntax.ts): the rules
 * they parse by and check against, for the root's `resolve`, `relativize`,
 * `normalize` and comparisons.
 */
import type { RuleName } from './ast.js';
import type { ReferenceSyntax } from '../../model/reference-syntax.js';
import { isValid, parse } from './parse.js';
import { rfc3986Components } from './components.js';

/** RFC 3986's part of the passes. */
export const rfc3986Syntax: ReferenceSyntax = {
  grammar: 'rfc3986',
  rules: { reference: 'URI-reference', uri: 'URI', relative: 'relative-ref' },
  parseReference: (input) => parse(input),
  parseUri: (input) => parse(input, 'URI'),
  isValid: (input, rule) => isValid(input, rule as RuleName),
  components: rfc3986Components,
};
