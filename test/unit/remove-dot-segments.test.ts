/** Tests of removeDotSegments: RFC 3986 §5.2.4 (vectors, a naive transcription as oracle, linear time). */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { removeDotSegments } from '../../src/passes/remove-dot-segments.js';
import vectors from '../vectors/remove-dot-segments.json';

interface Case {
  source: string;
  description?: string;
  input: string;
  output: string;
}

const cases: Case[] = vectors.cases;

/**
 * RFC 3986 §5.2.4 transcribed as literally as possible, string buffers and
 * all (quadratic, for checking only).
 */
function naiveRemoveDotSegments(path: string): string {
  // 1. The input buffer is initialized with the now-appended path
  //    components and the output buffer is initialized to the empty string.
  let input = path;
  let output = '';
  // 2. While the input buffer is not empty, loop as follows:
  while (input !== '') {
    if (input.startsWith('../')) {
      // A. If the input buffer begins with a prefix of "../" or "./", then
      //    remove that prefix from the input buffer; otherwise,
      input = input.slice(3);
    } else if (input.startsWith('./')) {
      input = input.slice(2);
    } else if (input.startsWith('/./')) {
      // B. if the input buffer begins with a prefix of "/./" or "/.", where
      //    "." is a complete path segment, then replace that prefix with "/";
      //    otherwise,
      input = '/' + input.slice(3);
    } else if (input === '/.') {
      input = '/';
    } else if (input.startsWith('/../') || input === '/..') {
      // C. if the input buffer begins with a prefix of "/../" or "/..", where
      //    ".." is a complete path segment, then replace that prefix with "/"
      //    and remove the last segment and its preceding "/" (if any) from
      //    the output buffer; otherwise,
      input = '/' + input.slice(input === '/..' ? 3 : 4);
      const lastSlash = output.lastIndexOf('/');
      output = lastSlash < 0 ? '' : output.slice(0, lastSlash);
    } else if (input === '.' || input === '..') {
      // D. if the input buffer consists only of "." or "..", then remove that
      //    from the input buffer; otherwise,
      input = '';
    } else {
      // E. move the first path segment in the input buffer to the end of the
      //    output buffer, including the initial "/" character (if any) and any
      //    subsequent characters up to, but not including, the next "/"
      //    character or the end of the input buffer.
      const next = input.indexOf('/', input.startsWith('/') ? 1 : 0);
      const segment = next < 0 ? input : input.slice(0, next);
      output += segment;
      input = input.slice(segment.length);
    }
  }
  // 3. Finally, the output buffer is returned as the result of remove_dot_segments.
  return output;
}

describe('removeDotSegments: vectors', () => {
  test.each(cases.map((c) => [c.source, JSON.stringify(c.input), c] as const))('%s: %s', (_source, _input, c) => {
    expect(removeDotSegments(c.input)).toBe(c.output);
  });

  test.each(cases.map((c) => [c.source, JSON.stringify(c.input), c] as const))('naive transcription agrees, %s: %s', (_s, _i, c) => {
    expect(naiveRemoveDotSegments(c.input)).toBe(c.output);
  });

  test('every vector cites RFC 3986', () => {
    for (const c of cases) expect(c.source).toMatch(/^RFC 3986 §5\.(2\.4|4\.1|4\.2)$/);
  });
});

describe('removeDotSegments: properties', () => {
  const segment = fc.constantFrom('a', 'b', '.', '..', '', '%2E', '%2e%2E', '...', '.a', 'a.', '..a', ';p', 'c=d');
  const dottyPath = fc
    .tuple(fc.boolean(), fc.array(segment, { maxLength: 12 }), fc.boolean())
    .map(([absolute, segments, trailing]) => (absolute ? '/' : '') + segments.join('/') + (trailing ? '/' : ''));

  test('agrees with the naive transcription on paths of dot-segments', () => {
    fc.assert(
      fc.property(dottyPath, (p) => {
        expect(removeDotSegments(p)).toBe(naiveRemoveDotSegments(p));
      }),
      { numRuns: 5000 },
    );
  });

  test('agrees with the naive transcription on any string over "/", ".", "a"', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('/', '.', 'a'), maxLength: 24 }), (p) => {
        expect(removeDotSegments(p)).toBe(naiveRemoveDotSegments(p));
      }),
      { numRuns: 5000 },
    );
  });

  test('is idempotent on paths that start with "/"', () => {
    fc.assert(
      fc.property(dottyPath, (p) => {
        const once = removeDotSegments('/' + p);
        expect(removeDotSegments(once)).toBe(once);
      }),
    );
  });

  test('leaves no "." or ".." segment in a path that starts with "/"', () => {
    fc.assert(
      fc.property(dottyPath, (p) => {
        const segments = removeDotSegments('/' + p).split('/');
        expect(segments).not.toContain('.');
        expect(segments).not.toContain('..');
      }),
    );
  });
});

describe('removeDotSegments: 100,000 segments (time is measured by the benchmark, not here)', () => {
  const N = 100_000;
  const inputs: [string, string, string][] = [
    ["'/a'.repeat(1e5)", '/a'.repeat(N), '/a'.repeat(N)],
    ["'/..'.repeat(1e5)", '/..'.repeat(N), '/'],
    ["'a/../'.repeat(1e5)", 'a/../'.repeat(N), '/'],
    ["'/a/b/../c/.'.repeat(1e5)", '/a/b/../c/.'.repeat(N), '/a/c'.repeat(N) + '/'],
    ["'../'.repeat(1e5) + 'x'", '../'.repeat(N) + 'x', 'x'],
    ["'/a'.repeat(1e5) + '/..'.repeat(1e5)", '/a'.repeat(N) + '/..'.repeat(N), '/'],
  ];

  test.each(inputs)('%s', (_name, input, expected) => {
    expect(removeDotSegments(input)).toBe(expected);
  });
});
