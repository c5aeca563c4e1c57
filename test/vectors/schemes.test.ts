/**
 * Where RFC 3986 stops (src/schemes/): the root's check, isValid, equivalent,
 * compare, comparisonKey and normalize with `{ schemes: true }`, from
 * test/vectors/schemes.json; and, for every grammar of one scheme in GRAMMARS,
 * the scheme layer against that grammar's own `check` on its own vectors, so
 * that a scheme grammar that joins the list is held to it with no change here.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { GRAMMARS, check, isValid, equivalent, compare, comparisonKey, normalize, isUriSyntaxError, UriSyntaxError } from '../../src/index';
import type { RuleName, SchemeCompareOptions, SchemeNormalizeOptions } from '../../src/index';
import { LOADERS } from '../../generated/registry';
import { SCHEMES, SCHEME_KEYS } from '../../generated/schemes';
import { schemePart } from '../../src/core/grammar-info';

interface ErrorCase {
  readonly grammar: string;
  readonly offset: number;
}
interface Vectors {
  check: { source: string; rule?: RuleName; input: string; error: ErrorCase | null }[];
  compare: { source: string; a: string; b: string; options?: SchemeCompareOptions; equivalent?: boolean; error?: ErrorCase }[];
  normalize: { source: string; input: string; options?: SchemeNormalizeOptions; output: string }[];
}
const vectors: Vectors = JSON.parse(fs.readFileSync(path.join(__dirname, 'schemes.json'), 'utf8'));

describe('check(input, rule, { schemes: true })', () => {
  test.each(vectors.check.map((c) => [c.input, c.rule ?? 'URI-reference', c] as const))('%j by %s', (input, rule, c) => {
    const e = c.rule === undefined ? check(input, { schemes: true }) : check(input, c.rule, { schemes: true });
    expect(e === null ? null : { grammar: e.grammar, offset: e.offset }).toEqual(c.error);
    expect(isValid(input, rule, { schemes: true })).toBe(c.error === null);
    if (c.rule === undefined) expect(isValid(input, { schemes: true })).toBe(c.error === null);
    // Without the option, RFC 3986 alone.
    const plain = check(input, rule);
    expect(plain?.offset ?? null).toBe(c.error?.grammar === 'rfc3986' ? c.error.offset : null);
    expect(c.source).toMatch(/RFC \d+/);
    if (e === null || e.grammar === 'rfc3986') return;
    // An error of the scheme layer: the scheme's rule, the whole URI, and a hint that names the layer and the RFC.
    const scheme = SCHEMES[input.slice(0, input.indexOf(':')).toLowerCase()]!;
    expect([e.rule, e.input, e.grammar]).toEqual([scheme.rule, input, scheme.grammar]);
    expect(e.hint()).toMatch(new RegExp(`^RFC 3986 accepts this URI, but the grammar of ${scheme.scheme}: URIs \\(RFC ${scheme.rfc}, rule ${scheme.rule}\\) does not`));
    expect(e.format()).toContain(`hint: RFC 3986 accepts this URI`);
    expect(e).toBeInstanceOf(UriSyntaxError);
    expect(isUriSyntaxError(e)).toBe(true);
  });

  test('the fragment is RFC 3986\'s: the hint says so where the part before it ends too soon, and where the scheme would take a "#"', () => {
    expect(check('data:text#frag', { schemes: true })!.hint()).toContain('(the fragment after "#" is RFC 3986\'s alone, §3.5: the part before it is the scheme\'s)');
    expect(check('tel:*21#;phone-context=+1', { schemes: true })!.hint()).toContain('RFC 3966 allows a "#" here, but in a URI a "#" begins the fragment, RFC 3986 §3.5');
  });

  test('options of another type are a TypeError; schemes: false is RFC 3986 alone', () => {
    expect(() => check('urn:a:b', { schemes: 'yes' } as never)).toThrow(new TypeError('options.schemes must be a boolean, not string'));
    expect(() => isValid('urn:a:b', 'URI', null as never)).toThrow(TypeError);
    expect(() => check('urn:a:b', 'URI', 1 as never)).toThrow(new TypeError('options must be an object, not number'));
    expect(check('urn:a:b', { schemes: false })).toBeNull();
    expect(isValid('urn:a:b', 'URI', {})).toBe(true);
    expect(() => check('urn:a:b', 'nope' as RuleName, { schemes: true })).toThrow(new TypeError('unknown RFC 3986 rule: nope'));
  });
});

describe('equivalent, compare and comparisonKey with { schemes: true }', () => {
  test.each(vectors.compare.map((c) => [c.a, c.b, c] as const))('%j and %j', (a, b, c) => {
    expect(c.source).toMatch(/RFC \d+/);
    if (c.error !== undefined) {
      let thrown: unknown = null;
      try {
        equivalent(a, b, c.options);
      } catch (e) {
        thrown = e;
      }
      expect(isUriSyntaxError(thrown)).toBe(true);
      const e = thrown as UriSyntaxError;
      expect({ grammar: e.grammar, offset: e.offset }).toEqual(c.error);
      // Thrown, so with a stack of its own.
      expect(e.stack).toContain('\n');
      return;
    }
    expect(equivalent(a, b, c.options)).toBe(c.equivalent);
    expect(equivalent(b, a, c.options)).toBe(c.equivalent);
    expect(compare(a, b, c.options) === 0).toBe(c.equivalent);
    expect(comparisonKey(a, c.options) === comparisonKey(b, c.options)).toBe(c.equivalent);
  });
});

describe('normalize with { schemes: true }', () => {
  test.each(vectors.normalize.map((c) => [c.input, c] as const))('%j', (input, c) => {
    const out = normalize(input, c.options);
    expect(out).toBe(c.output);
    // A normal form: a URI of its scheme, and normalizing it again changes nothing.
    expect(check(out, c.options?.schemes === true ? { schemes: true } : {})).toBeNull();
    expect(normalize(out, c.options)).toBe(out);
  });
});

// ----- Every grammar of one scheme, on its own vectors -----

const schemeGrammars = GRAMMARS.filter((g) => g.kind === 'scheme');

describe.each(schemeGrammars.map((g) => [g.name, g] as const))('%s: the scheme layer is its grammar', (name, g) => {
  const file = path.join(__dirname, `${name}.json`);
  const own = JSON.parse(fs.readFileSync(file, 'utf8')) as { check: { rule: string; input: string; offset: number | null }[]; comparisonKey?: { input: string; key: string }[] };
  const schemeRules = new Set(Object.values(g.schemeRules));
  const cases = own.check.filter((c) => schemeRules.has(c.rule) && g.schemeRules[c.input.slice(0, Math.max(0, c.input.indexOf(':'))).toLowerCase()] === c.rule);

  test('each scheme is in SCHEMES with its rule, RFC and fragment', () => {
    for (const [scheme, rule] of Object.entries(g.schemeRules)) expect(SCHEMES[scheme]).toEqual({ scheme, grammar: name, rfc: g.rfc, rule, fragment: g.schemeFragment });
  });

  test('on every vector of its scheme rule that RFC 3986 accepts, check(uri, { schemes: true }) is the grammar\'s own check, offset and expectations', async () => {
    const module = await LOADERS[name]!();
    let checked = 0;
    for (const c of cases) {
      if (check(c.input) !== null) continue;
      const part = schemePart(c.input, g.schemeFragment);
      const expected = module.check(part, c.rule as never);
      const e = check(c.input, { schemes: true });
      expect([c.input, e === null ? null : [e.offset, e.expected, e.grammar]]).toEqual([c.input, expected === null ? null : [expected.offset, expected.expected, name]]);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  test('where the grammar defines an equivalence, comparisonKey(uri, { schemes: true }) is its key, and a URI of the scheme', async () => {
    const module = (await LOADERS[name]!()) as unknown as { comparisonKey?: (s: string) => string };
    // A grammar that exports a comparison key names it in grammars.json's passes.equal, and only then.
    expect([name, SCHEME_KEYS[name] !== undefined]).toEqual([name, module.comparisonKey !== undefined]);
    if (module.comparisonKey === undefined) return;
    /** A key, or the error that makes none (RFC 6068's decoded layer can fail where its grammar holds). */
    const outcome = (f: () => string): string => {
      try {
        return f();
      } catch (e) {
        return `${(e as Error).name}: ${(e as Error).message}`;
      }
    };
    for (const c of cases) {
      if (c.offset !== null || check(c.input) !== null || c.input.includes('#')) continue;
      const key = outcome(() => comparisonKey(c.input, { schemes: true }));
      expect([c.input, key]).toEqual([c.input, outcome(() => module.comparisonKey!(c.input))]);
      if (!key.includes(': ')) expect([key, check(key, { schemes: true })]).toEqual([key, null]);
    }
  });
});
