/**
 * RFC 6570 expansion does work linear in its input and its output, never
 * timed:
 * - counted: the reads of the values (every property read, key listing and
 *   prototype look-up of the variables, their lists and their associative
 *   arrays, through proxies) at 1x and 4x the size stay within 4.2 times, and
 *   within a few reads per varspec and member;
 * - hostile sizes: 10^5 variables, varspecs, expressions, members and pairs,
 *   values of 10^5 to 10^6 characters (non-ASCII, triplets, a lone "%"), the
 *   prefix 9999 of long values, 10^4 prefixes of one 10^6-character value
 *   (a prefix reads its length, never the rest), and errors at the end of
 *   long templates: each gives the expected output, of the expected length,
 *   or the expected error. A path that went quadratic would not finish.
 */
import { describe, expect, test } from '@jest/globals';
import { TemplateExpansionError, UriSyntaxError, compile, expand } from '../../src/grammars/rfc6570/index';
import type { Variables } from '../../src/grammars/rfc6570/index';

/** `value` behind proxies that count every read of it and of its members. */
function counted(value: unknown, count: { reads: number }): unknown {
  if (value === null || typeof value !== 'object') return value;
  const inner = Array.isArray(value) ? value.map((v) => counted(v, count)) : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, counted(v, count)]));
  return new Proxy(inner, {
    get: (t, k, r) => (count.reads++, Reflect.get(t, k, r)),
    getOwnPropertyDescriptor: (t, k) => (count.reads++, Reflect.getOwnPropertyDescriptor(t, k)),
    has: (t, k) => (count.reads++, Reflect.has(t, k)),
    ownKeys: (t) => (count.reads++, Reflect.ownKeys(t)),
    getPrototypeOf: (t) => (count.reads++, Reflect.getPrototypeOf(t)),
  });
}

/** A template and its values for a size n, and how many varspecs and members it has. */
type Shape = (n: number) => { template: string; variables: Record<string, unknown>; items: number };

const names = (n: number) => Array.from({ length: n }, (_, i) => `v${i}`);
const SHAPES: Record<string, Shape> = {
  'n varspecs in one expression': (n) => ({ template: `{?${names(n).join(',')}}`, variables: Object.fromEntries(names(n).map((v) => [v, 'x'])), items: n }),
  'n expressions': (n) => ({ template: '{/v0}'.repeat(n), variables: { v0: 'x' }, items: n }),
  'a list of n members, exploded': (n) => ({ template: '{?l*}{l}', variables: { l: Array.from({ length: n }, (_, i) => String(i)) }, items: 2 * n }),
  'an associative array of n pairs': (n) => ({ template: '{;k*}{+k}', variables: { k: Object.fromEntries(names(n).map((v) => [v, 'y'])) }, items: 2 * n }),
  'n undefined varspecs': (n) => ({ template: `{${names(n).join(',')}}`, variables: {}, items: n }),
};

describe('counted: reads of the values', () => {
  test.each(Object.keys(SHAPES))('%s: linear', (name) => {
    const reads = [1000, 4000].map((n) => {
      const { template, variables, items } = SHAPES[name]!(n);
      const count = { reads: 0 };
      const proxied = counted(variables, count) as Variables;
      expect(typeof expand(template, proxied)).toBe('string');
      expect(count.reads).toBeLessThanOrEqual(8 * items + 8);
      return count.reads;
    });
    expect(reads[1]!).toBeLessThanOrEqual(4.2 * reads[0]!);
  });
});

const N = 100_000;
const MILLION = 1_000_000;

describe('hostile sizes: the right output, of the right length', () => {
  test('10^5 variables in one expression, and 10^5 expressions', () => {
    const vs = names(N);
    const values = Object.fromEntries(vs.map((v) => [v, 'x']));
    const out = expand(`{?${vs.join(',')}}`, values);
    expect(out.length).toBe(vs.reduce((sum, v) => sum + v.length + 3, 0));
    expect(out.startsWith('?v0=x&v1=x&') && out.endsWith(`&v${N - 1}=x`)).toBe(true);
    expect(expand('{#v0}a'.repeat(N), values)).toBe('#xa'.repeat(N));
    expect(compile('{v1}'.repeat(N)).expand(values)).toHaveLength(N);
  });

  test('values of 10^5 and 10^6 characters: non-ASCII, triplets and a lone "%", in every type', () => {
    const e = 'é'.repeat(N);
    for (const [op, first] of [['', ''], ['+', ''], ['#', '#'], ['.', '.'], ['/', '/'], [';', ';e='], ['?', '?e='], ['&', '&e=']]) {
      expect(expand(`{${op}e}`, { e })).toBe(first + '%C3%A9'.repeat(N));
    }
    const triplets = '%C3%A9'.repeat(MILLION / 6);
    expect(expand('{+t}', { t: triplets })).toBe(triplets);
    expect(expand('{t}', { t: triplets })).toBe('%25C3%25A9'.repeat(MILLION / 6));
    expect(expand('{+p}', { p: '%'.repeat(MILLION) })).toBe('%25'.repeat(MILLION));
  });

  test('the prefix 9999 of long values: code points, triplets', () => {
    expect(expand('{v:9999}', { v: '😀'.repeat(MILLION / 2) })).toBe('%F0%9F%98%80'.repeat(9999));
    expect(expand('{+v:9999}', { v: '%C3%A9'.repeat(MILLION / 6) })).toBe('%C3%A9'.repeat(9999));
    expect(expand('{#v:9999}', { v: '%'.repeat(MILLION) })).toBe('#' + '%25'.repeat(9999));
  });

  test('10^4 prefixes of one 10^6-character value read the prefixes only (a lone surrogate past them is not read)', () => {
    const v = 'a'.repeat(MILLION) + '\ud800';
    expect(expand('{v:1}'.repeat(10_000), { v })).toBe('a'.repeat(10_000));
    expect(expand('{+v:9999}'.repeat(100), { v })).toHaveLength(999_900);
  });

  test('lists and associative arrays of 10^5 members', () => {
    const list = Array.from({ length: N }, () => 'm');
    expect(expand('{?list*}', { list })).toBe('?' + Array(N).fill('list=m').join('&'));
    expect(expand('{/list}', { list: [...list, null, undefined] })).toBe('/' + Array(N).fill('m').join(','));
    const keys = Object.fromEntries(names(N).map((v) => [v, '']));
    expect(expand('{;keys*}', { keys })).toBe(';' + names(N).join(';'));
  });

  test('errors at the end of long templates and values: the right error, at the right offset', () => {
    const many = '{x}'.repeat(N);
    const caught = (f: () => unknown): unknown => {
      try {
        f();
      } catch (e) {
        return e;
      }
      return null;
    };
    const syntax = caught(() => expand(many + '{x', { x: 'y' })) as UriSyntaxError;
    expect(syntax).toBeInstanceOf(UriSyntaxError);
    expect(syntax.offset).toBe(3 * N + 2);
    const reserved = caught(() => expand(many + '{!x}', { x: 'y' })) as TemplateExpansionError;
    expect([reserved.code, reserved.offset]).toEqual(['ERR_TEMPLATE_RESERVED_OPERATOR', 3 * N + 1]);
    const lone = caught(() => expand('{+x}', { x: 'é'.repeat(MILLION) + '\udc00' })) as TemplateExpansionError;
    expect([lone.code, lone.offset, lone.variable]).toEqual(['ERR_TEMPLATE_LONE_SURROGATE', 2, 'x']);
    const nested = caught(() => expand('{x}', { x: [...Array(N).fill('a'), ['b']] })) as TemplateExpansionError;
    expect([nested.code, nested.message]).toEqual(['ERR_TEMPLATE_NESTED_VALUE', expect.stringContaining(`member ${N} of "x"`)]);
  });
});
