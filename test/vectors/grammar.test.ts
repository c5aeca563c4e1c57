// Runs test/vectors/grammar.json: every Appendix A rule with valid inputs and
// invalid inputs with the exact offset of the error.
import { describe, expect, test } from '@jest/globals';
import { check, isValid, parse, serialize, RULE_NAMES } from '../../src/index.js';
import { groups } from '../support/grammar-vectors.js';

describe.each(groups.map((g) => [`${g.rule} (${g.source})`, g] as const))('%s', (_name, g) => {
  test.each(g.ok.map((s) => [s]))('accepts %j', (input) => {
    expect(check(input, g.rule)).toBeNull();
    expect(isValid(input, g.rule)).toBe(true);
    const node = parse(input, g.rule);
    expect(node.start).toBe(0);
    expect(node.end).toBe(input.length);
    expect(serialize(node)).toBe(input);
  });
  if (g.bad.length > 0)
    test.each(g.bad)('rejects %j at offset %d', (input, offset) => {
      const error = check(input, g.rule);
      expect(error).not.toBeNull();
      expect({ input, offset: error!.offset }).toEqual({ input, offset });
      expect(error!.rule).toBe(g.rule);
      expect(isValid(input, g.rule)).toBe(false);
      expect(() => parse(input, g.rule)).toThrow(error!.message);
    });
});

test('every Appendix A rule has valid and invalid vectors', () => {
  for (const rule of RULE_NAMES) {
    const mine = groups.filter((g) => g.rule === rule);
    expect({ rule, ok: mine.some((g) => g.ok.length > 0), bad: mine.some((g) => g.bad.length > 0) }).toEqual({ rule, ok: true, bad: true });
  }
});
