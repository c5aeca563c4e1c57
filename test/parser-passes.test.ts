/**
 * The two passes of the parse API against Peggy's own parser: the first pass
 * (`tryParse` of generated/rfc3986.ts, made by scripts/optimize.mjs: silent,
 * tables, tight loops) returns exactly what generated/rfc3986.plain.ts (the
 * unoptimized Peggy parser) returns, for every rule and every input of the
 * equivalence plans; where it fails, Peggy's detailed pass of the optimized
 * file (`parse`, and `explain`, which the parse API uses) fails with the very
 * error of the plain parser.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from '@jest/globals';
import * as optimized from '../generated/rfc3986';
import * as plain from '../generated/rfc3986.plain';
import { pegName } from '../src/rules';
import { rfc3986 } from './support/abnf';
import { inputsFor } from './support/equivalence';

type Outcome = { ok: true; value: unknown } | { ok: false; offset: number; expected: unknown; found: unknown; message: string };

function outcome(parse: (input: string, options: { startRule: optimized.StartRule }) => unknown, input: string, startRule: optimized.StartRule): Outcome {
  try {
    return { ok: true, value: parse(input, { startRule }) };
  } catch (e) {
    if (!(e instanceof plain.PeggySyntaxError) && !(e instanceof optimized.PeggySyntaxError)) throw e;
    const err = e as plain.PeggySyntaxError;
    return { ok: false, offset: err.location.start.offset, expected: err.expected, found: err.found, message: err.message };
  }
}

/**
 * Where the optimized parser differs from the plain one on `input`, a
 * description; else null. `thorough`: also compare the error that the
 * optimized `parse` throws (Peggy's own code, hoisted), not only `explain`.
 */
function difference(input: string, startRule: optimized.StartRule, thorough = true): string | null {
  const reference = outcome(plain.parse, input, startRule);
  const first = optimized.tryParse(input, startRule);
  if (reference.ok) {
    if (first === optimized.FAILED) return `${JSON.stringify(input)}: the first pass fails, Peggy matches`;
    // JSON too: path nodes compute their segments when read (src/nodes.ts), and toJSON lists them.
    if (!isDeepStrictEqual(first, reference.value) || JSON.stringify(first) !== JSON.stringify(reference.value)) return `${JSON.stringify(input)}: the first pass returns ${JSON.stringify(first)}, Peggy ${JSON.stringify(reference.value)}`;
    return null;
  }
  if (first !== optimized.FAILED) return `${JSON.stringify(input)}: the first pass matches, Peggy fails`;
  const detailed = thorough ? outcome(optimized.parse, input, startRule) : reference;
  if (!isDeepStrictEqual(detailed, reference)) return `${JSON.stringify(input)}: the detailed pass gives ${JSON.stringify(detailed)}, Peggy ${JSON.stringify(reference)}`;
  const failure = optimized.explain(input, startRule);
  if (!isDeepStrictEqual(failure, { offset: reference.offset, expected: reference.expected })) return `${JSON.stringify(input)}: explain gives ${JSON.stringify(failure)}, Peggy fails at ${reference.offset} expecting ${JSON.stringify(reference.expected)}`;
  return null;
}

function differences(inputs: Iterable<string>, startRule: optimized.StartRule): string[] {
  const out: string[] = [];
  let i = 0;
  for (const input of inputs) {
    // The thrown error is built by the same code as explain()'s failure: every 16th input is enough for it.
    const d = difference(input, startRule, i++ % 16 === 0);
    if (d !== null && out.push(d) >= 8) break;
  }
  return out;
}

describe('the first pass returns what Peggy returns, and the second pass throws what Peggy throws', () => {
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
