// uri-grammar/json-schema: the formats uri, uri-reference, iri and
// iri-reference on test/vectors/json-schema.json, through the predicates,
// explainFormat, and ajv (addFormats, and ajv's own `formats` option); and the
// claims the vectors make about ajv-formats, fast-uri and uri-js, each run.
import { describe, expect, test } from '@jest/globals';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import ajvFormats from 'ajv-formats';
import * as fastUri from 'fast-uri';
import * as uriJs from 'uri-js';
import { addFormats, explainFormat, formats, FORMAT_NAMES, isUriSyntaxError, type FormatName } from '../src/json-schema';
import { check } from '../src/parse';
import { check as checkIri } from '../src/rfc3987/api';
import vectors from './vectors/json-schema.json';

type Peer = 'ajv-formats' | 'fast-uri' | 'uri-js';
interface Case {
  format: FormatName;
  input: unknown;
  valid: true | number;
  about: string;
  source: string;
  acceptedBy?: Peer[];
  strict?: string;
}
const cases = vectors.cases as Case[];
const name = (c: Case) => `${c.format} ${JSON.stringify(c.input)} (${c.about})`;

describe('formats', () => {
  test.each(cases.map((c) => [name(c), c] as const))('%s', (_n, c) => {
    expect(formats[c.format](c.input as string)).toBe(c.valid === true);
    const error = explainFormat(c.format, c.input);
    expect(error?.offset ?? true).toBe(c.valid);
  });

  test('every format has valid and invalid cases, and non-strings', () => {
    for (const f of FORMAT_NAMES) {
      const mine = cases.filter((c) => c.format === f);
      expect(mine.filter((c) => c.valid === true && typeof c.input === 'string').length).toBeGreaterThanOrEqual(5);
      expect(mine.filter((c) => c.valid !== true).length).toBeGreaterThanOrEqual(3);
      expect(mine.filter((c) => typeof c.input !== 'string').length).toBe(6);
    }
  });

  test('each format is its rule: the same verdict and error as the grammar\'s check', () => {
    const rules = { 'uri': 'URI', 'uri-reference': 'URI-reference', 'iri': 'IRI', 'iri-reference': 'IRI-reference' } as const;
    for (const c of cases.filter((x) => typeof x.input === 'string')) {
      const input = c.input as string;
      const expected = c.format.startsWith('iri') ? checkIri(input, rules[c.format] as 'IRI') : check(input, rules[c.format] as 'URI');
      const got = explainFormat(c.format, input);
      expect(got?.message ?? null).toBe(expected?.message ?? null);
    }
  });

  test('the formats object is frozen and names the four formats', () => {
    expect(Object.keys(formats)).toEqual(['uri', 'uri-reference', 'iri', 'iri-reference']);
    expect(Object.isFrozen(formats)).toBe(true);
  });
});

describe('explainFormat', () => {
  test('the error names the rule and grammar, and formats with a caret and a hint', () => {
    const e = explainFormat('uri', 'http://example.org/a b')!;
    expect(isUriSyntaxError(e)).toBe(true);
    expect([e.rule, e.grammar, e.offset, e.found]).toEqual(['URI', 'rfc3986', 20, ' ']);
    expect(e.format().split('\n')).toEqual([
      'error: URI: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found a space at offset 20',
      '  http://example.org/a b',
      '                      ^',
      'hint: a space is not allowed in a URI: percent-encode it as %20 (RFC 3986 §2.1)',
    ]);
    const i = explainFormat('iri', 'http://example.org/\uE000')!;
    expect([i.rule, i.grammar, i.offset]).toEqual(['IRI', 'rfc3987', 19]);
    expect(i.format()).toMatch(/hint: a private-use character \(iprivate\) is allowed in the query only/);
  });

  test('an unknown format is a TypeError naming the known ones', () => {
    expect(() => explainFormat('url' as FormatName, 'x')).toThrow(new TypeError('unknown format "url": expected one of uri, uri-reference, iri, iri-reference'));
    expect(() => explainFormat('toString' as FormatName, 'x')).toThrow(TypeError);
  });
});

describe('ajv', () => {
  const schema = (format: string) => ({ type: 'string', format });

  test('addFormats registers the four formats and returns the instance', () => {
    const ajv = new Ajv();
    expect(addFormats(ajv)).toBe(ajv);
    for (const c of cases) {
      // A format applies to strings only; ajv checks the type first, so the
      // non-strings go through a schema without one.
      const valid = typeof c.input === 'string' ? ajv.validate(schema(c.format), c.input) : new Ajv({ strict: false, formats }).validate({ format: c.format }, c.input);
      expect([name(c), valid]).toEqual([name(c), c.valid === true]);
    }
  });

  test('on Ajv2020 with the draft 2020-12 meta-schema', () => {
    const ajv = addFormats(new Ajv2020());
    const validate = ajv.compile({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties: { homepage: { type: 'string', format: 'iri' } } });
    expect(validate({ homepage: 'https://例え.jp/' })).toBe(true);
    expect(validate({ homepage: 'https://例え.jp/a b' })).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ keyword: 'format', instancePath: '/homepage', params: { format: 'iri' } });
  });

  test('one line through ajv\'s own formats option', () => {
    const ajv = new Ajv({ formats });
    expect(ajv.validate(schema('uri-reference'), '1:b')).toBe(false);
    expect(ajv.validate(schema('uri-reference'), './1:b')).toBe(true);
  });

  test('a subset of the formats, replacing those of ajv-formats', () => {
    const ajv = addFormats(ajvFormats(new Ajv()), ['uri']);
    expect(ajv.validate(schema('uri'), 'http://example.org:http/')).toBe(false);
    // uri-reference is still ajv-formats' own, which accepts it.
    expect(ajv.validate(schema('uri-reference'), '//example.org:http/')).toBe(true);
    expect(() => new Ajv().compile(schema('iri'))).toThrow(/unknown format "iri"/);
  });

  test('bad arguments are TypeErrors', () => {
    expect(() => addFormats({} as Ajv)).toThrow(new TypeError('addFormats needs an ajv instance (an object with an addFormat method)'));
    expect(() => addFormats(null as unknown as Ajv)).toThrow(TypeError);
    expect(() => addFormats(new Ajv(), ['url' as FormatName])).toThrow(/unknown format "url"/);
  });
});

describe('what the vectors say of other libraries', () => {
  const fullAjv = ajvFormats(new Ajv());
  const accepts: Record<Peer, (format: string, input: string) => boolean> = {
    'ajv-formats': (format, input) => fullAjv.validate({ type: 'string', format }, input) as boolean,
    'fast-uri': (format, input) => {
      const r = fastUri.parse(input);
      return r.error === undefined && (format !== 'uri' || r.scheme !== undefined);
    },
    'uri-js': (format, input) => {
      const r = uriJs.parse(input);
      return r.error === undefined && (format !== 'uri' || r.scheme !== undefined);
    },
  };
  const claims = cases.filter((c) => c.acceptedBy !== undefined);

  test.each(claims.map((c) => [name(c), c] as const))('%s', (_n, c) => {
    const got = (Object.keys(accepts) as Peer[]).filter((peer) => accepts[peer](c.format, c.input as string));
    expect(got).toEqual(c.acceptedBy);
  });

  test('every invalid uri and uri-reference case carries the claim', () => {
    expect(cases.filter((c) => c.format.startsWith('uri') && c.valid !== true && typeof c.input === 'string').every((c) => c.acceptedBy)).toBe(true);
  });

  test('the strict classes: each is a case that ajv-formats and uri-js accept', () => {
    const classes = ['port', 'at-sign', 'bracket-in-path', 'colon-in-first-segment', 'ipv4-leading-zero-in-ipv6'];
    for (const k of classes) {
      const mine = cases.filter((c) => c.strict === k);
      expect([k, mine.some((c) => c.acceptedBy!.includes('ajv-formats') && c.acceptedBy!.includes('uri-js'))]).toEqual([k, true]);
    }
    expect(new Set(cases.map((c) => c.strict).filter(Boolean))).toEqual(new Set(classes));
  });
});
