/**
 * Actions written in place (scripts/optimize.mjs `FastPass.inlineAction`):
 * the first pass writes an action's constructor call where its rule matched,
 * with the span's ends and the labels' variables in place of `offset()`,
 * `text()`, `range()` and the labels, and keeps calling the action's function
 * when an argument is anything else. Both kinds, in a rule's own span and
 * deferred after the rest of a sequence, must return what Peggy returns.
 */
import { expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const optimizeUrl = pathToFileURL(join(__dirname, '..', '..', 'scripts', 'optimize.mjs')).href;

const GRAMMAR = [
  'start = a:word "=" b:(list / pair / other) c:tail { return n.all("a,b\'s \\"x\\"", 7, null, a, b, c, range(), offset(), text()); }',
  'list = w:word "," rest:word { return n.list(range(), w, rest); }',
  'pair = k:key ":" v:word { return n.pair(offset(), text(), k, v); }',
  'key = [a-c]+ { return n.key(offset(), text()); }',
  'other = [0-9]+ { return n.other(location().start.offset, text()); }',
  'word = [a-z]+ { return n.word(offset(), text()); }',
  'tail = ";" { return n.tail(range()); }',
].join('\n');

test('actions written in place return what Peggy returns, and the others are still called', () => {
  const script = `
    import peggy from 'peggy';
    import { optimizePlugin } from ${JSON.stringify(optimizeUrl)};
    const grammar = ${JSON.stringify(GRAMMAR)};
    const node = (type) => (...args) => [type, ...args.map((a) => (a !== null && typeof a === 'object' && !Array.isArray(a) ? [a.start, a.end] : a))];
    const n = Object.fromEntries(['all', 'list', 'pair', 'key', 'other', 'word', 'tail'].map((t) => [t, node(t)]));
    const source = peggy.generate(grammar, { output: 'source', format: 'bare', plugins: [optimizePlugin] });
    const make = (code) => new Function('n', 'return (' + code + ')')(n);
    const plain = make(peggy.generate(grammar, { output: 'source', format: 'bare' })), fast = make(source);
    const inputs = ['ab=cd,ef;', 'x=ab:cd;', 'x=ca:b;', 'x=12;', 'x=ab:;', 'x=,a;', 'abc=abc;', '=a;', 'a=b:c', 'a=1'];
    const out = inputs.map((s) => {
      let reference;
      try { reference = plain.parse(s); } catch (e) { reference = 'FAILED'; }
      const first = fast.tryParse(s, 'start');
      return { s, reference, first: first === fast.FAILED ? 'FAILED' : first };
    });
    console.log(JSON.stringify({ out, inPlace: (source.match(/peg\\$nodes\\.\\w+/g) ?? []).sort(), called: (source.match(/peg\\$f\\d+\\(/g) ?? []).length }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  const { out: results, inPlace, called } = JSON.parse(out.trim());
  for (const { s, reference, first } of results) expect({ s, first }).toEqual({ s, first: reference });
  expect(results.filter((r: { first: unknown }) => r.first !== 'FAILED').length).toBeGreaterThanOrEqual(4);
  // Every action but `other`'s (location()) is written in place; `other`'s function is still called.
  expect([...new Set(inPlace)]).toEqual(['peg$nodes.all', 'peg$nodes.key', 'peg$nodes.list', 'peg$nodes.pair', 'peg$nodes.tail', 'peg$nodes.word']);
  expect(called).toBeGreaterThanOrEqual(1);
});
