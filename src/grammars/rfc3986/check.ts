/**
 * Validation by RFC 3986's Appendix A rules with the rules' DFAs alone
 * (generated/rfc3986.validator.ts): `check` for the syntax error and
 * `isValid`, without loading the parser. `uri-grammar/validate` is this
 * module; src/parse.ts adds the parser.
 */
import type { RuleName } from './ast.js';
import type { UriSyntaxError } from '../../core/errors.js';
import { syntaxCheck, validityTest, type GrammarChecks } from '../../core/grammar-checks.js';
import { validator } from './validator.js';
import { RULE_NAMES } from '../../../generated/rfc3986.rules.js';
import { hint as hints } from './hints.js';
import { diagnose as diagnoses } from './diagnoses.js';

const parts: GrammarChecks<RuleName> = {
  name: 'rfc3986',
  rfc: 3986,
  table: /* @__PURE__ */ RULE_NAMES.map((rfc) => ({ rfc })),
  start: 'URI-reference',
  validator,
};
// Two functions, not one object, so that a bundle of `isValid` alone has no error class.
const checkRfc3986 = /* @__PURE__ */ syntaxCheck({ ...parts, hints, diagnoses });
const isValidRfc3986 = /* @__PURE__ */ validityTest(parts);

/**
 * The syntax error of `input` against `rule` (by default `URI-reference`,
 * RFC 3986 §4.1), or `null` when it matches.
 *
 * The rule's DFA (src/core/dfa.ts) decides, and for an invalid input gives
 * the offset and the expectations (the same error that parse() throws).
 *
 * @throws {TypeError} when the input is not a string or the rule is unknown.
 * @example check('http://exa mple.com/')?.offset // 10
 */
export function check(input: string, rule: RuleName = 'URI-reference'): UriSyntaxError<RuleName> | null {
  return checkRfc3986(input, rule);
}

/**
 * True when `input` matches `rule` (by default `URI-reference`), by the rule's DFA alone.
 *
 * @throws {TypeError} when the input is not a string or the rule is unknown.
 * @example isValid('1.2.3.04', 'IPv4address') // false
 */
export function isValid(input: string, rule: RuleName = 'URI-reference'): boolean {
  return isValidRfc3986(input, rule);
}
