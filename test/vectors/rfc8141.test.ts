/**
 * RFC 8141 (uri-grammar/rfc8141) through its public API, from the vectors of
 * test/vectors/rfc8141.json: the AST (the RFC's reading where the ABNF is
 * ambiguous), components, URN-equivalence (§3), the hints. Then one test for
 * each `// PEG:` place of grammar/rfc8141.peggy, parsing with the generated
 * Peggy parser itself, and with a parser generated from the grammar with that
 * place reverted to the literal ABNF, which gets a pin wrong. The check
 * vectors run in test/vectors/grammar-check-vectors.test.ts;
 * test/proof/equivalence.test.ts proves every rule's language equal to the
 * ABNF's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import * as rfc8141 from '../../src/grammars/rfc8141/index.js';
import * as nodes from '../../src/grammars/rfc8141/nodes.js';
import * as peg from '../../generated/rfc8141.plain.js';
import { GRAMMARS, isValid as isUri } from '../../src/index.js';
import { acceptsBy, acceptsBySource, composedSource } from '../support/peggy-parse';
import vectors from './rfc8141.json';
import { nodesOf } from '../support/ast-nodes';

interface AstCase {
  source: string;
  rule: string;
  input: string;
  node: Record<string, unknown>;
}

describe('the AST: §2.3.1\'s reading of r-components and q-components (test/vectors/rfc8141.json)', () => {
  test.each((vectors.ast as AstCase[]).map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const node = rfc8141.parse(c.input, c.rule as rfc8141.RuleName);
    expect({ source: c.source, node }).toMatchObject({ source: c.source, node: c.node });
    for (const n of nodesOf(node)) {
      if (n.text !== undefined) expect([n.type, c.input.slice(n.start, n.end)]).toEqual([n.type, n.text]);
      expect(0 <= n.start && n.start <= n.end && n.end <= c.input.length).toBe(true);
    }
  });

  test('every valid namestring of the vectors: the parts are in order, and with their delimiters spell the input', () => {
    let count = 0;
    for (const c of vectors.check) {
      if (c.rule !== 'namestring' || c.offset !== null) continue;
      const u = rfc8141.parse(c.input);
      const { NID, NSS } = u.assignedName;
      const text = `${c.input.slice(0, 3)}:${NID.text}:${NSS.text}${u.rComponent ? `?+${u.rComponent.text}` : ''}${u.qComponent ? `?=${u.qComponent.text}` : ''}${u.fComponent ? `#${u.fComponent.text}` : ''}`;
      expect(text).toBe(c.input);
      // §2.3.1: an r-component holds no "?=" that a q-component could begin at.
      if (u.rComponent) expect([c.input, /\?=[^/?#]/.test(u.rComponent.text) && rfc8141.isValid(u.rComponent.text.slice(u.rComponent.text.search(/\?=[^/?#]/) + 2), 'q-component')]).toEqual([c.input, false]);
      count++;
    }
    expect(count).toBeGreaterThan(40);
  });
});

describe('components (test/vectors/rfc8141.json)', () => {
  test.each(vectors.components.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    expect({ source: c.source, components: rfc8141.components(c.input) }).toEqual({ source: c.source, components: c.components });
  });

  test('absent parts are null, never undefined; an input that is no URN is the grammar\'s UriSyntaxError', () => {
    expect(Object.values(rfc8141.components('urn:ab:c'))).toEqual(['ab', 'c', null, null, null]);
    expect(() => rfc8141.components('urn:a:b')).toThrow(expect.objectContaining({ code: 'ERR_URI_SYNTAX', grammar: 'rfc8141', rule: 'namestring', offset: 5 }));
  });
});

describe('URN-equivalence, RFC 8141 §3 (test/vectors/rfc8141.json)', () => {
  test.each(vectors.comparisonKey.map((c) => [JSON.stringify(c.input), c] as const))('comparisonKey %s', (_name, c) => {
    expect({ source: c.source, key: rfc8141.comparisonKey(c.input) }).toEqual({ source: c.source, key: c.key });
  });

  test.each(vectors.equivalent.map((c) => [`${c.a} ${c.b}`, c] as const))('equivalent %s', (_name, c) => {
    expect({ source: c.source, equivalent: rfc8141.equivalent(c.a, c.b) }).toEqual({ source: c.source, equivalent: c.equivalent });
    expect(rfc8141.equivalent(c.b, c.a)).toBe(c.equivalent);
  });

  test('a key is itself a URN, its own key; an invalid input throws the grammar\'s UriSyntaxError', () => {
    for (const c of vectors.comparisonKey) {
      expect(rfc8141.isValid(c.key)).toBe(true);
      expect(rfc8141.comparisonKey(c.key)).toBe(c.key);
    }
    expect(() => rfc8141.comparisonKey('urn:a:b')).toThrow(expect.objectContaining({ grammar: 'rfc8141', offset: 5 }));
    expect(() => rfc8141.equivalent('urn:ab:c', 'urn:ab:')).toThrow(expect.objectContaining({ grammar: 'rfc8141', offset: 7 }));
    expect(() => rfc8141.comparisonKey(1 as unknown as string)).toThrow(TypeError);
  });
});

describe('the traps of RFC 8141', () => {
  test('a one-letter NID: a valid RFC 3986 URI, but no URN (§2: NID is 2 to 32 characters)', () => {
    expect(isUri('urn:a:b')).toBe(true);
    expect(rfc8141.isValid('urn:a:b')).toBe(false);
    expect(rfc8141.check('urn:a:b')).toMatchObject({ offset: 5, expected: ['ldh'], found: ':' });
    expect(rfc8141.isValid(`urn:${'a'.repeat(32)}:b`)).toBe(true);
    expect(rfc8141.isValid(`urn:${'a'.repeat(33)}:b`)).toBe(false);
  });

  test('"urn" and the NID are case-insensitive: valid in any case, and equivalent (§2.1, §3.1)', () => {
    for (const u of ['URN:EXAMPLE:x', 'Urn:Example:x', 'urn:eXaMpLe:x']) {
      expect([u, rfc8141.isValid(u)]).toEqual([u, true]);
      expect([u, rfc8141.comparisonKey(u)]).toEqual([u, 'urn:example:x']);
    }
  });

  test('urnlib bug #13: the r-component does not swallow the q-component', () => {
    expect(rfc8141.components('urn:example:foo?+key=value?=fizz=buzz')).toEqual({ nid: 'example', nss: 'foo', r: 'key=value', q: 'fizz=buzz', f: null });
  });
});

describe('hints (RFC 8141 §2)', () => {
  const hintOf = (input: string) => rfc8141.check(input)?.hint() ?? null;
  test.each([
    ['urn:a:b', /2 to 32 characters \(RFC 8141 §2\).*valid RFC 3986 URI but no URN/],
    [`urn:${'a'.repeat(33)}:b`, /at most 32 characters \(RFC 8141 §2/],
    ['urn:-ab:c', /begins with a letter or digit, not "-" \(RFC 8141 §2/],
    ['urn:ab-:c', /ends with a letter or digit, not "-" \(RFC 8141 §2/],
    ['urn:a.b:c', /letters, digits and "-" only \(RFC 8141 §2/],
    ['urn:\u00e9x:c', /RFC 8141 §2\.1 permits no other character/],
    ['urn::c', /has an NID between "urn:" and the next ":"/],
    ['urn:isbn', /the ":" after the NID and the NSS are missing/],
    ['urx:ab:c', /begins with the scheme "urn"/],
    ['urn:example:', /non-empty NSS/],
    ['urn:example:/a', /NSS begins with a pchar, not "\/"/],
    ['urn:example:a?b', /begins an r-component \("\?\+"\) or a q-component \("\?="\).*%3F/],
    ['urn:example:a?+', /an r-component \("\?\+", RFC 8141 §2\.3\.1\) is not empty/],
    ['urn:example:a?=/', /a q-component \("\?=", RFC 8141 §2\.3\.2\) is not empty/],
    ['urn:example:a#f#g', /only one "#".*RFC 8141 §2\.3\.3/],
    ['urn:example:a b', /%20 \(RFC 8141 §2/],
    ['urn:example:a%g0', /two hex digits.*RFC 3986 §2\.1/],
    ['urn:example:\u00e9', /"é" is %C3%A9 \(RFC 8141 §2/],
    ['urn:example:a[1]', /"\[" is not allowed in a URN.*%5B/],
  ])('%s', (input, hint) => {
    expect(hintOf(input)).toMatch(hint);
  });

  test('the hint is in the formatted error, under the caret', () => {
    expect(rfc8141.check('urn:a:b')!.format()).toBe('error: namestring: expected ldh but found ":" at offset 5\n  urn:a:b\n       ^\nhint: an NID has 2 to 32 characters (RFC 8141 §2): "urn:a:..." is a valid RFC 3986 URI but no URN');
  });
});

describe('the module', () => {
  test('RULE_NAMES: the 10 rules of §2 (and alphanum), by the RFC\'s names; pchar and fragment are RFC 3986\'s', () => {
    expect(rfc8141.RULE_NAMES).toEqual(['namestring', 'assigned-name', 'NID', 'ldh', 'NSS', 'rq-components', 'r-component', 'q-component', 'f-component', 'alphanum']);
    expect(rfc8141.isRuleName('pchar')).toBe(false);
    expect(GRAMMARS.find((g) => g.name === 'rfc8141')).toMatchObject({ rfc: 8141, start: 'namestring', kind: 'scheme', schemeRules: { urn: 'namestring' }, alphabet: 'ascii' });
  });

  test('errors are the grammar\'s: UriSyntaxError with grammar rfc8141; a TypeError for an unknown rule or a non-string', () => {
    let thrown: unknown;
    try {
      rfc8141.parse('urn:ab:c#d#');
    } catch (e) {
      thrown = e;
    }
    expect(rfc8141.isUriSyntaxError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ grammar: 'rfc8141', rule: 'namestring', offset: 10, found: '#' });
    expect(() => rfc8141.check('x', 'URI' as never)).toThrow(/unknown RFC 8141 rule: URI/);
    expect(() => rfc8141.isValid(1 as unknown as string)).toThrow(TypeError);
  });

  test('linear: a long NSS and long components parse, and a long invalid one fails fast at its offset', () => {
    const n = 200_000;
    const long = `urn:example:${'a'.repeat(n)}?+${'r?'.repeat(n)}?=${'q?='.repeat(n)}#${'f'.repeat(n)}`;
    expect(rfc8141.components(long)).toMatchObject({ nss: 'a'.repeat(n), r: 'r?'.repeat(n), q: 'q?='.repeat(n) });
    expect(rfc8141.check(`urn:example:${'?+a'.repeat(n)}`)?.offset).toBe(12);
    expect(rfc8141.check(`urn:example:a?+${'?='.repeat(n)}`)?.offset).toBe(15);
  });
});

// ----- The `// PEG:` places of grammar/rfc8141.peggy, with the generated Peggy parser itself -----

describe('PEG places (grammar/rfc8141.peggy), parsed by the generated parser; the literal ABNF gets one wrong', () => {
  const accepts = acceptsBy(peg);
  const source = composedSource('rfc8141');
  /** The parser of the grammar with `place` written as `literal`. */
  const reverted = (place: string, literal: string) => {
    expect(source.split(place).length).toBe(2);
    return acceptsBySource(source.split(place).join(literal), nodes);
  };
  const NID_PEG = '  = alphanum (ldh &ldh)|0..30| alphanum\n';
  const NID_LITERAL = '  = alphanum ldh|0..30| alphanum\n';
  const RQ_PEG = 'r:("?+" @$(pchar (!("?=" pchar) (pchar / "/" / "?"))*))?';
  const RQ_LITERAL = 'r:("?+" @$(pchar (pchar / "/" / "?")*))?';

  test('every `// PEG:` comment of the grammar is pinned here', () => {
    expect(readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc8141.peggy'), 'utf8').match(/^\/\/ PEG:/gm)).toHaveLength(2);
  });

  test('NID: an ldh only when another follows, so that the last character is left to the final alphanum', () => {
    const pins: [string, string, boolean][] = [['NID', 'ab', true], ['NID', 'a-b', true], ['NID', 'a'.repeat(32), true], ['NID', 'a'.repeat(33), false], ['NID', 'a-', false], ['namestring', 'urn:ab:c', true], ['namestring', 'urn:a:c', false]];
    for (const [rule, input, valid] of pins) expect([rule, input, accepts(rule, input) !== null]).toEqual([rule, input, valid]);
    expect(accepts('NID', 'a-b')).toMatchObject({ type: 'NID', start: 0, end: 3, text: 'a-b' });
    const literal = reverted(NID_PEG, NID_LITERAL);
    const wrong = pins.filter(([rule, input, valid]) => (literal(rule, input) !== null) !== valid);
    expect(wrong.map(([, input]) => input)).toContain('ab');
    expect(wrong.length).toBeLessThan(pins.length);
  });

  test('rq-components: the r-component stops before the first "?=" that a pchar follows (§2.3.1)', () => {
    const split = (parse: (rule: string, input: string) => unknown, input: string) => {
      const node = parse('namestring', input) as rfc8141.namestring | null;
      return node && [node.rComponent?.text ?? null, node.qComponent?.text ?? null];
    };
    const pins: [string, unknown][] = [
      ['urn:example:foo?+key=value?=fizz=buzz', ['key=value', 'fizz=buzz']],
      ['urn:example:a?+r?=/x?=y', ['r?=/x', 'y']],
      ['urn:example:a?+r?=', ['r?=', null]],
      ['urn:example:a?+r?=#f', ['r?=', null]],
      ['urn:example:a?+r', ['r', null]],
      ['urn:example:a?=q?+r', [null, 'q?+r']],
    ];
    for (const [input, expected] of pins) expect([input, split(accepts, input)]).toEqual([input, expected]);
    // The rule r-component itself is the literal ABNF: "?=" is data there.
    expect(accepts('r_component', 'r?=q')).toMatchObject({ text: 'r?=q' });
    const literal = reverted(RQ_PEG, RQ_LITERAL);
    const wrong = pins.filter(([input, expected]) => JSON.stringify(split(literal, input)) !== JSON.stringify(expected));
    expect(wrong.map(([input]) => input)).toContain('urn:example:foo?+key=value?=fizz=buzz');
    expect(wrong.length).toBeLessThan(pins.length);
  });
});
