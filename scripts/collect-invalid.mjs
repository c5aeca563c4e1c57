#!/usr/bin/env node
/**
 * Collects real invalid URLs, the corpus the diagnoses are measured on
 * (test/corpus/invalid.jsonl; scripts/diagnoses.mjs, test/proof/diagnoses-corpora.test.ts):
 * strings that were meant as URLs, taken from the text installed on this
 * machine, that RFC 3986 rejects. Four ways a URL leaves a text, each a
 * `how` of the corpus:
 *
 * - `token`: a run of non-blank characters from a `scheme://`, as a grep or
 *   a split on white space takes it, with the quote, bracket or markup after
 *   it (documentation, man pages, info pages, READMEs, logs);
 * - `trimmed`: the same with the delimiters of the text taken off and the
 *   trailing punctuation trimmed, as scripts/build-corpus.mjs extracts them:
 *   what remains invalid is the URL's own (placeholders, templates, spaces);
 * - `string`: a string literal of code that begins with `scheme://`
 *   (JavaScript and TypeScript sources, their declarations), as written;
 * - `extract`: a URI that `uri-grammar extract` finds delimited ("<…>", "…")
 *   and reports invalid (its rejects), in the READMEs and documents of
 *   node_modules and /usr/share/doc.
 *
 *   node scripts/collect-invalid.mjs [--per-kind 40] [--seed 3986] [--out test/corpus/invalid.jsonl]
 *
 * One line per URL: {"how", "source", "input"}, `source` the package and
 * file it was found in (`npm:ajv/README.md`, `doc:git/…`, `man:curl.1`,
 * `log:apt/history.log`). To keep the rare mistakes from drowning under the
 * commonest (a closing quote), at most --per-kind URLs of each way and kind
 * of error (the class of the offending character) are kept, chosen by a
 * seeded shuffle. What a committed file must not hold is left out as
 * build-corpus's --public leaves it out (scripts/corpus-public.cjs: file: URIs,
 * user names, e-mail addresses, paths of this machine). The output is
 * deterministic for a given set of installed files; dist/ must be built.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { opt } from './args.mjs';
import { mulberry32 } from './random.cjs';
import corpusPublic from './corpus-public.cjs';
import { TAIL, trimTrailing } from './corpus-text.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { check } = require(path.join(REPO, 'dist', 'cjs', 'src', 'index.js'));
const { extract } = require(path.join(REPO, 'dist', 'cjs', 'src', 'entries', 'extract.js'));

const PER_KIND = Number(opt('per-kind', 40));
const SEED = Number(opt('seed', 3986));
const OUT = path.resolve(REPO, opt('out', 'test/corpus/invalid.jsonl'));
const MAX_LENGTH = 512;
const MAX_FILE_BYTES = 4 * 1024 * 1024;

const NODE_MODULES = path.join(REPO, 'node_modules');
const DOC_ROOTS = [
  { root: '/usr/share/doc', label: 'doc' },
  { root: '/usr/share/man', label: 'man', roff: true },
  { root: '/usr/share/info', label: 'info' },
];
const LOG_ROOT = '/var/log';

// ----- files -----

/** Every regular file under `root` that `want` accepts, sorted; hidden folders and symbolic links to folders skipped. */
function walk(root, want) {
  const out = [];
  const stack = [root];
  while (stack.length) {
    const dir = stack.pop();
    let entries;
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!e.name.startsWith('.')) stack.push(full);
      } else if (e.isFile() && want(e.name, full)) out.push(full);
    }
  }
  return out.sort();
}

/** The file's text (gunzipped), or null when unreadable, too large or binary. */
function readText(file) {
  try {
    if (fs.statSync(file).size > MAX_FILE_BYTES) return null;
    let buf = fs.readFileSync(file);
    if (file.endsWith('.gz')) buf = zlib.gunzipSync(buf, { maxOutputLength: MAX_FILE_BYTES });
    if (buf.subarray(0, 8192).includes(0)) return null;
    return buf.toString('utf8');
  } catch {
    return null;
  }
}

/** The roff escapes around URLs in man pages (as scripts/build-corpus.mjs removes them). */
function unroff(text) {
  return text
    .replace(/\\f(?:\[[^\]\n]*\]|\(..|.)/g, '')
    .replace(/\\\*(?:\[[^\]\n]*\]|\(..|.)/g, ' ')
    .replace(/\\\((?:ti|ap)/g, '~')
    .replace(/\\\(..|\\\[[^\]\n]*\]/g, ' ')
    .replace(/\\[-e]/g, (m) => (m === '\\-' ? '-' : '\\'))
    .replace(/\\[&:%|^/,)\n]/g, '')
    .replace(/\\ /g, ' ');
}

// ----- the ways a URL leaves a text -----

const SCHEME = '[A-Za-z][A-Za-z0-9+.-]*';
/** `token`: from a scheme and "://" to the next white space. */
const TOKEN = new RegExp(`(?<![A-Za-z0-9+.-])${SCHEME}://\\S+`, 'g');
/** `trimmed`: the same, stopped at the delimiters of text (the corpus's TAIL). */
const TRIMMED = new RegExp(`(?<![A-Za-z0-9+.-])${SCHEME}://${TAIL}`, 'g');
/** `string`: a one-line string literal of code that begins with a scheme and "://". */
const STRING = new RegExp(`(["'\`])(${SCHEME}://(?:[^"'\`\\n\\\\]|\\\\.)*)\\1`, 'g');

/** Candidates: how → input → the first source it was found in. */
const found = { token: new Map(), trimmed: new Map(), string: new Map(), extract: new Map() };

function add(how, input, source) {
  if (input.length > MAX_LENGTH || input.length < 10) return;
  if (!found[how].has(input)) found[how].set(input, source);
}

function prose(text, source) {
  for (const m of text.matchAll(TOKEN)) add('token', m[0], source);
  for (const m of text.matchAll(TRIMMED)) add('trimmed', trimTrailing(m[0]), source);
}

function rejects(text, source) {
  try {
    for (const u of extract(text)) if (!u.valid) add('extract', u.uri, source);
  } catch {
    // A text the extractor refuses (none so far) adds nothing.
  }
}

function code(text, source) {
  for (const m of text.matchAll(STRING)) add('string', m[2], source);
  // The comments' prose: the lines that begin with //, /*, * or #.
  for (const line of text.split('\n')) if (/^\s*(?:\/\/|\/\*|\*|#)/.test(line)) prose(line, source);
}

const stats = { files: 0 };
const docWant = (name) => !/\.(png|gif|jpe?g|ico|pdf|ps|zip|bz2|xz|zst|woff2?|ttf|svgz|db)$/i.test(name);
for (const { root, label, roff } of DOC_ROOTS) {
  for (const file of walk(root, docWant)) {
    let text = readText(file);
    if (text === null) continue;
    stats.files++;
    if (roff) text = unroff(text);
    const rel = path.relative(root, file).replace(/\.gz$/, '');
    const source = `${label}:${label === 'man' ? path.basename(rel) : rel}`;
    prose(text, source);
    if (label === 'doc') rejects(text, source);
  }
}
for (const file of walk(LOG_ROOT, (name) => /\.log(\.\d+)?$|^(syslog|messages)$/.test(name))) {
  const text = readText(file);
  if (text === null) continue;
  stats.files++;
  prose(text, `log:${path.relative(LOG_ROOT, file)}`);
}
const npmWant = (name) => /^readme/i.test(name) || /\.(md|markdown|txt)$/i.test(name) || name === 'package.json' || /\.(c|m)?(js|ts)$/.test(name);
for (const file of walk(NODE_MODULES, npmWant)) {
  const text = readText(file);
  if (text === null) continue;
  // Minified bundles are one line of code: no prose and no string worth a reader's time.
  if (text.length > 20000 && text.split('\n').length < text.length / 1000) continue;
  stats.files++;
  const source = `npm:${path.relative(NODE_MODULES, file).split(path.sep).join('/')}`;
  if (/\.(c|m)?(js|ts)$/.test(file)) code(text, source);
  else {
    prose(text, source);
    rejects(text, source);
  }
}

// ----- invalid, public, sampled per kind -----

const machine = [REPO, `${os.tmpdir()}/`, os.homedir().length > 1 ? `${os.homedir()}/` : '', '/usr/share/', '/var/log/', `${NODE_MODULES}/`];
/** The kind of an error, for the sampling: the class of its offending character. */
function kindOf(e) {
  const c = e.found;
  if (c === null) return 'end';
  if (/[A-Za-z0-9]/.test(c)) return 'alnum';
  if (c.codePointAt(0) > 0x7e) return 'non-ascii';
  if (c.codePointAt(0) < 0x20) return 'control';
  return c;
}

const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
const rand = mulberry32(SEED);
const out = [];
const taken = new Set();
const counts = {};
for (const how of Object.keys(found)) {
  const groups = new Map();
  for (const [input, source] of [...found[how]].sort((a, b) => byCodeUnit(a[0], b[0]))) {
    // A string that an earlier way took is not taken again.
    if (taken.has(input)) continue;
    const e = check(input);
    if (e === null || corpusPublic.whyNotPublic(input, machine.filter(Boolean)) !== null) continue;
    if (source.includes('@')) continue;
    const kind = kindOf(e);
    if (!groups.has(kind)) groups.set(kind, []);
    groups.get(kind).push({ how, source, input });
  }
  for (const kind of [...groups.keys()].sort()) {
    const g = groups.get(kind);
    for (let i = g.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [g[i], g[j]] = [g[j], g[i]];
    }
    for (const r of g.slice(0, PER_KIND)) {
      out.push(r);
      taken.add(r.input);
    }
    counts[how] = (counts[how] ?? 0) + Math.min(g.length, PER_KIND);
  }
}
out.sort((a, b) => byCodeUnit(a.how, b.how) || byCodeUnit(a.source, b.source) || byCodeUnit(a.input, b.input));
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, out.map((r) => JSON.stringify(r)).join('\n') + '\n');
console.log(`${path.relative(REPO, OUT)}: ${out.length} invalid URLs from ${stats.files} files (${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')})`);
