/** Tests of comparison: RFC 3986 §6.2 (simple, syntax-based, scheme-based), keys and ordering. */

import { describe, expect, test } from '@jest/globals';
import { compare, comparisonKey, equivalent, isUriSyntaxError, parse } from '../../src/index.js';
import type { CompareOptions, ComparisonLevel, SchemeRegistry } from '../../src/index.js';
import vectors from '../vectors/compare.json';

interface Case {
  source: string;
  description?: string;
  a: string;
  b: string;
  equivalent: Record<ComparisonLevel, boolean>;
  schemes?: SchemeRegistry;
  ipv6?: 'rfc3986' | 'rfc5952';
}

const cases: Case[] = vectors.cases as Case[];
const LEVELS: ComparisonLevel[] = ['simple', 'syntax', 'scheme'];

const rows = cases.flatMap((c) => LEVELS.map((level) => [`${c.source}: ${JSON.stringify(c.a)} vs ${JSON.stringify(c.b)} (${level})`, c, level] as const));

describe('equivalent: vectors', () => {
  test.each(rows)('%s', (_label, c, level) => {
    const options: CompareOptions = { level };
    if (c.schemes !== undefined) options.schemes = c.schemes;
    if (c.ipv6 !== undefined) options.ipv6 = c.ipv6;
    const expected = c.equivalent[level];
    expect(equivalent(c.a, c.b, options)).toBe(expected);
    expect(equivalent(c.b, c.a, options)).toBe(expected);
    expect(compare(c.a, c.b, options) === 0).toBe(expected);
    expect(compare(c.a, c.b, options) + compare(c.b, c.a, options)).toBe(0);
    // Parsed nodes compare as their text.
    expect(equivalent(parse(c.a), parse(c.b), options)).toBe(expected);
  });

  test('every vector cites its RFC and has all three levels', () => {
    for (const c of cases) {
      expect(c.source).toMatch(/^RFC (3986|5952) §\d/);
      expect(Object.keys(c.equivalent).sort()).toEqual(['scheme', 'simple', 'syntax']);
    }
  });

  test('the levels are a ladder: equivalent at one level, equivalent at the next (§6.2)', () => {
    for (const c of cases) {
      if (c.equivalent.simple) expect(c.equivalent.syntax).toBe(true);
      if (c.equivalent.syntax) expect(c.equivalent.scheme).toBe(true);
    }
  });
});

describe('comparisonKey', () => {
  test('the default level is syntax', () => {
    expect(comparisonKey('HTTP://a/%7e')).toBe('http://a/~');
    expect(equivalent('HTTP://a/%7e', 'http://a/~')).toBe(true);
  });

  test('simple: the text itself', () => {
    expect(comparisonKey('HTTP://a/%7e', { level: 'simple' })).toBe('HTTP://a/%7e');
  });

  test('usable as a Map key', () => {
    const seen = new Map<string, string>();
    for (const uri of ['http://example.com', 'HTTP://EXAMPLE.COM:80/', 'http://example.com/%7e', 'http://example.com/~']) {
      const key = comparisonKey(uri, { level: 'scheme' });
      if (!seen.has(key)) seen.set(key, uri);
    }
    expect([...seen.values()]).toEqual(['http://example.com', 'http://example.com/%7e']);
  });

  test('sorting with compare groups equivalent references', () => {
    const sorted = ['http://b/', 'HTTP://A/', 'http://a/'].sort((x, y) => compare(x, y));
    expect(sorted.map((u) => comparisonKey(u))).toEqual(['http://a/', 'http://a/', 'http://b/']);
  });

  test('invalid input is a UriSyntaxError at every level', () => {
    for (const level of LEVELS) {
      let thrown: unknown;
      try {
        equivalent('http://a b', 'http://a b', { level });
      } catch (e) {
        thrown = e;
      }
      expect(isUriSyntaxError(thrown)).toBe(true);
    }
  });

  test('an unknown level is a TypeError', () => {
    expect(() => equivalent('a', 'a', { level: 'loose' as never })).toThrow(TypeError);
  });
});
