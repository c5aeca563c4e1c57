#!/usr/bin/env node
// npm run conformance:generate: the conformance suite, generated from the
// grammars (docs/conformance.md). For every grammar of grammar/grammars.json
// and every rule of it but the one-character sets (unreserved, HEXDIG, ...),
// from the rule's minimal DFA (scripts/dfa.mjs) and its ABNF:
//
//   - accepted strings that together take every live transition of the DFA
//     (scripts/conformance/dfa-cases.mjs `transitionCover`);
//   - for each ABNF alternative reachable from the rule (RFC 5234 §3.2), the
//     shortest string derived through it (scripts/conformance/alternatives.mjs);
//   - for every state, a rejected continuation, one character past what the
//     state accepts, with the offset of that character (`rejections`);
//   - the traps of conformance/traps.json and the hostile shapes of
//     scripts/shapes.cjs, their expectations computed by the DFA.
//
// Then resolution (RFC 3986 §5.4, RFC 2396 Appendix C, RFC 1808 §5),
// normalization (RFC 3986 §6.2.2) and equivalence cases from the vectors of
// test/vectors/, and the public suites of conformance/sources/*/upstream/ in
// the same format (conformance/sources/*/cases.jsonl).
//
// Writes conformance/suite/*.jsonl (one case a line), conformance/suite/suite.json
// (the counts and the coverage) and prints the coverage per rule: transitions
// and alternatives taken, states with a rejected continuation. Deterministic:
// the same grammars give the same bytes.
//
//   node scripts/conformance-generate.mjs           write
//   node scripts/conformance-generate.mjs --check   exit 1 when a written file differs
//   node scripts/conformance-generate.mjs --quiet   no coverage table
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileRule, namedSets, readGrammar } from './dfa.mjs';
import { GRAMMAR_LIST, grammarInfo, rfcNameOf, root } from './grammars.mjs';
import { shapes } from './shapes.mjs';
import { prepare, rejections, run, show, transitionCover, transitionCoverage, truncations } from './conformance/dfa-cases.mjs';
import { alternativesOf } from './conformance/alternatives.mjs';
import { sourceCases } from './conformance/sources.mjs';

/** The version of the suite's format: a case's fields and their meaning (docs/conformance.md). */
export const SUITE_VERSION = 1;
const SUITE = join(root, 'conformance', 'suite');
const SOURCES = join(root, 'conformance', 'sources');
/** The length of the hostile shapes' cases: long enough to hold their runs, short enough to read. */
const SHAPE_SIZE = 200;

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const quiet = args.includes('--quiet') || checkOnly;

// ----- The RFC section of each rule: the banner above it in grammar/<name>.peggy -----

/** RFC name -> Peggy name of a grammar's rules (generated/<name>.rules.ts NAME_TABLE). */
function pegNames(name) {
  const source = readFileSync(join(root, 'generated', `${name}.rules.ts`), 'utf8');
  return new Map([...source.matchAll(/\{ rfc: "((?:[^"\\]|\\.)*)", abnf: "[^"]*", peg: "([^"]*)" \}/g)].map((m) => [JSON.parse(`"${m[1]}"`), m[2]]));
}

/** Peggy name -> section ("RFC 3986 §3.2.2") of the rules of grammar/<name>.peggy. */
function sectionsOf(name) {
  const rfc = grammarInfo(name).rfc;
  const out = new Map();
  let section = null;
  for (const line of readFileSync(join(root, 'grammar', `${name}.peggy`), 'utf8').split('\n')) {
    const banner = /^\/\/ ----- (.*) -----$/.exec(line);
    if (banner) {
      const title = banner[1];
      const numbered = /^(\d+(?:\.\d+)*)\.?\s/.exec(title);
      section = numbered ? `RFC ${rfc} §${numbered[1]}` : title.startsWith('RFC ') ? title.split(',')[0] : `RFC ${rfc}`;
      continue;
    }
    const rule = /^([A-Za-z_][A-Za-z0-9_]*)\b/.exec(line);
    if (rule && section !== null && !out.has(rule[1])) out.set(rule[1], section);
  }
  return out;
}

/** RFC rule name -> its section, from the grammar's .peggy, else its base's. */
function ruleSections(name) {
  const pegs = pegNames(name);
  const own = sectionsOf(name);
  const base = grammarInfo(name).base;
  const inherited = base ? sectionsOf(base) : new Map();
  return (rule) => {
    const peg = pegs.get(rule) ?? rule.replace(/-/g, '_');
    return own.get(peg) ?? inherited.get(peg) ?? `RFC ${grammarInfo(name).rfc}`;
  };
}

// ----- Cases -----

/** Whether a string is well-formed UTF-16 (no lone surrogate). */
const wellFormed = (s) => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

/** The generalized UTF-8 bytes of a string (a lone surrogate as its three bytes), in hex: `inputHex`. */
function wtf8Hex(s) {
  const out = [];
  for (let i = 0; i < s.length; i++) {
    let c = s.charCodeAt(i);
    const d = s.charCodeAt(i + 1);
    if (c >= 0xd800 && c <= 0xdbff && d >= 0xdc00 && d <= 0xdfff) {
      c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
      i++;
    }
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return out.map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A validity case, its fields in the suite's order. */
function validityCase(id, grammar, rule, input, verdict, why) {
  const c = { id, grammar, rule, input };
  if (!wellFormed(input)) c.inputHex = wtf8Hex(input);
  c.valid = verdict.valid;
  if (!verdict.valid) c.offset = verdict.offset;
  c.why = why;
  return c;
}

const traps = JSON.parse(readFileSync(join(root, 'conformance', 'traps.json'), 'utf8')).traps;

/** The validity cases of one grammar and the coverage of each of its rules. */
function grammarCases(name) {
  const info = grammarInfo(name);
  const { rules, ruleNames } = readGrammar(name);
  const rfcName = rfcNameOf(name);
  const sectionOf = ruleSections(name);
  const oneCharacter = new Set(namedSets(name).map(([rule]) => rule.toLowerCase()));
  const alternatives = alternativesOf(rules);
  const memo = new Map();
  // The grammar's top rules: its start rule, its conformance rows and its schemes' rules.
  const top = new Set([info.start, ...(info.conform ?? []), ...Object.values(info.schemeRules ?? {})]);
  const cases = [];
  const coverage = [];
  for (const abnfName of ruleNames) {
    if (oneCharacter.has(abnfName.toLowerCase())) continue;
    const rule = rfcName(abnfName);
    const section = sectionOf(rule);
    const dfa = prepare(compileRule(rules, abnfName, { memo }));
    const byInput = new Map();
    const counters = { c: 0, a: 0, r: 0, e: 0, t: 0, h: 0 };
    const add = (kind, input, why, expected = null) => {
      const verdict = run(dfa, input);
      if (expected !== null && (verdict.valid !== expected.valid || verdict.offset !== expected.offset))
        throw new Error(`${name} ${rule} ${JSON.stringify(input)}: the DFA says ${JSON.stringify(verdict)}, the construction ${JSON.stringify(expected)}`);
      const known = byInput.get(input);
      if (known) {
        if (!known.why.includes(why)) known.why += `; ${why}`;
        return;
      }
      const c = validityCase(`${name}/${rule}/${kind}${++counters[kind]}`, name, rule, input, verdict, why);
      byInput.set(input, c);
      cases.push(c);
    };
    // Every live transition of the minimal DFA.
    const cover = transitionCover(dfa);
    for (const { input, first, count } of cover) {
      const why = first === null ? 'DFA: the start state accepts' : `DFA cover: state ${first[0]} on ${show(dfa.rep[first[1]])}, ${count} new transition${count === 1 ? '' : 's'}`;
      add('c', input, why, { valid: true, offset: undefined });
    }
    // Every ABNF alternative reachable from the rule.
    const alts = alternatives.reachable(abnfName);
    for (const alt of alts) {
      const input = alternatives.through(abnfName, alt);
      add('a', input, `ABNF ${rfcName(alt.rule)} alternative ${alt.index + 1}/${alt.count}: ${alt.text}`, { valid: true, offset: undefined });
    }
    // A rejected continuation at every state.
    const rejected = rejections(dfa);
    for (const { input, offset, state, cls, near } of rejected) {
      add('r', input, `DFA state ${state}: ${show(dfa.rep[cls])} cannot follow (${near ? 'the rule takes it elsewhere' : 'in no transition of the rule'})`, { valid: false, offset });
    }
    // At a top rule, the input that ends in every state that does not accept.
    if (top.has(rule)) {
      for (const { input, offset, state } of truncations(dfa)) add('e', input, `DFA state ${state}: the input cannot end here`, { valid: false, offset });
    }
    // The traps that name this rule.
    for (const trap of traps) {
      if (!trap.rules.includes(rule) || (trap.grammars && !trap.grammars.includes(name))) continue;
      for (const input of trap.inputs) add('t', input, `trap: ${trap.why} (${trap.source})`);
    }
    // The hostile shapes, at the start rule of a grammar of URIs.
    if (info.kind === undefined || info.kind === 'uri') {
      if (rule === rfcName(info.start)) {
        for (const s of shapes) {
          add('h', s.valid(SHAPE_SIZE), `hostile shape ${s.id}: ${s.name}`);
          add('h', s.bad(SHAPE_SIZE), `hostile shape ${s.id}: ${s.name}, its last character bad`);
        }
      }
    }
    const accepted = [...byInput.values()].filter((c) => c.valid).map((c) => c.input);
    const t = transitionCoverage(dfa, accepted);
    const statesWithRejection = new Set(rejected.map((r) => r.state)).size;
    // The states that some character cannot follow (a state that takes every character has no rejected continuation).
    const liveStates = dfa.bfs.filter((s) => dfa.table[s].some((t, k) => t === 0 && (dfa.midPair[s] ? dfa.lowClass[k] : !dfa.lowClass[k]))).length;
    coverage.push({
      grammar: name, rule, section,
      transitions: t, alternatives: { covered: alts.length, total: alts.length },
      states: liveStates, rejectedStates: statesWithRejection,
      cases: byInput.size, valid: accepted.length, invalid: byInput.size - accepted.length,
    });
  }
  return { cases, coverage };
}

// ----- Resolution, normalization, equivalence -----

const vectors = (file) => JSON.parse(readFileSync(join(root, 'test', 'vectors', file), 'utf8'));

/** The operation cases of test/vectors/: RFC 3986 §5.4 and §6, RFC 2396 Appendix C, RFC 1808 §5. */
function operationCases() {
  const files = new Map();
  const push = (file, c) => (files.get(file) ?? files.set(file, []).get(file)).push(c);
  const why = (c) => (c.description ? `${c.source}: ${c.description}` : c.source);
  const grammarOf = (rfc) => GRAMMAR_LIST.find((g) => g.rfc === rfc).name;
  const g3986 = grammarOf(3986);
  // RFC 3986 §5.2, by the strict parser; the cases where this library departs from the literal algorithm are left out.
  let n = 0;
  for (const c of vectors('resolve.json').cases) {
    if (c.strict === false || c.literal !== undefined) continue;
    push(`${g3986}-resolve`, { id: `${g3986}/resolve/${++n}`, grammar: g3986, op: 'resolve', base: c.base, ref: c.ref, target: c.expected, why: why(c) });
  }
  // RFC 2396 §5.2 against Appendix C's base unless the case names one; RFC 1808 §4.
  const g2396 = grammarOf(2396);
  n = 0;
  for (const c of vectors(`${g2396}.json`).resolve) {
    if (c.options !== undefined || c.result === undefined) continue;
    push(`${g2396}-resolve`, { id: `${g2396}/resolve/${++n}`, grammar: g2396, op: 'resolve', base: c.base ?? 'http://a/b/c/d;p?q', ref: c.ref, target: c.result, why: c.source });
  }
  const g1808 = grammarOf(1808);
  n = 0;
  for (const c of vectors(`${g1808}.json`).resolve) {
    push(`${g1808}-resolve`, { id: `${g1808}/resolve/${++n}`, grammar: g1808, op: 'resolve', base: c.base, ref: c.ref, target: c.result, why: c.source });
  }
  // RFC 3986 §6.2.2 syntax-based normalization (no scheme-based step, no option).
  n = 0;
  for (const c of vectors('normalize.json').cases) {
    if (c.level !== undefined || c.schemes !== undefined || c.ipv6 !== undefined) continue;
    push(`${g3986}-normalize`, { id: `${g3986}/normalize/${++n}`, grammar: g3986, op: 'normalize', input: c.input, output: c.expected, why: why(c) });
  }
  // RFC 3986 §6.2.2: equivalent after syntax-based normalization.
  n = 0;
  for (const c of vectors('compare.json').cases) {
    if (c.schemes !== undefined || c.ipv6 !== undefined) continue;
    push(`${g3986}-equivalent`, { id: `${g3986}/equivalent/${++n}`, grammar: g3986, op: 'equivalent', a: c.a, b: c.b, equivalent: c.equivalent.syntax, why: why(c) });
  }
  return files;
}

// ----- Output -----

const jsonl = (cases) => cases.map((c) => JSON.stringify(c)).join('\n') + '\n';
const outputs = new Map();
const coverage = [];
let validityCount = 0;
for (const { name } of GRAMMAR_LIST) {
  const { cases, coverage: rows } = grammarCases(name);
  outputs.set(join(SUITE, `${name}.jsonl`), jsonl(cases));
  coverage.push(...rows);
  validityCount += cases.length;
}
const operations = operationCases();
for (const [file, cases] of operations) outputs.set(join(SUITE, `${file}.jsonl`), jsonl(cases));
const sources = {};
for (const dir of readdirSync(SOURCES).sort()) {
  if (!existsSync(join(SOURCES, dir, 'upstream'))) continue;
  const cases = sourceCases(dir, join(SOURCES, dir, 'upstream'));
  outputs.set(join(SOURCES, dir, 'cases.jsonl'), jsonl(cases));
  sources[dir] = cases.length;
}
const total = (key) => coverage.reduce((n, r) => n + r[key].covered, 0);
const whole = (key) => coverage.reduce((n, r) => n + r[key].total, 0);
const manifest = {
  $comment: 'Written by scripts/conformance-generate.mjs (npm run conformance:generate): do not edit by hand. The format: docs/conformance.md.',
  version: SUITE_VERSION,
  grammars: GRAMMAR_LIST.map((g) => g.name),
  cases: {
    validity: validityCount,
    ...Object.fromEntries([...operations].map(([file, cases]) => [file, cases.length])),
  },
  coverage: {
    transitions: { covered: total('transitions'), total: whole('transitions') },
    alternatives: { covered: total('alternatives'), total: whole('alternatives') },
    rejectedStates: { covered: coverage.reduce((n, r) => n + r.rejectedStates, 0), total: coverage.reduce((n, r) => n + r.states, 0) },
    rules: coverage.map(({ grammar, rule, section, transitions, alternatives, states, rejectedStates, valid, invalid }) => ({
      grammar, rule, section, transitions: `${transitions.covered}/${transitions.total}`, alternatives: `${alternatives.covered}/${alternatives.total}`,
      rejectedStates: `${rejectedStates}/${states}`, valid, invalid,
    })),
  },
  sources,
};
outputs.set(join(SUITE, 'suite.json'), JSON.stringify(manifest, null, 1) + '\n');

if (!quiet) {
  console.log('grammar   rule                       transitions   alternatives  rejected states  valid  invalid');
  for (const r of coverage) {
    const pad = (s, n) => String(s).padStart(n);
    console.log(`${r.grammar.padEnd(9)} ${r.rule.padEnd(24)} ${pad(`${r.transitions.covered}/${r.transitions.total}`, 13)} ${pad(`${r.alternatives.covered}/${r.alternatives.total}`, 14)} ${pad(`${r.rejectedStates}/${r.states}`, 16)} ${pad(r.valid, 6)} ${pad(r.invalid, 8)}`);
  }
  const c = manifest.coverage;
  console.log(`\n${validityCount} validity cases over ${coverage.length} rules of ${GRAMMAR_LIST.length} grammars; transitions ${c.transitions.covered}/${c.transitions.total}, alternatives ${c.alternatives.covered}/${c.alternatives.total}, states (that some character cannot follow) with a rejected continuation ${c.rejectedStates.covered}/${c.rejectedStates.total}`);
  console.log(`operations: ${[...operations].map(([f, cs]) => `${f} ${cs.length}`).join(', ')}; public sources: ${Object.entries(sources).map(([s, n]) => `${s} ${n}`).join(', ')}`);
}

let stale = [];
for (const [file, content] of outputs) {
  const old = existsSync(file) ? readFileSync(file, 'utf8') : null;
  if (old === content) continue;
  stale.push(file.slice(root.length + 1));
  if (!checkOnly) {
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, content);
  }
}
// A suite file that no grammar writes any more.
for (const f of readdirSync(SUITE)) if (!outputs.has(join(SUITE, f))) stale.push(`conformance/suite/${f} (no longer generated)`);
if (checkOnly) {
  if (stale.length) {
    console.error(`conformance suite out of date (npm run conformance:generate): ${stale.join(', ')}`);
    process.exit(1);
  }
} else if (!quiet) console.log(stale.length ? `wrote ${stale.join(', ')}` : 'no file changed');
