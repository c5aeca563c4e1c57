// Runs every ```ts block of README.md (and of docs/*.md) against the built
// package, so the examples cannot rot. A `console.log(...) // → x` line must
// print x (each argument as util.inspect shows it); a block followed directly
// by a ```text block must print exactly that text. Every relative link of
// these files names a file that exists, and a heading of it.
import { expect, test } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { format, inspect } from 'node:util';
import ts from 'typescript';

const root = join(__dirname, '..', '..');
const pkg = join(root, 'dist', 'cjs', 'src', 'index.js');
/** The package's subpath exports (`./rfc3987`, `./conform`, ...). */
const exportsMap = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { exports: Record<string, unknown> }).exports;

interface Block {
  file: string;
  line: number;
  code: string;
  output: string | null;
}

function blocks(file: string): Block[] {
  const text = readFileSync(join(root, file), 'utf8');
  const out: Block[] = [];
  const re = /```ts\n([\s\S]*?)```\n(?:\n```text\n([\s\S]*?)```)?/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    out.push({ file, line: text.slice(0, m.index).split('\n').length, code: m[1], output: m[2] ?? null });
  }
  return out;
}

const files = ['README.md', ...(existsSync(join(root, 'docs')) ? readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`) : [])];
const all = files.flatMap(blocks);

test('the README has examples', () => {
  expect(all.filter((b) => b.file === 'README.md').length).toBeGreaterThanOrEqual(3);
});

test.each(all.map((b) => [`${b.file}:${b.line}`, b] as const))('%s', (_where, b) => {
  const lines: { inspected: string; formatted: string }[] = [];
  const fakeConsole = { log: (...args: unknown[]) => lines.push({ inspected: args.map((a) => inspect(a, { depth: 4 })).join(' '), formatted: format(...args) }) };
  const js = ts.transpileModule(b.code, { compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 } }).outputText;
  // `uri-grammar` is the built root; `uri-grammar/<name>` a subpath, as package.json exports it to require.
  const requireFromReadme = (id: string): unknown => {
    const m = /^uri-grammar\/([a-z0-9-]+)$/.exec(id);
    if (!m) return require(id === 'uri-grammar' ? pkg : id);
    const target = (exportsMap[`./${m[1]}`] as { require?: { default?: string } } | undefined)?.require?.default;
    if (!target) throw new Error(`package.json exports no ${id}`);
    return require(join(root, target));
  };
  new Function('require', 'console', 'exports', js)(requireFromReadme, fakeConsole, {});
  if (b.output !== null) {
    expect(lines.map((l) => l.formatted).join('\n') + '\n').toBe(b.output);
    return;
  }
  const expected = b.code
    .split('\n')
    .filter((l) => /console\.log\(/.test(l))
    .map((l) => /\/\/ → (.*)$/.exec(l)?.[1] ?? null);
  expect(lines).toHaveLength(expected.length);
  expected.forEach((want, i) => {
    if (want !== null) expect(lines[i].inspected).toBe(want);
  });
});

// ----- Links: every relative link of README.md and docs/*.md names a file of the repository, and a heading of it -----

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string): string => heading.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');

function anchors(file: string): Set<string> {
  const text = readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of text.matchAll(/^#{1,6} (.*)$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/**
 * Pages linked before they are written (a ratchet: once the file exists, its entry
 * must go, so that the link is checked like the others).
 */
const NOT_YET_WRITTEN = new Set<string>([]);

const links = files.flatMap((file) => {
  const text = readFileSync(join(root, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map((target) => [file, target] as const);
});

test('the README links to every page of docs/', () => {
  const linked = new Set(links.filter(([file]) => file === 'README.md').map(([, target]) => target.split('#')[0]));
  expect(files.filter((f) => f.startsWith('docs/')).filter((f) => !linked.has(f))).toEqual([]);
});

test.each(links)('%s links to %s, which exists', (file, target) => {
  const [path, anchor] = target.split('#') as [string, string | undefined];
  const resolved = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), path));
  if (NOT_YET_WRITTEN.has(resolved)) {
    expect([resolved, existsSync(join(root, resolved)) ? 'written: remove it from NOT_YET_WRITTEN' : 'not yet written']).toEqual([resolved, 'not yet written']);
    return;
  }
  expect([target, existsSync(join(root, resolved))]).toEqual([target, true]);
  if (anchor !== undefined && resolved.endsWith('.md')) expect([target, anchors(resolved).has(anchor)]).toEqual([target, true]);
});
