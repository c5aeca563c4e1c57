/**
 * An independent RFC 5234 ABNF parser and matcher: the test oracle for the
 * generated parsers and validators of every grammar of `grammar/grammars.json`.
 *
 * The oracle is derived mechanically from the text of `grammar/<name>.abnf`
 * (the RFC's ABNF, verbatim) plus the RFC 5234 Appendix B.1 core rules,
 * written out below. A grammar with `abnfExtends` is its base's rules with the
 * rules of its own file replacing those of the same name and adding the
 * others. It never looks at the PEG grammars, nor at `scripts/dfa.mjs` or
 * `src/charsets.ts`: were code shared, both sides could agree on a wrong range.
 *
 * The terminals are code points (RFC 5234 §2.3: a num-val is a number, here up
 * to %x10FFFF; RFC 3987 §2.2: "Terminals in the ABNF are characters"). A
 * JavaScript string is read by code points (`codePointAt`): a surrogate pair
 * is one code point above U+FFFF, and a lone surrogate is a code point
 * D800-DFFF, which no grammar's range includes (the loader asserts it), so it
 * matches nothing. Offsets that this module returns are UTF-16 indexes.
 *
 * Each rule is compiled, with every rule it references inlined, to a Thompson
 * NFA whose character edges are sets of code points. Bounded repetitions are
 * unrolled, which is possible because the grammars are not recursive
 * (recursion is rejected). The NFA is pruned to the states on some path from
 * the start to acceptance and is run as a lazily built DFA over the character
 * classes of the rule (the code points that every edge treats alike), so
 * matching is linear and every live DFA state has an accepted completion.
 *
 * Coverage: every alternative of an `alt` node (RFC 5234 §3.2) has its own
 * entry state in the NFA; an input exercises the alternative when that state
 * lies on an accepting path of the input, found as the states that are both
 * reached from the start by the input's prefix and co-reachable from
 * acceptance by its suffix (a forward and a backward lazy DFA).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// ----- RFC 5234 §4: the ABNF of ABNF, as an AST -----

/** One ABNF element (RFC 5234 §4 `alternation` and below). */
export type Node =
  | { kind: 'alt'; items: Node[]; texts: string[] } // RFC 5234 §3.2 alternatives, each with its ABNF text
  | { kind: 'cat'; items: Node[] } // RFC 5234 §3.1 concatenation
  | { kind: 'rep'; min: number; max: number; item: Node } // RFC 5234 §3.6, §3.7 (max may be Infinity)
  | { kind: 'ref'; name: string } // rulename
  | { kind: 'str'; text: string } // RFC 5234 §2.3 char-val, case-insensitive
  | { kind: 'range'; lo: number; hi: number } // RFC 5234 §2.3 num-val, %xNN or %xNN-NN (code points)
  | { kind: 'prose'; text: string }; // RFC 5234 §4 prose-val `<...>`

/** One rule: its name as first spelled, its definition, and the definition's ABNF text. */
export interface Rule {
  name: string;
  node: Node;
  text: string;
}

/** RFC 5234 Appendix B.1 core rules, all of them, verbatim: grammar/rfc5234-core.abnf, the one copy. */
export const RFC5234_CORE_RULES = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc5234-core.abnf'), 'utf8');

/** The largest code point (Unicode §2.4); num-vals above it are rejected. */
export const MAX_CODE_POINT = 0x10ffff;
/** The surrogate code points, which no grammar's terminal may include. */
const SURROGATE_LO = 0xd800;
const SURROGATE_HI = 0xdfff;

export class AbnfSyntaxError extends Error {
  constructor(message: string, readonly line: number) {
    super(`ABNF line ${line}: ${message}`);
    this.name = 'AbnfSyntaxError';
  }
}

/** Every token keeps its source text and whether white space came before it, to give an alternative's text back. */
type TokenKind =
  | { t: 'name'; v: string }
  | { t: 'defas'; incremental: boolean }
  | { t: 'repeat'; min: number; max: number }
  | { t: 'punct'; v: '/' | '(' | ')' | '[' | ']' }
  | { t: 'elem'; node: Node };
type Token = TokenKind & { text: string; space: boolean; line: number };

const isAlpha = (c: string) => /^[A-Za-z]$/.test(c);
const isDigit = (c: string) => /^[0-9]$/.test(c);
const isWsp = (c: string) => c === ' ' || c === '\t'; // RFC 5234 B.1 WSP

/**
 * Splits ABNF text into rules, each a token list. RFC 5234 §4: a rule starts
 * at the beginning of a line (`rule = rulename defined-as elements c-nl`) and
 * continues on lines that start with white space (`c-wsp = WSP / (c-nl WSP)`);
 * `;` starts a comment that runs to the end of the line (`comment`).
 */
function tokenize(text: string): Token[][] {
  const rules: Token[][] = [];
  let current: Token[] | null = null;
  const lines = text.split(/\r\n|\n/);
  for (let ln = 0; ln < lines.length; ln++) {
    const line = lines[ln];
    const lineNo = ln + 1;
    let i = 0;
    let space = false;
    const fail = (msg: string): never => {
      throw new AbnfSyntaxError(msg, lineNo);
    };
    if (line.trim() === '' || /^[ \t]*;/.test(line)) {
      continue; // empty line or comment-only line (RFC 5234 §4 c-nl)
    }
    if (!isWsp(line[0])) {
      if (!isAlpha(line[0])) fail(`a rule must start with a rulename: ${JSON.stringify(line)}`);
      current = [];
      rules.push(current);
    } else if (current === null) {
      fail('continuation line before any rule');
    }
    const out = current!;
    const push = (token: TokenKind, end: number) => {
      out.push({ ...token, text: line.slice(i, end), space, line: lineNo });
      i = end;
      space = false;
    };
    space = out.length > 0; // a continuation line starts with white space
    while (i < line.length) {
      const c = line[i];
      if (isWsp(c)) {
        i++;
        space = true;
      } else if (c === ';') {
        break; // RFC 5234 §3.9 comment
      } else if (isAlpha(c)) {
        // RFC 5234 §2.1 rulename = ALPHA *(ALPHA / DIGIT / "-")
        let j = i + 1;
        while (j < line.length && /[A-Za-z0-9-]/.test(line[j])) j++;
        push({ t: 'name', v: line.slice(i, j) }, j);
      } else if (c === '=') {
        // RFC 5234 §3.3 incremental alternatives "=/"
        const incremental = line[i + 1] === '/';
        push({ t: 'defas', incremental }, i + (incremental ? 2 : 1));
      } else if (c === '/' || c === '(' || c === ')' || c === '[' || c === ']') {
        push({ t: 'punct', v: c }, i + 1);
      } else if (isDigit(c) || c === '*') {
        // RFC 5234 §3.6, §3.7 repeat = 1*DIGIT / (*DIGIT "*" *DIGIT)
        const m = /^(\d*)(\*?)(\d*)/.exec(line.slice(i))!;
        const [all, a, star, b] = m;
        if (!star && b) fail('malformed repeat');
        const min = a === '' ? 0 : Number(a);
        const max = star ? (b === '' ? Infinity : Number(b)) : min;
        if (min > max) fail(`repeat ${all}: minimum exceeds maximum`);
        const end = i + all.length;
        if (end >= line.length || isWsp(line[end]) || line[end] === ';') {
          fail(`repeat ${all} must be followed directly by an element`);
        }
        push({ t: 'repeat', min, max }, end);
      } else if (c === '"') {
        // RFC 5234 §2.3, §4 char-val = DQUOTE *(%x20-21 / %x23-7E) DQUOTE
        const j = line.indexOf('"', i + 1);
        if (j < 0) fail('unterminated quoted string');
        const body = line.slice(i + 1, j);
        if (!/^[\x20-\x21\x23-\x7e]*$/.test(body)) fail('invalid character in quoted string');
        push({ t: 'elem', node: { kind: 'str', text: body } }, j + 1);
      } else if (c === '%') {
        // RFC 5234 §2.3, §4 num-val = "%" (bin-val / dec-val / hex-val)
        const m = /^%([bBdDxX])([0-9A-Fa-f]+)((?:\.[0-9A-Fa-f]+)+|-[0-9A-Fa-f]+)?/.exec(line.slice(i));
        if (!m) fail('malformed numeric value');
        const [all, base, first, rest] = m!;
        const radix = { b: 2, d: 10, x: 16 }[base.toLowerCase() as 'b' | 'd' | 'x'];
        const digits = { 2: /^[01]+$/, 10: /^[0-9]+$/, 16: /^[0-9A-Fa-f]+$/ }[radix]!;
        const num = (s: string) => {
          if (!digits.test(s)) fail(`bad digits in ${all}`);
          const v = parseInt(s, radix);
          if (v > MAX_CODE_POINT) fail(`${all}: above %x10FFFF, the largest code point`);
          return v;
        };
        let node: Node;
        if (rest && rest[0] === '-') {
          const lo = num(first);
          const hi = num(rest.slice(1));
          if (lo > hi) fail(`empty range ${all}`);
          node = { kind: 'range', lo, hi };
        } else {
          const values = [first, ...(rest ? rest.slice(1).split('.') : [])].map(num);
          const items: Node[] = values.map((v) => ({ kind: 'range', lo: v, hi: v }));
          node = items.length === 1 ? items[0] : { kind: 'cat', items };
        }
        push({ t: 'elem', node }, i + all.length);
      } else if (c === '<') {
        // RFC 5234 §4 prose-val = "<" *(%x20-3D / %x3F-7E) ">"
        const j = line.indexOf('>', i + 1);
        if (j < 0) fail('unterminated prose value');
        push({ t: 'elem', node: { kind: 'prose', text: line.slice(i + 1, j) } }, j + 1);
      } else {
        fail(`unexpected character ${JSON.stringify(c)}`);
      }
    }
  }
  return rules;
}

/** The ABNF text of tokens[from, to), white space runs written as one space. */
function textOf(tokens: Token[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) out += (i > from && tokens[i].space ? ' ' : '') + tokens[i].text;
  return out;
}

/** Recursive descent over one rule's tokens, RFC 5234 §4. */
function parseRule(tokens: Token[]): { name: string; incremental: boolean; node: Node; text: string } {
  let pos = 0;
  const line = () => (tokens[Math.min(pos, tokens.length - 1)] ?? { line: 0 }).line;
  const fail = (msg: string): never => {
    throw new AbnfSyntaxError(msg, line());
  };
  const peek = () => tokens[pos];
  const isPunct = (v: string) => {
    const t = peek();
    return t !== undefined && t.t === 'punct' && t.v === v;
  };
  const expectPunct = (v: string) => {
    if (!isPunct(v)) fail(`expected "${v}"`);
    pos++;
  };

  // alternation = concatenation *(*c-wsp "/" *c-wsp concatenation)
  function alternation(): Node {
    let from = pos;
    const items = [concatenation()];
    const texts = [textOf(tokens, from, pos)];
    while (isPunct('/')) {
      pos++;
      from = pos;
      items.push(concatenation());
      texts.push(textOf(tokens, from, pos));
    }
    return items.length === 1 ? items[0] : { kind: 'alt', items, texts };
  }
  // concatenation = repetition *(1*c-wsp repetition)
  function concatenation(): Node {
    const items: Node[] = [];
    for (;;) {
      const t = peek();
      if (t === undefined || (t.t === 'punct' && (t.v === '/' || t.v === ')' || t.v === ']'))) break;
      items.push(repetition());
    }
    if (items.length === 0) fail('empty concatenation');
    return items.length === 1 ? items[0] : { kind: 'cat', items };
  }
  // repetition = [repeat] element
  function repetition(): Node {
    const t = peek();
    if (t.t === 'repeat') {
      pos++;
      const item = element();
      return { kind: 'rep', min: t.min, max: t.max, item };
    }
    return element();
  }
  // element = rulename / group / option / char-val / num-val / prose-val
  function element(): Node {
    const t = peek();
    if (t === undefined) return fail('expected an element');
    pos++;
    if (t.t === 'name') return { kind: 'ref', name: t.v };
    if (t.t === 'elem') return t.node;
    if (t.t === 'punct' && t.v === '(') {
      const inner = alternation(); // RFC 5234 §3.5 group
      expectPunct(')');
      return inner;
    }
    if (t.t === 'punct' && t.v === '[') {
      const inner = alternation(); // RFC 5234 §3.8 optional sequence
      expectPunct(']');
      return { kind: 'rep', min: 0, max: 1, item: inner };
    }
    return fail(`unexpected ${t.t === 'punct' ? `"${t.v}"` : t.t}`);
  }

  const head = tokens[0];
  const def = tokens[1];
  if (head.t !== 'name' || def === undefined || def.t !== 'defas') {
    return fail('expected "rulename =" at the start of a rule');
  }
  pos = 2;
  const node = alternation();
  if (pos !== tokens.length) fail('unexpected trailing tokens');
  return { name: head.v, incremental: def.incremental, node, text: textOf(tokens, 2, tokens.length) };
}

// ----- Sets of code points and character classes -----

/** A set of code points: sorted, disjoint, non-adjacent [lo, hi] pairs, flattened. */
type Intervals = readonly number[];

/** The union of [lo, hi] pairs, normalized. */
function intervals(pairs: [number, number][]): Intervals {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const out: number[] = [];
  for (const [lo, hi] of sorted) {
    if (out.length && lo <= out[out.length - 1] + 1) out[out.length - 1] = Math.max(out[out.length - 1], hi);
    else out.push(lo, hi);
  }
  return out;
}

/** Case-insensitive single-character set (RFC 5234 §2.3): both cases of an ASCII letter, else the character. */
function caseless(ch: string): Intervals {
  const c = ch.charCodeAt(0);
  if (/^[A-Za-z]$/.test(ch)) {
    const upper = c & ~0x20;
    return [upper, upper, upper | 0x20, upper | 0x20];
  }
  return [c, c];
}

/**
 * A partition of all code points into classes: two code points are in one
 * class when every set of the list treats them alike. `of(cp)` is a table
 * look-up for US-ASCII and a binary search above.
 */
class CharClasses {
  readonly count: number;
  /** Per set of the list: which classes it contains. */
  readonly members: Uint8Array[];
  /** Per class: its code points. */
  readonly classes: Intervals[];
  private readonly ascii = new Int32Array(128);
  private readonly starts: number[]; // segment starts, sorted, the first 0
  private readonly segmentClass: number[];

  constructor(sets: readonly Intervals[]) {
    const cuts = new Set<number>([0]);
    for (const set of sets) {
      for (let i = 0; i < set.length; i += 2) {
        cuts.add(set[i]);
        if (set[i + 1] < MAX_CODE_POINT) cuts.add(set[i + 1] + 1);
      }
    }
    this.starts = [...cuts].sort((a, b) => a - b);
    // Each segment's signature: the sets that contain it.
    const signatures = this.starts.map(() => [] as number[]);
    sets.forEach((set, k) => {
      for (let i = 0; i < set.length; i += 2) {
        for (let s = this.segmentOf(set[i]); s < this.starts.length && this.starts[s] <= set[i + 1]; s++) signatures[s].push(k);
      }
    });
    const ids = new Map<string, number>();
    const classPairs: [number, number][][] = [];
    this.segmentClass = signatures.map((sig, s) => {
      const key = sig.join(',');
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
        classPairs.push([]);
      }
      const end = s + 1 < this.starts.length ? this.starts[s + 1] - 1 : MAX_CODE_POINT;
      classPairs[id].push([this.starts[s], end]);
      return id;
    });
    this.count = ids.size;
    this.classes = classPairs.map(intervals);
    this.members = sets.map(() => new Uint8Array(this.count));
    signatures.forEach((sig, s) => {
      for (const k of sig) this.members[k][this.segmentClass[s]] = 1;
    });
    for (let c = 0; c < 128; c++) this.ascii[c] = this.segmentClass[this.segmentOf(c)];
  }

  private segmentOf(cp: number): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= cp) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  of(cp: number): number {
    return cp < 128 ? this.ascii[cp] : this.segmentClass[this.segmentOf(cp)];
  }
}

// ----- Thompson NFA over code points -----

/**
 * A Thompson NFA: each state has epsilon edges or one character edge (a set
 * of the grammar's set table); state `accept` has neither. `alt[q]` is the
 * alternative whose entry state q is, or -1.
 */
class Nfa {
  readonly eps: number[][] = [];
  readonly set: number[] = [];
  readonly charTo: number[] = [];
  readonly alt: number[] = [];
  start = -1;
  accept = -1;

  state(): number {
    this.eps.push([]);
    this.set.push(-1);
    this.charTo.push(-1);
    this.alt.push(-1);
    return this.eps.length - 1;
  }
}

interface Fragment {
  start: number;
  end: number;
}

/**
 * An automaton that a lazy DFA runs: the NFA (forward) or the NFA with every
 * edge reversed (backward). A state has at most one character edge either
 * way, since Thompson's construction gives every character edge a fresh
 * target.
 */
interface Automaton {
  eps: number[][];
  set: Int32Array; // index into the classes' `members`, or -1
  to: Int32Array;
  start: number;
  final: number;
  /** States on some path from the NFA's start to its acceptance. */
  useful: Uint8Array;
  alt: number[];
  classes: CharClasses;
}

// ----- Lazy subset construction -----

/**
 * A DFA built on demand over character classes. State 0 is the dead state.
 * A DFA state is the set of NFA states reached, restricted to those that
 * matter: states with a character edge, the final state, and with
 * `withAlternatives` also the entry states of alternatives (so that two
 * inputs that reach the same characters through different alternatives end
 * in different DFA states).
 */
class LazyDfa {
  private readonly sets: number[][] = [];
  /** Per DFA state: the entry states of alternatives that it holds, sorted, or null. */
  readonly entries: (Int32Array | null)[] = [];
  private readonly accepting: boolean[] = [];
  private readonly trans: Int32Array[] = [];
  /** DFA states by a hash of their NFA state set (equal sets compared on collision). */
  private readonly ids = new Map<number, number[]>();
  private readonly keep: Uint8Array;
  private readonly mark: Int32Array;
  private stamp = 0;
  readonly start: number;

  constructor(private readonly a: Automaton, private readonly withAlternatives: boolean) {
    const n = a.eps.length;
    this.keep = new Uint8Array(n);
    for (let q = 0; q < n; q++) {
      const matters = a.set[q] >= 0 || q === a.final || (withAlternatives && a.alt[q] >= 0);
      this.keep[q] = a.useful[q] && matters ? 1 : 0;
    }
    this.mark = new Int32Array(n);
    this.intern([]); // dead state 0
    this.start = this.intern(a.useful[a.start] ? this.closure([a.start]) : []);
  }

  private readonly seedClosures: (Int32Array | undefined)[] = [];

  /** The kept states that a state reaches by epsilon edges (itself included), sorted; computed once per state. */
  private seedClosure(seed: number): Int32Array {
    let out = this.seedClosures[seed];
    if (!out) {
      const stamp = ++this.stamp;
      const found: number[] = [];
      const stack = [seed];
      while (stack.length) {
        const q = stack.pop()!;
        if (this.mark[q] === stamp || !this.a.useful[q]) continue;
        this.mark[q] = stamp;
        if (this.keep[q]) found.push(q);
        for (const r of this.a.eps[q]) if (this.mark[r] !== stamp) stack.push(r);
      }
      out = Int32Array.from(found.sort((x, y) => x - y));
      this.seedClosures[seed] = out;
    }
    return out;
  }

  private closure(seeds: number[]): number[] {
    if (seeds.length === 1) return Array.from(this.seedClosure(seeds[0]));
    const closures = seeds.map((q) => this.seedClosure(q));
    const stamp = ++this.stamp;
    const out: number[] = [];
    for (const c of closures) {
      for (const q of c) {
        if (this.mark[q] !== stamp) {
          this.mark[q] = stamp;
          out.push(q);
        }
      }
    }
    return out.sort((x, y) => x - y);
  }

  private intern(set: number[]): number {
    let h = 0x811c9dc5;
    for (const q of set) h = Math.imul(h ^ q, 0x01000193);
    const bucket = this.ids.get(h);
    if (bucket) {
      for (const id of bucket) {
        const other = this.sets[id];
        if (other.length === set.length && other.every((q, k) => q === set[k])) return id;
      }
    }
    const id = this.sets.length;
    if (bucket) bucket.push(id);
    else this.ids.set(h, [id]);
    this.sets.push(set);
    this.accepting.push(set.includes(this.a.final));
    this.trans.push(new Int32Array(this.a.classes.count).fill(-1));
    this.entries.push(this.withAlternatives ? Int32Array.from(set.filter((q) => this.a.alt[q] >= 0)) : null);
    return id;
  }

  /** The DFA state after reading a code point of class k in state d. */
  step(d: number, k: number): number {
    if (d === 0) return 0;
    const row = this.trans[d];
    let next = row[k];
    if (next < 0) {
      const targets: number[] = [];
      for (const q of this.sets[d]) {
        const s = this.a.set[q];
        if (s >= 0 && this.a.classes.members[s][k]) targets.push(this.a.to[q]);
      }
      next = targets.length ? this.intern(this.closure(targets)) : 0;
      row[k] = next;
    }
    return next;
  }

  isAccepting(d: number): boolean {
    return this.accepting[d];
  }
}

/** One rule compiled: its NFA, character classes and the DFAs run on it. */
class Compiled {
  readonly forward: Automaton;
  readonly dfa: LazyDfa;
  private coverageDfas: { forward: LazyDfa; backward: LazyDfa } | null = null;

  constructor(nfa: Nfa, setTable: readonly Intervals[]) {
    const used = [...new Set(nfa.set.filter((s) => s >= 0))].sort((x, y) => x - y);
    const local = new Map(used.map((s, i) => [s, i]));
    const classes = new CharClasses(used.map((s) => setTable[s]));
    const n = nfa.eps.length;
    const set = Int32Array.from(nfa.set, (s) => (s >= 0 ? local.get(s)! : -1));
    const to = Int32Array.from(nfa.charTo);
    // Useful states: reachable from the start and co-reachable from acceptance,
    // over edges whose set is not empty.
    const nonEmpty = (q: number) => set[q] >= 0 && classes.members[set[q]].some((b) => b === 1);
    const reach = (from: number, next: (q: number) => number[]) => {
      const seen = new Uint8Array(n);
      const stack = [from];
      seen[from] = 1;
      while (stack.length) {
        for (const r of next(stack.pop()!)) {
          if (!seen[r]) {
            seen[r] = 1;
            stack.push(r);
          }
        }
      }
      return seen;
    };
    const back: number[][] = Array.from({ length: n }, () => []);
    for (let q = 0; q < n; q++) {
      for (const r of nfa.eps[q]) back[r].push(q);
      if (nonEmpty(q)) back[to[q]].push(q);
    }
    const fromStart = reach(nfa.start, (q) => (nonEmpty(q) ? [...nfa.eps[q], to[q]] : nfa.eps[q]));
    const toAccept = reach(nfa.accept, (q) => back[q]);
    const useful = new Uint8Array(n);
    for (let q = 0; q < n; q++) useful[q] = fromStart[q] & toAccept[q];
    this.forward = { eps: nfa.eps, set, to, start: nfa.start, final: nfa.accept, useful, alt: nfa.alt, classes };
    this.dfa = new LazyDfa(this.forward, false);
  }

  /** The DFAs that keep alternatives' entry states, forward and backward (built on first use). */
  coverage(): { forward: LazyDfa; backward: LazyDfa } {
    if (!this.coverageDfas) {
      const f = this.forward;
      const n = f.eps.length;
      const eps: number[][] = Array.from({ length: n }, () => []);
      const set = new Int32Array(n).fill(-1);
      const to = new Int32Array(n).fill(-1);
      for (let q = 0; q < n; q++) {
        for (const r of f.eps[q]) eps[r].push(q);
        if (f.set[q] >= 0) {
          set[f.to[q]] = f.set[q];
          to[f.to[q]] = q;
        }
      }
      const backward: Automaton = { ...f, eps, set, to, start: f.final, final: f.start };
      this.coverageDfas = { forward: new LazyDfa(f, true), backward: new LazyDfa(backward, true) };
    }
    return this.coverageDfas;
  }
}

// ----- The grammar -----

/** One alternative of an `alt` node: the rule whose definition holds it, and its ABNF text. */
export interface Alternative {
  /** Its index in the grammar's list of alternatives. */
  readonly id: number;
  readonly rule: string;
  readonly text: string;
  /** `rule: text`, unique in the grammar. */
  readonly label: string;
}

/** How many valid inputs have a derivation through each alternative reachable from a rule. */
export interface Coverage {
  inputs: number;
  valid: number;
  /** Grouped by rule, rules in the order the definition reaches them (depth first, each once), each rule's in text order. */
  alternatives: (Alternative & { count: number })[];
}

/** The alphabet of a grammar (grammars.json): US-ASCII terminals, or Unicode code points. */
export type Alphabet = 'ascii' | 'unicode';

export interface GrammarOptions {
  /** A name for messages and seeds. */
  name?: string;
  /** Asserted: an `ascii` grammar has no terminal above %x7F. Default: `unicode` when some range goes above %x7F. */
  alphabet?: Alphabet;
}

/** The terminals that a rule can reach. */
export interface Terminals {
  /** Every num-val range ([lo, hi] code points), in the order reached, without duplicates. */
  ranges: [number, number][];
  /** The characters of the quoted strings (RFC 5234 §2.3), as written. */
  quoted: string[];
  /** The character classes of the rule: code points in one class are treated alike by every terminal. */
  classes: [number, number][][];
}

/** A parsed ABNF rule list with a matcher per rule. */
export class Grammar {
  readonly name: string;
  readonly alphabet: Alphabet;
  private readonly rules = new Map<string, Rule>(); // keyed by lower-case name
  private readonly order: string[] = [];
  private readonly compiled = new Map<string, Compiled>();
  private readonly setTable: Intervals[] = [];
  private readonly setIds = new Map<string, number>();
  private readonly alternativeList: Alternative[] = [];
  private readonly alternativeBase = new Map<Node, number>();
  private readonly reachableAlternatives = new Map<string, Alternative[]>();
  /** Per alternative: which nodes have a derivation through it (for `sampleThrough`). */
  private readonly reachesMemo = new Map<number, Map<Node, boolean>>();

  /**
   * Parses RFC 5234 ABNF text. With a list of texts, each later text extends
   * the rules before it: a rule defined there with `=` replaces the earlier
   * rule of that name in place, `=/` adds alternatives to it (RFC 5234 §3.3).
   * `library` holds rules the texts may reference (such as the core rules);
   * a rule of the texts hides the library's rule of the same name, and the
   * library's rules are not listed by `ruleNames()`. With a list of library
   * texts, a rule of an earlier one hides a later one's of the same name (an
   * imported rule hides the core rule it shadows in its own grammar, as
   * RFC 2396's `alpha` hides ALPHA).
   */
  constructor(text: string | readonly string[], library: string | readonly string[] = '', options: GrammarOptions = {}) {
    const layers = typeof text === 'string' ? [text] : text;
    const define = (source: string, listed: boolean) => {
      const here = new Set<string>();
      for (const tokens of tokenize(source)) {
        const { name, incremental, node, text: ruleText } = parseRule(tokens);
        const key = name.toLowerCase();
        const existing = this.rules.get(key);
        if (incremental) {
          // RFC 5234 §3.3 incremental alternatives: `a =/ c` after `a = x / y` is `a = x / y / c`
          if (!existing) throw new AbnfSyntaxError(`"=/" for undefined rule ${name}`, tokens[0].line);
          const split = (n: Node, t: string): [Node[], string[]] => (n.kind === 'alt' ? [n.items, n.texts] : [[n], [t]]);
          const [items0, texts0] = split(existing.node, existing.text);
          const [items1, texts1] = split(node, ruleText);
          existing.node = { kind: 'alt', items: [...items0, ...items1], texts: [...texts0, ...texts1] };
          existing.text = `${existing.text} / ${ruleText}`;
        } else if (here.has(key)) {
          throw new AbnfSyntaxError(`rule ${name} defined twice`, tokens[0].line);
        } else if (existing && !listed) {
          continue; // the grammar's own rule hides the library's
        } else {
          here.add(key);
          if (existing) {
            // An extending text replaces the base's rule of the same name, in place.
            existing.node = node;
            existing.text = ruleText;
          } else {
            this.rules.set(key, { name, node, text: ruleText });
            if (listed) this.order.push(name);
          }
        }
      }
    };
    for (const layer of layers) define(layer, true);
    for (const layer of typeof library === 'string' ? [library] : library) if (layer) define(layer, false);
    for (const name of this.order) this.check(this.rule(name).node, name);
    // Alternatives, numbered by rule (listed rules first, then the library's) and position.
    for (const rule of this.rules.values()) this.registerAlternatives(rule.node, rule.name);
    const labels = new Map<string, number>();
    for (const a of this.alternativeList) {
      const n = (labels.get(a.label) ?? 0) + 1;
      labels.set(a.label, n);
      if (n > 1) (a as { label: string }).label = `${a.label} (${n})`;
    }
    // The alphabet: no terminal is a surrogate, and an ASCII grammar has ASCII terminals only.
    const reachable = this.reachableRules(this.order);
    let maxTerminal = 0;
    for (const rule of reachable) {
      this.visitTerminals(rule.node, (lo, hi) => {
        if (lo <= SURROGATE_HI && hi >= SURROGATE_LO) {
          throw new Error(`${rule.name}: the range %x${hex(lo)}-${hex(hi)} includes surrogate code points (D800-DFFF), which are not characters`);
        }
        maxTerminal = Math.max(maxTerminal, hi);
      });
    }
    this.name = options.name ?? '';
    this.alphabet = options.alphabet ?? (maxTerminal > 0x7f ? 'unicode' : 'ascii');
    if (this.alphabet === 'ascii' && maxTerminal > 0x7f) {
      throw new Error(`grammar ${this.name}: alphabet "ascii" but a terminal reaches %x${hex(maxTerminal)}`);
    }
  }

  /** Rejects undefined references and prose anywhere but under repetition 0. */
  private check(node: Node, inRule: string, underZero = false): void {
    switch (node.kind) {
      case 'alt':
      case 'cat':
        node.items.forEach((n) => this.check(n, inRule, underZero));
        return;
      case 'rep':
        this.check(node.item, inRule, underZero || node.max === 0);
        return;
      case 'ref':
        if (!this.rules.has(node.name.toLowerCase())) throw new Error(`${inRule}: undefined rule ${node.name}`);
        return;
      case 'prose':
        if (!underZero) throw new Error(`${inRule}: prose value <${node.text}> outside repetition 0`);
        return;
      default:
        return;
    }
  }

  private registerAlternatives(node: Node, rule: string): void {
    switch (node.kind) {
      case 'alt':
        this.alternativeBase.set(node, this.alternativeList.length);
        node.texts.forEach((text) => {
          const id = this.alternativeList.length;
          this.alternativeList.push({ id, rule, text, label: `${rule}: ${text}` });
        });
        node.items.forEach((n) => this.registerAlternatives(n, rule));
        return;
      case 'cat':
        node.items.forEach((n) => this.registerAlternatives(n, rule));
        return;
      case 'rep':
        this.registerAlternatives(node.item, rule);
        return;
      default:
        return;
    }
  }

  /** Calls `f` on every num-val range and quoted-string character of the node, not through references, skipping repetition 0. */
  private visitTerminals(node: Node, range: (lo: number, hi: number) => void, str?: (ch: string) => void): void {
    switch (node.kind) {
      case 'alt':
      case 'cat':
        node.items.forEach((n) => this.visitTerminals(n, range, str));
        return;
      case 'rep':
        if (node.max > 0) this.visitTerminals(node.item, range, str);
        return;
      case 'range':
        range(node.lo, node.hi);
        return;
      case 'str':
        if (str) for (const ch of node.text) str(ch);
        return;
      default:
        return;
    }
  }

  /** The rules reachable from the named ones (them included), each once, depth first in order of reference. */
  /**
   * The ABNF definitions (`name = elements`, one a line) of the named rules
   * and of every rule they use, but the RFC 5234 core rules the grammar does
   * not define itself: what a grammar that imports them (grammars.json
   * `imports`) reads beside its own rules.
   */
  definitionsOf(names: readonly string[]): Map<string, string> {
    const listed = new Set(this.order.map((n) => n.toLowerCase()));
    return new Map(
      this.reachableRules(names, true)
        .filter((r) => listed.has(r.name.toLowerCase()) || !CORE_RULE_NAMES.has(r.name.toLowerCase()))
        .map((r) => [r.name.toLowerCase(), `${r.name} = ${r.text.replace(/\n/g, '\n ')}\n`]),
    );
  }

  private reachableRules(names: readonly string[], throughZero = false): Rule[] {
    const seen = new Set<string>();
    const out: Rule[] = [];
    const visitRule = (name: string) => {
      const rule = this.rule(name);
      const key = rule.name.toLowerCase();
      if (seen.has(key)) return;
      seen.add(key);
      out.push(rule);
      visit(rule.node);
    };
    const visit = (node: Node): void => {
      if (node.kind === 'alt' || node.kind === 'cat') node.items.forEach(visit);
      else if (node.kind === 'rep') {
        if (node.max > 0 || throughZero) visit(node.item);
      } else if (node.kind === 'ref') visitRule(node.name);
    };
    names.forEach(visitRule);
    return out;
  }

  private rule(name: string): Rule {
    const rule = this.rules.get(name.toLowerCase());
    if (!rule) throw new Error(`undefined rule ${name}`);
    return rule;
  }

  private internSet(set: Intervals): number {
    const key = set.join(',');
    let id = this.setIds.get(key);
    if (id === undefined) {
      id = this.setTable.length;
      this.setIds.set(key, id);
      this.setTable.push(set);
    }
    return id;
  }

  private compile(name: string): Compiled {
    const key = name.toLowerCase();
    let c = this.compiled.get(key);
    if (!c) {
      c = new Compiled(this.buildNfa(key), this.setTable);
      this.compiled.set(key, c);
    }
    return c;
  }

  private buildNfa(name: string): Nfa {
    const nfa = new Nfa();
    const active: string[] = [];
    const epsilon = (): Fragment => {
      const s = nfa.state();
      return { start: s, end: s };
    };
    const charEdge = (set: Intervals): Fragment => {
      const start = nfa.state();
      const end = nfa.state();
      nfa.set[start] = this.internSet(set);
      nfa.charTo[start] = end;
      return { start, end };
    };
    const seq = (frags: Fragment[]): Fragment => {
      if (frags.length === 0) return epsilon();
      for (let i = 0; i + 1 < frags.length; i++) nfa.eps[frags[i].end].push(frags[i + 1].start);
      return { start: frags[0].start, end: frags[frags.length - 1].end };
    };

    const build = (node: Node): Fragment => {
      switch (node.kind) {
        case 'range':
          return charEdge([node.lo, node.hi]);
        case 'str':
          return seq([...node.text].map((ch) => charEdge(caseless(ch))));
        case 'cat':
          return seq(node.items.map(build));
        case 'alt': {
          const start = nfa.state();
          const end = nfa.state();
          const base = this.alternativeBase.get(node)!;
          node.items.forEach((item, i) => {
            const entry = nfa.state(); // the alternative's own entry state, for coverage
            nfa.alt[entry] = base + i;
            const f = build(item);
            nfa.eps[start].push(entry);
            nfa.eps[entry].push(f.start);
            nfa.eps[f.end].push(end);
          });
          return { start, end };
        }
        case 'rep': {
          // RFC 5234 §3.6: <a>*<b>element; `0<prose>` is the only prose we accept
          if (node.max === 0) return epsilon();
          const parts: Fragment[] = [];
          for (let i = 0; i < node.min; i++) parts.push(build(node.item));
          if (node.max === Infinity) {
            const start = nfa.state();
            const end = nfa.state();
            const f = build(node.item);
            nfa.eps[start].push(f.start, end);
            nfa.eps[f.end].push(start);
            parts.push({ start, end });
          } else {
            for (let i = node.min; i < node.max; i++) {
              const start = nfa.state();
              const end = nfa.state();
              const f = build(node.item);
              nfa.eps[start].push(f.start, end);
              nfa.eps[f.end].push(end);
              parts.push({ start, end });
            }
          }
          return seq(parts);
        }
        case 'ref': {
          const rule = this.rule(node.name); // RFC 5234 §2.1: names are case-insensitive
          if (active.includes(rule.name)) {
            throw new Error(`recursive rule ${[...active, rule.name].join(' -> ')} cannot be compiled to an NFA`);
          }
          active.push(rule.name);
          const f = build(rule.node);
          active.pop();
          return f;
        }
        case 'prose':
          throw new Error(`prose value <${node.text}> is only supported with repetition 0`);
      }
    };

    const rule = this.rule(name);
    active.push(rule.name);
    const f = build(rule.node);
    nfa.start = f.start;
    nfa.accept = f.end;
    return nfa;
  }

  /** The rules of the grammar, in order: an extended base's order with replaced rules in place, then new rules in file order. */
  ruleNames(): string[] {
    return [...this.order];
  }

  /** Is a rule of that name (case-insensitive) defined, by the texts or the library? */
  hasRule(name: string): boolean {
    return this.rules.has(name.toLowerCase());
  }

  /** The definition of a rule. */
  definition(name: string): Node {
    return this.rule(name).node;
  }

  /** The ABNF text of a rule's definition (after `=`), white space runs as one space, comments left out. */
  definitionText(name: string): string {
    return this.rule(name).text;
  }

  /** The names of all rules reachable from the listed rules, as spelled where defined. */
  referencedRuleNames(): string[] {
    return this.reachableRules(this.order, true).map((r) => r.name);
  }

  /**
   * A key that is equal for two rules, of this grammar or another, exactly
   * when they and every rule they reach have the same definitions (quoted
   * strings compared case-insensitively): then their languages are equal.
   */
  definitionKey(rule: string): string {
    const show = (n: Node): string => {
      switch (n.kind) {
        case 'alt':
          return `(${n.items.map(show).join(' / ')})`;
        case 'cat':
          return `(${n.items.map(show).join(' ')})`;
        case 'rep':
          return `${n.min}*${n.max}${show(n.item)}`;
        case 'ref':
          return n.name.toLowerCase();
        case 'str':
          return JSON.stringify(n.text.toLowerCase());
        case 'range':
          return `%x${hex(n.lo)}-${hex(n.hi)}`;
        case 'prose':
          return `<${n.text}>`;
      }
    };
    return this.reachableRules([rule], true)
      .map((r) => `${r.name.toLowerCase()} = ${show(r.node)}`)
      .sort()
      .join('\n');
  }

  /** The terminals a rule can reach, and the character classes they make. */
  terminals(rule: string): Terminals {
    const ranges: [number, number][] = [];
    const seenRanges = new Set<string>();
    const quoted: string[] = [];
    for (const r of this.reachableRules([rule])) {
      this.visitTerminals(
        r.node,
        (lo, hi) => {
          if (!seenRanges.has(`${lo}-${hi}`)) {
            seenRanges.add(`${lo}-${hi}`);
            ranges.push([lo, hi]);
          }
        },
        (ch) => {
          if (!quoted.includes(ch)) quoted.push(ch);
        },
      );
    }
    const classes = this.compile(rule).forward.classes.classes.map((c) => {
      const pairs: [number, number][] = [];
      for (let i = 0; i < c.length; i += 2) pairs.push([c[i], c[i + 1]]);
      return pairs;
    });
    return { ranges, quoted, classes };
  }

  /** Every alternative of the grammar, listed rules first, each rule's in the order of its text. */
  alternatives(): readonly Alternative[] {
    return this.alternativeList;
  }

  /** The alternatives reachable from a rule (not under repetition 0): grouped by rule, rules in the order reached (depth first, each once). */
  alternativesOf(rule: string): Alternative[] {
    const key = rule.toLowerCase();
    let out = this.reachableAlternatives.get(key);
    if (!out) {
      out = this.findAlternatives(rule);
      this.reachableAlternatives.set(key, out);
    }
    return [...out];
  }

  private findAlternatives(rule: string): Alternative[] {
    const out: Alternative[] = [];
    const visit = (node: Node): void => {
      switch (node.kind) {
        case 'alt': {
          const base = this.alternativeBase.get(node)!;
          node.items.forEach((item, i) => {
            out.push(this.alternativeList[base + i]);
            visit(item);
          });
          return;
        }
        case 'cat':
          return node.items.forEach(visit);
        case 'rep':
          if (node.max > 0) visit(node.item);
          return;
        default:
          return;
      }
    };
    for (const r of this.reachableRules([rule])) visit(r.node);
    return out;
  }

  /** Is the whole of s in the rule's language? */
  matches(rule: string, s: string): boolean {
    const c = this.compile(rule);
    const dfa = c.dfa;
    const classes = c.forward.classes;
    let d = dfa.start;
    for (let i = 0; i < s.length && d !== 0; ) {
      const cp = s.codePointAt(i)!;
      i += cp > 0xffff ? 2 : 1;
      d = dfa.step(d, classes.of(cp));
    }
    return d !== 0 && dfa.isAccepting(d);
  }

  /**
   * The UTF-16 index of the first code point of s after which no string of
   * the rule's language can continue: the length of the longest prefix of s
   * (in whole code points) that is a prefix of some string of the language
   * (s.length when s is in the language). A lone surrogate, or an astral
   * character that no terminal includes, stops it at its first code unit.
   */
  viablePrefix(rule: string, s: string): number {
    const c = this.compile(rule);
    const dfa = c.dfa;
    const classes = c.forward.classes;
    let d = dfa.start;
    if (d === 0) return 0;
    for (let i = 0; i < s.length; ) {
      const cp = s.codePointAt(i)!;
      d = dfa.step(d, classes.of(cp));
      if (d === 0) return i;
      i += cp > 0xffff ? 2 : 1;
    }
    return s.length;
  }

  /**
   * Counts, for every alternative reachable from the rule, how many of the
   * valid inputs have a derivation through it (invalid inputs count nowhere).
   */
  coverage(rule: string, inputs: Iterable<string>): Coverage {
    const counter = this.coverageCounter(rule);
    for (const s of inputs) counter.add(s);
    return counter.result();
  }

  /** `coverage` one input at a time: `add` says whether the input is valid. */
  coverageCounter(rule: string): { add(s: string): boolean; result(): Coverage } {
    const c = this.compile(rule);
    const { forward, backward } = c.coverage();
    const classes = c.forward.classes;
    const reachable = this.alternativesOf(rule);
    const counts = new Float64Array(this.alternativeList.length);
    const seen = new Int32Array(this.alternativeList.length);
    const pairs = new Map<number, Int32Array>();
    let stamp = 0;
    let inputs = 0;
    let valid = 0;
    const altOf = c.forward.alt;
    // The alternatives on accepting paths at one position: those whose entry
    // state (the same NFA state, not another copy of the alternative) is in
    // both the forward and the backward DFA state.
    const both = (f: number, b: number): Int32Array => {
      const key = f * 0x100000000 + b;
      let out = pairs.get(key);
      if (!out) {
        const x = forward.entries[f]!;
        const y = backward.entries[b]!;
        const common = new Set<number>();
        for (let i = 0, j = 0; i < x.length && j < y.length; ) {
          if (x[i] < y[j]) i++;
          else if (x[i] > y[j]) j++;
          else {
            common.add(altOf[x[i]]);
            i++;
            j++;
          }
        }
        out = Int32Array.from(common);
        pairs.set(key, out);
      }
      return out;
    };
    return {
      add(s: string): boolean {
        inputs++;
        const ks: number[] = [];
        for (let i = 0; i < s.length; ) {
          const cp = s.codePointAt(i)!;
          i += cp > 0xffff ? 2 : 1;
          ks.push(classes.of(cp));
        }
        const fs = new Int32Array(ks.length + 1);
        let d = forward.start;
        fs[0] = d;
        for (let i = 0; i < ks.length && d !== 0; i++) fs[i + 1] = d = forward.step(d, ks[i]);
        if (d === 0 || !forward.isAccepting(d)) return false;
        valid++;
        stamp++;
        let b = backward.start;
        for (let i = ks.length; ; i--) {
          for (const a of both(fs[i], b)) {
            if (seen[a] !== stamp) {
              seen[a] = stamp;
              counts[a]++;
            }
          }
          if (i === 0) break;
          b = backward.step(b, ks[i - 1]);
        }
        return true;
      },
      result(): Coverage {
        return { inputs, valid, alternatives: reachable.map((a) => ({ ...a, count: counts[a.id] })) };
      },
    };
  }

  /**
   * A random string of the rule's language, by a random walk over the rule's
   * definition: uniform choice among alternatives, uniform repeat counts for
   * bounded repetitions, and `extraRepeat` (default: geometric, at most 6)
   * extra items for unbounded ones. Letters in quoted strings get a random
   * case. A range of up to 128 code points is sampled uniformly; a larger one
   * gives one of its two first or two last code points half of the time.
   */
  sample(rule: string, random: () => number, extraRepeat?: (random: () => number) => number): string {
    return this.walk(rule, random, extraRepeat ?? geometricUpTo6, null);
  }

  /** `sample`, with a derivation through the given alternative (which must be reachable from the rule). */
  sampleThrough(rule: string, alternative: Alternative, random: () => number, extraRepeat?: (random: () => number) => number): string {
    if (!this.alternativesOf(rule).some((a) => a.id === alternative.id)) {
      throw new Error(`${alternative.label} is not reachable from ${rule}`);
    }
    return this.walk(rule, random, extraRepeat ?? geometricUpTo6, alternative.id);
  }

  private walk(rule: string, random: () => number, extra: (random: () => number) => number, target: number | null): string {
    this.compile(rule); // rejects recursive rules, on which the walk would not end
    const int = (n: number) => Math.floor(random() * n);
    const out: string[] = [];
    // Does a derivation of the node go through the target alternative?
    const memo = this.reachesMemo.get(target ?? -1) ?? new Map<Node, boolean>();
    this.reachesMemo.set(target ?? -1, memo);
    const reaches = (node: Node): boolean => {
      if (target === null) return false;
      let r = memo.get(node);
      if (r === undefined) {
        switch (node.kind) {
          case 'alt': {
            const base = this.alternativeBase.get(node)!;
            r = (target >= base && target < base + node.items.length) || node.items.some(reaches);
            break;
          }
          case 'cat':
            r = node.items.some(reaches);
            break;
          case 'rep':
            r = node.max > 0 && reaches(node.item);
            break;
          case 'ref':
            r = reaches(this.rule(node.name).node);
            break;
          default:
            r = false;
        }
        memo.set(node, r);
      }
      return r;
    };
    const pickOf = (indexes: number[]) => indexes[int(indexes.length)];
    const go = (node: Node, force: boolean): void => {
      switch (node.kind) {
        case 'alt': {
          if (force) {
            const base = this.alternativeBase.get(node)!;
            if (target! >= base && target! < base + node.items.length) return go(node.items[target! - base], false);
            const i = pickOf(node.items.flatMap((item, i) => (reaches(item) ? [i] : [])));
            return go(node.items[i], true);
          }
          return go(node.items[int(node.items.length)], false);
        }
        case 'cat': {
          const j = force ? pickOf(node.items.flatMap((item, i) => (reaches(item) ? [i] : []))) : -1;
          return node.items.forEach((item, i) => go(item, i === j));
        }
        case 'rep': {
          let n = node.max === Infinity ? node.min + extra(random) : node.min + int(node.max - node.min + 1);
          if (force && n === 0) n = 1;
          const j = force ? int(n) : -1;
          for (let i = 0; i < n; i++) go(node.item, i === j);
          return;
        }
        case 'ref':
          return go(this.rule(node.name).node, force);
        case 'str':
          for (const ch of node.text) out.push(random() < 0.5 ? ch.toLowerCase() : ch.toUpperCase());
          return;
        case 'range': {
          const size = node.hi - node.lo + 1;
          if (size <= 128) {
            out.push(String.fromCodePoint(node.lo + int(size)));
          } else if (random() < 0.5) {
            const edge = int(4);
            out.push(String.fromCodePoint(edge < 2 ? node.lo + edge : node.hi - (edge - 2)));
          } else {
            out.push(String.fromCodePoint(node.lo + int(size)));
          }
          return;
        }
        case 'prose':
          throw new Error(`cannot sample prose value <${node.text}>`);
      }
    };
    go(this.rule(rule).node, target !== null);
    return out.join('');
  }
}

function hex(n: number): string {
  return n.toString(16).toUpperCase().padStart(2, '0');
}

function geometricUpTo6(random: () => number): number {
  let n = 0;
  while (n < 6 && random() < 0.55) n++;
  return n;
}

// ----- The grammars of grammar/grammars.json -----

const GRAMMAR_DIR = join(__dirname, '..', '..', 'grammar');

/** The lower-case names of the RFC 5234 core rules. */
const CORE_RULE_NAMES = new Set([...RFC5234_CORE_RULES.matchAll(/^([A-Za-z][A-Za-z0-9-]*)\s*=/gm)].map((m) => m[1].toLowerCase()));

/** One entry of grammar/grammars.json (the fields the oracle reads). */
export interface GrammarEntry {
  name: string;
  start: string;
  alphabet: Alphabet;
  base?: string;
  abnfExtends?: boolean;
  /** RFC name -> ABNF name, for the names ABNF cannot spell. */
  names?: Record<string, string>;
  /** Grammar -> the names of the rules taken from it. */
  imports?: Record<string, string[]>;
}

/** The grammars of grammar/grammars.json, in its order. */
export function grammarEntries(): GrammarEntry[] {
  const json = JSON.parse(readFileSync(join(GRAMMAR_DIR, 'grammars.json'), 'utf8')) as { grammars: GrammarEntry[] };
  return json.grammars.map(({ name, start, alphabet, base, abnfExtends, names, imports }) => ({ name, start, alphabet, base, abnfExtends, names, imports }));
}

/** The ABNF texts of a grammar, base first when it extends one (`abnfExtends`). */
function abnfLayers(name: string, entries: GrammarEntry[], seen: string[] = []): string[] {
  const entry = entries.find((e) => e.name === name);
  if (!entry) throw new Error(`grammar ${name} is not in grammar/grammars.json`);
  if (seen.includes(name)) throw new Error(`grammars.json: ${[...seen, name].join(' -> ')} extends itself`);
  const own = readFileSync(join(GRAMMAR_DIR, `${name}.abnf`), 'utf8');
  if (!entry.abnfExtends) return [own];
  if (!entry.base) throw new Error(`grammars.json: ${name} has abnfExtends but no base`);
  return [...abnfLayers(entry.base, entries, [...seen, name]), own];
}

const loaded = new Map<string, Grammar>();

/**
 * The grammar of that name in grammar/grammars.json, from grammar/<name>.abnf
 * (after its base's ABNF when `abnfExtends`), the rules it imports (`imports`)
 * and the RFC 5234 core rules.
 * Loaded once and shared.
 */
export function loadGrammar(name: string): Grammar {
  let g = loaded.get(name);
  if (!g) {
    const entries = grammarEntries();
    const entry = entries.find((e) => e.name === name);
    if (!entry) throw new Error(`grammar ${name} is not in grammar/grammars.json`);
    // Imported rules join the library, beside the core rules: the grammar uses them and does not list them.
    const imported = new Map(Object.entries(entry.imports ?? {}).flatMap(([from, rules]) => [...loadGrammar(from).definitionsOf(rules)]));
    g = new Grammar(abnfLayers(name, entries), [[...imported.values()].join(''), RFC5234_CORE_RULES], { name, alphabet: entry.alphabet });
    if (!g.hasRule(entry.start)) throw new Error(`grammar ${name}: no start rule ${entry.start}`);
    loaded.set(name, g);
  }
  return g;
}

/** RFC 3986 Appendix A with the RFC 5234 core rules, read from the committed grammar file. */
export function loadRfc3986(): Grammar {
  return loadGrammar('rfc3986');
}

const rfc3986 = loadRfc3986();

/** The 36 rule names of RFC 3986 Appendix A, in file order. */
export function ruleNames(): string[] {
  return rfc3986.ruleNames();
}

/** Is the whole of s in the language of the RFC 3986 rule? */
export function matches(rule: string, s: string): boolean {
  return rfc3986.matches(rule, s);
}

/** The longest prefix of s that some string of the RFC 3986 rule begins with. */
export function viablePrefix(rule: string, s: string): number {
  return rfc3986.viablePrefix(rule, s);
}

/** A random valid string of the RFC 3986 rule (see `Grammar.sample`). */
export function sample(rule: string, random: () => number): string {
  return rfc3986.sample(rule, random);
}

export { rfc3986 };
