/**
 * The runtime parser against Peggy's own: the first pass (`tryParse` of
 * generated/rfc3986.ts, made by scripts/optimize.mjs: silent, tables, tight
 * loops, and all the runtime holds) returns exactly what
 * generated/rfc3986.plain.ts (the parser as Peggy writes it) returns, for
 * every rule and every input of the equivalence plans, and fails exactly
 * where Peggy throws.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from '@jest/globals';
import * as optimized from '../../generated/rfc3986';
import * as plain from '../../generated/rfc3986.plain';
import { pegName } from '../../src/grammars/rfc3986/rules';
import { rfc3986 } from '../support/abnf';
import { inputsFor } from '../support/equivalence';

/** Peggy's result for `input`, or null when it throws its syntax error. */
function peggy(input: string, startRule: optimized.StartRule): { value: unknown } | null {
  try {
    return { value: plain.parse(input, { startRule }) };
  } catch (e) {
    if (!(e instanceof plain.PeggySyntaxError)) throw e;
    return null;
  }
}

/** Where the first pass differs from Peggy on `input`, a description; else null. */
function difference(input: string, startRule: optimized.StartRule): string | null {
  const reference = peggy(input, startRule);
  const first = optimized.tryParse(input, startRule);
  if (reference !== null) {
    if (first === optimized.FAILED) return `${JSON.stringify(input)}: the first pass fails, Peggy matches`;
    // JSON too: path nodes compute their segments when read (src/grammars/rfc3986/nodes.ts), and toJSON lists them.
    if (!isDeepStrictEqual(first, reference.value) || JSON.stringify(first) !== JSON.stringify(reference.value)) return `${JSON.stringify(input)}: the first pass returns ${JSON.stringify(first)}, Peggy ${JSON.stringify(reference.value)}`;
    return null;
  }
  return first === optimized.FAILED ? null : `${JSON.stringify(input)}: the first pass matches, Peggy fails`;
}

function differences(inputs: Iterable<string>, startRule: optimized.StartRule): string[] {
  const out: string[] = [];
  for (const input of inputs) {
    const d = difference(input, startRule);
    if (d !== null && out.push(d) >= 8) break;
  }
  return out;
}

describe('the first pass returns what Peggy returns, and fails where Peggy throws', () => {
  test.each(rfc3986.ruleNames())('%s', (rule) => {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      expect(differences(inputsFor(rfc3986, rule), pegName(rule) as optimized.StartRule)).toEqual([]);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  }, 120_000);
});

test('long inputs: 1e5 segments, dot-segments, percent-encodings, a long query and fragment (RFC 3986 §3.3-§3.5)', () => {
  const n = 100_000;
  const inputs = [
    `http://example.com${'/a'.repeat(n)}`,
    `http://example.com/${'../'.repeat(n)}x`,
    `/${'%41'.repeat(n)}`,
    `?${'a=b&'.repeat(n)}`,
    `#${'/?'.repeat(n)}`,
    `//${'a'.repeat(n)}:${'1'.repeat(n)}`,
    `http://example.com/${'%41'.repeat(n)}%4`,
    `${'a'.repeat(n)}:${'b'.repeat(n)} `,
  ];
  expect(differences(inputs, 'URI_reference')).toEqual([]);
});

// scripts/optimize.mjs: one loop for `*( "/" segment )`, and the native search
// for the literal an unbounded element must be followed by (`userinfo "@"`,
// `scheme ":"`, IP-literal's "]"): where the literal is missing, is later in the
// input than the element can reach, or comes twice.
test.each([
  ['URI_reference', ['http://h', 'http://h/', 'http://h//', 'http:////', '////', '/a//b/', 'a//b', 'a:/', 'a:b//c/', 'http://h/%41/%4', 'http://h/%2/']],
  ['URI_reference', ['http://u@h/', 'http://h/a@b', 'http://h?a@b', 'http://h#@', 'http://u@h@x/', '//@', '//a:b@', '//a:b@c:1', 'http://h:1/@', 'http://%41@h']],
  ['URI_reference', ['a:', 'a/b:c', 'a?b:c', '#a:b', 'a+b-c.d:e', '1a:b', ':', 'a', 'a:b:c']],
  ['URI_reference', ['http://[v1.x]/', 'http://[v1.x/]', 'http://[v1.x', 'http://[::1]', 'http://[::1', 'http://h/]', '//[v1.]]', '//[::1]]']],
  ['authority', ['u@h', 'h@', '@', 'h:1@', 'a:b', 'u@[::1]:2']],
  ['path_abempty', ['', '/', '//', '/a/b/', '/%41//%4', '/a/[']],
] as [optimized.StartRule, string[]][])('the first pass on the cases its shortcuts change (%s)', (rule, inputs) => {
  expect(differences(inputs, rule)).toEqual([]);
});

test('a start rule that does not exist is refused, as by Peggy', () => {
  expect(() => optimized.tryParse('a', 'nope' as optimized.StartRule)).toThrow(/Can't start parsing from rule "nope"/);
  expect(() => plain.parse('a', { startRule: 'nope' as optimized.StartRule })).toThrow(/Can't start parsing from rule "nope"/);
});
