/**
 * extract(): URIs in running text (RFC 3986 Appendix C). Data-driven from
 * test/vectors/extract.json (every URI with its offsets, delimiter and
 * validity), then the laws: what is found is what the text holds, every bare
 * URI is valid, streaming in pieces finds the same as the whole text, and the
 * work is linear in the text whatever it holds (counted, not timed).
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { extract, Extractor, BARE_SCHEMES, type ExtractOptions, type Extracted } from '../../src/extract/index';
import { extract as fromRoot, isValid } from '../../src/index';
import { isValid as isIri } from '../../src/grammars/rfc3987/index';
import { work, NON_ACCEPTING_LIMIT } from '../../src/extract/longest-match';

interface Expected {
  uri: string;
  start: number;
  end: number;
  delimiter: string;
  error?: number;
  hyphens?: number[];
  context?: string;
}
interface Case {
  about: string;
  text: string;
  options?: ExtractOptions;
  repeat?: number;
  expected: Expected[];
  source: string;
}
const vectors: { cases: Case[] } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'vectors', 'extract.json'), 'utf8'));

/** A found URI in the vectors' shape. */
function shape(m: Extracted): Expected {
  const e: Expected = { uri: m.uri, start: m.start, end: m.end, delimiter: m.delimiter };
  if (m.error !== null) e.error = m.error.offset;
  if (m.hyphens.length > 0) e.hyphens = [...m.hyphens];
  if (m.context === 'code') e.context = 'code';
  return e;
}

describe('extract vectors', () => {
  test.each(vectors.cases.filter((c) => c.repeat === undefined).map((c) => [c.about, c] as const))('%s', (_about, c) => {
    expect(c.source).toMatch(/RFC \d+|issue 17|CommonMark/);
    const found = [...extract(c.text, c.options)];
    expect(found.map(shape)).toEqual(c.expected);
    for (const m of found) {
      expect(m.valid).toBe(m.error === null);
      if (m.error !== null) {
        expect(m.error.input).toBe(m.uri);
        expect(m.error.rule).toBe(c.options?.grammar === 'rfc3987' ? 'IRI' : 'URI');
      }
    }
  });

  test.each(vectors.cases.filter((c) => c.repeat !== undefined).map((c) => [c.about, c] as const))('%s', (_about, c) => {
    const text = c.text.repeat(c.repeat!);
    let count = 0;
    for (const m of extract(text, c.options)) {
      const k = Math.floor(count / c.expected.length);
      const e = c.expected[count % c.expected.length]!;
      if (m.uri !== e.uri || m.start !== e.start + k * c.text.length || m.end !== e.end + k * c.text.length || m.delimiter !== e.delimiter) {
        expect(shape(m)).toEqual({ ...e, start: e.start + k * c.text.length, end: e.end + k * c.text.length });
      }
      count++;
    }
    expect(count).toBe(c.repeat! * c.expected.length);
  });

  test('the vectors cover every delimiter, both grammars, invalid candidates, code and hyphens', () => {
    const all = vectors.cases.flatMap((c) => c.expected.map((e) => ({ ...e, grammar: c.options?.grammar ?? 'rfc3986' })));
    const delimiters = ['angle', 'angle-URL', 'quote', 'apostrophe', 'typographic', 'backtick', 'link', 'attribute'];
    for (const d of [...delimiters, 'none']) expect(all.some((e) => e.delimiter === d)).toBe(true);
    for (const d of delimiters.filter((d) => d !== 'attribute')) expect(all.some((e) => e.delimiter === d && e.error !== undefined)).toBe(true);
    for (const d of ['none', 'backtick', 'apostrophe']) expect(all.some((e) => e.delimiter === d && e.context === 'code')).toBe(true);
    for (const source of ['CommonMark §4.4', 'CommonMark §4.5', 'CommonMark §4.7', 'CommonMark §6.1', 'CommonMark §6.3', 'CommonMark §6.5']) {
      expect(vectors.cases.some((c) => c.source.includes(source))).toBe(true);
    }
    expect(all.some((e) => e.grammar === 'rfc3987')).toBe(true);
    expect(all.some((e) => e.hyphens !== undefined)).toBe(true);
  });
});

describe('extract API', () => {
  test('is lazy: an iterator that stops where it is left', () => {
    const it = extract('http://a/ http://b/ <http://c/>');
    expect(it.next().value?.uri).toBe('http://a/');
    expect(it.next().value?.uri).toBe('http://b/');
    expect(it.return(undefined).done).toBe(true);
  });

  test('the root exports the same function', () => {
    expect(fromRoot).toBe(extract);
    expect(BARE_SCHEMES).toEqual(expect.arrayContaining(['http', 'https', 'ftp', 'file', 'mailto', 'urn', 'tel', 'data']));
    expect(BARE_SCHEMES).not.toContain('note');
  });

  test('bad arguments are TypeErrors and RangeErrors, thrown on the first step', () => {
    expect(() => extract(42 as unknown as string).next()).toThrow(TypeError);
    expect(() => extract('x', { grammar: 'rfc2396' as 'rfc3986' }).next()).toThrow(/grammar must be one of rfc3986, rfc3987/);
    expect(() => extract('x', { schemes: 'http' as unknown as string[] }).next()).toThrow(TypeError);
    expect(() => extract('x', { maxDelimited: 0 }).next()).toThrow(RangeError);
    expect(() => new Extractor().push(null as unknown as string)).toThrow(TypeError);
  });

  test('the error of an invalid candidate explains it', () => {
    const [m] = [...extract('<http://exa mple.com/a b|c>')];
    expect(m!.uri).toBe('http://example.com/ab|c');
    expect(m!.error!.format()).toContain('^');
    expect(m!.error!.found).toBe('|');
  });

  test('maxDelimited bounds the search for a closing delimiter', () => {
    const text = `<http://x/${'a'.repeat(100)}>`;
    expect([...extract(text)][0]!.delimiter).toBe('angle');
    const [bare] = [...extract(text, { maxDelimited: 50 })];
    expect(bare!.delimiter).toBe('none');
    expect(bare!.uri).toBe(text.slice(1, -1));
  });
});

/** Texts made of the pieces that matter to the scan. */
const PIECES = [
  'http://x/a', 'https://例え.jp/パス', 'mailto:a@b', 'Note:', 'URL:', '<', '>', '"', "'", '(', ')', '[', ']', '.', ',', '!', '?', ':', '-', ' ',
  '\n', '\r\n', '\t', 'a', '例', '。', '」', '😀', '%41', '%4', '//', '[::1]', '[v1.x', 'ftp', 'x', '*', '_',
  // Markdown and the other delimiters: code spans, fences, indented code, links, definitions, attributes, typographic quotes.
  '`', '``', '```\n', '~~~\n', '\n\n', '    ', '- ', '](', '[x]: ', 'href=', 'FILE:', 'HTTP://', '“', '”', '«', '»', '„',
];
const prose = fc.array(fc.constantFrom(...PIECES), { maxLength: 40 }).map((a) => a.join(''));
const grammars = fc.constantFrom<ExtractOptions>({}, { grammar: 'rfc3987' }, { schemes: 'any' }, { code: 'skip' }, { markdown: false }, { schemes: 'registered' });

describe('extract laws', () => {
  test('every URI is what the text holds there; bare ones are valid; found in order', () => {
    fc.assert(
      fc.property(prose, grammars, (text, options) => {
        let last = 0;
        for (const m of extract(text, options)) {
          expect(m.start).toBeGreaterThanOrEqual(last);
          expect(m.end).toBeLessThanOrEqual(text.length);
          last = m.end;
          const held = text.slice(m.start, m.end);
          if (m.delimiter.startsWith('angle')) expect(held.replace(/[ \t\n\v\f\r]/g, '')).toBe(m.uri);
          else expect(held).toBe(m.uri);
          const valid = options.grammar === 'rfc3987' ? isIri(m.uri, 'IRI') : isValid(m.uri, 'URI');
          expect(m.valid).toBe(valid);
          if (m.delimiter === 'none') expect(m.valid).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  test('streaming in any pieces finds the same URIs, with lines and columns', () => {
    fc.assert(
      fc.property(prose, grammars, fc.array(fc.nat(), { maxLength: 8 }), (text, options, cuts) => {
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const ex = new Extractor(options);
        const got = [];
        let at = 0;
        for (const p of [...points, text.length]) {
          got.push(...ex.push(text.slice(at, p)));
          at = p;
        }
        got.push(...ex.end());
        const whole = [...extract(text, options)];
        expect(got.map(({ line, column, ...m }) => m)).toEqual(whole);
        for (const m of got) {
          const before = text.slice(0, m.start);
          expect(m.line).toBe(before.split('\n').length);
          expect(m.column).toBe([...before.slice(before.lastIndexOf('\n') + 1)].length + 1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  /** Texts rich in openings and closings, for small `maxDelimited` limits. */
  const DELIMITED_PIECES = ['<', '>', '"', '<URL:', '<URL: ', 'URL:', 'http:', 'http://a/', 'mailto:a@b', 'x', ' ', '\n', '-\n ', '|', '。', '😀', '.'];
  const delimitedProse = fc.array(fc.constantFrom(...DELIMITED_PIECES), { maxLength: 30 }).map((a) => a.join(''));
  const smallLimits = fc.record({
    maxDelimited: fc.integer({ min: 1, max: 16 }),
    grammar: fc.constantFrom<ExtractOptions['grammar']>('rfc3986', 'rfc3987'),
    schemes: fc.constantFrom<ExtractOptions['schemes']>(undefined, 'any'),
  });

  test('a limit never invents a result: a delimited URI is closed within maxDelimited of its opening, and streaming finds the same', () => {
    fc.assert(
      fc.property(delimitedProse, smallLimits, fc.array(fc.nat(), { maxLength: 8 }), (text, options, cuts) => {
        const whole = [...extract(text, options)];
        for (const m of whole) {
          if (m.delimiter === 'none') continue;
          // The opening: `"` or `<` just before the URI, or `<URL:` and whitespace; the closing: `"` just after, or whitespace and `>`.
          const open = m.delimiter === 'quote' || m.delimiter === 'angle' ? m.start - 1 : text.lastIndexOf('<URL:', m.start);
          const close = m.delimiter === 'quote' ? m.end : m.end + /^[ \t\n\v\f\r]*/.exec(text.slice(m.end))![0].length;
          expect(text[open]).toBe(m.delimiter === 'quote' ? '"' : '<');
          if (m.delimiter === 'angle-URL') expect(text.slice(open + 5, m.start).trim()).toBe('');
          expect(text[close]).toBe(m.delimiter === 'quote' ? '"' : '>');
          expect(close - open).toBeLessThanOrEqual(options.maxDelimited!);
        }
        const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
        const ex = new Extractor(options);
        const got = [];
        let at = 0;
        for (const p of [...points, text.length]) {
          got.push(...ex.push(text.slice(at, p)));
          at = p;
        }
        got.push(...ex.end());
        expect(got.map(({ line, column, ...m }) => m)).toEqual(whole);
      }),
      { numRuns: 6000 },
    );
  });

  test('a URI that spans many pieces is not scanned again for each', () => {
    const uri = `http://x/${'a'.repeat(200_000)}`;
    const ex = new Extractor();
    work.units = 0;
    const got = [];
    for (let i = 0; i < uri.length; i += 100) got.push(...ex.push(uri.slice(i, i + 100)));
    got.push(...ex.push(' end'), ...ex.end());
    expect(got.map((m) => m.uri)).toEqual([uri]);
    expect(work.units).toBeLessThan(8 * uri.length);
  });
});

describe('linear time (work counted, not timed)', () => {
  /** Units visited (./longest-match.ts `work`) by `extract` on the whole text. */
  function wholeWork(text: string, options: ExtractOptions): number {
    work.units = 0;
    for (const _ of extract(text, options));
    return work.units;
  }
  /** Units visited by an `Extractor` fed the text in pieces of `size`. */
  function streamedWork(text: string, options: ExtractOptions, size: number): number {
    work.units = 0;
    const ex = new Extractor(options);
    for (let i = 0; i < text.length; i += size) ex.push(text.slice(i, i + size));
    ex.end();
    return work.units;
  }
  const MODES: [string, (text: string, options: ExtractOptions) => number][] = [
    ['extract', wholeWork],
    ['Extractor, pieces of 1', (text, options) => streamedWork(text, options, 1)],
    ['Extractor, pieces of 4096', (text, options) => streamedWork(text, options, 4096)],
    ['Extractor, one piece', (text, options) => streamedWork(text, options, text.length)],
  ];
  const GRAMMARS: ExtractOptions[] = [{ grammar: 'rfc3986' }, { grammar: 'rfc3987' }];
  /**
   * Closing and final punctuation, and the other punctuation, of scripts that
   * put no space between sentences (and a few that do): each ends a bare IRI
   * inside what the grammar takes, so a run of IRIs joined by it must not be
   * walked again for each IRI.
   */
  const PROSE_ENDS = ['。', '」', '』', '、', '，', '．', '）', '】', '〕', '〉', '》', '｣', '”', '’', '»', '›', '।', '؟', '።', '᙮', '︒', '𑁇'];
  /** Each path of the scan, and texts that once made it read the same text again: 1x is `make(N)`, 4x `make(4 * N)`. */
  const HOSTILE: [string, (n: number) => string][] = [
    ['bare URIs', (n) => 'see http://a/b, '.repeat(n)],
    ['bare URIs on one line, no space', (n) => 'http://a/b,'.repeat(n)],
    ['bare URIs, one a line', (n) => 'http://a/b\n'.repeat(n)],
    ['angle brackets', (n) => '<http://a/b> '.repeat(n)],
    ['angle brackets wrapped over lines', (n) => '<http://a/\n  b-\n  c>'.repeat(n)],
    ['<URL:', (n) => '<URL:http://a/b>'.repeat(n)],
    ['<URL: wrapped', (n) => '<URL: http://a/\r\n b>'.repeat(n)],
    ['quotes', (n) => '"http://a/b" '.repeat(n)],
    ['invalid delimited URIs', (n) => '<http://a/|> "http://a/{}" '.repeat(n)],
    ['unclosed <', (n) => '<http:'.repeat(n)],
    ['unclosed <URL:', (n) => '<URL:'.repeat(n)],
    ['one unclosed < and a long URI', (n) => `<http://x/${'a'.repeat(6 * n)}`],
    ['unclosed "', (n) => '"http:'.repeat(n)],
    ['< with whitespace and no >', (n) => `<http:${' a'.repeat(3 * n)}`],
    ['long IP-literal never closed', (n) => `http://[v1.${'a:'.repeat(3 * n)}`],
    ['IP-literals never closed', (n) => 'http://[v1.a;'.repeat(n)],
    ['trailing dots', (n) => `http://x/${'.'.repeat(6 * n)}`],
    ['trailing closing brackets', (n) => `http://x/${')'.repeat(6 * n)}`],
    ['brackets in a bare IRI', (n) => `https://例え.jp/${'「'.repeat(3 * n)}${'」'.repeat(3 * n)}`],
    ['IRIs in CJK prose', (n) => '見てhttps://例え.jp/パス。'.repeat(n)],
    ...PROSE_ENDS.map((p): [string, (n: number) => string] => [`bare URIs joined by ${p}`, (n) => `http://a/b${p}`.repeat(n)]),
    ['bare URIs joined by an opening and an unpaired closing bracket', (n) => 'http://a/（b」'.repeat(n)],
    ['paragraphs of backtick strings of 40 lengths, none closed', (n) => `${Array.from({ length: 40 }, (_, k) => `${'`'.repeat(k + 1)} http://a/ `).join('')}\n\n`.repeat(Math.ceil(n / 40))],
    ['one paragraph of backtick strings of growing lengths, none closed', (n) => Array.from({ length: Math.floor(2 * Math.sqrt(n)) }, (_, k) => `${'`'.repeat(k + 1)} http://a/ `).join('')],
    ['unclosed backticks in one paragraph', (n) => '` http://a/b '.repeat(n)],
    ['code spans holding URIs', (n) => '`http://a/b` '.repeat(n)],
    ['code spans holding invalid URIs', (n) => '`http://a/{b}` '.repeat(n)],
    ['fenced blocks', (n) => '```\nhttp://a/b\n```\n'.repeat(n)],
    ['an unclosed fence', (n) => `\`\`\`\n${'http://a/b\n'.repeat(n)}`],
    ['indented code', (n) => '\n    http://a/b\n'.repeat(n)],
    ['link destinations', (n) => '[a](http://a/(b) "t") '.repeat(n)],
    ['link destinations never closed', (n) => `[a](http://a/${'('.repeat(6 * n)}`],
    ['reference definitions', (n) => '[a]: http://a/b\n'.repeat(n)],
    ['unclosed typographic quotes', (n) => '«http://a/b»'.repeat(n)],
    ['typographic quotes of every kind, unclosed', (n) => '“http:‘http:„http:«http:‹http:「http:'.repeat(n)],
    ['attributes', (n) => '<a href="http://a/b">x</a>'.repeat(n)],
    ['apostrophes never closed', (n) => "'http:".repeat(n)],
    ['upper-case labels', (n) => 'FILE:1:2 '.repeat(n)],
    ['block quote markers on one line', (n) => `${'> '.repeat(3 * n)}http://a/`],
    ['fences in block quotes', (n) => '> ```\n> http://a/b\n> ```\n'.repeat(n)],
    ['long word', (n) => 'a'.repeat(6 * n)],
    ['long line of CJK text', (n) => '見'.repeat(6 * n)],
  ];
  /** 1x and 4x the text: linear work grows 4 times (the Extractor's doubling of what it waits for adds a little), quadratic 16. */
  const N = 2_000;
  const RATIO = 5;
  const cases = HOSTILE.flatMap(([name, make]) =>
    GRAMMARS.flatMap((grammar) => MODES.map(([mode, count]) => [`${name} (${grammar.grammar}, ${mode})`, make, grammar, count] as const)),
  );
  test.each(cases)('%s', (_name, make, grammar, count) => {
    const small = count(make(N), grammar);
    const text = make(4 * N);
    const large = count(text, grammar);
    expect(large).toBeLessThanOrEqual(RATIO * small + NON_ACCEPTING_LIMIT);
    expect(large).toBeLessThanOrEqual(10 * text.length + NON_ACCEPTING_LIMIT);
  });
  test.each([
    ['words with colons, any scheme', (n: number) => 'a:b '.repeat(2 * n), { schemes: 'any' }],
    ['every word a URI, any scheme', (n: number) => 'a:b'.repeat(2 * n), { schemes: 'any' }],
    ['unclosed quotes, any scheme', (n: number) => '"a:b'.repeat(2 * n), { schemes: 'any' }],
    ['small maxDelimited', (n: number) => '<http://a/b> "http://a/c" <URL:d:e> '.repeat(n), { maxDelimited: 4 }],
  ] as const)('%s', (_name, make, options) => {
    for (const grammar of GRAMMARS) {
      for (const [, count] of MODES) {
        const small = count(make(N), { ...options, ...grammar });
        const text = make(4 * N);
        const large = count(text, { ...options, ...grammar });
        expect(large).toBeLessThanOrEqual(RATIO * small + NON_ACCEPTING_LIMIT);
        expect(large).toBeLessThanOrEqual(10 * text.length + NON_ACCEPTING_LIMIT);
      }
    }
  });
});
