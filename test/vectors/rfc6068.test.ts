/**
 * RFC 6068 (uri-grammar/rfc6068) through its public API, from the vectors of
 * test/vectors/rfc6068.json: checkAddresses (both layers: the URI syntax,
 * and each address of `to` once percent-decoded), components (decoded),
 * comparisonKey and equivalent (RFC 6068 §2, RFC 5321 §2.4, RFC 5322 §3.2),
 * the hints. The check vectors run in test/vectors/grammar-check-vectors.test.ts,
 * with every grammar's; test/proof/rfc6068-layers.test.ts holds both layers
 * to the ABNF as published.
 */
import { describe, expect, test } from '@jest/globals';
import * as mailto from '../../src/grammars/rfc6068/index.js';
import vectors from './rfc6068.json';
import { nodesOf } from '../support/ast-nodes';

/** The fields of `error` that `expected` names. */
function fieldsOf(error: object | null, expected: object | null): object | null {
  if (error === null || expected === null) return error;
  return Object.fromEntries(Object.keys(expected).map((k) => [k, (error as Record<string, unknown>)[k]]));
}

/** What `f` throws. */
function thrown(f: () => unknown): { code: string; offset: number } {
  try {
    f();
  } catch (error) {
    return error as { code: string; offset: number };
  }
  throw new Error('nothing thrown');
}

describe('the AST of the URI layer (test/vectors/rfc6068.json)', () => {
  test.each(vectors.ast.map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const node = mailto.parse(c.input, c.rule as mailto.RuleName);
    expect({ source: c.source, node }).toMatchObject({ source: c.source, node: c.node });
    for (const n of nodesOf(node)) {
      if (n.text !== undefined) expect([n.type, c.input.slice(n.start, n.end)]).toEqual([n.type, n.text]);
      expect(0 <= n.start && n.start <= n.end && n.end <= c.input.length).toBe(true);
    }
  });
});

describe('checkAddresses: the URI syntax, then each address decoded (test/vectors/rfc6068.json)', () => {
  test.each(vectors.checkAddresses.map((c) => [c.input, c] as const))('%s', (_name, c) => {
    const error = mailto.checkAddresses(c.input);
    expect({ source: c.source, error: fieldsOf(error, c.error) }).toEqual({ source: c.source, error: c.error });
    if (error === null) return;
    // Which layer failed: the class, the code, and the URI offset under the caret.
    expect(error instanceof (c.error!.code === mailto.ADDR_SPEC_ERROR ? mailto.AddrSpecError : mailto.UriSyntaxError)).toBe(true);
    expect(error.format().split('\n')[0]).toBe(`error: ${error.message}`);
    if (error instanceof mailto.AddrSpecError) {
      expect(mailto.isAddrSpecError(error)).toBe(true);
      expect(error.layer).toBe('address');
      expect(error.message).toMatch(error.kind === 'utf-8' ? /not UTF-8/ : /the decoded address .* is no addr-spec/);
      // The URI syntax is fine: the address is what fails.
      expect(mailto.check(c.input)).toBe(null);
    }
  });

  test('every address of a valid check vector of mailtoURI decodes to what its parts say', () => {
    for (const c of vectors.check.filter((c) => c.rule === 'mailtoURI' && c.offset === null)) {
      const node = mailto.parse(c.input);
      for (const spec of node.to?.addrSpecs ?? []) {
        expect(c.input.slice(spec.localPart.start, spec.localPart.end)).toBe(spec.localPart.text);
        expect(c.input.slice(spec.domain.start, spec.domain.end)).toBe(spec.domain.text);
      }
    }
  });
});

describe('components: to and headers, decoded (test/vectors/rfc6068.json)', () => {
  test.each(vectors.components.map((c) => [c.input, c] as const))('%s', (_name, c) => {
    expect({ source: c.source, components: mailto.components(c.input) }).toEqual({ source: c.source, components: c.components });
  });

  test.each(vectors.componentsErrors.map((c) => [c.input, c] as const))('throws on %s', (_name, c) => {
    expect({ source: c.source, error: fieldsOf(thrown(() => mailto.components(c.input)), c.error) }).toEqual({ source: c.source, error: c.error });
  });
});

describe('comparisonKey and equivalent (RFC 6068 §2, §5; RFC 5321 §2.4; RFC 5322 §3.2)', () => {
  test.each(vectors.comparisonKey.map((c) => [c.inputs.join(' '), c] as const))('%s', (_name, c) => {
    for (const input of c.inputs) expect({ source: c.source, input, key: mailto.comparisonKey(input) }).toEqual({ source: c.source, input, key: c.key });
    for (const a of c.inputs) for (const b of c.inputs) expect(mailto.equivalent(a, b)).toBe(true);
  });

  test.each(vectors.different.map((c) => [`${c.a} ${c.b}`, c] as const))('not equivalent: %s', (_name, c) => {
    expect({ source: c.source, equivalent: mailto.equivalent(c.a, c.b) }).toEqual({ source: c.source, equivalent: false });
  });

  test.each(vectors.comparisonKeyErrors.map((c) => [c.input, c] as const))('throws on %s', (_name, c) => {
    expect({ source: c.source, error: fieldsOf(thrown(() => mailto.comparisonKey(c.input)), c.error) }).toEqual({ source: c.source, error: c.error });
  });

  test('every check vector of mailtoURI has a key or one of the three errors, each with its code', () => {
    const codes = [mailto.URI_SYNTAX_ERROR, mailto.ADDR_SPEC_ERROR, mailto.PERCENT_DECODE_ERROR];
    for (const c of vectors.check.filter((c) => c.rule === 'mailtoURI')) {
      let key: string;
      try {
        key = mailto.comparisonKey(c.input);
      } catch (error) {
        expect([c.input, codes.includes((error as { code: string }).code)]).toEqual([c.input, true]);
        continue;
      }
      expect([c.input, c.offset]).toEqual([c.input, null]);
      expect(key).toMatch(/^mailto:/);
    }
  });
});

describe('hints: the usual mistakes at either layer, each citing its section (test/vectors/rfc6068.json)', () => {
  test.each(vectors.hints.map((c) => [c.input, c] as const))('%s', (_name, c) => {
    const error = mailto.checkAddresses(c.input);
    expect({ source: c.source, hint: error?.hint() }).toEqual({ source: c.source, hint: expect.stringContaining(c.hint) });
    expect(error?.format()).toContain(`hint: ${error?.hint()}`);
  });
});

describe('hostile input: long inputs of each shape, valid and with one bad character, through every function (no hang, no RangeError)', () => {
  const n = 50_000;
  const SHAPES: readonly [string, string][] = [
    ['many addresses and hfields', `mailto:${'a@b,'.repeat(n)}a@b?${'x=1&'.repeat(n)}y=2`],
    ['a long quoted local part', `mailto:%22${'a%5C%20'.repeat(n)}%22@b`],
    ['a long domain of labels', `mailto:a@${'b.'.repeat(n)}c`],
    ['a long domain literal', `mailto:a@%5B${'1.'.repeat(n)}1%5D`],
    ['a long "to" hfvalue of addresses and commas in quotes', `mailto:?to=${'a@b,'.repeat(n)}%22${'a,'.repeat(n)}%22@c`],
    ['long runs of non-ASCII', `mailto:${'%C3%A9'.repeat(n)}@b?subject=${'%C3%A9'.repeat(n)}`],
  ];
  const CODES = [mailto.URI_SYNTAX_ERROR, mailto.ADDR_SPEC_ERROR, mailto.PERCENT_DECODE_ERROR];
  test.each(SHAPES)('%s', (_name, input) => {
    expect(mailto.checkAddresses(input)).toBe(null);
    expect(mailto.comparisonKey(input)).toMatch(/^mailto:/);
    expect(mailto.components(input).to.length).toBeLessThanOrEqual(n + 1);
    // One bad character at the end of the URI, of an address, of an hfvalue's octets.
    const variants = [`${input}#`, input.replace(/^mailto:([^?@]+)@/, 'mailto:$1%2E@'), `${input}%FF`];
    for (const bad of variants.filter((v) => v !== input)) {
      const error = mailto.checkAddresses(bad) ?? thrown(() => mailto.components(bad));
      expect([bad.slice(-20), CODES.includes(error.code)]).toEqual([bad.slice(-20), true]);
    }
  });
});
