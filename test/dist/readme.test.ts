// Runs every ```ts block of README.md (and of docs/*.md) against the built
// package, so the examples cannot rot. A `console.log(...) // → x` line must
// print x (each argument as util.inspect shows it); a block followed directly
// by a ```text block must print exactly that text. Every relative link of
// these files names a file that exists, and a heading of it.
//
// Then the README as a user meets it, in a fresh project that installed the
// packed package (test/support/packed-package.ts): every ```ts block
// type-checks against the package's types with the options `tsc --init`
// writes, under nodenext and under bundler resolution; every command of its
// ```sh blocks runs; and every relative link of README.md and of the docs
// the package ships names a file of the installed package.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative, sep } from 'node:path';
import { format, inspect } from 'node:util';
import ts from 'typescript';
import { npmEnv, packedPackage, type PackedPackage } from '../support/packed-package';

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

function anchors(file: string, dir = root): Set<string> {
  const text = readFileSync(join(dir, file), 'utf8').replace(/```[\s\S]*?```/g, '');
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const m of text.matchAll(/^#{1,6} (.*)$/gm)) {
    const base = slug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  // And the HTML anchors the API reference writes (typedoc-plugin-markdown's useHTMLAnchors).
  for (const m of text.matchAll(/<a id="([^"]+)"><\/a>/g)) out.add(m[1]!);
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

// ----- The README as a user meets it: the packed package, installed in a fresh project -----

let packed: PackedPackage;
beforeAll(() => {
  packed = packedPackage();
}, 240_000);

describe('every TypeScript example compiles against the packed package, with the options of tsc --init', () => {
  /**
   * The compiler options `tsc --init` writes (strict, noUncheckedIndexedAccess,
   * exactOptionalPropertyTypes, verbatimModuleSyntax, ...), read from the file
   * it writes, with what that file says to add for Node.js (lib esnext, the
   * types of node).
   */
  function initOptions(): Record<string, unknown> {
    const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-tsc-init-'));
    try {
      execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '--init'], { cwd: dir, stdio: 'ignore' });
      const text = readFileSync(join(dir, 'tsconfig.json'), 'utf8');
      expect(text).toMatch(/\/\/ For nodejs:\n\s*\/\/ "lib": \["esnext"\],\n\s*\/\/ "types": \["node"\],/);
      const options = (ts.parseConfigFileTextToJson('tsconfig.json', text).config as { compilerOptions: Record<string, unknown> }).compilerOptions;
      expect(options).toMatchObject({ strict: true, noUncheckedIndexedAccess: true, module: 'nodenext' });
      return { ...options, lib: ['esnext'], types: ['node'], noEmit: true };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  const resolutions = [
    ['nodenext', { module: 'nodenext', moduleResolution: 'nodenext' }],
    ['bundler', { module: 'esnext', moduleResolution: 'bundler' }],
  ] as const;

  /** Each block a module of the project (package.json "type": "module"), named after where it is. */
  function writeBlocks(dir: string): Map<string, Block> {
    mkdirSync(dir, { recursive: true });
    return new Map(
      all.map((b) => {
        const file = join(dir, `${b.file.replace(/[^a-z0-9]+/gi, '-')}-${b.line}.ts`);
        writeFileSync(file, b.code);
        return [file, b] as const;
      }),
    );
  }

  test('among them an example of RFC 6874, and ajv imported the way an ES module project must', () => {
    expect(all.filter((b) => b.code.includes("from 'uri-grammar/rfc6874'")).length).toBeGreaterThan(0);
    const ajv = all.filter((b) => /from 'ajv'/.test(b.code));
    expect(ajv.length).toBeGreaterThan(0);
    // ajv's default export is its CommonJS module object in an ES module under nodenext, not the class.
    for (const b of ajv) expect([`${b.file}:${b.line}`, /^import \{ Ajv \} from 'ajv';$/m.test(b.code)]).toEqual([`${b.file}:${b.line}`, true]);
  });

  test.each(resolutions)('module resolution %s', (_name, resolution) => {
    const written = writeBlocks(join(packed.app, 'examples'));
    const { options, errors } = ts.convertCompilerOptionsFromJson({ ...initOptions(), ...resolution }, packed.app);
    expect(errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, '\n'))).toEqual([]);
    const program = ts.createProgram([...written.keys()], options);
    const where = (d: ts.Diagnostic): string => {
      const b = d.file && written.get(d.file.fileName);
      if (!b || d.start === undefined) return d.file?.fileName ?? '(options)';
      return `${b.file}:${b.line + 1 + d.file!.getLineAndCharacterOfPosition(d.start).line}`;
    };
    expect(ts.getPreEmitDiagnostics(program).map((d) => `${where(d)}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)).toEqual([]);
    // The types are the installed package's, none of the repository's.
    const files = program.getSourceFiles().map((f) => f.fileName);
    expect(files.filter((f) => f.startsWith(join(packed.installed, 'dist', 'esm', 'src') + sep)).length).toBeGreaterThan(0);
    expect(files.filter((f) => f.startsWith(join(root, 'src') + sep) || f.startsWith(join(root, 'dist') + sep))).toEqual([]);
  }, 120_000);
});

describe("the README's commands run in a project that installed the package", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const lines = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n')).filter((l) => l.trim() !== '');
  /** What the README runs that is no command of the package: the install (which the packed package is), and the set-up and test of the repository. */
  const NOT_THE_PACKAGE = ['npm install uri-grammar', 'apt-get install -y liburiparser-dev chromium', 'npm ci', 'npm test'];
  const bare = (line: string): string => line.replace(/\s+#.*$/, '');
  const commands = lines.filter((l) => /(^|\| )npx uri-grammar /.test(l));

  test('every other line is the install or a command of the repository', () => {
    expect(commands.length).toBeGreaterThanOrEqual(8);
    expect(lines.filter((l) => !commands.includes(l)).map(bare).sort()).toEqual([...NOT_THE_PACKAGE].sort());
  });

  // `npx uri-grammar` is the project's node_modules/.bin/uri-grammar, as npx finds it (test/dist/packaging.test.ts runs npx
  // itself), without npm's start-up for each command.
  const npx = 'npx() { if [ "$1" = uri-grammar ]; then shift; node_modules/.bin/uri-grammar "$@"; else command npx "$@"; fi; }';

  test.each(commands)('%s', (line) => {
    const run = spawnSync('bash', ['-c', `set -o pipefail; ${npx}; ${line}`], { cwd: packed.app, encoding: 'utf8', env: npmEnv(), maxBuffer: 64 << 20 });
    // 0, or 1 for invalid input (check, lint); never 2 (a usage error, a file it cannot read), nor an error of npx.
    expect([line, run.status, run.stderr.split('\n').filter((l) => /^uri-grammar: |^npm (error|ERR)/.test(l))]).toEqual([line, run.status === 1 ? 1 : 0, []]);
    expect(run.stdout + run.stderr).not.toBe('');
  }, 60_000);
});

describe('every relative link of README.md and of the docs the package ships names a file of the installed package', () => {
  /** The Markdown files of the installed package: README.md and docs/, the API reference included. */
  function markdown(dir: string): string[] {
    const walk = (d: string): string[] =>
      readdirSync(join(dir, d), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(posix.join(d, e.name)) : e.name.endsWith('.md') ? [posix.join(d, e.name)] : []));
    return ['README.md', ...walk('docs')];
  }

  test('the package ships the docs the README links to, and the API reference', () => {
    const shipped = markdown(packed.installed);
    expect(shipped).toEqual(expect.arrayContaining([...files, 'docs/api/README.md']));
  });

  test('each link resolves inside the package, to a heading of it', () => {
    const broken: string[] = [];
    let count = 0;
    const read = new Map<string, Set<string>>();
    const headings = (file: string): Set<string> => read.get(file) ?? read.set(file, anchors(file, packed.installed)).get(file)!;
    for (const file of markdown(packed.installed)) {
      const text = readFileSync(join(packed.installed, file), 'utf8').replace(/```[\s\S]*?```/g, '');
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target!)) continue;
        count++;
        const [path, anchor] = target!.split('#') as [string, string | undefined];
        const resolved = path === '' ? file : posix.normalize(posix.join(posix.dirname(file), decodeURIComponent(path)));
        if (resolved.startsWith('../') || relative(packed.installed, join(packed.installed, resolved)).startsWith('..')) broken.push(`${file}: ${target} is outside the package`);
        else if (!existsSync(join(packed.installed, resolved))) broken.push(`${file}: ${target} is not in the package`);
        else if (anchor !== undefined && resolved.endsWith('.md') && !headings(resolved).has(anchor)) broken.push(`${file}: ${target} names no heading`);
      }
    }
    expect(broken).toEqual([]);
    expect(count).toBeGreaterThan(100);
  });
});
