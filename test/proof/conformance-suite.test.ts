/**
 * The conformance suite (conformance/suite/, written by `npm run
 * conformance:generate`) is right wherever the grammars are: every validity
 * case's expectation is what three matchers say of its input, the grammar's
 * DFA (`check`, its offset), its Peggy parser (`parse` throws or not) and the
 * independent ABNF matcher (test/support/abnf.ts: `matches`, `viablePrefix`);
 * its valid cases take every ABNF alternative reachable from each rule, as the
 * ABNF matcher counts them; every resolution, normalization and equivalence
 * case is what the grammar's own pass returns; the suite is what the generator
 * writes today. The public sources (conformance/sources/) keep their own
 * expectations: where one differs from the grammar, the difference is listed
 * and explained in conformance-sources-known.json (a ratchet: an unlisted
 * difference fails, and so does a listed one that is gone).
 */
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { grammarEntries, loadGrammar } from '../support/abnf';
import { grammarApi } from '../support/grammar-apis';
import { GRAMMARS } from '../../src/index';
import { PASSES } from '../../generated/registry';
import known from './conformance-sources-known.json';

const root = join(__dirname, '..', '..');
const SUITE = join(root, 'conformance', 'suite');
const SOURCES = join(root, 'conformance', 'sources');

interface Case {
  id: string;
  grammar: string;
  rule?: string;
  op?: 'valid' | 'resolve' | 'normalize' | 'equivalent';
  input?: string;
  inputHex?: string;
  valid?: boolean;
  offset?: number;
  base?: string;
  ref?: string;
  target?: string;
  output?: string;
  a?: string;
  b?: string;
  equivalent?: boolean;
  why: string;
}

const readCases = (file: string): Case[] =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Case);

const suiteFiles = readdirSync(SUITE).filter((f) => f.endsWith('.jsonl')).sort();
const suite = suiteFiles.flatMap((f) => readCases(join(SUITE, f)));
const validity = suite.filter((c) => (c.op ?? 'valid') === 'valid');
const manifest = JSON.parse(readFileSync(join(SUITE, 'suite.json'), 'utf8')) as {
  version: number;
  cases: Record<string, number>;
  coverage: { rules: { grammar: string; rule: string; alternatives: string }[] };
};

/** RFC rule name -> the ABNF name the oracle takes (grammars.json `names`). */
function abnfName(grammar: string, rule: string): string {
  return grammarEntries().find((g) => g.name === grammar)?.names?.[rule] ?? rule;
}

/** What the three matchers say of a case: the DFA's verdict and offset, the parser's verdict, the ABNF's verdict and offset. */
function verdicts(c: Case) {
  const api = grammarApi(c.grammar);
  const rule = abnfName(c.grammar, c.rule!);
  const input = c.input!;
  const error = api.check(input, rule);
  let parsed = true;
  try {
    api.parse(input, rule);
  } catch (e) {
    if (!api.isSyntaxError(e)) throw e;
    parsed = false;
  }
  const abnf = loadGrammar(c.grammar);
  const abnfValid = abnf.matches(rule, input);
  return {
    dfa: { valid: error === null, offset: error?.offset },
    parser: parsed,
    abnf: { valid: abnfValid, offset: abnfValid ? undefined : abnf.viablePrefix(rule, input) },
  };
}

describe('the generated suite', () => {
  test('at least 5,000 validity cases; ids unique; every case names a grammar of GRAMMARS and a rule of its RULE_NAMES, and says why', () => {
    expect(validity.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(suite.map((c) => c.id)).size).toBe(suite.length);
    const names = new Map(GRAMMARS.map((g) => [g.name, new Set(g.ruleNames)]));
    const wrong = validity.filter(
      (c) => !names.get(c.grammar)?.has(c.rule!) || typeof c.why !== 'string' || c.why === '' || typeof c.valid !== 'boolean' || (c.valid === false ? !Number.isInteger(c.offset) : c.offset !== undefined),
    );
    expect(wrong.map((c) => c.id)).toEqual([]);
    // Every grammar of the family has its file (scheme grammars added later too).
    for (const g of GRAMMARS) expect(suiteFiles).toContain(`${g.name}.jsonl`);
    expect(manifest.version).toBe(1);
    expect(manifest.cases.validity).toBe(validity.length);
  });

  test('every validity case: the DFA, the parser and the ABNF agree with its expectation and its offset', () => {
    const wrong: string[] = [];
    for (const c of validity) {
      const v = verdicts(c);
      const expected = { valid: c.valid, offset: c.offset };
      const ok = v.parser === c.valid && v.dfa.valid === c.valid && v.dfa.offset === c.offset && v.abnf.valid === c.valid && v.abnf.offset === c.offset;
      if (!ok) wrong.push(`${c.id} ${JSON.stringify(c.input)}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(v)}`);
    }
    expect(wrong.slice(0, 20)).toEqual([]);
  });

  test('an input that is not well-formed UTF-16 carries inputHex, its generalized UTF-8 bytes', () => {
    const lone = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
    const withInput = suite.filter((c) => c.input !== undefined);
    expect(withInput.filter((c) => (c.inputHex === undefined) === lone.test(c.input!)).map((c) => c.id)).toEqual([]);
    expect(withInput.filter((c) => c.inputHex !== undefined && !/^([0-9a-f]{2})+$/.test(c.inputHex)).map((c) => c.id)).toEqual([]);
    expect(withInput.filter((c) => c.inputHex !== undefined).length).toBeGreaterThan(0);
  });


  test('the valid cases of each rule take every ABNF alternative reachable from it (the ABNF matcher counts them)', () => {
    const missing: string[] = [];
    // The generator (scripts/conformance/alternatives.mjs) and the independent ABNF matcher count the same alternatives.
    const differ: Record<string, { generator: string; matcher: string }> = {};
    for (const row of manifest.coverage.rules) {
      const grammar = loadGrammar(row.grammar);
      const rule = abnfName(row.grammar, row.rule);
      const counter = grammar.coverageCounter(rule);
      const rejected = validity.filter((c) => c.grammar === row.grammar && c.rule === row.rule && c.valid && !counter.add(c.input!));
      expect(rejected.map((c) => c.id)).toEqual([]);
      const { alternatives } = counter.result();
      const counted = `${alternatives.length}/${alternatives.length}`;
      if (counted !== row.alternatives) differ[`${row.grammar} ${row.rule}`] = { generator: row.alternatives, matcher: counted };
      for (const a of alternatives) if (a.count === 0) missing.push(`${row.grammar} ${row.rule}: ${a.label}`);
    }
    expect(differ).toEqual({});
    expect(missing).toEqual([]);
  });

  test('resolution, normalization and equivalence cases: what the grammar\'s own pass returns', async () => {
    for (const c of suite.filter((x) => x.op !== undefined && x.op !== 'valid')) {
      if (c.op === 'resolve') {
        const resolve = await PASSES.resolve[c.grammar]!.load();
        expect([c.id, resolve(c.base!, c.ref!, {})]).toEqual([c.id, c.target]);
      } else if (c.op === 'normalize') {
        const normalize = await PASSES.normalize[c.grammar]!.load();
        expect([c.id, normalize(c.input!, {})]).toEqual([c.id, c.output]);
      } else {
        const key = await PASSES.equal[c.grammar]!.load();
        expect([c.id, key(c.a!, {}) === key(c.b!, {})]).toEqual([c.id, c.equivalent]);
      }
    }
  });

  test('the suite is what npm run conformance:generate writes (deterministic, up to date)', () => {
    execFileSync(process.execPath, [join(root, 'scripts', 'conformance-generate.mjs'), '--check'], { cwd: root, stdio: 'pipe' });
  }, 120_000);
});

describe('the public sources keep their own expectations', () => {
  const sources = readdirSync(SOURCES).filter((d) => !d.startsWith('.')).sort();

  test.each(sources)('%s: LICENSE and SOURCE.md beside the cases; outside the npm package', (name) => {
    const files = readdirSync(join(SOURCES, name));
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'SOURCE.md', 'cases.jsonl', 'upstream']));
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
    expect(pkg.files.some((f) => f === 'conformance' || f.startsWith('conformance/sources'))).toBe(false);
  });

  test.each(sources)('%s: every difference from the grammar is listed and explained', async (name) => {
    const listed = (known as unknown as Record<string, Record<string, string>>)[name] ?? {};
    const found: Record<string, string> = {};
    for (const c of readCases(join(SOURCES, name, 'cases.jsonl'))) {
      if ((c.op ?? 'valid') === 'valid') {
        const v = verdicts(c);
        if (v.dfa.valid !== c.valid || (c.offset !== undefined && v.dfa.offset !== c.offset)) found[c.id] = listed[c.id] ?? 'UNLISTED';
      } else if (c.op === 'resolve') {
        const resolve = await PASSES.resolve[c.grammar]!.load();
        let target: string;
        try {
          target = resolve(c.base!, c.ref!, {});
        } catch (e) {
          target = `(${(e as Error).name})`;
        }
        if (target !== c.target) found[c.id] = listed[c.id] ?? 'UNLISTED';
      }
    }
    expect(found).toEqual(listed);
  });
});
