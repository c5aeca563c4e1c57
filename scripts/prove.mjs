#!/usr/bin/env node
// The long sweeps of the proof, run from here and reported in notes, not in
// every `npm test`: the equivalence of every grammar's parser, isValid and
// check with its ABNF (test/proof/equivalence*.test.ts), with the derived
// input budgets of test/support/equivalence.ts multiplied by --scale (default
// 8), against the optimized parsers and, with --plain, the plain ones too;
// and the full counts of the files that `npm test` runs on a sample, each
// named in its header (URI_GRAMMAR_PROOF_SCALE set):
//   test/proof/validator.test.ts   every equivalence input, not every 8th
//   test/dist/cli-binary.test.ts   the large input 16 × scale copies of the valid lines, not 16
//                                  (dist/ as built: `npm run build` first)
// Prints the inputs and CPU time per rule. The equivalence inputs and the
// oracle's answers at that scale are derived in the sweep's process
// (URI_GRAMMAR_EQUIVALENCE_CACHE=off: at scale 8 they would take some 2 GB of
// the temporary folder), except with --plain, where the plain sweep reads what
// the optimized one derived (test/support/equivalence-cache.ts).
//
//   node scripts/prove.mjs [--scale N] [--plain] [--only equivalence|samples] [-- JEST ARGS]
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { flag, opt } from './args.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const jest = join(dirname(createRequire(import.meta.url).resolve('jest/package.json')), 'bin', 'jest.js');
const scale = String(opt('scale', 8));
const only = opt('only', null);
const rest = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : [];
/** The sweeps: the equivalence proof, in each pass asked for; the sampled files, in the optimized pass (they take the parsers by name or run dist/). */
const cache = flag('plain') ? {} : { URI_GRAMMAR_EQUIVALENCE_CACHE: 'off' };
const sweeps = [
  ...[{ URI_GRAMMAR_PARSER: 'optimized' }, ...(flag('plain') ? [{ URI_GRAMMAR_PARSER: 'plain' }] : [])].map((env) => ({ name: 'equivalence', files: ['test/proof/equivalence'], env })),
  { name: 'samples', files: ['test/proof/validator.test.ts', 'test/dist/cli-binary.test.ts'], env: { URI_GRAMMAR_PARSER: 'optimized' } },
].filter((s) => only === null || s.name === only);
for (const { name, files, env } of sweeps) {
  const started = Date.now();
  const r = spawnSync(process.execPath, [jest, ...files, ...rest], { cwd: root, stdio: 'inherit', env: { ...process.env, ...cache, ...env, URI_GRAMMAR_PROOF_SCALE: scale } });
  console.log(`prove: ${name}, scale ${scale}${env.URI_GRAMMAR_PARSER === 'plain' ? ', plain parsers' : ''}: ${((Date.now() - started) / 1000).toFixed(0)} s, exit ${r.status}`);
  if (r.status !== 0) process.exit(r.status ?? 1);
}
