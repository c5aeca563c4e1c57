/**
 * The expectations of the generated parser's detailed pass (`explain`) as ABNF
 * names and literals: the grammar's display names, quoted literals, `%x`
 * ranges, deduplicated and sorted, leaving out those that a named rule also
 * expected there covers (`"25"`, `%x31-39` and `DIGIT` where `unreserved`
 * could continue). The tests hold the runtime's lists (named from the DFA)
 * equal to these.
 */
import * as charsets from '../../src/charsets';
import { has, type CharSet } from '../../src/charsets';
import type { Expectation } from '../../generated/rfc3986';

/** The character-set rules that name their expectations, with their sets. */
const NAMED: ReadonlyMap<string, CharSet> = new Map([
  ['ALPHA', charsets.ALPHA], ['DIGIT', charsets.DIGIT], ['HEXDIG', charsets.HEXDIG],
  ['unreserved', charsets.unreserved], ['sub-delims', charsets.sub_delims],
  ['gen-delims', charsets.gen_delims], ['reserved', charsets.reserved],
]);

/**
 * Peggy's expectations as ABNF names and literals, deduplicated and sorted,
 * leaving out those that a named rule also expected there covers (`"25"`,
 * `%x31-39` and `DIGIT` where `unreserved` could continue).
 */
export function simplify(expected: readonly Expectation[]): string[] {
  const named: CharSet[] = [];
  for (const x of expected) {
    const set = x.type === 'other' ? NAMED.get(x.description) : undefined;
    if (set !== undefined && !named.includes(set)) named.push(set);
  }
  const out = new Set<string>();
  for (const x of expected) {
    const { first, own, text } = described(x);
    if (first === null || !named.some((set) => set !== own && first.every((c) => has(set, c)))) out.add(text);
  }
  return [...out].sort();
}

interface Described {
  readonly first: readonly number[] | null;
  readonly own: CharSet | undefined;
  readonly text: string;
}

/**
 * An expectation's first characters, named set and ABNF text, computed once
 * per expectation object: the optimized parser's expectations are module
 * constants, so an invalid input costs no recomputation.
 */
const describedCache = new WeakMap<Expectation, Described>();
function described(x: Expectation): Described {
  let d = describedCache.get(x);
  if (d === undefined) {
    d = { first: firstChars(x), own: x.type === 'other' ? NAMED.get(x.description) : undefined, text: expectation(x) };
    describedCache.set(x, d);
  }
  return d;
}

/** The code units an expectation can begin with, or null when unknown (end of input, any). */
function firstChars(x: Expectation): number[] | null {
  switch (x.type) {
    case 'literal':
      return x.ignoreCase ? [x.text.toLowerCase().charCodeAt(0), x.text.toUpperCase().charCodeAt(0)] : [x.text.charCodeAt(0)];
    case 'class': {
      const out: number[] = [];
      for (const p of x.parts) {
        const [a, b] = Array.isArray(p) ? [p[0] as string, p[1] as string] : [p, p];
        for (let c = a.charCodeAt(0); c <= b.charCodeAt(0); c++) out.push(c);
      }
      return out;
    }
    case 'other': {
      const set = NAMED.get(x.description);
      if (!set) return null;
      const out: number[] = [];
      for (let c = 0; c < 128; c++) if (set[c]) out.push(c);
      return out;
    }
    default:
      return null;
  }
}

/** An expectation as ABNF: a rule name, a quoted literal, or a `%x` range. */
function expectation(x: Expectation): string {
  switch (x.type) {
    case 'other':
      return x.description;
    case 'literal':
      return `"${x.text}"`;
    case 'end':
      return 'end of input';
    case 'any':
      return 'any character';
    case 'class':
      return x.parts
        .map((p) => (Array.isArray(p) ? `%x${hex(p[0] as string)}-${hex(p[1] as string)}` : `%x${hex(p)}`))
        .join(' / ');
  }
}

function hex(c: string): string {
  return c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
}
