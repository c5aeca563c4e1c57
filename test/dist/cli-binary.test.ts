/**
 * Tests of the real `uri-grammar` binary (dist/cjs/src/cli.js, the package's
 * `bin`), each run as a child process: exit statuses, output formats,
 * standard input, the worker threads on a large input, closed pipes.
 * `npm test` builds dist/ first; run alone, this file builds it when missing.
 *
 * The large input: examples/uris.txt twice, its valid lines COPIES times
 * (16 in `npm test`: 3.0 MB in all, of which the worker pool of `-j 2`
 * checks what follows the first MiB, some seven batches; 60 before, 9.3 MB;
 * `npm run prove` makes it 16 times its URI_GRAMMAR_PROOF_SCALE, 19.1 MB at
 * its default 8), and examples/uris.txt twice again.
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { GRAMMARS } from '../../generated/grammars.js';

/** Every grammar, as usage errors list them. */
const NAMES = GRAMMARS.map((g) => g.name).join(', ');

const root = join(__dirname, '..', '..');
const bin = join(root, 'dist', 'cjs', 'src', 'cli.js');
const example = 'examples/uris.txt';
/** The copies of the valid lines in the large input (see the header). */
const COPIES = 16 * Math.max(1, Math.round(Number(process.env.URI_GRAMMAR_PROOF_SCALE ?? '1') || 1));

beforeAll(() => {
  // The command is one file, its worker thread another (scripts/build.mjs).
  if (!existsSync(bin) || !existsSync(join(root, 'dist', 'cjs', 'src', 'cli', 'worker.js'))) {
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'ignore' });
  }
}, 120_000);

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The environment of the runs: colour neither forced nor forbidden by the environment the tests run in (output is piped: none). */
const env = { ...process.env };
delete env.FORCE_COLOR;
delete env.NO_COLOR;

function cli(args: string[], input?: string | Buffer): Run {
  const r = spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', maxBuffer: 1 << 28, env });
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
    // The file has lines with CR LF ends among its mistakes: a warning at the first, and their count in the summary.
    const summary = /^examples\/uris\.txt:4: warning: the line ends in CR LF .*\nchecked (\d+) lines: (\d+) valid, (\d+) invalid \(1 file, 44 lines end in CR LF, [\d.]+ s, \d+ lines\/s, [\d.]+ MB\/s\)\n$/.exec(r.stderr);
    expect(summary).not.toBeNull();
    const [lines, valid, invalid] = summary!.slice(1).map(Number);
    expect(lines).toBeGreaterThanOrEqual(2000);
    expect(valid + invalid).toBe(lines);
    expect(invalid).toBeGreaterThan(0);
    expect(valid).toBeGreaterThan(invalid);
    // Every report: the location line, the excerpt, the caret (and "~" under the diagnosis's span), and maybe a diagnosis and a hint.
    const reports = r.stdout.split(/\n(?=examples\/uris\.txt:)/);
    expect(reports).toHaveLength(invalid);
    const source = readFileSync(join(root, example)).toString('latin1').split('\n');
    let previous = 0;
    for (const report of reports) {
      const m = /^examples\/uris\.txt:(\d+):(\d+): error: .+\n {2}.*\n {2}([ ~]*)\^[ ~]*\n(diagnosis: .+\n)?(hint: .+\n)?$/.exec(report.endsWith('\n') ? report : report + '\n');
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
    expect(r.stderr).toMatch(/^examples\/uris\.txt:4: warning: the line ends in CR LF [^\n]*\n$/);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const summary = rows.pop()!;
    expect(summary).toMatchObject({ type: 'summary', files: 1, unreadable: 0, bytes: statSync(join(root, example)).size });
    expect(rows).toHaveLength(summary.invalid as number);
    const locations = text.stdout.split('\n').filter((l) => l.startsWith('examples/')).map((l) => l.split(': error:')[0]);
    expect(rows.map((x) => `${x.file}:${x.line}:${x.column}`)).toEqual(locations);
    for (const x of rows) expect(Object.keys(x)).toEqual(['type', 'file', 'line', 'column', 'offset', 'kind', 'grammar', 'rule', 'message', 'expected', 'found', 'hint', 'diagnosis', 'input']);
    // Every syntax error of the sample has a diagnosis, its span within the line, containing or preceding the error.
    for (const x of rows.filter((x) => x.kind === 'syntax')) {
      const d = x.diagnosis as { start: number; end: number } | null;
      expect([x.line, d !== null && d.start <= (x.offset as number) && d.start <= d.end && d.end <= (x.input as string).length]).toEqual([x.line, true]);
    }
  });

  test('stdin, a CRLF line, a line that is not UTF-8, no final newline', () => {
    const input = Buffer.concat([Buffer.from('http://ok/\r\n/caf'), Buffer.from([0xe9]), Buffer.from('\n\nhttp://[::1]:80/x\n?q#f')]);
    const r = cli(['check'], input);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^<stdin>:1:11: error: .*found control character U\+000D at offset 10\n {2}http:\/\/ok\/␍\n {12}\^\ndiagnosis: a carriage return at the end: .*\nhint: the line ends in a carriage return/);
    expect(r.stdout).toContain('<stdin>:2:5: error: not valid UTF-8: ill-formed sequence at byte 0xE9 (byte 5 of the line)\n  /caf�\n      ^\n');
    expect(r.stderr).toMatch(/^<stdin>:1: warning: the line ends in CR LF .*\nchecked 5 lines: 3 valid, 2 invalid \(1 file, 1 line ends in CR LF,/);
  });

  test('"-" is stdin; all valid exits 0 with nothing on stdout', () => {
    expect(cli(['check', '-'], 'http://a/\n//b\n')).toMatchObject({ status: 0, stdout: '' });
  });

  test('--rule', () => {
    const r = cli(['check', '--rule', 'IPv6address', '--json', '-q'], '::1\n1::2:3\n::ffff:1.2.3.4\n1:2:3:4:5:6:7:8:9\n');
    expect(r.status).toBe(1);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(rows.map((x) => [x.type, x.line])).toEqual([['error', 4]]); // -q: no summary record
  });

  test('errors of the tool: one line on stderr, no stack trace, exit 2', () => {
    for (const [args, message] of [
      [['check', 'no/such/file.txt'], 'uri-grammar: check: cannot read no/such/file.txt: no such file or directory\n'],
      [['check', 'examples'], 'uri-grammar: check: cannot read examples: is a directory\n'],
      [['check', '--frobnicate'], "uri-grammar: check: unknown option '--frobnicate' (see uri-grammar check --help)\n"],
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
    // examples/uris.txt twice, COPIES times its valid lines (past the first MiB, the worker pool of --jobs 2 takes over), examples/uris.txt twice.
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
    writeFileSync(file, Buffer.concat([one, one, ...Array.from({ length: COPIES }, () => validBlock), one, one]));
    const n = (perCopy = lines.length);
    const after = 2 * n + COPIES * valid.length;
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
    const lines = 4 * perCopy + COPIES * valid.length;
    expect(summary(parallel.stdout)).toMatchObject({ lines, invalid: wanted.length, bytes: statSync(file).size });
    // The main thread checks chunks while the workers load, so on a busy two-core
    // machine it may finish before any worker has checked a batch: 0 is legitimate.
    expect(summary(parallel.stdout).workers).toBeGreaterThanOrEqual(0);
    expect(summary(parallel.stdout).workers).toBeLessThanOrEqual(2);
    expect(summary(serial.stdout)).toMatchObject({ lines, invalid: wanted.length, workers: 0 });
    // Without --jobs, an input this small (below POOL_MIN, src/cli/check-files.ts) starts no worker at all.
    const auto = cli(['check', '--json', file]);
    expect(body(auto.stdout)).toEqual(body(serial.stdout));
    expect(summary(auto.stdout)).toMatchObject({ lines, workers: 0 });
  }, 120_000);

  test('--strip-cr in the worker threads: the file with CR LF line ends reports as the one with LF', () => {
    const crlfFile = join(dir, 'large-crlf.txt');
    writeFileSync(crlfFile, readFileSync(file).toString('latin1').replace(/\n/g, '\r\n'), 'latin1');
    const lf = cli(['check', '--json', '-j', '1', file]);
    const crlf = cli(['check', '--json', '-j', '2', '--strip-cr', crlfFile]);
    const records = (out: string): Record<string, unknown>[] => out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const [want, got] = [records(lf.stdout), records(crlf.stdout)];
    expect(got.slice(0, -1).map((r) => ({ ...r, file: null }))).toEqual(want.slice(0, -1).map((r) => ({ ...r, file: null })));
    expect(got[got.length - 1]).toMatchObject({ lines: want[want.length - 1]!.lines, invalid: want[want.length - 1]!.invalid, crlf: want[want.length - 1]!.lines });
    expect(crlf.stderr).toBe('');
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
    expect(bad.stderr).toMatch(/^<args>:1:12: error: URI-reference: expected/);
  });

  test('resolve, normalize and equal --grammar rfc3987: the IRI passes, syntax errors named by grammar', () => {
    expect(cli(['resolve', '--grammar', 'rfc3987', 'http://例え.jp/a/b', '../ç'])).toEqual({ status: 0, stdout: 'http://例え.jp/ç\n', stderr: '' });
    expect(cli(['resolve', '-g', 'rfc3987', 'http://例え.jp/a/b'], '../パス\n?é\n')).toEqual({ status: 0, stdout: 'http://例え.jp/パス\nhttp://例え.jp/a/b?é\n', stderr: '' });
    expect(cli(['normalize', '-g', 'rfc3987', 'http://例え.jp/%c3%bc/./x', 'http://例え.jp/ü'])).toEqual({ status: 0, stdout: 'http://例え.jp/%C3%BC/x\nhttp://例え.jp/ü\n', stderr: '' });
    expect(cli(['normalize', '-g', 'rfc3987', '--nfc', 'http://h/u\u0308']).stdout).toBe('http://h/\u00fc\n');
    expect(cli(['equal', '-g', 'rfc3987', 'http://h/ros%C3%A9', 'http://h/rosé'])).toMatchObject({ status: 1, stdout: 'not equivalent (rfc3987, syntax): http://h/ros%C3%A9 != http://h/rosé\n' });
    expect(cli(['equal', '-g', 'rfc3987', '--via-uri', 'http://h/ros%C3%A9', 'http://h/rosé'])).toMatchObject({ status: 0, stdout: 'equivalent (rfc3987, syntax, via URI): http://h/ros%C3%A9 == http://h/ros%C3%A9\n' });
    const bad = cli(['resolve', '-g', 'rfc3987', 'http://h/', 'a b']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^<args>:1:2: rfc3987: error: IRI-reference: expected .* but found a space at offset 1\n {2}a b\n {3}\^\n/);
    noStackTrace(bad.stderr);
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

describe('--grammar', () => {
  /**
   * The files of dist/cjs that a script run in a fresh process has loaded (`node -e`): the command is one
   * file, each grammar's parser is the file of its entry point (scripts/build.mjs).
   */
  function loadedFiles(script: string): string[] {
    const r = spawnSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' });
    expect(r.stderr).toBe('');
    return (JSON.parse(r.stdout) as string[]).sort();
  }
  const dist = JSON.stringify(join(root, 'dist', 'cjs') + sep);
  const report = `console.log(JSON.stringify(Object.keys(require.cache).filter((k) => k.startsWith(${dist})).map((k) => k.slice(${dist}.length).split('\\\\').join('/'))))`;

  test('loading the command loads no parser; a run loads the parser of its grammar only', () => {
    // The command's file holds the RFC 3986 DFAs (src/errors.ts's hints read them through src/ipv6-zone.ts), no parser.
    expect(readFileSync(bin, 'utf8')).not.toContain('peg$');
    expect(loadedFiles(`require(${JSON.stringify(bin)}); ${report}`)).toEqual(['src/cli.js']);
    const run = (argv: string[]): string =>
      `const { main } = require(${JSON.stringify(bin)}); const { PassThrough, Readable } = require('node:stream');
       const out = new PassThrough(); out.resume();
       main(${JSON.stringify(argv)}, { stdin: Readable.from([Buffer.from('http://h/\\n')]), stdout: out, stderr: out }).then(() => { ${report} });`;
    expect(loadedFiles(run(['check', '-q', '--grammar', 'rfc6874']))).toEqual(['src/cli.js', 'src/entries/rfc6874.js']);
    expect(loadedFiles(run(['check', '-q', '--grammar', 'rfc3987']))).toEqual(['src/cli.js', 'src/entries/rfc3987.js']);
    expect(loadedFiles(run(['check', '-q']))).toEqual(['src/cli.js', 'src/entries/rfc3986.js']);
    expect(loadedFiles(run(['parse', '--grammar', 'rfc6874', 'http://[fe80::1%25eth0]/']))).toEqual(['src/cli.js', 'src/entries/rfc6874.js']);
  });

  test('check --grammar rfc3987 and rfc6874 --rule IP-literal on standard input', () => {
    expect(cli(['check', '--grammar', 'rfc3987'], 'http://例え.jp/パス\nhttp://h/😀\n')).toMatchObject({ status: 0, stdout: '' });
    const r = cli(['check', '-g', 'rfc3987'], 'http://例え.jp/\nhttp://h/\u{F0000}\n');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^<stdin>:2:10: error: IRI-reference: expected .* at offset 9\n {2}http:\/\/h\/\u{F0000}\n {11}\^\ndiagnosis: a private-use character .*\nhint: a private-use character \(iprivate\)/u);
    expect(cli(['check', '--grammar', 'rfc6874', '--rule', 'IP-literal', '-q'], '[fe80::1%25eth0]\n')).toMatchObject({ status: 0, stdout: '' });
    expect(cli(['check', '--rule', 'IP-literal', '-q'], '[fe80::1%25eth0]\n').status).toBe(1);
  });

  test('check --grammar all: a verdict per grammar; --json a record per line', () => {
    const r = cli(['check', '--grammar', 'all'], 'http://[fe80::1%25eth0]/\n');
    expect(r.status).toBe(1);
    expect(r.stdout.split('\n').filter((l) => l.startsWith('<stdin>')).map((l) => l.replace(/ error: .*/, ' error'))).toEqual([
      '<stdin>:1:16: rfc3986: error',
      '<stdin>:1:16: rfc3987: error',
      '<stdin>:1: rfc6874: valid URI-reference',
      '<stdin>:1:8: rfc2396: error',
      '<stdin>:1:8: rfc1808: error',
      '<stdin>:1:8: rfc1738: error',
    ]);
    expect(r.stderr).toMatch(/^checked 1 line: 0 valid in every grammar, 1 invalid in some \(rfc3986 1, rfc3987 1, rfc6874 0, rfc2396 1, rfc1808 1, rfc1738 1\)/);
    const j = cli(['check', '-g', 'all', '--json'], 'http://a/\n');
    expect(j.status).toBe(0);
    const [line, summary] = j.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(line).toEqual({
      type: 'line',
      file: '<stdin>',
      line: 1,
      valid: true,
      grammars: {
        rfc3986: { valid: true, rule: 'URI-reference' },
        rfc3987: { valid: true, rule: 'IRI-reference' },
        rfc6874: { valid: true, rule: 'URI-reference' },
        rfc2396: { valid: true, rule: 'URI-reference' },
        rfc1808: { valid: true, rule: 'URL' },
        rfc1738: { valid: true, rule: 'url' },
      },
      input: 'http://a/',
    });
    expect(summary).toMatchObject({ type: 'summary', lines: 1, valid: 1, invalid: 0 });
  });

  test('parse --grammar: the grammar\'s tree', () => {
    const r = cli(['parse', '--grammar', 'rfc3987', 'http://例え.jp/']);
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').slice(0, 3)).toEqual(['IRI [0,13) "http://例え.jp/"', '├── scheme [0,4) "http"', '├── authority: iauthority [7,12) "例え.jp"']);
    expect(JSON.parse(cli(['parse', '-g', 'rfc6874', '--json', '-r', 'IP-literal', '[fe80::1%25eth0]']).stdout)).toMatchObject({
      address: { type: 'IPv6addrz', zone: 'eth0', zoneID: { type: 'ZoneID', text: 'eth0' } },
    });
  });

  test('usage errors: one line, no stack trace, exit 2', () => {
    for (const [args, message] of [
      [['check', '--grammar', 'rfc9999'], `uri-grammar: check: unknown grammar 'rfc9999': use one of ${NAMES}, all\n`],
      [['check', '-g', 'rfc3987', '--rule', 'URI'], "uri-grammar: check: unknown rule 'URI' of rfc3987: use one of its rules: IRI, ihier-part, IRI-reference, "],
      [['parse', '-g', 'all', 'x'], `uri-grammar: parse: --grammar all is for check only: use one of ${NAMES}\n`],
      [['normalize', '-g', 'rfc6874', 'x'], 'uri-grammar: normalize: --grammar rfc6874 has no normalize pass: use one of rfc3986, rfc3987'],
      [['resolve', '-g', 'nope', 'http://a/', 'g'], "uri-grammar: resolve: unknown grammar 'nope': use one of rfc3986, rfc3987"],
      [['equal', '--via-uri', 'a', 'b'], 'uri-grammar: equal: --via-uri is for --grammar rfc3987, not rfc3986\n'],
      [['lint', '--grammar', 'all', 'x'], 'uri-grammar: lint: this pass is RFC 3986 only, not --grammar all (other grammars are for check, parse, resolve, normalize and equal)\n'],
    ] as const) {
      const r = cli([...args], '');
      expect([args, r.status, r.stdout]).toEqual([args, 2, '']);
      expect(r.stderr.startsWith(message)).toBe(true);
      expect(r.stderr.split('\n').filter(Boolean)).toHaveLength(1);
      noStackTrace(r.stderr);
    }
  });
});

describe('--grammar on a large input: the worker threads check by that grammar', () => {
  let dir = '';
  // A block of lines, each valid or not in each grammar, repeated past the 1 MiB where the pool takes over.
  const GRAMMARS_ALL = ['rfc3986', 'rfc3987', 'rfc6874', 'rfc2396', 'rfc1808', 'rfc1738'] as const;
  type Verdicts = Record<(typeof GRAMMARS_ALL)[number], boolean>;
  const none: Verdicts = { rfc3986: false, rfc3987: false, rfc6874: false, rfc2396: false, rfc1808: false, rfc1738: false };
  const block: [Buffer, Verdicts][] = [
    [Buffer.from('http://例え.jp/パス?クエリ#断片'), { ...none, rfc3987: true }],
    [Buffer.from('http://h/😀/\u{10FFFD}?\u{10FFFD}'), none], // astral iprivate outside the query
    [Buffer.from('http://h/😀?\u{F0000}'), { ...none, rfc3987: true }], // astral ucschar, iprivate in the query
    [Buffer.from('http://example.com/a?b#c'), { rfc3986: true, rfc3987: true, rfc6874: true, rfc2396: true, rfc1808: true, rfc1738: false }], // RFC 1738: no fragment
    [Buffer.from('http://[fe80::1%25eth0]/'), { ...none, rfc6874: true }],
    [Buffer.from([0x2f, 0xed, 0xa0, 0x80]), none], // a lone surrogate's WTF-8 bytes: not UTF-8
    [Buffer.from([0x2f, 0x63, 0x61, 0x66, 0xe9]), none], // Latin-1: not UTF-8
    [Buffer.from('/a b'), none],
    [Buffer.from('../g;x?y'), { rfc3986: true, rfc3987: true, rfc6874: true, rfc2396: true, rfc1808: true, rfc1738: false }], // RFC 1738: a url has a scheme
    [Buffer.from('http://h/ok\r'), none], // a CRLF line
    // A long line valid in every grammar, most of the block's bytes: the input passes the MiB where the pool takes
    // over in some 4,000 lines instead of 184,000 (the batches are cut by bytes, so they are as many), and long
    // lines cross the threads too.
    [Buffer.from('http://example.com/' + 'abcdefgh/'.repeat(900)), { rfc3986: true, rfc3987: true, rfc6874: true, rfc2396: true, rfc1808: true, rfc1738: true }],
  ];
  const blockBytes = Buffer.concat(block.flatMap(([b]) => [b, Buffer.from('\n')]));

  function write(name: string, bytes: number): { file: string; copies: number } {
    const copies = Math.ceil(bytes / blockBytes.length);
    const file = join(dir, name);
    writeFileSync(file, Buffer.concat(Array.from({ length: copies }, () => blockBytes)));
    return { file, copies };
  }

  const records = (out: string): Record<string, unknown>[] => out.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'uri-grammar-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('--grammar rfc3987: the same report with 2 workers as on the main thread', () => {
    const { file, copies } = write('iri.txt', 3 << 20);
    const parallel = cli(['check', '--json', '-j', '2', '--grammar', 'rfc3987', file]);
    const serial = cli(['check', '--json', '-j', '1', '--grammar', 'rfc3987', file]);
    expect(parallel.status).toBe(1);
    const p = records(parallel.stdout);
    const s = records(serial.stdout);
    const summary = p.pop()!;
    s.pop();
    expect(p).toEqual(s);
    const invalidAt = block.map(([, v], i) => (v.rfc3987 ? -1 : i + 1)).filter((i) => i > 0);
    const wanted = Array.from({ length: copies }, (_, c) => invalidAt.map((i) => c * block.length + i)).flat();
    expect(p.map((x) => x.line)).toEqual(wanted);
    expect(new Set(p.map((x) => x.grammar))).toEqual(new Set(['rfc3987']));
    expect(p.slice(0, invalidAt.length).map((x) => [x.line, x.kind, x.column, x.offset])).toEqual([
      [2, 'syntax', 12, 12],
      [6, 'encoding', 2, 1],
      [7, 'encoding', 5, 4],
      [8, 'syntax', 3, 2],
      [5, 'syntax', 16, 15],
      [10, 'syntax', 12, 11],
    ].sort((a, b) => (a[0] as number) - (b[0] as number)));
    expect(summary).toMatchObject({ lines: copies * block.length, invalid: wanted.length, grammars: { rfc3987: { invalid: wanted.length } } });
    expect(summary.workers).toBeGreaterThanOrEqual(0);
    expect(summary.workers).toBeLessThanOrEqual(2);
  }, 120_000);

  test('--grammar all: the same verdicts with 2 workers as on the main thread', () => {
    const { file, copies } = write('all.txt', 3 << 19);
    const parallel = cli(['check', '-j', '2', '--grammar', 'all', file]);
    const serial = cli(['check', '-j', '1', '--grammar', 'all', file]);
    expect(parallel.status).toBe(1);
    expect(parallel.stdout).toBe(serial.stdout);
    const heads = parallel.stdout.split('\n').filter((l) => l.startsWith(file));
    const n = GRAMMARS_ALL.length;
    expect(heads).toHaveLength(copies * block.length * n);
    const verdicts = heads.slice(0, block.length * n).map((l) => / (rfc\d+): (valid|error)/.exec(l)!.slice(1).join(' '));
    expect(verdicts).toEqual(block.flatMap(([, v]) => GRAMMARS_ALL.map((g) => `${g} ${v[g] ? 'valid' : 'error'}`)));
    const count = (g: (typeof GRAMMARS_ALL)[number]): number => copies * block.filter(([, v]) => !v[g]).length;
    const some = copies * block.filter(([, v]) => !GRAMMARS_ALL.every((g) => v[g])).length;
    const counts = GRAMMARS_ALL.map((g) => `${g} ${count(g)}`).join(', ');
    expect(parallel.stderr).toMatch(new RegExp(`^checked ${copies * block.length} lines: ${copies * block.length - some} valid in every grammar, ${some} invalid in some \\(${counts}\\)`, 'm'));
    // Its CRLF line: one warning, at the first.
    expect(parallel.stderr.split('\n')[0]).toMatch(/: warning: the line ends in CR LF /);
  }, 120_000);
});

describe('docs/cli.md', () => {
  // Each ```sh block followed by a ```text block runs in bash, with `uri-grammar` the built binary, and prints that text.
  // (A ```sh block with no ```text after it, such as the list of commands, is not run: no match spans two blocks.)
  const text = readFileSync(join(root, 'docs', 'cli.md'), 'utf8');
  const examples = [...text.matchAll(/```sh\n((?:(?!```)[\s\S])*?)```\n\n```text\n([\s\S]*?)```\n/g)].map((m) => [m[1].trim(), m[2]] as const);
  let shim = '';

  beforeAll(() => {
    shim = mkdtempSync(join(tmpdir(), 'uri-grammar-bin-'));
    writeFileSync(join(shim, 'uri-grammar'), `#!/bin/sh\nexec ${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} "$@"\n`, { mode: 0o755 });
  });
  afterAll(() => rmSync(shim, { recursive: true, force: true }));

  test('has examples', () => expect(examples.length).toBeGreaterThanOrEqual(5));

  test.each(examples)('%s', (command, output) => {
    if (process.platform === 'win32') return;
    const r = spawnSync('bash', ['-c', `set -o pipefail; ${command}`], {
      cwd: root,
      encoding: 'utf8',
      env: { ...env, PATH: `${shim}:${process.env.PATH ?? ''}` },
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(output);
  });
});
