/**
 * dist/udf/<family>.js, the SQL functions for the warehouses that run
 * JavaScript UDFs (docs/scale.md), each run in a bare `node:vm` context (the
 * globals of ECMAScript alone: no TextEncoder, no Node.js): the script
 * declares the family's functions and nothing else global; the vectors of
 * test/vectors/sql.json give their answers; the same inputs through the
 * library (src/sql/) and through the file give the same answers, JSON text
 * for JSON text; and the CREATE FUNCTION statements of docs/scale.md run as
 * the engines run them: BigQuery's library, then the body of each function;
 * Snowflake's body with the file escaped into it as the page says, read back
 * as Snowflake reads its string literal, once per row with the global kept
 * between rows, NULL in giving NULL without a call (STRICT).
 */
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext, type Context } from 'node:vm';
import * as sql from '../../src/sql/index';
import vectors from '../vectors/sql.json';
import matchVectors from '../vectors/rfc6570-match.json';
import type { SqlCase } from '../unit/sql.test';

const root = join(__dirname, '..', '..');
const cases = vectors.cases as SqlCase[];
const fileOf = (family: string): string => join(root, 'dist', 'udf', `${family}.js`);
const familyOf = (name: string): string => sql.SQL_FUNCTIONS.find((f) => f.name === name)!.family;

/** The file of a family, read once (npm run build writes it). */
const sources = new Map<string, string>();
function source(family: string): string {
  let text = sources.get(family);
  if (text === undefined) {
    if (!existsSync(fileOf(family))) throw new Error(`dist/udf/${family}.js is missing: run npm run build`);
    sources.set(family, (text = readFileSync(fileOf(family), 'utf8')));
  }
  return text;
}

/** A bare context (ECMAScript's globals alone) in which the family's file has run, as a classic script. */
function loaded(family: string): Context {
  const context = createContext({});
  runInContext(source(family), context, { filename: `${family}.js` });
  return context;
}

/** The contexts of the families, each loaded once for the comparisons. */
const contexts = new Map<string, Context>();
function contextOf(family: string): Context {
  let context = contexts.get(family);
  if (context === undefined) contexts.set(family, (context = loaded(family)));
  return context;
}

/** A value of the context's realm as JSON text: what the engine reads of it, compared text for text with the library's. */
const json = (value: unknown): string => JSON.stringify(value) ?? 'undefined';

/** The answer of a function, or the message of what it threw (an error of the context's realm). */
function outcome(call: () => unknown): { answer: string } | { error: string } {
  try {
    return { answer: json(call()) };
  } catch (e) {
    return { error: String((e as { message?: unknown }).message) };
  }
}

/** The UDF file's function, called from outside its context. */
const udf = (name: string, args: readonly unknown[]): unknown => (contextOf(familyOf(name))[name] as (...a: unknown[]) => unknown)(...args);
const library = (name: string, args: readonly unknown[]): unknown => (sql.IMPLEMENTATIONS[name] as (...a: unknown[]) => unknown)(...args);

describe('each file: a classic script of its family\'s functions, in a bare context', () => {
  test.each([...sql.SQL_FAMILIES])('%s.js declares its functions and nothing else global, and needs no global beyond ECMAScript\'s', (family) => {
    const context = createContext({});
    const before = new Set(runInContext('Object.getOwnPropertyNames(globalThis)', context) as string[]);
    expect(runInContext('[typeof TextEncoder, typeof TextDecoder, typeof process, typeof require]', context)).toEqual(['undefined', 'undefined', 'undefined', 'undefined']);
    runInContext(source(family), context, { filename: `${family}.js` });
    const added = (runInContext('Object.getOwnPropertyNames(globalThis)', context) as string[]).filter((n) => !before.has(n));
    const names = sql.SQL_FUNCTIONS.filter((f) => f.family === family);
    expect(added.sort()).toEqual(names.map((f) => f.name).sort());
    for (const f of names) {
      // The parameters of the catalog, by name, as the engines' bodies call them.
      expect([f.name, runInContext(`${f.name}.length`, context)]).toEqual([f.name, f.parameters.length]);
    }
  });
});

describe('the vectors (test/vectors/sql.json), through the files', () => {
  test.each(cases.map((c) => [`${c.function}(${c.args.map((a) => JSON.stringify(a)).join(', ')})`, c] as const))('%s', (_name, c) => {
    const got = outcome(() => udf(c.function, c.args));
    if (c.error !== undefined) {
      expect('error' in got && got.error.includes(c.error) ? c.error : got).toBe(c.error);
    } else {
      expect({ source: c.source, answer: 'answer' in got ? JSON.parse(got.answer) : got }).toEqual({ source: c.source, answer: c.expected });
    }
  });
});

/** Real URIs (test/corpus/differential.txt), every 20th, the vectors' texts, and texts with characters beyond ASCII. */
const CORPUS = readFileSync(join(__dirname, '..', 'corpus', 'differential.txt'), 'utf8').split('\n').filter((l, i) => l !== '' && i % 20 === 0);
const INPUTS = [...CORPUS, ...cases.map((c) => c.args[0]).filter((a): a is string => typeof a === 'string'), 'http://é/', 'https://例え.jp/パス', 'http://a/\u{1F600}', 'http://a/\uD800'];
const TEMPLATES = ['{scheme}://{host}{/path*}{?query*}', 'http://{+rest}', '{+all}', 'https://{host}/{+path}{?q,page}', '{x}'];
const MATCHES = (matchVectors.match as { template: string; uri: string; options?: unknown }[]).filter((c) => c.options === undefined);

describe('the same inputs through the library and through the files: the same answers', () => {
  /** Each function's calls: name and arguments. */
  const calls: [string, unknown[]][] = [
    ...sql.SQL_FUNCTIONS.filter((f) => f.name === 'uri_valid' || f.name === 'uri_error').flatMap((f) =>
      INPUTS.flatMap((u): [string, unknown[]][] => [
        [f.name, [u]],
        [f.name, [u, 'URI']],
        [f.name, [u, 'IRI-reference', 'rfc3987']],
        [f.name, [u, 'URI-reference', 'rfc2396']],
      ]),
    ),
    ...INPUTS.flatMap((u): [string, unknown[]][] => [
      ['uri_components', [u]],
      ['uri_normalize', [u]],
      ['uri_resolve', ['http://a/b/c/d;p?q', u]],
      ['uri_resolve', [u, '../g']],
      ['uri_conforms', [u]],
      ['iri_to_uri', [u]],
      ...TEMPLATES.map((t): [string, unknown[]] => ['uri_template_match', [t, u]]),
      ['uri_template_expand', ['{?u}', JSON.stringify({ u })]],
      ['uri_template_expand', ['{+u}', { u }]],
    ]),
    ...MATCHES.map((c): [string, unknown[]] => ['uri_template_match', [c.template, c.uri]]),
  ];

  test.each([...sql.SQL_FUNCTIONS.map((f) => f.name)])('%s', (name) => {
    const mine = calls.filter(([n]) => n === name);
    expect(mine.length).toBeGreaterThan(50);
    for (const [, args] of mine) expect([args, outcome(() => udf(name, args))]).toEqual([args, outcome(() => library(name, args))]);
  });

  test('uri_error has its diagnosis in the file as in the library: the diagnoses are bundled', () => {
    const diagnosed = INPUTS.filter((u) => (sql.uri_error(u)?.diagnosis ?? null) !== null);
    expect(diagnosed.length).toBeGreaterThan(20);
    for (const u of diagnosed) expect([u, (udf('uri_error', [u]) as { diagnosis: string | null }).diagnosis]).toEqual([u, sql.uri_error(u)!.diagnosis]);
  });
});

/** The ```sql blocks of docs/scale.md. */
const SCALE = readFileSync(join(root, 'docs', 'scale.md'), 'utf8');
const SQL_BLOCKS = [...SCALE.matchAll(/```sql\n([\s\S]*?)```/g)].map((m) => m[1]!);

/** Arguments for a function of `arity` parameters that stands for `called`: its vectors of that arity and the inputs. */
function argumentsFor(called: string, arity: number): unknown[][] {
  const fromVectors = cases.filter((c) => c.function === called && c.args.length === arity && c.error === undefined).map((c) => c.args);
  const fromInputs = INPUTS.map((u): unknown[] =>
    arity === 1 ? [u] : called.startsWith('uri_template') ? [TEMPLATES[u.length % TEMPLATES.length], u] : [u, 'URI', 'rfc3986'].slice(0, arity),
  );
  return [...fromVectors, ...fromInputs];
}

describe('BigQuery: the statements of docs/scale.md, the library loaded once, then each function\'s body', () => {
  const statements = SQL_BLOCKS.flatMap((block) =>
    [...block.matchAll(/CREATE FUNCTION mydataset\.(\w+)\(([^)]*)\)\s*RETURNS [\s\S]*?LANGUAGE js OPTIONS \(library = \['gs:\/\/BUCKET\/uri-grammar\/(\w+)\.js'\]\)\s*AS r"""([\s\S]*?)""";/g)].map(
      (m) => ({ name: m[1]!, params: m[2]!.split(',').map((p) => p.trim().split(/\s+/)[0]!), family: m[3]!, body: m[4]! }),
    ),
  );

  test('the page defines uri_valid, uri_error, uri_components and uri_template_match, each from its family\'s file', () => {
    expect(statements.map((s) => s.name)).toEqual(expect.arrayContaining(['uri_valid', 'uri_valid_by', 'uri_error', 'uri_components', 'uri_template_match']));
    for (const s of statements) expect([s.name, s.family]).toEqual([s.name, familyOf(/return (\w+)\(/.exec(s.body)![1]!)]);
  });

  test.each(statements.map((s) => [s.name, s] as const))('mydataset.%s', (_name, s) => {
    const called = /return (\w+)\(/.exec(s.body)![1]!;
    const context = loaded(s.family);
    const fn = runInContext(`(function (${s.params.join(', ')}) {\n${s.body}\n})`, context) as (...a: unknown[]) => unknown;
    const rows = argumentsFor(called, s.params.length);
    expect(rows.length).toBeGreaterThan(50);
    // BigQuery passes NULL as null: the functions answer null.
    for (const args of rows) expect([args, outcome(() => fn(...args))]).toEqual([args, outcome(() => library(called, args))]);
  });
});

/** The file escaped for a single-quoted Snowflake literal, as the page's sed does: each \ and ' behind a backslash. */
const escaped = (text: string): string => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/**
 * The text of a single-quoted Snowflake string literal that starts at `from`
 * (its opening quote), with its escape sequences (\\, \', \", \n, \t, \r, \b,
 * \f, \0; another character behind a backslash is itself) and a doubled quote
 * read; and where it ends.
 */
function snowflakeLiteral(text: string, from: number): { value: string; end: number } {
  const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '0': '\0' };
  let value = '';
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') {
      const next = text[++i]!;
      value += escapes[next] ?? next;
    } else if (c === "'") {
      if (text[i + 1] !== "'") return { value, end: i + 1 };
      value += "'";
      i++;
    } else {
      value += c;
    }
  }
  throw new Error('unterminated literal');
}

describe('Snowflake: the statements of docs/scale.md, the file escaped into the body, the body run per row', () => {
  const statements = SQL_BLOCKS.flatMap((block) =>
    [...block.matchAll(/CREATE OR REPLACE FUNCTION (\w+)\(([^)]*)\)\s*RETURNS (\w+) LANGUAGE JAVASCRIPT STRICT IMMUTABLE\s*AS (?=')/g)].map((m) => {
      const family = /\/\* dist\/udf\/(\w+)\.js, escaped \*\//.exec(block.slice(m.index!))![1]!;
      // The statement as it is run: the escaped file where the comment is.
      const rest = block.slice(m.index! + m[0].length).replace(`/* dist/udf/${family}.js, escaped */`, () => escaped(source(family)));
      const literal = snowflakeLiteral(rest, 0);
      expect(rest.slice(literal.end, literal.end + 1)).toBe(';');
      return { name: m[1]!, params: m[2]!.split(',').map((p) => p.trim().split(/\s+/)[0]!), family, body: literal.value };
    }),
  );

  test('the page defines uri_valid, uri_error and uri_template_match; each body holds its family\'s file unchanged', () => {
    expect(statements.map((s) => s.name)).toEqual(expect.arrayContaining(['uri_valid', 'uri_error', 'uri_template_match']));
    for (const s of statements) expect([s.name, s.body.includes(source(s.family))]).toEqual([s.name, true]);
  });

  test.each(statements.map((s) => [s.name, s] as const))('%s', (name, s) => {
    const called = /\.(\w+)\([A-Z, ]*\);\s*$/.exec(s.body)![1]!;
    expect(called).toBe(name);
    // One context per warehouse worker: its global state is kept from row to row.
    const context = createContext({});
    const fn = runInContext(`(function (${s.params.join(', ')}) {\n${s.body}\n})`, context) as (...a: unknown[]) => unknown;
    const rows = argumentsFor(called, s.params.length);
    expect(rows.length).toBeGreaterThan(50);
    let holder: unknown;
    for (const args of rows) {
      // STRICT: a NULL argument gives NULL without a call.
      const got = args.includes(null) ? { answer: 'null' } : outcome(() => fn(...args));
      expect([args, got]).toEqual([args, outcome(() => library(called, args))]);
      const global = runInContext(`typeof ${/typeof (\w+) ===/.exec(s.body)![1]!} === "undefined" ? null : ${/typeof (\w+) ===/.exec(s.body)![1]!}`, context);
      holder ??= global;
      expect(global).toBe(holder);
    }
    expect(holder).not.toBeNull();
  });
});
