/**
 * The first-unit guards of scripts/optimize.mjs (`FastPass.guarded`): an
 * alternative of a choice that would begin with a call or a search is tried
 * only when the code unit at the position can begin it, by the set
 * `FastPass.first` computes from the grammar. A set too small would reject
 * what Peggy matches, so a grammar of the cases that set must get right
 * (case-insensitive literals, optional and nullable prefixes, lookaheads,
 * repetitions, nullable alternatives, choices of rules, a choice inside `$()`,
 * where values are unused) is parsed with and without the pass, on every
 * string of up to five units over its alphabet, and with the guards turned
 * off the generated code must differ (the guards are there).
 */
import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const optimizeUrl = pathToFileURL(join(__dirname, '..', '..', 'scripts', 'optimize.mjs')).href;

const GRAMMAR = [
  'start = x:(A / B / C / D / E / G / H / F) { return n.node("start", x); }',
  'A = "xy"i "a" { return n.node("A", text()); }',
  'B = "b"? "c" R { return n.node("B", text()); }',
  'C = &"d" R2 { return n.node("C", text()); }',
  'D = !"a" Z { return n.node("D", text()); }',
  'E = Y|2..| "e" { return n.node("E", text()); }',
  'G = $(A / B / Z) "!" { return n.node("G", text()); }',
  'H = y:Y "Y" { return n.node("H", y); }',
  'F = "" { return n.node("F", text()); }',
  'R = [a-d]*',
  'R2 = "d" [a-e]*',
  'Z = [a-e] "y"',
  'Y = "y" / "Y"',
].join('\n');

test('guarded alternatives match exactly what Peggy matches', () => {
  const script = `
    import peggy from 'peggy';
    import { optimizer } from ${JSON.stringify(optimizeUrl)};
    const grammar = ${JSON.stringify(GRAMMAR)};
    const n = { node: (type, x) => ({ type, x }) };
    const source = (plugins) => peggy.generate(grammar, { output: 'source', format: 'bare', plugins });
    const make = (code) => new Function('n', 'return (' + code + ')')(n);
    const guarded = source([optimizer()]);
    const plain = make(source([])), fast = make(guarded);
    const alphabet = [...'abcdexyXY!'];
    let inputs = [''], all = [''];
    for (let length = 1; length <= 5; length++) {
      inputs = inputs.flatMap((s) => alphabet.map((c) => s + c));
      all.push(...inputs);
    }
    const differences = [];
    let matched = 0;
    for (const s of all) {
      let reference;
      try { reference = JSON.stringify(plain.parse(s)); } catch (e) { reference = 'FAILED'; }
      const result = fast.tryParse(s, 'start');
      const first = result === fast.FAILED ? 'FAILED' : JSON.stringify(result);
      if (first !== reference && differences.push({ s, reference, first }) >= 8) break;
      if (reference !== 'FAILED') matched++;
    }
    console.log(JSON.stringify({ count: all.length, matched, differences, unguarded: source([optimizer({ guards: false })]) === guarded }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  const { count, matched, differences, unguarded } = JSON.parse(out.trim());
  expect(differences).toEqual([]);
  expect(count).toBe(111111);
  // Every alternative matches somewhere (F only on ""); most strings do not.
  expect(matched).toBeGreaterThan(100);
  expect(unguarded).toBe(false);
});
