// RFC 6570's own vectors beyond `check` (test/vectors/grammar-check-vectors.test.ts
// runs those): the AST of parse(input), and the hint of each usual mistake.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { check, parse } from '../../src/grammars/rfc6570/index';
import * as nodes from '../../src/grammars/rfc6570/nodes';
import { acceptsBySource, composedSource } from '../support/peggy-parse';
import vectors from './rfc6570.json';

/** The grammar as written, and as scripts/generate.mjs composes it for Peggy (the `// PEG:` places below). */
const GRAMMAR = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc6570.peggy'), 'utf8');
const SOURCE = composedSource('rfc6570');

/** Every string of up to `most` of the pieces, the empty one first. */
function piecesUpTo(pieces: readonly string[], most: number): string[] {
  const out = [''];
  for (let length = 0, from = 0; length < most; length++) {
    const to = out.length;
    for (let i = from; i < to; i++) for (const p of pieces) out.push(out[i] + p);
    from = to;
  }
  return out;
}

describe('parse: the parts of a template (RFC 6570 §2)', () => {
  test.each(vectors.ast.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_label, c) => {
    expect({ source: c.source, ast: parse(c.input) }).toEqual({ source: c.source, ast: { type: 'URI-Template', start: 0, end: c.input.length, parts: c.parts } });
  });
});

describe('hints: the usual mistakes, each citing its section', () => {
  test.each(vectors.hints.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_label, c) => {
    const error = check(c.input);
    expect(error).not.toBeNull();
    expect({ source: c.source, hint: error!.hint() }).toEqual({ source: c.source, hint: expect.stringContaining(c.hint) });
    expect(error!.hint()).toMatch(/RFC 6570 §/);
  });
});

// The first `// PEG:` place of grammar/rfc6570.peggy, pinned with a parser that
// Peggy generates from the grammar as scripts/generate.mjs composes it, with
// node constructors that record what the parser hands them: each run of
// literals arrives as one leaf. Reverted to the literal `(literals /
// expression)*`, a leaf arrives per character (the tree is the same either
// way: URI_Template joins neighbouring leaves).
describe('PEG: a run of literals is one leaf (grammar/rfc6570.peggy URI-Template)', () => {
  const PLACE = 'l:$literals+ {';

  /** The items the parser generated from `source` hands URI_Template for `input`, as [type, text]. */
  const itemsBy = (source: string) => (input: string) => {
    let items: { type: string; start: number; end: number }[] = [];
    const recording = {
      ...nodes,
      URI_Template: (r: Parameters<typeof nodes.URI_Template>[0], list: Parameters<typeof nodes.URI_Template>[1]) => ((items = [...list]), nodes.URI_Template(r, list)),
    };
    const tree = acceptsBySource(source, recording)('URI_Template', input);
    return { tree, items: items.map((i) => [i.type, input.slice(i.start, i.end)]) };
  };

  test('the place is in the grammar once', () => {
    expect(GRAMMAR.split(PLACE)).toHaveLength(2);
    expect(GRAMMAR.match(/^\/\/ PEG:/gm)).toHaveLength(3);
  });

  test('as written: one leaf per run; reverted to the literal ABNF: one per character, and the same tree', () => {
    const input = 'ab{x}c%41é\u{10000}{y}';
    const asWritten = itemsBy(SOURCE)(input);
    const reverted = itemsBy(SOURCE.replace(PLACE, 'l:literals {'))(input);
    expect(asWritten.items).toEqual([['literals', 'ab'], ['expression', '{x}'], ['literals', 'c%41é\u{10000}'], ['expression', '{y}']]);
    expect(reverted.items.filter(([type]) => type === 'literals')).toEqual(['a', 'b', 'c', '%41', 'é', '\u{10000}'].map((t) => ['literals', t]));
    expect(reverted.tree).toEqual(asWritten.tree);
    expect(asWritten.tree).toEqual(parse(input));
  });
});

// The second `// PEG:` place, varname's runs of varchars: pinned with Peggy's
// parser of the grammar as written and reverted to the literal `varchar ("."?
// varchar)*`, which accept the same names and stop at the same place within
// a varspec and a template, over every string of up to four of the pieces
// that meet there (a varchar, a dot, a triplet and a broken one, a modifier);
// and in the first pass, a name is read by tight loops (`peg$runN`).
describe('PEG: a varname is runs of varchars (grammar/rfc6570.peggy varname)', () => {
  const PLACE = '= $(varchar+ ("." varchar+)*)';
  const PIECES = ['a', '_', '7', '.', '%4F', '%4', '%', ':3', '*', ','];
  const inputs = piecesUpTo(PIECES, 4);

  test('the place is in the grammar once, and the composed grammar has it', () => {
    expect(GRAMMAR.split(PLACE)).toHaveLength(2);
    expect(SOURCE.split(PLACE)).toHaveLength(2);
  });

  test('as written and reverted to the literal ABNF: the same names accepted, the same varspecs and templates', () => {
    const asWritten = acceptsBySource(SOURCE, nodes);
    const reverted = acceptsBySource(SOURCE.replace(PLACE, '= $(varchar ("."? varchar)*)'), nodes);
    let accepted = 0;
    const differences: unknown[] = [];
    for (const input of inputs) {
      for (const [rule, text] of [['varname', input], ['varspec', input], ['URI_Template', `{${input}}x`]] as const) {
        const [written, literal] = [asWritten(rule, text), reverted(rule, text)];
        if (JSON.stringify(written) !== JSON.stringify(literal)) differences.push([rule, text, written, literal]);
      }
      if (asWritten('varname', input) !== null) accepted++;
    }
    expect(differences).toEqual([]);
    // Both outcomes are exercised: names with dots and triplets, and what is none.
    expect(accepted).toBeGreaterThan(500);
    expect(inputs.length - accepted).toBeGreaterThan(5000);
    expect(asWritten('varname', 'a.b%4F.c')).toBe('a.b%4F.c');
    expect(asWritten('varname', 'a..b')).toBeNull();
  });

  test('the first pass reads a name by one tight loop (its dots too: scripts/optimize.mjs separatedLoop)', () => {
    const generated = readFileSync(join(__dirname, '..', '..', 'generated', 'rfc6570.ts'), 'utf8');
    const varname = generated.slice(generated.indexOf('function peg$fast$varname('), generated.indexOf('function peg$fast$varchar('));
    expect(varname.match(/= peg\$run\d+\(/g)).toHaveLength(1);
    expect(varname).not.toContain('for (;;)');
  });
});

// The third `// PEG:` place, expression's variable list in place: pinned with
// Peggy's parser of the grammar as written and reverted to the literal
// `v:variable_list` (its node's varspecs handed to n.expression), which
// accept the same expressions and templates with the same trees, over every
// string of up to four pieces inside and around braces; and in the first
// pass, an expression builds no variable-list node.
describe('PEG: an expression reads its variable list in place (grammar/rfc6570.peggy expression)', () => {
  const PLACE = 'first:varspec rest:("," v:varspec { return v; })* "}"\n    { return n.expression(range(), o, first, rest); }';
  const LITERAL = 'v:variable_list "}"\n    { return n.expression(range(), o, v); }';
  const PIECES = ['a', '.', ',', '+', '%41', ':3', '*', '{', '}', 'x/'];
  const inputs = piecesUpTo(PIECES, 4);

  test('the place is in the grammar once, and the composed grammar has it', () => {
    expect(GRAMMAR.split(PLACE)).toHaveLength(2);
    expect(SOURCE.split(PLACE)).toHaveLength(2);
  });

  test('as written and reverted to the literal ABNF: the same expressions, variable lists and templates', () => {
    const asWritten = acceptsBySource(SOURCE, nodes);
    // The literal form hands n.expression a variable-list node: its varspecs, as the place hands them.
    const literalNodes = {
      ...nodes,
      expression: (r: Parameters<typeof nodes.expression>[0], o: string | null, list: ReturnType<typeof nodes.variable_list>) => nodes.expression(r, o, list.variables[0]!, list.variables.slice(1)),
    };
    const reverted = acceptsBySource(SOURCE.replace(PLACE, LITERAL), literalNodes);
    let accepted = 0;
    const differences: unknown[] = [];
    for (const input of inputs) {
      for (const [rule, text] of [['expression', `{${input}}`], ['variable_list', input], ['URI_Template', `x{${input}}{y}`], ['URI_Template', input]] as const) {
        const [written, literal] = [asWritten(rule, text), reverted(rule, text)];
        if (JSON.stringify(written) !== JSON.stringify(literal)) differences.push([rule, text, written, literal]);
      }
      if (asWritten('expression', `{${input}}`) !== null) accepted++;
    }
    expect(differences).toEqual([]);
    // Both outcomes are exercised: lists of one and more varspecs with operators and modifiers, and what is none.
    expect(accepted).toBeGreaterThan(200);
    expect(inputs.length - accepted).toBeGreaterThan(5000);
    expect(asWritten('expression', '{+a,b:3,c*}')).toEqual(parse('{+a,b:3,c*}').parts[0]);
    expect(asWritten('expression', '{a,}')).toBeNull();
  });

  test('the first pass builds no variable-list node for an expression', () => {
    const generated = readFileSync(join(__dirname, '..', '..', 'generated', 'rfc6570.ts'), 'utf8');
    const expression = generated.slice(generated.indexOf('function peg$fast$expression('), generated.indexOf('function peg$fast$operator('));
    expect(expression).not.toMatch(/variable_list/);
    expect(expression.match(/= peg\$fast\$varspec\(/g)).toHaveLength(2);
  });
});
