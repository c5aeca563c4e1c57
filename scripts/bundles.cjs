/**
 * Browser bundles of the package's entry points, as an application's bundler
 * makes them: esbuild, platform "browser", ESM, minified, tree-shaken, with
 * `uri-grammar` and `uri-grammar/<sub>` resolved through package.json
 * "exports" (the "import" condition) to dist/esm. Used by test/dist/bundle.test.ts
 * (no Node built-in reached, the bundles run without Node globals) and by
 * scripts/bench-size.mjs (the size table of docs/entry-points.md).
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { builtinModules } = require('node:module');
const esbuild = require('esbuild');

const REPO = path.resolve(__dirname, '..');

/** Where package.json and dist/ are read from: the repository, or a private copy (snapshot()). */
let packageRoot = REPO;

/**
 * Bundles from a private copy of package.json and dist/ (in node_modules/.cache,
 * removed at exit), so that a rebuild while bundling changes nothing.
 */
function snapshot() {
  const dir = path.join(REPO, 'node_modules', '.cache', 'uri-grammar-bundles', String(process.pid));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(REPO, 'package.json'), path.join(dir, 'package.json'));
  fs.cpSync(path.join(REPO, 'dist'), path.join(dir, 'dist'), { recursive: true });
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  packageRoot = dir;
  return dir;
}

/**
 * The package's subpaths that are entry points of the library ('.' is the root), from package.json "exports";
 * not those that import an optional peer dependency (uri-grammar/duckdb: `@duckdb/node-api`, a native addon), which
 * are integrations for Node.js, not for the browser.
 */
function entryPoints() {
  const { exports, peerDependencies = {} } = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
  const importsPeer = (key) => {
    // The "node" condition's file is the entry bundled whole: its imports are the packages it needs.
    const code = fs.readFileSync(path.join(packageRoot, exports[key].node.default), 'utf8');
    return Object.keys(peerDependencies).some((peer) => code.includes(`from "${peer}"`) || code.includes(`from '${peer}'`));
  };
  return Object.keys(exports).filter((k) => k !== './package.json' && !importsPeer(k));
}

/** The file of dist/esm that `uri-grammar<sub>` resolves to (the "import" condition). */
function resolveExport(specifier) {
  const { exports } = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8'));
  const key = specifier === 'uri-grammar' ? '.' : `.${specifier.slice('uri-grammar'.length)}`;
  const entry = exports[key];
  if (entry === undefined) return null;
  return path.join(packageRoot, entry.import.default);
}

const BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/**
 * Bundles `source` (a module importing from `uri-grammar...`; JavaScript, or
 * TypeScript with `loader: 'ts'`) for the browser.
 * Returns the code, the Node built-ins that the module graph reached (each
 * one an error: a browser has none), the files bundled, and the minified and
 * gzip sizes in bytes.
 */
async function bundle(source, { format = 'esm', globalName, minify = true, loader = 'js' } = {}) {
  const builtins = new Set();
  const result = await esbuild.build({
    stdin: { contents: source, resolveDir: packageRoot, sourcefile: `entry.${loader}`, loader },
    bundle: true,
    write: false,
    platform: 'browser',
    format,
    globalName,
    target: 'es2022',
    minify,
    treeShaking: true,
    metafile: true,
    logLevel: 'silent',
    plugins: [{
      name: 'uri-grammar-exports',
      setup(build) {
        build.onResolve({ filter: /^uri-grammar(\/.*)?$/ }, (args) => {
          const file = resolveExport(args.path);
          return file === null ? { errors: [{ text: `package.json exports no ${args.path}` }] } : { path: file };
        });
        // A Node built-in is recorded and left out (the test fails on it).
        build.onResolve({ filter: /.*/ }, (args) => {
          if (!BUILTINS.has(args.path)) return undefined;
          builtins.add(args.path);
          return { path: args.path, external: true };
        });
      },
    }],
  });
  const code = result.outputFiles[0].text;
  return {
    code,
    builtins: [...builtins],
    inputs: Object.keys(result.metafile.inputs),
    minified: Buffer.byteLength(code),
    gzip: zlib.gzipSync(code, { level: 9 }).length,
  };
}

/** The browser build (dist/browser/uri-grammar.iife.js) of the package read. */
function browserBuild() {
  return fs.readFileSync(path.join(packageRoot, 'dist', 'browser', 'uri-grammar.iife.js'), 'utf8');
}

module.exports = { REPO, snapshot, entryPoints, resolveExport, bundle, browserBuild };
