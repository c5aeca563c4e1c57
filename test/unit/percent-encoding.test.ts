/** Tests of percent-encoding: RFC 3986 §2.1, §2.4, §2.5 (vectors, properties, oracles, linear time). */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { TextEncoder } from 'node:util';
import { has } from '../../src/core/charsets.js';
import {
  encodeSetNames,
  encodeSets,
  percentDecode,
  percentDecodeBytes,
  PercentDecodeError,
  percentDecodeOrNull,
  percentEncode,
  PercentEncodeError,
  type EncodeSet,
  type PercentDecodeErrorKind,
} from '../../src/encoding/percent-encoding.js';
import vectors from '../vectors/percent-encoding.json';

interface Case {
  source: string;
  description: string;
  op: 'encode' | 'decode' | 'decode-bytes';
  set?: EncodeSet;
  input: string;
  output?: string;
  bytes?: number[];
  error?: { kind: PercentDecodeErrorKind; offset: number };
}

const cases = vectors.cases as Case[];
const named = (ops: Case['op'][]) =>
  cases.filter((c) => ops.includes(c.op)).map((c) => [c.source, c.op, JSON.stringify(c.input), c.set ?? '', c] as const);

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
}

describe('percent-encoding: vectors', () => {
  test.each(named(['encode']))('%s %s %s %s', (_s, _op, _i, _set, c) => {
    if (c.error) {
      const e = thrown(() => percentEncode(c.input, c.set!));
      expect(e).toBeInstanceOf(PercentEncodeError);
      expect(e).toBeInstanceOf(TypeError);
      expect((e as PercentEncodeError).offset).toBe(c.error.offset);
    } else {
      expect(percentEncode(c.input, c.set!)).toBe(c.output);
    }
  });

  test.each(named(['decode', 'decode-bytes']))('%s %s %s', (_s, op, _i, _set, c) => {
    const decode = op === 'decode' ? percentDecode : percentDecodeBytes;
    if (c.error) {
      const e = thrown(() => decode(c.input));
      expect(e).toBeInstanceOf(PercentDecodeError);
      expect(e).toMatchObject({ name: 'PercentDecodeError', kind: c.error.kind, offset: c.error.offset });
      expect((e as Error).message).toContain(`offset ${c.error.offset}`);
    } else if (op === 'decode') {
      expect(percentDecode(c.input)).toBe(c.output);
      expect(percentDecode(c.input, { bytes: false })).toBe(c.output);
    } else {
      expect(Array.from(percentDecodeBytes(c.input))).toEqual(c.bytes);
      expect(Array.from(percentDecode(c.input, { bytes: true }))).toEqual(c.bytes);
    }
  });

  test('every vector cites an RFC section and has exactly one expectation', () => {
    for (const c of cases) {
      expect(c.source).toMatch(/^RFC (3986|3629) §\d+(\.\d+)*$/);
      expect([c.output, c.bytes, c.error].filter((x) => x !== undefined)).toHaveLength(1);
      expect(c.op === 'encode').toBe(c.set !== undefined);
    }
  });

  test('every encode set is covered by the vectors', () => {
    const covered = new Set(cases.map((c) => c.set));
    for (const set of encodeSetNames) expect(covered).toContain(set);
  });
});

describe('percent-encoding: API', () => {
  test('an unknown set name is a TypeError', () => {
    expect(() => percentEncode('a', 'segment' as EncodeSet)).toThrow(TypeError);
    expect(() => percentEncode('a', 'toString' as EncodeSet)).toThrow(TypeError);
  });

  test('no set contains "%"', () => {
    for (const set of encodeSetNames) expect(has(encodeSets[set], 0x25)).toBe(false);
  });

  test('error messages name the problem and the section', () => {
    expect(() => percentDecode('ab%4')).toThrow(/offset 2.*"%4".*RFC 3986 §2\.1/);
    expect(() => percentDecode('%C0%AF')).toThrow(/offset 0: %C0 .*overlong.*RFC 3986 §2\.5/);
    expect(() => percentDecode('%ED%A0%80')).toThrow(/surrogate/);
    expect(() => percentDecode('%F4%90%80%80')).toThrow(/U\+10FFFF/);
    expect(() => percentEncode('\ud800', 'path')).toThrow(/lone surrogate U\+D800 at offset 0/);
  });
});

// Well-formed strings: every code point, BMP and beyond (no lone surrogates).
const wellFormed = fc.string({ unit: 'binary', maxLength: 40 });
const asciiHeavy = fc.string({ unit: 'binary-ascii', maxLength: 40 });
const setName = fc.constantFrom(...encodeSetNames);
const utf8 = new TextEncoder();

/** String.prototype.isWellFormed (ES2024, beyond the ES2022 lib): no lone surrogate. */
function isWellFormed(s: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

function hex(b: number): string {
  return '%' + b.toString(16).toUpperCase().padStart(2, '0');
}

describe('percent-encoding: properties', () => {
  test('percentDecode(percentEncode(s, set)) === s', () => {
    fc.assert(
      fc.property(fc.oneof(wellFormed, asciiHeavy), setName, (s, set) => {
        expect(percentDecode(percentEncode(s, set))).toBe(s);
      }),
      { numRuns: 3000 },
    );
  });

  test('percentEncode output holds only set characters and uppercase %XX of octets outside the set', () => {
    fc.assert(
      fc.property(fc.oneof(wellFormed, asciiHeavy), setName, (s, set) => {
        const out = percentEncode(s, set);
        const keep = encodeSets[set];
        for (let i = 0; i < out.length; i++) {
          const c = out.charCodeAt(i);
          if (c !== 0x25) {
            if (!has(keep, c)) return false;
            continue;
          }
          const escape = out.slice(i, i + 3);
          if (!/^%[0-9A-F]{2}$/.test(escape)) return false;
          // never over-encodes: an escaped octet is not a character of the set
          if (has(keep, parseInt(escape.slice(1), 16))) return false;
          i += 2;
        }
        return true;
      }),
      { numRuns: 3000 },
    );
  });

  test('percentDecodeBytes(percentEncode(s, set)) is the UTF-8 of s', () => {
    fc.assert(
      fc.property(wellFormed, setName, (s, set) => {
        expect(percentDecodeBytes(percentEncode(s, set))).toEqual(utf8.encode(s));
      }),
    );
  });

  test('percentDecodeBytes of any string without "%" is its UTF-8', () => {
    fc.assert(
      fc.property(wellFormed, (s) => {
        const t = s.replaceAll('%', '');
        expect(percentDecodeBytes(t)).toEqual(utf8.encode(t));
      }),
    );
  });

  test("percentEncode(s, 'unreserved') is encodeURIComponent(s) with !'()* also encoded", () => {
    fc.assert(
      fc.property(fc.oneof(wellFormed, asciiHeavy), (s) => {
        const expected = encodeURIComponent(s).replace(/[!'()*]/g, (c) => hex(c.charCodeAt(0)));
        expect(percentEncode(s, 'unreserved')).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  test('percentEncode throws exactly when the string has a lone surrogate', () => {
    const unit = fc.oneof(
      fc.constantFrom('a', '/', '%', ' ', '\u00e9', '\ud834\udd1e'),
      fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 8 }), setName, (s, set) => {
        if (isWellFormed(s)) expect(percentDecode(percentEncode(s, set))).toBe(s);
        else expect(() => percentEncode(s, set)).toThrow(PercentEncodeError);
      }),
    );
  });

  // Any octet, any escape fragment, any character: decodeURIComponent is the oracle
  // (ECMA-262 Decode also rejects malformed escapes and ill-formed UTF-8).
  const messy = fc.string({
    unit: fc.oneof(
      fc.integer({ min: 0, max: 255 }).map(hex),
      fc.integer({ min: 0, max: 255 }).map((b) => hex(b).toLowerCase()),
      fc.constantFrom('%', '%4', '%g1', 'a', '+', '\u00e9', '\ud834\udd1e', '\ud800'),
    ),
    maxLength: 10,
  });

  test('percentDecode agrees with decodeURIComponent, errors included', () => {
    const outcome = (f: () => string, errorClass: new (...args: never[]) => Error): string => {
      try {
        return 'ok:' + f();
      } catch (e) {
        return e instanceof errorClass ? 'error' : 'unexpected:' + String(e);
      }
    };
    fc.assert(
      fc.property(messy, (s) => {
        expect(outcome(() => percentDecode(s), PercentDecodeError)).toBe(outcome(() => decodeURIComponent(s), URIError));
      }),
      { numRuns: 10000 },
    );
  });

  test('percentDecodeOrNull is percentDecode, null where it throws', () => {
    fc.assert(
      fc.property(messy, (s) => {
        let expected: string | null;
        try {
          expected = percentDecode(s);
        } catch (e) {
          expect(e).toBeInstanceOf(PercentDecodeError);
          expected = null;
        }
        expect(percentDecodeOrNull(s)).toBe(expected);
      }),
      { numRuns: 10000 },
    );
    expect(percentDecodeOrNull('a%20b%C3%A9')).toBe('a bé');
    expect(percentDecodeOrNull('%C3')).toBeNull();
    expect(percentDecodeOrNull('%zz')).toBeNull();
    expect(percentDecodeOrNull('\uD800%41')).toBe('\uD800A');
    // Runs of octets from 0x80 on longer than the decoders' reused buffer (3,072 octets).
    expect(percentDecodeOrNull('%C3%A9'.repeat(2000))).toBe('é'.repeat(2000));
    expect(percentDecodeOrNull('%C3%A9'.repeat(2000) + '%C3')).toBeNull();
    expect(thrown(() => percentDecode('%41' + '%C3%A9'.repeat(2000) + '%C3'))).toMatchObject({ offset: 12003, kind: 'invalid-utf8' });
  });

  test('percentDecodeBytes accepts exactly the strings with well-formed escapes and no lone surrogate', () => {
    fc.assert(
      fc.property(messy, (s) => {
        const ok = !/%(?![0-9A-Fa-f]{2})/.test(s) && isWellFormed(s);
        try {
          percentDecodeBytes(s);
          return ok;
        } catch (e) {
          return !ok && e instanceof PercentDecodeError;
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('percent-encoding: large inputs (time is measured by the benchmark, not here)', () => {
  const big = 'a b\u00e9/\ud834\udd1e%'.repeat(100_000); // 800,000 code units
  const encoded = percentEncode(big, 'pchar');

  test('percentEncode, percentDecode and percentDecodeBytes on 800,000 code units', () => {
    expect(percentDecode(encoded)).toBe(big);
    expect(Buffer.from(percentDecodeBytes(encoded)).equals(utf8.encode(big))).toBe(true);
  });

  test('percentDecode of 1M escapes of one character', () => {
    expect(percentDecode('%41'.repeat(1_000_000))).toBe('A'.repeat(1_000_000));
  });
});
