/**
 * An independent RFC 5234 ABNF parser and matcher: the test oracle for the
 * generated PEG parser.
 *
 * The oracle is derived mechanically from the text of `grammar/rfc3986.abnf`
 * (RFC 3986 Appendix A, verbatim) plus the three RFC 5234 Appendix B.1 core
 * rules it uses, written out below. It never looks at the PEG grammar.
 *
 * Each rule is compiled, with every rule it references inlined, to a Thompson
 * NFA over UTF-16 code units (a code unit above 127 never matches: ABNF
 * terminals here are US-ASCII). Bounded repetitions are unrolled, which is
 * possible because the grammar is not recursive (recursion is rejected). The
 * NFA is pruned to the states that can still reach acceptance and is run as a
 * lazily built DFA, so matching is linear and every live DFA state has at
 * least one accepted completion.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// ----- RFC 5234 §4: the ABNF of ABNF, as an AST -----

/** One ABNF element (RFC 5234 §4 `alternation` and below). */
export type Node =
  | { kind: 'alt'; items: Node[] } // RFC 5234 §3.2 alternatives
  | { kind: 'cat'; items: Node[] } // RFC 5234 §3.1 concatenation
  | { kind: 'rep'; min: number; max: number; item: Node } // RFC 5234 §3.6, §3.7 (max may be Infinity)
  | { kind: 'ref'; name: string } // rulename
  | { kind: 'str'; text: string } // RFC 5234 §2.3 char-val, case-insensitive
  | { kind: 'range'; lo: number; hi: number } // RFC 5234 §2.3 num-val, %xNN or %xNN-NN
  | { kind: 'prose'; text: string }; // RFC 5234 §4 prose-val `<...>`

/** One rule: its name as first spelled and its definition. */
export interface Rule {
  name: string;
  node: Node;
}

/** RFC 5234 Appendix B.1 core rules used by RFC 3986, verbatim (page indent removed). */
export const RFC5234_CORE_RULES = `\
ALPHA          =  %x41-5A / %x61-7A   ; A-Z / a-z

DIGIT          =  %x30-39
                       ; 0-9

HEXDIG         =  DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
`;

export class AbnfSyntaxError extends Error {
  constructor(message: string, readonly line: number) {
    super(`ABNF line ${line}: ${message}`);
    this.name = 'AbnfSyntaxError';
  }
}

type Token =
  | { t: 'name'; v: string; line: number }
  | { t: 'defas'; incremental: boolean; line: number }
  | { t: 'repeat'; min: number; max: number; line: number }
  | { t: 'punct'; v: '/' | '(' | ')' | '[' | ']'; line: number }
  | { t: 'elem'; node: Node; line: number };

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
    while (i < line.length) {
      const c = line[i];
      if (isWsp(c)) {
        i++;
      } else if (c === ';') {
        break; // RFC 5234 §3.9 comment
      } else if (isAlpha(c)) {
        // RFC 5234 §2.1 rulename = ALPHA *(ALPHA / DIGIT / "-")
        let j = i + 1;
        while (j < line.length && /[A-Za-z0-9-]/.test(line[j])) j++;
        out.push({ t: 'name', v: line.slice(i, j), line: lineNo });
        i = j;
      } else if (c === '=') {
        // RFC 5234 §3.3 incremental alternatives "=/"
        const incremental = line[i + 1] === '/';
        out.push({ t: 'defas', incremental, line: lineNo });
        i += incremental ? 2 : 1;
      } else if (c === '/' || c === '(' || c === ')' || c === '[' || c === ']') {
        out.push({ t: 'punct', v: c, line: lineNo });
        i++;
      } else if (isDigit(c) || c === '*') {
        // RFC 5234 §3.6, §3.7 repeat = 1*DIGIT / (*DIGIT "*" *DIGIT)
        const m = /^(\d*)(\*?)(\d*)/.exec(line.slice(i))!;
        const [all, a, star, b] = m;
        if (!star && b) fail('malformed repeat');
        const min = a === '' ? 0 : Number(a);
        const max = star ? (b === '' ? Infinity : Number(b)) : min;
        if (min > max) fail(`repeat ${all}: minimum exceeds maximum`);
        i += all.length;
        if (i >= line.length || isWsp(line[i]) || line[i] === ';') {
          fail(`repeat ${all} must be followed directly by an element`);
        }
        out.push({ t: 'repeat', min, max, line: lineNo });
      } else if (c === '"') {
        // RFC 5234 §2.3, §4 char-val = DQUOTE *(%x20-21 / %x23-7E) DQUOTE
        const j = line.indexOf('"', i + 1);
        if (j < 0) fail('unterminated quoted string');
        const body = line.slice(i + 1, j);
        if (!/^[\x20-\x21\x23-\x7e]*$/.test(body)) fail('invalid character in quoted string');
        out.push({ t: 'elem', node: { kind: 'str', text: body }, line: lineNo });
        i = j + 1;
      } else if (c === '%') {
        // RFC 5234 §2.3, §4 num-val = "%" (bin-val / dec-val / hex-val)
        const m = /^%([bBdDxX])([0-9A-Fa-f]+)((?:\.[0-9A-Fa-f]+)+|-[0-9A-Fa-f]+)?/.exec(line.slice(i));
        if (!m) fail('malformed numeric value');
        const [all, base, first, rest] = m!;
        const radix = { b: 2, d: 10, x: 16 }[base.toLowerCase() as 'b' | 'd' | 'x'];
        const digits = { 2: /^[01]+$/, 10: /^[0-9]+$/, 16: /^[0-9A-Fa-f]+$/ }[radix]!;
        const num = (s: string) => {
          if (!digits.test(s)) fail(`bad digits in ${all}`);
          return parseInt(s, radix);
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
        out.push({ t: 'elem', node, line: lineNo });
        i += all.length;
      } else if (c === '<') {
        // RFC 5234 §4 prose-val = "<" *(%x20-3D / %x3F-7E) ">"
        const j = line.indexOf('>', i + 1);
        if (j < 0) fail('unterminated prose value');
        out.push({ t: 'elem', node: { kind: 'prose', text: line.slice(i + 1, j) }, line: lineNo });
        i = j + 1;
      } else {
        fail(`unexpected character ${JSON.stringify(c)}`);
      }
    }
  }
  return rules;
}

/** Recursive descent over one rule's tokens, RFC 5234 §4. */
function parseRule(tokens: Token[]): { name: string; incremental: boolean; node: Node } {
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
    const items = [concatenation()];
    while (isPunct('/')) {
      pos++;
      items.push(concatenation());
    }
    return items.length === 1 ? items[0] : { kind: 'alt', items };
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
  return { name: head.v, incremental: def.incremental, node };
}

// ----- Thompson NFA over UTF-16 code units -----

/** A character set over US-ASCII: `set[c] === 1` when code unit c is in it. */
type CharSet = Uint8Array;

/**
 * A Thompson NFA: each state has either up to two epsilon edges or one
 * character edge; state `accept` has neither.
 */
class Nfa {
  readonly eps: number[][] = [];
  readonly chars: (CharSet | null)[] = [];
  readonly charTo: number[] = [];
  start = -1;
  accept = -1;

  state(): number {
    this.eps.push([]);
    this.chars.push(null);
    this.charTo.push(-1);
    return this.eps.length - 1;
  }
}

interface Fragment {
  start: number;
  end: number;
}

/** Case-insensitive single-character set (RFC 5234 §2.3). */
function caseless(ch: number): CharSet {
  const set = new Uint8Array(128);
  if (ch < 128) {
    set[ch] = 1;
    const s = String.fromCharCode(ch);
    set[s.toLowerCase().charCodeAt(0)] = 1;
    set[s.toUpperCase().charCodeAt(0)] = 1;
  }
  return set;
}

function compile(rules: Map<string, Rule>, name: string): Nfa {
  const nfa = new Nfa();
  const active: string[] = [];

  const epsilon = (): Fragment => {
    const s = nfa.state();
    return { start: s, end: s };
  };
  const charEdge = (set: CharSet): Fragment => {
    const start = nfa.state();
    const end = nfa.state();
    nfa.chars[start] = set;
    nfa.charTo[start] = end;
    return { start, end };
  };
  const seq = (frags: Fragment[]): Fragment => {
    if (frags.length === 0) return epsilon();
    for (let i = 0; i + 1 < frags.length; i++) nfa.eps[frags[i].end].push(frags[i + 1].start);
    return { start: frags[0].start, end: frags[frags.length - 1].end };
  };

  function build(node: Node): Fragment {
    switch (node.kind) {
      case 'range': {
        const set = new Uint8Array(128); // code units above 127 never match
        for (let c = node.lo; c <= Math.min(node.hi, 127); c++) set[c] = 1;
        return charEdge(set);
      }
      case 'str':
        return seq([...node.text].map((ch) => charEdge(caseless(ch.charCodeAt(0)))));
      case 'cat':
        return seq(node.items.map(build));
      case 'alt': {
        const start = nfa.state();
        const end = nfa.state();
        for (const item of node.items) {
          const f = build(item);
          nfa.eps[start].push(f.start);
          nfa.eps[f.end].push(end);
        }
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
        const rule = rules.get(node.name.toLowerCase()); // RFC 5234 §2.1: names are case-insensitive
        if (!rule) throw new Error(`undefined rule ${node.name}`);
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
  }

  const rule = rules.get(name.toLowerCase());
  if (!rule) throw new Error(`undefined rule ${name}`);
  active.push(rule.name);
  const f = build(rule.node);
  nfa.start = f.start;
  nfa.accept = f.end;
  return nfa;
}

// ----- Lazy subset construction over the pruned NFA -----

/** A DFA built on demand. State 0 is the dead state (no accepted completion). */
class LazyDfa {
  private readonly sets: number[][] = [];
  private readonly accepting: boolean[] = [];
  private readonly trans: Int32Array[] = [];
  private readonly ids = new Map<string, number>();
  private readonly keep: Uint8Array; // co-reachable states that have a char edge, or accept
  private readonly mark: Int32Array;
  private stamp = 0;
  readonly start: number;

  constructor(private readonly nfa: Nfa) {
    const n = nfa.eps.length;
    // States from which `accept` is reachable; all others are pruned.
    const back: number[][] = Array.from({ length: n }, () => []);
    for (let q = 0; q < n; q++) {
      for (const r of nfa.eps[q]) back[r].push(q);
      if (nfa.chars[q] && nfa.chars[q]!.some((b) => b === 1)) back[nfa.charTo[q]].push(q);
    }
    const live = new Uint8Array(n);
    const stack = [nfa.accept];
    live[nfa.accept] = 1;
    while (stack.length) {
      for (const p of back[stack.pop()!]) {
        if (!live[p]) {
          live[p] = 1;
          stack.push(p);
        }
      }
    }
    this.keep = new Uint8Array(n);
    for (let q = 0; q < n; q++) {
      this.keep[q] = live[q] && (nfa.chars[q] !== null || q === nfa.accept) ? 1 : 0;
    }
    this.mark = new Int32Array(n);
    this.intern([]); // dead state 0
    this.start = this.intern(this.closure([nfa.start]));
  }

  private closure(seeds: number[]): number[] {
    const stamp = ++this.stamp;
    const out: number[] = [];
    const stack = [...seeds];
    while (stack.length) {
      const q = stack.pop()!;
      if (this.mark[q] === stamp) continue;
      this.mark[q] = stamp;
      if (this.keep[q]) out.push(q);
      for (const r of this.nfa.eps[q]) if (this.mark[r] !== stamp) stack.push(r);
    }
    return out.sort((a, b) => a - b);
  }

  private intern(set: number[]): number {
    const key = set.join(',');
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.sets.length;
      this.ids.set(key, id);
      this.sets.push(set);
      this.accepting.push(set.includes(this.nfa.accept));
      this.trans.push(new Int32Array(128).fill(-1));
    }
    return id;
  }

  /** The DFA state after reading code unit c in state d. */
  step(d: number, c: number): number {
    if (c > 127 || d === 0) return 0;
    const row = this.trans[d];
    let next = row[c];
    if (next < 0) {
      const targets: number[] = [];
      for (const q of this.sets[d]) {
        const set = this.nfa.chars[q];
        if (set && set[c]) targets.push(this.nfa.charTo[q]);
      }
      next = this.intern(this.closure(targets));
      row[c] = next;
    }
    return next;
  }

  isAccepting(d: number): boolean {
    return this.accepting[d];
  }
}

// ----- The grammar -----

/** A parsed ABNF rule list with a matcher per rule. */
export class Grammar {
  private readonly rules = new Map<string, Rule>(); // keyed by lower-case name
  private readonly order: string[] = [];
  private readonly dfas = new Map<string, LazyDfa>();

  /**
   * Parses RFC 5234 ABNF text. `library` holds rules the text may reference
   * (such as the core rules); they are not listed by `ruleNames()`.
   */
  constructor(text: string, library = '') {
    const define = (source: string, listed: boolean) => {
      for (const tokens of tokenize(source)) {
        const { name, incremental, node } = parseRule(tokens);
        const key = name.toLowerCase();
        const existing = this.rules.get(key);
        if (incremental) {
          // RFC 5234 §3.3 incremental alternatives
          if (!existing) throw new AbnfSyntaxError(`"=/" for undefined rule ${name}`, tokens[0].line);
          existing.node = { kind: 'alt', items: [existing.node, node] };
        } else {
          if (existing) throw new AbnfSyntaxError(`rule ${name} defined twice`, tokens[0].line);
          this.rules.set(key, { name, node });
          if (listed) this.order.push(name);
        }
      }
    };
    define(text, true);
    if (library) define(library, false);
    for (const name of this.order) this.check(this.rule(name).node, name);
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

  private rule(name: string): Rule {
    const rule = this.rules.get(name.toLowerCase());
    if (!rule) throw new Error(`undefined rule ${name}`);
    return rule;
  }

  private dfa(name: string): LazyDfa {
    const key = name.toLowerCase();
    let dfa = this.dfas.get(key);
    if (!dfa) {
      dfa = new LazyDfa(compile(this.rules, key));
      this.dfas.set(key, dfa);
    }
    return dfa;
  }

  /** The rules defined by the main text, in file order. */
  ruleNames(): string[] {
    return [...this.order];
  }

  /** The definition of a rule. */
  definition(name: string): Node {
    return this.rule(name).node;
  }

  /** The names of all rules reachable from the listed rules, as spelled where defined. */
  referencedRuleNames(): string[] {
    const seen = new Set<string>();
    const visit = (node: Node): void => {
      if (node.kind === 'alt' || node.kind === 'cat') node.items.forEach(visit);
      else if (node.kind === 'rep') visit(node.item);
      else if (node.kind === 'ref') {
        const rule = this.rule(node.name);
        if (!seen.has(rule.name)) {
          seen.add(rule.name);
          visit(rule.node);
        }
      }
    };
    for (const name of this.order) {
      seen.add(name);
      visit(this.rule(name).node);
    }
    return [...seen];
  }

  /** Is the whole of s in the rule's language? */
  matches(rule: string, s: string): boolean {
    const dfa = this.dfa(rule);
    let d = dfa.start;
    for (let i = 0; i < s.length && d !== 0; i++) d = dfa.step(d, s.charCodeAt(i));
    return d !== 0 && dfa.isAccepting(d);
  }

  /**
   * The length of the longest prefix of s that is also a prefix of some
   * string of the rule's language (s.length when s is in the language).
   */
  viablePrefix(rule: string, s: string): number {
    const dfa = this.dfa(rule);
    let d = dfa.start;
    if (d === 0) return 0;
    for (let i = 0; i < s.length; i++) {
      d = dfa.step(d, s.charCodeAt(i));
      if (d === 0) return i;
    }
    return s.length;
  }

  /**
   * A random string of the rule's language, by a random walk over the rule's
   * definition: uniform choice among alternatives, uniform repeat counts for
   * bounded repetitions, and `extraRepeat` (default: geometric, at most 6)
   * extra items for unbounded ones. Letters in quoted strings get a random case.
   */
  sample(rule: string, random: () => number, extraRepeat?: (random: () => number) => number): string {
    this.dfa(rule); // rejects recursive rules, on which the walk would not end
    const extra = extraRepeat ?? geometricUpTo6;
    const int = (n: number) => Math.floor(random() * n);
    const out: string[] = [];
    const walk = (node: Node): void => {
      switch (node.kind) {
        case 'alt':
          return walk(node.items[int(node.items.length)]);
        case 'cat':
          return node.items.forEach(walk);
        case 'rep': {
          const n =
            node.max === Infinity ? node.min + extra(random) : node.min + int(node.max - node.min + 1);
          for (let i = 0; i < n; i++) walk(node.item);
          return;
        }
        case 'ref':
          return walk(this.rule(node.name).node);
        case 'str':
          for (const ch of node.text) out.push(random() < 0.5 ? ch.toLowerCase() : ch.toUpperCase());
          return;
        case 'range': {
          const hi = Math.min(node.hi, 127);
          if (node.lo > hi) throw new Error('cannot sample a range outside US-ASCII');
          out.push(String.fromCharCode(node.lo + int(hi - node.lo + 1)));
          return;
        }
        case 'prose':
          throw new Error(`cannot sample prose value <${node.text}>`);
      }
    };
    walk(this.rule(rule).node);
    return out.join('');
  }
}

function geometricUpTo6(random: () => number): number {
  let n = 0;
  while (n < 6 && random() < 0.55) n++;
  return n;
}

/** RFC 3986 Appendix A with the RFC 5234 core rules, read from the committed grammar file. */
export function loadRfc3986(): Grammar {
  const text = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc3986.abnf'), 'utf8');
  return new Grammar(text, RFC5234_CORE_RULES);
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
