/** application/x-www-form-urlencoded: WHATWG URL Standard §5 (§5.1 parsing, §5.2 serializing). */

/*
 * This format is NOT RFC 3986. It is the HTML form encoding, defined by the
 * WHATWG URL Standard: "+" stands for a space, the set left literal differs
 * from every RFC 3986 set, and decoding is lenient (malformed escapes stay
 * literal, ill-formed UTF-8 becomes U+FFFD) where RFC 3986 decoding
 * (`percentDecode` in percent-encoding.ts) is strict. Use it for form bodies
 * and form-style query strings only, never as the RFC 3986 codec.
 *
 * Strings are handled as the standard's scalar value strings: a lone surrogate
 * in any input becomes U+FFFD, as `URLSearchParams` does (WebIDL USVString).
 */

import { ALPHA, DIGIT, union } from '../core/charsets.js';
import { decodeOctets, encodeOctets } from './percent-encoding.js';
import { toWellFormed, utf8Decode } from './utf8.js';

/** Name-value pairs to serialize: any iterable of pairs (an array, a `Map`, `URLSearchParams`) or a record. */
export type FormPairs = Iterable<readonly [string, string]> | Readonly<Record<string, string>>;

/**
 * The bytes the application/x-www-form-urlencoded serializer leaves literal:
 * the complement of the "application/x-www-form-urlencoded percent-encode set"
 * (WHATWG URL §1.3), that is ALPHA, DIGIT, "*", "-", ".", "_".
 */
export const formUrlencodedLiteral: Readonly<Uint8Array> = (() => {
  const set = new Uint8Array(union(ALPHA, DIGIT));
  for (const c of '*-._') set[c.charCodeAt(0)] = 1;
  return set;
})();

/**
 * Serializes one name or value (WHATWG URL §5.2, with §1.3 "percent-encode
 * after encoding" with UTF-8 and spaceAsPlus): UTF-8, space as "+", every
 * other byte outside `formUrlencodedLiteral` as `%XX` (uppercase hex).
 */
export function formEncodeString(text: string): string {
  // A lone surrogate is U+FFFD in a scalar value string: encodeOctets writes it so.
  return encodeOctets(text, formUrlencodedLiteral, true);
}

function isIterable(value: unknown): value is Iterable<unknown> {
  return value != null && typeof (value as { [Symbol.iterator]?: unknown })[Symbol.iterator] === 'function';
}

/**
 * The application/x-www-form-urlencoded serializer (WHATWG URL §5.2):
 * `name=value` pairs joined by "&", each side encoded by `formEncodeString`.
 * A record contributes its own enumerable string-keyed properties in order.
 *
 * @throws TypeError when an item of the iterable is not a pair of strings.
 */
export function formEncode(pairs: FormPairs): string {
  const list: Iterable<unknown> = isIterable(pairs) ? pairs : Object.entries(pairs);
  let out = '';
  let first = true;
  for (const pair of list) {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') {
      throw new TypeError('formEncode expects [name, value] pairs of strings');
    }
    if (!first) out += '&';
    first = false;
    out += formEncodeString(pair[0]) + '=' + formEncodeString(pair[1]);
  }
  return out;
}

/**
 * Decodes one name or value as the application/x-www-form-urlencoded parser
 * does (WHATWG URL §5.1 steps 3.3–3.4): "+" becomes a space, the text is taken
 * as UTF-8 bytes, "percent-decode" (§1.3) turns each `%XX` into its byte and
 * leaves any other "%" literal, and "UTF-8 decode without BOM" (WHATWG
 * Encoding Standard) turns each ill-formed byte sequence into U+FFFD.
 */
export function formDecodeString(text: string): string {
  if (text.indexOf('%') < 0) {
    // Without escapes the bytes are the UTF-8 of a scalar value string, which decodes to itself.
    return toWellFormed(text.indexOf('+') < 0 ? text : text.replaceAll('+', ' '));
  }
  return utf8Decode(decodeOctets(text, true, true)!);
}

/**
 * The application/x-www-form-urlencoded parser (WHATWG URL §5.1): splits on
 * "&", skips empty sequences, splits each at its first "=" (no "=" means an
 * empty value) and decodes both sides with `formDecodeString`. A leading "?"
 * is data here (only `URLSearchParams` strips one).
 */
export function formDecode(text: string): [string, string][] {
  const pairs: [string, string][] = [];
  const n = text.length;
  let eq = text.indexOf('='); // the first "=" at or after `start` (-1: none left)
  let start = 0;
  while (start <= n) {
    let end = text.indexOf('&', start);
    if (end < 0) end = n;
    if (end > start) {
      if (eq >= 0 && eq < start) eq = text.indexOf('=', start);
      if (eq >= 0 && eq < end) {
        pairs.push([formDecodeString(text.slice(start, eq)), formDecodeString(text.slice(eq + 1, end))]);
      } else {
        pairs.push([formDecodeString(text.slice(start, end)), '']);
      }
    }
    start = end + 1;
  }
  return pairs;
}
