/**
 * Tests of the IRI-URI mapping of RFC 3987 §3 (src/grammars/rfc3987/mapping.ts):
 * the vectors of test/vectors/iri-mapping.json (every example of §3.1 and
 * §3.2.1, and the decisions), the errors, and the laws as fast-check
 * properties, with a literal transcription of §3.2 (RFC 3629 §4's UTF-8 ABNF
 * and §2.2's ucschar ranges written out here, not taken from the grammar) as
 * the oracle of `toIRI`, and Node's WHATWG domainToASCII as the oracle of the
 * A-labels.
 */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { domainToASCII } from 'node:url';
import * as rfc3986 from '../../src/index.js';
import * as rfc3987 from '../../src/grammars/rfc3987/index.js';
import { isUriSyntaxError } from '../../src/grammars/rfc3987/index.js';
import { IdnaError, isBidiFormatting, toIRI, toURI, type ToURIOptions } from '../../src/grammars/rfc3987/mapping.js';
import { hostToASCII } from '../../src/encoding/idna.js';
import { punycodeDecode, punycodeEncode } from '../../src/encoding/punycode.js';
import vectors from '../vectors/iri-mapping.json';

const RUNS = { numRuns: 600, seed: 3987 };

// ----- Vectors -----

interface Case {
  source: string;
  note: string;
  function: string;
  input: string;
  options?: { host?: string };
  expected?: string;
  error?: { type: string; grammar?: string; offset?: number; label?: string };
}

const cases: Case[] = vectors.cases;

function run(c: Case): string {
  if (c.function === 'toURI') return toURI(c.input, c.options as ToURIOptions | undefined);
  if (c.function === 'toIRI') return toIRI(c.input);
  throw new Error(`unknown function ${c.function}`);
}

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected an error');
}

describe('vectors (test/vectors/iri-mapping.json)', () => {
  test('the file has one schema, and every case cites its section', () => {
    for (const c of cases) {
      expect(Object.keys(c).every((k) => ['source', 'note', 'function', 'input', 'options', 'expected', 'error'].includes(k))).toBe(true);
      expect(c.source).toMatch(/^RFC (3987|3986) §\d+(\.\d+)*$/);
      expect(['toURI', 'toIRI']).toContain(c.function);
      expect((c.expected === undefined) !== (c.error === undefined)).toBe(true);
      if (c.options !== undefined) expect(c.function).toBe('toURI');
    }
    // Every example of §3.1 and §3.2.1 is here.
    const inputs = new Set(cases.map((c) => `${c.function} ${c.input}`));
    for (const example of [
      'toURI http://r\u00e9sum\u00e9.example.org',
      'toURI http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org',
      'toURI http://www.example.org/red%09ros\u00e9#red',
      'toURI http://example.com/\u{10300}\u{10301}\u{10302}',
      'toIRI http://www.example.org/D%C3%BCrst',
      'toIRI http://www.example.org/D%FCrst',
      'toIRI http://xn--99zt52a.example.org/%e2%80%ae',
      'toIRI http://www.example.org/r%E9sum%E9.html',
    ]) {
      expect(inputs).toContain(example);
    }
  });

  test.each(cases.filter((c) => c.expected !== undefined).map((c) => [`${c.source}: ${c.function}(${JSON.stringify(c.input)}${c.options ? ', ' + JSON.stringify(c.options) : ''})`, c] as const))(
    '%s',
    (_name, c) => {
      const result = run(c);
      expect(result).toBe(c.expected);
      // The results are what the functions promise: a URI-reference, an IRI-reference.
      if (c.function === 'toURI') expect(rfc3986.isValid(result)).toBe(true);
      else expect(rfc3987.isValid(result)).toBe(true);
    },
  );

  test.each(cases.filter((c) => c.error !== undefined).map((c) => [`${c.source}: ${c.function}(${JSON.stringify(c.input)}) throws`, c] as const))('%s', (_name, c) => {
    const e = thrown(() => run(c));
    const want = c.error!;
    if (want.type === 'UriSyntaxError') {
      expect(isUriSyntaxError(e)).toBe(true);
      const err = e as rfc3987.UriSyntaxError;
      expect(err.grammar).toBe(want.grammar);
      expect(err.offset).toBe(want.offset);
      expect(err.input).toBe(c.input);
    } else {
      expect(want.type).toBe('IdnaError');
      expect(e).toBeInstanceOf(IdnaError);
      expect((e as IdnaError).label).toBe(want.label);
    }
  });
});

// ----- Errors -----

describe('errors', () => {
  test('toURI throws the UriSyntaxError that rfc3987 check gives', () => {
    for (const input of ['http://example.org/a b', 'http://example.org/\uD800', 'http://example.org/\uE000', 'a:b:c/%G0', '\uFFFE']) {
      const e = thrown(() => toURI(input));
      expect(isUriSyntaxError(e)).toBe(true);
      const err = e as rfc3987.UriSyntaxError;
      const expected = rfc3987.check(input)!;
      expect(err.grammar).toBe('rfc3987');
      expect(err.rule).toBe('IRI-reference');
      expect({ offset: err.offset, expected: err.expected, message: err.message }).toEqual({ offset: expected.offset, expected: expected.expected, message: expected.message });
      expect(err.format()).toContain('^');
    }
  });

  test('toIRI throws the UriSyntaxError that the root (RFC 3986) check gives', () => {
    for (const input of ['http://exa mple.org/', 'http://r\u00e9sum\u00e9.example.org', '%zz', 'http://[::1%eth0]/', 'http://example.org/?\uE000']) {
      const e = thrown(() => toIRI(input));
      expect(isUriSyntaxError(e)).toBe(true);
      const err = e as rfc3986.UriSyntaxError;
      const expected = rfc3986.check(input)!;
      expect(err.grammar).toBe('rfc3986');
      expect(err.rule).toBe('URI-reference');
      expect({ offset: err.offset, message: err.message }).toEqual({ offset: expected.offset, message: expected.message });
    }
  });

  test('IdnaError names the host and the label, and says why', () => {
    const e = thrown(() => toURI('http://a_\u00fc.example/', { host: 'idna' })) as IdnaError;
    expect(e).toBeInstanceOf(IdnaError);
    expect(e.name).toBe('IdnaError');
    expect(e.host).toBe('a_\u00fc.example');
    expect(e.label).toBe('a_\u00fc');
    expect(e.message).toContain('"a_\u00fc.example"');
    expect(e.message).toContain('UseSTD3ASCIIRules');
    // No silent fallback: with the default the same IRI maps by percent-encoding.
    expect(toURI('http://a_\u00fc.example/')).toBe('http://a_%C3%BC.example/');
  });

  test('the bidi formatting characters toIRI keeps encoded are those of Unicode\'s Bidi_Control (RFC 3987 §4.1)', () => {
    const ours: number[] = [];
    const unicode: number[] = [];
    const BIDI_CONTROL = /\p{Bidi_Control}/u;
    for (let cp = 0; cp <= 0x10ffff; cp++) {
      if (isBidiFormatting(cp)) ours.push(cp);
      if (BIDI_CONTROL.test(String.fromCodePoint(cp))) unicode.push(cp);
    }
    expect(ours).toEqual(unicode);
    expect(ours).toEqual([...BIDI_FORMATTING].sort((a, b) => a - b));
  });

  test('an unknown host option is a TypeError', () => {
    expect(() => toURI('http://a/', { host: 'punycode' as 'idna' })).toThrow(TypeError);
    expect(toURI('http://a/', {})).toBe('http://a/');
    expect(toURI('http://a/', { host: 'keep' })).toBe('http://a/');
  });
});

// ----- The oracle: §3.2 transcribed over octets, with RFC 3629 §4 and RFC 3987 §2.2 written out -----

// RFC 3629 §4: UTF8-2 / UTF8-3 / UTF8-4, as ranges of octets.
const TAIL: [number, number] = [0x80, 0xbf];
const UTF8_SEQUENCES: [number, number][][] = [
  [[0xc2, 0xdf], TAIL],
  [[0xe0, 0xe0], [0xa0, 0xbf], TAIL],
  [[0xe1, 0xec], TAIL, TAIL],
  [[0xed, 0xed], [0x80, 0x9f], TAIL],
  [[0xee, 0xef], TAIL, TAIL],
  [[0xf0, 0xf0], [0x90, 0xbf], TAIL, TAIL],
  [[0xf1, 0xf3], TAIL, TAIL, TAIL],
  [[0xf4, 0xf4], [0x80, 0x8f], TAIL, TAIL],
];

// RFC 3987 §2.2
const UCSCHAR: [number, number][] = [
  [0xa0, 0xd7ff], [0xf900, 0xfdcf], [0xfdf0, 0xffef],
  [0x10000, 0x1fffd], [0x20000, 0x2fffd], [0x30000, 0x3fffd], [0x40000, 0x4fffd], [0x50000, 0x5fffd], [0x60000, 0x6fffd],
  [0x70000, 0x7fffd], [0x80000, 0x8fffd], [0x90000, 0x9fffd], [0xa0000, 0xafffd], [0xb0000, 0xbfffd], [0xc0000, 0xcfffd],
  [0xd0000, 0xdfffd], [0xe1000, 0xefffd],
];
const IPRIVATE: [number, number][] = [[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]];
const inRanges = (cp: number, ranges: [number, number][]) => ranges.some(([lo, hi]) => cp >= lo && cp <= hi);
// RFC 3987 §4.1: LRM, RLM, LRE, RLE, LRO, RLO, PDF; and those Unicode 6.3 added: LRI, RLI, FSI, PDI, ALM
const BIDI_FORMATTING = [0x200e, 0x200f, 0x202a, 0x202b, 0x202d, 0x202e, 0x202c, 0x2066, 0x2067, 0x2068, 0x2069, 0x061c];
// RFC 3986 §2.3
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

function oracleToIRI(uri: string): string {
  // RFC 3986 §3: the query is what follows the first "?" up to the first "#" (neither may appear before).
  const hash = uri.indexOf('#');
  const question = uri.indexOf('?');
  const queryStart = question >= 0 && (hash < 0 || question < hash) ? question : -1;
  const queryEnd = hash >= 0 ? hash : uri.length;
  // The path by RFC 3986 Appendix B; a segment of "." and "%2E" that would decode to "." or ".."
  // keeps its escapes (RFC 3986 §5.2.4 removes literal dot segments only).
  const m = /^(?:[^:/?#]+:)?(?:\/\/[^/?#]*)?([^?#]*)/.exec(uri)!;
  const pathStart = m[0].length - m[1]!.length;
  const kept = new Set<number>();
  let at = pathStart;
  for (const segment of m[1]!.split('/')) {
    const decoded = /^(?:\.|%2[eE])+$/.test(segment) ? segment.replace(/%2e/gi, '.') : null;
    if (decoded === '.' || decoded === '..') for (let j = 0; j < segment.length; j++) kept.add(at + j);
    at += segment.length + 1;
  }
  // Step 1 and step 2: octets, decoded where allowed; a kept escape is its three ASCII octets.
  type Octet = { value: number; decoded: boolean; inQuery: boolean };
  const octets: Octet[] = [];
  for (let i = 0; i < uri.length; i++) {
    const inQuery = queryStart >= 0 && i > queryStart && i < queryEnd;
    if (uri[i] === '%' && !kept.has(i)) {
      const value = parseInt(uri.slice(i + 1, i + 3), 16);
      if (value >= 0x80 || UNRESERVED.test(String.fromCharCode(value))) {
        octets.push({ value, decoded: true, inQuery });
        i += 2;
        continue;
      }
    }
    octets.push({ value: uri.charCodeAt(i), decoded: false, inQuery });
  }
  // Steps 3 to 5.
  const hex = (o: Octet) => '%' + o.value.toString(16).toUpperCase().padStart(2, '0');
  let out = '';
  for (let k = 0; k < octets.length; ) {
    const o = octets[k];
    if (o.value < 0x80) {
      out += String.fromCharCode(o.value);
      k++;
      continue;
    }
    const seq = UTF8_SEQUENCES.find((ranges) => ranges.every(([lo, hi], j) => k + j < octets.length && octets[k + j].decoded && octets[k + j].value >= lo && octets[k + j].value <= hi));
    if (seq === undefined) {
      out += hex(o); // step 3
      k++;
      continue;
    }
    const group = octets.slice(k, k + seq.length);
    let cp = group[0].value & (0xff >> (seq.length + 1));
    for (const g of group.slice(1)) cp = (cp << 6) | (g.value & 0x3f);
    const ok = !BIDI_FORMATTING.includes(cp) && (inRanges(cp, UCSCHAR) || (o.inQuery && inRanges(cp, IPRIVATE)));
    out += ok ? String.fromCodePoint(cp) : group.map(hex).join(''); // step 4, step 5
    k += seq.length;
  }
  return out;
}

/** A URI up to what §3.2 allows the round trip to change: the case of percent-encodings, percent-encoded unreserved. */
function pctNormal(uri: string): string {
  return uri.replace(/%[0-9A-Fa-f]{2}/g, (m) => {
    const c = String.fromCharCode(parseInt(m.slice(1), 16));
    return UNRESERVED.test(c) ? c : m.toUpperCase();
  });
}

// ----- Arbitraries -----

const codePointIn = (ranges: [number, number][]) => fc.oneof(...ranges.map(([lo, hi]) => fc.integer({ min: lo, max: hi })));
/** A ucschar that is not a bidi formatting character, often in the BMP, sometimes astral. */
const ucschar = fc
  .oneof(
    { weight: 3, arbitrary: codePointIn([[0xa0, 0x24f], [0x370, 0x5ff], [0x3040, 0x30ff], [0x4e00, 0x9fff], [0xac00, 0xd7a3]]) },
    { weight: 2, arbitrary: codePointIn(UCSCHAR) },
    { weight: 1, arbitrary: fc.constantFrom(0xa0, 0xd7ff, 0xf900, 0xfdcf, 0xfdf0, 0xfeff, 0xffef, 0x10000, 0x1f600, 0x1fffd, 0x20000, 0xe1000, 0xefffd) },
  )
  .filter((cp) => !isBidiFormatting(cp))
  .map((cp) => String.fromCodePoint(cp));
const iprivate = fc.oneof(codePointIn(IPRIVATE), fc.constantFrom(0xe000, 0xf8ff, 0xf0000, 0xffffd, 0x100000, 0x10fffd)).map((cp) => String.fromCodePoint(cp));
const chars = (s: string) => fc.constantFrom(...s.split(''));
const UNRESERVED_CHARS = 'ABCXYZabcxyz0189-._~';
const SUB_DELIMS = "!$&'()*+,;=";
const ascii = {
  userinfo: chars(UNRESERVED_CHARS + SUB_DELIMS + ':'),
  regName: chars(UNRESERVED_CHARS + SUB_DELIMS),
  pchar: chars(UNRESERVED_CHARS + SUB_DELIMS + ':@'),
  query: chars(UNRESERVED_CHARS + SUB_DELIMS + ':@/?'),
};
const str = (unit: fc.Arbitrary<string>, minLength = 0, maxLength = 6) => fc.array(unit, { minLength, maxLength }).map((a) => a.join(''));
/** A string of `ascii` and `extra` characters with at least one of `extra`. */
const withSome = (asciiUnit: fc.Arbitrary<string>, extra: fc.Arbitrary<string>) =>
  fc.tuple(str(fc.oneof(asciiUnit, extra), 0, 3), extra, str(fc.oneof(asciiUnit, extra), 0, 3)).map(([a, b, c]) => a + b + c);

const scheme = fc.constantFrom('http', 'https', 'ftp', 'urn', 'x-y.z+1', 'mailto');
const ipHost = fc.constantFrom('[::1]', '[2001:db8::1]', '[v7.x:y]', '127.0.0.1', '[::ffff:192.0.2.1]');

interface Parts {
  scheme: string | null;
  userinfo: string | null;
  host: string | null;
  port: string | null;
  segments: string[];
  rooted: boolean;
  query: string | null;
  fragment: string | null;
}

function compose(p: Parts): string {
  let out = p.scheme !== null ? p.scheme + ':' : '';
  if (p.host !== null) out += '//' + (p.userinfo !== null ? p.userinfo + '@' : '') + p.host + (p.port !== null ? ':' + p.port : '');
  const path = p.segments.join('/');
  out += (p.host !== null || p.rooted) && p.segments.length > 0 ? '/' + path : path;
  if (p.query !== null) out += '?' + p.query;
  if (p.fragment !== null) out += '#' + p.fragment;
  return out;
}

/** IRI parts from units per component (the non-ASCII ones chosen by the caller). */
function parts(u: { userinfo: fc.Arbitrary<string>; host: fc.Arbitrary<string>; segment: fc.Arbitrary<string>; query: fc.Arbitrary<string>; fragment: fc.Arbitrary<string> }, always = false) {
  const opt = <T>(a: fc.Arbitrary<T>) => (always ? a : fc.option(a));
  return fc.record({
    scheme: always ? scheme : fc.option(scheme),
    userinfo: opt(u.userinfo),
    host: always ? u.host : fc.option(u.host, { freq: 3 }),
    port: fc.option(fc.constantFrom('', '80', '8080')),
    segments: fc.array(u.segment, { minLength: always ? 1 : 0, maxLength: 4 }),
    rooted: fc.boolean(),
    query: opt(u.query),
    fragment: opt(u.fragment),
  });
}

/** IRIs without percent-encoding and without bidi formatting characters, non-ASCII anywhere (iprivate in the query). */
const iri = parts({
  userinfo: str(fc.oneof(ascii.userinfo, ucschar)),
  host: fc.oneof(str(fc.oneof(ascii.regName, ucschar)), ipHost),
  segment: str(fc.oneof(ascii.pchar, ucschar)),
  query: str(fc.oneof(ascii.query, ucschar, iprivate)),
  fragment: str(fc.oneof(ascii.query, ucschar)),
})
  .map(compose)
  .filter((s) => rfc3987.isValid(s));

/** The same with non-ASCII in every component: userinfo, host, each segment, query (with iprivate) and fragment. */
const fullIri = parts(
  {
    userinfo: withSome(ascii.userinfo, ucschar),
    host: withSome(ascii.regName, ucschar),
    segment: withSome(ascii.pchar, ucschar),
    query: fc.tuple(withSome(ascii.query, ucschar), iprivate).map(([a, b]) => a + b),
    fragment: withSome(ascii.query, ucschar),
  },
  true,
)
  .map(compose)
  .filter((s) => rfc3987.isValid(s));

// Percent-encodings of random octets, of the UTF-8 of random and of awkward code points, of ill-formed UTF-8.
const pct = (octets: readonly number[]) => octets.map((o) => '%' + o.toString(16).toUpperCase().padStart(2, '0')).join('');
function utf8Octets(cp: number): number[] {
  if (cp < 0x80) return [cp];
  if (cp < 0x800) return [0xc0 | (cp >> 6), 0x80 | (cp & 0x3f)];
  if (cp < 0x10000) return [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)]; // surrogates too: ED A0 80 ...
  return [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f)];
}
const awkwardCodePoint = fc.oneof(
  fc.integer({ min: 0, max: 0x10ffff }),
  fc.integer({ min: 0x80, max: 0x7ff }),
  codePointIn(IPRIVATE),
  codePointIn([[0xd800, 0xdfff]]), // encoded surrogates
  fc.constantFrom(...BIDI_FORMATTING, 0xfffe, 0xffff, 0xfdd0, 0xfdef, 0xfffd, 0xfeff, 0x1fffe, 0x10ffff, 0x80, 0x9f, 0xa0, 0xe0000, 0xe0fff, 0xe1000),
  fc.constantFrom(0x25, 0x2f, 0x3f, 0x23, 0x41, 0x7e, 0x2e, 0x20, 0x00, 0x7f, 0x5b),
);
const pctCodePoint = awkwardCodePoint.map((cp) => pct(utf8Octets(cp)));
const illFormed = fc.oneof(
  fc.constantFrom([0xc0, 0xaf], [0xc1, 0xbf], [0xe0, 0x80, 0xaf], [0xf0, 0x80, 0x80, 0xaf], [0xf4, 0x90, 0x80, 0x80], [0xf5, 0x80, 0x80, 0x80], [0xff], [0xfe], [0x80], [0xbf]),
  fc.integer({ min: 0x80, max: 0x10ffff }).chain((cp) => {
    const o = utf8Octets(cp);
    return fc.integer({ min: 1, max: o.length - 1 }).map((n) => o.slice(0, n)); // truncated
  }),
).map(pct);
const pctOctet = fc.integer({ min: 0, max: 255 }).map((o) => pct([o]));
/** Percent-encodings of everything, sometimes in lowercase hex. */
const encoded = fc.tuple(fc.oneof(pctOctet, pctCodePoint, illFormed), fc.boolean()).map(([s, lower]) => (lower ? s.toLowerCase() : s));

/** URI-references with random percent-encodings in every component that allows them. */
const uri = parts({
  userinfo: str(fc.oneof(ascii.userinfo, encoded)),
  host: fc.oneof(str(fc.oneof(ascii.regName, encoded)), ipHost),
  segment: str(fc.oneof(ascii.pchar, encoded)),
  query: str(fc.oneof(ascii.query, encoded, encoded)),
  fragment: str(fc.oneof(ascii.query, encoded)),
})
  .map(compose)
  .filter((s) => rfc3986.isValid(s));

const NON_ASCII = /[^\x00-\x7f]/;

// ----- Laws -----

describe('laws (fast-check)', () => {
  test('the generators produce what the laws need', () => {
    const some = fc.sample(fullIri, { numRuns: 50, seed: 1 });
    for (const x of some) {
      const c = rfc3987.components(x);
      for (const part of [c.userinfo, c.host, c.query, c.fragment, ...c.path.split('/').slice(1)]) expect(part).toMatch(NON_ASCII);
      expect(c.query).toMatch(/\p{Co}/u); // private use: exactly iprivate
    }
    const uris = fc.sample(uri, { numRuns: 200, seed: 2 });
    expect(uris.filter((u) => NON_ASCII.test(toIRI(u))).length).toBeGreaterThan(50);
    expect(uris.filter((u) => /%[89A-F][0-9A-F]/i.test(toIRI(u))).length).toBeGreaterThan(50);
  });

  test('toIRI(toURI(x)) === x for every IRI without percent-encoding and bidi formatting characters', () => {
    fc.assert(
      fc.property(fc.oneof(iri, fullIri), (x) => {
        expect(toIRI(toURI(x))).toBe(x);
      }),
      RUNS,
    );
  });

  test('toURI(x) is a valid RFC 3986 URI-reference of ASCII, toURI is idempotent and changes only non-ASCII', () => {
    fc.assert(
      fc.property(fc.oneof(iri, fullIri, uri), (x) => {
        const u = toURI(x);
        expect(rfc3986.isValid(u)).toBe(true);
        expect(u).not.toMatch(NON_ASCII);
        expect(toURI(u)).toBe(u);
        // Nothing but the non-ASCII characters changed (§3.1 step 2.3).
        expect(u.replace(/%[89A-F][0-9A-F]/gi, '')).toBe(x.replace(/%[89A-F][0-9A-F]|[^\x00-\x7f]/giu, ''));
      }),
      RUNS,
    );
  });

  test('toURI is the identity on URIs (§3.1), whatever the host option', () => {
    fc.assert(
      fc.property(uri, (u) => {
        expect(toURI(u)).toBe(u);
        expect(toURI(u, { host: 'idna' })).toBe(u);
      }),
      RUNS,
    );
  });

  test('toIRI(u) is a valid IRI-reference without bidi formatting characters, for every URI-reference u', () => {
    fc.assert(
      fc.property(uri, (u) => {
        const x = toIRI(u);
        expect(rfc3987.isValid(x)).toBe(true);
        expect([...x].some((c) => isBidiFormatting(c.codePointAt(0)!))).toBe(false);
      }),
      RUNS,
    );
  });

  test('toIRI agrees with the literal transcription of §3.2', () => {
    fc.assert(
      fc.property(uri, (u) => {
        expect(toIRI(u)).toBe(oracleToIRI(u));
      }),
      RUNS,
    );
  });

  test('toURI(toIRI(u)) is u, but for the case of percent-encodings and percent-encoded unreserved (§3.2)', () => {
    fc.assert(
      fc.property(uri, (u) => {
        expect(pctNormal(toURI(toIRI(u)))).toBe(pctNormal(u));
      }),
      RUNS,
    );
  });

  test('idempotence: toIRI(toIRI(u)) === toIRI(u) when toIRI(u) is a URI; toIRI(toURI(toIRI(u))) === toIRI(u) always', () => {
    // toIRI takes URIs only, so toIRI(toIRI(u)) throws (at the first non-ASCII character) whenever
    // toIRI(u) decoded one. Passing back through toURI, the octets after step 2 are the same.
    let both = 0;
    fc.assert(
      fc.property(uri, (u) => {
        const x = toIRI(u);
        expect(toIRI(toURI(x))).toBe(x);
        const at = x.search(NON_ASCII);
        if (at < 0) {
          expect(toIRI(x)).toBe(x);
          both++;
        } else {
          const e = thrown(() => toIRI(x)) as rfc3986.UriSyntaxError;
          expect(isUriSyntaxError(e)).toBe(true);
          expect(e.grammar).toBe('rfc3986');
          expect(e.offset).toBe(at);
        }
      }),
      RUNS,
    );
    expect(both).toBeGreaterThan(10);
  });

  test('the A-label case of the round trip: toURI with host: "idna", then toIRI, leaves the rest of the IRI as it was', () => {
    const simpleHost = fc.constantFrom('b\u00fccher.example', '\u7d0d\u8c46.example.org', 'example.org', '[::1]', '127.0.0.1');
    fc.assert(
      fc.property(fullIri, simpleHost, (x, host) => {
        const c = rfc3987.components(x);
        const withHost = x.replace('//' + c.authority!, '//' + (c.userinfo !== null ? c.userinfo + '@' : '') + host + (c.port !== null ? ':' + c.port : ''));
        const back = toIRI(toURI(withHost, { host: 'idna' }));
        const hostOut = rfc3987.components(back).host!;
        expect(back.replace(hostOut, host)).toBe(withHost);
        expect(hostOut).toBe(host.includes('\u00fc') || host.includes('\u7d0d') ? domainToASCII(host) : host);
      }),
      { ...RUNS, numRuns: 200 },
    );
  });
});

// ----- host: 'idna' (RFC 3987 §3.1's ToASCII) -----

describe("toURI with host: 'idna'", () => {
  // Labels from many scripts, valid and not; hosts of 1 to 3 of them.
  const LABELS = [
    'b\u00fccher', 'M\u00fcnchen', 'r\u00e9sum\u00e9', '\u7d0d\u8c46', '\u4f8b\u3048', '\u0131\u015f\u0131k', 'fa\u00df', '\u03c3\u03bf\u03c6\u03cc\u03c2',
    '\u05e2\u05d1\u05e8\u05d9\u05ea', '\u0645\u062b\u0627\u0644', '\u043f\u0440\u0438\u043c\u0435\u0440', '\u0395\u039b\u039b\u0391\u0394\u0391', '\ud55c\uad6d',
    '\u0e44\u0e17\u0e22', '\u0939\u093f\u0928\u094d\u0926\u0940', '\u00c4\u00d6\u00dc', '\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45', 'l\u00b7l', '\u30fb\u30a2',
    'x\u00b7y', 'a_b', '-\u00fc', '\u00fc-', 'xn--\u00fc', '123', 'ab', 'Ab', '\u1100', 'a\u200db', 'a\u05d0', '\u0661\u0662', '\u2665', '\u01f0',
    '\u05d0-\u05d1', '\u05d01', '\u00e9\u0301', 'e\u0301', '\u0301e', '\u1fb3', '\uab70', 'xn--bcher-kva', '\u3007', '\u0640', '\u05d0\u05f3',
  ];
  const host = fc.array(fc.constantFrom(...LABELS), { minLength: 1, maxLength: 3 }).map((l) => l.join('.')).filter((h) => NON_ASCII.test(h));

  test('A-labels agree with WHATWG domainToASCII whenever a host converts, and a host WHATWG refuses is refused', () => {
    let converted = 0;
    let refused = 0;
    fc.assert(
      fc.property(host, (h) => {
        let ours: string | null;
        try {
          ours = hostToASCII(h);
          converted++;
        } catch (e) {
          expect(e).toBeInstanceOf(IdnaError);
          expect((e as IdnaError).host).toBe(h);
          ours = null;
          refused++;
        }
        // WHATWG's host parser also refuses a host whose last label is a number (URL Standard
        // "ends in a number", for IPv4), which is no IDNA rule: such hosts are left out.
        if (/(^|\.)\d+$/.test(h)) return;
        const whatwg = domainToASCII(h);
        if (ours !== null) expect(ours.toLowerCase()).toBe(whatwg);
        if (whatwg === '') expect(ours).toBeNull();
      }),
      { ...RUNS, numRuns: 800 },
    );
    expect(converted).toBeGreaterThan(50);
    expect(refused).toBeGreaterThan(50);
  });

  test('Punycode: RFC 3492 §7.1 samples, and every encoding decodes back with the project decoder', () => {
    // RFC 3492 §7.1 (A) Arabic (Egyptian), (B) Chinese (simplified), (L) "3<nen>B<gumi><kinpachi><sensei>".
    expect(punycodeEncode('\u0644\u064a\u0647\u0645\u0627\u0628\u062a\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064a\u061f')).toBe('egbpdaj6bu4bxfgehfvwxn');
    expect(punycodeEncode('\u4ed6\u4eec\u4e3a\u4ec0\u4e48\u4e0d\u8bf4\u4e2d\u6587')).toBe('ihqwcrb4cv8a8dqg056pqjye');
    expect(punycodeEncode('3\u5e74B\u7d44\u91d1\u516b\u5148\u751f')).toBe('3B-ww4c5e180e575a65lsy2b');
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 0xd7ff }), fc.integer({ min: 0xe000, max: 0x10ffff })), { maxLength: 59 }), (cps) => {
        const s = String.fromCodePoint(...cps);
        expect(punycodeDecode(punycodeEncode(s))).toBe(s);
      }),
      RUNS,
    );
  });

  test('only a registered name is converted; a URI-only host, the userinfo and the rest are not', () => {
    expect(toURI('http://\u00fc@[::1]:80/\u00fc', { host: 'idna' })).toBe('http://%C3%BC@[::1]:80/%C3%BC');
    expect(toURI('http://\u00fc@127.0.0.1/', { host: 'idna' })).toBe('http://%C3%BC@127.0.0.1/');
    expect(toURI('mailto:b\u00fccher@b\u00fccher.example', { host: 'idna' })).toBe('mailto:b%C3%BCcher@b%C3%BCcher.example');
    expect(toURI('http:///\u00fc', { host: 'idna' })).toBe('http:///%C3%BC');
  });
});
