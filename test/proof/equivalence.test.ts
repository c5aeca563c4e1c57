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
 * This file runs RFC 3986 and the grammars that extend none (the legacy ones);
 * test/proof/equivalence-extensions.test.ts those that extend RFC 3986 (the suite is
 * support/equivalence-suite.ts).
 *
 * PEG choice is ordered and greedy where ABNF choice is not (RFC 5234 §3.2),
 * so a literal transcription can reject valid input or stop early: this file
 * is the proof that the Peggy grammars do neither.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { RULE_NAMES } from '../../src/index';
import { grammarEntries, rfc3986 } from '../support/abnf';
import { equivalenceSuite } from '../support/equivalence-suite';
import { GRAMMAR_API_NAMES, hasGrammarApi } from '../support/grammar-apis';

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
    const unlisted = oracleOnly.filter((name) => existsSync(join(__dirname, '..', '..', 'src', name, 'index.ts')));
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
    const peg = peggy.parser.parse(readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc3986.peggy'), 'utf8'));
    const pegNames = peg.rules.map((r) => r.name);
    const expected = rfc3986.referencedRuleNames().map((name) => name.replace(/-/g, '_'));
    expect(new Set(pegNames).size).toBe(pegNames.length);
    expect([...pegNames].sort()).toEqual([...expected].sort());
    expect(expected).toHaveLength(39); // 36 of Appendix A + ALPHA, DIGIT, HEXDIG (RFC 5234 B.1)
  });
});

equivalenceSuite(entries.filter((g) => g.base === undefined).map((g) => g.name));
