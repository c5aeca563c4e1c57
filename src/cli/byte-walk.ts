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
 * order mark, an encoding error) is the one it always was. Each byte is read
 * once by the walk, and a line sent on is searched once more for its LF:
 * linear in the input.
 */
import { decodeDigits, type GrammarDfas } from '../core/dfa.js';
import { DFA_LOADERS } from '../../generated/registry.js';
import type { GrammarRule } from './grammars.js';

/**
 * A rule's DFA over bytes: `table[s + b]` is the next state of state `s` on
 * byte `b`, states premultiplied by 256 (the start is 256, the dead state 0);
 * LF, CR and every byte from 0x80 on lead to the dead state. `accepting[s >> 8]`
 * is 1 when state `s` is accepting.
 */
export interface ByteWalk {
  readonly table: Int32Array;
  readonly accepting: Uint8Array;
}

/** The start state of a ByteWalk, premultiplied. */
const START = 256;
const LF = 0x0a;
const CR = 0x0d;

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

/** The ByteWalk of `rule` from its grammar's generated DFAs (scripts/dfa.mjs's encoding, read as src/core/dfa.ts reads it). */
export function byteWalk(data: GrammarDfas, rule: string): ByteWalk {
  const dfa = data.rules[rule];
  if (dfa === undefined) throw new TypeError(`unknown rule: ${rule}`);
  const next = decodeDigits(dfa.table, dfa.states * dfa.classes);
  const classOf = decodeDigits(data.classMaps[dfa.classMap]!, 128);
  const table = new Int32Array(dfa.states * 256);
  // State 0 (dead) keeps its row of zeros; so do LF, CR and the bytes from 0x80 on.
  for (let s = 1; s < dfa.states; s++) {
    for (let b = 0; b < 128; b++) if (b !== LF && b !== CR) table[s * 256 + b] = next[s * dfa.classes + classOf[b]!]! * 256;
  }
  return { table, accepting: Uint8Array.from(decodeDigits(dfa.accepting, dfa.states)) };
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
  const { table } = walk;
  let s = START;
  let i = start;
  for (; i < n; i++) {
    const t = table[s + bytes[i]!]!;
    if (t === 0) break;
    s = t;
  }
  if (walk.accepting[s >> 8] !== 1) return -1;
  if (i === n) return n;
  const b = bytes[i];
  if (b === LF) return i;
  if (b === CR && stripCr && i + 1 < n && bytes[i + 1] === LF) return i + 1;
  return -1;
}
