/**
 * The comparison tests of a scheme grammar whose module has `comparisonKey`
 * and `equivalent` (tel, RFC 3966 §4; geo, RFC 5870 §3.4.4): its vectors, the
 * laws every key obeys (valid, its own key, equivalent to its input) on the
 * valid vectors and on inputs sampled from the ABNF, and the grammar's
 * UriSyntaxError for an invalid input. One describe block, the same for each
 * grammar; what a grammar adds (geo's semanticErrors) comes as `alsoOfEach`.
 */
import { describe, expect, test } from '@jest/globals';
import { loadGrammar } from './abnf';
import { seededRandom } from './inputs';

interface ComparisonModule {
  isValid(input: string): boolean;
  comparisonKey(input: string): string;
  equivalent(a: string, b: string): boolean;
  components(input: string): object;
}

interface Vectors {
  check: readonly { rule: string; input: string; offset: number | null }[];
  comparisonKey: readonly { source: string; input: string; key: string }[];
  equivalent: readonly { source: string; a: string; b: string; equivalent: boolean }[];
}

export interface ComparisonLaws {
  /** The describe block's title: the section and the vectors' file. */
  readonly title: string;
  readonly grammar: string;
  /** The URI rule, `telephone-uri` or `geo-URI`. */
  readonly rule: string;
  /** What the sampled inputs are called in the test's name: `telephone-uris`. */
  readonly plural: string;
  readonly module: ComparisonModule;
  readonly vectors: Vectors;
  /** Calls that must throw the grammar's UriSyntaxError at `offset`. */
  readonly invalid: readonly { readonly call: () => unknown; readonly offset: number }[];
  /** Checked of every sampled input besides the laws. */
  readonly alsoOfEach?: (input: string) => void;
}

export function describeComparisonLaws(laws: ComparisonLaws): void {
  const { module: m, vectors } = laws;
  describe(laws.title, () => {
    test.each(vectors.comparisonKey.map((c) => [JSON.stringify(c.input), c] as const))('key %s', (_name, c) => {
      expect({ source: c.source, key: m.comparisonKey(c.input) }).toEqual({ source: c.source, key: c.key });
    });

    test.each(vectors.equivalent.map((c) => [`${c.a} ${c.b}`, c] as const))('%s', (_name, c) => {
      expect({ source: c.source, equivalent: m.equivalent(c.a, c.b) }).toEqual({ source: c.source, equivalent: c.equivalent });
      expect(m.equivalent(c.b, c.a)).toBe(c.equivalent);
    });

    test(`the key of every valid vector is a ${laws.grammar} URI, its own key, and equivalent to the input`, () => {
      const valid = vectors.check.filter((v) => v.offset === null && v.rule === laws.rule).map((v) => v.input);
      for (const input of [...valid, ...vectors.comparisonKey.map((v) => v.input)]) {
        const key = m.comparisonKey(input);
        expect([input, m.isValid(key)]).toEqual([input, true]);
        expect([input, m.comparisonKey(key)]).toEqual([input, key]);
        expect(m.equivalent(input, key)).toBe(true);
      }
    });

    test(`laws on 2,000 ${laws.plural} sampled from the ABNF: the key is valid, its own key, equivalent to the input; the components have no undefined part`, () => {
      const grammar = loadGrammar(laws.grammar);
      const random = seededRandom(Number(laws.grammar.slice(3)));
      for (let i = 0; i < 2000; i++) {
        const input = grammar.sample(laws.rule, random);
        const key = m.comparisonKey(input);
        expect([input, m.isValid(key), m.comparisonKey(key)]).toEqual([input, true, key]);
        expect(m.equivalent(input, key)).toBe(true);
        for (const value of Object.values(m.components(input))) expect(value).not.toBeUndefined();
        laws.alsoOfEach?.(input);
      }
    });

    test('an invalid input throws the grammar\'s UriSyntaxError', () => {
      for (const { call, offset } of laws.invalid) expect(call).toThrow(expect.objectContaining({ grammar: laws.grammar, offset }));
    });
  });
}
