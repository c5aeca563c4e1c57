/**
 * The RFC 2396 grammar's API (src/grammar-api.ts): `parse` by any rule of
 * Appendix A to a typed AST named after RFC 2396's rules, `check` for the
 * syntax error (offset, expected, found, caret), `isValid`, `components`.
 */
import type { RuleName, RuleNodes } from './ast.js';
import { grammarApi } from '../../core/grammar-api.js';
import { createValidator } from '../../core/dfa.js';
import { componentsOf, type Components } from './components.js';
import * as parser from '../../../generated/rfc2396.js';
import { VALIDATOR } from '../../../generated/rfc2396.validator.js';
import { NAME_TABLE, RULE_NAMES } from '../../../generated/rfc2396.rules.js';
import { hint as hints } from './hints.js';

export type { Components };
export { RULE_NAMES };

const rfc2396 = /* @__PURE__ */ grammarApi<RuleNodes, RuleName, 'URI-reference'>({
  name: 'rfc2396',
  rfc: 2396,
  table: NAME_TABLE,
  start: 'URI-reference',
  parser,
  validator: createValidator(VALIDATOR),
  hints,
});

/**
 * Parses `input` by an RFC 2396 rule (by default `URI-reference`) and returns its typed AST.
 * @example parse('http://a/b?q#f').uri?.type // 'absoluteURI'
 */
export const parse = rfc2396.parse;
/** The syntax error of `input` against an RFC 2396 rule (by default `URI-reference`), or `null` when it matches. */
export const check = rfc2396.check;
/** True when `input` matches an RFC 2396 rule (by default `URI-reference`). */
export const isValid = rfc2396.isValid;
/** True when `name` is an RFC 2396 rule name (`hier_part`, `reg_name`, ...: the RFC's spelling). */
export const isRuleName = rfc2396.isRuleName;

/**
 * The components of an RFC 2396 URI-reference, as strings (`null` where the
 * separator is absent): the authority split as a server (`userinfo`, `host`,
 * `port`) when the whole of it parses as one, else `reg_name` (§3.2); an
 * opaque URI's path is its whole opaque_part, with `opaque: true` (§3).
 * @throws {UriSyntaxError} when `input` is not a URI-reference.
 * @example components('http://u@h:80/p?q#f') // { scheme: 'http', authority: 'u@h:80', userinfo: 'u', host: 'h', port: '80', reg_name: null, path: '/p', query: 'q', fragment: 'f', opaque: false }
 */
export function components(input: string): Components {
  return componentsOf(input, parse(input));
}
