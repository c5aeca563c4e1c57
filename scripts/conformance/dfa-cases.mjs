// The validity cases of one rule from its minimal DFA (scripts/dfa.mjs
// `compileRule`): accepted strings that together take every live transition,
// and for every state a rejected continuation, one character past what the
// state accepts, with the offset of that character (the syntax error offset of
// src/core/errors.ts: the length of the longest prefix that some valid string
// begins with). Strings are UTF-16, as the DFAs read them: in a grammar over
// code points a character above U+FFFF is two transitions, high then low
// surrogate, and no case ends inside a pair.

/** Characters in the order a case prefers them: readable first, the ones that break parsers later. */
const PREFERRED = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-._~:/?#[]@!$&\'()*+,;=% "<>\\^`{|}';
const RANK = new Map([...PREFERRED].map((c, i) => [c.charCodeAt(0), i]));
/** The non-ASCII character a case takes first (é, U+00E9). */
const LATIN = 0xe9;

export const isHigh = (u) => u >= 0xd800 && u <= 0xdbff;
export const isLow = (u) => u >= 0xdc00 && u <= 0xdfff;

/** How much a case prefers code unit `u` (lower is better). */
function rank(u) {
  if (RANK.has(u)) return RANK.get(u);
  if (u < 0x80) return 200 + u; // the other controls
  if (u === LATIN) return 400;
  if (isHigh(u)) return 0x20000 + u;
  if (isLow(u)) return 0x30000 + u;
  return 1000 + u;
}

/** The code unit of [lo, hi] a case prefers. */
function bestIn(lo, hi) {
  let best = lo;
  for (const u of [...RANK.keys(), LATIN]) if (u >= lo && u <= hi && rank(u) < rank(best)) best = u;
  if (rank(best) >= 1000 && lo < 0x20 && hi >= 0x20) best = 0x20;
  return best;
}

/**
 * A rule's DFA prepared for walks: for each class its preferred code unit
 * (`rep`), the classes in order of preference, which classes are live
 * somewhere, the shortest access string of every state and the shortest way
 * from every state to acceptance.
 */
export function prepare(dfa) {
  const { states, classes, table, accepting, intervals } = dfa;
  const rep = new Array(classes).fill(-1);
  for (const [lo, hi, k] of intervals) {
    const u = bestIn(lo, hi);
    if (rep[k] < 0 || rank(u) < rank(rep[k])) rep[k] = u;
  }
  const order = [...rep.keys()].sort((a, b) => rank(rep[a]) - rank(rep[b]));
  // Low surrogates: the classes a state reached by a high surrogate takes; every other state is between characters.
  const lowClass = rep.map((u, k) => intervals.every(([lo, hi, c]) => c !== k || (lo >= 0xdc00 && hi <= 0xdfff)));
  const highClass = rep.map((u, k) => intervals.every(([lo, hi, c]) => c !== k || (lo >= 0xd800 && hi <= 0xdbff)));
  // Breadth-first from the start: each state's parent and the class that reaches it first.
  const parent = new Int32Array(states).fill(-1);
  const via = new Int32Array(states).fill(-1);
  const depth = new Int32Array(states).fill(-1);
  const bfs = [1];
  depth[1] = 0;
  for (let i = 0; i < bfs.length; i++) {
    const s = bfs[i];
    for (const k of order) {
      const t = table[s][k];
      if (t !== 0 && depth[t] < 0) {
        depth[t] = depth[s] + 1;
        parent[t] = s;
        via[t] = k;
        bfs.push(t);
      }
    }
  }
  // Backwards from acceptance: the shortest distance, and the first class on it.
  const toAccept = new Int32Array(states).fill(-1);
  const next = new Int32Array(states).fill(-1);
  for (let s = 1; s < states; s++) if (accepting[s]) toAccept[s] = 0;
  for (let changed = true; changed; ) {
    changed = false;
    for (let s = 1; s < states; s++) {
      for (const k of order) {
        const t = table[s][k];
        if (t === 0 || toAccept[t] < 0) continue;
        if (toAccept[s] < 0 || toAccept[t] + 1 < toAccept[s]) {
          toAccept[s] = toAccept[t] + 1;
          next[s] = k;
          changed = true;
        }
      }
    }
  }
  const access = (s) => {
    const units = [];
    for (let q = s; q !== 1; q = parent[q]) units.push(rep[via[q]]);
    return units.reverse();
  };
  const suffix = (s) => {
    const units = [];
    for (let q = s; !accepting[q]; q = table[q][next[q]]) units.push(rep[next[q]]);
    return units;
  };
  // A state reached by a high surrogate, inside a character.
  const midPair = new Uint8Array(states);
  for (let s = 2; s < states; s++) if (via[s] >= 0 && highClass[via[s]]) midPair[s] = 1;
  return { ...dfa, rep, order, lowClass, highClass, depth, bfs, access, suffix, toAccept, midPair };
}

/** The units of a string as a string. */
export const text = (units) => String.fromCharCode(...units);

/** The class of code unit `u` in a DFA (its intervals are sorted and cover every unit). */
export function classOf(dfa, u) {
  const iv = dfa.intervals;
  let lo = 0;
  let hi = iv.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (iv[mid][0] <= u) lo = mid;
    else hi = mid - 1;
  }
  return iv[lo][2];
}

/**
 * What the DFA says of `input`, as the validator does (src/core/dfa.ts):
 * `{ valid: true }`, or `{ valid: false, offset }`, the offset of the first
 * code unit that leads to the dead state, or the input's length; where that
 * unit is a low surrogate after a high one, or the input ends after a high
 * surrogate, the offset is the high surrogate's, where the character begins.
 */
export function run(dfa, input) {
  let s = 1;
  for (let i = 0; i < input.length; i++) {
    const t = dfa.table[s][classOf(dfa, input.charCodeAt(i))];
    if (t === 0) return { valid: false, offset: i > 0 && isHigh(input.charCodeAt(i - 1)) ? i - 1 : i };
    s = t;
  }
  if (input.length > 0 && isHigh(input.charCodeAt(input.length - 1))) return { valid: false, offset: input.length - 1 };
  return dfa.accepting[s] ? { valid: true } : { valid: false, offset: input.length };
}

/** The transitions `input` takes, as `state * classes + class` (the input must not die). */
function transitionsOf(dfa, input) {
  const out = [];
  let s = 1;
  for (let i = 0; i < input.length; i++) {
    const k = classOf(dfa, input.charCodeAt(i));
    out.push(s * dfa.classes + k);
    s = dfa.table[s][k];
  }
  return out;
}

/** Every live transition of a DFA, as `state * classes + class`, states breadth first, classes by preference. */
function liveTransitions(p) {
  const out = [];
  for (const s of p.bfs) for (const k of p.order) if (p.table[s][k] !== 0) out.push(s * p.classes + k);
  return out;
}

/**
 * Accepted strings that together take every live transition of the DFA: each
 * goes to the first transition not yet taken by its shortest access string,
 * takes it, then goes on to the nearest transition not yet taken while the
 * string is under `budget` code units, and ends by the shortest way to
 * acceptance. The empty string first when the start state accepts.
 * Returns `[{ input, first: [state, class], count }]`: the transition that
 * started the string and how many new transitions it took.
 */
export function transitionCover(p, budget = 80) {
  const covered = new Set();
  const cases = [];
  if (p.accepting[1]) cases.push({ input: '', first: null, count: 0 });
  const C = p.classes;
  const nearest = (from) => {
    // Breadth first from `from`: the first state with an untaken live transition, and the path to it.
    const seen = new Map([[from, null]]);
    const queue = [from];
    for (let i = 0; i < queue.length; i++) {
      const s = queue[i];
      for (const k of p.order) {
        const t = p.table[s][k];
        if (t !== 0 && !covered.has(s * C + k) && !(p.highClass[k] && p.midPair[s])) {
          const path = [];
          for (let q = s; seen.get(q) !== null; q = seen.get(q)[0]) path.push(seen.get(q)[1]);
          return { path: path.reverse(), s, k };
        }
      }
      for (const k of p.order) {
        const t = p.table[s][k];
        if (t !== 0 && !seen.has(t)) {
          seen.set(t, [s, k]);
          queue.push(t);
        }
      }
    }
    return null;
  };
  for (const tr of liveTransitions(p)) {
    if (covered.has(tr)) continue;
    const s0 = Math.floor(tr / C);
    const k0 = tr % C;
    const before = covered.size;
    const units = [...p.access(s0), p.rep[k0]];
    let s = p.table[s0][k0];
    for (const x of transitionsOf(p, text(units))) covered.add(x);
    while (units.length < budget) {
      const n = nearest(s);
      if (n === null) break;
      // Finish the character a high surrogate begins: the pair is one step of the walk.
      for (const k of n.path) {
        units.push(p.rep[k]);
        s = p.table[s][k];
      }
      units.push(p.rep[n.k]);
      s = p.table[n.s][n.k];
      for (const x of transitionsOf(p, text(units))) covered.add(x);
    }
    units.push(...p.suffix(s));
    const input = text(units);
    for (const x of transitionsOf(p, input)) covered.add(x);
    cases.push({ input, first: [s0, k0], count: covered.size - before });
  }
  return cases;
}

/**
 * For every state between characters, one rejected continuation: its
 * shortest access string and one character that leads to the dead state. The
 * character is one the rule takes in some other state when there is one (the
 * near miss: ":" where only "@" may follow), the one used least so far in the
 * rule, so that the cases spread over the classes; then every class that is
 * dead somewhere and was not chosen gets one case, at the first state where it
 * is dead. A state reached by a high surrogate gets, instead, a low surrogate
 * the state does not take (a whole character the rule does not allow there).
 * A high surrogate chosen is followed by a low one: the case holds whole
 * characters, and the offset is where the character begins.
 * Returns `[{ input, offset, state, cls, near }]`.
 */
export function rejections(p) {
  const C = p.classes;
  const liveSomewhere = new Uint8Array(C);
  for (const s of p.bfs) for (let k = 0; k < C; k++) if (p.table[s][k] !== 0) liveSomewhere[k] = 1;
  const used = new Int32Array(C);
  const out = [];
  // A low surrogate to end a high one with (the first the DFA has a class for).
  const anyLow = p.rep.find((u) => isLow(u)) ?? 0xdc00;
  const make = (s, k) => {
    const access = p.access(s);
    const u = p.rep[k];
    const units = [...access, u];
    if (isHigh(u)) units.push(anyLow);
    const offset = p.midPair[s] ? access.length - 1 : access.length;
    out.push({ input: text(units), offset, state: s, cls: k, near: liveSomewhere[k] === 1 });
    used[k]++;
  };
  const candidates = (s) => p.order.filter((k) => p.table[s][k] === 0 && (p.midPair[s] ? p.lowClass[k] : !p.lowClass[k]));
  for (const s of p.bfs) {
    const dead = candidates(s);
    if (dead.length === 0) continue;
    const near = dead.filter((k) => liveSomewhere[k]);
    const pool = near.length > 0 ? near : dead;
    let best = pool[0];
    for (const k of pool) if (used[k] < used[best]) best = k;
    make(s, best);
  }
  for (const k of p.order) {
    if (used[k] > 0) continue;
    const s = p.bfs.find((q) => candidates(q).includes(k));
    if (s !== undefined) make(s, k);
  }
  return out;
}

/** How many live transitions the accepted `inputs` take, of how many. */
export function transitionCoverage(p, inputs) {
  const all = new Set(liveTransitions(p));
  const taken = new Set();
  for (const input of inputs) for (const x of transitionsOf(p, input)) if (all.has(x)) taken.add(x);
  return { covered: taken.size, total: all.size };
}

/** Printable form of a code unit for a case's `why`. */
export function show(u) {
  if (u >= 0x21 && u < 0x7f) return JSON.stringify(String.fromCharCode(u));
  return `U+${u.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The inputs that end too early: for every state between characters that
 * does not accept, its shortest access string, rejected at its end (the
 * offset is the input's length: a proper prefix of a valid string).
 */
export function truncations(p) {
  return p.bfs.filter((s) => !p.accepting[s] && !p.midPair[s]).map((s) => ({ input: text(p.access(s)), offset: p.access(s).length, state: s }));
}
