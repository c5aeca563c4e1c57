// @hyperjump/json-schema-formats (npm, an ES module): the JSON Schema format
// predicates, each a rule: isUri (RFC 3986 URI), isUriReference
// (URI-reference), isIri (RFC 3987 IRI), isIriReference (IRI-reference),
// isUriTemplate (RFC 6570 URI-Template). Valid or not, never where.
import { createRequire } from 'node:module';
import { isIri, isIriReference, isUri, isUriReference, isUriTemplate } from '@hyperjump/json-schema-formats';

const require = createRequire(import.meta.url);
const { serve, versionOf } = require('../harness.cjs');

const PREDICATES = {
  rfc3986: { URI: isUri, 'URI-reference': isUriReference },
  rfc3987: { IRI: isIri, 'IRI-reference': isIriReference },
  rfc6570: { 'URI-Template': isUriTemplate },
};

serve({
  implementation: { name: '@hyperjump/json-schema-formats', version: versionOf('@hyperjump/json-schema-formats'), language: 'javascript', homepage: 'https://github.com/hyperjump-io/json-schema-formats' },
  claims: { ops: ['valid'], grammars: Object.fromEntries(Object.entries(PREDICATES).map(([g, rules]) => [g, Object.keys(rules)])) },
  run(r) {
    return { valid: PREDICATES[r.grammar][r.rule](r.input) === true };
  },
});
