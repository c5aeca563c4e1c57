#!/usr/bin/env node
/**
 * Builds the benchmark corpus `bench/corpus.txt`: real URIs extracted from the
 * text installed on this machine (documentation, man pages, licence texts, and
 * the README / package.json / Markdown files under the repo's node_modules),
 * plus relative references derived from them. One URI per line.
 *
 *   node scripts/build-corpus.mjs [--target 50000] [--relative 4000]
 *        [--host-cap 12000] [--max-length 4096] [--seed 3986] [--out bench/corpus.txt]
 *        [--public] [--quiet]
 *
 * The result is deterministic for a given set of installed files: candidates
 * are deduplicated, sorted, and sampled with a seeded PRNG. Unreadable or
 * missing paths are skipped, so it runs on any machine of the same kind.
 *
 * `--public` leaves out what a file committed to the repository must not hold
 * (scripts/corpus-public.cjs: `file:` URIs, user names, e-mail addresses,
 * paths of this machine) before sampling; test/corpus/differential.txt is
 * built with it (the command is in test/corpus/README.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { flag, opt } from './args.mjs';
import { mulberry32 } from './random.cjs';
import corpusPublic from './corpus-public.cjs';
import { TAIL, trimTrailing } from './corpus-text.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ----- options -----

const TARGET = opt('target', 50_000);
const RELATIVE = opt('relative', 4_000);
const HOST_CAP = opt('host-cap', 12_000);
const MAX_LENGTH = opt('max-length', 4_096);
const SEED = opt('seed', 3986);
const OUT = path.resolve(REPO, opt('out', 'bench/corpus.txt'));
const QUIET = flag('quiet');
const PUBLIC = flag('public');

// Standard system text folders (Debian layout), then the README / package.json /
// Markdown files of the repo's node_modules and of the running Node's global ones.
const SYSTEM_ROOTS = ['/usr/share/doc', '/usr/share/man', '/usr/share/info', '/usr/share/common-licenses'];
const NODE_MODULES = [
  { root: path.join(REPO, 'node_modules'), label: "the repo's node_modules" },
  { root: path.resolve(path.dirname(process.execPath), '..', 'lib', 'node_modules'), label: "node's global node_modules" },
];

const MAX_FILE_BYTES = 16 * 1024 * 1024;
const BINARY_EXT = new Set([
  'png', 'gif', 'jpg', 'jpeg', 'ico', 'bmp', 'svgz', 'webp', 'pdf', 'ps', 'eps', 'dvi',
  'woff', 'woff2', 'ttf', 'otf', 'eot', 'zip', 'bz2', 'xz', 'zst', 'lz', 'lzma', 'tar',
  'tgz', 'jar', 'so', 'a', 'o', 'mo', 'gmo', 'db', 'sqlite', 'wasm', 'node', 'pyc', 'class',
]);

// ----- seeded shuffle (scripts/random.cjs) -----

function shuffle(array, rand) {
  for (let i = array.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [array[i], array[j]] = [array[j], array[i]];
  }
  return array;
}
const byCodeUnit = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// ----- file discovery -----

/**
 * Every regular file under `root` accepted by `want`, in sorted order. Directory
 * symlinks are not followed; hidden directories (`.cache`, `.bin`) are skipped.
 */
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
    entries.sort((a, b) => byCodeUnit(a.name, b.name));
    for (let k = entries.length - 1; k >= 0; k--) {
      const e = entries[k];
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!e.name.startsWith('.')) stack.push(full);
      }
      else if (e.isFile() || e.isSymbolicLink()) {
        if (!want(e.name, full)) continue;
        if (e.isSymbolicLink()) {
          try {
            if (!fs.statSync(full).isFile()) continue;
          } catch {
            continue;
          }
        }
        out.push(full);
      }
    }
  }
  return out;
}

const ext = (name) => {
  const base = name.endsWith('.gz') ? name.slice(0, -3) : name;
  const i = base.lastIndexOf('.');
  return i < 0 ? '' : base.slice(i + 1).toLowerCase();
};
const systemWant = (name) => !BINARY_EXT.has(ext(name)) && !/\.(bz2|xz|zst)$/.test(name);
const nodeModulesWant = (name) =>
  /^readme/i.test(name) || name === 'package.json' || /\.md$/i.test(name);

/** The file's text, gunzipped when needed; null when unreadable, too big or binary. */
function readText(file) {
  let buf;
  try {
    const st = fs.statSync(file);
    if (st.size > MAX_FILE_BYTES) return null;
    buf = fs.readFileSync(file);
    if (file.endsWith('.gz')) buf = zlib.gunzipSync(buf, { maxOutputLength: MAX_FILE_BYTES });
  } catch {
    return null;
  }
  const head = buf.subarray(0, 8192);
  if (head.includes(0)) return null;
  const text = buf.toString('utf8');
  // Not UTF-8: read it as Latin-1 rather than invent replacement characters.
  return text.includes('\uFFFD') && !buf.includes(Buffer.from('\uFFFD')) ? buf.toString('latin1') : text;
}

/** Removes the roff escapes that sit next to URLs in man pages (font changes, `\-`, `\&`, `\:`, ...). */
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

// ----- extraction -----

const SCHEME_CHAR = 'A-Za-z0-9+.\\-';
/** `scheme://...`: any scheme, with an authority. */
const HIERARCHICAL = new RegExp(`(?<![${SCHEME_CHAR}])[A-Za-z][${SCHEME_CHAR}]*://${TAIL}`, 'g');
/** Registered schemes commonly written without an authority. */
const OPAQUE = new RegExp(
  `(?<![${SCHEME_CHAR}@])(?:mailto|urn|news|tel|sip|sips|xmpp|magnet|data):${TAIL}`,
  'gi',
);

function extract(text, into) {
  for (const re of [HIERARCHICAL, OPAQUE]) {
    re.lastIndex = 0;
    let m;
    while ((m = re.exec(text)) !== null) {
      const uri = trimTrailing(m[0]);
      const colon = uri.indexOf(':');
      const rest = uri.slice(colon + 1);
      if (rest.startsWith('//') ? rest.length < 3 : rest.length < 2) continue;
      if (uri.length > MAX_LENGTH) {
        stats.tooLong++;
        continue;
      }
      into.add(uri);
    }
  }
}

// ----- URI pieces (RFC 3986 Appendix B) -----

const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;
function split(uri) {
  const m = APPENDIX_B.exec(uri);
  return { scheme: m[2], authority: m[4], path: m[5], query: m[7], fragment: m[9] };
}
/** The grouping key for the per-host cap. */
function hostKey(uri) {
  const { scheme, authority, path: p } = split(uri);
  const s = (scheme ?? '').toLowerCase();
  if (authority !== undefined) {
    let host = authority.slice(authority.lastIndexOf('@') + 1);
    if (!host.startsWith('[')) host = host.replace(/:\d*$/, '');
    return host.toLowerCase();
  }
  if (s === 'mailto') return `mailto:${p.slice(p.lastIndexOf('@') + 1).toLowerCase()}`;
  return `${s}:`;
}

// ----- main -----

const stats = { files: 0, bytes: 0, skipped: 0, tooLong: 0, candidates: 0 };
const t0 = Date.now();
const found = new Set();
const sources = [];
for (const root of SYSTEM_ROOTS) sources.push({ root, label: root, want: systemWant, roff: root.endsWith('/man') });
for (const { root, label } of NODE_MODULES)
  sources.push({ root, label: `${label} (README*, package.json, *.md)`, want: nodeModulesWant, roff: false });

const seenReal = new Set();
for (const { root, label, want, roff } of sources) {
  if (!fs.existsSync(root)) continue;
  const before = found.size;
  let files = 0;
  for (const file of walk(root, want)) {
    let real;
    try {
      real = fs.realpathSync(file);
    } catch {
      continue;
    }
    if (seenReal.has(real)) continue;
    seenReal.add(real);
    let text = readText(file);
    if (text === null) {
      stats.skipped++;
      continue;
    }
    stats.files++;
    files++;
    stats.bytes += text.length;
    if (roff) text = unroff(text);
    extract(text, found);
  }
  if (!QUIET) {
    console.log(`scanned ${label}: ${files} files, ${found.size - before} new unique URIs`);
  }
}
stats.candidates = found.size;

// --public: nothing personal and no path of this machine (scripts/corpus-public.cjs).
const withheld = {};
if (PUBLIC) {
  const home = os.homedir();
  // The folders scanned (their parents for the system ones), the repository, the temporary and home folders.
  const machine = [
    REPO, `${os.tmpdir()}/`, ...(home.length > 1 ? [`${home}/`] : []),
    ...new Set(SYSTEM_ROOTS.map((root) => `${path.dirname(root)}/`)), ...NODE_MODULES.map(({ root }) => `${root}/`),
  ];
  for (const uri of [...found]) {
    const why = corpusPublic.whyNotPublic(uri, machine);
    if (why === null) continue;
    found.delete(uri);
    withheld[why] = (withheld[why] ?? 0) + 1;
  }
}

// Cap each host, then sample the target count; both deterministic.
const rand = mulberry32(SEED);
const groups = new Map();
for (const uri of [...found].sort(byCodeUnit)) {
  const key = hostKey(uri);
  let g = groups.get(key);
  if (!g) groups.set(key, (g = []));
  g.push(uri);
}
let capped = [];
let cappedHosts = 0;
for (const key of [...groups.keys()].sort(byCodeUnit)) {
  const g = groups.get(key);
  if (g.length > HOST_CAP) {
    cappedHosts++;
    capped.push(...shuffle(g, rand).slice(0, HOST_CAP));
  } else capped.push(...g);
}
capped.sort(byCodeUnit);
const absolute = capped.length > TARGET ? shuffle(capped, rand).slice(0, TARGET).sort(byCodeUnit) : capped;

// Relative references derived from the absolute ones.
function relativeOf(uri, kind) {
  const { authority, path: p, query, fragment } = split(uri);
  const segs = p.split('/').filter((s) => s !== '');
  const last = segs.length ? segs[segs.length - 1] : '';
  const q = query !== undefined ? `?${query}` : '';
  switch (kind) {
    case 'path-absolute':
      return p.startsWith('/') && p.length > 1 && !p.startsWith('//') ? p + q : null;
    case 'network-path':
      return authority !== undefined ? `//${authority}${p}${q}` : null;
    case 'query':
      return query !== undefined ? `?${query}` : null;
    case 'fragment':
      return fragment !== undefined ? `#${fragment}` : last ? `#${last}` : null;
    case 'dot-segments': {
      if (!last) return null;
      const up = '../'.repeat(1 + (uri.length % 3));
      return segs.length > 1 ? `${up}${segs[segs.length - 2]}/${last}${q}` : `./${last}${q}`;
    }
    case 'path-noscheme': {
      if (segs.length < 2) return null;
      const r = segs.slice(-2).join('/') + q;
      return segs[segs.length - 2].includes(':') ? `./${r}` : r;
    }
  }
  return null;
}
const KINDS = ['path-absolute', 'network-path', 'query', 'fragment', 'dot-segments', 'path-noscheme'];
const relative = [];
const relSeen = new Set(absolute);
const relKinds = Object.fromEntries(KINDS.map((k) => [k, 0]));
const pool = shuffle([...absolute], rand);
for (let i = 0, k = 0; i < pool.length && relative.length < RELATIVE; i++) {
  for (let tries = 0; tries < KINDS.length; tries++) {
    const kind = KINDS[(k + tries) % KINDS.length];
    const r = relativeOf(pool[i], kind);
    if (r !== null && r.length > 0 && !relSeen.has(r)) {
      relSeen.add(r);
      relative.push(r);
      relKinds[kind]++;
      k++;
      break;
    }
  }
}

const corpus = shuffle([...absolute, ...relative], rand);
fs.mkdirSync(path.dirname(OUT), { recursive: true });
fs.writeFileSync(OUT, corpus.join('\n') + '\n');

// ----- stats -----

const schemes = new Map();
let total = 0;
let nonAscii = 0;
for (const u of absolute) {
  const s = u.slice(0, u.indexOf(':')).toLowerCase();
  schemes.set(s, (schemes.get(s) ?? 0) + 1);
}
const lengths = corpus.map((u) => u.length).sort((a, b) => a - b);
for (const u of corpus) {
  total += u.length;
  if (/[^\x00-\x7f]/.test(u)) nonAscii++;
}
const hostCounts = new Map();
for (const u of absolute) {
  const k = hostKey(u);
  hostCounts.set(k, (hostCounts.get(k) ?? 0) + 1);
}
const top = (m, n) =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1] || byCodeUnit(a[0], b[0]))
    .slice(0, n)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');

console.log(`corpus: ${path.relative(REPO, OUT)}`);
console.log(`  text scanned: ${stats.files} files, ${(stats.bytes / 1e6).toFixed(1)} MB (${stats.skipped} skipped)`);
console.log(`  unique URI candidates: ${stats.candidates} (${stats.tooLong} longer than ${MAX_LENGTH} dropped)`);
if (PUBLIC) console.log(`  left out (--public): ${Object.entries(withheld).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}; ${found.size} kept`);
console.log(`  hosts: ${groups.size} (${cappedHosts} capped at ${HOST_CAP})`);
console.log(`  written: ${corpus.length} lines = ${absolute.length} absolute + ${relative.length} relative`);
if (absolute.length < TARGET) console.log(`  note: fewer absolute URIs than the target of ${TARGET} on this machine`);
console.log(`  relative kinds: ${Object.entries(relKinds).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`  schemes (${schemes.size}): ${top(schemes, 12)}`);
console.log(`  top hosts: ${top(hostCounts, 8)}`);
console.log(
  `  length: mean ${(total / corpus.length).toFixed(1)}, median ${lengths[lengths.length >> 1]}, ` +
    `p99 ${lengths[Math.floor(lengths.length * 0.99)]}, max ${lengths[lengths.length - 1]}; ` +
    `total ${(total / 1e6).toFixed(2)} MB; ${nonAscii} with non-ASCII characters`,
);
console.log(`  took ${((Date.now() - t0) / 1000).toFixed(1)} s`);
