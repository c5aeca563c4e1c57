/**
 * Comparison: RFC 3986 §6 (the comparison ladder of §6.2).
 *
 * - `'simple'`: §6.2.1 Simple String Comparison, code unit for code unit;
 * - `'syntax'` (the default): §6.2.2 Syntax-Based Normalization, then compare;
 * - `'scheme'`: §6.2.3 Scheme-Based Normalization as well.
 *
 * Every level compares a key (`comparisonKey`): two references are equivalent
 * when their keys are equal, so each level is an equivalence relation
 * (reflexive, symmetric, transitive), and the key can index a `Map` or sort
 * (`compare`). A false negative is possible at every level, a false positive
 * at none (§6.1): e.g. `%2F` and "/" are never equivalent.
 *
 * Every input must be a URI-reference, at each level: an invalid string is a
 * `UriSyntaxError`, not a silent comparison of bytes.
 */
import { normalizeIn, type NormalizeOptions, type UriInput } from './normalize.js';
import type { Reference, ReferenceSyntax } from '../model/reference-syntax.js';
import { rfc3986Syntax } from './resolve.js';
import { serialize } from '../model/serialize.js';

/** `'simple'` (§6.2.1), `'syntax'` (§6.2.2) or `'scheme'` (§6.2.3). */
export type ComparisonLevel = 'simple' | 'syntax' | 'scheme';

/** Options of `equivalent`, `comparisonKey` and `compare`: the level, and `normalize`'s other options. */
export interface CompareOptions extends Omit<NormalizeOptions, 'level'> {
  /** `'syntax'` by default. */
  level?: ComparisonLevel;
}


/**
 * The string that stands for the equivalence class of `input` at a level:
 * the reference's own text for `'simple'`, its normalized text otherwise.
 *
 * @throws {UriSyntaxError} when a string input is not a URI-reference.
 * @example comparisonKey('HTTP://a/%7e') // 'http://a/~'
 */
export function comparisonKey(input: UriInput, options: CompareOptions = {}): string {
  return comparisonKeyIn(rfc3986Syntax, input, options);
}

/** `comparisonKey` in a grammar of RFC 3986's shape (RFC 3987 §5.3 has the same ladder). */
export function comparisonKeyIn(syntax: ReferenceSyntax, input: string | Reference, options: CompareOptions = {}): string {
  const level = options.level ?? 'syntax';
  switch (level) {
    case 'simple':
      // RFC 3986 §6.2.1 Simple String Comparison
      if (typeof input === 'string') {
        syntax.parseReference(input); // a URI-reference, or a UriSyntaxError
        return input;
      }
      return serialize(input);
    case 'syntax':
    case 'scheme':
      return normalizeIn(syntax, input, { ...options, level });
    default:
      throw new TypeError(`unknown comparison level: ${String(level)}`);
  }
}

/**
 * True when `a` and `b` are equivalent at the level (RFC 3986 §6.2).
 *
 * @example equivalent('http://example.com', 'HTTP://EXAMPLE.COM:80/', { level: 'scheme' }) // true
 */
export function equivalent(a: UriInput, b: UriInput, options: CompareOptions = {}): boolean {
  return comparisonKey(a, options) === comparisonKey(b, options);
}

/**
 * A total order consistent with `equivalent` (-1, 0 or 1), for sorting: the
 * code-unit order of the comparison keys. `0` exactly when equivalent.
 */
export function compare(a: UriInput, b: UriInput, options: CompareOptions = {}): -1 | 0 | 1 {
  const x = comparisonKey(a, options);
  const y = comparisonKey(b, options);
  return x < y ? -1 : x > y ? 1 : 0;
}
