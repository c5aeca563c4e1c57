/**
 * RFC 1738 (uri-grammar/rfc1738) through its public API, from the vectors of
 * test/vectors/rfc1738.json: check (offsets and expectations), the AST of
 * every ambiguous rule and every scheme's rule (types and spans: the RFC's
 * reading, not whatever the PEG happens to do), components, schemeRule. Then
 * one test for each `// PEG:` place of grammar/rfc1738.peggy, parsing with the
 * generated Peggy parser itself, that fails if the place is reverted to the
 * literal ABNF. test/proof/equivalence.test.ts proves every rule's language equal
 * to the ABNF's.
 */
import { describe, expect, test } from '@jest/globals';
import * as rfc1738 from '../../src/grammars/rfc1738/index.js';
import * as peg from '../../generated/rfc1738.js';
import * as plain from '../../generated/rfc1738.plain.js';
import { acceptsBy, typeOf } from '../support/peggy-parse';
import { GRAMMARS } from '../../src/index.js';
import vectors from './rfc1738.json';
import { nodesOf } from '../support/ast-nodes';

type Rule = rfc1738.RuleName;

interface CheckCase {
  source: string;
  rule: string;
  input: string;
  offset: number | null;
  expected?: string[];
}
interface AstCase {
  source: string;
  rule: string;
  input: string;
  node: Record<string, unknown>;
}
interface ComponentsCase {
  source: string;
  input: string;
  components: rfc1738.Components;
}
interface SchemeRuleCase {
  source: string;
  input: string;
  rule: string | null;
}

// The check vectors of test/vectors/rfc1738.json run in test/vectors/grammar-check-vectors.test.ts, with every grammar's.

describe('the AST: the RFC\'s reading of every ambiguous rule, and every scheme\'s rule (test/vectors/rfc1738.json)', () => {
  test.each((vectors.ast as AstCase[]).map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const node = rfc1738.parse(c.input, c.rule as Rule);
    expect({ source: c.source, node }).toMatchObject({ source: c.source, node: c.node });
    // Every node's span holds its text, and lies within its parent's.
    for (const n of nodesOf(node)) {
      if (n.text !== undefined) expect([n.type, c.input.slice(n.start, n.end)]).toEqual([n.type, n.text]);
      expect(0 <= n.start && n.start <= n.end && n.end <= c.input.length).toBe(true);
    }
  });

  test('a port of more digits than a safe integer holds is Infinity (RFC 1738 §5 bounds no port)', () => {
    expect(rfc1738.parse('99999999999999999999', 'port').value).toBe(Infinity);
    expect(rfc1738.parse('http://h:8080/').type === 'httpurl' && rfc1738.parse('http://h:8080/', 'httpurl').hostport.port?.value).toBe(8080);
  });

  test('url: the scheme\'s rule exactly when the whole url matches it, else otherurl (RFC 1738 §5)', () => {
    const inputs = [...(vectors.check as CheckCase[]), ...(vectors.ast as AstCase[])].map((c) => c.input);
    let schemeNodes = 0;
    for (const input of inputs) {
      if (!rfc1738.isValid(input)) continue;
      const rule = rfc1738.schemeRule(input);
      const byScheme = rule !== null && rfc1738.isValid(input, rule);
      const node = rfc1738.parse(input);
      const alternative = rfc1738.components(input).rule;
      expect([input, alternative]).toEqual([input, byScheme ? rule : 'otherurl']);
      if (byScheme) (schemeNodes++, expect(node).toEqual(rfc1738.parse(input, rule!)));
      // url and otherurl are one language (every scheme's URL is a genericurl).
      expect(rfc1738.isValid(input, 'otherurl')).toBe(true);
    }
    expect(schemeNodes).toBeGreaterThan(20);
  });
});

describe('components (test/vectors/rfc1738.json)', () => {
  test.each((vectors.components as ComponentsCase[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    expect({ source: c.source, components: rfc1738.components(c.input) }).toEqual({ source: c.source, components: c.components });
  });

  test('an input that is no url is a UriSyntaxError', () => {
    expect(() => rfc1738.components('HTTP://h/')).toThrow(/url: expected/);
  });
});

describe('schemeRule (test/vectors/rfc1738.json)', () => {
  test.each((vectors.schemeRule as SchemeRuleCase[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    expect({ source: c.source, rule: rfc1738.schemeRule(c.input) }).toEqual({ source: c.source, rule: c.rule });
  });

  test('every scheme of RFC 1738 §3 has its rule, as GRAMMARS lists them', () => {
    const info = GRAMMARS.find((g) => g.name === 'rfc1738')!;
    expect(info.schemeRules).toEqual({
      http: 'httpurl', ftp: 'ftpurl', file: 'fileurl', gopher: 'gopherurl', mailto: 'mailtourl',
      news: 'newsurl', nntp: 'nntpurl', telnet: 'telneturl', wais: 'waisurl', prospero: 'prosperourl',
    });
    for (const rule of Object.values(info.schemeRules)) expect(rfc1738.isRuleName(rule)).toBe(true);
    expect(() => rfc1738.schemeRule(1 as unknown as string)).toThrow(TypeError);
  });
});

describe('the module', () => {
  test('RULE_NAMES: the 67 rules of §5 in the RFC\'s order, by the RFC\'s names', () => {
    expect(rfc1738.RULE_NAMES).toHaveLength(67);
    expect(rfc1738.RULE_NAMES.slice(0, 3)).toEqual(['genericurl', 'url', 'otherurl']);
    expect(rfc1738.RULE_NAMES).toContain('gopher+_string');
    expect(rfc1738.RULE_NAMES).not.toContain('gopher-plus-string');
    expect(rfc1738.isRuleName('ip-schemepart')).toBe(true);
    expect(rfc1738.isRuleName('ALPHA')).toBe(false);
    expect(GRAMMARS.find((g) => g.name === 'rfc1738')).toMatchObject({ rfc: 1738, start: 'url', alphabet: 'ascii', conform: ['url'], status: { current: false } });
  });

  test('errors are the grammar\'s: UriSyntaxError with grammar rfc1738; a TypeError for an unknown rule or a non-string', () => {
    let thrown: unknown;
    try {
      rfc1738.parse('http://h/#x');
    } catch (e) {
      thrown = e;
    }
    expect(rfc1738.isUriSyntaxError(thrown)).toBe(true);
    expect(thrown).toMatchObject({ grammar: 'rfc1738', rule: 'url', offset: 9, found: '#' });
    expect(() => rfc1738.check('x', 'URI' as never)).toThrow(/unknown RFC 1738 rule: URI/);
    expect(() => rfc1738.isValid(1 as unknown as string)).toThrow(TypeError);
  });

  test('the optimized first pass returns what the plain Peggy parser returns, on every vector', () => {
    const cases = [...(vectors.check as CheckCase[]), ...(vectors.ast as AstCase[])];
    const pegOf = (rule: string) => rule.replace('+', '_plus').replace(/-/g, '_') as peg.StartRule;
    for (const c of cases) {
      for (const rule of new Set([c.rule, 'url'])) {
        const first = peg.tryParse(c.input, pegOf(rule));
        const reference = plain.tryParse(c.input, pegOf(rule) as plain.StartRule);
        expect([c.input, rule, first === peg.FAILED ? 'failed' : JSON.stringify(first)]).toEqual([c.input, rule, reference === plain.FAILED ? 'failed' : JSON.stringify(reference)]);
      }
    }
  });
});

// ----- The `// PEG:` places of grammar/rfc1738.peggy, with the generated Peggy parser itself -----

describe('PEG places (grammar/rfc1738.peggy), parsed by the generated parser', () => {
  const accepts = acceptsBy(plain);

  test('url: a scheme rule only when no xchar follows what it matched, else the next alternative and otherurl last', () => {
    // The literal order commits to the httpurl prefix `http://h/a?b` and fails at "/".
    expect(typeOf(accepts('url', 'http://h/a?b/c'))).toBe('otherurl');
    expect(typeOf(accepts('url', 'http://h/a?b'))).toBe('httpurl');
    expect(typeOf(accepts('url', 'http://u:p@h/'))).toBe('otherurl');
    expect(typeOf(accepts('url', 'ftp://h/a;type=x'))).toBe('otherurl');
    expect(typeOf(accepts('url', 'news:a@b/c'))).toBe('otherurl');
    for (const [input, type] of [['ftp://h/a', 'ftpurl'], ['news:x', 'newsurl'], ['nntp://h/g', 'nntpurl'], ['telnet://h', 'telneturl'], ['gopher://h', 'gopherurl'], ['wais://h/d', 'waisdatabase'], ['mailto:x', 'mailtourl'], ['file:///x', 'fileurl'], ['prospero://h/p', 'prosperourl'], ['x:y', 'otherurl']])
      expect([input, typeOf(accepts('url', input))]).toEqual([input, type]);
  });

  test('schemepart: ip-schemepart first, taken when no xchar follows; the run of xchars else', () => {
    // *xchar first (the literal order) would make every schemepart a leaf.
    expect(typeOf(accepts('schemepart', '//h/x'))).toBe('ip-schemepart');
    expect(typeOf(accepts('schemepart', '//u:p@h:1'))).toBe('ip-schemepart');
    expect(typeOf(accepts('schemepart', '//h?x'))).toBe('schemepart');
    expect(typeOf(accepts('schemepart', '//h:/'))).toBe('schemepart');
    expect(typeOf(accepts('genericurl', 'x://h/p')) && (accepts('genericurl', 'x://h/p') as { schemepart: unknown }).schemepart).toMatchObject({ type: 'ip-schemepart' });
  });

  test('login: safe as ordered: the user part matches exactly when an "@" ends it', () => {
    expect(accepts('login', 'u:p@h:21')).toMatchObject({ user: { text: 'u' }, password: { text: 'p' }, hostport: { host: { text: 'h' }, port: { text: '21' } } });
    expect(accepts('login', 'h:21')).toMatchObject({ user: null, password: null, hostport: { host: { text: 'h' }, port: { text: '21' } } });
    expect(accepts('login', 'h:21@x')).toMatchObject({ user: { text: 'h' }, password: { text: '21' }, hostport: { host: { text: 'x' } } });
    expect(accepts('login', 'a:b:c@h')).toBe(null);
  });

  test('host: safe as ordered: hostname fails on a hostnumber; neither matches a.b.c.4', () => {
    expect(typeOf(accepts('host', '1.2.3.4'))).toBe('hostnumber');
    expect(typeOf(accepts('host', '1.2.3.a'))).toBe('hostname');
    expect(typeOf(accepts('host', '1.2.3.4a.b'))).toBe('hostname');
    expect(accepts('host', 'a.b.c.4')).toBe(null);
    expect(typeOf((accepts('hostport', '1.2.3.4:80') as { host: unknown }).host)).toBe('hostnumber');
  });

  test('hostname: safe as written: the repetition gives back the toplabel', () => {
    expect(accepts('hostname', 'a.b.c')).toMatchObject({ domainlabels: [{ text: 'a' }, { text: 'b' }], toplabel: { text: 'c' } });
    expect(accepts('hostname', 'a')).toMatchObject({ domainlabels: [], toplabel: { text: 'a' } });
  });

  test('domainlabel and toplabel: alphadigit *( *"-" alphadigit ), since the literal choice commits to one character and its star eats the last', () => {
    for (const label of ['ab', 'a-b', 'a--1', 'a1b2', '1']) expect([label, accepts('domainlabel', label)]).toEqual([label, label]);
    for (const label of ['a-', '-a', '']) expect([label, accepts('domainlabel', label)]).toEqual([label, null]);
    for (const label of ['ab', 'a-1', 'z--z']) expect([label, accepts('toplabel', label)]).toEqual([label, label]);
    for (const label of ['1a', 'a-', '']) expect([label, accepts('toplabel', label)]).toEqual([label, null]);
    expect(typeOf(accepts('url', 'http://ab.cd-e/'))).toBe('httpurl');
  });

  test('ftpurl: ";type=" is case-insensitive, as an ABNF string', () => {
    expect(accepts('ftpurl', 'ftp://h/f;TYPE=I')).toMatchObject({ ftptype: { text: 'I' } });
    expect(accepts('ftpurl', 'ftp://h/f;Type=a')).toMatchObject({ ftptype: { text: 'a' } });
  });

  test('fileurl: "localhost" (case-insensitive) is a hostname, which host takes first', () => {
    expect(accepts('fileurl', 'file://localhost/x')).toMatchObject({ host: { type: 'hostname', text: 'localhost' } });
    expect(accepts('fileurl', 'file://LocalHost/x')).toMatchObject({ host: { type: 'hostname', text: 'LocalHost' } });
    expect(accepts('fileurl', 'file:///x')).toMatchObject({ host: null });
  });

  test('gopherurl: the path is split at its encoded tabs as §3.4.1 reads it, not swallowed by the selector', () => {
    expect(accepts('gopherurl', 'gopher://h/1sel%09srch%09+')).toMatchObject({ selector: { text: 'sel' }, search: { text: 'srch' }, gopherPlusString: { text: '+' } });
    expect(accepts('gopherurl', 'gopher://h/1sel%09srch')).toMatchObject({ selector: { text: 'sel' }, search: { text: 'srch' }, gopherPlusString: null });
    expect(accepts('gopherurl', 'gopher://h/1a%09b?c')).toMatchObject({ selector: { text: 'a%09b?c' }, search: null });
    expect(accepts('gopherurl', 'gopher://h/1')).toMatchObject({ gtype: { text: '1' }, selector: { text: '' }, search: null });
  });

  test('grouppart: article first, since "*" and every group begin articles', () => {
    expect(typeOf(accepts('grouppart', 'a@b'))).toBe('article');
    expect(typeOf(accepts('grouppart', '*@b'))).toBe('article');
    expect(typeOf(accepts('grouppart', 'comp.x'))).toBe('group');
    expect(typeOf(accepts('grouppart', '*'))).toBe('grouppart');
    expect(typeOf((accepts('newsurl', 'news:comp.x@h') as { grouppart: unknown }).grouppart)).toBe('article');
  });

  test('waisurl: waisdoc and waisindex before waisdatabase, which begins both', () => {
    expect(typeOf(accepts('waisurl', 'wais://h/db/t/p'))).toBe('waisdoc');
    expect(typeOf(accepts('waisurl', 'wais://h/db?x'))).toBe('waisindex');
    expect(typeOf(accepts('waisurl', 'wais://h/db'))).toBe('waisdatabase');
  });
});
