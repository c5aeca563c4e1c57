/**
 * The byte walk of `uri-grammar check` (src/cli/byte-walk.ts) against the
 * string path it stands in for: `checkBatch` with the walk and with every line
 * decoded (`decodeAll`) give the same result, report for report, on the
 * committed corpus, the examples, a seeded mutation of both, and the lines
 * that are not plain US-ASCII (a byte order mark, CR LF, a lone CR, UTF-8
 * beyond US-ASCII, bytes that are not UTF-8, NUL, a last line without LF), by
 * every grammar of the command and by rules of RFC 3986 and RFC 3987, with
 * and without --json and --strip-cr. Its work is counted: the walk reads each
 * byte about once, and the string path decodes the reported lines alone.
 * With --schemes, the walk accepts only lines whose scheme has no grammar of
 * its own, and sends the others on, with the same result; with --grammar all,
 * a line every grammar's walk accepts gets the verdicts of the string path. What makes an
 * invalid line cheaper says the same: the batch's reports
 * encoded as they come (`renderBatchBytes`) are the bytes of `renderBatch`,
 * and a finding has the message and diagnosis its error's properties give,
 * read without keeping them on the error.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { main, type Io } from '../../src/cli.js';
import { acceptedLine, byteWalk, hasOwnScheme, loadWalks, schemesWithGrammars, walkOf, walkWork } from '../../src/cli/byte-walk.js';
import { SCHEMES } from '../../generated/schemes.js';
import { checkBatch, checkLines, loadSchemes, renderBatch, renderBatchBytes, reportBodies, syntaxFinding, type CheckOptions } from '../../src/cli/check-lines.js';
import { comparable } from '../support/batch-results.js';
import { ReportBytes } from '../../src/cli/report-bytes.js';
import { diagnosisOnce, messageOnce, UriSyntaxError } from '../../src/core/errors.js';
import * as rfc3986 from '../../src/grammars/rfc3986/index.js';
import { ALL, ALL_GRAMMARS, CLI_GRAMMARS, GRAMMAR_NAMES, SCHEME_GRAMMARS, grammarRules, loadGrammars, type GrammarRule } from '../../src/cli/grammars.js';
import { VALIDATOR } from '../../generated/rfc3986.validator.js';
import { VALIDATORS } from '../../generated/family.js';
import { decodeDigits, type GrammarDfas } from '../../src/core/dfa.js';
import { seededRandom } from '../support/inputs';

const root = join(__dirname, '..', '..');
const random = seededRandom(0xb17e5);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const linesOf = (file: string): Buffer[] => {
  const text = readFileSync(join(root, file));
  const out: Buffer[] = [];
  for (let start = 0, end = text.indexOf(10); end >= 0; start = end + 1, end = text.indexOf(10, start)) out.push(text.subarray(start, end));
  return out;
};

const corpus = [...linesOf('test/corpus/differential.txt'), ...linesOf('examples/uris.txt')];

/** Bytes that sit on the walk's edges: line ends, controls, a BOM's, UTF-8 lead and continuation bytes, bytes never in UTF-8, "%" and delimiters. */
const EDGES = [0x00, 0x09, 0x0d, 0x20, 0x22, 0x25, 0x2f, 0x3a, 0x3f, 0x40, 0x5b, 0x5d, 0x7b, 0x7f, 0x80, 0xbf, 0xc0, 0xc3, 0xa9, 0xe2, 0x80, 0x99, 0xed, 0xa0, 0xef, 0xbb, 0xf0, 0x9f, 0xf5, 0xff];

/** A line with a few bytes replaced, inserted or deleted (never an LF: a line stays one line). */
function mutate(line: Buffer): Buffer {
  const bytes = [...line];
  for (let k = 1 + Math.floor(random() * 3); k > 0; k--) {
    const at = Math.floor(random() * (bytes.length + 1));
    const b = random() < 0.6 ? pick(EDGES) : Math.floor(random() * 256);
    const op = random();
    if (b === 0x0a) continue;
    if (op < 0.4 && at < bytes.length) bytes[at] = b;
    else if (op < 0.8) bytes.splice(at, 0, b);
    else bytes.splice(at, 1);
  }
  return Buffer.from(bytes);
}

/** Lines that are not plain US-ASCII, or end oddly. */
const SPECIAL = [
  '\uFEFFhttp://bom.example/',
  'http://crlf.example/\r',
  'http://lone\rcr.example/',
  '\r',
  'http://example.com/caf\u00e9',
  'https://\u4f8b\u3048.jp/\u30d1\u30b9',
  'http://example.com/\u{1F600}',
  '',
  'http://nul\u0000.example/',
  '%',
  '%4',
  '%41',
  'http://[::1]:8080/a?b#c',
  'urn:isbn:0451450523',
  // U+FFFD itself, well-formed: a line sent on is decoded first, and one with U+FFFD looked at byte by byte.
  'http://example.com/\uFFFD',
  '\uFFFD',
].map((s) => Buffer.from(s, 'utf8'));
const NOT_UTF8 = [
  Buffer.from([0x68, 0x74, 0x74, 0x70, 0x3a, 0xff]),
  Buffer.from([0xc3]),
  Buffer.from([0xed, 0xa0, 0x80]),
  Buffer.from([0x2f, 0xc0, 0xaf]),
  Buffer.from([0xef, 0xbb]),
  // A well-formed U+FFFD, then an ill-formed byte.
  Buffer.from([0x2f, 0xef, 0xbf, 0xbd, 0x2f, 0xff]),
];

/** The batch of the tests: the lines as they are, mutated, the special ones, a BOM first, mostly LF ends, some CR LF. */
function batch(lines: readonly Buffer[], bom: boolean, lastLf: boolean): Buffer {
  const parts: Buffer[] = [];
  if (bom) parts.push(Buffer.from([0xef, 0xbb, 0xbf]));
  lines.forEach((line, i) => {
    parts.push(line);
    if (i < lines.length - 1 || lastLf) parts.push(Buffer.from(random() < 0.05 ? '\r\n' : '\n'));
  });
  return Buffer.concat(parts);
}

const mixed = (n: number): Buffer[] =>
  Array.from({ length: n }, () => {
    const r = random();
    if (r < 0.1) return pick(SPECIAL);
    if (r < 0.13) return pick(NOT_UTF8);
    const line = pick(corpus);
    return r < 0.45 ? mutate(line) : line;
  });

/** The rules each grammar is checked by: its start rule, and for RFC 3986 and RFC 3987 some of their others. */
const RULES: GrammarRule[] = [
  ...CLI_GRAMMARS.map((g) => ({ grammar: g.name, rule: g.start })),
  ...['URI', 'absolute-URI', 'relative-ref', 'host', 'IPv6address', 'path-abempty', 'port', 'query'].map((rule) => ({ grammar: 'rfc3986', rule })),
  ...['IRI', 'ihost'].map((rule) => ({ grammar: 'rfc3987', rule })),
];

beforeAll(() => Promise.all([loadGrammars(GRAMMAR_NAMES), loadWalks(GRAMMAR_NAMES)]));

describe('the byte walk gives what the string path gives', () => {
  const input = batch([...corpus, ...mixed(4000)], true, false);
  // The other rules reject most lines of URIs, and every rejected line is reported twice: a part of the batch.
  const part = batch([...corpus.slice(0, 1500), ...mixed(1500)], true, false);
  for (const by of RULES) {
    test(`${by.grammar} ${by.rule}`, () => {
      const start = CLI_GRAMMARS.some((g) => g.name === by.grammar && g.start === by.rule);
      expect(walkOf(by)).not.toBeNull();
      for (const json of [false, true]) {
        for (const stripCr of [false, true]) {
          const options: CheckOptions = { by: [by], all: false, json, stripCr };
          const walked = checkBatch(start ? input : part, options, true);
          const decoded = checkBatch(start ? input : part, { ...options, decodeAll: true }, true);
          expect(comparable(walked)).toEqual(comparable(decoded));
        }
      }
      // Colour, and a batch that does not begin the input, and one that ends with its LF.
      const colored: CheckOptions = { by: [by], all: false, json: false, color: true };
      const tail = batch(mixed(500), false, true);
      expect(comparable(checkBatch(tail, colored, false))).toEqual(comparable(checkBatch(tail, { ...colored, decodeAll: true }, false)));
    });
  }
});

test('the report lines are the same, with their numbers, on the special lines one by one', async () => {
  for (const line of [...SPECIAL, ...NOT_UTF8]) {
    for (const stripCr of [false, true]) {
      const options: CheckOptions = { by: [{ grammar: 'rfc3986', rule: 'URI-reference' }], all: false, json: true, stripCr };
      for (const bytes of [line, Buffer.concat([line, Buffer.from('\n')]), Buffer.concat([line, Buffer.from('\r\nhttp://a/\n')])]) {
        expect(checkLines(bytes, 7, 'f', options)).toEqual(checkLines(bytes, 7, 'f', { ...options, decodeAll: true }));
      }
    }
  }
});

describe('the work of the walk is linear, and only reported lines are decoded', () => {
  test.each([1, 4])('the corpus and its mutations, %ix', (times) => {
    const lines = [...corpus, ...mixed(3000)];
    const input = batch(Array.from({ length: times }, () => lines).flat(), false, true);
    const options: CheckOptions = { by: [{ grammar: 'rfc3986', rule: 'URI-reference' }], all: false, json: true };
    walkWork.walked = walkWork.sent = 0;
    const r = checkBatch(input, options, false);
    const decoded = checkBatch(input, { ...options, decodeAll: true }, false);
    expect(comparable(r)).toEqual(comparable(decoded));
    // Of a line, the walk reads its bytes and at most two past its stop: its LF and one more.
    expect(walkWork.walked).toBeLessThanOrEqual(input.length + r.lines);
    // Decoded: the reported lines, no other (their bytes without the LF; a CR kept counts).
    const reported = new Set(r.at);
    let bytesOfReported = 0;
    let index = 0;
    for (let start = 0; start < input.length; index++) {
      const end = input.indexOf(10, start);
      if (reported.has(index)) bytesOfReported += end - start;
      start = end + 1;
    }
    expect(walkWork.sent).toBe(bytesOfReported);
  });

  test('a long valid line, a long invalid one, and long lines without an LF', () => {
    const valid = Buffer.from('http://example.com/' + 'a/'.repeat(200_000));
    const invalid = Buffer.from('http://example.com/' + 'a/'.repeat(200_000) + ' ');
    for (const input of [Buffer.concat([valid, Buffer.from('\n'), invalid, Buffer.from('\n')]), valid, invalid]) {
      walkWork.walked = walkWork.sent = 0;
      const options: CheckOptions = { by: [{ grammar: 'rfc3986', rule: 'URI-reference' }], all: false, json: false };
      expect(comparable(checkBatch(input, options, false))).toEqual(comparable(checkBatch(input, { ...options, decodeAll: true }, false)));
      expect(walkWork.walked).toBeLessThanOrEqual(input.length + 2);
      expect(walkWork.sent).toBeLessThanOrEqual(invalid.length);
    }
  });
});

describe('byteWalk', () => {
  /** The walk's tables entry by entry from their definitions (src/cli/byte-walk.ts `ByteWalk`), as the DFA's `next` of each state and class. */
  const reference = (data: GrammarDfas, rule: string) => {
    const dfa = data.rules[rule]!;
    const { states, classes } = dfa;
    const next = decodeDigits(dfa.table, states * classes);
    const mapped = decodeDigits(data.classMaps[dfa.classMap]!, 128);
    const classOf = (b: number): number => (b < 128 && b !== 0x0a && b !== 0x0d ? mapped[b]! : classes);
    const step = (s: number, k: number): number => (k === classes ? 0 : next[s * classes + k]!);
    const width = (classes + 1) * (classes + 1);
    const table = new Int32Array(states << 8);
    const two = new Int32Array(states * width);
    for (let s = 1; s < states; s++) {
      for (let b = 0; b < 256; b++) table[(s << 8) + b] = step(s, classOf(b)) << 8;
      for (let k1 = 0; k1 < classes; k1++) for (let k2 = 0; k2 < classes; k2++) if (step(s, k1) !== 0) two[s * width + k1 * (classes + 1) + k2] = step(step(s, k1), k2) * width;
    }
    const pairClass = new Uint16Array(1 << 16);
    for (let b1 = 0; b1 < 256; b1++) for (let b2 = 0; b2 < 256; b2++) pairClass[(b1 << 8) | b2] = classOf(b1) * (classes + 1) + classOf(b2);
    return { width, two, pairClass, table, accepting: Uint8Array.from(decodeDigits(dfa.accepting, states)) };
  };
  test('its tables, built by rows, are those of their definitions, for every rule of every grammar', () => {
    const bytesOf = (a: ArrayBufferView): Buffer => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
    const differ: string[] = [];
    let rules = 0;
    for (const [name, data] of Object.entries(VALIDATORS)) {
      for (const rule of Object.keys(data.rules)) {
        const walk = byteWalk(data, rule);
        const expected = reference(data, rule);
        const same = walk.width === expected.width && (['two', 'pairClass', 'table', 'accepting'] as const).every((k) => walk[k].constructor === expected[k].constructor && bytesOf(walk[k]).equals(bytesOf(expected[k])));
        if (!same) differ.push(`${name} ${rule}`);
        rules++;
      }
    }
    expect(differ).toEqual([]);
    expect(rules).toBeGreaterThan(300);
  });
});

describe('acceptedLine', () => {
  const walk = byteWalk(VALIDATOR, 'URI-reference');
  const at = (text: string, stripCr = false): number => acceptedLine(Buffer.from(text, 'latin1'), 0, text.length, walk, stripCr);
  test('a valid line ends at its LF, or at the end of the batch', () => {
    expect([at('http://a/b\nx'), at('http://a/b'), at('\n'), at('')]).toEqual([10, 10, 0, 0]);
  });
  test('a CR before the LF ends the line with --strip-cr only; any other CR, a byte from 0x80 on, and an invalid line are for the string path', () => {
    expect([at('http://a/\r\n', true), at('http://a/\r\n'), at('http://a/\r', true), at('http://a/\rb\n', true)]).toEqual([10, -1, -1, -1]);
    expect([at('http://a/\xe9\n'), at('http://a b\n'), at('http://a/%4\n'), at('\xef\xbb\xbfhttp://a/\n')]).toEqual([-1, -1, -1, -1]);
  });
  test('every byte after none, one and two others, as the string path decides (odd and even lengths: the pairs and the last single step are read)', () => {
    const isValid = (s: string): boolean => checkBatch(Buffer.from(s, 'latin1'), { by: [{ grammar: 'rfc3986', rule: 'URI-reference' }], all: false, json: false, decodeAll: true }, false).invalid === 0;
    for (let b = 0; b < 256; b++) {
      if (b === 10) continue;
      for (const prefix of ['', 'a', 'ab']) {
        const text = prefix + String.fromCharCode(b);
        const expected = b < 128 && isValid(text) ? text.length : -1;
        expect([text, at(text)]).toEqual([text, expected]);
      }
    }
  });
});

test('check of a file of several batches, to an output that keeps the chunks it is given, gives the reports of the string path', async () => {
  // The main thread writes each batch's reports into one reused buffer: an output other than the process's own gets a copy.
  const input = batch([...mixed(15000), ...mixed(15000), ...mixed(15000)], false, true);
  expect(input.length).toBeGreaterThan(3 * (256 << 10));
  const dir = mkdtempSync(join(tmpdir(), 'check-batches-'));
  const file = join(dir, 'lines.txt');
  writeFileSync(file, input);
  try {
    for (const json of [false, true]) {
      const kept: Buffer[] = [];
      const stdout = new (class extends Writable {
        override _write(chunk: Buffer, _e: BufferEncoding, done: () => void): void {
          kept.push(chunk);
          done();
        }
      })();
      const stderr = new Writable({ write: (_c, _e, done) => done() });
      await main(['check', ...(json ? ['--json'] : []), '-q', '-j', '1', file], { stdin: Readable.from([]), stdout, stderr });
      const expected = checkLines(input, 1, file, { by: [{ grammar: 'rfc3986', rule: 'URI-reference' }], all: false, json, decodeAll: true });
      expect(kept.length).toBeGreaterThan(2);
      expect(Buffer.concat(kept).toString('utf8')).toBe(expected.output);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('check on standard input read in small chunks, lines across them, gives the reports of the string path', async () => {
  const input = batch(mixed(3000), true, false);
  // Chunks of 1 to 97 bytes: lines cross chunk boundaries, CR LF is cut between its bytes.
  const chunks: Buffer[] = [];
  for (let at = 0; at < input.length; ) {
    const n = 1 + Math.floor(random() * 97);
    chunks.push(input.subarray(at, at + n));
    at += n;
  }
  const sink = () => {
    const s = new (class extends Writable {
      text = '';
      override _write(chunk: Buffer, _e: BufferEncoding, done: () => void): void {
        this.text += chunk.toString('utf8');
        done();
      }
    })();
    return s;
  };
  for (const strip of [[], ['--strip-cr']]) {
    const stdout = sink();
    const io: Io = { stdin: Readable.from(chunks), stdout, stderr: sink() };
    await main(['check', '--json', '-q', ...strip, '-'], io);
    const expected = checkLines(input, 1, '<stdin>', { by: [{ grammar: 'rfc3986', rule: 'URI-reference' }], all: false, json: true, stripCr: strip.length > 0, decodeAll: true });
    expect(stdout.text).toBe(expected.output);
  }
});

describe('what an invalid line costs less for, it says the same', () => {
  test('renderBatchBytes writes the UTF-8 of renderBatch, JSON and text, with and without colour', () => {
    const input = batch([...corpus.slice(0, 2000), ...mixed(2000), ...SPECIAL.map((s) => Buffer.from(s)), ...NOT_UTF8], true, false);
    for (const json of [false, true]) {
      for (const color of [false, true]) {
        const r = checkBatch(input, { by: [{ grammar: 'rfc3986', rule: 'URI-reference' }], all: false, json, color }, true);
        expect(r.at.length).toBeGreaterThan(100);
        for (const file of ['f.txt', 'dir/ü "x".txt', '<stdin>']) {
          expect(renderBatchBytes(r, 41, file, json, color).equals(Buffer.from(renderBatch(r, 41, file, json, color), 'utf8'))).toBe(true);
        }
      }
    }
  });

  test('a numbered batch (the main thread\'s: each report written whole) is the bytes that renderBatchBytes prints of the batch', () => {
    const input = batch([...corpus.slice(0, 1500), ...mixed(1500), ...SPECIAL.map((s) => Buffer.from(s)), ...NOT_UTF8], true, false);
    const by = [{ grammar: 'rfc3986', rule: 'URI-reference' }];
    const all = ALL_GRAMMARS.map((g) => ({ grammar: g.name, rule: g.start }));
    const reports = new ReportBytes();
    for (const options of [{ by, all: false }, { by: all, all: true }]) {
      for (const json of [false, true]) {
        for (const color of [false, true]) {
          const o: CheckOptions = { ...options, json, color };
          const plain = checkBatch(input, o, true);
          const printed = renderBatchBytes(plain, 41, 'dir/ü "x".txt', json, color);
          expect(plain.numbered).toBe(false);
          // Into a buffer of its own, and into the reused one, its file and line numbers those of renderBatchBytes.
          for (const into of [undefined, reports]) {
            const numbered = checkBatch(input, o, true, into, { file: 'dir/ü "x".txt', firstLine: 41 });
            expect(numbered.numbered).toBe(true);
            expect(numbered.at).toEqual(plain.at);
            expect(numbered.invalidBy).toEqual(plain.invalidBy);
            expect(Buffer.from(numbered.reports).equals(printed)).toBe(true);
            expect(renderBatchBytes(numbered, 41, 'dir/ü "x".txt', json, color).equals(printed)).toBe(true);
            expect(renderBatch(numbered, 41, 'dir/ü "x".txt', json, color)).toBe(printed.toString('utf8'));
          }
        }
      }
    }
    // Line numbers of every length, and a batch with no report.
    const one = Buffer.from('a b\n\nc d\n');
    for (const firstLine of [1, 9, 99, 999_999, 2 ** 31]) {
      const numbered = checkBatch(one, { by, all: false, json: true }, false, undefined, { file: 'f', firstLine });
      expect(Buffer.from(numbered.reports).toString()).toBe(renderBatch(checkBatch(one, { by, all: false, json: true }, false), firstLine, 'f', true));
    }
    expect(checkBatch(Buffer.from('a\n'), { by, all: false, json: true }, true, undefined, { file: 'f', firstLine: 1 }).reports.length).toBe(0);
  });

  test('a finding has the message and the diagnosis that the error gives, and keeps neither on the error', () => {
    let diagnosed = 0;
    for (const line of [...corpus, ...mixed(2000)]) {
      const text = line.toString('utf8');
      const e = rfc3986.check(text);
      if (e === null) continue;
      const f = syntaxFinding(e, false);
      expect(Object.hasOwn(e, 'message') || Object.hasOwn(e, 'diagnosis')).toBe(false);
      // The same as the properties read on another error of the same line, and on this one.
      const other = rfc3986.check(text)!;
      expect(f.message).toBe(other.message);
      expect(f.diagnosis).toEqual(other.diagnosis);
      expect(f.message).toBe(e.message);
      expect(f.diagnosis).toEqual(e.diagnosis);
      if (f.diagnosis !== null) diagnosed++;
    }
    expect(diagnosed).toBeGreaterThan(500);
  });

  test('an error that holds its message or diagnosis, is frozen, or is of another prototype answers by its properties', () => {
    const own = rfc3986.check('http://a b/')!;
    own.message = 'a message of its own';
    expect(messageOnce(own)).toBe('a message of its own');
    const read = rfc3986.check('http://a b/')!;
    const diagnosis = read.diagnosis;
    expect(diagnosisOnce(read)).toBe(diagnosis);
    const frozen = Object.freeze(rfc3986.check('http://h:8o/')!);
    expect(diagnosisOnce(frozen)).toBe(frozen.diagnosis);
    expect(frozen.diagnosis).toMatchObject({ code: expect.any(String) });
    class Mine extends UriSyntaxError<string> {
      override get message(): string {
        return 'mine';
      }
      override get diagnosis() {
        return null;
      }
    }
    const mine = new Mine('http://a b/', 8, [], 'URI-reference');
    expect(messageOnce(mine)).toBe('mine');
    expect(diagnosisOnce(mine)).toBeNull();
  });
});

describe('--schemes: the walk decides a line whose scheme has no grammar of its own, the string path any other', () => {
  const SCHEMED = [
    'urn:isbn:0451450523', 'URN:ISBN:0451450523', 'urn:a:b', 'urn:', 'urnx:a:b', 'ur:a',
    'data:,hello', 'DATA:text/plain;base64,SGVsbG8=', 'data:foo', 'data:',
    'tel:+1-201-555-0123', 'tel:555-1234', 'Tel:+1', 'geo:13.4125,103.8667', 'geo:abc', 'geo:1,2;u=x',
    'file:///etc/hosts', 'file://h/p', 'FILE:/x', 'file:a b', 'mailto:a@example.com', 'mailto:a@b@c', 'Mailto:x@y.z?subject=hi', 'mailto:',
    'http://example.com/urn:a', './urn:a', 'urn/a:b', '//urn:1/', 'a:urn:x', 'mailto', 'x-mailto:a',
  ].map((s) => Buffer.from(s, 'utf8'));
  beforeAll(() => loadSchemes());

  test('the schemes the walk sends on are those the scheme layer checks by a grammar', () => {
    expect(SCHEME_GRAMMARS.map((s) => s.scheme).sort()).toEqual(Object.keys(SCHEMES).sort());
    const own = (s: string): boolean => hasOwnScheme(Buffer.from(s), 0, s.length, schemesWithGrammars());
    expect(['urn:a', 'URN:a', 'Mailto:', 'data:,', 'file:/', 'tel:1', 'geo:1,2'].map(own)).toEqual([true, true, true, true, true, true, true]);
    expect(['http://a/', 'urnx:a', 'ur:a', 'urn', 'a/urn:b', '', 'mailtox:a', ':urn:'].map(own)).toEqual([false, false, false, false, false, false, false, false]);
  });

  for (const rule of ['URI-reference', 'URI', 'absolute-URI', 'relative-ref']) {
    test(`rfc3986 ${rule}, with --schemes`, () => {
      const lines = [...SCHEMED, ...SCHEMED.map(mutate), ...corpus.slice(0, 1500), ...mixed(1500)];
      for (const json of [false, true]) {
        for (const stripCr of [false, true]) {
          const options: CheckOptions = { by: [{ grammar: 'rfc3986', rule }], all: false, json, stripCr, schemes: true };
          const input = batch(lines, true, false);
          const walked = checkBatch(input, options, true);
          expect(comparable(walked)).toEqual(comparable(checkBatch(input, { ...options, decodeAll: true }, true)));
          if (rule !== 'relative-ref') expect(reportBodies(walked).some((b) => /namestring|dataurl|telephone-uri|geo-URI|file-URI|mailtoURI/.test(b))).toBe(true);
        }
      }
    });
  }
});

describe('--grammar all: a line that every grammar walk accepts has the verdicts of the string path', () => {
  for (const rule of [undefined, 'URI', 'IPv6address']) {
    test(`every grammar${rule === undefined ? '' : `, rule ${rule}`}`, () => {
      const by = grammarRules(ALL, rule);
      expect(by.length).toBeGreaterThan(1);
      expect(by.every((g) => walkOf(g) !== null)).toBe(true);
      const lines = [...corpus.slice(0, 1200), ...mixed(1200), Buffer.from('::1'), Buffer.from('2001:db8::7'), Buffer.from(''), Buffer.from('x'.repeat(1500))];
      const input = batch(lines, true, false);
      for (const json of [false, true]) {
        for (const stripCr of [false, true]) {
          const options: CheckOptions = { by, all: true, json, stripCr };
          const walked = checkBatch(input, options, true);
          expect(comparable(walked)).toEqual(comparable(checkBatch(input, { ...options, decodeAll: true }, true)));
          expect(reportBodies(walked).length).toBeGreaterThan(lines.length - 1);
        }
      }
      const colored: CheckOptions = { by, all: true, json: false, color: true };
      const tail = batch(mixed(300), false, true);
      expect(comparable(checkBatch(tail, colored, false))).toEqual(comparable(checkBatch(tail, { ...colored, decodeAll: true }, false)));
    });
  }

  test('a line is decided by the walks only when every one accepts it; their work is counted', () => {
    const by = grammarRules(ALL, undefined);
    const valid = Buffer.from('http://example.com/a?b\n');
    const iriOnly = Buffer.from('http://example.com/caf\u00e9\n');
    const before = { ...walkWork };
    checkBatch(valid, { by, all: true, json: true }, false);
    // Each grammar's walk reads the line and at most its LF.
    expect(walkWork.walked - before.walked).toBeGreaterThanOrEqual(by.length * (valid.length - 1));
    expect(walkWork.walked - before.walked).toBeLessThanOrEqual(by.length * valid.length);
    expect(walkWork.sent).toBe(before.sent);
    checkBatch(iriOnly, { by, all: true, json: true }, false);
    expect(walkWork.sent - before.sent).toBe(iriOnly.length - 1);
  });
});
