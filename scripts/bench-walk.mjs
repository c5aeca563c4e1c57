#!/usr/bin/env node
/**
 * The byte walk of `uri-grammar check` (src/cli/byte-walk.ts) in table
 * layouts side by side, in ns per byte of CPU time over the lines of
 * bench/corpus.txt repeated --times (default 10), as checkBatch walks them
 * (a line the walk does not accept is skipped to its LF), RFC 3986's
 * URI-reference:
 *
 *   npm run build && node scripts/bench-walk.mjs [--rounds 7] [--times 10]
 *
 * - pow2: two bytes a load, Int32 states premultiplied by 512 (the class
 *   pairs' count rounded up to a power of two), the layout before;
 * - width: the same with rows the class pairs' count apart (src/cli/byte-walk.ts);
 * - u16: one byte a load over the byte's class, Uint16 states premultiplied by
 *   the classes' count (a table of 8 KB);
 * - u16x4: the same, four bytes a loop, the classes read ahead of the chain;
 * - u8pair: two bytes a load, Uint8 state numbers (a table of 94 KB);
 * - runs: width, and a run of bytes that keep the state where it is read by
 *   a loop of its own (a byte set per state).
 *
 * Every layout must accept the same lines at the same ends (checked first);
 * the layouts run in turns, the order reversed every other round, and the
 * script prints each one's times and median. The tables are built here from
 * the generated DFA as byte-walk.ts builds its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { opt } from './args.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { decodeDigits } = await import(path.join(REPO, 'dist/esm/src/core/dfa.js'));
const { VALIDATOR } = await import(path.join(REPO, 'dist/esm/generated/rfc3986.validator.js'));
const ROUNDS = Number(opt('rounds', 7));
const TIMES = Number(opt('times', 10));
const LF = 10;
const CR = 13;

const dfa = VALIDATOR.rules['URI-reference'];
const { states, classes } = dfa;
const next = decodeDigits(dfa.table, states * classes);
const dead = classes;
const mapped = decodeDigits(VALIDATOR.classMaps[dfa.classMap], 128);
const classOf = new Uint8Array(256).fill(dead);
for (let b = 0; b < 128; b++) if (b !== LF && b !== CR) classOf[b] = mapped[b];
const C1 = classes + 1;
const width = C1 * C1;
let shift = 8;
while (1 << shift < width) shift++;
const step = (s, k) => (k === dead ? 0 : next[s * classes + k]);
const accepting = Uint8Array.from(decodeDigits(dfa.accepting, states));
const pairClass = new Uint16Array(1 << 16);
for (let b1 = 0; b1 < 256; b1++) for (let b2 = 0; b2 < 256; b2++) pairClass[(b1 << 8) | b2] = classOf[b1] * C1 + classOf[b2];

/** A pair table whose rows are `stride` entries apart, its states premultiplied by `stride`, in `Array` (Int32Array or Uint8Array, then unmultiplied). */
function pairs(Array, stride, multiply) {
  const two = new Array(states * stride);
  for (let s = 1; s < states; s++)
    for (let k1 = 0; k1 < dead; k1++) {
      const t = step(s, k1);
      if (t !== 0) for (let k2 = 0; k2 < dead; k2++) two[s * stride + k1 * C1 + k2] = step(t, k2) * multiply;
    }
  return two;
}
/** The one-byte table of byte-walk.ts: states premultiplied by 256. */
const table = new Int32Array(states << 8);
for (let s = 1; s < states; s++) for (let b = 0; b < 256; b++) table[(s << 8) + b] = step(s, classOf[b]) << 8;

function end(bytes, i, n, accepted) {
  if (!accepted) return -1;
  if (i === n) return n;
  return bytes[i] === LF ? i : -1;
}

const twoPow2 = pairs(Int32Array, 1 << shift, 1 << shift);
const tablePow2 = new Int32Array(states << shift);
for (let s = 1; s < states; s++) for (let b = 0; b < 256; b++) tablePow2[(s << shift) + b] = step(s, classOf[b]) << shift;
function pow2(bytes, start, n) {
  let s = 1 << shift;
  let i = start;
  for (const last = n - 1; i < last; i += 2) {
    const t = twoPow2[s + pairClass[(bytes[i] << 8) | bytes[i + 1]]];
    if (t === 0) break;
    s = t;
  }
  for (; i < n; i++) {
    const t = tablePow2[s + bytes[i]];
    if (t === 0) break;
    s = t;
  }
  return end(bytes, i, n, accepting[s >> shift] === 1);
}

const twoWidth = pairs(Int32Array, width, width);
// The end of a walk of the width layout (widthApart, runs), from state \`s\` (premultiplied by width) at \`i\`: one byte
// at a time, at most the line's last byte and the byte that ends it.
function widthTail(bytes, i, n, s) {
  s = (s / width) << 8;
  for (; i < n; i++) {
    const t = table[s + bytes[i]];
    if (t === 0) break;
    s = t;
  }
  return end(bytes, i, n, accepting[s >> 8] === 1);
}
function widthApart(bytes, start, n) {
  let s = width;
  let i = start;
  for (const last = n - 1; i < last; i += 2) {
    const t = twoWidth[s + pairClass[(bytes[i] << 8) | bytes[i + 1]]];
    if (t === 0) break;
    s = t;
  }
  return widthTail(bytes, i, n, s);
}

const one16 = new Uint16Array(states * C1);
for (let s = 1; s < states; s++) for (let k = 0; k < dead; k++) one16[s * C1 + k] = step(s, k) * C1;
// Accepting, by the premultiplied state.
const accepting16 = new Uint8Array(states * C1);
for (let s = 0; s < states; s++) accepting16[s * C1] = accepting[s];
function u16(bytes, start, n) {
  let s = C1;
  let i = start;
  for (; i < n; i++) {
    const t = one16[s + classOf[bytes[i]]];
    if (t === 0) break;
    s = t;
  }
  return end(bytes, i, n, accepting16[s] === 1);
}
function u16x4(bytes, start, n) {
  let s = C1;
  let i = start;
  for (const last = n - 3; i < last; i += 4) {
    const k0 = classOf[bytes[i]], k1 = classOf[bytes[i + 1]], k2 = classOf[bytes[i + 2]], k3 = classOf[bytes[i + 3]];
    const t0 = one16[s + k0];
    if (t0 === 0) break;
    const t1 = one16[t0 + k1];
    if (t1 === 0) { s = t0; i += 1; break; }
    const t2 = one16[t1 + k2];
    if (t2 === 0) { s = t1; i += 2; break; }
    const t3 = one16[t2 + k3];
    if (t3 === 0) { s = t2; i += 3; break; }
    s = t3;
  }
  for (; i < n; i++) {
    const t = one16[s + classOf[bytes[i]]];
    if (t === 0) break;
    s = t;
  }
  return end(bytes, i, n, accepting16[s] === 1);
}

const two8 = pairs(Uint8Array, 1 << shift, 1);
const one8 = new Uint8Array(states << 8);
for (let s = 1; s < states; s++) for (let b = 0; b < 256; b++) one8[(s << 8) + b] = step(s, classOf[b]);
function u8pair(bytes, start, n) {
  let s = 1;
  let i = start;
  for (const last = n - 1; i < last; i += 2) {
    const t = two8[(s << shift) + pairClass[(bytes[i] << 8) | bytes[i + 1]]];
    if (t === 0) break;
    s = t;
  }
  for (; i < n; i++) {
    const t = one8[(s << 8) + bytes[i]];
    if (t === 0) break;
    s = t;
  }
  return end(bytes, i, n, accepting[s] === 1);
}

// The bytes that keep each state where it is, and per state (premultiplied by width) the row of its set, plus 1, or 0.
const stay = new Uint8Array(states << 8);
const loopRow = new Int32Array(states * width);
for (let s = 1; s < states; s++)
  for (let b = 0; b < 256; b++)
    if (classOf[b] !== dead && step(s, classOf[b]) === s) {
      stay[(s << 8) + b] = 1;
      loopRow[s * width] = (s << 8) + 1;
    }
function runs(bytes, start, n) {
  let s = width;
  let i = start;
  for (const last = n - 1; i < last; i += 2) {
    const t = twoWidth[s + pairClass[(bytes[i] << 8) | bytes[i + 1]]];
    if (t === 0) break;
    if (t === s && loopRow[s] !== 0) {
      const row = loopRow[s] - 1;
      let j = i + 2;
      while (j < n && stay[row + bytes[j]] === 1) j++;
      i = j - 2;
    }
    s = t;
  }
  return widthTail(bytes, i, n, s);
}

const LAYOUTS = { pow2, width: widthApart, u16, u16x4, u8pair, runs };
const corpus = readFileSync(path.join(REPO, 'bench', 'corpus.txt'));
const input = Buffer.concat(Array.from({ length: TIMES }, () => corpus));

/** The lines accepted and the sum of their ends: the same for every layout. */
function walkAll(walk) {
  const n = input.length;
  let start = 0;
  let accepted = 0;
  let ends = 0;
  while (start < n) {
    let e = walk(input, start, n);
    if (e >= 0) {
      accepted++;
      ends += e;
    } else {
      e = input.indexOf(LF, start);
      if (e < 0) e = n;
    }
    start = e + 1;
  }
  return `${accepted} ${ends}`;
}

const expected = walkAll(pow2);
for (const [name, walk] of Object.entries(LAYOUTS)) if (walkAll(walk) !== expected) throw new Error(`${name} accepts other lines than pow2`);
const times = Object.fromEntries(Object.keys(LAYOUTS).map((k) => [k, []]));
for (let round = 0; round < ROUNDS; round++) {
  const names = Object.keys(LAYOUTS);
  if (round % 2 === 1) names.reverse();
  for (const name of names) {
    const before = process.cpuUsage();
    walkAll(LAYOUTS[name]);
    const used = process.cpuUsage(before);
    times[name].push(((used.user + used.system) * 1000) / input.length);
  }
}
console.log(`the byte walk, RFC 3986 URI-reference (${states} states, ${classes} classes), ${(input.length / 1e6).toFixed(1)} MB of corpus lines, ${ROUNDS} rounds, ns per byte of CPU time`);
for (const [name, t] of Object.entries(times)) {
  t.sort((a, b) => a - b);
  console.log(`${name.padEnd(7)} ${t.map((x) => x.toFixed(2)).join(' ')}  median ${t[t.length >> 1].toFixed(2)}`);
}
