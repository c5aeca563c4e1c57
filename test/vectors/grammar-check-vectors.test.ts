// The `check` vectors of every grammar of grammar/grammars.json, one runner:
// test/vectors/<name>.json's `check` cases (each citing its source), through
// the grammar's module (src/grammars/<name>/index.ts, as its subpath serves
// it): the offset of the syntax error (null: valid) and, where a case gives
// them, the expected names; `isValid` agrees; the error names the grammar and
// the rule; `parse` throws the same offset, or spans the whole input.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { grammarEntries } from '../support/abnf';

interface CheckCase {
  source: string;
  rule: string;
  input: string;
  offset: number | null;
  expected?: string[];
}

interface GrammarModule {
  check(input: string, rule: string): { offset: number; expected: readonly string[]; grammar: string; rule: string } | null;
  isValid(input: string, rule: string): boolean;
  parse(input: string, rule: string): { start: number; end: number };
}

const withVectors = grammarEntries()
  .map((g) => g.name)
  .filter((name) => existsSync(join(__dirname, '..', 'vectors', `${name}.json`)));

test('every grammar of grammars.json has its vectors file, test/vectors/<name>.json', () => {
  // RFC 3986's are grammar.json; RFC 3987's and RFC 6874's are in family.json.
  const elsewhere = ['rfc3986', 'rfc3987', 'rfc6874'];
  expect(grammarEntries().map((g) => g.name).filter((name) => !withVectors.includes(name) && !elsewhere.includes(name))).toEqual([]);
});

describe.each(withVectors)('%s: check, isValid and parse on its vectors (test/vectors/<name>.json)', (name) => {
  const vectors = JSON.parse(readFileSync(join(__dirname, '..', 'vectors', `${name}.json`), 'utf8')) as { check?: CheckCase[] };
  const m = require(`../../src/grammars/${name}/index`) as GrammarModule;
  const cases = vectors.check ?? [];
  test('has a check section', () => {
    expect(Array.isArray(vectors.check)).toBe(true);
  });
  if (cases.length === 0) return;
  test.each(cases.map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_label, c) => {
    const error = m.check(c.input, c.rule);
    expect({ source: c.source, offset: error?.offset ?? null }).toEqual({ source: c.source, offset: c.offset });
    expect(m.isValid(c.input, c.rule)).toBe(c.offset === null);
    if (error !== null) expect([error.grammar, error.rule]).toEqual([name, c.rule]);
    if (c.expected) expect(error?.expected).toEqual(c.expected);
    if (c.offset === null) expect(m.parse(c.input, c.rule)).toMatchObject({ start: 0, end: c.input.length });
    else expect(() => m.parse(c.input, c.rule)).toThrow(expect.objectContaining({ offset: c.offset, grammar: name }));
  });
});
