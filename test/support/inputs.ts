/**
 * Test inputs for the grammar equivalence tests: exhaustive enumerations over
 * small alphabets, and seeded random valid strings with mutations.
 */
import type { Grammar } from './abnf';

/** A deterministic PRNG (mulberry32): numbers in [0, 1). */
export { mulberry32 as seededRandom } from '../../scripts/random.cjs';

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

/** One random edit of s: insert `pick()`, delete a character, replace one by `pick()`, or truncate. */
export function mutate(random: () => number, s: string, pick: () => string): string {
  const at = (n: number) => Math.floor(random() * n);
  const op = random();
  if (op < 0.3) {
    const i = at(s.length + 1);
    return s.slice(0, i) + pick() + s.slice(i);
  }
  if (s.length === 0) return pick();
  const i = at(s.length);
  if (op < 0.55) return s.slice(0, i) + s.slice(i + 1);
  if (op < 0.9) return s.slice(0, i) + pick() + s.slice(i + 1);
  return s.slice(0, i); // a proper prefix: often viable but incomplete
}

/**
 * `count` valid strings of the rule sampled from the ABNF, each followed by
 * `perSample` mutants of one to three edits drawn from `pick`.
 */
export function* sampledAndMutated(
  grammar: Grammar,
  rule: string,
  random: () => number,
  pick: () => string,
  count: number,
  perSample: number,
): Generator<string> {
  for (let i = 0; i < count; i++) {
    const valid = grammar.sample(rule, random);
    yield valid;
    for (let j = 0; j < perSample; j++) {
      let s = mutate(random, valid, pick);
      const more = random();
      if (more < 0.3) s = mutate(random, s, pick);
      if (more < 0.1) s = mutate(random, s, pick);
      yield s;
    }
  }
}
