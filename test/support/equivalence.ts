/**
 * The grammar-equivalence check: for one RFC 3986 rule, runs the parse API
 * and the ABNF oracle (`abnf.ts`) on a large input set and lists every input
 * on which they disagree.
 *
 * The input set of a rule (its "plan") is, deduplicated:
 *  (a) exhaustive: every string up to a length over alphabets holding one
 *      representative of each character class the rule's ABNF distinguishes;
 *      for the IP rules also every string over a smaller alphabet whose every
 *      proper prefix is viable, to longer lengths, and random strings over it;
 *  (b) random: valid strings sampled from the ABNF, each with mutants of one
 *      to three random edits (a character, or a valid string of any rule,
 *      inserted, deleted, replaced; or truncation), with a fixed seed per rule.
 */
import type { Grammar } from './abnf';
import { exhaustive, hash, randomStrings, sampledAndMutated, seededRandom, viableTree } from './inputs';

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

/** The input plan of each rule, sized so that the whole file runs in well under a minute. */
function planFor(rule: string): Plan {
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

/** The deduplicated input set of a rule, in a fixed order. */
export function inputsFor(grammar: Grammar, rule: string): string[] {
  const plan = planFor(rule);
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
  const inputs = new Set<string>();
  const add = (gen: Iterable<string>) => {
    for (const s of gen) inputs.add(s);
  };
  for (const [alphabet, n] of plan.exhaustive) add(exhaustive(alphabet, n));
  for (const [alphabet, n] of plan.tree ?? []) add(viableTree(grammar, rule, alphabet, n));
  for (const [alphabet, min, max, count] of plan.random ?? []) add(randomStrings(random, alphabet, min, max, count));
  add(sampledAndMutated(grammar, rule, random, pick, SAMPLES, MUTANTS));
  return [...inputs];
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

/** Compares the API with the oracle on every input: how many are valid, and every disagreement. */
export function compareRule(
  api: ParseApi,
  grammar: Grammar,
  rule: string,
  inputs: readonly string[],
): { valid: number; disagreements: Disagreement[] } {
  const out: Disagreement[] = [];
  let valid = 0;
  for (const input of inputs) {
    const matches = grammar.matches(rule, input);
    if (matches) valid++;
    const viablePrefix = matches ? input.length : grammar.viablePrefix(rule, input);
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
