/**
 * The validator (src/core/dfa.ts: the DFAs that scripts/dfa.mjs compiles from
 * grammar/rfc3986.abnf) against the generated Peggy parser: for every Appendix
 * A rule they accept the same inputs and, on the others, the DFA fails at the
 * end of the longest valid prefix (by the ABNF matcher). isValid() answers by the DFA alone and check() takes its offset, so
 * any disagreement here is a bug in one of the two grammars' compilations.
 *
 * test/proof/equivalence.test.ts compares the API with the independent ABNF
 * matcher; this file compares the DFA and the parser with each other, on the
 * vectors, on the equivalence test's inputs and on seeded random and mutated
 * ones, and runs the DFA over 10 MB hostile inputs.
 *
 * The equivalence test's inputs (1.17 million over the 36 rules): `npm test`
 * takes every EQUIVALENCE_STRIDE-th of each rule's (a fixed sample, about
 * 146,000), since there the equivalence proof compares the DFA (isValid,
 * check) and the optimized parser with the ABNF on all of them, and
 * test/proof/parser-passes.test.ts the optimized parser with this plain one:
 * together, what this file would add on the rest. `npm run prove`
 * (URI_GRAMMAR_PROOF_SCALE set) takes them all, at its scale.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { RULE_NAMES, check, isValid, type RuleName } from '../../src/index.js';
import { VALID, decodeDigits } from '../../src/core/dfa.js';
import { validator } from '../../src/grammars/rfc3986/validator.js';
import { pegName } from '../../src/grammars/rfc3986/rules.js';
import { parse as peg, PeggySyntaxError } from '../../generated/rfc3986.plain.js';
import type { ParseOptions } from '../../generated/rfc3986.plain.js';
import { VALIDATOR } from '../../generated/rfc3986.validator.js';
import { rfc3986 } from '../support/abnf.js';
import { inputsFor } from '../support/equivalence.js';
import { hash, mutate, randomStrings, sampledAndMutated, seededRandom } from '../support/inputs.js';
import { groups } from '../support/grammar-vectors.js';

type StartRule = NonNullable<ParseOptions['startRule']>;

/** 1 under `npm run prove` (every equivalence input), else 8 (see the header). */
const EQUIVALENCE_STRIDE = process.env.URI_GRAMMAR_PROOF_SCALE === undefined ? 8 : 1;

const { validate, expectedAt, viableNext } = validator;
const { rules: DFAS, classMaps: CLASS_MAPS } = VALIDATOR;

/** The generated parser alone: -1 when it accepts, else its error offset. */
function peggyOffset(input: string, rule: RuleName): number {
  try {
    peg(input, { startRule: pegName(rule) as StartRule });
    return VALID;
  } catch (e) {
    if (e instanceof PeggySyntaxError) return e.location.start.offset;
    throw e;
  }
}

/**
 * The inputs on which the DFA and the parser disagree, as readable lines:
 * whether the input is valid, by the parser; where it stops, by the parser
 * or, where the two offsets differ, by the ABNF matcher (Peggy reports a multi-character literal that fails, `"::"` or
 * `"//"`, at its first character, so its offset is not the longest valid
 * prefix there).
 */
function disagreements(rule: RuleName, inputs: Iterable<string>): string[] {
  const out: string[] = [];
  for (const input of inputs) {
    const dfa = validate(input, rule);
    const parser = peggyOffset(input, rule);
    const expected = parser === VALID || parser === dfa ? parser : rfc3986.viablePrefix(rule, input);
    if (dfa !== expected) out.push(`${rule} ${JSON.stringify(input)}: DFA ${dfa === VALID ? 'valid' : `offset ${dfa}`}, Peggy ${parser === VALID ? 'valid' : `offset ${parser}`}, ABNF ${expected === VALID ? 'valid' : `offset ${expected}`}`);
  }
  return out;
}

describe('generated/rfc3986.validator.ts', () => {
  test('has one DFA per Appendix A rule, in order, with a dead state 0, a start state 1 and consistent tables', () => {
    expect(Object.keys(DFAS)).toEqual([...RULE_NAMES]);
    for (const rule of RULE_NAMES) {
      const d = DFAS[rule]!;
      expect(d.states).toBeGreaterThanOrEqual(2);
      expect(d.classMap).toBeLessThan(CLASS_MAPS.length);
      // states × classes next states, each a state; one value per state, 0 or 1 (decodeDigits checks the counts).
      const table = decodeDigits(d.table, d.states * d.classes);
      expect(Math.max(...table)).toBeLessThan(d.states);
      expect(table.slice(0, d.classes).every((t) => t === 0)).toBe(true);
      expect([...new Set(decodeDigits(d.accepting, d.states))].every((a) => a === 0 || a === 1)).toBe(true);
      expect(() => decodeDigits(d.table, d.states * d.classes + 1)).toThrow(RangeError);
    }
  });
});

test('the tables\' text (scripts/dfa.mjs encodeDigits) decodes to the same values, escapes and digit boundaries included', () => {
  const values = [0, 1, 2, 3, 57, 58, 59, 60, 90, 91, 92, 93, 183, 184, 511, 1000];
  const script = `import { encodeDigits } from './scripts/dfa.mjs'; process.stdout.write(encodeDigits(${JSON.stringify(values)}));`;
  const text = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(__dirname, '..', '..'), encoding: 'utf8' });
  expect(text).not.toMatch(/["\\]/);
  expect(text.startsWith(' !#$')).toBe(true); // 0, 1, 2 (no double quote), 3
  expect([...decodeDigits(text, values.length)]).toEqual(values);
  expect(() => decodeDigits(`${text}~`, values.length)).toThrow(RangeError);
});

describe('the DFA and the parser agree on test/vectors/grammar.json', () => {
  test.each(groups.map((g) => [`${g.rule} (${g.source})`, g] as const))('%s', (_name, g) => {
    for (const input of g.ok) expect({ input, dfa: validate(input, g.rule) }).toEqual({ input, dfa: VALID });
    for (const [input, offset] of g.bad) expect({ input, dfa: validate(input, g.rule) }).toEqual({ input, dfa: offset });
    expect(disagreements(g.rule, [...g.ok, ...g.bad.map(([input]) => input)])).toEqual([]);
  });
});

/** Printable US-ASCII and a few others: what random edits insert. */
const POOL = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)), '\t', '\0', 'é', '\u{1F600}'];
/** The characters that shape URIs, so that random strings reach deep states. */
const SHAPE = ['a', 'F', 'v', '1', '2', '5', '0', '.', ':', '/', '?', '#', '@', '[', ']', '%', '!', '-'];

// isValid() and check() now answer by the DFA, so test/proof/equivalence.test.ts
// compares the DFA with the ABNF matcher; comparing the parser with the DFA on
// the same inputs keeps the parser (parse(), and check()'s expectations)
// proven equivalent to the ABNF too.
describe('the DFA and the parser agree on the equivalence inputs and on seeded random and mutated inputs', () => {
  test.each([...RULE_NAMES])('%s', (rule) => {
    const random = seededRandom(hash(rule) ^ 0x5eed);
    const pick = () => (random() < 0.5 ? SHAPE : POOL)[Math.floor(random() * (random() < 0.5 ? SHAPE.length : POOL.length))] ?? 'a';
    const inputs = new Set<string>(inputsFor(rfc3986, rule).filter((_, i) => i % EQUIVALENCE_STRIDE === 0));
    // Valid strings sampled from the ABNF, and mutants of one to three edits.
    for (const s of sampledAndMutated(rfc3986, rule, random, pick, 200, 6)) inputs.add(s);
    // Random strings over the shaping characters.
    for (const s of randomStrings(random, SHAPE, 0, 24, 1000)) inputs.add(s);
    // Concatenations of two samples, edited: long inputs with structure.
    for (let i = 0; i < 200; i++) inputs.add(mutate(random, rfc3986.sample(rule, random) + rfc3986.sample(rule, random), pick));
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0; // the parser throws on every invalid input; no stack is read
    try {
      const report = disagreements(rule, inputs);
      expect(report.slice(0, 8)).toEqual([]);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }, 120_000);
});

describe('validate() and its callers', () => {
  test('a proper prefix of a valid string fails at its end; a non-ASCII code unit is never viable', () => {
    expect(validate('http://[::1', 'URI')).toBe(11);
    expect(validate('%4', 'pct-encoded')).toBe(2);
    expect(validate('', 'scheme')).toBe(0);
    expect(validate('ab\u00e9', 'segment')).toBe(2);
    expect(validate('a\u{1F600}', 'segment')).toBe(1);
    expect(validate('a\ud800', 'fragment')).toBe(1);
  });

  test('isValid and check follow the DFA', () => {
    expect(isValid('http://example.com/a?b#c')).toBe(true);
    expect(isValid('http://exa mple.com/')).toBe(false);
    expect(check('http://exa mple.com/')?.offset).toBe(10);
    expect(check('1.2.3.4', 'IPv4address')).toBeNull();
    expect(check('1.2.3.256', 'IPv4address')?.offset).toBe(8);
  });

  test('viableNext names what can continue', () => {
    expect(viableNext('%4', 'pct-encoded', 2)).toEqual({ ranges: [[0x30, 0x39], [0x41, 0x46], [0x61, 0x66]], end: false });
    expect(viableNext('12', 'port', 2)).toEqual({ ranges: [[0x30, 0x39]], end: true });
  });

  test('expectedAt names the DFA\'s set: named sets largest first, runs as %x ranges, letters once for both cases', () => {
    expect(expectedAt('%4', 'pct-encoded', 2)).toEqual(['HEXDIG']);
    expect(expectedAt('25', 'IPv4address', 2)).toEqual(['"."', '%x30-35']);
    expect(expectedAt('[x', 'IP-literal', 1)).toEqual(['":"', '"v"', 'HEXDIG']);
    // path: ":" too (path-rootless continues where path-noscheme stops).
    expect(expectedAt('a b', 'path', 1)).toEqual(['"%"', '"/"', '":"', '"@"', 'end of input', 'sub-delims', 'unreserved']);
    // hier-part: the second "/" of "//".
    expect(expectedAt('/[', 'hier-part', 1)).toEqual(['"%"', '"/"', '":"', '"@"', 'end of input', 'sub-delims', 'unreserved']);
    // host: what would continue the IPv4address as a reg-name.
    expect(expectedAt('1.2.3.4[', 'host', 7)).toEqual(['"%"', 'end of input', 'sub-delims', 'unreserved']);
    expect(expectedAt('25', 'dec-octet', 2)).toEqual(['%x30-35', 'end of input']);
    expect(expectedAt('[', 'IP-literal', 1)).toEqual(['":"', '"v"', 'HEXDIG']);
    expect(expectedAt('', 'scheme', 0)).toEqual(['ALPHA']);
    expect(expectedAt('a', 'scheme', 1)).toEqual(['"+"', '"-"', '"."', 'ALPHA', 'DIGIT', 'end of input']);
  });

  test('isValid and check reject what is not a string or not a rule', () => {
    expect(() => isValid(42 as unknown as string)).toThrow(TypeError);
    expect(() => isValid('a', 'nope' as RuleName)).toThrow(TypeError);
    expect(() => check(null as unknown as string)).toThrow(TypeError);
  });
});

/**
 * From 256 code units on, validate() reads a run of units that lead a state
 * back to itself (one character, or "%" and two HEXDIG) apart from the DFA's
 * step-by-step loop. These long inputs are short ones with one unit stretched
 * into a run, then edited, so that runs end in every way: at the input's end,
 * at a unit that leaves the state, at a broken pct-encoded, at a non-ASCII
 * code unit.
 */
describe('the DFA and the parser agree on long inputs with runs (validate() reads runs apart from 256 code units on)', () => {
  const LONG = 256;
  test.each([...RULE_NAMES])('%s', (rule) => {
    const random = seededRandom(hash(rule) ^ 0x10e6);
    const pick = () => (random() < 0.5 ? SHAPE : POOL)[Math.floor(random() * (random() < 0.5 ? SHAPE.length : POOL.length))] ?? 'a';
    const inputs = new Set<string>();
    const bases = [...sampledAndMutated(rfc3986, rule, random, pick, 60, 2), ...randomStrings(random, SHAPE, 1, 12, 60)];
    for (const base of bases) {
      if (base.length === 0) continue;
      const at = Math.floor(random() * base.length);
      const unit = base[at] === '%' ? base.slice(at, at + 3) : base[at]!;
      const times = Math.ceil(LONG / unit.length) + Math.floor(random() * 64);
      const long = base.slice(0, at) + unit.repeat(times) + base.slice(at + unit.length);
      inputs.add(long);
      inputs.add(mutate(random, long, pick));
      // A break inside the run: a bad unit, a cut pct-encoded, a non-ASCII one.
      const cut = at + unit.length * Math.floor(random() * times);
      for (const bad of ['^', '%4', '%', 'é', '%4G']) inputs.add(long.slice(0, cut) + bad + long.slice(cut));
    }
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      const long = [...inputs].filter((input) => input.length >= LONG);
      expect(long.length).toBeGreaterThan(500);
      expect(disagreements(rule, long).slice(0, 8)).toEqual([]);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }, 120_000);
});

/**
 * 10 MB inputs of shapes that make backtracking parsers and regular
 * expressions slow: the DFA reads each code unit once, so these only have to
 * finish (speed is measured by scripts/bench.mjs, never asserted here).
 */
describe('10 MB hostile inputs', () => {
  const M = 1e7;
  const cases: [string, () => string][] = [
    ['":" x 1e7', () => ':'.repeat(M)],
    ['"%" x 1e7', () => '%'.repeat(M)],
    ['"1." x 5e6', () => '1.'.repeat(M / 2)],
    ['"::" x 5e6', () => '::'.repeat(M / 2)],
    ['"a" x 1e7 then ":"', () => 'a'.repeat(M) + ':'],
    ['"/" x 1e7', () => '/'.repeat(M)],
    ['"%41" in a path', () => '/' + '%41'.repeat(M / 3)],
    ['"1:" pieces in an IP-literal', () => 'http://[' + '1:'.repeat(M / 2)],
    ['"192.168.0.256." as a reg-name', () => 'http://' + '192.168.0.256.'.repeat(M / 14) + '/'],
    ['an open IPvFuture', () => 'http://[v1.' + 'a:'.repeat(M / 2)],
    ['a long query, then "^"', () => 'http://h/?' + '?/'.repeat(M / 2) + '^'],
  ];
  test.each(cases)('%s: every rule, valid or not, in one pass', (_name, make) => {
    const input = make();
    for (const rule of RULE_NAMES) {
      const offset = validate(input, rule);
      expect(offset === VALID || (offset >= 0 && offset <= input.length)).toBe(true);
    }
    // The answers the RFC gives for the URI-reference rule.
    expect(isValid(input)).toBe(validate(input, 'URI-reference') === VALID);
  });

  test('the offsets of the long inputs are those of short ones of the same shape', () => {
    expect(validate(':'.repeat(M), 'URI-reference')).toBe(0);
    expect(validate('%'.repeat(M), 'URI-reference')).toBe(1);
    expect(validate('1.'.repeat(M / 2), 'URI-reference')).toBe(VALID);
    expect(validate('::'.repeat(M / 2), 'URI-reference')).toBe(0);
    expect(validate('a'.repeat(M) + ':', 'URI-reference')).toBe(VALID);
    expect(validate('http://[' + '1:'.repeat(M / 2), 'URI')).toBe(8 + 2 * 7 + 1);
    expect(validate('http://h/?' + '?/'.repeat(M / 2) + '^', 'URI')).toBe(10 + M);
  });
});
