/**
 * RFC 1808 (uri-grammar/rfc1808) through its public API, from
 * test/vectors/rfc1808.json: check offsets and expectations, the AST of every
 * rule where the grammar allows several trees (the tree §2.4's steps give),
 * the components (§2.1, §2.4) and resolution (§4, every example of §5.1 and
 * §5.2). Then one test for each `// PEG:` place of grammar/rfc1808.peggy,
 * parsing with the generated Peggy parser itself; and the tree held to §2.4's
 * steps on every valid input of the equivalence plan for URL.
 */
import { describe, expect, test } from '@jest/globals';
import * as rfc1808 from '../../src/grammars/rfc1808/index.js';
import { componentsOf, parseSteps } from '../../src/grammars/rfc1808/components.js';
import * as peg from '../../generated/rfc1808.plain.js';
import { acceptsBy, typeOf } from '../support/peggy-parse';
import { GRAMMARS } from '../../src/index.js';
import { loadGrammar } from '../support/abnf';
import { inputsFor } from '../support/equivalence';
import vectors from './rfc1808.json';

type Rule = rfc1808.RuleName;

interface AstCase {
  source: string;
  rule: Rule;
  input: string;
  tree: string;
}
interface ComponentsCase {
  source: string;
  input: string;
  components: rfc1808.Components;
}
interface ResolveCase {
  source: string;
  base: string;
  ref: string;
  result: string;
}
interface ResolveErrorCase {
  source: string;
  base: string;
  ref: string;
  error: 'ResolveError' | 'UriSyntaxError';
  offset?: number;
}

/** A node as `type[start,end]"text"(children)`: children in property order, null parts left out. */
function show(node: unknown): string {
  const n = node as Record<string, unknown> & { type: string; start: number; end: number };
  let out = `${n.type}[${n.start},${n.end}]`;
  if (typeof n.text === 'string') out += JSON.stringify(n.text);
  const children: string[] = [];
  for (const [key, value] of Object.entries(n)) {
    if (['type', 'start', 'end', 'text', 'value'].includes(key) || value === null) continue;
    if (Array.isArray(value)) children.push(...value.map(show));
    else if (typeof value === 'object') children.push(show(value));
  }
  return children.length === 0 ? out : `${out}(${children.join(' ')})`;
}

/** Every leaf's text is its span of the input, and every child lies within its parent. */
function spansHold(node: unknown, input: string, parent = { start: 0, end: input.length }): boolean {
  const n = node as Record<string, unknown> & { start: number; end: number };
  if (n.start < parent.start || n.end > parent.end) return false;
  if (typeof n.text === 'string' && input.slice(n.start, n.end) !== n.text) return false;
  return Object.entries(n).every(([key, value]) => {
    if (key === 'text' || value === null || typeof value !== 'object') return true;
    return (Array.isArray(value) ? value : [value]).every((child) => spansHold(child, input, n));
  });
}

// The check vectors of test/vectors/rfc1808.json run in test/vectors/grammar-check-vectors.test.ts, with every grammar's.

describe('the AST: node types and spans; where the grammar allows several trees, the one of §2.4', () => {
  test.each((vectors.ast as AstCase[]).map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const node = rfc1808.parse(c.input, c.rule);
    expect({ source: c.source, tree: show(node) }).toEqual({ source: c.source, tree: c.tree });
    expect(spansHold(node, c.input)).toBe(true);
  });

  test('escape carries the octet; leaves of the rules below the components are named after the rule', () => {
    expect(rfc1808.parse('%4a', 'escape').value).toBe(0x4a);
    expect(rfc1808.parse('%7E', 'uchar')).toEqual({ type: 'uchar', start: 0, end: 3, text: '%7E' });
    expect(rfc1808.parse('a', 'lowalpha')).toEqual({ type: 'lowalpha', start: 0, end: 1, text: 'a' });
  });
});

describe('components: §2.1\'s six, as §2.4 splits them', () => {
  test.each((vectors.components as ComponentsCase[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    expect({ source: c.source, components: rfc1808.components(c.input) }).toEqual({ source: c.source, components: c.components });
    expect(rfc1808.components(rfc1808.parse(c.input))).toEqual(c.components);
  });

  test('the tree follows §2.4\'s steps: on every valid input of the equivalence plan for URL, its components are the steps\' split of the text', () => {
    const grammar = loadGrammar('rfc1808');
    const differing: string[] = [];
    let valid = 0;
    for (const input of inputsFor(grammar, 'URL')) {
      if (!grammar.matches('URL', input)) continue;
      valid++;
      const node = rfc1808.parse(input);
      const fromTree = componentsOf(node);
      if (JSON.stringify(fromTree) !== JSON.stringify(parseSteps(input)) || !spansHold(node, input)) differing.push(input);
      if (differing.length >= 8) break;
    }
    expect(differing).toEqual([]);
    expect(valid).toBeGreaterThan(10_000);
  });

  test('a syntax error is the grammar\'s UriSyntaxError', () => {
    let thrown: unknown;
    try {
      rfc1808.components('http://h/~');
    } catch (e) {
      thrown = e;
    }
    expect(rfc1808.isUriSyntaxError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ grammar: 'rfc1808', rule: 'URL', offset: 9, found: '~' });
  });
});

describe('resolve: RFC 1808 §4, every example of §5.1 and §5.2', () => {
  test.each((vectors.resolve as ResolveCase[]).map((c) => [`${JSON.stringify(c.base)} + ${JSON.stringify(c.ref)}`, c] as const))('%s', (_name, c) => {
    const result = rfc1808.resolve(c.base, c.ref);
    expect({ source: c.source, result }).toEqual({ source: c.source, result: c.result });
    expect(rfc1808.isValid(result)).toBe(true);
  });

  test.each((vectors.resolveErrors as ResolveErrorCase[]).map((c) => [`${JSON.stringify(c.base)} + ${JSON.stringify(c.ref)}`, c] as const))('%s', (_name, c) => {
    let thrown: unknown;
    try {
      rfc1808.resolve(c.base, c.ref);
    } catch (e) {
      thrown = e;
    }
    if (c.error === 'ResolveError') {
      expect(thrown).toBeInstanceOf(rfc1808.ResolveError);
      expect(thrown).toMatchObject({ kind: 'base-not-absolute' });
    } else {
      expect(rfc1808.isUriSyntaxError(thrown)).toBe(true);
      expect(thrown).toMatchObject({ grammar: 'rfc1808', rule: 'URL', offset: c.offset });
    }
  });

  test('every §5.1 and §5.2 example is a vector', () => {
    const refs = (vectors.resolve as ResolveCase[]).filter((c) => /^RFC 1808 §5\.[12]/.test(c.source)).map((c) => c.ref);
    expect(refs).toHaveLength(24 + 15);
    expect(() => rfc1808.resolve(1 as unknown as string, 'g')).toThrow(TypeError);
  });
});

// ----- The `// PEG:` places of grammar/rfc1808.peggy, with the generated parser itself -----

const accepts = acceptsBy(peg);

test('absoluteURL: generic-RL only where it spans the whole, else scheme ":" *( uchar | reserved ) (RFC 1808 §2.2)', () => {
  for (const url of ['http://a//b', 'x:////', 'file:////etc', 'x://?//', 'x://a;b//c?d'])
    expect([url, typeOf(accepts('absoluteURL', url))]).toEqual([url, 'absoluteURL']);
  for (const url of ['a:b', 'http://a/b//c', 'file:///etc', 'x:///', 'x:'])
    expect([url, typeOf(accepts('absoluteURL', url))]).toEqual([url, 'generic-RL']);
  expect(typeOf((accepts('URL', 'http://a//b#f') as { url: unknown }).url)).toBe('absoluteURL');
  // A "%" that begins no escape stops both alternatives alike.
  expect(accepts('absoluteURL', 'a:b%4')).toBe(null);
});

test('URL: the absoluteURL first, as §2.4.2 parses the scheme first; a relativeURL only without scheme ":" (RFC 1808 §2.2)', () => {
  expect(typeOf((accepts('URL', 'a:b') as { url: unknown }).url)).toBe('generic-RL');
  expect(typeOf((accepts('URL', 'a:b#c') as { url: unknown }).url)).toBe('generic-RL');
  expect(typeOf((accepts('URL', './a:b') as { url: unknown }).url)).toBe('rel_path');
  expect(typeOf((accepts('URL', 'a;b:c') as { url: unknown }).url)).toBe('rel_path');
});

test('relativeURL: net_path, abs_path, rel_path in the ABNF order, rel_path (which matches the empty prefix) last (RFC 1808 §2.2)', () => {
  expect(typeOf(accepts('relativeURL', '//a/b'))).toBe('net_path');
  expect(typeOf(accepts('relativeURL', '//'))).toBe('net_path');
  expect(typeOf(accepts('relativeURL', '/a//b'))).toBe('abs_path');
  expect(typeOf(accepts('relativeURL', 'a:b'))).toBe('rel_path');
  expect(typeOf(accepts('relativeURL', ''))).toBe('rel_path');
  expect(accepts('relativeURL', '//a//b')).toBe(null);
});

test('net_path: the net_loc runs to the next "/" and takes ";" and "?" (RFC 1808 §2.4.3)', () => {
  expect(accepts('net_path', '//h?q')).toMatchObject({ net_loc: { text: 'h?q' }, abs_path: null });
  expect(accepts('net_path', '//h;p?q/x?y')).toMatchObject({ net_loc: { text: 'h;p?q' }, abs_path: { rel_path: { query: { text: 'y' } } } });
});

test('rel_path: path stops at ";" and "?", params at "?" (RFC 1808 §2.4.4, §2.4.5)', () => {
  expect(accepts('rel_path', 'a/b;c/d;e?f;g?h')).toMatchObject({
    path: { segments: [{ text: 'a' }, { text: 'b' }] },
    params: { items: [{ text: 'c/d' }, { text: 'e' }] },
    query: { text: 'f;g?h' },
  });
  expect(accepts('rel_path', '?;')).toMatchObject({ path: null, params: null, query: { text: ';' } });
});

test('path: every segment, empty ones included, up to the end (RFC 1808 §2.2)', () => {
  expect((accepts('path', 'a//b/') as rfc1808.path).segments.map((s) => [s.type, s.text])).toEqual([['fsegment', 'a'], ['segment', ''], ['segment', 'b'], ['segment', '']]);
  expect(accepts('path', '/a')).toBe(null);
});

test('GRAMMARS lists RFC 1808 with its status, start rule and rule names', () => {
  const info = GRAMMARS.find((g) => g.name === 'rfc1808');
  expect(info).toMatchObject({ rfc: 1808, title: 'Relative Uniform Resource Locators', start: 'URL', alphabet: 'ascii', status: { current: false, obsoletedBy: [3986] } });
  expect(info?.ruleNames).toEqual([...rfc1808.RULE_NAMES]);
  expect(rfc1808.RULE_NAMES).toContain('generic-RL');
  expect(rfc1808.isRuleName('net_loc') && !rfc1808.isRuleName('net-loc')).toBe(true);
});
