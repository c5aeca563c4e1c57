// generated/ is machine output: it must be exactly what scripts/generate.mjs
// makes from the grammar now, and the two grammars must name the same rules.
import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_NAMES } from '../../src/index.js';
import { pegName } from '../../src/grammars/rfc3986/rules.js';

const root = join(__dirname, '..', '..');

test('generated/rfc3986.ts is up to date with grammar/rfc3986.peggy', () => {
  expect(() => execFileSync(process.execPath, [join(root, 'scripts', 'generate.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
});

test('RULE_NAMES lists the ABNF rules of grammar/rfc3986.abnf in order', () => {
  const abnf = readFileSync(join(root, 'grammar', 'rfc3986.abnf'), 'utf8');
  const names = [...abnf.matchAll(/^([A-Za-z][A-Za-z0-9-]*)\s*=/gm)].map((m) => m[1]);
  expect(RULE_NAMES).toEqual(names);
  expect(names.map(pegName)).toContain('URI_reference');
});

test('every grammar of grammar/grammars.json has a name table that is one-to-one in each column, and GRAMMARS lists them', () => {
  const list = (JSON.parse(readFileSync(join(root, 'grammar', 'grammars.json'), 'utf8')) as { grammars: { name: string; rfc: number; start: string }[] }).grammars;
  const { GRAMMARS } = require('../../src/index.js') as typeof import('../../src/index.js');
  expect(GRAMMARS.map((g) => g.name)).toEqual(list.map((g) => g.name));
  for (const g of list) {
    const { NAME_TABLE, RULE_NAMES: names } = require(`../../generated/${g.name}.rules.js`) as { NAME_TABLE: { rfc: string; abnf: string; peg: string }[]; RULE_NAMES: string[] };
    for (const column of ['rfc', 'abnf', 'peg'] as const) expect(new Set(NAME_TABLE.map((r) => (column === 'abnf' ? r[column].toLowerCase() : r[column]))).size).toBe(NAME_TABLE.length);
    expect(NAME_TABLE.map((r) => r.rfc)).toEqual([...names]);
    expect(NAME_TABLE.every((r) => r.peg === r.abnf.replace(/-/g, '_'))).toBe(true);
    expect(names).toContain(g.start);
    expect(GRAMMARS.find((x) => x.name === g.name)!.ruleNames).toEqual([...names]);
  }
});

test('a scheme grammar that says its scheme rules match the fragment (schemeFragment) has a rule that matches a "#"', () => {
  const script = `
    import { schemeDfas } from './scripts/generate.mjs';
    import { grammarInfo } from './scripts/grammars.mjs';
    const outcome = (g) => { try { return schemeDfas(g).map((d) => d.name).join(); } catch (e) { return e.message; } };
    console.log(JSON.stringify([outcome(grammarInfo('rfc8141')), outcome({ ...grammarInfo('rfc2397'), schemeFragment: true }), outcome(grammarInfo('rfc3966'))]));`;
  const out = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' })) as string[];
  expect(out).toEqual([
    'namestring',
    'grammars.json: rfc2397 says "schemeFragment": true, but its rule dataurl matches no "#"',
    // RFC 3966 §5.1.3 lets a "#" into a local number, where RFC 3986 §3.5 begins the fragment: allowed, and read as RFC 3986 reads it.
    'telephone-uri',
  ]);
});
