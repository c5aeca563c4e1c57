/**
 * RFC 3986 §6 normalization and comparison on RFC 3986's grammar: the passes
 * of src/passes/normalize.ts and src/passes/compare.ts, which hold the
 * algorithms and their decisions, bound to RFC 3986's syntax.
 */
import type * as ast from './ast.js';
import { parse } from './parse.js';
import { rfc3986Syntax } from './syntax.js';
import { normalizeIn, type NormalizeOptions } from '../../passes/normalize.js';
import { comparisonKeyIn, type CompareOptions } from '../../passes/compare.js';

/** What `normalize`, `normalizeReference` and the comparisons take: a string, or a parsed URI-reference or absolute-URI. */
export type UriInput = string | ast.URI_reference | ast.absolute_URI;

/**
 * The normalized text of a URI-reference (RFC 3986 §6.2.2, and §6.2.3 with
 * `level: 'scheme'`).
 *
 * @throws {UriSyntaxError} when a string input is not a URI-reference.
 * @throws {TypeError} on an unknown option value.
 * @example normalize('HTTP://www.Example.COM:80/a/./b/../%7euser', { level: 'scheme' }) // 'http://www.example.com/a/~user'
 */
export function normalize(input: UriInput, options: NormalizeOptions = {}): string {
  return normalizeIn(rfc3986Syntax, input, options);
}

/** `normalize` over the AST: the normalized reference, parsed again (offsets are those of its own text). */
export function normalizeReference(input: UriInput, options: NormalizeOptions = {}): ast.URI_reference {
  return parse(normalize(input, options));
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
