/** Percent-encoding and percent-decoding of URI data: RFC 3986 §2.1, §2.4, §2.5. */

import {
  fragment,
  has,
  HEXDIG,
  path,
  pchar,
  query,
  reg_name,
  segment_nz_nc,
  unreserved,
  userinfo,
  type CharSet,
} from '../core/charsets.js';
import { brandsOf, ERROR_BRAND, ERROR_BRANDS, isBranded, UriGrammarError } from '../core/error-base.js';

/**
 * The sets `percentEncode` can leave literal, each named after the ABNF rule
 * whose literal characters it is (RFC 3986 Appendix A). `'path'` is pchar and
 * "/" (the characters of every path rule, §3.3).
 */
export type EncodeSet =
  | 'unreserved'
  | 'pchar'
  | 'segment-nz-nc'
  | 'path'
  | 'query'
  | 'fragment'
  | 'userinfo'
  | 'reg-name';

/** The character set behind each `EncodeSet` name (from `charsets.ts`; none contains "%"). */
export const encodeSets: Readonly<Record<EncodeSet, CharSet>> = Object.freeze({
  unreserved,
  pchar,
  'segment-nz-nc': segment_nz_nc,
  path,
  query,
  fragment,
  userinfo,
  'reg-name': reg_name,
});

/** Every `EncodeSet` name. */
export const encodeSetNames: readonly EncodeSet[] = Object.freeze(Object.keys(encodeSets) as EncodeSet[]);

/** The stable `code` of every PercentEncodeError. */
export const PERCENT_ENCODE_ERROR = 'ERR_PERCENT_ENCODE';

/**
 * Thrown by `percentEncode` (and by `percentDecodeBytes` for literal text) on a
 * lone surrogate: a code unit in D800–DFFF that is not half of a surrogate
 * pair is no Unicode scalar value and so has no UTF-8 form (RFC 3986 §2.5,
 * RFC 3629 §3). It is a `TypeError`, as for `encodeURIComponent`'s `URIError`:
 * the input is not a well-formed string. `offset` is its code-unit index.
 */
export class PercentEncodeError extends TypeError {
  override readonly name = 'PercentEncodeError';
  readonly code = PERCENT_ENCODE_ERROR;
  /** Index in the input of the lone surrogate. */
  readonly offset: number;

  /** Its brand across copies of this package (src/core/error-base.ts): a TypeError, and by brand a UriGrammarError too. */
  static readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.PercentEncodeError');

  /**
   * The brands of the error's class chain, which `instanceof` reads.
   * @internal
   */
  get [ERROR_BRANDS](): symbol[] {
    return [...brandsOf(this), UriGrammarError[ERROR_BRAND]];
  }

  /** `instanceof PercentEncodeError` is true for an error of any copy of this package, by its brand. */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }

  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

/**
 * Why percent-decoding failed:
 * - `'malformed-escape'`: a "%" not followed by two HEXDIG (RFC 3986 §2.1);
 * - `'invalid-utf8'`: the decoded octets are not well-formed UTF-8 (§2.5, RFC 3629 §4);
 * - `'lone-surrogate'`: `percentDecodeBytes` met literal text with no UTF-8 form.
 */
export type PercentDecodeErrorKind = 'malformed-escape' | 'invalid-utf8' | 'lone-surrogate';

/** The stable `code` of every PercentDecodeError. */
export const PERCENT_DECODE_ERROR = 'ERR_PERCENT_DECODE';

/**
 * Thrown by `percentDecode` and `percentDecodeBytes`. `offset` is the index in
 * the input of the "%" that starts the malformed escape or the ill-formed
 * UTF-8 sequence (or of the lone surrogate).
 */
export class PercentDecodeError extends UriGrammarError {
  override readonly name = 'PercentDecodeError';
  readonly code = PERCENT_DECODE_ERROR;
  /** Index in the input where the error starts. */
  readonly offset: number;
  readonly kind: PercentDecodeErrorKind;

  /** Its brand across copies of this package (src/core/error-base.ts). */
  static override readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.PercentDecodeError');

  constructor(message: string, offset: number, kind: PercentDecodeErrorKind) {
    super(message);
    this.offset = offset;
    this.kind = kind;
  }
}

// `%XX` for every octet, uppercase (§2.1: "should use uppercase hexadecimal digits").
export const PCT: readonly string[] = Array.from({ length: 256 }, (_, b) => '%' + b.toString(16).toUpperCase().padStart(2, '0'));

// HEXDIG value of an ASCII code unit, -1 when it is no HEXDIG.
const HEX_VALUE = new Int8Array(128).fill(-1);
for (let c = 0; c < 128; c++) if (has(HEXDIG, c)) HEX_VALUE[c] = parseInt(String.fromCharCode(c), 16);

const PERCENT = 0x25;

/** The octet of the `pct-encoded` at `i` (which holds "%"), or -1 when it is malformed (§2.1). */
function escapeAt(text: string, i: number): number {
  const h = text.charCodeAt(i + 1); // NaN past the end: NaN < 128 is false
  const l = text.charCodeAt(i + 2);
  if (!(h < 128 && l < 128)) return -1;
  const hv = HEX_VALUE[h];
  const lv = HEX_VALUE[l];
  return hv < 0 || lv < 0 ? -1 : (hv << 4) | lv;
}

function malformedEscape(text: string, i: number): PercentDecodeError {
  const shown = JSON.stringify(text.slice(i, i + 3));
  return new PercentDecodeError(
    `Malformed percent-encoding at offset ${i}: ${shown} is not "%" followed by two hexadecimal digits (RFC 3986 §2.1)`,
    i,
    'malformed-escape',
  );
}

function lookupSet(set: EncodeSet): CharSet {
  if (!Object.hasOwn(encodeSets, set)) {
    throw new TypeError(`Unknown encode set ${JSON.stringify(set)}; expected one of ${encodeSetNames.join(', ')}`);
  }
  return encodeSets[set];
}

/**
 * Percent-encodes `text` for use as data in the component whose ABNF rule
 * names `set`: the text is encoded as UTF-8 (§2.5), and every octet that is
 * not a character of `set` becomes `%XX` with uppercase hex (§2.1). "%" is
 * never in a set, so it is always encoded (§2.4).
 *
 * @throws PercentEncodeError on a lone surrogate, which has no UTF-8 form.
 */
export function percentEncode(text: string, set: EncodeSet): string {
  return encodeOctets(text, lookupSet(set), false, (i) => {
    const hex = text.charCodeAt(i).toString(16).toUpperCase();
    throw new PercentEncodeError(`Cannot percent-encode the lone surrogate U+${hex} at offset ${i}: it has no UTF-8 form (RFC 3986 §2.5)`, i);
  });
}

/**
 * The octets of `text` in UTF-8 (§2.5), those of a character in `keep` as
 * that character and every other as `%XX` with uppercase hex (§2.1). With
 * `spaceAsPlus` a space is written "+" (application/x-www-form-urlencoded);
 * a lone surrogate at `i` is written as `lone(i)` returns (or throws).
 * Shared by `percentEncode` and the form-urlencoded serializer.
 */
export function encodeOctets(text: string, keep: CharSet, spaceAsPlus: boolean, lone: (i: number) => string): string {
  const n = text.length;
  let out = '';
  let run = 0; // start of the pending run of literal characters
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    if (c < 128 && keep[c] === 1) continue;
    if (run < i) out += text.slice(run, i);
    if (c === 0x20 && spaceAsPlus) {
      out += '+';
    } else if (c < 0x80) {
      out += PCT[c];
    } else if (c < 0x800) {
      out += PCT[0xc0 | (c >> 6)] + PCT[0x80 | (c & 0x3f)];
    } else if (c < 0xd800 || c > 0xdfff) {
      out += PCT[0xe0 | (c >> 12)] + PCT[0x80 | ((c >> 6) & 0x3f)] + PCT[0x80 | (c & 0x3f)];
    } else {
      const d = text.charCodeAt(i + 1);
      if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        out += PCT[0xf0 | (c >> 18)] + PCT[0x80 | ((c >> 12) & 0x3f)] + PCT[0x80 | ((c >> 6) & 0x3f)] + PCT[0x80 | (c & 0x3f)];
        i++;
      } else {
        out += lone(i);
      }
    }
    run = i + 1;
  }
  return run === 0 ? text : out + text.slice(run);
}

/** Options of `percentDecode`. */
export interface PercentDecodeOptions {
  /** Return the octets as a `Uint8Array` (not required to be UTF-8), as `percentDecodeBytes` does. */
  bytes?: boolean;
}

/**
 * Decodes every `pct-encoded` in `text` and reads the octets as UTF-8
 * (RFC 3986 §2.1, §2.5). Characters other than "%" pass through unchanged,
 * lone surrogates included. Linear in the length of `text`.
 *
 * With `{ bytes: true }` it returns the octets instead; see `percentDecodeBytes`.
 *
 * @throws PercentDecodeError on a malformed escape (`%`, `%4`, `%zz`) or on
 *   octets that are not well-formed UTF-8 (overlong forms, encoded
 *   surrogates, truncated sequences, code points above U+10FFFF).
 */
export function percentDecode(text: string): string;
export function percentDecode(text: string, options: PercentDecodeOptions & { bytes: true }): Uint8Array;
export function percentDecode(text: string, options?: PercentDecodeOptions & { bytes?: false }): string;
export function percentDecode(text: string, options?: PercentDecodeOptions): string | Uint8Array;
export function percentDecode(text: string, options?: PercentDecodeOptions): string | Uint8Array {
  return options?.bytes === true ? percentDecodeBytes(text) : decodeToString(text);
}

// Bounds on the second octet of a UTF-8 sequence by its first (Unicode 15 Table 3-7; RFC 3629 §4).
function secondLow(b0: number): number {
  return b0 === 0xe0 ? 0xa0 : b0 === 0xf0 ? 0x90 : 0x80;
}
function secondHigh(b0: number): number {
  return b0 === 0xed ? 0x9f : b0 === 0xf4 ? 0x8f : 0xbf;
}

function invalidUtf8(text: string, start: number, end: number, why: string): PercentDecodeError {
  return new PercentDecodeError(
    `Invalid UTF-8 at offset ${start}: ${text.slice(start, end)} ${why} (RFC 3986 §2.5, RFC 3629 §4)`,
    start,
    'invalid-utf8',
  );
}

function decodeToString(text: string): string {
  let i = text.indexOf('%');
  if (i < 0) return text;
  const n = text.length;
  let out = '';
  let run = 0; // start of the pending run of literal characters
  const units: number[] = []; // decoded code units not yet appended to `out`
  const flush = (): void => {
    if (units.length > 0) {
      out += String.fromCharCode.apply(null, units);
      units.length = 0;
    }
  };
  while (i >= 0) {
    if (run < i) {
      flush();
      out += text.slice(run, i);
    }
    const b0 = escapeAt(text, i);
    if (b0 < 0) throw malformedEscape(text, i);
    let next = i + 3;
    let cp = b0;
    if (b0 >= 0x80) {
      let need: number;
      if (b0 >= 0xc2 && b0 <= 0xdf) need = 1;
      else if (b0 >= 0xe0 && b0 <= 0xef) need = 2;
      else if (b0 >= 0xf0 && b0 <= 0xf4) need = 3;
      else if (b0 < 0xc0) throw invalidUtf8(text, i, next, 'is a continuation octet with no lead octet');
      else if (b0 < 0xc2) throw invalidUtf8(text, i, next, 'starts an overlong encoding');
      else throw invalidUtf8(text, i, next, 'is no UTF-8 lead octet (it would encode beyond U+10FFFF)');
      cp = b0 & (0x3f >> need);
      for (let k = 1; k <= need; k++) {
        if (text.charCodeAt(next) !== PERCENT) {
          throw invalidUtf8(text, i, next, `is truncated: ${need + 1} octets expected`);
        }
        const b = escapeAt(text, next);
        if (b < 0) throw malformedEscape(text, next);
        const lo = k === 1 ? secondLow(b0) : 0x80;
        const hi = k === 1 ? secondHigh(b0) : 0xbf;
        if (b < lo || b > hi) {
          const end = next + 3;
          if (b < 0x80 || b > 0xbf) throw invalidUtf8(text, i, end, `is truncated: ${need + 1} octets expected`);
          if (b0 === 0xed) throw invalidUtf8(text, i, end, 'encodes a surrogate (D800-DFFF)');
          if (b0 === 0xf4) throw invalidUtf8(text, i, end, 'encodes a code point beyond U+10FFFF');
          throw invalidUtf8(text, i, end, 'is an overlong encoding');
        }
        cp = (cp << 6) | (b & 0x3f);
        next += 3;
      }
    }
    if (cp < 0x10000) units.push(cp);
    else units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
    if (units.length >= 4096) flush();
    run = next;
    i = text.charCodeAt(next) === PERCENT ? next : text.indexOf('%', next);
  }
  flush();
  return run < n ? out + text.slice(run) : out;
}

/**
 * Decodes every `pct-encoded` in `text` to its octet (RFC 3986 §2.1) and
 * returns the octets, which need not be UTF-8. Other characters become their
 * UTF-8 octets (§2.5). Linear in the length of `text`.
 *
 * @throws PercentDecodeError on a malformed escape, or (kind
 *   `'lone-surrogate'`) on a lone surrogate, which has no UTF-8 form.
 */
export function percentDecodeBytes(text: string): Uint8Array {
  const n = text.length;
  // First pass: the exact size (a malformed escape counts as its characters; the second pass throws).
  let size = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      size++;
      if (c === PERCENT && escapeAt(text, i) >= 0) i += 2;
    } else if (c < 0x800) {
      size += 2;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      size += 4;
      i++;
    } else {
      size += 3;
    }
  }
  const out = new Uint8Array(size);
  let o = 0;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    if (c === PERCENT) {
      const b = escapeAt(text, i);
      if (b < 0) throw malformedEscape(text, i);
      out[o++] = b;
      i += 2;
    } else if (c < 0x80) {
      out[o++] = c;
    } else if (c < 0x800) {
      out[o++] = 0xc0 | (c >> 6);
      out[o++] = 0x80 | (c & 0x3f);
    } else if (c < 0xd800 || c > 0xdfff) {
      out[o++] = 0xe0 | (c >> 12);
      out[o++] = 0x80 | ((c >> 6) & 0x3f);
      out[o++] = 0x80 | (c & 0x3f);
    } else {
      const d = text.charCodeAt(i + 1);
      if (c > 0xdbff || !(d >= 0xdc00 && d <= 0xdfff)) {
        const hex = c.toString(16).toUpperCase();
        throw new PercentDecodeError(
          `Cannot encode the lone surrogate U+${hex} at offset ${i} as UTF-8 (RFC 3986 §2.5)`,
          i,
          'lone-surrogate',
        );
      }
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      out[o++] = 0xf0 | (c >> 18);
      out[o++] = 0x80 | ((c >> 12) & 0x3f);
      out[o++] = 0x80 | ((c >> 6) & 0x3f);
      out[o++] = 0x80 | (c & 0x3f);
      i++;
    }
  }
  return out;
}
