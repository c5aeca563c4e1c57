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

import { ALPHA, DIGIT, HEXDIG, has, union } from '../core/charsets.js';
import { encodeOctets, PCT } from './percent-encoding.js';

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

const FFFD_UTF8 = PCT[0xef] + PCT[0xbf] + PCT[0xbd];

/**
 * Serializes one name or value (WHATWG URL §5.2, with §1.3 "percent-encode
 * after encoding" with UTF-8 and spaceAsPlus): UTF-8, space as "+", every
 * other byte outside `formUrlencodedLiteral` as `%XX` (uppercase hex).
 */
export function formEncodeString(text: string): string {
  // A lone surrogate is U+FFFD in a scalar value string.
  return encodeOctets(text, formUrlencodedLiteral, true, () => FFFD_UTF8);
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
    return toScalarValueString(text.indexOf('+') < 0 ? text : text.replaceAll('+', ' '));
  }
  return utf8DecodeWithoutBOM(formBytes(text));
}

/** `text` with each lone surrogate replaced by U+FFFD (WebIDL "convert to a scalar value string"). */
function toScalarValueString(text: string): string {
  const n = text.length;
  let out = '';
  let run = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    const d = text.charCodeAt(i + 1);
    if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
      i++;
      continue;
    }
    out += text.slice(run, i) + '\ufffd';
    run = i + 1;
  }
  return run === 0 ? text : out + text.slice(run);
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

// Reused output buffer of formBytes for short strings (formBytes is synchronous and never re-entered).
const scratch = new Uint8Array(3 * 1024);

// "+" as space, then the UTF-8 bytes of `text` with every valid `%XX` decoded
// (WHATWG URL §1.3 percent-decode). The result may be a view of `scratch`.
function formBytes(text: string): Uint8Array {
  const n = text.length;
  // A code unit is at most 3 bytes; "%XX" is 1.
  const out = n * 3 <= scratch.length ? scratch : new Uint8Array(n * 3);
  let o = 0;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    if (c === 0x25) {
      const h = text.charCodeAt(i + 1);
      const l = text.charCodeAt(i + 2);
      if (has(HEXDIG, h) && has(HEXDIG, l)) {
        out[o++] = (hexValue(h) << 4) | hexValue(l);
        i += 2;
      } else {
        out[o++] = c;
      }
    } else if (c === 0x2b) {
      out[o++] = 0x20;
    } else if (c < 0x80) {
      out[o++] = c;
    } else if (c < 0x800) {
      out[o++] = 0xc0 | (c >> 6);
      out[o++] = 0x80 | (c & 0x3f);
    } else {
      const d = text.charCodeAt(i + 1);
      if (c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        out[o++] = 0xf0 | (c >> 18);
        out[o++] = 0x80 | ((c >> 12) & 0x3f);
        i++;
      } else if (c >= 0xd800 && c <= 0xdfff) {
        c = 0xfffd; // a lone surrogate is U+FFFD in a scalar value string
        out[o++] = 0xe0 | (c >> 12);
      } else {
        out[o++] = 0xe0 | (c >> 12);
      }
      out[o++] = 0x80 | ((c >> 6) & 0x3f);
      out[o++] = 0x80 | (c & 0x3f);
    }
  }
  return out.subarray(0, o);
}

function hexValue(c: number): number {
  return c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x57;
}

/**
 * "UTF-8 decode without BOM" of the WHATWG Encoding Standard: its UTF-8
 * decoder with error mode "replacement": a leading BOM is kept and
 * each maximal ill-formed subsequence becomes one U+FFFD.
 */
export function utf8DecodeWithoutBOM(bytes: Uint8Array): string {
  let out = '';
  const units: number[] = [];
  let needed = 0;
  let seen = 0;
  let codePoint = 0;
  let lower = 0x80;
  let upper = 0xbf;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (needed === 0) {
      if (byte <= 0x7f) {
        units.push(byte);
      } else if (byte >= 0xc2 && byte <= 0xdf) {
        needed = 1;
        codePoint = byte & 0x1f;
      } else if (byte >= 0xe0 && byte <= 0xef) {
        if (byte === 0xe0) lower = 0xa0;
        if (byte === 0xed) upper = 0x9f;
        needed = 2;
        codePoint = byte & 0xf;
      } else if (byte >= 0xf0 && byte <= 0xf4) {
        if (byte === 0xf0) lower = 0x90;
        if (byte === 0xf4) upper = 0x8f;
        needed = 3;
        codePoint = byte & 0x7;
      } else {
        units.push(0xfffd);
      }
    } else if (byte < lower || byte > upper) {
      // Error: reset, and process the byte again (it is "restored to the queue").
      codePoint = needed = seen = 0;
      lower = 0x80;
      upper = 0xbf;
      units.push(0xfffd);
      i--;
    } else {
      lower = 0x80;
      upper = 0xbf;
      codePoint = (codePoint << 6) | (byte & 0x3f);
      if (++seen === needed) {
        if (codePoint < 0x10000) units.push(codePoint);
        else units.push(0xd800 + ((codePoint - 0x10000) >> 10), 0xdc00 + ((codePoint - 0x10000) & 0x3ff));
        codePoint = needed = seen = 0;
      }
    }
    if (units.length >= 4096) {
      out += String.fromCharCode.apply(null, units);
      units.length = 0;
    }
  }
  if (needed !== 0) units.push(0xfffd); // end of queue inside a sequence
  return units.length > 0 ? out + String.fromCharCode.apply(null, units) : out;
}
