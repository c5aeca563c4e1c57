// Every public name of every entry point of package.json "exports" stays:
// test/vectors/public-names.json recorded them before the grammar-unit layout.
// Each entry point is loaded from dist/ as a user's CommonJS require, Node's
// import and a bundler's import would load it; names may be added, none removed.
import { expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
type Target = { require: { default: string }; node: { default: string }; import: { default: string } };
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, Target | string> };
const recorded = (JSON.parse(readFileSync(join(__dirname, '..', 'vectors', 'public-names.json'), 'utf8')) as { entries: Record<string, string[]> }).entries;

// One child process: jest's module registry is not Node's (no real import()).
const script = `
const { createRequire } = require('node:module');
const { pathToFileURL } = require('node:url');
const targets = JSON.parse(process.argv[1]);
(async () => {
  const out = {};
  for (const [sub, t] of Object.entries(targets)) {
    const file = (p) => require('node:path').join(${JSON.stringify(root)}, p);
    out[sub] = {
      cjs: Object.keys(require(file(t.require.default))).sort(),
      node: Object.keys(await import(pathToFileURL(file(t.node.default)).href)).sort(),
      esm: Object.keys(await import(pathToFileURL(file(t.import.default)).href)).sort(),
    };
  }
  process.stdout.write(JSON.stringify(out));
})();`;

const targets = Object.fromEntries(Object.entries(pkg.exports).filter((e): e is [string, Target] => typeof e[1] === 'object'));
const run = spawnSync(process.execPath, ['-e', script, JSON.stringify(targets)], { encoding: 'utf8' });
const loaded = JSON.parse(run.stdout || '{}') as Record<string, { cjs: string[]; node: string[]; esm: string[] }>;

test('the entry points load', () => {
  expect(run.stderr).toBe('');
  expect(Object.keys(loaded).sort()).toEqual(Object.keys(targets).sort());
});

test.each(Object.keys(recorded))('%s keeps every recorded name in CommonJS, Node ESM and bundler ESM', (sub) => {
  const names = loaded[sub];
  expect(names).toBeDefined();
  for (const form of ['cjs', 'node', 'esm'] as const) {
    expect([form, recorded[sub]!.filter((name) => !names![form].includes(name))]).toEqual([form, []]);
  }
  // The three forms give one list.
  expect(names!.node).toEqual(names!.esm);
  expect(names!.cjs).toEqual(names!.esm);
});
