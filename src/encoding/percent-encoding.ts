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
import { firstLoneSurrogate, utf8DecodeStrict, utf8EncodeInto, utf8IllFormed, type Utf8IllFormed } from './utf8.js';

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

/**
 * The octet of the `pct-encoded` at `text[i]` (`"%" HEXDIG HEXDIG`, §2.1;
 * either case of hex), or -1 when there is none there: the one reading of
 * `%XX` that every decoder of the package builds on.
 */
export function pctOctetAt(text: string, i: number): number {
  if (text.charCodeAt(i) !== PERCENT) return -1;
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

// Reused octet buffer of the functions below, none of which is re-entered (nothing they call calls back into them).
const scratch = new Uint8Array(3 * 1024);

/** `scratch` when it holds `size` bytes, else a new buffer. */
function bufferOf(size: number): Uint8Array {
  return size <= scratch.length ? scratch : new Uint8Array(size);
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
 * `spaceAsPlus` a space is written "+" (application/x-www-form-urlencoded).
 * A lone surrogate is written as U+FFFD (`%EF%BF%BD`, as "UTF-8 encode"
 * does), unless `lone` throws (it is called with its offset). Shared by
 * `percentEncode`, the form-urlencoded serializer and RFC 3987's `toURI`.
 */
export function encodeOctets(text: string, keep: CharSet, spaceAsPlus: boolean, lone?: (i: number) => never): string {
  const n = text.length;
  let out = '';
  let run = 0; // start of the pending run of literal characters
  // The UTF-8 of the text, by the platform's encoder, once it has a non-ASCII code unit.
  let octets: Uint8Array | null = null;
  let written = 0;
  let o = 0; // the octet in `octets` of the code unit at `at`
  let at = 0;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 && keep[c] === 1) continue;
    if (run < i) out += text.slice(run, i);
    if (c < 0x80) {
      out += c === 0x20 && spaceAsPlus ? '+' : PCT[c];
      run = i + 1;
      continue;
    }
    // A run of non-ASCII code units, none in `keep`: every octet of their UTF-8 as %XX.
    let j = i + 1;
    while (j < n && text.charCodeAt(j) >= 0x80) j++;
    if (lone !== undefined) {
      const k = firstLoneSurrogate(text, i, j);
      if (k >= 0) lone(k);
    }
    if (octets === null) {
      // All of the text, in one call: the code units before `i` are ASCII, one octet each.
      octets = bufferOf(3 * n);
      written = utf8EncodeInto(text, octets, 0);
      o = i;
    } else {
      o += i - at; // the ASCII code units since the last run: one octet each
    }
    while (o < written && octets[o] >= 0x80) out += PCT[octets[o++]];
    at = run = j;
    i = j - 1;
  }
  return run === 0 ? text : out + text.slice(run);
}

/**
 * Percent-decoding to octets, one for the package: the UTF-8 octets of
 * `text` (§2.5) with each `pct-encoded` as its octet (§2.1), and "+" as a
 * space (0x20) when `plusAsSpace` (application/x-www-form-urlencoded).
 * When `lenient`, a "%" that starts no `pct-encoded` stays "%" (WHATWG URL
 * §1.3 "percent-decode") and a lone surrogate is U+FFFD ("UTF-8 encode");
 * otherwise either makes the result null (`percentDecodeBytes` says which).
 *
 * The octets are a view of a buffer that the next call reuses: read or copy
 * them before that.
 */
export function decodeOctets(text: string, lenient: boolean, plusAsSpace = false): Uint8Array | null {
  const n = text.length;
  const out = bufferOf(3 * n); // a code unit is at most 3 octets, "%XX" 1
  let o = 0;
  for (let i = 0; i < n; ) {
    const c = text.charCodeAt(i);
    if (c === PERCENT) {
      const b = pctOctetAt(text, i);
      if (b >= 0) {
        out[o++] = b;
        i += 3;
        continue;
      }
      if (!lenient) return null;
      out[o++] = c;
      i++;
    } else if (c < 0x80) {
      out[o++] = c === 0x2b && plusAsSpace ? 0x20 : c;
      i++;
    } else {
      // A run of non-ASCII code units: their UTF-8 by the platform's encoder.
      let j = i + 1;
      while (j < n && text.charCodeAt(j) >= 0x80) j++;
      const chars = text.slice(i, j);
      if (!lenient && firstLoneSurrogate(chars) >= 0) return null;
      o += utf8EncodeInto(chars, out, o);
      i = j;
    }
  }
  return out.subarray(0, o);
}

/** The octets of the last `escapeRun`. */
let runOctets = scratch;

/**
 * Reads the run of `pct-encoded` that starts at `text[i]` into `runOctets`
 * and returns how many octets it holds (0 when `text[i]` starts none).
 */
function escapeRun(text: string, i: number): number {
  let out = scratch;
  let k = 0;
  for (let b = pctOctetAt(text, i); b >= 0; b = pctOctetAt(text, (i += 3))) {
    if (k === out.length) {
      const bigger = new Uint8Array(2 * out.length);
      bigger.set(out);
      out = bigger;
    }
    out[k++] = b;
  }
  runOctets = out;
  return k;
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

function decodeToString(text: string): string {
  return decodeRuns(text, true)!;
}

/**
 * What `percentDecode` returns, or null where it throws, without building its
 * error: for a caller that records octets that are not UTF-8 as a value, not
 * as a failure (RFC 6068's leaves). Linear in the length of `text`.
 */
export function percentDecodeOrNull(text: string): string | null {
  return decodeRuns(text, false);
}

/**
 * `text` with its pct-encoded read as UTF-8; where that fails, the error
 * (`throws`) or null. An octet below 0x80 is its character; the octets from
 * 0x80 on that follow one another are read as UTF-8 together, and the
 * literal characters between are sliced. A literal character or an ASCII
 * octet never continues a UTF-8 sequence, so this reads what reading each
 * whole run of pct-encoded as UTF-8 reads (§2.5), and fails where that fails.
 */
function decodeRuns(text: string, throws: boolean): string | null {
  let i = text.indexOf('%');
  if (i < 0) return text;
  const n = text.length;
  let out = text.slice(0, i);
  while (i < n) {
    if (text.charCodeAt(i) !== PERCENT) {
      let j = text.indexOf('%', i);
      if (j < 0) j = n;
      out += text.slice(i, j);
      i = j;
      continue;
    }
    const b = pctOctetAt(text, i);
    if (b < 0) {
      if (throws) throw malformedEscape(text, i);
      return null;
    }
    if (b < 0x80) {
      out += String.fromCharCode(b);
      i += 3;
      continue;
    }
    const from = i;
    let octets = scratch;
    let k = 0;
    for (let o = b; o >= 0x80; o = pctOctetAt(text, i)) {
      if (k === octets.length) {
        const bigger = new Uint8Array(2 * octets.length);
        bigger.set(octets);
        octets = bigger;
      }
      octets[k++] = o;
      i += 3;
    }
    const decoded = utf8DecodeStrict(octets, 0, k);
    if (decoded === null) {
      if (throws) throw runError(text, from);
      return null;
    }
    out += decoded;
  }
  return out;
}

/** The error of the run of pct-encoded around `text[at]`, whose octets are not UTF-8: the run read whole, as the message reports it. */
function runError(text: string, at: number): PercentDecodeError {
  let start = at;
  while (start >= 3 && pctOctetAt(text, start - 3) >= 0) start -= 3;
  const count = escapeRun(text, start);
  return invalidOctets(text, start, start + 3 * count, runOctets, count);
}

/** The error of the `count` octets of the pct-encoded `text[start, end)`, which are not UTF-8 (§2.5). */
function invalidOctets(text: string, start: number, end: number, octets: Uint8Array, count: number): PercentDecodeError {
  const bad = utf8IllFormed(octets, 0, count)!;
  // A sequence that the run ends before it is complete, at a "%" that starts no pct-encoded: that "%" is the error.
  if (bad.problem === 'incomplete' && text.charCodeAt(end) === PERCENT) return malformedEscape(text, end);
  const from = start + 3 * bad.start;
  const to = bad.problem === 'incomplete' ? end : start + 3 * bad.end;
  return new PercentDecodeError(
    `Invalid UTF-8 at offset ${from}: ${text.slice(from, to)} ${illFormedReason(bad)} (RFC 3986 §2.5, RFC 3629 §4)`,
    from,
    'invalid-utf8',
  );
}

/** What is wrong with an ill-formed UTF-8 sequence, in the words of the messages. */
function illFormedReason(bad: Utf8IllFormed): string {
  switch (bad.problem) {
    case 'continuation':
      return 'is a continuation octet with no lead octet';
    case 'overlong':
      return bad.length === 0 ? 'starts an overlong encoding' : 'is an overlong encoding';
    case 'beyond':
      return bad.length === 0 ? 'is no UTF-8 lead octet (it would encode beyond U+10FFFF)' : 'encodes a code point beyond U+10FFFF';
    case 'surrogate':
      return 'encodes a surrogate (D800-DFFF)';
    case 'truncated':
    case 'incomplete':
      return `is truncated: ${bad.length} octets expected`;
  }
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
  const octets = decodeOctets(text, false);
  if (octets !== null) return octets.slice();
  // The first malformed escape or lone surrogate, whichever comes first.
  const lone = firstLoneSurrogate(text);
  let i = text.indexOf('%');
  while (i >= 0 && pctOctetAt(text, i) >= 0) i = text.indexOf('%', i + 3);
  if (i >= 0 && (lone < 0 || i < lone)) throw malformedEscape(text, i);
  const hex = text.charCodeAt(lone).toString(16).toUpperCase();
  throw new PercentDecodeError(`Cannot encode the lone surrogate U+${hex} at offset ${lone} as UTF-8 (RFC 3986 §2.5)`, lone, 'lone-surrogate');
}
