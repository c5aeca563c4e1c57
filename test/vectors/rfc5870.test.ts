/**
 * RFC 5870, the 'geo' URI (uri-grammar/rfc5870), through its public API, from
 * the vectors of test/vectors/rfc5870.json: the AST (the RFC's reading of
 * each ambiguous rule), components, semanticErrors (§3.3's prose, §3.4),
 * comparisonKey and equivalent (§3.4.4, §6.4), the hints. Then one test for each `// PEG:` place of grammar/rfc5870.peggy,
 * parsing with the generated Peggy parser itself, that fails if the place is
 * reverted to the literal ABNF. The check vectors run in
 * test/vectors/grammar-check-vectors.test.ts, with every grammar's;
 * test/proof/equivalence.test.ts proves every rule's language equal to the
 * ABNF's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import * as geo from '../../src/grammars/rfc5870/index.js';
import * as nodes from '../../src/grammars/rfc5870/nodes.js';
import * as peg from '../../generated/rfc5870.plain.js';
import { GRAMMARS } from '../../src/index.js';
import { acceptsBy, acceptsBySource, composedSource, typeOf } from '../support/peggy-parse';
import vectors from './rfc5870.json';
import { nodesOf } from '../support/ast-nodes';
import { describeComparisonLaws } from '../support/comparison-laws';

interface CheckCase { source: string; rule: string; input: string; offset: number | null }
interface AstCase { source: string; rule: string; input: string; node: Record<string, unknown> }
interface ComponentsCase { source: string; input: string; components: geo.Components }
interface HintCase { source: string; input: string; hint: string }
interface SemanticCase { source: string; input: string; findings: Omit<geo.SemanticFinding, 'message'>[] }

describe('the AST: the RFC\'s reading of every ambiguous rule (test/vectors/rfc5870.json)', () => {
  test.each((vectors.ast as AstCase[]).map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const node = geo.parse(c.input, c.rule as geo.RuleName);
    expect({ source: c.source, node }).toMatchObject({ source: c.source, node: c.node });
    for (const n of nodesOf(node)) {
      if (n.text !== undefined) expect([n.type, c.input.slice(n.start, n.end)]).toEqual([n.type, n.text]);
      expect(0 <= n.start && n.start <= n.end && n.end <= c.input.length).toBe(true);
    }
  });

  test('every valid check vector parses to a tree whose spans hold their texts', () => {
    for (const c of (vectors.check as CheckCase[]).filter((v) => v.offset === null)) {
      for (const n of nodesOf(geo.parse(c.input, c.rule as geo.RuleName))) {
        if (n.text !== undefined) expect([c.input, n.type, c.input.slice(n.start, n.end)]).toEqual([c.input, n.type, n.text]);
      }
    }
  });
});

describe('components (test/vectors/rfc5870.json)', () => {
  test.each((vectors.components as ComponentsCase[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    expect({ source: c.source, components: geo.components(c.input) }).toEqual({ source: c.source, components: c.components });
  });

  test('every valid geo-URI vector: a missing part is null, never undefined; the coordinates are the input\'s text', () => {
    for (const c of (vectors.check as CheckCase[]).filter((v) => v.offset === null && v.rule === 'geo-URI')) {
      const parts = geo.components(c.input);
      for (const value of Object.values(parts)) expect(value).not.toBeUndefined();
      expect(c.input.slice(4).startsWith(parts.coordinates.join(','))).toBe(true);
      expect([2, 3]).toContain(parts.coordinates.length);
    }
  });

  test('an input that is no geo URI is a UriSyntaxError at the offset of check', () => {
    expect(() => geo.components('geo:1')).toThrow(expect.objectContaining({ grammar: 'rfc5870', rule: 'geo-URI', offset: 5 }));
  });
});

describeComparisonLaws({
  title: 'comparisonKey and equivalent, RFC 5870 §3.4.4 (test/vectors/rfc5870.json)',
  grammar: 'rfc5870',
  rule: 'geo-URI',
  plural: 'geo-URIs',
  module: geo,
  vectors,
  invalid: [
    { call: () => geo.comparisonKey('geo:1'), offset: 5 },
    { call: () => geo.equivalent('geo:1,2', 'geo:22.300;-118.44'), offset: 10 },
    { call: () => geo.semanticErrors('geo:1'), offset: 5 },
  ],
  // semanticErrors reads every grammatical geo-URI: its findings lie within the input, in its order.
  alsoOfEach: (input) => {
    const findings = geo.semanticErrors(input);
    for (const f of findings) expect([input, 0 < f.start && f.start < f.end && f.end <= input.length]).toEqual([input, true]);
    expect(findings.map((f) => f.start)).toEqual(findings.map((f) => f.start).sort((x, y) => x - y));
  },
});

describe('semanticErrors, RFC 5870 §3.3 and §3.4 (test/vectors/rfc5870.json)', () => {
  test.each((vectors.semanticErrors as SemanticCase[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const findings = geo.semanticErrors(c.input);
    expect({ source: c.source, findings: findings.map(({ message: _m, ...rest }) => rest) }).toEqual({ source: c.source, findings: c.findings });
    for (const f of findings) expect(f.message.length).toBeGreaterThan(10);
  });

  test('the grammar stays the ABNF: a location out of range is valid syntax', () => {
    expect(geo.isValid('geo:91,0')).toBe(true);
    expect(geo.semanticErrors('geo:91,0').map((f) => f.code)).toEqual(['latitude-out-of-range']);
  });

  test('every valid geo-URI vector: findings in the order of the input, spans within it', () => {
    for (const c of (vectors.check as CheckCase[]).filter((v) => v.offset === null && v.rule === 'geo-URI')) {
      const findings = geo.semanticErrors(c.input);
      for (const f of findings) expect(0 < f.start && f.start < f.end && f.end <= c.input.length).toBe(true);
      expect(findings.map((f) => f.start)).toEqual([...findings.map((f) => f.start)].sort((x, y) => x - y));
    }
  });
});

describe('hints (test/vectors/rfc5870.json)', () => {
  test.each((vectors.hints as HintCase[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const hint = geo.check(c.input)?.hint() ?? null;
    expect({ source: c.source, hint: hint?.slice(0, c.hint.length) }).toEqual({ source: c.source, hint: c.hint });
    expect(hint).toMatch(/RFC (5870|3986) §/);
  });
});

describe('the module', () => {
  test('RULE_NAMES: the 24 rules of §3.3 and the 3 of its WGS-84 block, in the RFC\'s order, none imported', () => {
    expect(geo.RULE_NAMES).toHaveLength(27);
    expect(geo.RULE_NAMES.slice(0, 3)).toEqual(['geo-URI', 'geo-scheme', 'geo-path']);
    expect(geo.RULE_NAMES.slice(-3)).toEqual(['latitude', 'longitude', 'altitude']);
    expect(geo.isRuleName('DIGIT')).toBe(false);
  });

  test('a scheme grammar: kind scheme, geo → geo-URI', () => {
    expect(GRAMMARS.find((g) => g.name === 'rfc5870')).toMatchObject({ rfc: 5870, start: 'geo-URI', kind: 'scheme', schemeRules: { geo: 'geo-URI' }, alphabet: 'ascii' });
  });

  test('bad input gets an error, never a crash; long inputs are linear', () => {
    expect(() => geo.parse(1 as unknown as string)).toThrow(TypeError);
    const digits = '9'.repeat(200_000);
    const long = `geo:${digits}.${digits}0,-${digits}${';a=b'.repeat(50_000)}`;
    expect(geo.isValid(long)).toBe(true);
    expect(geo.comparisonKey(long).startsWith(`geo:${digits}.${digits},-${digits};crs=wgs84;a=b`)).toBe(true);
    expect(geo.semanticErrors(long).map((f) => f.code)).toEqual(['latitude-out-of-range', 'longitude-out-of-range']);
    expect(geo.check(`geo:1,2${';crs=a.b'.repeat(20_000)}=`)?.offset).toBe(7 + 8 * 20_000);
  });
});

// ----- The `// PEG:` places of grammar/rfc5870.peggy, with the generated Peggy parser itself -----

const accepts = acceptsBy(peg);

interface Place {
  /** The rule, as the comment heads it. */
  readonly rule: string;
  /** The PEG as the grammar writes it, and the literal transcription (null: the literal order is kept, the comment says why). */
  readonly peg: string;
  readonly literal: string | null;
  /** [start rule, input, the node's type or the rule's text, or null: rejected] as the PEG gives them. */
  readonly pins: readonly (readonly [string, string, unknown])[];
  /** The literal transcription is refused by Peggy (a repetition of what may match nothing). */
  readonly refused?: true;
}

const PLACES: readonly Place[] = [
  {
    rule: 'p = [ crsp ] [ uncp ] *parameter',
    peg: 'c:(@crsp !paramchar)? u:(@uncp !paramchar)? ps:parameter*',
    literal: 'c:crsp? u:uncp? ps:parameter*',
    pins: [['p', ';crs=a.b', 'p'], ['p', ';u=1.5x', 'p'], ['p', ';crs=wgs84;u=1.5;x', 'p'], ['geo_URI', 'geo:1,2;crs=abc.d', 'geo-URI'], ['geo_URI', 'geo:1,2;u=1.', 'geo-URI'], ['crsp', ';crs=a', 'crsp']],
  },
  {
    rule: 'crslabel = "wgs84" / labeltext',
    peg: '("wgs84"i !(alphanum / "-") / labeltext)',
    literal: '("wgs84"i / labeltext)',
    pins: [['crslabel', 'wgs84', 'crslabel'], ['crslabel', 'WGS84', 'crslabel'], ['crslabel', 'wgs84x', 'crslabel'], ['crslabel', 'wgs84-1', 'crslabel'], ['geo_URI', 'geo:1,2;crs=wgs84x', 'geo-URI'], ['crslabel', 'wgs84.', null]],
  },
];

const SOURCE = composedSource('rfc5870');

test('every `// PEG:` comment of grammar/rfc5870.peggy has its place here, and every place is in the grammar once', () => {
  const own = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc5870.peggy'), 'utf8');
  expect(own.match(/^\/\/ PEG:/gm)?.length).toBe(PLACES.length);
  for (const place of PLACES) expect([place.rule, SOURCE.split(place.peg).length]).toEqual([place.rule, 2]);
});

test('PEG p: the node is the RFC\'s reading: a crsp and an uncp only where they are whole pieces', () => {
  expect(accepts('p', ';crs=wgs84;u=1.5;x')).toMatchObject({ crsp: { crslabel: { text: 'wgs84' } }, uncp: { uval: { text: '1.5' } }, parameters: [{ pname: { text: 'x' } }] });
  expect(accepts('p', ';crs=a.b')).toMatchObject({ crsp: null, parameters: [{ pname: { text: 'crs' }, pvalue: { text: 'a.b' } }] });
});

describe.each(PLACES)('PEG: $rule', (place) => {
  test('the PEG parser gives the pinned outcomes', () => {
    for (const [rule, input, expected] of place.pins) expect([rule, input, typeOf(accepts(rule, input))]).toEqual([rule, input, expected]);
  });


  if (place.literal !== null) {
    const literal = place.literal;
    const reverted = SOURCE.split(place.peg).join(literal);
    if (place.refused) {
      test('the literal ABNF is refused by Peggy: a repetition of what may match nothing', () => {
        expect(() => acceptsBySource(reverted, nodes)).toThrow(/infinite loop/);
      });
    } else {
      test('the literal ABNF gets one of them wrong', () => {
        const parse = acceptsBySource(reverted, nodes);
        const wrong = place.pins.filter(([rule, input, expected]) => typeOf(parse(rule, input)) !== expected);
        expect(wrong.length).toBeGreaterThan(0);
        expect(wrong.length).toBeLessThan(place.pins.length);
      });
    }
  }
});
