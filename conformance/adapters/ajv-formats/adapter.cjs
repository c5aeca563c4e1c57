// ajv-formats (npm): the JSON Schema formats of its "full" mode, each a rule:
// uri (RFC 3986 URI), uri-reference (URI-reference), uri-template (RFC 6570
// URI-Template). A format is a function or a regular expression; either says
// valid or not, never where.
'use strict';
const { serve, versionOf } = require('../harness.cjs');
const { fullFormats } = require('ajv-formats/dist/formats');

const FORMATS = {
  rfc3986: { URI: 'uri', 'URI-reference': 'uri-reference' },
  rfc6570: { 'URI-Template': 'uri-template' },
};

function test(format, input) {
  const f = fullFormats[format];
  return typeof f === 'function' ? f(input) : f instanceof RegExp ? f.test(input) : f.validate(input);
}

serve({
  implementation: { name: 'ajv-formats', version: versionOf('ajv-formats'), language: 'javascript', homepage: 'https://github.com/ajv-validator/ajv-formats' },
  claims: { ops: ['valid'], grammars: Object.fromEntries(Object.entries(FORMATS).map(([g, rules]) => [g, Object.keys(rules)])) },
  run(r) {
    return { valid: test(FORMATS[r.grammar][r.rule], r.input) === true };
  },
});
