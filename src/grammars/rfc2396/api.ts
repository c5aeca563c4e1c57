/**
 * The RFC 2396 grammar's API (src/core/grammar-api.ts): `parse` by any rule of
 * Appendix A to a typed AST named after RFC 2396's rules, `check` for the
 * syntax error (offset, expected, found, caret), `isValid`, `components`.
 */
import type { RuleName, RuleNodes } from './ast.js';
import { componentsOf, type Components } from './components.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc2396.api.js';

export type { Components };
export { RULE_NAMES, parse, check, isValid, isRuleName };


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
