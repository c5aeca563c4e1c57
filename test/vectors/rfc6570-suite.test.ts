// The public RFC 6570 suite (uritemplate-test, vendored verbatim under
// test/vectors/external/uritemplate-test/, SOURCE.md says from where): every
// expansion case (any one of the answers where it lists several), through
// expand and compile; every negative case refused as
// test/vectors/rfc6570-suite-negative.json records: a UriSyntaxError or a
// TemplateExpansionError, at its offset.
import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TemplateExpansionError, UriSyntaxError, compile, expand, parse } from '../../src/grammars/rfc6570/index';
import type { Variables } from '../../src/grammars/rfc6570/index';
import { templateAst } from '../../src/grammars/rfc6570/scan';
import negative from './rfc6570-suite-negative.json';

const DIR = join(__dirname, 'external', 'uritemplate-test');
const FILES = ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json', 'negative-tests.json'];

interface Group {
  level?: number;
  variables: Variables;
  testcases: [string, string | string[] | false][];
}
const suite = FILES.map((file) => [file, JSON.parse(readFileSync(join(DIR, file), 'utf8')) as Record<string, Group>] as const);
const expansions = suite.flatMap(([file, groups]) =>
  Object.entries(groups).flatMap(([group, g]) => g.testcases.filter(([, e]) => e !== false).map(([t, e]) => ({ file, group, template: t, expected: e as string | string[], variables: g.variables }))),
);
const negatives = suite.flatMap(([file, groups]) =>
  Object.entries(groups).flatMap(([group, g]) => g.testcases.filter(([, e]) => e === false).map(([t]) => ({ file, group, template: t, variables: g.variables }))),
);

test('the vendored files are the upstream ones: each has the SHA-256 that SOURCE.md gives', () => {
  const source = readFileSync(join(DIR, 'SOURCE.md'), 'utf8');
  for (const file of [...FILES, 'LICENSE']) {
    const sha = createHash('sha256').update(readFileSync(join(DIR, file))).digest('hex');
    expect([file, source.includes(`| ${file} |`) && new RegExp(`^\\| ${file.replace('.', '\\.')} \\|.*\\| ${sha} \\|$`, 'm').test(source)]).toEqual([file, true]);
  }
  expect(source).toMatch(/Commit: [0-9a-f]{40}/);
  // 270 cases: 234 expansions, 36 negative.
  expect([expansions.length, negatives.length]).toEqual([234, 36]);
});

describe('every expansion case', () => {
  test.each(expansions.map((c) => [c.file, c.template, c] as const))('%s %s', (_f, _t, c) => {
    const accepted = typeof c.expected === 'string' ? [c.expected] : c.expected;
    const got = expand(c.template, c.variables);
    expect(accepted).toContain(got);
    expect(compile(c.template).expand(c.variables)).toBe(got);
    expect(templateAst(c.template)).toEqual(parse(c.template));
  });
});

describe('every negative case, refused as rfc6570-suite-negative.json says', () => {
  type Refusal = { template: string; error: string; offset: number; code?: string; why: string };
  const recorded = negative.cases as Refusal[];

  test('the record covers the negative cases exactly, each with its reason', () => {
    expect(recorded.map((r) => r.template).sort()).toEqual(negatives.map((n) => n.template).sort());
    expect(recorded.filter((r) => !/^RFC 6570 §\d/.test(r.why))).toEqual([]);
    // Five are valid syntax with no expansion (§2.2 op-reserve, §2.4.1 prefix on a composite).
    expect(recorded.filter((r) => r.error === 'TemplateExpansionError').map((r) => r.template)).toEqual(['{!hello}', '{=path}', '{|var*}', '{keys:1}', '{+keys:1}']);
  });

  test.each(negatives.map((n) => [n.template, n] as const))('%s', (_t, n) => {
    const r = recorded.find((x) => x.template === n.template)!;
    let error: unknown = null;
    try {
      expand(n.template, n.variables);
    } catch (e) {
      error = e;
    }
    if (r.error === 'UriSyntaxError') {
      expect(error).toBeInstanceOf(UriSyntaxError);
      expect({ offset: (error as UriSyntaxError).offset }).toEqual({ offset: r.offset });
      expect(() => compile(n.template)).toThrow(UriSyntaxError);
    } else {
      expect(error).toBeInstanceOf(TemplateExpansionError);
      const e = error as TemplateExpansionError;
      expect({ code: e.code, offset: e.offset }).toEqual({ code: r.code, offset: r.offset });
      // Valid syntax: it parses and compiles; expansion refuses it.
      expect(() => compile(n.template)).not.toThrow();
      expect(() => compile(n.template).expand(n.variables)).toThrow(TemplateExpansionError);
    }
  });
});
