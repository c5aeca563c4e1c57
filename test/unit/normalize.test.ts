/** Tests of normalization: RFC 3986 §6.2.2, §6.2.3, and the opt-in RFC 5952 IPv6 text. */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { DEFAULT_SCHEMES, ipv6Text, isUriSyntaxError, isValid, normalize, normalizeReference, parse, resolve, serialize } from '../../src/index.js';
import type { NormalizeOptions, SchemeRegistry } from '../../src/index.js';
import vectors from '../vectors/normalize.json';

interface Case {
  source: string;
  description?: string;
  input: string;
  expected: string;
  level?: 'syntax' | 'scheme';
  schemes?: SchemeRegistry;
  ipv6?: 'rfc3986' | 'rfc5952';
}

const cases: Case[] = vectors.cases as Case[];

function optionsOf(c: Case): NormalizeOptions {
  const options: NormalizeOptions = {};
  if (c.level !== undefined) options.level = c.level;
  if (c.schemes !== undefined) options.schemes = c.schemes;
  if (c.ipv6 !== undefined) options.ipv6 = c.ipv6;
  return options;
}

/** The rules a reference matches: its kind, its path rule, its host rule. */
function rules(text: string): string[] {
  const node = parse(text);
  return [node.type, node.path.type, node.authority?.host.type ?? 'no host'];
}

/**
 * The rules of `result` are those of `input`, except that a URI's
 * path-rootless may become a path-absolute (`foo:a/..` → `foo:/`) or a
 * path-empty (`foo:.` → `foo:`) when its dot segments are removed.
 */
function expectSameRules(result: string, input: string): void {
  const [kind, pathRule, hostRule] = rules(input);
  const got = rules(result);
  if (pathRule === 'path-rootless') {
    expect([got[0], got[2]]).toEqual([kind, hostRule]);
    expect(['path-rootless', 'path-absolute', 'path-empty']).toContain(got[1]);
  } else {
    expect(got).toEqual([kind, pathRule, hostRule]);
  }
}

const label = (c: Case) => `${c.source}: ${JSON.stringify(c.input)}${c.level === 'scheme' ? ' (scheme)' : ''}${c.ipv6 ? ` (${c.ipv6})` : ''}`;

describe('normalize: vectors', () => {
  test.each(cases.map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const result = normalize(c.input, optionsOf(c));
    expect(result).toBe(c.expected);
    // A valid URI-reference, matching the same rules as the input (but for a path-rootless's dot segments).
    expectSameRules(result, c.input);
    // Idempotent.
    expect(normalize(result, optionsOf(c))).toBe(result);
  });

  test('AST-level: a parsed node in, a parsed node out', () => {
    for (const c of cases) {
      const node = normalizeReference(parse(c.input), optionsOf(c));
      expect(serialize(node)).toBe(c.expected);
    }
  });

  test('an absolute-URI node', () => {
    expect(normalize(parse('HTTP://A/./b?%7e', 'absolute-URI'))).toBe('http://a/b?~');
  });

  test('every vector cites its RFC', () => {
    for (const c of [...cases, ...vectors.errors]) expect(c.source).toMatch(/^RFC (3986|5952) §\d/);
  });
});

// RFC 3986 §6.2.2.3 on the paths without a "/" in front: a URI's
// path-rootless, and a relative-path reference's path-noscheme. (Property
// tests of the same are in test/proof/passes-properties.test.ts.)
describe('normalize: path-rootless and path-noscheme', () => {
  /** Rootless URIs, each with dot segments, percent-encoded dots, colons or empty segments. */
  const ROOTLESS = [
    'foo:a/./b/../c', 'urn:ex:a/./b', 'foo:./a', 'foo:a/..', 'foo:a/../..', 'foo:a/../b', 'foo:.', 'foo:./', 'foo:..',
    'foo:../a', 'foo:.//a', 'foo:a/..//b', 'foo:a/b/../..//c', 'foo:./a:b', 'foo:x/../a:b', 'foo:a/b/c/../../d',
    'foo:a/./', 'foo:a/b/.', 'foo:a//../b', 'foo:a/%2E%2E/../b', 'foo:%2e/./b', 'foo:a:b/../c:d?q/../r#f/./g',
    'urn:isbn:0-486/../x', 'mailto:a@b.c', 'g:h/../i',
  ];

  test('a URI\'s path-rootless normalizes to what resolve gives for it (§5.2.2: remove_dot_segments, and the "//" policy)', () => {
    for (const u of ROOTLESS) {
      const scheme = /^[^:]*/.exec(u)![0].toLowerCase();
      const rest = u.slice(scheme.length + 1);
      const n = normalize(u);
      // The same text when no percent-encoding is normalized, the same normal form in any case.
      const same = (resolved: string) => expect([u, n]).toEqual([u, u.includes('%') ? normalize(resolved) : resolved]);
      // The reference with a scheme resolves to itself, dot segments removed...
      same(resolve('x:y', u));
      // ...and so does its path as a relative reference ("./" keeps a ":" in it a path), against
      // a base whose directory is empty: `scheme:` and `scheme:x` (§5.2.3 merge keeps the path alone).
      same(resolve(`${scheme}:`, './' + rest));
      same(resolve(`${scheme}:x`, './' + rest));
      expect(normalize(n)).toBe(n);
      expect(isValid(n, 'URI')).toBe(true);
    }
  });

  test('resolve(\'foo:a/b\', \'..\') gives what normalize gives for foo:a/..', () => {
    expect(resolve('foo:a/b', '..')).toBe('foo:/');
    expect(normalize('foo:a/..')).toBe('foo:/');
    expect(resolve('foo:a/b', '../c')).toBe(normalize('foo:a/../c'));
    expect(resolve('foo:a/b', './c')).toBe(normalize('foo:a/./c'));
  });

  test('encoded dots are kept encoded in every path, also when a path-rootless becomes a path-absolute', () => {
    expect(normalize('foo:a/%2e%2E/b')).toBe('foo:a/%2E%2E/b');
    expect(normalize('foo:%2E')).toBe('foo:%2E');
    expect(normalize('foo:%2e%2e/./a')).toBe('foo:%2E%2E/a');
    expect(normalize('foo:a/../%2E%2E/b')).toBe('foo:/%2E%2E/b');
    expect(normalize('foo:/%2E%2E/b')).toBe('foo:/%2E%2E/b');
    expect(normalize('foo:a/../%2e')).toBe('foo:/%2E');
    expect(normalize('http://h/x/%2E%2E/../y')).toBe('http://h/x/y');
  });

  /** Bases of every kind of §5.2.3 merge: authority and empty path, rooted, rootless with and without a "/", empty. */
  const BASES = [
    'http://h', 'http://h/', 'http://h/x', 'http://h/x/y/z?q#f', 'foo:/x/y/z', 'foo:/x', 'foo:x', 'foo:', 'urn:isbn:1',
    'foo:x/y', 'foo:x/y/z/', 'foo:x/../y/z', 'file:///C:/a/b', 'foo://h/%2E%2E/x',
  ];
  /** Relative-path references (path-noscheme). */
  const RELATIVE = [
    '../a', './a', '.', '..', './', '../', './..', '../..', '../../a/./b/../c', 'a/./b/../c', 'a/b/..', 'a/b/.', 'a/.',
    'a/../b', 'a/..', 'a/b/../../c', 'a/b/../../../c', 'a/../../b', './a/../b', '../a/../b', './a:b', 'x/../a:b',
    './/a', './/a/./b', './/a/..', './/..', './/../a', 'a//../b', 'a/b//../c', 'a/./', '%2e/a/../b', 'a/%2E%2E/../b',
    'a/%2e%2e/./b', 'a/b/c/./../../d?x/../y#./z', 'g;x=1/../y', '~a/./b', 'a/b/..//c', 'a/.//b',
  ];

  test('a relative-path reference resolves to the same target as before against every base (§5.2)', () => {
    for (const r of RELATIVE) {
      const n = normalize(r);
      expect([r, rules(n)]).toEqual([r, rules(r)]);
      expect(normalize(n)).toBe(n);
      for (const base of BASES) {
        const before = resolve(base, r);
        const after = resolve(base, n);
        // The same text when no percent-encoding was normalized, the same normal form in any case.
        if (!r.includes('%')) expect([r, base, after]).toEqual([r, base, before]);
        expect([r, base, normalize(after)]).toEqual([r, base, normalize(before)]);
      }
    }
  });

  test('why the policy keeps what it keeps: removal would change the target', () => {
    // A leading ".." or "." is where the reference starts.
    expect(resolve('http://h/x/y', '../a')).not.toBe(resolve('http://h/x/y', 'a'));
    // A ".." that removes the first segment: `b` differs from `a/../b` against a base path without "/".
    expect(resolve('foo:x', 'a/../b')).toBe('foo:/b');
    expect(resolve('foo:x', 'b')).toBe('foo:b');
    expect(resolve('urn:isbn:1', 'a/..')).toBe('urn:/');
    expect(resolve('urn:isbn:1', './')).toBe('urn:');
    // Against a base with a directory the two agree; the policy has to hold for every base.
    expect(resolve('http://h/x/y', 'a/../b')).toBe(resolve('http://h/x/y', 'b'));
    // Removing "./" or "x/.." from before "a:b" would give a URI with the scheme "a" (§4.2).
    expect(parse('a:b').type).toBe('URI');
    expect(normalize('./a:b')).toBe('./a:b');
    expect(normalize('x/../a:b')).toBe('x/../a:b');
    // Removing "./" from before an empty segment would give a network-path reference.
    expect(parse('//a/b').authority).not.toBeNull();
    expect(normalize('.//a/./b')).toBe('.//a/b');
  });
});

describe('normalize: errors', () => {
  test.each(vectors.errors.map((c) => [c.source, c.input]))('%s: %s', (_source, input) => {
    let thrown: unknown;
    try {
      normalize(input);
    } catch (e) {
      thrown = e;
    }
    expect(isUriSyntaxError(thrown)).toBe(true);
  });

  test('unknown options are a TypeError', () => {
    expect(() => normalize('http://a/', { level: 'simple' as never })).toThrow(TypeError);
    expect(() => normalize('http://a/', { ipv6: 'rfc1884' as never })).toThrow(TypeError);
    expect(() => normalize(parse('a', 'segment') as never)).toThrow(TypeError);
  });

  test('scheme names are looked up as own properties only', () => {
    expect(normalize('constructor://a:80', { level: 'scheme' })).toBe('constructor://a:80');
    expect(normalize('hasOwnProperty://a:', { level: 'scheme' })).toBe('hasownproperty://a:');
  });
});

describe('DEFAULT_SCHEMES', () => {
  test('http, https, ws, wss and ftp, frozen', () => {
    expect(Object.keys(DEFAULT_SCHEMES).sort()).toEqual(['ftp', 'http', 'https', 'ws', 'wss']);
    expect(Object.isFrozen(DEFAULT_SCHEMES)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SCHEMES.http)).toBe(true);
  });

  test('extending them per call leaves them unchanged', () => {
    const schemes = { ...DEFAULT_SCHEMES, coap: { defaultPort: 5683, emptyPathIsSlash: true } };
    expect(normalize('coap://h:5683', { level: 'scheme', schemes })).toBe('coap://h/');
    expect(normalize('http://h:80', { level: 'scheme', schemes })).toBe('http://h/');
    expect(normalize('coap://h:5683', { level: 'scheme' })).toBe('coap://h:5683');
  });
});

describe('ipv6Text (RFC 5952)', () => {
  test.each([
    [[0x2001, 0xdb8, 0, 0, 0, 0, 2, 1], '2001:db8::2:1'],
    [[0x2001, 0xdb8, 0, 1, 1, 1, 1, 1], '2001:db8:0:1:1:1:1:1'],
    [[0x2001, 0, 0, 1, 0, 0, 0, 1], '2001:0:0:1::1'],
    [[0x2001, 0xdb8, 0, 0, 1, 0, 0, 1], '2001:db8::1:0:0:1'],
    [[0, 0, 0, 0, 0, 0, 0, 1], '::1'],
    [[1, 0, 0, 0, 0, 0, 0, 0], '1::'],
    [[0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201], '::ffff:192.0.2.1'],
    [[0xabcd, 0xef01, 0x2345, 0x6789, 0xabcd, 0xef01, 0x2345, 0x6789], 'abcd:ef01:2345:6789:abcd:ef01:2345:6789'],
  ])('%j → %s', (pieces, text) => {
    expect(ipv6Text(pieces)).toBe(text);
    expect(parse(text, 'IPv6address').pieces).toEqual(pieces);
  });

  test('anything but eight 16-bit pieces is a TypeError', () => {
    expect(() => ipv6Text([0, 0])).toThrow(TypeError);
    expect(() => ipv6Text([0, 0, 0, 0, 0, 0, 0, 0x10000])).toThrow(TypeError);
  });
});

// ----- Decoding never makes a dot segment (RFC 3986 §5.2.4, §6.1), in every path type -----

describe('encoded dots on generated paths: idempotent, the same §5.2.4 target, no dot segment made by decoding', () => {
  /** Segments mixing literal and encoded dots with ordinary ones. */
  const segment = fc.constantFrom('.', '..', '%2E', '%2e', '%2e%2E', '%2E%2e', '.%2E', '%2e.', '%2e%2e%2e', 'a', 'B', '', '%7e', '.a', 'a..', '%41');
  const segments = fc.array(segment, { minLength: 1, maxLength: 8 });
  /** One generator per path type: path-abempty (URI, network-path), path-absolute (URI, relative), path-rootless, path-noscheme. */
  const prefixes = ['http://h/', 'foo://h/', '//h/', 'foo:/', '/', 'foo:', ''];
  const reference = fc
    .tuple(fc.constantFrom(...prefixes), segments)
    .map(([prefix, segs]) => prefix + segs.join('/'))
    .filter((x) => isValid(x));
  const BASES = ['http://b/c/d', 'foo:x', 'foo:/x/y/', 'urn:a:b'];
  /** A path as its client requests it: each segment's unreserved escapes decoded (§2.3, §6.2.2.2), hex in uppercase. */
  const requested = (path: string) => path.replace(/%[0-9a-fA-F]{2}/g, (e) => {
    const c = String.fromCharCode(parseInt(e.slice(1), 16));
    return /[A-Za-z0-9\-._~]/.test(c) ? c : e.toUpperCase();
  });
  const literalDots = (path: string) => path.split('/').filter((s) => s === '.' || s === '..').length;
  const pathOf = (x: string) => serialize(parse(x).path);

  test('normalize(normalize(x)) = normalize(x); resolve(B, normalize(x)) requests the path resolve(B, x) requests; no new literal dot segment', () => {
    fc.assert(
      fc.property(reference, (x) => {
        const n = normalize(x);
        expect(normalize(n)).toBe(n);
        for (const base of BASES) {
          const want = requested(pathOf(resolve(base, x)));
          expect(requested(pathOf(resolve(base, n)))).toBe(want);
        }
        expect(literalDots(pathOf(n))).toBeLessThanOrEqual(literalDots(pathOf(x)));
      }),
      { numRuns: 3000, seed: 5204 },
    );
  });

  test('the issue\'s example: not equivalent to what a WHATWG client requests', () => {
    expect(normalize('http://h/x/%2E%2E/../y')).toBe('http://h/x/y');
    expect(resolve('http://b/', 'http://h/x/%2E%2E/../y')).toBe('http://h/x/y');
    expect(new URL('http://h/x/%2E%2E/../y').pathname).toBe('/y'); // a WHATWG parser reads %2E%2E as ".."
  });
});
