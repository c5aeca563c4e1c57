/**
 * Differential test of RFC 6570 expansion (uri-grammar/rfc6570 `expand`)
 * against an independent implementation, std-uritemplate
 * (@std-uritemplate/std-uritemplate, pinned in package.json), in this
 * process. The inputs: every case of the public suite
 * (test/vectors/external/uritemplate-test/), every case of our vectors whose
 * values JSON can hold (test/vectors/rfc6570-expand.json), and seeded random
 * templates with seeded random values (strings over the characters where
 * encodings differ, numbers, booleans, lists, associative arrays, undefined
 * members), the same on every clone.
 *
 * Compared: the expansion of each part of a template alone (its literal runs
 * and its expressions: §3 expands them one by one), or that both refuse
 * (a template we find invalid is compared whole). Every disagreement is either
 * a bug of ours (the test fails) or a documented difference of
 * std-uritemplate from RFC 6570, listed in
 * test/proof/expand-differential-known.json with the section that decides
 * it: where both expand, by the rewrites (`normalize`: regular expressions
 * and replacements applied to both expansions) that make them equal, at most
 * three entries together; where one refuses, by what each does (`ours` is
 * "expands" or our error's code, `theirs` "expands" or "throws") and, where
 * given, a regular expression (`pattern`) that the case's text matches. The
 * list is a ratchet: an entry no disagreement needs fails too.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StdUriTemplate } from '@std-uritemplate/std-uritemplate';
import { expand, parse } from '../../src/grammars/rfc6570/index';
import type { Variables } from '../../src/grammars/rfc6570/index';
import { seededRandom } from '../support/inputs';
import vectors from '../vectors/rfc6570-expand.json';

interface Known {
  id: string;
  ours: string;
  theirs: 'expands' | 'throws';
  normalize?: [string, string][];
  pattern?: string;
  explanation: string;
}
const known: Known[] = JSON.parse(readFileSync(join(__dirname, 'expand-differential-known.json'), 'utf8')).differences;

interface Case {
  from: string;
  template: string;
  variables: Record<string, unknown>;
}

// ----- the inputs -----

const SUITE = join(__dirname, '..', 'vectors', 'external', 'uritemplate-test');
function suiteCases(): Case[] {
  const out: Case[] = [];
  for (const file of ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json', 'negative-tests.json']) {
    const groups = JSON.parse(readFileSync(join(SUITE, file), 'utf8')) as Record<string, { variables: Record<string, unknown>; testcases: [string, unknown][] }>;
    for (const g of Object.values(groups)) for (const [template] of g.testcases) out.push({ from: file, template, variables: g.variables });
  }
  return out;
}

/** Our vectors whose values JSON holds as they are (no `{"$js": ...}`). */
function vectorCases(): Case[] {
  const sets = vectors.variables as Record<string, Record<string, unknown>>;
  return (vectors.cases as { template: string; variables: string | Record<string, unknown> }[])
    .filter((c) => !JSON.stringify(c.variables).includes('"$js"'))
    .map((c) => ({ from: 'rfc6570-expand.json', template: c.template, variables: typeof c.variables === 'string' ? sets[c.variables]! : c.variables }));
}

/** The characters of random values: unreserved, reserved, "%" and triplets, what is in neither set, non-ASCII. */
const CHARS = ['a', 'Z', '0', '-', '.', '_', '~', ' ', '/', '?', '#', '[', ']', '@', ':', '!', '$', '&', "'", '(', ')', '*', '+', ',', ';', '=', '%', '%2F', '%41', '%c3%a9', '%C3', '%zz', '<', '>', '"', '{', '}', '|', '\\', '^', '`', '\t', 'é', '€', '😀', '\u0085'];
/** Literal runs of random templates: ASCII literals, a triplet, non-ASCII (§2.1). */
const LITERALS = ['a', '/', '?', '&', '=', '.', '-', '%20', "'", '!', '*', 'é', '😀'];
const OPERATORS = ['', '+', '#', '.', '/', ';', '?', '&'];

/** Seeded random templates and values: names s1-s3 hold strings (or numbers, booleans, null), l1-l2 lists, k1-k2 associative arrays, u is never defined. */
function randomCases(count: number, seed: number): Case[] {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const text = (max: number): string => {
    let s = '';
    for (let n = Math.floor(random() * (max + 1)); n > 0; n--) s += pick(CHARS);
    return s;
  };
  const scalar = (): unknown => (random() < 0.1 ? pick([0, 6, -1.5, 1e21, 37.76, true, false]) : text(5));
  const member = (): unknown => (random() < 0.08 ? null : random() < 0.08 ? pick([7, true]) : text(4));
  const out: Case[] = [];
  for (let i = 0; i < count; i++) {
    const variables: Record<string, unknown> = {};
    for (const name of ['s1', 's2', 's3']) if (random() < 0.9) variables[name] = random() < 0.05 ? null : scalar();
    for (const name of ['l1', 'l2']) if (random() < 0.9) variables[name] = Array.from({ length: Math.floor(random() * 4) }, member);
    for (const name of ['k1', 'k2']) {
      if (random() >= 0.9) continue;
      const pairs: Record<string, unknown> = {};
      for (let n = Math.floor(random() * 4); n > 0; n--) pairs[text(3)] = member();
      variables[name] = pairs;
    }
    let template = '';
    for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
      if (random() < 0.35) {
        for (let k = Math.floor(random() * 3); k >= 0; k--) template += pick(LITERALS);
        continue;
      }
      const specs = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const name = pick(['s1', 's2', 's3', 's1', 's2', 'l1', 'l2', 'k1', 'k2', 'u']);
        const prefix = name.startsWith('s') ? random() < 0.3 : random() < 0.03;
        return name + (prefix ? `:${pick([1, 2, 3, 12])}` : random() < 0.3 ? '*' : '');
      });
      template += `{${random() < 0.02 ? '@' : pick(OPERATORS)}${specs.join(',')}}`;
    }
    out.push({ from: 'random', template, variables });
  }
  return out;
}

// ----- the comparison -----

type Outcome = { expands: true; text: string } | { expands: false; code: string };

function ours(c: Case): Outcome {
  try {
    return { expands: true, text: expand(c.template, c.variables as Variables) };
  } catch (e) {
    return { expands: false, code: (e as { code?: string }).code ?? String(e) };
  }
}

function theirs(c: Case): Outcome {
  try {
    return { expands: true, text: StdUriTemplate.expand(c.template, c.variables) };
  } catch (e) {
    return { expands: false, code: 'throws' };
  }
}

/** The case as the patterns read it: the template, then the values of the variables it names (undefined ones left out). */
function caseText(c: Case): string {
  let names: string[] = [];
  try {
    names = parse(c.template).parts.flatMap((p) => (p.type === 'expression' ? p.variables.map((v) => v.varname) : []));
  } catch {
    names = Object.keys(c.variables);
  }
  const named: Record<string, unknown> = {};
  for (const n of names) if (Object.hasOwn(c.variables, n) && c.variables[n] !== null && c.variables[n] !== undefined) named[n] = c.variables[n];
  return `${c.template}\n${JSON.stringify(named)}`;
}

const rewrites = known.map((k) => (k.normalize ?? []).map(([re, to]) => [new RegExp(re, 'g'), to] as const));
const patterns = known.map((k) => (k.pattern === undefined ? null : new RegExp(k.pattern, 'u')));

/**
 * The entries that explain the disagreement, or null: where one refuses, the first entry of that kind whose pattern
 * the case matches; where both expand, an entry with a pattern and no rewrite that the case matches, else the fewest
 * entries whose rewrites, applied in file order, make the two expansions equal (all that apply, then left out one by
 * one while the two stay equal).
 */
function explain(c: Case, a: Outcome, b: Outcome): number[] | null {
  const text = caseText(c);
  const ourKind = a.expands ? 'expands' : a.code;
  const theirKind = b.expands ? 'expands' : 'throws';
  const candidates = known.flatMap((k, i) => (k.ours === ourKind && k.theirs === theirKind && (patterns[i] === null || patterns[i]!.test(text)) ? [i] : []));
  if (!a.expands || !b.expands) return candidates.length > 0 ? [candidates[0]!] : null;
  const alone = candidates.find((i) => rewrites[i]!.length === 0);
  if (alone !== undefined) return [alone];
  const same = (set: number[]): boolean => {
    let x = a.text;
    let y = b.text;
    for (const i of set) for (const [re, to] of rewrites[i]!) [x, y] = [x.replace(re, to), y.replace(re, to)];
    return x === y;
  };
  if (!same(candidates)) return null;
  let set = candidates;
  for (const i of [...candidates].reverse()) {
    const fewer = set.filter((j) => j !== i);
    if (same(fewer)) set = fewer;
  }
  return set;
}

describe('differential: std-uritemplate (expansion)', () => {
  const cases = [...suiteCases(), ...vectorCases(), ...randomCases(6000, 6570)];

  test('every disagreement is a documented difference, and every documented difference still occurs', () => {
    const used = new Map<number, number>();
    const unexplained: { template: string; variables: string; ours: Outcome; theirs: Outcome }[] = [];
    let parts = 0;
    let bothExpand = 0;
    let bothRefuse = 0;
    for (const c of cases) {
      // Expansion is part by part (§3: literals copied, each expression replaced by its expansion): each part of a
      // valid template is compared alone, so that a difference is told apart from its neighbours'.
      let pieces: Case[];
      try {
        pieces = parse(c.template).parts.map((p) => ({ ...c, template: c.template.slice(p.start, p.end) }));
      } catch {
        pieces = [c];
      }
      for (const piece of pieces) {
        parts++;
        const a = ours(piece);
        const b = theirs(piece);
        if (a.expands && b.expands && a.text === b.text) {
          bothExpand++;
          continue;
        }
        if (!a.expands && !b.expands) {
          bothRefuse++;
          continue;
        }
        const why = explain(piece, a, b);
        if (why === null) unexplained.push({ template: piece.template, variables: JSON.stringify(piece.variables), ours: a, theirs: b });
        else for (const i of why) used.set(i, (used.get(i) ?? 0) + 1);
      }
    }
    // DIFF_DUMP=file.json writes every unexplained disagreement, to classify them.
    if (process.env.DIFF_DUMP) writeFileSync(process.env.DIFF_DUMP, JSON.stringify(unexplained, null, 1));
    const stale = known.filter((_, i) => !used.has(i)).map((k) => k.id);
    expect({ unexplained: unexplained.slice(0, 10), count: unexplained.length, stale }).toEqual({ unexplained: [], count: 0, stale: [] });
    // The comparison means something: many parts, most of them expanded alike, some refused by both.
    expect(cases.length).toBeGreaterThan(6500);
    expect(parts).toBeGreaterThan(12_000);
    expect(bothExpand).toBeGreaterThan(parts / 2);
    expect(bothRefuse).toBeGreaterThan(30);
  });

  test('the list of differences cites RFC 6570 for every entry, and each entry is of one kind', () => {
    expect(new Set(known.map((k) => k.id)).size).toBe(known.length);
    for (const k of known) {
      expect([k.id, /RFC 6570 §\d/.test(k.explanation)]).toEqual([k.id, true]);
      expect([k.id, k.ours === 'expands' || /^ERR_[A-Z_]+$/.test(k.ours), ['expands', 'throws'].includes(k.theirs)]).toEqual([k.id, true, true]);
      // A rewrite only where both expand.
      if (k.normalize) expect([k.id, k.ours, k.theirs]).toEqual([k.id, 'expands', 'expands']);
    }
  });
});
