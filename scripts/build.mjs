#!/usr/bin/env node
// Builds dist/esm and dist/cjs with tsc, each with its own type declarations
// (the command, src/cli.ts and src/cli/, only in dist/cjs: `bin` runs it there),
// and marks each folder's module format with a package.json of its own, which
// also says `"sideEffects": false` (bundlers read the nearest package.json, so
// the root's field alone would not reach these files).
//
// Then the browser build, dist/browser/uri-grammar.iife.js: one classic script
// (esbuild, minified, ES2022) that defines the global `uriGrammar`: the root
// API (`uriGrammar.parse`, `uriGrammar.check`, ...), each grammar of the
// family as a namespace named after its subpath (`uriGrammar.rfc3987.parse`,
// `uriGrammar.rfc6874`, `rfc2396`, `rfc1808`, `rfc1738`) and
// `uriGrammar.conform` (uri-grammar/conform). No Node built-in is reached
// (test/bundle.test.ts runs it without Node's globals).
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, chmodSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import { browserBuildOptions, BROWSER_NAMESPACES } from './browser-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const [config, type] of [['tsconfig.esm.json', 'module'], ['tsconfig.cjs.json', 'commonjs']]) {
  execFileSync(process.execPath, [tsc, '-p', join(root, config)], { stdio: 'inherit' });
  const out = join(root, 'dist', type === 'module' ? 'esm' : 'cjs');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, 'package.json'), JSON.stringify({ type, sideEffects: false }) + '\n');
}

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
buildSync(
  browserBuildOptions({
    resolveDir: join(root, 'dist', 'esm'),
    ext: '.js',
    outfile: join(root, 'dist', 'browser', 'uri-grammar.iife.js'),
    banner: `/* uri-grammar ${version}, MIT License: the global uriGrammar (the root API, ${BROWSER_NAMESPACES.map(([name]) => name).join(', ')}) */`,
  }),
);
const cli = join(root, 'dist', 'cjs', 'src', 'cli.js');
if (existsSync(cli)) chmodSync(cli, 0o755);
