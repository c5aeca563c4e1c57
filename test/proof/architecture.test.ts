// The layers of src/ (docs/architecture.md, .dependency-cruiser.cjs): imports
// go down, type-only imports included; no folder imports itself back; no
// string naming a grammar outside that grammar's own files; at most five
// files at the root of src/. Violations that remain from before the layout
// are listed in ratchets that only shrink: a new violation fails, and so
// does a listed one that is gone.
import { expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '..', '..');
const depcruise = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
const known = JSON.parse(readFileSync(join(root, '.dependency-cruiser-known-violations.json'), 'utf8')) as unknown[];
const ratchet = JSON.parse(readFileSync(join(__dirname, 'architecture-known.json'), 'utf8')) as {
  folderCycles: string[];
  grammarNames: Record<string, number>;
};

interface Cruise {
  modules: { source: string; dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[] }[];
  summary: { error: number; warn: number; ignore: number; violations: { from: string; to: string; rule: { name: string } }[] };
}
const run = spawnSync(process.execPath, [depcruise, 'src', '--validate', '--ignore-known', '--output-type', 'json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
const cruise = JSON.parse(run.stdout) as Cruise;

test('dependency-cruiser finds no violation beyond the known ones, and every known one is still there', () => {
  const errors = cruise.summary.violations.filter((v) => !('ignored' in v) || !(v as { ignored?: boolean }).ignored);
  expect([cruise.summary.error, cruise.summary.warn]).toEqual([0, 0]);
  expect(errors.length).toBe(cruise.summary.ignore);
  // A known violation that is gone is taken off the list (npx depcruise-baseline src).
  expect(cruise.summary.ignore).toBe(known.length);
  expect(run.status).toBe(0);
});

/**
 * The folder of a module for the cycle check: its directory, except that a
 * grammar's generated files (generated/<name>.*.ts) count in its folder
 * src/grammars/<name>/ (the parser calls back into the grammar's node
 * constructors), generated/idna.ts in src/encoding/ (its data), and each
 * other generated file (the registry, the family's tables) is a unit of its own.
 */
function folderOf(source: string): string {
  const generated = /^generated\/(rfc\d+)[.]/.exec(source);
  if (generated) return `src/grammars/${generated[1]}`;
  if (source === 'generated/idna.ts') return 'src/encoding';
  if (source.startsWith('generated/')) return source.replace(/\.ts$/, '');
  return source.slice(0, source.lastIndexOf('/'));
}

/** The cycles of the folder graph: each strongly connected component of more than one folder, as its sorted folders. */
function folderCycles(): string[] {
  const edges = new Map<string, Set<string>>();
  for (const m of cruise.modules) {
    const from = folderOf(m.source);
    for (const d of m.dependencies) {
      if (d.coreModule || d.couldNotResolve || d.resolved.startsWith('node_modules/')) continue;
      const to = folderOf(d.resolved);
      if (to !== from) (edges.get(from) ?? edges.set(from, new Set()).get(from)!).add(to);
    }
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[] = [];
  const visit = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) components.push(component.sort().join(' '));
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return components.sort();
}

test('folders import each other one way: the cycles are the known ones', () => {
  expect(folderCycles()).toEqual([...ratchet.folderCycles].sort());
});

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith('.ts') ? [p] : [];
  });
}

test('no string names a grammar outside src/grammars/ (the registry names them): the places left are the known ones', () => {
  const found: Record<string, number> = {};
  for (const file of sources(join(root, 'src'))) {
    const path = relative(root, file).split('\\').join('/');
    if (path.startsWith('src/grammars/')) continue;
    // Code only: comments name grammars freely (block comments, and line comments not after a ":" as in "http://").
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
    const count = (code.match(/(['"`])rfc\d{3,4}\1/g) ?? []).length;
    if (count > 0) found[path] = count;
  }
  // Each file's count may fall (then lower it here), never rise.
  for (const [path, count] of Object.entries(found)) expect([path, count <= (ratchet.grammarNames[path] ?? 0)]).toEqual([path, true]);
  for (const [path, count] of Object.entries(ratchet.grammarNames)) expect([path, found[path] ?? 0]).toEqual([path, count]);
});

test('at most five files at the root of src/', () => {
  const files = readdirSync(join(root, 'src')).filter((f) => statSync(join(root, 'src', f)).isFile());
  expect(files.length).toBeLessThanOrEqual(5);
});

test('package.json "exports" and "typesVersions" and typedoc.json\'s entry points are written from src/entries/ (npm run exports)', () => {
  const check = spawnSync(process.execPath, [join(root, 'scripts', 'package-exports.mjs'), '--check'], { cwd: root, encoding: 'utf8' });
  expect([check.status, check.stderr]).toEqual([0, '']);
});
