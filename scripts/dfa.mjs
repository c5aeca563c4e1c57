#!/usr/bin/env node
// Compiles a grammar's ABNF (grammar/<name>.abnf, for every grammar of
// grammar/grammars.json) into one minimal DFA per rule, at build time, for the
// validator: scripts/generate.mjs writes them to generated/<name>.validator.ts,
// and src/core/dfa.ts runs them.
//
// The language of every rule of these grammars is regular: no rule refers to
// itself, directly or not, so each rule can be expanded into a regular
// expression over UTF-16 code units, the units of a JavaScript string. The
// alphabet is a property of the grammar (grammars.json): `ascii` grammars have
// US-ASCII terminals only; in `unicode` grammars (RFC 3987) a terminal is a
// code point, and one above U+FFFF is its surrogate pair, so that a lone
// surrogate matches nothing. The steps, each a textbook algorithm:
//
//   1. parse the ABNF (RFC 5234 §4, with the core rules of RFC 5234 §B.1);
//   2. Thompson's construction: an NFA with ε-moves per rule, bounded
//      repetitions unrolled (RFC 5234 §3.6, §3.7); a referenced rule enters
//      as its own minimal DFA, compiled first (or, with --expand, inlined);
//      a range of code points above U+FFFF becomes its UTF-16 pairs;
//   3. the subset construction, over character classes: the code units that
//      every NFA edge treats alike form one class (found from the edges'
//      range boundaries, not by visiting 65,536 code units);
//   4. Moore's partition refinement: the minimal DFA;
//   5. trimming: every state that cannot reach acceptance is the one dead
//      state 0, and the start state is 1; then the classes whose columns are
//      equal are merged, so the tables are as small as the language allows.
//
// This parser is written anew, on purpose: test/support/abnf.ts is the
// independent oracle that the equivalence tests compare the validator with.
//
//   node scripts/dfa.mjs [NAME]            print the size of every rule's DFA (default rfc3986)
//   node scripts/dfa.mjs [NAME] --expand   also compile with every reference inlined and compare
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { rfcNameOf, grammarInfo, grammarFile, importsOf, maxCodePoint, root } from './grammars.mjs';

/** RFC 5234 Appendix B.1, the core rules: grammar/rfc5234-core.abnf, the one copy. */
const CORE = readFileSync(join(root, 'grammar', 'rfc5234-core.abnf'), 'utf8');
/** The core rules read with every octet (OCTET is %x00-FF); only those a grammar refers to are compiled. */
const CORE_MAX = 0xff;

/** One past the largest UTF-16 code unit. */
const UNITS = 0x10000;

// ----- 1. RFC 5234 §4: the ABNF of ABNF -----
//
// A node of the syntax tree is one of
//   { t: 'alt', items }  alternation          (§3.2)
//   { t: 'cat', items }  concatenation        (§3.1)
//   { t: 'rep', min, max, item }  repetition, max = Infinity for none (§3.6, §3.7)
//   { t: 'ref', name }   rule name            (§2.1, case-insensitive)
//   { t: 'set', ranges } one code unit of a set, as sorted [lo, hi] ranges: one
//                        character of a char-val (case-insensitive, §2.3)
//   { t: 'range', lo, hi } one code point of a num-val range (§2.3), which
//                        Thompson's construction writes in UTF-16
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

/**
 * Parses ABNF text into a Map from lower-cased rule name to { name, node }, in
 * order of definition. A rule of `rules` that the text defines again is
 * replaced when `replace` is set (a grammar that extends another), an error
 * otherwise. `maxCode` is the largest code point of the grammar's alphabet.
 */
export function parseAbnf(text, rules = new Map(), { replace = false, maxCode = 0x7f } = {}) {
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
        const items = [...t.text].map((ch) => ({ t: 'set', ranges: rangesOf([...new Set([ch.toLowerCase(), ch.toUpperCase()])].map((c) => c.charCodeAt(0))) }));
        // `source`: the char-val as written, for the transcription into Peggy (scripts/transcribe.mjs).
        const node = items.length === 1 ? items[0] : items.length === 0 ? { t: 'empty' } : { t: 'cat', items };
        return { ...node, source: { char: t.text } };
      }
      case 'num': {
        const [, base, first, tail] = t.m;
        const radix = { b: 2, d: 10, x: 16 }[base.toLowerCase()];
        const value = (s) => {
          const v = parseInt(s, radix);
          if (v > maxCode) throw new SyntaxError(`ABNF line ${t.line}: %${base}${s} is beyond the grammar's alphabet (at most U+${maxCode.toString(16).toUpperCase()})`);
          if (v >= 0xd800 && v <= 0xdfff) throw new SyntaxError(`ABNF line ${t.line}: %${base}${s} is a surrogate, not a character`);
          return v;
        };
        if (tail?.startsWith('-')) {
          const lo = value(first);
          const hi = value(tail.slice(1));
          if (lo > hi) throw new SyntaxError(`ABNF line ${t.line}: empty range %${base}${first}${tail}`);
          if (lo < 0xd800 && hi > 0xdfff) throw new SyntaxError(`ABNF line ${t.line}: %${base}${first}${tail} includes the surrogates`);
          return { t: 'range', lo, hi };
        }
        const codes = [first, ...(tail ? tail.slice(1).split('.') : [])].map(value);
        const items = codes.map((c) => ({ t: 'range', lo: c, hi: c }));
        return items.length === 1 ? items[0] : { t: 'cat', items };
      }
      case 'prose':
        // Prose has no formal meaning (§4); Appendix A uses it only as `0<pchar>`.
        return { t: 'prose', line: t.line };
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
      // RFC 5234 §3.3: `a =/ c` after `a = x / y` is `a = x / y / c`, one alternation.
      const items = (n) => (n.t === 'alt' ? n.items : [n]);
      old.node = { t: 'alt', items: [...items(old.node), ...items(node)] };
    } else if (rules.has(key) && !replace) {
      throw new SyntaxError(`ABNF: ${name} is defined twice`);
    } else if (rules.has(key)) {
      rules.get(key).node = node; // a grammar that extends another redefines a rule in place
    } else {
      rules.set(key, { name, node });
    }
  }
  return rules;
}

// ----- 2. Thompson's construction -----

/** Sorted, merged [lo, hi] ranges of a list of code units. */
function rangesOf(codes) {
  const sorted = [...new Set(codes)].sort((a, b) => a - b);
  const out = [];
  for (const c of sorted) {
    const last = out[out.length - 1];
    if (last && last[1] === c - 1) last[1] = c;
    else out.push([c, c]);
  }
  return out;
}

/** Sorted, merged union of range lists. */
function unionRanges(lists) {
  const all = lists.flat().map(([lo, hi]) => [lo, hi]).sort((a, b) => a[0] - b[0]);
  const out = [];
  for (const [lo, hi] of all) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/**
 * The UTF-16 form of the code points lo..hi (RFC 2781 §2.1): the BMP part as
 * one set, each astral part as a high-surrogate range followed by a
 * low-surrogate range. Returns a list of sequences of range lists.
 */
export function utf16(lo, hi) {
  const seqs = [];
  if (lo <= 0xffff) seqs.push([[[lo, Math.min(hi, 0xffff)]]]);
  if (hi <= 0xffff) return seqs;
  const from = Math.max(lo, 0x10000);
  const H = (cp) => 0xd800 + ((cp - 0x10000) >> 10);
  const L = (cp) => 0xdc00 + ((cp - 0x10000) & 0x3ff);
  if (H(from) === H(hi)) return [...seqs, [[[H(from), H(from)]], [[L(from), L(hi)]]]];
  let firstFull = H(from);
  let lastFull = H(hi);
  if (L(from) !== 0xdc00) (seqs.push([[[H(from), H(from)]], [[L(from), 0xdfff]]]), firstFull++);
  const tail = L(hi) !== 0xdfff ? [[[H(hi), H(hi)]], [[0xdc00, L(hi)]]] : null;
  if (tail) lastFull--;
  if (firstFull <= lastFull) seqs.push([[[firstFull, lastFull]], [[0xdc00, 0xdfff]]]);
  if (tail) seqs.push(tail);
  return seqs;
}

/** An NFA: per state, its ε-targets and its [label index, target] edges; labels are sets of code units, as ranges. */
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
  label(ranges) {
    const key = ranges.map(([lo, hi]) => `${lo}-${hi}`).join(',');
    let i = this.labelIndex.get(key);
    if (i === undefined) {
      i = this.labels.length;
      this.labels.push(ranges);
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
      nfa.edges[s].push([nfa.label(node.ranges), e]);
      return [s, e];
    }
    case 'range': {
      const seqs = utf16(node.lo, node.hi).map((units) => ({ t: 'cat', items: units.map((ranges) => ({ t: 'set', ranges })) }));
      return frag(seqs.length === 1 ? seqs[0] : { t: 'alt', items: seqs });
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

/**
 * Partitions the code units: two are in one class when every label holds both
 * or neither. Only the labels' range boundaries can separate two neighbours,
 * so the partition is computed over the intervals between boundaries.
 * `intervals` lists [lo, hi, class] covering 0..0xFFFF in order.
 */
function charClasses(labels) {
  const cuts = new Set([0, UNITS]);
  for (const ranges of labels) for (const [lo, hi] of ranges) cuts.add(lo).add(hi + 1);
  const bounds = [...cuts].sort((a, b) => a - b);
  const byKey = new Map();
  const intervals = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const lo = bounds[i];
    const key = labels.map((ranges) => (ranges.some(([a, b]) => a <= lo && lo <= b) ? '1' : '0')).join('');
    if (!byKey.has(key)) byKey.set(key, byKey.size);
    intervals.push([lo, bounds[i + 1] - 1, byKey.get(key)]);
  }
  return { intervals, count: byKey.size };
}

function determinize(nfa, start, accept) {
  const { intervals, count } = charClasses(nfa.labels);
  // For each label, the classes it holds.
  const labelClasses = nfa.labels.map((ranges) => {
    const has = new Uint8Array(count);
    for (const [lo, , k] of intervals) if (ranges.some(([a, b]) => a <= lo && lo <= b)) has[k] = 1;
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
  return { intervals, classes: count, trans, accepting, start: 1 };
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
  // The intervals with merged classes, neighbours of one class joined.
  const intervals = [];
  for (const [lo, hi, k] of dfa.intervals) {
    const last = intervals[intervals.length - 1];
    if (last && last[2] === merged[k]) last[1] = hi;
    else intervals.push([lo, hi, merged[k]]);
  }
  const classOf = new Uint8Array(128);
  for (const [lo, hi, k] of intervals) for (let c = lo; c <= Math.min(hi, 127); c++) classOf[c] = k;
  if (classes > 256) throw new RangeError(`${classes} character classes; the validator's class maps hold at most 256`);
  const table = trans.map((row) => {
    const out = new Array(classes).fill(0);
    row.forEach((t, k) => (out[merged[k]] = t));
    return out;
  });
  return { states, classes, classOf, intervals, table, accepting };
}

// ----- The compiler -----

/**
 * The ABNF of a grammar (grammar/<name>.abnf) with the core rules, parsed;
 * for a grammar that extends another (grammars.json `abnfExtends`), the
 * base's rules with this file's replacing those of the same name. `ruleNames`
 * lists the grammar's own rules (not the core rules), in order.
 */
export function readGrammar(name = 'rfc3986') {
  const info = grammarInfo(name);
  const options = { maxCode: maxCodePoint(name) };
  const rules = info.abnfExtends ? readGrammar(info.base).rules : new Map();
  if (info.abnfExtends) for (const key of [...rules.keys()]) if (CORE_NAMES.has(key)) rules.delete(key);
  parseAbnf(readFileSync(grammarFile(name, 'abnf'), 'utf8'), rules, { ...options, replace: info.abnfExtends === true });
  const ruleNames = [...rules.values()].map((r) => r.name);
  // The imported rules (grammars.json `imports`) and the rules they use, as
  // their grammar defines them; a rule of this grammar may not share a name
  // with one of them, which would change what the imported rule means.
  const imported = new Map();
  for (const { grammar, rules: names } of importsOf(name)) {
    const { rules: library, ruleNames: libraryOwn, imported: libraryImported } = readGrammar(grammar);
    const defined = new Set([...libraryOwn.map((r) => r.toLowerCase()), ...libraryImported.keys()]);
    const take = (key, via) => {
      if (CORE_NAMES.has(key) && !defined.has(key)) {
        // The core rules join below, once, unless this grammar hides one.
        if (rules.has(key) && !imported.has(key)) fail(`${name}: defines ${rules.get(key).name}, and ${via ?? key} imported from ${grammar} uses the core rule ${key.toUpperCase()}: rename its own rule`);
        return;
      }
      const rule = library.get(key) ?? fail(`${name}: imports ${via ?? key} from ${grammar}, which does not define it`);
      if (rules.has(key) && !imported.has(key)) fail(`${name}: defines ${rules.get(key).name} and imports ${via ? `${via}, which uses ` : ''}${rule.name} from ${grammar}: rename its own rule`);
      const from = imported.get(key);
      if (from !== undefined && from !== grammar) fail(`${name}: imports ${rule.name} from both ${from} and ${grammar}`);
      if (from !== undefined) return;
      imported.set(key, grammar);
      rules.set(key, rule);
      for (const ref of refsOf(rule.node)) take(ref, via ?? rule.name);
    };
    for (const rule of names) take(rule.toLowerCase(), null);
  }
  // A grammar's own rule hides the core rule of the same name (ABNF names are
  // case-insensitive: RFC 1808's alpha and digit stand for ALPHA and DIGIT).
  for (const [key, rule] of parseAbnf(CORE, new Map(), { maxCode: Math.max(options.maxCode, CORE_MAX) })) if (!rules.has(key)) rules.set(key, rule);
  return { rules, ruleNames, imported, alphabet: info.alphabet };
}

/** The lower-case names of the rules an ABNF syntax tree refers to. */
export function refsOf(node, out = new Set()) {
  if (!node || typeof node !== 'object') return out;
  if (node.t === 'ref') out.add(node.name);
  for (const item of node.items ?? []) refsOf(item, out);
  if (node.item) refsOf(node.item, out);
  return out;
}

function fail(message) {
  throw new Error(message);
}

const CORE_NAMES = new Set(parseAbnf(CORE, new Map(), { maxCode: CORE_MAX }).keys());

/**
 * The minimal trimmed DFA of one rule: `table[state][class]` is the next
 * state; state 0 is dead (no valid string continues), state 1 the start;
 * `classOf[c]` is the class of the US-ASCII code unit c, and `intervals`
 * lists [lo, hi, class] over all code units.
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
  const ranges = Array.from({ length: dfa.classes }, () => []);
  for (const [lo, hi, k] of dfa.intervals) ranges[k].push([lo, hi]);
  const labels = ranges.map((r) => nfa.label(r));
  for (let i = 1; i < dfa.states; i++) {
    dfa.table[i].forEach((t, k) => t !== 0 && nfa.edges[ids[i]].push([labels[k], ids[t]]));
    if (dfa.accepting[i]) nfa.eps[ids[i]].push(end);
  }
  return [ids[1], end];
}

/** Every rule of a grammar, compiled, in the grammar's order. */
export function compileAll(name = 'rfc3986', options = {}) {
  const { rules, ruleNames } = readGrammar(name);
  const memo = new Map();
  return ruleNames.map((rule) => compileRule(rules, rule, { ...options, memo }));
}

/**
 * The rules of a grammar whose language is one character of a set (such as
 * `unreserved` or `ucschar`), with their code points as [lo, hi] ranges:
 * the sets that syntax errors name (src/core/dfa.ts), largest first.
 */
export function namedSets(name = 'rfc3986') {
  const { rules, ruleNames } = readGrammar(name);
  // The grammar's own rules and the core rules they use: a core rule that the
  // grammar does not use names nothing (RFC 1808's hex, not HEXDIG).
  const used = new Set();
  const use = (key) => {
    if (used.has(key)) return;
    used.add(key);
    visit(rules.get(key).node);
  };
  const visit = (node) => {
    if (node.t === 'ref') use(node.name.toLowerCase());
    else for (const item of node.items ?? (node.item ? [node.item] : [])) visit(item);
  };
  ruleNames.forEach((r) => use(r.toLowerCase()));
  const setOf = (node, seen) => {
    switch (node.t) {
      case 'range':
        return [[node.lo, node.hi]];
      case 'set':
        return node.ranges;
      case 'alt': {
        const parts = node.items.map((n) => setOf(n, seen));
        return parts.includes(null) ? null : unionRanges(parts);
      }
      case 'ref':
        return seen.includes(node.name) ? null : setOf(rules.get(node.name).node, [...seen, node.name]);
      default:
        return null;
    }
  };
  const size = (ranges) => ranges.reduce((n, [lo, hi]) => n + hi - lo + 1, 0);
  return [...rules.values()]
    .filter((r) => used.has(r.name.toLowerCase()))
    .map((r) => [r.name, setOf(r.node, [r.name.toLowerCase()])])
    .filter(([, ranges]) => ranges !== null)
    .sort((a, b) => size(b[1]) - size(a[1]) || (a[0] < b[0] ? -1 : 1));
}

// ----- generated/<name>.validator.ts -----

/**
 * A list of non-negative integers as text, as src/core/dfa.ts `decodeDigits`
 * reads it: a value is `floor(v / 92)` times "~" and then the digit `v % 92`,
 * one of the 92 printable US-ASCII characters from " " to "}" but the double
 * quote and the backslash. Next states and classes of the DFAs (at most 512) are one or a few
 * characters each, and, unlike base64, one value is whole characters, so
 * that gzip finds a table's repeated rows (the RFC 3986 tables: 12.4 KB gzip
 * as base64, 9.3 KB so).
 */
const DIGITS = Array.from({ length: 94 }, (_, i) => String.fromCharCode(32 + i)).filter((c) => c !== '"' && c !== '\\').join('');
export function encodeDigits(values) {
  let text = '';
  for (const v of values) {
    if (!Number.isInteger(v) || v < 0) throw new RangeError(`not a non-negative integer: ${v}`);
    text += '~'.repeat(Math.floor(v / DIGITS.length)) + DIGITS[v % DIGITS.length];
  }
  return text;
}

/**
 * A grammar's DFAs (`dfas`: some or all of its rules, compiled) and named sets
 * as the text of a `GrammarDfas` object literal, every line after the first
 * indented by `indent`: each DFA as text (`encodeDigits`) that src/core/dfa.ts
 * decodes on first use. Returns the literal and one line of sizes per rule.
 */
export function validatorLiteral(name, dfas, indent = '') {
  const info = grammarInfo(name);
  const wide = info.alphabet === 'unicode';
  const maps = [];
  const mapIndex = new Map();
  const wideMaps = [];
  const wideIndex = new Map();
  const sizes = [];
  // Rules are keyed, and sets named, as the RFC names them (grammars.json `names`).
  const rfcName = rfcNameOf(name);
  const entries = dfas.map((d) => {
    // src/core/dfa.ts keeps state numbers times 128 in a Uint16Array.
    if (d.states > 512) throw new RangeError(`${d.name}: ${d.states} states; src/core/dfa.ts runs at most 512`);
    const map = encodeDigits(d.classOf);
    if (!mapIndex.has(map)) (mapIndex.set(map, maps.length), maps.push(map));
    let wideMap = '';
    if (wide) {
      // The classes of the code units from 128 on, as [first unit, class] pairs.
      const runs = d.intervals.filter(([, hi]) => hi >= 128).flatMap(([lo, , k]) => [Math.max(lo, 128), k]);
      const key = JSON.stringify(runs);
      if (!wideIndex.has(key)) (wideIndex.set(key, wideMaps.length), wideMaps.push(key));
      wideMap = ` wideMap: ${wideIndex.get(key)},`;
    } else if (d.intervals.some(([lo, hi, k]) => hi >= 128 && d.table.some((row) => row[k] !== 0))) {
      throw new Error(`${d.name}: a code unit above US-ASCII is live in an ascii grammar`);
    }
    const flat = d.table.flat();
    sizes.push({ name: d.name, states: d.states, classes: d.classes, bytes: flat.length });
    return `${indent}    ${JSON.stringify(rfcName(d.name)).padEnd(16)}: { states: ${d.states}, classes: ${d.classes}, classMap: ${mapIndex.get(map)},${wideMap}\n` +
      `${indent}      accepting: ${JSON.stringify(encodeDigits(d.accepting.map(Number)))},\n` +
      `${indent}      table: ${JSON.stringify(encodeDigits(flat))} },`;
  });
  const named = namedSets(name).map(([rule, ranges]) => `${indent}    [${JSON.stringify(rfcName(rule))}, ${JSON.stringify(ranges.flat())}],`);
  const lines = (items) => items.map((m) => `${indent}    ${m},`).join('\n');
  const literal = `{
${indent}  alphabet: ${JSON.stringify(info.alphabet)},
${indent}  classMaps: [
${lines(maps.map((m) => JSON.stringify(m)))}
${indent}  ],
${indent}  wideMaps: [
${lines(wideMaps)}
${indent}  ],
${indent}  named: [
${named.join('\n')}
${indent}  ],
${indent}  rules: {
${entries.join('\n')}
${indent}  },
${indent}}`;
  return { literal, sizes };
}

/**
 * The TypeScript source of generated/<name>.validator.ts: every rule's DFA as
 * text (`encodeDigits`) that src/core/dfa.ts decodes on first use, and the grammar's
 * named sets. Returns the source and one line of sizes per rule.
 */
export function emitValidator(name = 'rfc3986', dfas = compileAll(name)) {
  const info = grammarInfo(name);
  const wide = info.alphabet === 'unicode';
  const { literal, sizes } = validatorLiteral(name, dfas);
  const source = `// @generated by scripts/generate.mjs (scripts/dfa.mjs) from grammar/${name}.abnf: do not edit by hand.
/**
 * The minimal DFA of every rule of RFC ${info.rfc} (${info.title}), compiled
 * from the ABNF at build time (the language of every rule is regular), and
 * the grammar's named character sets. src/core/dfa.ts runs them.
 *
 * Per rule: \`states\` (state 0 is dead: no valid string continues from it;
 * state 1 is the start), \`classes\` (character classes), \`classMap\` (an
 * index into \`classMaps\`: the class of each of the 128 US-ASCII code units),
 * ${wide ? `\`wideMap\` (an index into \`wideMaps\`: [first code unit, class] pairs
 * for the code units from 128 on, UTF-16 surrogates included), ` : `every
 * non-ASCII code unit leads to the dead state, `}\`accepting\` (one value per
 * state, 1 when accepting) and \`table\` (states × classes next states, row by
 * row), all three as text that \`decodeDigits\` reads (scripts/dfa.mjs
 * \`encodeDigits\`: one printable character for a value under 92). \`named\`: the rules
 * whose language is one character of a set, as [lo, hi] code point ranges,
 * largest first: the names that syntax errors give.
 */
import type { GrammarDfas } from '../src/core/dfa.js';

export const VALIDATOR: GrammarDfas = ${literal};
`;
  return { source, sizes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // --expand: build every rule by full inlining too, and check that the tables are the same.
  const name = process.argv.slice(2).find((a) => !a.startsWith('-')) ?? 'rfc3986';
  let started = Date.now();
  const dfas = compileAll(name);
  const ms = Date.now() - started;
  for (const d of dfas)
    console.log(`${d.name.padEnd(14)} NFA ${String(d.nfaStates).padStart(5)}  subsets ${String(d.subsetStates).padStart(4)}  DFA ${String(d.states).padStart(4)} states x ${String(d.classes).padStart(2)} classes`);
  console.log(`compiled in ${ms} ms`);
  if (process.argv.includes('--expand')) {
    started = Date.now();
    const expanded = compileAll(name, { expand: true });
    const key = (d) => JSON.stringify([d.states, d.classes, d.intervals, d.table, d.accepting]);
    const differ = expanded.filter((d, i) => key(d) !== key(dfas[i])).map((d) => d.name);
    console.log(`fully inlined in ${Date.now() - started} ms (largest NFA: ${Math.max(...expanded.map((d) => d.nfaStates))} states): ${differ.length ? `DIFFERENT tables for ${differ.join(', ')}` : 'the same tables'}`);
    if (differ.length) process.exit(1);
  }
}
