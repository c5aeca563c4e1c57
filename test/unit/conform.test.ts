/**
 * uri-grammar/conform: the conformance report across the family
 * (test/vectors/conform.json: every row of each input, in order, with its
 * verdict), the same errors as each grammar's own `check`, the order and
 * options, and the hints the legacy grammars' errors give.
 */
import { describe, expect, test } from '@jest/globals';
import { GRAMMARS, conform, conformingGrammars, errorOf, schemeOf, verdicts } from '../../src/conform/index.js';
import { grammarApi } from '../support/grammar-apis';
import vectors from '../vectors/conform.json';

interface Case {
  input: string;
  source: string;
  rows: [string, string, string, true | number][];
}

describe('the report of each input (test/vectors/conform.json)', () => {
  test.each((vectors.cases as Case[]).map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const rows = conform(c.input).map((r) => [r.grammar, r.rule, r.kind, r.valid ? true : r.error!.offset]);
    expect({ source: c.source, rows }).toEqual({ source: c.source, rows: c.rows });
  });
});

describe('each row is what the grammar\'s own check says', () => {
  const name = (rule: string, grammar: string) => GRAMMARS.find((g) => g.name === grammar)!.ruleNames.includes(rule);
  test.each((vectors.cases as Case[]).map((c) => [JSON.stringify(c.input), c.input] as const))('%s', (_name, input) => {
    for (const row of conform(input)) {
      expect(name(row.rule, row.grammar)).toBe(true);
      const own = grammarApi(row.grammar).check(input, row.rule);
      expect([row.grammar, row.rule, row.error?.offset ?? null]).toEqual([row.grammar, row.rule, own?.offset ?? null]);
      if (row.error) {
        expect(row.error.expected).toEqual((own as unknown as { expected: string[] }).expected);
        expect([row.error.grammar, row.error.rule]).toEqual([row.grammar, row.rule]);
        expect(row.error.format()).toContain('^');
      }
    }
  });
});

test('rows follow GRAMMARS order, then each grammar\'s conform rules, then its scheme rule', () => {
  const rows = conform('http://h/');
  const order = [...new Set(rows.map((r) => r.grammar))];
  // A grammar has rows when it has top-level rules to report (a template grammar has none) or a rule for the scheme.
  const reported = GRAMMARS.filter((g) => g.conform.length > 0 || g.schemeRules.http);
  expect(order).toEqual(reported.map((g) => g.name));
  expect(GRAMMARS.filter((g) => g.kind === 'uri').every((g) => reported.includes(g))).toBe(true);
  for (const g of reported) {
    const mine = rows.filter((r) => r.grammar === g.name);
    expect(mine.filter((r) => r.kind === 'rule').map((r) => r.rule)).toEqual([...g.conform]);
    expect(mine.filter((r) => r.kind === 'scheme').map((r) => r.rule)).toEqual(g.schemeRules.http ? [g.schemeRules.http] : []);
    expect(mine.every((r) => r.rfc === g.rfc)).toBe(true);
  }
});

test('the scheme rule is found case-insensitively, and judged strictly by its grammar', () => {
  // RFC 1738 §5: "the scheme is in lower case; interpreters should use case-ignore".
  const rows = conform('HTTP://h/', { grammars: ['rfc1738'] });
  expect(rows.map((r) => [r.rule, r.kind, r.valid])).toEqual([
    ['url', 'rule', false],
    ['httpurl', 'scheme', false],
  ]);
  expect(conform('mailto:a@b', { grammars: ['rfc1738'] }).map((r) => [r.rule, r.valid])).toEqual([
    ['url', true],
    ['mailtourl', true],
  ]);
  expect(conform('x-other:y', { grammars: ['rfc1738'] }).map((r) => r.rule)).toEqual(['url']);
  expect([schemeOf('HTTP://h'), schemeOf('a+b.c-d:'), schemeOf(':x'), schemeOf('a b:c'), schemeOf('noscheme')]).toEqual(['http', 'a+b.c-d', null, null, null]);
});

test('the scheme is told by its code units: a letter in either case, any other character itself', () => {
  // RFC 1738 names `http`; "HtTp" is it in other case, "http\r" and "htt\u0150" (same length, same first letter) are not.
  const rulesOf = (input: string) => conform(input, { grammars: ['rfc1738'] }).map((r) => r.rule);
  expect(rulesOf('HtTp://h/')).toEqual(['url', 'httpurl']);
  expect(rulesOf('htt\u0150://h/')).toEqual(['url']);
  expect(rulesOf('http\r://h/')).toEqual(['url']);
  expect(rulesOf('htt-:x')).toEqual(['url']);
  expect(rulesOf('ftp:')).toEqual(['url', 'ftpurl']);
});

test('a valid row is frozen and shared by every input that matches its rule; a failing row is the input\'s own', () => {
  const [a, b] = [conform('http://a/'), conform('http://b/')];
  const valid = a.findIndex((r) => r.valid);
  expect(valid).toBeGreaterThanOrEqual(0);
  expect(b[valid]).toBe(a[valid]);
  expect(Object.isFrozen(a[valid])).toBe(true);
  expect(() => {
    'use strict';
    (a[valid] as { valid: boolean }).valid = false;
  }).toThrow(TypeError);
  expect(conform('http://a/')[valid]!.valid).toBe(true);
  const [c, d] = [conform('http://a b/'), conform('http://a b/')];
  const failing = c.findIndex((r) => !r.valid);
  expect(d[failing]).not.toBe(c[failing]);
  expect(d[failing]).toEqual(c[failing]);
  expect(JSON.stringify(a[valid])).toBe(JSON.stringify({ grammar: a[valid]!.grammar, rfc: a[valid]!.rfc, rule: a[valid]!.rule, kind: a[valid]!.kind, valid: true, error: null }));
  expect(verdicts('http://a/')[valid]).toBe(verdicts('http://b/')[valid]);
});

test('options.grammars selects grammars, in GRAMMARS order; an unknown one is a TypeError', () => {
  expect([...new Set(conform('a:b', { grammars: ['rfc1738', 'rfc3986'] }).map((r) => r.grammar))]).toEqual(['rfc3986', 'rfc1738']);
  expect(() => conform('a:b', { grammars: ['rfc9999'] })).toThrow(/unknown grammar "rfc9999": one of rfc3986, /);
  expect(() => conform(42 as unknown as string)).toThrow(TypeError);
  expect(conform('a:b', { grammars: [] })).toEqual([]);
});

test('expectations name a few punctuation characters one by one, not as a %x range', () => {
  const row = conform('?y', { grammars: ['rfc2396'] })[0]!;
  expect(row.error!.expected).toEqual(['"#"', '"$"', '"%"', '"&"', '"+"', '","', '"/"', '";"', '"="', '"@"', 'end of input', 'unreserved']);
});

test('conformingGrammars: the grammars with a valid top-level rule', () => {
  expect(conformingGrammars('http://ex.com/\u00fc')).toEqual(['rfc3987']);
  expect(conformingGrammars('http://[::1]/')).toEqual(['rfc3986', 'rfc3987', 'rfc6874']);
  expect(conformingGrammars('a b')).toEqual([]);
});

test('verdicts and errorOf give the rows of conform without building every error', () => {
  for (const input of ['http://[::1]/', 'ftp://h/f;type=x', '', '#', 'a b']) {
    const v = verdicts(input);
    const rows = conform(input);
    expect(v.map((x) => [x.grammar, x.rule, x.offset < 0 ? null : x.offset])).toEqual(rows.map((r) => [r.grammar, r.rule, r.error?.offset ?? null]));
    v.forEach((x, i) => expect(errorOf(input, x)?.message ?? null).toBe(rows[i]!.error?.message ?? null));
  }
});

describe('the legacy grammars\' hints cite their own RFC, not RFC 3986', () => {
  const hintOf = (input: string, grammar: string) => {
    const rows = conform(input, { grammars: [grammar] });
    const row = rows.find((r) => r.kind === 'scheme' && !r.valid) ?? rows[0]!;
    return row.error!.format().split('\n').find((l) => l.startsWith('hint: ')) ?? null;
  };
  test.each([
    ['http://h/a b', 'rfc2396', /escape it as %20 \(RFC 2396 §2\.4\)/],
    ['http://h/a b', 'rfc1738', /escape it as %20 \(RFC 1738 §2\.2\)/],
    ['http://user:pw@h/', 'rfc1738', /host and port only, no user name or password \(RFC 1738 §3\.3 http/],
    ['http://h/%zz', 'rfc1808', /%25 \(RFC 1738 §2\.2, as RFC 1808 §2\.2\)/],
    ['http://h/\u00fc', 'rfc2396', /leaves to the character encoding; in UTF-8, as RFC 3986 §2\.5 later chose, "ü" is %C3%BC/],
    ['http://[::1]/', 'rfc2396', /IPv6 literals in brackets came later, with RFC 2732/],
    ['http://h/#x', 'rfc1738', /an RFC 1738 URL has no fragment/],
    ['http://h/#x#y', 'rfc2396', /only one "#"/],
    ['?y', 'rfc2396', /no query without a path/],
    ['http:', 'rfc2396', /needs a path after the scheme/],
    ['http://h/{x}', 'rfc2396', /"\{" is "unwise" \(RFC 2396 §2\.4\.3\): escape it as %7B/],
    ['http://h/~u', 'rfc1738', /"~" is unsafe, a "national" character \(RFC 1738 §2\.2\): escape it as %7E/],
    ['http://h/~u', 'rfc1808', /"~" is unsafe/],
    ['http://h/"x"', 'rfc1808', /"\"" delimits URLs in text and must be escaped as %22/],
    ['HTTP://h/', 'rfc1738', /RFC 1738 schemes are lower case .*write "http:"/],
    ['1a:b', 'rfc2396', /\(rel_segment\) would read as a scheme delimiter: write "\.\/" before the path \(RFC 2396 §5\)/],
  ] as const)('%s in %s', (input, grammar, hint) => {
    expect(hintOf(input, grammar)).toMatch(hint);
  });
});

test('the conformance table of docs/grammars.md is what conform gives', () => {
  const doc = require('node:fs').readFileSync(require('node:path').join(__dirname, '..', '..', 'docs', 'grammars.md'), 'utf8') as string;
  const from = doc.indexOf('## Conformance across RFCs');
  expect(from).toBeGreaterThanOrEqual(0);
  const section = doc.slice(from, doc.indexOf('\n## ', from + 1));
  const lines = section.split('\n').filter((l) => l.startsWith('| `'));
  expect(lines.length).toBeGreaterThan(5);
  const cols: [string, string][] = GRAMMARS.flatMap((g) => g.conform.map((r) => [g.name, r] as [string, string]));
  const header = section.split('\n').find((l) => l.startsWith('| input |'))!;
  expect(header).toBe(`| input | ${cols.map(([g, r]) => `${g} \`${r}\``).join(' | ')} | RFC 1738 scheme rule |`);
  for (const line of lines) {
    const input = JSON.parse(`"${/^\| `(.*?)` \|/.exec(line)![1]!.replace(/\\/g, '\\\\')}"`) as string;
    const rows = conform(input);
    const cell = (r: { valid: boolean; error: { offset: number } | null }) => (r.valid ? '✓' : `✗ ${r.error!.offset}`);
    const scheme = rows.find((r) => r.kind === 'scheme');
    const want = `| \`${input}\` | ${cols.map(([g, rule]) => cell(rows.find((r) => r.grammar === g && r.rule === rule)!)).join(' | ')} | ${scheme ? `\`${scheme.rule}\` ${cell(scheme)}` : ''} |`;
    expect(line).toBe(want);
  }
});
