/**
 * Every resolution, normalization and comparison pass of every grammar, and
 * the IRI mapping, does work linear in its input: counted (src/pass-work.ts:
 * the code units each step of a pass searches, compares or copies), never
 * timed. Each path runs on hostile shapes (dot segments up and down, "." and
 * ".." alone, percent-encodings in one long segment, many labels) at 1x and 4x
 * the input, and the count at 4x must stay within 4.2 times the count at 1x,
 * and within 8 units per code unit of the input.
 *
 * The table names every pass each grammar's module exports: a grammar that
 * gains one without a row here fails the first test. RFC 6874 and RFC 1738
 * export no pass (parse, check, isValid, components; serialize for RFC 6874).
 */
import { expect, test } from '@jest/globals';
import * as rfc3986 from '../../src/index.js';
import * as rfc3987 from '../../src/grammars/rfc3987/index.js';
import * as rfc6874 from '../../src/grammars/rfc6874/index.js';
import * as rfc2396 from '../../src/grammars/rfc2396/index.js';
import * as rfc1808 from '../../src/grammars/rfc1808/index.js';
import * as rfc1738 from '../../src/grammars/rfc1738/index.js';
import { passWork } from '../../src/passes/pass-work.js';

/** A pass on inputs made for a size `n`: the call, and the length of what it reads. */
type Shape = (n: number) => { run: () => unknown; length: number };

/** `f(...inputs)`, with the inputs' total length. */
const call =
  <A extends unknown[]>(f: (...args: A) => unknown, ...make: ((n: number) => A[number])[]): Shape =>
  (n) => {
    const args = make.map((m) => m(n)) as A;
    return { run: () => f(...args), length: args.reduce<number>((sum, a) => sum + (typeof a === 'string' ? a.length : 0), 0) };
  };
const fixed =
  <T,>(value: T) =>
  (): T =>
    value;

// ----- The hostile shapes (n repetitions) -----

/** Segments up, then as many ".." down: the reproduction (RFC 2396 and RFC 1808 were quadratic in it). */
const upDown = (n: number) => 'a/'.repeat(n) + '../'.repeat(n) + 'g';
/** "." segments only. */
const dots = (n: number) => './'.repeat(n) + 'g';
/** ".." segments with nothing to remove: kept by RFC 2396 and RFC 1808, dropped by RFC 3986. */
const unmatched = (n: number) => '../'.repeat(n) + 'g';
/** Empty segments, each removed by the ".." after it. */
const empties = (n: number) => 'x//../'.repeat(n) + 'g';
/** One long segment of percent-encodings and letters. */
const encoded = (n: number) => 'a%C3%A9%2e'.repeat(n);
/** One long segment of non-ASCII letters. */
const unicode = (n: number) => 'aé'.repeat(n);
/** Segments that decode to "..": kept encoded by toIRI. */
const encodedDots = (n: number) => '%2E%2E/'.repeat(n);

const BASE = 'http://a/b/c/d;p?q'; // RFC 3986 §5.4, RFC 2396 Appendix C
const IRI_BASE = 'http://例え.jp/b/c/d;p?q';

/** grammar → exported pass → the shapes it runs on. */
const PATHS: Record<string, Record<string, Record<string, Shape>>> = {
  rfc3986: {
    resolve: {
      'segments up and down': call(rfc3986.resolve, fixed(BASE), upDown),
      '"." segments': call(rfc3986.resolve, fixed(BASE), dots),
      'unmatched ".."': call(rfc3986.resolve, fixed(BASE), unmatched),
      'empty segments': call(rfc3986.resolve, fixed(BASE), empties),
      'absolute path': call(rfc3986.resolve, fixed(BASE), (n) => '/' + upDown(n)),
      'long base path': call(rfc3986.resolve, (n) => 'http://a/' + 'b/'.repeat(n), unmatched),
      'a scheme, not strict': call((b: string, r: string) => rfc3986.resolve(b, r, { strict: false }), fixed(BASE), (n) => 'http:' + upDown(n)),
      'a long query': call(rfc3986.resolve, fixed(BASE), (n) => '?' + encoded(n)),
    },
    resolveReference: { 'segments up and down': call(rfc3986.resolveReference, fixed(BASE), upDown) },
    relativize: {
      'long paths': call(rfc3986.relativize, (n) => 'http://a/' + 'b/'.repeat(n), (n) => 'http://a/' + 'c/'.repeat(n)),
      'a shared prefix': call(rfc3986.relativize, (n) => 'http://a/' + 'b/'.repeat(n) + 'x', (n) => 'http://a/' + 'b/'.repeat(n) + 'y'),
    },
    removeDotSegments: {
      'segments up and down': call(rfc3986.removeDotSegments, (n) => '/' + upDown(n)),
      '"." segments': call(rfc3986.removeDotSegments, dots),
      'empty segments': call(rfc3986.removeDotSegments, empties),
    },
    normalize: {
      'path-abempty': call(rfc3986.normalize, (n) => 'HTTP://A/' + upDown(n)),
      'path-rootless': call(rfc3986.normalize, (n) => 'foo:' + upDown(n)),
      'path-noscheme': call(rfc3986.normalize, (n) => 'x/' + unmatched(n) + '/' + upDown(n)),
      'percent-encodings': call(rfc3986.normalize, (n) => 'http://a/' + encoded(n) + '?' + encoded(n) + '#' + encoded(n)),
      'a long host': call((s: string) => rfc3986.normalize(s, { level: 'scheme' }), (n) => 'http://' + 'A%41.'.repeat(n) + ':80'),
      // With the scheme grammars: RFC 3986's pass for other schemes, and a scheme's fragment (RFC 3986 §3.5) normalized here.
      'schemes: http': call((s: string) => rfc3986.normalize(s, { schemes: true }), (n) => 'http://a/' + upDown(n)),
      'schemes: a tel URI\'s long fragment': call((s: string) => rfc3986.normalize(s, { schemes: true }), (n) => 'tel:+1-201-555-0123#' + encoded(n)),
    },
    normalizeReference: { 'path-abempty': call(rfc3986.normalizeReference, (n) => 'http://a/' + upDown(n)) },
    equivalent: {
      syntax: call(rfc3986.equivalent, (n) => 'http://a/' + upDown(n), fixed('http://a/g')),
      scheme: call((a: string, b: string) => rfc3986.equivalent(a, b, { level: 'scheme' }), (n) => 'http://a:80/' + encoded(n), fixed('http://a/')),
    },
    comparisonKey: {
      syntax: call(rfc3986.comparisonKey, (n) => 'http://a/' + upDown(n)),
      'schemes: a geo URI\'s long fragment': call((s: string) => rfc3986.comparisonKey(s, { schemes: true }), (n) => 'geo:1,2#' + encoded(n)),
      scheme: call((s: string) => rfc3986.comparisonKey(s, { level: 'scheme' }), (n) => 'http://a/' + upDown(n)),
    },
    compare: { syntax: call(rfc3986.compare, (n) => 'http://a/' + upDown(n), (n) => 'http://a/' + dots(n)) },
  },
  rfc3987: {
    resolve: {
      'segments up and down': call(rfc3987.resolve, fixed(IRI_BASE), (n) => 'é/'.repeat(n) + '../'.repeat(n) + 'g'),
      '"." segments': call(rfc3987.resolve, fixed(IRI_BASE), dots),
      'unmatched ".."': call(rfc3987.resolve, fixed(IRI_BASE), unmatched),
    },
    normalize: {
      'path-abempty': call(rfc3987.normalize, (n) => 'http://例え.jp/' + upDown(n) + unicode(n)),
      'with NFC': call((s: string) => rfc3987.normalize(s, { nfc: true }), (n) => 'http://例え.jp/' + upDown(n) + 'e\u0301'.repeat(n)),
      'percent-encodings': call(rfc3987.normalize, (n) => 'http://a/' + encoded(n) + '?' + encoded(n)),
    },
    equivalent: {
      syntax: call(rfc3987.equivalent, (n) => 'http://a/' + upDown(n), fixed('http://a/g')),
      'via URIs': call((a: string, b: string) => rfc3987.equivalent(a, b, { viaURI: true }), (n) => 'http://a/' + upDown(n) + unicode(n), fixed('http://a/g')),
    },
    comparisonKey: { 'via URIs': call((s: string) => rfc3987.comparisonKey(s, { viaURI: true, nfc: true }), (n) => 'http://a/' + upDown(n) + unicode(n)) },
    compare: { syntax: call(rfc3987.compare, (n) => 'http://a/' + upDown(n), (n) => 'http://a/' + unicode(n)) },
    toURI: {
      'non-ASCII path': call(rfc3987.toURI, (n) => 'http://a/' + unicode(n)),
      'IDNA, many labels': call((s: string) => rfc3987.toURI(s, { host: 'idna' }), (n) => 'http://' + 'bü.'.repeat(n) + 'example/' + unicode(n)),
    },
    toIRI: {
      'one long encoded segment': call(rfc3987.toIRI, (n) => 'http://a/' + encoded(n)),
      'encoded dot segments': call(rfc3987.toIRI, (n) => 'http://a/' + encodedDots(n)),
      'an encoded query': call(rfc3987.toIRI, (n) => 'http://a/?' + encoded(n)),
    },
  },
  rfc6874: {},
  rfc2396: {
    resolve: {
      'segments up and down': call(rfc2396.resolve, fixed(BASE), upDown),
      '"." segments': call(rfc2396.resolve, fixed(BASE), dots),
      'unmatched ".."': call(rfc2396.resolve, fixed(BASE), unmatched),
      'empty segments': call(rfc2396.resolve, fixed(BASE), empties),
      'long base path': call(rfc2396.resolve, (n) => 'http://a/' + 'b/'.repeat(n), unmatched),
      'read by Appendix B': call((b: string, r: string) => rfc2396.resolve(b, r, { strict: false }), fixed(BASE), upDown),
      'backwards compatible': call((b: string, r: string) => rfc2396.resolve(b, r, { backwardsCompatible: true }), fixed(BASE), (n) => 'http:' + upDown(n)),
    },
  },
  rfc1808: {
    resolve: {
      'segments up and down': call(rfc1808.resolve, fixed(BASE), upDown),
      '"." segments': call(rfc1808.resolve, fixed(BASE), dots),
      'unmatched ".."': call(rfc1808.resolve, fixed(BASE), unmatched),
      'empty segments': call(rfc1808.resolve, fixed(BASE), empties),
      'long base path': call(rfc1808.resolve, (n) => 'http://a/' + 'b/'.repeat(n), unmatched),
    },
  },
  rfc1738: {},
};

const MODULES: Record<string, Record<string, unknown>> = { rfc3986, rfc3987, rfc6874, rfc2396, rfc1808, rfc1738 };
/** What counts as a pass among a module's exports. */
const PASS = /^(resolve\w*|relativize|removeDotSegments|normalize\w*|equivalent|comparisonKey|compare|to(URI|IRI))$/;

test('the table has a row for every pass that every grammar exports, and no other', () => {
  for (const [grammar, module] of Object.entries(MODULES)) {
    const passes = Object.keys(module).filter((name) => PASS.test(name) && typeof module[name] === 'function').sort();
    expect([grammar, passes]).toEqual([grammar, Object.keys(PATHS[grammar]!).sort()]);
  }
});

/** The units a run counts. */
function workOf(run: () => unknown): number {
  passWork.units = 0;
  run();
  return passWork.units;
}

const N = 2000;
const rows = Object.entries(PATHS).flatMap(([grammar, passes]) =>
  Object.entries(passes).flatMap(([pass, shapes]) => Object.entries(shapes).map(([shape, make]) => [`${grammar} ${pass}`, shape, make] as const)),
);

test.each(rows)('%s, %s: linear work at 1x and 4x', (_pass, _shape, make) => {
  const small = make(N);
  const large = make(4 * N);
  const [w1, w4] = [workOf(small.run), workOf(large.run)];
  expect(w1).toBeGreaterThan(N); // the pass is counted
  expect(w4).toBeLessThanOrEqual(4.2 * w1 + 64);
  expect(w4).toBeLessThanOrEqual(8 * large.length);
});
