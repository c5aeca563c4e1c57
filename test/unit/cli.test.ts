/**
 * Tests of the `uri-grammar` command run in-process (`main(argv, io)`):
 * the line splitter and checker, the report formats, the subcommands and the
 * errors of the tool itself. test/dist/cli-binary.test.ts runs the built binary.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { COMMANDS, main, type Io } from '../../src/cli.js';
import { checkBatch, checkLines, columnOf, firstIllFormedByte, loadSchemes, renderBatch, type CheckOptions, type LineReport, type LineVerdicts } from '../../src/cli/check-lines.js';
import { ALL_GRAMMARS, CLI_GRAMMARS, GRAMMAR_NAMES, LOADER_NAMES, grammarInfo, loadGrammar, loadGrammars } from '../../src/cli/grammars.js';
import { equal } from '../../src/cli/commands/equal.js';
import { normalize } from '../../src/cli/commands/normalize.js';
import { resolve } from '../../src/cli/commands/resolve.js';
import { PASSES, passGrammars } from '../../src/cli/passes.js';
import { formatTree } from '../../src/cli/tree.js';
import { GRAMMARS, parse } from '../../src/index.js';
import * as rfc3987 from '../../src/grammars/rfc3987/index.js';
import * as rfc6874 from '../../src/grammars/rfc6874/index.js';
import vectors from '../vectors/cli-check.json';

interface Case {
  source: string;
  description?: string;
  /** The --grammar (default rfc3986), by its start rule. */
  grammar?: string;
  /** --schemes. */
  schemes?: boolean;
  /** The grammar the report names, when it is not the --grammar (--schemes: the scheme's). */
  reportGrammar?: string;
  bytes: string;
  valid: boolean;
  kind?: 'syntax' | 'encoding';
  column?: number;
  offset?: number;
  found?: string | null;
  hint?: string;
}

/** A vector's bytes: each UTF-16 code unit of the JSON string is one byte. */
const bytesOf = (s: string): Buffer => Buffer.from(s, 'latin1');

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

async function run(argv: string[], stdin: string | Buffer = ''): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const io: Io = { stdin: Readable.from(stdin === '' ? [] : [Buffer.from(stdin)]), stdout, stderr };
  const status = await main(argv, io);
  return { status, stdout: stdout.text, stderr: stderr.text };
}

const jsonLines = (text: string): Record<string, unknown>[] =>
  text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

/** The options of `check --grammar G [--rule R]` for checkBatch (its grammars must be loaded). */
const checkOptions = (json: boolean, grammar = 'rfc3986', rule?: string): CheckOptions => ({
  by: [{ grammar, rule: rule ?? grammarInfo(grammar)!.start }],
  all: false,
  json,
});

/** The options of `check --grammar all`. */
const allOptions = (json: boolean): CheckOptions => ({ by: ALL_GRAMMARS.map((g) => ({ grammar: g.name, rule: g.start })), all: true, json });

// checkBatch runs on the grammars' modules that the command loads first (and the scheme layer, for --schemes).
beforeAll(() => Promise.all([loadGrammars(GRAMMAR_NAMES), loadSchemes()]));

/** Every grammar of the command, as usage errors list them (GRAMMARS order: the family test pins it). */
const NAMES = GRAMMAR_NAMES.join(', ');
/** The grammars of `--grammar all`: those of URIs, not of one scheme or of templates. */
const ALL_NAMES = ALL_GRAMMARS.map((g) => g.name);

describe('checkBatch on single lines (test/vectors/cli-check.json)', () => {
  test.each((vectors.cases as Case[]).map((c) => [`${c.grammar ?? 'rfc3986'} ${JSON.stringify(c.bytes)}`, c] as const))('%s', (_name, c) => {
    const grammar = c.grammar ?? 'rfc3986';
    const r = checkLines(bytesOf(c.bytes + '\n'), 1, 'f', { ...checkOptions(true, grammar), schemes: c.schemes === true });
    expect(r.lines).toBe(1);
    expect(r.invalid).toBe(c.valid ? 0 : 1);
    if (c.valid) return;
    const [report] = jsonLines(r.output) as unknown as LineReport[];
    expect(report).toMatchObject({ type: 'error', file: 'f', line: 1, kind: c.kind, column: c.column, offset: c.offset, grammar: c.reportGrammar ?? grammar });
    if (c.found !== undefined) expect(report.found).toBe(c.found);
    if (c.hint !== undefined) expect(report.hint).toContain(c.hint);
  });
});

describe('lines', () => {
  const opts = checkOptions(true);

  test('LF ends a line; CR stays; a last line without LF counts; no line after a final LF', () => {
    for (const [text, n] of [['', 0], ['\n', 1], ['a', 1], ['a\n', 1], ['a\nb', 2], ['a\r\nb\r\n', 2], ['\n\n\n', 3]] as const) {
      expect(checkBatch(Buffer.from(text), opts, true).lines).toBe(n);
    }
  });

  test('line numbers count from the batch start, in the UTF-8 and the byte path alike', () => {
    const text = 'ok\nbad one\nok\n\nbad two\n';
    const utf8 = jsonLines(checkLines(Buffer.from(text), 10, 'f', opts).output).map((r) => r.line);
    expect(utf8).toEqual([11, 14]);
    const mixed = Buffer.concat([Buffer.from(text), Buffer.from([0xff, 0x0a]), Buffer.from('bad three')]);
    expect(jsonLines(checkLines(mixed, 10, 'f', opts).output).map((r) => [r.line, r.kind])).toEqual([
      [11, 'syntax'],
      [14, 'syntax'],
      [15, 'encoding'],
      [16, 'syntax'],
    ]);
  });

  test('a batch is numbered from its own start; renderBatch adds the file and line numbers, text or JSON', () => {
    const r = checkBatch(Buffer.from('ok\na b\n'), checkOptions(false), false);
    expect(r).toMatchObject({ lines: 2, invalid: 1, at: [1] });
    expect(renderBatch(r, 41, 'x.txt', false)).toMatch(/^x\.txt:42:2: error: /);
    const j = checkBatch(Buffer.from('ok\na b\n'), opts, false);
    expect(JSON.parse(renderBatch(j, 41, 'x.txt', true))).toMatchObject({ type: 'error', file: 'x.txt', line: 42, column: 2 });
  });

  test('a byte order mark gets its own hint on the first line only', () => {
    const bom = '\ufeffhttp://h/\n';
    expect(jsonLines(checkLines(Buffer.from(bom), 1, 'f', opts).output)[0].hint).toContain('byte order mark');
    expect(jsonLines(checkLines(Buffer.from(bom), 2, 'f', opts).output)[0].hint).toContain('non-ASCII');
  });

  test('--rule: each line is matched against that rule', () => {
    const r = checkLines(Buffer.from('::1\n1.2.3.4\n[::1]\n'), 1, 'f', checkOptions(true, 'rfc3986', 'IPv6address'));
    expect(jsonLines(r.output).map((x) => [x.line, x.rule])).toEqual([
      [2, 'IPv6address'],
      [3, 'IPv6address'],
    ]);
  });

  test('columnOf counts code points', () => {
    expect(columnOf('abc', 0)).toBe(1);
    expect(columnOf('abc', 3)).toBe(4);
    expect(columnOf('😀x', 2)).toBe(2);
    expect(columnOf('é😀😀x', 5)).toBe(4);
  });

  test('firstIllFormedByte agrees with the WHATWG UTF-8 decoder on where the first U+FFFD starts', () => {
    const decoder = new TextDecoder('utf-8', { fatal: true });
    const samples = [
      [0x61, 0x80], [0xc2], [0xc2, 0x41], [0xe0, 0x9f, 0x80], [0xe0, 0xa0, 0x80], [0xed, 0x9f, 0xbf], [0xed, 0xa0, 0x80],
      [0xf0, 0x8f, 0x80, 0x80], [0xf0, 0x90, 0x80, 0x80], [0xf4, 0x8f, 0xbf, 0xbf], [0xf4, 0x90, 0x80, 0x80], [0xf5], [0xfe], [0xc1, 0xbf],
    ];
    for (const s of samples) {
      const bytes = Uint8Array.from(s);
      let valid = true;
      try {
        decoder.decode(bytes);
      } catch {
        valid = false;
      }
      const bad = firstIllFormedByte(bytes);
      expect([s, bad === bytes.length]).toEqual([s, valid]);
      if (!valid) expect(() => decoder.decode(bytes.subarray(0, bad))).not.toThrow();
    }
  });
});

describe('uri-grammar check (in-process)', () => {
  test('stdin: compiler-style report, summary on stderr, exit 1', async () => {
    const r = await run(['check', '-j', '1'], 'http://example.com/\nhttp://exa mple.com\n');
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      [
        '<stdin>:2:11: error: URI-reference: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found a space at offset 10',
        '  http://exa mple.com',
        '         ~~~^~~~~~~~~',
        'diagnosis: a space in the host name "exa mple.com": a host name has none (RFC 3986 §3.2.2)',
        'hint: a space is not allowed in a URI: percent-encode it as %20 (RFC 3986 §2.1)',
        '',
      ].join('\n'),
    );
    expect(r.stderr).toMatch(/^checked 2 lines: 1 valid, 1 invalid \(1 file, \d+\.\d\d s/);
  });

  test('all valid: exit 0, nothing on stdout', async () => {
    const r = await run(['check'], 'http://a/\n/b\n?c\n#d\n\n');
    expect(r).toMatchObject({ status: 0, stdout: '' });
    expect(r.stderr).toMatch(/^checked 5 lines: 5 valid, 0 invalid/);
  });

  test('--quiet: no summary', async () => {
    expect(await run(['check', '-q'], 'a b\n')).toMatchObject({ status: 1, stderr: '' });
  });

  test('--json: one object per invalid line, then the summary', async () => {
    const r = await run(['check', '--json', '--rule', 'URI'], 'http://a/\nrelative\n');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const [error, summary] = jsonLines(r.stdout);
    expect(error).toMatchObject({ type: 'error', file: '<stdin>', line: 2, column: 9, rule: 'URI', input: 'relative', kind: 'syntax' });
    expect(summary).toMatchObject({ type: 'summary', files: 1, lines: 2, valid: 1, invalid: 1, unreadable: 0, bytes: 19 });
  });

  test('files: several, "-" for stdin; a missing one is reported in one line and makes the exit status 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-cli-'));
    try {
      writeFileSync(join(dir, 'a.txt'), 'http://ok/\nbad\\path\n');
      const r = await run(['check', join(dir, 'a.txt'), join(dir, 'missing.txt'), '-', dir], 'x y\n');
      expect(r.status).toBe(2);
      expect(r.stdout).toContain(`${join(dir, 'a.txt')}:2:4: error:`);
      expect(r.stdout).toContain('<stdin>:1:2: error:');
      const errors = r.stderr.split('\n').filter((l) => l.startsWith('uri-grammar'));
      expect(errors).toEqual([
        `uri-grammar: check: cannot read ${join(dir, 'missing.txt')}: no such file or directory`,
        `uri-grammar: check: cannot read ${dir}: is a directory`,
      ]);
      expect(r.stderr).toMatch(/checked 3 lines: 1 valid, 2 invalid \(2 files, 2 unreadable/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a file read in chunks of one reused buffer: lines across chunks, a chunk with no LF, reported as standard input reports them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-cli-'));
    try {
      // The reused buffer holds 256 KiB (check-files.ts READ_BYTES): lines that end in the next chunk, one over
      // two chunks long with its error at its end, invalid lines on either side of a chunk's end, no final LF.
      const lines: string[] = [];
      for (let i = 0; lines.join('\n').length < 900_000; i++) {
        if (i % 97 === 0) lines.push(`http://bad line ${i}/`);
        else if (i % 1013 === 0) lines.push(`http://h/${'p'.repeat(600_000)}\u00e9`);
        else if (i % 211 === 0) lines.push(`/caf\u00e9/${i}`);
        else lines.push(`https://example.com/${'a'.repeat(i % 300)}?q=${i}`);
      }
      const text = Buffer.from(lines.join('\n'), 'utf8');
      const file = join(dir, 'lines.txt');
      writeFileSync(file, text);
      for (const json of [['--json'], []]) {
        const fromFile = await run(['check', ...json, '-j', '1', file]);
        const fromStdin = await run(['check', ...json, '-j', '1', '-'], text);
        expect(fromFile.status).toBe(1);
        const reports = (s: string): string => s.split(file).join('F').split('<stdin>').join('F').replace(/"seconds":[\d.]+/, '');
        expect(reports(fromFile.stdout)).toBe(reports(fromStdin.stdout));
        expect(reports(fromFile.stdout).split('\n').length).toBeGreaterThan(20);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('chunks split anywhere: inside a line, inside a UTF-8 sequence, CR before LF', async () => {
    const text = Buffer.from('http://h/\r\nhttp://a b/\n/é\n/ok');
    const stdout = new Sink();
    const stderr = new Sink();
    const chunks = [...text].map((b) => Buffer.from([b]));
    const status = await main(['check', '--json'], { stdin: Readable.from(chunks), stdout, stderr });
    expect(status).toBe(1);
    const rows = jsonLines(stdout.text);
    expect(rows.map((x) => [x.line, x.column, x.found])).toEqual([
      [1, 10, '\r'],
      [2, 9, ' '],
      [3, 2, 'é'],
      [undefined, undefined, undefined],
    ]);
    expect(rows[3]).toMatchObject({ type: 'summary', lines: 4, invalid: 3 });
  });

  test('interactive stdin: a line is answered before the input ends', async () => {
    const stdin = new PassThrough();
    const stdout = new Sink();
    const done = main(['check', '-q'], { stdin, stdout, stderr: new Sink() });
    stdin.write('a b\n');
    await new Promise((r) => setTimeout(r, 50));
    expect(stdout.text).toContain('<stdin>:1:2: error:');
    stdin.end();
    expect(await done).toBe(1);
  });
});

describe('errors of the tool: one line, exit 2', () => {
  test.each([
    [['check', '--nope'], /^uri-grammar: check: unknown option '--nope' \(see uri-grammar check --help\)\n$/],
    [['check', '--rule', 'url'], /^uri-grammar: check: unknown rule 'url' of rfc3986: use one of its rules: URI, hier-part, /],
    [['check', '--jobs', '0'], /^uri-grammar: check: --jobs needs a whole number/],
    [['check', '--rule'], /^uri-grammar: check: option '-r, --rule <value>' argument missing/],
    [['frobnicate'], /^uri-grammar: unknown command 'frobnicate' \(see uri-grammar --help\)\n$/],
    [['--frob'], /^uri-grammar: unknown option '--frob'/],
    [['parse'], /^uri-grammar: parse: missing REF\n$/],
    [['equal', 'a'], /^uri-grammar: equal: needs exactly two references A and B, not 1\n$/],
    [['normalize', '--level', 'x', 'a'], /^uri-grammar: normalize: --level must be one of syntax, scheme, not 'x'\n$/],
    [['encode', '--set', 'nope', 'a'], /^uri-grammar: encode: unknown set 'nope'/],
    [['help', 'nope'], /^uri-grammar: unknown command 'nope'/],
  ])('%j', async (argv, message) => {
    const r = await run(argv);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('every command\'s usage errors, walked from its options: "uri-grammar: COMMAND: MESSAGE", exit 2', async () => {
    const seen: string[] = [];
    const usageError = async (argv: string[], stdin = ''): Promise<void> => {
      const r = await run(argv, stdin);
      if (r.status !== 2) return;
      seen.push(argv.join(' '));
      // One error of the tool, perhaps with the excerpt, caret and hint of the input it is about (a bad BASE);
      // check then says what it read ("checked 0 lines ...").
      const [first, ...rest] = r.stderr.split('\n').filter((l) => !/^checked \d+ lines?: /.test(l) && l !== '');
      expect([argv, first]).toEqual([argv, expect.stringMatching(new RegExp(`^uri-grammar: ${argv[0]}: \\S`))]);
      for (const line of rest) expect([argv, line]).toEqual([argv, expect.stringMatching(/^( {2}|hint: )/)]);
    };
    for (const [name, command] of Object.entries(COMMANDS)) {
      const unknown = await run([name, '--no-such-option']);
      expect(unknown).toEqual({ status: 2, stdout: '', stderr: `uri-grammar: ${name}: unknown option '--no-such-option' (see uri-grammar ${name} --help)\n` });
      await usageError([name]);
      await usageError([name, '/no/such/file.txt']);
      await usageError([name, '--file', '/no/such/file.txt']);
      for (const [option, spec] of Object.entries(command.options ?? {})) {
        if (spec.type !== 'string') continue;
        const missing = await run([name, `--${option}`]);
        expect(missing.status).toBe(2);
        expect(missing.stderr).toMatch(new RegExp(`^uri-grammar: ${name}: option '.*--${option} <value>' argument missing \\(see uri-grammar ${name} --help\\)\\n$`));
        // A value no option takes: a usage error of the command (not of the input).
        const bad = await run([name, `--${option}`, 'no such value!', 'http://a/', 'http://b/'], 'http://a/\n');
        expect([name, option, bad.status]).toEqual([name, option, 2]);
        await usageError([name, `--${option}`, 'no such value!', 'http://a/', 'http://b/'], 'http://a/\n');
      }
    }
    // The walk met the operand errors too, not only the options'.
    expect(seen).toEqual(expect.arrayContaining(['parse', 'resolve', 'relativize', 'equal', 'check /no/such/file.txt', 'extract /no/such/file.txt', 'conform --file /no/such/file.txt']));
  });

  test('no command: the usage, exit 2', async () => {
    const r = await run([]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Usage: uri-grammar COMMAND');
  });
});

describe('--help', () => {
  test.each(['check', 'parse', 'resolve', 'relativize', 'normalize', 'equal', 'encode', 'decode', 'lint'])('%s --help', async (name) => {
    const r = await run([name, '--help']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout).toMatch(new RegExp(`^Usage: uri-grammar ${name}`));
    expect((await run(['help', name])).stdout).toBe(r.stdout);
  });

  test('uri-grammar --help lists every command', async () => {
    const r = await run(['--help']);
    expect(r.status).toBe(0);
    for (const name of ['check', 'parse', 'resolve', 'normalize', 'equal', 'encode', 'decode', 'lint']) expect(r.stdout).toContain(`  ${name} `);
  });

  test('--version', async () => {
    expect((await run(['--version'])).stdout).toMatch(/^uri-grammar \d+\.\d+\.\d+\n$/);
  });
});

describe('uri-grammar parse', () => {
  test('the tree: rule names, spans, text', async () => {
    const r = await run(['parse', 'http://[::1]:8080/a?q#']);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      [
        'URI [0,22) "http://[::1]:8080/a?q#"',
        '├── scheme [0,4) "http"',
        '├── authority [7,17) "[::1]:8080"',
        '│   ├── host: IP-literal [7,12) "[::1]"',
        '│   │   └── address: IPv6address [8,11) "::1" pieces=[0,0,0,0,0,0,0,1]',
        '│   └── port [13,17) "8080" value=8080',
        '├── path: path-abempty [17,19) "/a"',
        '│   └── segments[0]: segment [18,19) "a"',
        '├── query [20,21) "q"',
        '└── fragment [22,22) ""',
        '',
      ].join('\n'),
    );
  });

  test('--json is the AST; --rule parses by any rule', async () => {
    const r = await run(['parse', '--json', '--rule', 'IPv4address', '192.0.2.1']);
    expect(JSON.parse(r.stdout)).toEqual(parse('192.0.2.1', 'IPv4address'));
  });

  test('an invalid REF: the error with its caret on stderr, exit 1', async () => {
    const r = await run(['parse', 'ok', 'a b']);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('relative-ref [0,2) "ok"');
    expect(r.stderr).toContain('error: URI-reference: expected');
    expect(r.stderr).toContain('  a b\n   ^\n');
  });

  test('formatTree of a relative reference', () => {
    expect(formatTree(parse('../g'), '../g')).toBe(
      ['relative-ref [0,4) "../g"', '└── path: path-noscheme [0,4) "../g"', '    ├── segments[0]: segment-nz-nc [0,2) ".."', '    └── segments[1]: segment [3,4) "g"', ''].join('\n'),
    );
  });
});

describe('the passes', () => {
  test('resolve: RFC 3986 §5.4.1 examples, arguments and stdin', async () => {
    const base = 'http://a/b/c/d;p?q';
    expect(await run(['resolve', base, 'g:h', '../g', '?y', ''])).toMatchObject({
      status: 0,
      stdout: 'g:h\nhttp://a/b/g\nhttp://a/b/c/d;p?y\nhttp://a/b/c/d;p?q\n',
    });
    expect((await run(['resolve', base], '//g\n#s\n')).stdout).toBe('http://g\nhttp://a/b/c/d;p?q#s\n');
    // §5.2.2: the backwards-compatible mode
    expect((await run(['resolve', '--loose', base, 'http:g'])).stdout).toBe('http://a/b/c/g\n');
    expect((await run(['resolve', base, 'http:g'])).stdout).toBe('http:g\n');
  });

  test('resolve: an invalid reference is a positioned error and an empty output line, exit 1', async () => {
    const r = await run(['resolve', 'http://a/', 'a b', 'ok']);
    expect(r).toMatchObject({ status: 1, stdout: '\nhttp://a/ok\n' });
    expect(r.stderr).toMatch(/^<args>:1:2: error: URI-reference: .*found a space at offset 1\n {2}a b\n {3}\^\ndiagnosis: a space in the path: .*\nhint: /);
  });

  test('relativize is the inverse of resolve', async () => {
    expect((await run(['relativize', 'http://a/b/c/d;p?q', 'http://a/b/g?y'])).stdout).toBe('../g?y\n');
  });

  test('normalize: RFC 3986 §6.2.2 and, with --level scheme, §6.2.3', async () => {
    expect((await run(['normalize', 'HTTP://www.Example.COM:80/a/./b/../%7euser'])).stdout).toBe('http://www.example.com:80/a/~user\n');
    expect((await run(['normalize', '--level', 'scheme', 'HTTP://www.Example.COM:80/a/./b/../%7euser'])).stdout).toBe('http://www.example.com/a/~user\n');
    expect((await run(['normalize'], 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d\n')).stdout).toBe('example://a/b/c/%7Bfoo%7D\n');
  });

  test('equal: exit 0, 1, or 2 for an invalid input', async () => {
    // RFC 3986 §6.2.3
    expect(await run(['equal', '--level', 'scheme', 'http://example.com', 'http://example.com:/'])).toMatchObject({ status: 0 });
    expect((await run(['equal', 'http://example.com', 'http://example.com:/'])).status).toBe(1);
    // §6.2.2.2: %41 is "A"
    expect((await run(['equal', '--level', 'simple', 'http://h/%41', 'http://h/A'])).status).toBe(1);
    expect((await run(['equal', 'http://h/%41', 'http://h/A'])).stdout).toBe('equivalent (syntax): http://h/A == http://h/A\n');
    const bad = await run(['equal', 'a', 'b c']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('found a space');
  });

  test('encode and decode: RFC 3986 §2.1, §2.5', async () => {
    expect((await run(['encode', 'a b/é'])).stdout).toBe('a%20b%2F%C3%A9\n');
    expect((await run(['encode', '--set', 'path', 'a b/é'])).stdout).toBe('a%20b/%C3%A9\n');
    expect((await run(['decode'], '%C3%A9\r\na%20b\n')).stdout).toBe('é\r\na b\n');
    const bad = await run(['decode', '%zz', '%41']);
    expect(bad).toMatchObject({ status: 1, stdout: '\nA\n' });
    expect(bad.stderr).toMatch(/^<args>:1:1: error: Malformed percent-encoding.*\n {2}%zz\n {2}\^\n$/);
  });

  test('lint: findings with code, severity, column and underline; exit 1 for an error or a warning', async () => {
    const warn = await run(['lint', 'http://ok.example/', 'http://user:pw@h/']);
    expect(warn.status).toBe(1);
    expect(warn.stdout).toContain('<args>:2:12: warning: ');
    expect(warn.stdout).toContain('[userinfo-password]\n  http://user:pw@h/\n             ^~~\n');
    const err = await run(['lint', '--json'], 'ok\nhttp://h/a\\b\n');
    expect(err.status).toBe(1);
    // One record per input line, with or without findings.
    const records = jsonLines(err.stdout) as { type: string; line: number; input: string; findings: Record<string, unknown>[] }[];
    expect(records.map((r) => [r.type, r.line, r.input])).toEqual([
      ['line', 1, 'ok'],
      ['line', 2, 'http://h/a\\b'],
    ]);
    expect(records[0].findings).toEqual([]);
    const codes = records[1].findings.map((f) => [f.column, f.code, f.severity]);
    expect(codes).toContainEqual([11, 'syntax-error', 'error']);
    expect(codes).toContainEqual([11, 'whatwg-backslash', 'error']);
    expect(records[1].findings[0].excerpt).toBe('http://h/a\\b');
  });

  test.each([
    // the issue's two: a loopback address in hexadecimal, a user name that decodes to one with a host
    ['http://0x7f.1/', 'warning', 1, 0],
    ['http://user%40evil.com@good.com/', 'warning', 1, 0],
    // their siblings: inet_aton's octal, a single 32-bit number, mixed radixes; a domain name in the user name
    ['http://0177.0.0.1/', 'warning', 1, 0],
    ['http://2130706433/', 'warning', 1, 0],
    ['http://0x7f.0.0.01/', 'warning', 1, 0],
    ['http://www.paypal.com.secure-login@evil.example/', 'warning', 1, 0],
    ['http://trusted.example@evil.example/', 'error', 1, 1],
    ['http://localhost/', 'info', 0, 0],
    ['http://example.com/', null, 0, 0],
  ] as const)('lint %s: its worst finding is %s; exit %d, with --fail-on error %d', async (ref, worst, status, errorsOnly) => {
    const r = await run(['lint', '--json', ref]);
    const severities = (jsonLines(r.stdout)[0] as { findings: { severity: string }[] }).findings.map((f) => f.severity);
    expect(['error', 'warning', 'info'].find((s) => severities.includes(s)) ?? null).toBe(worst);
    expect(r.status).toBe(status);
    expect((await run(['lint', '--fail-on', 'error', ref])).status).toBe(errorsOnly);
    expect((await run(['lint', '--fail-on', 'warning', ref])).status).toBe(status);
    expect((await run(['lint', '--fail-on', 'info', ref])).status).toBe(worst === null ? 0 : 1);
  });

  test('lint --fail-on: one of error, warning, info', async () => {
    expect(await run(['lint', '--fail-on', 'notice', 'x'])).toEqual({ status: 2, stdout: '', stderr: "uri-grammar: lint: --fail-on must be one of error, warning, info, not 'notice'\n" });
  });

  test('lint --json keeps each record small on a long input: excerpts, and a window of the input', async () => {
    const long = 'http://h/' + '%00'.repeat(100_000);
    const r = await run(['lint', '--json'], long + '\n');
    const [record] = jsonLines(r.stdout) as { findings: unknown[]; input: string; inputStart: number; inputLength: number }[];
    expect(record.findings.length).toBeGreaterThan(0);
    expect(r.stdout.length).toBeLessThan(record.findings.length * 1000 + 2000);
    expect(record).toMatchObject({ inputStart: 0, inputLength: long.length });
    expect(record.input).toBe(long.slice(0, 1000));
  });
});

/** The first valid input of `rule` among the check vectors of test/vectors/<name>.json. */
function schemeSample(name: string, rule: string): string {
  const { check } = JSON.parse(readFileSync(join(__dirname, '..', 'vectors', `${name}.json`), 'utf8')) as { check: { rule: string; input: string; offset: number | null }[] };
  return check.find((c) => c.rule === rule && c.offset === null)!.input;
}

describe('the grammars of --grammar (src/cli/grammars.ts)', () => {
  test('one loader per grammar of GRAMMARS, in GRAMMARS order', () => {
    // A grammar added to grammar/grammars.json needs its one line in LOADERS.
    expect([...LOADER_NAMES].sort()).toEqual(GRAMMARS.map((g) => g.name).sort());
    expect(GRAMMAR_NAMES).toEqual(GRAMMARS.map((g) => g.name));
    expect(GRAMMAR_NAMES[0]).toBe('rfc3986');
  });


  test.each(GRAMMARS.map((g) => g.name))('%s: its module parses and checks by the rules GRAMMARS lists, from its start rule', async (name) => {
    const info = grammarInfo(name)!;
    const m = await loadGrammar(name);
    const api = (await import(name === 'rfc3986' ? '../../src/index.js' : `../../src/entries/${name}.js`)) as { RULE_NAMES: readonly string[] };
    expect(api.RULE_NAMES).toEqual(info.ruleNames);
    expect(info.ruleNames).toContain(info.start);
    // A scheme grammar holds its scheme's URIs alone: the first valid input of its start rule in its vectors, and that with a space.
    const sample = info.kind === 'scheme' ? schemeSample(name, info.start) : null;
    const [valid, invalid, offset] = sample === null ? ['http://example.com/', 'a b', 1] : [sample, `${sample} `, sample.length];
    expect(m.check(valid, info.start)).toBeNull();
    expect(info.ruleNames).toContain((m.parse(valid, info.start) as { type: string }).type);
    expect(m.check(invalid, info.start)).toMatchObject({ offset, grammar: name, rule: info.start });
  });
});

describe('check --grammar NAME', () => {
  test('rfc3987: IRIs by IRI-reference; the reports and the JSON name the grammar and its rule', async () => {
    const input = 'http://例え.jp/パス?クエリ#断片\nhttp://h/😀\nhttp://h/\u{F0000}\nhttp://h/?\u{F0000}\n';
    const text = await run(['check', '--grammar', 'rfc3987', '-j', '1'], input);
    expect(text.status).toBe(1);
    expect(text.stdout).toBe(
      [
        '<stdin>:3:10: error: IRI-reference: expected "#", "%", "/", ":", "?", "@", end of input, iunreserved or sub-delims but found "\u{F0000}" (U+F0000) at offset 9',
        '  http://h/\u{F0000}',
        '           ^',
        'diagnosis: a private-use character ("\u{F0000}" (U+F0000)) in the path: IRIs allow them in the query only (iprivate); percent-encode it as %F3%B0%80%80 (RFC 3987 §2.2)',
        'hint: a private-use character (iprivate) is allowed in the query only (RFC 3987 §2.2): percent-encode it elsewhere as %F3%B0%80%80',
        '',
      ].join('\n'),
    );
    expect(text.stderr).toMatch(/^checked 4 lines: 3 valid, 1 invalid \(1 file, /);
    const json = jsonLines((await run(['check', '-g', 'rfc3987', '--json'], input)).stdout);
    expect(json[0]).toMatchObject({ type: 'error', line: 3, column: 10, offset: 9, kind: 'syntax', grammar: 'rfc3987', rule: 'IRI-reference' });
    // The diagnosis, its span in UTF-16 code units of the line, beside the hint.
    expect(Object.keys(json[0]!)).toEqual(['type', 'file', 'line', 'column', 'offset', 'kind', 'grammar', 'rule', 'message', 'expected', 'found', 'hint', 'diagnosis', 'input']);
    expect(json[0]!.diagnosis).toEqual({ code: 'iprivate-outside-query', message: expect.stringMatching(/^a private-use character/), start: 9, end: 11, rfc: 'RFC 3987 §2.2' });
    expect(json[1]).toMatchObject({ type: 'summary', lines: 4, valid: 3, invalid: 1, grammars: { rfc3987: { rule: 'IRI-reference', valid: 3, invalid: 1 } } });
    // The same lines are not URIs.
    expect(jsonLines((await run(['check', '--json'], input)).stdout).pop()).toMatchObject({ invalid: 4, grammars: { rfc3986: { rule: 'URI-reference', invalid: 4 } } });
  });

  test('rfc6874 --rule IP-literal: a zone identifier; the default grammar rejects it', async () => {
    expect(await run(['check', '--grammar', 'rfc6874', '--rule', 'IP-literal', '-q'], '[fe80::1%25eth0]\n[::1]\n')).toMatchObject({ status: 0, stdout: '' });
    const r = await run(['check', '--rule', 'IP-literal', '-q'], '[fe80::1%25eth0]\n');
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^<stdin>:1:9: error: IP-literal: expected /);
    const bare = await run(['check', '-g', 'rfc6874', '-r', 'IP-literal', '--json', '-q'], '[fe80::1%eth0]\n');
    expect(jsonLines(bare.stdout)[0]).toMatchObject({ grammar: 'rfc6874', rule: 'IP-literal', column: 10, found: 'e' });
  });

  test('--grammar rfc3986 is the default', async () => {
    const input = 'http://a/\nhttp://例え.jp/\n';
    expect(await run(['check', '--grammar', 'rfc3986'], input)).toEqual(await run(['check'], input).then((r) => ({ ...r, stderr: expect.any(String) })));
  });

  test('a line that is not UTF-8: invalid in every grammar, with the hint of the grammar', async () => {
    const input = Buffer.concat([Buffer.from('/caf'), Buffer.from([0xe9]), Buffer.from('\n/'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('\n')]);
    const iri = jsonLines((await run(['check', '-g', 'rfc3987', '--json'], input)).stdout).filter((x) => x.type === 'error');
    expect(iri.map((x) => [x.line, x.kind, x.column, x.grammar])).toEqual([
      [1, 'encoding', 5, 'rfc3987'],
      [2, 'encoding', 2, 'rfc3987'],
    ]);
    expect(iri[0].hint).toContain('IRI');
    expect(jsonLines((await run(['check', '--json', '-q'], input)).stdout)[0].hint).toContain('a URI is ASCII');
  });
});

describe('check --grammar all', () => {
  const input = 'http://例え.jp/\nhttp://[fe80::1%25eth0]/\nhttp://a/\n';

  test('every line, one report per grammar in GRAMMARS order; valid means valid in every grammar; exit 1', async () => {
    const r = await run(['check', '--grammar', 'all'], input);
    expect(r.status).toBe(1);
    const heads = r.stdout.split('\n').filter((l) => l.startsWith('<stdin>:'));
    expect(heads.map((l) => l.replace(/ error: .*/, ' error'))).toEqual([
      '<stdin>:1:8: rfc3986: error',
      '<stdin>:1: rfc3987: valid IRI-reference',
      '<stdin>:1:8: rfc6874: error',
      '<stdin>:1:8: rfc2396: error',
      '<stdin>:1:8: rfc1808: error',
      '<stdin>:1:8: rfc1738: error',
      '<stdin>:2:16: rfc3986: error',
      '<stdin>:2:16: rfc3987: error',
      '<stdin>:2: rfc6874: valid URI-reference',
      '<stdin>:2:8: rfc2396: error',
      '<stdin>:2:8: rfc1808: error',
      '<stdin>:2:8: rfc1738: error',
      '<stdin>:3: rfc3986: valid URI-reference',
      '<stdin>:3: rfc3987: valid IRI-reference',
      '<stdin>:3: rfc6874: valid URI-reference',
      '<stdin>:3: rfc2396: valid URI-reference',
      '<stdin>:3: rfc1808: valid URL',
      '<stdin>:3: rfc1738: valid url',
    ]);
    // An error is the compiler-style report, with the grammar before "error".
    expect(r.stdout).toContain(
      '<stdin>:2:16: rfc3987: error: IRI-reference: expected ".", ":", "]" or HEXDIG but found "%" at offset 15\n  http://[fe80::1%25eth0]/\n                 ^~~~~~~\ndiagnosis: "%25eth0" is an IPv6 zone identifier in RFC 6874\'s form, which RFC 3987 does not have;',
    );
    expect(r.stderr).toMatch(/^checked 3 lines: 1 valid in every grammar, 2 invalid in some \(rfc3986 2, rfc3987 1, rfc6874 1, rfc2396 2, rfc1808 2, rfc1738 2\) \(1 file, /);
  });

  test('--json: one record per line with a verdict per grammar, then the summary', async () => {
    const r = await run(['check', '-g', 'all', '--json'], input);
    expect(r).toMatchObject({ status: 1, stderr: '' });
    const [one, two, three, summary] = jsonLines(r.stdout) as unknown as [LineVerdicts, LineVerdicts, LineVerdicts, Record<string, unknown>];
    expect(Object.keys(one)).toEqual(['type', 'file', 'line', 'valid', 'grammars', 'input']);
    expect(Object.keys(one.grammars)).toEqual(ALL_NAMES);
    expect(one).toMatchObject({
      type: 'line',
      file: '<stdin>',
      line: 1,
      valid: false,
      input: 'http://例え.jp/',
      grammars: {
        rfc3986: { valid: false, column: 8, offset: 7, kind: 'syntax', rule: 'URI-reference', found: '例' },
        rfc3987: { valid: true, rule: 'IRI-reference' },
        rfc6874: { valid: false, offset: 7 },
      },
    });
    expect(one.grammars.rfc3986).toHaveProperty('expected');
    expect(one.grammars.rfc3986).toHaveProperty('hint');
    expect(two.grammars).toMatchObject({ rfc3986: { valid: false, offset: 15 }, rfc3987: { valid: false, offset: 15 }, rfc6874: { valid: true } });
    expect(three).toMatchObject({ line: 3, valid: true });
    expect(summary).toMatchObject({
      type: 'summary',
      lines: 3,
      valid: 1,
      invalid: 2,
      grammars: {
        rfc3986: { valid: 1, invalid: 2 },
        rfc3987: { valid: 2, invalid: 1 },
        rfc6874: { valid: 2, invalid: 1 },
        rfc2396: { valid: 1, invalid: 2 },
        rfc1808: { valid: 1, invalid: 2 },
        rfc1738: { valid: 1, invalid: 2 },
      },
    });
  });

  test('exit 0 only when every line is valid in every grammar', async () => {
    // The empty line is no RFC 1738 url: every line must be valid in every grammar.
    expect((await run(['check', '-g', 'all', '-q'], 'http://a/\n\n')).status).toBe(1);
    const r = await run(['check', '-g', 'all', '-q'], 'http://a/\nftp://b/c\n');
    expect(r.status).toBe(0);
    expect(r.stdout.split('\n').filter(Boolean)).toHaveLength(12);
  });

  test('--rule: every grammar that has the rule', async () => {
    const r = await run(['check', '-g', 'all', '--rule', 'IP-literal', '--json', '-q'], '[fe80::1%25eth0]\n');
    const [line] = jsonLines(r.stdout) as unknown as LineVerdicts[];
    expect(line.grammars).toEqual({
      rfc3986: expect.objectContaining({ valid: false, rule: 'IP-literal' }),
      rfc3987: expect.objectContaining({ valid: false, rule: 'IP-literal' }),
      rfc6874: { valid: true, rule: 'IP-literal' },
    });
    const host = jsonLines((await run(['check', '-g', 'all', '--rule', 'host', '--json', '-q'], 'a.b\n')).stdout)[0] as unknown as LineVerdicts;
    expect(Object.keys(host.grammars)).toEqual(['rfc3986', 'rfc6874', 'rfc2396', 'rfc1738']);
  });

  test('a line that is not UTF-8 is invalid in every grammar', async () => {
    const r = await run(['check', '-g', 'all', '--json', '-q'], Buffer.from([0x2f, 0xff, 0x0a]));
    const [line] = jsonLines(r.stdout) as unknown as LineVerdicts[];
    expect(line.valid).toBe(false);
    for (const name of ALL_NAMES) expect(line.grammars[name]).toMatchObject({ valid: false, kind: 'encoding', column: 2 });
  });

  test('checkBatch: a report per grammar and line in text, one per line in JSON; counts per grammar', () => {
    const bytes = Buffer.from('http://例え.jp/\nhttp://a/\n');
    const text = checkBatch(bytes, allOptions(false), true);
    expect(text).toMatchObject({ lines: 2, invalid: 1, invalidBy: [1, 0, 1, 1, 1, 1], at: [0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1], type: 'error' });
    expect(renderBatch(text, 7, 'f', false).split('\n').filter((l) => l.startsWith('f:'))).toEqual([
      expect.stringMatching(/^f:7:8: rfc3986: error: /),
      'f:7: rfc3987: valid IRI-reference',
      expect.stringMatching(/^f:7:8: rfc6874: error: /),
      expect.stringMatching(/^f:7:8: rfc2396: error: /),
      expect.stringMatching(/^f:7:8: rfc1808: error: /),
      expect.stringMatching(/^f:7:8: rfc1738: error: /),
      'f:8: rfc3986: valid URI-reference',
      'f:8: rfc3987: valid IRI-reference',
      'f:8: rfc6874: valid URI-reference',
      'f:8: rfc2396: valid URI-reference',
      'f:8: rfc1808: valid URL',
      'f:8: rfc1738: valid url',
    ]);
    const json = checkBatch(bytes, allOptions(true), true);
    expect(json).toMatchObject({ lines: 2, invalid: 1, invalidBy: [1, 0, 1, 1, 1, 1], at: [0, 1], type: 'line' });
    expect(jsonLines(renderBatch(json, 7, 'f', true)).map((x) => [x.type, x.line, x.valid])).toEqual([
      ['line', 7, false],
      ['line', 8, true],
    ]);
  });
});

describe('parse --grammar NAME', () => {
  test('rfc3987: the tree of RFC 3987 rule names', async () => {
    const r = await run(['parse', '--grammar', 'rfc3987', 'http://例え.jp/パス?q']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout).toBe(
      [
        'IRI [0,17) "http://例え.jp/パス?q"',
        '├── scheme [0,4) "http"',
        '├── authority: iauthority [7,12) "例え.jp"',
        '│   └── host: ireg-name [7,12) "例え.jp"',
        '├── path: ipath-abempty [12,15) "/パス"',
        '│   └── segments[0]: isegment [13,15) "パス"',
        '└── query: iquery [16,17) "q"',
        '',
      ].join('\n'),
    );
    expect(JSON.parse((await run(['parse', '-g', 'rfc3987', '--json', 'http://例え.jp/'])).stdout)).toEqual(JSON.parse(JSON.stringify(rfc3987.parse('http://例え.jp/'))));
  });

  test('rfc6874: an IPv6addrz node with its ZoneID and zone', async () => {
    const r = await run(['parse', '-g', 'rfc6874', '--rule', 'IP-literal', '[fe80::1%25eth0]']);
    expect(r.stdout).toBe(
      [
        'IP-literal [0,16) "[fe80::1%25eth0]"',
        '└── address: IPv6addrz [1,15) "fe80::1%25eth0" zone="eth0"',
        '    ├── address: IPv6address [1,8) "fe80::1" pieces=[65152,0,0,0,0,0,0,1]',
        '    └── zoneID: ZoneID [11,15) "eth0"',
        '',
      ].join('\n'),
    );
    const json = JSON.parse((await run(['parse', '-g', 'rfc6874', '--json', 'http://[fe80::1%25eth0]/'])).stdout) as unknown;
    expect(json).toEqual(JSON.parse(JSON.stringify(rfc6874.parse('http://[fe80::1%25eth0]/'))));
    expect(json).toMatchObject({ type: 'URI', authority: { host: { type: 'IP-literal', address: { type: 'IPv6addrz', zone: 'eth0', zoneID: { type: 'ZoneID' } } } } });
  });

  test('an input invalid in the grammar: its error on stderr, exit 1', async () => {
    const r = await run(['parse', '-g', 'rfc3987', 'http://h/\u{F0000}']);
    expect(r).toMatchObject({ status: 1, stdout: '' });
    expect(r.stderr).toMatch(/^<args>:1:10: rfc3987: error: IRI-reference: expected .* at offset 9\n {2}http:\/\/h\/\u{F0000}\n {11}\^\ndiagnosis: a private-use character .*\nhint: a private-use character/u);
  });
});

/** A run of the command and what it must print: stdout exactly, stderr exactly or by a pattern. */
interface CommandCase {
  argv: string[];
  stdin?: string;
  status: number;
  stdout: string;
  stderr?: string | RegExp;
}

describe('resolve, normalize and equal --grammar NAME (PASSES, from grammars.json `passes`)', () => {
  const iriBase = 'http://例え.jp/b/c/d;p?q';
  const cases: [string, CommandCase][] = [
    // RFC 3987 §6.5: RFC 3986 §5.2 on IRIs, their non-ASCII characters kept.
    ['resolve rfc3987: the brief\'s example', { argv: ['resolve', '--grammar', 'rfc3987', 'http://例え.jp/a/b', '../ç'], status: 0, stdout: 'http://例え.jp/ç\n' }],
    [
      'resolve rfc3987: RFC 3986 §5.4.1 examples with non-ASCII letters',
      {
        argv: ['resolve', '-g', 'rfc3987', iriBase, 'g', '../../g', '//ü/x', '?é', '#ß', '../パス', '?\uE000', 'http:g'],
        status: 0,
        stdout: ['http://例え.jp/b/c/g', 'http://例え.jp/g', 'http://ü/x', 'http://例え.jp/b/c/d;p?é', 'http://例え.jp/b/c/d;p?q#ß', 'http://例え.jp/b/パス', 'http://例え.jp/b/c/d;p?\uE000', 'http:g', ''].join('\n'),
      },
    ],
    ['resolve rfc3987: standard input', { argv: ['resolve', '-g', 'rfc3987', 'http://例え.jp/a/b'], stdin: 'g\n../ç\n', status: 0, stdout: 'http://例え.jp/a/g\nhttp://例え.jp/ç\n' }],
    ['resolve rfc3987 --loose: §5.2.2\'s backwards-compatible mode', { argv: ['resolve', '-g', 'rfc3987', '--loose', 'http://例/b/c', 'http:ü'], status: 0, stdout: 'http://例/b/ü\n' }],
    ['resolve rfc3986 (the default) rejects an IRI base', { argv: ['resolve', 'http://例え.jp/a/b', '../ç'], status: 2, stdout: '', stderr: /^uri-grammar: resolve: BASE is not a base URI: URI: expected .* but found "例" \(U\+4F8B\) at offset 7\n/ }],
    [
      'resolve rfc3987: an invalid reference is reported with its grammar, the others resolved',
      { argv: ['resolve', '-g', 'rfc3987', 'http://h/', 'a\uE000', 'ü'], status: 1, stdout: '\nhttp://h/ü\n', stderr: /^<args>:1:2: rfc3987: error: IRI-reference: expected .* but found "\uE000" \(U\+E000\) at offset 1\n {2}a\uE000\n {3}\^\ndiagnosis: a private-use character .*\nhint: a private-use character \(iprivate\) is allowed in the query only/ },
    ],
    [
      'resolve rfc3987: a relative base',
      {
        argv: ['resolve', '-g', 'rfc3987', '/例', 'g', 'h'],
        status: 2,
        stdout: '',
        stderr: 'uri-grammar: resolve: rfc3987: BASE is not a base URI: The base "/例" is a relative reference; a base URI must have a scheme (RFC 3986 §5.1, §4.3)\n  /例\n  ^\n',
      },
    ],
    // RFC 3987 §5.3.2: RFC 3986's normalization; a host lowercased only when US-ASCII; %C3%BC and ü both stay (§5.3.2.3).
    [
      'normalize rfc3987: %C3%BC and ü are each normal, and different',
      { argv: ['normalize', '-g', 'rfc3987', 'http://例え.jp/a/./%c3%bc', 'http://例え.jp/ü', 'HTTP://Example.COM/%7e/ü'], status: 0, stdout: 'http://例え.jp/a/%C3%BC\nhttp://例え.jp/ü\nhttp://example.com/~/ü\n' },
    ],
    [
      'normalize rfc3987 --level scheme, --ipv6 rfc5952: a non-ASCII host keeps its case',
      { argv: ['normalize', '-g', 'rfc3987', '-l', 'scheme', '--ipv6', 'rfc5952', 'HTTP://例え.JP:80', 'http://[2001:DB8:0:0:0:0:0:1]/ü'], status: 0, stdout: 'http://例え.JP/\nhttp://[2001:db8::1]/ü\n' },
    ],
    ['normalize rfc3987: no NFC unless asked (§5.3.2.2)', { argv: ['normalize', '-g', 'rfc3987', 'http://h/u\u0308'], status: 0, stdout: 'http://h/u\u0308\n' }],
    ['normalize rfc3987 --nfc', { argv: ['normalize', '-g', 'rfc3987', '--nfc'], stdin: 'http://h/u\u0308\n', status: 0, stdout: 'http://h/\u00fc\n' }],
    [
      'normalize rfc3987 --nfc: NFC makes a character an IRI does not allow',
      { argv: ['normalize', '-g', 'rfc3987', '--nfc', 'http://h/\u1FEF', 'http://h/'], status: 1, stdout: '\nhttp://h/\n', stderr: /^<args>:1:1: rfc3987: error: NFC turns .* which is not an IRI-reference \(RFC 3987 §5\.3\.2\.2\)\n {2}http:\/\/h\/\u1FEF\n {2}\^\n$/ },
    ],
    ['normalize rfc3986 (the default): an IRI is invalid', { argv: ['normalize', 'http://h/ü'], status: 1, stdout: '\n', stderr: /^<args>:1:10: error: URI-reference: .* found "ü"/ }],
    // RFC 3987 §5.3: the ladder; %C3%BC and ü are equivalent once both are mapped to URIs (§3.1, §5.3.2.3).
    [
      'equal rfc3987: percent-encoded and literal é differ at the syntax level',
      { argv: ['equal', '-g', 'rfc3987', 'HTTP://例え.jp/a/../ros%c3%a9', 'http://例え.jp/rosé'], status: 1, stdout: 'not equivalent (rfc3987, syntax): http://例え.jp/ros%C3%A9 != http://例え.jp/rosé\n' },
    ],
    [
      'equal rfc3987 --via-uri: equivalent after mapping to URIs',
      {
        argv: ['equal', '-g', 'rfc3987', '--via-uri', 'HTTP://例え.jp/a/../ros%c3%a9', 'http://例え.jp/rosé'],
        status: 0,
        stdout: 'equivalent (rfc3987, syntax, via URI): http://%E4%BE%8B%E3%81%88.jp/ros%C3%A9 == http://%E4%BE%8B%E3%81%88.jp/ros%C3%A9\n',
      },
    ],
    [
      'equal rfc3987 --level scheme --via-uri',
      { argv: ['equal', '-g', 'rfc3987', '--level', 'scheme', '--via-uri', 'http://例え.jp:80', 'http://%E4%BE%8B%E3%81%88.jp/'], status: 0, stdout: 'equivalent (rfc3987, scheme, via URI): http://%E4%BE%8B%E3%81%88.jp/ == http://%E4%BE%8B%E3%81%88.jp/\n' },
    ],
    ['equal rfc3987: u and a combining diaeresis is not ü', { argv: ['equal', '-g', 'rfc3987', 'http://h/u\u0308', 'http://h/\u00fc'], status: 1, stdout: 'not equivalent (rfc3987, syntax): http://h/u\u0308 != http://h/\u00fc\n' }],
    ['equal rfc3987 --nfc: it is after NFC', { argv: ['equal', '-g', 'rfc3987', '--nfc', 'http://h/u\u0308', 'http://h/\u00fc'], status: 0, stdout: 'equivalent (rfc3987, syntax, NFC): http://h/\u00fc == http://h/\u00fc\n' }],
    ['equal rfc3987 --level simple', { argv: ['equal', '-g', 'rfc3987', '-l', 'simple', 'http://h/ü', 'http://h/%C3%BC'], status: 1, stdout: 'not equivalent (rfc3987, simple): http://h/ü != http://h/%C3%BC\n' }],
    ['equal rfc3987: an invalid input exits 2', { argv: ['equal', '-g', 'rfc3987', 'http://h/ü', 'http://h/a b'], status: 2, stdout: '', stderr: /^rfc3987: error: IRI-reference: expected .* but found a space at offset 10\n/ }],
    ['equal rfc3986 (the default): an IRI exits 2', { argv: ['equal', 'http://h/ü', 'http://h/ü'], status: 2, stdout: '', stderr: /^error: URI-reference: / }],
  ];

  test.each(cases)('%s', async (_name, c) => {
    const r = await run(c.argv, c.stdin);
    expect({ status: r.status, stdout: r.stdout }).toEqual({ status: c.status, stdout: c.stdout });
    if (c.stderr === undefined) expect(r.stderr).toBe('');
    else if (typeof c.stderr === 'string') expect(r.stderr).toBe(c.stderr);
    else expect(r.stderr).toMatch(c.stderr);
  });

  test('--grammar rfc3986 is the default of each pass', async () => {
    for (const argv of [['resolve', 'http://a/b/c', '../g'], ['normalize', 'HTTP://A/%7e'], ['equal', 'http://a/%7e', 'HTTP://A/~']]) {
      const [name, ...rest] = argv;
      expect(await run([name, '--grammar', 'rfc3986', ...rest])).toEqual(await run(argv));
    }
  });

  test('the table: RFC 3986 and RFC 3987 have each pass, every entry is a grammar of the command, each loads the library function', async () => {
    // RFC 3986's passes are uri-grammar/normalize's (the root's normalize and comparisonKey also take { schemes: true }).
    const { resolve } = await import('../../src/index.js');
    const { normalize, comparisonKey } = await import('../../src/entries/normalize.js');
    const library = { rfc3986: { resolve, normalize, equal: comparisonKey }, rfc3987: { resolve: rfc3987.resolve, normalize: rfc3987.normalize, equal: rfc3987.comparisonKey } };
    for (const pass of ['resolve', 'normalize', 'equal'] as const) {
      expect(passGrammars(pass).slice(0, 2)).toEqual(['rfc3986', 'rfc3987']);
      // In GRAMMARS order, and only grammars the command knows.
      expect(Object.keys(PASSES[pass]).sort()).toEqual([...passGrammars(pass)].sort());
      expect(passGrammars(pass)).toEqual(GRAMMAR_NAMES.filter((n) => passGrammars(pass).includes(n)));
      for (const name of ['rfc3986', 'rfc3987'] as const) expect(await PASSES[pass][name].load()).toBe(library[name][pass]);
    }
    // RFC 6874 has no passes of its own.
    for (const pass of ['resolve', 'normalize', 'equal'] as const) expect(passGrammars(pass)).not.toContain('rfc6874');
  });

  test('docs/cli.md names every command beside its function, and each option of a pass beside the option of the function it sets', () => {
    const doc = readFileSync(join(__dirname, '..', '..', 'docs', 'cli.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## The command and the API, side by side'), doc.indexOf('## The family of grammars'));
    const rows = [...section.matchAll(/^\| `([^`]+)` \| (.+) \|$/gm)].map((m) => [m[1]!, m[2]!] as const);
    for (const name of Object.keys(COMMANDS)) expect([name, rows.some(([command]) => command.split(' ')[0] === name)]).toEqual([name, true]);
    const FUNCTION: Record<string, string> = { resolve: 'resolve(', normalize: 'normalize(', equal: 'equivalent(' };
    for (const [pass, grammars] of Object.entries(PASSES)) {
      for (const [grammar, entry] of Object.entries(grammars)) {
        for (const [option, set] of Object.entries(entry.options)) {
          const row = rows.find(([command]) => command.startsWith(`${pass} `) && command.includes(` --${option}`) && (grammar === 'rfc3986' ? !command.includes('--grammar') : command.includes(`--grammar ${grammar} `)));
          expect([pass, grammar, option, row !== undefined]).toEqual([pass, grammar, option, true]);
          const [, api] = row!;
          expect(api).toContain(FUNCTION[pass]);
          for (const [key, value] of Object.entries(set as Record<string, unknown>)) expect([pass, grammar, option, api]).toEqual([pass, grammar, option, expect.stringContaining(`${key}: ${JSON.stringify(value)}`)]);
          if (grammar !== 'rfc3986') expect(api).toContain(`\`uri-grammar/${grammar}\``);
        }
      }
    }
  });

  test('each option of a grammar\'s pass is an option of its command, a flag', () => {
    const commands = { resolve, normalize, equal };
    for (const pass of ['resolve', 'normalize', 'equal'] as const) {
      for (const name of passGrammars(pass)) {
        for (const option of Object.keys(PASSES[pass][name].options)) expect([pass, name, option, commands[pass].options?.[option]?.type]).toEqual([pass, name, option, 'boolean']);
      }
    }
  });

  const use = (pass: 'resolve' | 'normalize' | 'equal'): string => `use one of ${passGrammars(pass).join(', ')}`;
  test.each([
    [['resolve', '--grammar', 'rfc6874', 'http://[fe80::1%25eth0]/', 'g'], `uri-grammar: resolve: --grammar rfc6874 has no resolve pass: ${use('resolve')}\n`],
    [['normalize', '-g', 'rfc6874', 'x'], `uri-grammar: normalize: --grammar rfc6874 has no normalize pass: ${use('normalize')}\n`],
    [['equal', '-g', 'rfc6874', 'a', 'b'], `uri-grammar: equal: --grammar rfc6874 has no equal pass: ${use('equal')}\n`],
    [['normalize', '-g', 'all', 'http://a/'], `uri-grammar: normalize: --grammar all is for check only: ${use('normalize')}\n`],
    [['resolve', '-g', 'all', '--loose', 'http://a/', 'g'], 'uri-grammar: resolve: --loose is for one grammar, not --grammar all\n'],
    [['resolve', '-g', 'rfc1808', '--loose', 'http://a/', 'g'], 'uri-grammar: resolve: --loose is for --grammar rfc3986, rfc3987, rfc2396, not rfc1808\n'],
    [['resolve', '--appendix-b', 'http://a/', 'g'], 'uri-grammar: resolve: --appendix-b is for --grammar rfc2396, not rfc3986\n'],
    [['normalize', '-g', 'all', 'x'], `uri-grammar: normalize: --grammar all is for check only: ${use('normalize')}\n`],
    [['equal', '--grammar', 'rfc9999', 'a', 'b'], `uri-grammar: equal: unknown grammar 'rfc9999': ${use('equal')}\n`],
    [['resolve', '-g', 'RFC3987', 'http://a/', 'g'], `uri-grammar: resolve: unknown grammar 'RFC3987': ${use('resolve')}\n`],
    [['normalize', '--nfc', 'x'], 'uri-grammar: normalize: --nfc is for --grammar rfc3987, not rfc3986\n'],
    [['equal', '-g', 'rfc3986', '--nfc', 'a', 'b'], 'uri-grammar: equal: --nfc is for --grammar rfc3987, not rfc3986\n'],
    [['equal', '--via-uri', 'a', 'b'], 'uri-grammar: equal: --via-uri is for --grammar rfc3987, not rfc3986\n'],
    [['resolve', '-g', 'rfc3987', '--nfc', 'http://a/', 'g'], "uri-grammar: resolve: unknown option '--nfc' (see uri-grammar resolve --help)\n"],
    [['resolve', '-g', 'rfc3987'], 'uri-grammar: resolve: missing BASE\n'],
    [['equal', '-g', 'rfc3987', 'a'], 'uri-grammar: equal: needs exactly two references A and B, not 1\n'],
    [['equal', '-g', 'rfc3987', '--level', 'exact', 'a', 'b'], "uri-grammar: equal: --level must be one of simple, syntax, scheme, not 'exact'\n"],
  ])('%j', async (argv, message) => {
    expect(await run(argv, 'x\n')).toEqual({ status: 2, stdout: '', stderr: message });
  });
});

describe('--grammar: usage errors, one line, exit 2', () => {
  const ruleList = (name: string): string => grammarInfo(name)!.ruleNames.join(', ');
  test.each([
    [['check', '--grammar', 'rfc9999'], `uri-grammar: check: unknown grammar 'rfc9999': use one of ${NAMES}, all\n`],
    [['parse', '-g', 'rfc9999', 'x'], `uri-grammar: parse: unknown grammar 'rfc9999': use one of ${NAMES}\n`],
    [['parse', '-g', 'all', 'x'], `uri-grammar: parse: --grammar all is for check only: use one of ${NAMES}\n`],
    [['check', '--grammar', 'rfc3987', '--rule', 'URI'], `uri-grammar: check: unknown rule 'URI' of rfc3987: use one of its rules: ${ruleList('rfc3987')}\n`],
    [['check', '--grammar', 'rfc6874', '--rule', 'IPv6addr'], `uri-grammar: check: unknown rule 'IPv6addr' of rfc6874: use one of its rules: ${ruleList('rfc6874')}\n`],
    [['check', '--rule', 'ZoneID'], `uri-grammar: check: unknown rule 'ZoneID' of rfc3986: use one of its rules: ${ruleList('rfc3986')}\n`],
    [['parse', '-g', 'rfc3987', '-r', 'URI', 'x'], `uri-grammar: parse: unknown rule 'URI' of rfc3987: use one of its rules: ${ruleList('rfc3987')}\n`],
    [
      ['check', '-g', 'all', '--rule', 'IPv6addr'],
      "uri-grammar: check: unknown rule 'IPv6addr': with --grammar all, use a rule of some grammar (see --grammar NAME --help)\n",
    ],
    [['check', '--grammar'], "uri-grammar: check: option '-g, --grammar <value>' argument missing (see uri-grammar check --help)\n"],
  ])('%j', async (argv, message) => {
    const r = await run(argv, 'x\n');
    expect(r).toEqual({ status: 2, stdout: '', stderr: message });
  });

  test.each([
    ['lint', ['x']],
    ['relativize', ['http://a/', 'http://a/b']],
    ['encode', ['x']],
    ['decode', ['x']],
  ])('%s: RFC 3986 only', async (name, args) => {
    for (const grammar of ['rfc3987', 'rfc6874', 'all']) {
      expect(await run([name, '--grammar', grammar, ...args])).toEqual({
        status: 2,
        stdout: '',
        stderr: `uri-grammar: ${name}: this pass is RFC 3986 only, not --grammar ${grammar} (other grammars are for check, parse, resolve, normalize and equal)\n`,
      });
    }
    expect(await run([name, '-g', 'nope', ...args])).toMatchObject({ status: 2, stderr: `uri-grammar: ${name}: unknown grammar 'nope': use one of ${NAMES}\n` });
    // --grammar rfc3986, the default, is accepted.
    const plain = await run([name, ...args]);
    expect(await run([name, '--grammar', 'rfc3986', ...args])).toEqual(plain);
  });

  test('--help documents --grammar: check and parse list the grammars, resolve, normalize and equal theirs, the other passes say RFC 3986 only', async () => {
    for (const name of ['check', 'parse']) {
      const help = (await run([name, '--help'])).stdout;
      expect(help).toContain('-g, --grammar G');
      for (const g of CLI_GRAMMARS) expect(help).toMatch(new RegExp(`^ +${g.name} +${g.start} +${g.status.current ? 'current' : `obsoleted by RFC ${g.status.obsoletedBy![0]}`}`, 'm'));
    }
    expect((await run(['check', '--help'])).stdout).toMatch(/^ +all +every URI grammar at once/m);
    expect((await run(['check', '--help'])).stdout).toContain('--grammar all answers for every grammar of URIs at once');
    expect((await run(['check', '--help'])).stdout).toContain('Exit status: 0 every line valid (with --grammar all: valid in every grammar)');
    for (const name of ['lint', 'relativize', 'encode', 'decode'])
      expect((await run([name, '--help'])).stdout).toContain('-g, --grammar G   rfc3986 only (the default): an RFC 3986 pass\n');
    for (const pass of ['resolve', 'normalize', 'equal'] as const) {
      const help = (await run([pass, '--help'])).stdout;
      expect(help).toContain('  -g, --grammar G   the grammar of the references (default rfc3986), one of:\n');
      for (const name of passGrammars(pass)) expect(help).toMatch(new RegExp(`^ {22}${name} +${PASSES[pass][name].follows.replace(/[()]/g, '\\$&')}$`, 'm'));
      expect(help).not.toContain('rfc6874');
    }
    const usage = (await run(['--help'])).stdout;
    for (const g of CLI_GRAMMARS) expect(usage).toContain(`  ${g.name}  RFC ${g.rfc}`);
    expect(usage).toContain('--grammar NAME of check and parse, and of resolve, normalize and equal\nwhere the grammar has the pass;');
    for (const name of ['check', 'parse', 'lint', 'normalize', 'resolve', 'equal']) {
      for (const line of (await run([name, '--help'])).stdout.split('\n')) expect([name, line, line.length <= 80]).toEqual([name, line, true]);
    }
  });
});

describe('resolve --grammar rfc2396, rfc1808 and all: each RFC\'s resolution', () => {
  const base = 'http://a/b/c/d;p?q';
  test.each([
    [['-g', 'rfc2396', base, '../../../g'], 0, 'http://a/../g\n'], // RFC 2396 Appendix C.2
    [['-g', 'rfc2396', '--appendix-b', base, '?y'], 0, 'http://a/b/c/?y\n'], // Appendix C.1, read by Appendix B
    [['-g', 'rfc2396', '--loose', base, 'http:g'], 0, 'http://a/b/c/g\n'], // Appendix C.2, backwards compatibility
    [['-g', 'rfc1808', base, ';x'], 0, 'http://a/b/c/d;x\n'], // RFC 1808 §5.1
    [['-g', 'rfc1808', base, '/./g'], 0, 'http://a/./g\n'], // RFC 1808 §5.2
  ] as const)('%j', async (args, status, stdout) => {
    expect(await run(['resolve', ...args])).toEqual({ status, stdout, stderr: '' });
  });

  test('a reference its grammar rejects is a syntax error named by the grammar', async () => {
    const r = await run(['resolve', '-g', 'rfc2396', base, '?y']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^<args>:1:1: rfc2396: error: URI-reference: expected .* at offset 0\n {2}\?y\n {2}\^~\ndiagnosis: a query with no path before it .*\nhint: RFC 2396 has no query without a path/);
  });

  test('--grammar all: each reference, then RFC 3986, 2396 and 1808 one under another, a result unlike RFC 3986\'s marked', async () => {
    const r = await run(['resolve', '--grammar', 'all', base, '../../../g', 'g', '?y']);
    expect(r.status).toBe(1); // RFC 2396 rejects ?y
    expect(r.stdout.split('\n')).toEqual([
      '../../../g',
      '  rfc3986  http://a/g',
      '  rfc2396  http://a/../g  ≠ rfc3986',
      '  rfc1808  http://a/../g  ≠ rfc3986',
      'g',
      '  rfc3986  http://a/b/c/g',
      '  rfc2396  http://a/b/c/g',
      '  rfc1808  http://a/b/c/g',
      '?y',
      '  rfc3986  http://a/b/c/d;p?y',
      expect.stringMatching(/^ {2}rfc2396 {2}error: URI-reference: expected .* at offset 0 {2}≠ rfc3986$/),
      '  rfc1808  http://a/b/c/d;p?y',
      '',
    ]);
  });

  test('--grammar all --json: one record per line, each grammar\'s output or error; a line that is not UTF-8 is an error record', async () => {
    const r = await run(['resolve', '--grammar', 'all', '--json', base], Buffer.concat([Buffer.from('?y\n'), Buffer.from([0x67, 0xff]), Buffer.from('\n')]));
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    const [first, second] = jsonLines(r.stdout) as { type: string; line: number; input: string; results: Record<string, { output?: string; error?: Record<string, unknown> }> }[];
    expect(first).toMatchObject({ type: 'line', file: '<stdin>', line: 1, input: '?y' });
    expect(first.results.rfc3986).toEqual({ output: 'http://a/b/c/d;p?y' });
    expect(first.results.rfc2396.error).toMatchObject({ kind: 'syntax', grammar: 'rfc2396', column: 1, offset: 0 });
    expect(first.results.rfc1808).toEqual({ output: 'http://a/b/c/d;p?y' });
    expect(second).toMatchObject({ type: 'error', line: 2, kind: 'encoding', column: 2, offset: 1 });
  });

  test('--grammar all: a line that is not UTF-8 is a positioned error and an empty line', async () => {
    const r = await run(['resolve', '--grammar', 'all', base], Buffer.concat([Buffer.from([0x67, 0xff]), Buffer.from('\ng\n')]));
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^<stdin>:1:2: error: not valid UTF-8: ill-formed sequence at byte 0xFF \(byte 2 of the line\)\n/);
    expect(r.stdout.split('\n').slice(0, 2)).toEqual(['', 'g']);
  });
});

describe('conform: the conformance report on the command line', () => {
  test('a table per string: each grammar and rule, ✓ or ✗ with the column, the caret, the diagnosis and the hint; exit 0 when it conforms to some grammar', async () => {
    const r = await run(['conform', '-g', 'rfc3986,rfc1738', 'http://user:pw@h/']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout.split('\n')).toEqual([
      '"http://user:pw@h/"',
      '  rfc3986  URI-reference     ✓',
      '  rfc3986  URI               ✓',
      '  rfc3986  absolute-URI      ✓',
      '  rfc1738  url               ✓',
      '  rfc1738  httpurl (scheme)  ✗  column 13: expected digit but found "p" at offset 12',
      '                                http://user:pw@h/',
      '                                       ~~~~~^~~',
      '                                diagnosis: http URLs have a host and port only, no user name or password ("user:pw@"): RFC 1738 gives a login to the generic ip-schemepart (§3.1) and ftp and telnet, not to http (RFC 1738 §3.1)',
      expect.stringMatching(/^ {32}hint: this scheme's URLs have a host and port only, no user name or password \(RFC 1738 §3\.3 http/),
      '  conforms to: rfc3986, rfc1738',
      '',
    ]);
    expect((await run(['conform', 'a b'])).status).toBe(1);
  });

  test('--json: one object per string, its rows as conform gives them', async () => {
    const r = await run(['conform', '--json', 'http://ex.com/ü', '?y']);
    const [iri, y] = jsonLines(r.stdout) as unknown as { input: string; conformsTo: string[]; rows: { grammar: string; rule: string; kind: string; valid: boolean; error: { offset: number; column: number } | null }[] }[];
    expect(iri.conformsTo).toEqual(['rfc3987']);
    expect(iri.rows.find((x) => x.grammar === 'rfc2396' && x.rule === 'URI-reference')).toMatchObject({ valid: false, error: { offset: 14, column: 15 } });
    expect(y.conformsTo).toEqual(['rfc3986', 'rfc3987', 'rfc6874', 'rfc1808']);
    expect(r.status).toBe(0);
  });

  test('--file: per grammar and rule, the lines that conform and the first failures as FILE:LINE:COLUMN', async () => {
    const r = await run(['conform', '--file', '--failures', '1', '-g', 'rfc2396,rfc1738'], Buffer.from('http://a/\n?y\nnews:comp.lang\n\xff\n', 'latin1'));
    expect(r.status).toBe(1); // ?y and the byte 0xFF conform to neither
    expect(r.stdout.split('\n').slice(0, 7)).toEqual([
      '4 lines; 2 conform to some grammar, 2 to none',
      '  grammar  rule              conform       of',
      '  rfc2396  URI-reference           2        4  50.0%',
      '  rfc2396  absoluteURI             2        4  50.0%',
      '  rfc2396  relativeURI             0        4  0.0%',
      '  rfc1738  url                     2        4  50.0%',
      '  rfc1738  httpurl (scheme)        1        1  100.0%',
    ]);
    expect(r.stdout).toContain('rfc2396 URI-reference:\n  <stdin>:2:1: URI-reference: expected ');
    expect(r.stdout).toContain('rfc2396 absoluteURI:\n  <stdin>:2:1: absoluteURI: expected alpha but found "?" at offset 0\n');
    expect(r.stdout).not.toContain('rfc1738 httpurl (scheme):\n'); // it has no failure
    expect(r.stdout).toContain('  rfc1738  newsurl (scheme)        1        1  100.0%\n');
    expect(r.stdout).not.toContain('<stdin>:4:1: not valid UTF-8'); // --failures 1: only the first of each rule
    expect(r.stdout).toContain('rfc1738 url:\n  <stdin>:2:1: url: expected "+", "-", ".", digit or lowalpha but found "?" at offset 0\n');
    const bad = await run(['conform', '--file', '-g', 'rfc3986'], Buffer.from([0x2f, 0xff, 0x0a]));
    expect(bad.stdout).toContain('rfc3986 URI-reference:\n  <stdin>:1:2: not valid UTF-8: ill-formed sequence at byte 0xFF (byte 2 of the line)\n');
    const json = jsonLines((await run(['conform', '--file', '--json', '-g', 'rfc1808'], 'a:b\n')).stdout)[0] as Record<string, unknown>;
    expect(json).toMatchObject({ type: 'summary', lines: 1, conformingToNone: 0, rows: [{ rule: 'URL', lines: 1, valid: 1 }, { rule: 'absoluteURL' }, { rule: 'relativeURL' }] });
  });

  test('usage errors: one line, exit 2', async () => {
    expect(await run(['conform', '-g', 'rfc9999', 'x'])).toEqual({ status: 2, stdout: '', stderr: `uri-grammar: conform: unknown grammar "rfc9999": one of ${GRAMMARS.filter((g) => g.kind !== 'template').map((g) => g.name).join(', ')}, or all\n` });
    expect(await run(['conform', '--failures', '2', 'x'])).toEqual({ status: 2, stdout: '', stderr: 'uri-grammar: conform: --failures is for --file\n' });
    expect((await run(['conform', '--file', '--failures', '-1'])).status).toBe(2);
    const missing = await run(['conform', '--file', '/nonexistent/uris.txt']);
    expect([missing.status, missing.stderr]).toEqual([2, 'uri-grammar: conform: cannot read /nonexistent/uris.txt: no such file or directory\n']);
  });
});

describe('uri-grammar playground', () => {
  const page = join(__dirname, '..', '..', 'dist', 'playground', 'index.html');

  test('--help, and its line in uri-grammar --help', async () => {
    const r = await run(['playground', '--help']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout).toMatch(/^Usage: uri-grammar playground \[--url\]\n/);
    expect((await run(['--help'])).stdout).toContain('  playground ');
  });

  test('prints the path of the page the build writes, or says that it is missing', async () => {
    const r = await run(['playground']);
    const url = await run(['playground', '--url']);
    if (existsSync(page)) {
      expect(r).toEqual({ status: 0, stdout: page + '\n', stderr: '' });
      expect(url).toEqual({ status: 0, stdout: pathToFileURL(page).href + '\n', stderr: '' });
    } else {
      expect(r).toEqual({ status: 2, stdout: '', stderr: 'uri-grammar: playground: the package has no dist/playground/index.html: npm run build writes it\n' });
    }
  });

  test('takes no argument', async () => {
    expect(await run(['playground', 'site'])).toEqual({ status: 2, stdout: '', stderr: "uri-grammar: playground: takes no argument, not 'site'\n" });
  });
});

describe('--schemes: the scheme grammars where RFC 3986 stops (src/schemes/)', () => {
  const cases: [string, CommandCase][] = [
    [
      'check --schemes: an RFC 3986 URI that its scheme\'s grammar rejects, reported with that grammar',
      {
        argv: ['check', '--schemes', '-q'],
        stdin: 'urn:example:a\nurn:a:b\nhttp://h/\n',
        status: 1,
        stdout: [
          '<stdin>:2:6: error: namestring: expected ldh but found ":" at offset 5',
          '  urn:a:b',
          '       ^',
          'hint: RFC 3986 accepts this URI, but the grammar of urn: URIs (RFC 8141, rule namestring) does not: an NID has 2 to 32 characters (RFC 8141 §2): "urn:a:..." is a valid RFC 3986 URI but no URN',
          '',
        ].join('\n'),
      },
    ],
    ['check without --schemes: RFC 3986 alone', { argv: ['check', '-q'], stdin: 'urn:a:b\ntel:555-1234\ngeo:1\ndata:text,x\n', status: 0, stdout: '' }],
    ['check --schemes --rule URI', { argv: ['check', '--schemes', '-q', '--json', '--rule', 'URI'], stdin: 'geo:1\n', status: 1, stdout: /^\{"type":"error","file":"<stdin>","line":1,"column":6,"offset":5,"kind":"syntax","grammar":"rfc5870","rule":"geo-URI",/ as unknown as string }],
    ['check --schemes --grammar rfc3987: a usage error', { argv: ['check', '--schemes', '-g', 'rfc3987'], status: 2, stdout: '', stderr: 'uri-grammar: check: --schemes checks URIs by rfc3986 and then by the grammar of their scheme: not with --grammar rfc3987\n' }],
    ['check --schemes --grammar all: a usage error', { argv: ['check', '--schemes', '-g', 'all'], status: 2, stdout: '', stderr: 'uri-grammar: check: --schemes checks URIs by rfc3986 and then by the grammar of their scheme: not with --grammar all\n' }],
    ['check --schemes --rule host: a usage error', { argv: ['check', '--schemes', '-r', 'host'], status: 2, stdout: '', stderr: 'uri-grammar: check: --schemes checks URIs: use it with --rule URI-reference, URI, absolute-URI, not host\n' }],
    // RFC 8141 §3.2's examples; RFC 3966 §4; RFC 5870 §3.4.4.
    ['equal --schemes: URN-equivalence (RFC 8141 §3.1)', { argv: ['equal', '--schemes', 'urn:example:a123,z456', 'URN:EXAMPLE:a123,z456?+abc#789'], status: 0, stdout: 'equivalent (syntax, schemes): urn:example:a123,z456 == urn:example:a123,z456\n' }],
    ['equal without --schemes: RFC 3986 §6.2', { argv: ['equal', 'urn:example:a123,z456', 'URN:EXAMPLE:a123,z456?+abc'], status: 1, stdout: 'not equivalent (syntax): urn:example:a123,z456 != urn:EXAMPLE:a123,z456?+abc\n' }],
    ['equal --grammar rfc3966 (RFC 3966 §4)', { argv: ['equal', '-g', 'rfc3966', 'tel:+1-201-555-0123', 'tel:+1.201.555.0123'], status: 0, stdout: 'equivalent (rfc3966): tel:+12015550123 == tel:+12015550123\n' }],
    ['equal --grammar rfc5870 (RFC 5870 §3.4.4)', { argv: ['equal', '-g', 'rfc5870', 'geo:90,-22.43;crs=WGS84', 'geo:90,46'], status: 0, stdout: 'equivalent (rfc5870): geo:90,0;crs=wgs84 == geo:90,0;crs=wgs84\n' }],
    ['equal --grammar rfc8141 (RFC 8141 §3.1)', { argv: ['equal', '-g', 'rfc8141', 'urn:example:a123,z456/foo', 'urn:example:a123,z456/bar'], status: 1, stdout: 'not equivalent (rfc8141): urn:example:a123,z456/foo != urn:example:a123,z456/bar\n' }],
    ['equal --schemes: an input its scheme\'s grammar rejects exits 2', { argv: ['equal', '--schemes', 'urn:a:b', 'urn:ex:b'], status: 2, stdout: '', stderr: /^error: namestring: expected ldh but found ":" at offset 5\n {2}urn:a:b\n/ }],
    ['equal --grammar rfc8141 --level: a usage error', { argv: ['equal', '-g', 'rfc8141', '-l', 'simple', 'urn:ex:a', 'urn:ex:a'], status: 2, stdout: '', stderr: "uri-grammar: equal: --level is RFC 3986's ladder: --grammar rfc8141 compares by RFC 8141 §3.1: URN-equivalence\n" }],
    ['equal --schemes --grammar rfc3987: a usage error', { argv: ['equal', '--schemes', '-g', 'rfc3987', 'a', 'b'], status: 2, stdout: '', stderr: 'uri-grammar: equal: --schemes compares URIs by rfc3986 and the equivalence of their scheme: not with --grammar rfc3987\n' }],
    [
      'normalize --schemes: the form each scheme\'s RFC compares; other schemes as RFC 3986 §6.2.3 normalizes them',
      { argv: ['normalize', '--schemes', '-l', 'scheme'], stdin: 'TEL:+1-201-555-0123;Ext=1-2\nURN:EXAMPLE:a%2c?=q\nHTTP://A:80/%7e\ntel:555\n', status: 1, stdout: 'tel:+12015550123;ext=12\nurn:example:a%2C\nhttp://a/~\n\n', stderr: /^<stdin>:4:8: error: telephone-uri: / },
    ],
    ['normalize --schemes --grammar rfc3987: a usage error', { argv: ['normalize', '--schemes', '-g', 'rfc3987', 'a'], status: 2, stdout: '', stderr: 'uri-grammar: normalize: --schemes normalizes URIs by rfc3986 and the equivalence of their scheme: not with --grammar rfc3987\n' }],
  ];

  test.each(cases)('%s', async (_name, c) => {
    const r = await run(c.argv, c.stdin);
    expect(r.status).toBe(c.status);
    if ((c.stdout as unknown) instanceof RegExp) expect(r.stdout).toMatch(c.stdout as unknown as RegExp);
    else expect(r.stdout).toBe(c.stdout);
    if (c.stderr === undefined) expect(r.stderr).toBe('');
    else if (typeof c.stderr === 'string') expect(r.stderr).toBe(c.stderr);
    else expect(r.stderr).toMatch(c.stderr);
  });

  test('conform \'urn:a:b\': the rfc8141 row fails where check --schemes does, and the URN conforms to the URI grammars', async () => {
    const r = await run(['conform', '-g', 'rfc3986,rfc8141', 'urn:a:b']);
    expect(r.stdout.split('\n').slice(0, 9)).toEqual([
      '"urn:a:b"',
      '  rfc3986  URI-reference        ✓',
      '  rfc3986  URI                  ✓',
      '  rfc3986  absolute-URI         ✓',
      '  rfc8141  namestring (scheme)  ✗  column 6: expected ldh but found ":" at offset 5',
      '                                   urn:a:b',
      '                                        ^',
      '                                   hint: an NID has 2 to 32 characters (RFC 8141 §2): "urn:a:..." is a valid RFC 3986 URI but no URN',
      '  conforms to: rfc3986',
    ]);
    // A scheme grammar's row alone never makes a grammar conform (its scheme rule is no top-level rule).
    expect(r.status).toBe(0);
  });

  test('--help of check, equal and normalize: --schemes, and the schemes from the registry, in 78 columns', async () => {
    for (const command of ['check', 'equal', 'normalize']) {
      const lines = (await run([command, '--help'])).stdout.split('\n');
      const from = lines.findIndex((l) => l.startsWith('      --schemes '));
      const to = lines.findIndex((l, i) => i > from && /^ {2}(-\w,| {4}--)/.test(l));
      expect([command, from > 0, to > from]).toEqual([command, true, true]);
      for (const line of lines.slice(from, to)) expect([command, line, line.length <= 78]).toEqual([command, line, true]);
    }
    expect((await run(['check', '--help'])).stdout).toContain('The schemes: urn (rfc8141), data (rfc2397), tel (rfc3966),');
  });
});

describe('lint: the schemes with RFCs of their own', () => {
  test('--max-data-length N sets the length beyond which a data: URI is data-too-large; --help gives the library\'s default', async () => {
    const { DEFAULT_MAX_DATA_LENGTH } = await import('../../src/index.js');
    const r = await run(['lint', '--max-data-length', '10', 'data:,0123456789', 'data:,0123']);
    expect(r.stdout).toBe('<args>:1:1: warning: The data: URI is 16 characters long, over 10: RFC 9110 §4.1 asks readers to support URIs of 8000 octets, and no more, and RFC 2397 says the scheme "is only useful for short values" (§3) and that long ones may overflow a reader\'s buffers (§6): refer to a resource that large instead. [data-too-large]\n  data:,0123456789\n  ^~~~~~~~~~~~~~~~\n');
    expect(r.status).toBe(1); // a warning sets the exit status (--fail-on, by default warning)
    expect((await run(['lint', 'data:,0123456789'])).stdout).toBe('');
    expect((await run(['lint', '--help'])).stdout).toContain(`(default ${DEFAULT_MAX_DATA_LENGTH}, the least RFC 9110 §4.1 asks readers to`);
    expect(await run(['lint', '--max-data-length', '1e3', 'x'])).toEqual({ status: 2, stdout: '', stderr: "uri-grammar: lint: --max-data-length needs a whole number of characters from 0 to 2147483647, not '1e3'\n" });
  });

  test('geo:91,0 is an error finding: exit 1', async () => {
    const r = await run(['lint', 'geo:91,0']);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^<args>:1:5: error: RFC 5870 §3\.4\.2 \(latitude-out-of-range\): latitude 91 is beyond -90\.\.90 degrees: the URI MUST be considered invalid\. \[geo-semantic-error\]\n/);
  });
});
