/**
 * Every grammar's runtime parser against Peggy's own, as
 * test/proof/parser-passes.test.ts does for RFC 3986: for each grammar of
 * grammar/grammars.json that scripts/generate.mjs optimizes, the first pass
 * (`tryParse` of generated/<name>.ts) returns exactly what
 * generated/<name>.plain.ts (the parser as Peggy writes it) returns, for every
 * rule and the inputs of the equivalence plans (support/equivalence.ts: for a
 * Unicode grammar, its ranges' edges, lone and reversed surrogates, astral
 * characters; a plan of more than 1,500 inputs by an even stride through it,
 * so that the file runs in a minute or two), and fails exactly where Peggy
 * throws. Then the places where the
 * Unicode alphabet meets the pass's tables: surrogate pairs at the end of the
 * input, cut in two, reversed, at the edges of RFC 3987's planes, and long runs.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, test } from '@jest/globals';
import { grammarEntries, loadGrammar } from '../support/abnf';
import { inputsFor } from '../support/equivalence';

interface Runtime { tryParse(input: string, startRule: string): unknown; FAILED: unknown }
interface Plain { parse(input: string, options: { startRule: string }): unknown; PeggySyntaxError: new (...args: never[]) => Error }
interface NameRow { abnf: string; peg: string }

/** The grammars whose parser goes through scripts/optimize.mjs (as jest.config.cjs lists them), RFC 3986 aside (parser-passes.test.ts). */
const OPTIMIZED = grammarEntries()
  .filter((g) => (g as { optimize?: boolean }).optimize !== false && g.name !== 'rfc3986')
  .map((g) => g.name);

const runtimeOf = (name: string) => require(`../../generated/${name}`) as Runtime;
const plainOf = (name: string) => require(`../../generated/${name}.plain`) as Plain;
const tableOf = (name: string) => (require(`../../generated/${name}.rules`) as { NAME_TABLE: readonly NameRow[] }).NAME_TABLE;

/** Where the first pass of grammar `name` differs from Peggy on `input`, a description; else null. */
function difference(name: string, input: string, startRule: string): string | null {
  const fast = runtimeOf(name);
  const plain = plainOf(name);
  let reference: { value: unknown } | null;
  try {
    reference = { value: plain.parse(input, { startRule }) };
  } catch (e) {
    if (!(e instanceof plain.PeggySyntaxError)) throw e;
    reference = null;
  }
  const first = fast.tryParse(input, startRule);
  if (reference === null) return first === fast.FAILED ? null : `${JSON.stringify(input)}: the first pass matches, Peggy fails`;
  if (first === fast.FAILED) return `${JSON.stringify(input)}: the first pass fails, Peggy matches`;
  if (!isDeepStrictEqual(first, reference.value) || JSON.stringify(first) !== JSON.stringify(reference.value)) {
    return `${JSON.stringify(input)}: the first pass returns ${JSON.stringify(first)}, Peggy ${JSON.stringify(reference.value)}`;
  }
  return null;
}

function differences(name: string, inputs: Iterable<string>, startRule: string): string[] {
  const out: string[] = [];
  for (const input of inputs) {
    const d = difference(name, input, startRule);
    if (d !== null && out.push(d) >= 8) break;
  }
  return out;
}

/** At most `max` of the inputs, by an even stride (the first and last kept). */
function spread(inputs: string[], max = 1500): string[] {
  if (inputs.length <= max) return inputs;
  return Array.from({ length: max }, (_, i) => inputs[Math.round((i * (inputs.length - 1)) / (max - 1))]!);
}

function quietly<T>(f: () => T): T {
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return f();
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

test('every grammar goes through the optimizing pass: its runtime parser is the first pass alone', () => {
  expect(OPTIMIZED).toEqual(expect.arrayContaining(['rfc3987', 'rfc6570', 'rfc6068', 'rfc8141', 'rfc2397', 'rfc3966', 'rfc5870', 'rfc8089']));
  for (const name of OPTIMIZED) expect([name, Object.keys(runtimeOf(name)).sort()]).toEqual([name, ['FAILED', 'tryParse']]);
});

describe.each(OPTIMIZED)('%s: the first pass returns what Peggy returns, and fails where Peggy throws', (name) => {
  test.each(tableOf(name).map((r) => [r.abnf, r.peg] as const))('%s', (abnf, peg) => {
    quietly(() => expect(differences(name, spread(inputsFor(loadGrammar(name), abnf)), peg)).toEqual([]));
  }, 120_000);
});

// U+10000 (the first astral), U+1FFFD and U+1FFFE (a plane's last ucschar and
// the first non-character after it), U+E0FFF and U+E1000 (the gap before the
// last ucschar block), U+F0000 and U+10FFFD (iprivate), U+10FFFF.
const ASTRAL = ['\u{10000}', '\u{1FFFD}', '\u{1FFFE}', '\u{1FFFF}', '\u{E0FFF}', '\u{E1000}', '\u{EFFFD}', '\u{F0000}', '\u{FFFFD}', '\u{10FFFD}', '\u{10FFFF}'];
const HIGH = '\uD800';
const LOW = '\uDC00';

test.each([
  ['IRI_reference', ['http://h/', ...ASTRAL.map((a) => `http://h/${a}`), ...ASTRAL.map((a) => `http://h/?${a}`), ...ASTRAL.map((a) => `//${a}${a}:1`)]],
  ['IRI_reference', [`http://h/${HIGH}`, `http://h/${LOW}`, `http://h/${LOW}${HIGH}`, `http://h/${HIGH}a`, `http://h/a${HIGH}`, `?${HIGH}`, `#${'\u{10000}'.slice(0, 1)}`, `//u${HIGH}@h`, `${HIGH}:b`]],
  ['IRI_reference', ['http://é.example/ä?ö#ü', 'http://[::1]/\u00A0', 'http://h/\uD7FF\uD800\uDC00\uE000', 'http://h/?\uE000\uF8FF\uF900', 'http://h/#\uE000', 'http://h/\uFDCF\uFDD0\uFDEF\uFDF0\uFFEF\uFFF0']],
  ['iquery', ['\u{F0000}\u{10FFFD}', '\u{10FFFE}', '\uE000', '\uDBFF\uDFFD', '\uDBFF\uDFFE', '\uDBFF']],
  ['ifragment', ['\u{F0000}', '\uE000', '\u{10000}?/']],
  ['isegment_nz_nc', ['\u{10000}@', `a${HIGH}`, '\u{1FFFE}']],
  ['ucschar', ASTRAL],
  ['iprivate', ASTRAL],
] as [string, string[]][])('RFC 3987: surrogate pairs at the pass\'s tables (%s)', (rule, inputs) => {
  quietly(() => expect(differences('rfc3987', inputs, rule)).toEqual([]));
});

test('RFC 3987 and RFC 6570: long runs of astral, BMP and private-use characters, whole and with a bad last unit', () => {
  const n = 50_000;
  const runs = ['\u{10000}', 'é', '\u{1F600}', '%41', '\uE000', '\u{F0000}'].map((u) => u.repeat(n));
  const iris = runs.flatMap((r) => [`http://h/${r}`, `http://h/?${r}`, `//${r}`, `http://h/${r}${HIGH}`, `http://h/${r} `]);
  quietly(() => expect(differences('rfc3987', iris, 'IRI_reference')).toEqual([]));
  const templates = runs.flatMap((r) => [r, `${r}{x}${r}`, `${r}${LOW}`, `{${r}}`]);
  quietly(() => expect(differences('rfc6570', templates, 'URI_Template')).toEqual([]));
});
