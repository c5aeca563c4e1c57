/**
 * Tests of the UTF-8 module (src/encoding/utf8.ts): the strict decoder on the
 * vectors of test/vectors/utf8.json (every class of ill-formed sequence of
 * Unicode §3.9 Table 3-7, RFC 3629 §4), and against the platform's decoder
 * (TextDecoder, the WHATWG Encoding Standard's UTF-8 decoder) on any bytes.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  firstLoneSurrogate,
  toWellFormed,
  utf8CodePointAt,
  utf8Decode,
  utf8DecodeStrict,
  utf8EncodeInto,
  utf8IllFormed,
  utf8Length,
  type Utf8IllFormed,
} from '../../src/encoding/utf8.js';
import vectors from '../vectors/utf8.json';

interface Case {
  source: string;
  description: string;
  bytes: string;
  text?: string;
  illFormed?: Utf8IllFormed;
}

const cases = vectors.cases as Case[];
const bytesOf = (hex: string): Uint8Array => Uint8Array.from(hex === '' ? [] : hex.split(' ').map((h) => parseInt(h, 16)));
const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const replacing = new TextDecoder('utf-8', { ignoreBOM: true });

function fatalDecode(bytes: Uint8Array): string | null {
  try {
    return fatal.decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Where the platform's decoder goes on after the U+FFFD of an ill-formed
 * sequence (Unicode §3.9, U+FFFD Substitution of Maximal Subparts): after a
 * byte that is no lead byte, or after the bytes cut by the end; else at the
 * byte that made the sequence ill-formed, which it reads again.
 */
function resumeAt(bad: Utf8IllFormed): number {
  return bad.length === 0 || bad.problem === 'incomplete' ? bad.end : bad.end - 1;
}

describe('utf8: vectors', () => {
  test.each(cases.map((c) => [c.source, c.bytes, c.description, c] as const))('%s [%s] %s', (_s, _b, _d, c) => {
    const bytes = bytesOf(c.bytes);
    if (c.text !== undefined) {
      expect(utf8IllFormed(bytes)).toBeNull();
      expect(utf8DecodeStrict(bytes)).toBe(c.text);
      expect(utf8Decode(bytes)).toBe(c.text);
      expect(fatalDecode(bytes)).toBe(c.text);
      // Each code point, read where its sequence starts, is as long as its encoding.
      let i = 0;
      for (const ch of c.text) {
        const cp = utf8CodePointAt(bytes, i);
        expect(cp).toBe(ch.codePointAt(0));
        i += utf8Length(cp);
      }
      expect(i).toBe(bytes.length);
    } else {
      const bad = c.illFormed!;
      expect(utf8IllFormed(bytes)).toEqual(bad);
      expect(utf8DecodeStrict(bytes)).toBeNull();
      expect(fatalDecode(bytes)).toBeNull();
      expect(utf8CodePointAt(bytes, bad.start)).toBe(-1);
      // Everything before `start` is well-formed, and there the platform's decoder writes its first U+FFFD.
      const before = fatalDecode(bytes.subarray(0, bad.start));
      expect(before).not.toBeNull();
      expect(replacing.decode(bytes)).toBe(before + '\ufffd' + replacing.decode(bytes.subarray(resumeAt(bad))));
    }
  });

  test('every vector cites its section and has one expectation', () => {
    for (const c of cases) {
      expect(c.source).toMatch(/^(RFC 3629 §\d+|Unicode §3\.9 Table 3-7)$/);
      expect([c.text, c.illFormed].filter((x) => x !== undefined)).toHaveLength(1);
    }
  });

  test('the vectors cover every problem', () => {
    const problems = new Set(cases.flatMap((c) => (c.illFormed ? [c.illFormed.problem] : [])));
    expect([...problems].sort()).toEqual(['beyond', 'continuation', 'incomplete', 'overlong', 'surrogate', 'truncated']);
  });
});

// Bytes around the boundaries of Table 3-7, and any byte.
const utf8ish = fc
  .array(fc.oneof(fc.constantFrom(0x41, 0x80, 0x8f, 0x90, 0x9f, 0xa0, 0xbf, 0xc0, 0xc1, 0xc2, 0xdf, 0xe0, 0xe1, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff), fc.nat(255)), {
    maxLength: 16,
  })
  .map((a) => Uint8Array.from(a));
const anyBytes = fc.oneof(fc.uint8Array({ maxLength: 16 }), utf8ish, fc.string({ unit: 'binary', maxLength: 40 }).map((s) => new TextEncoder().encode(s)));

describe('utf8: the strict decoder against TextDecoder', () => {
  test('well-formed exactly when TextDecoder (fatal) decodes, to the same text; else the first U+FFFD is at `start`', () => {
    fc.assert(
      fc.property(anyBytes, (bytes) => {
        const bad = utf8IllFormed(bytes);
        const text = fatalDecode(bytes);
        expect(utf8DecodeStrict(bytes)).toBe(text);
        expect(bad === null).toBe(text !== null);
        if (bad !== null) {
          expect(fatalDecode(bytes.subarray(0, bad.start))).not.toBeNull();
          expect(replacing.decode(bytes)).toBe(fatalDecode(bytes.subarray(0, bad.start)) + '\ufffd' + replacing.decode(bytes.subarray(resumeAt(bad))));
        }
      }),
      { numRuns: 20000 },
    );
  });

  test('utf8Decode is TextDecoder with replacement, a leading BOM kept, short and long', () => {
    const long = fc.array(utf8ish, { maxLength: 12 }).map((parts) => {
      const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0) + 70);
      out.fill(0x61, 0, 70);
      let at = 70;
      for (const p of parts) {
        out.set(p, at);
        at += p.length;
      }
      return out;
    });
    fc.assert(
      fc.property(fc.oneof(anyBytes, long), (bytes) => {
        expect(utf8Decode(bytes)).toBe(replacing.decode(bytes));
      }),
      { numRuns: 5000 },
    );
    expect(utf8Decode(Uint8Array.of(0xef, 0xbb, 0xbf, 0x61))).toBe('\ufeffa');
  });

  test('utf8DecodeStrict decodes a range, long runs included', () => {
    const bytes = new TextEncoder().encode('x' + 'a\u00e9\u20ac\u{1f4a9}'.repeat(3000) + 'y');
    expect(utf8DecodeStrict(bytes, 1, bytes.length - 1)).toBe('a\u00e9\u20ac\u{1f4a9}'.repeat(3000));
    expect(utf8DecodeStrict(Uint8Array.of(0x61, 0xc3, 0xa9), 0, 2)).toBeNull();
    expect(utf8IllFormed(Uint8Array.of(0x61, 0xc3, 0xa9), 0, 2)).toEqual({ start: 1, end: 2, problem: 'incomplete', length: 2 });
  });
});

describe('utf8: strings', () => {
  const units = fc.string({ unit: fc.oneof(fc.constantFrom('a', '\u00e9', '\u{1f4a9}'), fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))), maxLength: 8 });
  const LONE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

  test('firstLoneSurrogate finds what a regular expression finds; toWellFormed is what UTF-8 encoding reads', () => {
    fc.assert(
      fc.property(units, (s) => {
        expect(firstLoneSurrogate(s)).toBe(s.search(LONE));
        expect(toWellFormed(s)).toBe(new TextDecoder().decode(new TextEncoder().encode(s)));
        if (!LONE.test(s)) expect(toWellFormed(s)).toBe(s);
      }),
    );
  });

  test('firstLoneSurrogate within a range: a pair cut by its end is a lone surrogate there', () => {
    expect(firstLoneSurrogate('a\ud83d\udca9', 0, 2)).toBe(1);
    expect(firstLoneSurrogate('a\ud83d\udca9', 0, 3)).toBe(-1);
    expect(firstLoneSurrogate('\udca9a\ud800', 1)).toBe(2);
  });

  test('utf8EncodeInto writes what TextEncoder encodes (a lone surrogate as U+FFFD)', () => {
    fc.assert(
      fc.property(units, fc.nat(4), (s, at) => {
        const out = new Uint8Array(at + 3 * s.length);
        const written = utf8EncodeInto(s, out, at);
        expect(out.subarray(at, at + written)).toEqual(new TextEncoder().encode(s));
      }),
    );
  });
});
