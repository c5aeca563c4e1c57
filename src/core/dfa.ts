/**
 * Validation without a parse tree: the minimal DFA of each rule of a grammar,
 * compiled from its ABNF at build time (scripts/dfa.mjs,
 * generated/<name>.validator.ts), run over the input one code unit at a time.
 *
 * Every rule of the family's grammars is non-recursive, so its language is
 * regular and a DFA decides it in one pass: linear time, no backtracking, no
 * allocation per call. State 0 is dead: no valid string of the rule begins
 * with what has been read. The first character that leads to it is therefore
 * the syntax error offset of src/errors.ts, "the length of the longest prefix
 * of the input that some valid string begins with".
 *
 * In a grammar over code points (RFC 3987) a character above U+FFFF is a
 * surrogate pair, which the DFA reads unit by unit; an error inside a pair (a
 * pair the rule does not allow there, or a lone high surrogate) is reported at
 * the pair's high surrogate, where the character begins.
 */

/** One rule's DFA as scripts/dfa.mjs emits it (see generated/rfc3986.validator.ts). */
export interface DfaData {
  readonly states: number;
  readonly classes: number;
  readonly classMap: number;
  readonly wideMap?: number;
  /** One value per state, 1 when accepting (`decodeDigits`). */
  readonly accepting: string;
  /** The next state of every state and class, row by row (`decodeDigits`). */
  readonly table: string;
}

/** A grammar's DFAs and named sets, as scripts/dfa.mjs emits them. */
export interface GrammarDfas {
  readonly alphabet: 'ascii' | 'unicode';
  /** Class maps of the US-ASCII code units: the class of each of the 128 (`decodeDigits`). */
  readonly classMaps: readonly string[];
  /** Class maps of the code units from 128 on: [first unit, class] pairs. */
  readonly wideMaps: readonly (readonly number[])[];
  /** The rules that are one character of a set: [name, [lo, hi, lo, hi, ...] code points], largest first. */
  readonly named: readonly (readonly [string, readonly number[]])[];
  readonly rules: { readonly [rule: string]: DfaData };
}

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
  /** For a grammar over code points, the transitions on code units from 128 on; null when they all lead to the dead state. */
  readonly wide: Wide | null;
  /** The pair table, once the machine has read `pairsAfter` code units (US-ASCII grammars only). */
  pairTable: PairTable | null;
  /** The code units read one at a time so far, until `pairTable` is built. */
  read: number;
}

/**
 * A machine's transitions on two code units at a time: the DFA's steps depend
 * on one another (each table load waits for the one before), so reading a
 * pair per load halves the chain that bounds the loop (1.7 -> 1.2 ns per
 * character on the corpus). The two units select their column by one load
 * from `pairClass`, after one branch that is never taken on US-ASCII input.
 */
interface PairTable {
  /**
   * `pairClass[(c1 << 7) | c2]`: the column of two US-ASCII code units in
   * `two`, `classOf(c1) * classes + classOf(c2)` (one load instead of two
   * loads, a multiplication and an add; shared by the rules of one class map).
   */
  readonly pairClass: Uint16Array;
  /** `classOf[c]`: the class of US-ASCII code unit `c`. */
  readonly classOf: Uint8Array;
  /**
   * `two[s + pairClass[(c1 << 7) | c2]]`: the state after `c1 c2` from state
   * `s`, 0 when either step dies; states premultiplied by `classes * classes`
   * (`classes`: the DFA's classes and a dead one).
   */
  readonly two: Uint32Array;
  /** `first[k]`: the state after one code unit of class `k` from the start, premultiplied as in `two`. */
  readonly first: Uint32Array;
  /** The start state, premultiplied as in `two`. */
  readonly start: number;
  /** `1 / (classes * classes)`: a premultiplied state times this is the state's number. */
  readonly inverse: number;
  /** `accepting[s]`: 1 when state `s` (its number, not premultiplied) is accepting. */
  readonly accepting: Uint8Array;
}

/** The transitions of a machine on the code units from 128 on. */
interface Wide {
  /** `classOf[c]`: the class of code unit `c` (all 65,536, shared by the machines of one map). */
  readonly classOf: Uint8Array;
  /** The [first unit, class] pairs the map was made from. */
  readonly runs: readonly number[];
  /** `table[(s >> 7) * classes + k]`: the next state (premultiplied) of state `s` on class `k`. */
  readonly table: Uint16Array;
  readonly classes: number;
}

/** What could continue in a state of a rule's DFA: the code points, whether the input could end, and their names. */
interface Continuation {
  /** Code points, as sorted and merged [lo, hi] ranges. */
  readonly ranges: readonly (readonly [number, number])[];
  readonly end: boolean;
  readonly expected: readonly string[];
}

/** The start state, premultiplied; the dead state is 0. */
const START = 1 << 7;

/** The length from which `validate` reads runs of looping units apart (see `Machine.loop`). */
const LONG_INPUT = 256;

/**
 * The code units a machine reads one at a time before it builds its pair
 * table (`PairTable`: 354 KB for URI-reference, 0.3 ms), so that a few calls cost
 * no memory and a long-running caller gets the faster loop.
 */
const PAIRS_AFTER = 1 << 14;

const LOOP_CHAR = 1;
const LOOP_PCT = 2;

/** `HEX[c]`: 1 when US-ASCII code unit `c` is a HEXDIG (RFC 5234 B.1, either case as RFC 3986 §2.1 allows). */
const HEX = new Uint8Array(128);
for (const c of '0123456789ABCDEFabcdef') HEX[c.charCodeAt(0)] = 1;

/** The value of `validate` for an input that matches the rule. */
export const VALID = -1;

/** A syntax error as the DFA sees it: its offset, what could continue the input there (code points), and their names (`expectationNames`). */
export interface Diagnosis {
  readonly offset: number;
  readonly ranges: readonly (readonly [number, number])[];
  readonly end: boolean;
  readonly expected: readonly string[];
}

/** Options of `createValidator`. */
export interface ValidatorOptions {
  /**
   * The code units a rule's machine reads one at a time before it builds its
   * pair table (default 16,384; 0 builds it with the machine): memory for
   * speed, for US-ASCII grammars and inputs under 256 code units.
   */
  readonly pairsAfter?: number;
}

/** The validator of one grammar: its rules' DFAs, loaded on first use. Rule names are unchecked. */
export interface Validator {
  /**
   * `VALID` (-1) when `input` matches `rule` as a whole; otherwise the syntax
   * error offset: the index of the first code unit after which no valid string
   * of `rule` can continue, or `input.length` when the input is a proper prefix
   * of a valid string.
   */
  validate(input: string, rule: string): number;
  /**
   * True when `input` matches `rule` as a whole: `validate`'s verdict alone,
   * with none of its bookkeeping (no stopped state is kept, and the loop
   * returns at the dead state), for `isValid`.
   */
  test(input: string, rule: string): boolean;
  /**
   * The DFA of `rule` as `validate` runs it one code unit at a time, for a
   * walk of one's own: `table[s + c]` is the state after US-ASCII code unit
   * `c` from state `s`, states premultiplied by 128 (the start is 128, the
   * dead state 0; a unit from 128 on leads to the dead state in a US-ASCII
   * grammar), and `accepting[s >> 7]` is 1 when state `s` is accepting.
   */
  stepTable(rule: string): { readonly table: Uint16Array; readonly accepting: Uint8Array };
  /**
   * `null` when `input` matches `rule`; otherwise, from the same single pass as
   * `validate`, the error offset and what could continue there (the state
   * before the dead transition is the one whose transitions say it).
   */
  diagnose(input: string, rule: string): Diagnosis | null;
  /**
   * `diagnose`'s expectations for a run of one's own (a `stepTable` walk, or
   * src/core/dfa-product.ts) that stopped in `state` (premultiplied): what
   * could continue there, named as `expectedAt` names it. The array is shared
   * and frozen, as `diagnose` gives it.
   */
  expectedIn(rule: string, state: number): readonly string[];
  /**
   * `diagnose`'s expectations for the `validate` just run, when it returned
   * an error offset: what could continue the input there (the shared, frozen
   * array). For a caller that builds its own error from the offset
   * (src/core/grammar-checks.ts), without `diagnose`'s object per error.
   */
  expectedAtStop(): readonly string[];
  /**
   * What could continue `input` at `offset` by the DFA of `rule`: the code
   * points that keep a valid string possible there, and whether the input
   * could end there. `offset` must be at most the first dead offset.
   */
  viableNext(input: string, rule: string, offset: number): { ranges: [number, number][]; end: boolean };
  /**
   * The expectations of a syntax error at `offset` (the DFA's error offset): what
   * could continue a valid string of `rule` there, as ABNF names and literals,
   * deduplicated and sorted: whole named sets largest first (so `unreserved`
   * rather than `ALPHA` and `DIGIT`), then runs of three or more as `%x` ranges (but for a run of under six punctuation characters),
   * then the rest as quoted characters, a letter once for both cases. For RFC
   * 3986 these are the names the grammar's display names give
   * (test/proof/expected.test.ts holds the two equal on every rule), and the set is
   * exact by construction.
   */
  expectedAt(input: string, rule: string, offset: number): string[];
}

/** The machine and state the last `validate` stopped in: the state before the dead transition, or the last one. */
let stoppedState = START;

/** The validator of a grammar's generated DFAs. */
export function createValidator(data: GrammarDfas, options: ValidatorOptions = {}): Validator {
  const machines = new Map<string, Machine>();
  const wideMaps = new Map<number, Uint8Array>();
  const pairClasses = new Map<number, Uint16Array>();
  const named = data.named.map(([name, flat]) => [name, pairs(flat)] as const);
  const pairsAfter = options.pairsAfter ?? PAIRS_AFTER;
  let stoppedMachine: Machine | undefined;
  // The last rule and its machine: most callers validate by one rule.
  let lastRule: string | undefined;
  let lastMachine: Machine | undefined;

  function machineOf(rule: string): Machine {
    let m = lastMachine;
    if (rule !== lastRule || m === undefined) {
      m = machines.get(rule) ?? load(rule);
      lastRule = rule;
      lastMachine = m;
    }
    return m;
  }

  function validate(input: string, rule: string): number {
    const m = machineOf(rule);
    stoppedMachine = m;
    const p = m.pairTable;
    const end = p !== null ? pairSteps(input, m.table, m.loop, p) : firstSteps(input, m, rule);
    return end === input.length && m.accepting[stoppedState >> 7] === 1 ? VALID : end;
  }

  /** The DFA's loop before the machine has its pair table: one unit at a time, or by runs for long inputs. */
  function firstSteps(input: string, m: Machine, rule: string): number {
    const n = input.length;
    if (m.wide !== null) return wideSteps(input, m.table, m.wide);
    // Long inputs have long runs, which `runs` reads faster than pairs.
    if (n >= LONG_INPUT) return runs(input, m.table, m.loop);
    if ((m.read += n) >= pairsAfter) m.pairTable = pairTableOf(m, data.rules[rule]!);
    return steps(input, m.table);
  }

  /** The pair table of a machine (see `PairTable`); its pair classes are shared by the rules with the same class map and class count. */
  function pairTableOf(m: Machine, dfa: DfaData): PairTable {
    const classes = dfa.classes + 1;
    const classOf = Uint8Array.from(decodeDigits(data.classMaps[dfa.classMap]!, 128));
    // Keyed by the map and the class count, which the columns' numbering depends on.
    const key = dfa.classMap * 0x10000 + classes;
    let pairClass = pairClasses.get(key);
    if (pairClass === undefined) {
      pairClass = pairClassTable(classOf, 128, classes);
      pairClasses.set(key, pairClass);
    }
    // The dead class goes last: the class maps of one rule number its classes from 0.
    const dead = classes - 1;
    const square = classes * classes;
    const two = new Uint32Array(dfa.states * square);
    // A class of the map and a US-ASCII code unit that has it, to read the 128-wide table.
    const unitOf = new Int16Array(classes).fill(-1);
    for (let c = 127; c >= 0; c--) unitOf[classOf[c]!] = c;
    // `scaled[q * dead + b]`: the state after a unit of class `b` from state `q`, premultiplied as in `two`; the row
    // of a state is copied whole into `two` after each class that leads there.
    const scaled = new Uint32Array(dfa.states * dead);
    for (let q = 1; q < dfa.states; q++) {
      for (let b = 0; b < dead; b++) if (unitOf[b]! >= 0) scaled[q * dead + b] = (m.table[(q << 7) + unitOf[b]!]! >> 7) * square;
    }
    for (let s = 1; s < dfa.states; s++) {
      for (let a = 0; a < dead; a++) {
        const t = unitOf[a]! < 0 ? 0 : m.table[(s << 7) + unitOf[a]!]! >> 7;
        if (t !== 0) two.set(scaled.subarray(t * dead, t * dead + dead), s * square + a * classes);
      }
    }
    const first = new Uint32Array(classes);
    for (let a = 0; a < dead; a++) first[a] = unitOf[a]! < 0 ? 0 : (m.table[START + unitOf[a]!]! >> 7) * square;
    return { pairClass, classOf, two, first, start: square, inverse: 1 / square, accepting: m.accepting };
  }

  function continuations(m: Machine, s: number): Continuation {
    let known = m.next[s >> 7];
    if (known === undefined) {
      const ranges = s === 0 ? [] : viable(m, s);
      const end = s !== 0 && m.accepting[s >> 7] === 1;
      known = Object.freeze({ ranges: Object.freeze(ranges), end, expected: Object.freeze(expectationNames(named, ranges, end)) });
      m.next[s >> 7] = known;
    }
    return known;
  }

  function load(rule: string): Machine {
    const dfa = data.rules[rule];
    if (dfa === undefined) throw new TypeError(`unknown rule: ${String(rule)}`);
    const raw = decodeDigits(dfa.table, dfa.states * dfa.classes);
    const classes = dfa.classes;
    const table = asciiTable(raw, decodeDigits(data.classMaps[dfa.classMap]!, 128), dfa.states, classes);
    let wide: Wide | null = null;
    if (dfa.wideMap !== undefined) {
      const runs = data.wideMaps[dfa.wideMap]!;
      let wideClassOf = wideMaps.get(dfa.wideMap);
      if (wideClassOf === undefined) {
        wideClassOf = new Uint8Array(0x10000);
        for (let i = 0; i < runs.length; i += 2) wideClassOf.fill(runs[i + 1]!, runs[i]!, i + 2 < runs.length ? runs[i + 2]! : 0x10000);
        wideMaps.set(dfa.wideMap, wideClassOf);
      }
      const wideTable = new Uint16Array(dfa.states * classes);
      for (let i = 0; i < wideTable.length; i++) wideTable[i] = raw[i]! << 7;
      wide = { classOf: wideClassOf, runs, table: wideTable, classes: dfa.classes };
    }
    const machine: Machine = { table, loop: loops(table, dfa.states), accepting: Uint8Array.from(decodeDigits(dfa.accepting, dfa.states)), next: [], wide, pairTable: null, read: 0 };
    if (pairsAfter === 0 && wide === null) machine.pairTable = pairTableOf(machine, dfa);
    machines.set(rule, machine);
    return machine;
  }

  function test(input: string, rule: string): boolean {
    const m = machineOf(rule);
    const p = m.pairTable;
    if (p !== null && input.length < LONG_INPUT) return pairTest(input, p);
    return validate(input, rule) === VALID;
  }

  return {
    validate,
    test,
    stepTable(rule) {
      const { table, accepting } = machines.get(rule) ?? load(rule);
      return { table, accepting };
    },
    diagnose(input, rule) {
      const offset = validate(input, rule);
      if (offset === VALID) return null;
      const { ranges, end, expected } = continuations(stoppedMachine!, stoppedState);
      return { offset, ranges, end, expected };
    },
    expectedIn(rule, state) {
      return continuations(machineOf(rule), state).expected;
    },
    expectedAtStop() {
      return continuations(stoppedMachine!, stoppedState).expected;
    },
    viableNext(input, rule, offset) {
      validate(input.slice(0, offset), rule);
      const { ranges, end } = continuations(stoppedMachine!, stoppedState);
      return { ranges: ranges.map(([lo, hi]) => [lo, hi]), end };
    },
    expectedAt(input, rule, offset) {
      validate(input.slice(0, offset), rule);
      return [...continuations(stoppedMachine!, stoppedState).expected];
    },
  };
}

/**
 * The class pair of every two units below `units` (128: US-ASCII code units;
 * 256: bytes): `table[u1 * units + u2]` is `classOf[u1] * width + classOf[u2]`.
 * The row of a first unit is its class's, made once per class (plain loops
 * and copies: this runs once per table, in the interpreter).
 */
export function pairClassTable(classOf: Uint8Array, units: 128 | 256, width: number): Uint16Array {
  const table = new Uint16Array(units * units);
  const rows: Uint16Array[] = [];
  for (let u1 = 0; u1 < units; u1++) {
    const k1 = classOf[u1]!;
    let row = rows[k1];
    if (row === undefined) {
      row = new Uint16Array(units);
      for (let u2 = 0; u2 < units; u2++) row[u2] = k1 * width + classOf[u2]!;
      rows[k1] = row;
    }
    table.set(row, u1 * units);
  }
  return table;
}

/**
 * The DFA's loop two code units at a time (see `PairTable`): the offset it
 * dies at, or the input's length; `stoppedState` is set (in the numbering of
 * `table`). Long inputs have long runs, which `runs` reads faster.
 */
function pairSteps(input: string, table: Uint16Array, loop: Uint8Array, pairTable: PairTable): number {
  const n = input.length;
  if (n >= LONG_INPUT) return runs(input, table, loop);
  const { pairClass, two } = pairTable;
  let s = pairTable.start;
  let i = 0;
  // An odd length reads its first unit alone, so that the pairs end with the input.
  if ((n & 1) === 1) {
    const c = input.charCodeAt(0);
    s = c > 127 ? 0 : pairTable.first[pairTable.classOf[c]!]!;
    if (s === 0) {
      stoppedState = START;
      return 0;
    }
    i = 1;
  }
  for (; i < n; i += 2) {
    const c1 = input.charCodeAt(i);
    const c2 = input.charCodeAt(i + 1);
    // A code unit above US-ASCII is in no rule of an ascii grammar (RFC 3986 §2).
    if ((c1 | c2) > 127) break;
    const next = two[s + pairClass[(c1 << 7) | c2]!]!;
    if (next === 0) break;
    s = next;
  }
  // The state in the numbering of `table` (a multiplication: a division would cost more).
  let q = Math.round(s * pairTable.inverse) << 7;
  // The pair the DFA dies in, one unit at a time.
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    const next = c > 127 ? 0 : table[q + c]!;
    if (next === 0) {
      stoppedState = q;
      return i;
    }
    q = next;
  }
  stoppedState = q;
  return n;
}

/**
 * `pairSteps` for a verdict alone: it returns at the dead state, and keeps no
 * stopped state (the inputs are under `LONG_INPUT` units).
 */
function pairTest(input: string, pairTable: PairTable): boolean {
  const n = input.length;
  const { pairClass, two } = pairTable;
  let s = pairTable.start;
  let i = 0;
  if ((n & 1) === 1) {
    const c = input.charCodeAt(0);
    if (c > 127) return false;
    s = pairTable.first[pairTable.classOf[c]!]!;
    if (s === 0) return false;
    i = 1;
  }
  for (; i < n; i += 2) {
    const c1 = input.charCodeAt(i);
    const c2 = input.charCodeAt(i + 1);
    if ((c1 | c2) > 127) return false;
    s = two[s + pairClass[(c1 << 7) | c2]!]!;
    if (s === 0) return false;
  }
  return pairTable.accepting[Math.round(s * pairTable.inverse)] === 1;
}

/** The DFA's loop: the offset it dies at, or the input's length; `stoppedState` is set. */
function steps(input: string, table: Uint16Array): number {
  const n = input.length;
  let s = START;
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    // A code unit above US-ASCII is in no rule of an ascii grammar (RFC 3986 §2).
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
 * `steps` for a grammar over code points: a code unit from 128 on goes by its
 * class. Where the DFA dies right after a high surrogate, or the input ends
 * there, the character that cannot be is the pair (or the lone surrogate), so
 * the offset is the high surrogate's and the state the one before it.
 */
function wideSteps(input: string, table: Uint16Array, wide: Wide): number {
  const n = input.length;
  const { classOf, table: wideTable, classes } = wide;
  let s = START;
  let before = START;
  for (let i = 0; i < n; i++) {
    const c = input.charCodeAt(i);
    const next = c < 128 ? table[s + c]! : wideTable[(s >> 7) * classes + classOf[c]!]!;
    if (next === 0) {
      if (i > 0 && isHighSurrogate(input.charCodeAt(i - 1))) {
        stoppedState = before;
        return i - 1;
      }
      stoppedState = s;
      return i;
    }
    before = s;
    s = next;
  }
  if (n > 0 && isHighSurrogate(input.charCodeAt(n - 1))) {
    stoppedState = before;
    return n - 1;
  }
  stoppedState = s;
  return n;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
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

// ----- The expectations of a syntax error -----

type Ranges = readonly (readonly [number, number])[];

/** [lo, hi, lo, hi, ...] as [lo, hi] pairs. */
function pairs(flat: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i < flat.length; i += 2) out.push([flat[i]!, flat[i + 1]!]);
  return out;
}

/** Sorted ranges with neighbours joined. */
function merged(ranges: [number, number][]): [number, number][] {
  ranges.sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of ranges) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/**
 * The code points that state `s` of a machine can read next. A high surrogate
 * stands for the code points of the low surrogates the state after it takes.
 */
function viable(m: Machine, s: number): [number, number][] {
  const out: [number, number][] = [];
  // US-ASCII in runs (not a range per unit, sorted and merged after): this runs once per state an error stops
  // in, in the interpreter.
  let from = -1;
  for (let c = 0; c < 128; c++) {
    if (m.table[s + c] !== 0) {
      if (from < 0) from = c;
    } else if (from >= 0) {
      out.push([from, c - 1]);
      from = -1;
    }
  }
  if (from >= 0) out.push([from, 127]);
  const wide = m.wide;
  if (wide !== null) {
    const { runs, table, classes } = wide;
    const step = (state: number, k: number) => table[(state >> 7) * classes + k]!;
    const units = (from: number, to: number, visit: (lo: number, hi: number, k: number) => void) => {
      for (let i = 0; i < runs.length; i += 2) {
        const lo = Math.max(runs[i]!, from);
        const hi = Math.min(i + 2 < runs.length ? runs[i + 2]! - 1 : 0xffff, to);
        if (lo <= hi) visit(lo, hi, runs[i + 1]!);
      }
    };
    units(128, 0xd7ff, (lo, hi, k) => step(s, k) !== 0 && out.push([lo, hi]));
    units(0xe000, 0xffff, (lo, hi, k) => step(s, k) !== 0 && out.push([lo, hi]));
    units(0xd800, 0xdbff, (hLo, hHi, k) => {
      const t = step(s, k);
      if (t === 0) return;
      units(0xdc00, 0xdfff, (lLo, lHi, kl) => {
        if (step(t, kl) === 0) return;
        for (let h = hLo; h <= hHi; h++) out.push([codePoint(h, lLo), codePoint(h, lHi)]);
      });
    });
  }
  return merged(out);
}

function codePoint(high: number, low: number): number {
  return 0x10000 + ((high - 0xd800) << 10) + (low - 0xdc00);
}

const END = 'end of input';

/**
 * The ABNF names and literals of the code points `ranges` (and of the end of
 * input when `end`), as `expectedAt` gives them: the grammar's named sets
 * (largest first) that `ranges` hold whole, then runs of three or more as
 * `%x` ranges (a run of under six punctuation characters stays characters:
 * `"#", "$", "%", "&"`), then single characters quoted, a letter once for both
 * cases.
 */
export function expectationNames(named: readonly (readonly [string, Ranges])[], ranges: Ranges, end: boolean): string[] {
  // Plain loops, no closure per range: this runs once per state an error stops in, in the interpreter.
  let left: [number, number][] = ranges.map(([lo, hi]) => [lo, hi]);
  const out: string[] = [];
  for (const [name, set] of named) {
    if (holdsAll(left, set)) {
      out.push(name);
      left = subtract(left, set);
    }
  }
  const has = (c: number) => holds(left, c, c);
  for (const [lo, hi] of left) {
    // A run of three or more as a range, unless it is a few punctuation characters ("#", "$", "%", "&").
    if (hi - lo >= 2 && !(hi - lo < 6 && isPunctuation(lo) && isPunctuation(hi))) {
      out.push(`%x${hex(lo)}-${hex(hi)}`);
      continue;
    }
    for (let c = lo; c <= hi; c++) {
      const ch = String.fromCodePoint(c);
      const lower = ch.toLowerCase();
      // ABNF quoted strings are case-insensitive (RFC 5234 §2.3): "v" is v or V.
      if (c < 128 && lower !== ch && has(lower.charCodeAt(0))) continue;
      out.push(JSON.stringify(ch));
    }
  }
  if (end) out.push(END);
  return [...new Set(out)].sort();
}

/** True when some range of `ranges` holds all of [lo, hi]. */
function holds(ranges: readonly (readonly [number, number])[], lo: number, hi: number): boolean {
  for (let i = 0; i < ranges.length; i++) if (ranges[i]![0] <= lo && hi <= ranges[i]![1]) return true;
  return false;
}

/** True when each range of `set` is held whole by some range of `ranges`. */
function holdsAll(ranges: readonly (readonly [number, number])[], set: Ranges): boolean {
  for (let i = 0; i < set.length; i++) if (!holds(ranges, set[i]![0], set[i]![1])) return false;
  return true;
}

/** Printable US-ASCII that is neither a letter nor a digit. */
function isPunctuation(c: number): boolean {
  return (c >= 0x21 && c <= 0x2f) || (c >= 0x3a && c <= 0x40) || (c >= 0x5b && c <= 0x60) || (c >= 0x7b && c <= 0x7e);
}

/** The code points of `ranges` that are not in `set`. */
function subtract(ranges: readonly [number, number][], set: Ranges): [number, number][] {
  let out = ranges.map(([lo, hi]) => [lo, hi] as [number, number]);
  for (const [lo, hi] of set) {
    const next: [number, number][] = [];
    for (const [a, b] of out) {
      if (b < lo || a > hi) next.push([a, b]);
      else {
        if (a < lo) next.push([a, lo - 1]);
        if (b > hi) next.push([hi + 1, b]);
      }
    }
    out = next;
  }
  return out;
}

function hex(c: number): string {
  return c.toString(16).toUpperCase().padStart(2, '0');
}

/**
 * The 128-wide table of a machine (`Machine.table`) from the DFA's next
 * states by class (`raw`, `classes` a row) and the class of each US-ASCII
 * code unit. Plain loops, no call per entry: they run once, in the
 * interpreter (23,000 entries for URI-reference), and in a function of their
 * own, so that V8's compile of the loop on the stack (on-stack replacement)
 * is not deoptimized by the code after it in `load`, not yet run.
 */
function asciiTable(raw: Uint16Array, classOf: Uint16Array, states: number, classes: number): Uint16Array {
  const table = new Uint16Array(states << 7);
  for (let s = 0; s < states; s++) {
    const row = s * classes;
    for (let c = 0; c < 128; c++) table[(s << 7) | c] = raw[row + classOf[c]!]! << 7;
  }
  return table;
}

/** The `loop` table of a machine (see `Machine`). */
function loops(table: Uint16Array, states: number): Uint8Array {
  const loop = new Uint8Array(table.length);
  for (let s = START; s < states << 7; s += 128) {
    for (let c = 0; c < 128; c++) if (table[s + c] === s) loop[s + c] = LOOP_CHAR;
    const pct = table[s + 37]!;
    if (pct !== 0 && pct !== s && pctLoops(table, s, pct)) loop[s + 37] = LOOP_PCT;
  }
  return loop;
}

/**
 * True when "%" and any two HEXDIG lead from state `s` back to `s` (`pct`:
 * the state after the "%"). Plain loops, no call per pair: this runs once
 * per machine, in the interpreter.
 */
function pctLoops(table: Uint16Array, s: number, pct: number): boolean {
  for (let h1 = 0; h1 < 128; h1++) {
    if (HEX[h1] !== 1) continue;
    const after = table[pct + h1]!;
    for (let h2 = 0; h2 < 128; h2++) if (HEX[h2] === 1 && table[after + h2] !== s) return false;
  }
  return true;
}

/**
 * The values of a text of scripts/dfa.mjs `encodeDigits`: each "~" adds 92 to
 * the value that the next character ends, a digit from " " (0) to "}" (91)
 * skipping the double quote and the backslash. `length` is the number of values the text must hold.
 */
export function decodeDigits(text: string, length: number): Uint16Array {
  const out = new Uint16Array(length);
  let j = 0;
  let high = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x7e) high += 92;
    else {
      out[j++] = high + c - 32 - (c > 0x22 ? 1 : 0) - (c > 0x5c ? 1 : 0);
      high = 0;
    }
  }
  if (j !== length || high !== 0) throw new RangeError(`a DFA table holds ${j} values, not ${length}`);
  return out;
}
