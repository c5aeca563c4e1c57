// The `expected` of every syntax error (named at run time from the DFA
// compiled from the ABNF, src/core/dfa.ts) names exactly what could continue
// the input at the offset, by the independent ABNF matcher
// (test/support/abnf.ts): the characters c such that the valid prefix
// followed by c is still the prefix of a string of the rule, and "end of
// input" exactly when the valid prefix is itself in the rule's language.
// The names are the grammar's named sets (`unreserved`, `sub-delims`, ...),
// each held here to its ABNF rule on every character.
import { describe, expect, test } from '@jest/globals';
import { check, RULE_NAMES, type RuleName } from '../../src/index.js';
import { expectationNames } from '../../src/core/dfa.js';
import { VALIDATOR } from '../../generated/rfc3986.validator.js';
import { rfc3986 } from '../support/abnf.js';
import { inputsFor } from '../support/equivalence.js';

/** The alphabet of RFC 3986: US-ASCII (a character beyond it continues nothing). */
const ASCII = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

/** Code points as sorted, merged ranges. */
function ranges(codes: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const c of codes) {
    const last = out[out.length - 1];
    if (last !== undefined && last[1] === c - 1) last[1] = c;
    else out.push([c, c]);
  }
  return out;
}

const NAMED = VALIDATOR.named.map(([name, flat]) => {
  const pairs: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) pairs.push([flat[i], flat[i + 1]]);
  return [name, pairs] as const;
});

test('each named set of the expectations is its ABNF rule, on every character', () => {
  expect(NAMED.length).toBeGreaterThan(0);
  for (const [name, set] of NAMED) {
    const byAbnf = ranges(ASCII.flatMap((c, code) => (rfc3986.matches(name, c) ? [code] : [])));
    expect([name, set]).toEqual([name, byAbnf]);
  }
});

describe('expected lists: the DFA names what the ABNF could continue with', () => {
  test.each(RULE_NAMES.map((r) => [r]))('%s', (rule: RuleName) => {
    const inputs = inputsFor(rfc3986, rule);
    const wrong: string[] = [];
    let compared = 0;
    // Every fifth input keeps the file to a few seconds; the inputs are deterministic.
    for (let i = 0; i < inputs.length; i += 5) {
      const e = check(inputs[i], rule);
      if (e === null) continue;
      compared++;
      const prefix = inputs[i].slice(0, e.offset);
      const offset = rfc3986.viablePrefix(rule, inputs[i]);
      const next = ASCII.flatMap((c, code) => (rfc3986.viablePrefix(rule, prefix + c) > prefix.length ? [code] : []));
      const byAbnf = expectationNames(NAMED, ranges(next), rfc3986.matches(rule, prefix));
      if (offset !== e.offset || JSON.stringify(byAbnf) !== JSON.stringify(e.expected))
        wrong.push(`${JSON.stringify(inputs[i])}: dfa ${e.offset} ${e.expected.join(' ')} | abnf ${offset} ${byAbnf.join(' ')}`);
    }
    expect(compared).toBeGreaterThan(0);
    expect(wrong.slice(0, 6)).toEqual([]);
  }, 120_000);
});
