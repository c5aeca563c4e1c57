/**
 * RFC 2397 (uri-grammar/rfc2397) through its public API, from the vectors of
 * test/vectors/rfc2397.json: the AST (§3's reading of ";base64"),
 * components, decodeData (§2's defaults, percent-decoding, strict base64) and
 * its errors, the hints. Then the `// PEG:` place of grammar/rfc2397.peggy,
 * parsing with the generated Peggy parser itself. The check vectors run in
 * test/vectors/grammar-check-vectors.test.ts; test/proof/equivalence.test.ts
 * proves every rule's language equal to the ABNF's.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import * as rfc2397 from '../../src/grammars/rfc2397/index.js';
import * as peg from '../../generated/rfc2397.plain.js';
import { GRAMMARS, isValid as isUri, PercentDecodeError } from '../../src/index.js';
import { acceptsBy } from '../support/peggy-parse';
import vectors from './rfc2397.json';
import { nodesOf } from '../support/ast-nodes';

interface AstCase {
  source: string;
  rule: string;
  input: string;
  node: Record<string, unknown>;
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('the AST: §3\'s reading of ";base64" (test/vectors/rfc2397.json)', () => {
  test.each((vectors.ast as AstCase[]).map((c) => [`${c.rule} ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const node = rfc2397.parse(c.input, c.rule as rfc2397.RuleName);
    expect({ source: c.source, node }).toMatchObject({ source: c.source, node: c.node });
    for (const n of nodesOf(node)) {
      if (n.text !== undefined) expect([n.type, c.input.slice(n.start, n.end)]).toEqual([n.type, n.text]);
      expect(0 <= n.start && n.start <= n.end && n.end <= c.input.length).toBe(true);
    }
  });

  test('every valid dataurl of the vectors: "data:", the mediatype, ";base64" and "," and the data spell the input', () => {
    let count = 0;
    for (const c of vectors.check) {
      if (c.rule !== 'dataurl' || c.offset !== null) continue;
      const u = rfc2397.parse(c.input);
      const m = u.mediatype === null ? '' : c.input.slice(u.mediatype.start, u.mediatype.end);
      expect(`${c.input.slice(0, 5)}${m}${u.base64 ? c.input.slice(u.data.start - 8, u.data.start - 1) : ''},${u.data.text}`).toBe(c.input);
      if (u.mediatype !== null) expect(u.mediatype.end).toBeGreaterThan(u.mediatype.start);
      // §3: a parameter is never ";base64" without "=", and the extension is exactly ";base64" before the ",".
      expect(u.base64).toBe(/;base64,/i.test(c.input.slice(0, u.data.start)) && !/;base64=[^;,]*,$/i.test(c.input.slice(0, u.data.start)));
      count++;
    }
    expect(count).toBeGreaterThanOrEqual(20);
  });
});

describe('components (test/vectors/rfc2397.json)', () => {
  test.each(vectors.components.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    expect({ source: c.source, components: rfc2397.components(c.input) }).toEqual({ source: c.source, components: c.components });
  });

  test('an input that is no dataurl is the grammar\'s UriSyntaxError', () => {
    expect(() => rfc2397.components('data:text,x')).toThrow(expect.objectContaining({ code: 'ERR_URI_SYNTAX', grammar: 'rfc2397', rule: 'dataurl', offset: 9 }));
  });
});

describe('decodeData (test/vectors/rfc2397.json)', () => {
  test.each(vectors.decodeData.map((c) => [JSON.stringify(c.input), c] as const))('%s', (_name, c) => {
    const { mediaType, parameters, bytes } = rfc2397.decodeData(c.input);
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect({ source: c.source, mediaType, parameters, bytes: hex(bytes) }).toEqual({ source: c.source, mediaType: c.mediaType, parameters: c.parameters, bytes: c.bytes });
  });

  test.each(vectors.decodeDataErrors.map((c) => [JSON.stringify(c.input), c] as const))('error %s', (_name, c) => {
    let thrown: unknown = null;
    try {
      rfc2397.decodeData(c.input);
    } catch (e) {
      thrown = e;
    }
    const e = thrown as { name: string; code: string; kind?: string; offset: number; message: string };
    expect({ source: c.source, error: { name: e?.name, code: e?.code, kind: e?.kind ?? null, offset: e?.offset } }).toEqual({ source: c.source, error: c.error });
    expect(e.message).toMatch(new RegExp(`offset ${c.error.offset}\\b`));
  });

  test('§4\'s GIF: 273 octets of a GIF87a image', () => {
    const gif = vectors.check[1]!.input;
    const { mediaType, parameters, bytes } = rfc2397.decodeData(gif);
    expect([mediaType, parameters, bytes.length, Buffer.from(bytes.subarray(0, 6)).toString('latin1')]).toEqual(['image/gif', [], 273, 'GIF87a']);
    // Every base64 quantum of it decodes: re-encoding gives the data back.
    expect(Buffer.from(bytes).toString('base64')).toBe(gif.slice(gif.indexOf(',') + 1));
  });

  test('the errors are the package\'s classes, by brand: Base64DecodeError and PercentDecodeError', () => {
    expect(() => rfc2397.decodeData('data:;base64,SGk')).toThrow(rfc2397.Base64DecodeError);
    expect(() => rfc2397.decodeData('data:;c=%FF,x')).toThrow(PercentDecodeError);
    expect(rfc2397.BASE64_DECODE_ERROR).toBe('ERR_BASE64_DECODE');
    expect(() => rfc2397.decodeData('data:;c=%FF,x')).toThrow(/offset 8: %FF .*in the value "%FF"/);
  });

  test('each result owns its bytes (no buffer shared between calls)', () => {
    const a = rfc2397.decodeData('data:,abc').bytes;
    const b = rfc2397.decodeData('data:;base64,eHl6').bytes;
    rfc2397.decodeData('data:,def');
    expect([Buffer.from(a).toString(), Buffer.from(b).toString()]).toEqual(['abc', 'xyz']);
  });

  test('base64 round trip: every octet value, and every length of padding', () => {
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    for (let n = 0; n <= 6; n++) {
      const data = all.subarray(250 - n * 40, 250 - n * 40 + n);
      expect(hex(rfc2397.decodeData(`data:;base64,${Buffer.from(data).toString('base64')}`).bytes)).toBe(hex(data));
    }
    expect(hex(rfc2397.decodeData(`data:application/octet-stream;base64,${Buffer.from(all).toString('base64')}`).bytes)).toBe(hex(all));
  });
});

describe('the traps of RFC 2397', () => {
  test('§4\'s own example is no dataurl ("%fg" is no escape), nor an RFC 3986 URI', () => {
    expect(rfc2397.check('data:text/plain;charset=iso-8859-7,%be%fg%be')).toMatchObject({ offset: 40, found: 'g', expected: ['hex'] });
    expect(isUri('data:text/plain;charset=iso-8859-7,%be%fg%be')).toBe(false);
  });

  test('";base64" vs a parameter named base64 (§3: the extension has no "=")', () => {
    expect(rfc2397.components('data:;base64=x,y')).toEqual({ mediaType: ';base64=x', base64: false, data: 'y' });
    expect(rfc2397.components('data:;base64,eQ==')).toEqual({ mediaType: null, base64: true, data: 'eQ==' });
    expect(rfc2397.isValid('data:;base64;a=b,')).toBe(false);
  });

  test('valid RFC 3986 URIs that are no dataurl: a missing subtype, a fragment, an empty parameter, ";base64" not last', () => {
    for (const input of ['data:text,x', 'data:,a#b', 'data:text/plain;;a=b,', 'data:;base64;a=b,', 'data:a(b)/c,'])
      expect([input, isUri(input), rfc2397.isValid(input)]).toEqual([input, true, false]);
    for (const input of ['data:text/plain;charset="x",', 'data:,a|b', 'data:,%25%'])
      expect([input, isUri(input), rfc2397.isValid(input)]).toEqual([input, false, false]);
  });
});

describe('hints (RFC 2397 §3)', () => {
  const hintOf = (input: string) => rfc2397.check(input)?.hint() ?? null;
  test.each([
    ['dat:,', /begins with "data:" \(RFC 2397 §3/],
    ['data:text/plain', /has a "," before its data, even when the data is empty \(RFC 2397 §2/],
    ['data:text,x', /type "\/" subtype \(RFC 2397 §3, RFC 2045 §5\.1\)/],
    ['data:text/plain;charset,x', /attribute "=" value \(RFC 2397 §3\)/],
    ['data:;base64;charset=x,', /";base64" extension comes last/],
    ['data:text/plain;charset="utf-8",x', /no quoted-string form.*%22 \(RFC 2397 §3\)/],
    ['data:text/plain;a=b/c,x', /"\/" is a tspecial.*%2F/],
    ['data:text/plain;a=,x', /token of at least one character \(RFC 2045 §5\.1\)/],
    ['data:text/plain;;a=b,', /token of at least one character/],
    ['data:text/plain;charset=iso-8859-7,%be%fg%be', /"%" must begin an escape of two hex digits.*RFC 2397 §3/],
    ['data:,a b', /%20 \(RFC 2396 §2\.4, as RFC 2397 §3 asks\)/],
    ['data:,a|b', /"\|" is "unwise".*no urlchar \(RFC 2397 §3\)/],
    ['data:,\u00e9', /%C3%A9/],
  ])('%s', (input, hint) => {
    expect(hintOf(input)).toMatch(hint);
  });
});

describe('the module', () => {
  test('RULE_NAMES: §3\'s four rules and the tokens, by the RFC\'s names; uric, alphanum and escaped are RFC 2396\'s', () => {
    expect(rfc2397.RULE_NAMES).toEqual(['dataurl', 'mediatype', 'data', 'parameter', 'type', 'subtype', 'attribute', 'value', 'token', 'urlchar']);
    expect(rfc2397.isRuleName('uric')).toBe(false);
    expect(GRAMMARS.find((g) => g.name === 'rfc2397')).toMatchObject({ rfc: 2397, start: 'dataurl', kind: 'scheme', schemeRules: { data: 'dataurl' }, alphabet: 'ascii' });
  });

  test('RFC 2397 defines no equivalence, and the module has none', () => {
    expect('comparisonKey' in rfc2397).toBe(false);
    expect('equivalent' in rfc2397).toBe(false);
  });

  test('errors are the grammar\'s: UriSyntaxError with grammar rfc2397; a TypeError for an unknown rule or a non-string', () => {
    expect(rfc2397.check('data:,a b')).toMatchObject({ grammar: 'rfc2397', rule: 'dataurl', offset: 7, found: ' ' });
    expect(() => rfc2397.check('x', 'URI' as never)).toThrow(/unknown RFC 2397 rule: URI/);
    expect(() => rfc2397.decodeData(1 as unknown as string)).toThrow(TypeError);
  });

  test('linear: long data, many parameters and long base64 decode; a long invalid one fails at its offset', () => {
    const n = 100_000;
    expect(rfc2397.decodeData(`data:,${'%41'.repeat(n)}`).bytes.length).toBe(n);
    expect(rfc2397.decodeData(`data:text/plain${';a=b'.repeat(n)},x`).parameters).toHaveLength(n);
    expect(rfc2397.decodeData(`data:;base64,${'QUJD'.repeat(n)}`).bytes.length).toBe(3 * n);
    expect(rfc2397.check(`data:text/plain${';base64'.repeat(n)},`)?.offset).toBe(22);
    expect(() => rfc2397.decodeData(`data:;base64,${'QUJD'.repeat(n)}Q`)).toThrow(expect.objectContaining({ offset: 13 + 4 * n + 1, kind: 'incomplete-quantum' }));
  });
});

// ----- The `// PEG:` place of grammar/rfc2397.peggy, with the generated Peggy parser itself -----

describe('PEG place (grammar/rfc2397.peggy), parsed by the generated parser', () => {
  const accepts = acceptsBy(peg);

  test('every `// PEG:` comment of the grammar is pinned here', () => {
    expect(readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc2397.peggy'), 'utf8').match(/^\/\/ PEG:/gm)).toHaveLength(1);
  });

  test('dataurl: safe as ordered; ";base64" tried as a parameter gives its ";" back, and is the extension before ","', () => {
    expect(accepts('dataurl', 'data:text/plain;base64,SGk=')).toMatchObject({ base64: true, mediatype: { parameters: [] } });
    expect(accepts('dataurl', 'data:;base64=1;base64,')).toMatchObject({ base64: true, mediatype: { parameters: [{ attribute: { text: 'base64' }, value: { text: '1' } }] } });
    expect(accepts('dataurl', 'data:;base64=1,')).toMatchObject({ base64: false });
    expect(accepts('dataurl', 'data:,')).toMatchObject({ mediatype: null, base64: false });
    expect(accepts('mediatype', ';base64')).toBe(null);
    expect(accepts('dataurl', 'data:;base64;base64,')).toBe(null);
  });
});
