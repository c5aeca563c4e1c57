/**
 * The bytes of `uri-grammar check`'s reports (src/cli/report-bytes.ts): a
 * string written as JSON is the UTF-8 of `JSON.stringify` of it (ECMA-262's
 * well-formed JSON.stringify: the short escapes, other controls as \u00xx,
 * `"` and `\`, U+2028 and U+2029 as they are, a lone surrogate as \udxxx, a
 * pair as its code point), short and long strings alike (the two are written
 * by different code); a number is JSON.stringify's; a string as UTF-8 is
 * Buffer's encoding of it; the caret line is excerpt()'s; the buffer grows and
 * is reused without losing a byte.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { FixedBytes, ReportBytes } from '../../src/cli/report-bytes.js';

/** A code unit of each class that JSON or UTF-8 treats apart. */
const unit = fc.oneof(
  fc.integer({ min: 0x00, max: 0x1f }), // controls: short escapes and \u00xx
  fc.constantFrom(0x22, 0x5c, 0x7f, 0x20, 0x2f), // quote, backslash, DEL, space, slash
  fc.integer({ min: 0x20, max: 0x7e }), // printable US-ASCII
  fc.integer({ min: 0x80, max: 0x7ff }), // two bytes of UTF-8 (Latin-1's upper half among them)
  fc.integer({ min: 0x800, max: 0xd7ff }), // three bytes
  fc.constantFrom(0x2028, 0x2029, 0x2026, 0xfeff, 0xfffd, 0xffff), // JSON-special in JavaScript source, the ellipsis, BOM
  fc.integer({ min: 0xd800, max: 0xdbff }), // high surrogates (lone, or the first half of a pair)
  fc.integer({ min: 0xdc00, max: 0xdfff }), // low surrogates
  fc.integer({ min: 0xe000, max: 0xffff }),
).map((c) => String.fromCharCode(c));
const pair = fc.integer({ min: 0x10000, max: 0x10ffff }).map((cp) => String.fromCodePoint(cp));
/**
 * Strings of every class, short (written by a loop) and long (encoded, then copied in with their escapes,
 * four bytes at a time where none needs one, or by JSON.stringify itself when they hold U+FFFD or a lone
 * surrogate).
 */
const strings = fc.oneof(
  fc.string({ unit: fc.oneof(unit, pair), maxLength: 12 }),
  fc.string({ unit: fc.oneof(unit, pair), minLength: 30, maxLength: 200 }),
  fc.string({ unit: fc.oneof(unit, pair), minLength: 250, maxLength: 600 }),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), minLength: 0, maxLength: 600 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
);

const written = (write: (out: ReportBytes) => void): Buffer => {
  const out = new ReportBytes();
  write(out);
  return Buffer.from(out.bytes());
};

describe('ReportBytes', () => {
  test('json(s) is the UTF-8 of JSON.stringify(s), for strings of every code unit class', () => {
    fc.assert(
      fc.property(strings, (s) => {
        expect(written((out) => out.json(s)).toString('utf8')).toBe(JSON.stringify(s));
        expect(written((out) => out.json(s)).equals(Buffer.from(JSON.stringify(s), 'utf8'))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  test('jsonInside(s) after other bytes is JSON.stringify(s) without its quotes, and leaves those bytes as they were', () => {
    fc.assert(
      fc.property(strings, strings, (before, s) => {
        const bytes = written((out) => {
          out.json(before);
          out.jsonInside(s);
        });
        expect(bytes.equals(Buffer.from(JSON.stringify(before) + JSON.stringify(s).slice(1, -1), 'utf8'))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    expect(written((out) => out.jsonInside('a "long" one, more than thirty-two code units \u00e9')).toString('utf8')).toBe(JSON.stringify('a "long" one, more than thirty-two code units \u00e9').slice(1, -1));
  });

  test('the escapes themselves: the short ones, \\u00xx in lower case, lone surrogates, pairs, U+2028 and U+2029 as they are', () => {
    const cases = ['\b\t\n\f\r', '\x00\x01\x1f\x7f', '"\\/', '\u2028\u2029', '\ud800', '\udfff', '\udbff\udfff', '\ud83d\ude00', 'a\ud800b', '\udc00\ud800', 'x'.repeat(40) + '\ud800' + '"'];
    for (const s of cases) {
      expect(written((out) => out.json(s)).toString('utf8')).toBe(JSON.stringify(s));
      expect(written((out) => out.json(s.repeat(9))).toString('utf8')).toBe(JSON.stringify(s.repeat(9)));
    }
  });

  test('a long string: each byte that needs a look of its own at each place of a word, and next to each other', () => {
    // The long path copies a word of four bytes as it is when none needs an escape: every such byte, at each
    // of the four places of a word and at the string's last bytes (past its last whole word), alone and
    // in runs (a run that carries a borrow from one byte of the word into the next).
    const special = ['"', '\\', '\x00', '\x1f', '\n', '\x7f', ' ', '!', '#', '[', ']', '~', '\u00e9', '\u00a7', '\u2026', '\ufffd', '\u2028', '\ud800', '\udc00', '\u{1F600}', '\x21\x1f', '\x20\x1f', '""', '\\\\"'];
    for (const c of special) {
      for (let length = 33; length <= 41; length++) {
        for (let at = 0; at < length; at++) {
          const s = 'a'.repeat(at) + c + 'b'.repeat(Math.max(0, length - at - 1));
          expect(written((out) => out.json(s)).toString('utf8')).toBe(JSON.stringify(s));
        }
      }
    }
    // Every byte value below 0x80 at each place of a word, and words of one byte four times.
    for (let c = 0; c < 0x80; c++) {
      for (let at = 0; at < 8; at++) {
        const s = 'x'.repeat(36 + at) + String.fromCharCode(c) + 'y'.repeat(7 - at);
        expect(written((out) => out.json(s)).toString('utf8')).toBe(JSON.stringify(s));
      }
      const same = String.fromCharCode(c).repeat(40);
      expect(written((out) => out.json(same)).toString('utf8')).toBe(JSON.stringify(same));
    }
  });

  test('a long string longer than the first buffers (the scratch buffer grows), after other bytes', () => {
    for (const s of ['a'.repeat(70_000) + '"', '\u00e9"'.repeat(30_000), 'z'.repeat(200_000) + '\ud800', '\u2026'.repeat(25_000)]) {
      expect(written((out) => {
        out.ascii('[');
        out.json(s);
        out.ascii(']');
      }).toString('utf8')).toBe(`[${JSON.stringify(s)}]`);
    }
  });

  test('fixed(bytes) writes the bytes made once, of any length, and what follows writes over their padding', () => {
    fc.assert(
      fc.property(fc.array(strings, { maxLength: 6 }), (parts) => {
        const fixed = parts.map((s) => FixedBytes.of(s));
        const bytes = written((out) => {
          for (const f of fixed) {
            out.fixed(f);
            out.number(7);
          }
        });
        expect(bytes.equals(Buffer.from(parts.map((s) => s + '7').join(''), 'utf8'))).toBe(true);
        for (let i = 0; i < parts.length; i++) expect(fixed[i]!.bytes().equals(Buffer.from(parts[i]!, 'utf8'))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  test('a printable US-ASCII character in quotes: as JSON, as the inside of a JSON string, as text', () => {
    for (let c = 0x21; c < 0x7f; c++) {
      const quoted = `"${String.fromCharCode(c)}"`;
      expect(written((out) => out.jsonQuotedAscii(c, false)).toString('latin1')).toBe(JSON.stringify(String.fromCharCode(c)));
      expect(written((out) => out.jsonQuotedAscii(c, true)).toString('latin1')).toBe(JSON.stringify(quoted).slice(1, -1));
      expect(written((out) => out.quotedAscii(c)).toString('latin1')).toBe(quoted);
    }
  });

  test('number(n) is JSON.stringify(n): integers by their digits, any other number as JSON writes it', () => {
    fc.assert(
      fc.property(fc.oneof(fc.nat(), fc.integer({ min: 0, max: 0x7fffffff }), fc.integer(), fc.double(), fc.constantFrom(0, -0, 9, 10, 99, 100, 2 ** 31 - 1, 2 ** 31, 1e21, NaN, Infinity)), (n) => {
        expect(written((out) => out.number(n)).toString('latin1')).toBe(JSON.stringify(n));
      }),
      { numRuns: 3000 },
    );
  });

  test('utf8(s) and ascii(s) are Buffer encodings of s', () => {
    fc.assert(
      fc.property(strings, (s) => {
        expect(written((out) => out.utf8(s)).equals(Buffer.from(s, 'utf8'))).toBe(true);
      }),
      { numRuns: 2000 },
    );
    for (const s of ['', ':', 'error:', ',"hint":', 'x'.repeat(100)]) expect(written((out) => out.ascii(s)).toString('latin1')).toBe(s);
  });

  test('caret(): spaces, tildes, spaces, "^" at the column, no space at the end', () => {
    // The caret of excerpt() (src/core/errors.ts), made as it makes it.
    const reference = (column: number, spaces: number, tildes: number, after: number, span: boolean): string => {
      if (!span) return ' '.repeat(column) + '^';
      let caret = ' '.repeat(spaces) + '~'.repeat(tildes) + ' '.repeat(after);
      caret = column < caret.length ? caret.slice(0, column) + '^' + caret.slice(column + 1) : caret.padEnd(column) + '^';
      return caret.trimEnd();
    };
    for (let column = 0; column < 9; column++) {
      for (let spaces = 0; spaces < 5; spaces++) {
        for (let tildes = 0; tildes < 5; tildes++) {
          for (let after = 0; after < 4; after++) {
            const span = tildes > 0;
            const bytes = written((out) => (span ? out.caret(column, spaces, tildes, after) : out.caret(column, 0, 0, 0)));
            expect(bytes.toString('latin1')).toBe(reference(column, spaces, tildes, after, span));
          }
        }
      }
    }
  });

  test('the reports of a batch: each end recorded; the buffer grows past its first size and, reset, is reused from its start', () => {
    const out = new ReportBytes();
    const texts: string[] = [];
    for (let i = 0; i < 3000; i++) {
      const s = `report ${i} "${'é'.repeat(i % 50)}"\n`;
      out.json(s);
      out.end();
      texts.push(JSON.stringify(s));
    }
    const bytes = Buffer.from(out.bytes());
    expect(bytes.length).toBeGreaterThan(1 << 16);
    let start = 0;
    out.ends.forEach((end, i) => {
      expect(bytes.toString('utf8', start, end)).toBe(texts[i]);
      start = end;
    });
    out.reset();
    expect(out.ends).toEqual([]);
    out.ascii('next');
    out.end();
    expect(Buffer.from(out.bytes()).toString('latin1')).toBe('next');
    expect(out.ends).toEqual([4]);
    expect(new ReportBytes().bytes().length).toBe(0);
  });
});
