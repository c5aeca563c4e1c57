#!/usr/bin/env node
// The entry points of the package, written from the one convention that every
// subpath follows: `uri-grammar/NAME` is src/entries/NAME.ts and the root is
// src/index.ts. From that list (grammars in grammar/grammars.json's order,
// then the other entries by name) this writes package.json "exports" and
// "typesVersions" and typedoc.json's entry points; `--check` writes nothing
// and exits 1 when a file disagrees with the list (test/proof/architecture.test.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRAMMAR_LIST, root } from './grammars.mjs';

/** The subpaths, without `./`: each a module src/entries/<name>.ts. */
export function entryNames() {
  const files = readdirSync(join(root, 'src', 'entries')).filter((f) => f.endsWith('.ts')).map((f) => f.slice(0, -3));
  const grammars = GRAMMAR_LIST.map((g) => g.name).filter((name) => files.includes(name));
  return [...files.filter((f) => !grammars.includes(f)).sort(), ...grammars];
}

/** The conditions of one module (`src/index`, `src/entries/rfc3987`): CommonJS, Node's ES module, a bundler's ES modules. */
function conditions(module) {
  return {
    require: { types: `./dist/cjs/${module}.d.ts`, default: `./dist/cjs/${module}.js` },
    node: { types: `./dist/esm/${module}.d.ts`, default: `./dist/node/${module}.js` },
    import: { types: `./dist/esm/${module}.d.ts`, default: `./dist/esm/${module}.js` },
  };
}

/** package.json with its "exports" and "typesVersions", and typedoc.json with its entry points, as the list makes them. */
export function written() {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const typedoc = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8'));
  const names = entryNames();
  pkg.exports = {
    '.': conditions('src/index'),
    ...Object.fromEntries(names.map((name) => [`./${name}`, conditions(`src/entries/${name}`)])),
    './package.json': './package.json',
  };
  pkg.typesVersions = { '*': Object.fromEntries(names.map((name) => [name, [`./dist/cjs/src/entries/${name}.d.ts`]])) };
  typedoc.entryPoints = ['src/index.ts', ...names.map((name) => `src/entries/${name}.ts`)];
  return {
    'package.json': JSON.stringify(pkg, null, 2) + '\n',
    'typedoc.json': JSON.stringify(typedoc, null, 2) + '\n',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [file, text] of Object.entries(written())) {
    if (readFileSync(join(root, file), 'utf8') === text) continue;
    if (check) {
      console.error(`${file} disagrees with src/entries/: run npm run exports`);
      stale++;
    } else writeFileSync(join(root, file), text);
  }
  process.exit(stale ? 1 : 0);
}
