#!/usr/bin/env node
/**
 * The conformance report's cost, as ratios of things measured in the same
 * process: uri-grammar/conform `conform` (and `verdicts`, the rows without
 * errors) per URI ÷ RFC 3986 `isValid` per URI, for the six URI grammars
 * (`GRAMMARS` of kind `uri`: RFC 3986, 3987, 6874, 2396, 1808, 1738) and for
 * every grammar (the default: the scheme grammars add the row of their scheme);
 * then `uri-grammar conform --file` in lines/s on a large file.
 *
 *   npm run bench:conform
 *   node scripts/bench-conform.mjs [--dist DIR] [--before DIR] [--rounds 9] [--corpus FILE]
 *                                  [--cli-size 20M] [--cli A.js,B.js] [--cli-runs 3]
 *
 * The URIs are bench/corpus.txt (or test/corpus/differential.txt), as flat
 * strings. The contenders run in alternating rounds, each round in a new order,
 * each over every URI (repeated until it has run for --min-ms); a round's ratio
 * is a contender's time per URI ÷ `isValid`'s in that round, and the script
 * prints the median and the range of the rounds' ratios: the machine may be
 * shared and loaded, and a ratio of two things measured together moves less
 * than either. Each time is taken on the wall clock and as the process's CPU
 * time, which leaves out the time it waited for a core on a loaded machine. --dist is the build measured (default dist/: dist/esm and
 * dist/cjs; a copy of an older build measures the way before); --before DIR
 * adds that build's `conform` and `verdicts` to the same rounds, so that the
 * two builds are compared in one process. --cli lists the
 * command's files (cli.js) to run on the same file, in alternating runs
 * (default the build's dist/cjs/src/cli.js); --cli-size 0 skips the command.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { opt, size } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.resolve(opt('dist', path.join(REPO, 'dist')));
const ROUNDS = Number(opt('rounds', 9));
const MIN_MS = Number(opt('min-ms', 60));
const CORPUS = path.resolve(REPO, opt('corpus', fs.existsSync(path.join(REPO, 'bench', 'corpus.txt')) ? 'bench/corpus.txt' : 'test/corpus/differential.txt'));
const CLI_SIZE = size(opt('cli-size', '20M'));
const CLI_RUNS = Number(opt('cli-runs', 3));
const CLIS = (opt('cli', null) ?? path.join(DIST, 'cjs', 'src', 'cli.js')).split(',').map((f) => path.resolve(f));

const ours = await import(pathToFileURL(path.join(DIST, 'esm', 'src', 'index.js')).href);
const conformModule = await import(pathToFileURL(path.join(DIST, 'esm', 'src', 'entries', 'conform.js')).href);
const { GRAMMARS, conform, verdicts } = conformModule;
const BEFORE = opt('before', null);
const before = BEFORE === null ? null : await import(pathToFileURL(path.join(path.resolve(BEFORE), 'esm', 'src', 'entries', 'conform.js')).href);

/** A flat copy of a string (a line split from a file is a slice of it). */
const flat = (s) => JSON.parse(JSON.stringify(s));
const uris = fs.readFileSync(CORPUS, 'utf8').split('\n').filter((l) => l !== '').map(flat);
const six = GRAMMARS.filter((g) => g.kind === 'uri').map((g) => g.name);
const sixOptions = { grammars: six };

let sink = 0;
const contenders = {
  isValid: () => {
    for (let i = 0; i < uris.length; i++) sink += ours.isValid(uris[i]) ? 1 : 0;
  },
  'conform, six URI grammars': () => {
    for (let i = 0; i < uris.length; i++) sink += conform(uris[i], sixOptions).length;
  },
  'conform, every grammar': () => {
    for (let i = 0; i < uris.length; i++) sink += conform(uris[i]).length;
  },
  'verdicts, six URI grammars': () => {
    for (let i = 0; i < uris.length; i++) sink += verdicts(uris[i], sixOptions).length;
  },
  'verdicts, every grammar': () => {
    for (let i = 0; i < uris.length; i++) sink += verdicts(uris[i]).length;
  },
  ...(before && {
    '--before: conform, six URI grammars': () => {
      for (let i = 0; i < uris.length; i++) sink += before.conform(uris[i], sixOptions).length;
    },
    '--before: conform, every grammar': () => {
      for (let i = 0; i < uris.length; i++) sink += before.conform(uris[i]).length;
    },
    '--before: verdicts, every grammar': () => {
      for (let i = 0; i < uris.length; i++) sink += before.verdicts(uris[i]).length;
    },
  }),
};

/**
 * Nanoseconds per URI of one contender, of the wall clock and of the process's
 * CPU time (`process.cpuUsage`: on a shared machine the wall clock also counts
 * the time the process waited for a core): whole passes over the URIs until
 * --min-ms have gone.
 */
function time(fn) {
  let passes = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  let elapsed = 0n;
  do {
    fn();
    passes++;
    elapsed = process.hrtime.bigint() - t0;
  } while (elapsed < BigInt(MIN_MS) * 1_000_000n);
  const cpu = process.cpuUsage(cpu0);
  return { wall: Number(elapsed) / passes / uris.length, cpu: ((cpu.user + cpu.system) * 1000) / passes / uris.length };
}

const names = Object.keys(contenders);
for (const name of names) contenders[name](); // warm up: the DFAs, the pair tables, the product states
for (const name of names) contenders[name]();
const perRound = Object.fromEntries(names.map((n) => [n, { wall: [], cpu: [] }]));
const ratios = Object.fromEntries(names.map((n) => [n, { wall: [], cpu: [] }]));
for (let round = 0; round < ROUNDS; round++) {
  const order = names.map((_, i) => names[(i + round) % names.length]);
  const ns = {};
  for (const name of order) ns[name] = time(contenders[name]);
  for (const name of names) {
    for (const clock of ['wall', 'cpu']) {
      perRound[name][clock].push(ns[name][clock]);
      ratios[name][clock].push(ns[name][clock] / ns.isValid[clock]);
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
const range = (xs, digits) => `${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)}`;
const rows = (options) => uris.reduce((n, s) => n + conform(s, options).length, 0) / uris.length;
const failing = (options) => uris.reduce((n, s) => n + conform(s, options).filter((r) => !r.valid).length, 0) / uris.length;

console.log(`uri-grammar/conform on ${path.relative(REPO, CORPUS) || CORPUS} (${uris.length} URIs), build ${path.relative(REPO, DIST) || DIST}`);
console.log(`Node.js ${process.version}, ${os.cpus().length} cores, load average before: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log(`rows per URI: six grammars ${rows(sixOptions).toFixed(2)} (${failing(sixOptions).toFixed(2)} failing), every grammar ${rows(undefined).toFixed(2)} (${failing(undefined).toFixed(2)} failing)`);
console.log(`${ROUNDS} rounds, each contender >= ${MIN_MS} ms a round`);
console.log('');
console.log('| contender | ns/URI, wall (median) | ÷ isValid, wall: median, range | ns/URI, CPU (median) | ÷ isValid, CPU: median, range |');
console.log('|---|---:|---:|---:|---:|');
for (const name of names) {
  const [w, c] = [perRound[name].wall, perRound[name].cpu];
  const [rw, rc] = [ratios[name].wall, ratios[name].cpu];
  console.log(`| ${name} | ${median(w).toFixed(0)} | ${median(rw).toFixed(2)}×, ${range(rw, 2)}× | ${median(c).toFixed(0)} | ${median(rc).toFixed(2)}×, ${range(rc, 2)}× |`);
}
console.log('');
console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
if (sink === -1) console.log('');

// ----- uri-grammar conform --file -----

if (CLI_SIZE > 0) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-grammar-bench-conform-'));
  const file = path.join(dir, 'uris.txt');
  const fd = fs.openSync(file, 'w');
  let bytes = 0;
  let lines = 0;
  while (bytes < CLI_SIZE) {
    const chunk = Buffer.from(uris.join('\n') + '\n');
    fs.writeSync(fd, chunk);
    bytes += chunk.length;
    lines += uris.length;
  }
  fs.closeSync(fd);
  console.log('');
  console.log(`uri-grammar conform --file --json (every grammar, one thread), ${(bytes / 1e6).toFixed(1)} MB, ${lines} lines, ${CLI_RUNS} alternating runs:`);
  console.log('');
  const results = new Map(CLIS.map((cli) => [cli, []]));
  for (let run = 0; run < CLI_RUNS; run++) {
    for (const cli of CLIS) {
      const t0 = process.hrtime.bigint();
      const child = spawnSync(process.execPath, [cli, 'conform', '--file', '--json', '--no-progress', file], { encoding: 'utf8', maxBuffer: 1 << 28 });
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      const summary = JSON.parse(child.stdout.trim().split('\n').pop());
      if (summary.lines !== lines) throw new Error(`${cli}: ${summary.lines} lines, not ${lines}`);
      results.get(cli).push(lines / seconds);
    }
  }
  console.log('| cli.js | lines/s (median) | range |');
  console.log('|---|---:|---:|');
  for (const [cli, rates] of results) console.log(`| ${path.relative(REPO, cli) || cli} | ${Math.round(median(rates))} | ${Math.round(Math.min(...rates))}–${Math.round(Math.max(...rates))} |`);
  console.log('');
  console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  fs.rmSync(dir, { recursive: true, force: true });
}
