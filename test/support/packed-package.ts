/**
 * The package as a user installs it, made once per jest run and shared by the
 * test files that need it (test/dist/packaging.test.ts, test/dist/readme.test.ts):
 * `npm pack` of the repository as built (--ignore-scripts: the dist/ and
 * docs/api/ the suite runs against; prepack would rebuild them), installed
 * from the tarball into a fresh project (`"type": "module"`; offline: the
 * package has no dependency). The project also has, from the repository's
 * node_modules, the packages a user of the README's examples would install
 * beside it (ajv, @types/node).
 *
 * The first test file to ask makes it, the others wait for it: the run's
 * folder is named by test/support/global-setup.ts and removed by
 * global-teardown.ts; `mkdir` decides which file makes it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const root = join(__dirname, '..', '..');

export interface PackedPackage {
  /** The tarball `npm pack` wrote. */
  readonly tarball: string;
  /** The fresh project it is installed in. */
  readonly app: string;
  /** The installed package: app/node_modules/uri-grammar. */
  readonly installed: string;
}

/** The packages of the repository's node_modules that the project has beside uri-grammar. */
const BESIDE = ['ajv', '@types/node'];

/** The environment of npm and npx in the project: offline, quiet. */
export const npmEnv = (): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}`,
  npm_config_offline: 'true',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
});

/** How long one `npm install` of the tarball may take: a few seconds as a rule, on a loaded machine too. */
const INSTALL_TIMEOUT_MS = 90_000;

/**
 * `npm install` of the tarball in `app`, tried a second time, from an empty
 * node_modules, when the first does not end within INSTALL_TIMEOUT_MS. npm
 * at times never exits once it has written the files (npm/cli#4028, #7814:
 * idle in its event loop, deaf to SIGTERM), and this runs synchronously in a
 * test file's set-up, where jest's own timeout cannot stop it: without a
 * bound, one such hang held the whole run. An npm that fails in any other
 * way fails the set-up at once.
 */
function installTarball(app: string, tarball: string): void {
  for (let attempt = 1; ; attempt++) {
    try {
      execFileSync('npm', ['install', '--ignore-scripts', tarball], { cwd: app, stdio: 'ignore', env: npmEnv(), timeout: INSTALL_TIMEOUT_MS, killSignal: 'SIGKILL' });
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ETIMEDOUT' || attempt === 2) throw e;
      rmSync(join(app, 'node_modules'), { recursive: true, force: true });
      rmSync(join(app, 'package-lock.json'), { force: true });
    }
  }
}

function make(dir: string): PackedPackage {
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], env: npmEnv() });
  const tarball = join(dir, (JSON.parse(out) as { filename: string }[])[0]!.filename);
  const app = join(dir, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }, null, 2) + '\n');
  installTarball(app, tarball);
  for (const name of BESIDE) {
    mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true });
    symlinkSync(join(root, 'node_modules', name), join(app, 'node_modules', name), 'dir');
  }
  return { tarball, app, installed: join(app, 'node_modules', 'uri-grammar') };
}

/** Waits `ms` milliseconds, blocking (the files that wait have nothing else to do). */
const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

let mine: PackedPackage | undefined;

/** The packed and installed package of this run (made on the first call of the run). */
export function packedPackage(): PackedPackage {
  if (mine) return mine;
  let dir = process.env.URI_GRAMMAR_PACKED_DIR;
  if (dir === undefined) {
    // Outside jest's global set-up: this process's own, removed when it exits.
    dir = join(mkdtempSync(join(tmpdir(), 'uri-grammar-packed-')), 'run');
    const made = dirname(dir);
    process.once('exit', () => rmSync(made, { recursive: true, force: true }));
  }
  const ready = join(dir, 'ready.json');
  const failed = join(dir, 'failed.txt');
  let maker = true;
  try {
    mkdirSync(dir);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    maker = false;
  }
  if (maker) {
    try {
      mine = make(dir);
    } catch (e) {
      writeFileSync(failed, String(e));
      throw e;
    }
    writeFileSync(ready + '.tmp', JSON.stringify(mine));
    renameSync(ready + '.tmp', ready);
    return mine;
  }
  for (const until = Date.now() + 240_000; Date.now() < until; sleep(200)) {
    if (existsSync(failed)) throw new Error(`packing the package failed in another test file: ${readFileSync(failed, 'utf8')}`);
    if (existsSync(ready)) return (mine = JSON.parse(readFileSync(ready, 'utf8')) as PackedPackage);
  }
  throw new Error(`the package was not packed within 240 s (${dir})`);
}
