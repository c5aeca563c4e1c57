#!/usr/bin/env node
/**
 * Throughput and memory of `uri-grammar check` (the built binary), and of
 * `uri-grammar conform --file`, on a large
 * input: lines/s and MB/s with one thread and with the worker pool, and the
 * process's peak resident memory, which should not grow with the input.
 *
 *   npm run bench:cli
 *   node scripts/bench-cli.mjs [--size 200M] [--jobs 1,2] [--small 25M] [--runs 1]
 *                              [--against DIR] [--no-conform] [--source FILE,...]
 *                              [--stdin] [--dir DIR] [--keep] [--format json|text]
 *   node scripts/bench-cli.mjs --threshold [--sizes 4M,8M,...] [--runs 5] [--gain 0.9]
 *
 * The input is built in a temporary directory from the lines of
 * bench/corpus.txt (real URIs; scripts/build-corpus.mjs) and
 * examples/uris.txt (with its typical mistakes), repeated up to --size; a
 * source that is missing stops the run before anything is measured
 * (bench/corpus.txt is not in the repository: `npm run corpus` builds it). Each
 * configuration runs `node dist/cjs/src/cli.js check --json -j N FILE`, its
 * reports read and dropped (the summary, the last line, gives the counts),
 * first on a --small prefix of the file and then on the whole
 * file, so that the two peak RSS figures show whether memory stays flat.
 * --stdin pipes the generated lines into `check -` instead of writing a file
 * (nothing on disk, any --size, e.g. --size 4G). --format text runs `check`
 * without --json, as a user's default run does: the compiler-style reports
 * read and dropped, the counts from the summary line on stderr.
 *
 * The baseline of each file, in the same run: a Node.js script that counts
 * the newlines of the file in 1 MiB chunks (what reading the input costs,
 * with nothing checked); each row says the check's MB/s ÷ the count's, the
 * count run right before it. With --runs N each configuration runs N times
 * (count and check in turns) and every run is printed, then the range.
 * --against DIR runs another checkout's built command (DIR/dist/cjs/src/cli.js,
 * e.g. the commit before a change) in turns with this one on the same
 * file: before and after, under the same load. --no-conform skips the
 * `conform --file` rows. --source FILE,... builds the input from the lines
 * of other files (default bench/corpus.txt,examples/uris.txt; the corpus
 * alone is nearly all valid, the examples hold their mistakes).
 *
 * --threshold finds the input size from which the worker pool pays: for each
 * of --sizes (default 4M,8M,16M,32M,64M,128M,256M) it runs `check -j 1` and
 * `check -j N` (N the cores; an explicit --jobs starts the pool whatever the
 * size) --runs times each (default 5), alternately, and prints the medians of
 * the time and of the peak RSS and their ratios; the pool pays from the
 * smallest size from which on every size takes at most --gain (default 0.9)
 * of one thread's time. src/cli/check-files.ts POOL_MIN_BYTES is set from it
 * (docs/performance.md).
 *
 * Peak RSS and CPU time are the child's own getrusage figures (all its
 * threads), read by a preloaded module at exit: "CPU" above 100% means more
 * than one core was busy, and MB per CPU-second is the cost of the work,
 * which depends less on the machine's load than the wall-clock figures. The
 * script prints the load average next to them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { flag, opt, size } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(REPO, 'dist', 'cjs', 'src', 'cli.js');
const SIZE = size(opt('size', '200M'));
const SMALL = Math.min(SIZE, size(opt('small', '25M')));
const JOBS = opt('jobs', `1,${Math.max(2, os.availableParallelism())}`).split(',').map(Number);
const RUNS = Number(opt('runs', 1));
const STDIN = flag('stdin');
const THRESHOLD = flag('threshold');
const KEEP = flag('keep');
const AGAINST = opt('against', null);
const SOURCE = opt('source', 'bench/corpus.txt,examples/uris.txt').split(',');
const CONFORM = !flag('no-conform');
const FORMAT = opt('format', 'json');
if (FORMAT !== 'json' && FORMAT !== 'text') throw new Error(`--format: json or text, not ${FORMAT}`);
const TEXT = FORMAT === 'text';

// Every source must be there: a missing one (bench/corpus.txt is not in the repository) would change the file
// measured without a word, the rows then comparable to no other run.
const MISSING = SOURCE.filter((file) => !fs.existsSync(path.join(REPO, file)));
if (MISSING.length > 0) {
  for (const file of MISSING) {
    const how = file === 'bench/corpus.txt' ? ': build it with npm run corpus (scripts/build-corpus.mjs)' : '';
    console.error(`${file} is missing${how}`);
  }
  console.error(`the input is built from ${SOURCE.join(', ')}: nothing measured`);
  process.exit(2);
}

if (!fs.existsSync(BIN)) {
  console.error('dist/cjs/src/cli.js is missing: run npm run build first');
  process.exit(2);
}

// ----- the input -----

function sourceLines() {
  const lines = [];
  for (const file of SOURCE) {
    const text = fs.readFileSync(path.join(REPO, file));
    let start = 0;
    for (let i = text.indexOf(10); i >= 0; start = i + 1, i = text.indexOf(10, start)) lines.push(text.subarray(start, i + 1));
  }
  if (lines.length === 0) throw new Error(`none of ${SOURCE.join(', ')} to build the input from`);
  return lines;
}

/** Chunks of about 1 MiB of whole lines, `bytes` in all (the last line may be cut short). */
function* chunks(lines, bytes) {
  let written = 0;
  let i = 0;
  while (written < bytes) {
    const parts = [];
    let n = 0;
    while (n < 1 << 20 && written + n < bytes) {
      const line = lines[i++ % lines.length];
      parts.push(line);
      n += line.length;
    }
    let chunk = Buffer.concat(parts);
    if (written + chunk.length > bytes) chunk = chunk.subarray(0, bytes - written);
    written += chunk.length;
    yield chunk;
  }
}

// ----- one run -----

const dir = opt('dir', null) ?? fs.mkdtempSync(path.join(os.tmpdir(), 'uri-grammar-bench-'));
fs.mkdirSync(dir, { recursive: true });
const preload = path.join(dir, 'max-rss.cjs');
fs.writeFileSync(
  preload,
  "process.on('exit', () => { try { require('fs').writeSync(3, JSON.stringify(process.resourceUsage()) + '\\n'); } catch {} });\n",
);

/**
 * Runs `check -q -j jobs` on the file (or on generated stdin), or with
 * `conform` true `conform --file --json` (every grammar, on the main thread);
 * resolves to its time, lines and peak RSS.
 */
function run(jobs, input, bytes, lines, conform = false, bin = BIN) {
  return new Promise((resolve, reject) => {
    const text = TEXT && !conform;
    const command = conform ? ['conform', '--file', '--json', '--no-progress'] : ['check', ...(text ? [] : ['--json']), '-j', String(jobs)];
    const args = ['--require', preload, bin, ...command, STDIN ? '-' : input];
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, args, { stdio: [STDIN ? 'pipe' : 'ignore', 'pipe', text ? 'pipe' : 'inherit', 'pipe'] });
    let last = '';
    let err = '';
    let fd3 = '';
    // --json: the summary is the last line; the reports before it are read and dropped.
    // Text: the reports on stdout are read and dropped; the summary line is on stderr.
    child.stdio[1].on('data', (d) => {
      if (text) return;
      const chunk = last + d.toString('latin1');
      last = chunk.slice(chunk.lastIndexOf('\n', chunk.length - 2) + 1);
    });
    if (text) child.stdio[2].on('data', (d) => (err += d));
    child.stdio[3].on('data', (d) => (fd3 += d));
    if (STDIN) {
      (async () => {
        for (const chunk of chunks(lines, bytes)) {
          if (!child.stdin.write(chunk)) await new Promise((r) => child.stdin.once('drain', r));
        }
        child.stdin.end();
      })().catch(reject);
    }
    child.on('error', reject);
    child.on('close', (status) => {
      const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
      if (status !== 0 && status !== 1) return reject(new Error(`${command[0]} exited with ${status}`));
      const summary = text ? textSummary(err, bytes) : JSON.parse(last);
      if (conform) summary.bytes = bytes;
      const usage = JSON.parse(fd3);
      const cpu = (usage.userCPUTime + usage.systemCPUTime) / 1e6;
      resolve({ seconds, cpu, lines: summary.lines, bytes: summary.bytes, invalid: summary.invalid, workers: summary.workers, maxRSS: usage.maxRSS });
    });
  });
}

/** The counts of `check`'s summary line (src/cli/check-files.ts summaryLine) on stderr; `bytes` is the input's size. */
function textSummary(stderr, bytes) {
  const m = /^checked (\d+) lines?: (\d+) valid, (\d+) invalid \(\d+ files?(?:, (\d+) worker threads)?/m.exec(stderr);
  if (m === null) throw new Error(`no summary line in check's stderr: ${stderr.slice(-500)}`);
  return { lines: Number(m[1]), invalid: Number(m[3]), bytes, workers: Number(m[4] ?? 0) };
}

// ----- the baseline: a newline count of the same file -----

const counter = path.join(dir, 'count-newlines.cjs');
fs.writeFileSync(
  counter,
  [
    "const fs = require('fs');",
    "const fd = fs.openSync(process.argv[2], 'r');",
    'const buf = Buffer.alloc(1 << 20);',
    'let lines = 0;',
    'for (let n; (n = fs.readSync(fd, buf, 0, buf.length, null)) > 0; ) for (let i = buf.indexOf(10); i >= 0 && i < n; i = buf.indexOf(10, i + 1)) lines++;',
    "process.stdout.write(lines + '\\n');",
  ].join('\n'),
);

/** Counts the newlines of `file` in 1 MiB chunks in a Node.js process of its own; resolves to its time and peak RSS. */
function countNewlines(file) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--require', preload, counter, file], { stdio: ['ignore', 'ignore', 'inherit', 'pipe'] });
    let fd3 = '';
    child.stdio[3].on('data', (d) => (fd3 += d));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0) return reject(new Error(`the newline count exited with ${status}`));
      resolve({ seconds: Number(process.hrtime.bigint() - t0) / 1e9, maxRSS: JSON.parse(fd3).maxRSS });
    });
  });
}

// ----- --threshold: from which size the pool pays -----

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

async function threshold() {
  const sizes = opt('sizes', '4M,8M,16M,32M,64M,128M,256M').split(',').map(size);
  const runs = Number(opt('runs', 5));
  const gain = Number(opt('gain', 0.9));
  const pool = Math.max(2, os.availableParallelism());
  const lines = sourceLines();
  console.log(`uri-grammar check -j 1 against -j ${pool}: a file, node ${process.version}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${runs} runs each, medians`);
  console.log(`load average before: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  console.log('');
  console.log(`input     | -j 1 s | -j ${pool} s | time ratio | -j 1 RSS | -j ${pool} RSS | RSS ratio | workers used`);
  console.log('----------|--------|--------|------------|----------|----------|-----------|-------------');
  const rows = [];
  for (const bytes of sizes) {
    const file = path.join(dir, `threshold-${bytes}.txt`);
    if (!fs.existsSync(file) || fs.statSync(file).size !== bytes) {
      const fd = fs.openSync(file, 'w');
      for (const chunk of chunks(lines, bytes)) fs.writeSync(fd, chunk);
      fs.closeSync(fd);
    }
    const one = [];
    const many = [];
    await run(1, file, bytes, lines); // warm the page cache
    for (let r = 0; r < runs; r++) {
      // Alternately, so that a change of the machine's load falls on both.
      const pair = r % 2 ? [[many, pool], [one, 1]] : [[one, 1], [many, pool]];
      for (const [into, jobs] of pair) into.push(await run(jobs, file, bytes, lines));
    }
    const row = {
      bytes,
      one: median(one.map((x) => x.seconds)),
      many: median(many.map((x) => x.seconds)),
      oneRss: median(one.map((x) => x.maxRSS)),
      manyRss: median(many.map((x) => x.maxRSS)),
      workers: median(many.map((x) => x.workers)),
    };
    rows.push(row);
    fs.rmSync(file, { force: true });
    console.log(
      `${(mb(bytes) + ' MB').padStart(9)} | ${row.one.toFixed(2).padStart(6)} | ${row.many.toFixed(2).padStart(6)} | ${(row.many / row.one).toFixed(2).padStart(9)}x | ${(mb(row.oneRss * 1024) + ' MB').padStart(8)} | ${(mb(row.manyRss * 1024) + ' MB').padStart(8)} | ${(row.manyRss / row.oneRss).toFixed(2).padStart(8)}x | ${row.workers}`,
    );
  }
  console.log('');
  console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  let from = null;
  for (let i = rows.length - 1; i >= 0 && rows[i].many <= gain * rows[i].one; i--) from = rows[i].bytes;
  console.log(from === null ? `the pool takes more than ${gain} of one thread's time at every size measured` : `the pool takes at most ${gain} of one thread's time from ${mb(from)} MB on`);
  if (!KEEP && !opt('dir', null)) fs.rmSync(dir, { recursive: true, force: true });
}

// ----- main -----

const mb = (n) => (n / 1e6).toFixed(1);
if (THRESHOLD) {
  await threshold();
  process.exit(0);
}

const lines = sourceLines();
const big = path.join(dir, 'big.txt');
const small = path.join(dir, 'small.txt');
if (!STDIN) {
  for (const [file, bytes] of [[big, SIZE], [small, SMALL]]) {
    if (fs.existsSync(file) && fs.statSync(file).size === bytes) continue;
    const fd = fs.openSync(file, 'w');
    for (const chunk of chunks(lines, bytes)) fs.writeSync(fd, chunk);
    fs.closeSync(fd);
  }
}

console.log(`uri-grammar check${TEXT ? '' : ' --json'}: ${STDIN ? 'generated lines on stdin' : 'a file'}, node ${process.version}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown'})`);
console.log(`load average before: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
console.log('');
const builds = AGAINST === null ? [['this', BIN]] : [['this', BIN], ['against', path.resolve(AGAINST, 'dist', 'cjs', 'src', 'cli.js')]];
for (const [, bin] of builds) if (!fs.existsSync(bin)) throw new Error(`${bin} is missing: build that checkout first`);
if (AGAINST !== null) console.log(`against: ${path.resolve(AGAINST)} (the rows "against"), in turns with this checkout's build ("this")`);
console.log('build   | jobs | input     | lines      | seconds | lines/s   | MB/s  | CPU s  | CPU  | MB/CPU-s | peak RSS  | count MB/s | ÷ count');
console.log('--------|------|-----------|------------|---------|-----------|-------|--------|------|----------|-----------|------------|--------');
const results = [];
for (const jobs of JOBS) {
  for (const [file, bytes] of [[small, SMALL], [big, SIZE]]) {
    const runs = builds.map(() => []);
    for (let r = 0; r < RUNS; r++) {
      // In turns, the order rotated each round, so that a change of the machine's load falls on every build.
      for (let k = 0; k < builds.length; k++) {
        const b = (k + r) % builds.length;
        const [name, bin] = builds[b];
        const base = STDIN ? null : await countNewlines(file);
        const x = await run(jobs, file, bytes, lines, false, bin);
        runs[b].push(x);
        results.push({ jobs, build: name, ...x });
        console.log(
          `${name.padEnd(7)} | ${String(jobs).padStart(4)} | ${(mb(x.bytes) + ' MB').padStart(9)} | ${String(x.lines).padStart(10)} | ${x.seconds.toFixed(2).padStart(7)} | ${String(Math.round(x.lines / x.seconds)).padStart(9)} | ${(x.bytes / 1e6 / x.seconds).toFixed(1).padStart(5)} | ${x.cpu.toFixed(2).padStart(6)} | ${(Math.round((100 * x.cpu) / x.seconds) + '%').padStart(4)} | ${(x.bytes / 1e6 / x.cpu).toFixed(1).padStart(8)} | ${(mb(x.maxRSS * 1024) + ' MB').padStart(9)} | ${base === null ? '         -' : (bytes / 1e6 / base.seconds).toFixed(1).padStart(10)} | ${base === null ? '-' : (base.seconds / x.seconds).toFixed(3)}`,
        );
        if (base !== null) results[results.length - 1].countSeconds = base.seconds;
      }
    }
    if (RUNS > 1) {
      for (let b = 0; b < builds.length; b++) {
        const xs = runs[b];
        const range = (f, digits = 0) => {
          const v = xs.map(f).sort((p, q) => p - q);
          return `${v[0].toFixed(digits)}–${v[v.length - 1].toFixed(digits)}`;
        };
        console.log(`  ${builds[b][0]}, -j ${jobs}, ${mb(bytes)} MB, ${RUNS} runs: ${range((x) => x.lines / x.seconds)} lines/s, ${range((x) => x.bytes / 1e6 / x.seconds, 1)} MB/s, ${range((x) => x.bytes / 1e6 / x.cpu, 1)} MB/CPU-s, peak RSS ${range((x) => (x.maxRSS * 1024) / 1e6, 1)} MB`);
      }
    }
  }
}
// `conform --file`: every grammar's top-level rules on each line, streamed on the main thread.
if (CONFORM) {
  console.log('');
  console.log('uri-grammar conform --file (every grammar, one thread):');
  console.log('');
  console.log('input     | lines      | seconds | lines/s   | MB/s  | peak RSS');
  console.log('----------|------------|---------|-----------|-------|---------');
  for (const [file, bytes] of [[small, SMALL], [big, SIZE]]) {
    const x = await run(1, file, bytes, lines, true);
    console.log(
      `${(mb(x.bytes) + ' MB').padStart(9)} | ${String(x.lines).padStart(10)} | ${x.seconds.toFixed(2).padStart(7)} | ${String(Math.round(x.lines / x.seconds)).padStart(9)} | ${(x.bytes / 1e6 / x.seconds).toFixed(1).padStart(5)} | ${mb(x.maxRSS * 1024)} MB`,
    );
  }
}
console.log('');
console.log(`load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
const whole = results.filter((r) => r.bytes === results[results.length - 1].bytes && r.build === 'this');
if (JOBS.length >= 2) {
  const best = (jobs) => Math.min(...whole.filter((r) => r.jobs === jobs).map((r) => r.seconds));
  for (const jobs of JOBS.slice(1)) console.log(`speed-up of -j ${jobs} over -j ${JOBS[0]}: ${(best(JOBS[0]) / best(jobs)).toFixed(2)}x`);
}
if (AGAINST !== null) {
  for (const jobs of JOBS) {
    const of = (build) => results.filter((r) => r.bytes === SIZE && r.jobs === jobs && r.build === build).map((r) => r.lines / r.seconds);
    const [a, b] = [of('this'), of('against')];
    if (a.length && b.length) console.log(`-j ${jobs}, ${mb(SIZE)} MB: this ÷ against, lines/s: ${(Math.min(...a) / Math.max(...b)).toFixed(2)}–${(Math.max(...a) / Math.min(...b)).toFixed(2)}x (worst to best pairing), medians ${(median(a) / median(b)).toFixed(2)}x`);
  }
}
if (!KEEP && !opt('dir', null)) fs.rmSync(dir, { recursive: true, force: true });
