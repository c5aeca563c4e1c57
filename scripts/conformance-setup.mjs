#!/usr/bin/env node
// npm run conformance:setup: installs what the conformance adapters need
// (conformance/adapters/*/adapter.json `needs`): their Debian packages with
// apt-get (as root; otherwise it prints the command to run), and their npm
// packages, pinned devDependencies of this repository, with `npm ci` when one
// is missing. Then lists the adapters, installed or not. Not part of `npm test`, which runs the JavaScript adapters and
// uriparser's (.ci/run installs liburiparser-dev).
//
//   node scripts/conformance-setup.mjs [ADAPTER...]   (default: every adapter)
//   node scripts/conformance-setup.mjs --dry-run      print what it would install
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './grammars.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const wanted = args.filter((a) => !a.startsWith('-'));
const dir = join(root, 'conformance', 'adapters');
const adapters = readdirSync(dir)
  .filter((name) => existsSync(join(dir, name, 'adapter.json')))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .map((name) => ({ name, ...JSON.parse(readFileSync(join(dir, name, 'adapter.json'), 'utf8')) }));
for (const w of wanted) if (!adapters.some((a) => a.name === w)) throw new Error(`no adapter ${w} in conformance/adapters/`);

const installed = (pkg) => spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed') === true;
const apt = [...new Set(adapters.flatMap((a) => a.needs.apt ?? []))].filter((p) => !installed(p));
if (apt.length > 0) {
  const command = `apt-get update && apt-get install -y --no-install-recommends ${apt.join(' ')}`;
  if (dryRun || process.getuid?.() !== 0) {
    console.log(`${dryRun ? 'would run' : 'run as root'}: ${command}`);
  } else {
    console.log(`installing ${apt.join(', ')}`);
    for (const step of [['apt-get', ['update', '-qq']], ['apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...apt]]]) {
      const run = spawnSync(step[0], step[1], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      if (run.status !== 0) process.exit(run.status ?? 1);
    }
  }
} else console.log('the Debian packages are installed');

const require = createRequire(join(root, 'package.json'));
const missingNpm = [...new Set(adapters.flatMap((a) => a.needs.npm ?? []))].filter((p) => {
  try {
    require.resolve(`${p}/package.json`);
    return false;
  } catch {
    try {
      require.resolve(p);
      return false;
    } catch {
      return true;
    }
  }
});
if (missingNpm.length > 0) {
  console.log(`npm packages missing: ${missingNpm.join(', ')}; ${dryRun ? 'would run' : 'running'} npm ci (they are pinned devDependencies)`);
  if (!dryRun) {
    const run = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['ci'], { stdio: 'inherit', cwd: root });
    if (run.status !== 0) process.exit(run.status ?? 1);
  }
} else console.log('the npm packages are installed');

spawnSync(process.execPath, [join(root, 'dist', 'cjs', 'src', 'cli.js'), 'conformance', 'adapters'], { stdio: 'inherit', cwd: root });
