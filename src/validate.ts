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
import { CLASS_MAPS, DFAS } from '../generated/validator.js';

/** A DFA ready to run: state numbers premultiplied by `width`, so a transition is one add and one load. */
interface Machine {
  /** `table[s + classOf[c]]`: the next state of state `s` (a multiple of `width`) on code unit `c`. */
  readonly table: Uint16Array;
  /** The class of each US-ASCII code unit; every other code unit leads to the dead state. */
  readonly classOf: Uint8Array;
  /** `accepting[s / width]`: 1 when a state is accepting. */
  readonly accepting: Uint8Array;
  readonly width: number;
  readonly start: number;
}

/** The value of `validate` for an input that matches the rule. */
export const VALID = -1;

const machines = new Map<string, Machine>();

/**
 * `VALID` (-1) when `input` matches `rule` as a whole; otherwise the syntax
 * error offset: the index of the first code unit after which no valid string
 * of `rule` can continue, or `input.length` when the input is a proper prefix
 * of a valid string. The rule must be an Appendix A rule name (unchecked).
 */
export function validate(input: string, rule: RuleName): number {
  const m = machines.get(rule) ?? load(rule);
  const { table, classOf } = m;
  const n = input.length;
  let s = m.start;
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c > 127) return i;
    s = table[s + classOf[c]!]!;
    if (s === 0) return i;
  }
  return m.accepting[s / m.width] === 1 ? VALID : n;
}

/**
 * What could continue `input` at `offset` by the DFA of `rule`: the US-ASCII
 * code units that keep a valid string possible there, and whether the input
 * could end there. `offset` must be at most the first dead offset.
 */
export function viableNext(input: string, rule: RuleName, offset: number): { codes: number[]; end: boolean } {
  const m = machines.get(rule) ?? load(rule);
  let s = m.start;
  for (let i = 0; i < offset && s !== 0; i++) {
    const c = input.charCodeAt(i);
    s = c > 127 ? 0 : m.table[s + m.classOf[c]!]!;
  }
  const codes: number[] = [];
  if (s !== 0) for (let c = 0; c < 128; c++) if (m.table[s + m.classOf[c]!] !== 0) codes.push(c);
  return { codes, end: s !== 0 && m.accepting[s / m.width] === 1 };
}

/** Decodes a rule's DFA on first use. */
function load(rule: RuleName): Machine {
  const data = DFAS[rule];
  if (data === undefined) throw new TypeError(`unknown RFC 3986 rule: ${String(rule)}`);
  const width = data.classes;
  const raw = fromBase64(data.table);
  const table = new Uint16Array(data.states * width);
  for (let i = 0; i < table.length; i++) {
    const next = data.bytes === 1 ? raw[i]! : raw[2 * i]! | (raw[2 * i + 1]! << 8);
    table[i] = next * width;
  }
  const machine: Machine = { table, classOf: fromBase64(CLASS_MAPS[data.classMap]!), accepting: fromBase64(data.accepting), width, start: width };
  machines.set(rule, machine);
  return machine;
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
