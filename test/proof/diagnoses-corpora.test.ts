/**
 * The diagnoses on the corpora of invalid input (scripts/diagnoses.mjs prints
 * the same measure; docs/diagnoses.md records it):
 *
 * - examples/uris.txt, the sample input of `uri-grammar check`;
 * - test/corpus/invalid.jsonl, real invalid URLs (scripts/collect-invalid.mjs);
 * - the mutated corpus: the seeded mutations of test/corpus/differential.txt
 *   that test/proof/differential.test.ts checks (scripts/mutations.cjs);
 * - test/corpus/differential.txt, real URI-references.
 *
 * On every corpus and every grammar with diagnoses, a diagnosis never
 * contradicts its error: its span is within the input and contains or
 * precedes the offset (start <= offset, start <= end). So on seeded random
 * strings by every rule of every grammar, where no diagnosis may throw. Each grammar's own
 * diagnoses function is asked, not `error.diagnosis`, which drops a span
 * that breaks the contract (src/core/errors.ts): here none may.
 *
 * And the share of RFC 3986's errors (the command's default grammar) that
 * have a diagnosis holds a floor on each corpus: at least 95 %, and no less
 * than what the diagnoses reach now (FLOORS; raise them when they improve).
 */
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnosis, UriSyntaxError } from '../../src/core/errors.js';
import { corpusMutations } from '../../scripts/mutations.cjs';
import { whyNotPublic } from '../../scripts/corpus-public.cjs';
import { grammarEntries } from '../support/abnf';
import { seededRandom } from '../support/inputs';

const root = join(__dirname, '..', '..');
const lines = (file: string): string[] => new TextDecoder().decode(readFileSync(join(root, file))).split('\n').slice(0, -1);
const differential = lines('test/corpus/differential.txt');

const CORPORA: Readonly<Record<string, readonly string[]>> = {
  'examples/uris.txt': lines('examples/uris.txt'),
  'test/corpus/invalid.jsonl': lines('test/corpus/invalid.jsonl').map((l) => (JSON.parse(l) as { input: string }).input),
  'mutated corpus': corpusMutations(differential, 3, 3986),
  'test/corpus/differential.txt': differential,
};

/** The least share of RFC 3986's errors with a diagnosis, per corpus (measured: docs/diagnoses.md). */
const FLOORS: Readonly<Record<string, number>> = {
  'examples/uris.txt': 1,
  'test/corpus/invalid.jsonl': 1,
  'mutated corpus': 0.995,
  'test/corpus/differential.txt': 1,
};

interface Grammar {
  check(input: string): UriSyntaxError<string> | null;
  diagnose(e: UriSyntaxError<string>): Diagnosis | null;
}

const grammars: [string, Grammar][] = grammarEntries()
  .map((g) => g.name)
  .filter((name) => existsSync(join(root, 'src', 'grammars', name, 'diagnoses.ts')))
  .map((name) => [
    name,
    {
      check: (require(`../../src/grammars/${name}/index`) as { check(input: string): UriSyntaxError<string> | null }).check,
      diagnose: (require(`../../src/grammars/${name}/diagnoses`) as { diagnose: Grammar['diagnose'] }).diagnose,
    },
  ]);

test('test/corpus/invalid.jsonl: each line names how and where it was found, is invalid, and holds nothing a committed corpus must not (scripts/corpus-public.cjs)', () => {
  const rows = lines('test/corpus/invalid.jsonl').map((l) => JSON.parse(l) as { how: string; source: string; input: string });
  const rfc3986 = require('../../src/index') as { check(input: string): unknown };
  for (const r of rows) {
    expect([r.input, Object.keys(r)]).toEqual([r.input, ['how', 'source', 'input']]);
    expect([r.input, ['token', 'trimmed', 'string', 'extract'].includes(r.how), /^(npm|doc|man|info|log):[^/]/.test(r.source)]).toEqual([r.input, true, true]);
    expect([r.input, rfc3986.check(r.input) !== null, whyNotPublic(r.input)]).toEqual([r.input, true, null]);
  }
  expect(new Set(rows.map((r) => r.input)).size).toBe(rows.length);
});

/** Seeded random strings over characters and pieces at the edges of the grammars and of the diagnoses. */
function randomInputs(seed: number, count: number, maxPieces: number): string[] {
  const pieces = [
    ...':/?#[]@%.\\ ^"<>{}|`0123456789abcdefvxABCDEFGHZ!$&\'()*+,;=-_~\t\n\r',
    '%25', '%zz', '::', '//', '..', '[::1]', 'é', '\u0000', '${', '{{', '}}', 'http://', 'v1.', '\ud800', '😀', '\ue000',
    '\ufffd', '“', '\u00a0', 'Ã©', '%u00e9', '%s', '<b>', '](', "',", '\\n', '[001-100]', '[:port]', ':80', 'git@', '\\\\',
  ];
  const random = seededRandom(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    for (let n = Math.floor(random() * (maxPieces + 1)); n > 0; n--) s += pieces[Math.floor(random() * pieces.length)];
    out.push(s);
  }
  return out;
}

test.each(grammars)('%s: on seeded random strings, by every rule, no diagnosis throws, and each holds to the contract', (name, g) => {
  const rules = (require(`../../src/grammars/${name}/index`) as { RULE_NAMES: readonly string[] }).RULE_NAMES;
  const check = (require(`../../src/grammars/${name}/index`) as { check(input: string, rule: string): UriSyntaxError<string> | null }).check;
  const failures: string[] = [];
  rules.forEach((rule, i) => {
    for (const input of randomInputs(3986 + i, 150, 10)) {
      const e = check(input, rule);
      if (e === null) continue;
      try {
        const d = g.diagnose(e);
        if (d !== null && !(0 <= d.start && d.start <= e.offset && d.start <= d.end && d.end <= input.length)) failures.push(`${rule} ${JSON.stringify(input)} @${e.offset}: ${d.code} [${d.start}, ${d.end})`);
        e.format();
      } catch (error) {
        failures.push(`${rule} ${JSON.stringify(input)}: ${(error as Error).message}`);
      }
    }
  });
  expect(failures).toEqual([]);
});

describe.each(Object.entries(CORPORA))('%s', (name, inputs) => {
  test.each(grammars)('by %s, every diagnosis\'s span is within the input and contains or precedes the offset', (_, g) => {
    const contradictions: string[] = [];
    for (const input of inputs) {
      const e = g.check(input);
      if (e === null) continue;
      const d = g.diagnose(e);
      if (d === null) continue;
      const ok = Number.isInteger(d.start) && Number.isInteger(d.end) && 0 <= d.start && d.start <= e.offset && d.start <= d.end && d.end <= input.length;
      if (!ok || d.message === '' || d.rfc === '') contradictions.push(`${JSON.stringify(input)} @${e.offset}: ${d.code} [${d.start}, ${d.end})`);
    }
    expect(contradictions).toEqual([]);
  });

  test(`the share of RFC 3986's errors with a diagnosis is at least ${FLOORS[name]}`, () => {
    const rfc3986 = grammars.find(([n]) => n === 'rfc3986')![1];
    let errors = 0;
    let diagnosed = 0;
    const without: string[] = [];
    for (const input of inputs) {
      const e = rfc3986.check(input);
      if (e === null) continue;
      errors++;
      if (e.diagnosis !== null) diagnosed++;
      else if (without.length < 20) without.push(input);
    }
    expect(errors).toBeGreaterThan(0);
    const share = diagnosed / errors;
    expect(FLOORS[name]).toBeGreaterThanOrEqual(0.95);
    if (share < FLOORS[name]!) expect({ share, without }).toEqual({ share: FLOORS[name], without: [] });
  });
});
