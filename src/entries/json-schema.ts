/**
 * uri-grammar/json-schema: the JSON Schema formats `uri`, `uri-reference`,
 * `iri` and `iri-reference` (JSON Schema Validation 2020-12 §7.3.5), decided
 * by the grammars' DFAs: RFC 3986's `URI` and `URI-reference`, RFC 3987's
 * `IRI` and `IRI-reference`, strictly, as the specification asks.
 *
 * `formats` maps each format name to a predicate on a string, the shape every
 * common validator takes (`new Ajv({ formats })`, @cfworker/json-schema's
 * `format` table); `addFormats(ajv)` registers them on an ajv instance; and
 * `explainFormat(format, value)` gives the syntax error (rule, offset,
 * expected, found, `format()` with its caret) that a predicate cannot return.
 *
 * This module loads the two grammars' DFAs and no parser; it does not import
 * ajv (it takes any object with ajv's `addFormat`).
 */
export * from '../json-schema/index.js';
