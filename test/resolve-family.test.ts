/**
 * Resolution as each RFC defined it, side by side (test/vectors/resolve-family.json):
 * RFC 3986 §5.2, RFC 2396 §5.2 (strict, and read by Appendix B with
 * `{ strict: false }`) and RFC 1808 §4, on the same base, with the reason for
 * each difference. Each grammar's own tests hold every example of its RFC;
 * this table holds the three against each other.
 */
import { expect, test } from '@jest/globals';
import { resolve as resolve3986, isUriSyntaxError } from '../src/index.js';
import { resolve as resolve2396 } from '../src/grammars/rfc2396/index.js';
import { resolve as resolve1808 } from '../src/grammars/rfc1808/index.js';
import vectors from './vectors/resolve-family.json';

type Result = string | { syntaxError: number };
interface Row {
  ref: string;
  rfc3986: Result;
  rfc2396: Result;
  rfc2396Loose?: Result;
  rfc1808: Result;
  source: string;
}

const run = (f: () => string): Result => {
  try {
    return f();
  } catch (e) {
    if (!isUriSyntaxError(e)) throw e;
    return { syntaxError: e.offset };
  }
};
const show = (r: Result) => (typeof r === 'string' ? r : `syntax error at ${r.syntaxError}`);
const base = vectors.base;

test.each((vectors.rows as Row[]).map((r) => [JSON.stringify(r.ref).padEnd(14), show(r.rfc3986).padEnd(22), show(r.rfc2396).padEnd(22), show(r.rfc1808), r] as const))(
  '%s 3986: %s 2396: %s 1808: %s',
  (_ref, _a, _b, _c, row) => {
    const got: Row = {
      ref: row.ref,
      rfc3986: run(() => resolve3986(base, row.ref)),
      rfc2396: run(() => resolve2396(base, row.ref)),
      rfc1808: run(() => resolve1808(base, row.ref)),
      source: row.source,
    };
    const loose = run(() => resolve2396(base, row.ref, { strict: false }));
    if (JSON.stringify(loose) !== JSON.stringify(got.rfc2396)) got.rfc2396Loose = loose;
    expect(got).toEqual(row);
  },
);

test('the table covers the disagreements the RFCs are known for, and they do disagree', () => {
  const rows = vectors.rows as Row[];
  const differ = (ref: string) => {
    const r = rows.find((x) => x.ref === ref)!;
    return new Set([r.rfc3986, r.rfc2396, r.rfc2396Loose ?? r.rfc2396, r.rfc1808].map((x) => JSON.stringify(x))).size > 1;
  };
  for (const ref of ['../../../g', ';x', '?y', '/./g', 'g;x=1/../y', 'http:', '//', '//g/../h']) expect([ref, differ(ref)]).toEqual([ref, true]);
  expect(rows.filter((r) => r.source.endsWith('agree')).length).toBeGreaterThan(20);
});
