/**
 * The longest prefix of a text, from a given offset, that matches a rule: the
 * rule's minimal DFA (generated/<name>.validator.ts, the tables that
 * src/core/dfa.ts runs) walked once over the text, remembering every offset
 * where it is in an accepting state. One pass, no backtracking: linear in the
 * length walked.
 *
 * Where a bare URI ends in running text (RFC 3986 Appendix C) is the longest
 * valid `URI` from its scheme on, trimmed of the punctuation prose adds
 * (./trailing.ts), never so far that it stops being valid: the accepting
 * offsets recorded here say how far that is, without a second walk.
 */
import { decodeDigits, type GrammarDfas } from '../core/dfa.js';

/**
 * A walk may go on in non-accepting states this far past the last accepting
 * offset before it gives up. Only an IP-literal (RFC 3986 §3.2.2: IPvFuture
 * has no length limit) or a pct-encoded triplet is read in non-accepting
 * states inside a URI; no real one is this long, and the limit keeps every
 * walk within a constant of the URI it finds.
 */
export const NON_ACCEPTING_LIMIT = 4096;

/** The outcome of one walk. */
export interface Walk {
  /** The end of the longest matching prefix, or -1 when no prefix matches. */
  readonly end: number;
  /** True when the walk reached `to` still able to continue: more text could make the match longer. */
  readonly open: boolean;
}

/**
 * Code units visited by the extractor: walked by every matcher, and, in
 * ./scanner.ts, ./trailing.ts and ./index.ts, stepped over by the scan,
 * searched for a closing delimiter, trimmed, and counted for lines and
 * columns. Tests count work with it (linear time), never the clock.
 */
export const work = { units: 0 };

/**
 * What ends a walk before the rule does (prose around an IRI, ./trailing.ts):
 * `begin` when a walk begins, then `before(text, i)` at each code unit outside
 * US-ASCII that the walk reaches, in order; true stops the walk before it.
 */
export interface WalkStop {
  begin(): void;
  before(text: string, i: number): boolean;
}

/** A rule's DFA, decoded for the walk: next state per (state, class), states premultiplied by the class count. */
export class LongestMatch {
  private readonly table: Uint16Array;
  private readonly classes: number;
  private readonly asciiClass: Uint8Array;
  /** The class of every code unit from 128 on (65,536 entries), or null when they all lead to the dead state. */
  private readonly wideClass: Uint8Array | null;
  /** `acceptingState[s]`: 1 when (premultiplied) state `s` is accepting. */
  private readonly acceptingState: Uint8Array;
  /** `accepted[i]`: 1 when the text from the walk's start to its start + i matches. */
  private accepted = new Uint8Array(256);
  private from = 0;

  constructor(data: GrammarDfas, rule: string) {
    const dfa = data.rules[rule];
    if (dfa === undefined) throw new TypeError(`unknown rule: ${rule}`);
    const classes = dfa.classes;
    this.classes = classes;
    this.table = decodeDigits(dfa.table, dfa.states * classes);
    for (let i = 0; i < this.table.length; i++) this.table[i]! *= classes;
    this.asciiClass = Uint8Array.from(decodeDigits(data.classMaps[dfa.classMap]!, 128));
    const accepting = decodeDigits(dfa.accepting, dfa.states);
    this.acceptingState = new Uint8Array(dfa.states * classes);
    for (let s = 0; s < dfa.states; s++) this.acceptingState[s * classes] = accepting[s]!;
    if (dfa.wideMap === undefined) this.wideClass = null;
    else {
      const runs = data.wideMaps[dfa.wideMap]!;
      const wide = new Uint8Array(0x10000);
      for (let i = 0; i < runs.length; i += 2) wide.fill(runs[i + 1]!, runs[i]!, i + 2 < runs.length ? runs[i + 2]! : 0x10000);
      this.wideClass = wide;
    }
  }

  /**
   * Walks the DFA over `text` from `from` to at most `to`, and records which
   * prefixes match (see `matches`). The start state is 1, the dead state 0
   * (scripts/dfa.mjs). A `stop` ends the walk before the code unit where it
   * says so: the walk never reads past it (and is not open there).
   */
  walk(text: string, from: number, to: number, stop: WalkStop | null = null): Walk {
    const { table, classes, asciiClass, wideClass, acceptingState } = this;
    let accepted = this.accepted;
    this.from = from;
    stop?.begin();
    let s = classes; // state 1
    let end = -1;
    let i = from;
    for (; i < to; i++) {
      const c = text.charCodeAt(i);
      let k: number;
      if (c < 128) k = asciiClass[c]!;
      else if (wideClass === null) break;
      else if (stop !== null && stop.before(text, i)) break;
      else k = wideClass[c]!;
      const next = table[s + k]!;
      if (next === 0) break;
      s = next;
      const at = i + 1 - from;
      if (at >= accepted.length) {
        const grown = new Uint8Array(accepted.length * 2);
        grown.set(accepted);
        this.accepted = accepted = grown;
      }
      if (acceptingState[s] === 1) {
        accepted[at] = 1;
        end = i + 1;
      } else {
        accepted[at] = 0;
        if (i + 1 - (end < 0 ? from : end) > NON_ACCEPTING_LIMIT) break;
      }
    }
    accepted[0] = acceptingState[classes]!;
    work.units += i - from;
    return { end, open: i === to && s !== 0 };
  }

  /** True when the text from the last walk's start to `end` matches the rule (`end` at most the walk's `end`). */
  matches(end: number): boolean {
    return this.accepted[end - this.from] === 1;
  }
}
