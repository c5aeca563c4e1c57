/**
 * uri-grammar/rfc1808: Relative Uniform Resource Locators (RFC 1808, June
 * 1995), with the same contract as the root's RFC 3986 API: `parse` by any
 * rule of §2.2 to a typed AST named after the RFC's rules (`URL`,
 * `generic-RL`, `net_path`, `net_loc`, ...), `check` for the syntax error,
 * `isValid`, `components` (§2.1, split as §2.4 does), and `resolve` (§4).
 * RFC 3986 obsoletes RFC 1808: use this grammar to check what software of
 * that era accepts, not to produce URLs.
 * https://www.rfc-editor.org/rfc/rfc1808
 *
 * Conformance (grammar/rfc1808.abnf lists the transcription):
 * - The grammar is §2.2's BNF; lowalpha and hialpha are case-sensitive (the
 *   RFC's literals are RFC 822 strings), so are the hex letters of each case.
 *   No erratum changes the syntax.
 * - Where the grammar allows several trees, the tree is the one §2.4's steps
 *   give: `a:b` is a generic-RL with the scheme "a" (§2.4.2), not a relative
 *   path, though pchar holds ":"; the net_loc runs to the next "/" and takes
 *   ";" and "?" (§2.4.3), so `http://h?q` has the net_loc "h?q" and no query.
 * - A string that is an absoluteURL only by `scheme ":" *( uchar | reserved )`
 *   (`http://a//b`: after "//" net_loc, no abs_path begins with "//") parses
 *   to an `absoluteURL` node (its scheme and its text); `components` still
 *   splits it by §2.4.
 * - `components`: strings, `null` where the delimiter is absent; the path
 *   keeps the "/" before it (§2.4.6).
 * - `resolve`: §4 steps 1 to 7 as written (see its documentation).
 */
import type { URL, RuleName, RuleNodes } from './ast.js';
import { componentsOf, type Components } from './components.js';
import { resolveWith } from './resolve.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc1808.api.js';

export type * from './ast.js';
export type { Components };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';
export { ResolveError } from '../../passes/resolve.js';


/**
 * The six components of a URL (RFC 1808 §2.1), as §2.4's steps split them: a
 * string, parsed by `URL`, or a parsed `URL` node. Each is a string, `null`
 * when its delimiter is absent ("#", `scheme ":"`, "//", "?", ";"); the path
 * is always a string and keeps the "/" that precedes it (§2.4.6). The
 * net_loc runs to the next "/" (§2.4.3): `http://h?q` has the net_loc "h?q"
 * and no query.
 * @throws {UriSyntaxError} when a string is not a `URL`.
 * @example components('http://a/b/c/d;p?q#f') // { scheme: 'http', net_loc: 'a', path: '/b/c/d', params: 'p', query: 'q', fragment: 'f' }
 */
export function components(input: string | URL): Components {
  return componentsOf(typeof input === 'string' ? parse(input) : input);
}

/**
 * Resolves the embedded URL `ref` against the base URL `base` by RFC 1808 §4,
 * steps 1 to 7 as written (params included: step 5 inherits them, step 6
 * ignores them), and returns the absolute URL's text.
 *
 * "Empty" is the RFC's word: a component whose delimiter is present but which
 * is empty counts as empty (`//` inherits the base's net_loc, `?` its query).
 * Step 6 removes "." and ".." exactly by its rules a to d, so a ".." above
 * the root stays (`../../../g` gives `http://a/../g`, §5.2), and step 4 leaves
 * an absolute path as it is (`/./g` gives `http://a/./g`). Step 7 writes
 * §2.1's `<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>`, so after a
 * net_loc a relative path gets its "/" (`http://a` and `g` give `http://a/g`).
 * The fragment is the embedded URL's, except that an empty `ref` is the whole
 * base (step 2a).
 *
 * @throws {ResolveError} (kind `'base-not-absolute'`) when `base` has no
 * scheme, or is empty (§3.4: unknown) while `ref` is relative (step 1).
 * @throws {UriSyntaxError} (grammar `rfc1808`) when `base` or `ref` is not a `URL`.
 * @example resolve('http://a/b/c/d;p?q#f', '../g') // 'http://a/b/g'
 * @example resolve('http://a/b/c/d;p?q#f', '?y') // 'http://a/b/c/d;p?y'
 */
export function resolve(base: string, ref: string): string {
  return resolveWith(components, base, ref);
}
