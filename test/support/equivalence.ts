/**
 * The grammar-equivalence check: for one rule of a grammar, runs the parse
 * API and the ABNF oracle (`abnf.ts`) on a large input set and lists every
 * input on which they disagree.
 *
 * The input set of a rule (its "plan") is, deduplicated:
 *  1. tuned (RFC 3986 rules only, and the rules of other grammars that are
 *     defined exactly as in RFC 3986, every rule they reach included):
 *     (a) exhaustive: every string up to a length over hand-picked alphabets;
 *     for the IP rules also every string over a smaller alphabet whose every
 *     proper prefix is viable, to longer lengths, and random strings over it;
 *     (b) random: valid strings sampled from the ABNF, each with mutants of one
 *     to three random edits (a character, or a valid string of any rule,
 *     inserted, deleted, replaced; or truncation), with a fixed seed per rule;
 *  2. derived from the rule's ABNF, for every rule of every grammar:
 *     (a) exhaustive strings over the rule's alphabet: one representative of
 *     each character class that the rule's terminals distinguish, both cases
 *     of the letters of its quoted strings, the first and last code point of
 *     every num-val range and the code point either side of it, and what is
 *     in no grammar's alphabet (lone high and low surrogates and a reversed
 *     pair; for ASCII grammars also a non-ASCII and an astral character); to
 *     the longest length whose count stays within a budget;
 *     (b) strings grown from viable prefixes: a random beam through the tree
 *     of viable prefixes over the class representatives, to long lengths; and
 *     for every alternative reachable from the rule, a short valid string
 *     derived through it, each of its prefixes followed by representatives;
 *     (c) random: valid strings through every alternative, with mutants; and
 *     for rules without a tuned plan, valid strings sampled from the ABNF
 *     with mutants as in 1(b), whose edits also insert the alphabet's edges.
 * So every alternative is exercised by some valid input: `Grammar.coverage`
 * counts them, and the equivalence test fails when one has none.
 *
 * The inputs of a rule, the oracle's answer on each (in the language, or its
 * viable prefix) and the coverage depend only on the ABNF and on this code:
 * `answersFor` derives them once per content, in a child process, and every
 * test file and both of jest's passes read them from a shared cache
 * (support/equivalence-cache.ts); the files compare the API with them.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { grammarEntries, loadGrammar } from './abnf';
import type { Coverage, Grammar } from './abnf';
import { SharedDerivation, cacheKey } from './equivalence-cache';
import type { RuleAnswers } from './equivalence-cache';
import {
  exhaustive, exhaustiveLength, hash, prefixExtensions, randomStrings, sampledAndMutated, seededRandom, validAndMutated, viableBeam, viableTree,
} from './inputs';

/**
 * The part of the public API under test: `parse` runs the generated PEG
 * parser (and throws a syntax error with an offset), `isValid` and `check`
 * may decide by other means; all three must agree with the ABNF.
 */
export interface ParseApi {
  parse(input: string, rule: string): unknown;
  isSyntaxError(e: unknown): e is { offset: number };
  isValid(input: string, rule: string): boolean;
  check(input: string, rule: string): { offset: number } | null;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));

/** Every US-ASCII code unit, one non-ASCII BMP character and one astral (surrogate pair). */
const EVERY_ASCII = [...range(0, 127), 'é', '\u{1F600}'];

/** Printable US-ASCII and a few others: the characters that mutations insert. */
const MUTATION_POOL = [...range(0x20, 0x7e), '\t', '\0', 'é', '\u00ff', '\u{1F600}'];

/**
 * One representative per character class of Appendix A: hex letters of both
 * cases (HEXDIG, RFC 5234 §2.3), "v" and "V" (IPvFuture), a non-hex letter, digits,
 * unreserved marks, a sub-delim that is also a scheme character ("+") and one
 * that is not ("!"), every gen-delim, "%", an invalid ASCII character and a
 * non-ASCII one.
 */
const GENERIC = ['a', 'F', 'v', 'V', 'g', '0', '1', '.', '-', '+', '!', ':', '/', '?', '#', '[', ']', '@', '%', ' ', 'é'];

/** The characters that shape a URI reference's components (RFC 3986 §3). */
const SHAPE = ['a', '1', ':', '/', '?', '#', '@', '[', ']', '%'];

/**
 * IPv4address / dec-octet: digits split by RFC 3986 §3.2.2's dec-octet
 * ranges (0, 1, 2, 3-4, 5, 6-9), ".", and a letter.
 */
const IPV4 = ['0', '1', '2', '4', '5', '6', '9', '.', 'a'];

/** IPv6address / h16 / ls32: dec-octet digits, hex letters, a non-hex letter, ":" and ".". */
const IPV6 = ['0', '1', '2', '5', '9', 'a', 'F', 'g', ':', '.'];
const IPV6_SMALL = ['0', '2', '5', 'a', ':', '.'];

/** IP-literal / IPvFuture. */
const IP_LITERAL = ['[', ']', 'v', 'V', '1', 'a', 'F', 'g', ':', '.', '!', '-', '%'];

/** pct-encoded: "%", hex digits of both cases, and what is not a hex digit. */
const PERCENT = ['%', '0', '9', 'a', 'f', 'A', 'F', 'g', 'G', ':'];

/** (b) valid strings sampled per rule, and mutants of each: 20,000 before deduplication. */
const SAMPLES = 2000;
const MUTANTS = 9;

interface Plan {
  /** (a) exhaustive strings: [alphabet, maximum length], and the same from a viable-prefix tree. */
  exhaustive: [readonly string[], number][];
  tree?: [readonly string[], number][];
  /** (a) random strings over an alphabet: [alphabet, min length, max length, count]. */
  random?: [readonly string[], number, number, number][];
  /** (b) mutations insert characters from `alphabet` half of the time. */
  alphabet: readonly string[];
}

/** The URI-level rules whose structure depends on the order of gen-delims. */
const STRUCTURAL = new Set([
  'URI', 'hier-part', 'URI-reference', 'absolute-URI', 'relative-ref', 'relative-part',
  'authority', 'host', 'path', 'path-abempty', 'path-absolute', 'path-noscheme', 'path-rootless',
]);

/** The tuned input plan of each RFC 3986 rule, sized so that the whole file runs in well under a minute. */
function tunedPlanFor(rule: string): Plan {
  const base: [readonly string[], number][] = [[EVERY_ASCII, 1]];
  switch (rule) {
    case 'dec-octet':
      return {
        exhaustive: [...base, [range(0x30, 0x39), 3], [IPV4, 4]],
        alphabet: IPV4,
      };
    case 'IPv4address':
      return {
        exhaustive: [...base, [IPV4, 4]],
        tree: [[['0', '2', '5', '6', '.'], 7]],
        random: [[IPV4, 5, 16, 5000]],
        alphabet: IPV4,
      };
    case 'h16':
      return {
        exhaustive: [...base, [IPV6, 4]],
        alphabet: IPV6,
      };
    case 'ls32':
    case 'IPv6address':
      return {
        exhaustive: [...base, [IPV6, 4]],
        tree: [[IPV6_SMALL, rule === 'ls32' ? 5 : 6]],
        random: [[IPV6, 5, 20, 5000]],
        alphabet: IPV6,
      };
    case 'IPvFuture':
    case 'IP-literal':
      return {
        exhaustive: [...base, [IP_LITERAL, 3]],
        tree: [[IP_LITERAL, rule === 'IPvFuture' ? 5 : 6]],
        random: [[[...IPV6, '[', ']'], 3, 20, 3000]],
        alphabet: IP_LITERAL,
      };
    case 'pct-encoded':
    case 'pchar':
      return {
        exhaustive: [...base, [MUTATION_POOL, 2], [PERCENT, 4]],
        alphabet: PERCENT,
      };
    case 'unreserved':
    case 'reserved':
    case 'gen-delims':
    case 'sub-delims':
      return {
        exhaustive: [...base, [MUTATION_POOL, 2]],
        alphabet: GENERIC,
      };
    case 'host':
    case 'authority':
      // An IPv4address may be the start of a longer reg-name (RFC 3986 §3.2.2).
      return {
        exhaustive: [...base, [GENERIC, 3], [SHAPE, 4]],
        random: [[[...IPV4, '%', '!', '~', ':', '@'], 6, 18, 3000]],
        alphabet: GENERIC,
      };
    default:
      return {
        exhaustive: STRUCTURAL.has(rule) ? [...base, [GENERIC, 3], [SHAPE, 4]] : [...base, [GENERIC, 3]],
        alphabet: GENERIC,
      };
  }
}

const RFC3986 = loadGrammar('rfc3986');

/**
 * Does the rule have a tuned plan: is it an RFC 3986 rule, defined in this
 * grammar as in RFC 3986, and so every rule it reaches?
 */
export function hasTunedPlan(grammar: Grammar, rule: string): boolean {
  return RFC3986.hasRule(rule) && grammar.hasRule(rule) && grammar.definitionKey(rule) === RFC3986.definitionKey(rule);
}

/** The tuned inputs of an RFC 3986 rule: exactly today's plan (same seed, same order). */
function tunedInputs(grammar: Grammar, rule: string, add: (gen: Iterable<string>) => void): void {
  const plan = tunedPlanFor(rule);
  const random = seededRandom(hash(rule) ^ 3986);
  const rules = grammar.ruleNames();
  // What a mutation inserts: mostly one character, sometimes a whole valid
  // string of some rule (such as "%41" or "1.2.3.4"), to splice in structure.
  const pick = () => {
    const p = random();
    if (p < 0.08) return grammar.sample(rules[Math.floor(random() * rules.length)], random);
    const from = p < 0.54 ? plan.alphabet : MUTATION_POOL;
    return from[Math.floor(random() * from.length)];
  };
  for (const [alphabet, n] of plan.exhaustive) add(exhaustive(alphabet, n));
  for (const [alphabet, n] of plan.tree ?? []) add(viableTree(grammar, rule, alphabet, n));
  for (const [alphabet, min, max, count] of plan.random ?? []) add(randomStrings(random, alphabet, min, max, count));
  add(sampledAndMutated(grammar, rule, random, pick, SAMPLES, MUTANTS));
}

/** The alphabets derived from a rule's ABNF (see the header, 2(a)). */
export interface DerivedAlphabet {
  /** One representative per character class, and both cases of the quoted strings' letters. */
  classes: string[];
  /** The first and last code point of every num-val range, and one past each. */
  edges: string[];
  /** What no grammar's terminal includes: non-ASCII and astral characters, lone and reversed surrogates. */
  outside: string[];
  /** All of them, each once: the exhaustive strings' alphabet. */
  full: string[];
}

/** Characters outside every ASCII grammar's alphabet (and surrogates, outside every alphabet). */
const OUTSIDE_ASCII = ['é', '\u{1F600}'];
/** Lone high and low surrogates and a reversed pair: code units that are no character in any grammar. */
const SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800'];

/** A code point that stands for its class: a printable ASCII member if any, else the middle of its first range. */
function representative(ranges: [number, number][]): number {
  for (const [lo, hi] of ranges) {
    if (hi >= 0x21 && lo <= 0x7e) return Math.max(lo, 0x21);
  }
  const [lo, hi] = ranges.find(([l, h]) => h < 0xd800 || l > 0xdfff) ?? ranges[0];
  return lo + Math.floor((hi - lo) / 2);
}

/** The derived alphabets of a rule. */
export function derivedAlphabet(grammar: Grammar, rule: string): DerivedAlphabet {
  const t = grammar.terminals(rule);
  const classes = new Set<string>();
  for (const c of t.classes) classes.add(String.fromCodePoint(representative(c)));
  for (const ch of t.quoted) {
    classes.add(ch.toLowerCase());
    classes.add(ch.toUpperCase());
  }
  const edges = new Set<string>();
  for (const [lo, hi] of t.ranges) {
    for (const c of [lo - 1, lo, hi, hi + 1]) if (c >= 0 && c <= 0x10ffff) edges.add(String.fromCodePoint(c));
  }
  const outside = grammar.alphabet === 'unicode' ? [...SURROGATES] : [...OUTSIDE_ASCII, ...SURROGATES];
  return { classes: [...classes], edges: [...edges], outside, full: [...new Set([...classes, ...edges, ...outside])] };
}

/**
 * The scale of the derived budgets: 1 in `npm test`; `npm run prove`
 * (scripts/prove.mjs) runs the proof with larger ones (URI_GRAMMAR_PROOF_SCALE),
 * the sweeps too long for every run, whose counts go in the notes.
 */
const SCALE = Math.max(0.05, Number(process.env.URI_GRAMMAR_PROOF_SCALE ?? '1') || 1);
const scaled = (n: number) => Math.round(n * SCALE);

/** The budgets of the derived inputs of a rule, smaller where a tuned plan is there too. */
const DERIVED = {
  untuned: { exhaustive: scaled(25_000), beamWidth: 8, beamLength: 24, prefixes: scaled(10_000), samples: scaled(SAMPLES), mutants: MUTANTS },
  tuned: { exhaustive: scaled(8_000), beamWidth: 4, beamLength: 24, prefixes: scaled(5_000), samples: 0, mutants: 0 },
};
/** Valid strings derived through each alternative, and mutants of each. */
const PER_ALTERNATIVE = 4;
const PER_ALTERNATIVE_MUTANTS = 4;

/** The derived inputs of a rule (see the header, 2). */
function derivedInputs(grammar: Grammar, rule: string, tuned: boolean, add: (gen: Iterable<string>) => void): void {
  const budget = tuned ? DERIVED.tuned : DERIVED.untuned;
  const random = seededRandom(hash(`${grammar.name} ${rule}`) ^ 0x5eed);
  const alphabet = derivedAlphabet(grammar, rule);
  const pool = [...MUTATION_POOL, ...alphabet.edges, ...alphabet.outside];
  const rules = grammar.ruleNames();
  const pick = () => {
    const p = random();
    if (p < 0.08) return grammar.sample(rules[Math.floor(random() * rules.length)], random);
    const from = p < 0.54 ? alphabet.full : pool;
    return from[Math.floor(random() * from.length)];
  };
  // (a) exhaustive; when the full alphabet is too large for a length the classes reach, the classes alone too
  const fullLength = exhaustiveLength(alphabet.full.length, budget.exhaustive);
  const classLength = exhaustiveLength(alphabet.classes.length, budget.exhaustive);
  add(exhaustive(alphabet.full, fullLength));
  if (classLength > fullLength) add(exhaustive(alphabet.classes, classLength));
  // (b) grown from viable prefixes
  add(viableBeam(grammar, rule, alphabet.classes, random, budget.beamWidth, budget.beamLength));
  const alternatives = grammar.alternativesOf(rule);
  const short = (r: () => number) => (r() < 0.25 ? 1 : 0);
  const through = alternatives.map((a) => grammar.sampleThrough(rule, a, random, short));
  const prefixes = through.reduce((n, s) => n + [...s].length + 1, 0);
  const perPrefix = Math.max(1, Math.floor(budget.prefixes / Math.max(1, prefixes)));
  add(prefixExtensions(through, alphabet.classes, random, perPrefix));
  // (c) random: through every alternative, and sampled
  for (const a of alternatives) {
    add(validAndMutated(() => grammar.sampleThrough(rule, a, random), random, pick, PER_ALTERNATIVE, PER_ALTERNATIVE_MUTANTS));
  }
  if (budget.samples > 0) add(sampledAndMutated(grammar, rule, random, pick, budget.samples, budget.mutants));
}

/** The deduplicated input set of a rule, in a fixed order: the tuned plan's first when there is one. */
function deriveInputs(grammar: Grammar, rule: string): string[] {
  const inputs = new Set<string>();
  const add = (gen: Iterable<string>) => {
    for (const s of gen) inputs.add(s);
  };
  const tuned = hasTunedPlan(grammar, rule);
  if (tuned) tunedInputs(grammar, rule, add);
  else add(exhaustive(EVERY_ASCII, 1));
  derivedInputs(grammar, rule, tuned, add);
  return [...inputs];
}

/**
 * The oracle's answers on a rule's inputs: per input, in the language or its
 * viable prefix, and the coverage of the rule's alternatives by the valid ones.
 */
export function deriveAnswers(grammar: Grammar, rule: string): RuleAnswers {
  const inputs = deriveInputs(grammar, rule);
  const expected = new Int32Array(inputs.length);
  let valid = 0;
  for (let i = 0; i < inputs.length; i++) {
    const matches = grammar.matches(rule, inputs[i]);
    if (matches) valid++;
    expected[i] = matches ? -1 : grammar.viablePrefix(rule, inputs[i]);
  }
  const coverage = grammar.coverage(rule, inputs);
  // Two automata of the oracle (the matching DFA, the coverage's forward DFA) must agree on every input.
  if (coverage.valid !== valid) throw new Error(`${grammar.name} ${rule}: the coverage counts ${coverage.valid} valid inputs, matches ${valid}`);
  return { inputs, expected, valid, counts: coverage.alternatives.map((a) => a.count) };
}

/** A unit of the shared derivation: a grammar of grammars.json and one of its rules. */
export const unitOf = (grammar: string, rule: string) => `${grammar} ${rule}`;

/** The answers of a unit, derived in this process. */
function deriveUnit(unit: string): RuleAnswers {
  const [name, rule] = unit.split(' ');
  return deriveAnswers(loadGrammar(name), rule);
}

/** Set in the process that support/equivalence-derive.ts runs. */
const DERIVER = 'URI_GRAMMAR_EQUIVALENCE_DERIVER';

/** The bundle of support/equivalence-derive.ts, made once per process (in the cache's folder). */
let deriver: string | null = null;

/**
 * Derives units into the cache in a child process, which runs the bundle of
 * support/equivalence-derive.ts: the same modules, outside jest's module
 * sandbox, where the oracle's automata run about twice as fast.
 */
function deriveInChild(units: readonly string[]): void {
  if (deriver === null) {
    const esbuild = require('esbuild') as typeof import('esbuild');
    const code = esbuild.buildSync({
      entryPoints: [join(__dirname, 'equivalence-derive.ts')],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      write: false,
      // The modules find the grammars from their own folder.
      define: { __dirname: JSON.stringify(__dirname) },
      external: ['esbuild'],
      logLevel: 'silent',
    }).outputFiles[0].text;
    const path = join(shared.folder!, `derive-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.cjs`);
    if (!existsSync(path)) {
      writeFileSync(`${path}.${process.pid}.tmp`, code);
      renameSync(`${path}.${process.pid}.tmp`, path);
    }
    deriver = path;
  }
  const run = spawnSync(process.execPath, [deriver, ...units], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8', env: { ...process.env, [DERIVER]: '1' } });
  if (run.status !== 0) throw new Error(`deriving the equivalence answers of ${units[0]} (and ${units.length - 1} more) failed (${run.signal ?? `exit ${run.status}`}): ${run.stderr}`);
}

/**
 * The answers derived once per content (support/equivalence-cache.ts), for
 * the grammars of grammars.json: in a child process (deriveInChild), or in
 * this one when it is that child.
 */
const shared = new SharedDerivation(
  process.env.URI_GRAMMAR_EQUIVALENCE_CACHE === 'off' ? null : cacheKey(SCALE),
  deriveUnit,
  process.env[DERIVER] === '1' ? undefined : deriveInChild,
);

/** What support/equivalence-derive.ts runs: derives the units that the cache lacks. */
export function deriveUnits(units: readonly string[]): void {
  shared.getAll(units);
}

/**
 * The inputs of a rule and the oracle's answers on them (see the header and
 * support/equivalence-cache.ts). `others`: the units the caller needs next,
 * derived with this one when the cache lacks it (by default every rule of
 * the grammar: one child process for all of them).
 */
export function answersFor(
  grammar: Grammar,
  rule: string,
  others: readonly string[] = grammar.ruleNames().map((r) => unitOf(grammar.name, r)),
): RuleAnswers & { coverage: Coverage } {
  // Only a grammar of grammars.json, as loadGrammar loads it, is known by its name alone.
  const registered = grammarEntries().some((g) => g.name === grammar.name) && loadGrammar(grammar.name) === grammar;
  const answers = registered ? shared.get(unitOf(grammar.name, rule), others) : deriveAnswers(grammar, rule);
  const alternatives = grammar.alternativesOf(rule);
  if (alternatives.length !== answers.counts.length) throw new Error(`${grammar.name} ${rule}: ${answers.counts.length} alternatives counted, ${alternatives.length} reachable`);
  const coverage: Coverage = {
    inputs: answers.inputs.length,
    valid: answers.valid,
    alternatives: alternatives.map((a, i) => ({ ...a, count: answers.counts[i] })),
  };
  return { ...answers, coverage };
}

/** The deduplicated input set of a rule, in a fixed order: the tuned plan's first when there is one. */
export function inputsFor(grammar: Grammar, rule: string): string[] {
  return answersFor(grammar, rule).inputs;
}

/** One input on which the API and the ABNF oracle disagree. */
export interface Disagreement {
  rule: string;
  input: string;
  /** ABNF: is the input in the language, and its viable prefix length. */
  matches: boolean;
  viablePrefix: number;
  /** API: parse's error offset (null when it returned a tree), isValid, and check's offset (null when check returned null). */
  parseOffset: number | null | string;
  isValid: boolean | string;
  offset: number | null | string;
}

function attempt<T>(f: () => T): T | string {
  try {
    return f();
  } catch (e) {
    return `threw ${e instanceof Error ? e.message : String(e)}`;
  }
}

/** The offset of the syntax error that parse throws, null when it parses, or what else happened. */
function parseErrorOffset(api: ParseApi, input: string, rule: string): number | null | string {
  try {
    api.parse(input, rule);
    return null;
  } catch (e) {
    if (api.isSyntaxError(e)) return e.offset;
    return `threw ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`;
  }
}

/** Compares the API with the oracle's answers on every input: how many are valid, and every disagreement. */
export function compareRule(
  api: ParseApi,
  rule: string,
  answers: Pick<RuleAnswers, 'inputs' | 'expected'>,
): { valid: number; disagreements: Disagreement[] } {
  const out: Disagreement[] = [];
  let valid = 0;
  const { inputs, expected } = answers;
  for (let i = 0; i < inputs.length; i++) {
    const input = inputs[i];
    const matches = expected[i] === -1;
    if (matches) valid++;
    const viablePrefix = matches ? input.length : expected[i];
    const expectedOffset = matches ? null : viablePrefix;
    const parseOffset = parseErrorOffset(api, input, rule);
    const isValid = attempt(() => api.isValid(input, rule));
    const error = attempt(() => api.check(input, rule));
    const offset = typeof error === 'string' || error === null ? error : error.offset;
    const agrees = parseOffset === expectedOffset && isValid === matches && offset === expectedOffset;
    if (!agrees) out.push({ rule, input, matches, viablePrefix, parseOffset, isValid, offset });
  }
  return { valid, disagreements: out };
}

/** A one-line account of a disagreement, for the grammar's author. */
export function describeDisagreement(d: Disagreement): string {
  const expected = d.matches ? 'valid' : `invalid at offset ${d.viablePrefix}`;
  const at = (offset: number | null | string) => (offset === null ? 'null' : typeof offset === 'number' ? `offset ${offset}` : offset);
  const actual = `parse ${d.parseOffset === null ? 'ok' : at(d.parseOffset)}, isValid=${String(d.isValid)}, check ${at(d.offset)}`;
  return `${d.rule} ${JSON.stringify(d.input)}: ABNF says ${expected}; API says ${actual}`;
}
