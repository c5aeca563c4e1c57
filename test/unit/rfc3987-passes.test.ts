/**
 * The passes on IRIs (uri-grammar/rfc3987): resolve (RFC 3987 §6.5, by RFC
 * 3986 §5.2), normalize (§5.3.2) and the comparison ladder (§5.3).
 *
 * Resolution only moves text: an IRI resolves as the URI of the same shape
 * does. So every RFC 3986 resolution vector is run again with its letters
 * mapped to non-ASCII ones (outside schemes, percent-encodings and IP
 * literals), and must give the mapped target.
 */
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import * as iri from '../../src/grammars/rfc3987/index.js';
import { isValid as isUri, normalize as normalizeUri, resolve as resolveUri } from '../../src/index.js';
import resolveVectors from '../vectors/resolve.json';

/** Lowercase ASCII letters to Greek ones (ucschar), except in a scheme, a percent-encoding or brackets. */
function mapLetters(s: string): string {
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(s)?.[0] ?? '';
  let out = scheme;
  for (let i = scheme.length; i < s.length; i++) {
    const c = s[i]!;
    if (c === '%') {
      out += s.slice(i, i + 3);
      i += 2;
    } else out += c >= 'a' && c <= 'z' ? String.fromCodePoint(0x3b1 + c.charCodeAt(0) - 97) : c;
  }
  return out;
}

describe('resolve: every RFC 3986 vector, its letters non-ASCII', () => {
  const cases = resolveVectors.cases.filter((c) => !/[[\]]/.test(c.base + c.ref) && !c.base.includes('%'));
  test.each(cases.map((c) => [`${c.source} ${c.base} ${c.ref}`, c] as const))('%s', (_name, c) => {
    const options = 'strict' in c ? { strict: (c as { strict: boolean }).strict } : {};
    const target = iri.resolve(mapLetters(c.base), mapLetters(c.ref), options);
    expect(target).toBe(mapLetters(c.expected));
    expect(iri.isValid(target, 'IRI')).toBe(true);
  });

  test('errors: a relative base, an invalid reference', () => {
    expect(() => iri.resolve('/パス', 'x')).toThrow(iri.ResolveError);
    expect(() => iri.resolve('http://例え/', 'a\uE000')).toThrow(expect.objectContaining({ grammar: 'rfc3987', offset: 1 }) as unknown as Error);
    expect(iri.resolve('http://例え/a/b?q', '?\uE000')).toBe('http://例え/a/b?\uE000');
  });
});

describe('normalize (RFC 3987 §5.3.2)', () => {
  const cases: [string, string, iri.IriNormalizeOptions][] = [
    // §5.3.2.1: scheme and a US-ASCII host in lowercase; hex in uppercase; other case kept.
    ['HTTP://Example.COM/Pä/%7e', 'http://example.com/Pä/~', {}],
    ['http://ÉXAMPLE.jp/', 'http://ÉXAMPLE.jp/', {}],
    ['http://Ex%41mple.jp/%c3%a9', 'http://example.jp/%C3%A9', {}],
    // §5.3.2.3: only percent-encoded unreserved characters are decoded: %C3%A9 stays.
    ['example://a/b/c/%7Bfoo%7D/ros%c3%a9', 'example://a/b/c/%7Bfoo%7D/ros%C3%A9', {}],
    // §5.3.2.4: dot segments.
    ['eXAMPLE://a/./b/../b/%63/%7bfoo%7d/rosé', 'example://a/b/c/%7Bfoo%7D/rosé', {}],
    ['http://例え/ä/./b/../../ü', 'http://例え/ü', {}],
    ['パ/./b/../c', 'パ/c', {}],
    // §5.3.2.2: NFC only when asked.
    ['http://x/re\u0301sume\u0301', 'http://x/re\u0301sume\u0301', {}],
    ['http://x/re\u0301sume\u0301', 'http://x/résumé', { nfc: true }],
    ['HTTP://x:80/\u00e9', 'http://x/\u00e9', { level: 'scheme' }],
  ];
  test.each(cases)('%s', (input, expected, options) => {
    expect(iri.normalize(input, options)).toBe(expected);
    expect(iri.normalize(expected, options)).toBe(expected);
  });

  test('NFC that makes a character an IRI does not allow is an error, not a silent change', () => {
    expect(() => iri.normalize('http://x/\u1FEF', { nfc: true })).toThrow(RangeError);
    expect(() => iri.normalize('http://x/\uE000')).toThrow(expect.objectContaining({ grammar: 'rfc3987' }) as unknown as Error);
    expect(() => iri.normalize('x', { nfc: 'yes' as unknown as boolean })).toThrow(TypeError);
  });
});

describe('equivalent (RFC 3987 §5.3)', () => {
  test('the ladder: simple, syntax, scheme, and after mapping to URIs', () => {
    const a = 'example://a/b/c/%7Bfoo%7D/rosé';
    const b = 'eXAMPLE://a/./b/../b/%63/%7bfoo%7d/ros%C3%A9';
    expect(iri.equivalent(a, a, { level: 'simple' })).toBe(true);
    expect(iri.equivalent(a, b, { level: 'simple' })).toBe(false);
    // §5.3.2: syntax-based normalization alone keeps "é" apart from "%C3%A9" ...
    expect(iri.equivalent(a, b)).toBe(false);
    // ... §5.3.2.3: aligned by converting both to URIs.
    expect(iri.equivalent(a, b, { viaURI: true })).toBe(true);
    expect(iri.equivalent('http://x/résumé', 'http://x/re\u0301sume\u0301')).toBe(false);
    expect(iri.equivalent('http://x/résumé', 'http://x/re\u0301sume\u0301', { nfc: true })).toBe(true);
    expect(iri.equivalent('http://例え:80/', 'HTTP://例え/', { level: 'scheme' })).toBe(true);
    expect(iri.compare('http://a/β', 'http://a/α')).toBe(1);
  });
});

describe('laws on generated IRIs', () => {
  const chars = ['a', 'Z', '0', '-', '.', '_', '~', '!', '$', '&', '(', '=', ':', '@', '%41', '%c3%a9', '%2F', '%2e', 'é', 'パ', '\u{1F600}', '\u00A0', '\uFFEF'];
  const segment = fc.array(fc.constantFrom(...chars, '.', '..'), { maxLength: 4 }).map((a) => a.join(''));
  const path = fc.array(fc.oneof(segment, fc.constantFrom('.', '..')), { maxLength: 5 }).map((a) => a.join('/'));
  const query = fc.array(fc.constantFrom(...chars, '/', '?', '\uE000', '\u{F0000}'), { maxLength: 5 }).map((a) => a.join(''));
  const host = fc.constantFrom('例え.jp', 'EXAMPLE.com', 'Ü.de', '[::1]', '1.2.3.4', 'h%41');
  const reference = fc
    .tuple(fc.constantFrom('http:', 'X-Y:', ''), fc.option(host, { nil: undefined }), path, fc.option(query, { nil: undefined }), fc.option(query.map((q) => q.replace(/[\uE000]|\u{F0000}/gu, '')), { nil: undefined }))
    .map(([scheme, h, p, q, f]) => `${scheme}${h !== undefined ? `//${h}${p === '' || p.startsWith('/') ? p : `/${p}`}` : p}${q !== undefined ? `?${q}` : ''}${f !== undefined ? `#${f}` : ''}`)
    .filter((s) => iri.isValid(s));

  test('normalize gives a valid IRI-reference and is idempotent', () => {
    fc.assert(
      fc.property(reference, (s) => {
        const n = iri.normalize(s);
        return iri.isValid(n) && iri.normalize(n) === n;
      }),
      { numRuns: 3000, seed: 3987 },
    );
  });

  test('resolve gives a valid IRI, and commutes with toURI: resolving IRIs then mapping is resolving their URIs', () => {
    fc.assert(
      fc.property(reference.filter((s) => iri.isValid(s, 'IRI')), reference, (base, ref) => {
        const t = iri.resolve(base, ref);
        return iri.isValid(t, 'IRI') && iri.toURI(t) === resolveUri(iri.toURI(base), iri.toURI(ref));
      }),
      { numRuns: 3000, seed: 6 },
    );
  });

  test('comparison after mapping to URIs is RFC 3986 comparison of toURI', () => {
    fc.assert(
      fc.property(reference, (s) => {
        const key = iri.comparisonKey(s, { viaURI: true });
        return isUri(key) && key === normalizeUri(iri.toURI(s));
      }),
      { numRuns: 2000, seed: 5 },
    );
  });
});
