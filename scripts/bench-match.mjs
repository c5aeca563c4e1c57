#!/usr/bin/env node
/**
 * Matching URIs back to URI Templates (RFC 6570; uri-grammar/rfc6570
 * `matchTemplate`) against @fedify/uri-template's `Template#match`, in one
 * process (part of `npm run bench`):
 *
 *   node --expose-gc scripts/bench-match.mjs [--rounds 15] [--warmup 2] [--templates 300]
 *
 * Two workloads, on a seeded set of router templates (paths with one to four
 * expressions, query expressions, exploded paths, prefixes, reserved
 * expansion) and URIs their expansion writes:
 * - match: each template against a URI it matches (a hit);
 * - route: a request's URI tried against every template in turn until one
 *   matches, as a router does with a few hundred templates.
 * Each template is parsed once, outside the timed loops (ours: `parse`, the
 * AST that `matchTemplate` compiles once and keeps; theirs: `new Template`),
 * as `compile(template).match(uri)` does. The contenders run over the same
 * chunks in rotating order, for warm-up rounds and then measured rounds with
 * a GC between rounds; the report gives the median ns per call and the
 * median over rounds of the per-round ratio ours ÷ theirs (target ≤ 1.0×).
 *
 * Benchmarks report ratios against a peer measured in the same process; the
 * absolute numbers depend on the machine. Tests never assert timings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { opt } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { mulberry32 } = require('./random.cjs');

const ROUNDS = Number(opt('rounds', 15));
const WARMUP = Number(opt('warmup', 2));
const TEMPLATES = Number(opt('templates', 300));
const gc = typeof globalThis.gc === 'function' ? globalThis.gc : null;
const out = (line = '') => console.log(line);

// ----- the contenders -----

const entry = path.join(REPO, 'dist', 'esm', 'src', 'entries', 'rfc6570.js');
if (!fs.existsSync(entry)) {
  console.error('dist/esm is not built: run `npm run build` first');
  process.exit(1);
}
const ours = await import(pathToFileURL(entry).href);
if (typeof ours.matchTemplate !== 'function') {
  console.error('the build has no matchTemplate(): run `npm run build` first');
  process.exit(1);
}
const { Template } = require('@fedify/uri-template');
const fedifyVersion = require('@fedify/uri-template/package.json').version;

// ----- the templates and URIs (seeded) -----

const random = mulberry32(6570);
const pick = (xs) => xs[Math.floor(random() * xs.length)];
const WORDS = ['users', 'posts', 'repos', 'issues', 'files', 'api', 'v1', 'v2', 'items', 'orders', 'search', 'teams', 'projects', 'assets', 'admin', 'feeds'];
const VALUES = ['alice', '42', 'b0b', 'x-y_z', 'caf%C3%A9', 'readme.md', '2024', 'main'];

/** A router template and the variables of a URI it matches. */
function makeRoute(i) {
  const parts = [`/${pick(WORDS)}${i}`];
  const vars = {};
  const n = 1 + Math.floor(random() * 3);
  for (let k = 0; k < n; k++) {
    const name = `v${k}`;
    const r = random();
    if (r < 0.6) {
      parts.push(`/${pick(WORDS)}/{${name}}`);
      vars[name] = decodeURIComponent(pick(VALUES));
    } else if (r < 0.75) {
      parts.push(`{/${name}*}`);
      vars[name] = [pick(WORDS), pick(WORDS)];
    } else if (r < 0.85) {
      parts.push(`/{${name}:1}/{${name}}`);
      vars[name] = pick(WORDS);
    } else {
      parts.push(`/{+${name}}`);
      vars[name] = `${pick(WORDS)}/${pick(WORDS)}`;
    }
  }
  if (random() < 0.4) {
    parts.push('{?q,page}');
    vars.q = pick(VALUES);
    if (random() < 0.5) vars.page = String(Math.floor(random() * 9));
  }
  const template = parts.join('');
  return { template, uri: new Template(template).expand(vars) };
}
// Routes that both read back (fedify finds no match for some, an exploded path before a literal
// among them: test/proof/rfc6570-match-differential-known.json, theirs-misses), as many as asked for.
const routes = [];
for (let i = 0; routes.length < TEMPLATES; i++) {
  const r = makeRoute(i);
  if (ours.match(r.template, r.uri) !== null && new Template(r.template).match(r.uri) !== null) routes.push(r);
}
const oursAsts = routes.map((r) => ours.parse(r.template));
const theirTemplates = routes.map((r) => new Template(r.template));
const firstMatch = (uri) => [oursAsts.findIndex((ast) => ours.matchTemplate(ast, uri) !== null), theirTemplates.findIndex((t) => t.match(uri) !== null)];
// The requests of the route workload: URIs of templates spread over the list (a router tries them in
// order), those whose first matching template both agree on.
const requests = [];
while (requests.length < 64) {
  const r = Math.floor(random() * routes.length);
  const [a, b] = firstMatch(routes[r].uri);
  if (a === b) requests.push(r);
}

// ----- the loops (one per contender, so that each call site sees one callee) -----

let sink = 0;
const matchTemplate = ours.matchTemplate;
const loops = {
  oursMatch(chunk) {
    for (const i of chunk) if (matchTemplate(oursAsts[i], routes[i].uri) !== null) sink++;
  },
  theirsMatch(chunk) {
    for (const i of chunk) if (theirTemplates[i].match(routes[i].uri) !== null) sink++;
  },
  oursRoute(chunk) {
    for (const r of chunk) {
      const uri = routes[r].uri;
      for (let i = 0; i < oursAsts.length; i++) {
        if (matchTemplate(oursAsts[i], uri) !== null) {
          sink += i;
          break;
        }
      }
    }
  },
  theirsRoute(chunk) {
    for (const r of chunk) {
      const uri = routes[r].uri;
      for (let i = 0; i < theirTemplates.length; i++) {
        if (theirTemplates[i].match(uri) !== null) {
          sink += i;
          break;
        }
      }
    }
  },
};
/** Templates tried per request: the first that matches, as both agree. */
const tried = requests.reduce((n, r) => n + oursAsts.findIndex((ast) => matchTemplate(ast, routes[r].uri) !== null) + 1, 0);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/** Runs the pairs (ours, theirs) of a workload over its chunks, rotating, and returns per-round totals. */
function measure(workload, chunks) {
  const ids = [`ours${workload}`, `theirs${workload}`];
  const totals = Object.fromEntries(ids.map((id) => [id, []]));
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    if (gc) gc();
    const t = Object.fromEntries(ids.map((id) => [id, 0n]));
    chunks.forEach((chunk, c) => {
      const order = c % 2 === 0 ? ids : [...ids].reverse();
      for (const id of order) {
        const start = process.hrtime.bigint();
        loops[id](chunk);
        t[id] += process.hrtime.bigint() - start;
      }
    });
    if (round >= WARMUP) for (const id of ids) totals[id].push(Number(t[id]));
  }
  return totals;
}

const chunked = (xs, size) => Array.from({ length: Math.ceil(xs.length / size) }, (_, i) => xs.slice(i * size, (i + 1) * size));
const hits = Array.from({ length: routes.length * 4 }, (_, i) => i % routes.length);
const matchTotals = measure('Match', chunked(hits, 100));
const routeTotals = measure('Route', chunked(requests, 8));

// ----- the report -----

let cpu = os.cpus()[0]?.model ?? 'unknown CPU';
try {
  const m = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'));
  if (m) cpu = m[1].trim();
} catch {}
out('# URI Template matching: uri-grammar/rfc6570 against @fedify/uri-template');
out();
out(`- date: ${new Date().toISOString()}`);
out(`- machine: ${cpu}, ${os.cpus().length} cores; node ${process.version}${gc ? ', --expose-gc' : ''}; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
out(`- ${routes.length} templates (seeded), ${hits.length} matches per round, ${requests.length} routed requests per round (${(tried / requests.length).toFixed(0)} templates tried per request on average); ${ROUNDS} rounds after ${WARMUP} warm-up rounds`);
out();
out('| workload | uri-grammar `matchTemplate` | @fedify/uri-template ' + fedifyVersion + ' `Template#match` | ours ÷ theirs | target |');
out('|---|---:|---:|---:|---:|');
const row = (label, totals, ids, per, unit) => {
  const [o, t] = ids.map((id) => median(totals[id]) / per);
  const ratio = median(totals[ids[0]].map((x, i) => x / totals[ids[1]][i]));
  out(`| ${label} | ${o.toFixed(0)} ${unit} | ${t.toFixed(0)} ${unit} | ${ratio.toFixed(2)}× | ≤ 1.0× |`);
};
row('match: a template and a URI it matches', matchTotals, ['oursMatch', 'theirsMatch'], hits.length, 'ns/match');
row(`route: a URI tried against ${routes.length} templates in turn`, routeTotals, ['oursRoute', 'theirsRoute'], requests.length, 'ns/request');
out();
out(`(checksum ${sink})`);
