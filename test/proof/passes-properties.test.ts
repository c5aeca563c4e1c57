/**
 * Property tests of the passes over the AST: resolution (RFC 3986 §5),
 * relativization, normalization and comparison (§6), with fast-check; and the
 * examples of docs/passes.md, run as written.
 *
 * (`percentDecode(percentEncode(s, set)) === s` for every string and set is
 * a property of test/unit/percent-encoding.test.ts.)
 */

import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inspect } from 'node:util';
import ts from 'typescript';
import * as api from '../../src/index.js';
import {
  compare,
  comparisonKey,
  equivalent,
  isValid,
  normalize,
  parse,
  relativize,
  removeDotSegments,
  resolve,
  ResolveError,
  type ComparisonLevel,
  type NormalizeOptions,
} from '../../src/index.js';

const RUNS = { numRuns: 400, seed: 3986 };

// ----- Arbitraries: URI-references over small alphabets, so that components collide often -----

const scheme = fc.constantFrom('http', 'HTTP', 'https', 'foo', 'Foo', 'urn', 'ftp', 'g');
const userinfo = fc.constantFrom('u', 'U:p', '%75', '%3a', '');
const host = fc.constantFrom('a', 'A', 'Ex%41mple.COM', 'a%2fb', '1.2.3.%34', '127.0.0.1', '[::1]', '[2001:DB8:0:0:0:0:0:1]', '[::ffff:c000:201]', '[v1.X]', '');
const port = fc.constantFrom('', '80', '080', '443', '21', '8080');
const segment = fc.constantFrom('a', 'b', 'B', '.', '..', '%2E', '%2e%2E', '', '%7e', '%2F', 'g;x', 'c:d', '%41', '~', '.a', 'a..');
const segments = fc.array(segment, { maxLength: 6 });
const queryText = fc.constantFrom('', 'a=b', 'x/../y', '%7e%2f', '?/', 'Q');

const authority = fc
  .record({ userinfo: fc.option(userinfo), host, port: fc.option(port) })
  .map(({ userinfo, host, port }) => (userinfo !== null ? userinfo + '@' : '') + host + (port !== null ? ':' + port : ''));

const parts = fc.record({
  authority: fc.option(authority, { freq: 2 }),
  rooted: fc.boolean(),
  segments,
  query: fc.option(queryText),
  fragment: fc.option(queryText),
});

function compose(schemeText: string | null, p: { authority: string | null; rooted: boolean; segments: string[]; query: string | null; fragment: string | null }): string {
  let out = schemeText !== null ? schemeText + ':' : '';
  if (p.authority !== null) out += '//' + p.authority;
  const path = p.segments.join('/');
  out += (p.authority !== null || p.rooted) && p.segments.length > 0 ? '/' + path : path;
  if (p.query !== null) out += '?' + p.query;
  if (p.fragment !== null) out += '#' + p.fragment;
  return out;
}

/** A valid `URI` (the candidates that fail the grammar, e.g. a path starting "//" without authority, are dropped). */
const uri = fc.tuple(scheme, parts).map(([s, p]) => compose(s, p)).filter((s) => isValid(s, 'URI'));
/** A valid `URI-reference`, about half of them relative. */
const reference = fc
  .tuple(fc.option(scheme), parts)
  .map(([s, p]) => compose(s, p))
  .filter((s) => isValid(s));

/** The same reference written differently: case, percent-encoding, default ports, dot segments. */
const variant = (s: string) =>
  fc.constantFrom<(x: string) => string>(
    (x) => x,
    (x) => x.replace(/^[a-z]+:/i, (m) => m.toUpperCase()),
    (x) => x.replace(/^([a-z]+:\/\/(?:[^/?#@]*@)?)([^/?#]*)/i, (_m, a: string, b: string) => a + b.toUpperCase()),
    (x) => x.replace(/~/g, '%7E').replace(/%7e/g, '%7E'),
    (x) => x.replace(/%([0-9A-F]{2})/g, (_m, h: string) => '%' + h.toLowerCase()),
    (x) => x.replace(/^(http:\/\/[^/?#:]*)([/?#]|$)/i, '$1:80$2'),
    (x) => x.replace(/^(https?:\/\/[^/?#]*)\/([^?#]*)/i, '$1/a/../$2'),
  ).map((f) => {
    const out = f(s);
    return isValid(out) ? out : s;
  });

/** The path of a URI has no dot segment, apart from the "/." that keeps a "//" path a path. */
function dotFree(path: string): boolean {
  return removeDotSegments(path) === path || (path.startsWith('/.//') && removeDotSegments(path) === path.slice(2));
}

// ----- RFC 3986 §5 -----

describe('resolve: properties', () => {
  test('the result is a valid URI, without dot segments unless Base.path is copied (§5.2.2)', () => {
    fc.assert(
      fc.property(uri, reference, fc.boolean(), (base, ref, strict) => {
        const T = resolve(base, ref, { strict });
        expect(isValid(T, 'URI')).toBe(true);
        const R = parse(ref);
        const t = parse(T, 'URI');
        const copiesBasePath = (R.type === 'relative-ref' || (!strict && R.scheme.text.toLowerCase() === parse(base, 'URI').scheme.text.toLowerCase())) && R.authority === null && R.path.type === 'path-empty';
        const path = api.serialize(t.path);
        if (copiesBasePath) expect(path).toBe(api.serialize(parse(base, 'URI').path));
        else expect(dotFree(path)).toBe(true);
      }),
      RUNS,
    );
  });

  test('a resolved URI resolves to itself against any base', () => {
    fc.assert(
      fc.property(uri, reference, uri, (base, ref, other) => {
        const T = resolve(base, ref);
        fc.pre(dotFree(api.serialize(parse(T, 'URI').path)));
        expect(resolve(other, T)).toBe(T);
      }),
      RUNS,
    );
  });

  test('the base fragment never matters (§5.1)', () => {
    fc.assert(
      fc.property(uri, reference, (base, ref) => {
        const withoutFragment = base.replace(/#.*$/, '');
        expect(resolve(base, ref)).toBe(resolve(withoutFragment, ref));
      }),
      RUNS,
    );
  });
});

describe('relativize: properties', () => {
  test('resolve(base, relativize(base, t)) === t, and the reference is never longer than t', () => {
    fc.assert(
      fc.property(uri, reference, (base, ref) => {
        // Targets near the base: resolved from it, so they share its scheme and authority often.
        let target: string;
        try {
          target = resolve(base, ref);
          relativize(base, target);
        } catch (e) {
          // Only a target whose path has dot segments (Base.path copied) may be refused.
          expect(e).toBeInstanceOf(ResolveError);
          expect((e as ResolveError).kind).toBe('target-not-resolved');
          return;
        }
        const r = relativize(base, target);
        expect(resolve(base, r)).toBe(target);
        expect(r.length).toBeLessThanOrEqual(target.length);
      }),
      RUNS,
    );
  });

  test('for unrelated targets too', () => {
    fc.assert(
      fc.property(uri, uri, (base, target) => {
        fc.pre(resolve(base, target) === target);
        expect(resolve(base, relativize(base, target))).toBe(target);
      }),
      RUNS,
    );
  });
});

// ----- RFC 3986 §6 -----

const optionsArb: fc.Arbitrary<NormalizeOptions> = fc.record({
  level: fc.constantFrom('syntax' as const, 'scheme' as const),
  ipv6: fc.constantFrom('rfc3986' as const, 'rfc5952' as const),
});

/** The rules a reference matches: its kind, its path rule, its host rule. */
function rules(text: string): string[] {
  const node = parse(text);
  return [node.type, node.path.type, node.authority?.host.type ?? 'no host'];
}

/** `normalize(x)` matches the rules `x` matches, but a URI's path-rootless may become a path-absolute or a path-empty. */
function expectKeptRules(n: string, x: string): void {
  const [kind, path, host] = rules(x);
  const got = rules(n);
  expect([got[0], got[2]]).toEqual([kind, host]);
  if (path === 'path-rootless') expect(['path-rootless', 'path-absolute', 'path-empty']).toContain(got[1]);
  else expect(got[1]).toBe(path);
}

describe('normalize: properties', () => {
  test('valid, matching the same rules (but for a path-rootless), and idempotent', () => {
    fc.assert(
      fc.property(reference, optionsArb, (x, options) => {
        const n = normalize(x, options);
        expect(isValid(n)).toBe(true);
        expectKeptRules(n, x);
        expect(normalize(n, options)).toBe(n);
      }),
      RUNS,
    );
  });

  test('keeps equivalence: x and normalize(x) are equivalent at the level', () => {
    fc.assert(
      fc.property(reference, optionsArb, (x, options) => {
        expect(equivalent(x, normalize(x, options), options)).toBe(true);
      }),
      RUNS,
    );
  });

  test('never decodes a reserved character, never adds or drops a "%"-escape of one (§6.2.2.2)', () => {
    const reservedEscapes = (s: string) => (s.match(/%(2[1-9A-CF]|3[ABDF]|40|5[BD])/gi) ?? []).length;
    fc.assert(
      fc.property(uri, (x) => {
        // Dot-segment removal may drop whole segments with their escapes; compare without it.
        fc.pre(!/(^|\/)(\.|%2e){1,2}(\/|$|[?#])/i.test(x));
        expect(reservedEscapes(normalize(x))).toBe(reservedEscapes(x));
      }),
      RUNS,
    );
  });

  test('normalizing the parts of a resolution does not change its normal form (syntax level, hierarchical bases)', () => {
    fc.assert(
      fc.property(uri, reference, (base, ref) => {
        fc.pre(parse(base, 'URI').authority !== null && parse(ref).type === 'relative-ref' && !/%2e/i.test(ref + base));
        expect(normalize(resolve(normalize(base), normalize(ref)))).toBe(normalize(resolve(base, ref)));
      }),
      RUNS,
    );
  });
});

// ----- RFC 3986 §6.2.2.3 on paths without a leading "/": a URI's path-rootless, a relative reference's path-noscheme -----

/** Segments mixing literal and encoded dots, colons and empty segments. */
const dotSegment = fc.constantFrom('.', '..', '%2E', '%2e', '%2e%2E', '%2E%2e', '.%2E', '%2e.', 'a', 'b', 'B', '', ':', 'c:d', '%7e', '.a', 'a..', '%3A');
/** The first segment of a path-noscheme: no ":" and not empty (segment-nz-nc). */
const firstNoscheme = fc.constantFrom('.', '..', '%2E', '%2e%2E', '.%2E', 'a', 'b', '%7e', '.a', 'a..', '%3A');
const tail = fc.tuple(fc.option(queryText), fc.option(queryText)).map(([q, f]) => (q !== null ? '?' + q : '') + (f !== null ? '#' + f : ''));
/** A URI with a path-rootless. */
const rootlessUri = fc
  .tuple(scheme, fc.constantFrom('.', '..', '%2E', '%2e%2E', 'a', ':', 'c:d', '%7e'), fc.array(dotSegment, { maxLength: 7 }), tail)
  .map(([s, first, rest, t]) => `${s}:${[first, ...rest].join('/')}${t}`)
  .filter((x) => isValid(x, 'URI') && parse(x).path.type === 'path-rootless');
/** A relative-path reference (path-noscheme). */
const noschemeRef = fc
  .tuple(firstNoscheme, fc.array(dotSegment, { maxLength: 7 }), tail)
  .map(([first, rest, t]) => [first, ...rest].join('/') + t)
  .filter((x) => isValid(x, 'relative-ref') && parse(x).path.type === 'path-noscheme');
/** Bases of every kind of §5.2.3 merge: an authority and an empty path, a rooted path, a rootless path with and without a "/", an empty path. */
const mergeBase = fc.constantFrom('http://h', 'http://h/x/y/z?q', 'foo:/x/y', 'foo:/x', 'foo:x', 'foo:', 'urn:isbn:1', 'foo:x/y', 'foo:x/y/z/', 'foo:a:b/c');

const pathOf = (x: string) => api.serialize(parse(x).path);
const isDot = (segment: string) => segment === '.' || segment === '..';
/** The "." and ".." segments a path starts with. */
const leadingDots = (path: string) => {
  const segs = path.split('/');
  const n = segs.findIndex((s) => !isDot(s));
  return segs.slice(0, n < 0 ? segs.length : n);
};
const literalDots = (path: string) => path.split('/').filter(isDot).length;

describe('normalize: path-rootless and path-noscheme', () => {
  test('a URI\'s path-rootless: what resolve gives for the path as a relative reference against "scheme:"', () => {
    fc.assert(
      fc.property(rootlessUri, (x) => {
        const n = normalize(x);
        const colon = x.indexOf(':');
        // "./" keeps a ":" in the first segment a path (§4.2); remove_dot_segments drops it again.
        const resolved = resolve(x.slice(0, colon).toLowerCase() + ':', './' + x.slice(colon + 1));
        expect(n).toBe(/%/.test(x) ? normalize(resolved) : resolved);
        // And what resolving the URI itself gives (§5.2.2: T.path = remove_dot_segments(R.path)).
        expect(n).toBe(normalize(resolve('x:y', x)));
        expect(isValid(n, 'URI')).toBe(true);
        expectKeptRules(n, x);
        expect(normalize(n)).toBe(n);
      }),
      RUNS,
    );
  });

  test('a URI\'s path-rootless: an encoded dot is never decoded into a dot segment while the path stays rootless', () => {
    fc.assert(
      fc.property(rootlessUri, (x) => {
        const n = normalize(x);
        if (parse(n).path.type !== 'path-rootless') return;
        for (const segment of pathOf(n).split('/')) {
          expect(isDot(segment)).toBe(false);
          if (isDot(api.percentDecode(segment))) expect(segment).toBe(segment.toUpperCase());
        }
      }),
      RUNS,
    );
  });

  test('a relative-path reference: the same target against every base, its leading dot segments kept', () => {
    fc.assert(
      fc.property(noschemeRef, mergeBase, (x, base) => {
        const n = normalize(x);
        expect(rules(n)).toEqual(rules(x));
        expect(normalize(n)).toBe(n);
        const before = resolve(base, x);
        const after = resolve(base, n);
        if (!/%/.test(x)) expect(after).toBe(before);
        expect(normalize(after)).toBe(normalize(before));
        expect(leadingDots(pathOf(n))).toEqual(leadingDots(pathOf(x)));
        // No dot segment made by decoding: at most the literal ones there were.
        expect(literalDots(pathOf(n))).toBeLessThanOrEqual(literalDots(pathOf(x)));
      }),
      { ...RUNS, numRuns: 2000 },
    );
  });

  test('a relative-path reference: dot segments after the leading ones stay only where removing them changes a target', () => {
    const bases = ['http://h/x/y', 'foo:/x/y', 'foo:x', 'foo:', 'foo:x/y'];
    fc.assert(
      fc.property(noschemeRef, (x) => {
        const path = pathOf(normalize(x));
        const lead = leadingDots(path);
        const rest = path.split('/').slice(lead.length);
        if (!rest.some(isDot)) return;
        // Kept: all of the input's literal dot segments are there...
        expect(literalDots(path)).toBe(literalDots(pathOf(x)));
        // ...since the path with the rest through remove_dot_segments is no path-noscheme, or has another target.
        const short = (lead.length > 0 ? lead.join('/') + '/' : '') + removeDotSegments(rest.join('/'));
        const same = isValid(short, 'relative-ref') && parse(short).path.type === 'path-noscheme' && bases.every((b) => resolve(b, short) === resolve(b, path));
        expect(same).toBe(false);
      }),
      RUNS,
    );
  });
});

describe('equivalent: an equivalence relation at each level', () => {
  const LEVELS: ComparisonLevel[] = ['simple', 'syntax', 'scheme'];
  const triple = reference.chain((s) => fc.tuple(variant(s), variant(s), variant(s)));

  test.each(LEVELS)('%s: reflexive, symmetric, transitive; compare agrees', (level) => {
    fc.assert(
      fc.property(triple, ([a, b, c]) => {
        const eq = (x: string, y: string) => equivalent(x, y, { level });
        expect(eq(a, a)).toBe(true);
        expect(eq(a, b)).toBe(eq(b, a));
        if (eq(a, b) && eq(b, c)) expect(eq(a, c)).toBe(true);
        expect(compare(a, b, { level }) === 0).toBe(eq(a, b));
        expect(Math.sign(compare(a, c, { level }))).toBe(-Math.sign(compare(c, a, { level })) || 0);
      }),
      RUNS,
    );
  });

  test('the ladder: simple ⇒ syntax ⇒ scheme (§6.2)', () => {
    fc.assert(
      fc.property(triple, ([a, b]) => {
        if (equivalent(a, b, { level: 'simple' })) expect(equivalent(a, b, { level: 'syntax' })).toBe(true);
        if (equivalent(a, b, { level: 'syntax' })) expect(equivalent(a, b, { level: 'scheme' })).toBe(true);
      }),
      RUNS,
    );
  });

  test('the variants are equivalent at the scheme level', () => {
    fc.assert(
      fc.property(triple, ([a, b]) => {
        expect(comparisonKey(a, { level: 'scheme' })).toBe(comparisonKey(b, { level: 'scheme' }));
      }),
      RUNS,
    );
  });
});

// ----- docs/passes.md: every ```ts example runs, and each console.log prints what its `// → ` comment shows -----

describe('docs/passes.md examples', () => {
  const markdown = readFileSync(join(__dirname, '..', '..', 'docs', 'passes.md'), 'utf8');
  const blocks = [...markdown.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);

  test('there is an example of each function', () => {
    const all = blocks.join('\n');
    for (const name of ['resolve(', 'resolveReference(', 'relativize(', 'removeDotSegments(', 'normalize(', 'normalizeReference(', 'equivalent(', 'comparisonKey(', 'compare(', 'percentEncode(', 'percentDecode(', 'ipv6Text(']) {
      expect(all).toContain(name);
    }
  });

  test.each(blocks.map((b, i) => [i + 1, b] as const))('example %i', (_i, block) => {
    const expected = block
      .split('\n')
      .filter((l) => l.includes('console.log('))
      .map((l) => /\/\/ → (.*)$/.exec(l)?.[1]);
    expect(expected.length).toBeGreaterThan(0);
    const printed: string[] = [];
    const fakeConsole = { log: (...args: unknown[]) => printed.push(args.map((a) => inspect(a)).join(' ')) };
    const js = ts.transpileModule(block, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
    const requireApi = (id: string): unknown => {
      if (id !== 'uri-grammar') throw new Error(`examples import only uri-grammar, not ${id}`);
      return api;
    };
    new Function('require', 'console', 'exports', js)(requireApi, fakeConsole, {});
    expect(printed).toEqual(expected);
  });
});
