#!/usr/bin/env node
/**
 * What each popular JavaScript URI Template library makes of the public RFC
 * 6570 suite (test/vectors/external/uritemplate-test/), as a Markdown table:
 * per file, the expansion cases it gets right (its answer is the expected
 * string, or one of the expected strings where the suite lists several), and
 * the negative cases it rejects (it throws; an answer counts as accepting).
 *
 *   node scripts/template-suite-scores.mjs [--impl path/to/entries/rfc6570.js]
 *
 * Ours from the build (dist/esm, `npm run build` first), the peers as
 * installed (package.json pins their versions). One-off: its output is the
 * table README.md shows; nothing here is timed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { opt } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const SUITE = path.join(REPO, 'test', 'vectors', 'external', 'uritemplate-test');
const FILES = ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json', 'negative-tests.json'];
const version = (name) => JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules', name, 'package.json'), 'utf8')).version;

const impl = opt('impl', null);
const file = impl ? path.resolve(process.cwd(), impl) : path.join(REPO, 'dist', 'esm', 'src', 'entries', 'rfc6570.js');
if (!fs.existsSync(file)) {
  console.error(`${path.relative(REPO, file)} is missing: run \`npm run build\` first`);
  process.exit(1);
}
const ours = await import(pathToFileURL(file).href);
const { StdUriTemplate } = require('@std-uritemplate/std-uritemplate');
const { parseTemplate } = await import('url-template');
const { Template } = require('@fedify/uri-template');
const ourVersion = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).version;

/** Each library: its name and how it expands a template with its variables (throwing to refuse). */
const LIBRARIES = [
  { name: `uri-grammar ${ourVersion} (\`expand\`)`, expand: (t, v) => ours.expand(t, v) },
  { name: `@std-uritemplate/std-uritemplate ${version('@std-uritemplate/std-uritemplate')}`, expand: (t, v) => StdUriTemplate.expand(t, v) },
  { name: `@fedify/uri-template ${version('@fedify/uri-template')}`, expand: (t, v) => Template.parse(t).expand(v) },
  { name: `url-template ${version('url-template')}`, expand: (t, v) => parseTemplate(t).expand(v) },
];

/** The cases of each file: [template, variables, expected (a string, a list of strings, or false)]. */
const suite = FILES.map((f) => {
  const groups = JSON.parse(fs.readFileSync(path.join(SUITE, f), 'utf8'));
  return [f, Object.values(groups).flatMap((g) => g.testcases.map(([t, e]) => [t, g.variables, e]))];
});

function score(lib, cases) {
  let right = 0;
  for (const [t, v, expected] of cases) {
    let got;
    try {
      got = lib.expand(t, v);
    } catch {
      got = null;
    }
    if (expected === false ? got === null : typeof got === 'string' && (Array.isArray(expected) ? expected.includes(got) : got === expected)) right++;
  }
  return right;
}

const header = ['library', ...FILES.map((f) => (f === 'negative-tests.json' ? `${f} (rejected)` : `${f} (right)`)), 'all'];
const rows = LIBRARIES.map((lib) => {
  const scores = suite.map(([, cases]) => score(lib, cases));
  const total = suite.reduce((n, [, cases]) => n + cases.length, 0);
  const sum = scores.reduce((a, b) => a + b, 0);
  return [lib.name, ...scores.map((s, i) => `${s}/${suite[i][1].length}`), `${sum}/${total}`];
});
console.log(`| ${header.join(' | ')} |`);
console.log(`| ${header.map((_, i) => (i === 0 ? '---' : '---:')).join(' | ')} |`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);
console.log();
console.log(`Suite: uritemplate-test at the commit test/vectors/external/uritemplate-test/SOURCE.md names; Node ${process.version}.`);
