/**
 * Property tests over valid URI-references generated from the grammar's own
 * rules (RFC 3986 Appendix A, one arbitrary per ABNF rule, composed as the
 * ABNF composes them) and over near-miss mutations of them.
 *
 * - parse/serialize round-trip;
 * - the AST's spans tile the input: every node's span lies in its parent's,
 *   siblings are in order without overlap, leaves hold their text, and what
 *   no leaf covers is delimiters only;
 * - isValid, check and parse agree (and so does lint's syntax-error finding);
 * - every pass returns a valid result and never throws on valid input.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import {
  parse, check, isValid, serialize, components, removeDotSegments, normalize, resolve, relativize,
  comparisonKey, equivalent, lint, isUriSyntaxError,
} from '../../src/index';
import type { Node } from '../../src/index';

type Arb = fc.Arbitrary<string>;
const chars = (s: string): Arb => fc.constantFrom(...s.split(''));
const seq = (...parts: Arb[]): Arb => fc.tuple(...parts).map((p) => p.join(''));
const star = (a: Arb, max = 6): Arb => fc.array(a, { maxLength: max }).map((p) => p.join(''));
const plus = (a: Arb, max = 6): Arb => fc.array(a, { minLength: 1, maxLength: max }).map((p) => p.join(''));
const opt = (a: Arb): Arb => fc.option(a, { nil: '' }).map((x) => x ?? '');
const lit = (s: string): Arb => fc.constant(s);
const rep = (a: Arb, n: number): Arb => fc.array(a, { minLength: n, maxLength: n }).map((p) => p.join(''));
const between = (a: Arb, min: number, max: number): Arb => fc.array(a, { minLength: min, maxLength: max }).map((p) => p.join(''));

// RFC 5234 Appendix B.1
const ALPHA = chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ');
const DIGIT = chars('0123456789');
const HEXDIG = chars('0123456789ABCDEFabcdef');
// RFC 3986 §2
const unreserved = fc.oneof(ALPHA, DIGIT, chars('-._~'));
const sub_delims = chars("!$&'()*+,;=");
const pct_encoded = seq(lit('%'), HEXDIG, HEXDIG);
const pchar = fc.oneof(unreserved, pct_encoded, sub_delims, chars(':@'));
// 3.1
const scheme = seq(ALPHA, star(fc.oneof(ALPHA, DIGIT, chars('+-.'))));
// 3.2.1
const userinfo = star(fc.oneof(unreserved, pct_encoded, sub_delims, lit(':')));
// 3.2.2
const h16 = between(HEXDIG, 1, 4);
const dec_octet = fc.oneof(
  DIGIT,
  seq(chars('123456789'), DIGIT),
  seq(lit('1'), DIGIT, DIGIT),
  seq(lit('2'), chars('01234'), DIGIT),
  seq(lit('25'), chars('012345')),
);
const IPv4address = seq(dec_octet, lit('.'), dec_octet, lit('.'), dec_octet, lit('.'), dec_octet);
const ls32 = fc.oneof(seq(h16, lit(':'), h16), IPv4address);
const h16c = seq(h16, lit(':'));
/** `[ *k( h16 ":" ) h16 ]` */
const before = (k: number): Arb => opt(seq(between(h16c, 0, k), h16));
const IPv6address = fc.oneof(
  seq(rep(h16c, 6), ls32),
  seq(lit('::'), rep(h16c, 5), ls32),
  seq(opt(h16), lit('::'), rep(h16c, 4), ls32),
  seq(before(1), lit('::'), rep(h16c, 3), ls32),
  seq(before(2), lit('::'), rep(h16c, 2), ls32),
  seq(before(3), lit('::'), h16c, ls32),
  seq(before(4), lit('::'), ls32),
  seq(before(5), lit('::'), h16),
  seq(before(6), lit('::')),
);
const IPvFuture = seq(chars('vV'), plus(HEXDIG, 3), lit('.'), plus(fc.oneof(unreserved, sub_delims, lit(':'))));
const IP_literal = seq(lit('['), fc.oneof(IPv6address, IPvFuture), lit(']'));
const reg_name = star(fc.oneof(unreserved, pct_encoded, sub_delims), 10);
const host = fc.oneof(IP_literal, IPv4address, reg_name);
// 3.2.3
const port = star(DIGIT);
const authority = seq(opt(seq(userinfo, lit('@'))), host, opt(seq(lit(':'), port)));
// 3.3
const segment = star(pchar);
const segment_nz = plus(pchar);
const segment_nz_nc = plus(fc.oneof(unreserved, pct_encoded, sub_delims, lit('@')));
const slashSegments = star(seq(lit('/'), fc.oneof(segment, chars('.'), lit('..'))), 5);
const path_abempty = slashSegments;
const path_absolute = seq(lit('/'), opt(seq(segment_nz, slashSegments)));
const path_noscheme = seq(segment_nz_nc, slashSegments);
const path_rootless = seq(segment_nz, slashSegments);
const path_empty = lit('');
// 3.4, 3.5
const query = star(fc.oneof(pchar, chars('/?')), 10);
const fragment = query;
// 3, 4.2, 4.1
const hier_part = fc.oneof(seq(lit('//'), authority, path_abempty), path_absolute, path_rootless, path_empty);
const URI = seq(scheme, lit(':'), hier_part, opt(seq(lit('?'), query)), opt(seq(lit('#'), fragment)));
const relative_part = fc.oneof(seq(lit('//'), authority, path_abempty), path_absolute, path_noscheme, path_empty);
const relative_ref = seq(relative_part, opt(seq(lit('?'), query)), opt(seq(lit('#'), fragment)));
const URI_reference = fc.oneof(URI, relative_ref);

/** One to three edits with characters that sit near the grammar's edges. */
const nearMiss: Arb = fc
  .tuple(URI_reference, fc.array(fc.tuple(fc.nat(), fc.nat({ max: 2 }), chars(':/?#[]@%.\\ ^"<>{}|`\t\n\u0000évV0xF')), { minLength: 1, maxLength: 3 }))
  .map(([s, edits]) => {
    for (const [at, op, c] of edits) {
      const i = s.length === 0 ? 0 : at % (s.length + 1);
      s = op === 0 ? s.slice(0, i) + c + s.slice(i) : op === 1 ? s.slice(0, i) + s.slice(i + 1) : s.slice(0, i) + c + s.slice(i + 1);
    }
    return s;
  });

const RUNS = { numRuns: 1500, seed: 3986 };
const BASE = 'http://a/b/c/d;p?q'; // RFC 3986 §5.4

/** Every node of the AST, with its children (the node-valued properties, in source order). */
function children(node: Node): Node[] {
  const out: Node[] = [];
  // A path's segments are computed on first read; its toJSON() lists them.
  const data = typeof (node as { toJSON?: unknown }).toJSON === 'function' ? (node as unknown as { toJSON(): object }).toJSON() : node;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'pieces' || key === 'octets') continue;
    const items = Array.isArray(value) ? value : [value];
    for (const v of items) if (v !== null && typeof v === 'object' && typeof (v as Node).type === 'string') out.push(v as Node);
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

/** Throws unless the spans of `node` and its descendants nest in order within `input`; collects the leaves' spans. */
function tile(input: string, node: Node, leaves: [number, number][]): void {
  const fail = (why: string): never => {
    throw new Error(`${node.type} [${node.start}, ${node.end}) in ${JSON.stringify(input)}: ${why}`);
  };
  if (!(0 <= node.start && node.start <= node.end && node.end <= input.length)) fail('span outside the input');
  if ('text' in node && typeof node.text === 'string' && input.slice(node.start, node.end) !== node.text) fail(`text ${JSON.stringify(node.text)} is not its span`);
  const kids = children(node);
  let at = node.start;
  for (const k of kids) {
    if (k.start < at || k.end > node.end) fail(`child ${k.type} [${k.start}, ${k.end}) overlaps a sibling or leaves its parent`);
    at = k.end;
    tile(input, k, leaves);
  }
  if (kids.length === 0 || node.type === 'IPv6address' || node.type === 'IPvFuture') leaves.push([node.start, node.end]);
}

describe('generated URI-references', () => {
  test('the generators make valid strings of their rules', () => {
    const rules: [string, Arb][] = [
      ['IPv6address', IPv6address], ['IPvFuture', IPvFuture], ['IPv4address', IPv4address], ['authority', authority],
      ['path-absolute', path_absolute], ['path-noscheme', path_noscheme], ['path-rootless', path_rootless],
      ['URI', URI], ['relative-ref', relative_ref],
    ];
    for (const [rule, arb] of rules) {
      fc.assert(fc.property(arb, (s) => expect([rule, s, check(s, rule as 'URI')?.message ?? null]).toEqual([rule, s, null])), { numRuns: 500, seed: 1 });
    }
  });

  test('parse/serialize round-trip', () => {
    fc.assert(fc.property(URI_reference, (s) => expect(serialize(parse(s))).toBe(s)), RUNS);
  });

  test('the spans of the AST tile the input exactly', () => {
    fc.assert(
      fc.property(URI_reference, (s) => {
        const node = parse(s);
        expect([node.start, node.end]).toEqual([0, s.length]);
        const leaves: [number, number][] = [];
        tile(s, node, leaves);
        leaves.sort((a, b) => a[0] - b[0]);
        let rest = '';
        let at = 0;
        for (const [start, end] of leaves) {
          rest += s.slice(at, start);
          at = Math.max(at, end);
        }
        rest += s.slice(at);
        expect(rest).toMatch(/^[:/?#[\]@]*$/); // what no leaf covers: the delimiters
      }),
      RUNS,
    );
  });

  test('isValid, check, parse and lint agree', () => {
    fc.assert(
      fc.property(URI_reference, (s) => {
        expect(isValid(s)).toBe(true);
        expect(check(s)).toBeNull();
        expect(lint(s).some((f) => f.code === 'syntax-error')).toBe(false);
      }),
      RUNS,
    );
  });

  test('every pass returns a valid result and never throws', () => {
    fc.assert(
      fc.property(URI_reference, (s) => {
        const c = components(s);
        expect(isValid(normalize(s))).toBe(true);
        expect(isValid(normalize(s, { level: 'scheme' }))).toBe(true);
        const target = resolve(BASE, s);
        expect(isValid(target, 'URI')).toBe(true);
        expect(isValid(relativize(BASE, target))).toBe(true);
        expect(isValid(removeDotSegments(c.path), 'path')).toBe(true);
        expect(equivalent(s, s)).toBe(true);
        expect(typeof comparisonKey(s)).toBe('string');
        if (c.scheme !== null) {
          const base = s.replace(/#.*$/s, '');
          expect(isValid(resolve(base, 'g/../h?x#y'), 'URI')).toBe(true);
        }
      }),
      { numRuns: 800, seed: 3986 },
    );
  });
});

describe('near-miss mutations', () => {
  test('isValid, check, parse and lint agree; errors are UriSyntaxErrors at the same offset', () => {
    fc.assert(
      fc.property(nearMiss, (s) => {
        const e = check(s);
        expect(isValid(s)).toBe(e === null);
        let thrown: unknown = null;
        try {
          const node = parse(s);
          expect(serialize(node)).toBe(s);
        } catch (x) {
          thrown = x;
        }
        if (e === null) {
          expect(thrown).toBeNull();
        } else {
          expect(isUriSyntaxError(thrown)).toBe(true);
          expect((thrown as typeof e).offset).toBe(e.offset);
          expect(e.offset).toBeLessThanOrEqual(s.length);
        }
        const syntax = lint(s).filter((f) => f.code === 'syntax-error');
        expect(syntax.map((f) => f.start)).toEqual(e === null ? [] : [e.offset]);
      }),
      RUNS,
    );
  });

  test('the passes throw only UriSyntaxError on invalid input', () => {
    fc.assert(
      fc.property(nearMiss, (s) => {
        for (const f of [() => components(s), () => normalize(s), () => resolve(BASE, s), () => comparisonKey(s)]) {
          try {
            f();
          } catch (x) {
            expect(isUriSyntaxError(x)).toBe(true);
          }
        }
      }),
      RUNS,
    );
  });
});
