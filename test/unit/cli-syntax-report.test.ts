/**
 * The reports of `uri-grammar check` written field by field into the batch's
 * bytes (src/cli/syntax-report.ts) against the way they were made before:
 * the JSON report is byte for byte `JSON.stringify` of the finding (its input
 * capped), the text report `formatBody` of it, in both palettes, for the
 * errors of every grammar of the command, of the scheme layer (`--schemes`:
 * errors of another prototype, whose message is their own) and of lines
 * longer than the JSON input cap, with BOMs, CRs, controls, quotes,
 * backslashes, non-ASCII characters and surrogate pairs; and a whole batch's
 * output, line numbers and heads included, is the reports made line by line
 * that way. The message and the diagnosis are asked of the copy of the
 * package that built the error (the command's grammars are entry points of
 * their own, each with its copy of src/core/errors.ts), and kept on neither.
 */
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bomToBlame, checkBatch, encodingFinding, formatBody, jsonFinding, loadSchemes, renderBatchBytes, syntaxFinding, type Finding } from '../../src/cli/check-lines.js';
import { COLOR, PLAIN } from '../../src/cli/color.js';
import { CLI_GRAMMARS, GRAMMAR_NAMES, loadedGrammar, loadGrammars } from '../../src/cli/grammars.js';
import { ReportBytes } from '../../src/cli/report-bytes.js';
import { ownMessage, writeSyntaxJson, writeSyntaxText } from '../../src/cli/syntax-report.js';
import { diagnosisOnce, messageFromFields, messageOnce, returnedSyntaxError, UriSyntaxError, type Diagnosis } from '../../src/core/errors.js';
import { diagnose } from '../../src/grammars/rfc3986/diagnoses.js';
import { hint } from '../../src/grammars/rfc3986/hints.js';
import { check as checkSchemes } from '../../src/schemes/validate.js';
import { seededRandom } from '../support/inputs';

const root = join(__dirname, '..', '..');
const random = seededRandom(0x5e9a7);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
const textLines = (file: string): string[] => readFileSync(join(root, file), 'utf8').split('\n');

const corpus = [...textLines('test/corpus/differential.txt').slice(0, 2000), ...textLines('examples/uris.txt').slice(0, 2000)];
const ODD = ['\r', '\u0000', '\u0007', '\t', ' ', '"', '\\', '\u007f', '\u00e9', '\u2028', '\u2026', '\ufeff', '\u{1F600}', '%', '%g', '[', '{', '\u00a0', '\u201c'];

/** A line with a few characters of ODD put in, or taken out. */
function mutate(line: string): string {
  const cps = [...line];
  for (let k = 1 + Math.floor(random() * 3); k > 0; k--) {
    const at = Math.floor(random() * (cps.length + 1));
    if (random() < 0.8) cps.splice(at, 0, pick(ODD));
    else cps.splice(at, 1);
  }
  return cps.join('');
}

/** Lines longer than the JSON input cap (1,000 code units), failing near their start, middle and end, pairs near the window's edges. */
const LONG = [
  'http://example.com/' + 'a'.repeat(1200) + ' b',
  'http://example.com/' + '\u{1F600}'.repeat(700) + ' ',
  'http://ex ample.com/' + 'x'.repeat(2000),
  'http://example.com/' + 'y'.repeat(700) + '"' + 'z'.repeat(700),
  'h' + '\u00e9'.repeat(1500),
  'http://example.com/?' + 'q'.repeat(999) + '\r',
];

const lines = [...corpus, ...corpus.map((l, i) => (i % 3 === 0 ? mutate(l) : null)).filter((l) => l !== null), ...ODD, ...LONG, '\ufeffhttp://bom.example/', '\ufeff'];

/** The reports that differ, each with its line (none expected): Buffer.equals, which a test of thousands of reports can afford. */
function differing(pairs: Iterable<[string, Buffer, Buffer]>): string[] {
  const out: string[] = [];
  for (const [line, a, b] of pairs) if (!a.equals(b)) out.push(`${JSON.stringify(line)}: ${a.toString('utf8')} != ${b.toString('utf8')}`);
  return out.slice(0, 5);
}

/** The report of an error as the command wrote it before (JSON.stringify of the finding; formatBody). */
const reference = (f: Finding, json: boolean, color: boolean): Buffer =>
  Buffer.from(json ? JSON.stringify(jsonFinding(f)) : formatBody(f, false, color ? COLOR : PLAIN), 'utf8');

const written = (e: UriSyntaxError<string>, f: Finding, json: boolean, color: boolean): Buffer => {
  const out = new ReportBytes();
  const x = { column: f.column, hint: f.hint, diagnosis: f.diagnosis };
  if (json) writeSyntaxJson(out, e, x, ownMessage(e));
  else writeSyntaxText(out, e, x, ownMessage(e), color ? COLOR : PLAIN);
  return Buffer.from(out.bytes());
};

beforeAll(() => Promise.all([loadGrammars(GRAMMAR_NAMES), loadSchemes()]));

describe('an error written field by field is the report made before, byte for byte', () => {
  for (const g of CLI_GRAMMARS) {
    test(`${g.name} ${g.start}`, () => {
      const { check } = loadedGrammar(g.name);
      const pairs: [string, Buffer, Buffer][] = [];
      for (const line of lines) {
        const e = check(line, g.start);
        if (e === null) continue;
        const f = syntaxFinding(e, bomToBlame(e, check));
        for (const json of [true, false]) for (const color of json ? [false] : [false, true]) pairs.push([line, written(e, f, json, color), reference(f, json, color)]);
      }
      expect(pairs.length).toBeGreaterThan(1500);
      expect(differing(pairs)).toEqual([]);
    });
  }

  test('the scheme layer (--schemes): errors of another prototype, their message their own', () => {
    let layered = 0;
    const pairs: [string, Buffer, Buffer][] = [];
    const schemed = ['urn:a', 'urn:isbn:', 'data:foo', 'tel:abc', 'geo:1', 'file://a b/', 'mailto:a@b@c', 'URN:x:"y"', 'data:,\u00e9'];
    for (const line of [...schemed, ...schemed.map(mutate), ...lines.slice(0, 2000)]) {
      const e = checkSchemes(line, 'URI-reference', { schemes: true });
      if (e === null) continue;
      if (e.grammar !== 'rfc3986') layered++;
      const f = syntaxFinding(e, false);
      expect(ownMessage(e) === null).toBe(messageFromFields(e));
      for (const json of [true, false]) pairs.push([line, written(e, f, json, false), reference(f, json, false)]);
    }
    expect(layered).toBeGreaterThan(5);
    expect(differing(pairs)).toEqual([]);
  });
});

describe('the parts written without the strings they stand for', () => {
  test('the found character: each US-ASCII one (the printable ones written as bytes), and others, in the message and the field', () => {
    const expected = Object.freeze(['"/"', 'DIGIT']);
    const founds = [...Array.from({ length: 0x80 }, (_, c) => String.fromCharCode(c)), '\u00e9', '\u2028', '\ufeff', '\ud800', '\udc00', '\u{1F600}'];
    const pairs: [string, Buffer, Buffer][] = [];
    for (const found of founds) {
      for (const [before, after] of [['http://a/', ''], ['http://a/', 'x'], ['', '']]) {
        const input = before + found + after;
        const e = returnedSyntaxError(input, before.length, expected, 'URI-reference');
        expect(e.found).toBe(found);
        const f = syntaxFinding(e, false);
        for (const json of [true, false]) for (const color of json ? [false] : [false, true]) pairs.push([input, written(e, f, json, color), reference(f, json, color)]);
      }
    }
    expect(differing(pairs)).toEqual([]);
  });

  test("a diagnosis's code and rfc, written from bytes kept by their value: many values, long ones, every character class", () => {
    const e = loadedGrammar('rfc3986').check('http://a b/', 'URI-reference')!;
    const base = syntaxFinding(e, false);
    const pairs: [string, Buffer, Buffer][] = [];
    const values = [...Array.from({ length: 1500 }, (_, i) => `kind-${i % 700}`), 'x'.repeat(65), 'x'.repeat(200), '"q"\\', '\u00a7 3.2.2', '\u0000\u001f', '\ud800', '\u{1F600}', ''];
    values.forEach((value, i) => {
      const diagnosis: Diagnosis = { code: value, message: `the ${i}th`, start: 0, end: i, rfc: values[(i * 7) % values.length]! };
      const f = { ...base, diagnosis };
      for (const json of [true, false]) pairs.push([value, written(e, f, json, false), reference(f, json, false)]);
    });
    expect(differing(pairs)).toEqual([]);
  });
});

describe('a batch: the output is the reports made line by line as before', () => {
  const bytes = Buffer.concat([
    Buffer.from('\ufeff', 'utf8'),
    ...lines.slice(0, 4000).map((l, i) => Buffer.from(l + (i % 17 === 0 ? '\r\n' : '\n'), 'utf8')),
    Buffer.from([0x68, 0x74, 0xff, 0x0a, 0xc3, 0x0a, 0xed, 0xa0, 0x80, 0x0a]),
    Buffer.from('x y', 'utf8'),
  ]);
  for (const json of [true, false]) {
    test(json ? 'JSON' : 'text', () => {
      const by = { grammar: 'rfc3986', rule: 'URI-reference' };
      const { check } = loadedGrammar('rfc3986');
      const parts: Buffer[] = [];
      const head = (n: number): string => (json ? `{"type":"error","file":"d\\"ir/f.txt","line":${n},` : `d"ir/f.txt:${n}:`);
      let start = 0;
      for (let n = 1; start < bytes.length; n++) {
        let end = bytes.indexOf(0x0a, start);
        if (end < 0) end = bytes.length;
        const line = bytes.subarray(start, end);
        start = end + 1;
        let f: Finding;
        if (!Buffer.from(line.toString('utf8'), 'utf8').equals(line)) f = encodingFinding(line, by);
        else {
          const e = check(line.toString('utf8'), 'URI-reference');
          if (e === null) continue;
          f = syntaxFinding(e, n === 1 && bomToBlame(e, check));
        }
        parts.push(Buffer.from(head(n), 'utf8'), json ? reference(f, true, false).subarray(1) : reference(f, false, false));
        if (json) parts.push(Buffer.from('\n'));
      }
      // Twice through one reused buffer, as the main thread checks batch after batch.
      const reports = new ReportBytes();
      for (let round = 0; round < 2; round++) {
        const r = checkBatch(bytes, { by: [by], all: false, json }, true, reports);
        expect(renderBatchBytes(r, 1, 'd"ir/f.txt', json).equals(Buffer.concat(parts))).toBe(true);
      }
    });
  }
});

describe("the copy of the package that built the error answers for its message and diagnosis", () => {
  test('an error of another copy of src/core/errors.ts: its message made from its fields, its diagnosis by its copy, neither kept on it', () => {
    let other: typeof import('../../src/core/errors.js') | undefined;
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('../../src/core/errors.js')>('../../src/core/errors.js');
    });
    expect(other!.UriSyntaxError).not.toBe(UriSyntaxError);
    // Its grammar's hints and diagnoses registered in that copy alone, as an entry point's are.
    other!.defineHints('rfc3986-other-copy', hint, diagnose);
    const e = other!.returnedSyntaxError('http://h:8o/', 10, Object.freeze(['"/"', 'DIGIT']), 'URI-reference', 'rfc3986-other-copy');
    expect(messageFromFields(e)).toBe(true);
    expect(messageOnce(e)).toBe('URI-reference: expected "/" or DIGIT but found "o" at offset 10');
    const d = diagnosisOnce(e);
    expect(d).toMatchObject({ code: expect.any(String), start: expect.any(Number) });
    expect(Object.hasOwn(e, 'message') || Object.hasOwn(e, 'diagnosis')).toBe(false);
    expect(d).toEqual(e.diagnosis);
    expect(messageOnce(e)).toBe(e.message);
    // Once it holds its message, the message is its own.
    e.message = 'its own';
    expect(messageFromFields(e)).toBe(false);
    expect(messageOnce(e)).toBe('its own');
    // A subclass of the other copy's class makes its message itself.
    class Sub extends other!.UriSyntaxError<string> {}
    expect(messageFromFields(new Sub('a b', 1, ['x'], 'URI-reference'))).toBe(false);
  });
});
