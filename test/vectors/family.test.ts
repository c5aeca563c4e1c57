/**
 * The grammars of the family beyond RFC 3986, through their public API:
 * RFC 3987 (uri-grammar/rfc3987) and RFC 6874 (uri-grammar/rfc6874). The
 * equivalence test proves each rule equal to its ABNF; these vectors pin what
 * users see at the edges: each ucschar and iprivate range ±1, surrogates
 * (lone, reversed, an astral character that is not allowed: its error at the
 * high surrogate), iprivate in and out of the query, the expected names, the
 * zone identifier's node, and the components.
 */
import { describe, expect, test } from '@jest/globals';
import * as rfc3987 from '../../src/grammars/rfc3987/index.js';
import * as rfc6874 from '../../src/grammars/rfc6874/index.js';
import { GRAMMARS, isUriSyntaxError } from '../../src/index.js';
import vectors from './family.json';

interface CheckCase {
  source: string;
  grammar: string;
  rule: string;
  input: string;
  offset: number | null;
  expected?: string[];
}

type Check = (input: string, rule: string) => { offset: number; expected: readonly string[]; grammar: string; rule: string } | null;
const checks: Record<string, Check> = {
  rfc3987: rfc3987.check as Check,
  rfc6874: rfc6874.check as Check,
};

describe('check: offsets and expectations (test/vectors/family.json)', () => {
  test.each((vectors.check as CheckCase[]).map((c) => [`${c.grammar} ${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const error = checks[c.grammar]!(c.input, c.rule);
    expect({ source: c.source, offset: error?.offset ?? null }).toEqual({ source: c.source, offset: c.offset });
    if (error !== null) expect([error.grammar, error.rule]).toEqual([c.grammar, c.rule]);
    if (c.expected) expect(error?.expected).toEqual(c.expected);
  });
});

describe('RFC 3987: the AST is named after RFC 3987 rules and keeps RFC 3986 shapes', () => {
  test('IRI, iauthority, ireg-name, ipath-abempty, isegment, iquery, ifragment, with spans in UTF-16 code units', () => {
    const input = 'https://ü@例え.jp:8080/パス/\u{1F600}?q=\uE000#f';
    const node = rfc3987.parse(input);
    expect(node.type).toBe('IRI');
    if (node.type !== 'IRI') return;
    expect(node.authority).toMatchObject({ type: 'iauthority', userinfo: { type: 'iuserinfo', text: 'ü' }, host: { type: 'ireg-name', text: '例え.jp' }, port: { type: 'port', value: 8080 } });
    expect(node.path.type).toBe('ipath-abempty');
    expect(node.path.segments.map((s) => [s.type, s.text, input.slice(s.start, s.end)])).toEqual([
      ['isegment', 'パス', 'パス'],
      ['isegment', '\u{1F600}', '\u{1F600}'],
    ]);
    expect(node.query).toMatchObject({ type: 'iquery', text: 'q=\uE000' });
    expect(node.fragment).toMatchObject({ type: 'ifragment', text: 'f' });
    expect(rfc3987.serialize(node)).toBe(input);
  });

  test('the relative forms and the path rules', () => {
    expect(rfc3987.parse('//例え/a').type).toBe('irelative-ref');
    expect(rfc3987.parse('パス:x', 'ipath').type).toBe('ipath-rootless');
    expect(rfc3987.parse('パス/x:y', 'ipath').type).toBe('ipath-noscheme');
    expect(rfc3987.parse('/パ', 'ipath-absolute').segments.map((s) => s.type)).toEqual(['isegment-nz']);
    expect(rfc3987.parse('a:b', 'absolute-IRI').type).toBe('absolute-IRI');
    expect(rfc3987.parse('1.2.3.4', 'ihost').type).toBe('IPv4address');
    expect(rfc3987.parse('1.2.3.4é', 'ihost').type).toBe('ireg-name');
    expect(rfc3987.parse('%41', 'pct-encoded')).toMatchObject({ type: 'pct-encoded', value: 0x41 });
  });

  test('components: strings, null where undefined', () => {
    expect(rfc3987.components('http://例え.jp/パス?値#断片')).toEqual({
      scheme: 'http', authority: '例え.jp', userinfo: null, host: '例え.jp', port: null, path: '/パス', query: '値', fragment: '断片',
    });
    expect(rfc3987.components('パス')).toMatchObject({ scheme: null, authority: null, path: 'パス', query: null });
  });

  test('errors are the grammar\'s: UriSyntaxError with grammar rfc3987, and a TypeError for an unknown rule', () => {
    let thrown: unknown;
    try {
      rfc3987.parse('http://x/\uE000');
    } catch (e) {
      thrown = e;
    }
    expect(isUriSyntaxError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ grammar: 'rfc3987', rule: 'IRI-reference', offset: 9, found: '\uE000' });
    expect(() => rfc3987.check('x', 'URI' as never)).toThrow(/unknown RFC 3987 rule: URI/);
    expect(() => rfc3987.isValid(1 as unknown as string)).toThrow(TypeError);
  });
});

describe('RFC 6874: the zone identifier', () => {
  test('IPv6addrz carries the address, the ZoneID as written and the zone decoded', () => {
    const node = rfc6874.parse('http://[fe80::a%25en%301]/', 'URI');
    const host = node.authority?.host;
    expect(host?.type).toBe('IP-literal');
    if (host?.type !== 'IP-literal') return;
    expect(host.address).toMatchObject({ type: 'IPv6addrz', text: 'fe80::a%25en%301', address: { type: 'IPv6address', pieces: [0xfe80, 0, 0, 0, 0, 0, 0, 0xa] }, zoneID: { type: 'ZoneID', text: 'en%301', start: 18, end: 24 }, zone: 'en01' });
    expect(rfc6874.parse('fe80::1%25%FF', 'IPv6addrz').zone).toBeNull();
    expect(rfc6874.components('http://[fe80::1%25eth0]:80/')).toMatchObject({ host: '[fe80::1%25eth0]', port: '80' });
    expect(rfc6874.serialize(node)).toBe('http://[fe80::a%25en%301]/');
  });

  test('the RFC 3986 parts parse as RFC 3986 does', () => {
    expect(rfc6874.parse('http://[::1]/')).toMatchObject({ type: 'URI', authority: { host: { type: 'IP-literal', address: { type: 'IPv6address' } } } });
  });
});

test('GRAMMARS: names, RFCs, status and start rules in a stable order', () => {
  expect(GRAMMARS.map((g) => [g.name, g.rfc, g.status.current, g.start])).toEqual([
    ['rfc3986', 3986, true, 'URI-reference'],
    ['rfc3987', 3987, true, 'IRI-reference'],
    ['rfc6874', 6874, false, 'URI-reference'],
    ['rfc2396', 2396, false, 'URI-reference'],
    ['rfc1808', 1808, false, 'URL'],
    ['rfc1738', 1738, false, 'url'],
    ['rfc6570', 6570, true, 'URI-Template'],
    ['rfc8141', 8141, true, 'namestring'],
    ['rfc2397', 2397, true, 'dataurl'],
    ['rfc3966', 3966, true, 'telephone-uri'],
    ['rfc5870', 5870, true, 'geo-URI'],
    ['rfc8089', 8089, true, 'file-URI'],
    ['rfc6068', 6068, true, 'mailtoURI'],
  ]);
  expect(GRAMMARS[2]!.status.obsoletedBy).toEqual([9844]);
  // RFC 3986 obsoletes RFC 2396 and RFC 1808 and updates RFC 1738; RFC 2396 updated both.
  expect(GRAMMARS.slice(3, 6).map((g) => [g.name, g.status.obsoletedBy ?? null])).toEqual([
    ['rfc2396', [3986]],
    ['rfc1808', [3986]],
    ['rfc1738', [4248, 4266]],
  ]);
  expect(GRAMMARS[3]!.status.updates).toEqual([1808, 1738]);
  expect(GRAMMARS[5]!.status.updatedBy).toEqual(expect.arrayContaining([1808, 2396, 3986]));
  expect(GRAMMARS[1]!.ruleNames).toEqual([...rfc3987.RULE_NAMES]);
  expect(Object.isFrozen(GRAMMARS) && Object.isFrozen(GRAMMARS[0])).toBe(true);
});
