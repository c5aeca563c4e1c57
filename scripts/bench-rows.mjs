#!/usr/bin/env node
/**
 * Throughput of `uri-grammar check --format tsv` and `--format jsoneachrow`
 * (the built binary, src/cli/rows.ts) on a large input of rows, against a
 * Node script that counts the newlines of the same file in 1 MiB chunks, run
 * the same way in the same run; with each process's peak resident memory.
 *
 *   node scripts/bench-rows.mjs [--size 100M] [--dir DIR]
 *
 * The rows are the real URIs of bench/corpus.txt (or test/corpus/differential.txt)
 * repeated to --size, written as ClickHouse writes them (TabSeparated escapes;
 * {"c1": ...} objects). Benchmarks report ratios of things measured in the same
 * run; the absolute numbers depend on the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { opt, size } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(REPO, 'dist', 'cjs', 'src', 'cli.js');
const SIZE = size(opt('size', '100M'));
const dir = opt('dir', null) ?? fs.mkdtempSync(path.join(os.tmpdir(), 'uri-grammar-bench-rows-'));
fs.mkdirSync(dir, { recursive: true });
const corpusFile = path.join(REPO, fs.existsSync(path.join(REPO, 'bench', 'corpus.txt')) ? 'bench/corpus.txt' : 'test/corpus/differential.txt');
const corpus = fs.readFileSync(corpusFile, 'utf8').split('\n').filter((l) => l !== '');

const tsvField = (v) => v.replace(/[\\\t\n]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n' })[c]);
const formats = {
  tsv: (v) => tsvField(v) + '\n',
  jsoneachrow: (v) => JSON.stringify({ c1: v }) + '\n',
};

/** Writes `bytes` of rows of one format; resolves to the file and its row count. */
function write(format) {
  const file = path.join(dir, `rows.${format}`);
  const fd = fs.openSync(file, 'w');
  let written = 0;
  let rows = 0;
  for (let i = 0; written < SIZE; ) {
    const parts = [];
    let n = 0;
    while (n < 1 << 20 && written + n < SIZE) {
      const row = formats[format](corpus[i++ % corpus.length]);
      parts.push(row);
      n += Buffer.byteLength(row);
      rows++;
    }
    const chunk = Buffer.from(parts.join(''));
    fs.writeSync(fd, chunk);
    written += chunk.length;
  }
  fs.closeSync(fd);
  return { file, rows, bytes: written };
}

const preload = path.join(dir, 'usage.cjs');
fs.writeFileSync(preload, "process.on('exit', () => { try { require('fs').writeSync(3, JSON.stringify(process.resourceUsage()) + '\\n'); } catch {} });\n");
const counter = path.join(dir, 'count-newlines.cjs');
fs.writeFileSync(counter, [
  "const fs = require('fs');",
  'const fd = fs.openSync(process.argv[2], "r");',
  'const buf = Buffer.alloc(1 << 20);',
  'let lines = 0;',
  'for (let n; (n = fs.readSync(fd, buf, 0, buf.length, null)) > 0; ) for (let i = buf.indexOf(10); i >= 0 && i < n; i = buf.indexOf(10, i + 1)) lines++;',
  'process.stdout.write(lines + "\\n");',
].join('\n'));

/** Runs `node ...args` with stdin from `file` and stdout discarded; resolves to seconds and peak RSS. */
function run(args, file) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, ['--require', preload, ...args], { stdio: [fs.openSync(file, 'r'), 'ignore', 'inherit', 'pipe'] });
    let usage = '';
    child.stdio[3].on('data', (d) => (usage += d));
    child.on('error', reject);
    child.on('close', (status) => {
      if (status !== 0 && status !== 1) return reject(new Error(`${args.join(' ')} exited with ${status}`));
      resolve({ seconds: Number(process.hrtime.bigint() - t0) / 1e9, maxRSS: JSON.parse(usage).maxRSS });
    });
  });
}

const mb = (bytes, s) => (bytes / 1e6 / s).toFixed(1);
console.log(`check --format, ${(SIZE / 2 ** 20).toFixed(0)} MiB of rows of ${path.relative(REPO, corpusFile)}, Node ${process.version}, ${os.cpus()[0].model} x ${os.availableParallelism()}, load ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
for (const format of Object.keys(formats)) {
  const { file, rows, bytes } = write(format);
  const base = await run([counter, file], file);
  const ours = await run([BIN, 'check', '--format', format, '-q', '-'], file);
  console.log(
    `  ${format.padEnd(11)} ${(rows / ours.seconds / 1e6).toFixed(2)} M rows/s, ${mb(bytes, ours.seconds)} MB/s, peak RSS ${(ours.maxRSS / 1024).toFixed(0)} MB` +
      `  | newline count of the same file: ${mb(bytes, base.seconds)} MB/s, peak RSS ${(base.maxRSS / 1024).toFixed(0)} MB  | ratio ${(base.seconds / ours.seconds).toFixed(2)}`,
  );
}
if (opt('dir', null) === null) fs.rmSync(dir, { recursive: true, force: true });
