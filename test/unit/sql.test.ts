/**
 * uri-grammar's SQL functions (src/sql/), as every engine's bridge calls
 * them: the vectors (test/vectors/sql.json), and each function against the
 * library function it stands for, on the real URIs of the differential corpus
 * and for every grammar of GRAMMARS (so a grammar added to grammars.json is
 * covered when it arrives).
 */
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRAMMARS } from '../../generated/grammars';
import * as sql from '../../src/sql/index';
import { components } from '../../src/grammars/rfc3986/components';
import { normalize } from '../../src/grammars/rfc3986/normalize';
import { resolve } from '../../src/grammars/rfc3986/resolve';
import { toURI } from '../../src/grammars/rfc3987/mapping';
import { verdicts } from '../../src/conform/index';
import { compile } from '../../src/grammars/rfc6570/compile';
import * as matching from '../../src/grammars/rfc6570/match';
import { grammarApi } from '../support/grammar-apis';
import vectors from '../vectors/sql.json';
import matchVectors from '../vectors/rfc6570-match.json';

export interface SqlCase {
  function: string;
  args: (string | null)[];
  expected?: unknown;
  error?: string;
  source: string;
}
const cases = vectors.cases as SqlCase[];
const call = (name: string, args: readonly unknown[]): unknown => (sql.IMPLEMENTATIONS[name] as (...a: unknown[]) => unknown)(...args);

/** Real URIs (test/corpus/differential.txt), a sample of every 10th, and the vectors' texts. */
const CORPUS = readFileSync(join(__dirname, '..', 'corpus', 'differential.txt'), 'utf8').split('\n').filter((_, i) => i % 10 === 0);
const INPUTS = [...CORPUS, ...cases.map((c) => c.args[0]).filter((a): a is string => typeof a === 'string')];

/** The match vectors of uri-grammar/rfc6570 read in the default way (no options): a template, a URI, the variables or null. */
const TEMPLATE_MATCHES = (matchVectors.match as { template: string; uri: string; options?: unknown; variables: unknown; source: string }[]).filter((c) => c.options === undefined);

describe('the vectors (test/vectors/sql.json)', () => {
  test.each(cases.map((c) => [`${c.function}(${c.args.map((a) => JSON.stringify(a)).join(', ')})`, c] as const))('%s', (_name, c) => {
    if (c.error !== undefined) {
      expect(() => call(c.function, c.args)).toThrow(c.error);
    } else {
      expect({ source: c.source, answer: call(c.function, c.args) }).toEqual({ source: c.source, answer: c.expected });
    }
  });

  test('every function of the catalog has vectors, and its implementation', () => {
    expect(Object.keys(sql.IMPLEMENTATIONS).sort()).toEqual(sql.SQL_FUNCTIONS.map((f) => f.name).sort());
    for (const f of sql.SQL_FUNCTIONS) expect([f.name, cases.some((c) => c.function === f.name)]).toEqual([f.name, true]);
  });
});

describe('each function answers as the library function it stands for', () => {
  test.each(GRAMMARS.map((g) => [g.name, g.start] as const))('uri_valid and uri_error by %s %s: isValid and check of the grammar', (grammar, start) => {
    const api = grammarApi(grammar);
    for (const input of INPUTS) {
      expect([input, sql.uri_valid(input, start, grammar)]).toEqual([input, api.isValid(input, start)]);
      const e = api.check(input, start) as { offset: number; expected: readonly string[]; hint(): string | null; diagnosis: { message: string; code: string; start: number; end: number } | null } | null;
      const d = e?.diagnosis ?? null;
      expect([input, sql.uri_error(input, start, grammar)]).toEqual([
        input,
        e === null
          ? null
          : { offset: e.offset, expected: [...e.expected], hint: e.hint(), diagnosis: d?.message ?? null, diagnosis_code: d?.code ?? null, diagnosis_start: d?.start ?? null, diagnosis_end: d?.end ?? null },
      ]);
    }
  });

  /** The library's answer, or null where it throws a syntax or resolution error. */
  const orNull = (f: () => unknown): unknown => {
    try {
      return f();
    } catch {
      return null;
    }
  };

  test('uri_components, uri_normalize, uri_resolve, iri_to_uri and uri_conforms', () => {
    for (const input of INPUTS) {
      expect([input, sql.uri_components(input)]).toEqual([input, orNull(() => ({ ...components(input) }))]);
      expect([input, sql.uri_normalize(input)]).toEqual([input, orNull(() => normalize(input))]);
      expect([input, sql.uri_resolve('http://a/b/c/d;p?q', input)]).toEqual([input, orNull(() => resolve('http://a/b/c/d;p?q', input))]);
      expect([input, sql.uri_resolve(input, '../g')]).toEqual([input, orNull(() => resolve(input, '../g'))]);
      expect([input, sql.iri_to_uri(input)]).toEqual([input, orNull(() => toURI(input))]);
      expect([input, sql.uri_conforms(input)]).toEqual([input, verdicts(input).map((v) => ({ grammar: v.grammar, rule: v.rule, kind: v.kind, valid: v.offset < 0, offset: v.offset < 0 ? null : v.offset }))]);
    }
  });

  test('uri_error has a diagnosis where the grammar finds the likely mistake: for most invalid texts of the corpus', () => {
    const errors = INPUTS.map((input) => sql.uri_error(input)).filter((e) => e !== null);
    expect(errors.length).toBeGreaterThan(20);
    expect(errors.filter((e) => e.diagnosis !== null).length).toBeGreaterThan(errors.length / 2);
  });

  test.each(TEMPLATE_MATCHES.map((c) => [c.template, c.uri, c] as const))('uri_template_match(%j, %j): compile(template).match(uri) as JSON', (template, uri, c) => {
    const answer = sql.uri_template_match(template, uri);
    const found = compile(template).match(uri);
    expect(answer).toBe(found === null ? null : JSON.stringify(found));
    expect({ source: c.source, variables: answer === null ? null : JSON.parse(answer) }).toEqual({ source: c.source, variables: c.variables });
  });

  test('uri_template_match of the expansions of uri_template_expand reads back their variables', () => {
    for (const c of cases.filter((k) => k.function === 'uri_template_expand' && k.expected !== undefined && k.expected !== null)) {
      const [template, variables] = c.args as [string, string];
      expect([template, JSON.parse(sql.uri_template_match(template, c.expected as string)!)]).toEqual([template, JSON.parse(variables)]);
    }
  });

  test('a search that passes its limit of steps is an error that names the function, not a NULL', () => {
    // The limit is reached only on URIs made for it, after seconds of work on this machine (test/unit/rfc6570-match-linearity.test.ts
    // reaches it with a small maxSteps, which the SQL function does not take): the search's error is made here as it makes it.
    const spy = jest.spyOn(matching, 'matchTemplate').mockImplementation(() => {
      throw new matching.TemplateMatchError(1000, 7);
    });
    try {
      let error: unknown = null;
      try {
        sql.uri_template_match('{x}{y}{x}{y}', 'abababab!');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(matching.TemplateMatchError);
      expect((error as Error).message).toMatch(/^uri_template_match: matching took more than 1000 steps \(maxSteps\), at offset 7/);
    } finally {
      spy.mockRestore();
    }
    expect(sql.uri_template_match('{x}{y}{x}{y}', 'abab')).toBe('{"x":"a","y":"b"}');
  });

  test('the default grammar is the first of GRAMMARS and its start rule', () => {
    for (const input of INPUTS.slice(0, 50)) expect(sql.uri_valid(input)).toBe(sql.uri_valid(input, GRAMMARS[0]!.start, GRAMMARS[0]!.name));
  });

  test('an argument that is not text is a TypeError that names the function', () => {
    expect(() => sql.uri_valid(42 as unknown as string)).toThrow('uri_valid: text must be text, not number');
    expect(() => sql.uri_resolve('http://a/', {} as unknown as string)).toThrow('uri_resolve: ref must be text, not object');
    expect(() => sql.uri_template_match('{x}', 7 as unknown as string)).toThrow('uri_template_match: uri must be text, not number');
  });
});
