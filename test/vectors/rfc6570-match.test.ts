// Matching a URI back to a template's variables (src/grammars/rfc6570/match.ts):
// test/vectors/rfc6570-match.json, each case citing the section whose expansion
// it inverts. Every answer is also expanded again by the reference expander
// (test/support/rfc6570-expand-oracle.ts) and must give the URI back, except
// under query: any-order, which gives that up (docs/templates.md).
import { describe, expect, test } from '@jest/globals';
import { match, matchAll, type MatchAllOptions, type MatchVariables } from '../../src/grammars/rfc6570/index';
import { oracleExpand } from '../support/rfc6570-expand-oracle';
import vectors from './rfc6570-match.json';

interface MatchCase {
  source: string;
  template: string;
  uri: string;
  options?: MatchAllOptions;
  variables: MatchVariables | null;
}
interface AmbiguousCase extends MatchCase {
  choice: string;
  limit: number;
  all: MatchVariables[];
}
interface ErrorCase {
  source: string;
  template: string;
  uri: string;
  options?: MatchAllOptions;
  all?: boolean;
  error: { name: string; code?: string; offset?: number };
}

// JSON.stringify compares the key order too: an associative array's order is what expansion writes.
const same = (v: unknown) => JSON.stringify(v);
const label = (c: { template: string; uri: string }) => `${c.template} ← ${JSON.stringify(c.uri)}`;

describe('match: the variables whose expansion is the URI, or null', () => {
  test.each((vectors.match as unknown as MatchCase[]).map((c) => [label(c), c] as const))('%s', (_label, c) => {
    const got = match(c.template, c.uri, c.options);
    expect({ source: c.source, variables: same(got) }).toEqual({ source: c.source, variables: same(c.variables) });
    if (got !== null && c.options?.query !== 'any-order') expect(oracleExpand(c.template, got)).toBe(c.uri);
  });
});

describe('ambiguous: the documented choice, and matchAll in order', () => {
  test.each((vectors.ambiguous as unknown as AmbiguousCase[]).map((c) => [label(c), c] as const))('%s', (_label, c) => {
    expect(c.choice).not.toBe('');
    expect(same(match(c.template, c.uri))).toBe(same(c.variables));
    const all = matchAll(c.template, c.uri, { limit: c.limit });
    expect(all.map(same)).toEqual(c.all.map(same));
    expect(same(all[0])).toBe(same(c.variables));
    expect(new Set(all.map(same)).size).toBe(all.length);
    for (const v of all) expect(oracleExpand(c.template, v)).toBe(c.uri);
  });
});

describe('errors: what is thrown, typed', () => {
  test.each((vectors.errors as unknown as ErrorCase[]).map((c) => [`${c.source}: ${c.template}`, c] as const))('%s', (_label, c) => {
    let thrown: unknown = null;
    try {
      (c.all ? matchAll : match)(c.template, c.uri, c.options);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Error);
    const e = thrown as Error & { code?: string; offset?: number };
    expect({ name: e.name, ...(c.error.code === undefined ? {} : { code: e.code }), ...(c.error.offset === undefined ? {} : { offset: e.offset }) }).toEqual(c.error);
  });
});

test('every case names the section it inverts', () => {
  for (const c of [...vectors.match, ...vectors.ambiguous]) expect(c.source).toMatch(/^RFC 6570 §/);
});
