/**
 * The progress line of `check`, `conform --file` and `extract`
 * (src/cli/progress.ts): on standard error whenever it is a terminal, wherever
 * standard output goes, and never when it is not. The tests give the command
 * streams whose `isTTY` they set, and a clock that moves a second a call, so
 * that the line is drawn however fast the run is.
 */
import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { Readable, Writable } from 'node:stream';
import { main, type Io } from '../../src/cli.js';
import { progressFor } from '../../src/cli/progress.js';

class Sink extends Writable {
  text = '';
  constructor(readonly isTTY: boolean) {
    super();
  }
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

/** What the progress line writes first: a carriage return and "erase to the end of the line". */
const DRAWN = '\r\x1b[K';

async function run(argv: string[], tty: { stdout: boolean; stderr: boolean }, stdin = 'http://a/\nb c\n'): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new Sink(tty.stdout);
  const stderr = new Sink(tty.stderr);
  const io: Io = { stdin: Readable.from([Buffer.from(stdin)]), stdout, stderr, env: { NO_COLOR: '1' } };
  const status = await main(argv, io);
  return { status, stdout: stdout.text, stderr: stderr.text };
}

describe('progressFor: the decision', () => {
  const tty = { isTTY: true } as unknown as Io['stderr'];
  const pipe = {} as unknown as Io['stderr'];
  test.each([
    // standard error, --progress / --no-progress / neither, --quiet, shown
    [tty, null, false, true],
    [tty, null, true, false],
    [tty, true, true, true],
    [tty, true, false, true],
    [tty, false, false, false],
    [pipe, null, false, false],
    [pipe, true, false, false],
    [pipe, true, true, false],
  ] as const)('stderr %p, option %p, quiet %p: %p', (stderr, option, quiet, shown) => {
    expect(progressFor({ stderr }, option, quiet) !== null).toBe(shown);
  });
});

describe('the progress line on the command line', () => {
  let clock = 0;
  beforeEach(() => {
    clock = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => (clock += 1000));
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const commands = [
    ['check', ['check']],
    ['conform --file', ['conform', '--file', '-g', 'rfc3986']],
    ['extract', ['extract']],
  ] as const;

  test.each(commands)('%s: drawn on a terminal\'s standard error when standard output is redirected, and cleared', async (_name, argv) => {
    const r = await run([...argv], { stdout: false, stderr: true }, 'see http://a/ and b c\n');
    expect(r.stderr).toContain(DRAWN);
    // The line is erased before the end: what follows the last erase is no progress.
    expect(r.stderr.slice(r.stderr.lastIndexOf(DRAWN) + DRAWN.length)).not.toMatch(/lines checked/);
    expect(r.stdout).not.toContain('\r');
  });

  test.each(commands)('%s: drawn when both are terminals', async (_name, argv) => {
    expect((await run([...argv], { stdout: true, stderr: true }, 'see http://a/ and b c\n')).stderr).toContain(DRAWN);
  });

  test.each(commands)('%s: never when standard error is not a terminal, even with --progress', async (_name, argv) => {
    for (const extra of [[], ['--progress']]) {
      for (const stdout of [true, false]) {
        const r = await run([...argv, ...extra], { stdout, stderr: false }, 'see http://a/ and b c\n');
        expect(r.stderr).not.toContain('\r');
        expect(r.stderr).not.toContain('\x1b');
      }
    }
  });

  test.each(commands)('%s: never with --no-progress', async (_name, argv) => {
    expect((await run([...argv, '--no-progress'], { stdout: false, stderr: true }, 'see http://a/ and b c\n')).stderr).not.toContain(DRAWN);
  });

  test('check --quiet: none, unless --progress', async () => {
    expect(await run(['check', '-q'], { stdout: false, stderr: true })).toMatchObject({ status: 1, stderr: '' });
    const r = await run(['check', '-q', '--progress'], { stdout: false, stderr: true });
    expect(r.stderr).toContain(DRAWN);
    expect(r.stderr).not.toContain('checked 2 lines'); // still no summary
  });

  test('check: the line says the file, the bytes read, the lines checked and the invalid ones', async () => {
    const r = await run(['check'], { stdout: false, stderr: true });
    expect(r.stderr).toMatch(/\r\x1b\[K<stdin>: 0\.0 MB read, \d+ lines checked, \d+ invalid, \d+ lines\/s/);
    expect(r.stderr).toMatch(/checked 2 lines: 1 valid, 1 invalid/);
  });
});
