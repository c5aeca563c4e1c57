/**
 * UTF-8 (RFC 3629), once for the package: the platform's encoder and decoder
 * (TextEncoder and TextDecoder, the WHATWG Encoding Standard's "UTF-8 encode"
 * and "UTF-8 decode without BOM"), and one strict decoder, which reads the
 * well-formed byte sequences of Unicode's Table 3-7 (Unicode §3.9, D92;
 * RFC 3629 §4: no overlong form, no surrogate, nothing above U+10FFFF) and
 * says where and why a byte sequence stops being one.
 *
 * TextEncoder and TextDecoder are globals wherever the library runs, browsers
 * included; the command reads its input with Node's own (`isUtf8`, Buffer)
 * and asks `utf8IllFormed` where a line that is not UTF-8 goes wrong.
 */

const encoder = new TextEncoder();
// ignoreBOM: a leading U+FEFF is kept, as "UTF-8 decode without BOM" keeps it (it is part of the text).
const decoder = new TextDecoder('utf-8', { ignoreBOM: true });

// ----- Strings: UTF-16 code units, and the lone surrogates that have no UTF-8 form -----

/**
 * The index of the first lone surrogate of `text[from, to)` (a code unit
 * D800-DFFF that is no half of a pair in it), or -1.
 */
export function firstLoneSurrogate(text: string, from = 0, to: number = text.length): number {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xd800 || c > 0xdfff) continue;
    if (c <= 0xdbff && i + 1 < to) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
    }
    return i;
  }
  return -1;
}

/**
 * `text` with each lone surrogate replaced by U+FFFD: a scalar value string
 * (WebIDL "convert to a scalar value string"; ES2024's
 * `String.prototype.toWellFormed`), what UTF-8 encoding reads. `text` itself
 * when it has none.
 */
export function toWellFormed(text: string): string {
  let lone = firstLoneSurrogate(text);
  if (lone < 0) return text;
  let out = '';
  let run = 0;
  while (lone >= 0) {
    out += text.slice(run, lone) + '\ufffd';
    run = lone + 1;
    lone = firstLoneSurrogate(text, run);
  }
  return out + text.slice(run);
}

// ----- Encoding: TextEncoder -----

/**
 * Writes the UTF-8 of `text` into `out` from `at` ("UTF-8 encode": a lone
 * surrogate is written as U+FFFD, EF BF BD) and returns how many bytes it
 * wrote. `out` must have room for them: at most 3 bytes per code unit.
 */
export function utf8EncodeInto(text: string, out: Uint8Array, at: number): number {
  return encoder.encodeInto(text, at === 0 ? out : out.subarray(at)).written;
}

// ----- Decoding: TextDecoder -----

/**
 * "UTF-8 decode without BOM" (WHATWG Encoding Standard): each maximal
 * subpart of an ill-formed sequence becomes one U+FFFD (Unicode §3.9, U+FFFD
 * Substitution of Maximal Subparts), a leading BOM is kept.
 */
export function utf8Decode(bytes: Uint8Array): string {
  // Short well-formed bytes: the strict decoder's text is the same, and costs less than the call.
  if (bytes.length <= SHORT) {
    const text = utf8DecodeStrict(bytes);
    if (text !== null) return text;
  }
  return decoder.decode(bytes);
}

/** Up to this many bytes, decoding in JavaScript costs less than a call of TextDecoder. */
const SHORT = 64;

// ----- The strict decoder: Unicode §3.9 Table 3-7, Well-Formed UTF-8 Byte Sequences -----
//
//   U+0000..U+007F      00..7F
//   U+0080..U+07FF      C2..DF  80..BF
//   U+0800..U+0FFF      E0      A0..BF  80..BF
//   U+1000..U+CFFF      E1..EC  80..BF  80..BF
//   U+D000..U+D7FF      ED      80..9F  80..BF
//   U+E000..U+FFFF      EE..EF  80..BF  80..BF
//   U+10000..U+3FFFF    F0      90..BF  80..BF  80..BF
//   U+40000..U+FFFFF    F1..F3  80..BF  80..BF  80..BF
//   U+100000..U+10FFFF  F4      80..8F  80..BF  80..BF
//
// No other byte sequence is UTF-8: C0, C1 and F5..FF never appear (RFC 3629 §1).

/** The length of the sequence that the lead byte `b` starts (1 to 4), or 0 when `b` starts none (80..C1, F5..FF). */
function sequenceLength(b: number): number {
  return b < 0x80 ? 1 : b < 0xc2 ? 0 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : b < 0xf5 ? 4 : 0;
}

/** The lowest second byte after the lead byte `b` (Table 3-7: E0 and F0 forbid the overlong forms). */
function secondLow(b: number): number {
  return b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
}

/** The highest second byte after the lead byte `b` (Table 3-7: ED forbids the surrogates, F4 what is above U+10FFFF). */
function secondHigh(b: number): number {
  return b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
}

/**
 * The code point of the well-formed UTF-8 sequence that starts at
 * `bytes[i]` and ends by `end`, or -1 when none does. Its length follows from
 * the code point (`utf8Length`).
 */
export function utf8CodePointAt(bytes: Uint8Array, i: number, end: number = bytes.length): number {
  const b0 = bytes[i];
  if (b0 < 0x80) return b0;
  const length = sequenceLength(b0);
  if (length === 0 || i + length > end) return -1;
  const b1 = bytes[i + 1];
  if (b1 < secondLow(b0) || b1 > secondHigh(b0)) return -1;
  let cp = ((b0 & (0x7f >> length)) << 6) | (b1 & 0x3f);
  for (let k = 2; k < length; k++) {
    const b = bytes[i + k];
    if (b < 0x80 || b > 0xbf) return -1;
    cp = (cp << 6) | (b & 0x3f);
  }
  return cp;
}

/** The length in UTF-8 of the code point `cp` (1 to 4 bytes). */
export function utf8Length(cp: number): number {
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/**
 * The text of `bytes[from, to)` when they are well-formed UTF-8 (a leading
 * BOM kept), else null: `utf8IllFormed` says where and why. (TextDecoder's
 * fatal mode answers the same, at the cost of a call that exceeds the work
 * on the short runs of octets a URI holds.)
 */
export function utf8DecodeStrict(bytes: Uint8Array, from = 0, to: number = bytes.length): string | null {
  if (to - from <= SHORT) {
    let out = '';
    for (let i = from; i < to; ) {
      const cp = utf8CodePointAt(bytes, i, to);
      if (cp < 0) return null;
      out += cp < 0x10000 ? String.fromCharCode(cp) : String.fromCharCode(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
      i += utf8Length(cp);
    }
    return out;
  }
  let out = '';
  const units: number[] = [];
  for (let i = from; i < to; ) {
    const cp = utf8CodePointAt(bytes, i, to);
    if (cp < 0) return null;
    if (cp < 0x10000) units.push(cp);
    else units.push(0xd800 + ((cp - 0x10000) >> 10), 0xdc00 + ((cp - 0x10000) & 0x3ff));
    i += utf8Length(cp);
    if (units.length >= 4096) {
      out += String.fromCharCode.apply(null, units);
      units.length = 0;
    }
  }
  return units.length > 0 ? out + String.fromCharCode.apply(null, units) : out;
}

/**
 * Why a byte sequence is no UTF-8 (Unicode §3.9 Table 3-7, RFC 3629 §3, §4):
 * - `'continuation'`: a continuation byte (80..BF) with no lead byte before it;
 * - `'overlong'`: C0 or C1, or E0 before 80..9F, or F0 before 80..8F: a longer form of a code point than its shortest;
 * - `'surrogate'`: ED before A0..BF, a surrogate code point D800..DFFF;
 * - `'beyond'`: F4 before 90..BF, or F5..FF: a code point above U+10FFFF (or no UTF-8 lead byte at all);
 * - `'truncated'`: a lead byte whose sequence is cut by a byte that is no continuation byte;
 * - `'incomplete'`: a lead byte whose sequence is cut by the end of the bytes.
 */
export type Utf8Problem = 'continuation' | 'overlong' | 'surrogate' | 'beyond' | 'truncated' | 'incomplete';

/** Where a byte sequence stops being UTF-8, and why. */
export interface Utf8IllFormed {
  /** The index of the first byte that is no part of a well-formed sequence: the lead byte of the ill-formed one, or the stray byte. */
  readonly start: number;
  /**
   * The index after the byte that makes the sequence ill-formed (`start + 1`
   * when it is the byte at `start`), or the end of the bytes for `'incomplete'`.
   */
  readonly end: number;
  readonly problem: Utf8Problem;
  /** The length of the sequence that the byte at `start` announces as a lead byte (2 to 4), or 0 when it is no lead byte. */
  readonly length: number;
}

/**
 * The first ill-formed UTF-8 sequence of `bytes[from, to)`, or null when they
 * are all well-formed: the strict decoder, reading Table 3-7 as
 * `utf8CodePointAt` does, and saying where and why it stops.
 */
export function utf8IllFormed(bytes: Uint8Array, from = 0, to: number = bytes.length): Utf8IllFormed | null {
  let i = from;
  while (i < to) {
    const cp = utf8CodePointAt(bytes, i, to);
    if (cp < 0) return why(bytes, i, to);
    i += utf8Length(cp);
  }
  return null;
}

/** Why the sequence at `bytes[i]` is ill-formed (`utf8CodePointAt` gave -1). */
function why(bytes: Uint8Array, i: number, to: number): Utf8IllFormed {
  const b0 = bytes[i];
  const length = sequenceLength(b0);
  const at = (end: number, problem: Utf8Problem): Utf8IllFormed => ({ start: i, end, problem, length });
  if (length === 0) return at(i + 1, b0 < 0xc0 ? 'continuation' : b0 < 0xc2 ? 'overlong' : 'beyond');
  for (let k = 1; k < length; k++) {
    if (i + k >= to) return at(to, 'incomplete');
    const b = bytes[i + k];
    if (b < 0x80 || b > 0xbf) return at(i + k + 1, 'truncated');
    if (k === 1 && (b < secondLow(b0) || b > secondHigh(b0))) {
      return at(i + 2, b0 === 0xed ? 'surrogate' : b0 === 0xf4 ? 'beyond' : 'overlong');
    }
  }
  throw new Error(`unreachable: a well-formed sequence at byte ${i}`);
}
