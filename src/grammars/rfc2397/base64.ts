/**
 * The base64 of a data URL's data (RFC 2397 §2: ";base64" "means that the
 * data is encoded as base64"), decoded strictly as RFC 4648 §4 defines the
 * encoding (RFC 2045 §6.8's alphabet), with every error at its offset in the
 * URL. The data is urlchars: an escape (`%2B`) stands for its octet (RFC 2396
 * §2.4.1), which is then read as base64.
 *
 * Strict, never a silent replacement: an octet outside the alphabet (RFC 4648
 * §3.3: "MUST reject"; this is the case of "%0A" and "%20" too, and of
 * base64url's "-" and "_", RFC 4648 §5), padding missing or misplaced (§3.2,
 * §4), and non-zero pad bits (§3.5) are errors. RFC 2045 §6.8's decoder
 * ignores characters outside the alphabet in mail; a URL has none to ignore.
 */
import { ERROR_BRAND, UriGrammarError } from '../../core/error-base.js';
import { pctOctetAt } from '../../encoding/percent-encoding.js';

/**
 * Why base64-decoding failed:
 * - `'invalid-character'`: an octet outside the alphabet and "=" (RFC 4648 §4, §3.3);
 * - `'misplaced-padding'`: a "=" not in the last two places of the last quantum, or after one character of it (§4);
 * - `'incomplete-quantum'`: the text ends inside a 4-character quantum: padding is missing (§3.2, §4);
 * - `'nonzero-pad-bits'`: the bits the padding discards are not zero (§3.5).
 */
export type Base64DecodeErrorKind = 'invalid-character' | 'misplaced-padding' | 'incomplete-quantum' | 'nonzero-pad-bits';

/** The stable `code` of every Base64DecodeError. */
export const BASE64_DECODE_ERROR = 'ERR_BASE64_DECODE';

/** Thrown by `decodeData` on base64 data that is not RFC 4648 base64. `offset` is in the URL, in UTF-16 code units. */
export class Base64DecodeError extends UriGrammarError {
  override readonly name = 'Base64DecodeError';
  readonly code = BASE64_DECODE_ERROR;
  /** Index in the URL of the character (or escape) at fault, or the URL's length when the data ends too soon. */
  readonly offset: number;
  readonly kind: Base64DecodeErrorKind;

  /** Its brand across copies of this package (src/core/error-base.ts). */
  static override readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.Base64DecodeError');

  constructor(message: string, offset: number, kind: Base64DecodeErrorKind) {
    super(message);
    this.offset = offset;
    this.kind = kind;
  }
}

const PAD = 0x3d; // "="

/** The value of each base64 alphabet octet (RFC 4648 §4, Table 1), -1 for every other octet. */
const VALUE = new Int8Array(256).fill(-1);
'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('').forEach((c, v) => (VALUE[c.charCodeAt(0)] = v));

/**
 * The octets of the base64 `text` (a data URL's data, urlchars), which starts
 * at `start` in the URL. Linear in the length of the text.
 * @throws {Base64DecodeError} on anything RFC 4648 §4 base64 does not allow.
 */
export function decodeBase64(text: string, start: number): Uint8Array {
  const n = text.length;
  const out = new Uint8Array(Math.floor((3 * n) / 4) + 3);
  let o = 0;
  let quantum = 0; // the 6-bit groups of the current quantum, first in the high bits
  let count = 0; // how many characters of the quantum have been read (0-3)
  let pads = 0; // "=" read in the last quantum
  let quantumStart = 0; // where in the text the current quantum began
  const at = (i: number) => start + i;
  for (let i = 0; i < n; ) {
    const escaped = text.charCodeAt(i) === 0x25; // "%": a urlchar escape, one octet (RFC 2396 §2.4.1)
    const octet = escaped ? pctOctetAt(text, i) : text.charCodeAt(i);
    const width = escaped ? 3 : 1;
    const shown = JSON.stringify(text.slice(i, i + width));
    if (count === 0) quantumStart = i;
    if (octet === PAD) {
      if (count < 2) throw new Base64DecodeError(`Misplaced base64 padding at offset ${at(i)}: "=" cannot follow ${count === 0 ? 'a complete quantum' : 'one character of a quantum'} (RFC 4648 §4)`, at(i), 'misplaced-padding');
      pads++;
      count++;
    } else {
      const v = octet < 256 ? VALUE[octet] : -1;
      if (v < 0) {
        const url = octet === 0x2d || octet === 0x5f ? ': "-" and "_" are base64url (RFC 4648 §5), not base64' : '';
        throw new Base64DecodeError(`Invalid base64 at offset ${at(i)}: ${shown} is not in the base64 alphabet A-Z a-z 0-9 + / (RFC 4648 §4, §3.3)${url}`, at(i), 'invalid-character');
      }
      if (pads > 0) throw new Base64DecodeError(`Invalid base64 at offset ${at(i)}: ${shown} follows the padding "=", which ends the data (RFC 4648 §4)`, at(i), 'misplaced-padding');
      quantum = (quantum << 6) | v;
      count++;
    }
    i += width;
    if (count === 4) {
      // §4: 24 bits to 3 octets; "xx==" gives 1 octet, "xxx=" 2; the bits the padding drops are zero (§3.5).
      const octets = 3 - pads;
      const bits = quantum << (6 * pads);
      if (pads > 0 && (bits & (0xffffff >> (8 * octets))) !== 0) {
        const last = lastCharacter(text, quantumStart, i, 3 - pads);
        throw new Base64DecodeError(`Invalid base64 at offset ${at(last)}: the bits that the padding discards are not zero (RFC 4648 §3.5)`, at(last), 'nonzero-pad-bits');
      }
      out[o++] = bits >>> 16;
      if (octets > 1) out[o++] = (bits >>> 8) & 0xff;
      if (octets > 2) out[o++] = bits & 0xff;
      quantum = 0;
      count = 0;
      if (pads > 0 && i < n) {
        throw new Base64DecodeError(`Invalid base64 at offset ${at(i)}: ${JSON.stringify(text.slice(i, i + 3))} follows the padding "=", which ends the data (RFC 4648 §4)`, at(i), 'misplaced-padding');
      }
    }
  }
  if (count !== 0) throw new Base64DecodeError(`Incomplete base64 at offset ${at(n)}: the data ends after ${count} of the 4 characters of a quantum; pad it with "=" (RFC 4648 §3.2, §4)`, at(n), 'incomplete-quantum');
  return out.slice(0, o);
}

/** Where in `text[from, to)` (one quantum) its character number `k` (0-based) begins: a character is one unit or an escape of three. */
function lastCharacter(text: string, from: number, to: number, k: number): number {
  let i = from;
  for (let j = 0; j < k && i < to; j++) i += text.charCodeAt(i) === 0x25 ? 3 : 1;
  return i;
}
