// RFC 6570's own vectors beyond `check` (test/vectors/grammar-check-vectors.test.ts
// runs those): the AST of parse(input), and the hint of each usual mistake.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { check, parse } from '../../src/grammars/rfc6570/index';
import * as nodes from '../../src/grammars/rfc6570/nodes';
import { acceptsBySource } from '../support/peggy-parse';
import vectors from './rfc6570.json';

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

// The one `// PEG:` place of grammar/rfc6570.peggy, pinned with a parser that
// Peggy generates from the grammar as scripts/generate.mjs composes it, with
// node constructors that record what the parser hands them: each run of
// literals arrives as one leaf. Reverted to the literal `(literals /
// expression)*`, a leaf arrives per character (the tree is the same either
// way: URI_Template joins neighbouring leaves).
describe('PEG: a run of literals is one leaf (grammar/rfc6570.peggy URI-Template)', () => {
  const PLACE = 'l:$literals+ {';
  const composed = spawnSync(process.execPath, ['--input-type=module', '-e', "import { peggySource } from './scripts/generate.mjs'; process.stdout.write(peggySource('rfc6570'));"], {
    cwd: join(__dirname, '..', '..'),
    encoding: 'utf8',
  });
  const SOURCE = composed.stdout;

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
    expect(composed.status).toBe(0);
    const grammar = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc6570.peggy'), 'utf8');
    expect(grammar.split(PLACE)).toHaveLength(2);
    expect(grammar.match(/^\/\/ PEG:/gm)).toHaveLength(1);
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
