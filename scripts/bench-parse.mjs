#!/usr/bin/env node
/**
 * What each optimization of scripts/optimize.mjs buys `parse` (the full typed
 * AST) on the benchmark corpus, against fast-uri's `parse` in the same process.
 *
 *   npm run build && node scripts/bench-parse.mjs [--dist dist/esm] [--rounds 15]
 *        [--corpus bench/corpus.txt] [--no-steps] [--no-long] [--max-size 10M]
 *
 * Part 1, steps: the parser is generated again with the optimizations added
 * one at a time (plain Peggy; hoisting and a silent first pass through Peggy's
 * own rule functions; class tests as tables; the generated first pass; tight
 * loops; inlining; deferred span-only actions; one loop for
 * `*( "/" segment )`; a native search for the
 * literal that must follow an unbounded element; `false` as the failure
 * value; a test of the first code unit before an alternative that calls a
 * rule; no read past the end; actions written in place), each run in a
 * child process
 * of its own over the corpus, alternating with fast-uri, and reported as the
 * median ns per URI and the median ratio of the two over the rounds; and
 * on the absolute URIs alternating with Node's `new URL()`, the median ratio.
 * No GC between rounds here, unlike scripts/bench.mjs.
 *
 * Part 2, long inputs: the time per MB of `parse` for inputs of 1 KB to 10 MB
 * (a long path, a long query, many %41, many ../), valid and with a bad last
 * character, which should stay flat.
 *
 * Timings are CPU time of the measuring process; they depend on the machine,
 * only the ratios are comparable. Tests never assert timings.
 */
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import peggy from 'peggy';
import { optimizer } from './optimize.mjs';
import { nameTable, peggySource } from './generate.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const opt = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const dist = resolve(root, opt('dist', 'dist/esm'));
const corpus = resolve(root, opt('corpus', 'bench/corpus.txt'));
const rounds = Number(opt('rounds', 15));
const maxSize = /^\d+M$/i.test(opt('max-size', '10M')) ? parseInt(opt('max-size', '10M'), 10) * 1024 * 1024 : Number(opt('max-size', '10M'));
const require = createRequire(import.meta.url);

/** The optimizations, added one at a time. */
const LATER = { falseFailure: false, guards: false, boundedReads: false, inlineActions: false, deadStores: false };
const OFF = { prefixed: false, lookahead: false, ...LATER };
const STEPS = [
  { name: 'plain Peggy 3.0.2 + ts-pegjs (throws, caught, on invalid input)', optimized: false },
  { name: '+ hoisting, silent first pass through Peggy\'s rule functions', optimized: { tables: false, firstPass: false } },
  { name: '+ class tests as tables', optimized: { firstPass: false } },
  { name: '+ generated first pass, alone in the runtime (no tight loops, no inlining)', optimized: { loops: false, inline: false, defer: false, ...OFF } },
  { name: '+ tight loops', optimized: { inline: false, defer: false, ...OFF } },
  { name: '+ inlining small rules', optimized: { defer: false, ...OFF } },
  { name: '+ span-only actions deferred', optimized: { ...OFF } },
  { name: '+ one loop for `*( "/" segment )`', optimized: { lookahead: false, ...LATER } },
  { name: '+ native search for the literal after an unbounded element', optimized: { ...LATER } },
  { name: '+ `false` as the failure value', optimized: { guards: false, boundedReads: false, inlineActions: false, deadStores: false } },
  { name: '+ a guard on the first unit of an alternative', optimized: { boundedReads: false, inlineActions: false, deadStores: false } },
  { name: '+ no read past the end of the input', optimized: { inlineActions: false, deadStores: false } },
  { name: '+ actions written in place', optimized: { deadStores: false } },
  { name: '+ writes that nothing reads left out (the generated parser)', optimized: {} },
];

/** An ES module standing in for generated/rfc3986.js (of dist/esm, one file per module), generated with the given optimizations. */
function parserModule(step) {
  const bare = peggy.generate(peggySource('rfc3986'), {
    output: 'source',
    format: 'bare',
    allowedStartRules: nameTable('rfc3986').map((r) => r.peg),
    plugins: step.optimized ? [optimizer(step.optimized)] : [],
  });
  const exports = step.optimized
    ? 'export const tryParse = p.tryParse;\nexport const FAILED = p.FAILED;'
    : `export const FAILED = {};
export function tryParse(input, startRule) { try { return p.parse(input, { startRule }); } catch (e) { if (e instanceof p.SyntaxError) return FAILED; throw e; } }`;
  return `import * as n from "../src/grammars/rfc3986/nodes.js";\nconst p = ${bare};\n${exports}\n`;
}

/** Child process: parse vs fast-uri over the corpus, in alternation; prints JSON. */
async function measureCorpus(distDir) {
  const { parse } = await import(pathToFileURL(join(distDir, 'src', 'entries', 'parse.js')).href);
  const fast = require('fast-uri').parse;
  const lines = readFileSync(corpus, 'utf8').split('\n').filter(Boolean);
  const ours = () => {
    let k = 0;
    for (let i = 0; i < lines.length; i++) {
      try {
        k += parse(lines[i]).end;
      } catch {
        k++;
      }
    }
    return k;
  };
  const peer = () => {
    let k = 0;
    for (let i = 0; i < lines.length; i++) k += fast(lines[i]).path?.length ?? 0;
    return k;
  };
  // The absolute URIs (as scripts/bench.mjs picks them), for Node's `new URL()`.
  const absolute = lines.filter((line) => /^[A-Za-z][A-Za-z0-9+.-]*:/.test(line));
  const oursAbsolute = () => {
    let k = 0;
    for (let i = 0; i < absolute.length; i++) {
      try {
        k += parse(absolute[i]).end;
      } catch {
        k++;
      }
    }
    return k;
  };
  const native = () => {
    let k = 0;
    for (let i = 0; i < absolute.length; i++) {
      try {
        if (new URL(absolute[i]) !== undefined) k++;
      } catch {
        k--;
      }
    }
    return k;
  };
  const now = cpuNow;
  const a = [], b = [], r = [], u = [];
  for (let round = 0; round < rounds + 3; round++) {
    const t0 = now();
    ours();
    const t1 = now();
    peer();
    const t2 = now();
    oursAbsolute();
    const t3 = now();
    native();
    const t4 = now();
    if (round < 3) continue;
    a.push((t1 - t0) / lines.length);
    b.push((t2 - t1) / lines.length);
    r.push((t1 - t0) / (t2 - t1));
    u.push((t3 - t2) / (t4 - t3));
  }
  const median = (xs) => xs.sort((x, y) => x - y)[xs.length >> 1];
  console.log(JSON.stringify({ uris: lines.length, ours: median(a), fastUri: median(b), ratio: median(r), url: median(u) }));
}

/** The time per MB of parse over long inputs of each shape. */
async function measureLong(distDir) {
  const { parse } = await import(pathToFileURL(join(distDir, 'src', 'entries', 'parse.js')).href);
  const shapes = {
    'long path': (n) => `http://example.com/${'abcdefg/'.repeat(Math.ceil(n / 8))}`.slice(0, n),
    'long query': (n) => `http://example.com/?${'a=b&c=d&'.repeat(Math.ceil(n / 8))}`.slice(0, n),
    'many %41': (n) => `/${'%41'.repeat(Math.ceil(n / 3))}`.slice(0, 1 + 3 * Math.floor((n - 1) / 3)),
    'many ../': (n) => `http://example.com/${'../'.repeat(Math.ceil(n / 3))}`.slice(0, n),
  };
  const sizes = [1024, 10 * 1024, 100 * 1024, 1024 * 1024, 10 * 1024 * 1024].filter((size) => size <= maxSize);
  console.log(`\nlong inputs: ms (CPU) per MB of parse (${sizes.map(label).join(', ')})`);
  const run = (input) => {
    try {
      parse(input);
    } catch {
      // the bad ones
    }
  };
  for (const [name, valid] of Object.entries(shapes)) {
    for (const [label, make] of [['', valid], [' bad', (n) => `${valid(n - 1)}^`]]) {
      const cells = sizes.map((size) => {
        const input = make(size);
        const reps = Math.max(1, Math.round((4 * 1024 * 1024) / size));
        run(input);
        const t0 = cpuNow();
        for (let i = 0; i < reps; i++) run(input);
        const ms = (cpuNow() - t0) / 1e6;
        return (ms / ((reps * input.length) / (1024 * 1024))).toFixed(1);
      });
      console.log(`  ${(name + label).padEnd(15)} ${cells.map((c) => c.padStart(8)).join('')}`);
    }
  }
}

/** CPU time of this process in ns (other load on the machine disturbs it less than wall time). */
function cpuNow() {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
}

function label(size) {
  return size >= 1024 * 1024 ? `${size / 1024 / 1024} MB` : `${size / 1024} KB`;
}

if (process.env.BENCH_PARSE_CHILD) {
  await measureCorpus(process.env.BENCH_PARSE_CHILD);
} else {
  if (!argv.includes('--no-steps')) {
    const work = join(tmpdir(), `uri-grammar-bench-parse-${process.pid}`);
    console.log(`parse vs fast-uri's parse over ${corpus} (median of ${rounds} rounds)`);
    try {
      for (const [i, step] of STEPS.entries()) {
        const dir = join(work, String(i));
        mkdirSync(dir, { recursive: true });
        cpSync(dist, dir, { recursive: true });
        writeFileSync(join(dir, 'generated', 'rfc3986.js'), parserModule(step));
        const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), ...argv], {
          env: { ...process.env, BENCH_PARSE_CHILD: dir },
          encoding: 'utf8',
        });
        const m = JSON.parse(out.trim().split('\n').pop());
        console.log(`  ${step.name.padEnd(68)} ${m.ours.toFixed(0).padStart(6)} ns/URI  fast-uri ${m.fastUri.toFixed(0).padStart(6)} ns/URI  ratio ${m.ratio.toFixed(3)}  absolute ÷ new URL() ${m.url.toFixed(3)}`);
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  if (!argv.includes('--no-long')) await measureLong(dist);
}
