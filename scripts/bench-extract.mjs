#!/usr/bin/env node
// Benchmark of uri-grammar/extract (RFC 3986 Appendix C) on running text made
// of the prose corpus (test/corpus/prose.txt) repeated: MB/s of extract() on
// a whole text, against linkify-it (match) and a plain scan for ':' in the
// same process (ratios), and the Extractor streaming a 100 MB text made chunk
// by chunk, with its peak RSS (memory bounded: the text is never held whole).
// Runs against dist/ (node scripts/build.mjs first).
//
//   node scripts/bench-extract.mjs [--size 100M] [--ratio-size 8M] [--rounds 5]
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { extract, Extractor } = await import(join(root, 'dist/esm/src/entries/extract.js'));
const { LinkifyIt } = createRequire(import.meta.url)('linkify-it');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const bytesOf = (s) => Number(/^(\d+)([KM]?)$/.exec(s)[1]) * { '': 1, K: 1 << 10, M: 1 << 20 }[/^(\d+)([KM]?)$/.exec(s)[2]];
const SIZE = bytesOf(option('--size', '100M'));
const RATIO_SIZE = bytesOf(option('--ratio-size', '8M'));
const ROUNDS = Number(option('--rounds', '5'));

const corpus = readFileSync(join(root, 'test/corpus/prose.txt'), 'utf8');
const textOf = (units) => corpus.repeat(Math.ceil(units / corpus.length)).slice(0, units);
const mb = (units) => units / 1e6;
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

// --- Ratios on one text, peers in the same rounds ---
const text = textOf(RATIO_SIZE);
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false }).add('//', null);
const contenders = {
  extract: () => {
    let n = 0;
    for (const _ of extract(text)) n++;
    return n;
  },
  'extract rfc3987': () => {
    let n = 0;
    for (const _ of extract(text, { grammar: 'rfc3987' })) n++;
    return n;
  },
  'linkify-it match': () => (linkify.match(text) ?? []).length,
  "indexOf(':') scan (floor)": () => {
    let n = 0;
    for (let i = text.indexOf(':'); i >= 0; i = text.indexOf(':', i + 1)) n++;
    return n;
  },
};
const times = Object.fromEntries(Object.keys(contenders).map((k) => [k, []]));
const counts = {};
for (let round = 0; round < ROUNDS + 1; round++) {
  for (const [name, run] of Object.entries(contenders)) {
    const t0 = process.hrtime.bigint();
    counts[name] = run();
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    if (round > 0) times[name].push(ms); // round 0 warms up
  }
}
console.log(`extract on ${mb(text.length).toFixed(1)} M characters of prose (${counts.extract} URIs), median of ${ROUNDS} rounds:`);
const base = median(times.extract);
for (const name of Object.keys(contenders)) {
  const ms = median(times[name]);
  console.log(`  ${name.padEnd(28)} ${ms.toFixed(0).padStart(6)} ms  ${(mb(text.length) / (ms / 1000)).toFixed(1).padStart(6)} MB/s  ×${(ms / base).toFixed(2)} extract  (${counts[name]} found)`);
}

// --- 100 MB streamed through an Extractor, made chunk by chunk ---
const CHUNK = 1 << 20;
const chunk = textOf(CHUNK + corpus.length);
let peak = process.memoryUsage().rss;
const extractor = new Extractor();
let found = 0;
let offset = 0;
const t0 = process.hrtime.bigint();
for (let done = 0; done < SIZE; done += CHUNK) {
  // Each chunk begins where the corpus left off, so the text is the corpus repeated.
  const at = offset % corpus.length;
  found += extractor.push(chunk.slice(at, at + Math.min(CHUNK, SIZE - done))).length;
  offset += Math.min(CHUNK, SIZE - done);
  if ((done & ((8 << 20) - 1)) === 0) peak = Math.max(peak, process.memoryUsage().rss);
}
found += extractor.end().length;
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
peak = Math.max(peak, process.memoryUsage().rss);
console.log(
  `Extractor streaming ${mb(SIZE).toFixed(0)} M characters in 1 M pieces: ${found} URIs, ${(mb(SIZE) / seconds).toFixed(1)} MB/s, peak RSS ${(peak / 1e6).toFixed(0)} MB`,
);
