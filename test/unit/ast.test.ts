// The typed AST: node types named after ABNF rules, spans, null versus empty,
// serialize (RFC 3986 §5.3) and components.
import { describe, expect, test } from '@jest/globals';
import { children, components, parse, serialize, type URI, type Node, type relative_ref } from '../../src/index.js';
import vectors from '../vectors/components.json';
import * as rfc6874 from '../../src/grammars/rfc6874/index.js';

describe('components (test/vectors/components.json)', () => {
  test.each(vectors.cases.map((c) => [c.input, c.source, c] as const))('%j (%s)', (input, _source, c) => {
    expect(components(input)).toEqual(c.components);
  });
});

/** Every node below `node`, depth first. */
function* nodes(node: Node): Generator<Node> {
  yield node;
  for (const child of children(node)) yield* nodes(child);
}

test('the nodes of a full URI, their types and spans', () => {
  const input = 'http://user:pw@[::ffff:192.0.2.1]:080/a//b;c?q=1#frag';
  const uri = parse(input) as URI;
  expect(uri.type).toBe('URI');
  expect(uri.scheme).toEqual({ type: 'scheme', start: 0, end: 4, text: 'http' });
  const auth = uri.authority!;
  expect(auth.userinfo?.text).toBe('user:pw');
  expect(auth.host).toMatchObject({ type: 'IP-literal', address: { type: 'IPv6address', text: '::ffff:192.0.2.1', pieces: [0, 0, 0, 0, 0, 0xffff, 0xc000, 0x0201] } });
  expect(auth.port).toMatchObject({ type: 'port', text: '080', value: 80 });
  expect(uri.path.type).toBe('path-abempty');
  expect(uri.path.segments.map((s) => s.text)).toEqual(['a', '', 'b;c']);
  expect(uri.query?.text).toBe('q=1');
  expect(uri.fragment?.text).toBe('frag');
  const all = [...nodes(uri)];
  expect(all.map((n) => n.type)).toEqual(['URI', 'scheme', 'authority', 'userinfo', 'IP-literal', 'IPv6address', 'port', 'path-abempty', 'segment', 'segment', 'segment', 'query', 'fragment']);
  for (const n of all) expect(input.slice(n.start, n.end)).toBe(serialize(n));
  expect(JSON.parse(JSON.stringify(uri.path)).segments).toHaveLength(3);
});

test('hosts: IPv4address octets, IPvFuture version and data, reg-name', () => {
  expect(parse('//192.0.2.16').authority?.host).toEqual({ type: 'IPv4address', start: 2, end: 12, text: '192.0.2.16', octets: [192, 0, 2, 16] });
  expect(parse('//[v1F.a:b]').authority?.host).toMatchObject({ type: 'IP-literal', start: 2, end: 11, address: { type: 'IPvFuture', text: 'v1F.a:b', version: '1F', data: 'a:b' } });
  expect(parse('//example.com').authority?.host).toMatchObject({ type: 'reg-name', text: 'example.com' });
});

test('path kinds and their segments as the ABNF matches them (RFC 3986 §3.3)', () => {
  const kinds = ['http://h', 'http://h/', 'x:/', 'x:/a/b', 'x:a/b', 'x:', 'a/b', '/', ''].map((s) => {
    const p = parse(s).path;
    return [s, p.type, p.segments.map((x) => `${x.type}:${x.text}`)];
  });
  expect(kinds).toEqual([
    ['http://h', 'path-abempty', []],
    ['http://h/', 'path-abempty', ['segment:']],
    ['x:/', 'path-absolute', []],
    ['x:/a/b', 'path-absolute', ['segment-nz:a', 'segment:b']],
    ['x:a/b', 'path-rootless', ['segment-nz:a', 'segment:b']],
    ['x:', 'path-empty', []],
    ['a/b', 'path-noscheme', ['segment-nz-nc:a', 'segment:b']],
    ['/', 'path-absolute', []],
    ['', 'path-empty', []],
  ]);
});

test('undefined components are null, not empty', () => {
  const a = parse('http://h') as URI;
  const b = parse('http://h?#') as URI;
  expect([a.query, a.fragment, a.authority?.userinfo, a.authority?.port]).toEqual([null, null, null, null]);
  expect([b.query?.text, b.fragment?.text]).toEqual(['', '']);
  expect(parse('http://h:').authority?.port).toMatchObject({ text: '', value: null });
});

test('a port value is exact up to Number.MAX_SAFE_INTEGER and Infinity above it (§3.2.3 bounds no port)', () => {
  const value = (port: string) => parse(`http://h:${port}/`).authority?.port?.value;
  expect(value('0')).toBe(0);
  expect(value('0000')).toBe(0);
  expect(value('65536')).toBe(65536);
  expect(value('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  expect(value('0009007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  expect(value('9007199254740992')).toBe(Infinity);
  expect(value('12345678901234567')).toBe(Infinity);
  expect(value('0'.repeat(1e6) + '80')).toBe(80);
  expect(value('9'.repeat(1e6))).toBe(Infinity);
});

test('precise types: a relative-ref has no scheme, an absolute-URI no fragment', () => {
  const r = parse('//h/p', 'relative-ref');
  expect(r.type).toBe('relative-ref');
  expect('scheme' in r).toBe(false);
  const abs = parse('x:y?z', 'absolute-URI');
  expect(abs).toMatchObject({ type: 'absolute-URI', query: { text: 'z' } });
  expect('fragment' in abs).toBe(false);
});

test('rules below the components give leaf nodes with their values', () => {
  expect(parse('ff', 'h16')).toEqual({ type: 'h16', start: 0, end: 2, text: 'ff', value: 255 });
  expect(parse('250', 'dec-octet')).toMatchObject({ type: 'dec-octet', value: 250 });
  expect(parse('%7e', 'pct-encoded')).toMatchObject({ type: 'pct-encoded', value: 0x7e });
  expect(parse('1.2.3.4', 'ls32')).toMatchObject({ type: 'ls32', pieces: [0x0102, 0x0304] });
  expect(parse('a:b', 'ls32')).toMatchObject({ type: 'ls32', pieces: [0xa, 0xb] });
  expect(parse('!', 'sub-delims')).toEqual({ type: 'sub-delims', start: 0, end: 1, text: '!' });
  expect(parse('a', 'path-noscheme').type).toBe('path-noscheme');
  expect(parse('//h', 'hier-part')).toMatchObject({ type: 'hier-part', authority: { host: { text: 'h' } }, path: { type: 'path-abempty' } });
  expect(parse('a', 'relative-part')).toMatchObject({ type: 'relative-part', authority: null, path: { type: 'path-noscheme' } });
});

test('serialize recomposes nodes built or changed by code (RFC 3986 §5.3)', () => {
  const uri = parse('http://h/a/b?q#f') as URI;
  const changed: URI = { ...uri, query: null, fragment: { type: 'fragment', start: 0, end: 0, text: 'top' } };
  expect(serialize(changed)).toBe('http://h/a/b#top');
  const rel = parse('../x') as relative_ref;
  const rooted: relative_ref = { ...rel, path: { type: 'path-absolute', start: 0, end: 0, segments: [{ type: 'segment-nz', start: 0, end: 0, text: 'x' }] } };
  expect(serialize(rooted)).toBe('/x');
  const noPort = { ...uri, authority: { ...uri.authority!, port: null, userinfo: { type: 'userinfo' as const, start: 0, end: 0, text: 'me' } } };
  expect(serialize(noPort)).toBe('http://me@h/a/b?q#f');
});

test('serialize(parse(s)) === s for every vector input', () => {
  for (const c of vectors.cases) expect(serialize(parse(c.input))).toBe(c.input);
});

// RFC 6874's types one level down and above: the host of a parsed URI is RFC 6874's IP-literal, whose address may be
// an IPv6addrz (with RFC 3986's types, the comparison below does not compile: tsc is the test).
test('RFC 6874: parse(…, "URI").authority.host is typed with RFC 6874\'s IP-literal, whose address may be an IPv6addrz', () => {
  const host = rfc6874.parse('http://[fe80::1%25eth0]/', 'URI').authority?.host;
  const zone = host?.type === 'IP-literal' && host.address.type === 'IPv6addrz' ? host.address.zone : null;
  expect(zone).toBe('eth0');
  const reference = rfc6874.parse('//[fe80::1%25en1]/x');
  expect(reference.authority?.host.type === 'IP-literal' && reference.authority.host.address.type === 'IPv6addrz' ? reference.authority.host.address.zoneID.text : null).toBe('en1');
});
