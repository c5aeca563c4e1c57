/**
 * The SQL functions of uri-grammar by name (./catalog.ts lists them with
 * their types): what an engine's bridge calls, one module per family.
 */
import type { SqlFunction } from './catalog.js';
import { uri_error, uri_valid } from './validate.js';
import { uri_components, uri_normalize, uri_resolve } from './components.js';
import { uri_conforms } from './conform.js';
import { iri_to_uri } from './iri.js';
import { uri_template_expand, uri_template_match } from './template.js';

export { SQL_FUNCTIONS, SQL_FAMILIES, type SqlFunction, type SqlType, type SqlParameter, type SqlFamily } from './catalog.js';
export { ruleChecker, type RuleChecker, type UriErrorRow } from './validate.js';
export type { UriConformsRow } from './conform.js';
export { uri_valid, uri_error, uri_components, uri_resolve, uri_normalize, uri_conforms, iri_to_uri, uri_template_expand, uri_template_match };

/** Each function of the catalog, by its name. */
export const IMPLEMENTATIONS: Readonly<Record<SqlFunction['name'], (...args: never[]) => unknown>> = {
  uri_valid,
  uri_error,
  uri_components,
  uri_resolve,
  uri_normalize,
  uri_conforms,
  iri_to_uri,
  uri_template_expand,
  uri_template_match,
};
