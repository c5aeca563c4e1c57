#!/usr/bin/env node
// Builds dist/esm and dist/cjs with tsc, each with its own type declarations,
// and marks each folder's module format with a package.json of its own.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, chmodSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const [config, type] of [['tsconfig.esm.json', 'module'], ['tsconfig.cjs.json', 'commonjs']]) {
  execFileSync(process.execPath, [tsc, '-p', join(root, config)], { stdio: 'inherit' });
  const out = join(root, 'dist', type === 'module' ? 'esm' : 'cjs');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type }) + '\n');
}
const cli = join(root, 'dist', 'cjs', 'src', 'cli.js');
if (existsSync(cli)) chmodSync(cli, 0o755);
