/**
 * Test inputs for the grammar equivalence tests: exhaustive enumerations over
 * small alphabets, strings grown from viable prefixes, and seeded random
 * valid strings with mutations. A symbol of an alphabet is a string (one code
 * point, which may be two UTF-16 code units, or any short string).
 */
import type { Grammar } from './abnf';

/** A deterministic PRNG (mulberry32): numbers in [0, 1). */
export { mulberry32 as seededRandom } from '../../scripts/random.cjs';
import { mutate } from '../../scripts/mutations.cjs';

/** A 32-bit FNV-1a hash, to derive a per-rule seed from the rule name. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Every string of at most maxLength symbols over the alphabet (a symbol may be two code units). */
export function exhaustive(alphabet: readonly string[], maxLength: number): Generator<string> {
  return strings(alphabet, maxLength, () => true);
}

/**
 * Every string of at most maxLength symbols over the alphabet whose every
 * proper prefix is a prefix of the rule's language: all members of the
 * language up to that length, and every way to leave it by one symbol.
 */
export function viableTree(grammar: Grammar, rule: string, alphabet: readonly string[], maxLength: number): Generator<string> {
  return strings(alphabet, maxLength, (s) => grammar.viablePrefix(rule, s) === s.length);
}

/**
 * The largest length n, from 1 to maxLength, for which `exhaustive(alphabet, n)`
 * yields at most `budget` strings.
 */
export function exhaustiveLength(alphabetSize: number, budget: number, maxLength = 10): number {
  let n = 1;
  let total = 1 + alphabetSize;
  for (let level = alphabetSize; n < maxLength; n++) {
    level *= alphabetSize;
    if (total + level > budget) return n;
    total += level;
  }
  return n;
}

/**
 * A beam through the viable-prefix tree: level by level, every viable string
 * of the level extended by every symbol (all yielded), the viable ones kept
 * for the next level, at most `width` of them chosen at random, up to
 * maxLength symbols. It reaches long literals that an exhaustive enumeration
 * cannot.
 */
export function* viableBeam(
  grammar: Grammar,
  rule: string,
  alphabet: readonly string[],
  random: () => number,
  width: number,
  maxLength: number,
): Generator<string> {
  let level: string[] = [''];
  yield '';
  for (let n = 1; n <= maxLength && level.length > 0; n++) {
    const next: string[] = [];
    for (const prefix of level) {
      for (const c of alphabet) {
        const s = prefix + c;
        yield s;
        if (grammar.viablePrefix(rule, s) === s.length) next.push(s);
      }
    }
    // A partial Fisher-Yates shuffle keeps `width` of them.
    for (let i = 0; i < Math.min(width, next.length); i++) {
      const j = i + Math.floor(random() * (next.length - i));
      [next[i], next[j]] = [next[j], next[i]];
    }
    level = next.slice(0, width);
  }
}

/**
 * Every prefix of each string (whole code points), each followed by `perPrefix`
 * symbols of the alphabet (all of them when perPrefix covers the alphabet,
 * else chosen at random): for valid strings, every way to leave the language
 * along a derivation, and every way to stay in it for a step.
 */
export function* prefixExtensions(
  strings: Iterable<string>,
  alphabet: readonly string[],
  random: () => number,
  perPrefix: number,
): Generator<string> {
  for (const s of strings) {
    const points = [...s];
    for (let k = 0; k <= points.length; k++) {
      const prefix = points.slice(0, k).join('');
      yield prefix;
      if (perPrefix >= alphabet.length) {
        for (const c of alphabet) yield prefix + c;
      } else {
        for (let i = 0; i < perPrefix; i++) yield prefix + alphabet[Math.floor(random() * alphabet.length)];
      }
    }
  }
}

/** The strings of at most maxLength symbols, shortest first, each extended by every symbol when `grows` says so. */
function* strings(alphabet: readonly string[], maxLength: number, grows: (s: string) => boolean): Generator<string> {
  let level: string[] = [''];
  yield '';
  for (let n = 1; n <= maxLength; n++) {
    const next: string[] = [];
    for (const prefix of level) {
      for (const c of alphabet) {
        const s = prefix + c;
        yield s;
        if (grows(s)) next.push(s);
      }
    }
    level = next;
  }
}

/** Random strings over the alphabet, of lengths uniform in [minLength, maxLength]. */
export function* randomStrings(
  random: () => number,
  alphabet: readonly string[],
  minLength: number,
  maxLength: number,
  count: number,
): Generator<string> {
  for (let i = 0; i < count; i++) {
    const n = minLength + Math.floor(random() * (maxLength - minLength + 1));
    let s = '';
    for (let j = 0; j < n; j++) s += alphabet[Math.floor(random() * alphabet.length)];
    yield s;
  }
}

/** One random edit of s: insert `pick()`, delete a character, replace one by `pick()`, or truncate (scripts/mutations.cjs). */
export { mutate };

/**
 * `count` valid strings of the rule sampled from the ABNF, each followed by
 * `perSample` mutants of one to three edits drawn from `pick`.
 */
export function sampledAndMutated(
  grammar: Grammar,
  rule: string,
  random: () => number,
  pick: () => string,
  count: number,
  perSample: number,
): Generator<string> {
  return validAndMutated(() => grammar.sample(rule, random), random, pick, count, perSample);
}

/** `count` strings from `valid()`, each followed by `perSample` mutants of one to three edits drawn from `pick`. */
export function* validAndMutated(
  valid: () => string,
  random: () => number,
  pick: () => string,
  count: number,
  perSample: number,
): Generator<string> {
  for (let i = 0; i < count; i++) {
    const v = valid();
    yield v;
    for (let j = 0; j < perSample; j++) {
      let s = mutate(random, v, pick);
      const more = random();
      if (more < 0.3) s = mutate(random, s, pick);
      if (more < 0.1) s = mutate(random, s, pick);
      yield s;
    }
  }
}
