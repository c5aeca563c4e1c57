#!/usr/bin/env node
// Adds a grammar to the family (docs/architecture.md, "Adding a grammar"):
//
//   npm run add-grammar -- NAME --abnf FILE --start RULE [--base GRAMMAR] [--import GRAMMAR:RULE[,RULE...]]...
//                          [--kind uri|scheme|template] [--scheme SCHEME:RULE]... [--scheme-fragment]
//                          [--rfc N] [--title TEXT]
//
// `--kind scheme --scheme urn:namestring`: a grammar of one scheme's syntax
// (grammars.json `kind`, `schemeRules`), checked where RFC 3986 stops; its
// conformance rows are its scheme rules. `--scheme-fragment`: the scheme
// rules match the fragment too (grammars.json `schemeFragment`, RFC 8141's
// f-component); without it they match a URI without its "#" and fragment.
// `--kind template`: URI Templates.
//
// `--import rfc3986:pct-encoded,host` takes rules another grammar of the family
// defines (grammars.json `imports`), with the rules they use: the new grammar's
// ABNF refers to them and does not define them, and they are not its own
// rules (RULE_NAMES). `--base` is for a grammar that is another one extended
// (RFC 6874 is RFC 3986 with a new IP-literal): every rule of the base is its own.
//
// writes the grammar's own files and nothing else:
//   grammar/NAME.abnf           the ABNF, as given (CRLF line ends read as LF, RFC 5234 §2.2, and said so);
//                               the core rules ALPHA, DIGIT, HEXDIG, ... come from grammar/rfc5234-core.abnf
//   grammar/NAME.peggy          its literal transcription (scripts/transcribe.mjs), the header to complete
//   grammar/grammars.json       the grammar's entry, at the end of the list
//   src/grammars/NAME/index.ts  the grammar's module: its generated binding (generated/NAME.api.ts), a header to complete
//   src/entries/NAME.ts         the subpath uri-grammar/NAME
//   test/vectors/NAME.json      its vectors, empty: each case cites its section
// Then `npm run generate && npm run build` makes the rest from the list: the
// parser, the DFAs, the rule table, the binding, the registry, package.json's
// exports; the command's --grammar, conform's rows and the playground take it.
// The equivalence proof (test/proof/equivalence*.test.ts) names each rule where the
// literal transcription accepts another language than the ABNF: that is where
// a `// PEG:` change goes.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAbnf, readGrammar, refsOf } from './dfa.mjs';
import { peggySource } from './generate.mjs';
import { GRAMMAR_LIST, grammarInfo, root } from './grammars.mjs';
import { coreAbnf, pegName, transcribe } from './transcribe.mjs';
import peggy from 'peggy';

const USAGE = 'usage: npm run add-grammar -- NAME --abnf FILE --start RULE [--base GRAMMAR] [--import GRAMMAR:RULE[,RULE...]]... [--kind uri|scheme|template] [--scheme SCHEME:RULE]... [--scheme-fragment] [--rfc N] [--title TEXT]';

/** The arguments, checked: every refusal says what is wrong and exits 2. */
function parseArgs(argv) {
  const args = { name: null, abnf: null, start: null, base: null, rfc: null, title: null, kind: null, imports: {}, schemes: {}, schemeFragment: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--scheme-fragment') {
      args.schemeFragment = true;
      continue;
    }
    const m = /^--(abnf|start|base|rfc|title|import|kind|scheme)$/.exec(a);
    if (m) {
      const v = argv[++i];
      if (v === undefined) usage(`${a} needs a value`);
      if (m[1] === 'import') {
        const im = /^([a-z][a-z0-9-]*):([A-Za-z][A-Za-z0-9-]*(?:,[A-Za-z][A-Za-z0-9-]*)*)$/.exec(v);
        if (!im) usage(`--import takes GRAMMAR:RULE[,RULE...], not ${JSON.stringify(v)}`);
        if (!GRAMMAR_LIST.some((g) => g.name === im[1])) usage(`--import ${v}: grammar/grammars.json has ${GRAMMAR_LIST.map((g) => g.name).join(', ')}`);
        args.imports[im[1]] = [...new Set([...(args.imports[im[1]] ?? []), ...im[2].split(',')])];
      } else if (m[1] === 'scheme') {
        const sm = /^([A-Za-z][A-Za-z0-9+.-]*):([A-Za-z][A-Za-z0-9-]*)$/.exec(v);
        if (!sm) usage(`--scheme takes SCHEME:RULE (the scheme, and the rule that defines its syntax), not ${JSON.stringify(v)}`);
        args.schemes[sm[1].toLowerCase()] = sm[2];
      } else args[m[1]] = v;
    } else if (a.startsWith('--')) usage(`unknown option ${a}`);
    else if (args.name === null) args.name = a;
    else usage(`one grammar name, not also ${JSON.stringify(a)}`);
  }
  if (args.name === null) usage('the grammar NAME is missing');
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(args.name)) usage(`NAME must be lower-case letters, digits and inner hyphens (it is a file stem, a subpath and a --grammar value): ${JSON.stringify(args.name)}`);
  if (GRAMMAR_LIST.some((g) => g.name === args.name)) usage(`grammar/grammars.json already has a grammar ${args.name}`);
  for (const file of [`grammar/${args.name}.abnf`, `grammar/${args.name}.peggy`, `src/grammars/${args.name}`, `src/entries/${args.name}.ts`]) {
    if (existsSync(join(root, file))) usage(`${file} exists already: the grammar's files are written here, never overwritten`);
  }
  if (args.kind !== null && !['uri', 'scheme', 'template'].includes(args.kind)) usage(`--kind is uri, scheme or template, not ${JSON.stringify(args.kind)}`);
  if ((args.kind === 'scheme') !== Object.keys(args.schemes).length > 0) usage(args.kind === 'scheme' ? '--kind scheme needs --scheme SCHEME:RULE (the rule that defines the scheme\'s syntax)' : '--scheme is for --kind scheme');
  if (args.schemeFragment && args.kind !== 'scheme') usage('--scheme-fragment is for --kind scheme');
  if (args.abnf === null) usage('--abnf FILE is missing');
  if (args.start === null) usage('--start RULE is missing');
  if (args.base !== null && !GRAMMAR_LIST.some((g) => g.name === args.base)) usage(`--base ${args.base}: grammar/grammars.json has ${GRAMMAR_LIST.map((g) => g.name).join(', ')}`);
  if (args.rfc !== null) {
    if (!/^[1-9]\d*$/.test(args.rfc)) usage(`--rfc takes an RFC's number, not ${JSON.stringify(args.rfc)}`);
    args.rfc = Number(args.rfc);
  }
  return args;
}

function usage(message) {
  console.error(`add-grammar: ${message}\n${USAGE}`);
  process.exit(2);
}

/** True when a node of the ABNF's syntax tree has a terminal above U+007F. */
function beyondAscii(node) {
  if (!node || typeof node !== 'object') return false;
  if (node.t === 'range' && node.hi > 0x7f) return true;
  return (node.items ?? []).some(beyondAscii) || beyondAscii(node.item);
}

/** Whether a rule, or a rule it uses, has a terminal above U+007F. */
function reachesBeyondAscii(rules, name, seen = new Set()) {
  const key = name.toLowerCase();
  if (seen.has(key)) return false;
  seen.add(key);
  const rule = rules.get(key);
  return !!rule && (beyondAscii(rule.node) || [...refsOf(rule.node)].some((ref) => reachesBeyondAscii(rules, ref, seen)));
}

/** The lower-case names of the RFC 5234 core rules. */
const CORE = parseAbnf(coreAbnf(), new Map(), { maxCode: 0xff });

/** The grammar's entry of grammars.json, as the list writes one entry a block. */
function entryText(entry) {
  const value = (v) =>
    Array.isArray(v) ? `[${v.map((x) => JSON.stringify(x)).join(', ')}]` : v !== null && typeof v === 'object' ? `{ ${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${value(x)}`).join(', ')} }` : JSON.stringify(v);
  const lines = Object.entries(entry).map(([k, v]) => `      ${JSON.stringify(k)}: ${value(v)}`);
  return `    {\n${lines.join(',\n')}\n    }`;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const { name } = args;
  let text;
  try {
    text = readFileSync(args.abnf, 'utf8');
  } catch (e) {
    usage(`cannot read --abnf ${args.abnf}: ${e.message}`);
  }
  const notes = [];
  if (text.includes('\r\n')) {
    text = text.replace(/\r\n/g, '\n');
    notes.push('the ABNF has CRLF line ends (RFC 5234 §2.2): grammar/' + name + '.abnf has them as LF');
  }
  if (!text.endsWith('\n')) text += '\n';

  // The grammar's rules, read as scripts/dfa.mjs will read them.
  let own;
  try {
    own = parseAbnf(text, new Map(), { maxCode: 0x10ffff });
  } catch (e) {
    usage(`${args.abnf}: ${e.message}`);
  }
  const base = args.base === null ? null : GRAMMAR_LIST.find((g) => g.name === args.base);
  // The base's rules that its Peggy grammar defines, and the imported rules: the ones the transcription may refer to.
  const baseRules = new Map();
  if (base) {
    const defined = new Set(peggy.parser.parse(peggySource(base.name)).rules.map((r) => r.name));
    for (const [key, r] of readGrammar(base.name).rules) if (defined.has(pegName(r.name))) baseRules.set(key, r.name);
  }
  let importsUnicode = false;
  for (const [grammar, names] of Object.entries(args.imports)) {
    const { rules: library, ruleNames } = readGrammar(grammar);
    for (const rule of names) {
      const r = library.get(rule.toLowerCase());
      if (!r || !ruleNames.includes(r.name)) usage(`--import ${grammar}:${rule}: ${grammar} has no rule ${rule} of its own (its rules: RULE_NAMES of uri-grammar/${grammar})`);
      if (r.name !== rule) usage(`--import ${grammar}:${rule}: the rule is spelled ${r.name}`);
      if (own.has(rule.toLowerCase())) usage(`--import ${grammar}:${rule}: ${args.abnf} defines ${rule} itself`);
      baseRules.set(rule.toLowerCase(), rule);
      if (beyondAscii(r.node)) importsUnicode = true;
    }
    if (grammarInfo(grammar).alphabet === 'unicode' && names.some((n) => reachesBeyondAscii(library, n))) importsUnicode = true;
  }
  // A rule the ABNF uses and defines nowhere: say which grammars of the family define it.
  for (const r of own.values()) {
    for (const ref of refsOf(r.node)) {
      if (own.has(ref) || baseRules.has(ref) || CORE.has(ref)) continue;
      const where = GRAMMAR_LIST.filter((g) => readGrammar(g.name).ruleNames.some((n) => n.toLowerCase() === ref)).map((g) => `--import ${g.name}:${ref}`);
      usage(`${args.abnf}: ${r.name} uses ${ref}, which it does not define${where.length ? `: take it from the family with ${where.join(' or ')}` : ''}`);
    }
  }
  const alphabet = base?.alphabet === 'unicode' || importsUnicode || [...own.values()].some((r) => beyondAscii(r.node)) ? 'unicode' : 'ascii';
  const startKey = args.start.toLowerCase();
  const startRule = own.get(startKey)?.name ?? baseRules.get(startKey);
  if (startRule === undefined) usage(`--start ${args.start} is not a rule of ${args.abnf}${base ? ` or of ${base.name}` : ''}`);
  if (startRule !== args.start) usage(`--start ${args.start}: the rule is spelled ${startRule}`);

  let rules;
  try {
    rules = transcribe(text, { baseRules, maxCode: alphabet === 'unicode' ? 0x10ffff : 0x7f });
  } catch (e) {
    usage(`${args.abnf}: ${e.message}`);
  }
  const title = args.title ?? (args.rfc ? `RFC ${args.rfc}` : name);
  const heading = args.rfc ? `RFC ${args.rfc} ${title}` : title;
  const peggy = `// ${heading}, as a Peggy grammar
// ${'='.repeat(heading.length + 19)}
//
// A literal first transcription of grammar/${name}.abnf, written by
// \`npm run add-grammar\` (scripts/transcribe.mjs): one Peggy rule per ABNF
// rule, in the ABNF's order, under the same name with \`-\` written \`_\`, each
// with its ABNF above it, verbatim, and each returning the text it matched.${base ? `\n// The rules it does not define are grammar/${base.name}.peggy's (scripts/generate.mjs copies them).` : ''}${Object.keys(args.imports).length ? `\n// The rules it imports (${Object.entries(args.imports).map(([g, r]) => `${r.join(', ')} from ${g}`).join('; ')}) are their grammar's (scripts/generate.mjs copies them).` : ''}
//
// To complete: what the grammar covers and its limits (its RFC, the sections,
// the errata applied); and, for each rule that the equivalence proof names
// (test/proof/equivalence*.test.ts: PEG's ordered choice is not ABNF's, RFC 5234
// §3.2), the change that makes it accept exactly the ABNF's language, under a
// \`// PEG:\` comment that says why, pinned by a test that fails if it is
// reverted.

${rules}`;

  for (const [scheme, rule] of Object.entries(args.schemes)) if (!own.has(rule.toLowerCase())) usage(`--scheme ${scheme}:${rule}: ${args.abnf} has no rule ${rule}`);
  const kind = args.kind ?? 'uri';
  const entry = { name, ...(args.rfc ? { rfc: args.rfc } : {}), title, status: { current: true }, start: args.start, ...(kind === 'uri' ? { conform: [args.start] } : { kind }), ...(kind === 'scheme' ? { schemeRules: args.schemes } : {}), ...(args.schemeFragment ? { schemeFragment: true } : {}), alphabet, ...(base ? { base: base.name, abnfExtends: true } : {}), ...(Object.keys(args.imports).length ? { imports: args.imports } : {}) };
  const listFile = join(root, 'grammar', 'grammars.json');
  const list = readFileSync(listFile, 'utf8');
  const close = list.lastIndexOf('\n    }\n  ]');
  if (close < 0) throw new Error('grammar/grammars.json: the end of the list is not where add-grammar writes (a "    }" line, then "  ]")');
  const newList = `${list.slice(0, close)}\n    },\n${entryText(entry)}${list.slice(close + '\n    }'.length)}`;
  JSON.parse(newList);

  const what = args.rfc ? `RFC ${args.rfc}, ${title}` : title;
  const index = `/**
 * ${name}: ${what}, as a unit of the family: \`parse\` by any of its rules,
 * \`check\` for the syntax error (offset, expected rules, found, caret),
 * \`isValid\`, \`RULE_NAMES\` (generated/${name}.api.ts, from grammar/grammars.json).
 *
 * To complete: the RFC and its sections, the transcription decisions (each
 * \`// PEG:\` place of grammar/${name}.peggy), and what the grammar offers
 * beyond the binding (its hints in ./hints.ts, its AST in ./ast.ts and
 * ./nodes.ts, its own algorithms).
 */
export * from '../../../generated/${name}.api.js';
`;
  const entryModule = `/**
 * uri-grammar/${name}: ${what}: \`parse\`, \`check\`, \`isValid\`, \`RULE_NAMES\`.
 */
export * from '../grammars/${name}/index.js';
`;
  const vectors = {
    description: `${what} (uri-grammar/${name}) through its public API. check: the offset of the syntax error in UTF-16 code units (null = valid) of input against rule, by the rule's DFA. Each case names its source (the RFC's section).`,
    check: [],
  };

  writeFileSync(join(root, 'grammar', `${name}.abnf`), text);
  writeFileSync(join(root, 'grammar', `${name}.peggy`), peggy);
  writeFileSync(listFile, newList);
  mkdirSync(join(root, 'src', 'grammars', name), { recursive: true });
  writeFileSync(join(root, 'src', 'grammars', name, 'index.ts'), index);
  writeFileSync(join(root, 'src', 'entries', `${name}.ts`), entryModule);
  writeFileSync(join(root, 'test', 'vectors', `${name}.json`), JSON.stringify(vectors, null, 2) + '\n');
  for (const note of notes) console.log(`add-grammar: note: ${note}`);
  console.log(
    [
      `add-grammar: wrote grammar/${name}.abnf, grammar/${name}.peggy, the grammars.json entry (${alphabet}${base ? `, base ${base.name}` : ''}${Object.keys(args.imports).length ? `, imports from ${Object.keys(args.imports).join(', ')}` : ''}), src/grammars/${name}/index.ts, src/entries/${name}.ts, test/vectors/${name}.json`,
      'next: npm run generate && npm run build; then the equivalence proof names each rule to change (npx jest test/proof/equivalence)',
    ].join('\n'),
  );
}

main();
