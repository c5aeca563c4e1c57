// The library as a browser application gets it: every entry point of
// package.json "exports" bundled by esbuild for the browser (scripts/bundles.cjs)
// reaches no Node built-in and runs in a context without Node's globals
// (node:vm with only what a browser also has); so does the browser build
// dist/browser/uri-grammar.iife.js; and the examples of README.md and of
// docs/*.md, each bundled for the browser, print there what they promise.
// (The size table of docs/entry-points.md is what scripts/bench-size.mjs
// printed on its date; no test holds it.)
import { beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { inspect, format } from 'node:util';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const bundles = require('../../scripts/bundles.cjs') as {
  snapshot(): string;
  entryPoints(): string[];
  bundle(source: string, options?: { format?: 'esm' | 'iife'; globalName?: string; minify?: boolean; loader?: 'js' | 'ts' }): Promise<{ code: string; builtins: string[]; minified: number; gzip: number }>;
  browserBuild(): string;
};

const root = join(__dirname, '..', '..');

/** What a browser's global object has that these modules could use, and nothing of Node's (no process, Buffer, require, module, global). */
function browserContext(log: (...args: unknown[]) => void = () => {}): Record<string, unknown> {
  const context = createContext({
    console: { log, warn: log, error: log },
    TextEncoder, TextDecoder, URL, URLSearchParams, atob, btoa, queueMicrotask, structuredClone,
    setTimeout, clearTimeout,
  });
  runInContext('globalThis.self = globalThis; globalThis.window = globalThis;', context);
  return context;
}

const NODE_GLOBALS = ['process', 'Buffer', 'require', 'module', 'exports', 'global', '__dirname', 'setImmediate'];

beforeAll(() => {
  bundles.snapshot();
});

describe('each entry point, bundled for the browser', () => {
  const entries = (): string[] => bundles.entryPoints();

  test('the entry points are the root, the grammar subpaths, the passes and the validator', () => {
    expect(entries()).toEqual(expect.arrayContaining(['.', './validate', './parse', './resolve', './normalize', './percent', './lint', './rfc3987', './rfc6874', './rfc2396', './rfc1808', './rfc1738', './conform']));
  });

  test('reaches no Node built-in and loads without Node globals', async () => {
    for (const entry of entries()) {
      const specifier = entry === '.' ? 'uri-grammar' : `uri-grammar${entry.slice(1)}`;
      const b = await bundles.bundle(`export * from '${specifier}';`, { format: 'iife', globalName: 'entry' });
      expect([specifier, b.builtins]).toEqual([specifier, []]);
      const context = browserContext();
      runInContext(b.code, context);
      for (const name of NODE_GLOBALS) expect([specifier, name, runInContext(`typeof ${name}`, context)]).toEqual([specifier, name, 'undefined']);
      expect([specifier, Object.keys(context.entry as object).length > 0]).toEqual([specifier, true]);
    }
  }, 60_000);

  test('an import of isValid alone holds the DFAs and their runner, not the parser and not the error class', async () => {
    const { code } = await bundles.bundle("export { isValid } from 'uri-grammar';", { minify: false });
    expect(code).toContain('VALIDATOR');
    expect(code).not.toContain('peg$tryParse');
    expect(code).not.toContain('class UriSyntaxError');
    const { code: percent } = await bundles.bundle("export { percentEncode } from 'uri-grammar';", { minify: false });
    expect(percent).not.toContain('VALIDATOR');
    expect(percent).not.toContain('peg$tryParse');
  });
});

test('the browser build defines uriGrammar without Node globals: the root API, the grammars and conform', () => {
  const context = browserContext();
  runInContext(bundles.browserBuild(), context);
  for (const name of NODE_GLOBALS) expect([name, runInContext(`typeof ${name}`, context)]).toEqual([name, 'undefined']);
  const g = context.uriGrammar as Record<string, Record<string, unknown>>;
  expect(runInContext("uriGrammar.parse('http://[::1]:8/a?q#f').authority.host.type", context)).toBe('IP-literal');
  expect(runInContext("uriGrammar.check('http://exa mple.com/').offset", context)).toBe(10);
  expect(runInContext("uriGrammar.rfc3987.isValid('https://例え.jp/パス')", context)).toBe(true);
  expect(runInContext("uriGrammar.rfc6874.isValid('http://[fe80::1%25eth0]/')", context)).toBe(true);
  for (const name of ['rfc2396', 'rfc1808', 'rfc1738']) expect([name, typeof g[name].parse]).toEqual([name, 'function']);
  expect(runInContext("uriGrammar.conform.conformingGrammars('http://ex.com/ü')", context)).toEqual(['rfc3987']);
});

// ----- The examples of README.md and docs/*.md, bundled for the browser and run without Node globals -----

interface Block {
  file: string;
  line: number;
  code: string;
  output: string | null;
}

function docBlocks(file: string): Block[] {
  const text = readFileSync(join(root, file), 'utf8');
  const out: Block[] = [];
  const re = /```ts\n([\s\S]*?)```\n(?:\n```text\n([\s\S]*?)```)?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ file, line: text.slice(0, m.index).split('\n').length, code: m[1], output: m[2] ?? null });
  return out;
}

const docs = existsSync(join(root, 'docs')) ? readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`) : [];

describe('the examples of the README and docs/ in a browser bundle', () => {
  const blocks = ['README.md', ...docs].flatMap(docBlocks);
  test('there are some, five of them in the README', () => {
    expect(blocks.filter((b) => b.file === 'README.md').length).toBeGreaterThanOrEqual(5);
  });

  test.each(blocks.map((b) => [`${b.file}:${b.line}`, b] as const))('%s', async (_where, b) => {
    const lines: { inspected: string; formatted: string }[] = [];
    const log = (...args: unknown[]) => lines.push({ inspected: args.map((a) => inspect(a, { depth: 4 })).join(' '), formatted: format(...args) });
    // The block as a module of its own (TypeScript; esbuild drops its types).
    const { code, builtins } = await bundles.bundle(b.code, { format: 'iife', minify: false, loader: 'ts' });
    expect(builtins).toEqual([]);
    runInContext(code, browserContext(log));
    if (b.output !== null) {
      expect(lines.map((l) => l.formatted).join('\n') + '\n').toBe(b.output);
      return;
    }
    const expected = b.code.split('\n').filter((l) => /console\.log\(/.test(l)).map((l) => /\/\/ → (.*)$/.exec(l)?.[1] ?? null);
    expect(lines).toHaveLength(expected.length);
    expected.forEach((want, i) => {
      if (want !== null) expect(lines[i].inspected).toBe(want);
    });
  });
});
