// Node.js's URL (the WHATWG URL Standard's parser), scored as such: an input
// is accepted when the parser returns a URL. An absolute URL (URI, IRI: the
// parser takes non-ASCII) is parsed alone; a reference (URI-reference,
// IRI-reference) against RFC 3986 §5.4's base. Resolution is `new URL(ref,
// base).href`, which also serializes the URL the Standard's way (a refusal
// answers no target). The Standard has no grammar rule and no offset.
'use strict';
const { serve } = require('../harness.cjs');

const BASE = 'http://a/b/c/d;p?q';
const RULES = {
  rfc3986: { URI: false, 'URI-reference': true },
  rfc3987: { IRI: false, 'IRI-reference': true },
};

serve({
  implementation: { name: 'node-url', version: process.versions.node, language: 'javascript', homepage: 'https://nodejs.org/api/url.html#the-whatwg-url-api' },
  claims: { ops: ['valid', 'resolve'], grammars: { rfc3986: Object.keys(RULES.rfc3986), rfc3987: Object.keys(RULES.rfc3987) } },
  run(r) {
    if (r.op === 'valid') return { valid: RULES[r.grammar][r.rule] ? URL.canParse(r.input, BASE) : URL.canParse(r.input) };
    if (r.op === 'resolve') {
      try {
        return { target: new URL(r.ref, r.base).href };
      } catch (e) {
        return { target: null, message: e.message };
      }
    }
    return { skipped: true, reason: `${r.op} is not claimed` };
  },
});
