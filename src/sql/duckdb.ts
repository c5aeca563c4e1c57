/**
 * uri-grammar's SQL functions in DuckDB (`@duckdb/node-api`, an optional peer
 * dependency): `registerUriFunctions(connection)` registers each function of
 * ./catalog.ts as a scalar function of that connection's database, with one
 * overload per number of arguments it takes (`uri_valid(text)`,
 * `uri_valid(text, rule)`, `uri_valid(text, rule, grammar)`).
 *
 * DuckDB calls a scalar function once per data chunk (up to 2048 rows): the
 * bridge reads each argument's whole column vector, answers every row, and
 * writes the whole output vector once. NULL in, NULL out; a bad argument (an
 * unknown rule or grammar, a template that is not one, variables that are not
 * a JSON object) is the query's error, through DuckDB's `setError`, never a
 * crash of the process.
 */
import {
  BOOLEAN,
  DuckDBScalarFunction,
  DuckDBVarCharType,
  INTEGER,
  LIST,
  STRUCT,
  VARCHAR,
  listValue,
  structValue,
  type DuckDBConnection,
  type DuckDBDataChunk,
  type DuckDBScalarFunctionInfo,
  type DuckDBType,
  type DuckDBValue,
  type DuckDBVector,
} from '@duckdb/node-api';
import { SQL_FUNCTIONS, type SqlFunction, type SqlType } from './catalog.js';
import { IMPLEMENTATIONS, ruleChecker, type RuleChecker } from './index.js';
import { vectorTexts as texts } from './duckdb-texts.js';

/** Options of `registerUriFunctions`. */
export interface RegisterOptions {
  /** The functions to register, by name (default: all of them, `SQL_FUNCTIONS`). */
  readonly functions?: readonly string[];
}

/** DuckDB's type for a type of the catalog (JSON: a VARCHAR by the alias `JSON`, DuckDB's JSON type, which `->>` and `json_*` read). */
function duckdbType(type: SqlType): DuckDBType {
  if (type === 'text') return VARCHAR;
  if (type === 'json') return DuckDBVarCharType.create('JSON');
  if (type === 'boolean') return BOOLEAN;
  if (type === 'integer') return INTEGER;
  if ('list' in type) return LIST(duckdbType(type.list));
  return STRUCT(Object.fromEntries(Object.entries(type.struct).map(([name, t]) => [name, duckdbType(t)])));
}

/** A JavaScript answer as DuckDB's value of `type` (a scalar as it is; a list or a struct as DuckDB's value). */
function duckdbValue(type: SqlType, value: unknown): DuckDBValue {
  if (value === null || value === undefined) return null;
  if (typeof type === 'string') return value as DuckDBValue;
  if ('list' in type) return listValue((value as unknown[]).map((v) => duckdbValue(type.list, v)));
  const record = value as Record<string, unknown>;
  return structValue(Object.fromEntries(Object.entries(type.struct).map(([name, t]) => [name, duckdbValue(t, record[name])])));
}

/** The message of an error thrown by a function, for `setError`. */
function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * `uri_valid`, the function of billions of rows: per row only the DFA runs;
 * the rule and the grammar (usually the same on every row) are looked up when
 * they change.
 */
function validMain(info: DuckDBScalarFunctionInfo, input: DuckDBDataChunk, output: DuckDBVector): void {
  const rows = input.rowCount;
  const text = texts(input, 0, rows);
  const rules = input.columnCount > 1 ? texts(input, 1, rows) : null;
  const grammars = input.columnCount > 2 ? texts(input, 2, rows) : null;
  const out = output as DuckDBVector<boolean>;
  let checker: RuleChecker | null = null;
  let rule: string | null | undefined;
  let grammar: string | null | undefined;
  try {
    for (let i = 0; i < rows; i++) {
      const t = text[i]!;
      const r = rules === null ? undefined : rules[i];
      const g = grammars === null ? undefined : grammars[i];
      if (t === null || r === null || g === null) {
        out.setItem(i, null);
        continue;
      }
      if (checker === null || r !== rule || g !== grammar) {
        checker = ruleChecker('uri_valid', r, g);
        rule = r;
        grammar = g;
      }
      out.setItem(i, checker.test(t));
    }
  } catch (e) {
    info.setError(messageOf(e));
    return;
  }
  out.flush();
}

/** The main function of any other function of the catalog: its arguments' vectors in, its answers' vector out. */
function mainOf(fn: SqlFunction): (info: DuckDBScalarFunctionInfo, input: DuckDBDataChunk, output: DuckDBVector) => void {
  const implementation = IMPLEMENTATIONS[fn.name] as (...args: (string | null)[]) => unknown;
  const returns = fn.returns;
  const scalar = typeof returns === 'string';
  return (info, input, output) => {
    const rows = input.rowCount;
    const columns: (string | null)[][] = [];
    for (let c = 0; c < input.columnCount; c++) columns.push(texts(input, c, rows));
    const args = new Array<string | null>(columns.length);
    try {
      for (let i = 0; i < rows; i++) {
        for (let c = 0; c < columns.length; c++) args[c] = columns[c]![i]!;
        const answer = args.includes(null) ? null : implementation(...args);
        output.setItem(i, scalar ? (answer as DuckDBValue) : duckdbValue(returns, answer));
      }
    } catch (e) {
      info.setError(messageOf(e));
      return;
    }
    output.flush();
  };
}

/**
 * Registers uri-grammar's SQL functions (all of them, or `options.functions`)
 * on `connection` (`@duckdb/node-api`'s `DuckDBConnection`): they are then
 * functions of its database, for every connection to it. Returns their names.
 * @throws {TypeError} when `options.functions` names a function that is not one of `SQL_FUNCTIONS`.
 * @example
 * registerUriFunctions(connection);
 * await connection.runAndReadAll(`SELECT uri_valid('http://exa mple.com/')`); // false
 */
export function registerUriFunctions(connection: DuckDBConnection, options: RegisterOptions = {}): string[] {
  const wanted = options.functions ?? SQL_FUNCTIONS.map((f) => f.name);
  if (!Array.isArray(wanted)) throw new TypeError('options.functions must be an array of function names');
  for (const name of wanted) {
    if (!SQL_FUNCTIONS.some((f) => f.name === name)) throw new TypeError(`unknown function ${JSON.stringify(name)}: one of ${SQL_FUNCTIONS.map((f) => f.name).join(', ')}`);
  }
  const registered: string[] = [];
  for (const fn of SQL_FUNCTIONS) {
    if (!wanted.includes(fn.name)) continue;
    const required = fn.parameters.filter((p) => !p.optional).length;
    const mainFunction = fn.name === 'uri_valid' ? validMain : mainOf(fn);
    // One overload per number of arguments, the optional ones left out from the end.
    for (let count = required; count <= fn.parameters.length; count++) {
      connection.registerScalarFunction(
        DuckDBScalarFunction.create({
          name: fn.name,
          mainFunction,
          returnType: duckdbType(fn.returns),
          parameterTypes: fn.parameters.slice(0, count).map((p) => duckdbType(p.type)),
        }),
      );
    }
    registered.push(fn.name);
  }
  return registered;
}
