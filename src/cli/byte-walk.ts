/**
 * The byte walk of `uri-grammar check`: the DFA of the rule a line must match
 * (src/core/dfa.ts, generated/<name>.validator.ts) run over the bytes of a
 * batch of lines as they were read, with no line decoded into a string.
 *
 * A US-ASCII byte (0x00 to 0x7F) is, as UTF-8, the one code unit of the same
 * value (RFC 3629 §3), so on a line of US-ASCII bytes the walk takes the steps
 * that the string path (`check` of the grammar's module) takes on the decoded
 * line, and accepts exactly the lines that it accepts. Of a valid line
 * (the common case) nothing more is made: no string, no error, no report.
 *
 * The walk stops at the first byte its table leads to the dead state: an LF
 * (the end of the line), a CR (the end of the line with `--strip-cr` when an
 * LF follows it), a byte from 0x80 on (UTF-8 beyond US-ASCII, or bytes that
 * are not UTF-8), or a byte the rule does not allow there. Only a line that
 * ends where the walk stops, in an accepting state, is accepted here; every
 * other line goes to the string path (./check-lines.ts): it is decoded and
 * checked as before, so its report (error, caret, diagnosis, hint, a byte
 * order mark, an encoding error) is the one it always was. With `--grammar
 * all`, each grammar's walk reads the line, and a line that every one accepts
 * is reported valid in each (its text read as the US-ASCII it is), with no
 * check; any other takes the string path. With `--schemes`,
 * a line the walk accepts goes there too when its scheme has a grammar of its
 * own (`hasOwnScheme`). Each byte is read once by the walk, and a line sent on
 * is searched once more for its LF and once for a byte from 0x80 on (a line
 * of US-ASCII is decoded as Latin-1): linear in the input.
 */
import { decodeDigits, pairClassTable, type GrammarDfas } from '../core/dfa.js';
import { DFA_LOADERS } from '../../generated/registry.js';
import { SCHEME_GRAMMARS, type GrammarRule } from './grammars.js';

/**
 * A rule's DFA over bytes, in two tables (the dead state is 0 in both):
 * - `two[s + pairClass[(b1 << 8) | b2]]` is the state after the bytes
 *   `b1 b2`, 0 when either step leads to the dead state; its states are
 *   premultiplied by `width`, the number of class pairs (the start state is
 *   `width`): each step of the DFA waits for the table load of the step
 *   before, and reading two bytes a load halves that chain (as
 *   src/core/dfa.ts's `PairTable` does for strings). Its rows are `width`
 *   entries apart, not a power of two: rows 2 KB apart (512 entries) made
 *   the walk about 15% slower per byte on the corpus (docs/performance.md,
 *   check: the walk);
 * - `table[(s << 8) + b]` is the next state of state `s` on byte `b`, as
 *   `s << 8` (its states premultiplied by 256; the state `s` of `two` is
 *   `(s / width) << 8` here); LF, CR and every byte from 0x80 on lead to the
 *   dead state. The walk uses it only for the last byte or two of a line;
 * - `accepting[s >> 8]` is 1 when the state `s` of `table` is accepting.
 */
export interface ByteWalk {
  readonly width: number;
  readonly two: Int32Array;
  readonly pairClass: Uint16Array;
  readonly table: Int32Array;
  readonly accepting: Uint8Array;
}

const LF = 0x0a;
const CR = 0x0d;

/**
 * The work of the byte walks of this thread, in bytes, which
 * test/unit/cli-byte-walk.test.ts counts: `walked`, the bytes the walks read
 * (of a line, at most up to two bytes past where it stopped); `sent`, the
 * bytes of the lines sent on to the string path, each decoded there once.
 */
export const walkWork = { walked: 0, sent: 0 };

/** The DFAs of each grammar loaded so far, by name (`loadWalks`). */
const loaded = new Map<string, GrammarDfas>();
/** The walks made so far, by grammar and rule. */
const walks = new Map<string, ByteWalk>();

/** Loads the DFAs of the grammars named (once each), for `walkOf`. */
export async function loadWalks(grammars: Iterable<string>): Promise<void> {
  await Promise.all(
    [...new Set(grammars)].map(async (name) => {
      if (loaded.has(name) || !Object.hasOwn(DFA_LOADERS, name)) return;
      loaded.set(name, await DFA_LOADERS[name]!());
    }),
  );
}

/**
 * The walk of a grammar's rule, or null when its DFAs are not loaded
 * (`loadWalks`): then every line takes the string path, with the same result.
 */
export function walkOf(by: GrammarRule): ByteWalk | null {
  const key = `${by.grammar}\n${by.rule}`;
  let walk = walks.get(key);
  if (walk === undefined) {
    const data = loaded.get(by.grammar);
    const dfa = data?.rules[by.rule];
    if (data === undefined || dfa === undefined) return null;
    walk = byteWalk(data, by.rule);
    walks.set(key, walk);
  }
  return walk;
}

/**
 * The ByteWalk of `rule` from its grammar's generated DFAs (scripts/dfa.mjs's
 * encoding, read as src/core/dfa.ts reads it). It is built once per run, in
 * the interpreter, before any line is walked: by rows copied whole (`set`)
 * where it can, not a call per entry (183 states and 21 classes for
 * URI-reference: 60,000 entries of `two`, 65,536 of `pairClass`).
 */
export function byteWalk(data: GrammarDfas, rule: string): ByteWalk {
  const dfa = data.rules[rule];
  if (dfa === undefined) throw new TypeError(`unknown rule: ${rule}`);
  const { states, classes } = dfa;
  const next = decodeDigits(dfa.table, states * classes);
  // The class of each byte: the rule's own for US-ASCII, else `dead` (a class of no transition).
  const dead = classes;
  const mapped = decodeDigits(data.classMaps[dfa.classMap]!, 128);
  const classOf = new Uint8Array(256).fill(dead);
  for (let b = 0; b < 128; b++) if (b !== LF && b !== CR) classOf[b] = mapped[b]!;
  const width = (classes + 1) * (classes + 1);
  const table = new Int32Array(states << 8);
  const two = new Int32Array(states * width);
  stateTables(next, classOf, states, classes, table, two);
  return { width, two, pairClass: pairClassTable(classOf, 256, classes + 1), table, accepting: Uint8Array.from(decodeDigits(dfa.accepting, states)) };
}

/*
 * The loops of `byteWalk`, each in a function of its own: V8 compiles a loop
 * that gets hot on the stack (on-stack replacement), and deoptimized that
 * code at the first code after the loop, which had not run yet.
 */

/**
 * `table` and `two` of a walk (see `ByteWalk`) from the DFA's next states by
 * class (`next`, `classes` a row) and the class of each byte (`classes`, the
 * dead class, for LF, CR and the bytes from 0x80 on).
 */
function stateTables(next: Uint16Array, classOf: Uint8Array, states: number, classes: number, table: Int32Array, two: Int32Array): void {
  const dead = classes;
  const width = (classes + 1) * (classes + 1);
  // The next state of each state and class premultiplied by `width`, as `two` holds them: its row of a state is
  // copied whole into `two` after each class that leads there.
  const scaled = new Int32Array(states * classes);
  for (let i = 0; i < scaled.length; i++) scaled[i] = next[i]! * width;
  // State 0 (dead) keeps its rows of zeros; so do the bytes from 0x80 on, LF and CR (class `dead`) in `table`.
  for (let s = 1; s < states; s++) {
    const row = s * classes;
    for (let b = 0; b < 128; b++) {
      const k = classOf[b]!;
      if (k !== dead) table[(s << 8) + b] = next[row + k]! << 8;
    }
    for (let k1 = 0; k1 < dead; k1++) {
      const t = next[row + k1]!;
      if (t !== 0) two.set(scaled.subarray(t * classes, t * classes + classes), s * width + k1 * (classes + 1));
    }
  }
}

/**
 * Walks the line of `bytes` that begins at `start` (the batch ends at `n`):
 * the index of the LF that ends it (or `n` when it is the batch's last line
 * and has none) when the walk accepts it, else -1, and the line is for the
 * string path. With `stripCr`, a CR right before the LF ends the line's text
 * (the caller counts it); without, that CR is part of the line, which no rule
 * accepts.
 */
export function acceptedLine(bytes: Uint8Array, start: number, n: number, walk: ByteWalk, stripCr: boolean): number {
  const { two, pairClass, width, table } = walk;
  let s = width;
  let i = start;
  // Two bytes a step while two are left and neither leads to the dead state, then one at a time (at most the
  // line's last byte, and the byte that ends it).
  for (const last = n - 1; i < last; i += 2) {
    const t = two[s + pairClass[(bytes[i]! << 8) | bytes[i + 1]!]!]!;
    if (t === 0) break;
    s = t;
  }
  s = (s / width) << 8;
  for (; i < n; i++) {
    const t = table[s + bytes[i]!]!;
    if (t === 0) break;
    s = t;
  }
  walkWork.walked += Math.min(i + 2, n) - start;
  if (walk.accepting[s >> 8] !== 1) return -1;
  if (i === n) return n;
  const b = bytes[i];
  if (b === LF) return i;
  if (b === CR && stripCr && i + 1 < n && bytes[i + 1] === LF) return i + 1;
  return -1;
}

/**
 * The schemes that have a grammar of their own (`--schemes`), as lower-case
 * bytes, and the longest one's length.
 */
export interface OwnSchemes {
  readonly names: readonly Uint8Array[];
  readonly longest: number;
}

let ownSchemes: OwnSchemes | undefined;

/** The schemes of SCHEME_GRAMMARS (what src/schemes/check.ts checks by their grammar), made on first use. */
export function schemesWithGrammars(): OwnSchemes {
  return (ownSchemes ??= {
    names: SCHEME_GRAMMARS.map((s) => Uint8Array.from(s.scheme, (c) => c.charCodeAt(0))),
    longest: Math.max(0, ...SCHEME_GRAMMARS.map((s) => s.scheme.length)),
  });
}

/**
 * True when the line of `bytes` from `start` to `end` begins with a scheme
 * that has a grammar of its own and a ":", as src/schemes/check.ts's
 * `entryOf` reads a string: the first ":" within the longest scheme's length
 * and one, the letters before it compared in lower case ("| 0x20"). With
 * `--schemes`, a line that the walk accepts is valid at once only when this
 * is false; otherwise the string path decides it by RFC 3986 and the scheme's
 * grammar (a line sent on that needs no more is only checked twice).
 */
export function hasOwnScheme(bytes: Uint8Array, start: number, end: number, schemes: OwnSchemes): boolean {
  const stop = Math.min(end, start + schemes.longest + 1);
  let colon = start + 1;
  while (colon < stop && bytes[colon] !== 0x3a) colon++;
  if (colon >= stop) return false;
  for (const name of schemes.names) {
    if (name.length !== colon - start) continue;
    let i = 0;
    while (i < name.length && (bytes[start + i]! | 0x20) === name[i]) i++;
    if (i === name.length) return true;
  }
  return false;
}
