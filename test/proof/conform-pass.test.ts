/**
 * The conformance report's one pass (src/conform/: every row's DFA run side by
 * side as one product automaton, src/core/dfa-product.ts) gives what each row's
 * own DFA gives, run alone: for every row of `rulesFor`, its verdict, its
 * offset, its expectations, what was found and the message, on
 * test/corpus/differential.txt, its seeded mutations (scripts/mutations.cjs),
 * the same URIs made IRIs (a code unit from 128 on: a grammar over code points
 * reads on, the others stop), and every input of the conformance suite
 * (conformance/suite/). The reference is a fresh validator per grammar
 * (`createValidator`), one `diagnose` per row on the text the row matches.
 */
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRAMMARS, conform, conformingGrammars, errorOf, rulesFor, verdicts } from '../../src/conform/index.js';
import { createValidator, type Validator } from '../../src/core/dfa.js';
import { schemePart, type GrammarInfo } from '../../src/core/grammar-info.js';
import { returnedSyntaxError } from '../../src/core/errors.js';
import { VALIDATORS } from '../../generated/family.js';
import { corpusMutations } from '../../scripts/mutations.cjs';

const root = join(__dirname, '..', '..');
const lines = (file: string): string[] => new TextDecoder().decode(readFileSync(join(root, file))).split('\n').slice(0, -1);
const differential = lines('test/corpus/differential.txt');

/** A corpus URI with a character from beyond US-ASCII after its first "/" or at its end, in turn é, 例 and 😀 (a surrogate pair). */
const iriOf = (s: string, i: number): string => {
  const c = ['\u00e9', '\u4f8b', '\u{1f600}'][i % 3]!;
  const slash = s.indexOf('/', s.indexOf('//') + 2);
  return slash < 0 ? s + c : s.slice(0, slash + 1) + c + s.slice(slash + 1);
};

/** Every input of the conformance suite's validity cases, each once. */
function suiteInputs(): string[] {
  const dir = join(root, 'conformance', 'suite');
  const inputs = new Set<string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (line === '') continue;
      const c = JSON.parse(line) as { input?: string; inputHex?: string };
      if (typeof c.input === 'string') inputs.add(c.input);
    }
  }
  return [...inputs];
}

const reference = new Map<string, Validator>();
const referenceOf = (name: string): Validator => {
  let v = reference.get(name);
  if (v === undefined) reference.set(name, (v = createValidator(VALIDATORS[name]!)));
  return v;
};

/** The row as one DFA run alone gives it: [grammar, rule, kind, offset or -1, expected, found, message]. */
function alone(g: GrammarInfo, rule: string, kind: 'rule' | 'scheme', input: string): unknown[] {
  const text = kind === 'scheme' && g.kind === 'scheme' ? schemePart(input, g.schemeFragment) : input;
  const failure = referenceOf(g.name).diagnose(text, rule);
  if (failure === null) return [g.name, rule, kind, -1, null, null, null];
  const e = returnedSyntaxError<string>(input, failure.offset, failure.expected, rule, g.name);
  return [g.name, rule, kind, failure.offset, failure.expected, e.found, e.message];
}

/** The inputs that differ from the reference, with both answers (empty when the pass is right). */
function differences(inputs: readonly string[]): unknown[] {
  const out: unknown[] = [];
  for (const input of inputs) {
    const want = GRAMMARS.flatMap((g) => rulesFor(g, input).map(({ rule, kind }) => alone(g, rule, kind, input)));
    const rows = conform(input);
    const got = rows.map((r) => [r.grammar, r.rule, r.kind, r.valid ? -1 : r.error!.offset, r.error?.expected ?? null, r.error?.found ?? null, r.error?.message ?? null]);
    const v = verdicts(input);
    const fromVerdicts = v.map((x) => {
      const e = errorOf(input, x);
      return [x.grammar, x.rule, x.kind, x.offset, e?.expected ?? null, e?.found ?? null, e?.message ?? null];
    });
    const valid = rows.some((r) => r.kind === 'rule' && r.valid);
    if (JSON.stringify(got) !== JSON.stringify(want) || JSON.stringify(fromVerdicts) !== JSON.stringify(want) || (conformingGrammars(input).length > 0) !== valid)
      out.push({ input, want, got, fromVerdicts });
    if (out.length >= 5) break;
  }
  return out;
}

describe('the one pass gives what each row\'s DFA gives alone', () => {
  test('test/corpus/differential.txt', () => {
    expect(differential.length).toBeGreaterThan(4000);
    expect(differences(differential)).toEqual([]);
  });

  test('its seeded mutations', () => {
    const mutated = corpusMutations(differential, 3, 30);
    expect(differences(mutated)).toEqual([]);
  });

  test('its URIs made IRIs, and with a lone surrogate', () => {
    const iris = differential.map(iriOf);
    expect(differences(iris)).toEqual([]);
    expect(differences(differential.slice(0, 500).map((s) => s + '\ud83d'))).toEqual([]);
    expect(differences(differential.slice(0, 500).map((s) => '\ud83d' + s))).toEqual([]);
  });

  test('every input of the conformance suite', () => {
    const inputs = suiteInputs();
    expect(inputs.length).toBeGreaterThan(10000);
    expect(differences(inputs)).toEqual([]);
  });

  test('a selection of grammars, and every scheme a grammar has a rule for, upper case too', () => {
    const schemes = [...new Set(GRAMMARS.flatMap((g) => Object.keys(g.schemeRules)))];
    const inputs = schemes.flatMap((scheme) => differential.slice(0, 60).map((s, i) => `${i % 2 ? scheme.toUpperCase() : scheme}:${s.replace(/^[a-z][a-z0-9+.-]*:/i, '')}`));
    expect(differences(inputs)).toEqual([]);
    for (const input of inputs.slice(0, 300)) {
      const asked = ['rfc1738', 'rfc8089', 'rfc2396'];
      const all = conform(input).filter((r) => asked.includes(r.grammar));
      expect(conform(input, { grammars: asked })).toEqual(all);
    }
  });
});
