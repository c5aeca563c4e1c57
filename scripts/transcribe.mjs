// The literal transcription of an ABNF grammar (RFC 5234) into a Peggy
// grammar: one Peggy rule per ABNF rule, in the ABNF's order, under the same
// name with `-` written `_` (Peggy names are JavaScript identifiers), each with
// its ABNF above it, verbatim, and each returning the text it matched. It is
// the first step of a grammar of the family (scripts/add-grammar.mjs): the
// equivalence proof then names every rule where PEG's ordered, greedy choice
// makes the literal transcription accept another language than the ABNF's
// (RFC 5234 §3.2: ABNF's choice is not ordered), which is where a person
// writes a `// PEG:` change.
//
// The transcription of each element (RFC 5234 §3, §4):
//   a / b           a / b                 (§3.2; ordered in PEG)
//   a b             a b                   (§3.1)
//   *a  1*a  [a]    a*  a+  a?            (§3.6, §3.8)
//   n*m a  n a      a|n..m|  a|n|         (§3.6, §3.7; Peggy's repetition)
//   0<prose>        ""                    (§4: `0<pchar>`, the empty string)
//   "abc"           "abc"i                (§2.3: case-insensitive)
//   %x41  %x41-5A   "\x41"  [\x41-\x5A]   (§2.3: exact values)
//   %x10000-10FFFF  surrogate pairs       (a unicode grammar: the UTF-16 of a code point above U+FFFF)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAbnf, utf16 } from './dfa.mjs';
import { root } from './grammars.mjs';

/** The core rules of RFC 5234 Appendix B.1, verbatim: grammar/rfc5234-core.abnf. */
export function coreAbnf() {
  return readFileSync(join(root, 'grammar', 'rfc5234-core.abnf'), 'utf8');
}

/** The Peggy name of an ABNF rule name: `-` becomes `_`. */
export const pegName = (name) => name.replace(/-/g, '_');

/**
 * The rule definitions of ABNF text, each with its name, whether it is an
 * incremental `=/`, and its lines verbatim (RFC 5234 §2.2, §4): a definition
 * begins at a name in the first column followed by `=` or `=/`, and runs over
 * the indented lines after it (continuations, and the rule's comments); a
 * blank line or a comment in the first column ends it. scripts/railroad.mjs
 * shows these lines above each diagram.
 */
export function ruleDefinitions(text) {
  const rules = [];
  let current = null;
  for (const line of text.split(/\r?\n/)) {
    const start = /^([A-Za-z][A-Za-z0-9-]*)\s*(=\/?)/.exec(line);
    if (start) {
      current = { name: start[1], incremental: start[2] === '=/', lines: [line] };
      rules.push(current);
    } else if (current && /^[ \t]+\S/.test(line)) {
      current.lines.push(line); // continuation (§4: c-wsp begins with white space)
    } else {
      current = null;
    }
  }
  return rules;
}

/** The lines of each rule of ABNF text, by lower-case name, an incremental `=/` joined to its rule's. */
function ruleLines(text) {
  const lines = new Map();
  for (const d of ruleDefinitions(text)) {
    const key = d.name.toLowerCase();
    lines.set(key, [...(lines.get(key) ?? []), ...d.lines]);
  }
  return lines;
}

const hex = (c) => c.toString(16).toUpperCase().padStart(4, '0');
/** A code unit as a Peggy escape. */
const unit = (c) => (c >= 0x20 && c <= 0x7e && !'\\"]-^['.includes(String.fromCharCode(c)) ? String.fromCharCode(c) : `\\u${hex(c)}`);
/** A Peggy string literal of a char-val. */
const literal = (text) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** One code point, or a range of them, as Peggy: a class of code units, or surrogate pairs above U+FFFF. */
function codePoints(lo, hi) {
  const seqs = utf16(lo, hi).map((seq) => seq.map((ranges) => `[${ranges.map(([a, b]) => (a === b ? unit(a) : `${unit(a)}-${unit(b)}`)).join('')}]`).join(' '));
  return seqs.length === 1 ? seqs[0] : `(${seqs.join(' / ')})`;
}

/**
 * The Peggy expression of an ABNF node (scripts/dfa.mjs's syntax tree), with
 * `names` mapping a lower-case rule name to the name it is defined under.
 * `prec`: 0 inside an alternation's item, 1 inside a sequence, 2 under a repetition.
 */
function expression(node, names, prec = 0) {
  const wrap = (text, own) => (own < prec ? `(${text})` : text);
  if (node.source?.char !== undefined) {
    const text = node.source.char;
    if (text === '') return '""';
    return /[A-Za-z]/.test(text) ? `${literal(text)}i` : literal(text);
  }
  switch (node.t) {
    case 'alt':
      return wrap(node.items.map((n) => expression(n, names, 1)).join(' / '), 0);
    case 'cat':
      return wrap(node.items.map((n) => expression(n, names, 2)).join(' '), 1);
    case 'rep': {
      const { min, max, item } = node;
      if (max === 0) return '""';
      const inner = expression(item, names, 3);
      if (min === 0 && max === 1) return `${inner}?`;
      if (min === 0 && max === Infinity) return `${inner}*`;
      if (min === 1 && max === Infinity) return `${inner}+`;
      if (min === max) return `${inner}|${min}|`;
      return `${inner}|${min}..${max === Infinity ? '' : max}|`;
    }
    case 'ref': {
      const defined = names.get(node.name);
      if (defined === undefined) throw new SyntaxError(`ABNF: rule ${node.name} is not defined (neither in the grammar, its base, nor RFC 5234's core rules)`);
      return pegName(defined);
    }
    case 'range':
      return codePoints(node.lo, node.hi);
    case 'empty':
      return '""';
    case 'prose':
      throw new SyntaxError(`ABNF line ${node.line}: a prose-val (RFC 5234 §4) has no formal meaning: write the rule it describes, or \`0<...>\` for the empty string`);
    default:
      throw new Error(`no transcription for the ABNF node ${node.t}`);
  }
}

/**
 * The Peggy transcription of `abnf`: its rules, then the RFC 5234 core rules
 * they use that neither it nor `baseRules` (the rules of the grammar it
 * extends, lower-case name -> name) defines. `maxCode` is the alphabet's
 * largest code point. Returns the Peggy text's rule part (no header).
 */
export function transcribe(abnf, { baseRules = new Map(), maxCode = 0x7f } = {}) {
  const own = parseAbnf(abnf, new Map(), { maxCode });
  const core = parseAbnf(coreAbnf(), new Map(), { maxCode: Math.max(maxCode, 0xff) });
  const coreTexts = ruleLines(coreAbnf());
  const names = new Map([...baseRules]);
  for (const [key, r] of own) names.set(key, r.name);
  // The core rules used, directly or through another core rule, unless defined above.
  const usedCore = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node.t === 'ref' && !names.has(node.name) && core.has(node.name) && !usedCore.includes(node.name)) {
      usedCore.push(node.name);
      names.set(node.name, core.get(node.name).name);
      visit(core.get(node.name).node);
    }
    for (const value of Object.values(node)) if (Array.isArray(value)) value.forEach(visit);
    visit(node.item);
  };
  for (const r of own.values()) visit(r.node);
  const texts = ruleLines(abnf);
  const block = (rule, lines) =>
    [...lines.map((l) => `// ${l.trimEnd()}`), `${pegName(rule.name)} "${rule.name}"`, `  = $(${expression(rule.node, names)})`].join('\n');
  const out = [...own.values()].map((r) => block(r, texts.get(r.name.toLowerCase())));
  if (usedCore.length > 0) {
    out.push('// ----- RFC 5234 Appendix B.1, the core rules used above -----');
    for (const [key, lines] of coreTexts) if (usedCore.includes(key)) out.push(block(core.get(key), lines));
  }
  return out.join('\n\n') + '\n';
}
