/**
 * TextEncoder and TextDecoder for a JavaScript that has only ECMAScript's
 * globals: the warehouses' UDF engines (BigQuery, Snowflake), where
 * dist/udf/*.js runs. scripts/build.mjs injects this module into those files
 * alone, in place of the globals: the platform's classes where the engine has
 * them, else the two below, which do what the WHATWG Encoding Standard's
 * "UTF-8 encode" and "UTF-8 decode" do for the uses of ./utf8.ts and
 * src/core/hint-text.ts (test/unit/text-coding.test.ts holds them to the
 * platform's on random text and bytes). No other module imports it.
 */

/** "UTF-8 encode" (Encoding Standard §9.1): a lone surrogate is written as U+FFFD. */
class Utf8Encoder {
  readonly encoding = 'utf-8';

  encode(input = ''): Uint8Array {
    const out = new Uint8Array(input.length * 3);
    return out.slice(0, this.encodeInto(input, out).written);
  }

  /** Writes as many whole code points as fit; `read` counts UTF-16 code units. */
  encodeInto(input: string, out: Uint8Array): { read: number; written: number } {
    let read = 0;
    let written = 0;
    while (read < input.length) {
      let cp = input.charCodeAt(read);
      let units = 1;
      if (cp >= 0xd800 && cp <= 0xdfff) {
        const next = read + 1 < input.length ? input.charCodeAt(read + 1) : 0;
        if (cp <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (next - 0xdc00);
          units = 2;
        } else cp = 0xfffd;
      }
      const n = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
      if (written + n > out.length) break;
      if (n === 1) out[written] = cp;
      else {
        out[written] = (0xf00 >> n) | (cp >> (6 * (n - 1)));
        for (let k = 1; k < n; k++) out[written + k] = 0x80 | ((cp >> (6 * (n - 1 - k))) & 0x3f);
      }
      written += n;
      read += units;
    }
    return { read, written };
  }
}

/**
 * "UTF-8 decode" (Encoding Standard §9.1.1, the UTF-8 decoder's steps): each
 * maximal subpart of an ill-formed sequence becomes one U+FFFD; a leading BOM
 * is dropped unless `ignoreBOM`.
 */
class Utf8Decoder {
  readonly encoding = 'utf-8';
  readonly ignoreBOM: boolean;

  constructor(label = 'utf-8', options: { ignoreBOM?: boolean } = {}) {
    if (!/^\s*(utf-?8|unicode-1-1-utf-8)\s*$/i.test(label)) throw new RangeError(`the encoding ${label} is not supported`);
    this.ignoreBOM = options.ignoreBOM === true;
  }

  decode(input: Uint8Array = new Uint8Array(0)): string {
    const units: number[] = [];
    let text = '';
    let needed = 0;
    let seen = 0;
    let cp = 0;
    let lower = 0x80;
    let upper = 0xbf;
    const emit = (c: number): void => {
      if (c < 0x10000) units.push(c);
      else units.push(0xd800 + ((c - 0x10000) >> 10), 0xdc00 + ((c - 0x10000) & 0x3ff));
      if (units.length >= 0x2000) {
        text += String.fromCharCode(...units);
        units.length = 0;
      }
    };
    for (let i = 0; i < input.length; i++) {
      const b = input[i]!;
      if (needed === 0) {
        if (b < 0x80) emit(b);
        else if (b >= 0xc2 && b <= 0xdf) [needed, cp] = [1, b & 0x1f];
        else if (b >= 0xe0 && b <= 0xef) {
          if (b === 0xe0) lower = 0xa0;
          if (b === 0xed) upper = 0x9f;
          [needed, cp] = [2, b & 0xf];
        } else if (b >= 0xf0 && b <= 0xf4) {
          if (b === 0xf0) lower = 0x90;
          if (b === 0xf4) upper = 0x8f;
          [needed, cp] = [3, b & 0x7];
        } else emit(0xfffd);
        continue;
      }
      if (b < lower || b > upper) {
        // The byte ends the maximal subpart before it and is read again.
        [needed, seen, cp, lower, upper] = [0, 0, 0, 0x80, 0xbf];
        emit(0xfffd);
        i--;
        continue;
      }
      [lower, upper] = [0x80, 0xbf];
      cp = (cp << 6) | (b & 0x3f);
      if (++seen === needed) {
        emit(cp);
        [needed, seen, cp] = [0, 0, 0];
      }
    }
    if (needed !== 0) emit(0xfffd);
    text += String.fromCharCode(...units);
    return !this.ignoreBOM && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  }
}

type Platform = { TextEncoder?: typeof globalThis.TextEncoder; TextDecoder?: typeof globalThis.TextDecoder };

/** The platform's TextEncoder, or UTF-8 encoding where there is none. */
const encoderClass = ((globalThis as Platform).TextEncoder ?? Utf8Encoder) as typeof globalThis.TextEncoder;
/** The platform's TextDecoder, or UTF-8 decoding where there is none. */
const decoderClass = ((globalThis as Platform).TextDecoder ?? Utf8Decoder) as typeof globalThis.TextDecoder;

export { encoderClass as TextEncoder, decoderClass as TextDecoder, Utf8Encoder, Utf8Decoder };
