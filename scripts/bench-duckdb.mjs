#!/usr/bin/env node
/**
 * uri-grammar/duckdb's bridge, measured: `uri_valid(u)` over a column of
 * DuckDB (a table in memory, and a Parquet file), in rows per second, against
 * a plain loop of the same `isValid` over the same strings in the same
 * process; and DuckDB's scan alone (`length(u)`), so that what the bridge
 * costs is seen apart from what the engine costs. The strings are distinct
 * (the corpus's URIs, each with its row number appended).
 *
 *   node scripts/bench-duckdb.mjs [--rows 1000000] [--rounds 5] [--corpus bench/corpus.txt] [--threads N]
 *
 * Runs the built files (dist/node: npm run build first). The rows are the
 * corpus's real URIs, repeated to --rows. Benchmarks report ratios of things
 * measured in the same process; the absolute numbers depend on the machine.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { opt } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROWS = opt('rows', 1_000_000);
const ROUNDS = opt('rounds', 5);
const THREADS = opt('threads', 0);
const corpusFile = path.resolve(REPO, opt('corpus', fs.existsSync(path.join(REPO, 'bench', 'corpus.txt')) ? 'bench/corpus.txt' : 'test/corpus/differential.txt'));

const { registerUriFunctions } = await import(pathToFileURL(path.join(REPO, 'dist', 'node', 'src', 'entries', 'duckdb.js')).href);
const { isValid } = await import(pathToFileURL(path.join(REPO, 'dist', 'node', 'src', 'index.js')).href);

const corpus = fs.readFileSync(corpusFile, 'utf8').split('\n').filter((l) => l !== '');
// Distinct strings (a row number appended): on repeated values DuckDB runs a function once per distinct value of a
// dictionary-encoded vector (as Parquet's are), which would measure the repetition, not the bridge.
const strings = Array.from({ length: ROWS }, (_, i) => `${corpus[i % corpus.length]}#${i}`);

const instance = await DuckDBInstance.create(':memory:', THREADS ? { threads: String(THREADS) } : {});
const connection = await instance.connect();
registerUriFunctions(connection);
const threads = (await connection.runAndReadAll(`SELECT current_setting('threads')`)).getRowsJS()[0][0];

await connection.run('CREATE TABLE uris (u VARCHAR)');
const appender = await connection.createAppender('uris');
for (const s of strings) {
  appender.appendVarchar(s);
  appender.endRow();
}
appender.closeSync();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-grammar-bench-duckdb-'));
const parquet = path.join(dir, 'uris.parquet');
await connection.run(`COPY uris TO '${parquet}' (FORMAT parquet)`);

/** Median of the rounds' seconds of `f` (after one warm-up run), and what it answered. */
async function time(f) {
  let answer = await f();
  const seconds = [];
  for (let r = 0; r < ROUNDS; r++) {
    const t = process.hrtime.bigint();
    answer = await f();
    seconds.push(Number(process.hrtime.bigint() - t) / 1e9);
  }
  seconds.sort((a, b) => a - b);
  return { seconds: seconds[Math.floor(seconds.length / 2)], answer };
}

const count = async (sql) => Number((await connection.runAndReadAll(sql)).getRowsJS()[0][0]);
const loop = await time(() => {
  let valid = 0;
  for (let i = 0; i < strings.length; i++) if (isValid(strings[i])) valid++;
  return valid;
});
const table = await time(() => count('SELECT count(*) FILTER (WHERE uri_valid(u)) FROM uris'));
const file = await time(() => count(`SELECT count(*) FILTER (WHERE uri_valid(u)) FROM read_parquet('${parquet}')`));
const scan = await time(() => count('SELECT count(*) FILTER (WHERE length(u) > 0) FROM uris'));
const scanFile = await time(() => count(`SELECT count(*) FILTER (WHERE length(u) > 0) FROM read_parquet('${parquet}')`));
if (table.answer !== loop.answer || file.answer !== loop.answer) throw new Error(`the counts differ: ${table.answer}, ${file.answer}, ${loop.answer}`);

const rate = (s) => `${(ROWS / s / 1e6).toFixed(2)} M rows/s`;
console.log(`uri_valid(u) in DuckDB ${(await connection.runAndReadAll('SELECT version()')).getRowsJS()[0][0]} (threads ${threads}), ${ROWS} rows of ${path.relative(REPO, corpusFile)} (${loop.answer} valid), median of ${ROUNDS} rounds, Node ${process.version}, ${os.cpus()[0].model}`);
console.log(`  plain loop of isValid over the same strings  ${rate(loop.seconds)}  (${((loop.seconds / ROWS) * 1e9).toFixed(0)} ns/URI)`);
console.log(`  table in memory: uri_valid(u)                 ${rate(table.seconds)}  ÷ loop ${(loop.seconds / table.seconds).toFixed(2)}×  (the scan alone, length(u): ${rate(scan.seconds)})`);
console.log(`  Parquet file: uri_valid(u)                    ${rate(file.seconds)}  ÷ loop ${(loop.seconds / file.seconds).toFixed(2)}×  (the scan alone, length(u): ${rate(scanFile.seconds)})`);
connection.closeSync();
instance.closeSync();
fs.rmSync(dir, { recursive: true, force: true });
