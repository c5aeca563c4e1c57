/**
 * RFC 8089 (uri-grammar/rfc8089) through its public API, from the vectors of
 * test/vectors/rfc8089.json: the AST where the ABNF allows several trees,
 * components (host, path, form), comparisonKey and equivalent (§2, §3), the
 * hints. The check vectors run in test/vectors/grammar-check-vectors.test.ts,
 * with every grammar's; test/proof/rfc8089-traps.test.ts pins the `// PEG:`
 * places.
 */
import { describe, expect, test } from '@jest/globals';
import * as rfc8089 from '../../src/grammars/rfc8089/index.js';
import vectors from './rfc8089.json';
import { nodesOf } from '../support/ast-nodes';

type Rule = rfc8089.RuleName;

describe('the AST: the tree where the ABNF allows several (test/vectors/rfc8089.json)', () => {
  test.each(vectors.ast.map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const node = rfc8089.parse(c.input, c.rule as Rule);
    expect({ source: c.source, node }).toMatchObject({ source: c.source, node: c.node });
    // Every node's span holds its text, and lies within the input.
    for (const n of nodesOf(node)) {
      if (n.text !== undefined) expect([n.type, c.input.slice(n.start, n.end)]).toEqual([n.type, n.text]);
      expect(0 <= n.start && n.start <= n.end && n.end <= c.input.length).toBe(true);
    }
  });
});

describe('components: host, path and form (test/vectors/rfc8089.json)', () => {
  test.each(vectors.components.map((c) => [c.input, c] as const))('%s', (_name, c) => {
    expect({ source: c.source, components: rfc8089.components(c.input) }).toEqual({ source: c.source, components: c.components });
  });

  test('the form is standard exactly when file-URI holds the input; else file-URI-F does (every check vector)', () => {
    for (const c of vectors.check.filter((c) => c.rule === 'file-URI' || c.rule === 'file-URI-F')) {
      const standard = rfc8089.isValid(c.input);
      const nonstandard = rfc8089.isValid(c.input, 'file-URI-F');
      if (!nonstandard) {
        expect(() => rfc8089.components(c.input)).toThrow(rfc8089.UriSyntaxError);
        continue;
      }
      expect([c.input, rfc8089.components(c.input).form === 'standard']).toEqual([c.input, standard]);
    }
  });

  test('file-URI-F holds every file-URI: Appendix F includes §2', () => {
    for (const c of vectors.check) if (c.rule === 'file-URI' && c.offset === null) expect([c.input, rfc8089.isValid(c.input, 'file-URI-F')]).toEqual([c.input, true]);
  });

  test('an input that neither syntax holds throws the error that lies further in', () => {
    const e = (input: string) => {
      try {
        rfc8089.components(input);
      } catch (error) {
        return error as rfc8089.UriSyntaxError;
      }
      throw new Error(`components(${input}) did not throw`);
    };
    expect(e('file:c:/x?')).toMatchObject({ rule: 'file-URI-F', offset: 9 });
    expect(e('file:///x?')).toMatchObject({ rule: 'file-URI', offset: 9 });
    expect(e('http://h/')).toMatchObject({ rule: 'file-URI', offset: 0 });
  });
});

describe('comparisonKey and equivalent (RFC 8089 §2, §3; RFC 3986 §6.2.2)', () => {
  test.each(vectors.comparisonKey.map((c) => [c.inputs.join(' '), c] as const))('%s', (_name, c) => {
    for (const input of c.inputs) expect({ source: c.source, input, key: rfc8089.comparisonKey(input) }).toEqual({ source: c.source, input, key: c.key });
    for (const a of c.inputs) for (const b of c.inputs) expect(rfc8089.equivalent(a, b)).toBe(true);
    // The key is itself a file-URI, whose key it is.
    expect(rfc8089.comparisonKey(c.key)).toBe(c.key);
  });

  test.each(vectors.different.map((c) => [`${c.a} ${c.b}`, c] as const))('not equivalent: %s', (_name, c) => {
    expect({ source: c.source, equivalent: rfc8089.equivalent(c.a, c.b) }).toEqual({ source: c.source, equivalent: false });
  });

  test.each(vectors.comparisonKeyErrors.map((c) => [c.input, c] as const))('throws on %s', (_name, c) => {
    expect(() => rfc8089.comparisonKey(c.input)).toThrow(expect.objectContaining({ code: rfc8089.URI_SYNTAX_ERROR, offset: c.offset, rule: 'file-URI', grammar: 'rfc8089' }));
    expect(() => rfc8089.equivalent(c.input, 'file:///x')).toThrow(rfc8089.UriSyntaxError);
  });
});

describe('hints: the usual mistakes, each citing its section (test/vectors/rfc8089.json)', () => {
  test.each(vectors.hints.map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const error = rfc8089.check(c.input, c.rule as Rule);
    expect({ source: c.source, hint: error?.hint() }).toEqual({ source: c.source, hint: expect.stringContaining(c.hint) });
    expect(error?.format()).toContain(`hint: ${error?.hint()}`);
  });
});

describe('hostile input: long inputs of each shape, valid and with one bad character, through every function (no hang, no RangeError)', () => {
  const n = 100_000;
  const SHAPES: readonly [string, string, boolean][] = [
    ['a long path', `file:///${'a%7e/'.repeat(n)}x`, true],
    ['a long host', `file://${'h.'.repeat(n)}h/x`, true],
    ['a long UNC host', `file://///${'h'.repeat(n)}/x`, false],
    ['three slashes and a host with no path after it (the two-slash reading)', `file://///${'h'.repeat(n)}`, false],
    ['IPv4-like labels', `file:////${'1.2.3.4.'.repeat(n)}5/x`, false],
    ['a drive letter with "|" and a long path', `file:///c|${'/c:'.repeat(n)}`, false],
    ['localhost again and again', `file://${'localhost'.repeat(n)}/x`, true],
  ];
  test.each(SHAPES)('%s', (_name, input, standard) => {
    for (const text of [input, `${input}?`]) {
      const valid = text === input;
      expect(rfc8089.isValid(text)).toBe(valid && standard);
      expect(rfc8089.isValid(text, 'file-URI-F')).toBe(valid);
      const error = rfc8089.check(text);
      if (error !== null) expect(typeof error.format()).toBe('string');
      if (valid) expect(rfc8089.components(text).form === 'standard').toBe(standard);
      else expect(() => rfc8089.components(text)).toThrow(rfc8089.UriSyntaxError);
      if (valid && standard) expect(rfc8089.comparisonKey(text)).toMatch(/^file:\/\//);
      else expect(() => rfc8089.comparisonKey(text)).toThrow(rfc8089.UriSyntaxError);
    }
  });
});
