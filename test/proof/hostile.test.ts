/**
 * Hostile input: long inputs of every shape that could hurt a PEG parser or a
 * regular expression (scripts/shapes.cjs), valid and with one bad character,
 * through the parser, every pass and lint. Each must give the right answer
 * and throw nothing but UriSyntaxError: no hang, no stack overflow, no
 * RangeError. Times are not asserted here: `npm run bench` reports the time
 * per MB of each shape.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  parse, check, isValid, serialize, components, removeDotSegments, normalize, resolve, relativize, equivalent,
  comparisonKey, lint, isUriSyntaxError, RULE_NAMES,
} from '../../src/index';
import type { URI_reference, UriSyntaxError } from '../../src/index';
import { shapes } from '../../scripts/shapes.cjs';

const KB = 1024;
const MB = 1024 * KB;
const BASE = 'http://a/b/c/d;p?q'; // RFC 3986 §5.4
/** The shapes that also run at 10 MB (through isValid only, to keep the file within a minute on two cores). */
const TEN_MB = ['path-colons', 'pct-path', 'ip-literal', 'double-colon-groups', 'digits-dots', 'dot-segments', 'ipv6-near-miss', 'ipv4-near-miss'];

jestTimeout();

/** The error thrown by `f`, which must be a UriSyntaxError (or none). */
function syntaxError(f: () => unknown): UriSyntaxError | null {
  try {
    f();
    return null;
  } catch (e) {
    if (!isUriSyntaxError(e)) throw e;
    return e;
  }
}

function recomposed(node: URI_reference): string {
  const c = components(node);
  return (c.scheme !== null ? c.scheme + ':' : '') + (c.authority !== null ? '//' + c.authority : '') + c.path +
    (c.query !== null ? '?' + c.query : '') + (c.fragment !== null ? '#' + c.fragment : '');
}

describe.each(shapes.map((s) => [s.id, s] as const))('%s', (_id, shape) => {
  test('1 MB, valid: parse, isValid, serialize, components, removeDotSegments, normalize, resolve, lint', () => {
    const s = shape.valid(MB);
    expect(s).toHaveLength(MB);
    const node = parse(s);
    expect(serialize(node)).toBe(s);
    expect(recomposed(node)).toBe(s);
    expect(isValid(s)).toBe(true);
    const path = components(node).path;
    expect(removeDotSegments(path).length).toBeLessThanOrEqual(path.length);
    expect(typeof normalize(node)).toBe('string');
    expect(typeof resolve(BASE, node)).toBe('string');
    const findings = lint(s);
    expect(findings.some((f) => f.code === 'syntax-error')).toBe(false);
    for (const f of findings) expect(0 <= f.start && f.start <= f.end && f.end <= s.length).toBe(true);
  });

  test('1 MB, bad last character: parse, isValid, lint report the error where it is', () => {
    const s = shape.bad(MB);
    expect(s).toHaveLength(MB);
    const at = shape.badAt(MB);
    expect(syntaxError(() => parse(s))?.offset).toBe(at);
    expect(isValid(s)).toBe(false);
    const findings = lint(s);
    expect(findings.filter((f) => f.code === 'syntax-error').map((f) => f.start)).toEqual([at]);
  });

  test('64 KB: check, components, normalize, resolve, relativize, equivalent on strings; their results are valid', () => {
    const n = 64 * KB;
    const s = shape.valid(n);
    expect(check(s)).toBeNull();
    expect(components(s)).toEqual(components(parse(s)));
    expect(isValid(normalize(s))).toBe(true);
    expect(isValid(resolve(BASE, s), 'URI')).toBe(true);
    expect(isValid(removeDotSegments(components(s).path), 'path')).toBe(true);
    const target = resolve(BASE, s);
    expect(resolve(BASE, relativize(BASE, target))).toBe(target);
    expect(equivalent(s, normalize(s))).toBe(true);
    expect(typeof comparisonKey(s, { level: 'scheme' })).toBe('string');
    const bad = shape.bad(n);
    expect(check(bad)?.offset).toBe(shape.badAt(n));
    for (const f of [() => components(bad), () => normalize(bad), () => resolve(BASE, bad), () => comparisonKey(bad), () => equivalent(bad, 'x')]) {
      expect(syntaxError(f)?.offset).toBe(shape.badAt(n));
    }
    // As a base, the input is parsed by URI (§5.1).
    expect(syntaxError(() => resolve(bad, 'g'))?.offset).toBe(check(bad, 'URI')?.offset);
  });

  test('16 KB: every Appendix A rule as the start rule throws nothing but UriSyntaxError', () => {
    for (const s of [shape.valid(16 * KB), shape.bad(16 * KB)]) {
      for (const rule of RULE_NAMES) {
        const e = syntaxError(() => parse(s, rule));
        expect(e === null).toBe(isValid(s, rule));
      }
    }
  });

  if (TEN_MB.includes(shape.id)) {
    test('10 MB: isValid, valid and bad', () => {
      expect(isValid(shape.valid(10 * MB))).toBe(true);
      expect(check(shape.bad(10 * MB))?.offset).toBe(shape.badAt(10 * MB));
    });
  }
});

describe('removeDotSegments on hostile paths', () => {
  test.each([
    ['/..', ''],
    ['/.', ''],
    ['../', ''],
    ['./', ''],
    ['/a', '/a'],
    ['/a/..', ''],
    ['/%2E%2E', '/%2E%2E'],
  ])('%j repeated to 10 MB', (unit, expected) => {
    const s = unit.repeat(Math.floor((10 * MB) / unit.length));
    const out = removeDotSegments(s);
    if (expected === '/a') expect(out).toBe(s);
    else if (expected === '/%2E%2E') expect(out).toBe(s);
    else expect(out.length).toBeLessThanOrEqual(1);
  });
});

describe('lint on 1 MB strings made to hurt its checks', () => {
  const r = (unit: string, n = MB): string => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
  test.each([
    ['raw Cyrillic host', 'http://' + r('а')],
    ['mixed-script host', 'http://' + r('аa')],
    ['percent-encoded Cyrillic labels', 'http://' + r('%D0%B0a.')],
    ['A-labels', 'http://' + r('xn--pple-43d.')],
    ['one long A-label', 'http://xn--' + r('a')],
    ['tabs', 'http://a/' + r('\t') + 'b'],
    ['leading spaces', r(' ') + 'http://a/'],
    ['backslashes', 'http://' + r('\\')],
    ['"@" in the authority', 'http://' + r('@') + 'h/'],
    ['":" after the host', 'http://h:' + r(':')],
    ['"%00"', 'http://h/' + r('%00')],
    ['"%0D%0A"', 'http://h/' + r('%0D%0A')],
    ['"%2e%2e/"', 'http://h/' + r('%2e%2e/')],
    ['"../"', 'http://h/' + r('../')],
    ['non-ASCII path', 'http://h/' + r('é')],
    ['dotted userinfo', 'http://' + r('a.b') + '@h/'],
    ['"%2F" host', 'http://' + r('%2F')],
    ['hex host parts', 'http://' + r('0x7f.')],
    ['port of zeros', 'http://h:' + r('0')],
    ['lone surrogates', 'http://h/' + r('\uD800')],
    // The schemes with RFCs of their own (src/lint/mailto.ts, file.ts, data.ts, geo.ts).
    ['mailto: header fields', 'mailto:a@b?' + r('bcc=x&')],
    ['mailto: CR LF in a header field', 'mailto:a@b?subject=' + r('%0D%0A')],
    ['mailto: one long header field name', 'mailto:a@b?' + r('%41')],
    ['file: UNC host', 'file:////' + r('a')],
    ['data: base64', 'data:image/png;base64,' + r('AAAA')],
    ['data: base64 that is none', 'data:image/png;base64,' + r('A!')],
    ['data: ";" and spaces in the media type', 'data:' + r('; ') + ',x'],
    ['data: percent-encoded HTML', 'data:text/plain,' + r('%3C')],
    ['geo: long decimals', 'geo:1.' + r('1') + ',2'],
  ])('%s', (_name, s) => {
    const findings = lint(s);
    const per = new Map<string, number>();
    for (const f of findings) {
      per.set(f.code, (per.get(f.code) ?? 0) + 1);
      expect(0 <= f.start && f.start <= f.end && f.end <= s.length).toBe(true);
      expect(f.message.length).toBeLessThan(2000);
    }
    for (const count of per.values()) expect(count).toBeLessThanOrEqual(100);
    expect(findings.some((f) => f.code === 'syntax-error')).toBe(!isValid(s));
  });
});

describe('the scheme grammars on 1 MB strings (check and isValid with { schemes: true })', () => {
  const r = (unit: string, n = MB): string => unit.repeat(Math.ceil(n / unit.length)).slice(0, n);
  test.each([
    ['urn', 'urn:example:' + r('a'), null],
    ['urn, a "?" at the end', 'urn:example:' + r('a') + '?', 12 + MB + 1],
    ['tel', 'tel:+' + r('1'), null],
    ['data', 'data:,' + r('a'), null],
    ['data, a fragment', 'data:,a#' + r('a'), null],
    ['geo', 'geo:1,2;' + r('a'), null],
    ['geo, one coordinate', 'geo:' + r('1'), 4 + MB],
  ] as const)('%s', (_name, s, offset) => {
    expect(check(s, { schemes: true })?.offset ?? null).toBe(offset);
    expect(isValid(s, 'URI', { schemes: true })).toBe(offset === null);
  });
});

describe('the uri-grammar command', () => {
  const root = join(__dirname, '..', '..');
  const bin = join(root, 'dist', 'cjs', 'src', 'cli.js');
  // `npm test` builds dist/ first; run alone, this builds it when missing.
  beforeAll(() => {
    if (!existsSync(bin)) execFileSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'ignore' });
  }, 120_000);
  const lines = shapes.flatMap((shape) => [shape.valid(MB), shape.bad(MB)]);
  const input = lines.join('\n') + '\n';
  const run = (args: string[]) => spawnSync(process.execPath, [bin, ...args], { cwd: root, input, encoding: 'utf8', maxBuffer: 1 << 28 });
  const noStackTrace = /\n\s+at .+:\d+:\d+\)?\n/;

  test('check: every 1 MB shape, valid and bad, on standard input', () => {
    const r = run(['check']);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^checked ${lines.length} lines: ${shapes.length} valid, ${shapes.length} invalid`, 'm'));
    expect(r.stdout + r.stderr).not.toMatch(noStackTrace);
  });

  test('lint: every 1 MB shape, valid and bad, on standard input', () => {
    const r = run(['lint']);
    expect(r.status).toBe(1);
    expect(r.stdout.match(/\[syntax-error\]$/gm)).toHaveLength(shapes.length);
    expect(r.stdout + r.stderr).not.toMatch(noStackTrace);
  });
});

describe('shapes', () => {
  test('every shape is exactly n characters, valid and bad as stated, at small sizes too', () => {
    for (const shape of shapes) {
      for (const n of [64, 100, 1000]) {
        expect([shape.id, shape.valid(n).length, shape.bad(n).length, isValid(shape.valid(n)), check(shape.bad(n))?.offset])
          .toEqual([shape.id, n, n, true, shape.badAt(n)]);
      }
    }
  });
});

function jestTimeout(): void {
  // Generous: a slow machine must not turn a linear run into a failure; a hang still fails.
  jest.setTimeout(60_000);
}
