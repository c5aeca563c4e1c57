/**
 * The reports of one batch of `uri-grammar check`, written as UTF-8 bytes
 * into one growing buffer as they are made (./check-lines.ts), one after
 * another, each report's end recorded. A report is never a string kept
 * until the batch ends: a batch of invalid lines held a string per report,
 * which lived long enough to be copied by the garbage collector, then was
 * encoded.
 *
 * `json` writes a string as `JSON.stringify` does (RFC 8259 §7, with
 * ECMA-262's well-formed `JSON.stringify`: a lone surrogate as `\udxxx`).
 *
 * Most bytes of a report are copied several at a time: the fixed parts
 * (`FixedBytes`) a word of four bytes at a time or by one `set`, and a long
 * string's UTF-8 word by word where none of a word's four bytes needs an
 * escape (`escapeInto`), which holds for nine words in ten of the
 * diagnoses' messages and the hints.
 */

/**
 * The bytes that JSON adds to a byte of UTF-8 to escape it: 1 for `"`, `\`
 * and the controls that have a short escape (`\n`), 5 for the other
 * controls (`\u001f`), 0 for any other byte.
 */
const EXTRA: Uint8Array = (() => {
  const extra = new Uint8Array(256);
  for (let c = 0; c < 0x20; c++) extra[c] = 5;
  for (const c of [0x08, 0x09, 0x0a, 0x0c, 0x0d, 0x22, 0x5c]) extra[c] = 1;
  return extra;
})();

/** The JSON escapes of the code units below 0x20 that have a short form (ECMA-262 QuoteJSONString). */
const SHORT_ESCAPE: readonly string[] = (() => {
  const short: string[] = [];
  short[0x08] = 'b';
  short[0x09] = 't';
  short[0x0a] = 'n';
  short[0x0c] = 'f';
  short[0x0d] = 'r';
  return short;
})();

const HEX = '0123456789abcdef';

/** A string no longer than this is written by a loop over its code units; a longer one by Buffer's encoder. */
const SHORT = 16;

/** The first buffer of a batch that has a report. */
const FIRST_SIZE = 1 << 16;

/**
 * The byte order of this machine, which the words of an Int32Array are read
 * in, so that a word written back through a DataView in the same order is
 * the same four bytes.
 */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

type Utf8Buffer = Buffer & { utf8Write(s: string, offset: number): number; latin1Write(s: string, offset: number): number };

/**
 * Bytes made once, a report's fixed parts (keys, punctuation, what every
 * report of a failure state shares): a few (up to 16) copied a word of four
 * bytes at a time, the last word padded, its padding written past the end
 * and written over by what comes next; more by one `set`.
 */
export class FixedBytes {
  readonly length: number;
  /** The bytes as words of this machine's byte order, the last one padded. */
  readonly words: Int32Array;
  /** The bytes themselves. */
  readonly u8: Uint8Array;

  private constructor(bytes: Uint8Array) {
    this.length = bytes.length;
    const padded = new Uint8Array((bytes.length + 3) & ~3);
    padded.set(bytes);
    this.words = new Int32Array(padded.buffer);
    this.u8 = new Uint8Array(padded.buffer, 0, bytes.length);
  }

  /** The UTF-8 of `s`. */
  static of(s: string): FixedBytes {
    return new FixedBytes(Buffer.from(s, 'utf8'));
  }

  /** The bytes, as they are written. */
  bytes(): Buffer {
    return Buffer.from(this.u8.buffer, 0, this.length);
  }
}

/**
 * Where a long string is encoded before it is escaped into the report (one
 * per thread, grown as needed), and its words; four-byte aligned, as a
 * buffer of its own.
 */
let scratch: Utf8Buffer | null = null;
let scratchWords: Int32Array = new Int32Array(0);

function scratchOf(n: number): Utf8Buffer {
  if (scratch === null || scratch.length < n) {
    scratch = Buffer.allocUnsafeSlow(Math.max(FIRST_SIZE, (n + 3) & ~3)) as Utf8Buffer;
    scratchWords = new Int32Array(scratch.buffer, 0, scratch.length >> 2);
  }
  return scratch;
}

/** The reports of a batch: their bytes, one after another, and the end of each. */
export class ReportBytes {
  private buf: Utf8Buffer | null = null;
  /** `buf` as a DataView, that writes a word at any offset. */
  private view: DataView | null = null;
  /** The next byte to write. */
  private p = 0;
  /** The end of each report written, in the order written. */
  ends: number[] = [];

  /**
   * Empty again, for the next batch, its buffer kept (no growing from the
   * first size again, no new memory outside the heap for each batch): the
   * bytes and ends of the batch before must no longer be needed.
   */
  reset(): this {
    this.p = 0;
    this.ends = [];
    return this;
  }

  /** Room for `n` more bytes. */
  private room(n: number): Utf8Buffer {
    let buf = this.buf;
    if (buf === null || buf.length - this.p < n) {
      let size = buf === null ? FIRST_SIZE : buf.length * 2;
      while (size - this.p < n) size *= 2;
      // A buffer of its own (never a slice of Node.js's shared pool): a worker transfers it whole.
      const grown = Buffer.allocUnsafeSlow(size) as Utf8Buffer;
      if (buf !== null) buf.copy(grown, 0, 0, this.p);
      this.buf = buf = grown;
      this.view = new DataView(grown.buffer, 0, size);
    }
    return buf;
  }

  /** The report written since the last `end` is complete. */
  end(): void {
    this.ends.push(this.p);
  }

  /** The bytes written. */
  bytes(): Buffer {
    return this.buf === null ? Buffer.alloc(0) : this.buf.subarray(0, this.p);
  }

  /** A string of US-ASCII characters, as it is. */
  ascii(s: string): void {
    const buf = this.room(s.length);
    let p = this.p;
    if (s.length <= SHORT) for (let i = 0; i < s.length; i++) buf[p++] = s.charCodeAt(i);
    else p += buf.latin1Write(s, p);
    this.p = p;
  }

  /** Any string, as UTF-8 (a lone surrogate as U+FFFD, as Buffer's encoding writes it). */
  utf8(s: string): void {
    const n = s.length;
    const buf = this.room(n * 3);
    if (n <= SHORT) {
      // A short string of US-ASCII by a loop (no call into Node.js), any other by Buffer's encoder.
      let p = this.p;
      for (let i = 0; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x80) {
          this.p += buf.utf8Write(s, this.p);
          return;
        }
        buf[p++] = c;
      }
      this.p = p;
    } else this.p += buf.utf8Write(s, this.p);
  }

  /** Bytes made once, as they are: a few a word at a time, more by one `set` (a loop costs more before V8 optimizes it). */
  fixed(f: FixedBytes): void {
    const buf = this.room(f.length + 3);
    const words = f.words;
    const p = this.p;
    if (words.length <= 4) {
      const view = this.view!;
      for (let k = 0; k < words.length; k++) view.setInt32(p + 4 * k, words[k]!, LITTLE_ENDIAN);
    } else buf.set(f.u8, p);
    this.p = p + f.length;
  }

  /**
   * A caret line: `spaces` spaces, `tildes` "~", `after` spaces, "^" at
   * `column` (over what is there, or after spaces up to it), and no space at
   * the end.
   */
  caret(column: number, spaces: number, tildes: number, after: number): void {
    const length = spaces + tildes + after;
    const buf = this.room(Math.max(length, column + 1));
    const p0 = this.p;
    let p = p0;
    for (let i = 0; i < spaces; i++) buf[p++] = 0x20;
    for (let i = 0; i < tildes; i++) buf[p++] = 0x7e;
    for (let i = 0; i < after; i++) buf[p++] = 0x20;
    while (p < p0 + column) buf[p++] = 0x20;
    buf[p0 + column] = 0x5e;
    if (p === p0 + column) p++;
    while (p > p0 && buf[p - 1] === 0x20) p--;
    this.p = p;
  }

  /** Bytes, as they are. */
  raw(bytes: Uint8Array): void {
    const buf = this.room(bytes.length);
    buf.set(bytes, this.p);
    this.p += bytes.length;
  }

  /**
   * A printable US-ASCII character `c` (0x21 to 0x7e) in double quotes as
   * JSON writes that string: `"c"`, with a backslash before a `"` or `\`;
   * `inside` a JSON string, with a backslash before each quote too.
   */
  jsonQuotedAscii(c: number, inside: boolean): void {
    const buf = this.room(6);
    let p = this.p;
    if (inside) buf[p++] = 0x5c;
    buf[p++] = 0x22;
    if (c === 0x22 || c === 0x5c) buf[p++] = 0x5c;
    buf[p++] = c;
    if (inside) buf[p++] = 0x5c;
    buf[p++] = 0x22;
    this.p = p;
  }

  /** A printable US-ASCII character `c` in double quotes: `"c"`. */
  quotedAscii(c: number): void {
    const buf = this.room(3);
    const p = this.p;
    buf[p] = 0x22;
    buf[p + 1] = c;
    buf[p + 2] = 0x22;
    this.p = p + 3;
  }

  /** A number, as JSON writes it (an integer from 0 to 2^31 - 1 by a loop of its digits, in small integers). */
  number(n: number): void {
    if (!(n >= 0 && n <= 0x7fffffff && (n | 0) === n)) return this.ascii(JSON.stringify(n));
    const buf = this.room(10);
    if (n < 10) {
      buf[this.p++] = 0x30 + n;
      return;
    }
    let digits = 1;
    for (let m = n; m >= 10; m = (m / 10) | 0) digits++;
    let p = this.p + digits;
    this.p = p;
    do {
      const q = (n / 10) | 0;
      buf[--p] = 0x30 + n - q * 10;
      n = q;
    } while (n > 0);
  }

  /** `s` as a JSON string, quotes included: the bytes of `JSON.stringify(s)` as UTF-8. */
  json(s: string): void {
    this.p = this.jsonAt(s, this.p, true);
  }

  /** `s` as the inside of a JSON string, without its quotes. */
  jsonInside(s: string): void {
    this.p = this.jsonAt(s, this.p, false);
  }

  private jsonAt(s: string, at: number, quotes: boolean): number {
    const n = s.length;
    // At most six bytes a code unit (\u001f, \udc00), and the quotes.
    const buf = this.room(n * 6 + 2);
    let p = at;
    if (quotes) buf[p++] = 0x22;
    if (n > SHORT) {
      // As UTF-8 by Buffer's encoder (native, and cheaper than a loop over `charCodeAt` on a string made by
      // concatenation, the diagnoses' messages and the hints), then copied in with its escapes.
      const from = scratchOf(n * 3);
      const escaped = escapeInto(from, scratchWords, from.utf8Write(s, 0), buf, this.view!, p);
      if (escaped >= 0) p += escaped;
      else if (p > 0) {
        // A lone surrogate (written as U+FFFD): JSON.stringify's own escaping, written from the byte
        // before, which is put back: its opening quote lands there, its closing one where ours goes.
        const start = p - 1;
        const before = buf[start]!;
        p = start + buf.utf8Write(JSON.stringify(s), start) - 1;
        buf[start] = before;
      } else p += buf.utf8Write(JSON.stringify(s).slice(1, -1), p);
    } else {
      for (let i = 0; i < n; i++) {
        const c = s.charCodeAt(i);
        if (c >= 0x20 && c < 0x80) {
          if (c === 0x22 || c === 0x5c) buf[p++] = 0x5c;
          buf[p++] = c;
        } else if (c < 0x20) {
          buf[p++] = 0x5c;
          const short = SHORT_ESCAPE[c];
          if (short !== undefined) buf[p++] = short.charCodeAt(0);
          else p = unicodeEscape(buf, p, c);
        } else if (c < 0x800) {
          buf[p++] = 0xc0 | (c >> 6);
          buf[p++] = 0x80 | (c & 0x3f);
        } else if (c < 0xd800 || c > 0xdfff) {
          buf[p++] = 0xe0 | (c >> 12);
          buf[p++] = 0x80 | ((c >> 6) & 0x3f);
          buf[p++] = 0x80 | (c & 0x3f);
        } else {
          const d = i + 1 < n ? s.charCodeAt(i + 1) : 0;
          if (c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
            // A surrogate pair: its code point in four bytes.
            const cp = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
            buf[p++] = 0xf0 | (cp >> 18);
            buf[p++] = 0x80 | ((cp >> 12) & 0x3f);
            buf[p++] = 0x80 | ((cp >> 6) & 0x3f);
            buf[p++] = 0x80 | (cp & 0x3f);
            i++;
          } else {
            // A lone surrogate: escaped, as the well-formed JSON.stringify writes it.
            buf[p++] = 0x5c;
            p = unicodeEscape(buf, p, c);
          }
        }
      }
    }
    if (quotes) buf[p++] = 0x22;
    return p;
  }
}

/**
 * The `length` bytes of UTF-8 at the start of `from` (a word-aligned buffer,
 * `words` its words) written escaped as JSON into `buf` at `at` (with room
 * for six bytes a byte; `view` is `buf`'s): a word whose four bytes need
 * no escape (nine in ten) as it is, the bytes of any other one by one. The length
 * written, or -1 when the bytes hold U+FFFD (the encoder's replacement of a
 * lone surrogate, which JSON escapes as the surrogate itself), which the
 * caller writes otherwise.
 */
function escapeInto(from: Buffer, words: Int32Array, length: number, buf: Buffer, view: DataView, at: number): number {
  let w = at;
  const whole = length >> 2;
  for (let k = 0; k < whole; k++) {
    const x = words[k]!;
    // Is none of the four bytes above 0x7f, below 0x20, `"` or `\`? (So JSON writes them as they are.) The
    // classic tests of a byte below 0x20 and of a zero byte (`x ^ 0x22222222` has one where `x` has a `"`),
    // over a word whose bytes are all below 0x80: they may flag a byte above one that is flagged, never miss
    // one. Written out here: a call a word would cost more than the word before V8 optimizes this loop.
    const quote = x ^ 0x22222222;
    const backslash = x ^ 0x5c5c5c5c;
    if ((x & 0x80808080) === 0 && ((((x - 0x20202020) & ~x) | ((quote - 0x01010101) & ~quote) | ((backslash - 0x01010101) & ~backslash)) & 0x80808080) === 0) {
      view.setInt32(w, x, LITTLE_ENDIAN);
      w += 4;
    } else {
      w = escapeBytes(from, k << 2, (k << 2) + 4, length, buf, w);
      if (w < 0) return -1;
    }
  }
  w = escapeBytes(from, whole << 2, length, length, buf, w);
  return w < 0 ? -1 : w - at;
}

/** The bytes of `from` from `i` to `end` (of `length`) escaped into `buf` at `w`: the position after them, or -1 at U+FFFD. */
function escapeBytes(from: Buffer, i: number, end: number, length: number, buf: Buffer, w: number): number {
  for (; i < end; i++) {
    const b = from[i]!;
    const extra = EXTRA[b]!;
    if (extra === 0) {
      if (b === 0xef && i + 2 < length && from[i + 1] === 0xbf && from[i + 2] === 0xbd) return -1;
      buf[w++] = b;
    } else {
      buf[w++] = 0x5c;
      if (extra === 1) buf[w++] = b < 0x20 ? SHORT_ESCAPE[b]!.charCodeAt(0) : b;
      else w = unicodeEscape(buf, w, b);
    }
  }
  return w;
}

/** `\uXXXX` of a code unit (the backslash written already), its hex digits in lower case as JSON.stringify writes them. */
function unicodeEscape(buf: Buffer, p: number, c: number): number {
  buf[p++] = 0x75;
  buf[p++] = HEX.charCodeAt((c >> 12) & 15);
  buf[p++] = HEX.charCodeAt((c >> 8) & 15);
  buf[p++] = HEX.charCodeAt((c >> 4) & 15);
  buf[p++] = HEX.charCodeAt(c & 15);
  return p;
}
