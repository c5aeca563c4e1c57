/**
 * `uri-grammar check --format tsv|jsoneachrow` in-process: the vectors of
 * test/vectors/cli-rows.json (ClickHouse's TabSeparated escapes, NULL, rows
 * that are not one value, JSONEachRow's objects), the same answers for any
 * cut of the input into chunks (an escape split between two reads included),
 * and the usage errors. test/dist/cli-rows.test.ts drives the built command
 * as ClickHouse's executable_pool does.
 */
import { describe, expect, test } from '@jest/globals';
import { Readable, Writable } from 'node:stream';
import { main, type Io } from '../../src/cli.js';
import { TsvReader } from '../../src/cli/rows.js';
import { seededRandom } from '../support/inputs';
import vectors from '../vectors/cli-rows.json';

interface Case {
  format: string;
  rows: string;
  args?: string[];
  answers: string[];
  source: string;
}

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

/** Runs the command on `chunks` of standard input. */
async function run(argv: string[], chunks: Buffer[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const io: Io = { stdin: Readable.from(chunks), stdout, stderr };
  const status = await main(argv, io);
  return { status, stdout: stdout.text, stderr: stderr.text };
}

const cases = vectors.cases as Case[];
const argv = (c: Case): string[] => ['check', '--format', c.format, '--quiet', ...(c.args ?? [])];

describe('the vectors (test/vectors/cli-rows.json)', () => {
  test.each(cases.map((c) => [`${c.format} ${JSON.stringify(c.rows)} ${(c.args ?? []).join(' ')}`, c] as const))('%s', async (_name, c) => {
    const { stdout } = await run(argv(c), [Buffer.from(c.rows, 'latin1')]);
    expect({ source: c.source, answers: stdout === '' ? [] : stdout.slice(0, -1).split('\n') }).toEqual({ source: c.source, answers: c.answers });
  });

  test('cut into chunks anywhere (one byte at a time, and at random), every input gives the same answers', async () => {
    const random = seededRandom(30);
    for (const c of cases) {
      const bytes = Buffer.from(c.rows, 'latin1');
      const whole = (await run(argv(c), [bytes])).stdout;
      const single = (await run(argv(c), [...bytes].map((b) => Buffer.from([b])))).stdout;
      const cuts: Buffer[] = [];
      for (let at = 0; at < bytes.length; ) {
        const n = 1 + Math.floor(random() * 5);
        cuts.push(bytes.subarray(at, at + n));
        at += n;
      }
      expect([c.rows, single, (await run(argv(c), cuts)).stdout]).toEqual([c.rows, whole, whole]);
    }
  });
});

describe('the exit status and the summary', () => {
  test('0 when every row is valid, 1 when some row is invalid or not one value; NULL rows count as neither', async () => {
    expect((await run(['check', '--format', 'tsv', '-q'], [Buffer.from('http://a/\n\\N\n')])).status).toBe(0);
    expect((await run(['check', '--format', 'tsv', '-q'], [Buffer.from('http://a/\na b\n')])).status).toBe(1);
    expect((await run(['check', '--format', 'tsv', '-q'], [Buffer.from('x\ty\n')])).status).toBe(1);
  });

  test('the summary on standard error, never among the answers', async () => {
    const { stdout, stderr } = await run(['check', '--format', 'tsv'], [Buffer.from('http://a/\na b\n\\N\nx\ty\n')]);
    expect(stdout).toBe('1\n0\n\\N\n\\N\n');
    expect(stderr).toMatch(/^checked 4 rows: 1 valid, 1 invalid, 2 NULL \(1 not one value\) \(tsv, [0-9.]+ s\)\n$/);
  });
});

describe('usage errors', () => {
  test.each([
    [['--format', 'csv'], "--format must be one of lines, tsv, jsoneachrow, not 'csv'"],
    [['--format', 'tsv', '--json'], '--json is not for --format tsv'],
    [['--format', 'tsv', '--jobs', '2'], '--jobs is not for --format tsv'],
    [['--format', 'tsv', '--grammar', 'all'], '--grammar all is for check only'],
    [['--format', 'tsv', '--return-name', 'x'], '--return-name is for --format jsoneachrow'],
    [['--return-name', 'x'], '--return-name is for --format jsoneachrow'],
    [['--chunk-header'], '--chunk-header is for --format tsv or jsoneachrow'],
    [['--format', 'tsv', '--strip-cr'], '--strip-cr is not for --format tsv'],
    [['--format', 'tsv', '--rule', 'nope'], "unknown rule 'nope'"],
  ])('check %j', async (args, message) => {
    const { status, stderr } = await run(['check', ...args], []);
    expect(status).toBe(2);
    expect(stderr).toContain(message);
  });
});

describe('TsvReader', () => {
  test('linear: its searches go over each byte of a chunk at most three times (line feeds, backslashes, tabs), whatever the rows', () => {
    const shapes = [
      'http://a/b\n'.repeat(5000),
      'http://a/b\\tc\n'.repeat(5000),
      'a\tb\n'.repeat(5000),
      'http://a/'.repeat(5000) + '\n',
      'x\n'.repeat(20000) + '\\\\\n',
      'x\n'.repeat(20000) + 'y\tz\n',
    ];
    for (const shape of shapes) {
      const reader = new TsvReader();
      const bytes = Buffer.from(shape);
      const rows = reader.push(bytes);
      expect([shape.slice(0, 12), reader.searched <= 3 * bytes.length]).toEqual([shape.slice(0, 12), true]);
      expect(rows.length).toBe(shape.split('\n').length - 1);
    }
  });

  test('a row of a megabyte split into 4096 chunks is one row', () => {
    const reader = new TsvReader();
    const row = Buffer.from('a'.repeat(1 << 20) + '\n');
    const rows = [];
    for (let at = 0; at < row.length; at += 256) rows.push(...reader.push(row.subarray(at, at + 256)));
    expect(rows.length).toBe(1);
    expect(rows[0]!.value!.length).toBe(1 << 20);
  });
});
