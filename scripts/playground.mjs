#!/usr/bin/env node
// `npm run playground`: builds the browser playground into site/ (a build
// output, not committed): static files that work when opened from a file
// (classic scripts only: Chromium refuses module scripts from file: URLs) and
// can be published as they are.
//
//   site/index.html           playground/index.html
//   site/style.css            playground/style.css
//   site/uri-grammar.iife.js  the library for the browser: one classic script
//                             defining the global `uriGrammar` (the root's
//                             exports, and uriGrammar.rfc3987, .rfc6874,
//                             .rfc2396, .rfc1808, .rfc1738, .conform): the
//                             package's own browser build,
//                             dist/browser/uri-grammar.iife.js (scripts/build.mjs),
//                             when it is newer than src/ and generated/;
//                             else the same bundle made here from src/
//   site/traced-parsers.js    each grammar's Peggy parser with trace: true
//                             (scripts/traced-parsers.mjs): the rule stack of
//                             a syntax error comes from the parser
//   site/diagrams.js          each rule's railroad diagram and ABNF text
//                             (scripts/railroad.mjs)
//   site/app.js               playground/app.ts and its modules
//
//   node scripts/playground.mjs [--out DIR]
import { mkdirSync, rmSync, copyFileSync, writeFileSync, statSync, readdirSync, existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { root, GRAMMAR_LIST } from './grammars.mjs';
import { tracedParsersScript } from './traced-parsers.mjs';
import { grammarDiagrams } from './railroad.mjs';
import { browserBuildOptions } from './browser-build.mjs';

/** The package's browser build (scripts/build.mjs). */
const BROWSER_BUILD = join(root, 'dist', 'browser', 'uri-grammar.iife.js');

/** The newest modification time of the files under a folder. */
function newest(dir) {
  return Math.max(0, ...readdirSync(dir, { recursive: true }).map((f) => statSync(join(dir, f)).mtimeMs));
}

/**
 * The library as one classic script defining the global `uriGrammar`: the
 * package's browser build when it is up to date, else bundled here from
 * src/ the same way. Returns which.
 */
async function buildLibrary(out) {
  if (existsSync(BROWSER_BUILD) && statSync(BROWSER_BUILD).mtimeMs >= Math.max(newest(join(root, 'src')), newest(join(root, 'generated')))) {
    copyFileSync(BROWSER_BUILD, join(out, 'uri-grammar.iife.js'));
    return 'dist/browser/uri-grammar.iife.js';
  }
  await esbuild.build(browserBuildOptions({ resolveDir: root, ext: '.ts', outfile: join(out, 'uri-grammar.iife.js') }));
  return 'src/ (dist/browser/uri-grammar.iife.js is missing or older than src/)';
}

/** The page's own code, one classic script. */
async function buildApp(out) {
  await esbuild.build({
    entryPoints: [join(root, 'playground', 'app.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    outfile: join(out, 'app.js'),
    logLevel: 'warning',
  });
}

/** Builds the playground into `out` (default site/); returns each file's size in bytes, and where the library came from. */
export async function buildPlayground(out = join(root, 'site')) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const [library] = await Promise.all([buildLibrary(out), buildApp(out)]);
  const traced = await esbuild.transform(tracedParsersScript(), { minify: true, target: 'es2022', legalComments: 'none' });
  writeFileSync(join(out, 'traced-parsers.js'), traced.code);
  const diagrams = Object.fromEntries(GRAMMAR_LIST.map((g) => [g.name, grammarDiagrams(g.name)]));
  writeFileSync(join(out, 'diagrams.js'), `// Built by scripts/playground.mjs from grammar/*.abnf (scripts/railroad.mjs).\nvar uriGrammarDiagrams = ${JSON.stringify(diagrams)};\n`);
  for (const file of ['index.html', 'style.css']) copyFileSync(join(root, 'playground', file), join(out, file));
  return { sizes: Object.fromEntries(readdirSync(out).map((f) => [f, statSync(join(out, f)).size])), library };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? resolve(process.argv[at + 1]) : join(root, 'site');
  const { sizes, library } = await buildPlayground(out);
  console.log(`the library: ${library}`);
  for (const [file, size] of Object.entries(sizes)) {
    const gz = gzipSync(readFileSync(join(out, file))).length;
    console.log(`${file.padEnd(22)} ${(size / 1024).toFixed(1).padStart(7)} KiB  (${(gz / 1024).toFixed(1)} KiB gzipped)`);
  }
  console.log(`open ${join(out, 'index.html')}`);
}
