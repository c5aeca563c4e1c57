#!/usr/bin/env node
// The long sweeps of the proof, run from here and reported in notes, not in
// every `npm test`: the equivalence of every grammar's parser, isValid and
// check with its ABNF (test/proof/equivalence*.test.ts), with the derived
// input budgets of test/support/equivalence.ts multiplied by --scale (default
// 8), against the optimized parsers and, with --plain, the plain ones too.
// Prints the inputs and CPU time per rule.
//
//   node scripts/prove.mjs [--scale N] [--plain] [-- JEST ARGS]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flag, opt } from './args.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jest = join(dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin', 'jest.js');
const scale = String(opt('scale', 8));
const rest = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
const runs = [{}, ...(flag('plain') ? [{ URI_GRAMMAR_PARSER: 'plain' }] : [])];
for (const env of runs) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [jest, 'test/proof/equivalence', ...rest], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, URI_GRAMMAR_PROOF_SCALE: scale } });
  console.log(`prove: scale ${scale}${env.URI_GRAMMAR_PARSER ? ', plain parsers' : ''}: ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${r.status}`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
