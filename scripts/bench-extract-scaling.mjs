#!/usr/bin/env node
// How the time of uri-grammar/extract grows with its input: for each path of
// the scan (bare, <...>, <URL:...>, quotes, unclosed openings, IRIs joined by
// the punctuation of scripts without spaces), by `extract` on the whole text
// and by an `Extractor` fed pieces of 4096 units or the whole text at once,
// in both grammars, the wall time at 1x and 4x the text and their ratio:
// about 4 when the work is linear, 16 when quadratic. The tests assert the
// same by counting work (test/unit/extract.test.ts, "linear time"); this reports
// the clock, and asserts nothing. Runs against dist/ (node scripts/build.mjs
// first), or against the built package at --root (another checkout).
//
//   node scripts/bench-extract-scaling.mjs [--n 2000] [--rounds 3] [--root DIR] [--only TEXT] [--mode MODE]
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const root = resolve(option('--root', join(dirname(fileURLToPath(import.meta.url)), '..')));
const N = Number(option('--n', '2000'));
const ROUNDS = Number(option('--rounds', '3'));
const only = option('--only', null);
const onlyMode = option('--mode', null);
const { extract, Extractor } = createRequire(import.meta.url)(join(root, 'dist/cjs/src/entries/extract.js'));

const TEXTS = [
  ['bare URIs', (n) => 'see http://a/b, '.repeat(n)],
  ['bare URIs on one line, no space', (n) => 'http://a/b,'.repeat(n)],
  ['angle brackets', (n) => '<http://a/b> '.repeat(n)],
  ['<URL: wrapped', (n) => '<URL: http://a/\r\n b>'.repeat(n)],
  ['quotes', (n) => '"http://a/b" '.repeat(n)],
  ['unclosed <', (n) => '<http:'.repeat(n)],
  ['unclosed "', (n) => '"http:'.repeat(n)],
  ['IRIs in CJK prose', (n) => '見てhttps://例え.jp/パス。'.repeat(n)],
  ['bare URIs joined by 。', (n) => 'http://a/b。'.repeat(n)],
  ['bare URIs joined by 」', (n) => 'http://a/b」'.repeat(n)],
  ['bare URIs joined by »', (n) => 'http://a/b»'.repeat(n)],
  ['bare URIs joined by । (Devanagari)', (n) => 'http://a/b।'.repeat(n)],
];
const MODES = [
  ['extract', (text, options) => {
    let k = 0;
    for (const _ of extract(text, options)) k++;
    return k;
  }],
  ['Extractor', (text, options) => {
    const ex = new Extractor(options);
    let k = 0;
    for (let i = 0; i < text.length; i += 4096) k += ex.push(text.slice(i, i + 4096)).length;
    return k + ex.end().length;
  }],
  ['Extractor, one push', (text, options) => {
    const ex = new Extractor(options);
    return ex.push(text).length + ex.end().length;
  }],
];
const GRAMMARS = ['rfc3986', 'rfc3987'];

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
/** Seconds per run: each of ROUNDS samples runs the text as often as it takes 50 ms (a single run of a fast text is noise). */
function seconds(run, text, options) {
  const times = [];
  for (let r = 0; r < ROUNDS; r++) {
    let runs = 0;
    const t0 = process.hrtime.bigint();
    let elapsed = 0;
    do {
      run(text, options);
      runs++;
      elapsed = Number(process.hrtime.bigint() - t0) / 1e9;
    } while (elapsed < 0.05);
    times.push(elapsed / runs);
  }
  return median(times);
}

console.log(`extract: wall time per run at 1x (n = ${N}) and 4x, median of ${ROUNDS}; ratio 4 is linear, 16 quadratic`);
console.log(['text', 'grammar', 'mode', '1x ms', '4x ms', 'ratio'].join('\t'));
for (const [name, make] of TEXTS) {
  if (only !== null && !name.includes(only)) continue;
  const small = make(N);
  const large = make(4 * N);
  for (const grammar of GRAMMARS) {
    for (const [mode, run] of MODES) {
      if (onlyMode !== null && mode !== onlyMode) continue;
      run(small, { grammar }); // warm-up
      const a = seconds(run, small, { grammar });
      const b = seconds(run, large, { grammar });
      console.log([name, grammar, mode, (a * 1e3).toFixed(1), (b * 1e3).toFixed(1), (b / a).toFixed(1)].join('\t'));
    }
  }
}
