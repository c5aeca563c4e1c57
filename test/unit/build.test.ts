// build() and withComponents() on test/vectors/build.json; a property that
// pins what the builder accepts (exactly the parts whose naive recomposition
// reads back as those parts); and serialize() of nodes built by code.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { build, withComponents, components, isValid, isUriSyntaxError, parse, serialize, type UriParts, type URI, type relative_ref } from '../../src/index';
import * as rfc3987 from '../../src/grammars/rfc3987/index';
import * as rfc6874 from '../../src/grammars/rfc6874/index';
import vectors from '../vectors/build.json';

interface Case {
  function: 'build' | 'withComponents';
  parts?: UriParts;
  uri?: string;
  changes?: UriParts;
  options?: { encode?: boolean | string[] };
  expected?: string;
  error?: { component: string | null; rule: string; offset: number };
  typeError?: string;
  source: string;
}
const cases = vectors.cases as Case[];

function run(c: Case): string {
  const options = c.options as Parameters<typeof build>[1];
  return c.function === 'build' ? build(c.parts!, options) : withComponents(c.uri!, c.changes!, options);
}

describe('vectors', () => {
  test.each(cases.map((c) => [`${c.function} ${JSON.stringify(c.parts ?? [c.uri, c.changes])} ${c.options ? JSON.stringify(c.options) : ''}`, c] as const))('%s', (_n, c) => {
    if (c.expected !== undefined) {
      const out = run(c);
      expect(out).toBe(c.expected);
      expect(isValid(out)).toBe(true);
      return;
    }
    let thrown: unknown = null;
    try {
      run(c);
    } catch (e) {
      thrown = e;
    }
    if (c.typeError !== undefined) {
      expect(thrown).toBeInstanceOf(TypeError);
      expect((thrown as Error).message).toContain(c.typeError);
      return;
    }
    expect(isUriSyntaxError(thrown)).toBe(true);
    const e = thrown as { component: string | null; rule: string; offset: number };
    expect({ component: e.component, rule: e.rule, offset: e.offset }).toEqual(c.error);
  });

  test('every outcome is covered: results, each component at fault, each combination rule, TypeErrors', () => {
    const faults = new Set(cases.filter((c) => c.error).map((c) => `${c.error!.component}:${c.error!.rule}`));
    for (const f of ['scheme:scheme', 'userinfo:userinfo', 'host:host', 'port:port', 'path:path', 'path:segment', 'query:query', 'fragment:fragment', 'path:path-abempty', 'path:path-absolute', 'path:path-noscheme']) {
      expect([f, faults.has(f)]).toEqual([f, true]);
    }
    expect(cases.filter((c) => c.typeError).length).toBeGreaterThanOrEqual(10);
  });
});

describe('errors', () => {
  test('the error of a component says which, where, and why', () => {
    let e: unknown;
    try {
      build({ scheme: 'http', host: 'h', path: 'a' });
    } catch (x) {
      e = x;
    }
    expect(isUriSyntaxError(e)).toBe(true);
    const error = e as ReturnType<typeof parse> & { format(): string; component: string; input: string; message: string };
    expect(error.input).toBe('a');
    expect(error.message).toBe('path "a" is not a valid path-abempty (RFC 3986 §3.3: with an authority, the path is empty or begins with "/"): path-abempty: expected "/" or end of input but found "a" at offset 0');
    expect(error.format().split('\n').slice(1, 3)).toEqual(['  a', '  ^']);
  });

  test('a host with ":" hints at brackets; a parse error has no component', () => {
    try {
      build({ host: '2001:db8::1' });
    } catch (e) {
      expect((e as { format(): string }).format()).toMatch(/hint: an IPv6 address in a host is written in brackets/);
    }
    expect.assertions(2);
    try {
      parse('a b');
    } catch (e) {
      expect((e as { component: unknown }).component).toBeNull();
    }
  });
});

describe('what build accepts', () => {
  // Characters that are delimiters somewhere, and some that are never allowed.
  const text = fc.string({ unit: fc.constantFrom('a', '1', ':', '/', '?', '#', '@', '[', ']', '%', '4', '.', ' '), maxLength: 6 });
  const optional = fc.option(text, { nil: null });
  const parts = fc.record({
    scheme: fc.option(fc.constantFrom('http', 'a', 'h1', '1h', 'a b', ''), { nil: null }),
    userinfo: optional,
    host: fc.option(fc.oneof(text, fc.constantFrom('[::1]', '1.2.3.4', '')), { nil: null }),
    port: fc.option(fc.oneof(fc.constantFrom('', '80', '8o'), fc.nat(70000)), { nil: null }),
    path: text,
    query: optional,
    fragment: optional,
  });

  test('exactly the parts whose recomposition reads back as them (RFC 3986 §5.3)', () => {
    fc.assert(
      fc.property(parts, (p) => {
        if (p.host === null) p = { ...p, userinfo: null, port: null };
        const port = p.port === null ? null : String(p.port);
        const authority = p.host === null ? null : (p.userinfo !== null ? p.userinfo + '@' : '') + p.host + (port !== null ? ':' + port : '');
        const naive = (p.scheme !== null ? p.scheme + ':' : '') + (authority !== null ? '//' + authority : '') + p.path + (p.query !== null ? '?' + p.query : '') + (p.fragment !== null ? '#' + p.fragment : '');
        const want = { scheme: p.scheme, authority, userinfo: p.userinfo, host: p.host, port, path: p.path, query: p.query, fragment: p.fragment };
        // The components of the parsed node (components() of the AST, RFC 3986 §5.3's inverse).
        const readsBack = isValid(naive) && JSON.stringify(components(parse(naive))) === JSON.stringify(want);
        let built: string | null = null;
        try {
          built = build(p);
        } catch (e) {
          expect(isUriSyntaxError(e)).toBe(true);
        }
        expect([naive, built !== null]).toEqual([naive, readsBack]);
        if (built !== null) expect(built).toBe(naive);
      }),
      { numRuns: 3000, seed: 14 },
    );
  });

  test('encoded, every part reads back as its encoding', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (segment, query, fragment) => {
        fc.pre(!/[\uD800-\uDFFF]/.test(segment + query + fragment));
        const out = build({ scheme: 'x', host: 'h', segments: ['', segment], query, fragment }, { encode: true });
        const c = components(parse(out));
        expect(decodeURIComponent(c.path.slice(1))).toBe(segment);
        expect(decodeURIComponent(c.query!)).toBe(query);
        expect(decodeURIComponent(c.fragment!)).toBe(fragment);
      }),
      { numRuns: 500, seed: 14 },
    );
  });
});

describe('serialize() of nodes built by code', () => {
  const uri = parse('http://h/a?q#f') as URI;
  const leaf = <T extends string>(type: T, text: string) => ({ type, start: 0, end: 0, text });
  const fault = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      if (!isUriSyntaxError(e)) throw e;
      return [e.component, e.rule, e.offset];
    }
    return null;
  };

  test('the issue\'s example: scheme "ht tp", segment "a b", query "#x"', () => {
    const node: URI = { ...uri, scheme: leaf('scheme', 'ht tp'), authority: null, path: { type: 'path-rootless', start: 0, end: 0, segments: [leaf('segment-nz', 'a b')] }, query: leaf('query', '#x'), fragment: null };
    expect(fault(() => serialize(node))).toEqual(['scheme', 'scheme', 2]);
    expect(fault(() => serialize({ ...node, scheme: leaf('scheme', 'http') }))).toEqual(['path', 'segment-nz', 1]);
    expect(fault(() => serialize({ ...node, scheme: leaf('scheme', 'http'), path: { type: 'path-rootless', start: 0, end: 0, segments: [leaf('segment-nz', 'a')] } }))).toEqual(['query', 'query', 0]);
    expect(serialize({ ...node, scheme: leaf('scheme', 'http'), path: { type: 'path-rootless', start: 0, end: 0, segments: [leaf('segment-nz', 'a')] }, query: leaf('query', 'x') })).toBe('http:a?x');
  });

  test('a path that would read back as another type, or another path', () => {
    // A path-rootless whose first segment is empty would be written "/a", a path-absolute.
    const rootless = { type: 'path-rootless' as const, start: 0, end: 0, segments: [leaf('segment-nz', ''), leaf('segment', 'a')] };
    expect(fault(() => serialize({ ...uri, authority: null, path: rootless }))).toEqual(['path', 'segment-nz', 0]);
    // The same with its first segment typed as any segment: the path is not a path-rootless.
    const retyped = { ...rootless, segments: [leaf('segment' as 'segment-nz', ''), leaf('segment', 'a')] };
    expect(fault(() => serialize({ ...uri, authority: null, path: retyped }))).toEqual(['path', 'path-rootless', 0]);
    expect(fault(() => serialize(retyped))).toEqual(['path', 'path-rootless', 0]);
    // A "/" inside a segment would make two.
    expect(fault(() => serialize({ ...uri, path: { type: 'path-abempty', start: 0, end: 0, segments: [leaf('segment', 'a/b')] } }))).toEqual(['path', 'segment', 1]);
    // With an authority, a path-rootless is not allowed (§3.3).
    expect(fault(() => serialize({ ...uri, path: { type: 'path-rootless', start: 0, end: 0, segments: [leaf('segment-nz', 'a')] } }))).toEqual(['path', 'path-abempty', 0]);
    // Without one, a path-absolute cannot begin with "//".
    expect(fault(() => serialize({ ...uri, authority: null, path: { type: 'path-absolute', start: 0, end: 0, segments: [leaf('segment' as 'segment-nz', ''), leaf('segment', 'x')] } }))).toEqual(['path', 'path-absolute', 1]);
    // A relative reference's first segment has no ":" (§4.2).
    const rel = parse('a') as relative_ref;
    expect(fault(() => serialize({ ...rel, path: { type: 'path-noscheme', start: 0, end: 0, segments: [leaf('segment-nz-nc', 'a:b')] } }))).toEqual(['path', 'segment-nz-nc', 1]);
    expect(fault(() => serialize({ ...rel, path: { type: 'path-rootless', start: 0, end: 0, segments: [leaf('segment-nz', 'a:b')] } } as unknown as relative_ref))).toEqual(['path', 'path-noscheme', 1]);
  });

  test('an authority\'s parts', () => {
    const a = uri.authority!;
    expect(fault(() => serialize({ ...uri, authority: { ...a, userinfo: leaf('userinfo', 'a@b') } }))).toEqual(['userinfo', 'userinfo', 1]);
    expect(fault(() => serialize({ ...uri, authority: { ...a, host: leaf('reg-name', 'h:1') } }))).toEqual(['host', 'reg-name', 1]);
    expect(fault(() => serialize({ ...uri, authority: { ...a, port: { ...leaf('port', '8o'), value: null } } }))).toEqual(['port', 'port', 1]);
    expect(fault(() => serialize({ ...uri, authority: { ...a, host: { type: 'IP-literal', start: 0, end: 0, address: { ...leaf('IPv6address', '1::2::3'), pieces: [] } } } }))).toEqual(['host', 'IPv6address', 5]);
    expect(serialize({ ...uri, authority: { ...a, port: { ...leaf('port', '8080'), value: 8080 } } })).toBe('http://h:8080/a?q#f');
  });

  test('a leaf with no text string is a TypeError', () => {
    expect(() => serialize({ ...uri, query: { type: 'query', start: 0, end: 0, text: 5 as unknown as string } })).toThrow(new TypeError('a query node needs a text string, not number'));
    expect(() => serialize(null as unknown as URI)).toThrow(TypeError);
  });

  test('RFC 3987 and RFC 6874 nodes through their own serialize', () => {
    const i = rfc3987.parse('http://例え.jp/パス');
    expect(rfc3987.serialize(i)).toBe('http://例え.jp/パス');
    const badPath = { ...i, path: { ...i.path, segments: [{ type: 'isegment' as const, start: 0, end: 0, text: 'a\uE000' }] } } as typeof i;
    expect(fault(() => rfc3987.serialize(badPath))).toEqual(['path', 'isegment', 1]);
    const z = rfc6874.parse('http://[fe80::1%25eth0]/', 'URI');
    const host = z.authority!.host;
    if (host.type !== 'IP-literal') throw new Error('not an IP literal');
    const address = host.address as unknown as { type: string; text: string };
    expect(address.type).toBe('IPv6addrz');
    const bad = { ...z, authority: { ...z.authority!, host: { ...host, address: { ...address, text: 'fe80::1%eth0' } } } } as unknown as typeof z;
    expect(fault(() => rfc6874.serialize(bad))).toEqual(['host', 'IPv6addrz', 8]);
  });
});
