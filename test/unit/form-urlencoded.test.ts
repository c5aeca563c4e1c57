/** Tests of application/x-www-form-urlencoded: WHATWG URL Standard §5 (vectors, URLSearchParams as oracle, properties). */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  formDecode,
  formDecodeString,
  formEncode,
  formEncodeString,
  formUrlencodedLiteral,
} from '../../src/encoding/form-urlencoded.js';
import vectors from '../vectors/form-urlencoded.json';

interface Case {
  source: string;
  description: string;
  op: 'encode' | 'decode';
  pairs: [string, string][];
  text: string;
}

const cases = vectors.cases as Case[];
const named = (op: Case['op']) =>
  cases.filter((c) => c.op === op).map((c) => [c.source, JSON.stringify(op === 'encode' ? c.pairs : c.text), c] as const);

// Node's URLSearchParams implements the same algorithms; its string
// constructor strips one leading "?", hence the "?" prefix. Node 20 decodes
// escaped bytes apart from literal non-ASCII characters ("%E2%82\u20ac" gives
// "\u20ac", where the standard's byte-level percent-decode gives
// "\ufffd\u20ac"), so the oracle sees literal non-ASCII characters escaped
// first, which leaves the standard's byte sequence unchanged.
const escapeNonAscii = (text: string): string =>
  text.replace(/[^\x00-\x7f]/gu, (c) => (c.length === 1 && c >= '\ud800' && c <= '\udfff' ? '%EF%BF%BD' : encodeURIComponent(c)));
const oracleDecode = (text: string): [string, string][] => [...new URLSearchParams('?' + escapeNonAscii(text))];
const oracleEncode = (pairs: [string, string][]): string => new URLSearchParams(pairs).toString();

describe('form-urlencoded: vectors', () => {
  test.each(named('encode'))('%s formEncode(%s)', (_s, _p, c) => {
    expect(formEncode(c.pairs)).toBe(c.text);
    expect(oracleEncode(c.pairs)).toBe(c.text);
  });

  test.each(named('decode'))('%s formDecode(%s)', (_s, _t, c) => {
    expect(formDecode(c.text)).toEqual(c.pairs);
    expect(oracleDecode(c.text)).toEqual(c.pairs);
  });

  test('every vector cites a WHATWG URL section', () => {
    for (const c of cases) expect(c.source).toMatch(/^WHATWG URL §\d+(\.\d+)*$/);
  });
});

describe('form-urlencoded: API', () => {
  test('a record serializes its own enumerable properties in order', () => {
    expect(formEncode({ b: '1 2', a: '&' })).toBe('b=1+2&a=%26');
    expect(formEncode({})).toBe('');
  });

  test('a Map and a URLSearchParams are iterables of pairs', () => {
    expect(formEncode(new Map([['x', 'y z']]))).toBe('x=y+z');
    expect(formEncode(new URLSearchParams('a=1&b=%C3%A9'))).toBe('a=1&b=%C3%A9');
  });

  test('a generator of pairs works', () => {
    function* pairs(): Generator<[string, string]> {
      yield ['a', '1'];
      yield ['b', '2'];
    }
    expect(formEncode(pairs())).toBe('a=1&b=2');
  });

  test('an item that is not a pair of strings is a TypeError', () => {
    expect(() => formEncode([['a']] as unknown as [string, string][])).toThrow(TypeError);
    expect(() => formEncode([['a', 'b', 'c']] as unknown as [string, string][])).toThrow(TypeError);
    expect(() => formEncode([['a', 1]] as unknown as [string, string][])).toThrow(TypeError);
    expect(() => formEncode(['ab'] as unknown as [string, string][])).toThrow(TypeError);
  });

  test('formEncodeString and formDecodeString handle one name or value', () => {
    expect(formEncodeString('a b&c=d')).toBe('a+b%26c%3Dd');
    expect(formDecodeString('a+b%26c%3Dd')).toBe('a b&c=d');
    expect(formDecodeString('%zz+%C3')).toBe('%zz \ufffd');
  });

  test('the literal set is ALPHA, DIGIT and *-._', () => {
    const literal = [...Array(128).keys()].filter((c) => formUrlencodedLiteral[c] === 1);
    expect(String.fromCharCode(...literal)).toBe('*-.0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz');
  });
});

const anyString = fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.string({ unit: 'binary-ascii', maxLength: 12 }));
const pairList = fc.array(fc.tuple(anyString, anyString), { maxLength: 6 });
// Strings with lone surrogates, to check their conversion to U+FFFD.
const surrogateString = fc.string({
  unit: fc.oneof(
    fc.constantFrom('a', '+', '%', '=', '&', ' ', '\u00e9'),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
  ),
  maxLength: 8,
});
// Text to parse: escapes of any byte, broken escapes, delimiters, any character.
const formText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0, max: 255 }).map((b) => '%' + b.toString(16).padStart(2, '0')),
    fc.constantFrom('%', '%4', '%G0', '&', '=', '+', '?', 'a', ' ', '\u00e9', '\ud834\udd1e', '\ud800', '\udfff'),
    fc.string({ unit: 'binary', maxLength: 2 }),
  ),
  maxLength: 16,
});

describe('form-urlencoded: properties', () => {
  test('formDecode(formEncode(pairs)) deep-equals pairs', () => {
    fc.assert(
      fc.property(pairList, (pairs) => {
        expect(formDecode(formEncode(pairs))).toEqual(pairs);
      }),
      { numRuns: 3000 },
    );
  });

  test('formEncode agrees with URLSearchParams, lone surrogates included', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.oneof(anyString, surrogateString), surrogateString), { maxLength: 4 }), (pairs) => {
        expect(formEncode(pairs)).toBe(oracleEncode(pairs));
      }),
      { numRuns: 3000 },
    );
  });

  test('formDecode agrees with URLSearchParams on any text', () => {
    fc.assert(
      fc.property(formText, (text) => {
        expect(formDecode(text)).toEqual(oracleDecode(text));
      }),
      { numRuns: 5000 },
    );
  });

  test('formEncode output holds only literal bytes, "+", "=", "&" and uppercase %XX', () => {
    fc.assert(
      fc.property(pairList, (pairs) => /^(?:[A-Za-z0-9*\-._+=&]|%[0-9A-F]{2})*$/.test(formEncode(pairs))),
    );
  });
});

describe('form-urlencoded: large inputs (time is measured by the benchmark, not here)', () => {
  test('100,000 pairs, 500,000 "=" free sequences and one 1M-character value', () => {
    const pairs: [string, string][] = Array.from({ length: 100_000 }, (_, i) => [`k${i}`, `v \u00e9 ${i}`]);
    const text = formEncode(pairs);
    expect(JSON.stringify(formDecode(text))).toBe(JSON.stringify(pairs));
    expect(formDecode('a&'.repeat(500_000))).toHaveLength(500_000);
    expect(formDecode('x=' + '%C3%A9+'.repeat(250_000))).toEqual([['x', '\u00e9 '.repeat(250_000)]]);
  });
});
