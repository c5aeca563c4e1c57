// src/grammars/rfc6570/scan.ts, the AST that expansion reads a template
// string by, pinned to the generated parser's: on seeded random templates,
// built from the grammar's pieces (RFC 6570 §2: literals, pct-encoded
// triplets, non-ASCII, every operator, varnames with dots and triplets,
// prefixes up to 9999, explodes) and on seeded random strings over the same
// characters, valid or not, templateAst(s) is parse(s), or throws the
// UriSyntaxError that parse throws, at the same offset.
import { describe, expect, test } from '@jest/globals';
import { isValid, parse, UriSyntaxError } from '../../src/grammars/rfc6570/index';
import { templateAst } from '../../src/grammars/rfc6570/scan';
import { seededRandom } from '../support/inputs';

const random = seededRandom(6570);
const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const LITERALS = ['a', 'Z', '9', '/', '?', '&', '=', '#', '.', '-', '~', "'", '!', '*', ':', '[', ']', '%20', '%7b', 'é', '😀', '\ue000'];
const OPERATORS = ['', '', '+', '#', '.', '/', ';', '?', '&', '=', ',', '!', '@', '|'];
const VARCHARS = ['a', 'Z', '0', '_', '%2F', '%c3'];

function varname(): string {
  let s = pick(VARCHARS);
  for (let n = Math.floor(random() * 4); n > 0; n--) s += (random() < 0.2 ? '.' : '') + pick(VARCHARS);
  return s;
}

function template(): string {
  let t = '';
  for (let n = Math.floor(random() * 5); n > 0; n--) {
    if (random() < 0.4) {
      for (let k = 1 + Math.floor(random() * 3); k > 0; k--) t += pick(LITERALS);
      continue;
    }
    const specs = Array.from({ length: 1 + Math.floor(random() * 3) }, () => varname() + pick(['', '', '*', ':1', ':12', ':345', ':9999']));
    t += `{${pick(OPERATORS)}${specs.join(',')}}`;
  }
  return t;
}

/** A template with one to three characters changed, added or removed: mostly invalid. */
function mutated(): string {
  let t = template();
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const at = Math.floor(random() * (t.length + 1));
    const c = pick(['{', '}', ',', ':', '*', '.', '%', '0', ' ', '"', '$', '-', 'a', '+', '\ud800', '']);
    t = t.slice(0, at) + c + t.slice(at + (random() < 0.5 ? 1 : 0));
  }
  return t;
}

function outcome(f: () => unknown): unknown {
  try {
    return { ast: f() };
  } catch (e) {
    if (e instanceof UriSyntaxError) return { error: e.offset, rule: e.rule };
    throw e;
  }
}

describe('templateAst is parse', () => {
  test('on 1500 seeded random templates made of the grammar\'s pieces', () => {
    let valid = 0;
    for (let i = 0; i < 1500; i++) {
      const t = template();
      if (isValid(t)) valid++;
      expect([t, outcome(() => templateAst(t))]).toEqual([t, outcome(() => parse(t))]);
    }
    expect(valid).toBeGreaterThan(1200);
  });

  test('on 1500 seeded mutations of them, most of them invalid: the same UriSyntaxError', () => {
    let invalid = 0;
    for (let i = 0; i < 1500; i++) {
      const t = mutated();
      if (!isValid(t)) invalid++;
      expect([t, outcome(() => templateAst(t))]).toEqual([t, outcome(() => parse(t))]);
    }
    expect(invalid).toBeGreaterThan(700);
  });

  test('a template that is no string is parse\'s TypeError', () => {
    for (const t of [undefined, null, 42, {}, ['{x}']]) expect(() => templateAst(t as unknown as string)).toThrow(TypeError);
  });
});
