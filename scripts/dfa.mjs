#!/usr/bin/env node
// Compiles grammar/rfc3986.abnf into one minimal DFA per Appendix A rule, at
// build time, for the validator: scripts/generate.mjs writes them to
// generated/validator.ts, and src/validate.ts runs them.
//
// The language of every Appendix A rule is regular: no rule refers to itself,
// directly or not, so each rule can be expanded into a regular expression over
// the 128 US-ASCII code units. The steps, each a textbook algorithm:
//
//   1. parse the ABNF (RFC 5234 §4, with the core rules of RFC 5234 §B.1);
//   2. Thompson's construction: an NFA with ε-moves per rule, bounded
//      repetitions unrolled (RFC 5234 §3.6, §3.7); a referenced rule enters
//      as its own minimal DFA, compiled first (or, with --expand, inlined);
//   3. the subset construction, over character classes: the code units that
//      every NFA edge treats alike form one class;
//   4. Moore's partition refinement: the minimal DFA;
//   5. trimming: every state that cannot reach acceptance is the one dead
//      state 0, and the start state is 1; then the classes whose columns are
//      equal are merged, so the tables are as small as the language allows.
//
// This parser is written anew, on purpose: test/support/abnf.ts is the
// independent oracle that the equivalence tests compare the validator with.
//
//   node scripts/dfa.mjs            print the size of every rule's DFA
//   node scripts/dfa.mjs --expand   also compile with every reference inlined and compare
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** RFC 5234 Appendix B.1: the core rules that Appendix A of RFC 3986 uses. */
const CORE = `
ALPHA  = %x41-5A / %x61-7A
DIGIT  = %x30-39
HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
`;

// ----- 1. RFC 5234 §4: the ABNF of ABNF -----
//
// A node of the syntax tree is one of
//   { t: 'alt', items }  alternation          (§3.2)
//   { t: 'cat', items }  concatenation        (§3.1)
//   { t: 'rep', min, max, item }  repetition, max = Infinity for none (§3.6, §3.7)
//   { t: 'ref', name }   rule name            (§2.1, case-insensitive)
//   { t: 'set', codes }  one code unit of a set: a num-val range, one character
//                        of a char-val (case-insensitive, §2.3)
//   { t: 'empty' }       a prose-val repeated zero times, e.g. `0<pchar>`

/** Splits ABNF text into tokens; a rule name at the start of a line begins a rule (§4 `rule`). */
function tokenize(text) {
  const tokens = [];
  const lines = text.split(/\r?\n/);
  for (let ln = 0; ln < lines.length; ln++) {
    const line = lines[ln];
    let i = 0;
    while (i < line.length) {
      const rest = line.slice(i);
      const at = (t) => tokens.push({ ...t, line: ln + 1 });
      let m;
      if (rest[0] === ';') break; // comment (§3.9)
      if ((m = /^[ \t]+/.exec(rest))) { i += m[0].length; continue; }
      if ((m = /^=\/?/.exec(rest))) at({ k: 'define', incremental: m[0] === '=/' });
      else if ((m = /^(\d*)\*(\d*)/.exec(rest)))
        at({ k: 'repeat', min: m[1] === '' ? 0 : Number(m[1]), max: m[2] === '' ? Infinity : Number(m[2]) });
      else if ((m = /^\d+/.exec(rest))) at({ k: 'repeat', min: Number(m[0]), max: Number(m[0]) });
      else if ((m = /^[A-Za-z][A-Za-z0-9-]*/.exec(rest))) at({ k: 'name', name: m[0], first: i === 0 });
      else if ((m = /^"([\x20\x21\x23-\x7e]*)"/.exec(rest))) at({ k: 'char', text: m[1] });
      else if ((m = /^%([bdx])([0-9A-Fa-f]+)((?:-[0-9A-Fa-f]+)|(?:\.[0-9A-Fa-f]+)+)?/.exec(rest))) at({ k: 'num', m });
      else if ((m = /^<[\x20-\x3d\x3f-\x7e]*>/.exec(rest))) at({ k: 'prose' });
      else if ((m = /^[()[\]/]/.exec(rest))) at({ k: m[0] });
      else throw new SyntaxError(`ABNF line ${ln + 1}: cannot read ${JSON.stringify(rest)}`);
      i += m[0].length;
    }
  }
  return tokens;
}

/** Parses ABNF text into a Map from lower-cased rule name to { name, node }, in order of definition. */
export function parseAbnf(text, rules = new Map()) {
  const tokens = tokenize(text);
  let p = 0;
  const peek = () => tokens[p];
  const fail = (what) => {
    const t = tokens[p];
    throw new SyntaxError(`ABNF${t ? ` line ${t.line}` : ''}: expected ${what}, found ${t ? t.k : 'end of text'}`);
  };
  const expect = (k) => (peek()?.k === k ? tokens[p++] : fail(k));
  // A new rule begins at a name in the first column followed by "=" or "=/".
  const ruleStart = () => peek()?.k === 'name' && peek().first && tokens[p + 1]?.k === 'define';

  function alternation() {
    const items = [concatenation()];
    while (peek()?.k === '/') {
      p++;
      items.push(concatenation());
    }
    return items.length === 1 ? items[0] : { t: 'alt', items };
  }
  function concatenation() {
    const items = [repetition()];
    while (peek() && !ruleStart() && ['repeat', 'name', 'char', 'num', 'prose', '(', '['].includes(peek().k)) items.push(repetition());
    return items.length === 1 ? items[0] : { t: 'cat', items };
  }
  function repetition() {
    if (peek()?.k !== 'repeat') return element();
    const { min, max } = tokens[p++];
    if (min > max) throw new SyntaxError(`ABNF: repetition ${min}*${max} has min > max`);
    return { t: 'rep', min, max, item: element() };
  }
  function element() {
    const t = peek() ?? fail('an element');
    p++;
    switch (t.k) {
      case 'name':
        return { t: 'ref', name: t.name.toLowerCase() };
      case '(': {
        const node = alternation();
        expect(')');
        return node;
      }
      case '[': {
        const node = alternation();
        expect(']');
        return { t: 'rep', min: 0, max: 1, item: node };
      }
      case 'char': {
        // §2.3: a quoted string matches its characters in any case.
        const items = [...t.text].map((ch) => ({ t: 'set', codes: [...new Set([ch.toLowerCase(), ch.toUpperCase()])].map((c) => c.charCodeAt(0)) }));
        return items.length === 1 ? items[0] : items.length === 0 ? { t: 'empty' } : { t: 'cat', items };
      }
      case 'num': {
        const [, base, first, tail] = t.m;
        const radix = { b: 2, d: 10, x: 16 }[base.toLowerCase()];
        const value = (s) => {
          const v = parseInt(s, radix);
          if (v > 127) throw new SyntaxError(`ABNF line ${t.line}: %${base}${s} is not US-ASCII`);
          return v;
        };
        if (tail?.startsWith('-')) {
          const from = value(first);
          const to = value(tail.slice(1));
          return { t: 'set', codes: Array.from({ length: to - from + 1 }, (_, k) => from + k) };
        }
        const codes = [first, ...(tail ? tail.slice(1).split('.') : [])].map(value);
        const items = codes.map((c) => ({ t: 'set', codes: [c] }));
        return items.length === 1 ? items[0] : { t: 'cat', items };
      }
      case 'prose':
        // Prose has no formal meaning (§4); Appendix A uses it only as `0<pchar>`.
        return { t: 'prose' };
      default:
        return fail('an element');
    }
  }

  while (p < tokens.length) {
    if (!ruleStart()) fail('a rule name at the start of a line');
    const name = tokens[p++].name;
    const { incremental } = tokens[p++];
    const node = alternation();
    const key = name.toLowerCase();
    if (incremental) {
      const old = rules.get(key) ?? fail(`a definition of ${name} before "=/"`);
      old.node = { t: 'alt', items: [old.node, node] };
    } else {
      if (rules.has(key)) throw new SyntaxError(`ABNF: ${name} is defined twice`);
      rules.set(key, { name, node });
    }
  }
  return rules;
}

// ----- 2. Thompson's construction -----

/** An NFA: per state, its ε-targets and its [label index, target] edges; labels are sets of code units. */
class Nfa {
  constructor() {
    this.eps = [];
    this.edges = [];
    this.labels = [];
    this.labelIndex = new Map();
  }
  state() {
    this.eps.push([]);
    this.edges.push([]);
    return this.eps.length - 1;
  }
  label(codes) {
    const key = [...codes].sort((a, b) => a - b).join(',');
    let i = this.labelIndex.get(key);
    if (i === undefined) {
      i = this.labels.length;
      this.labels.push(new Set(codes));
      this.labelIndex.set(key, i);
    }
    return i;
  }
}

/**
 * Builds the fragment of `node` between fresh states; returns [start, end].
 * `ref(name)` builds the fragment of a referenced rule.
 */
function thompson(nfa, node, ref) {
  const frag = (n) => thompson(nfa, n, ref);
  switch (node.t) {
    case 'set': {
      const s = nfa.state();
      const e = nfa.state();
      nfa.edges[s].push([nfa.label(node.codes), e]);
      return [s, e];
    }
    case 'empty': {
      const s = nfa.state();
      return [s, s];
    }
    case 'prose':
      throw new SyntaxError('a prose-val (<...>) has no formal meaning: only `0<...>` (the empty string) is supported');
    case 'ref':
      return ref(node.name);
    case 'cat': {
      const [s, mid] = frag(node.items[0]);
      let e = mid;
      for (const item of node.items.slice(1)) {
        const [s2, e2] = frag(item);
        nfa.eps[e].push(s2);
        e = e2;
      }
      return [s, e];
    }
    case 'alt': {
      const s = nfa.state();
      const e = nfa.state();
      for (const item of node.items) {
        const [s2, e2] = frag(item);
        nfa.eps[s].push(s2);
        nfa.eps[e2].push(e);
      }
      return [s, e];
    }
    case 'rep': {
      // `0<prose>`: zero repetitions of anything is the empty string.
      if (node.max === 0) return frag({ t: 'empty' });
      // n*m: n copies, then (m - n) optional copies, or a loop for m = ∞.
      const s = nfa.state();
      let e = s;
      for (let k = 0; k < node.min; k++) {
        const [s2, e2] = frag(node.item);
        nfa.eps[e].push(s2);
        e = e2;
      }
      if (node.max === Infinity) {
        const [s2, e2] = frag(node.item);
        const end = nfa.state();
        nfa.eps[e].push(s2, end);
        nfa.eps[e2].push(s2, end);
        return [s, end];
      }
      const end = nfa.state();
      for (let k = node.min; k < node.max; k++) {
        const [s2, e2] = frag(node.item);
        nfa.eps[e].push(s2, end);
        e = e2;
      }
      nfa.eps[e].push(end);
      return [s, end];
    }
    default:
      throw new Error(`unknown ABNF node ${node.t}`);
  }
}

// ----- 3. The subset construction over character classes -----

/** Partitions the 128 code units: two are in one class when every label holds both or neither. */
function charClasses(labels) {
  const byKey = new Map();
  const classOf = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const key = labels.map((set) => (set.has(c) ? '1' : '0')).join('');
    if (!byKey.has(key)) byKey.set(key, byKey.size);
    classOf[c] = byKey.get(key);
  }
  return { classOf, count: byKey.size };
}

function determinize(nfa, start, accept) {
  const { classOf, count } = charClasses(nfa.labels);
  // For each label, the classes it holds.
  const labelClasses = nfa.labels.map((set) => {
    const has = new Uint8Array(count);
    for (const c of set) has[classOf[c]] = 1;
    return has;
  });
  // The ε-closure of each NFA state, once; a set's closure is the union of its members'.
  const single = new Array(nfa.eps.length);
  const closure1 = (s) => {
    if (single[s]) return single[s];
    const seen = new Set([s]);
    const todo = [s];
    while (todo.length) for (const t of nfa.eps[todo.pop()]) if (!seen.has(t)) (seen.add(t), todo.push(t));
    return (single[s] = [...seen]);
  };
  const mark = new Uint8Array(nfa.eps.length);
  const closure = (states) => {
    const out = [];
    for (const s of states) for (const t of closure1(s)) if (!mark[t]) (mark[t] = 1, out.push(t));
    for (const t of out) mark[t] = 0;
    return out.sort((a, b) => a - b);
  };
  const index = new Map();
  const sets = [];
  const trans = [];
  const add = (set) => {
    const key = set.join(',');
    let i = index.get(key);
    if (i === undefined) {
      i = sets.length;
      index.set(key, i);
      sets.push(set);
    }
    return i;
  };
  add([]); // the empty set: dead
  add(closure([start]));
  const labelClassList = labelClasses.map((has) => [...has.keys()].filter((k) => has[k]));
  for (let i = 0; i < sets.length; i++) {
    const next = Array.from({ length: count }, () => new Set());
    for (const s of sets[i]) for (const [label, t] of nfa.edges[s]) for (const k of labelClassList[label]) next[k].add(t);
    trans[i] = next.map((targets) => (targets.size === 0 ? 0 : add(closure([...targets]))));
  }
  const accepting = sets.map((set) => set.includes(accept));
  return { classOf, classes: count, trans, accepting, start: 1 };
}

// ----- 4. Moore's minimization, 5. trimming -----

function minimize(dfa) {
  const n = dfa.trans.length;
  // Live states: those from which an accepting state is reachable.
  const live = dfa.accepting.slice();
  for (let changed = true; changed; ) {
    changed = false;
    for (let s = 0; s < n; s++) if (!live[s] && dfa.trans[s].some((t) => live[t])) live[s] = changed = true;
  }
  // Reachable from the start.
  const reach = new Array(n).fill(false);
  const todo = [dfa.start];
  reach[dfa.start] = true;
  while (todo.length) for (const t of dfa.trans[todo.pop()]) if (!reach[t]) (reach[t] = true, todo.push(t));
  // Moore: refine the partition {dead, accepting, other} until transitions agree.
  // Every state that is not live (or not reachable) goes into the dead block.
  let block = Array.from({ length: n }, (_, s) => (!live[s] || !reach[s] ? 0 : dfa.accepting[s] ? 1 : 2));
  for (;;) {
    const ids = new Map();
    const next = block.map((b, s) => {
      if (b === 0) return 0;
      const key = `${b}|${dfa.trans[s].map((t) => block[t]).join(',')}`;
      if (!ids.has(key)) ids.set(key, ids.size + 1);
      return ids.get(key);
    });
    const count = (bs) => new Set(bs).size;
    if (count(next) === count(block)) break;
    block = next;
  }
  // Number the blocks: 0 dead, 1 start, then in breadth-first order from the start.
  const number = new Map([[0, 0], [block[dfa.start], 1]]);
  const repr = new Map();
  for (let s = 0; s < n; s++) if (!repr.has(block[s])) repr.set(block[s], s);
  const order = [block[dfa.start]];
  for (let i = 0; i < order.length; i++) {
    for (const t of dfa.trans[repr.get(order[i])]) {
      const b = block[t];
      if (!number.has(b)) {
        number.set(b, number.size);
        order.push(b);
      }
    }
  }
  const states = number.size;
  const trans = Array.from({ length: states }, () => new Array(dfa.classes).fill(0));
  const accepting = new Array(states).fill(false);
  for (const b of order) {
    const s = repr.get(b);
    const i = number.get(b);
    trans[i] = dfa.trans[s].map((t) => number.get(block[t]));
    accepting[i] = dfa.accepting[s];
  }
  // Merge the classes whose columns are equal.
  const columnIds = new Map();
  const merged = new Array(dfa.classes);
  for (let k = 0; k < dfa.classes; k++) {
    const key = trans.map((row) => row[k]).join(',');
    if (!columnIds.has(key)) columnIds.set(key, columnIds.size);
    merged[k] = columnIds.get(key);
  }
  const classes = columnIds.size;
  const classOf = dfa.classOf.map((k) => merged[k]);
  const table = trans.map((row) => {
    const out = new Array(classes).fill(0);
    row.forEach((t, k) => (out[merged[k]] = t));
    return out;
  });
  return { states, classes, classOf, table, accepting };
}

// ----- The compiler -----

/** The ABNF of RFC 3986 Appendix A with the core rules, parsed. */
export function readGrammar(file = join(root, 'grammar', 'rfc3986.abnf')) {
  const rules = parseAbnf(readFileSync(file, 'utf8'));
  const appendixA = [...rules.values()].map((r) => r.name);
  parseAbnf(CORE, rules);
  return { rules, appendixA };
}

/**
 * The minimal trimmed DFA of one rule: `table[state][class]` is the next
 * state; state 0 is dead (no valid string continues), state 1 the start;
 * `classOf[c]` is the class of the US-ASCII code unit c.
 */
export function compileRule(rules, name, options = {}) {
  const { expand = false, memo = new Map(), stack = [] } = options;
  const key = name.toLowerCase();
  const done = memo.get(key);
  if (done) return done;
  const rule = rules.get(key) ?? undefinedRule(name);
  enter(stack, key);
  const nfa = new Nfa();
  // By default a referenced rule enters as its own minimal DFA, compiled first
  // and once: the same language as its syntax tree, in far fewer states. With
  // `expand`, every reference is inlined down to the core rules instead (the
  // textbook construction, kept as a cross-check: both give the same tables).
  const ref = expand
    ? (name) => {
        const r = rules.get(name) ?? undefinedRule(name);
        enter(stack, name);
        const f = thompson(nfa, r.node, ref);
        stack.pop();
        return f;
      }
    : (name) => embed(nfa, compileRule(rules, name, { memo, stack }));
  const [start, accept] = thompson(nfa, rule.node, ref);
  stack.pop();
  const dfa = determinize(nfa, start, accept);
  const result = { name: rule.name, nfaStates: nfa.eps.length, subsetStates: dfa.trans.length, ...minimize(dfa) };
  memo.set(key, result);
  return result;
}

function undefinedRule(name) {
  throw new SyntaxError(`ABNF: rule ${name} is not defined`);
}

/** Enters a rule; a rule that refers to itself, directly or not, need not have a regular language. */
function enter(stack, key) {
  if (stack.includes(key)) throw new SyntaxError(`ABNF: rule ${key} is recursive (${[...stack, key].join(' -> ')})`);
  stack.push(key);
}

/** The fragment of a compiled DFA inside an NFA: its live states, its edges, ε from accepting states to the end. */
function embed(nfa, dfa) {
  const ids = Array.from({ length: dfa.states }, (_, i) => (i === 0 ? -1 : nfa.state()));
  const end = nfa.state();
  const codes = Array.from({ length: dfa.classes }, () => []);
  dfa.classOf.forEach((k, c) => codes[k].push(c));
  const labels = codes.map((cs) => nfa.label(cs));
  for (let i = 1; i < dfa.states; i++) {
    dfa.table[i].forEach((t, k) => t !== 0 && nfa.edges[ids[i]].push([labels[k], ids[t]]));
    if (dfa.accepting[i]) nfa.eps[ids[i]].push(end);
  }
  return [ids[1], end];
}

/** Every Appendix A rule, compiled, in Appendix A order. */
export function compileAll(options = {}) {
  const { rules, appendixA } = readGrammar();
  const memo = new Map();
  return appendixA.map((name) => compileRule(rules, name, { ...options, memo }));
}

// ----- generated/validator.ts -----

const base64 = (bytes) => Buffer.from(bytes).toString('base64');

/**
 * The TypeScript source of generated/validator.ts: every rule's DFA as base64
 * literals that src/validate.ts decodes on first use. Returns the source and
 * one line of sizes per rule.
 */
export function emitValidator(dfas = compileAll()) {
  const maps = [];
  const mapIndex = new Map();
  const sizes = [];
  const entries = dfas.map((d) => {
    // src/validate.ts keeps state numbers times 128 in a Uint16Array.
    if (d.states > 512) throw new RangeError(`${d.name}: ${d.states} states; src/validate.ts runs at most 512`);
    const map = base64(d.classOf);
    if (!mapIndex.has(map)) (mapIndex.set(map, maps.length), maps.push(map));
    // One byte per transition while every state number fits, else two (little-endian).
    const bytes = d.states <= 256 ? 1 : 2;
    const flat = d.table.flat();
    const table = bytes === 1 ? Uint8Array.from(flat) : new Uint8Array(Uint16Array.from(flat).buffer);
    sizes.push({ name: d.name, states: d.states, classes: d.classes, bytes: table.length });
    return `  ${JSON.stringify(d.name).padEnd(16)}: { states: ${d.states}, classes: ${d.classes}, classMap: ${mapIndex.get(map)}, bytes: ${bytes},\n` +
      `    accepting: ${JSON.stringify(base64(d.accepting.map(Number)))},\n` +
      `    table: ${JSON.stringify(base64(table))} },`;
  });
  const source = `// @generated by scripts/generate.mjs (scripts/dfa.mjs) from grammar/rfc3986.abnf: do not edit by hand.
/**
 * The minimal DFA of every RFC 3986 Appendix A rule, compiled from the ABNF
 * at build time (the language of every rule is regular). src/validate.ts runs
 * them.
 *
 * Per rule: \`states\` (state 0 is dead: no valid string continues from it;
 * state 1 is the start), \`classes\` (character classes; every non-ASCII code
 * unit leads to the dead state), \`classMap\` (an index into CLASS_MAPS: 128
 * bytes, the class of each US-ASCII code unit), \`accepting\` (one byte per
 * state, 1 when accepting) and \`table\` (states × classes next states, row by
 * row, \`bytes\` bytes each, little-endian), both base64.
 */

export interface DfaData {
  readonly states: number;
  readonly classes: number;
  readonly classMap: number;
  readonly bytes: 1 | 2;
  readonly accepting: string;
  readonly table: string;
}

/** The distinct maps from US-ASCII code unit to character class, base64. */
export const CLASS_MAPS: readonly string[] = [
${maps.map((m) => `  ${JSON.stringify(m)},`).join('\n')}
];

/** The DFA of every Appendix A rule, in Appendix A order. */
export const DFAS: { readonly [rule: string]: DfaData } = {
${entries.join('\n')}
};
`;
  return { source, sizes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --expand: build every rule by full inlining too, and check that the tables are the same.
  let started = Date.now();
  const dfas = compileAll();
  const ms = Date.now() - started;
  for (const d of dfas)
    console.log(`${d.name.padEnd(14)} NFA ${String(d.nfaStates).padStart(5)}  subsets ${String(d.subsetStates).padStart(4)}  DFA ${String(d.states).padStart(4)} states x ${String(d.classes).padStart(2)} classes`);
  console.log(`compiled in ${ms} ms`);
  if (process.argv.includes('--expand')) {
    started = Date.now();
    const expanded = compileAll({ expand: true });
    const key = (d) => JSON.stringify([d.states, d.classes, [...d.classOf], d.table, d.accepting]);
    const differ = expanded.filter((d, i) => key(d) !== key(dfas[i])).map((d) => d.name);
    console.log(`fully inlined in ${Date.now() - started} ms (largest NFA: ${Math.max(...expanded.map((d) => d.nfaStates))} states): ${differ.length ? `DIFFERENT tables for ${differ.join(', ')}` : 'the same tables'}`);
    if (differ.length) process.exit(1);
  }
}
