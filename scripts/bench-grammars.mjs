#!/usr/bin/env node
/**
 * Every grammar's `parse` against RFC 3986's `parse` on comparable strings, in
 * one process, as ratios (issue 30: each ≤ 1.5×).
 *
 *   npm run build && node --expose-gc scripts/bench-grammars.mjs [--rounds 9] [--warmup 2]
 *        [--corpus bench/corpus.txt] [--dist dist/esm] [--before OTHER/dist/esm] [--only NAME]
 *        [--young 16|v8]
 *
 * The comparisons, each grammar's `parse` by its start rule ÷ the root's
 * `parse` (RFC 3986, `URI-reference`):
 * - RFC 3987 on the IRI counterparts of the corpus's URIs (as scripts/bench.mjs
 *   makes them: "é", "例" or "😀" after the path's first "/", the host's first
 *   vowel accented) ÷ RFC 3986 on those URIs; the pairs where both parse;
 * - each scheme grammar (GRAMMARS `kind: scheme`) on the valid URIs of its
 *   scheme, from its test vectors and the corpus ÷ RFC 3986 on the same strings
 *   (every one of them is a URI);
 * - RFC 6570 on the valid templates of its vectors and of the vendored
 *   uritemplate-test suite ÷ RFC 3986 on each template with its braces taken
 *   out (`{+path}/x{?q}` → `+path/x?q`: the same characters, the expressions'
 *   operators become a path, query or fragment), the ones that are URI-references.
 *
 * Each round times every comparison's two sides one after the other, the order
 * alternating from round to round, and the comparisons in reverse order every
 * other round (so that neither build of --before is always timed first), each side over its inputs repeated to at
 * least 20 ms of the process's CPU time (the machine may be shared), with a
 * GC before each side when --expose-gc is given. It reports
 * per comparison the median ns per input of each side and the median, lowest
 * and highest of the per-round ratios; and the same for the parser alone
 * (generated/<name>.js `tryParse`, the first pass: no error, no AST checks of
 * the API around it). `--before DIR` times another build (a
 * dist/esm) in the same rounds, its grammars against its own RFC 3986: the
 * ratios before and after a change, side by side. `--only NAME` (a grammar's
 * name, `rfc6570`) times that grammar's comparisons alone: V8 then compiles
 * the code the grammars share (the parse API's `parse`, the leaf
 * constructor) for that grammar and RFC 3986 only, as in a program that uses
 * no other grammar; with every grammar in turn, that code serves them all.
 *
 * The young generation. V8 sizes its new space by what has survived it: the
 * set-up of every grammar's comparisons (the corpus's 35,000 IRIs and URIs
 * kept for RFC 3987's) grew it to its largest, 2 × 16 MB on 64-bit Node.js
 * 20, where one grammar's alone left it at 2 × 8 MB; and a parser that
 * allocates more per input (RFC 6570's trees: about 2.5× RFC 3986's bytes
 * on the same text) takes 10–25% more time per input in the larger one. That,
 * not the code the grammars share, was most of what made a grammar's side
 * slower among every grammar than alone (docs/performance.md, "Among every
 * grammar: the cause"). So the script runs itself again in a child process
 * whose semi-spaces are fixed at `--young MB` (16: the size a program whose
 * heap has grown runs at, the slower case, not hidden) in every mode, and with
 * `--single-threaded-gc`: the process's CPU time, which it measures, then
 * counts the collector's work once, on the timed thread, not also its
 * background threads', whose share varied from side to side on the shared two-core
 * machine (per-round ranges 2 to 10 times narrower, medians about the same).
 * `--young v8` leaves the young generation's size to V8, as the script did
 * before (one GC thread still). The run's first line says which, its last
 * the size the new space had.
 *
 * What still differs between the modes is mostly RFC 3986's side: its parser
 * serves every comparison and is compiled from what it was fed, so its time
 * on the same strings moves with the other comparisons' inputs (RFC 3986 on
 * the templates without braces: 128–164 ns per input over the modes and two
 * copies of the same build in one hour). Read the ns/input columns with the ratios.
 *
 * Timings depend on the machine and its load; only the ratios are comparable.
 * Tests never assert timings.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { opt } from './args.mjs';
import { iriOf } from './bench-iri.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(opt('rounds', 9));
const WARMUP = Number(opt('warmup', 2));
const CORPUS = resolve(root, opt('corpus', 'bench/corpus.txt'));
const DIST = resolve(root, opt('dist', 'dist/esm'));
const BEFORE = opt('before', null);
const ONLY = opt('only', null);
const YOUNG = opt('young', '16');
const MIN_NS = 20e6;
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : () => {};

/** The V8 flags of the timed process: the young generation's semi-spaces fixed (or V8's own sizing), one GC thread. */
function heapFlags(young) {
  if (young === 'v8') return ['--single-threaded-gc'];
  if (!/^[1-9]\d*$/.test(young)) throw new Error(`--young ${young}: a size in MB (16) or v8`);
  return [`--min-semi-space-size=${young}`, `--max-semi-space-size=${young}`, '--single-threaded-gc'];
}

/** The new space's size, MB (both semi-spaces). */
async function newSpaceMB() {
  const v8 = await import('node:v8');
  return v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size / 2 ** 20;
}

/** A build's root module and each grammar's subpath module, by grammar name. */
async function load(dist) {
  const file = (p) => pathToFileURL(join(dist, 'src', p)).href;
  if (!existsSync(join(dist, 'src', 'index.js'))) throw new Error(`${dist} has no src/index.js: run npm run build`);
  const rootModule = await import(file('index.js'));
  const generated = async (name) => {
    const rules = await import(pathToFileURL(join(dist, 'generated', `${name}.rules.js`)).href);
    const parser = await import(pathToFileURL(join(dist, 'generated', `${name}.js`)).href);
    return { parser, peg: (rfc) => rules.NAME_TABLE.find((r) => r.rfc === rfc).peg };
  };
  const grammars = {};
  for (const g of rootModule.GRAMMARS) {
    if (g.name === 'rfc3986' || !existsSync(join(dist, 'src', 'entries', `${g.name}.js`))) continue;
    grammars[g.name] = { info: g, module: await import(file(`entries/${g.name}.js`)), generated: await generated(g.name) };
  }
  return { root: rootModule, grammars, generated: await generated('rfc3986') };
}

// ----- the inputs -----

const json = (p) => JSON.parse(readFileSync(join(root, p), 'utf8'));

/** The valid check vectors of a grammar by its start rule. */
function validVectors(name, start) {
  const file = join(root, 'test', 'vectors', `${name}.json`);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')).check ?? []).filter((c) => c.offset === null && c.rule === start).map((c) => c.input);
}

/** The templates of the vendored uritemplate-test suite. */
function suiteTemplates() {
  const out = [];
  for (const f of ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json']) {
    for (const group of Object.values(json(`test/vectors/external/uritemplate-test/${f}`))) for (const [t] of group.testcases ?? []) out.push(t);
  }
  return out;
}

/** The comparisons: [label, grammar name, its inputs, RFC 3986's inputs]. */
function comparisons(ours, corpus) {
  const valid = (f, s) => {
    try {
      f(s);
      return true;
    } catch {
      return false;
    }
  };
  const out = [];
  const uriParse = ours.root.parse;
  if (ONLY !== null && !(ONLY in ours.grammars)) throw new Error(`--only ${ONLY}: no such grammar (${Object.keys(ours.grammars).join(', ')})`);
  for (const [name, { info, module }] of Object.entries(ours.grammars)) {
    if (ONLY !== null && name !== ONLY) continue;
    if (name === 'rfc3987') {
      const pairs = corpus.map((u, i) => [iriOf(u, i), u]).filter(([iri, u]) => valid(uriParse, u) && valid(module.parse, iri));
      out.push([`RFC 3987 \`parse\`, ${pairs.length} IRIs ÷ RFC 3986 on their URIs`, name, pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
    } else if (info.kind === 'scheme') {
      const schemes = Object.keys(info.schemeRules);
      const mine = [...new Set([...validVectors(name, info.start), ...corpus.filter((u) => schemes.includes(/^([A-Za-z][A-Za-z0-9+.-]*):/.exec(u)?.[1].toLowerCase()))])]
        .filter((s) => valid(module.parse, s) && valid(uriParse, s));
      if (mine.length > 0) out.push([`RFC ${info.rfc} (${schemes.join(', ')}) \`parse\`, ${mine.length} URIs ÷ RFC 3986 on the same`, name, mine, mine]);
    } else if (info.kind === 'template') {
      const pairs = [...new Set([...validVectors(name, info.start), ...suiteTemplates()])]
        .map((t) => [t, t.replace(/[{}]/g, '')])
        .filter(([t, u]) => valid(module.parse, t) && valid(uriParse, u));
      out.push([`RFC ${info.rfc} \`parse\`, ${pairs.length} templates ÷ RFC 3986 on them without braces`, name, pairs.map((p) => p[0]), pairs.map((p) => p[1])]);
    }
  }
  return out;
}

// ----- timing -----

/** The process's CPU time, ns (on a loaded machine the wall clock counts the other processes' turns too). */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) * 1000;
};

/** CPU ns per input of `f` over `inputs`, repeated to at least MIN_NS; `sink` keeps the calls alive. */
let sink = 0;
function time(f, inputs) {
  gc();
  let reps = 0;
  const t0 = cpu();
  let elapsed = 0;
  do {
    for (let i = 0; i < inputs.length; i++) sink += f(inputs[i]) === null ? 0 : 1;
    reps++;
    elapsed = cpu() - t0;
  } while (elapsed < MIN_NS);
  return elapsed / (reps * inputs.length);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const flags = heapFlags(YOUNG);
  if (process.env.BENCH_GRAMMARS_CHILD !== '1') {
    // The timed process, started with the heap's flags (see the header).
    const child = spawnSync(process.execPath, [...process.execArgv, '--expose-gc', ...flags, fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, BENCH_GRAMMARS_CHILD: '1' } });
    process.exitCode = child.status ?? 1;
    return;
  }
  const corpus = readFileSync(CORPUS, 'utf8').split('\n').filter((l) => l !== '');
  const builds = [['after', await load(DIST)]];
  if (BEFORE) builds.unshift(['before', await load(resolve(process.cwd(), BEFORE))]);
  const rows = [];
  for (const [build, ours] of builds) {
    for (const [label, name, mine, theirs] of comparisons(ours, corpus)) {
      const { module: g, info, generated } = ours.grammars[name];
      rows.push({ build, label, name, mine: (s) => g.parse(s), theirs: (s) => ours.root.parse(s), inputs: [mine, theirs], times: [[], []] });
      // The parser alone (generated/<name>.js `tryParse`, no AST checks, no error), each against RFC 3986's.
      const [startMine, startTheirs] = [generated.peg(info.start), ours.generated.peg('URI-reference')];
      const [fast, fast3986] = [generated.parser, ours.generated.parser];
      rows.push({ build, label: `${label.split(' `parse`')[0]} \`tryParse\` alone, the same inputs`, name, mine: (s) => fast.tryParse(s, startMine), theirs: (s) => fast3986.tryParse(s, startTheirs), inputs: [mine, theirs], times: [[], []] });
    }
  }
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    // The rows in turn, in reverse every other round: with --before, a build's rows timed always first read
    // lower than the same code timed second (the same build given twice: up to 0.27 apart, every grammar in turn).
    for (const row of round % 2 === 0 ? rows : [...rows].reverse()) {
      const order = round % 2 === 0 ? [0, 1] : [1, 0];
      for (const side of order) {
        const ns = time(side === 0 ? row.mine : row.theirs, row.inputs[side]);
        if (round >= WARMUP) row.times[side].push(ns);
      }
    }
  }
  console.log(`${ROUNDS} rounds (${WARMUP} warm-up), Node.js ${process.version}, ${process.arch}; corpus ${corpus.length} lines; ${flags.join(' ')}`);
  console.log('| build | comparison | ns/input | RFC 3986 ns/input | ratio, median | lowest–highest |');
  console.log('|---|---|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratios = row.times[0].map((t, i) => t / row.times[1][i]);
    const f = (x) => x.toFixed(2);
    console.log(`| ${row.build} | ${row.label} | ${Math.round(median(row.times[0]))} | ${Math.round(median(row.times[1]))} | ${f(median(ratios))}× | ${f(Math.min(...ratios))}–${f(Math.max(...ratios))}× |`);
  }
  if (sink < 0) console.log(sink);
  console.log(`new space at the end: ${await newSpaceMB()} MB`);
}

await main();
