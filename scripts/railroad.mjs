// Railroad diagrams of a grammar's rules, drawn at build time from its ABNF
// (grammar/<name>.abnf, with its base's rules when grammars.json says
// `abnfExtends`, and the RFC 5234 Appendix B.1 core rules it uses) with the
// `railroad-diagrams` package (Tab Atkins'), for the playground.
//
// Each rule gives its ABNF text as written in the file (comments included)
// and one SVG. In the SVG a rule name is an SVG link (`<a href="#rule-NAME"
// data-rule="NAME">`) to that rule's diagram, a terminal carries its
// characters (`data-text`, or `data-range` for a %x range), and the end of
// the rule is marked `class="end"`, so that the page can mark the expected
// continuations of a syntax error on them.
//
// Only the display needs this reading of the ABNF: it keeps what RFC 5234's
// strings and values look like ("http://", %x68.74.74.70), where
// scripts/dfa.mjs turns them into character sets.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { grammarInfo, grammarFile, importsOf, rfcNameOf } from './grammars.mjs';
import { coreAbnf, ruleDefinitions } from './transcribe.mjs';

const rr = createRequire(import.meta.url)('railroad-diagrams');

/** RFC 5234 Appendix B.1, the core rules (grammar/rfc5234-core.abnf): the diagrams show those a grammar uses. */
const CORE = coreAbnf();

/** Reads the elements of one rule's definition (RFC 5234 §4) into a display tree. */
function parseDefinition(source, ruleName) {
  const tokens = [];
  const text = source;
  const re = /\s+|;[^\n]*|(=\/?)|(\d*\*\d*|\d+)|([A-Za-z][A-Za-z0-9-]*)|"([^"]*)"|%([bdx])([0-9A-Fa-f]+(?:-[0-9A-Fa-f]+|(?:\.[0-9A-Fa-f]+)+)?)|<([^>]*)>|([()[\]/])/y;
  let m;
  while (re.lastIndex < text.length && (m = re.exec(text))) {
    if (m[1] !== undefined || m[0].trim() === '' || m[0].startsWith(';')) continue;
    if (m[2] !== undefined) tokens.push({ k: 'repeat', text: m[2] });
    else if (m[3] !== undefined) tokens.push({ k: 'name', name: m[3] });
    else if (m[4] !== undefined) tokens.push({ k: 'char', text: m[4] });
    else if (m[5] !== undefined) tokens.push({ k: 'num', base: m[5].toLowerCase(), digits: m[6] });
    else if (m[7] !== undefined) tokens.push({ k: 'prose', text: m[7] });
    else tokens.push({ k: m[8] });
  }
  if (re.lastIndex < text.length) throw new SyntaxError(`${ruleName}: cannot read the ABNF at ${JSON.stringify(text.slice(re.lastIndex, re.lastIndex + 20))}`);
  let p = 0;
  if (tokens[0]?.k !== 'name') throw new SyntaxError(`${ruleName}: no rule name`);
  p = 1; // the rule name; "=" or "=/" was skipped
  const alternation = () => {
    const items = [concatenation()];
    while (tokens[p]?.k === '/') (p++, items.push(concatenation()));
    return items.length === 1 ? items[0] : { t: 'alt', items };
  };
  const concatenation = () => {
    const items = [repetition()];
    while (p < tokens.length && ['repeat', 'name', 'char', 'num', 'prose', '(', '['].includes(tokens[p].k)) items.push(repetition());
    return items.length === 1 ? items[0] : { t: 'cat', items };
  };
  const repetition = () => {
    if (tokens[p]?.k !== 'repeat') return element();
    const spec = tokens[p++].text;
    const [lo, hi] = spec.includes('*') ? spec.split('*') : [spec, spec];
    return { t: 'rep', min: lo === '' ? 0 : Number(lo), max: hi === '' ? Infinity : Number(hi), item: element() };
  };
  const element = () => {
    const t = tokens[p++];
    if (!t) throw new SyntaxError(`${ruleName}: the definition ends early`);
    if (t.k === 'name') return { t: 'ref', name: t.name };
    if (t.k === 'char') return { t: 'char', text: t.text };
    if (t.k === 'prose') return { t: 'prose', text: t.text };
    if (t.k === 'num') return { t: 'num', base: t.base, digits: t.digits };
    if (t.k === '(' || t.k === '[') {
      const inner = alternation();
      const close = t.k === '(' ? ')' : ']';
      if (tokens[p++]?.k !== close) throw new SyntaxError(`${ruleName}: expected ${close}`);
      return t.k === '(' ? inner : { t: 'rep', min: 0, max: 1, item: inner };
    }
    throw new SyntaxError(`${ruleName}: unexpected ${t.k}`);
  };
  const tree = alternation();
  if (p !== tokens.length) throw new SyntaxError(`${ruleName}: unexpected ${tokens[p].k}`);
  return tree;
}

/**
 * The rules of a grammar in its order, each `{ name, abnf, text, tree }`
 * (`name` as the RFC spells it, `abnf` as the ABNF does), then the rules it
 * imports (each with `from`, its grammar), then the core rules it refers to
 * and does not define itself (ABNF names are case-insensitive:
 * RFC 1808's own `alpha` hides ALPHA).
 */
export function grammarRules(name) {
  const info = grammarInfo(name);
  const rfcName = rfcNameOf(name);
  const byKey = new Map();
  const add = (text, replace) => {
    for (const r of ruleDefinitions(text)) {
      const key = r.name.toLowerCase();
      const old = byKey.get(key);
      if (r.incremental && old) old.lines.push(...r.lines);
      else if (old && !replace) throw new Error(`${name}: ${r.name} is defined twice`);
      else if (old) Object.assign(old, { name: r.name, lines: r.lines });
      else byKey.set(key, { name: r.name, lines: r.lines });
    }
  };
  if (info.abnfExtends) add(readFileSync(grammarFile(info.base, 'abnf'), 'utf8'), false);
  add(readFileSync(grammarFile(name, 'abnf'), 'utf8'), true);
  const own = [...byKey.values()].map((r) => ({ name: rfcName(r.name), abnf: r.name, text: r.lines.join('\n').trimEnd(), core: false }));
  // The imported rules (grammars.json `imports`) and the rules of their grammar they use, each as its grammar shows it.
  const imported = [];
  for (const { grammar, rules } of importsOf(name)) {
    const library = grammarRules(grammar).filter((r) => !r.core);
    const take = (abnf) => {
      const key = abnf.toLowerCase();
      const rule = library.find((r) => r.abnf.toLowerCase() === key);
      if (!rule || byKey.has(key)) return;
      byKey.set(key, rule);
      imported.push({ ...rule, from: rule.from ?? grammar });
      const refs = (node) => (node.t === 'ref' ? [node.name] : (node.items ?? (node.item ? [node.item] : [])).flatMap(refs));
      refs(rule.tree).forEach(take);
    };
    rules.forEach(take);
  }
  // The core rules used, directly or through another core rule.
  const core = ruleDefinitions(CORE);
  const used = new Set();
  const visit = (node) => {
    if (node.t === 'ref' && !byKey.has(node.name.toLowerCase())) {
      const def = core.find((c) => c.name.toLowerCase() === node.name.toLowerCase());
      if (!def) throw new Error(`${name}: rule ${node.name} is defined neither in the grammar nor in RFC 5234's core rules`);
      if (!used.has(def.name)) (used.add(def.name), visit(parseDefinition(def.lines.join('\n'), def.name)));
    }
    for (const child of node.items ?? (node.item ? [node.item] : [])) visit(child);
  };
  for (const rule of own) visit((rule.tree = parseDefinition(rule.text, rule.abnf)));
  for (const rule of imported) visit(rule.tree);
  const coreRules = core
    .filter((c) => used.has(c.name))
    .map((c) => ({ name: c.name, abnf: c.name, text: c.lines.join('\n'), core: true, tree: parseDefinition(c.lines.join('\n'), c.name) }));
  return [...own, ...imported, ...coreRules];
}

/** The characters of a num-val (%x41, %x68.74.74.70) as text, or null for a range. */
function numText(node) {
  if (node.digits.includes('-')) return null;
  const radix = { b: 2, d: 10, x: 16 }[node.base];
  return node.digits.split('.').map((d) => String.fromCodePoint(parseInt(d, radix))).join('');
}

/** The railroad item of an ABNF element; `nameOf` maps an ABNF rule name to the name the page uses. */
function item(node, nameOf) {
  switch (node.t) {
    case 'alt':
      return rr.Choice(0, ...node.items.map((n) => item(n, nameOf)));
    case 'cat':
      return rr.Sequence(...node.items.map((n) => item(n, nameOf)));
    case 'ref': {
      const name = nameOf(node.name);
      const box = rr.NonTerminal(name);
      // An SVG <a>: a link to the rule's diagram, reachable with the keyboard.
      box.tagName = 'a';
      Object.assign(box.attrs, { href: `#rule-${name}`, 'data-rule': name, class: 'nonterminal' });
      return box;
    }
    case 'char': {
      const box = rr.Terminal(`"${node.text}"`);
      Object.assign(box.attrs, { 'data-text': node.text, class: 'terminal' });
      return box;
    }
    case 'num': {
      const text = numText(node);
      const written = `%${node.base}${node.digits}`;
      const printable = text !== null && /^[\x21-\x7e]+$/.test(text);
      const box = rr.Terminal(printable ? `${written} "${text}"` : written);
      if (text !== null) Object.assign(box.attrs, { 'data-text': text, 'data-case': 'sensitive', class: 'terminal' });
      else Object.assign(box.attrs, { 'data-range': node.digits, class: 'terminal' });
      return box;
    }
    case 'prose':
      return rr.Comment(`<${node.text}>`);
    case 'rep':
      return repetition(node, nameOf);
    default:
      throw new Error(`unknown ABNF node ${node.t}`);
  }
}

/** RFC 5234 §3.6, §3.7, §3.8: `[x]`, `*x`, `1*x`, `n*mx`, `nx` as loops with the count written under them. */
function repetition(node, nameOf) {
  const { min, max } = node;
  if (max === 0) return rr.Comment('nothing');
  const inner = () => item(node.item, nameOf);
  if (min === max && min <= 3) return rr.Sequence(...Array.from({ length: min }, inner));
  if (min === 0 && max === 1) return rr.Optional(inner());
  const count = max === Infinity ? (min <= 1 ? null : `at least ${min}×`) : min === max ? `${min}×` : `${Math.max(min, 1)} to ${max}×`;
  const loop = count === null ? rr.OneOrMore(inner()) : rr.OneOrMore(inner(), rr.Comment(count));
  return min === 0 ? rr.Optional(loop) : loop;
}

/**
 * Every rule of a grammar with its diagram: `{ name, abnf, text, core, svg }`,
 * in the grammar's order, then the core rules it uses.
 */
export function grammarDiagrams(name) {
  const rules = grammarRules(name);
  const byKey = new Map(rules.map((r) => [r.abnf.toLowerCase(), r.name]));
  const nameOf = (abnf) => byKey.get(abnf.toLowerCase()) ?? abnf;
  return rules.map(({ tree, ...rule }) => {
    const diagram = rr.Diagram(item(tree, nameOf));
    diagram.items[diagram.items.length - 1].attrs.class = 'end';
    diagram.attrs['data-diagram'] = rule.name;
    diagram.attrs.role = 'img';
    diagram.attrs['aria-label'] = `railroad diagram of ${rule.name}`;
    return { ...rule, svg: diagram.toString().replace(/\n/g, '') };
  });
}
