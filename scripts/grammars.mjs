// The family of grammars, as grammar/grammars.json lists them: the one list
// that scripts/generate.mjs, scripts/dfa.mjs and the tests read.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The grammars of grammar/grammars.json, in its order. */
export const GRAMMAR_LIST = JSON.parse(readFileSync(join(root, 'grammar', 'grammars.json'), 'utf8')).grammars;

/** The entry of one grammar; throws on an unknown name. */
export function grammarInfo(name) {
  const info = GRAMMAR_LIST.find((g) => g.name === name);
  if (!info) throw new Error(`unknown grammar ${name}: grammar/grammars.json lists ${GRAMMAR_LIST.map((g) => g.name).join(', ')}`);
  return info;
}

/**
 * The rules a grammar takes from other grammars of the family (grammars.json
 * `imports`: grammar -> the rule names it uses), as `[{ grammar, rules }]`.
 * An imported rule brings the rules it uses along; none of them is the
 * grammar's own (RULE_NAMES, the conformance rows and `parse`'s rules list
 * its own rules only).
 */
export function importsOf(name) {
  return Object.entries(grammarInfo(name).imports ?? {}).map(([grammar, rules]) => {
    grammarInfo(grammar);
    if (!Array.isArray(rules) || rules.length === 0) throw new Error(`grammars.json: ${name} imports from ${grammar} no list of rule names`);
    return { grammar, rules };
  });
}

/** The path of a grammar's file: `grammar/<name>.<ext>`. */
export function grammarFile(name, ext) {
  return join(root, 'grammar', `${name}.${ext}`);
}

/** The largest code point of a grammar's alphabet. */
export function maxCodePoint(name) {
  return grammarInfo(name).alphabet === 'unicode' ? 0x10ffff : 0x7f;
}

/**
 * A grammar's rule names as its RFC spells them, from the names of its ABNF:
 * the ABNF name unless grammars.json `names` maps an RFC name that ABNF cannot
 * spell (`_`, `+`) to it.
 */
export function rfcNameOf(name) {
  const byAbnf = new Map(Object.entries(grammarInfo(name).names ?? {}).map(([rfc, abnf]) => [abnf.toLowerCase(), rfc]));
  return (abnf) => byAbnf.get(abnf.toLowerCase()) ?? abnf;
}
