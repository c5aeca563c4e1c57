#!/usr/bin/env node
// Regenerates generated/ for every grammar of grammar/grammars.json, from its
// grammar/<name>.abnf and grammar/<name>.peggy:
//   generated/<name>.ts            the runtime parser, every ABNF rule of the grammar
//                                  allowed as a start rule: the first pass of
//                                  scripts/optimize.mjs alone (US-ASCII and Unicode
//                                  grammars alike), or, for a grammar that says
//                                  `optimize: false`, Peggy 3 + the ts-pegjs plugin,
//                                  as Peggy writes it
//   generated/<name>.plain.ts      the optimized grammars' parser as Peggy writes it:
//                                  the tests' reference (`URI_GRAMMAR_PARSER=plain jest`
//                                  runs the suite with it); never shipped
//   generated/<name>.validator.ts  every rule's minimal DFA (scripts/dfa.mjs)
//   generated/<name>.rules.ts      the rule names, and the table RFC name <-> ABNF
//                                  name <-> Peggy name
//   generated/<name>.api.ts        the grammar's binding: parse, check, isValid,
//                                  isRuleName, RULE_NAMES, typed by its rules (emitApi)
//   generated/grammars.ts          GRAMMARS: the list's metadata, for the root
//   generated/family.ts            every grammar's DFAs, hints and validator, by name (src/conform/, src/sql/)
//   generated/registry.ts          every grammar's module, by name, loaded on first use, its rule
//                                  DFAs alone (check's byte walk), and the command's passes that
//                                  take --grammar (grammars.json `passes`)
//   generated/schemes.ts           the scheme grammars (`kind: scheme`) by scheme: the DFAs of their
//                                  scheme rules alone, their hints and comparison keys (src/schemes/)
//   package.json, typedoc.json     the subpaths and entry points (scripts/package-exports.mjs)
//
//   node scripts/generate.mjs           write them all
//   node scripts/generate.mjs --check   exit 1 when a committed file is stale
//   ... --only NAME...                  those grammars' files (and grammars.ts) alone
import { readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import peggy from 'peggy';
import tspegjs from 'ts-pegjs';
import { optimizePlugin, exportsPlugin, runtimeStatements } from './optimize.mjs';
import { compileRule, emitValidator, readGrammar, validatorLiteral } from './dfa.mjs';
import { GRAMMAR_LIST, grammarInfo, grammarFile, importsOf, root } from './grammars.mjs';
import { written as packageExports } from './package-exports.mjs';

const STAMP = 'by scripts/generate.mjs';

/**
 * The names of a grammar's rules: for each ABNF rule of grammar/<name>.abnf
 * (with its base's, when it extends one), its name in the RFC, in the ABNF and
 * in Peggy. The RFC name is the ABNF name unless grammars.json `names` maps an
 * RFC name that ABNF cannot spell (`_`, `+`) to the ABNF name it is written as;
 * the Peggy name is the ABNF name with `-` written `_` (Peggy names are
 * identifiers). Throws unless each of the three columns is one-to-one.
 */
export function nameTable(name) {
  const info = grammarInfo(name);
  const rfcOf = new Map(Object.entries(info.names ?? {}).map(([rfc, abnf]) => [abnf, rfc]));
  const rows = readGrammar(name).ruleNames.map((abnf) => ({ rfc: rfcOf.get(abnf) ?? abnf, abnf, peg: pegName(abnf) }));
  for (const column of ['rfc', 'abnf', 'peg']) {
    const seen = new Map();
    for (const row of rows) {
      const key = column === 'abnf' ? row.abnf.toLowerCase() : row[column];
      if (seen.has(key)) throw new Error(`${name}: the ${column} name ${row[column]} stands for two rules (${seen.get(key).abnf}, ${row.abnf})`);
      seen.set(key, row);
    }
  }
  for (const abnf of rfcOf.keys()) if (!rows.some((r) => r.abnf === abnf)) throw new Error(`${name}: grammars.json names an ABNF rule ${abnf} that the grammar lacks`);
  return rows;
}

/** The Peggy name of an ABNF rule name. */
export function pegName(abnf) {
  return abnf.replace(/-/g, '_');
}

/**
 * The Peggy source of a grammar: grammar/<name>.peggy, and each rule it uses
 * (its ABNF rules, and the rules they use) that the file does not define,
 * verbatim with its comments: an imported rule (grammars.json `imports`) from
 * its grammar's Peggy source, any other from the base's (and so on down).
 */
export function peggySource(name) {
  const own = readFileSync(grammarFile(name, 'peggy'), 'utf8');
  const info = grammarInfo(name);
  const imports = importsOf(name);
  if (!info.base && imports.length === 0) return own;
  const defined = new Set(peggy.parser.parse(own).rules.map((r) => r.name));
  const sourceOf = (grammar) => {
    const text = peggySource(grammar);
    return { grammar, text, rules: new Map(peggy.parser.parse(text).rules.map((r) => [r.name, r])), wanted: [] };
  };
  const base = info.base ? sourceOf(info.base) : null;
  const imported = imports.map(({ grammar, rules }) => ({ ...sourceOf(grammar), names: new Set(rules.map(pegName)) }));
  // The rules reachable from the grammar's own rules that it does not define:
  // an imported name from its grammar, any other from the grammar the rule
  // that uses it came from, and from the base at the top.
  const from = new Map();
  const visit = (node, source) => {
    if (node === null || typeof node !== 'object') return;
    if (node.type === 'rule_ref' && !defined.has(node.name)) {
      const by = imported.find((s) => s.names.has(node.name)) ?? source ?? base;
      const rule = by?.rules.get(node.name) ?? fail(`${name}: rule ${node.name} is defined neither in grammar/${name}.peggy, nor in its base, nor among its imports`);
      const earlier = from.get(node.name);
      if (earlier && earlier !== by && earlier.text.slice(earlier.rules.get(node.name).location.start.offset, earlier.rules.get(node.name).location.end.offset) !== by.text.slice(rule.location.start.offset, rule.location.end.offset)) {
        fail(`${name}: rule ${node.name} comes from both ${earlier.grammar} and ${by.grammar}, differently`);
      }
      if (earlier) return;
      from.set(node.name, by);
      by.wanted.push(node.name);
      visit(rule.expression, by);
      return;
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') Array.isArray(value) ? value.forEach((v) => visit(v, source)) : visit(value, source);
  };
  for (const { peg } of nameTable(name)) visit({ type: 'rule_ref', name: peg }, null);
  for (const rule of peggy.parser.parse(own).rules) visit(rule.expression, null);
  // Each borrowed rule with the comment lines right above it, in its grammar's order.
  const section = (source, what) => {
    if (source.wanted.length === 0) return '';
    const lines = source.text.split('\n');
    const slices = [...source.rules.values()]
      .filter((r) => source.wanted.includes(r.name))
      .map((r) => {
        let first = r.location.start.line - 1;
        while (first > 0 && lines[first - 1].startsWith('//') && !lines[first - 1].startsWith('// -----')) first--;
        return lines.slice(first, r.location.end.line).join('\n');
      });
    return `\n\n// ----- ${what} grammar/${source.grammar}.peggy (scripts/generate.mjs copies them) -----\n\n${slices.join('\n\n')}`;
  };
  return `${own.trimEnd()}${base ? section(base, 'The rules above use these rules of') : ''}${imported.map((s) => section(s, 'The rules above import these rules, and the rules they use, from')).join('')}\n`;
}

function fail(message) {
  throw new Error(message);
}

/** Whether a grammar's parser goes through scripts/optimize.mjs: every grammar's, US-ASCII or Unicode, unless grammars.json says `optimize: false`. */
export function optimized(name) {
  return grammarInfo(name).optimize !== false;
}

/**
 * The module of node constructors that a grammar's actions call (`n.`): its
 * own src/grammars/<name>/nodes.ts, or else its base's (RFC 3987 and RFC 6874
 * build RFC 3986's shapes); null for a grammar whose rules return their text
 * (a first transcription, scripts/transcribe.mjs).
 */
export function nodesModule(name) {
  for (let g = name; g; g = grammarInfo(g).base) {
    if (existsSync(join(root, 'src', 'grammars', g, 'nodes.ts'))) return `../src/grammars/${g}/nodes.js`;
  }
  return null;
}

/** The line that imports the node constructors, or none. */
const nodesImport = (name) => (nodesModule(name) ? `import * as n from '${nodesModule(name)}';` : '');

/** How the docs name a grammar: `RFC 1738` (its `rfc`), or its name. */
export function grammarLabel(name) {
  const info = grammarInfo(name);
  return info.rfc ? `RFC ${info.rfc}` : name;
}

/** A grammar's parser as TypeScript: the runtime parser when optimized, else as ts-pegjs writes it. */
export function generate(name = 'rfc3986', { optimized: optimize = optimized(name) } = {}) {
  if (optimize) return runtimeParser(name);
  return peggy.generate(peggySource(name), {
    output: 'source',
    grammarSource: `grammar/${name}.peggy`,
    allowedStartRules: nameTable(name).map((r) => r.peg),
    plugins: [tspegjs, exportsPlugin()],
    tspegjs: {
      customHeader: [
        `// @generated ${STAMP} from grammar/${name}.peggy: do not edit by hand.`,
        nodesImport(name),
      ].filter(Boolean).join('\n'),
      skipTypeComputation: true,
      errorName: 'PeggySyntaxError',
    },
  });
}

/**
 * The runtime parser of an optimized grammar (generated/<name>.ts): the first
 * pass of scripts/optimize.mjs and what it reaches, as module-level statements
 * (a bundler drops what no import uses), with typed exports: `tryParse` and
 * `FAILED`, as the parse API (src/core/grammar-api.ts) calls them.
 */
function runtimeParser(name) {
  const starts = nameTable(name).map((r) => r.peg);
  const bare = peggy.generate(peggySource(name), { output: 'source', format: 'bare', allowedStartRules: starts, plugins: [optimizePlugin] });
  return `/* eslint-disable */
// The optimized parser is JavaScript in a .ts file, unchecked as a whole.
// @ts-nocheck
// @generated ${STAMP} from grammar/${name}.peggy: do not edit by hand.
// The runtime parser: the silent first pass of scripts/optimize.mjs (Peggy 3.0.2's
// grammar analysis, its action closures and helpers), and nothing else. Invalid
// input is diagnosed by the rule's DFA (generated/${name}.validator.ts).
${nodesImport(name)}

${runtimeStatements(bare)}
/** A start rule of the grammar (its Peggy name). */
export type StartRule = ${starts.map((s) => JSON.stringify(s)).join(' | ')};

/** What \`tryParse\` returns when the input does not match the rule. */
export const FAILED: unknown = peg$FAILED;

/** The rule's result (its AST node), or FAILED: no expectation recorded, no error built. */
export const tryParse: (input: string, startRule: StartRule) => unknown = peg$tryParse;
`;
}

/** generated/<name>.rules.ts: the rule names and the name table. */
export function emitRules(name) {
  const info = grammarInfo(name);
  const rows = nameTable(name);
  const renamed = rows.filter((r) => r.rfc !== r.abnf);
  return `// @generated ${STAMP} from grammar/${name}.abnf: do not edit by hand.
/** The rules of ${grammarLabel(name)} (${info.title}), as the RFC names them, in the grammar's order. */
export const RULE_NAMES = /* @__PURE__ */ Object.freeze([
${rows.map((r) => `  ${JSON.stringify(r.rfc)},`).join('\n')}
] as const);

/** A rule name of ${grammarLabel(name)}. */
export type RuleName = (typeof RULE_NAMES)[number];

/**
 * Each rule's name in the RFC, in grammar/${name}.abnf and in grammar/${name}.peggy
 * (${renamed.length === 0 ? 'the RFC and ABNF names are the same; ' : ''}a Peggy name is the ABNF name with \`-\` written \`_\`).
 */
export const NAME_TABLE: readonly { readonly rfc: RuleName; readonly abnf: string; readonly peg: string }[] = /* @__PURE__ */ Object.freeze([
${rows.map((r) => `  { rfc: ${JSON.stringify(r.rfc)}, abnf: ${JSON.stringify(r.abnf)}, peg: ${JSON.stringify(r.peg)} },`).join('\n')}
]);
`;
}

/** generated/grammars.ts: the list's metadata, with each grammar's rule names. */
export function emitGrammars() {
  const entries = GRAMMAR_LIST.map((g) => {
    const status = Object.entries(g.status).map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join(', ');
    const table = nameTable(g.name);
    const rules = table.map((r) => JSON.stringify(r.rfc));
    // The report's rules must be rules of the grammar, by their RFC names.
    const isRule = (rule) => table.some((r) => r.rfc === rule) || fail(`grammars.json: ${g.name} reports a rule ${rule} that it lacks`);
    const kind = g.kind ?? 'uri';
    if (!['uri', 'scheme', 'template'].includes(kind)) fail(`grammars.json: ${g.name} has kind ${kind}: uri, scheme or template`);
    const conform = g.conform ?? (kind === 'uri' ? [g.start] : []);
    conform.forEach(isRule);
    const schemeRules = Object.entries(g.schemeRules ?? {});
    schemeRules.forEach(([scheme, rule]) => (isRule(rule), scheme === scheme.toLowerCase() || fail(`grammars.json: ${g.name} scheme ${scheme} is not lower case`)));
    const schemeFragment = g.schemeFragment ?? false;
    if (typeof schemeFragment !== 'boolean' || (schemeFragment && kind !== 'scheme')) fail(`grammars.json: ${g.name} schemeFragment is a boolean of a scheme grammar`);
    return `  /* @__PURE__ */ Object.freeze({
    name: ${JSON.stringify(g.name)},
    rfc: ${g.rfc ?? null},
    title: ${JSON.stringify(g.title)},
    status: Object.freeze({ ${status} }),
    start: ${JSON.stringify(g.start)},
    kind: ${JSON.stringify(kind)},
    alphabet: ${JSON.stringify(g.alphabet)},
    ruleNames: Object.freeze([${rules.join(', ')}]),
    conform: Object.freeze([${conform.map((r) => JSON.stringify(r)).join(', ')}]),
    schemeRules: Object.freeze({ ${schemeRules.map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`).join(', ')} }),
    schemeFragment: ${schemeFragment},
  }),`;
  });
  return `// @generated ${STAMP} from grammar/grammars.json: do not edit by hand.
import type { GrammarInfo } from '../src/core/grammar-info.js';

/** The grammars of the family, in a stable order (metadata only: no parser is loaded). */
export const GRAMMARS: readonly GrammarInfo[] = /* @__PURE__ */ Object.freeze([
${entries.join('\n')}
]);
`;
}

/**
 * generated/family.ts: every grammar's DFAs, hints and diagnoses
 * (src/grammars/<name>/hints.ts and diagnoses.ts, where the grammar has
 * them), by grammar name, and each grammar's validator made from them on
 * first use (`familyValidator`), for what spans the grammars (src/conform/,
 * src/sql/).
 */
export function emitFamily() {
  const names = GRAMMAR_LIST.map((g) => g.name);
  const hinted = names.filter((n) => existsSync(join(root, 'src', 'grammars', n, 'hints.ts')));
  const diagnosed = names.filter((n) => existsSync(join(root, 'src', 'grammars', n, 'diagnoses.ts')));
  return `// @generated ${STAMP} from grammar/grammars.json: do not edit by hand.
// Every grammar's rule DFAs (generated/<name>.validator.ts), hints and diagnoses,
// by name, for what spans the family; a grammar's own module loads its own alone.
import { createValidator, type GrammarDfas, type Validator } from '../src/core/dfa.js';
import { defineHints, type Diagnoses, type Hints } from '../src/core/errors.js';
${names.map((n) => `import { VALIDATOR as ${n} } from './${n}.validator.js';`).join('\n')}
${hinted.map((n) => `import { hint as ${n}Hints } from '../src/grammars/${n}/hints.js';`).join('\n')}
${diagnosed.map((n) => `import { diagnose as ${n}Diagnoses } from '../src/grammars/${n}/diagnoses.js';`).join('\n')}

/** The DFAs of every grammar of \`GRAMMARS\`, by its name. */
export const VALIDATORS: Readonly<Record<string, GrammarDfas>> = /* @__PURE__ */ Object.freeze({ ${names.join(', ')} });

/** The hints of every grammar that has them, by its name. */
export const HINTS: Readonly<Record<string, Hints>> = /* @__PURE__ */ Object.freeze({ ${hinted.map((n) => `${n}: ${n}Hints`).join(', ')} });

/** The diagnoses of every grammar that has them, by its name. */
export const DIAGNOSES: Readonly<Record<string, Diagnoses>> = /* @__PURE__ */ Object.freeze({ ${diagnosed.map((n) => `${n}: ${n}Diagnoses`).join(', ')} });

/** The validators made so far, by grammar name. */
const validators = new Map<string, Validator>();

/** The validator of a grammar of \`GRAMMARS\` by its name, made on first use, with the hints and diagnoses of its errors. */
export function familyValidator(name: string): Validator {
  let v = validators.get(name);
  if (v === undefined) {
    validators.set(name, (v = createValidator(VALIDATORS[name]!)));
    if (HINTS[name]) defineHints(name, HINTS[name], DIAGNOSES[name]);
  }
  return v;
}
`;
}

/**
 * The scheme rules of a scheme grammar (grammars.json `schemeRules`), each
 * compiled to its DFA. A rule said to match the fragment (`schemeFragment`:
 * RFC 8141's f-component) must match a "#". The converse does not hold: RFC
 * 3966 lets a "#" into a local number (§5.1.3), where RFC 3986 reads the
 * start of the fragment (§3.5), which `check(uri, { schemes: true })` leaves
 * to RFC 3986 (docs/grammars.md).
 */
export function schemeDfas(g) {
  const { rules } = readGrammar(g.name);
  const abnfOf = new Map(nameTable(g.name).map((r) => [r.rfc, r.abnf]));
  const memo = new Map();
  return [...new Set(Object.values(g.schemeRules))].map((rule) => {
    const d = compileRule(rules, abnfOf.get(rule), { memo });
    const hash = d.classOf[0x23];
    if (g.schemeFragment === true && !d.table.some((row, s) => s > 0 && row[hash] !== 0)) fail(`grammars.json: ${g.name} says "schemeFragment": true, but its rule ${rule} matches no "#"`);
    return d;
  });
}

/**
 * generated/schemes.ts: the grammars of one scheme each (`kind: scheme`), by
 * scheme, for `check(uri, { schemes: true })` and the scheme-aware comparison
 * (src/schemes/): each scheme's grammar and rule; the DFAs of each grammar's
 * scheme rules alone (not its other rules), in a function that builds them on
 * first call; the grammar's hints; and its comparison key where the grammar's
 * `passes.equal` names one.
 */
export function emitSchemes() {
  const grammars = GRAMMAR_LIST.filter((g) => g.kind === 'scheme');
  const schemes = grammars.flatMap((g) => Object.entries(g.schemeRules ?? {}).map(([scheme, rule]) => [scheme, g, rule]));
  const seen = new Map();
  for (const [scheme, g] of schemes) {
    if (seen.has(scheme)) fail(`grammars.json: the scheme ${scheme} has two grammars, ${seen.get(scheme)} and ${g.name}`);
    seen.set(scheme, g.name);
  }
  const id = (name) => name.replace(/[^A-Za-z0-9]/g, '_');
  const hinted = grammars.filter((g) => existsSync(join(root, 'src', 'grammars', g.name, 'hints.ts')));
  const keyed = grammars.filter((g) => g.passes?.equal !== undefined);
  const keyModule = (g) => `../src/grammars/${g.name}/${(g.passes.equal.module ?? 'index.ts').replace(/\.ts$/, '.js')}`;
  const dfas = grammars.map((g) => `  ${g.name}: (): GrammarDfas => (${validatorLiteral(g.name, schemeDfas(g), '  ').literal}),`);
  return `// @generated ${STAMP} from grammar/grammars.json: do not edit by hand.
// The grammars of one scheme each (kind "scheme"), by scheme, for what checks
// a URI where RFC 3986 stops (src/schemes/): the DFAs of their scheme rules
// alone, their hints, and their comparison keys.
import type { GrammarDfas } from '../src/core/dfa.js';
import type { Hints } from '../src/core/errors.js';
${hinted.map((g) => `import { hint as ${id(g.name)}Hints } from '../src/grammars/${g.name}/hints.js';`).join('\n')}
${keyed.map((g) => `import { comparisonKey as ${id(g.name)}Key } from '${keyModule(g)}';`).join('\n')}

/** A scheme's grammar: the grammar that defines the scheme's syntax, and the rule that does. */
export interface SchemeGrammar {
  /** The scheme, in lower case. */
  readonly scheme: string;
  /** The grammar's name in \`GRAMMARS\`. */
  readonly grammar: string;
  /** The grammar's RFC. */
  readonly rfc: number | null;
  /** The rule that defines the scheme's syntax (grammars.json \`schemeRules\`). */
  readonly rule: string;
  /**
   * True when the rule matches the fragment too (grammars.json
   * \`schemeFragment\`: RFC 8141's f-component); otherwise it matches a URI
   * without its "#" and fragment, which RFC 3986 alone defines (§3.5).
   */
  readonly fragment: boolean;
}

/** Each scheme that a grammar of one scheme defines, in lower case, with its grammar. */
export const SCHEMES: Readonly<Record<string, SchemeGrammar>> = /* @__PURE__ */ Object.freeze({
${schemes.map(([scheme, g, rule]) => `  ${JSON.stringify(scheme)}: /* @__PURE__ */ Object.freeze({ scheme: ${JSON.stringify(scheme)}, grammar: ${JSON.stringify(g.name)}, rfc: ${g.rfc ?? null}, rule: ${JSON.stringify(rule)}, fragment: ${g.schemeFragment === true} }),`).join('\n')}
});

/**
 * The DFAs of each scheme grammar's scheme rules (and its named sets), by
 * grammar name: a function that makes them, called when a URI of the scheme
 * is first met (the grammar's other rules are in generated/<name>.validator.ts).
 */
export const SCHEME_DFAS: Readonly<Record<string, () => GrammarDfas>> = /* @__PURE__ */ Object.freeze({
${dfas.join('\n')}
});

/** The hints of each scheme grammar that has them, by grammar name. */
export const SCHEME_HINTS: Readonly<Record<string, Hints>> = /* @__PURE__ */ Object.freeze({ ${hinted.map((g) => `${g.name}: ${id(g.name)}Hints`).join(', ')} });

/**
 * The comparison key of each scheme grammar that defines equivalence
 * (grammars.json \`passes.equal\`), by grammar name: two URIs of its scheme
 * are equivalent by its RFC exactly when their keys are equal. Each calls the
 * grammar's own when called, so that the CommonJS root reads the grammar's
 * module (and parser) on first use only (scripts/build.mjs, LAZY_IN_ROOT).
 */
export const SCHEME_KEYS: Readonly<Record<string, (input: string) => string>> = /* @__PURE__ */ Object.freeze({
${keyed.map((g) => `  ${g.name}: (input: string): string => ${id(g.name)}Key(input),`).join('\n')}
});
`;
}

/**
 * The passes of the command that take `--grammar` (`uri-grammar resolve
 * --grammar NAME`), each with the function of a grammar's module it runs.
 */
const PASS_FUNCTIONS = { resolve: 'resolve', normalize: 'normalize', equal: 'comparisonKey' };

/** The position of the options among the parameters of each pass's function. */
const OPTIONS_AT = { resolve: 2, normalize: 1, equal: 1 };

/**
 * The passes of one grammar (grammars.json `passes`), checked: `follows`, a
 * text; `module`, a file of src/grammars/<name>/ (default index.ts);
 * `options`, command-line option -> the options of the function it sets;
 * `inAll`, a boolean (resolve only).
 */
function passesOf(g) {
  const passes = Object.entries(g.passes ?? {});
  for (const [pass, entry] of passes) {
    const where = `grammars.json: ${g.name} passes.${pass}`;
    if (!Object.hasOwn(PASS_FUNCTIONS, pass)) fail(`${where}: not one of ${Object.keys(PASS_FUNCTIONS).join(', ')}`);
    for (const key of Object.keys(entry)) if (!['follows', 'module', 'options', 'inAll'].includes(key)) fail(`${where}: unknown field ${key}`);
    if (typeof entry.follows !== 'string' || entry.follows === '') fail(`${where}: follows must be a text`);
    const module = entry.module ?? 'index.ts';
    if (!/^[a-z0-9-]+\.ts$/.test(module) || !existsSync(join(root, 'src', 'grammars', g.name, module))) fail(`${where}: no module src/grammars/${g.name}/${module}`);
    for (const [option, set] of Object.entries(entry.options ?? {})) {
      if (!/^[a-z][a-z0-9-]*$/.test(option) || typeof set !== 'object' || set === null || Array.isArray(set)) fail(`${where}: options.${option} must map a command-line option to the options it sets`);
    }
    if (entry.inAll !== undefined && (pass !== 'resolve' || typeof entry.inAll !== 'boolean')) fail(`${where}: inAll is a boolean of resolve`);
  }
  return new Map(passes);
}

/** A JSON value as a TypeScript literal: \`{ loose: { strict: false }, 'via-uri': { viaURI: true } }\`. */
function literal(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  const entries = Object.entries(value).map(([k, v]) => `${/^[A-Za-z_$][\w$]*$/.test(k) ? k : `'${k}'`}: ${literal(v)}`);
  return entries.length === 0 ? '{}' : `{ ${entries.join(', ')} }`;
}

/**
 * generated/registry.ts: each grammar's module (src/grammars/<name>/index.ts,
 * which its subpath's entry point serves), by grammar name, loaded on first
 * use: what the command and the tests load a grammar by; its rule DFAs alone
 * (what `check` walks over bytes); and the passes of
 * the command that take `--grammar` (grammars.json `passes`), each with its
 * function, loaded on first use.
 */
export function emitRegistry() {
  for (const { name } of GRAMMAR_LIST) {
    if (!existsSync(join(root, 'src', 'grammars', name, 'index.ts'))) throw new Error(`${name}: no src/grammars/${name}/index.ts (npm run add-grammar writes it)`);
  }
  const passes = GRAMMAR_LIST.map((g) => [g.name, passesOf(g)]);
  const passEntries = (pass) =>
    passes.flatMap(([name, of]) => {
      if (!of.has(pass)) return [];
      const { follows, module = 'index.ts', options = {}, inAll = true } = of.get(pass);
      const path = `../src/grammars/${name}/${module.replace(/\.ts$/, '.js')}`;
      const fn = PASS_FUNCTIONS[pass];
      // tsc checks the options against the function's own (a misspelt one is an error, not ignored).
      const checked = Object.keys(options).length === 0 ? '{}' : `${literal(options)} satisfies OptionsOf<(typeof import('${path}'))['${fn}'], ${OPTIONS_AT[pass]}>`;
      return [`    ${name}: { follows: ${JSON.stringify(follows)}, options: ${checked}, inAll: ${inAll}, load: async () => (await import('${path}')).${fn} },`];
    });
  return `// @generated ${STAMP} from grammar/grammars.json: do not edit by hand.
// Each grammar's module (the one its subpath, uri-grammar/<name>, serves), by
// name, loaded on first use; its rule DFAs alone; and the passes of the
// command that take \`--grammar\`, by grammar name.

/** What every grammar's module has: its binding, made by the engine (src/core/grammar-api.ts). */
export interface GrammarModule {
  /** Parses by a rule of the grammar (by default its start rule); throws a UriSyntaxError for an invalid input. */
  parse(input: string, rule?: never): unknown;
  /** The syntax error of the input against a rule of the grammar, or null when it matches. */
  check(input: string, rule?: never): import('../src/core/errors.js').UriSyntaxError<string> | null;
  /** True when the input matches a rule of the grammar. */
  isValid(input: string, rule?: never): boolean;
  /** The grammar's rules, as its RFC names them. */
  readonly RULE_NAMES: readonly string[];
}

/** Each grammar's module, by its name in \`GRAMMARS\`. */
export const LOADERS: Readonly<Record<string, () => Promise<GrammarModule>>> = Object.freeze({
${GRAMMAR_LIST.map(({ name }) => `  ${name}: () => import('../src/grammars/${name}/index.js'),`).join('\n')}
});

/**
 * Each grammar's rule DFAs (generated/<name>.validator.ts), by its name in
 * \`GRAMMARS\`, loaded on first use: what \`check\` walks over the bytes of its
 * lines (src/cli/byte-walk.ts), with no module of the grammar's.
 */
export const DFA_LOADERS: Readonly<Record<string, () => Promise<import('../src/core/dfa.js').GrammarDfas>>> = Object.freeze({
${GRAMMAR_LIST.map(({ name }) => `  ${name}: async () => (await import('./${name}.validator.js')).VALIDATOR,`).join('\n')}
});

/** The options of a pass's function: those every grammar's pass of the command takes, and those its options set. */
export type PassOptions = Readonly<Record<string, unknown>>;

/** Command-line option -> the options of the function \`F\` (its parameter \`N\`) it sets. */
type OptionsOf<F extends (...args: never[]) => unknown, N extends number> = Readonly<Record<string, NonNullable<Parameters<F>[N]>>>;

/** The function each pass runs, for one grammar: ${Object.entries(PASS_FUNCTIONS).map(([pass, f]) => `\`${pass}\` runs \`${f}\``).join(', ')} of the grammar's module. */
export interface PassFunctions {
  /** The target of \`ref\` against \`base\`. */
  resolve(base: string, ref: string, options: PassOptions): string;
  /** The normal form of \`input\`. */
  normalize(input: string, options: PassOptions): string;
  /** The comparison key of \`input\`: two inputs are equivalent when their keys are equal. */
  equal(input: string, options: PassOptions): string;
}

/** One grammar's pass. */
export interface PassEntry<F> {
  /** The sections the pass follows, for --help (\`RFC 3987 §6.5: IRIs\`). */
  readonly follows: string;
  /** The command-line options (without \`--\`) that not every grammar's pass takes, each with the options of the function it sets. */
  readonly options: Readonly<Record<string, PassOptions>>;
  /** False when \`resolve --grammar all\` leaves the grammar out (RFC 3987: an IRI resolves as RFC 3986 resolves a URI). */
  readonly inAll: boolean;
  /** The pass's function (it loads the grammar's module and parser). */
  load(): Promise<F>;
}

/** For each pass of the command that takes \`--grammar\`, the grammars that have it, in \`GRAMMARS\` order. */
export const PASSES: { readonly [P in keyof PassFunctions]: Readonly<Record<string, PassEntry<PassFunctions[P]>>> } = Object.freeze({
${Object.keys(PASS_FUNCTIONS).map((pass) => `  ${pass}: Object.freeze({\n${passEntries(pass).join('\n')}\n  }),`).join('\n')}
});
`;
}

/** Whether a module of node constructors exports `textLeaf`: its own, or through an `export * from` of another. */
function exportsTextLeaf(file) {
  const text = readFileSync(file, 'utf8');
  if (/export function textLeaf\b/.test(text)) return true;
  return [...text.matchAll(/^export \* from '(\.[^']+)\.js';$/gm)].some((m) => exportsTextLeaf(join(dirname(file), `${m[1]}.ts`)));
}

/**
 * generated/<name>.api.ts: the grammar's binding, made by the engine
 * (src/core/grammar-api.ts) from its generated parser, rule table and DFAs,
 * with the grammar's hooks where its folder has them (src/grammars/<name>/:
 * ast.ts for the node types, hints.ts, diagnoses.ts, a nodes module's textLeaf, validator.ts
 * when its modules share one): `parse`,
 * `check`, `isValid`, `isRuleName`, `RULE_NAMES`, typed by its rules and its
 * start rule, and `validator`, its DFAs. A grammar without ast.ts parses every
 * rule to a leaf of its text (a first transcription's rules return text).
 */
export function emitApi(name) {
  const info = grammarInfo(name);
  const folder = join(root, 'src', 'grammars', name);
  const label = grammarLabel(name);
  const typed = existsSync(join(folder, 'ast.ts'));
  const hinted = existsSync(join(folder, 'hints.ts'));
  const diagnosed = existsSync(join(folder, 'diagnoses.ts'));
  const nodes = nodesModule(name);
  const ownValidator = existsSync(join(folder, 'validator.ts'));
  const leafHook = nodes !== null && exportsTextLeaf(join(root, nodes.replace(/^\.\.\//, '').replace(/\.js$/, '.ts')));
  const start = JSON.stringify(info.start);
  const examples = (info.examples ?? []).map((e) => ` * @example ${e}`);
  return `// @generated ${STAMP} from grammar/grammars.json: do not edit by hand.
// The binding of ${label} (${info.title}): what every grammar of the family offers.
import { grammarApi, type ParseFunction } from '../src/core/grammar-api.js';
${ownValidator ? '' : "import { createValidator } from '../src/core/dfa.js';\n"}import * as parser from './${name}.js';
${ownValidator ? `import { validator } from '../src/grammars/${name}/validator.js';` : `import { VALIDATOR } from './${name}.validator.js';`}
import { NAME_TABLE, RULE_NAMES${typed ? '' : ', type RuleName'} } from './${name}.rules.js';
${typed ? `import type { RuleName, RuleNodes } from '../src/grammars/${name}/ast.js';
` : ''}${hinted ? `import { hint as hints } from '../src/grammars/${name}/hints.js';
` : ''}${diagnosed ? `import { diagnose as diagnoses } from '../src/grammars/${name}/diagnoses.js';
` : ''}${leafHook ? `import { textLeaf } from '${nodes.replace(/^\.\.\//, '../')}';
` : ''}
export { RULE_NAMES };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../src/core/errors.js';
${typed ? '' : `export type { RuleName };

/** The node of a rule: its name, its span in UTF-16 code units, and the text it matched. */
export interface Leaf<T extends string = RuleName> {
  readonly type: T;
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The node each rule parses to. */
export type RuleNodes = { readonly [R in RuleName]: Leaf<R> };
`}
${ownValidator ? `/** The DFAs of ${label}'s rules (src/grammars/${name}/validator.ts, which the grammar's other modules share). */
export { validator };` : `/** The DFAs of ${label}'s rules (generated/${name}.validator.ts). */
export const validator = /* @__PURE__ */ createValidator(VALIDATOR);`}

const binding = /* @__PURE__ */ grammarApi<RuleNodes, RuleName, ${start}>({
  name: ${JSON.stringify(name)},
  rfc: ${info.rfc ?? 'null'},
  table: NAME_TABLE,
  start: ${start},
  parser,
  validator,${hinted ? '\n  hints,' : ''}${diagnosed ? '\n  diagnoses,' : ''}${leafHook ? '\n  textLeaf,' : ''}
});

/**
 * Parses \`input\` by a rule of ${label} (by default \`${info.start}\`) and returns its typed AST.
 * @throws {UriSyntaxError} when the input does not match the rule.
 * @throws {TypeError} when the input is not a string or the rule is unknown.
${examples.length ? examples.join('\n') + '\n' : ''} */
export const parse: ParseFunction<RuleNodes, ${start}> = binding.parse;
/** The syntax error of \`input\` against a rule of ${label} (by default \`${info.start}\`), or \`null\` when it matches. */
export const check = binding.check;
/** True when \`input\` matches a rule of ${label} (by default \`${info.start}\`). */
export const isValid = binding.isValid;
/** True when \`name\` is a rule name of ${label}. */
export const isRuleName = binding.isRuleName;
`;
}

/** Every generated file: [path relative to the root, source]. */
export function outputs(only = null) {
  const out = [];
  for (const { name } of GRAMMAR_LIST) {
    if (only && !only.includes(name)) continue;
    out.push([`generated/${name}.ts`, generate(name)]);
    if (optimized(name)) out.push([`generated/${name}.plain.ts`, generate(name, { optimized: false })]);
    out.push([`generated/${name}.validator.ts`, emitValidator(name).source]);
    out.push([`generated/${name}.rules.ts`, emitRules(name)]);
    out.push([`generated/${name}.api.ts`, emitApi(name)]);
  }
  out.push(['generated/grammars.ts', emitGrammars()]);
  out.push(['generated/family.ts', emitFamily()]);
  out.push(['generated/registry.ts', emitRegistry()]);
  out.push(['generated/schemes.ts', emitSchemes()]);
  // Written from the list, outside generated/: package.json's exports and typedoc's entry points (scripts/package-exports.mjs).
  if (!only) out.push(...Object.entries(packageExports()));
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let stale = 0;
  // `--only NAME...`: write or check those grammars' files (and generated/grammars.ts) alone.
  const only = process.argv.includes('--only') ? process.argv.slice(process.argv.indexOf('--only') + 1).filter((a) => !a.startsWith('--')) : null;
  const files = outputs(only);
  for (const [path, source] of files) {
    const file = join(root, path);
    if (check) {
      const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
      if (current !== source) (console.error(`${path} is stale: run \`npm run generate\` and commit the result.`), stale++);
      else console.log(`${path} is up to date.`);
    } else {
      writeFileSync(file, source);
      console.log(`wrote ${path} (${source.length} bytes)`);
    }
  }
  // A file of generated/ that no grammar makes any more is stale too.
  const made = new Set(files.map(([path]) => path));
  for (const file of only ? [] : readdirSync(join(root, 'generated'))) {
    if (made.has(`generated/${file}`)) continue;
    // Files another script stamps as its own (generated/idna.ts: scripts/build-idna.mjs) are that script's to check.
    if (/^\/\/ @generated by scripts\/(?!generate\.mjs)/.test(readFileSync(join(root, 'generated', file), 'utf8').slice(0, 200))) continue;
    if (check) (console.error(`generated/${file} is made by no grammar of grammar/grammars.json: delete it.`), stale++);
    else console.log(`generated/${file} is made by no grammar of grammar/grammars.json: delete it.`);
  }
  if (stale) process.exit(1);
}
