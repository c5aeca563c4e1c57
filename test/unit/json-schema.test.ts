// uri-grammar/json-schema: the formats uri, uri-reference, iri,
// iri-reference and uri-template on test/vectors/json-schema.json, through the predicates,
// explainFormat, ajv (addFormats, and ajv's own `formats` option) and
// @cfworker/json-schema (its `format` table); and the claims the vectors make
// about ajv-formats, fast-uri, uri-js, @cfworker/json-schema and
// @hyperjump/json-schema-formats, each run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { format as cfworkerFormat, Validator as CfworkerValidator } from '@cfworker/json-schema';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import ajvFormats from 'ajv-formats';
import * as fastUri from 'fast-uri';
import * as uriJs from 'uri-js';
import { addFormats, explainFormat, formats, FORMAT_NAMES, isUriSyntaxError, type FormatName } from '../../src/json-schema/index';
import { check } from '../../src/grammars/rfc3986/parse';
import { check as checkIri } from '../../src/grammars/rfc3987/api';
import { check as checkTemplate } from '../../src/grammars/rfc6570/index';
import vectors from '../vectors/json-schema.json';

type Peer = 'ajv-formats' | 'fast-uri' | 'uri-js' | '@cfworker/json-schema' | '@hyperjump/json-schema-formats';
interface Case {
  format: FormatName;
  input: unknown;
  valid: true | number;
  about: string;
  source: string;
  acceptedBy?: Peer[];
  rejectedBy?: Peer[];
  throwsIn?: Peer[];
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
    const rules = { 'uri': 'URI', 'uri-reference': 'URI-reference', 'iri': 'IRI', 'iri-reference': 'IRI-reference', 'uri-template': 'URI-Template' } as const;
    for (const c of cases.filter((x) => typeof x.input === 'string')) {
      const input = c.input as string;
      const expected = c.format === 'uri-template' ? checkTemplate(input) : c.format.startsWith('iri') ? checkIri(input, rules[c.format] as 'IRI') : check(input, rules[c.format] as 'URI');
      const got = explainFormat(c.format, input);
      expect(got?.message ?? null).toBe(expected?.message ?? null);
    }
  });

  test('the formats object is frozen and names the five formats', () => {
    expect(Object.keys(formats)).toEqual(['uri', 'uri-reference', 'iri', 'iri-reference', 'uri-template']);
    expect(Object.isFrozen(formats)).toBe(true);
  });
});

describe('explainFormat', () => {
  test('the error names the rule and grammar, and formats with a caret, a diagnosis and a hint', () => {
    const e = explainFormat('uri', 'http://example.org/a b')!;
    expect(isUriSyntaxError(e)).toBe(true);
    expect([e.rule, e.grammar, e.offset, e.found]).toEqual(['URI', 'rfc3986', 20, ' ']);
    expect(e.format().split('\n')).toEqual([
      'error: URI: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found a space at offset 20',
      '  http://example.org/a b',
      '                      ^',
      'diagnosis: a space in the path: percent-encode it as %20, or, if the URI ended before it, take what follows out (RFC 3986 §2.1)',
      'hint: a space is not allowed in a URI: percent-encode it as %20 (RFC 3986 §2.1)',
    ]);
    const i = explainFormat('iri', 'http://example.org/\uE000')!;
    expect([i.rule, i.grammar, i.offset]).toEqual(['IRI', 'rfc3987', 19]);
    expect(i.format()).toMatch(/hint: a private-use character \(iprivate\) is allowed in the query only/);
  });

  test('an unknown format is a TypeError naming the known ones', () => {
    expect(() => explainFormat('url' as FormatName, 'x')).toThrow(new TypeError('unknown format "url": expected one of uri, uri-reference, iri, iri-reference, uri-template'));
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

describe('@cfworker/json-schema', () => {
  // Its `validate` reads the exported `format` table: docs/json-schema.md's one line.
  const original = { ...cfworkerFormat };
  afterAll(() => {
    for (const f of FORMAT_NAMES) delete cfworkerFormat[f];
    Object.assign(cfworkerFormat, original);
  });

  test('the formats added to its table, on every case', () => {
    Object.assign(cfworkerFormat, formats);
    for (const f of FORMAT_NAMES) {
      const validator = new CfworkerValidator({ type: 'string', format: f }, '2020-12');
      for (const c of cases.filter((x) => x.format === f && typeof x.input === 'string')) {
        expect([name(c), validator.validate(c.input).valid]).toEqual([name(c), c.valid === true]);
      }
    }
    const object = new CfworkerValidator({ type: 'object', properties: { homepage: { type: 'string', format: 'iri' } } }, '2020-12');
    expect(object.validate({ homepage: 'https://例え.jp/' }).valid).toBe(true);
    expect(object.validate({ homepage: 'https://例え.jp/a b' }).errors).toContainEqual(expect.objectContaining({ keyword: 'format', instanceLocation: '#/homepage' }));
  });
});

/** @hyperjump/json-schema-formats' verdicts on [format, input] pairs, in a child process (test/support/hyperjump-formats-child.mjs). */
function hyperjumpVerdicts(pairs: readonly (readonly [string, string])[]): (boolean | 'throws')[] {
  const run = spawnSync(process.execPath, [path.join(__dirname, '..', 'support', 'hyperjump-formats-child.mjs')], { input: JSON.stringify(pairs), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`hyperjump-formats-child.mjs failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as (boolean | 'throws')[];
}

describe('what the vectors say of other libraries', () => {
  const fullAjv = ajvFormats(new Ajv());
  const strings = cases.filter((c) => typeof c.input === 'string');
  const hyperjump = new Map(hyperjumpVerdicts(strings.map((c) => [c.format, c.input as string] as const)).map((v, i) => [strings[i]!, v]));
  /** Which formats each library has: ajv-formats, @cfworker/json-schema and the two parsers have no iri formats; the parsers no uri-template. */
  const URI_ONLY: readonly FormatName[] = ['uri', 'uri-reference'];
  const formatsOf: Record<Peer, readonly FormatName[]> = {
    'ajv-formats': [...URI_ONLY, 'uri-template'],
    'fast-uri': URI_ONLY,
    'uri-js': URI_ONLY,
    '@cfworker/json-schema': [...URI_ONLY, 'uri-template'],
    '@hyperjump/json-schema-formats': FORMAT_NAMES,
  };
  // @cfworker/json-schema's own predicates, kept before any test adds ours to its table.
  const original = { ...cfworkerFormat };
  const verdict: Record<Peer, (c: Case) => boolean | 'throws'> = {
    'ajv-formats': (c) => fullAjv.validate({ type: 'string', format: c.format }, c.input) as boolean,
    'fast-uri': (c) => {
      const r = fastUri.parse(c.input as string);
      return r.error === undefined && (c.format !== 'uri' || r.scheme !== undefined);
    },
    'uri-js': (c) => {
      const r = uriJs.parse(c.input as string);
      return r.error === undefined && (c.format !== 'uri' || r.scheme !== undefined);
    },
    '@cfworker/json-schema': (c) => original[c.format]!(c.input as string),
    '@hyperjump/json-schema-formats': (c) => hyperjump.get(c)!,
  };
  const peersOf = (c: Case, v: boolean | 'throws') => (Object.keys(verdict) as Peer[]).filter((p) => formatsOf[p].includes(c.format) && verdict[p](c) === v);

  test.each(strings.map((c) => [name(c), c] as const))('%s', (_n, c) => {
    if (c.valid === true) expect([peersOf(c, false), peersOf(c, 'throws')]).toEqual([c.rejectedBy ?? [], c.throwsIn ?? []]);
    else expect([peersOf(c, true), peersOf(c, 'throws')]).toEqual([c.acceptedBy, c.throwsIn ?? []]);
  });

  test('every invalid case carries the claim', () => {
    expect(strings.filter((c) => c.valid !== true).every((c) => c.acceptedBy)).toBe(true);
  });

  test('@hyperjump/json-schema-formats throws on IPvFuture (a predicate that throws fails the validation it was asked to answer)', () => {
    expect(hyperjumpVerdicts([['uri', 'http://[v7.a:b]/'], ['uri', 'http://[::1]/'], ['uri', 'http://[::1]:x/']])).toEqual(['throws', true, false]);
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
