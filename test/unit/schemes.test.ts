/**
 * The scheme layer's costs (src/schemes/check.ts), counted, never timed: a
 * URI's scheme is found by reading a bounded prefix, whatever the URI's
 * length; a scheme grammar's DFAs are built when a URI of its scheme is first
 * met, once, and never for a URI of another scheme; the part a scheme rule
 * matches is found by one search for "#".
 */
import { describe, expect, jest, test } from '@jest/globals';

type SchemesModule = typeof import('../../generated/schemes');
type CheckModule = typeof import('../../src/schemes/check');

/** A fresh src/schemes/check.ts whose generated/schemes.ts counts the calls of each grammar's DFA function. */
function counted(): { check: CheckModule; calls: Map<string, number> } {
  const calls = new Map<string, number>();
  let check: CheckModule | undefined;
  jest.isolateModules(() => {
    jest.doMock('../../generated/schemes', () => {
      const real = jest.requireActual<SchemesModule>('../../generated/schemes');
      const SCHEME_DFAS = Object.fromEntries(
        Object.entries(real.SCHEME_DFAS).map(([name, make]) => [name, () => (calls.set(name, (calls.get(name) ?? 0) + 1), make())]),
      );
      return { ...real, SCHEME_DFAS };
    });
    check = jest.requireActual<CheckModule>('../../src/schemes/check');
  });
  jest.dontMock('../../generated/schemes');
  return { check: check!, calls };
}

describe('a scheme grammar\'s DFAs are built when its scheme is first met', () => {
  test('none for URIs of other schemes; each grammar\'s once, at its first URI', () => {
    const { check, calls } = counted();
    for (const uri of ['http://example.com/', 'mailto-x:a', 'urnx:a:b', 'ur:a', 'a/urn:a:b', 'https://urn.example/']) expect(check.matchesSchemeGrammar(uri)).toBe(true);
    expect([...calls]).toEqual([]);
    expect(check.matchesSchemeGrammar('urn:example:a')).toBe(true);
    expect(check.schemeSyntaxError('URN:a:b')?.offset).toBe(5);
    expect(check.matchesSchemeGrammar('tel:555-1234')).toBe(false);
    expect([...calls].sort()).toEqual([['rfc3966', 1], ['rfc8141', 1]]);
  });
});

describe('the scheme is found in a bounded prefix', () => {
  /** A string whose code unit reads (`charCodeAt`, `slice`'s length) are counted. */
  function reading(s: string): { value: string; reads: () => number } {
    let reads = 0;
    const target = new String(s);
    const value = new Proxy(target, {
      get(t, key) {
        if (key === 'charCodeAt') return (i: number) => (reads++, t.charCodeAt(i));
        if (key === 'slice') return (a?: number, b?: number) => {
          const out = t.slice(a, b);
          reads += out.length;
          return out;
        };
        const v = Reflect.get(t, key) as unknown;
        return typeof v === 'function' ? (v as (...args: unknown[]) => unknown).bind(t) : v;
      },
    }) as unknown as string;
    return { value, reads: () => reads };
  }

  test('at most the longest scheme\'s length and its ":", then the scheme itself, for any length', async () => {
    const { schemeGrammarOf, SCHEMES } = await import('../../src/schemes/check');
    const longest = Math.max(...Object.keys(SCHEMES).map((s) => s.length));
    for (const n of [10, 10_000, 1_000_000]) {
      for (const [uri, grammar] of [[`urn:example:${'a'.repeat(n)}`, 'rfc8141'], [`urn${'a'.repeat(n)}:x`, null], [`http://${'a'.repeat(n)}/`, null], [`t${':'.repeat(n)}`, null], [`data:,${'a'.repeat(n)}`, 'rfc2397']] as const) {
        const r = reading(uri);
        expect(schemeGrammarOf(r.value)?.grammar ?? null).toBe(grammar);
        expect([uri.slice(0, 8), n, r.reads() <= 2 * (longest + 1)]).toEqual([uri.slice(0, 8), n, true]);
      }
    }
  });
});
