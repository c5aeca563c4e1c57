// src/charsets.ts against the grammar's own rules, on all 128 ASCII characters
// (and a few beyond): each TypeScript set must be exactly the ABNF set.
import { expect, test } from '@jest/globals';
import * as cs from '../../src/core/charsets.js';
import { isValid, type RuleName } from '../../src/index.js';

const ascii = Array.from({ length: 128 }, (_, c) => String.fromCharCode(c));

/** The characters `c` for which `wrap(c)` matches `rule`. */
function grammarSet(rule: RuleName, wrap: (c: string) => string = (c) => c): string {
  return ascii.filter((c) => isValid(wrap(c), rule)).join('');
}

function tableSet(set: cs.CharSet): string {
  return ascii.filter((c) => cs.has(set, c.charCodeAt(0))).join('');
}

test.each([
  ['unreserved', cs.unreserved],
  ['reserved', cs.reserved],
  ['gen-delims', cs.gen_delims],
  ['sub-delims', cs.sub_delims],
  ['pchar', cs.pchar],
  ['segment-nz-nc', cs.segment_nz_nc],
  ['userinfo', cs.userinfo],
  ['reg-name', cs.reg_name],
  ['query', cs.query],
  ['fragment', cs.fragment],
] as const)('%s agrees with the grammar on all of US-ASCII', (rule, set) => {
  expect(tableSet(set)).toBe(grammarSet(rule));
});

test('scheme, path, IPvFuture, HEXDIG, ALPHA, DIGIT agree with the grammar', () => {
  expect(tableSet(cs.scheme)).toBe(grammarSet('scheme', (c) => `a${c}`));
  expect(tableSet(cs.path)).toBe(grammarSet('path-abempty', (c) => `/${c}`));
  expect(tableSet(cs.IPvFuture)).toBe(grammarSet('IPvFuture', (c) => `v1.${c}`));
  expect(tableSet(cs.HEXDIG)).toBe(grammarSet('h16'));
  expect(tableSet(cs.ALPHA)).toBe(grammarSet('scheme'));
  expect(tableSet(cs.DIGIT)).toBe(grammarSet('port'));
});

test('no character outside US-ASCII is in any set', () => {
  for (const c of [0x80, 0xe9, 0x2028, 0xfeff, 0xd800]) expect(cs.has(cs.pchar, c)).toBe(false);
  for (const c of ['é', '\u0080', '😀']) expect(isValid(c, 'segment')).toBe(false);
});
