/**
 * RFC 3966, the tel URI (uri-grammar/rfc3966), through its public API, from
 * the vectors of test/vectors/rfc3966.json: the AST (the RFC's reading of
 * each ambiguous rule), components, comparisonKey and equivalent (§4), the
 * hints. Then one test for each `// PEG:` place of grammar/rfc3966.peggy,
 * parsing with the generated Peggy parser itself, that fails if the place is
 * reverted to the literal ABNF. The check vectors run in
 * test/vectors/grammar-check-vectors.test.ts, with every grammar's;
 * test/proof/equivalence.test.ts proves every rule's language equal to the
 * ABNF's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import * as tel from '../../src/grammars/rfc3966/index.js';
import * as nodes from '../../src/grammars/rfc3966/nodes.js';
import * as peg from '../../generated/rfc3966.plain.js';
import { GRAMMARS } from '../../src/index.js';
import { acceptsBy, acceptsBySource, composedSource, typeOf } from '../support/peggy-parse';
import vectors from './rfc3966.json';
import { nodesOf } from '../support/ast-nodes';
import { describeComparisonLaws } from '../support/comparison-laws';

interface CheckCase { source: string; rule: string; input: string; offset: number | null }
interface AstCase { source: string; rule: string; input: string; node: Record<string, unknown> }
interface ComponentsCase { source: string; input: string; components: tel.Components }
interface HintCase { source: string; input: string; hint: string }

describe('the AST: the RFC\'s reading of every ambiguous rule (test/vectors/rfc3966.json)', () => {
  test.each((vectors.ast as AstCase[]).map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const node = tel.parse(c.input, c.rule as tel.RuleName);
    expect({ source: c.source, node }).toMatchObject({ source: c.source, node: c.node });
    for (const n of nodesOf(node)) {
      if (n.text !== undefined) expect([n.type, c.input.slice(n.start, n.end)]).toEqual([n.type, n.text]);
      expect(0 <= n.start && n.start <= n.end && n.end <= c.input.length).toBe(true);
    }
  });

  test('every valid check vector parses to a tree whose spans hold their texts', () => {
    for (const c of (vectors.check as CheckCase[]).filter((v) => v.offset === null)) {
      for (const n of nodesOf(tel.parse(c.input, c.rule as tel.RuleName))) {
        if (n.text !== undefined) expect([c.input, n.type, c.input.slice(n.start, n.end)]).toEqual([c.input, n.type, n.text]);
      }
    }
  });
});

describe('components (test/vectors/rfc3966.json)', () => {
  test.each((vectors.components as ComponentsCase[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    expect({ source: c.source, components: tel.components(c.input) }).toEqual({ source: c.source, components: c.components });
  });

  test('every valid telephone-uri vector: a missing part is null, never undefined; number, extension and context are the input\'s text', () => {
    for (const c of (vectors.check as CheckCase[]).filter((v) => v.offset === null && v.rule === 'telephone-uri')) {
      const parts = tel.components(c.input);
      for (const value of Object.values(parts)) expect(value).not.toBeUndefined();
      expect(c.input.slice(4).startsWith(parts.number)).toBe(true);
      expect(parts.global).toBe(parts.number.startsWith('+'));
      expect(parts.phoneContext === null).toBe(parts.global);
    }
  });

  test('an input that is no tel URI is a UriSyntaxError at the offset of check', () => {
    expect(() => tel.components('tel:555-1234')).toThrow(expect.objectContaining({ grammar: 'rfc3966', rule: 'telephone-uri', offset: 12 }));
  });
});

describeComparisonLaws({
  title: 'comparisonKey and equivalent, RFC 3966 §4 (test/vectors/rfc3966.json)',
  grammar: 'rfc3966',
  rule: 'telephone-uri',
  plural: 'telephone-uris',
  module: tel,
  vectors,
  invalid: [
    { call: () => tel.comparisonKey('tel:555-1234'), offset: 12 },
    { call: () => tel.equivalent('tel:+1', 'tel:'), offset: 4 },
  ],
});

describe('hints (test/vectors/rfc3966.json)', () => {
  test.each((vectors.hints as HintCase[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const hint = tel.check(c.input)?.hint() ?? null;
    expect({ source: c.source, hint: hint?.slice(0, c.hint.length) }).toEqual({ source: c.source, hint: c.hint });
    expect(hint).toMatch(/RFC 3966 §/);
  });
});

describe('the module', () => {
  test('RULE_NAMES: the 28 rules of §3 in the RFC\'s order, none imported', () => {
    expect(tel.RULE_NAMES).toHaveLength(28);
    expect(tel.RULE_NAMES.slice(0, 3)).toEqual(['telephone-uri', 'telephone-subscriber', 'global-number']);
    for (const own of ['unreserved', 'mark', 'pct-encoded', 'alphanum', 'uric', 'reserved']) expect(tel.isRuleName(own)).toBe(true);
    expect(tel.isRuleName('DIGIT')).toBe(false);
  });

  test('a scheme grammar: kind scheme, tel → telephone-uri', () => {
    expect(GRAMMARS.find((g) => g.name === 'rfc3966')).toMatchObject({ rfc: 3966, start: 'telephone-uri', kind: 'scheme', schemeRules: { tel: 'telephone-uri' }, alphabet: 'ascii' });
  });

  test('bad input gets an error, never a crash; long inputs are linear', () => {
    expect(() => tel.parse(1 as unknown as string)).toThrow(TypeError);
    const long = `tel:+1${'-1'.repeat(100_000)}${';a=b'.repeat(50_000)}`;
    expect(tel.isValid(long)).toBe(true);
    expect(tel.comparisonKey(long).length).toBeLessThan(long.length);
    expect(tel.check(`tel:1${';phone-context=a_b'.repeat(20_000)}`)?.offset).toBe(5 + 18 * 20_000);
  });
});

// ----- The `// PEG:` places of grammar/rfc3966.peggy, with the generated Peggy parser itself -----

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
    rule: 'telephone-subscriber = global-number / local-number: safe as ordered',
    peg: '  = global_number\n  / local_number\n',
    literal: null,
    pins: [['telephone_subscriber', '+1', 'global-number'], ['telephone_subscriber', '1;phone-context=+1', 'local-number']],
  },
  {
    rule: 'local-number = local-number-digits *par context *par',
    peg: 'b:(!(context !paramchar) @par)*',
    literal: 'b:par*',
    pins: [['telephone_uri', 'tel:555-1234;phone-context=+1-212', 'telephone-uri'], ['local_number', '1;phone-context=a_b;phone-context=x.y', 'local-number'], ['local_number', '1;phone-context=a_b', null], ['local_number', '1;a;phone-context=example.com;b', 'local-number']],
  },
  {
    rule: 'par = parameter / extension / isdn-subaddress',
    peg: '  = @extension !paramchar\n  / isdn_subaddress\n  / parameter\n',
    literal: '  = parameter\n  / extension\n  / isdn_subaddress\n',
    pins: [['par', ';ext=', 'extension'], ['par', ';ext=1-2', 'extension'], ['par', ';isub=a', 'isdn-subaddress'], ['par', ';ext=12a', 'parameter'], ['par', ';extension=1', 'parameter'], ['telephone_uri', 'tel:+1;ext=', 'telephone-uri']],
  },
  {
    rule: 'extension = ";ext=" 1*phonedigit',
    peg: '";ext="i (DIGIT / visual_separator)*',
    literal: '";ext="i phonedigit+',
    refused: true,
    pins: [['extension', ';ext=', 'extension'], ['extension', ';EXT=(1)-2', 'extension'], ['extension', ';ext=a', null]],
  },
  {
    rule: 'descriptor = domainname / global-number-digits: safe as ordered',
    peg: '  = domainname\n  / global_number_digits\n',
    literal: null,
    pins: [['descriptor', 'a.b', 'domainname'], ['descriptor', '+1', 'global-number-digits']],
  },
  {
    rule: 'global-number-digits = "+" *phonedigit DIGIT *phonedigit',
    peg: '"+" visual_separator* DIGIT (DIGIT / visual_separator)*',
    literal: '"+" phonedigit* DIGIT phonedigit*',
    refused: true,
    pins: [['global_number_digits', '+1', 'global-number-digits'], ['global_number_digits', '+-(1)-', 'global-number-digits'], ['global_number_digits', '+--', null]],
  },
  {
    rule: 'local-number-digits = *phonedigit-hex (HEXDIG / "*" / "#")*phonedigit-hex',
    peg: 'visual_separator* (HEXDIG / "*" / "#") (HEXDIG / "*" / "#" / visual_separator)*',
    literal: 'phonedigit_hex* (HEXDIG / "*" / "#") phonedigit_hex*',
    refused: true,
    pins: [['local_number_digits', '-a-', 'local-number-digits'], ['local_number_digits', '#', 'local-number-digits'], ['local_number_digits', '--', null]],
  },
  {
    rule: 'domainname = *( domainlabel "." ) toplabel [ "." ]',
    peg: '(domainlabel "." &alphanum)* toplabel "."?',
    literal: '(domainlabel ".")* toplabel "."?',
    pins: [['domainname', 'example.com.', 'domainname'], ['domainname', 'a.b', 'domainname'], ['domainname', 'a.1', null], ['context', ';phone-context=example.com.', 'context']],
  },
  {
    rule: 'domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum',
    peg: '$(alphanum ("-"* alphanum)*)',
    literal: '$(alphanum / alphanum (alphanum / "-")* alphanum)',
    pins: [['domainlabel', 'ab', 'ab'], ['domainlabel', 'a--1', 'a--1'], ['domainlabel', 'a-', null], ['domainname', 'ab.cd', 'domainname']],
  },
  {
    rule: 'toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum',
    peg: '$(ALPHA ("-"* alphanum)*)',
    literal: '$(ALPHA / ALPHA (alphanum / "-")* alphanum)',
    pins: [['toplabel', 'ab', 'ab'], ['toplabel', 'a-1', 'a-1'], ['toplabel', '1a', null], ['domainname', 'a.bc', 'domainname']],
  },
];

const SOURCE = composedSource('rfc3966');

test('every `// PEG:` comment of grammar/rfc3966.peggy has its place here, and every place is in the grammar once', () => {
  const own = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc3966.peggy'), 'utf8');
  expect(own.match(/^\/\/ PEG:/gm)?.length).toBe(PLACES.length);
  for (const place of PLACES) expect([place.rule, SOURCE.split(place.peg).length]).toEqual([place.rule, 2]);
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
