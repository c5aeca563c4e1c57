#!/usr/bin/env node
/**
 * The share of syntax errors that have a diagnosis (`UriSyntaxError.diagnosis`),
 * on the corpora of invalid input:
 *
 * - examples/uris.txt, the sample input of `uri-grammar check` (its lines as
 *   the library reads them: a line that is not UTF-8 decoded with U+FFFD);
 * - test/corpus/invalid.jsonl, real invalid URLs (scripts/collect-invalid.mjs);
 * - the mutated corpus: scripts/mutations.cjs's seeded mutations of
 *   test/corpus/differential.txt, as test/proof/differential.test.ts builds it;
 * - test/corpus/differential.txt itself, real URI-references (a few invalid).
 *
 * Each by RFC 3986 (the command's default), and with --all by every grammar
 * of URIs of the family too. --missing N prints up to N errors of each corpus
 * that have none. test/proof/diagnoses-corpora.test.ts holds the shares to a
 * floor; docs/diagnoses.md records them. dist/ must be built.
 *
 *   node scripts/diagnoses.mjs [--all] [--missing N] [--json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { flag, opt } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { corpusMutations } = require('./mutations.cjs');
const dist = (entry) => require(path.join(REPO, 'dist', 'cjs', 'src', ...entry.split('/')));
const root = dist('index.js');

const ALL = flag('all');
const MISSING = Number(opt('missing', 0));
const JSON_OUT = flag('json');

/** The corpora, by name: their inputs. */
export function corpora() {
  const lines = (file) => {
    const text = new TextDecoder().decode(fs.readFileSync(path.join(REPO, file)));
    return text.split('\n').slice(0, -1);
  };
  const differential = lines('test/corpus/differential.txt');
  return {
    'examples/uris.txt': lines('examples/uris.txt'),
    'test/corpus/invalid.jsonl': lines('test/corpus/invalid.jsonl').map((l) => JSON.parse(l).input),
    'mutated corpus': corpusMutations(differential, 3, 3986),
    'test/corpus/differential.txt': differential,
  };
}

const grammars = ALL
  ? root.GRAMMARS.filter((g) => g.kind === 'uri').map((g) => [g.name, g.name === 'rfc3986' ? root : dist(`entries/${g.name}.js`)])
  : [['rfc3986', root]];

const rows = [];
for (const [name, inputs] of Object.entries(corpora())) {
  for (const [grammar, mod] of grammars) {
    let errors = 0;
    let diagnosed = 0;
    const codes = new Map();
    const missing = [];
    for (const input of inputs) {
      const e = mod.check(input);
      if (e === null) continue;
      errors++;
      const d = e.diagnosis;
      if (d === null) {
        if (missing.length < MISSING) missing.push(input);
        continue;
      }
      diagnosed++;
      codes.set(d.code, (codes.get(d.code) ?? 0) + 1);
    }
    rows.push({ corpus: name, grammar, inputs: inputs.length, errors, diagnosed, share: errors === 0 ? 1 : diagnosed / errors, codes: codes.size, missing });
  }
}

if (JSON_OUT) {
  console.log(JSON.stringify(rows.map(({ missing: _missing, ...r }) => r), null, 1));
} else {
  const pct = (x) => `${(100 * x).toFixed(1)} %`;
  console.log('| corpus | grammar | inputs | errors | with a diagnosis | share | kinds of mistake |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.corpus} | ${r.grammar} | ${r.inputs} | ${r.errors} | ${r.diagnosed} | ${pct(r.share)} | ${r.codes} |`);
  for (const r of rows) {
    if (r.missing.length === 0) continue;
    console.log(`\nwithout a diagnosis, ${r.corpus} by ${r.grammar}:`);
    for (const m of r.missing) console.log(`  ${JSON.stringify(m)}`);
  }
}
