// The `expected` of every syntax error, named at run time from the DFA compiled
// from the ABNF (src/validate.ts: exactly the characters that could continue
// the input at the offset, and "end of input" exactly when the prefix is
// itself valid), is the list the generated parser's detailed pass records
// from the grammar's display names.
import { describe, expect, test } from '@jest/globals';
import { check, RULE_NAMES, type RuleName } from '../src/index.js';
import { simplify } from './support/peggy-expected.js';
import { pegName } from '../src/rules.js';
import { explain } from '../generated/rfc3986.js';
import { rfc3986 } from './support/abnf.js';
import { inputsFor } from './support/equivalence.js';

describe('expected lists: the DFA names what the grammar names', () => {
  // The runtime names the expectations from the DFA (check, parse); the
  // parser's detailed pass records them from the grammar's display names.
  // Both must give the same offset and the same list, for every rule.
  test.each(RULE_NAMES.map((r) => [r]))('%s', (rule: RuleName) => {
    const inputs = inputsFor(rfc3986, rule);
    const start = pegName(rule) as Parameters<typeof explain>[1];
    const wrong: string[] = [];
    let compared = 0;
    // Every third input keeps the file to a few seconds; the inputs are deterministic.
    for (let i = 0; i < inputs.length; i += 3) {
      const e = check(inputs[i], rule);
      if (e === null) continue;
      compared++;
      const failure = explain(inputs[i], start);
      const grammar = failure === null ? null : { offset: failure.offset, expected: simplify(failure.expected) };
      if (JSON.stringify(grammar) !== JSON.stringify({ offset: e.offset, expected: e.expected }))
        wrong.push(`${JSON.stringify(inputs[i])}: dfa ${e.offset} ${e.expected.join(' ')} | grammar ${JSON.stringify(grammar)}`);
    }
    expect(compared).toBeGreaterThan(0);
    expect(wrong.slice(0, 6)).toEqual([]);
  }, 120_000);
});
