// uri-js (npm): parse() for validity: an input is rejected when parse sets
// `error`; `reference` ("uri", "absolute", "relative", "same-document")
// tells URI, absolute-URI and relative-ref apart (a same-document reference
// is a relative-ref). resolve(), normalize(), equal() for the other operations.
// No offsets: uri-js does not say where an input goes wrong.
'use strict';
const { serve, versionOf } = require('../harness.cjs');
const lib = require('uri-js');

/** Whether parse accepts the input, and as which kind of reference. */
function kind(input) {
  const c = lib.parse(input);
  if (c.error !== undefined) return null;
  return c.reference;
}

const RULES = {
  'URI-reference': (k) => k !== null,
  URI: (k) => k === 'uri' || k === 'absolute',
  'absolute-URI': (k) => k === 'absolute',
  'relative-ref': (k) => k === 'relative' || k === 'same-document',
};

serve({
  implementation: { name: 'uri-js', version: versionOf('uri-js'), language: 'javascript', homepage: 'https://www.npmjs.com/package/uri-js' },
  claims: { ops: ['valid', 'resolve', 'normalize', 'equivalent'], grammars: { rfc3986: Object.keys(RULES) } },
  run(r) {
    switch (r.op) {
      case 'valid':
        return { valid: RULES[r.rule](kind(r.input)) };
      case 'resolve':
        return { target: lib.resolve(r.base, r.ref) };
      case 'normalize':
        return { output: lib.normalize(r.input) };
      case 'equivalent':
        return { equivalent: lib.equal(r.a, r.b) };
      default:
        return { skipped: true, reason: `${r.op} is not claimed` };
    }
  },
});
