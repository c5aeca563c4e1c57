/**
 * The built package keeps the hidden classes (maps) of its class instances
 * alive across a full garbage collection: one path node (src/grammars/rfc3986/nodes.ts) and,
 * per grammar, one UriSyntaxError (src/core/grammar-api.ts). V8 holds the maps of
 * a class's instances weakly; when none is alive at a full GC they die, and
 * the optimized code that built one is thrown away (in `npm run bench`, which
 * collects garbage between rounds, `parse` then ran partly unoptimized in
 * every round). Each check runs in a child process with V8's natives syntax:
 * the function is optimized, the heap collected twice, and it must still be
 * optimized. Without the retained instances both checks fail on Node 20.
 * `npm test` builds dist/ first; run alone, this file builds it when missing.
 */
import { beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(__dirname, '..', '..');
const nodes = join(root, 'dist', 'esm', 'src', 'grammars', 'rfc3986', 'nodes.js');

beforeAll(() => {
  if (!existsSync(nodes) || !existsSync(join(root, 'dist', 'node'))) {
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'ignore' });
  }
}, 120_000);

/** Runs an ES module script with the natives syntax (synchronous optimization) in the package's folder; its JSON output. */
function run(script: string): unknown {
  const out = execFileSync(process.execPath, ['--allow-natives-syntax', '--expose-gc', '--no-concurrent-recompilation', '--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' });
  return JSON.parse(out.trim());
}

/** Script text: whether `fn` (an expression), optimized after `warm` (statements) and called as `call`, is still optimized after two full GCs. */
const SURVIVES_GC = `
  function survivesGc(fn, call) {
    %PrepareFunctionForOptimization(fn);
    call();
    %OptimizeFunctionOnNextCall(fn);
    call();
    const before = (%GetOptimizationStatus(fn) & 16) !== 0;
    globalThis.gc();
    globalThis.gc();
    return { before, after: (%GetOptimizationStatus(fn) & 16) !== 0 };
  }
`;

test('a path node constructor stays optimized across a full GC', () => {
  const script = `${SURVIVES_GC}
    const n = await import(${JSON.stringify(pathToFileURL(nodes).href)});
    for (let i = 0; i < 1000; i++) n.path('path-abempty', 0, '/a/b');
    console.log(JSON.stringify(survivesGc(n.path, () => n.path('path-abempty', 0, '/a/b'))));`;
  expect(run(script)).toEqual({ before: true, after: true });
});

test.each(['uri-grammar', 'uri-grammar/rfc3987', 'uri-grammar/rfc6874', 'uri-grammar/rfc2396', 'uri-grammar/rfc1808', 'uri-grammar/rfc1738'])(
  'a loop that catches the syntax errors of %s parse stays optimized across a full GC',
  (entry) => {
    const script = `${SURVIVES_GC}
      const { parse } = await import(${JSON.stringify(entry)});
      const bad = ['http://a b/', 'http://h:x/', 'http://[/'];
      function offsets() {
        let sum = 0;
        for (const s of bad) {
          try { parse(s); } catch (e) { sum += e.offset; }
        }
        return sum;
      }
      for (let i = 0; i < 2000; i++) offsets();
      console.log(JSON.stringify({ offsets: offsets(), ...survivesGc(offsets, offsets) }));`;
    expect(run(script)).toEqual({ offsets: expect.any(Number), before: true, after: true });
  },
);

test.each(['uri-grammar', 'uri-grammar/validate', 'uri-grammar/rfc3987', 'uri-grammar/conform'])(
  'a loop over the errors that %s returns (check, conform) stays optimized across a full GC',
  (entry) => {
    const script = `${SURVIVES_GC}
      const api = await import(${JSON.stringify(entry)});
      const bad = ['http://a b/', 'http://h:x/', 'http://[/'];
      const errorsOf = api.check ? (s) => [api.check(s)] : (s) => api.conform(s).map((row) => row.error).filter(Boolean);
      function offsets() {
        let sum = 0;
        for (const s of bad) for (const e of errorsOf(s)) sum += e.offset;
        return sum;
      }
      for (let i = 0; i < 2000; i++) offsets();
      console.log(JSON.stringify({ offsets: offsets(), ...survivesGc(offsets, offsets) }));`;
    expect(run(script)).toEqual({ offsets: expect.any(Number), before: true, after: true });
  },
);
