/**
 * uri-grammar/rfc1738: Uniform Resource Locators (RFC 1738, December 1994),
 * with the same contract as the root's RFC 3986 API: `parse` by any rule of
 * §5 to a typed AST named after the RFC's rules (`httpurl`, `hostport`,
 * `hpath`, `gopher+_string`, ...), `check` for the syntax error, `isValid`,
 * `components` (§3.1's parts), and `schemeRule`, the rule of the input's
 * scheme. RFC 3986 updates RFC 1738 and RFC 4248 and RFC 4266 obsolete its
 * telnet and gopher schemes: use this grammar to check what software of that
 * era accepts, not to produce URLs.
 * https://www.rfc-editor.org/rfc/rfc1738
 *
 * Conformance (grammar/rfc1738.abnf lists the transcription):
 * - The grammar is §5's BNF, every rule, with erratum 5118 (the "/" of
 *   gopherurl is the literal "/").
 * - Strict case: a scheme is lower case (`lowalpha`), and so are the schemes'
 *   literals (`http://`, `mailto:`, ...): `HTTP://h/` is no url here. §5 and
 *   §2.1 ask interpreters to ignore the scheme's case: lower-case the scheme
 *   first to check a URL as they read it. ";type=" and "localhost" are
 *   case-insensitive, as the ABNF strings they are.
 * - No fragment: `http://h/#x` is not a url (§2.2: "#" must be encoded; a
 *   fragment identifier follows a URL, outside it).
 * - `url` and `otherurl` accept the same strings (every scheme's URL is also
 *   a genericurl). Where the grammar allows several trees, the tree is the
 *   RFC's reading: a url is parsed by its scheme's rule when the whole string
 *   matches it, else it is an `otherurl` (`http://user:pw@h/` is an otherurl:
 *   §3.3 allows no user in http); a schemepart is an `ip-schemepart` whenever
 *   it matches one; in a gopher URL the selector ends at the first "%09" that
 *   a search follows, the search at the next "%09" (§3.4.1); "localhost" in a
 *   file URL is the host, a hostname (§3.10).
 */
import type { url, RuleName, RuleNodes } from './ast.js';
import { componentsOf, type Components } from './components.js';
import { GRAMMARS } from '../../../generated/grammars.js';
import { schemeRuleOf } from '../../core/grammar-info.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc1738.api.js';

export type * from './ast.js';
export type { Components };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';


/**
 * The components of a URL (RFC 1738 §2.1 and §3.1), parsed by `url`: the
 * scheme and schemepart, the user, password, host and port, the url-path
 * (after the "/" that follows the host and port), as strings, `null` where
 * absent; and `rule`, the alternative of `url` it was parsed by. The §3.1
 * parts are read from the scheme's rule (an httpurl's url-path is
 * `hpath [ "?" search ]`, an ftpurl's `fpath [ ";type=" ftptype ]`), or, for
 * an otherurl, from its ip-schemepart; mailto and news URLs, and schemeparts
 * that are no ip-schemepart, have the scheme and schemepart only.
 * @throws {UriSyntaxError} when the input is not a `url`.
 * @example components('ftp://u:p@h:21/a/b;type=i') // { scheme: 'ftp', schemepart: '//u:p@h:21/a/b;type=i', user: 'u', password: 'p', host: 'h', port: '21', urlpath: 'a/b;type=i', rule: 'ftpurl' }
 */
export function components(input: string): Components {
  return componentsOf(input, parse(input) as url);
}

/**
 * The rule of §5 that defines the syntax of the input's scheme (`http` →
 * `httpurl`, `ftp` → `ftpurl`, `file`, `gopher`, `mailto`, `news`, `nntp`,
 * `telnet`, `wais` → `waisurl`, `prospero`), or `null` for any other scheme
 * or an input without a ":". The scheme is the text before the first ":",
 * compared without regard to case, as §2.1 asks of interpreters: `HTTP://h/`
 * gets `httpurl`, whose verdict then rejects the upper-case scheme, as `url`
 * does.
 * @example schemeRule('news:comp.infosystems.www') // 'newsurl'
 */
export function schemeRule(input: string): RuleName | null {
  if (typeof input !== 'string') throw new TypeError(`input must be a string, not ${input === null ? 'null' : typeof input}`);
  // Scheme (lower case) → rule: grammar/grammars.json `schemeRules`, as GRAMMARS lists them.
  return schemeRuleOf(GRAMMARS.find((g) => g.name === 'rfc1738')!, input) as RuleName | null;
}
