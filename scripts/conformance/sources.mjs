// The public suites of conformance/sources/<name>/upstream/ as cases of the
// conformance suite's format (docs/conformance.md), each expectation the
// source's own: what network-uri's, uriparser's and the JSON-Schema-Test-
// Suite's tests say, not what uri-grammar says (test/proof/conformance-
// suite.test.ts lists where the two differ). A row the source marks inactive,
// or that needs a mode the protocol has no field for (a non-strict
// resolution), is left out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRAMMAR_LIST } from '../grammars.mjs';

const rows = (dir, file) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l));

const grammarOf = (rfc) => GRAMMAR_LIST.find((g) => g.rfc === rfc).name;

/** A validity case of a source. */
function validity(id, grammar, rule, input, valid, offset, why) {
  const c = { id, grammar, rule, input, valid };
  if (!valid && offset !== undefined) c.offset = offset;
  c.why = why;
  return c;
}

const CONVERTERS = {
  /** Haskell network-uri's tests/uri001.hs: each input's class, asked of the four rules it names. */
  'network-uri'(dir) {
    const g = grammarOf(3986);
    const out = [];
    let n = 0;
    for (const r of rows(dir, 'validity.jsonl')) {
      if (!r.active) continue;
      const flags = { 'URI-reference': r.isURIReference, URI: r.isURI, 'absolute-URI': r.isAbsoluteURI, 'relative-ref': r.isRelativeReference };
      for (const [rule, valid] of Object.entries(flags)) out.push(validity(`network-uri/${rule}/${++n}`, g, rule, r.input, valid, undefined, `network-uri ${r.id}`));
    }
    n = 0;
    for (const r of rows(dir, 'resolve.jsonl')) {
      if (!r.active || (r.mode !== undefined && r.mode !== 'strict')) continue;
      out.push({ id: `network-uri/resolve/${++n}`, grammar: g, op: 'resolve', base: r.base, ref: r.ref, target: r.target, why: `network-uri ${r.id}` });
    }
    return out;
  },
  /** uriparser's test/test.cpp and test/FourSuite.cpp (the 4Suite cases): URI-reference with uriparser's error offset, IPv4address, IPv6address, resolution. */
  uriparser(dir) {
    const g = grammarOf(3986);
    const out = [];
    let n = 0;
    for (const r of rows(dir, 'validity.jsonl')) out.push(validity(`uriparser/${r.rule}/${++n}`, g, r.rule, r.input, r.valid, r.errorOffset, `uriparser ${r.source}`));
    n = 0;
    for (const r of rows(dir, 'rules.jsonl')) out.push(validity(`uriparser/${r.rule}/${++n}`, g, r.rule, r.input, r.valid, undefined, `uriparser ${r.source}`));
    n = 0;
    for (const r of rows(dir, 'resolve.jsonl')) {
      if (r.mode !== undefined) continue;
      out.push({ id: `uriparser/resolve/${++n}`, grammar: g, op: 'resolve', base: r.base, ref: r.ref, target: r.target, why: `uriparser ${r.source}` });
    }
    return out;
  },
  /** JSON-Schema-Test-Suite's formats uri, uri-reference (RFC 3986), iri, iri-reference (RFC 3987), uri-template (RFC 6570). */
  'json-schema-test-suite'(dir) {
    const rulesOf = {
      uri: [grammarOf(3986), 'URI'],
      'uri-reference': [grammarOf(3986), 'URI-reference'],
      iri: [grammarOf(3987), 'IRI'],
      'iri-reference': [grammarOf(3987), 'IRI-reference'],
      'uri-template': [grammarOf(6570), 'URI-Template'],
    };
    const out = [];
    const seen = new Set();
    let n = 0;
    for (const r of rows(dir, 'cases.jsonl')) {
      const key = `${r.format}\n${r.input}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const [grammar, rule] = rulesOf[r.format];
      out.push(validity(`json-schema-test-suite/${r.format}/${++n}`, grammar, rule, r.input, r.valid, undefined, `${r.file}: ${r.description}`));
    }
    return out;
  },
};

/** The cases of one source, from its upstream files. */
export function sourceCases(name, dir) {
  const convert = CONVERTERS[name];
  if (!convert) throw new Error(`conformance/sources/${name}: no converter in scripts/conformance/sources.mjs`);
  return convert(dir);
}
