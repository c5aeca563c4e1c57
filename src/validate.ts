/**
 * Validation without a parse tree: the minimal DFA of each RFC 3986 Appendix A
 * rule, compiled from grammar/rfc3986.abnf at build time (scripts/dfa.mjs,
 * generated/validator.ts), run over the input one code unit at a time.
 *
 * Every rule of Appendix A is non-recursive, so its language is regular and a
 * DFA decides it in one pass: linear time, no backtracking, no allocation per
 * call. State 0 is dead: no valid string of the rule begins with what has been
 * read. The first character that leads to it is therefore the syntax error
 * offset of src/errors.ts, "the length of the longest prefix of the input that
 * some valid string begins with".
 */
import type { RuleName } from './ast.js';
import * as charsets from './charsets.js';
import type { CharSet } from './charsets.js';
import { CLASS_MAPS, DFAS } from '../generated/validator.js';

/**
 * A DFA ready to run: one row of 128 next states per state, indexed by the
 * US-ASCII code unit itself, and state numbers premultiplied by 128, so that a
 * transition is one add and one load (the generated tables are per class, 14
 * times smaller; they are expanded on first use, for the one rule used).
 */
interface Machine {
  /** `table[s + c]`: the next state (a multiple of 128) of state `s` on US-ASCII code unit `c`. */
  readonly table: Uint16Array;
  /**
   * `loop[s + c]`: how code unit `c` begins a unit that leads from state `s`
   * back to `s` (the `*( ... )` runs of Appendix A): `LOOP_CHAR` when `c`
   * itself does, `LOOP_PCT` when `c` is "%" and any two HEXDIG after it do
   * (a pct-encoded, RFC 3986 §2.1), 0 otherwise.
   */
  readonly loop: Uint8Array;
  /** `accepting[s >> 7]`: 1 when a state is accepting. */
  readonly accepting: Uint8Array;
  /** `next[s >> 7]`: what could continue in state `s`, computed on first use (an error names the same few states again and again). */
  readonly next: (Continuation | undefined)[];
}

/** What could continue in a state of a rule's DFA: the code units, whether the input could end, and their names. */
interface Continuation {
  readonly codes: readonly number[];
  readonly end: boolean;
  readonly expected: readonly string[];
}

/** The start state, premultiplied; the dead state is 0. */
const START = 1 << 7;

/** The length from which `validate` reads runs of looping units apart (see `Machine.loop`). */
const LONG_INPUT = 256;

const LOOP_CHAR = 1;
const LOOP_PCT = 2;

/** `HEX[c]`: 1 when US-ASCII code unit `c` is a HEXDIG (RFC 5234 B.1, either case as RFC 3986 §2.1 allows). */
const HEX = new Uint8Array(128);
for (const c of '0123456789ABCDEFabcdef') HEX[c.charCodeAt(0)] = 1;

/** The value of `validate` for an input that matches the rule. */
export const VALID = -1;

const machines = new Map<string, Machine>();

/** The machine and state the last `validate` stopped in: the state before the dead transition, or the last one. */
let stoppedMachine: Machine | undefined;
let stoppedState = START;

/**
 * `VALID` (-1) when `input` matches `rule` as a whole; otherwise the syntax
 * error offset: the index of the first code unit after which no valid string
 * of `rule` can continue, or `input.length` when the input is a proper prefix
 * of a valid string. The rule must be an Appendix A rule name (unchecked).
 */
export function validate(input: string, rule: RuleName): number {
  const m = machines.get(rule) ?? load(rule);
  stoppedMachine = m;
  // Short inputs have short runs, where entering and leaving a run costs
  // more than it saves: they take the DFA's plain loop.
  const end = input.length < LONG_INPUT ? steps(input, m.table) : runs(input, m.table, m.loop);
  return end === input.length && m.accepting[stoppedState >> 7] === 1 ? VALID : end;
}

/** The DFA's loop: the offset it dies at, or the input's length; `stoppedState` is set. */
function steps(input: string, table: Uint16Array): number {
  const n = input.length;
  let s = START;
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    // A code unit above US-ASCII is in no rule of Appendix A (RFC 3986 §2).
    const next = c > 127 ? 0 : table[s + c]!;
    if (next === 0) {
      stoppedState = s;
      return i;
    }
    s = next;
  }
  stoppedState = s;
  return n;
}

/**
 * `steps`, reading apart each run of units that lead a state back to itself
 * (see `Machine.loop`): these do not depend on one another's table load, as
 * the DFA's steps do, so a run is read at the speed of a character-class loop
 * (1.7 -> 1.1 ns per character on a long run). A run ends before the first
 * unit that does not loop, which the DFA then reads.
 */
function runs(input: string, table: Uint16Array, loop: Uint8Array): number {
  const n = input.length;
  // Module-scope constants in locals: in an ES module every read of one in the
  // loop would check that it is initialized (1.2 -> 1.6 ns per character).
  const char = LOOP_CHAR;
  const pct = LOOP_PCT;
  const hex = HEX;
  let s = START;
  for (let i = 0; i < n; i++) {
    let c = input.charCodeAt(i);
    const next = c > 127 ? 0 : table[s + c]!;
    if (next === 0) {
      stoppedState = s;
      return i;
    }
    if (loop[s + c] !== 0) {
      const from = i;
      for (;;) {
        if (c === 37) {
          if (loop[s + 37] !== pct || i + 2 >= n) break;
          const c1 = input.charCodeAt(i + 1);
          const c2 = input.charCodeAt(i + 2);
          if (c1 > 127 || c2 > 127 || hex[c1] !== 1 || hex[c2] !== 1) break;
          i += 2;
        } else if (loop[s + c] !== char) break;
        while (++i < n && (c = input.charCodeAt(i)) < 128 && loop[s + c] === char);
        if (i === n || c > 127) break;
      }
      if (i > from) {
        i--;
        continue;
      }
    }
    s = next;
  }
  stoppedState = s;
  return n;
}

/**
 * What could continue `input` at `offset` by the DFA of `rule`: the US-ASCII
 * code units that keep a valid string possible there, and whether the input
 * could end there. `offset` must be at most the first dead offset.
 */
export function viableNext(input: string, rule: RuleName, offset: number): { codes: number[]; end: boolean } {
  validate(input.slice(0, offset), rule);
  const { codes, end } = continuations(stoppedMachine!, stoppedState);
  return { codes: [...codes], end };
}

/** A syntax error as the DFA sees it: its offset, what could continue the input there, and their names (`expectationNames`). */
export interface Diagnosis {
  readonly offset: number;
  readonly codes: readonly number[];
  readonly end: boolean;
  readonly expected: readonly string[];
}

/**
 * `null` when `input` matches `rule`; otherwise, from the same single pass as
 * `validate`, the error offset and what could continue there (the state
 * before the dead transition is the one whose transitions say it).
 */
export function diagnose(input: string, rule: RuleName): Diagnosis | null {
  const offset = validate(input, rule);
  return offset === VALID ? null : { offset, ...continuations(stoppedMachine!, stoppedState) };
}

function continuations(m: Machine, s: number): Continuation {
  let known = m.next[s >> 7];
  if (known === undefined) {
    const codes: number[] = [];
    if (s !== 0) for (let c = 0; c < 128; c++) if (m.table[s + c] !== 0) codes.push(c);
    const end = s !== 0 && m.accepting[s >> 7] === 1;
    known = Object.freeze({ codes: Object.freeze(codes), end, expected: Object.freeze(expectationNames(codes, end)) });
    m.next[s >> 7] = known;
  }
  return known;
}

// ----- The expectations of a syntax error -----

/** The character-set rules that expectations name, largest first. */
const NAMED: readonly (readonly [string, CharSet])[] = (
  [
    ['ALPHA', charsets.ALPHA], ['DIGIT', charsets.DIGIT], ['HEXDIG', charsets.HEXDIG],
    ['unreserved', charsets.unreserved], ['sub-delims', charsets.sub_delims],
    ['gen-delims', charsets.gen_delims], ['reserved', charsets.reserved],
  ] as const
)
  .map(([name, set]) => [name, set, set.reduce((n, x) => n + x, 0)] as const)
  .sort((a, b) => b[2] - a[2])
  .map(([name, set]) => [name, set] as const);

const END = 'end of input';

/**
 * The expectations of a syntax error at `offset` (the DFA's error offset): what
 * could continue a valid string of `rule` there, as ABNF names and literals,
 * deduplicated and sorted: whole named sets largest first (so `unreserved`
 * rather than `ALPHA` and `DIGIT`), then runs of three or more as `%x` ranges,
 * then the rest as quoted characters, a letter once for both cases. These are
 * the names the grammar's display names give (test/expected.test.ts holds the
 * two equal on every rule), and the set is exact by construction.
 */
export function expectedAt(input: string, rule: RuleName, offset: number): string[] {
  validate(input.slice(0, offset), rule);
  return [...continuations(stoppedMachine!, stoppedState).expected];
}

/** The ABNF names and literals of the code units `codes` (and of the end of input when `end`), as `expectedAt` gives them. */
export function expectationNames(codes: readonly number[], end: boolean): string[] {
  const left = new Uint8Array(128);
  for (const c of codes) left[c] = 1;
  const out: string[] = [];
  for (const [name, set] of NAMED) {
    if (set.every((x, c) => x === 0 || left[c] === 1)) {
      out.push(name);
      set.forEach((x, c) => x === 1 && (left[c] = 0));
    }
  }
  for (let c = 0; c < 128; c++) {
    if (left[c] === 0) continue;
    let last = c;
    while (last < 127 && left[last + 1] === 1) last++;
    if (last - c >= 2) {
      out.push(`%x${hex(c)}-${hex(last)}`);
      c = last;
    } else {
      const ch = String.fromCharCode(c);
      const lower = ch.toLowerCase();
      // ABNF quoted strings are case-insensitive (RFC 5234 §2.3): "v" is v or V.
      if (lower !== ch && left[lower.charCodeAt(0)] === 1) continue;
      out.push(JSON.stringify(ch));
    }
  }
  if (end) out.push(END);
  return [...new Set(out)].sort();
}


function hex(c: number): string {
  return c.toString(16).toUpperCase().padStart(2, '0');
}

/** Decodes a rule's DFA on first use. */
function load(rule: RuleName): Machine {
  const data = DFAS[rule];
  if (data === undefined) throw new TypeError(`unknown RFC 3986 rule: ${String(rule)}`);
  const raw = fromBase64(data.table);
  const classOf = fromBase64(CLASS_MAPS[data.classMap]!);
  const table = new Uint16Array(data.states << 7);
  for (let s = 0; s < data.states; s++) {
    for (let c = 0; c < 128; c++) {
      const i = s * data.classes + classOf[c]!;
      const next = data.bytes === 1 ? raw[i]! : raw[2 * i]! | (raw[2 * i + 1]! << 8);
      table[(s << 7) | c] = next << 7;
    }
  }
  const machine: Machine = { table, loop: loops(table, data.states), accepting: fromBase64(data.accepting), next: [] };
  machines.set(rule, machine);
  return machine;
}

/** The `loop` table of a machine (see `Machine`). */
function loops(table: Uint16Array, states: number): Uint8Array {
  const loop = new Uint8Array(table.length);
  const hex = [...HEX.keys()].filter((c) => HEX[c] === 1);
  for (let s = START; s < states << 7; s += 128) {
    for (let c = 0; c < 128; c++) if (table[s + c] === s) loop[s + c] = LOOP_CHAR;
    const pct = table[s + 37]!;
    if (pct !== 0 && pct !== s && hex.every((h1) => hex.every((h2) => table[table[pct + h1]! + h2] === s))) loop[s + 37] = LOOP_PCT;
  }
  return loop;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** RFC 4648 §4 base64, padded, as bytes (no dependency on atob or Buffer). */
function fromBase64(text: string): Uint8Array {
  const body = text.replace(/=+$/, '');
  const out = new Uint8Array((body.length * 3) >> 2);
  let bits = 0;
  let count = 0;
  let j = 0;
  for (let i = 0; i < body.length; i++) {
    bits = (bits << 6) | BASE64.indexOf(body[i]!);
    count += 6;
    if (count >= 8) {
      count -= 8;
      out[j++] = (bits >> count) & 0xff;
    }
  }
  return out;
}
