/** Tests of normalization: RFC 3986 §6.2.2, §6.2.3, and the opt-in RFC 5952 IPv6 text. */

import { describe, expect, test } from '@jest/globals';
import { DEFAULT_SCHEMES, ipv6Text, isUriSyntaxError, normalize, normalizeReference, parse, serialize } from '../src/index.js';
import type { NormalizeOptions, SchemeRegistry } from '../src/index.js';
import vectors from './vectors/normalize.json';

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

const label = (c: Case) => `${c.source}: ${JSON.stringify(c.input)}${c.level === 'scheme' ? ' (scheme)' : ''}${c.ipv6 ? ` (${c.ipv6})` : ''}`;

describe('normalize: vectors', () => {
  test.each(cases.map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const result = normalize(c.input, optionsOf(c));
    expect(result).toBe(c.expected);
    // A valid URI-reference, matching the same rules as the input.
    expect(rules(result)).toEqual(rules(c.input));
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
