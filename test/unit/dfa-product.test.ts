/**
 * src/core/dfa-product.ts: several rules' DFAs run as one product automaton
 * give, rule by rule, what each rule's own DFA run gives (`validate`'s offset,
 * and the stopped state that `diagnose` names the expectations of); a code
 * unit from 128 on stops the run; the states are capped, an input that needs
 * more overflows and the next run starts afresh; the work beyond one load per
 * code unit is counted (`steps`): at most one computed transition per code
 * unit read, none for an input read before.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createValidator } from '../../src/core/dfa.js';
import { DfaProduct, OVERFLOW, UNDECIDED } from '../../src/core/dfa-product.js';
import { VALIDATORS } from '../../generated/family.js';
import { seededRandom } from '../support/inputs.js';

const RULES = ['URI-reference', 'URI', 'absolute-URI', 'relative-ref', 'IPv6address', 'host', 'path-abempty'];
const validator = createValidator(VALIDATORS.rfc3986!);
const components = RULES.map((rule) => validator.stepTable(rule));

const corpus = readFileSync(join(__dirname, '..', 'corpus', 'differential.txt'), 'utf8').split('\n').slice(0, 1500);
const random = seededRandom(6);
const ALPHABET = ['a', '1', 'f', ':', '/', '?', '#', '[', ']', '@', '%', '%4', '%41', '.', '-', '::', '1.2.3.4', ' ', '\u00e9'];
const randomInputs = Array.from({ length: 1500 }, () => {
  let s = '';
  for (let n = Math.floor(random() * 24); n > 0; n--) s += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return s;
});

/** Each rule's result as its own DFA gives it: [offset or -1, expectations or null]. */
const alone = (input: string, end: number) => RULES.map((rule) => {
  const failure = validator.diagnose(input.slice(0, end), rule);
  return failure === null ? [-1, null] : [failure.offset, failure.expected];
});

/** The product's results after a run that stopped at `stopped` (a rule UNDECIDED at a code unit from 128 on dies there). */
const fromProduct = (product: DfaProduct, stopped: number) => RULES.map((rule, k) => {
  const offset = product.offset(k) === UNDECIDED ? stopped : product.offset(k);
  return offset < 0 ? [-1, null] : [offset, validator.expectedIn(rule, product.state(k))];
});

describe('a product of seven RFC 3986 rules', () => {
  test.each([2048, 40, 8, 1])('gives each rule\'s own verdict, offset and expectations (at most %i states)', (maxStates) => {
    const product = new DfaProduct(components, maxStates);
    let overflows = 0;
    for (const input of [...corpus, ...randomInputs]) {
      for (const end of [input.length, input.length >> 1]) {
        const stopped = product.run(input, end);
        expect(product.size).toBeLessThanOrEqual(maxStates);
        // readOffsets: every rule's offset(k) in one array.
        expect([...product.readOffsets()]).toEqual(RULES.map((_, k) => product.offset(k)));
        if (stopped === OVERFLOW) {
          expect(RULES.every((_, k) => product.offset(k) === UNDECIDED)).toBe(true);
          overflows++;
          continue;
        }
        // The first code unit from 128 on, unless every rule died before it.
        const nonAscii = input.slice(0, end).search(/[^\0-\x7f]/);
        if (stopped !== end) expect(stopped).toBe(nonAscii);
        else expect(RULES.some((_, k) => product.offset(k) === UNDECIDED)).toBe(false);
        expect(product.stopped).toBe(stopped);
        expect(fromProduct(product, stopped)).toEqual(alone(input, end));
      }
    }
    if (maxStates <= 40) expect(overflows).toBeGreaterThan(0);
    else expect(overflows).toBe(0);
  });

  test('the work: at most one computed transition per code unit, none for an input read before', () => {
    const product = new DfaProduct(components);
    for (const input of [...corpus, ...randomInputs]) {
      const before = product.steps;
      product.run(input, input.length);
      expect(product.steps - before).toBeLessThanOrEqual(input.length);
      const again = product.steps;
      product.run(input, input.length);
      expect(product.steps).toBe(again);
    }
    // Few states serve the corpus: the product stays small.
    expect(product.size).toBeLessThan(400);
  });

  test('a long hostile input: linear work, the same answers', () => {
    const product = new DfaProduct(components, 64);
    for (const unit of ['[1:', '%4', 'a@', '::', '1.', '/.']) {
      for (const n of [1000, 4000]) {
        const input = 'http://' + unit.repeat(n) + '!';
        const before = product.steps;
        const stopped = product.run(input, input.length);
        expect(product.steps - before).toBeLessThanOrEqual(input.length);
        if (stopped !== OVERFLOW) expect(fromProduct(product, stopped)).toEqual(alone(input, input.length));
      }
    }
  });

  test('a cap below one state is a RangeError', () => {
    expect(() => new DfaProduct(components, 0)).toThrow(RangeError);
  });
});
