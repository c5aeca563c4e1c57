#!/usr/bin/env node
// npm test, portable (no POSIX-only `VAR=value cmd` in package.json): builds,
// type-checks, checks the API documentation, then runs jest against the
// optimized parser and again, with URI_GRAMMAR_PARSER=plain, against the plain
// one (jest.config.cjs). Arguments after `--` go to both jest runs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const bin = (pkg, path) => join(dirname(require.resolve(`${pkg}/package.json`)), path);
const jestArgs = process.argv.slice(2);

const steps = [
  ['build', [join(root, 'scripts', 'build.mjs')], {}],
  ['tsc', [bin('typescript', 'bin/tsc'), '-p', join(root, 'tsconfig.json')], {}],
  // The playground's sources need the DOM's types: their own project.
  ['tsc (playground)', [bin('typescript', 'bin/tsc'), '-p', join(root, 'playground', 'tsconfig.json')], {}],
  ['typedoc', [bin('typedoc', 'bin/typedoc'), '--emit', 'none'], {}],
  ['jest', [bin('jest', 'bin/jest.js'), ...jestArgs], {}],
  ['jest (plain parser)', [bin('jest', 'bin/jest.js'), ...jestArgs], { URI_GRAMMAR_PARSER: 'plain' }],
];
for (const [name, args, env] of steps) {
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) {
    console.error(`npm test: ${name} failed (${run.signal ?? `exit ${run.status}`})`);
    process.exit(run.status || 1);
  }
}
