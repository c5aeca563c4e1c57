/**
 * Files from Windows: CR LF line ends. By default the CR is part of its line
 * (RFC 3986 allows no control character, so a URI line is invalid) and a
 * warning says so once per input, at its first such line; `--strip-cr` reads
 * CR LF as LF, and `check` counts the lines it did so for. A CR anywhere
 * else, one that ends the input with no LF after it, and one in an argument
 * are always kept. test/vectors/cli-stdin.json runs every subcommand with and
 * without --strip-cr on one input; test/dist/cli-binary.test.ts the workers.
 */
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { main } from '../../src/cli.js';
import { checkBatch, reportBodies } from '../../src/cli/check-lines.js';
import { loadGrammars } from '../../src/cli/grammars.js';
import { byteLines, CRLF_KEPT } from '../../src/cli/lines.js';

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

/** Runs the command on `stdin`, given as chunks of its bytes (so that a CR and its LF may arrive apart). */
async function run(argv: string[], stdin: Buffer | Buffer[] = Buffer.alloc(0)): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const status = await main(argv, { stdin: Readable.from(Array.isArray(stdin) ? stdin : [stdin]), stdout, stderr });
  return { status, stdout: stdout.text, stderr: stderr.text };
}

const bytewise = (b: Buffer): Buffer[] => [...b].map((x) => Buffer.from([x]));
const warning = (file: string, line: number): string => `${file}:${line}: warning: ${CRLF_KEPT}\n`;

describe('byteLines: CR LF kept or stripped, and told', () => {
  const input = Buffer.from('a\r\n\r\nb\rc\nd\r\r\ne\r');
  test.each([1, 2, 3, input.length])('chunks of %d bytes', async (size) => {
    const chunks = Array.from({ length: Math.ceil(input.length / size) }, (_, i) => input.subarray(i * size, (i + 1) * size));
    for (const strip of [false, true]) {
      const seen: number[] = [];
      const lines: string[] = [];
      for await (const line of byteLines(Readable.from(chunks), undefined, { strip, seen: (n) => seen.push(n) })) lines.push(line.toString('latin1'));
      // Only the CR right before an LF: not "b\rc", not the CR of "d\r\r" before the last, not the CR that ends the input.
      expect(lines).toEqual(strip ? ['a', '', 'b\rc', 'd\r', 'e\r'] : ['a\r', '\r', 'b\rc', 'd\r\r', 'e\r']);
      expect(seen).toEqual([1, 2, 4]);
    }
  });

  test('without the option, nothing is stripped and nobody is told', async () => {
    const lines: string[] = [];
    for await (const line of byteLines(Readable.from([input]))) lines.push(line.toString('latin1'));
    expect(lines).toEqual(['a\r', '\r', 'b\rc', 'd\r\r', 'e\r']);
  });
});

describe('checkBatch counts the lines that end in CR LF, and strips their CR with stripCr', () => {
  const by = [{ grammar: 'rfc3986', rule: 'URI-reference' }];
  test.each([
    // the UTF-8 path and the byte path (a line that is not UTF-8 in the batch)
    ['utf-8', Buffer.from('http://a/\r\nb\nc d\r\n\r\n')],
    ['bytes', Buffer.concat([Buffer.from('http://a/\r\nb\nc d\r\n\r\n'), Buffer.from([0xff, 0x0d, 0x0a])])],
  ])('%s', async (_path, bytes) => {
    await loadGrammars(['rfc3986']);
    const utf8 = _path === 'utf-8';
    const kept = checkBatch(bytes, { by, all: false, json: true }, true);
    const stripped = checkBatch(bytes, { by, all: false, json: true, stripCr: true }, true);
    expect([kept.crlf, kept.firstCrlf, stripped.crlf, stripped.firstCrlf]).toEqual(utf8 ? [3, 0, 3, 0] : [4, 0, 4, 0]);
    // Kept: lines 1, 3 and 4 fail at their CR; stripped: only "c d" at its space (and the line that is not UTF-8).
    expect(kept.at).toEqual(utf8 ? [0, 2, 3] : [0, 2, 3, 4]);
    expect(stripped.at).toEqual(utf8 ? [2] : [2, 4]);
    expect(JSON.parse('{' + reportBodies(stripped)[0]!.slice(1))).toMatchObject({ column: 2, input: 'c d' });
  });
});

describe('check', () => {
  test('a CRLF file: each line invalid at its CR, with a hint that names --strip-cr; one warning per input, at its first CR LF', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-crlf-'));
    try {
      const [a, b] = [join(dir, 'a.txt'), join(dir, 'b.txt')];
      writeFileSync(a, 'http://a/\r\nhttp://b/\r\n');
      writeFileSync(b, 'http://ok/\nhttp://c/\r\n');
      const r = await run(['check', a, b]);
      expect(r.status).toBe(1);
      expect(r.stdout.match(/^hint: .*$/gm)).toEqual(Array(3).fill('hint: the line ends in a carriage return: the file has CRLF (Windows) line endings, which are not part of the URI; convert the file to LF line endings, or read it with --strip-cr'));
      const lines = r.stderr.split('\n');
      expect(lines.slice(0, 2).map((l) => l + '\n')).toEqual([warning(a, 1), warning(b, 2)]);
      expect(lines[2]).toMatch(/^checked 4 lines: 1 valid, 3 invalid \(2 files, 3 lines end in CR LF, /);
      const strip = await run(['check', '--strip-cr', a, b]);
      expect(strip).toMatchObject({ status: 0, stdout: '' });
      expect(strip.stderr).toMatch(/^checked 4 lines: 4 valid, 0 invalid \(2 files, 3 CR LF line ends read as LF, /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('standard input, a CR and its LF in different chunks; --json: the warning on standard error, the count in the summary', async () => {
    const input = Buffer.from('http://a/\nhttp://b/\r\nhttp://c/\r\n');
    const kept = await run(['check', '--json'], bytewise(input));
    expect(kept.stderr).toBe(warning('<stdin>', 2));
    const records = kept.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.map((x) => x.line ?? x.type)).toEqual([2, 3, 'summary']);
    expect(records[2]).toMatchObject({ lines: 3, invalid: 2, crlf: 2 });
    const stripped = await run(['check', '--json', '--strip-cr'], bytewise(input));
    expect(stripped.stderr).toBe('');
    expect(JSON.parse(stripped.stdout)).toMatchObject({ type: 'summary', lines: 3, invalid: 0, crlf: 2 });
  });

  test('a CR that is not before an LF is part of the line, with --strip-cr too', async () => {
    for (const argv of [['check', '--json', '-q'], ['check', '--json', '-q', '--strip-cr']]) {
      const r = await run(argv, Buffer.from('a\rb\nc\r'));
      expect(r.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { line: number; column: number }).line)).toEqual([1, 2]);
    }
  });
});

describe('the passes and conform --file', () => {
  test('normalize: the warning once, before the first CRLF line\'s answer; --strip-cr answers each line without its CR', async () => {
    const input = Buffer.from('HTTP://a/\r\nHTTP://b/\r\n');
    const kept = await run(['normalize'], input);
    expect(kept.stdout).toBe('\n\n');
    expect(kept.stderr.startsWith(warning('<stdin>', 1) + '<stdin>:1:10: error: ')).toBe(true);
    expect(kept.stderr.split(CRLF_KEPT)).toHaveLength(2);
    expect(await run(['normalize', '--strip-cr'], bytewise(input))).toEqual({ status: 0, stdout: 'http://a/\nhttp://b/\n', stderr: '' });
  });

  test('an argument is taken as it is: --strip-cr is for lines of input', async () => {
    const r = await run(['normalize', '--strip-cr', 'http://a/\r']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^<args>:1:10: error: /);
  });

  test('encode keeps the CR as %0D, and says so; --strip-cr does not encode it', async () => {
    expect(await run(['encode'], Buffer.from('a b\r\n'))).toEqual({ status: 0, stdout: 'a%20b%0D\n', stderr: warning('<stdin>', 1) });
    expect(await run(['encode', '--strip-cr'], Buffer.from('a b\r\n'))).toEqual({ status: 0, stdout: 'a%20b\n', stderr: '' });
  });

  test('lint: findings of the CR, or none with --strip-cr', async () => {
    const kept = await run(['lint', '--json'], Buffer.from('http://a/\r\n'));
    expect((JSON.parse(kept.stdout) as { findings: { code: string }[] }).findings.map((f) => f.code)).toEqual(['syntax-error', 'whatwg-strips-control-or-space']);
    expect(kept.stderr).toBe(warning('<stdin>', 1));
    expect(await run(['lint', '--strip-cr'], Buffer.from('http://a/\r\n'))).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  test('conform --file: the warning, or with --strip-cr the count in the summary', async () => {
    const input = Buffer.from('http://a/\r\nhttp://b/\r\n');
    const kept = await run(['conform', '--file', '-g', 'rfc3986'], input);
    expect(kept.status).toBe(1);
    expect(kept.stderr).toBe(warning('<stdin>', 1));
    const stripped = await run(['conform', '--file', '--strip-cr', '-g', 'rfc3986'], input);
    expect(stripped).toMatchObject({ status: 0, stderr: '' });
    expect(stripped.stdout.split('\n')[0]).toBe('2 lines (2 CR LF line ends read as LF); 2 conform to some grammar, 0 to none');
    const json = await run(['conform', '--file', '--json', '--strip-cr', '-g', 'rfc3986'], input);
    expect(JSON.parse(json.stdout)).toMatchObject({ type: 'summary', lines: 2, conformingToNone: 0, crlf: 2 });
  });

  test('every subcommand that reads lines takes --strip-cr and says so in its --help', async () => {
    for (const name of ['check', 'conform', 'normalize', 'resolve', 'relativize', 'encode', 'decode', 'lint']) {
      const help = (await run([name, '--help'])).stdout;
      expect([name, help.includes('--strip-cr    read CR LF (Windows line ends) as LF')]).toEqual([name, true]);
    }
  });
});
