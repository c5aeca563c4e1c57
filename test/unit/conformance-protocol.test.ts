/**
 * The conformance protocol's scoring and claims (test/vectors/conformance-
 * protocol.json), the start answer's checks, and shrinking by the grammar
 * (src/cli/conformance/shrink.ts) against a fake adapter: the questions it
 * asks are counted, never timed.
 */
import { describe, expect, test } from '@jest/globals';
import { claims, readStartAnswer, runRequest, score, type Claims, type SuiteCase } from '../../src/cli/conformance/protocol';
import { MAX_CANDIDATES, shrink } from '../../src/cli/conformance/shrink';
import { check } from '../../src/index';
import vectors from '../vectors/conformance-protocol.json';

describe('score (test/vectors/conformance-protocol.json)', () => {
  test.each(vectors.cases.map((v) => [v.source, v] as const))('%s', (_s, v) => {
    const scored = score(v.case as unknown as SuiteCase, v.answer as Record<string, unknown>);
    expect({ outcome: scored.outcome, offset: scored.offset }).toEqual({ outcome: v.outcome, offset: (v as { offset?: string }).offset });
    expect(scored.answer).not.toHaveProperty('seq');
  });
});

describe('claims', () => {
  test.each(vectors.claims.map((v) => [v.source, v] as const))('%s', (_s, v) => {
    expect(claims((v.claims ?? undefined) as Claims | undefined, v.case as unknown as SuiteCase)).toBe(v.sent);
  });
});

test('a run request carries the case\'s fields as the suite has them, not its expectation', () => {
  const c: SuiteCase = { id: 'rfc3986/URI/r1', grammar: 'rfc3986', rule: 'URI', input: 'http://a b', valid: false, offset: 8, why: 'a space' };
  expect(runRequest(7, c)).toEqual({ cmd: 'run', seq: 7, op: 'valid', grammar: 'rfc3986', rule: 'URI', input: 'http://a b' });
  const r: SuiteCase = { id: 'x', grammar: 'rfc3986', op: 'resolve', base: 'http://a/b', ref: 'g', target: 'http://a/g' };
  expect(runRequest(8, r)).toEqual({ cmd: 'run', seq: 8, op: 'resolve', grammar: 'rfc3986', base: 'http://a/b', ref: 'g' });
});

test('the start answer: ready, an implementation name, the protocol version, claims of the right shape', () => {
  expect(readStartAnswer({ ready: true, implementation: { name: 'x' } }).implementation.name).toBe('x');
  expect(() => readStartAnswer({ ready: false })).toThrow(/not \{"ready":true/);
  expect(() => readStartAnswer({ ready: true, implementation: {} })).toThrow(/names no implementation/);
  expect(() => readStartAnswer({ ready: true, version: 2, implementation: { name: 'x' } })).toThrow(/version 2/);
  expect(() => readStartAnswer({ ready: true, implementation: { name: 'x' }, claims: { ops: ['parse'] } })).toThrow(/claims.ops/);
  expect(() => readStartAnswer({ ready: true, implementation: { name: 'x' }, claims: { grammars: { rfc3986: 'URI' } } })).toThrow(/claims.grammars/);
});

describe('shrink: the smallest input the grammar and the adapter still disagree on', () => {
  const grammar = (input: string) => {
    const e = check(input, 'URI');
    return e === null ? { valid: true } : { valid: false, offset: e.offset };
  };

  test('an adapter that accepts any space: the smallest invalid input it accepts', async () => {
    // The fake adapter: valid when the input has a scheme and no character but a space is out of place.
    let asked = 0;
    const adapter = async (input: string) => {
      asked++;
      return { seq: asked, valid: grammar(input.replace(/ /g, '')).valid };
    };
    const input = 'http://user@example.com:8080/a/b c/d?q=1#frag';
    const small = await shrink(input, false, true, grammar, adapter, 500);
    // Three characters: a scheme's letter, its ":", the space (one of the input's letters: "m" of "example").
    expect(small).toEqual({ input: 'm: ', valid: false, offset: 2, answer: { valid: true } });
    // Only the candidates the grammar judges invalid are asked, and few of them.
    expect(asked).toBeLessThan(input.length * 2);
  });

  test('the budget bounds the questions; a pair is never split', async () => {
    let asked = 0;
    const adapter = async (input: string) => {
      asked++;
      return { valid: !/\uD83D(?!\uDE00)/.test(input) && input.includes('😀') };
    };
    const small = await shrink('a:/😀/😀/😀/😀', false, true, (s) => ({ valid: !s.includes('😀') && grammar(s).valid }), adapter, 3);
    expect(asked).toBe(3);
    expect(small === null || !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(small.input)).toBe(true);
  });

  test('linear in the input: the grammar judges at most MAX_CANDIDATES candidates, the adapter is asked at most the budget (counted)', async () => {
    for (const n of [1000, 100_000]) {
      let judged = 0;
      let asked = 0;
      const input = 'a:' + 'b'.repeat(n) + ' ';
      // An adapter that never agrees to shrink: the worst case, every candidate judged.
      const small = await shrink(input, false, true, (s) => (judged++, grammar(s)), async () => (asked++, { valid: false }), 50);
      expect(small).toBeNull();
      expect(judged).toBeLessThanOrEqual(MAX_CANDIDATES);
      expect(asked).toBeLessThanOrEqual(50);
    }
  });

  test('nothing smaller keeps the difference: null', async () => {
    const small = await shrink('a b', false, true, grammar, async (s) => ({ valid: s === 'a b' }), 100);
    expect(small).toBeNull();
  });
});
