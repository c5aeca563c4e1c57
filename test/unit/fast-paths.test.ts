/**
 * The fast paths give the answers of the slow ones:
 * - the validator's pair loop (src/core/dfa.ts `PairTable`: two code units
 *   per table load, built once a rule's machine has read enough) against its
 *   one-unit loop and against the plain generated parser, for every rule of
 *   RFC 3986 and every rule of the other US-ASCII grammars, on strings sampled
 *   from the ABNF, their mutants and random strings;
 * - `components(string)` (the DFA, then a split at the delimiters) against the
 *   components of `parse(string)`, and its error against `parse`'s;
 * - a returned UriSyntaxError (`check`) against a thrown one: the same fields
 *   and message, no stack frames; one of UriSyntaxError's own prototype
 *   (built by a constructor of its own) against one of `Object.create`;
 * - `check`'s error from `validate` and `expectedAtStop` against `diagnose`;
 * - `describe` of a US-ASCII character (a table) against its definition.
 * Speed is measured by scripts/bench.mjs, never here.
 */
import { describe, expect, test } from '@jest/globals';
import { RULE_NAMES, check, components, isUriSyntaxError, parse, UriSyntaxError, type RuleName } from '../../src/index.js';
import { componentsOf } from '../../src/model/serialize.js';
import { rfc3986Components } from '../../src/grammars/rfc3986/components.js';
import { describe as describeFound, returnedSyntaxError } from '../../src/core/errors.js';
import { createValidator, VALID, type GrammarDfas } from '../../src/core/dfa.js';
import { pegName } from '../../src/grammars/rfc3986/rules.js';
import { parse as peg, PeggySyntaxError } from '../../generated/rfc3986.plain.js';
import type { ParseOptions } from '../../generated/rfc3986.plain.js';
import { VALIDATOR as RFC3986 } from '../../generated/rfc3986.validator.js';
import { VALIDATOR as RFC6874 } from '../../generated/rfc6874.validator.js';
import { VALIDATOR as RFC2396 } from '../../generated/rfc2396.validator.js';
import { VALIDATOR as RFC1808 } from '../../generated/rfc1808.validator.js';
import { VALIDATOR as RFC1738 } from '../../generated/rfc1738.validator.js';
import { rfc3986 } from '../support/abnf.js';
import { hash, mutate, randomStrings, sampledAndMutated, seededRandom } from '../support/inputs.js';

/** Printable US-ASCII and a few others: what random edits insert. */
const POOL = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(0x20 + i)), '\t', 'é', '\u{1F600}'];
/** The characters that shape URIs, so that random strings reach deep states. */
const SHAPE = ['a', 'F', 'v', '1', '2', '5', '0', '.', ':', '/', '?', '#', '@', '[', ']', '%', '!', '-'];

/** Inputs for a rule: ABNF samples and their mutants, random strings; all under 256 units (longer ones read runs, not pairs). */
function inputsFor(rule: string, samples: number): string[] {
  const random = seededRandom(hash(rule) ^ 0x9a125);
  const pick = () => (random() < 0.5 ? SHAPE : POOL)[Math.floor(random() * (random() < 0.5 ? SHAPE.length : POOL.length))] ?? 'a';
  const inputs = new Set<string>(['', 'a', ':', '%', '%4', '%41', 'é']);
  for (const s of sampledAndMutated(rfc3986, rule, random, pick, samples, 4)) inputs.add(s);
  for (const s of randomStrings(random, SHAPE, 0, 30, samples)) inputs.add(s);
  for (let i = 0; i < samples / 4; i++) inputs.add(mutate(random, rfc3986.sample(rule, random) + rfc3986.sample(rule, random), pick));
  return [...inputs].filter((s) => s.length < 256);
}

/** The plain generated parser: -1 when it accepts, else -2 (its offsets are the DFA's only where its literals are one character). */
function peggyVerdict(input: string, rule: RuleName): number {
  try {
    peg(input, { startRule: pegName(rule) as NonNullable<ParseOptions['startRule']> });
    return VALID;
  } catch (e) {
    if (e instanceof PeggySyntaxError) return -2;
    throw e;
  }
}

describe('the pair loop and the one-unit loop give the same offsets and expectations', () => {
  const pairs = createValidator(RFC3986, { pairsAfter: 0 });
  const units = createValidator(RFC3986, { pairsAfter: Infinity });

  test.each([...RULE_NAMES])('RFC 3986 %s, and the plain parser the same verdicts', (rule) => {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0; // the parser throws on every invalid input; no stack is read
    try {
      const report: string[] = [];
      const inputs = inputsFor(rule, 120);
      let valid = 0;
      for (const input of inputs) {
        const offset = pairs.validate(input, rule);
        if (offset === VALID) valid++;
        const single = units.validate(input, rule);
        const parser = peggyVerdict(input, rule);
        if (offset !== single || (offset === VALID) !== (parser === VALID)) report.push(`${JSON.stringify(input)}: pairs ${offset}, units ${single}, parser ${parser === VALID ? 'valid' : 'invalid'}`);
        else if (offset !== VALID) expect(pairs.diagnose(input, rule)).toEqual(units.diagnose(input, rule));
      }
      expect(report.slice(0, 8)).toEqual([]);
      // Both verdicts occur, so that both paths of the pair loop ran.
      expect(valid).toBeGreaterThan(0);
      expect(valid).toBeLessThan(inputs.length);
    } finally {
      Error.stackTraceLimit = limit;
    }
  });

  test.each([
    ['rfc6874', RFC6874],
    ['rfc2396', RFC2396],
    ['rfc1808', RFC1808],
    ['rfc1738', RFC1738],
  ] as const)('every rule of %s', (_name, data: GrammarDfas) => {
    const a = createValidator(data, { pairsAfter: 0 });
    const b = createValidator(data, { pairsAfter: Infinity });
    const random = seededRandom(hash(_name));
    const inputs = [...randomStrings(random, [...SHAPE, 'h', 't', 'p', 'f', '=', ';', '+', '$', ' ', 'é'], 0, 40, 1500)];
    for (const rule of Object.keys(data.rules)) {
      const report = inputs.filter((s) => a.validate(s, rule) !== b.validate(s, rule)).map((s) => `${rule} ${JSON.stringify(s)}`);
      expect(report.slice(0, 8)).toEqual([]);
    }
  });

  test('a machine builds its pair table after `pairsAfter` code units, and answers the same before and after', () => {
    const v = createValidator(RFC3986, { pairsAfter: 64 });
    const inputs = ['http://example.com/a/b?c#d', 'http://exa mple.com/', '//h:8080', '%4', '[::1]', 'a:b:c'];
    const before = inputs.map((s) => v.validate(s, 'URI-reference'));
    for (let i = 0; i < 8; i++) v.validate('x'.repeat(32), 'URI-reference');
    expect(inputs.map((s) => v.validate(s, 'URI-reference'))).toEqual(before);
    expect(before).toEqual([VALID, 10, VALID, 2, 0, VALID]);
  });
});

describe('components(string) splits as parse() does', () => {
  const random = seededRandom(0xc0c0);
  const pick = () => (random() < 0.5 ? SHAPE : POOL)[Math.floor(random() * (random() < 0.5 ? SHAPE.length : POOL.length))] ?? 'a';
  const inputs = new Set<string>([
    'http://@:/#', '//', '//@', '//u@h:1', '//[::1]', '//[::1]:80', '//[v1.x:y]:/p', 'x://u:p@[::1]:8/a?b?c#d?#',
    '?#', '#?', '/a:b', './a:b', 'a:b:c', '//h:', 'mailto:a@b', 'http://u:@h:/', 's:?q', 's:#f', '//u:p:q@h', '//%41@h',
    '', 'http://a/b/c/d;p?q', 'urn:example:a?b#c',
    // The walk's phases: a delimiter first, a scheme alone, an empty authority, non-ASCII in each phase.
    '?q', '#f', '/', 'a', 'a/b:c', 's:', 's://', 's:///', '///', '/ /', 'é', 'h:é', '//é', 'http://h/é', 'http://h?é', 'http://h#é', 's:/%zz',
  ]);
  for (const rule of ['URI-reference', 'URI', 'relative-ref', 'absolute-URI']) {
    for (const s of sampledAndMutated(rfc3986, rule, random, pick, 300, 2)) inputs.add(s);
  }

  test(`the same components, or the same error, on ${inputs.size} sampled and mutated references`, () => {
    const report: string[] = [];
    let valid = 0;
    for (const input of inputs) {
      let slow: unknown;
      try {
        slow = componentsOf(parse(input), rfc3986Components);
        valid++;
      } catch (e) {
        slow = e;
      }
      let fast: unknown;
      try {
        fast = components(input);
      } catch (e) {
        fast = e;
      }
      if (isUriSyntaxError(slow) && isUriSyntaxError(fast)) {
        const fields = (e: UriSyntaxError) => ({ offset: e.offset, expected: e.expected, rule: e.rule, message: e.message });
        if (JSON.stringify(fields(slow)) !== JSON.stringify(fields(fast))) report.push(`${JSON.stringify(input)}: errors differ`);
      } else if (JSON.stringify(slow) !== JSON.stringify(fast) || isUriSyntaxError(slow) !== isUriSyntaxError(fast)) {
        report.push(`${JSON.stringify(input)}: ${JSON.stringify(fast)} ≠ ${JSON.stringify(slow)}`);
      }
    }
    expect(report.slice(0, 8)).toEqual([]);
    expect(valid).toBeGreaterThan(inputs.size / 4);
    expect(valid).toBeLessThan(inputs.size);
  });

  test('a parsed node gives its own components; anything else is a TypeError', () => {
    expect(components(parse('http://h:1/p'))).toEqual(components('http://h:1/p'));
    expect(() => components(42 as unknown as string)).toThrow(TypeError);
    expect(() => components(null as unknown as string)).toThrow(TypeError);
  });
});

describe('a returned UriSyntaxError', () => {
  test('check() gives the error parse() throws', () => {
    let thrown: unknown;
    try {
      parse('http://exa mple.com/');
    } catch (e) {
      thrown = e;
    }
    const returned = check('http://exa mple.com/')!;
    expect(isUriSyntaxError(thrown)).toBe(true);
    const t = thrown as UriSyntaxError;
    expect({ ...returned }).toEqual({ ...t });
    expect(returned.message).toBe(t.message);
    expect(returned.message).toBe('URI-reference: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found a space at offset 10');
    expect(t.stack).toMatch(/\n\s+at /);
    // check() returns its error: built without stack frames (src/core/grammar-checks.ts syntaxCheck).
    expect(returned.stack).toBe(`UriSyntaxError: ${returned.message}`);
    expect(returned).toBeInstanceOf(UriSyntaxError);
    expect(returned).toBeInstanceOf(Error);
  });

  test('its message is made on first read and can be replaced, as an Error\'s; it has no stack frames', () => {
    const e = returnedSyntaxError('a b', 1, ['"%"', 'unreserved'], 'segment');
    expect(Object.getOwnPropertyNames(e)).not.toContain('message');
    expect(e.message).toBe('segment: expected "%" or unreserved but found a space at offset 1');
    expect(e.stack).toBe(`UriSyntaxError: ${e.message}`);
    expect(String(e)).toBe(`UriSyntaxError: ${e.message}`);
    e.message = 'replaced';
    expect(e.message).toBe('replaced');
    expect(Object.getOwnPropertyDescriptor(e, 'message')).toEqual({ value: 'replaced', writable: true, enumerable: false, configurable: true });
    expect(isUriSyntaxError(e)).toBe(true);
    expect(isUriSyntaxError(Object.assign(new Error('x'), { offset: 1 }))).toBe(false);
  });

  test('the stack trace limit is restored', () => {
    const limit = Error.stackTraceLimit;
    returnedSyntaxError('a', 0, [], 'URI');
    expect(Error.stackTraceLimit).toBe(limit);
  });
});

describe('what check builds an error with costs less, and says the same', () => {
  /** An error as `Object.create` builds it: the fields of returnedSyntaxError in its order. */
  const created = (input: string, offset: number, expected: readonly string[], rule: string, grammar: string) =>
    Object.assign(Object.create(UriSyntaxError.prototype) as object, { code: 'ERR_URI_SYNTAX', input, offset, expected, found: input.length > offset ? String.fromCodePoint(input.codePointAt(offset)!) : null, rule, grammar, component: null, name: 'UriSyntaxError' });

  test('an error of the class\'s own prototype has the own properties, order and prototype of one made by Object.create', () => {
    for (const [input, offset] of [['http://exa mple.com/', 10], ['a\u{1F600}b', 1], ['abc', 3], ['', 0]] as const) {
      const e = returnedSyntaxError(input, offset, Object.freeze(['"/"', 'DIGIT']), 'URI-reference', 'rfc3987');
      const o = created(input, offset, e.expected, 'URI-reference', 'rfc3987');
      expect(Object.getPrototypeOf(e)).toBe(UriSyntaxError.prototype);
      expect(Reflect.ownKeys(e)).toEqual(Reflect.ownKeys(o));
      expect(Object.getOwnPropertyDescriptors(e)).toEqual(Object.getOwnPropertyDescriptors(o));
      expect(e.constructor).toBe(UriSyntaxError);
      expect(e).toBeInstanceOf(UriSyntaxError);
      expect(e).toBeInstanceOf(Error);
      expect(Object.isExtensible(e)).toBe(true);
      expect(e.message).toBe((o as UriSyntaxError).message);
      expect(e.stack).toBe(`UriSyntaxError: ${e.message}`);
      expect(e.diagnosis).toEqual((o as UriSyntaxError).diagnosis);
    }
  });

  test('an error of a prototype that inherits from the class\'s is still made by Object.create', () => {
    const layer = Object.create(UriSyntaxError.prototype) as object;
    const e = returnedSyntaxError('a b', 1, [], 'URI', 'rfc3986', null, layer);
    expect(Object.getPrototypeOf(e)).toBe(layer);
    expect(Reflect.ownKeys(e)).toEqual(Reflect.ownKeys(created('a b', 1, [], 'URI', 'rfc3986')));
  });

  test('check\'s error: validate, then expectedAtStop, is diagnose\'s offset and expectations, the same shared array', () => {
    const v = createValidator(RFC3986 as GrammarDfas);
    let invalid = 0;
    for (const rule of ['URI-reference', 'URI', 'authority', 'IPv6address', 'path-abempty'] as const) {
      for (const input of inputsFor(rule, 150)) {
        const d = v.diagnose(input, rule);
        const offset = v.validate(input, rule);
        if (d === null) {
          expect(offset).toBe(VALID);
          continue;
        }
        invalid++;
        expect(offset).toBe(d.offset);
        expect(v.expectedAtStop()).toBe(d.expected);
        const e = check(input, rule)!;
        expect(e.offset).toBe(d.offset);
        expect(e.expected).toEqual(d.expected);
      }
    }
    expect(invalid).toBeGreaterThan(200);
  });

  test('describe of each US-ASCII character, from the table, is its definition', () => {
    for (let c = 0; c < 0x80; c++) {
      const ch = String.fromCharCode(c);
      const hex = c.toString(16).toUpperCase().padStart(4, '0');
      const expected = c === 0x20 ? 'a space' : c < 0x20 || c === 0x7f ? `control character U+${hex}` : `"${ch}"`;
      expect(describeFound(ch)).toBe(expected);
    }
    expect(describeFound(null)).toBe('end of input');
    expect(describeFound('é')).toBe('"é" (U+00E9)');
    expect(describeFound('\u{1F600}')).toBe('"\u{1F600}" (U+1F600)');
    expect(describeFound('\u0085')).toBe('"\u0085" (U+0085)');
  });
});
