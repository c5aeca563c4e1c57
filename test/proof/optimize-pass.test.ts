/**
 * scripts/optimize.mjs refuses what it does not know: Peggy output of another
 * shape, grammar constructs it has no code for, and actions that are more than
 * one node constructor call (the first pass leaves out actions whose value is
 * unused, which is only right when they have no other effect).
 */
import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const optimizeUrl = pathToFileURL(join(__dirname, '..', '..', 'scripts', 'optimize.mjs')).href;

/** Generates a parser for `grammar` with the optimizing plugin, in a child process; its error message, or null. */
function generationError(grammar: string, mangle = ''): string | null {
  const script = `
    import peggy from 'peggy';
    import { optimizePlugin, optimize } from ${JSON.stringify(optimizeUrl)};
    const grammar = ${JSON.stringify(grammar)};
    const mangle = ${JSON.stringify(mangle)};
    try {
      if (mangle) {
        let captured;
        const capture = { use(config) { config.passes.generate.push((ast) => { captured = ast; }); } };
        const js = peggy.generate(grammar, { output: 'source', format: 'bare', plugins: [capture] });
        optimize(js.replace(mangle, mangle + ' '), captured);
      } else {
        peggy.generate(grammar, { output: 'source', format: 'bare', plugins: [optimizePlugin] });
      }
      console.log('null');
    } catch (e) {
      console.log(JSON.stringify(e.message));
    }`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  return JSON.parse(out.trim());
}

const OK = 'start = a:$[a-z]+ "=" b:$[0-9]* { return n.pair(a, b); }';

test('a grammar of known constructs and node-building actions is optimized', () => {
  expect(generationError(OK)).toBeNull();
});

test('Peggy output of another shape is refused', () => {
  expect(generationError(OK, 'var peg$savedPos = 0;')).toMatch(/parser state is not declared as in Peggy 3\.0\.2/);
  expect(generationError(OK, 'peg$result = peg$startRuleFunction();')).toMatch(/start rule is not run as in Peggy 3\.0\.2/);
});

test('constructs without first-pass code are refused', () => {
  expect(generationError('start = "a" &{ return true; }')).toMatch(/unsupported expression type semantic_and/);
  expect(generationError('start = .')).toMatch(/unsupported expression type any/);
});

test('actions that do more than build one node are refused', () => {
  expect(generationError('start = "a" { counter++; return n.leaf("a", offset(), text()); }')).toMatch(/is not one `return n\.<constructor>\(\.\.\.\);`/);
  expect(generationError('start = "a" { error("no"); }')).toMatch(/is not one `return n\.<constructor>\(\.\.\.\);`/);
});

test('a case-insensitive literal beyond US-ASCII is refused (its lower case can depend on its neighbours)', () => {
  expect(generationError('start = "é"i')).toMatch(/"é"i: a case-insensitive literal beyond US-ASCII/);
  expect(generationError('start = "aσ"i')).toMatch(/"σ"i: a case-insensitive literal beyond US-ASCII/);
});

test('"k"i matches what Peggy matches: "k", "K" and the Kelvin sign U+212A, whose lower case is "k"', () => {
  const script = `
    import peggy from 'peggy';
    import { optimizePlugin } from ${JSON.stringify(optimizeUrl)};
    const grammar = 'start = "k"i [a-j]* "ok"i';
    const make = (plugins) => new Function('return (' + peggy.generate(grammar, { output: 'source', format: 'bare', plugins }) + ')')();
    const plain = make([]), fast = make([optimizePlugin]);
    const inputs = ['kok', 'KOK', '\\u212Aabok', '\\u212Aabo\\u212A', 'k\\u212A', 'xok', 'ko\\u0130', 'kOK'];
    console.log(JSON.stringify(inputs.map((s) => {
      let reference;
      try { reference = plain.parse(s); } catch (e) { reference = 'FAILED'; }
      const first = fast.tryParse(s, 'start');
      return [s, reference, first === fast.FAILED ? 'FAILED' : first];
    })));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  const results = JSON.parse(out.trim()) as [string, unknown, unknown][];
  for (const [s, reference, first] of results) expect({ s, first }).toEqual({ s, first: reference });
  expect(results.filter(([, reference]) => reference !== 'FAILED').map(([s]) => s)).toEqual(['kok', 'KOK', '\u212Aabok', '\u212Aabo\u212A', 'kOK']);
});

test('a node built from its span waits for the rest of the sequence, unless code there reads its label', () => {
  const script = `
    import peggy from 'peggy';
    import { optimizePlugin } from ${JSON.stringify(optimizeUrl)};
    const grammar = [
      'start = a:word "=" b:("x" { return n.use(a); }) c:word ";" { return n.pair(a, b, c); }',
      'word = [a-z]+ { return n.word(offset(), text()); }',
    ].join('\\n');
    const n = { use: (a) => ['use', a], pair: (a, b, c) => ['pair', a, b, c], word: (o, t) => ['word', o, t] };
    const make = (plugins) => new Function('n', 'return (' + peggy.generate(grammar, { output: 'source', format: 'bare', plugins }) + ')')(n);
    const plain = make([]), fast = make([optimizePlugin]);
    console.log(JSON.stringify([plain.parse('ab=xcd;'), fast.tryParse('ab=xcd;', 'start'), fast.tryParse('ab=xcd', 'start') === fast.FAILED]));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  const [plain, fast, failed] = JSON.parse(out.trim());
  expect(plain).toEqual(['pair', ['word', 0, 'ab'], ['use', ['word', 0, 'ab']], ['word', 4, 'cd']]);
  expect(fast).toEqual(plain);
  expect(failed).toBe(true);
});

test('the runtime parser is the first pass alone: what Peggy matches, and nothing of its error machinery', () => {
  const script = `
    import peggy from 'peggy';
    import { optimizePlugin } from ${JSON.stringify(optimizeUrl)};
    const grammar = [
      'start = a:$unit* b:$("!" / "%" hex hex)+ c:$word|1..3| { return n.all(a, b, c); }',
      'unit = "%" [0-9] [0-9] [0-9] / "%" [0-9] / [x-z]',
      'hex "hex" = [0-9a-f]',
      'word = [a-c]+ "."',
    ].join('\\n');
    const n = { all: (a, b, c) => [a, b, c] };
    const source = peggy.generate(grammar, { output: 'source', format: 'bare', plugins: [optimizePlugin] });
    const make = (code) => new Function('n', 'return (' + code + ')')(n);
    const plain = make(peggy.generate(grammar, { output: 'source', format: 'bare' })), fast = make(source);
    const inputs = ['', 'x', '%1', '%12', '%12!a.', '%1!a.', '%123%4!b.', '%123%ax!', '!%0', '!%0g', 'x!a.', 'x!a.b.c.d.', 'x!!%ff%0a.', 'x!ab', 'y!%00a.'];
    const out = inputs.map((s) => {
      let reference;
      try { reference = plain.parse(s); } catch (e) { reference = 'FAILED'; }
      const first = fast.tryParse(s, 'start');
      return { s, reference, first: first === fast.FAILED ? 'FAILED' : first };
    });
    console.log(JSON.stringify({ out, keys: Object.keys(fast), names: [...new Set(source.match(/peg\\$[A-Za-z]+/g))].sort() }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  const { out: results, keys, names } = JSON.parse(out.trim());
  for (const { s, reference, first } of results) expect({ s, first }).toEqual({ s, first: reference });
  expect(results.filter((r: { first: unknown }) => r.first !== 'FAILED').length).toBeGreaterThan(3);
  expect(keys).toEqual(['tryParse', 'FAILED']);
  // No Peggy rule function, expectation, error, failure recording or location tracking.
  for (const name of ['peg$parse', 'peg$e', 'peg$SyntaxError', 'peg$fail', 'peg$buildStructuredError', 'peg$computePosDetails', 'peg$maxFailExpected', 'peg$r'])
    expect([name, names.includes(name)]).toEqual([name, false]);
  // The actions' constructor calls are written in the rules (peg$nodes.X(...)), not called through Peggy's peg$fN closures.
  expect(names).toEqual(expect.arrayContaining(['peg$tryParse', 'peg$nodes', 'peg$fast', 'peg$FAILED']));
  expect(names).not.toContain('peg$f');
});

test('a `$()` of one character as a set, `*( *A B )` and `1*U *( a 1*U )` as one run each, a literal with one bound and `(!(R ...) Y)* R` parsing R once: what Peggy matches', () => {
  const script = `
    import peggy from 'peggy';
    import { optimizePlugin } from ${JSON.stringify(optimizeUrl)};
    const grammar = [
      'start = d:$DIGIT+ b:(!(ctx !pc) @par)* c:ctx a:par* { return n.all(d, b, c, a); }',
      'ctx = ";ct="i l:label { return n.ctx(offset(), l); }',
      'par = ";" v:dotted? { return n.par(offset(), v); }',
      'dotted = $(pc+ ("." pc+)*)',
      'pc = $(ALNUM / "-" / "=" / "%" DIGIT DIGIT)',
      'label = $(ALNUM ("-"* ALNUM)*)',
      'ALNUM = $([a-z] / DIGIT)',
      'DIGIT = $([0-9])',
    ].join('\\n');
    const n = { all: (d, b, c, a) => ['all', d, b, c, a], ctx: (o, l) => ['ctx', o, l], par: (o, v) => ['par', o, v] };
    const source = peggy.generate(grammar, { output: 'source', format: 'bare', plugins: [optimizePlugin] });
    const make = (code) => new Function('n', 'return (' + code + ')')(n);
    const plain = make(peggy.generate(grammar, { output: 'source', format: 'bare' })), fast = make(source);
    const pieces = ['1', ';', ';ct=', ';CT=a', 'cT', 'a', '-', '.', 'z-', '=', '%1'];
    let level = ['1'], inputs = ['1'];
    for (let depth = 0; depth < 5; depth++) {
      level = level.flatMap((s) => pieces.map((p) => s + p));
      for (const s of level) inputs.push(s);
    }
    let matched = 0, differ = [];
    for (const s of inputs) {
      let reference;
      try { reference = plain.parse(s); } catch (e) { reference = 'FAILED'; }
      const first = fast.tryParse(s, 'start');
      const got = first === fast.FAILED ? 'FAILED' : first;
      if (JSON.stringify(got) !== JSON.stringify(reference)) differ.push([s, reference, got]);
      else if (reference !== 'FAILED') matched++;
    }
    console.log(JSON.stringify({ count: inputs.length, matched, differ: differ.slice(0, 5), source }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8', maxBuffer: 1 << 26 });
  const { count, matched, differ, source } = JSON.parse(out.trim());
  expect(differ).toEqual([]);
  expect(count).toBeGreaterThan(10000);
  expect(matched).toBeGreaterThan(1000);
  // The constructs are there: pc's units in one table, dotted's run stepping over "." and a pc (here "%" DIGIT DIGIT),
  // the label's run keeping the end of its last ALNUM,
  // ";ct="i read after one test of the length, and the lookahead parsing ctx with its value.
  expect(source).not.toContain('peg$skip$pc');
  expect(source).not.toContain('peg$skip$dotted');
  expect(source).toMatch(/c === 46 && [^\n]* \{ p \+= 4; continue L; \}/);
  expect(source).toMatch(/\{ p\+\+; e = p; continue L; \}/);
  expect(source).toContain('peg$currPos + 4 <= input.length && input.charCodeAt(peg$currPos) === 59 && (input.charCodeAt(peg$currPos + 1) | 32) === 99');
  expect(source).not.toContain('peg$skip$ctx');
});

test('writes that nothing reads are left out of the rule functions: what Peggy matches, and what the pass matches without that step', () => {
  const script = `
    import peggy from 'peggy';
    import { optimizer, optimizePlugin, withoutDeadStores } from ${JSON.stringify(optimizeUrl)};
    const grammar = [
      'start = a:num "," b:num c:("," @num)? ps:par* { return n.all(a, b, c, ps); }',
      'num = "-"? $([0-9]+ ("." [0-9]+)?) { return n.num(offset(), text()); }',
      'par = ";" k:$[a-z]|1..3| v:("=" @$[a-z0-9]+)? !"=" { return n.par(offset(), k, v); }',
    ].join('\\n');
    const n = { all: (a, b, c, ps) => ['all', a, b, c, ps], num: (o, t) => ['num', o, t], par: (o, k, v) => ['par', o, k, v] };
    const make = (code) => new Function('n', 'return (' + code + ')')(n);
    const gen = (plugins) => peggy.generate(grammar, { output: 'source', format: 'bare', plugins });
    const plain = make(gen([])), source = gen([optimizePlugin]), kept = gen([optimizer({ deadStores: false })]);
    const fast = make(source), without = make(kept);
    const pieces = ['1', '-', '.', ',', ';', 'a', 'b=', '=', '9'];
    let level = [''], inputs = [''];
    for (let depth = 0; depth < 5; depth++) {
      level = level.flatMap((s) => pieces.map((p) => s + p));
      for (const s of level) inputs.push(s);
    }
    let matched = 0, differ = [];
    for (const s of inputs) {
      let reference;
      try { reference = plain.parse(s); } catch (e) { reference = 'FAILED'; }
      const got = [fast, without].map((p) => { const r = p.tryParse(s, 'start'); return r === p.FAILED ? 'FAILED' : r; });
      if (got.some((g) => JSON.stringify(g) !== JSON.stringify(reference))) differ.push([s, reference, got]);
      else if (reference !== 'FAILED') matched++;
    }
    const body = [
      'v0 = peg$currPos;',
      'L1: {',
      '  v1 = peg$currPos;',
      '  c = input.charCodeAt(peg$currPos);',
      '  if (c === 44) { v2 = true; peg$currPos++; } else { v2 = false; }',
      '  if (v2 === false) { peg$currPos = v0; r0 = false; break L1; }',
      '  v3 = 0;',
      '  v4 = peg$fast$x();',
      '  if (v4 === false) { v4 = null; }',
      '  if (v4 === false) { r0 = false; break L1; }',
      '  v3++;',
      '  v5 = true;',
      '  if (v5 === false) { peg$currPos = v1; r0 = false; break L1; }',
      '  r0 = v4;',
      '}',
      '',
    ].join('\\n');
    const cleaned = withoutDeadStores(body, ['v0', 'v1', 'v2', 'v3', 'v4', 'v5']);
    console.log(JSON.stringify({ count: inputs.length, matched, differ: differ.slice(0, 5), sizes: [source.length, kept.length], cleaned }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8', maxBuffer: 1 << 26 });
  const { count, matched, differ, sizes, cleaned } = JSON.parse(out.trim());
  expect(differ).toEqual([]);
  expect(count).toBeGreaterThan(50000);
  expect(matched).toBeGreaterThan(100);
  expect(sizes[0]).toBeLessThan(sizes[1]);
  // v1 (a position saved), v3 (a count) and the flags v2 and v5 go; the tests after v4's null and v5's true cannot hold; v0 and v4 are read.
  expect(cleaned).toEqual({
    body: [
      'v0 = peg$currPos;',
      'L1: {',
      '  c = input.charCodeAt(peg$currPos);',
      '  if (c === 44) { peg$currPos++; } else { peg$currPos = v0; r0 = false; break L1; }',
      '  v4 = peg$fast$x();',
      '  if (v4 === false) { v4 = null; }',
      '  r0 = v4;',
      '}',
      '',
    ].join('\n'),
    vars: ['v0', 'v4'],
  });
});
