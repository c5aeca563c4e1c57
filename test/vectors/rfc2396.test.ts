/**
 * RFC 2396 (uri-grammar/rfc2396): the vectors of test/vectors/rfc2396.json
 * through the public API (check, the AST of every ambiguous rule, components,
 * §5.2 resolve with every example of Appendix C), and one test for each
 * `// PEG:` place of grammar/rfc2396.peggy, parsing with the generated Peggy
 * parser itself, that fails if the place is reverted to the literal ABNF (or,
 * where the literal order is exact, pins the tree it gives). The equivalence
 * test proves every rule equal to the ABNF.
 */
import { describe, expect, test } from '@jest/globals';
import * as rfc2396 from '../../src/grammars/rfc2396/index.js';
import * as peg from '../../generated/rfc2396.plain.js';
import { acceptsBy, typeOf } from '../support/peggy-parse';
import { GRAMMARS } from '../../src/index.js';
import vectors from './rfc2396.json';

interface AstCase {
  source: string;
  rule: string;
  input: string;
  node: Record<string, unknown>;
}

interface ComponentsCase {
  source: string;
  input: string;
  components: Record<string, unknown>;
}

interface ResolveCase {
  source: string;
  base?: string;
  ref: string;
  options?: rfc2396.ResolveOptions;
  result?: string;
  error?: Record<string, unknown>;
}

/** Appendix C's base. */
const BASE = 'http://a/b/c/d;p?q';

type Rule = rfc2396.RuleName;

// The check vectors of test/vectors/rfc2396.json run in test/vectors/grammar-check-vectors.test.ts, with every grammar's.

describe('the AST follows the RFC where the grammar is ambiguous (test/vectors/rfc2396.json)', () => {
  test.each((vectors.ast as AstCase[]).map((c) => [`${c.rule} ${JSON.stringify(c.input)}: ${c.source}`, c] as const))('%s', (_name, c) => {
    expect(rfc2396.parse(c.input, c.rule as Rule)).toMatchObject(c.node);
  });
});

describe('components (test/vectors/rfc2396.json)', () => {
  test.each((vectors.components as ComponentsCase[]).map((c) => [`${JSON.stringify(c.input)}: ${c.source}`, c] as const))('%s', (_name, c) => {
    expect(rfc2396.components(c.input)).toEqual(c.components);
  });

  test('Appendix B reads every valid hierarchical or relative reference as the tree does', () => {
    const appendixB = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;
    for (const c of vectors.components as ComponentsCase[]) {
      if (c.components.opaque) continue;
      const m = appendixB.exec(c.input)!;
      const { scheme, authority, path, query, fragment } = rfc2396.components(c.input);
      expect([c.input, scheme, authority, path, query, fragment]).toEqual([c.input, m[2] ?? null, m[4] ?? null, m[5], m[7] ?? null, m[9] ?? null]);
    }
  });
});

describe('resolve: RFC 2396 §5.2, every example of Appendix C (test/vectors/rfc2396.json)', () => {
  test.each((vectors.resolve as ResolveCase[]).map((c) => [`${c.base ?? BASE} + ${JSON.stringify(c.ref)}${c.options ? ` ${JSON.stringify(c.options)}` : ''}: ${c.source}`, c] as const))('%s', (_name, c) => {
    const run = () => rfc2396.resolve(c.base ?? BASE, c.ref, c.options);
    if (c.error) {
      expect(run).toThrow(expect.objectContaining(c.error));
      return;
    }
    expect(run()).toBe(c.result);
    // From a valid reference, every result is an absoluteURI (with the reference's fragment).
    if (c.options?.strict !== false) expect(rfc2396.parse(run()).uri?.type).toBe('absoluteURI');
  });

  test('every example of Appendix C is a vector', () => {
    const examples = [
      'g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', 'g;x?y#s', '.', './', '..', '../', '../g', '../..', '../../', '../../g',
      '', '../../../g', '../../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'g;x=1/./y', 'g;x=1/../y',
      'g?y/./x', 'g?y/../x', 'g#s/./x', 'g#s/../x', 'http:g',
    ];
    const covered = new Set((vectors.resolve as ResolveCase[]).filter((c) => c.base === undefined && c.result !== undefined && /Appendix C/.test(c.source)).map((c) => c.ref));
    expect(examples.filter((e) => !covered.has(e))).toEqual([]);
  });

  test('the result is a string; non-string arguments and options are TypeErrors', () => {
    expect(() => rfc2396.resolve(1 as unknown as string, 'g')).toThrow(TypeError);
    expect(() => rfc2396.resolve(BASE, null as unknown as string)).toThrow(TypeError);
    expect(() => rfc2396.resolve(BASE, 'g', { strict: 'no' as unknown as boolean })).toThrow(TypeError);
    expect(() => rfc2396.resolve(BASE, 'g', { backwardsCompatible: 1 as unknown as boolean })).toThrow(TypeError);
  });
});

describe('the API: RFC 2396 rule names, errors of the grammar rfc2396', () => {
  test('RULE_NAMES: the 40 rules of Appendix A, as the RFC spells them', () => {
    expect(rfc2396.RULE_NAMES).toHaveLength(40);
    expect(rfc2396.RULE_NAMES.slice(0, 6)).toEqual(['URI-reference', 'absoluteURI', 'relativeURI', 'hier_part', 'opaque_part', 'uric_no_slash']);
    expect(rfc2396.isRuleName('hier_part')).toBe(true);
    expect(rfc2396.isRuleName('hier-part')).toBe(false);
    expect(rfc2396.isRuleName('control')).toBe(false); // §2.4.3, not in Appendix A
    expect(rfc2396.isRuleName('URI')).toBe(false);
  });

  test('errors: UriSyntaxError with grammar rfc2396 and the RFC rule name; TypeError for an unknown rule', () => {
    let thrown: unknown;
    try {
      rfc2396.parse('//a/b c', 'net_path');
    } catch (e) {
      thrown = e;
    }
    expect(rfc2396.isUriSyntaxError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ grammar: 'rfc2396', rule: 'net_path', offset: 5, found: ' ' });
    expect(() => rfc2396.check('x', 'hier-part' as never)).toThrow(/unknown RFC 2396 rule: hier-part/);
    expect(() => rfc2396.isValid(1 as unknown as string)).toThrow(TypeError);
  });

  test('GRAMMARS lists RFC 2396 with its status and rules', () => {
    const info = GRAMMARS.find((g) => g.name === 'rfc2396');
    expect(info).toMatchObject({ rfc: 2396, start: 'URI-reference', alphabet: 'ascii', status: { current: false, obsoletedBy: [3986], updates: [1808, 1738], updatedBy: [2732] } });
    expect(info?.ruleNames).toEqual([...rfc2396.RULE_NAMES]);
  });
});

// ----- The `// PEG:` places of grammar/rfc2396.peggy, with the Peggy parser itself -----

/** The node the Peggy parser gives for `input` by `rule`, or null when it rejects it. */
const accepts = acceptsBy(peg);

describe('PEG places of grammar/rfc2396.peggy (the generated Peggy parser)', () => {
  test('authority: a server when the whole authority parses as one, else a reg_name (§3.2); literal `server / reg_name` commits to a prefix', () => {
    for (const input of ['a@b@c', '1.2.3.4.5', 'h:80:1', 'a_b', 'u@', '1.2.3.4.', 'h.%41', 'a:b:c', '-a']) expect([input, typeOf(accepts('authority', input))]).toEqual([input, 'reg_name']);
    for (const input of ['', 'h', 'u@h', 'u:p@h.example.com:8080', '1.2.3.4', 'h:', 'a.b.']) expect([input, typeOf(accepts('authority', input))]).toEqual([input, 'server']);
    const uri = accepts('URI_reference', 'http://a@b@c/x') as { uri: { part: { path: { authority: unknown } } } };
    expect(typeOf(uri.uri.part.path.authority)).toBe('reg_name');
  });

  test('hostname: the repetition stops before the toplabel and its trailing "."; literal `*( domainlabel "." )` takes them', () => {
    for (const input of ['a.', 'a.b.', 'www.example.com.', '1.a.'])
      expect([input, typeOf(accepts('hostname', input))]).toEqual([input, 'hostname']);
    expect(accepts('hostname', 'a.b.')).toMatchObject({ domainlabels: [{ text: 'a' }], toplabel: { text: 'b' } });
    expect(typeOf(accepts('server', 'a.b.:80'))).toBe('server');
  });

  test('domainlabel and toplabel: more than one character; the literal first alternative and greedy repetition fail on them', () => {
    for (const input of ['ab', 'a-b', 'a--b', 'a1', '1a', '0-0']) expect([input, accepts('domainlabel', input)]).toEqual([input, input]);
    for (const input of ['ab', 'a-b', 'a--b', 'a1']) expect([input, accepts('toplabel', input)]).toEqual([input, input]);
    for (const input of ['a-', '-a', '1a']) expect([input, accepts('toplabel', input)]).toEqual([input, null]);
    expect(typeOf(accepts('host', 'ex-ample.co-m'))).toBe('hostname');
  });

  test('exact as written: URI-reference tries absoluteURI first, and no relativeURI has the scheme\'s ":"', () => {
    expect(typeOf((accepts('URI_reference', 'a:b') as { uri: unknown }).uri)).toBe('absoluteURI');
    expect(typeOf((accepts('URI_reference', './a:b') as { uri: unknown }).uri)).toBe('relativeURI');
    expect(typeOf((accepts('URI_reference', 'a/b:c') as { uri: unknown }).uri)).toBe('relativeURI');
    expect(accepts('URI_reference', 'a;b:c')).toBe(null);
    expect(accepts('URI_reference', '')).toMatchObject({ uri: null, fragment: null });
  });

  test('exact as written: hier_part and relativeURI try net_path first, so "//" begins an authority (§4.3)', () => {
    expect(typeOf((accepts('hier_part', '//a/b') as { path: unknown }).path)).toBe('net_path');
    expect(typeOf((accepts('relativeURI', '//a/b') as { path: unknown }).path)).toBe('net_path');
    expect(accepts('hier_part', '////a')).toMatchObject({ path: { type: 'net_path', authority: { type: 'server', start: 2, end: 2 }, path: { type: 'abs_path', start: 2 } } });
    expect(typeOf((accepts('hier_part', '/a//b') as { path: unknown }).path)).toBe('abs_path');
  });

  test('exact as written: host tries hostname first; it fails as a whole on an IPv4address', () => {
    expect(typeOf(accepts('host', '1.2.3.4'))).toBe('IPv4address');
    expect(typeOf(accepts('host', '1.2.3.a'))).toBe('hostname');
    expect(accepts('host', '1.2.3.4.5')).toBe(null);
  });

  test('exact as written: absoluteURI and path, whose alternatives begin with "/" or not', () => {
    expect(typeOf((accepts('absoluteURI', 'a:/b') as { part: unknown }).part)).toBe('hier_part');
    expect(typeOf((accepts('absoluteURI', 'a:b/c') as { part: unknown }).part)).toBe('opaque_part');
    expect(typeOf(accepts('path', '/b'))).toBe('abs_path');
    expect(typeOf(accepts('path', 'b/'))).toBe('opaque_part');
  });

  test('exact as written: segment = *pchar *( ";" param ) splits at every ";"', () => {
    expect(accepts('segment', 'a:b;c;;d=e')).toMatchObject({ text: 'a:b;c;;d=e', params: [{ text: 'c' }, { text: '' }, { text: 'd=e' }] });
    expect(accepts('rel_path', ';x/y;z')).toMatchObject({ segments: [{ type: 'rel_segment', params: [{ text: 'x' }] }, { type: 'segment', params: [{ text: 'z' }] }] });
  });
});
