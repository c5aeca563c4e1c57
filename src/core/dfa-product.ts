/**
 * Several rules' DFAs run as one: their product automaton, whose state is the
 * tuple of the rules' states, built lazily from the inputs it reads. Each
 * US-ASCII code unit is then one table load for all the rules together, where
 * running them one after another costs a pass per rule; the conformance
 * report (src/conform/) decides every grammar's top-level rules this way.
 *
 * A product state and its transitions are made the first time an input
 * reaches them (one step of every rule, and a lookup of the tuple), and kept:
 * URI-references visit few of them (under a hundred for the six URI grammars'
 * twelve rules over a corpus of 5,000 real ones). The states are capped
 * (`MAX_STATES`): an input that would make one more gets `OVERFLOW`, which its
 * caller answers rule by rule, and the product starts afresh on the next
 * input. Every run is linear in its input: a step is a load, or for a new
 * transition one step of each rule.
 *
 * What a rule's run gives is what its own DFA run gives (src/core/dfa.ts
 * `validate`): where it dies (the first code unit that leads it to the dead
 * state) or, at the end, whether its state accepts; and the state it stopped
 * in, the state before the dead transition or the last one, whose transitions
 * say what was expected there.
 */

/** One rule's DFA as `Validator.stepTable` gives it: states premultiplied by 128, the start 128, the dead state 0. */
export interface ProductComponent {
  readonly table: Uint16Array;
  readonly accepting: Uint8Array;
}

/** `run`'s value when the input needs more product states than `MAX_STATES`: nothing was decided. */
export const OVERFLOW = -2;

/** `offset(k)` of a rule still alive where `run` stopped at a code unit from 128 on, or of a run that overflowed. */
export const UNDECIDED = -2;

/** The most product states a product keeps by default (each 128 transitions of 4 bytes: 1 MB at most). */
export const MAX_STATES = 2048;

/** The states a product holds room for at first (it doubles as they come). */
const FIRST_CAPACITY = 64;

/** The rules' start state in `ProductComponent` numbering. */
const START = 128;

/** The lazily built product of several rules' DFAs, and the results of its last run. */
export class DfaProduct {
  /** The rules' DFAs, in the order of `offset(k)` and `state(k)`. */
  readonly components: readonly ProductComponent[];
  /** What the last `run` returned: `end`, the index of a code unit from 128 on, or `OVERFLOW`. */
  stopped = 0;
  /** Product transitions computed (a step of every rule each), since the product was made: the work beyond one load per code unit. */
  steps = 0;

  /**
   * `table[(p << 7) + c]`: the transition of product state p on US-ASCII unit
   * c, `q << 7`, negated when some rule dies on it; 0 when not computed yet
   * (state 0 is unused), so that the loop's one test, `t <= 0`, finds both.
   */
  private table: Int32Array;
  /** `tuples[p * n + k]`: rule k's state in product state p (state 0 is unused: a 0 in `table` means "not computed"). */
  private tuples: Int32Array;
  /** `accepts[p * n + k]`: 1 when rule k's state in product state p accepts (its `accepting`, beside `tuples`). */
  private accepts: Uint8Array;
  /** `dead[p]`: 1 when every rule is dead in product state p. */
  private dead: Uint8Array;
  /** Product states by their tuple, as text. */
  private readonly index = new Map<string, number>();
  /** The number of product states (state 0 included). */
  private count = 1;
  /** The product state the rules start in, premultiplied by 128. */
  private start = 0;
  /** Per rule, where it died in the last run and the state before (`died`): read only for a rule dead at its end. */
  private readonly diedAt: Int32Array;
  private readonly diedIn: Int32Array;
  /** The last run's `end`, and its last product state's first rule in `tuples`. */
  private end = 0;
  private last = 0;
  /** Set when a run overflowed: the next run starts afresh. */
  private full = false;
  private readonly scratch: Int32Array;
  /** The most product states kept (`MAX_STATES`). */
  private readonly maxStates: number;

  constructor(components: readonly ProductComponent[], maxStates = MAX_STATES) {
    this.components = components;
    if (!(maxStates >= 1)) throw new RangeError(`a product keeps at least its start state, not ${maxStates} states`);
    this.maxStates = maxStates;
    const n = components.length;
    this.diedAt = new Int32Array(n);
    this.diedIn = new Int32Array(n);
    this.scratch = new Int32Array(n);
    this.table = new Int32Array(FIRST_CAPACITY << 7);
    this.tuples = new Int32Array(FIRST_CAPACITY * n);
    this.accepts = new Uint8Array(FIRST_CAPACITY * n);
    this.dead = new Uint8Array(FIRST_CAPACITY);
    this.offsets = new Int32Array(n);
    this.reset();
  }

  /** After `readOffsets`, `offset(k)` of every rule k: the last run's results in one array, read without a call per rule. */
  readonly offsets: Int32Array;

  /** The number of product states made so far. */
  get size(): number {
    return this.count - 1;
  }

  /**
   * Runs every rule over `input`'s first `end` code units, and returns (and
   * keeps in `stopped`) `end` (every rule decided: it read them all, or every
   * rule died), or the index of the first code unit from 128 on, before which
   * some rule was alive, or `OVERFLOW`. `offset(k)` and `state(k)` then read
   * each rule's result, until the next run.
   */
  run(input: string, end: number): number {
    if (this.full) this.reset();
    this.end = end;
    let table = this.table;
    let p = this.start;
    let i = 0;
    for (; i < end; i++) {
      const c = input.charCodeAt(i);
      if (c > 127) break;
      let t = table[p + c]!;
      if (t <= 0) {
        if (t === 0) {
          t = this.step(p, c);
          if (t === OVERFLOW) return (this.stopped = OVERFLOW);
          table = this.table;
        }
        if (t < 0) {
          // Some rule dies: this runs at most once per rule.
          t = -t;
          this.died(p >> 7, t >> 7, i);
          if (this.dead[t >> 7] === 1) {
            p = t;
            i = end;
            break;
          }
        }
      }
      p = t;
    }
    this.last = (p >> 7) * this.components.length;
    return (this.stopped = i);
  }

  /**
   * After `run`, rule k's result: -1 (`VALID`) when the text read matches it,
   * the offset where it stops, or `UNDECIDED` when the run overflowed, or
   * stopped at a code unit from 128 on with the rule alive.
   */
  offset(k: number): number {
    if (this.stopped === OVERFLOW) return UNDECIDED;
    const s = this.tuples[this.last + k]!;
    // Every rule starts alive: one dead at the end died in this run.
    if (s === 0) return this.diedAt[k]!;
    if (this.stopped !== this.end) return UNDECIDED;
    return this.accepts[this.last + k] === 1 ? -1 : this.end;
  }

  /** After `run`, fills `offsets` with `offset(k)` of every rule, in one loop over the last state's tuple, and returns it. */
  readOffsets(): Int32Array {
    const out = this.offsets;
    const n = out.length;
    if (this.stopped === OVERFLOW) {
      out.fill(UNDECIDED);
      return out;
    }
    const { tuples, accepts, diedAt, last, end } = this;
    // A rule alive at the end read every code unit (-1 or `end`), or stopped at one from 128 on (`UNDECIDED`).
    const decided = this.stopped === end;
    for (let k = 0; k < n; k++) {
      out[k] = tuples[last + k] === 0 ? diedAt[k]! : !decided ? UNDECIDED : accepts[last + k] === 1 ? -1 : end;
    }
    return out;
  }

  /** After `run` (not an overflow), the state rule k stopped in: the state before the dead transition, or the last (premultiplied by 128, as `validate` keeps it). */
  state(k: number): number {
    const s = this.tuples[this.last + k]!;
    return s === 0 ? this.diedIn[k]! : s;
  }

  /** The rules that die between product states p and q (read at offset i): their offsets and stopped states. */
  private died(p: number, q: number, i: number): void {
    const n = this.components.length;
    const tuples = this.tuples;
    for (let k = 0; k < n; k++) {
      const before = tuples[p * n + k]!;
      if (before !== 0 && tuples[q * n + k] === 0) {
        this.diedAt[k] = i;
        this.diedIn[k] = before;
      }
    }
  }

  /** Computes (and keeps) the transition of product state p (premultiplied) on US-ASCII code unit c, or `OVERFLOW`. */
  private step(p: number, c: number): number {
    this.steps++;
    const n = this.components.length;
    const from = (p >> 7) * n;
    const next = this.scratch;
    let dies = false;
    for (let k = 0; k < n; k++) {
      const s = this.tuples[from + k]!;
      const t = s === 0 ? 0 : this.components[k]!.table[s + c]!;
      if (s !== 0 && t === 0) dies = true;
      next[k] = t;
    }
    const q = this.stateOf(next);
    if (q < 0) {
      this.full = true;
      return OVERFLOW;
    }
    const t = dies ? -(q << 7) : q << 7;
    this.table[p + c] = t;
    return t;
  }

  /** The product state of a tuple, made when new; -1 when the product is full. */
  private stateOf(tuple: Int32Array): number {
    const key = tuple.join(',');
    const known = this.index.get(key);
    if (known !== undefined) return known;
    if (this.count > this.maxStates) return -1;
    const q = this.count++;
    if (q >= this.dead.length) this.grow();
    const n = tuple.length;
    this.tuples.set(tuple, q * n);
    let alive = 0;
    for (let k = 0; k < n; k++) {
      alive |= tuple[k]!;
      this.accepts[q * n + k] = tuple[k] === 0 ? 0 : this.components[k]!.accepting[tuple[k]! >> 7]!;
    }
    this.dead[q] = alive === 0 ? 1 : 0;
    this.index.set(key, q);
    return q;
  }

  private grow(): void {
    const capacity = this.dead.length * 2;
    const table = new Int32Array(capacity << 7);
    table.set(this.table);
    const tuples = new Int32Array(capacity * this.components.length);
    tuples.set(this.tuples);
    const accepts = new Uint8Array(capacity * this.components.length);
    accepts.set(this.accepts);
    const dead = new Uint8Array(capacity);
    dead.set(this.dead);
    [this.table, this.tuples, this.accepts, this.dead] = [table, tuples, accepts, dead];
  }

  /** Forgets every product state but the start. */
  private reset(): void {
    this.index.clear();
    this.count = 1;
    this.full = false;
    if (this.dead.length > FIRST_CAPACITY) {
      this.table = new Int32Array(FIRST_CAPACITY << 7);
      this.tuples = new Int32Array(FIRST_CAPACITY * this.components.length);
      this.accepts = new Uint8Array(FIRST_CAPACITY * this.components.length);
      this.dead = new Uint8Array(FIRST_CAPACITY);
    } else this.table.fill(0);
    this.start = this.stateOf(new Int32Array(this.components.length).fill(START)) << 7;
  }
}
