/**
 * The passes on IRIs: reference resolution (RFC 3987 §6.5: "the rules in
 * section 5.2 of [RFC3986] apply" to IRIs), normalization (§5.3.2) and the
 * comparison ladder (§5.3). They are RFC 3986's passes (src/passes/resolve.ts,
 * normalize.ts, compare.ts), run on RFC 3987's grammar; only what RFC
 * 3987 adds is here: character normalization when asked (§5.3.2.2), and
 * comparison after mapping both IRIs to URIs (§5.3.2.3).
 */
import type { IRI_reference, IRI, absolute_IRI } from './ast.js';
import { parse, rfc3987Syntax } from './api.js';
import { toURI } from './mapping.js';
import { serialize } from './any-node.js';
import { resolveIn, type ResolveOptions } from '../../passes/resolve.js';
import { normalizeIn, type NormalizeOptions } from '../../passes/normalize.js';
import { comparisonKeyIn, type CompareOptions } from '../../passes/compare.js';
import { comparisonKey as uriComparisonKey } from '../rfc3986/normalize.js';

/** An IRI-reference: a string, or a parsed IRI-reference or absolute-IRI. */
export type IriInput = string | IRI_reference | absolute_IRI;

/**
 * The target IRI of `ref` against the base IRI `base` (RFC 3987 §6.5, RFC
 * 3986 §5.2): always a valid `IRI`.
 *
 * @throws {ResolveError} (kind `'base-not-absolute'`) when the base is a relative reference.
 * @throws {UriSyntaxError} when the base or the reference is not an IRI-reference.
 * @example resolve('http://例え.jp/a/b', '../パス') // 'http://例え.jp/パス'
 */
export function resolve(base: string | IRI | absolute_IRI, ref: string | IRI_reference, options: ResolveOptions = {}): string {
  return resolveIn(rfc3987Syntax, base, ref, options);
}

/** Options of the IRI `normalize`: RFC 3986's, and character normalization. */
export interface IriNormalizeOptions extends NormalizeOptions {
  /**
   * `true`: Unicode Normalization Form C first (RFC 3987 §5.3.2.2: IRIs are
   * assumed to be "pre-character-normalized", and NFC is for the conversions
   * it names, so it is never applied unless asked). `false` by default.
   */
  nfc?: boolean;
}

/**
 * The normalized text of an IRI-reference (RFC 3987 §5.3.2, §5.3.3 with
 * `level: 'scheme'`): the scheme and a US-ASCII host in lowercase, the hex of
 * percent-encodings in uppercase, percent-encoded unreserved characters
 * decoded, dot segments removed, as RFC 3986 §6.2.2 does; non-ASCII characters
 * as they are (NFC only with `nfc: true`).
 *
 * @throws {UriSyntaxError} when the input is not an IRI-reference.
 * @throws {RangeError} with `nfc: true`, when NFC makes a character that an IRI does not allow (U+1FEF becomes "`").
 * @example normalize('HTTP://Example.COM/a/./b/%7e') // 'http://example.com/a/b/~'
 */
export function normalize(input: IriInput, options: IriNormalizeOptions = {}): string {
  const { nfc = false, ...rest } = options;
  if (typeof nfc !== 'boolean') throw new TypeError(`options.nfc must be a boolean, not ${typeof nfc}`);
  if (!nfc) return normalizeIn(rfc3987Syntax, input, rest);
  return normalizeIn(rfc3987Syntax, nfcOf(input), rest);
}

/** The NFC form of an IRI-reference, which must still be one (§5.3.2.2). */
function nfcOf(input: IriInput): IRI_reference {
  const text = typeof input === 'string' ? input : serialize(input);
  parse(text); // the input is an IRI-reference, or its UriSyntaxError
  const composed = text.normalize('NFC');
  try {
    return parse(composed);
  } catch {
    throw new RangeError(`NFC turns ${JSON.stringify(text)} into ${JSON.stringify(composed)}, which is not an IRI-reference (RFC 3987 §5.3.2.2)`);
  }
}

/** Options of the IRI comparisons: RFC 3986's, character normalization, and comparison after mapping to URIs. */
export interface IriCompareOptions extends CompareOptions {
  /** `true`: NFC first (§5.3.2.2); for `'syntax'` and `'scheme'` only. */
  nfc?: boolean;
  /**
   * `true`: compare the URIs the IRIs map to (`toURI`, §3.1), at the level,
   * by RFC 3986 §6: "the percent-encoding of both IRIs to be compared has to
   * be aligned; for example, by converting both IRIs to URIs" (RFC 3987
   * §5.3.2.3), so `ros%C3%A9` and `rosé` are equivalent.
   */
  viaURI?: boolean;
}

/**
 * The string that stands for the equivalence class of an IRI-reference at a
 * level of the comparison ladder (RFC 3987 §5.3): `'simple'` (§5.3.1),
 * `'syntax'` (§5.3.2, the default) or `'scheme'` (§5.3.3).
 */
export function comparisonKey(input: IriInput, options: IriCompareOptions = {}): string {
  const { nfc = false, viaURI = false, ...rest } = options;
  if (typeof viaURI !== 'boolean') throw new TypeError(`options.viaURI must be a boolean, not ${typeof viaURI}`);
  const level = rest.level ?? 'syntax';
  const prepared = nfc && level !== 'simple' ? nfcOf(input) : input;
  if (!viaURI) return comparisonKeyIn(rfc3987Syntax, prepared, rest);
  const text = typeof prepared === 'string' ? prepared : serialize(prepared);
  return uriComparisonKey(toURI(text), rest);
}

/**
 * True when two IRI-references are equivalent at the level (RFC 3987 §5.3).
 * @example equivalent('example://a/b/c/%7Bfoo%7D/rosé', 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9', { viaURI: true }) // true
 */
export function equivalent(a: IriInput, b: IriInput, options: IriCompareOptions = {}): boolean {
  return comparisonKey(a, options) === comparisonKey(b, options);
}

/** A total order consistent with `equivalent` (-1, 0 or 1): the code-unit order of the comparison keys. */
export function compare(a: IriInput, b: IriInput, options: IriCompareOptions = {}): -1 | 0 | 1 {
  const x = comparisonKey(a, options);
  const y = comparisonKey(b, options);
  return x < y ? -1 : x > y ? 1 : 0;
}
