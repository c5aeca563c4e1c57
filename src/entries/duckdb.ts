/**
 * uri-grammar/duckdb: uri-grammar's SQL functions in DuckDB, for
 * `@duckdb/node-api` (an optional peer dependency: install it beside
 * uri-grammar). `registerUriFunctions(connection)` adds `uri_valid`,
 * `uri_error`, `uri_components`, `uri_resolve`, `uri_normalize`,
 * `uri_conforms`, `iri_to_uri`, `uri_template_expand` and
 * `uri_template_match` (docs/scale.md).
 * The root does not load this module.
 */
export { registerUriFunctions, type RegisterOptions } from '../sql/duckdb.js';
export { SQL_FUNCTIONS, SQL_FAMILIES, type SqlFunction, type SqlType, type SqlParameter, type SqlFamily } from '../sql/catalog.js';
