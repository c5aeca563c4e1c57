/**
 * uri-grammar/duckdb on a real DuckDB (@duckdb/node-api's embedded engine):
 * the vectors of test/vectors/sql.json as SQL, NULL in and NULL out, a bad
 * argument as the query's error (and the process goes on), and columns of
 * thousands of rows (many data chunks) read from a Parquet and a CSV file
 * that the test writes with COPY … TO, each row answered as the library
 * answers it, in order.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { registerUriFunctions } from '../../src/sql/duckdb';
import { TEXT_READS } from '../../src/sql/duckdb-texts';
import * as sql from '../../src/sql/index';
import vectors from '../vectors/sql.json';
import type { SqlCase } from './sql.test';

const cases = vectors.cases as SqlCase[];
let instance: DuckDBInstance;
let connection: DuckDBConnection;
let dir: string;

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
  registerUriFunctions(connection);
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-duckdb-'));
});

afterAll(() => {
  connection.closeSync();
  instance.closeSync();
  rmSync(dir, { recursive: true, force: true });
});

/** A SQL literal: a string in single quotes (doubled inside), or NULL of type VARCHAR. */
const literal = (v: string | null): string => (v === null ? 'NULL::VARCHAR' : `'${v.replace(/'/g, "''")}'`);

/** The one value of `SELECT expression`, as JavaScript (a struct as an object, a list as an array). */
async function value(expression: string): Promise<unknown> {
  const reader = await connection.runAndReadAll(`SELECT ${expression} AS v`);
  return reader.getRowsJS()[0]![0];
}

describe('the vectors (test/vectors/sql.json), as SQL', () => {
  test.each(cases.map((c) => [`${c.function}(${c.args.map(literal).join(', ')})`, c] as const))('%s', async (expression, c) => {
    if (c.error !== undefined) {
      await expect(value(expression)).rejects.toThrow(c.error);
    } else {
      expect({ source: c.source, answer: await value(expression) }).toEqual({ source: c.source, answer: c.expected });
    }
  });

  test('each function has one overload per number of arguments it takes', async () => {
    const reader = await connection.runAndReadAll(
      `SELECT function_name, count(*)::INTEGER AS n FROM duckdb_functions() WHERE function_name IN (${sql.SQL_FUNCTIONS.map((f) => literal(f.name)).join(', ')}) GROUP BY 1 ORDER BY 1`,
    );
    const overloads = (f: (typeof sql.SQL_FUNCTIONS)[number]): number => f.parameters.filter((p) => p.optional).length + 1;
    const expected = [...sql.SQL_FUNCTIONS].sort((a, b) => (a.name < b.name ? -1 : 1)).map((f) => [f.name, overloads(f)]);
    expect(reader.getRowsJS()).toEqual(expected);
  });

  test('an argument of another type, or one too many, is DuckDB\'s binder error', async () => {
    for (const expression of [`uri_valid(42)`, `uri_valid(['a'])`, `uri_valid('x', 'URI', 'rfc3986', 'extra')`, `uri_resolve('http://a/')`]) {
      await expect(value(expression)).rejects.toThrow('No function matches');
    }
  });

  test('a bad argument fails the query, not the process: the next query runs', async () => {
    await expect(value(`uri_valid('x', 'NoSuchRule')`)).rejects.toThrow("uri_valid: unknown rule 'NoSuchRule'");
    expect(await value(`uri_valid('http://h/')`)).toBe(true);
  });
});

/**
 * The rows of the files: the corpus's real URIs, the vectors' texts (IRIs
 * among them), strings of 12 and 13 bytes (inlined in DuckDB's string_t, and
 * not), long ones (over a page), NULLs, a rule column that changes from row to row.
 */
function rows(): { u: string | null; r: string }[] {
  const corpus = readFileSync(join(__dirname, '..', 'corpus', 'differential.txt'), 'utf8').split('\n').filter((l) => l !== '');
  const edges = ['http://a/bcd', 'http://a/bcde', 'http://é/', 'http://a/é', 'http://a/' + 'x'.repeat(5000), 'http://a/' + 'ü'.repeat(70000) + ' ', 'http://a/' + 'y'.repeat(1 << 20)];
  const texts = [...corpus.slice(0, 2000), ...edges, ...corpus.slice(2000), ...cases.map((c) => c.args[0]).filter((a): a is string => typeof a === 'string'), ...edges];
  return texts.map((u, i) => ({ u: i % 97 === 0 ? null : u, r: i % 3 === 0 ? 'URI' : 'URI-reference' }));
}

describe('columns of many rows, read from files the test writes', () => {
  const data = rows();
  beforeAll(async () => {
    await connection.run('CREATE TABLE uris (i INTEGER, u VARCHAR, r VARCHAR)');
    const appender = await connection.createAppender('uris');
    data.forEach((row, i) => {
      appender.appendInteger(i);
      if (row.u === null) appender.appendNull();
      else appender.appendVarchar(row.u);
      appender.appendVarchar(row.r);
      appender.endRow();
    });
    appender.closeSync();
    await connection.run(`COPY uris TO ${literal(join(dir, 'uris.parquet'))} (FORMAT parquet)`);
    await connection.run(`COPY uris TO ${literal(join(dir, 'uris.csv'))} (FORMAT csv, HEADER true)`);
  });

  for (const [format, read] of [
    ['Parquet', () => `read_parquet(${literal(join(dir, 'uris.parquet'))})`],
    ['CSV', () => `read_csv(${literal(join(dir, 'uris.csv'))}, header = true, columns = {'i': 'INTEGER', 'u': 'VARCHAR', 'r': 'VARCHAR'})`],
  ] as const) {
    test(`${format}: uri_valid and uri_error of every row, by a constant and by a varying rule, in order`, async () => {
      const reader = await connection.runAndReadAll(`SELECT i, u, uri_valid(u), uri_valid(u, r), uri_error(u), uri_components(u) FROM ${read()} ORDER BY i`);
      const got = reader.getRowsJS();
      expect(got.length).toBe(data.length);
      expect(data.length).toBeGreaterThan(2 * 2048);
      for (const [i, u, valid, validByRule, error, parts] of got) {
        const row = data[i as number]!;
        // CSV reads an empty field as NULL (DuckDB's default): the row as the engine read it is the one checked.
        expect(u).toEqual(format === 'CSV' && row.u === '' ? null : row.u);
        const text = u as string | null;
        expect([text, valid, validByRule, error, parts]).toEqual([text, sql.uri_valid(text), sql.uri_valid(text, row.r), sql.uri_error(text), sql.uri_components(text)]);
      }
    });
  }

  test('the long strings were read in runs, one native call for many strings, and none by getItem', () => {
    expect(TEXT_READS.items).toBe(0);
    expect(TEXT_READS.long).toBeGreaterThan(10 * TEXT_READS.runs);
  });

  test('an aggregate over the Parquet file: the count of valid rows is the library\'s', async () => {
    const [[valid, invalid, nulls]] = (await connection.runAndReadAll(
      `SELECT count(*) FILTER (WHERE uri_valid(u))::INTEGER, count(*) FILTER (WHERE NOT uri_valid(u))::INTEGER, count(*) FILTER (WHERE uri_valid(u) IS NULL)::INTEGER FROM read_parquet(${literal(join(dir, 'uris.parquet'))})`,
    )).getRowsJS() as [[number, number, number]];
    expect([valid, invalid, nulls]).toEqual([
      data.filter((r) => r.u !== null && sql.uri_valid(r.u)).length,
      data.filter((r) => r.u !== null && !sql.uri_valid(r.u)).length,
      data.filter((r) => r.u === null).length,
    ]);
  });
});

describe('long strings', () => {
  test('a chunk of strings longer than a run may span (64 MiB) is read in several runs, each string whole', async () => {
    const before = { ...TEXT_READS };
    // Each string ends in a space, which uri_error finds at its last offset only if the string was read whole.
    const [[count, offsets]] = (await connection.runAndReadAll(
      `SELECT count(*) FILTER (WHERE uri_error(u).offset = length(u) - 1)::INTEGER, sum(uri_error(u).offset)::BIGINT FROM (SELECT 'http://a/' || repeat('x', (1 << 20) + i) || ' ' AS u FROM range(80) t(i))`,
    )).getRowsJS() as [[number, bigint]];
    expect([count, Number(offsets)]).toEqual([80, 80 * ((1 << 20) + 9) + (79 * 80) / 2]);
    expect(TEXT_READS.runs - before.runs).toBeGreaterThanOrEqual(2);
    expect(TEXT_READS.long - before.long).toBe(80);
  });
});

describe('options', () => {
  test('functions: only those named are registered; an unknown name is a TypeError', async () => {
    const other = await instance.connect();
    const db = await DuckDBInstance.create(':memory:');
    const c = await db.connect();
    expect(registerUriFunctions(c, { functions: ['uri_valid'] })).toEqual(['uri_valid']);
    await expect(c.runAndReadAll(`SELECT uri_error('x')`)).rejects.toThrow();
    expect(() => registerUriFunctions(c, { functions: ['uri_nope'] })).toThrow('unknown function "uri_nope"');
    c.closeSync();
    db.closeSync();
    other.closeSync();
  });
});
