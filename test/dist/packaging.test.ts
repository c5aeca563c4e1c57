// The package as a user installs it: publint and arethetypeswrong on the
// tarball, a TypeScript consumer compiled against the built types (the
// minimum TypeScript version the README states), the files a user gets
// (LICENSE, the docs, the example file, the playground; no install-time
// script), the README's first command run on the built command line, and the
// playground opened from the installed files. The tarball and its install
// are the run's one (test/support/packed-package.ts), shared with
// test/dist/readme.test.ts.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { npmEnv, packedPackage, type PackedPackage } from '../support/packed-package';

const root = join(__dirname, '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; exports: Record<string, unknown>; bin: Record<string, string>; files: string[] };
let work: string;
let tarball: string;
let packed: PackedPackage;

beforeAll(() => {
  packed = packedPackage();
  tarball = packed.tarball;
  work = mkdtempSync(join(tmpdir(), 'uri-grammar-packaging-'));
}, 240_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

test('the tarball has the LICENSE and no install-time script', () => {
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
  expect(listing).toContain('package/LICENSE');
  // The command runs from the CommonJS build (`bin`); the ESM build does not ship it.
  expect(listing).toContain(`package/${pkg.bin['uri-grammar'].replace(/^\.\//, '')}`);
  expect(listing.filter((f) => f.startsWith('package/dist/esm/src/cli'))).toEqual([]);
  // For Node, each entry point is one file (scripts/build.mjs): dist/cjs and dist/node hold those and, in dist/cjs,
  // the command's two and the CommonJS root's code (the root's file holds its names alone).
  const targets = Object.values(pkg.exports).filter((t): t is { require: { default: string }; node: { default: string } } => typeof t === 'object');
  const files = (dir: string): string[] => listing.filter((f) => f.startsWith(`package/dist/${dir}/`) && f.endsWith('.js') && !f.endsWith('.d.ts')).sort();
  expect(files('cjs')).toEqual([...targets.map((t) => t.require.default), pkg.bin['uri-grammar'], './dist/cjs/src/cli/worker.js', './dist/cjs/src/index-impl.js'].map((f) => f.replace(/^\.\//, 'package/')).sort());
  expect(files('node')).toEqual(targets.map((t) => t.node.default.replace(/^\.\//, 'package/')).sort());
  expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  for (const script of ['preinstall', 'install', 'postinstall', 'prepare']) expect([script, pkg.scripts[script]]).toEqual([script, undefined]);
  expect(pkg.scripts.prepack).toBe('node scripts/build.mjs');
  // npm test runs on any shell: no `VAR=value cmd`.
  for (const [name, cmd] of Object.entries(pkg.scripts)) expect([name, /(^|&&|;)\s*[A-Z_]+=\S+\s/.test(cmd)]).toEqual([name, false]);
});

test('publint finds nothing, strictly', () => {
  // On the run's tarball (publint would otherwise pack one of its own).
  const run = spawnSync(process.execPath, [join(root, 'node_modules', 'publint', 'src', 'cli.js'), 'run', tarball, '--strict'], { cwd: root, encoding: 'utf8' });
  expect(run.stdout + run.stderr).not.toMatch(/Errors:|Warnings:|Suggestions:/);
  expect(run.status).toBe(0);
}, 60_000);

test('arethetypeswrong: every entry resolves with its types under node10, node16 (CJS and ESM) and bundler', () => {
  // The strict profile, every resolution: node10 (no "exports") finds each subpath's types through "typesVersions".
  const run = spawnSync(process.execPath, [join(root, 'node_modules', '@arethetypeswrong', 'cli', 'dist', 'index.js'), tarball, '--profile', 'strict', '--format', 'json'], { cwd: root, encoding: 'utf8' });
  const report = JSON.parse(run.stdout) as { analysis: { problems: unknown[]; entrypoints: Record<string, { resolutions: Record<string, unknown> }> } };
  expect(report.analysis.problems).toEqual([]);
  for (const sub of Object.keys(pkg.exports).filter((k) => k !== './package.json')) {
    expect(Object.keys(report.analysis.entrypoints)).toContain(sub);
    expect([sub, Object.keys(report.analysis.entrypoints[sub]!.resolutions).sort()]).toEqual([sub, ['bundler', 'node10', 'node16-cjs', 'node16-esm']]);
  }
  expect(run.status).toBe(0);
}, 60_000);

test(`a TypeScript ${ts.versionMajorMinor} consumer compiles against the built types, as ESM and as CommonJS`, () => {
  const app = join(work, 'app');
  mkdirSync(join(app, 'node_modules'), { recursive: true });
  symlinkSync(root, join(app, 'node_modules', 'uri-grammar'), 'dir');
  const body = [
    "import { parse, build, type UriParts, type URI_reference } from 'uri-grammar';",
    "import { formats, addFormats, explainFormat } from 'uri-grammar/json-schema';",
    "import { parse as parseIri } from 'uri-grammar/rfc3987';",
    "const parts: UriParts = { scheme: 'https', host: 'example.com' };",
    "const uri: URI_reference = parse(build(parts));",
    "const ok: boolean = formats.uri(uri.type) && parseIri('a').type === 'irelative-ref';",
    "const ajvLike = addFormats({ addFormat(_name: string, _format: { type: 'string'; validate: (s: string) => boolean }) {} });",
    "export const results = [ok, ajvLike, explainFormat('iri', 'x')?.offset];",
  ].join('\n');
  writeFileSync(join(app, 'esm.mts'), body + '\n');
  writeFileSync(join(app, 'cjs.cts'), body + '\n');
  const program = ts.createProgram([join(app, 'esm.mts'), join(app, 'cjs.cts')], {
    module: ts.ModuleKind.Node16, moduleResolution: ts.ModuleResolutionKind.Node16, target: ts.ScriptTarget.ES2022, strict: true, noEmit: true, types: [], skipLibCheck: false,
  });
  const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  expect(diagnostics).toEqual([]);
  // The files it resolved are the built ones.
  const resolved = program.getSourceFiles().map((f) => f.fileName).filter((f) => f.includes('/dist/'));
  expect(resolved.some((f) => f.includes('/dist/esm/src/entries/json-schema.d.ts'))).toBe(true);
  expect(resolved.some((f) => f.includes('/dist/cjs/src/entries/json-schema.d.ts'))).toBe(true);
}, 60_000);

test("the README's first command works without the repository's files", () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const first = /```sh\n(.*)\n```/.exec(readme)![1]!;
  expect(first).toMatch(/^printf '(.*)' \| npx uri-grammar check$/);
  const input = /^printf '(.*)'/.exec(first)![1]!.replace(/\\n/g, '\n');
  const run = spawnSync(process.execPath, [join(root, pkg.bin['uri-grammar']!), 'check'], { cwd: work, input, encoding: 'utf8' });
  expect(run.status).toBe(1);
  expect(run.stdout).toContain('<stdin>:2:11: error: URI-reference');
  expect(readdirSync(work).length).toBeGreaterThan(0);
});

test('the CommonJS root reads its code on first use, and gives what its code exports', () => {
  // In a fresh process: which of the root's files are loaded after require, after a destructuring, after a call.
  const script = `
    const file = (name) => Object.keys(require.cache).some((f) => f.endsWith(name));
    const root = require(${JSON.stringify(join(root, 'dist', 'cjs', 'src', 'index.js'))});
    const loaded = [file('index-impl.js')];
    const { parse, isValid } = root;
    loaded.push(file('index-impl.js'));
    const ok = isValid('http://a/b') && parse('http://a/b').type === 'URI';
    // Every argument reaches the function (the wrappers declare as many parameters as it does).
    const args = [root.check('1', 'scheme')?.rule, root.isValid('1', 'scheme'), parse('a', 'scheme').text, root.resolve('http://a/b/c', '../d'), root.percentEncode('a/b', 'pchar')];
    loaded.push(file('index-impl.js'), file('entries/lint.js'));
    root.lint('http://a/b');
    loaded.push(file('entries/lint.js'));
    const impl = require(${JSON.stringify(join(root, 'dist', 'cjs', 'src', 'index-impl.js'))});
    const same = Object.keys(impl).filter((k) => typeof impl[k] !== 'function' || /^class/.test(String(impl[k]))).every((k) => root[k] === impl[k]);
    let thrown;
    try { parse('http://a b'); } catch (e) { thrown = e.constructor === root.UriSyntaxError && e.offset === 8; }
    process.stdout.write(JSON.stringify({ loaded, ok, args, same, thrown, names: Object.keys(root).sort().join() === Object.keys(impl).sort().join(), lint: root.lint === require(${JSON.stringify(join(root, 'dist', 'cjs', 'src', 'entries', 'lint.js'))}).lint }));
  `;
  const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual({ loaded: [false, false, true, false, true], ok: true, args: ['scheme', false, 'a', 'http://a/d', 'a%2Fb'], same: true, thrown: true, names: true, lint: true });
});

test('the tarball has the docs, their API reference, the example file and the playground', () => {
  const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n');
  const docs = readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'));
  expect(listing).toEqual(expect.arrayContaining([
    ...docs.map((f) => `package/docs/${f}`),
    'package/docs/api/README.md',
    'package/examples/uris.txt',
    'package/dist/playground/index.html',
  ]));
  // A page of the reference per entry point (the root and each subpath), and its index.
  const reference = listing.filter((f) => f.startsWith('package/docs/api/'));
  expect(reference.length).toBe(Object.keys(pkg.exports).filter((k) => k !== './package.json').length + 1);
  // Nothing of the repository's development: its sources, tests and scripts stay out.
  expect(listing.filter((f) => /^package\/(src|test|scripts|generated|playground|bench)\//.test(f))).toEqual([]);
});

test('uri-grammar playground prints the page installed with the package, whose files are all there', () => {
  const run = (args: string[]) => spawnSync('npx', ['uri-grammar', 'playground', ...args], { cwd: packed.app, encoding: 'utf8', env: npmEnv() });
  const path = run([]);
  expect([path.status, path.stderr]).toEqual([0, '']);
  const page = path.stdout.trimEnd();
  expect(page).toBe(join(packed.installed, 'dist', 'playground', 'index.html'));
  const url = run(['--url']);
  expect([url.status, fileURLToPath(url.stdout.trimEnd())]).toEqual([0, page]);
  // A static page: every script and style sheet it loads is a file beside it (classic scripts: it opens from a file: URL).
  const html = readFileSync(page, 'utf8');
  const loaded = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  expect(loaded.length).toBeGreaterThanOrEqual(4);
  for (const file of loaded) {
    expect([file, /^[a-z][a-z0-9+.-]*:|^\/\//i.test(file)]).toEqual([file, false]);
    expect([file, existsSync(join(dirname(page), file))]).toEqual([file, true]);
  }
  expect(html).not.toMatch(/type="module"/);
  expect(run(['extra'])).toMatchObject({ status: 2, stderr: "uri-grammar: playground: takes no argument, not 'extra'\n" });
});

test('uri-grammar playground in a package without the page says what is missing, exit 2', () => {
  // The command alone, in a folder that is the package (its package.json) but has no dist/playground/.
  const bare = join(work, 'bare');
  mkdirSync(join(bare, 'dist', 'cjs', 'src'), { recursive: true });
  writeFileSync(join(bare, 'package.json'), JSON.stringify({ name: 'uri-grammar', version: '0.0.0' }));
  writeFileSync(join(bare, 'dist', 'cjs', 'src', 'cli.js'), readFileSync(join(packed.installed, pkg.bin['uri-grammar']!)));
  const run = spawnSync(process.execPath, [join(bare, 'dist', 'cjs', 'src', 'cli.js'), 'playground'], { encoding: 'utf8' });
  expect([run.status, run.stdout, run.stderr]).toEqual([2, '', 'uri-grammar: playground: the package has no dist/playground/index.html: npm run build writes it\n']);
});
