/**
 * Grammar equivalence: for every rule of RFC 3986 Appendix A, the generated
 * PEG parser (`parse`) accepts exactly the ABNF rule's language, and its
 * syntax error offset is the length of the longest prefix that some valid
 * string begins with; `isValid` and `check` say the same. The oracle
 * (`support/abnf.ts`) is built from `grammar/rfc3986.abnf` alone; the inputs
 * are described in `support/equivalence.ts`.
 *
 * PEG choice is ordered and greedy where ABNF choice is not (RFC 5234 §3.2),
 * so a literal transcription can reject valid input or stop early: this file
 * is the proof that the Peggy grammar does neither.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { RULE_NAMES, check, isUriSyntaxError, isValid, parse } from '../src/index';
import type { RuleName } from '../src/index';
import { rfc3986 } from './support/abnf';
import { compareRule, describeDisagreement, inputsFor } from './support/equivalence';

const peggy = require('peggy') as { parser: { parse(text: string): { rules: { name: string }[] } } };

const abnfRules = rfc3986.ruleNames();
const api = {
  parse: (input: string, rule: string) => parse(input, rule as RuleName),
  isSyntaxError: isUriSyntaxError,
  isValid: (input: string, rule: string) => isValid(input, rule as RuleName),
  check: (input: string, rule: string) => check(input, rule as RuleName),
};

describe('rule names', () => {
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

/** Per rule: inputs compared, how many of them valid, and the CPU time taken (ms; wall time varies with load). */
const counts: { rule: string; inputs: number; valid: number; ms: number }[] = [];

afterAll(() => {
  if (counts.length === 0) return;
  const row = (rule: string, inputs: number, valid: number, ms: number) =>
    `  ${rule.padEnd(14)} ${String(inputs).padStart(8)} ${String(valid).padStart(7)} ${String(ms).padStart(7)}`;
  const sum = (key: 'inputs' | 'valid' | 'ms') => counts.reduce((n, c) => n + c[key], 0);
  console.log(
    [
      'inputs compared per rule (API vs ABNF):',
      `  ${'rule'.padEnd(14)} ${'inputs'.padStart(8)} ${'valid'.padStart(7)} ${'cpu ms'.padStart(7)}`,
      ...counts.map((c) => row(c.rule, c.inputs, c.valid, c.ms)),
      row('total', sum('inputs'), sum('valid'), sum('ms')),
    ].join('\n'),
  );
});

describe('parse, isValid and check accept exactly the ABNF language, and fail at the longest viable prefix', () => {
  test.each(abnfRules)('%s', (rule) => {
    const start = process.cpuUsage();
    const inputs = inputsFor(rfc3986, rule);
    // Syntax errors are thrown and caught hundreds of thousands of times here;
    // their stack traces are never read, so do not capture them.
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    let result;
    try {
      result = compareRule(api, rfc3986, rule, inputs);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    const { valid, disagreements } = result;
    const cpu = process.cpuUsage(start);
    counts.push({ rule, inputs: inputs.length, valid, ms: Math.round((cpu.user + cpu.system) / 1000) });
    // The first few, so that the grammar's author can fix them; never skipped.
    const report = disagreements.slice(0, 8).map(describeDisagreement);
    if (disagreements.length > report.length) report.push(`... and ${disagreements.length - report.length} more`);
    expect(report).toEqual([]);
  }, 120_000);
});
