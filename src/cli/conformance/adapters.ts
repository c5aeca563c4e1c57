/**
 * The shipped adapters: one folder each under conformance/adapters/, with its
 * program and an `adapter.json` that says what it is, what it needs (Debian
 * and npm packages, which `npm run conformance:setup` installs), how to tell
 * whether that is installed (`probe`), how to build it (`build`, for the
 * compiled ones, into a cache folder) and how to run it (`run`). In `probe`,
 * `build` and `run`, `{dir}` is the adapter's folder and `{build}` its build
 * folder. `--adapter` takes one of their names, or any command line.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { UsageError } from '../io.js';
import type { AdapterCommand } from './adapter-process.js';

/** An adapter's adapter.json. */
export interface AdapterManifest {
  readonly name: string;
  readonly description: string;
  readonly language: string;
  readonly needs: { readonly apt?: readonly string[]; readonly npm?: readonly string[] };
  readonly probe: readonly string[];
  readonly build?: readonly string[];
  readonly run: readonly string[];
  /** The folder it lives in. */
  readonly dir: string;
}

/**
 * The folder of the repository's conformance/ (the suite, the adapters):
 * the working directory's when it has one, else the package's own (a clone
 * of the repository; the npm package does not ship them).
 */
export function conformanceRoot(cwd: string = process.cwd()): string | null {
  const own = join(cwd, 'conformance');
  if (existsSync(join(own, 'adapters')) || existsSync(join(own, 'suite'))) return own;
  const pkg = packageRoot();
  return pkg !== null && existsSync(join(pkg, 'conformance')) ? join(pkg, 'conformance') : null;
}

/** The package's folder: the first above this module with uri-grammar's package.json. */
function packageRoot(): string | null {
  if (typeof __dirname === 'undefined') return null;
  for (let dir = __dirname, i = 0; i < 6; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (pkg.name === 'uri-grammar') return dir;
    } catch {
      // not here
    }
  }
  return null;
}

/** The shipped adapters, by name. */
export function shippedAdapters(root: string | null = conformanceRoot()): AdapterManifest[] {
  if (root === null) return [];
  const dir = join(root, 'adapters');
  if (!existsSync(dir)) return [];
  const out: AdapterManifest[] = [];
  for (const name of readdirSync(dir).sort()) {
    const file = join(dir, name, 'adapter.json');
    if (!existsSync(file)) continue;
    const m = JSON.parse(readFileSync(file, 'utf8')) as Omit<AdapterManifest, 'name' | 'dir'>;
    out.push({ ...m, name, dir: join(dir, name) });
  }
  return out;
}

/** `{dir}` and `{build}` in an argument. */
function expand(arg: string, m: AdapterManifest, build: string): string {
  return arg.replaceAll('{dir}', m.dir).replaceAll('{build}', build);
}

/** The build folder of an adapter: in the temporary folder, named by a hash of its files, so that a change rebuilds it. */
function buildDir(m: AdapterManifest): string {
  const hash = createHash('sha256');
  for (const f of readdirSync(m.dir).sort()) {
    const path = join(m.dir, f);
    if (statSync(path).isFile()) hash.update(f).update(readFileSync(path));
  }
  return join(tmpdir(), 'uri-grammar-conformance', `${m.name}-${hash.digest('hex').slice(0, 12)}`);
}

/** Whether what an adapter needs is installed here: its probe exits 0. */
export function isInstalled(m: AdapterManifest): boolean {
  const [command, ...args] = m.probe.map((a) => expand(a, m, buildDir(m)));
  const run = spawnSync(command!, args, { cwd: m.dir, stdio: 'ignore', timeout: 20_000 });
  return run.status === 0;
}

/** Builds an adapter that needs it (once: the build folder is kept) and returns how to run it. */
export function commandOf(m: AdapterManifest): AdapterCommand {
  const build = buildDir(m);
  if (m.build !== undefined && !existsSync(join(build, '.built'))) {
    mkdirSync(build, { recursive: true });
    const [command, ...args] = m.build.map((a) => expand(a, m, build));
    const run = spawnSync(command!, args, { cwd: m.dir, encoding: 'utf8', timeout: 600_000 });
    if (run.status !== 0) {
      const why = run.error !== undefined ? run.error.message : (run.stderr || run.stdout).trim().split('\n').slice(-5).join('\n');
      throw new UsageError(`the adapter ${m.name} does not build (${m.build.join(' ')}): ${why}\nwhat it needs: ${needsOf(m)} (npm run conformance:setup installs it)`);
    }
    writeFileSync(join(build, '.built'), '');
  }
  const [command, ...args] = m.run.map((a) => expand(a, m, build));
  return { label: m.name, command: command!, args, cwd: m.dir };
}

/** What an adapter needs, in one line. */
export function needsOf(m: AdapterManifest): string {
  const parts = [...(m.needs.apt ?? []).map((p) => `apt:${p}`), ...(m.needs.npm ?? []).map((p) => `npm:${p}`)];
  return parts.length > 0 ? parts.join(' ') : 'nothing';
}

/** `--adapter NAME` (a shipped adapter) or `--adapter "CMD"` (a command line, run by the shell). */
export function adapterCommand(value: string, adapters: readonly AdapterManifest[]): AdapterCommand {
  const shipped = adapters.find((m) => m.name === value);
  if (shipped !== undefined) return commandOf(shipped);
  if (!/\s/.test(value) && !existsSync(resolve(value))) {
    throw new UsageError(`no adapter '${value}': the shipped ones are ${adapters.map((a) => a.name).join(', ') || 'none here'} (uri-grammar conformance adapters), or give a command line`);
  }
  return { label: value, command: value, args: [], shell: true };
}
