// The diagnoses of syntax errors (UriSyntaxError.diagnosis), one runner for
// test/vectors/diagnoses.json: each case through its grammar's module (as
// its subpath serves it), the error's offset and the diagnosis's code, span,
// message and section exactly; every kind of mistake (code) that the
// diagnoses can give has a case, so that a person can review every message
// from the vectors file; every grammar with diagnoses has cases.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnosis } from '../../src/core/errors.js';
import { TEXT_CODES } from '../../src/core/diagnosis-text.js';
import { CODES as RFC3986_CODES } from '../../src/grammars/rfc3986/diagnoses.js';
import { CODES as RFC3987_CODES } from '../../src/grammars/rfc3987/diagnoses.js';
import { CODES as RFC6874_CODES } from '../../src/grammars/rfc6874/diagnoses.js';
import { CODES as RFC2396_CODES } from '../../src/grammars/rfc2396/diagnoses.js';
import { CODES as RFC1738_CODES } from '../../src/grammars/rfc1738/diagnoses.js';
import { CODES as RFC6570_CODES } from '../../src/grammars/rfc6570/diagnoses.js';
import { grammarEntries } from '../support/abnf';

interface Case {
  source: string;
  grammar: string;
  rule?: string;
  input: string;
  offset: number;
  code: string;
  span: [number, number];
  message: string;
  rfc: string;
}

interface GrammarModule {
  check(input: string, rule?: string): { offset: number; diagnosis: Diagnosis | null; format(): string } | null;
}

const cases: Case[] = JSON.parse(readFileSync(join(__dirname, 'diagnoses.json'), 'utf8')).cases;

/** The grammars whose folder has diagnoses, and their modules. */
const diagnosed = grammarEntries()
  .map((g) => g.name)
  .filter((name) => existsSync(join(__dirname, '..', '..', 'src', 'grammars', name, 'diagnoses.ts')));
const modules: Record<string, GrammarModule> = Object.fromEntries(diagnosed.map((name) => [name, require(`../../src/grammars/${name}/index`) as GrammarModule]));

/**
 * The kinds of mistake each module can name, by where they are defined: the
 * shared detectors, RFC 3986's analysis (which RFC 3987, RFC 6874, the
 * legacy grammars and RFC 6570's literals reuse), and each grammar's own (a
 * grammar's own message for a mistake RFC 3986 names keeps its code: RFC
 * 6874's zone-id-bare).
 */
const CODES: Readonly<Record<string, readonly string[]>> = {
  'src/core/diagnosis-text.ts': TEXT_CODES,
  'src/grammars/rfc3986/diagnoses.ts': RFC3986_CODES,
  'src/grammars/rfc3987/diagnoses.ts': RFC3987_CODES,
  'src/grammars/rfc6874/diagnoses.ts': RFC6874_CODES,
  'src/grammars/rfc2396/diagnoses.ts': RFC2396_CODES,
  'src/grammars/rfc1738/diagnoses.ts': RFC1738_CODES,
  'src/grammars/rfc6570/diagnoses.ts': RFC6570_CODES,
};

describe.each(cases.map((c) => [`${c.grammar}${c.rule ? ` ${c.rule}` : ''} ${JSON.stringify(c.input)} (${c.source})`, c] as const))('%s', (_, c) => {
  test('the diagnosis: code, span, message and section', () => {
    const e = modules[c.grammar]!.check(c.input, c.rule)!;
    expect(e).not.toBeNull();
    expect(e.offset).toBe(c.offset);
    const d = e.diagnosis!;
    expect({ code: d.code, span: [d.start, d.end], message: d.message, rfc: d.rfc }).toEqual({ code: c.code, span: c.span, message: c.message, rfc: c.rfc });
  });

  test('its span contains or precedes the offset, within the input; format() shows it', () => {
    const [start, end] = c.span;
    expect(0 <= start && start <= c.offset && start <= end && end <= c.input.length).toBe(true);
    const e = modules[c.grammar]!.check(c.input, c.rule)!;
    expect(e.format().split('\n')[3]).toBe(`diagnosis: ${c.message} (${c.rfc})`);
  });
});

test('every kind of mistake the diagnoses can name has a case, and every case names one of them', () => {
  const all = new Set(Object.values(CODES).flat());
  const covered = new Set(cases.map((c) => c.code));
  const missing = Object.entries(CODES).flatMap(([file, codes]) => codes.filter((code) => !covered.has(code)).map((code) => `${file}: ${code}`));
  expect(missing).toEqual([]);
  expect(cases.map((c) => c.code).filter((code) => !all.has(code))).toEqual([]);
});

test("a grammar's own kinds of mistake have cases of that grammar", () => {
  for (const [grammar, codes] of [['rfc3987', RFC3987_CODES], ['rfc6874', RFC6874_CODES], ['rfc2396', RFC2396_CODES], ['rfc1738', RFC1738_CODES], ['rfc6570', RFC6570_CODES]] as const) {
    for (const code of codes) expect([grammar, code, cases.some((c) => c.grammar === grammar && c.code === code)]).toEqual([grammar, code, true]);
  }
});

test('every grammar with diagnoses (src/grammars/<name>/diagnoses.ts) has cases', () => {
  expect(diagnosed.filter((name) => !cases.some((c) => c.grammar === name))).toEqual([]);
  expect(cases.filter((c) => !diagnosed.includes(c.grammar)).map((c) => c.grammar)).toEqual([]);
});
