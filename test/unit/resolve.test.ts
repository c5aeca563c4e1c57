/** Tests of reference resolution: RFC 3986 §5 (vectors, a literal transcription of §5.2 as oracle, errors). */

import { describe, expect, test } from '@jest/globals';
import { components, isValid, parse, resolve, resolveReference, ResolveError, serialize, isUriSyntaxError } from '../../src/index.js';
import { removeDotSegments } from '../../src/passes/remove-dot-segments.js';
import vectors from '../vectors/resolve.json';

interface Case {
  source: string;
  description?: string;
  base: string;
  ref: string;
  expected: string;
  strict?: boolean;
  literal?: string;
}

interface ErrorCase {
  source: string;
  description?: string;
  base: string;
  ref: string;
  error: string;
}

const cases: Case[] = vectors.cases;
const errors: ErrorCase[] = vectors.errors;

/**
 * RFC 3986 §5.2.1-§5.3 transcribed literally, pseudo-code and all, without
 * the "//" policy of `resolve`: the oracle that each deviation is measured by.
 */
function literalResolve(base: string, ref: string, strict = true): string {
  const Base = components(parse(base, 'URI'));
  const R = components(parse(ref));
  const T = { scheme: null as string | null, authority: null as string | null, path: '', query: null as string | null, fragment: null as string | null };
  if (!strict && R.scheme !== null && R.scheme.toLowerCase() === Base.scheme!.toLowerCase()) R.scheme = null;
  if (R.scheme !== null) {
    T.scheme = R.scheme;
    T.authority = R.authority;
    T.path = removeDotSegments(R.path);
    T.query = R.query;
  } else {
    if (R.authority !== null) {
      T.authority = R.authority;
      T.path = removeDotSegments(R.path);
      T.query = R.query;
    } else {
      if (R.path === '') {
        T.path = Base.path;
        T.query = R.query !== null ? R.query : Base.query;
      } else {
        if (R.path.startsWith('/')) {
          T.path = removeDotSegments(R.path);
        } else {
          // 5.2.3. Merge Paths
          const merged = Base.authority !== null && Base.path === '' ? '/' + R.path : Base.path.replace(/[^/]*$/, '') + R.path;
          T.path = removeDotSegments(merged);
        }
        T.query = R.query;
      }
      T.authority = Base.authority;
    }
    T.scheme = Base.scheme;
  }
  T.fragment = R.fragment;
  // 5.3. Component Recomposition
  let result = '';
  if (T.scheme !== null) result += T.scheme + ':';
  if (T.authority !== null) result += '//' + T.authority;
  result += T.path;
  if (T.query !== null) result += '?' + T.query;
  if (T.fragment !== null) result += '#' + T.fragment;
  return result;
}

const label = (c: Case) => `${c.source}: ${JSON.stringify(c.ref)} against ${JSON.stringify(c.base)}${c.strict === false ? ' (non-strict)' : ''}`;

describe('resolve: vectors', () => {
  test.each(cases.map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const options = c.strict === undefined ? undefined : { strict: c.strict };
    const result = resolve(c.base, c.ref, options);
    expect(result).toBe(c.expected);
    // Every result is a valid URI, and re-parsing it gives the same components.
    expect(isValid(result, 'URI')).toBe(true);
    expect(serialize(parse(result, 'URI'))).toBe(result);
  });

  test.each(cases.map((c) => [label(c), c] as const))('the literal algorithm agrees except where pinned: %s', (_label, c) => {
    const literal = literalResolve(c.base, c.ref, c.strict ?? true);
    if (c.literal === undefined) {
      expect(literal).toBe(c.expected);
    } else {
      // A pinned deviation: the literal result parses with an authority that T does not have.
      expect(literal).toBe(c.literal);
      expect(parse(literal).authority).not.toBeNull();
      expect(parse(c.expected).authority).toBeNull();
      // ... and T is the literal result with "/." before its path: the same path once dot segments are removed.
      expect(c.expected).toBe(c.literal.replace(/^([^:]*:)\/\//, '$1/.//'));
      expect(removeDotSegments(components(c.expected).path)).toBe(components(c.expected).path.slice(2));
    }
  });

  test('AST-level: resolveReference takes and returns nodes', () => {
    for (const c of cases) {
      const node = resolveReference(parse(c.base, 'URI'), parse(c.ref), c.strict === undefined ? {} : { strict: c.strict });
      expect(node.type).toBe('URI');
      expect(serialize(node)).toBe(c.expected);
    }
  });

  test('an absolute-URI node is a base', () => {
    expect(resolve(parse('http://a/b/c/d;p?q', 'absolute-URI'), '../g')).toBe('http://a/b/g');
  });

  test('every vector cites RFC 3986', () => {
    for (const c of [...cases, ...errors]) expect(c.source).toMatch(/^RFC 3986 §\d/);
  });

  test('all of §5.4.1 and §5.4.2 is covered', () => {
    expect(cases.filter((c) => c.source === 'RFC 3986 §5.4.1')).toHaveLength(23);
    expect(cases.filter((c) => c.source === 'RFC 3986 §5.4.2')).toHaveLength(20);
  });
});

describe('resolve: errors', () => {
  test.each(errors.map((c) => [`${c.source}: ${JSON.stringify(c.ref)} against ${JSON.stringify(c.base)}`, c] as const))('%s', (_label, c) => {
    let thrown: unknown;
    try {
      resolve(c.base, c.ref);
    } catch (e) {
      thrown = e;
    }
    if (c.error === 'UriSyntaxError') {
      expect(isUriSyntaxError(thrown)).toBe(true);
    } else {
      expect(thrown).toBeInstanceOf(ResolveError);
      expect((thrown as ResolveError).kind).toBe(c.error);
      expect((thrown as ResolveError).message).toMatch(/RFC 3986 §5\.1/);
    }
  });

  test('a node that is no URI is a TypeError', () => {
    expect(() => resolve(parse('/a') as never, 'g')).toThrow(TypeError);
  });

  test('a strict option that is no boolean is a TypeError', () => {
    expect(() => resolve('http://a/', 'g', { strict: 'false' as never })).toThrow(TypeError);
  });
});

describe('resolve: long paths', () => {
  test('100,000 segments up and down resolve (remove_dot_segments is linear)', () => {
    const ref = 'x/'.repeat(100_000) + '../'.repeat(100_000) + 'g';
    expect(resolve('http://a/b/c/d;p?q', ref)).toBe('http://a/b/c/g');
  });

  test('100,000 unmatched ".." segments', () => {
    expect(resolve('http://a/b/c/d;p?q', '../'.repeat(100_000) + 'g')).toBe('http://a/g');
  });
});
