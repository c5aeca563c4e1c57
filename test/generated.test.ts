// generated/ is machine output: it must be exactly what scripts/generate.mjs
// makes from the grammar now, and the two grammars must name the same rules.
import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULE_NAMES } from '../src/index.js';
import { pegName } from '../src/rules.js';

const root = join(__dirname, '..');

test('generated/rfc3986.ts is up to date with grammar/rfc3986.peggy', () => {
  expect(() => execFileSync(process.execPath, [join(root, 'scripts', 'generate.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
});

test('RULE_NAMES lists the ABNF rules of grammar/rfc3986.abnf in order', () => {
  const abnf = readFileSync(join(root, 'grammar', 'rfc3986.abnf'), 'utf8');
  const names = [...abnf.matchAll(/^([A-Za-z][A-Za-z0-9-]*)\s*=/gm)].map((m) => m[1]);
  expect(RULE_NAMES).toEqual(names);
  expect(names.map(pegName)).toContain('URI_reference');
});
