// One program, several copies of the library: each entry point is one file
// (dist/cjs for require, dist/node for Node's import; scripts/build.mjs) and
// dist/esm is the module-per-file build bundlers read, so an application that
// imports `uri-grammar/parse` and `uri-grammar/resolve`, or the ESM and the
// CommonJS build, holds two copies of each error class. `instanceof` must not
// care (src/core/error-base.ts): every error class, made by every copy that exports it,
// is an instance of that class of every copy, and of nothing else. Also: the
// CommonJS root reads lint and extract from their entry points on first use.
// Runs in a fresh Node process against dist/ (jest's module registry is not
// Node's).
import { beforeAll, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  exports: Record<string, { require: { default: string }; node: { default: string }; import: { default: string } } | string>;
};

beforeAll(() => {
  // `npm test` builds dist/ first; run alone, this builds it when missing.
  if (!existsSync(join(root, 'dist', 'node', 'src', 'index.js'))) execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'ignore' });
}, 120_000);

/** The copies: [name, how it is loaded, file], every entry point of "exports" in each build. */
function copies(): [string, 'require' | 'import', string][] {
  const out: [string, 'require' | 'import', string][] = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (typeof target === 'string') continue;
    out.push([`require ${subpath}`, 'require', join(root, target.require.default)]);
    out.push([`node ${subpath}`, 'import', join(root, target.node.default)]);
    out.push([`esm ${subpath}`, 'import', join(root, target.import.default)]);
  }
  return out;
}

/** How each error class is made: its constructor's arguments. */
const MAKE: Record<string, unknown[]> = {
  UriSyntaxError: ['a b', 1, ['"/"'], 'URI-reference'],
  ResolveError: ['base is relative', 'base-not-absolute'],
  PercentEncodeError: ['lone surrogate', 0],
  PercentDecodeError: ['bad escape', 0, 'malformed-escape'],
  IdnaError: ['xn--a.example', 'xn--a', 'is not valid Punycode'],
  TemplateExpansionError: ['reserved operator', 'ERR_TEMPLATE_RESERVED_OPERATOR', 1, null],
  TemplateMatchError: [1000, 0],
};

/** Runs `body` (an ES module's code) in a fresh Node process with `copies` loaded as `mods`; returns what it prints as JSON. */
function inNode(body: string): unknown {
  const list = copies();
  const script = [
    "import { createRequire } from 'node:module';",
    `const require = createRequire(${JSON.stringify(pathToFileURL(join(root, 'package.json')).href)});`,
    `const list = ${JSON.stringify(list)};`,
    "const mods = [];",
    "for (const [name, how, file] of list) mods.push([name, how === 'require' ? require(file) : await import(new URL('file://' + file).href)]);",
    body,
  ].join('\n');
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: root, encoding: 'utf8' }));
}

test('every error class of every copy is an instance of that class of every copy, and of no other', () => {
  const result = inNode(`
    const MAKE = ${JSON.stringify(MAKE)};
    const out = { pairs: {}, wrong: [], made: {} };
    for (const [cls, args] of Object.entries(MAKE)) {
      const holders = mods.filter(([, m]) => typeof m[cls] === 'function');
      out.made[cls] = holders.length;
      let pairs = 0;
      for (const [from, a] of holders) {
        const e = new a[cls](...args);
        if (!(e instanceof Error)) out.wrong.push([cls, from, 'not an Error']);
        for (const [to, b] of holders) {
          pairs++;
          if (!(e instanceof b[cls])) out.wrong.push([cls, from, to]);
        }
        // And no other class of any copy.
        for (const other of Object.keys(MAKE)) if (other !== cls)
          for (const [to, b] of mods) if (typeof b[other] === 'function' && e instanceof b[other]) out.wrong.push([cls, from, 'is a ' + other + ' of ' + to]);
      }
      out.pairs[cls] = pairs;
    }
    console.log(JSON.stringify(out));
  `) as { pairs: Record<string, number>; wrong: unknown[]; made: Record<string, number> };
  expect(result.wrong).toEqual([]);
  // Which builds export each class: every one of the three for each entry point that has it.
  expect(result.made).toMatchObject({ UriSyntaxError: expect.any(Number), ResolveError: expect.any(Number), PercentEncodeError: expect.any(Number), PercentDecodeError: expect.any(Number), IdnaError: expect.any(Number) });
  for (const [cls, n] of Object.entries(result.made)) {
    expect([cls, n % 3, n >= 3]).toEqual([cls, 0, true]);
    expect(result.pairs[cls]).toBe(n * n);
  }
  // UriSyntaxError is in the root, validate, parse, resolve, normalize, every grammar...: at least 8 entry points × 3 builds.
  expect(result.made.UriSyntaxError).toBeGreaterThanOrEqual(24);
});

test('every error class has its stable string code and is a UriGrammarError of every copy that exports the base', () => {
  const result = inNode(`
    const MAKE = ${JSON.stringify(MAKE)};
    const bases = mods.filter(([, m]) => typeof m.UriGrammarError === 'function');
    const out = { codes: {}, wrong: [], bases: bases.length };
    for (const [cls, args] of Object.entries(MAKE)) {
      for (const [from, a] of mods.filter(([, m]) => typeof m[cls] === 'function')) {
        const e = new a[cls](...args);
        (out.codes[cls] ??= new Set()).add(e.code);
        if (e.name !== cls || e.constructor.name !== cls) out.wrong.push([cls, from, 'named', e.name, e.constructor.name]);
        for (const [to, b] of bases) if (!(e instanceof b.UriGrammarError)) out.wrong.push([cls, from, 'not a UriGrammarError of ' + to]);
      }
    }
    for (const cls of Object.keys(out.codes)) out.codes[cls] = [...out.codes[cls]];
    const lookalikes = [new Error('x'), new TypeError('x'), { code: 'ERR_RESOLVE' }, null];
    out.lookalike = lookalikes.some((v) => bases.some(([, b]) => v instanceof b.UriGrammarError));
    console.log(JSON.stringify(out));
  `) as { codes: Record<string, string[]>; wrong: unknown[]; bases: number; lookalike: boolean };
  expect(result.wrong).toEqual([]);
  expect(result.bases).toBeGreaterThanOrEqual(3);
  expect(result.lookalike).toBe(false);
  expect(result.codes).toEqual({
    UriSyntaxError: ['ERR_URI_SYNTAX'],
    ResolveError: ['ERR_RESOLVE'],
    PercentEncodeError: ['ERR_PERCENT_ENCODE'],
    PercentDecodeError: ['ERR_PERCENT_DECODE'],
    IdnaError: ['ERR_IDNA'],
    TemplateExpansionError: ['ERR_TEMPLATE_RESERVED_OPERATOR'],
    TemplateMatchError: ['ERR_TEMPLATE_MATCH'],
  });
});

test('errors the library makes, thrown or returned, are instances across copies; lookalikes are not', () => {
  const result = inNode(`
    const by = (name) => mods.find(([n]) => n === name)[1];
    const cases = [];
    const caught = (f) => { try { f(); } catch (e) { return e; } return null; };
    const made = {
      'check (returned, no stack)': by('require ./validate').check('a b'),
      'parse (thrown)': caught(() => by('node ./parse').parse('http://[::1')),
      'resolve (thrown)': caught(() => by('esm ./resolve').resolve('a/b', 'c')),
      'percentDecode (thrown)': caught(() => by('require ./percent').percentDecode('%zz')),
      'percentEncode (thrown)': caught(() => by('node .').percentEncode('\\uD800', 'path')),
      'toURI (thrown)': caught(() => by('require ./rfc3987').toURI('http://a_\u00fc.example/', { host: 'idna' })),
      'expand (thrown)': caught(() => by('node ./rfc6570').expand('{!x}', {})),
    };
    const classOf = { 'check (returned, no stack)': 'UriSyntaxError', 'parse (thrown)': 'UriSyntaxError', 'resolve (thrown)': 'ResolveError', 'percentDecode (thrown)': 'PercentDecodeError', 'percentEncode (thrown)': 'PercentEncodeError', 'toURI (thrown)': 'IdnaError', 'expand (thrown)': 'TemplateExpansionError' };
    for (const [what, e] of Object.entries(made)) {
      const cls = classOf[what];
      const answers = mods.filter(([, m]) => typeof m[cls] === 'function').map(([n, m]) => e instanceof m[cls]);
      cases.push([what, e === null ? 'nothing thrown' : e.name, answers.length > 0 && answers.every(Boolean)]);
    }
    const [, any] = mods[0];
    const lookalikes = [new Error('x'), { offset: 1, code: 'ERR_URI_SYNTAX', name: 'UriSyntaxError' }, Object.create(Error.prototype), null, undefined, 'UriSyntaxError', 0];
    const anyLookalike = lookalikes.some((v) => v instanceof any.UriSyntaxError || any.isUriSyntaxError(v));
    // A user's subclass: its instances are the base class's in every copy; the base's are not the subclass's.
    const A = by('require ./resolve'), B = by('node ./resolve'), C = by('esm .');
    class Mine extends A.ResolveError {}
    const mine = new Mine('m', 'base-not-absolute');
    const subclass = [mine instanceof Mine, mine instanceof B.ResolveError, mine instanceof C.ResolveError, new B.ResolveError('m', 'base-not-absolute') instanceof Mine, new A.ResolveError('m', 'base-not-absolute') instanceof Mine];
    console.log(JSON.stringify({ cases, anyLookalike, subclass }));
  `) as { cases: [string, string, boolean][]; anyLookalike: boolean; subclass: boolean[] };
  expect(result.cases).toEqual([
    ['check (returned, no stack)', 'UriSyntaxError', true],
    ['parse (thrown)', 'UriSyntaxError', true],
    ['resolve (thrown)', 'ResolveError', true],
    ['percentDecode (thrown)', 'PercentDecodeError', true],
    ['percentEncode (thrown)', 'PercentEncodeError', true],
    ['toURI (thrown)', 'IdnaError', true],
    ['expand (thrown)', 'TemplateExpansionError', true],
  ]);
  expect(result.anyLookalike).toBe(false);
  expect(result.subclass).toEqual([true, true, true, false, false]);
});

test('the CommonJS root loads lint and extract from their entry points on first use, and they are the same functions', () => {
  const cjsRoot = join(root, (pkg.exports['.'] as { require: { default: string } }).require.default);
  const lintEntry = join(root, (pkg.exports['./lint'] as { require: { default: string } }).require.default);
  const extractEntry = join(root, (pkg.exports['./extract'] as { require: { default: string } }).require.default);
  const script = `
    const loaded = (f) => Object.keys(require.cache).includes(f);
    const root = require(${JSON.stringify(cjsRoot)});
    const before = [loaded(${JSON.stringify(lintEntry)}), loaded(${JSON.stringify(extractEntry)})];
    const keys = ['lint', 'LINT_CODES', 'MAX_FINDINGS_PER_CODE', 'extract', 'Extractor', 'BARE_SCHEMES'].every((k) => Object.keys(root).includes(k));
    const findings = root.lint('http://exa mple.com/').map((f) => f.code);
    const afterLint = [loaded(${JSON.stringify(lintEntry)}), loaded(${JSON.stringify(extractEntry)})];
    const found = [...root.extract('see http://example.com/a.')].map((e) => e.uri ?? e.text ?? e);
    const same = root.lint === require(${JSON.stringify(lintEntry)}).lint && root.Extractor === require(${JSON.stringify(extractEntry)}).Extractor;
    console.log(JSON.stringify({ before, keys, findings, afterLint, found: found.length, same }));
  `;
  const result = JSON.parse(execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' })) as Record<string, unknown>;
  expect(result).toEqual({ before: [false, false], keys: true, findings: expect.arrayContaining(['syntax-error']), afterLint: [true, false], found: 1, same: true });
});
