#!/usr/bin/env node
/**
 * uri-grammar/duckdb's bridge, measured: `uri_valid(u)` over a column of
 * DuckDB (a table in memory, and a Parquet file), in rows per second, against
 * a plain loop of the same `isValid` over the same strings in the same
 * process; and DuckDB's scan alone (`length(u)`), so that what the bridge
 * costs is seen apart from what the engine costs. The strings are distinct
 * (the corpus's URIs, each with its row number appended). Then
 * `uri_template_match(t, u)` over the first --match-rows of them (a template
 * per row, from a few), against a plain loop of `compile(t).match(u)` and
 * `JSON.stringify`, the answers the same.
 *
 *   node scripts/bench-duckdb.mjs [--rows 1000000] [--match-rows 100000] [--rounds 5] [--corpus bench/corpus.txt] [--threads N]
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
const MATCH_ROWS = Math.min(opt('match-rows', 100_000), ROWS);
const ROUNDS = opt('rounds', 5);
const THREADS = opt('threads', 0);
const corpusFile = path.resolve(REPO, opt('corpus', fs.existsSync(path.join(REPO, 'bench', 'corpus.txt')) ? 'bench/corpus.txt' : 'test/corpus/differential.txt'));

const { registerUriFunctions } = await import(pathToFileURL(path.join(REPO, 'dist', 'node', 'src', 'entries', 'duckdb.js')).href);
const { isValid } = await import(pathToFileURL(path.join(REPO, 'dist', 'node', 'src', 'index.js')).href);
const { compile } = await import(pathToFileURL(path.join(REPO, 'dist', 'node', 'src', 'entries', 'rfc6570.js')).href);

const corpus = fs.readFileSync(corpusFile, 'utf8').split('\n').filter((l) => l !== '');
// Distinct strings (a row number appended): on repeated values DuckDB runs a function once per distinct value of a
// dictionary-encoded vector (as Parquet's are), which would measure the repetition, not the bridge.
const strings = Array.from({ length: ROWS }, (_, i) => `${corpus[i % corpus.length]}#${i}`);

const instance = await DuckDBInstance.create(':memory:', THREADS ? { threads: String(THREADS) } : {});
const connection = await instance.connect();
registerUriFunctions(connection);
const threads = (await connection.runAndReadAll(`SELECT current_setting('threads')`)).getRowsJS()[0][0];

/** The templates of uri_template_match, one per row in turn: a URI's parts, a path and a query, a prefix and the rest. */
const TEMPLATES = ['{scheme}://{host}{/path*}{?query*}{#fragment}', 'https://{host}/{+path}{#fragment}', 'http://{+rest}', '{+all}'];
const templateOf = (i) => TEMPLATES[i % TEMPLATES.length];

await connection.run('CREATE TABLE uris (u VARCHAR, t VARCHAR)');
const appender = await connection.createAppender('uris');
strings.forEach((s, i) => {
  appender.appendVarchar(s);
  appender.appendVarchar(templateOf(i));
  appender.endRow();
});
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

// uri_template_match: the answers' JSON texts hashed (their lengths summed, and the matches counted) on both sides.
const compiled = TEMPLATES.map((t) => compile(t));
const matchLoop = await time(() => {
  let matches = 0;
  let length = 0;
  for (let i = 0; i < MATCH_ROWS; i++) {
    const found = compiled[i % TEMPLATES.length].match(strings[i]);
    if (found !== null) (matches++, (length += JSON.stringify(found).length));
  }
  return `${matches}/${length}`;
});
const matchSql = async () => {
  const [[matches, length]] = (await connection.runAndReadAll(`SELECT count(m)::INTEGER, coalesce(sum(length(m)), 0)::BIGINT FROM (SELECT uri_template_match(t, u) AS m FROM (SELECT * FROM uris LIMIT ${MATCH_ROWS}))`)).getRowsJS();
  return `${matches}/${length}`;
};
const matchTable = await time(matchSql);
if (matchTable.answer !== matchLoop.answer) throw new Error(`uri_template_match: the answers differ: ${matchTable.answer}, ${matchLoop.answer}`);
const matchRate = (s) => `${(MATCH_ROWS / s / 1e6).toFixed(3)} M rows/s`;
console.log(`uri_template_match(t, u), ${MATCH_ROWS} rows, ${TEMPLATES.length} templates in turn (${matchLoop.answer.split('/')[0]} matches)`);
console.log(`  plain loop of compile(t).match(u) and JSON.stringify  ${matchRate(matchLoop.seconds)}`);
console.log(`  table in memory: uri_template_match(t, u)             ${matchRate(matchTable.seconds)}  ÷ loop ${(matchLoop.seconds / matchTable.seconds).toFixed(2)}×`);
connection.closeSync();
instance.closeSync();
fs.rmSync(dir, { recursive: true, force: true });
