#!/usr/bin/env node
/**
 * What an application ships: the browser bundle of each entry point (all its
 * exports) and of single imports (`{ isValid }`, `{ parse }`, ...), as
 * esbuild makes it (scripts/bundles.cjs: platform browser, minified,
 * tree-shaken), in bytes minified and gzipped; the browser build
 * dist/browser/uri-grammar.iife.js; and the package as `npm pack` makes it.
 *
 *   npm run build && node scripts/bench-size.mjs [--json]
 *
 * The size table of docs/entry-points.md is this script's output (test/dist/bundle.test.ts checks
 * what the bundles hold and that they run without Node).
 */
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { flag } from './args.mjs';

const require = createRequire(import.meta.url);
const { REPO, snapshot, entryPoints, bundle, browserBuild } = require('./bundles.cjs');

/** The single imports measured: [label, module source]. */
export const SINGLE_IMPORTS = [
  ['{ isValid } from uri-grammar/validate', "export { isValid } from 'uri-grammar/validate';"],
  ['{ isValid } from uri-grammar', "export { isValid } from 'uri-grammar';"],
  ['{ parse } from uri-grammar/parse', "export { parse } from 'uri-grammar/parse';"],
  ['{ parse } from uri-grammar', "export { parse } from 'uri-grammar';"],
  ['{ percentEncode } from uri-grammar/percent', "export { percentEncode } from 'uri-grammar/percent';"],
  ['{ percentEncode } from uri-grammar', "export { percentEncode } from 'uri-grammar';"],
  ['{ resolve } from uri-grammar/resolve', "export { resolve } from 'uri-grammar/resolve';"],
  ['{ normalize } from uri-grammar/normalize', "export { normalize } from 'uri-grammar/normalize';"],
  ['{ lint } from uri-grammar/lint', "export { lint } from 'uri-grammar/lint';"],
];

/** Every measurement: { label, minified, gzip } (bytes). */
export async function measure() {
  snapshot();
  const rows = [];
  for (const entry of entryPoints()) {
    const specifier = entry === '.' ? 'uri-grammar' : `uri-grammar${entry.slice(1)}`;
    const b = await bundle(`export * from '${specifier}';`);
    rows.push({ label: `${specifier} (all exports)`, minified: b.minified, gzip: b.gzip });
  }
  for (const [label, source] of SINGLE_IMPORTS) {
    const b = await bundle(source);
    rows.push({ label, minified: b.minified, gzip: b.gzip });
  }
  const iife = Buffer.from(browserBuild());
  rows.push({ label: 'dist/browser/uri-grammar.iife.js', minified: iife.length, gzip: zlib.gzipSync(iife, { level: 9 }).length });
  return rows;
}

/** `npm pack`'s tarball: { size, unpackedSize, files } (bytes). */
export function packageSize() {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [pack] = JSON.parse(out);
  return { size: pack.size, unpackedSize: pack.unpackedSize, files: pack.entryCount };
}

const kb = (n) => (n / 1024).toFixed(1);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await measure();
  const pack = packageSize();
  if (flag('json')) console.log(JSON.stringify({ rows, pack }, null, 1));
  else {
    console.log('| bundle (esbuild, browser, minified) | KB | KB gzip |');
    console.log('|---|---:|---:|');
    for (const r of rows) console.log(`| \`${r.label}\` | ${kb(r.minified)} | ${kb(r.gzip)} |`);
    console.log(`\nnpm pack: ${kb(pack.size)} KB tarball, ${kb(pack.unpackedSize)} KB unpacked, ${pack.files} files`);
  }
}
