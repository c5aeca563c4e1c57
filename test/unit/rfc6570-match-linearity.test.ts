/**
 * Matching a URI against a template (src/grammars/rfc6570/match.ts) does work
 * linear in the URI: counted (matchWork: the steps of its search), never
 * timed. Each hostile shape (many expressions side by side over one long run
 * of characters that each could end at, a failure only at the end, prefixes,
 * exploded lists, long query strings) runs at 1x and 4x the URI; the count
 * must grow at most 5% faster than the URI's length, and stay within a few
 * hundred steps per code unit, far under the default `maxSteps`.
 *
 * Beyond: a variable named twice is a back-reference (RFC 6570 §3.2.1), and
 * exploded associative arrays side by side must keep their keys apart; their
 * work can grow faster than the URI, and `maxSteps` stops it with a typed
 * error, never a hang.
 */
import { describe, expect, test } from '@jest/globals';
import { match, type MatchOptions } from '../../src/grammars/rfc6570/index';
import { matchWork, TemplateMatchError } from '../../src/grammars/rfc6570/match';

const pairs = (n: number, sep: string) => Array.from({ length: n }, (_, i) => `k${i}=v`).join(sep);

/** name → [template, the URI for a size n, options] */
const SHAPES: Record<string, [string, (n: number) => string, MatchOptions?]> = {
  'eight expressions side by side, no match (RFC 6570 §3.2.2)': ['{a}{b}{c}{d}{e}{f}{g}{h}', (n) => 'x'.repeat(n) + '/'],
  'eight expressions side by side, a match': ['{a}{b}{c}{d}{e}{f}{g}{h}', (n) => 'x'.repeat(n)],
  'one expression of eight varspecs, no match': ['{a,b,c,d,e,f,g,h}', (n) => 'x,'.repeat(n) + '/'],
  'reserved expressions side by side (§3.2.3)': ['{+a}{+b}{+c}{+d}', (n) => 'x/'.repeat(n) + ' '],
  'fragment and reserved side by side (§3.2.4)': ['{+a}{#b}{+c}', (n) => 'x#'.repeat(n) + '%'],
  'exploded path segments side by side (§3.2.6)': ['{/a*}{/b*}{/c*}', (n) => '/x'.repeat(n) + '!'],
  'exploded labels side by side (§3.2.5)': ['{.a*}{.b*}{.c}', (n) => '.x'.repeat(n) + '!'],
  'prefixes side by side (§2.4.1)': ['{a:3}{b:3}{c:5}{d}', (n) => 'x'.repeat(n) + '/'],
  'a long prefix (§2.4.1)': ['{a:9999}{b}', (n) => 'x'.repeat(n) + '/'],
  'named parameters (§3.2.7, §3.2.8)': ['{;a,b,c}{?d,e}', (n) => ';a=' + 'x'.repeat(n) + ';c=y?e=' + 'z'.repeat(n) + '!'],
  'exploded form-style parameters (§3.2.8, §3.2.9)': ['{?a*}{&b*}', (n) => '?a=' + 'x&a='.repeat(n) + 'y!'],
  'pct-encoded characters (§3.2.1)': ['{a}{b}{c}', (n) => '%C3%A9'.repeat(n) + '%'],
  'a router template, a long segment': ['/users/{id}/posts/{post}', (n) => '/users/' + 'x'.repeat(n) + '/posts/1'],
  'a prefix and the whole value (§1.2)': ['/dictionary/{term:1}/{term}', (n) => '/dictionary/x/' + 'x'.repeat(n) + '/'],
  'one exploded associative array (§3.2.1)': ['{a*}', (n) => pairs(n, ',') + '!'],
  'any-order, after a reserved path': ['{+path}{?q,r}', (n) => 'a?'.repeat(n) + 'q=1', { query: 'any-order' }],
  'any-order, many parameters': ['/s{?q,r,rest*}', (n) => '/s?' + pairs(n, '&') + '&q=1', { query: 'any-order' }],
};

function work(template: string, uri: string, options?: MatchOptions): number {
  const before = matchWork.steps;
  match(template, uri, options);
  return matchWork.steps - before;
}

describe('matching does work linear in the URI', () => {
  test.each(Object.entries(SHAPES))('%s', (_name, [template, make, options]) => {
    const n = 1000;
    const small = make(n);
    const large = make(4 * n);
    const w1 = work(template, small, options);
    const w4 = work(template, large, options);
    const growth = w4 / w1 / (large.length / small.length);
    expect({ template, linear: growth <= 1.05, perUnit: w4 / large.length <= 400 }).toEqual({ template, linear: true, perUnit: true });
  });
});

describe('beyond linear: a typed error at maxSteps, never a hang', () => {
  test('exploded associative arrays side by side, a run of pairs: the work grows faster, and maxSteps stops it', () => {
    const w1 = work('{a*}{b*}', pairs(100, ',') + '!');
    const w4 = work('{a*}{b*}', pairs(400, ',') + '!');
    expect(w4 / w1).toBeGreaterThan(8);
    expect(() => match('{a*}{b*}', pairs(400, ',') + '!', { maxSteps: w1 })).toThrow(TemplateMatchError);
  });

  test('a variable named twice (a back-reference, §3.2.1): maxSteps stops it with ERR_TEMPLATE_MATCH', () => {
    let error: unknown = null;
    try {
      match('{x}{y}{x}{y}', 'ab'.repeat(2000) + '!', { maxSteps: 100_000 });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TemplateMatchError);
    expect((error as TemplateMatchError).code).toBe('ERR_TEMPLATE_MATCH');
  });
});
