/**
 * `uri-grammar extract`: FILE:LINE:COLUMN lines (invalid URIs marked), --json,
 * --check (errors with a caret for invalid URIs in prose, exit 1; those in
 * Markdown code listed without failing; 0 on the package's own README),
 * --grammar, --schemes, --code, --plain-text, files and standard input streamed in
 * chunks (a URI or a UTF-8 character split between chunks), the input read as
 * `check` reads it (a byte order mark kept and said, a line that is not UTF-8
 * an error at its byte, never U+FFFD), usage errors.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { main, type Io } from '../../src/cli';
import { columnOf } from '../../src/cli/check-lines';

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
      context: 'prose',
    });
  });

  test('--check: an invalid URI in Markdown code is listed, marked, and does not fail', async () => {
    const text = 'Prose <http://a/b> and `http://c/{id}`.\n\n```js\nfetch(\'http://d/|\');\n```\n';
    const checked = await run(['extract', '--check'], [text]);
    expect(checked.stdout).toBe(
      '<stdin>:1:8: http://a/b\n<stdin>:1:25: http://c/{id} (invalid at offset 9, in code)\n<stdin>:4:8: http://d/| (invalid at offset 9, in code)\n',
    );
    expect(checked.status).toBe(0);
    const json = (await run(['extract', '--json'], [text])).stdout.trim().split('\n').map((l) => JSON.parse(l) as { context: string; delimiter: string });
    expect(json.map((r) => [r.delimiter, r.context])).toEqual([['angle', 'prose'], ['backtick', 'code'], ['apostrophe', 'code']]);
    // Read as plain text, nothing is code: the invalid ones fail --check.
    const plain = await run(['extract', '--check', '--plain-text'], [text]);
    expect(plain.status).toBe(1);
    expect(plain.stdout).toContain('<stdin>:1:25: error: URI:');
    // Or code is skipped.
    expect((await run(['extract', '--code', 'skip'], [text])).stdout).toBe('<stdin>:1:8: http://a/b\n');
  });

  test("extract --check exits 0 on the package's own README, whose bad examples stand in code", async () => {
    const readme = path.join(__dirname, '..', '..', 'README.md');
    const { status, stdout, stderr } = await run(['extract', '--check', readme]);
    expect(stderr).toBe('');
    expect(stdout).not.toContain(': error:');
    expect(status).toBe(0);
    // It does find the README's invalid examples, in code; and no FILE:LINE:COLUMN label is a URI.
    expect(stdout).toMatch(/: http:\/\/example\.com:8o\/ \(invalid at offset 21, in code\)\n/);
    expect(stdout).not.toMatch(/: FILE:/);
    expect(stdout).not.toContain("').query");
  });

  test('invalid delimited URIs: listed by default, errors with a caret and exit 1 with --check', async () => {
    const text = 'ok http://a/ and "http://b/{x}" and <http://c/ d|e>\n';
    const plain = await run(['extract'], [text]);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toBe('<stdin>:1:4: http://a/\n<stdin>:1:19: http://b/{x} (invalid at offset 9)\n<stdin>:1:38: http://c/d|e (invalid at offset 10)\n');
    const checked = await run(['extract', '--check'], [text]);
    expect(checked.status).toBe(1);
    expect(checked.stdout).toBe(
      '<stdin>:1:4: http://a/\n' +
        '<stdin>:1:19: error: URI: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found "{" at offset 9\n' +
        '  http://b/{x}\n' +
        '           ^~~\n' +
        'diagnosis: "{x}" is a placeholder in braces, an expression of a URI Template (or a field of a format string): fill it in before using the URI, or check the template with --grammar rfc6570 (RFC 6570 §2.2)\n' +
        '<stdin>:1:38: error: URI: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found "|" at offset 10\n' +
        '  http://c/d|e\n' +
        '            ^\n' +
        'diagnosis: "|" in the path (a list separator?) is no URI character: percent-encode it as %7C (RFC 3986 §2.1)\n',
    );
  });

  test('--json error record', async () => {
    const { stdout, status } = await run(['extract', '--json', '--check'], ['<http://c/ d|e>']);
    expect(status).toBe(1);
    const record = JSON.parse(stdout) as { valid: boolean; error: { offset: number; found: string; expected: string[]; message: string; diagnosis: { code: string } } };
    expect(record.valid).toBe(false);
    expect(record.error).toMatchObject({ offset: 10, found: '|', diagnosis: { code: 'vertical-bar', start: 10, end: 11 } });
    expect(record.error.message).toMatch(/^URI: expected .* at offset 10$/);
  });

  test('--grammar rfc3987 finds IRIs whole; --schemes chooses the bare schemes', async () => {
    expect((await run(['extract', '-g', 'rfc3987'], ['見て https://例え.jp/パス。\n'])).stdout).toBe('<stdin>:1:4: https://例え.jp/パス\n');
    expect((await run(['extract'], ['見て https://例え.jp/パス。\n'])).stdout).toBe('');
    expect((await run(['extract', '--schemes', 'gopher'], ['http://a/ gopher://b/\n'])).stdout).toBe('<stdin>:1:11: gopher://b/\n');
    expect((await run(['extract', '--schemes', 'any'], ['Note:x\n'])).stdout).toBe('<stdin>:1:1: Note:x\n');
    expect((await run(['extract'], ['FILE:12:3 myapp://x bitcoin:1A\n'])).stdout).toBe('<stdin>:1:11: myapp://x\n<stdin>:1:21: bitcoin:1A\n');
    expect((await run(['extract', '--schemes', 'registered'], ['FILE:12:3 myapp://x bitcoin:1A\n'])).stdout).toBe('<stdin>:1:21: bitcoin:1A\n');
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

  describe('the input as check reads it', () => {
    const BAD = 'see <http://a/\xff> ok\n';
    /** The bytes of a string of US-ASCII and \xNN escapes, one byte each, as printf writes them. */
    const bytes = (s: string): Buffer => Buffer.from(s, 'latin1');
    const ENCODING_ERROR =
      '<stdin>:1:15: error: not valid UTF-8: ill-formed sequence at byte 0xFF (byte 15 of the line)\n' +
      '  see <http://a/\ufffd> ok\n' +
      '                ^\n' +
      "hint: lines are read as UTF-8; a URI is ASCII, and other characters must be percent-encoded as UTF-8 octets (RFC 3986 §2.5): check the file's encoding\n";

    test("a bad byte is check's error at its line and byte, never a URI with U+FFFD: --check", async () => {
      const { status, stdout, stderr } = await run(['extract', '--check'], [bytes(BAD)]);
      expect(stdout).toBe(ENCODING_ERROR);
      expect(stdout).not.toContain('%EF%BF%BD');
      expect(stdout).not.toContain('U+FFFD');
      expect(stderr).toBe('');
      expect(status).toBe(1);
      // The same report as check's, but for the file name and line check puts in front.
      const checked = await run(['check'], [bytes(BAD)]);
      expect(checked.stdout).toBe(ENCODING_ERROR);
    });

    test('a bad byte without --check: the error on standard error, the other lines extracted, exit 1', async () => {
      const { status, stdout, stderr } = await run(['extract'], [bytes('first http://a/\n' + BAD + 'then http://b/\n')]);
      expect(stdout).toBe('<stdin>:1:7: http://a/\n<stdin>:3:6: http://b/\n');
      expect(stderr).toBe(ENCODING_ERROR.replace('<stdin>:1:15', '<stdin>:2:15'));
      expect(status).toBe(1);
    });

    test("--json: check --json's error record in its place; offsets after it count it as its excerpt shows it", async () => {
      const input = bytes('x http://a/\n' + BAD + 'y http://b/\n');
      const { status, stdout, stderr } = await run(['extract', '--json'], [input]);
      expect(stderr).toBe('');
      expect(status).toBe(1);
      const records = stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(records.map((r) => r.uri ?? r.type)).toEqual(['http://a/', 'error', 'http://b/']);
      const checked = JSON.parse((await run(['check', '--json'], [bytes(BAD)])).stdout.split('\n')[0]!) as Record<string, unknown>;
      expect(records[1]).toEqual({ ...checked, line: 2, rule: 'URI' });
      expect(records[1]).toMatchObject({ kind: 'encoding', column: 15, offset: 14, found: null });
      const text = 'x http://a/\n' + 'see <http://a/\ufffd> ok\n' + 'y http://b/\n';
      expect(records[2]).toMatchObject({ line: 3, column: 3, start: text.indexOf('http://b/'), end: text.indexOf('http://b/') + 9 });
    });

    test('no URI spans a line that is not UTF-8', async () => {
      const { stdout, status } = await run(['extract'], [bytes('<http://a/\n\xff\nb> <URL:http://c/\n\xc3\n d>\n')]);
      expect(stdout).toBe('<stdin>:1:2: http://a/\n<stdin>:3:9: http://c/\n');
      expect(status).toBe(1);
    });

    test('a byte order mark is kept as the first character of line 1 and said; columns count it as check does', async () => {
      const text = '\ufeff😀 http://a/ <URL:http://b/>\nhttp://c/\n';
      const { status, stdout, stderr } = await run(['extract', '--json'], [Buffer.from(text)]);
      expect(status).toBe(0);
      expect(stderr).toBe(
        '<stdin>:1:1: warning: the input starts with a byte order mark (U+FEFF), which is kept as the first character of line 1: save the file as UTF-8 without BOM if it is not meant to be there\n',
      );
      const records = stdout.trim().split('\n').map((l) => JSON.parse(l) as { uri: string; line: number; column: number; start: number });
      expect(records.map((r) => [r.uri, r.line, r.column, r.start])).toEqual([
        ['http://a/', 1, 4, 4],
        ['http://b/', 1, 19, 19],
        ['http://c/', 2, 1, 30],
      ]);
      const line1 = text.slice(0, text.indexOf('\n'));
      for (const r of records.slice(0, 2)) expect(r.column).toBe(columnOf(line1, r.start));
      expect((await run(['extract', '--check'], [Buffer.from(text)])).stdout).toBe('<stdin>:1:4: http://a/\n<stdin>:1:19: http://b/\n<stdin>:2:1: http://c/\n');
    });

    test('a bad byte and a byte order mark: the same in chunks of every size', async () => {
      const input = bytes('\xef\xbb\xbfsee http://a/ <http://b/\n c>\n' + BAD + '<URL:http://d/\n\xe2\x82\n e> "http://f/" \xf0\x9f\x98\x80\n');
      const whole = await run(['extract', '--json'], [input]);
      expect(whole.stdout.split('\n')).toHaveLength(7);
      for (const size of [1, 2, 3, 7, 64]) {
        const chunks: Buffer[] = [];
        for (let i = 0; i < input.length; i += size) chunks.push(input.subarray(i, i + size));
        expect(await run(['extract', '--json'], chunks)).toEqual(whole);
      }
    });
  });

  test.each([
    [['extract', '--grammar', 'rfc2396'], /^uri-grammar: extract: --grammar must be rfc3986 or rfc3987, not 'rfc2396'\n$/],
    [['extract', '--schemes', 'ht tp'], /^uri-grammar: extract: --schemes needs plausible, registered, any, or scheme names/],
    [['extract', '--code', 'keep'], /^uri-grammar: extract: --code must be extract or skip, not 'keep'\n$/],
    [['extract', '--nope'], /^uri-grammar: extract: unknown option '--nope' \(see uri-grammar extract --help\)\n$/],
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
