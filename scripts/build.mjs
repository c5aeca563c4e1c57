#!/usr/bin/env node
// Builds dist/ in three shapes, one per kind of consumer, each folder with a
// package.json of its own that says its module format and `"sideEffects":
// false` (bundlers read the nearest package.json, so the root's field alone
// would not reach these files):
//
// - dist/esm: the ES modules one file per source module (tsc) with their type
//   declarations: what bundlers and browsers import (the "import" condition),
//   so that a bundler keeps only the modules an application reaches.
// - dist/node: each entry point of package.json "exports" as ONE ES module
//   (esbuild), for Node.js's `import` (the "node" condition): each module
//   of a graph costs Node a file to find, read and compile, so one file per
//   entry loads in a fraction of the time (scripts/bench-import.mjs).
// - dist/cjs: each entry point as ONE CommonJS file (esbuild), for `require`,
//   with tsc's type declarations beside them; and the command (src/cli.ts,
//   src/cli/; in dist/cjs only, where `bin` runs it) as one file, its worker
//   thread as another. The root is a file of names whose code is read on
//   first use (see ROOT_IMPL); in that code, lint and extract, which have entry
//   points of their own, are read from those on first use (see lazyInRoot).
//
// One entry point is one copy of the modules it reaches, so a program that
// imports two entry points (or the ESM and the CommonJS build) holds two
// copies of, say, UriSyntaxError: the error classes answer `instanceof` by a
// brand that every copy shares (src/core/error-base.ts).
//
// Then the browser build, dist/browser/uri-grammar.iife.js: one classic script
// (esbuild, minified, ES2022) that defines the global `uriGrammar`: the root
// API (`uriGrammar.parse`, `uriGrammar.check`, ...), each grammar of the
// family as a namespace named after its subpath (`uriGrammar.rfc3987.parse`,
// `uriGrammar.rfc6874`, `rfc2396`, `rfc1808`, `rfc1738`) and
// `uriGrammar.conform` (uri-grammar/conform). No Node built-in is reached
// (test/dist/bundle.test.ts runs it without Node's globals).
//
// And what ships beside the code: the playground, dist/playground/ (the page of
// scripts/playground.mjs, opened from the installed files: `uri-grammar
// playground` prints its path), and the API reference, docs/api/ (typedoc.json:
// Markdown, one page per subpath; a warning fails the build).
//
//   node scripts/build.mjs                   all of the above (npm run build)
//   ... --no-reference --no-cjs-declarations without docs/api/ and dist/cjs's .d.ts
//       files: the code alone, for a test that runs the build of a copy of the
//       repository and reads neither (test/dist/add-grammar.test.ts)
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync, chmodSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve as resolvePath } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';
import { build, buildSync } from 'esbuild';
import { browserBuildOptions, BROWSER_NAMESPACES } from './browser-build.mjs';
import { buildPlayground } from './playground.mjs';
import { flag } from './args.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** Runs typedoc (typedoc.json: docs/api/); resolves when it has written the reference, rejects with what it said when it fails. */
function typedoc() {
  const bin = join(dirname(createRequire(import.meta.url).resolve('typedoc/package.json')), 'bin', 'typedoc');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, '--logLevel', 'Warn'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let said = '';
    child.stdout.on('data', (d) => (said += d));
    child.stderr.on('data', (d) => (said += d));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve() : reject(new Error(`typedoc failed (exit ${status}):\n${said}`))));
  });
}

rmSync(join(root, 'dist'), { recursive: true, force: true });
for (const [dir, type] of [['esm', 'module'], ['node', 'module'], ['cjs', 'commonjs']]) {
  mkdirSync(join(root, 'dist', dir), { recursive: true });
  writeFileSync(join(root, 'dist', dir, 'package.json'), JSON.stringify({ type, sideEffects: false }) + '\n');
}
// dist/esm: modules and declarations; dist/cjs: declarations only (esbuild writes the code).
// The API reference reads the sources alone: it is written beside the rest of the build.
const reference = flag('no-reference') ? Promise.resolve() : typedoc();
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.esm.json')], { stdio: 'inherit' });
if (!flag('no-cjs-declarations')) execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.cjs.json'), '--emitDeclarationOnly'], { stdio: 'inherit' });

/** The entry points: package.json "exports" subpath → source module (src/....ts), from each one's CommonJS file. */
const ENTRIES = Object.entries(pkg.exports)
  .filter(([subpath]) => subpath !== './package.json')
  .map(([subpath, conditions]) => [subpath, conditions.require.default.replace(/^\.\/dist\/cjs\//, '').replace(/\.js$/, '')]);

/** The options every bundle shares: ES2022, no Node built-in (platform neutral resolves none), readable output; the optional peer dependencies (`@duckdb/node-api` of uri-grammar/duckdb) stay imports. */
const common = {
  bundle: true,
  external: Object.keys(pkg.peerDependencies ?? {}),
  platform: 'neutral',
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: root,
};

// dist/node: one ES module per entry point.
const nodeBuild = buildSync({
  ...common,
  entryPoints: Object.fromEntries(ENTRIES.map(([, module]) => [module, join(root, `${module}.ts`)])),
  outdir: join(root, 'dist', 'node'),
  format: 'esm',
  metafile: true,
});

/** The names an entry point exports at run time, from its ES module bundle. */
function exportsOf(module) {
  const output = Object.entries(nodeBuild.metafile.outputs).find(([file]) => resolvePath(root, file) === join(root, 'dist', 'node', `${module}.js`));
  return output[1].exports;
}

/**
 * The concerns the root re-exports from entry points of their own that most
 * users of the root never call (RFC 3986 §7 lint with its IDNA tables;
 * extract with the RFC 3987 DFAs): in the CommonJS root, each is a module of
 * getters that require that entry point's file on first read, so
 * `require('uri-grammar')` compiles neither (ES modules have no synchronous
 * load, so the ESM root holds them). The root's `lint` is then the very
 * function of `uri-grammar/lint`.
 */
const LAZY_IN_ROOT = { 'src/lint/index.ts': 'src/entries/lint', 'src/extract/index.ts': 'src/entries/extract' };

/**
 * The same for the scheme grammars' modules that generated/schemes.ts imports
 * for their comparison keys (the root's `equivalent(a, b, { schemes: true })`):
 * each is read from its grammar's entry point on its first call.
 */
const LAZY_IN_SCHEMES = Object.fromEntries(
  ENTRIES.filter(([subpath]) => /^\.\/rfc\d+$/.test(subpath)).map(([, module]) => [`src/grammars/${module.slice('src/entries/'.length)}/index.ts`, module]),
);

/** The path of a module's CommonJS file (`src/entries/lint` -> `./entries/lint.js`) from the root's, beside it in dist/cjs/src. */
const besideRoot = (module) => `./${relative('src', module).split('\\').join('/')}.js`;

/** The esbuild plugin of LAZY_IN_ROOT, for the CommonJS root. */
const lazyInRoot = {
  name: 'lazy-in-root',
  setup(b) {
    b.onResolve({ filter: /^\./ }, (args) => {
      const lazy = args.importer === join(root, 'src', 'index.ts') ? LAZY_IN_ROOT : args.importer === join(root, 'generated', 'schemes.ts') ? LAZY_IN_SCHEMES : null;
      if (lazy === null) return undefined;
      const source = relative(root, resolvePath(args.resolveDir, args.path.replace(/\.js$/, '.ts'))).split('\\').join('/');
      return Object.hasOwn(lazy, source) ? { path: lazy[source], namespace: 'lazy-in-root' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-in-root' }, (args) => {
      const file = besideRoot(args.path);
      const getters = exportsOf(args.path).map((name) => `  ${name}: { enumerable: true, get: () => load().${name} },`);
      return {
        loader: 'js',
        contents: [`let entry;`, `const load = () => (entry ??= require(${JSON.stringify(file)}));`, `module.exports = Object.defineProperties({}, {`, ...getters, `});`].join('\n'),
      };
    });
    b.onResolve({ filter: /^\.\/.*\.js$/, namespace: 'lazy-in-root' }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * The CommonJS root is a file of the root's names alone, and its code (the
 * root's bundle, with LAZY_IN_ROOT) is ROOT_IMPL, read on the first call of a
 * function or the first read of any other export: `require('uri-grammar')`
 * compiles one small file, and a program pays for the parser when it first
 * uses the library. Each function is a wrapper that calls the function of
 * ROOT_IMPL; the classes and constants are getters, so that they are ROOT_IMPL's
 * own (the class that `parse` throws is `require('uri-grammar').UriSyntaxError`).
 * The last line lists the names for Node's detection of a CommonJS module's
 * exports (cjs-module-lexer), as esbuild writes it.
 */
const ROOT_IMPL = 'src/index-impl';

/**
 * The number of parameters a function's source declares, those with a default
 * value included (unlike its `length`); null for a rest parameter or a source
 * it cannot read. A wrapper with them all passes `undefined` for those not
 * given, which a default takes as absent; a rest parameter would need a spread
 * (an array per call: +25% on `isValid`).
 */
function parameterCount(fn) {
  const source = Function.prototype.toString.call(fn);
  const open = source.indexOf('(');
  const arrow = source.indexOf('=>');
  if (arrow >= 0 && (open < 0 || arrow < open)) return 1;
  if (open < 0) return null;
  let depth = 0;
  let count = 0;
  let empty = true;
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i];
    if (c === '"' || c === "'" || c === '`') {
      for (i++; i < source.length && source[i] !== c; i++) if (source[i] === '\\') i++;
      empty = false;
    } else if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' && depth === 0) return empty ? 0 : count + 1;
    else if (c === ')' || c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 0) count++;
    else if (c === '.' && depth === 0 && source.startsWith('...', i)) return null;
    else if (!/\s/.test(c)) empty = false;
  }
  return null;
}

async function writeRootFacade() {
  const api = await import(pathToFileURL(join(root, 'dist', 'node', 'src', 'index.js')).href);
  const names = exportsOf('src/index');
  const isClass = (v) => /^class[\s{]/.test(Function.prototype.toString.call(v));
  // The names of LAZY_IN_ROOT's entry points are read from those, as in ROOT_IMPL (the root's `lint` is `uri-grammar/lint`'s).
  const lazy = new Map(Object.values(LAZY_IN_ROOT).flatMap((entry) => exportsOf(entry).map((name) => [name, besideRoot(entry)])));
  const lines = names.map((name) => {
    const value = api[name];
    if (lazy.has(name)) return `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: function () {\n  return require(${JSON.stringify(lazy.get(name))}).${name};\n} });`;
    if (typeof value === 'function' && !isClass(value)) {
      // As many parameters as the function declares (a rest parameter: all of them, at a cost per call).
      const count = parameterCount(value);
      const params = count === null ? '...args' : Array.from({ length: count }, (_, i) => `a${i}`).join(', ');
      // The function itself, once read (the code's exports are getters), in a `var` (a `let` is checked for initialization at each read).
      return `var ${name}$;\nexports.${name} = function ${name}(${params}) {\n  return (${name}$ ??= load().${name})(${params});\n};`;
    }
    return `Object.defineProperty(exports, ${JSON.stringify(name)}, { enumerable: true, get: function () {\n  return (impl ?? load()).${name};\n} });`;
  });
  const file = besideRoot(ROOT_IMPL);
  const text = [
    '"use strict";',
    `// uri-grammar's CommonJS root: the names of its API, whose code is ${file}, read on first use (scripts/build.mjs).`,
    'var impl;',
    `function load() {\n  return (impl ??= require(${JSON.stringify(file)}));\n}`,
    'Object.defineProperty(exports, "__esModule", { value: true });',
    ...lines,
    `0 && (module.exports = { ${names.join(', ')} });`,
    '',
  ].join('\n');
  writeFileSync(join(root, 'dist', 'cjs', 'src', 'index.js'), text);
}

/**
 * The library modules the command loads (most on first use, with `import()`)
 * that an entry point serves: the command requires that entry point's file
 * instead of holding its own copy, so it starts by compiling only itself.
 */
const SERVED_BY_ENTRY = {
  'src/grammars/rfc3986/parse.ts': 'src/entries/parse',
  // The scheme grammars where RFC 3986 stops (check --schemes, equal and normalize --schemes): the functions of the same names.
  'src/schemes/validate.ts': 'src/entries/validate',
  'src/schemes/compare.ts': 'src/index',
  'src/grammars/rfc3986/resolve.ts': 'src/entries/resolve',
  'src/grammars/rfc3986/normalize.ts': 'src/entries/normalize',
  'src/lint/index.ts': 'src/entries/lint',
  ...Object.fromEntries(ENTRIES.map(([, module]) => [`${module}.ts`, module])),
  // An entry point that re-exports one module serves that module.
  ...Object.fromEntries(ENTRIES.flatMap(([, module]) => {
    const only = /^export \* from '(\.[^']+)\.js';$/m.exec(readFileSync(join(root, `${module}.ts`), 'utf8'));
    return only ? [[relative(root, resolvePath(root, dirname(module), `${only[1]}.ts`)).split('\\').join('/'), module]] : [];
  })),
};

/** The esbuild plugin of SERVED_BY_ENTRY for a bundle of the command written to `outdir`. */
function servedByEntry(outdir) {
  return {
    name: 'served-by-entry',
    setup(b) {
      b.onResolve({ filter: /^\./ }, (args) => {
        // The command's modules, and the registry of grammars it loads them by.
        if (!relative(root, args.importer).match(/^(src[/\\]cli([/\\]|\.ts$)|generated[/\\]registry\.ts$)/)) return undefined;
        const source = relative(root, resolvePath(args.resolveDir, args.path.replace(/\.js$/, '.ts'))).split('\\').join('/');
        if (!Object.hasOwn(SERVED_BY_ENTRY, source)) return undefined;
        const file = relative(outdir, join(root, 'dist', 'cjs', `${SERVED_BY_ENTRY[source]}.js`)).split('\\').join('/');
        return { path: file.startsWith('.') ? file : `./${file}`, external: true };
      });
    },
  };
}

const cjs = join(root, 'dist', 'cjs');
const command = { platform: 'node', format: 'cjs', supported: { 'dynamic-import': false } };
const libraryEntries = ENTRIES.filter(([subpath]) => subpath !== '.');
await Promise.all([
  build({ ...common, entryPoints: Object.fromEntries(libraryEntries.map(([, module]) => [module, join(root, `${module}.ts`)])), outdir: cjs, format: 'cjs' }),
  build({ ...common, entryPoints: { [ROOT_IMPL]: join(root, 'src', 'index.ts') }, outdir: cjs, format: 'cjs', plugins: [lazyInRoot] }),
  // The command, and its worker thread next to it (src/cli/pool.ts looks for cli/worker.js).
  // `import()` of an entry point's file as `require` (Node's ESM loader would wrap the CommonJS file).
  build({ ...common, ...command, entryPoints: { cli: join(root, 'src', 'cli.ts') }, outdir: join(cjs, 'src'), plugins: [servedByEntry(join(cjs, 'src'))] }),
  build({ ...common, ...command, entryPoints: { worker: join(root, 'src', 'cli', 'worker.ts') }, outdir: join(cjs, 'src', 'cli'), plugins: [servedByEntry(join(cjs, 'src', 'cli'))] }),
]);

await writeRootFacade();

buildSync(
  browserBuildOptions({
    resolveDir: join(root, 'dist', 'esm'),
    ext: '.js',
    outfile: join(root, 'dist', 'browser', 'uri-grammar.iife.js'),
    banner: `/* uri-grammar ${pkg.version}, MIT License: the global uriGrammar (the root API, ${BROWSER_NAMESPACES.map(([name]) => name).join(', ')}) */`,
  }),
);
chmodSync(join(cjs, 'src', 'cli.js'), 0o755);

await buildPlayground(join(root, 'dist', 'playground'));
await reference;

/**
 * dist/udf/<family>.js: the SQL functions of src/sql/catalog.ts for the
 * warehouses that run JavaScript UDFs (BigQuery, Snowflake; docs/scale.md),
 * one self-contained file per family (src/sql/<family>.ts), reaching no Node
 * built-in and no global but the ECMAScript ones (TextEncoder and TextDecoder
 * from src/encoding/text-coding.ts where the engine has none). Each is a classic script
 * whose top-level function declarations are the family's functions, with the
 * names and parameters of the catalog, and nothing else global: the code
 * they call is the family's module bundled (esbuild, minified) into a
 * closure, held by a property of the family's first function.
 */
const { SQL_FAMILIES, SQL_FUNCTIONS } = await import(pathToFileURL(join(root, 'dist', 'esm', 'src', 'sql', 'catalog.js')).href);
mkdirSync(join(root, 'dist', 'udf'), { recursive: true });
for (const family of SQL_FAMILIES) {
  const functions = SQL_FUNCTIONS.filter((f) => f.family === family);
  const names = functions.map((f) => f.name);
  const bundled = buildSync({
    ...common,
    entryPoints: [join(root, 'src', 'sql', `${family}.ts`)],
    format: 'iife',
    globalName: 'family',
    minify: true,
    // The engines have ECMAScript's globals alone: TextEncoder and TextDecoder are the platform's where it has them, else UTF-8 of their own.
    inject: [join(root, 'src', 'encoding', 'text-coding.ts')],
    write: false,
  }).outputFiles[0].text;
  const holder = names[0];
  const text = [
    `/* uri-grammar ${pkg.version}, MIT License: ${names.join(', ')} (dist/udf/${family}.js; docs/scale.md) */`,
    ...functions.map((f) => {
      const params = f.parameters.map((p) => p.name).join(', ');
      return `function ${f.name}(${params}) {\n  return ${holder}.impl.${f.name}(${params});\n}`;
    }),
    `Object.defineProperty(${holder}, "impl", { value: (function () {\n${bundled}return family;\n})() });`,
    '',
  ].join('\n');
  writeFileSync(join(root, 'dist', 'udf', `${family}.js`), text);
}
