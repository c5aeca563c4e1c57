// RFC 6570's own vectors beyond `check` (test/vectors/grammar-check-vectors.test.ts
// runs those): the AST of parse(input), and the hint of each usual mistake.
import { describe, expect, test } from '@jest/globals';
import { check, parse } from '../../src/grammars/rfc6570/index';
import vectors from './rfc6570.json';

describe('parse: the parts of a template (RFC 6570 §2)', () => {
  test.each(vectors.ast.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_label, c) => {
    expect({ source: c.source, ast: parse(c.input) }).toEqual({ source: c.source, ast: { type: 'URI-Template', start: 0, end: c.input.length, parts: c.parts } });
  });
});

describe('hints: the usual mistakes, each citing its section', () => {
  test.each(vectors.hints.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_label, c) => {
    const error = check(c.input);
    expect(error).not.toBeNull();
    expect({ source: c.source, hint: error!.hint() }).toEqual({ source: c.source, hint: expect.stringContaining(c.hint) });
    expect(error!.hint()).toMatch(/RFC 6570 §/);
  });
});
