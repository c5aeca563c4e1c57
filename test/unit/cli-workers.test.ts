/**
 * When `uri-grammar check` starts its worker threads (src/cli/check-files.ts
 * `poolStart`): only for an input large enough to gain from them (POOL_MIN,
 * measured by `npm run bench:cli -- --threshold`) on a machine with cores
 * enough (POOL_MIN_JOBS), or when `--jobs N` asks for
 * them; what --help and docs/cli.md say of it. The decision is tested, not
 * the timing; test/dist/cli-binary.test.ts runs the workers themselves.
 */
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { main } from '../../src/cli.js';
import { knownSize, PARALLEL_MIN, POOL_MIN, POOL_MIN_JOBS, poolStart } from '../../src/cli/check-files.js';

const MiB = 1 << 20;

describe('poolStart: after how many bytes read the pool starts', () => {
  test.each([
    // jobs, --jobs given, bytes known before reading, starts after
    [1, false, 0, Infinity],
    [1, true, 10 * POOL_MIN, Infinity],
    [1, false, 10 * POOL_MIN, Infinity],
    [2, true, 0, PARALLEL_MIN],
    [2, true, 5 * MiB, PARALLEL_MIN],
    [4, false, POOL_MIN, PARALLEL_MIN],
    [8, false, 3 * POOL_MIN, PARALLEL_MIN],
    [4, false, POOL_MIN - 1, POOL_MIN],
    [4, false, 50 * 1e6, POOL_MIN],
    [4, false, 0, POOL_MIN],
    [POOL_MIN_JOBS, false, POOL_MIN, PARALLEL_MIN],
    // Two cores: the default pool never starts (POOL_MIN_JOBS); --jobs 2 starts it.
    [2, false, 0, Infinity],
    [2, false, 10 * POOL_MIN, Infinity],
    [POOL_MIN_JOBS - 1, false, 10 * POOL_MIN, Infinity],
  ] as const)('jobs %d, given %p, %d bytes known: %d', (jobs, given, known, at) => {
    expect(poolStart(jobs, given, known)).toBe(at);
  });

  test('the issue\'s case: 50 MB on two cores, no --jobs, is checked on the main thread', () => {
    expect(poolStart(2, false, 50e6)).toBeGreaterThan(50e6);
    expect(POOL_MIN).toBeGreaterThan(50e6);
  });
});

describe('knownSize: the bytes known before reading', () => {
  test('regular files add up; a missing file, a directory and a pipe count 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-workers-'));
    try {
      writeFileSync(join(dir, 'a.txt'), 'x'.repeat(1000));
      writeFileSync(join(dir, 'b.txt'), 'y'.repeat(234));
      mkdirSync(join(dir, 'sub'));
      const io = { stdin: Readable.from([]), stdout: new Writable(), stderr: new Writable() };
      expect(await knownSize([join(dir, 'a.txt'), join(dir, 'b.txt')], io)).toBe(1234);
      expect(await knownSize([join(dir, 'a.txt'), join(dir, 'missing.txt'), join(dir, 'sub'), '-'], io)).toBe(1000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the rule, said where a user reads it', () => {
  const mib = `${POOL_MIN / MiB} MiB`;

  test('check --help', async () => {
    let help = '';
    const stdout = new Writable({ write: (c: Buffer, _e, done) => ((help += c.toString()), done()) });
    expect(await main(['check', '--help'], { stdin: Readable.from([]), stdout, stderr: new Writable() })).toBe(0);
    expect(help.replace(/\s+/g, ' ')).toContain(`An input of ${mib} or more (all FILEs together; standard input from a pipe once that much is read) is checked by worker threads, one per core, on a machine of ${POOL_MIN_JOBS} cores or more`);
    expect(help.replace(/\s+/g, ' ')).toContain('--jobs N starts N workers whatever the size');
  });

  test('docs/cli.md', () => {
    const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'cli.md'), 'utf8').replace(/\s+/g, ' ');
    expect(doc.includes(`From ${mib} of input on`)).toBe(true);
    expect(doc.includes(`on a machine of ${POOL_MIN_JOBS} cores or more, a pool of worker threads`)).toBe(true);
  });
});
