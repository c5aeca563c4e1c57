// scripts/bench-cli.mjs builds its input from the files of --source: a missing one stops the run with a message
// that says how to build it, instead of measuring a file made of the others.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
let copy: string;

// A copy of the script in a folder laid out as the repository's, with examples/uris.txt and without
// bench/corpus.txt (the script reads its sources beside itself), as a fresh clone is before `npm run corpus`.
beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cli-'));
  for (const file of ['scripts/bench-cli.mjs', 'scripts/args.mjs', 'examples/uris.txt']) {
    fs.mkdirSync(path.join(copy, path.dirname(file)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
});

afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

function bench(...args: string[]) {
  return spawnSync(process.execPath, [path.join(copy, 'scripts', 'bench-cli.mjs'), ...args, '--size', '1K', '--runs', '1', '--jobs', '1', '--no-conform'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
}

test('bench/corpus.txt missing, the default sources: exit 2, the message says how to build it, nothing measured', () => {
  const run = bench();
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('bench/corpus.txt is missing: build it with npm run corpus');
  expect(run.stderr).toContain('nothing measured');
  expect(run.stdout).toBe('');
});

test('any missing source file: exit 2, the file named', () => {
  const run = bench('--source', 'examples/uris.txt,bench/no-such-file.txt');
  expect(run.status).toBe(2);
  expect(run.stderr).toContain('bench/no-such-file.txt is missing');
  expect(run.stderr).not.toContain('examples/uris.txt is missing');
  expect(run.stdout).toBe('');
});

test('the sources all there: past the check (the copy has no build, and says so)', () => {
  const run = bench('--source', 'examples/uris.txt');
  expect(run.status).toBe(2);
  expect(run.stderr).not.toContain('uris.txt is missing');
  expect(run.stderr).toContain('dist/cjs/src/cli.js is missing');
});
