/**
 * `uri-grammar extract`: FILE:LINE:COLUMN lines, --json, --check (errors with
 * a caret, exit 1), --grammar, --schemes, files and standard input streamed in
 * chunks (a URI or a UTF-8 character split between chunks), usage errors.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { main, type Io } from '../src/cli';

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

async function run(argv: string[], stdin: (string | Buffer)[] = []): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const io: Io = { stdin: Readable.from(stdin.map((c) => Buffer.from(c))), stdout, stderr };
  const status = await main(argv, io);
  return { status, stdout: stdout.text, stderr: stderr.text };
}

const APPENDIX_C =
  'Yes, Jim, I found it under "http://www.w3.org/Addressing/",\n' +
  'but you can probably pick it up from <ftp://foo.example.\n' +
  'com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/\n' +
  'ietf/uri/historical.html#WARNING>.\n';

describe('uri-grammar extract', () => {
  test('Appendix C example from standard input: FILE:LINE:COLUMN: uri', async () => {
    const { status, stdout, stderr } = await run(['extract'], [APPENDIX_C]);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toBe(
      '<stdin>:1:29: http://www.w3.org/Addressing/\n' +
        '<stdin>:2:39: ftp://foo.example.com/rfc/\n' +
        '<stdin>:3:34: http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING\n',
    );
  });

  test('the same in chunks of every size, split inside URIs and UTF-8 characters', async () => {
    const bytes = Buffer.from('été: see <URL:http://a.example/x-\n y>, 😀 http://b.example/é\n' + APPENDIX_C);
    const whole = (await run(['extract', '--json'], [bytes])).stdout;
    expect(whole.split('\n')).toHaveLength(6);
    for (const size of [1, 2, 3, 7, 64]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      expect((await run(['extract', '--json'], chunks)).stdout).toBe(whole);
    }
  });

  test('--json: every field; columns count characters, offsets UTF-16 code units', async () => {
    const { stdout } = await run(['extract', '--json'], ['😀 <URL:http://a/b-\n  c>\n']);
    expect(JSON.parse(stdout)).toEqual({
      file: '<stdin>',
      line: 1,
      column: 8,
      uri: 'http://a/b-c',
      start: 8,
      end: 23,
      delimiter: 'angle-URL',
      valid: true,
      error: null,
      hyphens: [10],
    });
  });

  test('invalid delimited URIs: listed by default, errors with a caret and exit 1 with --check', async () => {
    const text = 'ok http://a/ and "http://b/{x}" and <http://c/ d|e>\n';
    const plain = await run(['extract'], [text]);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toBe('<stdin>:1:4: http://a/\n<stdin>:1:19: http://b/{x}\n<stdin>:1:38: http://c/d|e\n');
    const checked = await run(['extract', '--check'], [text]);
    expect(checked.status).toBe(1);
    expect(checked.stdout).toBe(
      '<stdin>:1:4: http://a/\n' +
        '<stdin>:1:19: error: URI: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found "{" at offset 9\n' +
        '  http://b/{x}\n' +
        '           ^\n' +
        '<stdin>:1:38: error: URI: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found "|" at offset 10\n' +
        '  http://c/d|e\n' +
        '            ^\n',
    );
  });

  test('--json error record', async () => {
    const { stdout, status } = await run(['extract', '--json', '--check'], ['<http://c/ d|e>']);
    expect(status).toBe(1);
    const record = JSON.parse(stdout) as { valid: boolean; error: { offset: number; found: string; expected: string[]; message: string } };
    expect(record.valid).toBe(false);
    expect(record.error).toMatchObject({ offset: 10, found: '|' });
    expect(record.error.message).toMatch(/^URI: expected .* at offset 10$/);
  });

  test('--grammar rfc3987 finds IRIs whole; --schemes chooses the bare schemes', async () => {
    expect((await run(['extract', '-g', 'rfc3987'], ['見て https://例え.jp/パス。\n'])).stdout).toBe('<stdin>:1:4: https://例え.jp/パス\n');
    expect((await run(['extract'], ['見て https://例え.jp/パス。\n'])).stdout).toBe('');
    expect((await run(['extract', '--schemes', 'gopher'], ['http://a/ gopher://b/\n'])).stdout).toBe('<stdin>:1:11: gopher://b/\n');
    expect((await run(['extract', '--schemes', 'any'], ['Note:x\n'])).stdout).toBe('<stdin>:1:1: Note:x\n');
  });

  test('files, with the file name; an unreadable file is reported and the run goes on, exit 2', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'extract-'));
    const a = path.join(dir, 'a.txt');
    fs.writeFileSync(a, 'first line\nthen (http://x/a).\n');
    const { status, stdout, stderr } = await run(['extract', path.join(dir, 'missing.txt'), a]);
    expect(stdout).toBe(`${a}:2:7: http://x/a\n`);
    expect(stderr).toBe(`uri-grammar: extract: cannot read ${path.join(dir, 'missing.txt')}: no such file or directory\n`);
    expect(status).toBe(2);
    fs.rmSync(dir, { recursive: true });
  });

  test('streams: a URI is printed before standard input ends', async () => {
    const stdin = new PassThrough();
    const stdout = new Sink();
    const done = main(['extract'], { stdin, stdout, stderr: new Sink() });
    stdin.write('see http://a.example/ now\nand ');
    await new Promise((r) => setTimeout(r, 50));
    expect(stdout.text).toBe('<stdin>:1:5: http://a.example/\n');
    stdin.end('<http://b.example/>');
    expect(await done).toBe(0);
    expect(stdout.text).toBe('<stdin>:1:5: http://a.example/\n<stdin>:2:6: http://b.example/\n');
  });

  test.each([
    [['extract', '--grammar', 'rfc2396'], /^uri-grammar: extract: --grammar must be rfc3986 or rfc3987, not 'rfc2396'\n$/],
    [['extract', '--schemes', 'ht tp'], /^uri-grammar: extract: --schemes needs scheme names/],
    [['extract', '--nope'], /^uri-grammar: unknown option '--nope' \(see uri-grammar extract --help\)\n$/],
  ])('usage error %j', async (argv, message) => {
    const { status, stderr } = await run(argv);
    expect(status).toBe(2);
    expect(stderr).toMatch(message);
  });

  test('--help', async () => {
    const { status, stdout } = await run(['extract', '--help']);
    expect(status).toBe(0);
    expect(stdout).toContain('Usage: uri-grammar extract [options] [FILE...]');
    expect((await run(['--help'])).stdout).toMatch(/\n  extract +find the URIs in running text/);
  });
});
