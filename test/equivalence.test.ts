/**
 * Grammar equivalence: for every grammar of grammar/grammars.json that has a
 * parse API (support/grammar-apis.ts) and every rule of its ABNF, the
 * generated PEG parser (`parse`) accepts exactly the ABNF rule's language, and
 * its syntax error offset is the length of the longest prefix that some valid
 * string begins with; `isValid` and `check` say the same. The oracle
 * (`support/abnf.ts`) is built from `grammar/<name>.abnf` alone (after its
 * base's when it extends one); the inputs are described in
 * `support/equivalence.ts`. They must exercise every alternative of the rule:
 * a rule with an alternative that no valid input derives through fails.
 *
 * PEG choice is ordered and greedy where ABNF choice is not (RFC 5234 §3.2),
 * so a literal transcription can reject valid input or stop early: this file
 * is the proof that the Peggy grammars do neither.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { RULE_NAMES } from '../src/index';
import { grammarEntries, loadGrammar, rfc3986 } from './support/abnf';
import type { Coverage, Grammar } from './support/abnf';
import { compareRule, describeDisagreement, inputsFor } from './support/equivalence';
import type { ParseApi } from './support/equivalence';
import { GRAMMAR_API_NAMES, grammarApi, hasGrammarApi } from './support/grammar-apis';

const peggy = require('peggy') as { parser: { parse(text: string): { rules: { name: string }[] } } };

/** Every grammar of grammars.json must have a parse API: a new grammar without one fails here. */
const EXPECTED_GRAMMARS: readonly string[] = grammarEntries().map((g) => g.name);

const entries = grammarEntries();
const compared = entries.filter((g) => hasGrammarApi(g.name)).map((g) => g.name);
const oracleOnly = entries.filter((g) => !hasGrammarApi(g.name)).map((g) => g.name);

describe('grammars compared', () => {
  test('every expected grammar, and every grammar with a module in src/, has a parse API; the rest are listed', () => {
    console.log(
      [
        `grammars compared with their ABNF (parse, isValid, check): ${compared.join(', ') || 'none'}`,
        `grammars without a parse API yet (their inputs' coverage is checked, nothing is compared): ${oracleOnly.join(', ') || 'none'}`,
      ].join('\n'),
    );
    const names = entries.map((g) => g.name);
    expect(EXPECTED_GRAMMARS.filter((name) => !names.includes(name))).toEqual([]);
    expect(GRAMMAR_API_NAMES.filter((name) => !names.includes(name))).toEqual([]);
    expect(EXPECTED_GRAMMARS.filter((name) => !hasGrammarApi(name))).toEqual([]);
    // A grammar's module in src/ without its line in support/grammar-apis.ts would go untested.
    const unlisted = oracleOnly.filter((name) => existsSync(join(__dirname, '..', 'src', name, 'index.ts')));
    expect(unlisted).toEqual([]);
  });
});

describe('rule names', () => {
  const abnfRules = rfc3986.ruleNames();
  test('grammar/rfc3986.abnf has the 36 rules of Appendix A, and RULE_NAMES lists them in order', () => {
    expect(abnfRules).toHaveLength(36);
    expect([...RULE_NAMES]).toEqual(abnfRules);
  });

  test('the Peggy rules are the ABNF rules and the core rules they use, `-` written `_`', () => {
    const peg = peggy.parser.parse(readFileSync(join(__dirname, '..', 'grammar', 'rfc3986.peggy'), 'utf8'));
    const pegNames = peg.rules.map((r) => r.name);
    const expected = rfc3986.referencedRuleNames().map((name) => name.replace(/-/g, '_'));
    expect(new Set(pegNames).size).toBe(pegNames.length);
    expect([...pegNames].sort()).toEqual([...expected].sort());
    expect(expected).toHaveLength(39); // 36 of Appendix A + ALPHA, DIGIT, HEXDIG (RFC 5234 B.1)
  });
});

/** Per grammar and rule: inputs, how many valid, CPU time (ms; wall time varies with load), alternatives covered. */
interface Count {
  grammar: string;
  rule: string;
  compared: boolean;
  inputs: number;
  valid: number;
  ms: number;
  covered: number;
  alternatives: number;
}
const counts: Count[] = [];

afterAll(() => {
  if (counts.length === 0) return;
  const row = (label: string, c: Omit<Count, 'grammar' | 'rule' | 'compared'>, note = '') =>
    `  ${label.padEnd(16)} ${String(c.inputs).padStart(8)} ${String(c.valid).padStart(7)} ${String(c.ms).padStart(7)} ${`${c.covered}/${c.alternatives}`.padStart(9)}${note}`;
  const lines: string[] = [];
  for (const grammar of [...new Set(counts.map((c) => c.grammar))]) {
    const mine = counts.filter((c) => c.grammar === grammar);
    const sum = (key: 'inputs' | 'valid' | 'ms' | 'covered' | 'alternatives') => mine.reduce((n, c) => n + c[key], 0);
    const how = mine[0].compared ? 'API vs ABNF' : 'ABNF only: no parse API yet, nothing compared';
    lines.push(
      `${grammar}: inputs per rule (${how}); alternatives: those some valid input derives through / all reachable from the rule`,
      `  ${'rule'.padEnd(16)} ${'inputs'.padStart(8)} ${'valid'.padStart(7)} ${'cpu ms'.padStart(7)} ${'alts'.padStart(9)}`,
      ...mine.map((c) => row(c.rule, c)),
      row('total', { inputs: sum('inputs'), valid: sum('valid'), ms: sum('ms'), covered: sum('covered'), alternatives: sum('alternatives') }),
    );
  }
  console.log(lines.join('\n'));
});

/** The alternatives that no valid input derives through, as `rule: text`. */
const uncovered = (coverage: Coverage) => coverage.alternatives.filter((a) => a.count === 0).map((a) => a.label);

/** Runs one rule: inputs, comparison with the API (when given), coverage; records the counts. */
function runRule(grammar: Grammar, rule: string, api: ParseApi | null): { report: string[]; uncovered: string[] } {
  const start = process.cpuUsage();
  const inputs = inputsFor(grammar, rule);
  let report: string[] = [];
  if (api) {
    // Syntax errors are thrown and caught hundreds of thousands of times here;
    // their stack traces are never read, so do not capture them.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    let disagreements;
    try {
      disagreements = compareRule(api, grammar, rule, inputs).disagreements;
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    // The first few, so that the grammar's author can fix them; never skipped.
    report = disagreements.slice(0, 8).map(describeDisagreement);
    if (disagreements.length > report.length) report.push(`... and ${disagreements.length - report.length} more`);
  }
  const coverage = grammar.coverage(rule, inputs);
  const cpu = process.cpuUsage(start);
  const missing = uncovered(coverage);
  counts.push({
    grammar: grammar.name,
    rule,
    compared: api !== null,
    inputs: inputs.length,
    valid: coverage.valid,
    ms: Math.round((cpu.user + cpu.system) / 1000),
    covered: coverage.alternatives.length - missing.length,
    alternatives: coverage.alternatives.length,
  });
  return { report, uncovered: missing };
}

for (const name of compared) {
  const grammar = loadGrammar(name);
  const api = grammarApi(name);
  describe(`${name}: parse, isValid and check accept exactly the ABNF language, and fail at the longest viable prefix; every alternative is exercised`, () => {
    test.each(grammar.ruleNames())('%s', (rule) => {
      const { report, uncovered: missing } = runRule(grammar, rule, api);
      expect(report).toEqual([]);
      expect(missing).toEqual([]);
    }, 120_000);
  });
}

for (const name of oracleOnly) {
  const grammar = loadGrammar(name);
  describe(`${name} (no parse API yet): the inputs exercise every alternative`, () => {
    test.each(grammar.ruleNames())('%s', (rule) => {
      expect(runRule(grammar, rule, null).uncovered).toEqual([]);
    }, 120_000);
  });
}
