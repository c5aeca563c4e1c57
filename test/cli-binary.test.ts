/**
 * Tests of the real `uri-grammar` binary (dist/cjs/src/cli.js, the package's
 * `bin`), each run as a child process: exit statuses, output formats,
 * standard input, the worker threads on a large input, closed pipes.
 * `npm test` builds dist/ first; run alone, this file builds it when missing.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..');
const bin = join(root, 'dist', 'cjs', 'src', 'cli.js');
const example = 'examples/uris.txt';

beforeAll(() => {
  if (!existsSync(bin) || !existsSync(join(root, 'dist', 'cjs', 'src', 'cli', 'worker.js'))) {
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'ignore' });
  }
}, 120_000);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], input?: string | Buffer): Run {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', maxBuffer: 1 << 28 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const noStackTrace = (text: string): void => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);

describe('the binary', () => {
  test('is the package bin and starts with a shebang', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(join(root, pkg.bin['uri-grammar'])).toBe(bin);
    expect(readFileSync(bin, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    if (process.platform !== 'win32') expect(statSync(bin).mode & 0o111).not.toBe(0);
  });

  test('--help, and --help of every command', () => {
    const r = cli(['--help']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    for (const name of ['check', 'parse', 'resolve', 'relativize', 'normalize', 'equal', 'encode', 'decode', 'lint']) {
      expect(r.stdout).toContain(`  ${name} `);
      const h = cli([name, '--help']);
      expect(h.status).toBe(0);
      expect(h.stdout).toMatch(new RegExp(`^Usage: uri-grammar ${name}`));
    }
  });
});

describe('uri-grammar check', () => {
  test(`${example}: the README's main-job command`, () => {
    const r = cli(['check', example]);
    expect(r.status).toBe(1);
    const summary = /^checked (\d+) lines: (\d+) valid, (\d+) invalid \(1 file, [\d.]+ s, \d+ lines\/s, [\d.]+ MB\/s\)\n$/.exec(r.stderr);
    expect(summary).not.toBeNull();
    const [lines, valid, invalid] = summary!.slice(1).map(Number);
    expect(lines).toBeGreaterThanOrEqual(2000);
    expect(valid + invalid).toBe(lines);
    expect(invalid).toBeGreaterThan(0);
    expect(valid).toBeGreaterThan(invalid);
    // Every report: the location line, the excerpt, the caret, and maybe a hint.
    const reports = r.stdout.split(/\n(?=examples\/uris\.txt:)/);
    expect(reports).toHaveLength(invalid);
    const source = readFileSync(join(root, example)).toString('latin1').split('\n');
    let previous = 0;
    for (const report of reports) {
      const m = /^examples\/uris\.txt:(\d+):(\d+): error: .+\n {2}.*\n {2}( *)\^\n(hint: .+\n)?$/.exec(report.endsWith('\n') ? report : report + '\n');
      expect(m).not.toBeNull();
      const line = Number(m![1]);
      expect(line).toBeGreaterThan(previous); // in input order
      expect(line).toBeLessThanOrEqual(source.length);
      previous = line;
    }
  });

  test('--json: JSON lines, consistent with the text report', () => {
    const text = cli(['check', example]);
    const r = cli(['check', '--json', example]);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const summary = rows.pop()!;
    expect(summary).toMatchObject({ type: 'summary', files: 1, unreadable: 0, bytes: statSync(join(root, example)).size });
    expect(rows).toHaveLength(summary.invalid as number);
    const locations = text.stdout.split('\n').filter((l) => l.startsWith('examples/')).map((l) => l.split(': error:')[0]);
    expect(rows.map((x) => `${x.file}:${x.line}:${x.column}`)).toEqual(locations);
    for (const x of rows) expect(Object.keys(x)).toEqual(['type', 'file', 'line', 'column', 'offset', 'kind', 'rule', 'message', 'expected', 'found', 'hint', 'input']);
  });

  test('stdin, a CRLF line, a line that is not UTF-8, no final newline', () => {
    const input = Buffer.concat([Buffer.from('http://ok/\r\n/caf'), Buffer.from([0xe9]), Buffer.from('\n\nhttp://[::1]:80/x\n?q#f')]);
    const r = cli(['check'], input);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^<stdin>:1:11: error: .*found control character U\+000D at offset 10\n {2}http:\/\/ok\/␍\n {12}\^\nhint: the line ends in a carriage return/);
    expect(r.stdout).toContain('<stdin>:2:5: error: not valid UTF-8: ill-formed sequence at byte 0xE9 (byte 5 of the line)\n  /caf�\n      ^\n');
    expect(r.stderr).toMatch(/^checked 5 lines: 3 valid, 2 invalid/);
  });

  test('"-" is stdin; all valid exits 0 with nothing on stdout', () => {
    expect(cli(['check', '-'], 'http://a/\n//b\n')).toMatchObject({ status: 0, stdout: '' });
  });

  test('--rule', () => {
    const r = cli(['check', '--rule', 'IPv6address', '--json', '-q'], '::1\n1::2:3\n::ffff:1.2.3.4\n1:2:3:4:5:6:7:8:9\n');
    expect(r.status).toBe(1);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((x) => [x.type, x.line])).toEqual([['error', 4], ['summary', undefined]]);
  });

  test('errors of the tool: one line on stderr, no stack trace, exit 2', () => {
    for (const [args, message] of [
      [['check', 'no/such/file.txt'], 'uri-grammar check: cannot read no/such/file.txt: no such file or directory\n'],
      [['check', 'examples'], 'uri-grammar check: cannot read examples: is a directory\n'],
      [['check', '--frobnicate'], "uri-grammar: unknown option '--frobnicate' (see uri-grammar check --help)\n"],
      [['check', '--rule', 'URL'], null],
      [['nope'], "uri-grammar: unknown command 'nope' (see uri-grammar --help)\n"],
    ] as const) {
      const r = cli([...args], '');
      expect([args, r.status]).toEqual([args, 2]);
      if (message) expect(r.stderr.startsWith(message)).toBe(true);
      expect(r.stderr.split('\n').filter((l) => l.startsWith('uri-grammar'))).toHaveLength(1);
      noStackTrace(r.stderr);
    }
  });

  test('a missing file among good ones: the others are still checked, exit 2', () => {
    const r = cli(['check', 'missing.txt', '-'], 'a b\n');
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('<stdin>:1:2: error:');
  });

  test('no progress line when the output is piped', () => {
    const r = cli(['check', example]);
    expect(r.stderr).not.toMatch(/[\r\x1b]/);
    expect(cli(['check', '--progress', example]).stderr).not.toMatch(/[\r\x1b]/); // stderr is no terminal either
  });
});

describe('a large input: worker threads, output in input order', () => {
  let dir = '';
  let file = '';
  const valid: Buffer[] = [];
  let wanted: { line: number; column: number }[] = [];
  let perCopy = 0;

  beforeAll(() => {
    // examples/uris.txt twice, 60 times its valid lines (~9 MB, so that the worker pool takes over), examples/uris.txt twice.
    dir = mkdtempSync(join(tmpdir(), 'uri-grammar-cli-'));
    file = join(dir, 'large.txt');
    const one = readFileSync(join(root, example));
    const rows = cli(['check', '--json', example])
      .stdout.trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { type: string; line: number; column: number })
      .filter((x) => x.type === 'error');
    const bad = new Set(rows.map((x) => x.line));
    const lines = one.toString('latin1').split('\n').slice(0, -1);
    lines.forEach((l, i) => bad.has(i + 1) || valid.push(Buffer.from(l + '\n', 'latin1')));
    const validBlock = Buffer.concat(valid);
    writeFileSync(file, Buffer.concat([one, one, ...Array.from({ length: 60 }, () => validBlock), one, one]));
    const n = (perCopy = lines.length);
    const after = 2 * n + 60 * valid.length;
    wanted = [0, n, after, after + n].flatMap((shift) => rows.map((x) => ({ line: x.line + shift, column: x.column })));
  });

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('the same report with 2 workers as on the main thread, line numbers continuing', () => {
    const parallel = cli(['check', '--json', '-j', '2', file]);
    const serial = cli(['check', '--json', '-j', '1', file]);
    expect(parallel.status).toBe(1);
    const body = (out: string): string[] => out.trim().split('\n').slice(0, -1);
    const summary = (out: string): Record<string, number> => JSON.parse(out.trim().split('\n').pop()!) as Record<string, number>;
    expect(body(parallel.stdout)).toEqual(body(serial.stdout));
    expect(body(parallel.stdout).map((l) => JSON.parse(l) as { line: number; column: number }).map((x) => ({ line: x.line, column: x.column }))).toEqual(wanted);
    const lines = 4 * perCopy + 60 * valid.length;
    expect(summary(parallel.stdout)).toMatchObject({ lines, invalid: wanted.length, bytes: statSync(file).size });
    // The main thread checks chunks while the workers load, so on a busy two-core
    // machine it may finish before any worker has checked a batch: 0 is legitimate.
    expect(summary(parallel.stdout).workers).toBeGreaterThanOrEqual(0);
    expect(summary(parallel.stdout).workers).toBeLessThanOrEqual(2);
    expect(summary(serial.stdout)).toMatchObject({ lines, invalid: wanted.length, workers: 0 });
  }, 120_000);

  test('a closed pipe ends the run quietly', async () => {
    const child = spawn(process.execPath, [bin, 'check', file], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    child.stdout.destroy();
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(status).toBe(1);
    noStackTrace(stderr);
    expect(stderr).not.toContain('EPIPE');
  }, 120_000);
});

describe('the passes', () => {
  test('parse prints the tree; --json the AST', () => {
    const r = cli(['parse', 'mailto:a@example.com']);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('URI [0,20) "mailto:a@example.com"');
    expect(r.stdout).toContain('path: path-rootless [7,20) "a@example.com"');
    expect(JSON.parse(cli(['parse', '--json', '//h']).stdout)).toMatchObject({ type: 'relative-ref', authority: { host: { type: 'reg-name', text: 'h' } } });
    const bad = cli(['parse', 'http://[::1']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^error: URI-reference: expected/);
  });

  test('resolve, normalize, equal, encode, decode, lint', () => {
    expect(cli(['resolve', 'http://a/b/c/d;p?q', '../../g']).stdout).toBe('http://a/g\n');
    expect(cli(['normalize', '--level', 'scheme', 'HTTPS://A.example:443']).stdout).toBe('https://a.example/\n');
    expect(cli(['equal', 'http://a/%7e', 'HTTP://A/~'])).toMatchObject({ status: 0 });
    expect(cli(['encode', '50% off']).stdout).toBe('50%25%20off\n');
    expect(cli(['decode', '50%25%20off']).stdout).toBe('50% off\n');
    expect(cli(['lint', 'http://a\\b']).status).toBe(1);
  });
});
