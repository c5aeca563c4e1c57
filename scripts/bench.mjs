#!/usr/bin/env node
/**
 * The performance benchmark: uri-grammar against its peers, in one process.
 *
 *   npm run bench            (= node --expose-gc scripts/bench.mjs)
 *   node --expose-gc scripts/bench.mjs [--rounds 15] [--warmup 2] [--chunk 500]
 *        [--corpus bench/corpus.txt] [--impl path/to/index.js]
 *        [--no-corpus] [--no-long] [--no-template] [--max-size 10M] [--long-budget 420] [--long-rounds 2]
 *
 * Part 1, the corpus: the real URIs of bench/corpus.txt (built by
 * scripts/build-corpus.mjs when missing), as flat strings (and, for `isValid`
 * and the App. B split, also as the slices that split() makes). Every contender runs over the same
 * chunks of ~500 inputs, the contenders' order rotating from chunk to chunk, for
 * a few warm-up rounds and then the measured rounds, with a GC between rounds.
 * It reports the median ns per URI of each contender and, for each comparison,
 * the median over rounds of the per-round ratio of the two totals.
 *
 * The same rounds time the RFC 3987 grammar (uri-grammar/rfc3987 `isValid`
 * and `parse`) against RFC 3986's (the root's) in the same process: on the
 * IRI counterpart of each corpus URI (scripts/bench-iri.mjs `iriOf`: a
 * non-ASCII character in its path, and its host's IRI form where it has one),
 * and on the corpus itself (the same inputs as RFC 3986).
 *
 * The same rounds time `check(uri, { schemes: true })` against `check(uri)`
 * and `isValid` with `{ schemes: true }` against `isValid` on the corpus: the
 * cost of the scheme grammars where RFC 3986 stops, which only the URIs of
 * their schemes should pay (target ≤ 1.2×). Part 1b then times, for each
 * grammar of one scheme (GRAMMARS `kind: scheme`), its own `isValid` (its
 * subpath) and the root's `isValid(uri, 'URI', { schemes: true })` per URI of
 * its scheme: the valid inputs of its test vectors and the corpus's URIs of
 * its scheme (`--no-schemes` leaves it out).
 *
 * Part 2, long inputs: for each input shape, sizes 1 KB to 10 MB, valid and with
 * one bad character at the end, the time per MB of ours and of the peers (flat
 * strings, as read from a file; ours in two rounds, keeping each input's
 * faster one), and worst/best over the shapes at 1 MB and 10 MB; then ours
 * again on all those inputs called in turn in one worker (side by side), and
 * worst/best from that.
 *
 * Part 3, URI Templates (RFC 6570): scripts/bench-template.mjs on the same
 * copy of the build, `expand(template, variables)` against std-uritemplate,
 * url-template and @fedify/uri-template, and `isValid` per template
 * (`--no-template` leaves it out).
 *
 * Benchmarks report ratios against peers measured in the same process; the
 * absolute numbers depend on the machine. Tests never assert timings.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { flag, opt, size } from './args.mjs';
import { iriOf } from './bench-iri.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

// ----- options -----

const ROUNDS = Number(opt('rounds', 15));
const WARMUP = Number(opt('warmup', 2));
const CHUNK = Number(opt('chunk', 500));
const CORPUS = path.resolve(REPO, opt('corpus', 'bench/corpus.txt'));
const IMPL = opt('impl', process.env.URI_GRAMMAR_IMPL ?? null);
const RUN_CORPUS = !flag('no-corpus');
const RUN_LONG = !flag('no-long');
const RUN_TEMPLATE = !flag('no-template');
const RUN_SCHEMES = !flag('no-schemes');
const MAX_SIZE = size(opt('max-size', '10M'));
const LONG_BUDGET_MS = Number(opt('long-budget', 420)) * 1000;
const LONG_ROUNDS = Number(opt('long-rounds', 2));

const gc = typeof globalThis.gc === 'function' ? globalThis.gc : null;
const out = (line = '') => console.log(line);

// ----- the contenders -----

/**
 * A private copy of dist/esm, so that a rebuild while the benchmark runs (its
 * workers load ours again) cannot change or break what is measured. It lives in
 * node_modules/.cache and is removed at exit.
 */
function snapshot(file) {
  const dist = path.join(REPO, 'dist', 'esm');
  if (!file.startsWith(dist + path.sep)) return file;
  const dir = path.join(REPO, 'node_modules', '.cache', 'uri-grammar-bench', String(process.pid));
  process.on('exit', () => {
    fs.rmSync(dir, { recursive: true, force: true });
    try {
      fs.rmdirSync(path.dirname(dir)); // only when no other run is using it
    } catch {}
  });
  for (let attempt = 1; ; attempt++) {
    try {
      fs.rmSync(dir, { recursive: true, force: true });
      if (!fs.existsSync(path.join(dist, 'package.json'))) throw new Error('dist/esm is being built');
      fs.cpSync(dist, dir, { recursive: true });
      if (!fs.existsSync(path.join(dir, path.relative(dist, file)))) throw new Error('dist/esm is being built');
      return path.join(dir, path.relative(dist, file));
    } catch (e) {
      if (attempt >= 10) throw e;
      execFileSync('sleep', ['3']);
    }
  }
}

/** Our build, or null with the reason. Never stubbed with fake numbers. */
async function loadOurs() {
  const candidates = IMPL
    ? [path.resolve(process.cwd(), IMPL)]
    : ['dist/esm/index.js', 'dist/esm/src/index.js'].map((p) => path.join(REPO, p));
  const file = candidates.find((p) => fs.existsSync(p));
  if (!file) {
    const why = IMPL ? `${IMPL} not found: skipping ours` : 'not built yet: skipping ours (run `npm run build` first)';
    return { ours: null, why };
  }
  try {
    const copy = snapshot(file);
    const mod = await import(pathToFileURL(copy).href);
    for (const name of ['parse', 'isValid', 'check', 'components']) {
      if (typeof mod[name] !== 'function') return { ours: null, why: `the build has no ${name}(): skipping ours` };
    }
    // uri-grammar/rfc3987, from the same copy (the subpath export's file).
    const iriFile = path.join(path.dirname(copy), 'entries', 'rfc3987.js');
    let iri = null;
    let iriWhy = 'entries/rfc3987.js is not in the build: skipping RFC 3987';
    if (fs.existsSync(iriFile)) {
      try {
        iri = await import(pathToFileURL(iriFile).href);
        for (const name of ['parse', 'isValid']) if (typeof iri[name] !== 'function') [iri, iriWhy] = [null, `rfc3987 has no ${name}(): skipping RFC 3987`];
      } catch (e) {
        iriWhy = `rfc3987 failed to load (${e?.message ?? e}): skipping RFC 3987`;
      }
    }
    // uri-grammar/conform, from the same copy: every grammar's DFAs over one string.
    const conformFile = path.join(path.dirname(copy), 'entries', 'conform.js');
    let conform = null;
    try {
      if (fs.existsSync(conformFile)) conform = await import(pathToFileURL(conformFile).href);
    } catch {
      conform = null;
    }
    return { ours: mod, from: file, url: pathToFileURL(copy).href, iri, iriWhy, conform };
  } catch (e) {
    return { ours: null, why: `the build failed to load (${e?.message ?? e}): skipping ours` };
  }
}

const fastUri = require('fast-uri');
const uriJs = require('uri-js');
const URIjs = require('urijs');
const peerVersion = (name) => require(`${name}/package.json`).version;

/** RFC 3986 Appendix B: splits any string into the five components, validating nothing. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

let sink = 0;

/** The option of the scheme grammars, one object for every call. */
const SCHEMES = Object.freeze({ schemes: true });

// One hand-written loop per contender, so that each call site sees one callee.
function makeRunners(ours, iri, conform) {
  const conformRows = conform?.conform;
  const conformVerdicts = conform?.verdicts;
  const oursParse = ours?.parse;
  const oursIsValid = ours?.isValid;
  const oursCheck = ours?.check;
  const oursComponents = ours?.components;
  const iriParse = iri?.parse;
  const iriIsValid = iri?.isValid;
  const fastParse = fastUri.parse;
  const uriJsParse = uriJs.parse;
  return {
    oursParse(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) {
        try {
          if (oursParse(chunk[i]) !== undefined) n++;
        } catch {
          n--;
        }
      }
      return n;
    },
    oursIsValid(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) if (oursIsValid(chunk[i])) n++;
      return n;
    },
    oursCheck(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) if (oursCheck(chunk[i]) === null) n++;
      return n;
    },
    oursCheckSchemes(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) if (oursCheck(chunk[i], SCHEMES) === null) n++;
      return n;
    },
    oursIsValidSchemes(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) if (oursIsValid(chunk[i], 'URI-reference', SCHEMES)) n++;
      return n;
    },
    oursComponents(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) {
        try {
          if (oursComponents(chunk[i]).path !== undefined) n++;
        } catch {
          n--;
        }
      }
      return n;
    },
    iriParse(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) {
        try {
          if (iriParse(chunk[i]) !== undefined) n++;
        } catch {
          n--;
        }
      }
      return n;
    },
    iriIsValid(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) if (iriIsValid(chunk[i])) n++;
      return n;
    },
    conform(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) n += conformRows(chunk[i]).length;
      return n;
    },
    conformVerdicts(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) n += conformVerdicts(chunk[i]).length;
      return n;
    },
    fastUri(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) if (fastParse(chunk[i]).error === undefined) n++;
      return n;
    },
    uriJs(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) if (uriJsParse(chunk[i]).error === undefined) n++;
      return n;
    },
    urijs(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) {
        try {
          if (new URIjs(chunk[i]) !== undefined) n++;
        } catch {
          n--;
        }
      }
      return n;
    },
    whatwgUrl(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) {
        try {
          if (new URL(chunk[i]) !== undefined) n++;
        } catch {
          n--;
        }
      }
      return n;
    },
    appendixB(chunk) {
      let n = 0;
      for (let i = 0; i < chunk.length; i++) if (APPENDIX_B.exec(chunk[i]) !== null) n++;
      return n;
    },
  };
}

// ----- helpers -----

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
function table(header, rows, align) {
  const lines = [`| ${header.join(' | ')} |`, `| ${header.map((_, i) => (align?.[i] === 'r' ? '---:' : '---')).join(' | ')} |`];
  for (const r of rows) lines.push(`| ${r.join(' | ')} |`);
  return lines.join('\n');
}
const fmt = (x, digits = 2) => (Number.isFinite(x) ? x.toFixed(digits) : '—');
const fmtNs = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const utf8Bytes = (list) => list.reduce((n, s) => n + Buffer.byteLength(s, 'utf8'), 0);

function machine() {
  let cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  try {
    const m = /^model name\s*:\s*(.+)$/m.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'));
    if (m) cpu = m[1].trim();
  } catch {}
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {}
  return { cpu, cores: os.cpus().length, mem: `${Math.round(os.totalmem() / 2 ** 30)} GiB`, commit };
}

// ----- part 1: the corpus -----

function loadCorpus() {
  if (!fs.existsSync(CORPUS)) {
    out(`${path.relative(REPO, CORPUS)} is missing: building it with scripts/build-corpus.mjs ...`);
    execFileSync(process.execPath, [path.join(REPO, 'scripts', 'build-corpus.mjs'), '--quiet', '--out', CORPUS], {
      stdio: 'inherit',
    });
    out();
  }
  return fs
    .readFileSync(CORPUS, 'utf8')
    .split('\n')
    .filter((l) => l !== '');
}


/**
 * A valid URI made invalid at its end, where an error costs the most: the
 * whole input is read, then the error is built. Its last character becomes,
 * in turn, one that RFC 3986 excludes everywhere (§2: a space, `"`, `<`, `>`,
 * `\\`, `^`, a backquote, `{`, `|`, `}`, a non-ASCII letter) or `%`, which
 * cannot end a URI (§2.1).
 */
const BAD_LAST = [' ', '"', '<', '>', '\\', '^', '`', '{', '|', '}', 'é', '%'];
function brokenOf(uri, i) {
  return uri.slice(0, -1) + BAD_LAST[i % BAD_LAST.length];
}

function corpusBench(ours, oursWhy, iri, iriWhy, conform) {
  // The lines as split() leaves them are slices of the file's text (V8's
  // sliced strings, read through an indirection per character); a URI from
  // JSON, an HTTP request or the DOM is a flat string. Every contender runs on
  // flat copies; `isValid` and the App. B split also run on the slices.
  const sliced = loadCorpus();
  const all = sliced.map(flat);
  const isAbs = (s) => SCHEME.test(s);
  const valid = ours ? all.filter((s) => ours.isValid(s)) : null;
  const validSet = valid ? new Set(valid) : null;
  const invalid = ours ? all.filter((s) => !validSet.has(s)) : null;
  const iriCounts = { hosts: 0 };
  const iris = all.map((s, i) => iriOf(s, i, iriCounts));
  // The invalid inputs `check` is timed on: the corpus has few (about 2 per
  // chunk, too few to time apart from the timer's own cost), so each chunk
  // gets them all, and each valid URI also comes broken (`brokenOf`).
  const broken = valid ? new Map(valid.map((s, i) => [s, brokenOf(s, i)]).filter(([, b]) => !ours.isValid(b))) : null;

  // Chunks: the same inputs for every contender; each chunk also carries its absolute and its valid part, and the IRI counterparts of its inputs.
  const chunks = [];
  for (let i = 0; i < all.length; i += CHUNK) {
    const c = all.slice(i, i + CHUNK);
    chunks.push({
      all: c,
      abs: c.filter(isAbs),
      valid: validSet ? c.filter((s) => validSet.has(s)) : [],
      invalid: invalid ?? [],
      broken: broken ? c.filter((s) => broken.has(s)).map((s) => broken.get(s)) : [],
      sliced: sliced.slice(i, i + CHUNK),
      iri: iris.slice(i, i + CHUNK),
    });
  }
  const sets = {
    all: { label: 'all', list: all },
    abs: { label: 'absolute', list: all.filter(isAbs) },
    valid: { label: 'valid (ours)', list: valid ?? [] },
    invalid: { label: `invalid (ours; all ${invalid?.length ?? 0} in every chunk)`, list: chunks.flatMap((c) => c.invalid) },
    broken: { label: 'valid ones, last character made invalid', list: chunks.flatMap((c) => c.broken) },
    sliced: { label: 'all, as sliced strings', list: sliced },
    iri: { label: 'all, as IRIs', list: iris },
  };
  for (const s of Object.values(sets)) {
    s.bytes = utf8Bytes(s.list);
    s.chars = s.list.reduce((n, x) => n + x.length, 0);
  }

  const run = makeRunners(ours, iri, conform);
  const contenders = [
    ...(ours
      ? [
          { id: 'oursParse', name: 'uri-grammar `parse`', set: 'all', fn: run.oursParse },
          { id: 'oursIsValid', name: 'uri-grammar `isValid`', set: 'all', fn: run.oursIsValid },
        ]
      : []),
    { id: 'fastUri', name: `fast-uri ${peerVersion('fast-uri')} \`parse\``, set: 'all', fn: run.fastUri, vs: 'oursParse' },
    { id: 'uriJs', name: `uri-js ${peerVersion('uri-js')} \`parse\``, set: 'all', fn: run.uriJs, vs: 'oursParse' },
    { id: 'urijs', name: `urijs ${peerVersion('urijs')} \`new URI()\``, set: 'all', fn: run.urijs, vs: 'oursParse' },
    { id: 'appendixB', name: 'RFC 3986 App. B regex `exec`', set: 'all', fn: run.appendixB, vs: 'oursIsValid' },
    ...(ours ? [{ id: 'oursIsValidSliced', name: 'uri-grammar `isValid`', set: 'sliced', fn: run.oursIsValid }] : []),
    { id: 'appendixBSliced', name: 'RFC 3986 App. B regex `exec`', set: 'sliced', fn: run.appendixB, vs: 'oursIsValidSliced' },
    ...(ours
      ? [
          { id: 'oursParseAbs', name: 'uri-grammar `parse`', set: 'abs', fn: run.oursParse },
          { id: 'oursComponentsAbs', name: 'uri-grammar `components` (throws on invalid input, caught)', set: 'abs', fn: run.oursComponents },
        ]
      : []),
    { id: 'url', name: `Node ${process.version} \`new URL()\``, set: 'abs', fn: run.whatwgUrl, vs: 'oursParseAbs' },
    ...(ours
      ? [
          { id: 'oursCheckValid', name: 'uri-grammar `check`', set: 'valid', fn: run.oursCheck },
          { id: 'oursCheckInvalid', name: 'uri-grammar `check` (returns the error)', set: 'invalid', fn: run.oursCheck },
          { id: 'oursCheckBroken', name: 'uri-grammar `check` (returns the error)', set: 'broken', fn: run.oursCheck },
          // The scheme grammars where RFC 3986 stops (`per`: this one's time ÷ that one's).
          { id: 'oursCheckAll', name: 'uri-grammar `check`', set: 'all', fn: run.oursCheck },
          { id: 'oursCheckSchemes', name: 'uri-grammar `check(uri, { schemes: true })`', set: 'all', fn: run.oursCheckSchemes, per: 'oursCheckAll' },
          { id: 'oursIsValidSchemes', name: "uri-grammar `isValid(uri, 'URI-reference', { schemes: true })`", set: 'all', fn: run.oursIsValidSchemes, per: 'oursIsValid' },
        ]
      : []),
    ...(ours
      ? [
          { id: 'oursParseValid', name: 'uri-grammar `parse`', set: 'valid', fn: run.oursParse },
          { id: 'fastUriValid', name: 'fast-uri `parse`', set: 'valid', fn: run.fastUri, vs: 'oursParseValid' },
        ]
      : []),
    // RFC 3987 against RFC 3986 (`per`: the ratio is this one's time ÷ that one's).
    ...(ours && iri
      ? [
          { id: 'iriIsValid', name: 'uri-grammar/rfc3987 `isValid`', set: 'iri', fn: run.iriIsValid, per: 'oursIsValid' },
          { id: 'iriParse', name: 'uri-grammar/rfc3987 `parse`', set: 'iri', fn: run.iriParse, per: 'oursParse' },
          { id: 'iriIsValidAscii', name: 'uri-grammar/rfc3987 `isValid`', set: 'all', fn: run.iriIsValid, per: 'oursIsValid' },
          { id: 'iriParseAscii', name: 'uri-grammar/rfc3987 `parse`', set: 'all', fn: run.iriParse, per: 'oursParse' },
        ]
      : []),
    // The conformance report: every grammar's top-level rules (and RFC 1738's scheme rule) over one string.
    ...(ours && conform
      ? [
          { id: 'conform', name: 'uri-grammar/conform `conform` (all grammars)', set: 'all', fn: run.conform, per: 'oursIsValid' },
          { id: 'conformVerdicts', name: 'uri-grammar/conform `verdicts` (no errors built)', set: 'all', fn: run.conformVerdicts, per: 'oursIsValid' },
        ]
      : []),
  ];

  // What the contenders make of the corpus (not timed).
  out(`## Corpus: ${path.relative(REPO, CORPUS)}`);
  out();
  const abs = sets.abs.list;
  out(
    `${all.length} URIs (${abs.length} absolute, ${all.length - abs.length} relative references), ` +
      `${(sets.all.bytes / 1e6).toFixed(2)} MB, mean ${(sets.all.bytes / all.length).toFixed(1)} bytes.`,
  );
  const count = (list, f) => list.reduce((n, s) => n + (f(s) ? 1 : 0), 0);
  const throws = (f) => (s) => {
    try {
      f(s);
      return false;
    } catch {
      return true;
    }
  };
  const notes = [];
  if (ours) {
    const parseThrows = count(all, throws(ours.parse));
    const mismatch = count(all, (s) => throws(ours.parse)(s) === ours.isValid(s));
    notes.push(`uri-grammar: ${valid.length} valid, ${all.length - valid.length} invalid (\`parse\` throws on ${parseThrows})`);
    if (mismatch) notes.push(`**uri-grammar: \`parse\` and \`isValid\` disagree on ${mismatch} inputs**`);
  } else notes.push(`uri-grammar: ${oursWhy}`);
  if (ours && iri) {
    const iriValid = count(iris, (s) => iri.isValid(s));
    const mismatch = count(iris, (s) => throws(iri.parse)(s) === iri.isValid(s));
    notes.push(
      `uri-grammar/rfc3987 on the IRI counterparts (${(sets.iri.bytes / 1e6).toFixed(2)} MB; ${iriCounts.hosts} hosts in IRI form): ` +
        `${iriValid} valid, ${iris.length - iriValid} invalid; on the corpus itself ${count(all, (s) => iri.isValid(s))} valid`,
    );
    if (mismatch) notes.push(`**uri-grammar/rfc3987: \`parse\` and \`isValid\` disagree on ${mismatch} inputs**`);
  } else if (ours) notes.push(`uri-grammar/rfc3987: ${iriWhy}`);
  if (ours && conform) {
    const rows = all.reduce((n, s) => n + conform.conform(s).length, 0);
    const none = count(all, (s) => conform.conformingGrammars(s).length === 0);
    notes.push(`uri-grammar/conform: ${(rows / all.length).toFixed(1)} rows per URI (${conform.GRAMMARS.length} grammars), ${none} URIs conform to no grammar`);
  } else if (ours) notes.push('uri-grammar/conform: conform.js is not in the build: skipping `conform`');
  if (ours) {
    const schemeOf = (s) => /^[A-Za-z][A-Za-z0-9+.-]*(?=:)/.exec(s)?.[0].toLowerCase() ?? null;
    const schemes = new Set(ours.GRAMMARS.filter((g) => g.kind === 'scheme').flatMap((g) => Object.keys(g.schemeRules)));
    const mine = all.filter((s) => schemes.has(schemeOf(s)) && ours.isValid(s));
    const bad = mine.filter((s) => ours.check(s, SCHEMES) !== null);
    notes.push(`uri-grammar with \`{ schemes: true }\`: ${mine.length} valid URIs of the schemes with a grammar of their own (${[...schemes].join(', ')}), ${bad.length} of them invalid by it`);
  }
  notes.push(`fast-uri reports an \`error\` on ${count(all, (s) => fastUri.parse(s).error !== undefined)}`);
  notes.push(`uri-js reports an \`error\` on ${count(all, (s) => uriJs.parse(s).error !== undefined)}`);
  notes.push(`urijs throws on ${count(all, throws((s) => new URIjs(s)))}`);
  notes.push(`\`new URL()\` throws on ${count(abs, throws((s) => new URL(s)))} of the ${abs.length} absolute ones`);
  for (const n of notes) out(`- ${n}`);
  out();

  // The interleaved rounds.
  const times = new Map(contenders.map((c) => [c.id, []])); // per round: total ns
  const chunkTimes = new Map(contenders.map((c) => [c.id, []])); // per round and chunk: ns
  const t0 = Date.now();
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    gc?.();
    const total = new Map(contenders.map((c) => [c.id, 0n]));
    const perChunk = new Map(contenders.map((c) => [c.id, new Array(chunks.length).fill(NaN)]));
    for (let k = 0; k < chunks.length; k++) {
      const chunk = chunks[k];
      const start = (k + round) % contenders.length;
      for (let j = 0; j < contenders.length; j++) {
        const c = contenders[(start + j) % contenders.length];
        const input = chunk[c.set];
        if (input.length === 0) continue;
        const t = process.hrtime.bigint();
        sink += c.fn(input);
        const dt = process.hrtime.bigint() - t;
        total.set(c.id, total.get(c.id) + dt);
        if (round >= WARMUP) perChunk.get(c.id)[k] = Number(dt);
      }
    }
    if (round >= WARMUP) {
      for (const c of contenders) {
        times.get(c.id).push(Number(total.get(c.id)));
        chunkTimes.get(c.id).push(perChunk.get(c.id));
      }
    }
  }
  const elapsed = (Date.now() - t0) / 1000;

  const nsPer = (c) => median(times.get(c.id)) / sets[c.set].list.length;
  const setOf = (id) => sets[contenders.find((c) => c.id === id).set];
  /** Time per input (or, with `perChar`, per character) of `a` ÷ that of `b`, within each round: the median and the range. */
  const pairedRatio = (a, b, perChar = false) => {
    const ra = times.get(a);
    const rb = times.get(b);
    const [na, nb] = [setOf(a), setOf(b)].map((set) => (perChar ? set.chars : set.list.length));
    const rs = ra.map((x, i) => x / na / (rb[i] / nb));
    return { median: median(rs), min: Math.min(...rs), max: Math.max(...rs) };
  };
  /**
   * The median of the paired ratios of every chunk in every round: robust to
   * preemption of single chunks. With `perChar`, of the times per character
   * (the two contenders' inputs in a chunk differ, as valid and invalid ones).
   */
  const chunkRatio = (a, b, perChar = false) => {
    const rs = [];
    const [sa, sb] = [a, b].map((id) => contenders.find((c) => c.id === id).set);
    const size = (k, set) => (perChar ? chunks[k][set].reduce((n, x) => n + x.length, 0) : chunks[k][set].length);
    chunkTimes.get(a).forEach((row, r) => row.forEach((x, k) => {
      const y = chunkTimes.get(b)[r][k];
      if (x > 0 && y > 0) rs.push(x / size(k, sa) / (y / size(k, sb)));
    }));
    return median(rs);
  };
  const has = (id) => times.has(id);

  out(
    `### Throughput (${ROUNDS} rounds after ${WARMUP} warm-up, chunks of ${CHUNK}, ` +
      `${gc ? 'GC between rounds' : 'no --expose-gc: no GC between rounds'}; ${elapsed.toFixed(0)} s)`,
  );
  out();
  out('ratio = time of uri-grammar (`parse`, or `isValid` against App. B) ÷ time of the contender, on the same inputs: median of the per-round ratios.');
  out(
    'For uri-grammar/rfc3987 (RFC 3987) it is its time ÷ the time of the RFC 3986 function of the same name on the corpus (all): ' +
      'on "all, as IRIs" (each URI of the corpus with a non-ASCII character in its path and its host in IRI form), and on the corpus itself (all). ' +
      'For uri-grammar/conform it is its time ÷ the time of RFC 3986 `isValid` on the same URIs.',
  );
  out();
  const rows = contenders.map((c) => {
    const ns = nsPer(c);
    const mbs = sets[c.set].bytes / (median(times.get(c.id)) / 1e9) / 1e6;
    const ratio = c.vs && has(c.vs) ? `${fmt(pairedRatio(c.vs, c.id).median)}×` : c.per && has(c.per) ? `${fmt(pairedRatio(c.id, c.per).median)}×` : '—';
    const perChar = median(times.get(c.id)) / sets[c.set].chars;
    return [c.name, sets[c.set].label, fmtNs(ns), fmt(perChar), fmt(mbs, 1), ratio];
  });
  out(table(['contender', 'inputs', 'ns/URI', 'ns/char', 'MB/s', 'ratio'], rows, ['l', 'l', 'r', 'r', 'r', 'r']));
  out();

  out('### Targets');
  out();
  // [label, a, b, target, per character]
  const verdicts = [
    ['`parse` ÷ fast-uri `parse` (all)', 'oursParse', 'fastUri', 0.5],
    ['`parse` ÷ fast-uri `parse` (valid only)', 'oursParseValid', 'fastUriValid', null],
    ['`parse` ÷ uri-js `parse`', 'oursParse', 'uriJs', null],
    ['`parse` ÷ urijs `new URI()`', 'oursParse', 'urijs', null],
    ['`parse` ÷ `new URL()` (absolute)', 'oursParseAbs', 'url', 0.8],
    ['`isValid` ÷ App. B regex', 'oursIsValid', 'appendixB', 0.7],
    ['`isValid` ÷ App. B regex (sliced strings)', 'oursIsValidSliced', 'appendixBSliced', null],
    ['`components` ÷ `new URL()` (absolute)', 'oursComponentsAbs', 'url', 0.6],
    ['`check`: invalid (last character) ÷ valid input, per character', 'oursCheckBroken', 'oursCheckValid', 4, true],
    ['`check`: invalid (the corpus\'s) ÷ valid input, per character', 'oursCheckInvalid', 'oursCheckValid', null, true],
    ['rfc3987 `isValid` (IRIs) ÷ `isValid` (their URIs)', 'iriIsValid', 'oursIsValid', null],
    ['rfc3987 `parse` (IRIs) ÷ `parse` (their URIs)', 'iriParse', 'oursParse', null],
    ['rfc3987 `isValid` ÷ `isValid` (the same URIs)', 'iriIsValidAscii', 'oursIsValid', null],
    ['rfc3987 `parse` ÷ `parse` (the same URIs)', 'iriParseAscii', 'oursParse', null],
    ['`check(uri, { schemes: true })` ÷ `check(uri)` (all)', 'oursCheckSchemes', 'oursCheckAll', 1.2],
    ['`isValid` with `{ schemes: true }` ÷ `isValid` (all)', 'oursIsValidSchemes', 'oursIsValid', null],
    ['`conform` (all grammars) ÷ `isValid`', 'conform', 'oursIsValid', null],
    ['conform `verdicts` ÷ `isValid`', 'conformVerdicts', 'oursIsValid', null],
  ];
  const vrows = verdicts.map(([label, a, b, target, perChar = false]) => {
    if (!has(a) || !has(b)) return [label, '—', '—', '—', target ? `≤ ${target}×` : '', ours ? (iri ? '—' : 'skipped: no rfc3987') : 'skipped: ours not built'];
    const r = pairedRatio(a, b, perChar);
    const perChunk = chunkRatio(a, b, perChar);
    const noisy = Math.abs(Math.log(r.median / perChunk)) > Math.log(1.25) ? ' (noisy: the two medians differ by over 25%)' : '';
    // Met only when both estimates are within the target.
    const verdict = target == null ? noisy.trim() : (Math.max(r.median, perChunk) <= target ? 'met' : 'NOT met') + noisy;
    return [label, `${fmt(r.median)}×`, `${fmt(r.min)}–${fmt(r.max)}×`, `${fmt(perChunk)}×`, target ? `≤ ${target}×` : '', verdict];
  });
  out(table(['ratio', 'median', 'range over rounds', 'per-chunk median', 'target', 'verdict'], vrows, ['l', 'r', 'r', 'r', 'r', 'l']));
  out();
}

// ----- part 1b: the grammars of one scheme -----

/**
 * For each grammar of one scheme in the build's GRAMMARS: the URIs of its
 * scheme (the valid inputs of its scheme rule in test/vectors/<name>.json,
 * and the corpus's URIs of its scheme that RFC 3986 accepts), and the time
 * per URI of its own `isValid` (its subpath, from the same copy of the build),
 * of the root's `isValid(uri, 'URI', { schemes: true })` and of the root's
 * `isValid(uri, 'URI')` (RFC 3986 alone), interleaved as part 1 does.
 */
async function schemeBench(ours, url) {
  const schemeGrammars = ours.GRAMMARS.filter((g) => g.kind === 'scheme');
  const corpus = fs.existsSync(CORPUS) ? loadCorpus().map(flat) : [];
  const rows = [];
  const t0 = Date.now();
  for (const g of schemeGrammars) {
    const entry = new URL(`./entries/${g.name}.js`, url);
    if (!fs.existsSync(fileURLToPath(entry))) {
      rows.push([`\`${g.name}\``, '—', '—', '—', '—', '—', 'not in the build']);
      continue;
    }
    const mod = await import(entry.href);
    const rules = new Set(Object.values(g.schemeRules));
    const schemes = Object.keys(g.schemeRules);
    const vectorsFile = path.join(REPO, 'test', 'vectors', `${g.name}.json`);
    const vectors = fs.existsSync(vectorsFile) ? JSON.parse(fs.readFileSync(vectorsFile, 'utf8')).check ?? [] : [];
    const own = vectors.filter((c) => rules.has(c.rule) && c.offset === null).map((c) => flat(c.input));
    const found = corpus.filter((s) => schemes.includes(s.slice(0, s.indexOf(':')).toLowerCase()) && ours.isValid(s, 'URI') && !s.includes('#'));
    const inputs = [...new Set([...own, ...found])].filter((s) => ours.isValid(s, 'URI') && !s.includes('#'));
    if (inputs.length === 0) {
      rows.push([`\`${g.name}\``, schemes.join(', '), '0', '—', '—', '—', 'no input']);
      continue;
    }
    // Chunks of about CHUNK calls: the inputs repeated.
    const reps = Math.max(1, Math.round(CHUNK / inputs.length));
    const chunk = Array.from({ length: reps }, () => inputs).flat();
    const isValid = mod.isValid;
    const fns = {
      own: (c) => { let n = 0; for (let i = 0; i < c.length; i++) if (isValid(c[i])) n++; return n; },
      schemes: (c) => { let n = 0; for (let i = 0; i < c.length; i++) if (ours.isValid(c[i], 'URI', SCHEMES)) n++; return n; },
      rfc3986: (c) => { let n = 0; for (let i = 0; i < c.length; i++) if (ours.isValid(c[i], 'URI')) n++; return n; },
    };
    const ids = Object.keys(fns);
    const times = Object.fromEntries(ids.map((id) => [id, []]));
    const per = 40;
    for (let round = 0; round < WARMUP + ROUNDS; round++) {
      gc?.();
      const total = Object.fromEntries(ids.map((id) => [id, 0n]));
      for (let k = 0; k < per; k++) {
        for (let j = 0; j < ids.length; j++) {
          const id = ids[(k + round + j) % ids.length];
          const t = process.hrtime.bigint();
          sink += fns[id](chunk);
          total[id] += process.hrtime.bigint() - t;
        }
      }
      if (round >= WARMUP) for (const id of ids) times[id].push(Number(total[id]) / (per * chunk.length));
    }
    const valid = inputs.filter((s) => isValid(s)).length;
    const ratio = median(times.schemes.map((x, i) => x / times.rfc3986[i]));
    rows.push([`\`${g.name}\``, schemes.join(', '), `${inputs.length} (${valid} valid; ${found.length} from the corpus)`, fmtNs(median(times.own)), fmtNs(median(times.schemes)), fmtNs(median(times.rfc3986)), `${fmt(ratio)}×`]);
  }
  // The corpus again, `check` against `check(uri, { schemes: true })` alone, in turns (part 1 runs them among every contender).
  let pair = null;
  if (corpus.length > 0) {
    const chunks = [];
    for (let i = 0; i < corpus.length; i += CHUNK) chunks.push(corpus.slice(i, i + CHUNK));
    const plain = (c) => { let n = 0; for (let i = 0; i < c.length; i++) if (ours.check(c[i]) === null) n++; return n; };
    const withSchemes = (c) => { let n = 0; for (let i = 0; i < c.length; i++) if (ours.check(c[i], SCHEMES) === null) n++; return n; };
    const ratios = [];
    for (let round = 0; round < WARMUP + 2 * ROUNDS; round++) {
      gc?.();
      let [ta, tb] = [0n, 0n];
      for (let k = 0; k < chunks.length; k++) {
        for (const f of (k + round) % 2 ? [plain, withSchemes] : [withSchemes, plain]) {
          const t = process.hrtime.bigint();
          sink += f(chunks[k]);
          const dt = process.hrtime.bigint() - t;
          if (f === plain) ta += dt;
          else tb += dt;
        }
      }
      if (round >= WARMUP) ratios.push(Number(tb) / Number(ta));
    }
    pair = { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios), rounds: ratios.length };
  }
  out(`### Scheme grammars: \`isValid\` per URI of their scheme (${ROUNDS} rounds after ${WARMUP} warm-up; ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  out();
  out("own: the grammar's `isValid` (its subpath, its start rule); schemes: the root's `isValid(uri, 'URI', { schemes: true })` (RFC 3986, then the scheme's rule); RFC 3986: the root's `isValid(uri, 'URI')`; ratio: schemes ÷ RFC 3986, the median of the per-round ratios.");
  out();
  out(table(['grammar', 'schemes', 'URIs', 'own ns/URI', 'schemes ns/URI', 'RFC 3986 ns/URI', 'ratio'], rows, ['l', 'l', 'l', 'r', 'r', 'r', 'r']));
  out();
  if (pair !== null) {
    const verdict = pair.median <= 1.2 ? 'met' : 'NOT met';
    out(`\`check(uri, { schemes: true })\` ÷ \`check(uri)\` on the corpus, the two alone in turns (${pair.rounds} rounds): ${fmt(pair.median)}× (range ${fmt(pair.min)}–${fmt(pair.max)}×; target ≤ 1.2×: ${verdict})`);
    out();
  }
}

// ----- part 2: long inputs -----

const KB = 1024;
const MB = 1024 * 1024;
const SIZES = [KB, 100 * KB, MB, 10 * MB].filter((s) => s <= MAX_SIZE);
const sizeLabel = (n) => (n >= MB ? `${n / MB} MB` : `${n / KB} KB`);

/** The hostile shapes shared with the tests (scripts/shapes.cjs): { id, name, valid(n), bad(n) }. */
let SHAPES = null;
let BAD = null;
let shapesWhy = null;
try {
  ({ shapes: SHAPES, BAD } = await import('./shapes.mjs'));
} catch (e) {
  shapesWhy = `scripts/shapes.mjs did not load (${e?.code ?? e?.message ?? e}): skipping long inputs`;
}
// Flat, as a string read from a file, a socket or JSON is: the shapes are built
// by concatenation and repeat(), which V8 keeps as a rope, and every character
// read from a rope goes through an indirection no real input pays.
const flat = (s) => Buffer.from(s, 'utf8').toString('utf8');
const makeInput = (shape, n, bad) => flat(bad ? SHAPES[shape].bad(n) : SHAPES[shape].valid(n));

/** The functions timed on long inputs, by name; ours only when loaded. */
function longFunctions(ours) {
  const fastParse = fastUri.parse;
  return {
    ...(ours
      ? {
          'uri-grammar `isValid`': (s) => (ours.isValid(s) ? 1 : 0),
          'uri-grammar `parse`': (s) => {
            try {
              return ours.parse(s) === undefined ? 0 : 1;
            } catch {
              return -1;
            }
          },
        }
      : {}),
    'fast-uri `parse`': (s) => (fastParse(s).error === undefined ? 1 : 0),
    'App. B regex': (s) => (APPENDIX_B.exec(s) === null ? 0 : 1),
  };
}
/**
 * Times `fn(input)`: a single call when that already takes `budget` ms, else
 * the median of batches of calls long enough for the timer, until about
 * `budget` ms are spent (at least 3 batches). Returns ms per call and the
 * first call's result.
 */
function timeCalls(fn, input, budget) {
  let t = process.hrtime.bigint();
  const result = fn(input);
  const first = Number(process.hrtime.bigint() - t) / 1e6;
  sink += result;
  if (first >= budget) return { ms: first, result };
  const batch = Math.max(1, Math.min(10_000, Math.floor(1 / Math.max(first, 1e-4))));
  const samples = [];
  let spent = first;
  while (samples.length < 3 || (spent < budget && samples.length < 200)) {
    t = process.hrtime.bigint();
    for (let i = 0; i < batch; i++) sink += fn(input);
    const ms = Number(process.hrtime.bigint() - t) / 1e6;
    samples.push(ms / batch);
    spent += ms;
  }
  return { ms: median(samples), result };
}

const CALL_LIMIT_MS = 5_000;
/** Ours side by side: as many rounds over the inputs as fit in TURNS_BUDGET_MS, from TURNS_MIN to TURNS. */
const TURNS = 40;
const TURNS_MIN = 3;
const TURNS_BUDGET_MS = 60_000;
const WORKER_LIMIT_MS = 60_000;
const errorText = (e) => {
  if (e?.code === 'ERR_WORKER_OUT_OF_MEMORY') return 'error: out of memory';
  const msg = String(e?.message ?? e)
    .split('\n')[0]
    .replaceAll(pathToFileURL(REPO).href + '/', '')
    .replaceAll(REPO + path.sep, '');
  return `error: ${e?.name ?? 'Error'}${msg ? ` ${msg.length > 40 ? `${msg.slice(0, 40)}…` : msg}` : ''}`.replace(/\|/g, '\\|');
};

/**
 * In a worker: one function on one shape, valid then bad, the given sizes
 * ascending. Posts { bad, size, ms, result } or { bad, size, note } per size.
 * `prior` holds the [size, ms] already measured for each validity (phase 1),
 * from which a size whose call is projected to take over CALL_LIMIT_MS is skipped.
 */
async function longWorker({ fname, shape, sizes, impl, prior }) {
  const ours = impl ? await import(impl) : null;
  const fn = longFunctions(ours)[fname];
  for (const bad of [false, true]) {
    const seen = [...(prior?.[String(bad)] ?? [])];
    let stopped = null;
    // Warm this worker's JIT up on the smallest input first.
    const small = makeInput(shape, SIZES[0], bad);
    for (const t = Date.now(); Date.now() - t < 30; ) sink += fn(small);
    for (const n of sizes) {
      if (!stopped && seen.length) {
        const [n1, ms1] = seen[seen.length - 1];
        const [n0, ms0] = seen.length > 1 ? seen[seen.length - 2] : [n1, ms1];
        const k = n0 < n1 ? Math.max(1, Math.log(ms1 / ms0) / Math.log(n1 / n0)) : 1;
        const projected = ms1 * (n / n1) ** k;
        if (projected > CALL_LIMIT_MS) stopped = `skipped: ~${(projected / 1000).toFixed(0)} s/call projected`;
      }
      if (stopped) {
        parentPort.postMessage({ bad, size: n, note: stopped });
        continue;
      }
      try {
        const input = makeInput(shape, n, bad);
        gc?.();
        const { ms, result } = timeCalls(fn, input, n >= MB ? 150 : 50);
        seen.push([n, ms]);
        parentPort.postMessage({ bad, size: n, ms, result });
      } catch (e) {
        stopped = errorText(e);
        parentPort.postMessage({ bad, size: n, note: stopped });
      }
    }
  }
}

/**
 * In a worker: `fn` on all `inputs` in turn, `rounds` times after a warm-up
 * call each; posts each input's fastest call in ms. The tables measure each
 * input minutes apart from the others, and a shared machine's speed drifts by
 * up to 2x over minutes: here every round sees every input within seconds.
 */
async function turnsWorker({ fname, impl, inputs, rounds }) {
  const ours = impl ? await import(impl) : null;
  const fn = longFunctions(ours)[fname];
  const strings = inputs.map((x) => makeInput(x.shape, x.size, x.bad));
  for (const input of strings) sink += fn(input);
  const best = strings.map(() => Infinity);
  for (let r = 0; r < rounds; r++) {
    strings.forEach((input, i) => {
      const t = process.hrtime.bigint();
      sink += fn(input);
      best[i] = Math.min(best[i], Number(process.hrtime.bigint() - t) / 1e6);
    });
  }
  parentPort.postMessage({ ms: best });
}

/**
 * The worst/best lines of `items` ({ v: ms per MB, where, bad }): all of them
 * under `allLabel`, then the valid and the invalid ones apart, each as
 * `label: ratio× (worst …; best …)`; a group with no items has no line.
 */
function worstBestLines(items, allLabel) {
  const groups = [[allLabel, items], ['- valid inputs only', items.filter((x) => !x.bad)], ['- invalid inputs only', items.filter((x) => x.bad)]];
  return groups
    .filter(([, xs]) => xs.length > 0)
    .map(([label, xs]) => {
      const lo = xs.reduce((a, b) => (b.v < a.v ? b : a));
      const hi = xs.reduce((a, b) => (b.v > a.v ? b : a));
      return `${label}: ${fmt(hi.v / lo.v, 1)}× (worst ${fmt(hi.v)} ms/MB: ${hi.where}; best ${fmt(lo.v)} ms/MB: ${lo.where})`;
    });
}

/**
 * Ours again on the inputs of worst/best (those whose error is not near the
 * start, at `sizes`), all called in turn in one worker (turnsWorker), and
 * worst/best over each input's fastest call: all, valid, invalid.
 */
async function sideBySide(fname, results, sizes, implUrl) {
  const inputs = [];
  for (let shape = 0; shape < SHAPES.length; shape++) {
    for (const size of sizes) {
      for (const bad of [false, true]) {
        if (bad && SHAPES[shape].badAt(size) < size / 2) continue;
        const ms = results.get(`${fname}|${shape}|${bad}|${size}`)?.ms;
        if (ms !== undefined) inputs.push({ shape, size, bad, ms });
      }
    }
  }
  if (inputs.length < 2) return;
  const roundMs = inputs.reduce((t, x) => t + x.ms, 0);
  const rounds = Math.max(TURNS_MIN, Math.min(TURNS, Math.floor(TURNS_BUDGET_MS / roundMs)));
  const m = await runTurnsWorker({ fname, impl: implUrl, inputs: inputs.map(({ shape, size, bad }) => ({ shape, size, bad })), rounds }, 4 * TURNS_BUDGET_MS);
  if (m.ms === undefined) {
    out(`- side by side: ${m.note}`);
    return;
  }
  const perMB = inputs.map((x, i) => ({ v: m.ms[i] / (x.size / MB), where: `${SHAPES[x.shape].id}, ${sizeLabel(x.size)}${x.bad ? ' bad' : ''}`, bad: x.bad }));
  out(`Side by side: the ${inputs.length} inputs above at ${sizes.map(sizeLabel).join(' and ')} called in turn in one worker, ${rounds} rounds, each input's fastest call:`);
  for (const line of worstBestLines(perMB, '- worst/best')) out(line);
}

/**
 * Runs this script as a worker on `workerData`, with a memory cap and a time
 * limit, passing each message it posts to `onMessage`; resolves to how it
 * ended: the note of a timeout or an error, or 'no result' when it exits.
 */
function runWorker(workerData, limitMs, onMessage) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL(import.meta.url), { workerData, resourceLimits: { maxOldGenerationSizeMb: 8192 } });
    let done = false;
    const finish = (note) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(note);
    };
    const timer = setTimeout(() => {
      worker.terminate();
      finish(`timeout (> ${Math.round(limitMs / 1000)} s)`);
    }, limitMs);
    worker.on('message', onMessage);
    worker.on('error', (e) => finish(errorText(e)));
    worker.on('exit', () => finish('no result'));
  });
}

/** Runs turnsWorker; resolves to its message, or to { note } when it posted none. */
async function runTurnsWorker(task, limitMs) {
  let result = null;
  const note = await runWorker({ kind: 'turns', ...task }, limitMs, (m) => (result = m));
  return result ?? { note };
}

/** Runs one longWorker; resolves to its rows, keyed `${bad}|${size}`, with the worker's end as the note of the rows it did not post. */
async function runLongWorker(task, limitMs) {
  const rows = new Map();
  const note = await runWorker(task, limitMs, (m) => rows.set(`${m.bad}|${m.size}`, m));
  for (const bad of [false, true]) for (const n of task.sizes) if (!rows.has(`${bad}|${n}`)) rows.set(`${bad}|${n}`, { note });
  return rows;
}

async function longBench(ours, oursWhy, implUrl) {
  const fnames = Object.keys(longFunctions(ours));
  const deadline = Date.now() + LONG_BUDGET_MS;
  const t0 = Date.now();

  out(`## Long inputs: ms per MB (MB = 2^20 characters; lower is faster)`);
  out();
  out(
    `Each shape of scripts/shapes.cjs at ${SIZES.map(sizeLabel).join(', ')}, valid and "bad" ` +
      `(most with \`${BAD}\`, in no RFC 3986 rule, as the last character). ` +
      'A flat row means linear time; `max/min` is the spread of a row.',
  );
  out();
  for (const s of SHAPES) out(`- \`${s.id}\`: ${s.name}`);
  if (!ours) out(`\nuri-grammar: ${oursWhy}`);
  out();

  // Phase 1: every function on every shape up to 1 MB. Phase 2: the 10 MB inputs,
  // ours first and fast-uri (the slowest) last, so that a run out of time loses
  // the peers' largest inputs first.
  const results = new Map(); // `${fname}|${shape}|${bad}|${size}` -> row
  const phases = [SIZES.filter((n) => n < 10 * MB), SIZES.filter((n) => n >= 10 * MB)];
  for (const sizes of phases) {
    if (sizes.length === 0) continue;
    const order = sizes[0] >= 10 * MB ? [...fnames].sort((a, b) => (a.startsWith('fast-uri') ? 1 : 0) - (b.startsWith('fast-uri') ? 1 : 0)) : fnames;
    // Ours LONG_ROUNDS times, the shapes in turn each round, keeping each
    // input's fastest round: a shared machine's speed drifts over minutes, and
    // worst/best compares shapes measured minutes apart.
    const runs = order.flatMap((fname) => (fname.startsWith('uri-grammar') ? Array.from({ length: LONG_ROUNDS }, () => fname) : [fname]));
    const byRound = [...new Set(runs)].flatMap((f) => runs.filter((x) => x === f).map((x, i) => [i, x]));
    byRound.sort((a, b) => a[0] - b[0]);
    for (const [round, fname] of byRound) {
      for (let shape = 0; shape < SHAPES.length; shape++) {
        const left = deadline - Date.now();
        let rows;
        if (left < 2000 && round > 0) continue;
        if (left < 2000) rows = new Map();
        else {
          const prior = {};
          for (const bad of [false, true]) {
            prior[String(bad)] = SIZES.filter((n) => n < sizes[0])
              .map((n) => [n, results.get(`${fname}|${shape}|${bad}|${n}`)?.ms])
              .filter(([, ms]) => ms !== undefined);
          }
          const impl = fname.startsWith('uri-grammar') ? implUrl : null;
          rows = await runLongWorker({ fname, shape, sizes, impl, prior }, Math.min(WORKER_LIMIT_MS, left));
        }
        for (const bad of [false, true]) {
          for (const n of sizes) {
            const key = `${fname}|${shape}|${bad}|${n}`;
            const row = rows.get(`${bad}|${n}`) ?? { note: 'skipped: time budget' };
            const before = results.get(key);
            if (before?.ms === undefined || (row.ms !== undefined && row.ms < before.ms)) results.set(key, row);
          }
        }
      }
    }
  }

  const wrong = [];
  for (const fname of fnames) {
    out(`### ${fname}`);
    out();
    const header = ['shape', ...SIZES.flatMap((n) => [sizeLabel(n), `${sizeLabel(n)} bad`]), 'max/min'];
    const rows = [];
    // worst/best over the issue's sizes (1 MB and up; all sizes when the run
    // has none): at 1 KB a call's fixed cost, such as building the error
    // object, is what the time per MB measures. All inputs, then valid and
    // invalid ones apart (an invalid input costs the first pass and the DFA
    // pass that finds the offset and the expectations).
    const spreadSizes = SIZES.some((n) => n >= MB) ? SIZES.filter((n) => n >= MB) : SIZES;
    const counted = [];
    let anyEarly = false;
    for (let shape = 0; shape < SHAPES.length; shape++) {
      const cells = [];
      const vals = [];
      for (const n of SIZES) {
        for (const bad of [false, true]) {
          const r = results.get(`${fname}|${shape}|${bad}|${n}`);
          if (r.ms === undefined) {
            cells.push(r.note);
            continue;
          }
          const where = `${SHAPES[shape].id}, ${sizeLabel(n)}${bad ? ' bad' : ''}`;
          if (fname === 'uri-grammar `isValid`' && r.result !== (bad ? 0 : 1)) wrong.push(`${where}: \`isValid\` returned ${r.result === 1}`);
          const msPerMB = r.ms / (n / MB);
          const early = bad && SHAPES[shape].badAt(n) < n / 2;
          cells.push(fmt(msPerMB, msPerMB < 10 ? 2 : 1) + (early ? ' †' : ''));
          if (early) {
            anyEarly = true;
            continue;
          }
          vals.push(msPerMB);
          if (!spreadSizes.includes(n)) continue;
          counted.push({ v: msPerMB, where, bad });
        }
      }
      const spread = vals.length > 1 ? `${fmt(Math.max(...vals) / Math.min(...vals), 1)}×` : '—';
      rows.push([`\`${SHAPES[shape].id}\``, ...cells, spread]);
    }
    out(table(header, rows, ['l', ...header.slice(1).map(() => 'r')]));
    out();
    if (anyEarly) {
      out('† the syntax error is near the start, so the rest of the input need not be read: left out of max/min and worst/best.');
      out();
    }
    const at = spreadSizes.map(sizeLabel).join(' and ');
    for (const line of worstBestLines(counted, `worst/best at ${at}`)) out(line);
    if (fname.startsWith('uri-grammar')) await sideBySide(fname, results, spreadSizes, implUrl);
    out();
  }
  if (wrong.length) {
    out('**uri-grammar `isValid` disagrees with the intended validity of these inputs:**');
    for (const w of wrong) out(`- ${w}`);
    out();
  }
  out(`(long inputs: ${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  out();
}

// ----- main -----

if (isMainThread) {
  const started = Date.now();
  const { ours, from, url, why, iri, iriWhy, conform } = await loadOurs();
  const m = machine();
  const load = os.loadavg().map((x) => x.toFixed(2));
  out(`# uri-grammar benchmark`);
  out();
  out(`- date: ${new Date().toISOString()}`);
  out(`- machine: ${m.cpu}, ${m.cores} cores, ${m.mem}; ${os.platform()} ${os.release()}; load average ${load.join(' ')}`);
  out(`- node ${process.version} (V8 ${process.versions.v8})${gc ? ', --expose-gc' : ''}`);
  const shown = from && !path.relative(REPO, from).startsWith('..') ? path.relative(REPO, from) : from;
  out(`- uri-grammar: ${ours ? `${shown}${m.commit ? ` at ${m.commit}` : ''}` : why}`);
  if (Number(load[0]) > m.cores * 0.75) out(`- note: the machine is busy (load ${load[0]} on ${m.cores} cores): expect noisy ratios`);
  out();
  if (!ours) console.error(why);
  if (RUN_CORPUS) corpusBench(ours, why, iri, iriWhy, conform);
  if (RUN_SCHEMES && ours) await schemeBench(ours, url);
  if (RUN_TEMPLATE && ours) {
    // Part 3: URI Templates, from the same copy of the build (its rfc6570 entry point).
    const entry = new URL('./entries/rfc6570.js', url);
    if (fs.existsSync(fileURLToPath(entry))) {
      const { templateBench } = await import('./bench-template.mjs');
      await templateBench({ url: entry.href, out, gc });
    } else out('entries/rfc6570.js is not in the build: skipping URI Templates\n');
  }
  if (RUN_LONG && !SHAPES) out(shapesWhy);
  if (RUN_LONG && SHAPES) await longBench(ours, why, ours ? url : null);
  out(`(total ${((Date.now() - started) / 1000).toFixed(0)} s; checksum ${sink})`);
} else if (workerData.kind === 'turns') {
  await turnsWorker(workerData);
} else {
  await longWorker(workerData);
}
