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

const optimizeUrl = pathToFileURL(join(__dirname, '..', 'scripts', 'optimize.mjs')).href;

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
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..'), encoding: 'utf8' });
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

test('a case-insensitive literal that matches beyond US-ASCII is refused', () => {
  expect(generationError('start = "k"i')).toMatch(/"k"i matches characters beyond US-ASCII/);
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
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..'), encoding: 'utf8' });
  const [plain, fast, failed] = JSON.parse(out.trim());
  expect(plain).toEqual(['pair', ['word', 0, 'ab'], ['use', ['word', 0, 'ab']], ['word', 4, 'cd']]);
  expect(fast).toEqual(plain);
  expect(failed).toBe(true);
});

test('the detailed pass reports what Peggy reports, also where a tight loop could not stop exactly', () => {
  const script = `
    import peggy from 'peggy';
    import { optimizePlugin } from ${JSON.stringify(optimizeUrl)};
    const grammar = [
      'start = a:$unit* b:$("!" / "%" hex hex)+ c:$word|1..3| { return n.all(a, b, c); }',
      // "%" DIGIT DIGIT DIGIT can fail beyond the end of a "%" DIGIT that matches.
      'unit = "%" [0-9] [0-9] [0-9] / "%" [0-9] / [x-z]',
      'hex "hex" = [0-9a-f]',
      'word = [a-c]+ "."',
    ].join('\\n');
    const n = { all: (a, b, c) => [a, b, c] };
    const make = (plugins) => new Function('n', 'return (' + peggy.generate(grammar, { output: 'source', format: 'bare', plugins }) + ')')(n);
    const plain = make([]), fast = make([optimizePlugin]);
    const inputs = ['', 'x', '%1', '%12', '%12!a.', '%1!a.', '%123%4!b.', '%123%ax!', '!%0', '!%0g', 'x!a.', 'x!a.b.c.d.', 'x!!%ff%0a.', 'x!ab', 'y!%00a.'];
    const out = inputs.map((s) => {
      let reference;
      try { reference = { value: plain.parse(s) }; } catch (e) { reference = { offset: e.location.start.offset, expected: e.expected }; }
      const first = fast.tryParse(s, 'start');
      const failure = fast.explain(s, 'start');
      return { s, reference, first: first === fast.FAILED ? 'FAILED' : first, failure };
    });
    console.log(JSON.stringify(out));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..'), encoding: 'utf8' });
  for (const { s, reference, first, failure } of JSON.parse(out.trim())) {
    if ('value' in reference) {
      expect({ s, first }).toEqual({ s, first: reference.value });
      expect({ s, failure }).toEqual({ s, failure: null });
    } else {
      expect({ s, first }).toEqual({ s, first: 'FAILED' });
      expect({ s, failure }).toEqual({ s, failure: reference });
    }
  }
});
