/**
 * Standard input is bytes, and the same bytes come out: every subcommand
 * that reads standard input, on one input with a byte order mark, a CRLF
 * line, a line that is not UTF-8, a NUL, an empty line and a line of 1 MiB
 * (test/vectors/cli-stdin.json), in-process and through the built binary;
 * then the command's small edges: colour on a terminal (a pseudo-terminal),
 * the notice of a subcommand waiting on a terminal, --jobs, --version, a bad
 * base, a port above 2^53 - 1, JSON records of huge lines and unreadable files.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { main, type Io } from '../../src/cli.js';
import { cappedInput, JSON_INPUT_MAX } from '../../src/cli/check-lines.js';
import { COLOR, PLAIN, useColor } from '../../src/cli/color.js';
import { byteLines, decodeLine } from '../../src/cli/lines.js';
import vectors from '../vectors/cli-stdin.json';

const root = join(__dirname, '..', '..');
const bin = join(root, 'dist', 'cjs', 'src', 'cli.js');

type Part = string | { bytes: string } | { repeat: string; times: number };

/** The bytes of a vector's parts. */
function bytesOf(parts: readonly Part[]): Buffer {
  return Buffer.concat(
    parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : 'bytes' in p ? Buffer.from(p.bytes, 'hex') : Buffer.from(p.repeat.repeat(p.times)))),
  );
}

interface Case {
  source: string;
  argv: string[];
  status: number;
  stdout: Part[];
  stderr: Part[];
}

const stdin = bytesOf(vectors.stdin as Part[]);
const cases = (vectors.cases as Case[]).map((c) => [c.argv.join(' '), c] as const);

class Sink extends Writable {
  private chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
  get bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/** Chunks that cut the input inside the byte order mark, inside the CRLF and inside the 1 MiB line. */
function chunked(bytes: Buffer): Buffer[] {
  const cuts = [1, 2, 3, 25, 26, 27, 40, 100, 70_000, 700_000, bytes.length];
  const out: Buffer[] = [];
  let at = 0;
  for (const cut of cuts) {
    out.push(bytes.subarray(at, cut));
    at = cut;
  }
  return out;
}

/**
 * The output of a case as compared: exact, except the wording of lint's
 * findings (pinned by test/unit/lint.test.ts, not here): the command's part, the
 * location, severity, code, underline, hint and records, stays exact.
 */
function compared(argv: readonly string[], text: string): string {
  if (argv[0] !== 'lint') return text;
  if (!argv.includes('--json')) return text.replace(/^(\S+:\d+:\d+: (?:error|warning|info): ).*( \[[a-z0-9-]+\])$/gm, '$1…$2');
  return text
    .split('\n')
    .map((l) => {
      if (l === '') return l;
      const record = JSON.parse(l) as { findings?: { message: string }[] };
      for (const f of record.findings ?? []) f.message = '…';
      return JSON.stringify(record);
    })
    .join('\n');
}

async function run(argv: readonly string[], input: Buffer | Readable, env: Io['env'] = {}): Promise<{ status: number; stdout: Buffer; stderr: Buffer }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const status = await main(argv, { stdin: input instanceof Readable ? input : Readable.from(chunked(input)), stdout, stderr, env });
  return { status, stdout: stdout.bytes, stderr: stderr.bytes };
}

/** The environment of the binary: no colour forced either way by the environment the tests run in. */
function plainEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.FORCE_COLOR;
  delete env.NO_COLOR;
  return env;
}

beforeAll(() => {
  if (!existsSync(bin) || !existsSync(join(root, 'dist', 'cjs', 'src', 'cli', 'worker.js'))) {
    execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'ignore' });
  }
}, 120_000);

describe('every subcommand on standard input: BOM, CRLF, not UTF-8, NUL, empty, 1 MiB (test/vectors/cli-stdin.json)', () => {
  test('the input has each edge', () => {
    expect(stdin.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(stdin.includes(Buffer.from('\r\n'))).toBe(true);
    expect(stdin.includes(0)).toBe(true);
    expect(stdin.includes(Buffer.from('\n\n'))).toBe(true);
    const lines = stdin.toString('latin1').split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeGreaterThan(1 << 20);
    expect(lines.some((l) => !Buffer.from(l, 'latin1').equals(Buffer.from(Buffer.from(l, 'latin1').toString('utf8'))))).toBe(true);
  });

  test('every subcommand that reads standard input has a case, text and --json where it has --json', () => {
    const names = new Set(cases.map(([, c]) => c.argv[0]));
    expect([...names].sort()).toEqual(['check', 'conform', 'decode', 'encode', 'lint', 'normalize', 'relativize', 'resolve']);
    for (const name of ['check', 'normalize', 'resolve', 'relativize', 'encode', 'decode', 'lint']) {
      expect(cases.some(([, c]) => c.argv[0] === name && c.argv.includes('--json'))).toBe(true);
    }
  });

  test.each(cases)('in-process: %s', async (_name, c) => {
    const r = await run(c.argv, stdin);
    expect(compared(c.argv, r.stdout.toString('utf8'))).toBe(compared(c.argv, bytesOf(c.stdout).toString('utf8')));
    expect(r.stderr.toString('utf8')).toBe(bytesOf(c.stderr).toString('utf8'));
    expect(r.status).toBe(c.status);
  });

  test.each(cases)('the binary: %s', (_name, c) => {
    const r = spawnSync(process.execPath, [bin, ...c.argv], { input: stdin, maxBuffer: 1 << 26, env: plainEnv() });
    const [got, want] = [r.stdout.toString('utf8'), bytesOf(c.stdout).toString('utf8')].map((t) => compared(c.argv, t));
    expect(got === want ? '' : got.slice(0, 2000)).toBe('');
    expect(r.stderr.toString('utf8')).toBe(bytesOf(c.stderr).toString('utf8'));
    expect(r.status).toBe(c.status);
  });

  test('line alignment: output line N answers input line N, for text and --json', () => {
    const inputLines = stdin.toString('latin1').split('\n').length - 1;
    for (const [, c] of cases) {
      if (!['normalize', 'resolve', 'relativize', 'encode', 'decode'].includes(c.argv[0]) && !(c.argv[0] === 'lint' && c.argv.includes('--json'))) continue;
      const lines = bytesOf(c.stdout).toString('utf8').split('\n');
      expect([c.argv, lines.length - 1]).toEqual([c.argv, inputLines]);
      if (c.argv.includes('--json')) expect(lines.slice(0, -1).map((l) => (JSON.parse(l) as { line: number }).line)).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });

  test('nothing is replaced: no U+FFFD in any output line, the bytes of the BOM and the NUL kept by decode', () => {
    for (const [, c] of cases) {
      const out = bytesOf(c.stdout);
      if (!c.argv.includes('--json') && !['check', 'lint', 'conform'].includes(c.argv[0])) expect([c.argv, out.includes(Buffer.from('\ufffd'))]).toEqual([c.argv, false]);
    }
    const decode = cases.find(([, c]) => c.argv.join(' ') === 'decode')![1];
    const out = bytesOf(decode.stdout);
    expect(out.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(out.includes(Buffer.from('a\x00b\n'))).toBe(true);
    expect(out.includes(Buffer.from('\r\n'))).toBe(true);
  });
});

describe('the line reader (src/cli/lines.ts)', () => {
  test('byteLines: LF ends a line; CR, NUL stay; a last line without LF counts; chunks split anywhere', async () => {
    const input = Buffer.from('a\r\n\n\x00b\nc');
    const want = ['a\r', '', '\x00b', 'c'];
    for (let size = 1; size <= input.length; size++) {
      const chunks = Array.from({ length: Math.ceil(input.length / size) }, (_, i) => input.subarray(i * size, (i + 1) * size));
      const got: string[] = [];
      for await (const line of byteLines(Readable.from(chunks))) got.push(line.toString('latin1'));
      expect(got).toEqual(want);
    }
  });

  test('decodeLine: a BOM is kept as U+FEFF; ill-formed UTF-8 is not decoded, and says where', () => {
    expect(decodeLine(Buffer.from([0xef, 0xbb, 0xbf, 0x61]), '<stdin>', 1)).toEqual({ file: '<stdin>', line: 1, text: '\ufeffa' });
    const bad = decodeLine(Buffer.from([0x61, 0xc3, 0xa9, 0xed, 0xa0, 0x80]), '<stdin>', 7);
    expect(bad).toMatchObject({ file: '<stdin>', line: 7, text: null, column: 3, offset: 2, message: 'not valid UTF-8: ill-formed sequence at byte 0xED (byte 4 of the line)' });
  });
});

describe('colour', () => {
  const tty = { isTTY: true };
  const pipe = { isTTY: false };
  test.each([
    [tty, {}, true],
    [tty, { TERM: 'xterm-256color' }, true],
    [tty, { TERM: 'dumb' }, false],
    [tty, { NO_COLOR: '1' }, false],
    [tty, { NO_COLOR: '' }, true], // no-color.org: set and non-empty
    [tty, { NO_COLOR: '1', FORCE_COLOR: '1' }, false],
    [pipe, {}, false],
    [pipe, { FORCE_COLOR: '1' }, true],
    [pipe, { FORCE_COLOR: '0' }, false],
    [tty, { FORCE_COLOR: 'false' }, false],
  ] as const)('useColor(%j, %j) is %s', (stream, env, want) => {
    expect(useColor(stream, env)).toBe(want);
  });

  test('reports in colour with FORCE_COLOR, the same text without the escapes otherwise', async () => {
    const input = Buffer.from('a b\nHTTP://a/\n\xff\n', 'latin1');
    for (const argv of [['check', '-q'], ['normalize'], ['lint']]) {
      const plain = await run(argv, input);
      const colour = await run(argv, input, { FORCE_COLOR: '1' });
      const strip = (b: Buffer) => b.toString('utf8').replace(/\x1b\[[0-9;]*m/g, '');
      expect(plain.stdout.toString('utf8') + plain.stderr.toString('utf8')).not.toContain('\x1b[');
      expect(colour.stdout.toString('utf8') + colour.stderr.toString('utf8')).toContain(COLOR.severity('error:'));
      expect([strip(colour.stdout), strip(colour.stderr), colour.status]).toEqual([plain.stdout.toString('utf8'), plain.stderr.toString('utf8'), plain.status]);
    }
    expect(PLAIN.severity('error:')).toBe('error:');
  });

  /** Runs the binary on a pseudo-terminal (python3's pty module): its output, standard output and error together, as the terminal shows it. */
  function onTerminal(argv: string[], env: NodeJS.ProcessEnv, typed: string): { output: string; status: number } {
    const script = `
import os, pty, sys, json, time
argv, typed = json.loads(sys.argv[1]), sys.argv[2]
pid, fd = pty.fork()
if pid == 0:
    os.execv(argv[0], argv)
time.sleep(0.3)
os.write(fd, typed.encode())
os.write(fd, b"\\x04")
out = b""
while True:
    try:
        data = os.read(fd, 65536)
    except OSError:
        break
    if not data:
        break
    out += data
_, status = os.waitpid(pid, 0)
sys.stdout.buffer.write(out)
sys.exit(os.waitstatus_to_exitcode(status))
`;
    const r = spawnSync('python3', ['-c', script, JSON.stringify([process.execPath, bin, ...argv]), typed], { env, encoding: 'utf8', timeout: 20_000 });
    return { output: r.stdout.replace(/\r\n/g, '\n'), status: r.status ?? -1 };
  }

  const hasPython = spawnSync('python3', ['-c', 'import pty'], { stdio: 'ignore' }).status === 0;
  (process.platform !== 'win32' && hasPython ? test : test.skip)('on a terminal: the notice that standard input is read, and colour; NO_COLOR turns it off', () => {
    const env = { ...plainEnv(), TERM: 'xterm' };
    const r = onTerminal(['normalize'], env, 'a b\n');
    expect(r.status).toBe(1);
    expect(r.output).toContain('uri-grammar: normalize: reading standard input, one reference per line (end it with Ctrl-D)\n');
    expect(r.output).toContain(`\x1b[1m<stdin>:1:2:\x1b[0m ${COLOR.severity('error:')} URI-reference: `);
    const plain = onTerminal(['normalize'], { ...env, NO_COLOR: '1' }, 'a b\n');
    expect(plain.output).toContain('<stdin>:1:2: error: URI-reference: ');
    expect(plain.output).not.toContain('\x1b[');
  }, 60_000);
});

describe('the small edges', () => {
  test('check - < FILE (standard input a regular file) reports what check FILE does, from where the file offset stands', () => {
    const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-stdin-'));
    try {
      // Over several of the reader's 256 KiB chunks (src/cli/check-files.ts READ_BYTES): lines across a chunk's
      // end, invalid lines among them, a line of non-ASCII characters, CR LF, no final LF.
      const lines: string[] = ['first line, read before the command starts'];
      for (let i = 0; lines.join('\n').length < 700_000; i++) {
        if (i % 89 === 0) lines.push(`http://bad line ${i}/`);
        else if (i % 211 === 0) lines.push(`/caf\u00e9/${i}\r`);
        else lines.push(`https://example.com/${'a'.repeat(i % 300)}?q=${i}`);
      }
      const text = Buffer.from(lines.join('\n'), 'utf8');
      const first = lines[0]!.length + 1;
      const whole = join(dir, 'whole.txt');
      const rest = join(dir, 'rest.txt');
      writeFileSync(whole, text);
      writeFileSync(rest, text.subarray(first));
      for (const json of [['--json'], []]) {
        const named = spawnSync(process.execPath, [bin, 'check', ...json, '-j', '1', rest], { encoding: 'utf8' });
        // The file's offset moved past its first line, as a shell's `(read first; uri-grammar check -) < FILE` does.
        const fd = openSync(whole, 'r');
        try {
          expect(readSync(fd, Buffer.alloc(first), 0, first, null)).toBe(first);
          const redirected = spawnSync(process.execPath, [bin, 'check', ...json, '-j', '1', '-'], { encoding: 'utf8', stdio: [fd, 'pipe', 'pipe'] });
          const same = (s: string): string => s.split(rest).join('F').split('<stdin>').join('F').replace(/"seconds":[\d.]+/, '').replace(/, [\d.]+ s, \d+ lines\/s, [\d.]+ MB\/s\)/, ')');
          expect(redirected.status).toBe(1);
          expect(named.status).toBe(1);
          expect(same(redirected.stdout)).toBe(same(named.stdout));
          expect(same(redirected.stderr)).toBe(same(named.stderr));
          expect(same(named.stdout).split('\n').length).toBeGreaterThan(50);
        } finally {
          closeSync(fd);
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a subcommand waiting on a terminal says so on standard error; not when input is piped or given as arguments', async () => {
    for (const [command, what] of [
      ['normalize', 'one reference'],
      ['encode', 'one text'],
      ['decode', 'one text'],
      ['lint', 'one reference'],
      ['check', 'one URI reference'],
    ]) {
      const terminal = Object.assign(new PassThrough(), { isTTY: true });
      terminal.end('');
      const r = await run([command], terminal);
      expect(r.stderr.toString('utf8').split('\n')[0]).toBe(`uri-grammar: ${command}: reading standard input, ${what} per line (end it with Ctrl-D)`);
    }
    expect((await run(['normalize'], Buffer.from(''))).stderr.toString()).toBe('');
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    terminal.end('');
    expect((await run(['normalize', 'a'], terminal)).stderr.toString()).toBe('');
  });

  test('--jobs: at most the CPUs of the machine, a clear message above', async () => {
    const max = availableParallelism();
    expect((await run(['check', '-q', '-j', String(max)], Buffer.from('a\n'))).status).toBe(0);
    for (const jobs of [String(max + 1), '64', '99999999999']) {
      const r = await run(['check', '-j', jobs], Buffer.from('a\n'));
      expect(r.status).toBe(2);
      expect(r.stderr.toString()).toBe(`uri-grammar: check: --jobs ${jobs} is more than the ${max} CPUs of this machine: use a number from 1 to ${max} (the CPUs of this machine)\n`);
    }
    expect((await run(['check', '-j', '0'], Buffer.from(''))).stderr.toString()).toBe(
      `uri-grammar: check: --jobs needs a whole number from 1 to ${max} (the CPUs of this machine), not '0'\n`,
    );
  });

  test('-v, -V, --version and version answer the version', async () => {
    for (const argv of [['-v'], ['-V'], ['--version'], ['version']]) {
      const r = await run(argv, Buffer.from(''));
      expect([argv, r.status, r.stderr.toString()]).toEqual([argv, 0, '']);
      expect(r.stdout.toString()).toMatch(/^uri-grammar \d+\.\d+\.\d+\n$/);
    }
  });

  test('check -q --json prints no summary; without -q it does', async () => {
    const quiet = await run(['check', '-q', '--json'], Buffer.from('ok\na b\n'));
    expect(quiet.stdout.toString().trim().split('\n').map((l) => (JSON.parse(l) as { type: string }).type)).toEqual(['error']);
    const loud = await run(['check', '--json'], Buffer.from('ok\na b\n'));
    expect(loud.stdout.toString().trim().split('\n').map((l) => (JSON.parse(l) as { type: string }).type)).toEqual(['error', 'summary']);
  });

  test('an unreadable file is a JSON record under --json (check, conform --file), one line on stderr otherwise', async () => {
    const missing = join(root, 'no', 'such', 'file.txt');
    const j = await run(['check', '--json', missing, '-'], Buffer.from('a b\n'));
    expect(j.status).toBe(2);
    expect(j.stderr.toString()).toBe('');
    const records = j.stdout.toString().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records[0]).toEqual({ type: 'unreadable', file: missing, message: 'no such file or directory', code: 'ENOENT' });
    expect(records.map((r) => r.type)).toEqual(['unreadable', 'error', 'summary']);
    expect(records[2]).toMatchObject({ unreadable: 1, files: 1 });
    const conform = await run(['conform', '--file', '--json', missing], Buffer.from(''));
    expect(conform.status).toBe(2);
    expect(conform.stdout.toString().split('\n')[0]).toBe(JSON.stringify({ type: 'unreadable', file: missing, message: 'no such file or directory', code: 'ENOENT' }));
    const text = await run(['check', missing], Buffer.from(''));
    expect(text.stderr.toString().split('\n')[0]).toBe(`uri-grammar: check: cannot read ${missing}: no such file or directory`);
  });

  test('a bad BASE is one error about the base, exit 2, whatever the references', async () => {
    for (const [argv, first] of [
      [['resolve', 'a b', 'g', 'h', 'i'], 'uri-grammar: resolve: BASE is not a base URI: URI: expected "+", "-", ".", ":", ALPHA or DIGIT but found a space at offset 1'],
      [['resolve', '/relative', 'g', 'h'], 'uri-grammar: resolve: BASE is not a base URI: The base "/relative" is a relative reference; a base URI must have a scheme (RFC 3986 §5.1, §4.3)'],
      [['resolve', '-g', 'rfc2396', 'a b', 'g'], 'uri-grammar: resolve: rfc2396: BASE is not a base URI: absoluteURI: '],
      [['resolve', '-g', 'all', '/relative', 'g'], 'uri-grammar: resolve: BASE is not a base URI: The base "/relative" is a relative reference'],
      [['relativize', 'a b', 'http://a/', 'http://b/'], 'uri-grammar: relativize: BASE is not a base URI: URI: expected'],
    ] as const) {
      for (const input of [Buffer.from(''), Buffer.from('x\ny\n')]) {
        const r = await run(argv, input);
        expect([argv, r.status, r.stdout.toString()]).toEqual([argv, 2, '']);
        const lines = r.stderr.toString().split('\n');
        expect(lines[0].startsWith(first)).toBe(true);
        expect(lines.filter((l) => l.startsWith('uri-grammar'))).toHaveLength(1);
      }
    }
  });

  test('parse: a port above 2^53 - 1 is Infinity, told apart from an empty port (null), in the tree and the JSON', async () => {
    const r = await run(['parse', '--json', 'http://h:99999999999999999999/', 'http://h:/', 'http://h:9007199254740991/', 'http://h:9007199254740992/'], Buffer.from(''));
    const ports = r.stdout.toString().trim().split('\n').map((l) => (JSON.parse(l) as { authority: { port: { value: unknown } } }).authority.port.value);
    expect(ports).toEqual(['Infinity', null, 9007199254740991, 'Infinity']);
    const tree = await run(['parse', 'http://h:99999999999999999999/', 'http://h:/'], Buffer.from(''));
    expect(tree.stdout.toString()).toContain('port [9,29) "99999999999999999999" value=Infinity\n');
    expect(tree.stdout.toString()).toContain('port [9,9) ""\n');
  });

  test('parse --json: one record per REF, an invalid one an error record in its place', async () => {
    const r = await run(['parse', '--json', 'ok', 'a b', '//h'], Buffer.from(''));
    expect(r.status).toBe(1);
    expect(r.stderr.toString()).toBe('');
    const records = r.stdout.toString().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.map((x) => x.type)).toEqual(['relative-ref', 'error', 'relative-ref']);
    expect(records[1]).toMatchObject({ file: '<args>', line: 2, column: 2, offset: 1, kind: 'syntax', rule: 'URI-reference', found: ' ', input: 'a b' });
  });

  test('--json caps the echoed input of a huge line as the text does: a window around the error, with its start and the length', async () => {
    const line = 'http://h/' + 'a'.repeat(500_000) + ' ' + 'b'.repeat(500_000);
    const r = await run(['check', '-q', '--json'], Buffer.from(line + '\n'));
    const [record] = r.stdout.toString().trim().split('\n').map((l) => JSON.parse(l) as { offset: number; input: string; inputStart: number; inputLength: number });
    expect(record.offset).toBe(500_009);
    expect(record.input.length).toBe(JSON_INPUT_MAX);
    expect(record.inputLength).toBe(line.length);
    expect(line.slice(record.inputStart, record.inputStart + record.input.length)).toBe(record.input);
    expect(record.inputStart).toBeLessThan(record.offset);
    expect(record.inputStart + JSON_INPUT_MAX).toBeGreaterThan(record.offset);
    const normalized = await run(['normalize', '--json'], Buffer.from(line + '\n'));
    expect(normalized.stdout.length).toBeLessThan(4000);
    // A short line is echoed whole, without the window's fields; a window never cuts a surrogate pair.
    expect(cappedInput('a b', 1)).toEqual({ input: 'a b' });
    const astral = '😀'.repeat(JSON_INPUT_MAX);
    for (const offset of [0, 1, 999, 1000, 1001, astral.length]) {
      const w = cappedInput(astral, offset);
      expect(w.input.length).toBeLessThanOrEqual(JSON_INPUT_MAX);
      expect(w.input).toBe([...w.input].join(''));
      expect(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/.test(w.input)).toBe(false);
    }
  });
});
