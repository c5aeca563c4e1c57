/**
 * The equivalence suite of a list of grammars, which test/proof/equivalence.test.ts
 * (RFC 3986 and the grammars that extend none) and
 * test/proof/equivalence-extensions.test.ts (the grammars that extend RFC 3986)
 * register, two files so that jest runs them side by side: for each grammar
 * with a parse API, every ABNF rule compared with `parse`, `isValid` and
 * `check` on the inputs of `support/equivalence.ts`, and every alternative
 * exercised; for a grammar without one, the coverage alone. A table of inputs
 * and CPU time per rule is printed after the suite.
 */
import { afterAll, describe, expect, test } from '@jest/globals';
import { loadGrammar } from './abnf';
import type { Coverage, Grammar } from './abnf';
import { answersFor, compareRule, describeDisagreement, unitOf } from './equivalence';
import type { ParseApi } from './equivalence';
import { grammarApi, hasGrammarApi } from './grammar-apis';

/**
 * Per grammar and rule: inputs, how many valid, CPU time (ms; wall time varies with load) of this process (the
 * answers that a child process derives into the cache, support/equivalence-cache.ts, are not in it), alternatives covered.
 */
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

/** The table of `counts`, printed after the suite. */
function printCounts(): void {
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
}

/** The alternatives that no valid input derives through, as `rule: text`. */
const uncovered = (coverage: Coverage) => coverage.alternatives.filter((a) => a.count === 0).map((a) => a.label);

/** Runs one rule: inputs, comparison with the API (when given), coverage; records the counts. */
function runRule(grammar: Grammar, rule: string, api: ParseApi | null, units: readonly string[]): { report: string[]; uncovered: string[] } {
  const start = process.cpuUsage();
  const answers = answersFor(grammar, rule, units);
  const { inputs, coverage } = answers;
  let report: string[] = [];
  if (api) {
    // Syntax errors are thrown and caught hundreds of thousands of times here;
    // their stack traces are never read, so do not capture them.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    let disagreements;
    try {
      disagreements = compareRule(api, rule, answers).disagreements;
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    // The first few, so that the grammar's author can fix them; never skipped.
    report = disagreements.slice(0, 8).map(describeDisagreement);
    if (disagreements.length > report.length) report.push(`... and ${disagreements.length - report.length} more`);
  }
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

/**
 * Registers, in the calling test file, the suite of `names` (grammars of
 * grammar/grammars.json): those with a parse API compared with their ABNF,
 * the others checked for coverage alone.
 */
export function equivalenceSuite(names: readonly string[]): void {
  afterAll(printCounts);
  // Every rule of the file, in the order its tests run: the first rule the cache lacks is derived with the rest of
  // these in one child process, which shares them with another process deriving them at the same time (a run of
  // one grammar, `-t`, derives them too: the rules of one grammar alone would leave the two passes' processes
  // waiting for each other at the end of each grammar).
  const units = names.flatMap((name) => loadGrammar(name).ruleNames().map((rule) => unitOf(name, rule)));
  for (const name of names.filter(hasGrammarApi)) {
    const grammar = loadGrammar(name);
    const api = grammarApi(name);
    describe(`${name}: parse, isValid and check accept exactly the ABNF language, and fail at the longest viable prefix; every alternative is exercised`, () => {
      test.each(grammar.ruleNames())('%s', (rule) => {
        const { report, uncovered: missing } = runRule(grammar, rule, api, units);
        expect(report).toEqual([]);
        expect(missing).toEqual([]);
      }, 120_000);
    });
  }
  for (const name of names.filter((n) => !hasGrammarApi(n))) {
    const grammar = loadGrammar(name);
    describe(`${name} (no parse API yet): the inputs exercise every alternative`, () => {
      test.each(grammar.ruleNames())('%s', (rule) => {
        expect(runRule(grammar, rule, null, units).uncovered).toEqual([]);
      }, 120_000);
    });
  }
}
