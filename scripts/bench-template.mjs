#!/usr/bin/env node
/**
 * The URI Template benchmark (RFC 6570): uri-grammar/rfc6570 against its
 * peers, in one process.
 *
 *   node --expose-gc scripts/bench-template.mjs [--template-rounds 15] [--template-warmup 3] [--template-reps 20] [--impl path/to/entries/rfc6570.js]
 *
 * (`npm run bench` runs it from scripts/bench.mjs, on the same copy of the build.)
 *
 * Inputs, the same for every contender: the expansion cases of the public
 * suite (test/vectors/external/uritemplate-test/: spec-examples.json,
 * spec-examples-by-section.json, extended-tests.json), each a template and
 * the variables of its group, and a few templates of the shape web APIs
 * publish (hypermedia links with a path and a query). A case that a
 * contender refuses is left out for all (the note says which and how many).
 *
 * Timed: `expand(template, variables)` as a user calls it, the template a
 * string (parsing included), ours and std-uritemplate's
 * `StdUriTemplate.expand(template, variables)` (the target: ours ≤ 1.0× its
 * time), and for context url-template's `parseTemplate(t).expand(v)`,
 * @fedify/uri-template's `Template.parse(t).expand(v)`, ours compiled once
 * (`compile(t).expand(v)`), and our `isValid` per template. Every round runs
 * each contender over all the cases `reps` times, the contenders' order
 * rotating from round to round, with a GC between rounds; reported: the
 * median ns per case, and the median over rounds of the per-round ratio of
 * ours to the peer's time. Benchmarks report ratios against peers run in the
 * same process; tests never assert timings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { opt } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const SUITE = path.join(REPO, 'test', 'vectors', 'external', 'uritemplate-test');

/** Hypermedia links of the shape web APIs publish (RFC 6570 level 3 and 4), and their variables. */
const API = [
  ['https://api.example.com/users/{user}/repos{?type,page,per_page,sort}', { user: 'octocat', type: 'owner', page: 2, per_page: 100, sort: 'updated' }],
  ['https://api.example.com/repos/{owner}/{repo}/issues{/number}', { owner: 'octocat', repo: 'Hello-World', number: 1347 }],
  ['https://api.example.com/repos/{owner}/{repo}/issues{?state,labels,sort,direction,since}', { owner: 'octocat', repo: 'Hello-World', state: 'open', labels: ['bug', 'ui'], since: '2011-04-22T13:33:48Z' }],
  ['https://uploads.example.com/repos/{owner}/{repo}/releases/{id}/assets{?name,label}', { owner: 'octocat', repo: 'Hello-World', id: 1, name: 'foo bar.zip', label: 'Größe' }],
  ['https://api.example.com/search/code?q={query}{&page,per_page,sort,order}', { query: 'addClass in:file language:js', page: 1, per_page: 30 }],
  ['/v1/{+path}{?fields*}', { path: 'projects/p1/locations/eu/datasets/d2', fields: { select: 'name,size', limit: '10' } }],
  ['{/segments*}{;params*}{?q*}{#section}', { segments: ['docs', 'api', 'v2'], params: { lang: 'en' }, q: { a: '1', b: 'x y' }, section: 'intro' }],
  ['https://example.org/{lang}/{page:3}/{page}.html', { lang: 'fr', page: 'accueil' }],
];

let sink = 0;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
const fmt = (x, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
const fmtNs = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
function table(header, rows, align) {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (align?.[i] === 'r' ? '---:' : '---')).join(' | ')} |`];
  for (const r of rows) lines.push(`| ${r.join(' | ')} |`);
  return lines.join('\n');
}

function suiteCases() {
  const out = [];
  for (const file of ['spec-examples.json', 'spec-examples-by-section.json', 'extended-tests.json']) {
    const groups = JSON.parse(fs.readFileSync(path.join(SUITE, file), 'utf8'));
    for (const g of Object.values(groups)) for (const [t, expected] of g.testcases) if (expected !== false) out.push([t, g.variables]);
  }
  return out;
}

/** The contenders: each expands one case (template, variables). */
async function contenders(ours) {
  const { StdUriTemplate } = require('@std-uritemplate/std-uritemplate');
  const { parseTemplate } = await import('url-template');
  const { Template } = require('@fedify/uri-template');
  const version = (name) => JSON.parse(fs.readFileSync(path.join(REPO, 'node_modules', name, 'package.json'), 'utf8')).version;
  return [
    { id: 'ours', name: 'uri-grammar `expand(t, v)`', expand: (t, v) => ours.expand(t, v) },
    { id: 'std', name: `std-uritemplate ${version('@std-uritemplate/std-uritemplate')} \`StdUriTemplate.expand(t, v)\``, expand: (t, v) => StdUriTemplate.expand(t, v), vs: true },
    { id: 'urlTemplate', name: `url-template ${version('url-template')} \`parseTemplate(t).expand(v)\``, expand: (t, v) => parseTemplate(t).expand(v), vs: true },
    { id: 'fedify', name: `@fedify/uri-template ${version('@fedify/uri-template')} \`Template.parse(t).expand(v)\``, expand: (t, v) => Template.parse(t).expand(v), vs: true },
  ];
}

/** Times the contenders on one set of cases; prints its table. */
function run(label, cases, all, ours, { rounds, warmup, reps, out, gc }) {
  // Only the cases every contender expands.
  const refused = new Map();
  const kept = cases.filter(([t, v]) =>
    all.every((c) => {
      try {
        c.expand(t, v);
        return true;
      } catch {
        refused.set(c.id, (refused.get(c.id) ?? 0) + 1);
        return false;
      }
    }),
  );
  const compiled = kept.map(([t]) => ours.compile(t));
  const templates = kept.map(([t]) => t);
  const timed = [
    ...all.map((c) => ({ ...c, fn: () => {
      let n = 0;
      for (let i = 0; i < kept.length; i++) n += c.expand(kept[i][0], kept[i][1]).length;
      return n;
    } })),
    { id: 'oursCompiled', name: 'uri-grammar `compile(t)` once, then `.expand(v)`', fn: () => {
      let n = 0;
      for (let i = 0; i < kept.length; i++) n += compiled[i].expand(kept[i][1]).length;
      return n;
    } },
    { id: 'oursIsValid', name: 'uri-grammar `isValid(t)`', fn: () => {
      let n = 0;
      for (let i = 0; i < templates.length; i++) if (ours.isValid(templates[i])) n++;
      return n;
    } },
  ];
  const times = new Map(timed.map((c) => [c.id, []]));
  for (let round = 0; round < warmup + rounds; round++) {
    gc?.();
    for (let j = 0; j < timed.length; j++) {
      const c = timed[(j + round) % timed.length];
      const t0 = process.hrtime.bigint();
      for (let r = 0; r < reps; r++) sink += c.fn();
      const dt = Number(process.hrtime.bigint() - t0);
      if (round >= warmup) times.get(c.id).push(dt);
    }
  }
  const perCase = (id) => median(times.get(id)) / (reps * kept.length);
  const ratio = (a, b) => median(times.get(a).map((x, i) => x / times.get(b)[i]));
  out(`### ${label}: ${kept.length} cases`);
  out();
  const notes = [...refused].map(([id, n]) => `${all.find((c) => c.id === id).name.split(' `')[0]} refuses ${n}`);
  if (notes.length) out(`Left out for every contender, as one of them refuses them: ${notes.join('; ')}.`);
  out();
  const rows = timed.map((c) => [c.name, fmtNs(perCase(c.id)), c.vs ? `${fmt(ratio('ours', c.id))}×` : c.id === 'oursCompiled' ? `${fmt(ratio('oursCompiled', 'ours'))}× of \`expand(t, v)\`` : '—']);
  out(table(['contender', 'ns per case', 'ours `expand(t, v)` ÷ it'], rows, ['l', 'r', 'r']));
  out();
  const r = ratio('ours', 'std');
  const range = times.get('ours').map((x, i) => x / times.get('std')[i]);
  out(`Target: uri-grammar \`expand(t, v)\` ÷ std-uritemplate ≤ 1.0×: ${fmt(r)}× (rounds ${fmt(Math.min(...range))}–${fmt(Math.max(...range))}×): ${r <= 1 ? 'met' : 'NOT met'}.`);
  out();
  return r;
}

/** The URI Template section of the benchmark: ours from `url` (an ES module of the rfc6570 entry point). */
export async function templateBench({ url, out = console.log, gc = typeof globalThis.gc === 'function' ? globalThis.gc : null } = {}) {
  const ours = await import(url);
  for (const name of ['expand', 'compile', 'isValid']) if (typeof ours[name] !== 'function') throw new Error(`the rfc6570 entry point has no ${name}()`);
  const options = { rounds: opt('template-rounds', 15), warmup: opt('template-warmup', 3), reps: opt('template-reps', 20), out, gc };
  const all = await contenders(ours);
  out('## URI Templates (RFC 6570): expansion');
  out();
  const load = os.loadavg()[0];
  if (load > os.cpus().length * 0.75) out(`Note: the machine is busy (load ${load.toFixed(2)} on ${os.cpus().length} cores): expect noisy ratios.\n`);
  out(
    'ns per case: the median over rounds of the time of all the cases ÷ their number; ratio: the median over rounds of the time of ' +
      'ours ÷ the time of the peer on the same cases in the same round.',
  );
  out();
  run('The public suite (uritemplate-test)', suiteCases(), all, ours, options);
  run('Web API links', API, all, ours, options);
  out(`(checksum ${sink})`);
  out();
}

// Run alone: ours from the build (or --impl).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const impl = opt('impl', null);
  const file = impl ? path.resolve(process.cwd(), impl) : path.join(REPO, 'dist', 'esm', 'src', 'entries', 'rfc6570.js');
  if (!fs.existsSync(file)) {
    console.error(`${path.relative(REPO, file)} is missing: run \`npm run build\` first`);
    process.exit(1);
  }
  console.log(`# uri-grammar URI Template benchmark\n\n- date: ${new Date().toISOString()}\n- node ${process.version}\n`);
  await templateBench({ url: pathToFileURL(file).href });
}
