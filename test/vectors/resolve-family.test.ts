/**
 * Resolution as each RFC defined it, side by side (test/vectors/resolve-family.json):
 * RFC 3986 §5.2, RFC 2396 §5.2 (strict, and read by Appendix B with
 * `{ strict: false }`) and RFC 1808 §4, on the same base, with the reason for
 * each difference. Each grammar's own tests hold every example of its RFC;
 * this table holds the three against each other. Then the segment stack that
 * computes RFC 2396's and RFC 1808's step 6, against a literal transcription
 * of their string patterns.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { resolve as resolve3986, isUriSyntaxError } from '../../src/index.js';
import { resolve as resolve2396 } from '../../src/grammars/rfc2396/index.js';
import { resolve as resolve1808 } from '../../src/grammars/rfc1808/index.js';
import { removeDotSegments2396 } from '../../src/grammars/rfc2396/resolve.js';
import { step6 } from '../../src/grammars/rfc1808/resolve.js';
import vectors from './resolve-family.json';

type Result = string | { syntaxError: number };
interface Row {
  ref: string;
  rfc3986: Result;
  rfc2396: Result;
  rfc2396Loose?: Result;
  rfc1808: Result;
  source: string;
}

const run = (f: () => string): Result => {
  try {
    return f();
  } catch (e) {
    if (!isUriSyntaxError(e)) throw e;
    return { syntaxError: e.offset };
  }
};
const show = (r: Result) => (typeof r === 'string' ? r : `syntax error at ${r.syntaxError}`);
const base = vectors.base;

test.each((vectors.rows as Row[]).map((r) => [JSON.stringify(r.ref).padEnd(14), show(r.rfc3986).padEnd(22), show(r.rfc2396).padEnd(22), show(r.rfc1808), r] as const))(
  '%s 3986: %s 2396: %s 1808: %s',
  (_ref, _a, _b, _c, row) => {
    const got: Row = {
      ref: row.ref,
      rfc3986: run(() => resolve3986(base, row.ref)),
      rfc2396: run(() => resolve2396(base, row.ref)),
      rfc1808: run(() => resolve1808(base, row.ref)),
      source: row.source,
    };
    const loose = run(() => resolve2396(base, row.ref, { strict: false }));
    if (JSON.stringify(loose) !== JSON.stringify(got.rfc2396)) got.rfc2396Loose = loose;
    expect(got).toEqual(row);
  },
);

test('the table covers the disagreements the RFCs are known for, and they do disagree', () => {
  const rows = vectors.rows as Row[];
  const differ = (ref: string) => {
    const r = rows.find((x) => x.ref === ref)!;
    return new Set([r.rfc3986, r.rfc2396, r.rfc2396Loose ?? r.rfc2396, r.rfc1808].map((x) => JSON.stringify(x))).size > 1;
  };
  for (const ref of ['../../../g', ';x', '?y', '/./g', 'g;x=1/../y', 'http:', '//', '//g/../h']) expect([ref, differ(ref)]).toEqual([ref, true]);
  expect(rows.filter((r) => r.source.endsWith('agree')).length).toBeGreaterThan(20);
});

// ----- RFC 2396 §5.2 step 6 and RFC 1808 §4 step 6: the segment stack against the string patterns -----

/**
 * RFC 2396 §5.2 step 6 c to g transcribed literally: string patterns on a
 * buffer, removed leftmost first (quadratic, for checking only).
 */
function patterns2396(buffer: string): string {
  let b = buffer;
  // c) All occurrences of "./", where "." is a complete path segment, are removed.
  for (let i = 0; i < b.length - 1; ) {
    if (b.startsWith('./', i)) {
      b = b.slice(0, i) + b.slice(i + 2);
      continue;
    }
    const slash = b.indexOf('/', i);
    if (slash < 0) break;
    i = slash + 1;
  }
  // d) If the buffer string ends with "." as a complete path segment, that "." is removed.
  if (b === '.' || b.endsWith('/.')) b = b.slice(0, -1);
  // e) "<segment>/../", <segment> a complete path segment not "..", removed leftmost first until none remains.
  for (let m = leftmost(b, '/../', b.startsWith('/') ? 1 : 0); m !== null; m = leftmost(b, '/../', b.startsWith('/') ? 1 : 0)) b = b.slice(0, m.start) + b.slice(m.end);
  // f) If the buffer string ends with "<segment>/..", that "<segment>/.." is removed.
  const last = leftmost(b, '/..', b.startsWith('/') ? 1 : 0, b.length);
  if (last !== null) b = b.slice(0, last.start);
  // g) Leading ".." segments are retained.
  return b;
}

/** RFC 1808 §4 step 6 a) to d) transcribed literally, the "/" before the path set aside (§2.4.6). */
function patterns1808(merged: string): string {
  const root = merged.startsWith('/') ? '/' : '';
  let path = merged.slice(root.length);
  // a) All occurrences of "./", where "." is a complete path segment, are removed.
  path = path.replace(/(?<![^/])\.\//g, '');
  // b) If the path ends with "." as a complete path segment, that "." is removed.
  if (path === '.' || path.endsWith('/.')) path = path.slice(0, -1);
  // c) "<segment>/../", <segment> a complete segment not "..", removed leftmost first until none remains.
  for (let m = leftmost(path, '/../', 0); m !== null; m = leftmost(path, '/../', 0)) path = path.slice(0, m.start) + path.slice(m.end);
  // d) If the path ends with "<segment>/..", <segment> a complete segment not "..", it is removed.
  if (path.endsWith('/..')) {
    const end = path.length - 3;
    const start = end === 0 ? 0 : path.lastIndexOf('/', end - 1) + 1;
    if (path.slice(start, end) !== '..') path = path.slice(0, start);
  }
  return root + path;
}

/** The leftmost complete `<segment>` (not "..") followed by `tail`, from `from` on (ending at `end`, when given). */
function leftmost(b: string, tail: string, from: number, end?: number): { start: number; end: number } | null {
  for (let start = from; start <= b.length; ) {
    const slash = b.indexOf('/', start);
    if (slash < 0) return null;
    const stop = slash + tail.length;
    if (b.slice(start, slash) !== '..' && b.startsWith(tail, slash) && (end === undefined || stop === end)) return { start, end: stop };
    start = slash + 1;
  }
  return null;
}

describe('step 6 by a segment stack gives what the string patterns give (RFC 2396 §5.2, RFC 1808 §4)', () => {
  const segment = fc.constantFrom('', '.', '..', '...', '.a', 'a.', 'a', 'b', '%2E');
  const path = fc.tuple(fc.boolean(), fc.array(segment, { maxLength: 12 })).map(([rooted, segments]) => (rooted ? '/' : '') + segments.join('/'));

  test('the RFCs\' own examples and the edge cases', () => {
    const cases: [string, string][] = [
      ['/b/c/../../../g', '/../g'], ['/b/c/./../g', '/b/g'], ['/b/c/g/.', '/b/c/g/'], ['/b/c/g/..', '/b/c/'], ['/b/c/g/../..', '/b/'],
      ['/..', '/..'], ['/.', '/'], ['.', ''], ['..', '..'], ['a/..', ''], ['a//..', 'a/'], ['a//../b', 'a/b'], ['//..', '/'],
      ['../a/../b', '../b'], ['../..', '../..'], ['./../g', '../g'], ['././g', 'g'], ['a/./', 'a/'], ['/a/b/.../../c', '/a/b/c'],
    ];
    for (const [input, output] of cases) {
      expect([input, removeDotSegments2396(input), step6(input)]).toEqual([input, output, output]);
      expect([input, patterns2396(input), patterns1808(input)]).toEqual([input, output, output]);
    }
    // Where they differ: an empty segment that becomes the first one. RFC 2396 reads the buffer
    // as it is after each removal, "/../g", an abs_path whose ".." has no segment before it;
    // RFC 1808 reads the path after its "/" (§2.4.6), where "" is a segment that ".." removes.
    for (const [input, by2396, by1808] of [['a/..//../g', '/../g', 'g'], ['.//..', '/..', ''], ['a/..//x/../..', '/..', '']]) {
      expect([input, removeDotSegments2396(input), step6(input)]).toEqual([input, by2396, by1808]);
      expect([input, patterns2396(input), patterns1808(input)]).toEqual([input, by2396, by1808]);
    }
  });

  test('on random paths of dot, empty and other segments', () => {
    fc.assert(
      fc.property(path, (p) => {
        expect(removeDotSegments2396(p)).toBe(patterns2396(p));
        expect(step6(p)).toBe(patterns1808(p));
      }),
      { numRuns: 5000, seed: 2396 },
    );
  });
});
