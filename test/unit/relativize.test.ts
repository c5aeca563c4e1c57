/** Tests of relativize: the shortest reference that resolves (RFC 3986 §5.2) back to the target. */

import { describe, expect, test } from '@jest/globals';
import { isUriSyntaxError, parse, relativize, resolve, ResolveError } from '../../src/index.js';

const B = 'http://a/b/c/d;p?q';

// [source, base, target, shortest reference]
const cases: [string, string, string, string][] = [
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/g', 'g'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/g/', 'g/'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/g?y#s', 'g?y#s'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/d;p?q', ''],
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/d;p?q#s', '#s'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/d;p?y', '?y'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/d;p', 'd;p'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/;x', ';x'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/c/', '.'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/', '..'],
  ['RFC 3986 §5.4.1', B, 'http://a/b/g', '../g'],
  ['RFC 3986 §5.4.1', B, 'http://a/', '/'],
  ['RFC 3986 §5.4.1', B, 'http://a/g', '/g'],
  ['RFC 3986 §5.4.1', B, 'http://g', '//g'],
  ['RFC 3986 §5.4.1', B, 'g:h', 'g:h'],
  ['RFC 3986 §5.4.2', B, 'http://a/b/c/d;p?q#s/../x', '#s/../x'],
  ['RFC 3986 §4.2', B, 'http://a/b/c/g:h', './g:h'],
  ['RFC 3986 §4.2', B, 'http://a/b/c//x', './/x'],
  ['RFC 3986 §4.2', B, 'http://a/b/x/y', '../x/y'],
  ['RFC 3986 §4.2', B, 'http://a', '//a'],
  ['RFC 3986 §4.2', B, 'HTTP://a/b/c/g', 'HTTP://a/b/c/g'],
  ['RFC 3986 §4.2', B, 'http://A/b/c/g', '//A/b/c/g'],
  ['RFC 3986 §4.4', 'http://a/b?q#f', 'http://a/b?q', ''],
  ['RFC 3986 §4.4', 'http://a/b?q', 'http://a/b', 'b'],
  ['RFC 3986 §4.4', 'http://a/b/?q', 'http://a/b/', '.'],
  ['RFC 3986 §5.2.3', 'http://a', 'http://a/x', 'x'],
  ['RFC 3986 §5.2.3', 'foo:a/b', 'foo:a/c', 'c'],
  ['RFC 3986 §5.2.3', 'foo:a/b', 'foo:c', 'foo:c'],
  ['RFC 3986 §5.2.3', 'foo:a/b', 'foo:/c', '/c'],
  ['RFC 3986 §5.2.2', 'foo:/a/b', 'foo:/.//c', '/.//c'],
  ['RFC 3986 §5.2.2', 'foo:/a/b', 'foo:', 'foo:'],
  ['RFC 3986 §5.2.2', 'urn:example:a123', 'urn:example:a123#x', '#x'],
  ['RFC 3986 §5.2.2', 'mailto:a@b', 'mailto:c@d', 'c@d'],
];

describe('relativize', () => {
  test.each(cases)('%s: %s → %s', (_source, base, target, expected) => {
    const ref = relativize(base, target);
    expect(ref).toBe(expected);
    expect(resolve(base, ref)).toBe(target);
  });

  test('parsed nodes in', () => {
    expect(relativize(parse(B, 'URI'), parse('http://a/b/g?y', 'URI'))).toBe('../g?y');
  });
});

describe('relativize: errors', () => {
  const kind = (f: () => unknown): string => {
    try {
      f();
    } catch (e) {
      if (e instanceof ResolveError) return e.kind;
      if (isUriSyntaxError(e)) return 'UriSyntaxError';
      return String(e);
    }
    return 'none';
  };

  test('a target with dot segments is the result of no resolution (RFC 3986 §5.2.4)', () => {
    expect(kind(() => relativize(B, 'http://a/b/../c'))).toBe('target-not-resolved');
    expect(kind(() => relativize(B, 'foo:a/../c'))).toBe('target-not-resolved');
  });

  test('base and target must be URIs (RFC 3986 §5.1)', () => {
    expect(kind(() => relativize('/a', 'http://a/'))).toBe('base-not-absolute');
    expect(kind(() => relativize(B, '/a'))).toBe('target-not-absolute');
    expect(kind(() => relativize(B, 'http://a b'))).toBe('UriSyntaxError');
    expect(kind(() => relativize('http://a b', 'http://a'))).toBe('UriSyntaxError');
    expect(() => relativize(B, parse('/a') as never)).toThrow(TypeError);
  });
});
