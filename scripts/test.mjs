#!/usr/bin/env node
// npm test, portable (no POSIX-only `VAR=value cmd` in package.json): builds
// (the API reference too: a typedoc warning fails the build), type-checks,
// then runs jest once with URI_GRAMMAR_PARSER=both: the optimized pass
// (every test file, the parsers as shipped) and the plain pass (the files
// that reach a parser, against the plain one) as two projects of one run,
// which share its workers (jest.config.cjs).
// Arguments after `--` go to jest.
// `--quick` (npm run test:quick): the build without the API reference (no
// test of the tier reads it; docs/api/ is left as it was) and the quick tier,
// the unit and vector tests against the optimized parser (test/unit,
// test/vectors). The build is otherwise whole, CommonJS type declarations
// included, so that any test run after it (test/dist's packaging) finds the
// package as `npm run build` leaves it.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const bin = (pkg, path) => join(dirname(require.resolve(`${pkg}/package.json`)), path);
const quick = process.argv.includes('--quick');
const jestArgs = process.argv.slice(2).filter((a) => a !== '--quick');

const steps = [
  ['build', [join(root, 'scripts', 'build.mjs')], {}],
  ['tsc', [bin('typescript', 'bin/tsc'), '-p', join(root, 'tsconfig.json')], {}],
  // The playground's sources need the DOM's types: their own project.
  ['tsc (playground)', [bin('typescript', 'bin/tsc'), '-p', join(root, 'playground', 'tsconfig.json')], {}],
  ['jest (optimized and plain parser)', [bin('jest', 'bin/jest.js'), ...jestArgs], { URI_GRAMMAR_PARSER: 'both' }],
];
const run = quick ? [['build (no API reference)', [...steps[0][1], '--no-reference'], {}], ['jest (quick tier)', steps[3][1], { URI_GRAMMAR_TESTS: 'quick', URI_GRAMMAR_PARSER: 'optimized' }]] : steps;
for (const [name, args, env] of run) {
  const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (run.status !== 0) {
    console.error(`npm test: ${name} failed (${run.signal ?? `exit ${run.status}`})`);
    process.exit(run.status || 1);
  }
}
