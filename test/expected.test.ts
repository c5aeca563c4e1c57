// The `expected` of every syntax error is complete and exact: the characters
// its ABNF names and literals cover are exactly those that could continue the
// input at the offset, and "end of input" is listed exactly when the prefix
// is itself valid. The reference is the DFA compiled from the ABNF
// (src/validate.ts); the list under test is the one Peggy's expectations give.
import { describe, expect, test } from '@jest/globals';
import { check, RULE_NAMES, type RuleName } from '../src/index.js';
import { expectedAt } from '../src/validate.js';
import { rfc3986 } from './support/abnf.js';
import { inputsFor } from './support/equivalence.js';

describe('expected lists name exactly the characters that could continue', () => {
  test.each(RULE_NAMES.map((r) => [r]))('%s', (rule: RuleName) => {
    const inputs = inputsFor(rfc3986, rule);
    const wrong: string[] = [];
    let compared = 0;
    // Every third input keeps the file to a few seconds; the inputs are deterministic.
    for (let i = 0; i < inputs.length; i += 3) {
      const e = check(inputs[i], rule);
      if (e === null) continue;
      compared++;
      const exact = expectedAt(inputs[i], rule, e.offset, e.expected);
      if (JSON.stringify(exact) !== JSON.stringify(e.expected)) wrong.push(`${JSON.stringify(inputs[i])} at ${e.offset}: ${e.expected.join(' ')} | exact: ${exact.join(' ')}`);
    }
    expect(compared).toBeGreaterThan(0);
    expect(wrong.slice(0, 6)).toEqual([]);
  }, 120_000);
});
