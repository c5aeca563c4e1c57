/**
 * The root's normalization and comparison: RFC 3986 §6 (src/grammars/rfc3986/
 * normalize.ts), and with `{ schemes: true }` the equivalence of a URI's
 * scheme where its RFC defines one. RFC 3986 §6.2.3: "The syntax and
 * semantics of URIs vary from scheme to scheme, as described by the defining
 * specification for each scheme. Implementations may use scheme-specific
 * rules, at further processing cost, to reduce the probability of false
 * negatives."
 *
 * A scheme grammar whose `passes.equal` (grammar/grammars.json) names its
 * comparison key defines that equivalence (generated/schemes.ts
 * `SCHEME_KEYS`): RFC 8141 §3.1 for urn (case of "urn" and the NID, case of
 * percent-encodings, nothing decoded, r-, q- and f-components ignored), RFC
 * 3966 §4 for tel (visual separators, parameter order, case), RFC 5870 §3.4.4
 * for geo (numbers as numbers, the default CRS, the poles, the date line).
 * Where a scheme has a grammar and no equivalence of its own (RFC 2397 defines
 * none for data), RFC 3986 §6 compares its URIs, as any other's.
 *
 * Decisions, each pinned by test/vectors/schemes.json:
 * - With `schemes: true`, a URI of such a scheme must match its grammar
 *   (`check(uri, { schemes: true })`): a UriSyntaxError otherwise.
 * - The scheme's key replaces RFC 3986's normalization of the part it covers,
 *   at every level: RFC 8141 §3.1 says percent-encodings "MUST NOT be
 *   decoded", so `urn:example:%7E` and `urn:example:~` differ, where RFC
 *   3986 §6.2.2.2 would make them one.
 * - The fragment of a scheme whose grammar does not define it (all but RFC
 *   8141's) is RFC 3986's (§3.5) and compared as RFC 3986 compares it at the
 *   level asked: `#` and the fragment follow the key.
 * - `normalize` returns the key, itself a URI of the scheme in the form its
 *   RFC compares (`tel:+12015550123;ext=12`); for urn it drops the r-, q- and
 *   f-components, which §3.1 ignores.
 */
import type { RuleName } from '../grammars/rfc3986/ast.js';
import { normalize as normalizeRfc3986, comparisonKey as keyRfc3986, type UriInput } from '../grammars/rfc3986/normalize.js';
import { parse } from '../grammars/rfc3986/parse.js';
import { serialize } from '../grammars/rfc3987/any-node.js';
import { DEFAULT_SCHEMES, percentNormalize, type NormalizeOptions, type SchemeRegistry } from '../passes/normalize.js';
import type { CompareOptions } from '../passes/compare.js';
import { SCHEME_KEYS } from '../../generated/schemes.js';
import { schemeGrammarOf, schemeSyntaxError } from './check.js';

export type { UriInput };

/**
 * `schemes` of the root's `normalize` and comparisons: `true` for the scheme
 * grammars' equivalences (and `DEFAULT_SCHEMES` for `level: 'scheme'`), or,
 * as in `uri-grammar/normalize`, the rules of RFC 3986 §6.2.3 by scheme.
 */
export interface SchemeAwareOptions {
  readonly schemes?: SchemeRegistry | boolean;
}

/** Options of the root's `normalize`. */
export type SchemeNormalizeOptions = Omit<NormalizeOptions, 'schemes'> & SchemeAwareOptions;

/** Options of the root's `equivalent`, `comparisonKey` and `compare`. */
export type SchemeCompareOptions = Omit<CompareOptions, 'schemes'> & SchemeAwareOptions;

/** The options for RFC 3986's own pass, and whether the scheme grammars are asked. */
function split<O extends SchemeAwareOptions>(options: O): [Omit<O, 'schemes'> & { schemes?: SchemeRegistry }, boolean] {
  if (typeof options !== 'object' || options === null) throw new TypeError(`options must be an object, not ${options === null ? 'null' : typeof options}`);
  const { schemes } = options;
  if (typeof schemes === 'boolean') return [{ ...options, schemes: DEFAULT_SCHEMES }, schemes];
  return [options as Omit<O, 'schemes'> & { schemes?: SchemeRegistry }, false];
}

/**
 * The key of `input` by its scheme's equivalence, or `null` when its scheme
 * defines none: the input, a URI-reference (RFC 3986's error otherwise), must
 * match its scheme's grammar (that grammar's error otherwise).
 */
function schemeKey(input: UriInput, level: CompareOptions['level']): string | null {
  const text = typeof input === 'string' ? input : serialize(input);
  const g = schemeGrammarOf(text);
  // RFC 3986's own pass then parses the input, and any other.
  if (g === null) return null;
  // RFC 3986 first: its error for a string that is no URI-reference.
  if (typeof input === 'string') parse(input, 'URI-reference' satisfies RuleName);
  const e = schemeSyntaxError(text, true);
  if (e !== null) throw e;
  const key = SCHEME_KEYS[g.grammar];
  if (key === undefined) return null;
  if (g.fragment) return key(text);
  const hash = text.indexOf('#');
  if (hash < 0) return key(text);
  // RFC 3986 §3.5: the fragment is RFC 3986's, compared as it compares fragments (§6.2.1, §6.2.2.1, §6.2.2.2).
  const fragment = text.slice(hash + 1);
  return `${key(text.slice(0, hash))}#${level === 'simple' ? fragment : percentNormalize(fragment)}`;
}

/**
 * The normalized text of a URI-reference (RFC 3986 §6.2.2, and §6.2.3 with
 * `level: 'scheme'`); with `{ schemes: true }`, of a URI whose scheme defines
 * an equivalence (urn, tel, geo, ...), the form its RFC compares, which is a
 * URI of the scheme (see the module's comment).
 *
 * @throws {UriSyntaxError} when a string input is not a URI-reference or, with `schemes: true`, not a URI of its scheme's grammar.
 * @throws {TypeError} on an unknown option value.
 * @example normalize('HTTP://www.Example.COM:80/a/./b/../%7euser', { level: 'scheme' }) // 'http://www.example.com/a/~user'
 * @example normalize('TEL:+1-201-555-0123;Ext=1-2', { schemes: true }) // 'tel:+12015550123;ext=12'
 */
export function normalize(input: UriInput, options: SchemeNormalizeOptions = {}): string {
  const [own, asked] = split(options);
  return (asked ? schemeKey(input, 'syntax') : null) ?? normalizeRfc3986(input, own);
}

/**
 * The string that stands for the equivalence class of `input` at a level:
 * the reference's own text for `'simple'`, its normalized text otherwise;
 * with `{ schemes: true }`, for a URI whose scheme defines an equivalence,
 * the key of that equivalence.
 *
 * @throws {UriSyntaxError} when a string input is not a URI-reference or, with `schemes: true`, not a URI of its scheme's grammar.
 * @example comparisonKey('HTTP://a/%7e') // 'http://a/~'
 * @example comparisonKey('URN:EXAMPLE:a%2c?=q', { schemes: true }) // 'urn:example:a%2C'
 */
export function comparisonKey(input: UriInput, options: SchemeCompareOptions = {}): string {
  const [own, asked] = split(options);
  return (asked ? schemeKey(input, own.level) : null) ?? keyRfc3986(input, own);
}

/**
 * True when `a` and `b` are equivalent at the level (RFC 3986 §6.2); with
 * `{ schemes: true }`, by the equivalence of their scheme where its RFC
 * defines one (RFC 8141 §3.1, RFC 3966 §4, RFC 5870 §3.4.4, ...).
 *
 * @example equivalent('http://example.com', 'HTTP://EXAMPLE.COM:80/', { level: 'scheme' }) // true
 * @example equivalent('urn:example:a123,z456', 'URN:EXAMPLE:a123,z456?+abc', { schemes: true }) // true
 */
export function equivalent(a: UriInput, b: UriInput, options: SchemeCompareOptions = {}): boolean {
  return comparisonKey(a, options) === comparisonKey(b, options);
}

/**
 * A total order consistent with `equivalent` (-1, 0 or 1), for sorting: the
 * code-unit order of the comparison keys. `0` exactly when equivalent.
 */
export function compare(a: UriInput, b: UriInput, options: SchemeCompareOptions = {}): -1 | 0 | 1 {
  const x = comparisonKey(a, options);
  const y = comparisonKey(b, options);
  return x < y ? -1 : x > y ? 1 : 0;
}
