/**
 * uri-grammar/duckdb on a real DuckDB (@duckdb/node-api's embedded engine):
 * the vectors of test/vectors/sql.json as SQL, NULL in and NULL out for every
 * argument of every function, a bad argument as the query's error (and the
 * process goes on), and columns of thousands of rows (many data chunks) read
 * from a Parquet and a CSV file that the test writes with COPY … TO, each row
 * of every function answered as the library answers it, in order.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { registerUriFunctions } from '../../src/sql/duckdb';
import { TEXT_READS } from '../../src/sql/duckdb-texts';
import * as matching from '../../src/grammars/rfc6570/match';
import * as sql from '../../src/sql/index';
import vectors from '../vectors/sql.json';
import matchVectors from '../vectors/rfc6570-match.json';
import type { SqlCase } from './sql.test';

// Queries over thousands of rows on a loaded machine: a test that timed out would leave its query running into afterAll's close.
jest.setTimeout(600_000);

const cases = vectors.cases as SqlCase[];
/** The match vectors of uri-grammar/rfc6570 read in the default way (no options): a template and a URI each. */
const TEMPLATE_MATCHES = (matchVectors.match as { template: string; uri: string; options?: unknown }[]).filter((c) => c.options === undefined);
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
    await expect(value(`uri_template_match('/users/{id', '/users/1')`)).rejects.toThrow('found end of input at offset 10');
    expect(await value(`uri_template_match('/users/{id}', '/users/1')`)).toBe('{"id":"1"}');
  });

  /** Every overload of every function of the catalog: its name and parameters, the first `count`. */
  const overloads = sql.SQL_FUNCTIONS.flatMap((f) => {
    const required = f.parameters.filter((p) => !p.optional).length;
    return Array.from({ length: f.parameters.length - required + 1 }, (_, k) => [f.name, f.parameters.slice(0, required + k).map((p) => p.name)] as const);
  });
  /** A valid argument of each parameter (a rule of rfc3986, its name; a template; variables). */
  const GOOD: Record<string, string> = { text: 'http://h/', rule: 'URI', grammar: 'rfc3986', base: 'http://a/b', ref: 'c', template: '/{x}', variables: '{"x":"1"}', uri: '/1' };

  test.each(overloads.map(([name, params]) => [`${name}(${params.join(', ')})`, name, params] as const))('%s: NULL in each argument, NULL out (an untyped NULL and NULL::VARCHAR)', async (_, name, params) => {
    expect(params.every((p) => p in GOOD)).toBe(true);
    expect(await value(`${name}(${params.map((p) => literal(GOOD[p]!)).join(', ')}) IS NULL`)).toBe(name === 'uri_error');
    for (let k = 0; k < params.length; k++) {
      for (const nullValue of ['NULL', 'NULL::VARCHAR']) {
        const args = params.map((p, i) => (i === k ? nullValue : literal(GOOD[p]!)));
        expect([name, args, await value(`${name}(${args.join(', ')})`)]).toEqual([name, args, null]);
      }
    }
  });

  test.each(overloads.map(([name, params]) => [`${name}(${params.join(', ')})`, name, params] as const))('%s: an argument of another type is the binder\'s error', async (_, name, params) => {
    for (let k = 0; k < params.length; k++) {
      for (const wrong of ['42', "['a']", "{'a': 1}", 'true']) {
        const args = params.map((p, i) => (i === k ? wrong : literal(GOOD[p]!)));
        await expect(value(`${name}(${args.join(', ')})`)).rejects.toThrow('No function matches');
      }
    }
  });

  test('a match that passes its limit of steps fails the query with the search\'s message (not a NULL), and the next query runs', async () => {
    // The search's error made as it makes it (test/unit/sql.test.ts says why): what DuckDB does with it is what is tested.
    const spy = jest.spyOn(matching, 'matchTemplate').mockImplementation(() => {
      throw new matching.TemplateMatchError(1000, 7);
    });
    try {
      await expect(value(`uri_template_match('{x}{y}{x}{y}', 'abababab!')`)).rejects.toThrow('uri_template_match: matching took more than 1000 steps (maxSteps), at offset 7');
    } finally {
      spy.mockRestore();
    }
    expect(await value(`uri_template_match('{x}{y}{x}{y}', 'abab')`)).toBe('{"x":"a","y":"b"}');
  });

  test('uri_template_match answers DuckDB\'s JSON type: ->> and json_* read it', async () => {
    const m = `uri_template_match('/users/{id}{?fields}', '/users/42?fields=a,b')`;
    expect(await value(`typeof(${m})`)).toBe('JSON');
    expect(await value(`${m}->>'id'`)).toBe('42');
    expect(await value(`${m}->>'$.fields[1]'`)).toBe('b');
    expect(await value(`json_type(${m}, '$.fields')`)).toBe('ARRAY');
  });

  test('uri_error\'s diagnosis, its code and span: fields of the struct', async () => {
    expect(await value(`uri_error('http://example.com:8o/').diagnosis_code`)).toBe('port-not-a-number');
    expect(await value(`substr('http://example.com:8o/', uri_error('http://example.com:8o/').diagnosis_start + 1, uri_error('http://example.com:8o/').diagnosis_end - uri_error('http://example.com:8o/').diagnosis_start)`)).toBe('8o');
  });
});

/**
 * The rows of the files: the corpus's real URIs, the vectors' texts (IRIs
 * among them), strings of 12 and 13 bytes (inlined in DuckDB's string_t, and
 * not), long ones (over a page), NULLs, a rule column that changes from row to row.
 */
/** Templates that match many of the corpus's URIs, each with a different reading (a path, a list, a query, a map). */
const TEMPLATES = ['{scheme}://{host}{/path*}{?query*}', 'http://{+rest}', '{+all}', 'https://{host}/{+path}{?q,page}', '{x}'];

function rows(): { u: string | null; r: string; t: string | null }[] {
  const corpus = readFileSync(join(__dirname, '..', 'corpus', 'differential.txt'), 'utf8').split('\n').filter((l) => l !== '');
  const edges = ['http://a/bcd', 'http://a/bcde', 'http://é/', 'http://a/é', 'http://a/' + 'x'.repeat(5000), 'http://a/' + 'ü'.repeat(70000) + ' ', 'http://a/' + 'y'.repeat(1 << 20)];
  const texts = [...corpus.slice(0, 2000), ...edges, ...corpus.slice(2000), ...cases.map((c) => c.args[0]).filter((a): a is string => typeof a === 'string'), ...edges];
  const plain = texts.map((u, i) => ({ u: i % 97 === 0 ? null : u, r: i % 3 === 0 ? 'URI' : 'URI-reference', t: i % 89 === 0 || u.length > 100_000 ? null : TEMPLATES[i % TEMPLATES.length]! }));
  // (No template for the strings of a MiB: the bridge reads them whole in the other columns, and match's work on
  // long URIs is test/unit/rfc6570-match-linearity.test.ts's.) The match vectors of rfc6570, a template per row.
  return [...plain, ...TEMPLATE_MATCHES.map((c, i) => ({ u: c.uri, r: i % 2 === 0 ? 'URI' : 'URI-reference', t: c.template }))];
}

describe('columns of many rows, read from files the test writes', () => {
  const data = rows();
  beforeAll(async () => {
    await connection.run('CREATE TABLE uris (i INTEGER, u VARCHAR, r VARCHAR, t VARCHAR)');
    const appender = await connection.createAppender('uris');
    data.forEach((row, i) => {
      appender.appendInteger(i);
      if (row.u === null) appender.appendNull();
      else appender.appendVarchar(row.u);
      appender.appendVarchar(row.r);
      if (row.t === null) appender.appendNull();
      else appender.appendVarchar(row.t);
      appender.endRow();
    });
    appender.closeSync();
    await connection.run(`COPY uris TO ${literal(join(dir, 'uris.parquet'))} (FORMAT parquet)`);
    await connection.run(`COPY uris TO ${literal(join(dir, 'uris.csv'))} (FORMAT csv, HEADER true)`);
  });

  for (const [format, read] of [
    ['Parquet', () => `read_parquet(${literal(join(dir, 'uris.parquet'))})`],
    ['CSV', () => `read_csv(${literal(join(dir, 'uris.csv'))}, header = true, columns = {'i': 'INTEGER', 'u': 'VARCHAR', 'r': 'VARCHAR', 't': 'VARCHAR'})`],
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

    test(`${format}: uri_resolve, uri_normalize, uri_conforms, iri_to_uri, uri_template_match and uri_template_expand of every row, in order`, async () => {
      const reader = await connection.runAndReadAll(
        `SELECT i, u, t, uri_resolve('http://a/b/c/d;p?q', u), uri_resolve(u, '../g'), uri_normalize(u), uri_conforms(u), iri_to_uri(u), uri_template_match(t, u), ` +
          `uri_template_expand('{?u}', '{"u":' || to_json(u) || '}') FROM ${read()} ORDER BY i`,
      );
      const got = reader.getRowsJS();
      expect(got.length).toBe(data.length);
      let matched = 0;
      for (const [i, u, t, resolved, resolvedAgainst, normal, conforms, iri, variables, expanded] of got) {
        const row = data[i as number]!;
        expect([u, t]).toEqual([format === 'CSV' && row.u === '' ? null : row.u, row.t]);
        const text = u as string | null;
        const template = t as string | null;
        expect([text, resolved, resolvedAgainst, normal, conforms, iri, variables, expanded]).toEqual([
          text,
          sql.uri_resolve('http://a/b/c/d;p?q', text),
          sql.uri_resolve(text, '../g'),
          sql.uri_normalize(text),
          sql.uri_conforms(text),
          sql.iri_to_uri(text),
          sql.uri_template_match(template, text),
          text === null ? null : sql.uri_template_expand('{?u}', JSON.stringify({ u: text })),
        ]);
        if (variables !== null) matched++;
      }
      // Most rows match one template or another: the answers compared are mostly JSON objects, not NULLs.
      expect(matched).toBeGreaterThan(data.length / 2);
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
