#!/usr/bin/env node
// uri-grammar/extract against linkify-it on a corpus of READMEs, Markdown and
// source files: the package's own README.md and docs/*.md, every README.md
// under node_modules (sorted by path, at most --readmes of them) and a
// deterministic sample of the .js files there (every --every-th of them sorted
// by path, at most --js). Prints how many URIs both find alike, what only one
// of them finds, by class of difference (scripts/extract-linkify-classes.cjs),
// with an example of each; exits 1 when a difference falls in no class, or in
// a class that test/proof/extract-linkify-classes.json (the ratchet, with
// the reason of each class) does not list. Runs against dist/ (node
// scripts/build.mjs first).
//
//   node scripts/extract-vs-linkify.mjs [--readmes 2000] [--js 1000] [--every 5] [--examples 2]
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { extract } = await import(join(root, 'dist/esm/src/entries/extract.js'));
const { LinkifyIt } = require('linkify-it');
const { compare, makeLinkify } = require('./extract-linkify-classes.cjs');
const ratchet = JSON.parse(readFileSync(join(root, 'test/proof/extract-linkify-classes.json'), 'utf8'));

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const READMES = option('--readmes', 2000);
const JS = option('--js', 1000);
const EVERY = option('--every', 5);
const EXAMPLES = option('--examples', 2);
const MAX_BYTES = 512 * 1024;

/** Every file under `dir` (sorted by path) whose name passes `keep`, symbolic links not followed. */
function walk(dir, keep, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    const p = join(dir, e.name);
    if (e.name.startsWith('.')) continue;
    if (e.isDirectory()) walk(p, keep, out);
    else if (e.isFile() && keep(e.name)) out.push(p);
  }
  return out;
}

const modules = join(root, 'node_modules');
const own = [join(root, 'README.md'), ...walk(join(root, 'docs'), (n) => n.endsWith('.md')).filter((p) => dirname(p) === join(root, 'docs'))];
const readmes = walk(modules, (n) => n === 'README.md').slice(0, READMES);
const js = walk(modules, (n) => n.endsWith('.js') && !n.endsWith('.min.js'))
  .filter((_, i) => i % EVERY === 0)
  .slice(0, JS);
const files = [...own, ...readmes, ...js].filter((p) => statSync(p).size <= MAX_BYTES);

const linkify = makeLinkify(LinkifyIt);
let agree = 0;
const byClass = new Map();
let onlyOurs = 0;
let onlyLinkify = 0;
let both = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const result = compare(text, [...extract(text)], linkify.match(text) ?? []);
  agree += result.agree;
  for (const d of result.differences) {
    if (d.side === 'extract') onlyOurs++;
    else if (d.side === 'linkify') onlyLinkify++;
    else both++;
    const key = `${d.side} ${d.class}`;
    const entry = byClass.get(key) ?? { count: 0, examples: [] };
    entry.count++;
    const short = (s) => (s === null ? 'null' : JSON.stringify(s.length > 80 ? `${s.slice(0, 80)}…` : s));
    if (entry.examples.length < EXAMPLES) entry.examples.push(`${relative(root, file)}@${d.at}: extract ${short(d.extract)}, linkify ${short(d.linkify)}`);
    byClass.set(key, entry);
  }
}
console.log(`extract against linkify-it 6.1.0: ${files.length} files (${own.length} of the package, ${readmes.length} READMEs and ${js.length} .js files of node_modules)`);
console.log(`  agree: ${agree}; found by both, ends differ: ${both}; only extract: ${onlyOurs}; only linkify-it: ${onlyLinkify}`);
const known = new Map(ratchet.classes.map((c) => [`${c.side} ${c.class}`, c]));
let unknown = 0;
for (const [key, { count, examples }] of [...byClass].sort((a, b) => b[1].count - a[1].count)) {
  const listed = known.get(key);
  if (listed === undefined || key.endsWith(' unclassified')) unknown++;
  console.log(`  ${String(count).padStart(6)}  ${key}${listed === undefined ? '  (NOT IN THE RATCHET)' : ''}`);
  for (const e of examples) console.log(`          ${e}`);
}
process.exitCode = unknown > 0 ? 1 : 0;
