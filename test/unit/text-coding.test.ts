/**
 * src/encoding/text-coding.ts, the TextEncoder and TextDecoder of dist/udf/
 * where an engine has none: the same bytes and text as the platform's (Node's,
 * the WHATWG Encoding Standard's UTF-8) on seeded random strings (lone
 * surrogates and astral code points included) and random bytes (ill-formed
 * sequences, truncated ones, BOMs).
 */
import { describe, expect, test } from '@jest/globals';
import { Utf8Decoder, Utf8Encoder } from '../../src/encoding/text-coding';
import { toWellFormed } from '../../src/encoding/utf8';
import { seededRandom } from '../support/inputs';

const random = seededRandom(0x7e47c0de);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

/** A string of code units drawn from ASCII, two- and three-byte ranges, surrogates (paired or lone) and U+FEFF. */
function randomText(): string {
  const units: number[] = [];
  const n = Math.floor(random() * 40);
  for (let i = 0; i < n; i++) {
    const kind = pick(['ascii', 'two', 'three', 'pair', 'lone', 'bom'] as const);
    if (kind === 'ascii') units.push(Math.floor(random() * 0x80));
    else if (kind === 'two') units.push(0x80 + Math.floor(random() * 0x780));
    else if (kind === 'three') units.push(0x800 + Math.floor(random() * 0xd000));
    else if (kind === 'pair') units.push(0xd800 + Math.floor(random() * 0x400), 0xdc00 + Math.floor(random() * 0x400));
    else if (kind === 'lone') units.push(0xd800 + Math.floor(random() * 0x800));
    else units.push(0xfeff);
  }
  return String.fromCharCode(...units);
}

/** Bytes that are mostly UTF-8 boundaries: lead bytes, continuation bytes, the bytes that never appear, a BOM. */
function randomBytes(): Uint8Array {
  const interesting = [0x00, 0x41, 0x7f, 0x80, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xa0, 0xed, 0x9f, 0xef, 0xbb, 0xf0, 0x90, 0xf4, 0x8f, 0xf5, 0xff];
  const n = Math.floor(random() * 24);
  return Uint8Array.from({ length: n }, () => (random() < 0.7 ? pick(interesting) : Math.floor(random() * 256)));
}

describe('the fallback encoder and decoder are the platform\'s', () => {
  test('encode and encodeInto of 5000 random strings', () => {
    const ours = new Utf8Encoder();
    const platform = new TextEncoder();
    const differ: string[] = [];
    for (let k = 0; k < 5000; k++) {
      const text = randomText();
      if (ours.encode(text).join() !== platform.encode(text).join()) differ.push(`encode ${JSON.stringify(text)}`);
      const room = Math.floor(random() * text.length * 3);
      const [a, b] = [new Uint8Array(room), new Uint8Array(room)];
      const [r, q] = [ours.encodeInto(text, a), platform.encodeInto(text, b)];
      if (r.read !== q.read || r.written !== q.written || a.join() !== b.join()) differ.push(`encodeInto ${JSON.stringify(text)} ${room}`);
    }
    expect(differ).toEqual([]);
  });

  test('decode of 20000 random byte strings, with and without ignoreBOM', () => {
    for (const ignoreBOM of [true, false]) {
      const ours = new Utf8Decoder('utf-8', { ignoreBOM });
      const platform = new TextDecoder('utf-8', { ignoreBOM });
      const differ: number[][] = [];
      for (let k = 0; k < 10000; k++) {
        const bytes = randomBytes();
        if (ours.decode(bytes) !== platform.decode(bytes)) differ.push([...bytes]);
      }
      expect(differ).toEqual([]);
    }
  });

  test('decode of a long text (more code units than one String.fromCharCode call takes) and of the round trip of every random string', () => {
    const long = 'a\u00e9\u4e2d\u{1f600}'.repeat(20000);
    expect(new Utf8Decoder().decode(new TextEncoder().encode(long))).toBe(long);
    const differ: string[] = [];
    for (let k = 0; k < 1000; k++) {
      const text = randomText();
      if (new Utf8Decoder('utf-8', { ignoreBOM: true }).decode(new Utf8Encoder().encode(text)) !== toWellFormed(text)) differ.push(text);
    }
    expect(differ).toEqual([]);
  });

  test('another encoding is refused, as the platform refuses one it lacks', () => {
    expect(() => new Utf8Decoder('latin1')).toThrow(RangeError);
  });
});
