// whatwg-url (npm, the WHATWG URL Standard's reference implementation),
// scored as such, by the Standard's own notion of a valid URL string
// (isValidURLString: an "absolute-URL-with-fragment string", or with a base a
// "relative-URL-with-fragment string", URL Standard §4.3), not by what its
// forgiving parser accepts: URI and IRI alone, URI-reference and
// IRI-reference against RFC 3986 §5.4's base. Resolution: the parser's
// result against the base, serialized (a refusal answers no target).
'use strict';
const { serve, versionOf } = require('../harness.cjs');
const whatwg = require('whatwg-url');

const BASE = whatwg.parseURL('http://a/b/c/d;p?q');
const RULES = {
  rfc3986: { URI: false, 'URI-reference': true },
  rfc3987: { IRI: false, 'IRI-reference': true },
};

serve({
  implementation: { name: 'whatwg-url', version: versionOf('whatwg-url'), language: 'javascript', homepage: 'https://github.com/jsdom/whatwg-url' },
  claims: { ops: ['valid', 'resolve'], grammars: { rfc3986: Object.keys(RULES.rfc3986), rfc3987: Object.keys(RULES.rfc3987) } },
  run(r) {
    if (r.op === 'valid') return { valid: whatwg.isValidURLString(r.input, RULES[r.grammar][r.rule] ? { baseURL: BASE } : {}) };
    if (r.op === 'resolve') {
      const base = whatwg.parseURL(r.base);
      const url = base === null ? null : whatwg.parseURL(r.ref, { baseURL: base });
      return url === null ? { target: null, message: 'the parser returns failure' } : { target: whatwg.serializeURL(url) };
    }
    return { skipped: true, reason: `${r.op} is not claimed` };
  },
});
