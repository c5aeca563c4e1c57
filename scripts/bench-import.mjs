#!/usr/bin/env node
/**
 * What an embedder pays to load the library: the time of `require(X)` (CommonJS)
 * and `await import(X)` (ESM) of each entry point, each in a fresh Node process,
 * against fast-uri and uri-js loaded the same way in the same run.
 *
 *   node scripts/bench-import.mjs [--runs 25] [--json]
 *
 * Each run starts one child process per subject, in an order that rotates from run
 * to run; the child times the load alone (not Node's own start) with
 * performance.now() and prints it (the time is taken before `process.stdout` is
 * first read: Node builds the stream on that first read, a few milliseconds that
 * are not the module's). The table gives each subject's median and its
 * ratio to fast-uri's median (CommonJS to CommonJS, ESM to ESM: fast-uri ships
 * CommonJS only, which Node's ESM loader wraps). Two more columns: `require` in
 * a process that has already required a package with "exports" (Node loads its
 * resolver of "exports" on the first one, 1.5 to 2.4 ms on Node 20, which an
 * application that has any such package has paid before it loads ours), and
 * `require` with a first call of `parse` (for the subjects that have one).
 *
 * Ours is loaded from a private copy of dist/ and package.json (in
 * node_modules/.cache, removed at exit), through its package.json "exports", as an
 * installed package is: a rebuild while it runs changes nothing. fast-uri and
 * uri-js are copied beside it and loaded by their bare names too, so every
 * subject pays Node's package resolution (they have a "main" and no "exports").
 * Beside them, two empty packages, one with a "main" and one with "exports":
 * the floors, what Node spends finding and resolving a package before any of
 * its modules is read.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { flag, opt } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(opt('runs', 25));

/** Our entry points, by package subpath ('' is the root): package.json's "exports" (written from src/entries/). */
export const ENTRIES = Object.keys(JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).exports)
  .filter((subpath) => subpath !== './package.json')
  .map((subpath) => subpath.slice(1));

/** The peers, loaded by their bare names from beside our copy. */
const PEERS = ['fast-uri', 'uri-js'];

/** The empty package whose load is the floor of any package resolved through "exports". */
const FLOOR = 'empty-package-with-exports';
/** An empty package with a "main" and no "exports": the floor of fast-uri and uri-js. */
const MAIN_FLOOR = 'empty-package-with-main';

/** Another with "exports", that a 'warm' subject's process requires first. */
const WARMUP = 'another-empty-package-with-exports';

/** A copy of the package as installed: package.json and dist/, under node_modules/.cache. */
function installCopy() {
  const dir = path.join(REPO, 'node_modules', '.cache', 'uri-grammar-import', String(process.pid));
  const pkg = path.join(dir, 'node_modules', 'uri-grammar');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(pkg, { recursive: true });
  fs.cpSync(path.join(REPO, 'package.json'), path.join(pkg, 'package.json'));
  fs.cpSync(path.join(REPO, 'dist'), path.join(pkg, 'dist'), { recursive: true });
  // The peers, installed beside it (neither has a dependency to install: uri-js bundles punycode).
  for (const peer of PEERS) fs.cpSync(path.join(REPO, 'node_modules', peer), path.join(dir, 'node_modules', peer), { recursive: true });
  // The floors: an empty package with a "main" and no "exports", as fast-uri and uri-js are, and one with
  // "exports", as every package with subpaths is (Node resolves "exports" with its ES module resolver).
  const main = path.join(dir, 'node_modules', MAIN_FLOOR);
  fs.mkdirSync(main, { recursive: true });
  fs.writeFileSync(path.join(main, 'package.json'), JSON.stringify({ name: MAIN_FLOOR, main: './index.js' }));
  fs.writeFileSync(path.join(main, 'index.js'), '');
  // And another with "exports", which the 'warm' subjects require first (see `loadTime`).
  for (const name of [FLOOR, WARMUP]) {
    const floor = path.join(dir, 'node_modules', name);
    fs.mkdirSync(floor, { recursive: true });
    fs.writeFileSync(path.join(floor, 'package.json'), JSON.stringify({ name, exports: { '.': { require: './index.cjs', import: './index.mjs' } } }));
    fs.writeFileSync(path.join(floor, 'index.cjs'), '');
    fs.writeFileSync(path.join(floor, 'index.mjs'), '');
  }
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The entry points and peers that have a `parse`, timed also with their first call (the 'parse' format). */
const PARSERS = ['fast-uri', 'uri-js', 'uri-grammar', 'uri-grammar/parse'];

/** The URI of that first call. */
const FIRST_URI = 'https://example.com/a/b?q=1#f';

/** The subjects: [label, 'cjs' | 'warm' | 'parse' (see `loadTime`) | 'esm', specifier resolved from `from`]. */
function subjects(exportsMap) {
  const ours = ENTRIES.filter((e) => exportsMap[`.${e}`] !== undefined);
  const list = [];
  for (const format of ['cjs', 'esm', 'warm', 'parse']) {
    const add = (label, specifier) => {
      if (format !== 'parse' || PARSERS.includes(specifier)) list.push([label, format, specifier]);
    };
    for (const peer of PEERS) add(`${peer} ${version(peer)}`, peer);
    add('(an empty package with "main")', MAIN_FLOOR);
    add('(an empty package with "exports")', FLOOR);
    for (const e of ours) add(`uri-grammar${e}`, `uri-grammar${e}`);
  }
  return list;
}

function version(name) {
  return JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/**
 * One fresh process loading `specifier`: the load time in ms. 'warm': `require`
 * in a process that has first required another empty package with "exports", so
 * that Node's resolver of "exports" is loaded (as it is in an application that
 * has required any package with "exports") and the time is the package's own.
 * 'parse': `require` and a first `parse` call, which is when a library that
 * loads its code on first use (our CommonJS root) pays for it.
 */
function loadTime(cwd, format, specifier) {
  const spec = JSON.stringify(path.isAbsolute(specifier) && format === 'esm' ? pathToFileURL(specifier).href : specifier);
  const before = format === 'warm' ? `require(${JSON.stringify(WARMUP)}); ` : '';
  const call = format === 'parse' ? `.parse(${JSON.stringify(FIRST_URI)})` : '';
  const code = format !== 'esm'
    ? `${before}const t = performance.now(); require(${spec})${call}; const ms = performance.now() - t; process.stdout.write(String(ms));`
    : `const t = performance.now(); await import(${spec}); const ms = performance.now() - t; process.stdout.write(String(ms));`;
  const args = format !== 'esm' ? ['-e', code] : ['--input-type=module', '-e', code];
  return Number(execFileSync(process.execPath, args, { cwd, encoding: 'utf8' }));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Runs the benchmark: per subject [label, format, median ms]. */
export function measure(runs = RUNS) {
  const cwd = installCopy();
  const list = subjects(JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')).exports);
  const times = list.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (let k = 0; k < list.length; k++) {
      const i = (k + run) % list.length;
      const [, format, specifier] = list[i];
      times[i].push(loadTime(cwd, format, specifier));
    }
  }
  return list.map(([label, format], i) => ({ label, format, ms: median(times[i]) }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = measure();
  if (flag('json')) console.log(JSON.stringify(rows, null, 1));
  else {
    console.log(`Load time in a fresh process, median of ${RUNS} runs (Node.js ${process.versions.node}):\n`);
    console.log('| module | `require` ms | ÷ fast-uri | `require`, resolver loaded, ms | ÷ fast-uri | `require` and a first `parse`, ms | ÷ fast-uri | `import` ms | ÷ fast-uri |');
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    const base = (format) => rows.find((r) => r.format === format && r.label.startsWith('fast-uri')).ms;
    for (const label of [...new Set(rows.map((r) => r.label))]) {
      const cells = ['cjs', 'warm', 'parse', 'esm'].flatMap((format) => {
        const row = rows.find((r) => r.label === label && r.format === format);
        return row === undefined ? ['', ''] : [row.ms.toFixed(2), `${(row.ms / base(format)).toFixed(2)}×`];
      });
      console.log(`| ${label.startsWith('uri-grammar') ? `\`${label}\`` : label} | ${cells.join(' | ')} |`);
    }
  }
}
