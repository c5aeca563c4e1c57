/**
 * The SQL functions of uri-grammar, as one table: each function's name (the
 * same in every engine: DuckDB's `uri-grammar/duckdb`, the warehouses'
 * JavaScript UDFs of dist/udf/, whose files are its families), its
 * parameters and its result, in types that each engine spells its own way
 * (DuckDB `VARCHAR`, BigQuery `STRING`, ...). The functions themselves are
 * the modules beside this one; this table loads none of them.
 */

/**
 * A value's type: text, a JSON text (DuckDB's `JSON`, a text elsewhere), a
 * boolean, an integer, a list, or a struct of named fields in order.
 */
export type SqlType = 'text' | 'json' | 'boolean' | 'integer' | { readonly list: SqlType } | { readonly struct: Readonly<Record<string, SqlType>> };

/** One parameter: its name and type; an optional one may be left out (with those after it). */
export interface SqlParameter {
  readonly name: string;
  readonly type: SqlType;
  readonly optional?: boolean;
}

/** One SQL function. */
export interface SqlFunction {
  readonly name: string;
  /** The dist/udf/ file (`validate` → dist/udf/validate.js) that holds it with the rest of its family. */
  readonly family: SqlFamily;
  readonly parameters: readonly SqlParameter[];
  readonly returns: SqlType;
  /** What it answers, in one line. */
  readonly summary: string;
}

/** The families of functions: one self-contained file each in dist/udf/. */
export const SQL_FAMILIES = ['validate', 'components', 'conform', 'iri', 'template'] as const;
export type SqlFamily = (typeof SQL_FAMILIES)[number];

/**
 * `uri_error`'s struct: the error's offset, expected and hint, and its
 * diagnosis (the likely mistake: its message, stable code and span, NULL when
 * there is none).
 */
export const URI_ERROR_TYPE: SqlType = {
  struct: {
    offset: 'integer',
    expected: { list: 'text' },
    hint: 'text',
    diagnosis: 'text',
    diagnosis_code: 'text',
    diagnosis_start: 'integer',
    diagnosis_end: 'integer',
  },
};

const TEXT: SqlParameter = { name: 'text', type: 'text' };
const RULE: SqlParameter = { name: 'rule', type: 'text', optional: true };
const GRAMMAR: SqlParameter = { name: 'grammar', type: 'text', optional: true };

/** Every SQL function, by family. */
export const SQL_FUNCTIONS: readonly SqlFunction[] = [
  {
    name: 'uri_valid',
    family: 'validate',
    parameters: [TEXT, RULE, GRAMMAR],
    returns: 'boolean',
    summary: 'true when the text matches the rule (default: the start rule) of the grammar (default: rfc3986, URI-reference)',
  },
  {
    name: 'uri_error',
    family: 'validate',
    parameters: [TEXT, RULE, GRAMMAR],
    returns: URI_ERROR_TYPE,
    summary: 'NULL when the text matches; else the offset (UTF-16 code units, from 0) where it stops, what was expected there, a hint, and the likely mistake (diagnosis, its code and span) or NULL',
  },
  {
    name: 'uri_components',
    family: 'components',
    parameters: [TEXT],
    returns: { struct: { scheme: 'text', authority: 'text', userinfo: 'text', host: 'text', port: 'text', path: 'text', query: 'text', fragment: 'text' } },
    summary: 'the components of a URI-reference (RFC 3986 §3), NULL where absent; NULL when the text is not a URI-reference',
  },
  {
    name: 'uri_resolve',
    family: 'components',
    parameters: [{ name: 'base', type: 'text' }, { name: 'ref', type: 'text' }],
    returns: 'text',
    summary: 'the target of ref against base (RFC 3986 §5.2); NULL when base is not an absolute URI or ref not a URI-reference',
  },
  {
    name: 'uri_normalize',
    family: 'components',
    parameters: [TEXT],
    returns: 'text',
    summary: 'the normal form of a URI-reference (RFC 3986 §6.2.2); NULL when the text is not a URI-reference',
  },
  {
    name: 'uri_conforms',
    family: 'conform',
    parameters: [TEXT],
    returns: { list: { struct: { grammar: 'text', rule: 'text', kind: 'text', valid: 'boolean', offset: 'integer' } } },
    summary: "the conformance report: a row per grammar of the family and top-level rule (and the text's scheme rule), its verdict and where it stops",
  },
  {
    name: 'iri_to_uri',
    family: 'iri',
    parameters: [TEXT],
    returns: 'text',
    summary: 'the URI an IRI-reference maps to (RFC 3987 §3.1); NULL when the text is not an IRI-reference',
  },
  {
    name: 'uri_template_expand',
    family: 'template',
    parameters: [{ name: 'template', type: 'text' }, { name: 'variables', type: 'text' }],
    returns: 'text',
    summary: 'the expansion of a URI Template (RFC 6570 §3) with the variables of a JSON object',
  },
  {
    name: 'uri_template_match',
    family: 'template',
    parameters: [{ name: 'template', type: 'text' }, { name: 'uri', type: 'text' }],
    returns: 'json',
    summary: 'the variables whose expansion of the URI Template (RFC 6570) is the URI, as a JSON object; NULL when there are none',
  },
];
