/**
 * Hand cases for the ABNF oracle in `support/abnf.ts`, which the grammar
 * equivalence tests trust.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { describe, expect, test } from '@jest/globals';
import { AbnfSyntaxError, Grammar, matches, rfc3986, ruleNames, sample, viablePrefix } from './support/abnf';
import { exhaustive, mutate, randomStrings, seededRandom } from './support/inputs';

describe('RFC 3986 Appendix A as read from grammar/rfc3986.abnf', () => {
  test('has the 36 rules in file order', () => {
    const names = ruleNames();
    expect(names).toHaveLength(36);
    expect(names.slice(0, 6)).toEqual(['URI', 'hier-part', 'URI-reference', 'absolute-URI', 'relative-ref', 'relative-part']);
    expect(names.slice(-4)).toEqual(['unreserved', 'reserved', 'gen-delims', 'sub-delims']);
    expect(new Set(names).size).toBe(36);
  });

  test('references exactly the core rules ALPHA, DIGIT and HEXDIG (RFC 5234 B.1)', () => {
    const extra = rfc3986.referencedRuleNames().filter((n) => !ruleNames().includes(n));
    expect(extra.sort()).toEqual(['ALPHA', 'DIGIT', 'HEXDIG']);
  });
});

describe('matches', () => {
  test.each(['0', '9', '10', '99', '100', '199', '200', '249', '250', '255'])('dec-octet accepts %s', (s) => {
    expect(matches('dec-octet', s)).toBe(true);
  });
  test.each(['', '00', '01', '099', '256', '260', '300', '1000', 'a', ' 1'])('dec-octet rejects %j', (s) => {
    expect(matches('dec-octet', s)).toBe(false);
  });

  test.each(['::', '::1', '1::', '::ffff:1.2.3.4', '1:2:3:4:5:6:7:8', 'FFFF::', '1:2:3:4:5:6:1.2.3.4', '1::2:3', 'a:b::c:1.2.3.4', '1:2:3:4:5:6:7::', '::2:3:4:5:6:7:8'])(
    'IPv6address accepts %s',
    (s) => {
      expect(matches('IPv6address', s)).toBe(true);
    },
  );
  test.each(['1:2:3:4:5:6:7:8:9', '::01.1.1.1', ':::', '1::2::3', '12345::', '1:2:3:4:5:6:7', '::1.2.3', '1:2:3:4:5:6:7:1.2.3.4', '', '[::1]', 'g::'])(
    'IPv6address rejects %j',
    (s) => {
      expect(matches('IPv6address', s)).toBe(false);
    },
  );

  test('IPvFuture: "v" is case-insensitive (RFC 5234 §2.3)', () => {
    expect(matches('IPvFuture', 'V1.x')).toBe(true);
    expect(matches('IPvFuture', 'v1.x')).toBe(true);
    expect(matches('IPvFuture', 'vF.a:b')).toBe(true);
    expect(matches('IPvFuture', 'v.x')).toBe(false);
    expect(matches('IPvFuture', 'v1.')).toBe(false);
    expect(matches('IPvFuture', 'vg.x')).toBe(false);
  });

  test('path-empty = 0<pchar> matches only the empty string', () => {
    expect(matches('path-empty', '')).toBe(true);
    expect(matches('path-empty', 'a')).toBe(false);
  });

  test('pct-encoded takes hex digits of either case; no code unit above 127 matches', () => {
    expect(matches('pct-encoded', '%aF')).toBe(true);
    expect(matches('pct-encoded', '%g0')).toBe(false);
    expect(matches('segment', 'é')).toBe(false);
    expect(matches('fragment', 'a\u0100')).toBe(false);
  });

  test('URI-level rules', () => {
    expect(matches('URI', 'http://example.com/a?b#c')).toBe(true);
    expect(matches('URI', '//example.com')).toBe(false);
    expect(matches('URI-reference', '//example.com')).toBe(true);
    expect(matches('URI-reference', '')).toBe(true);
    expect(matches('relative-ref', 'a:b')).toBe(false);
    expect(matches('relative-ref', './a:b')).toBe(true);
    expect(matches('absolute-URI', 'a:b#c')).toBe(false);
    expect(matches('authority', 'u:p@[v1.x]:80')).toBe(true);
    expect(matches('host', '[::1')).toBe(false);
    expect(matches('path-absolute', '//a')).toBe(false);
    expect(matches('path-abempty', '//a')).toBe(true);
    expect(matches('scheme', 'a+b-c.d')).toBe(true);
    expect(matches('scheme', '1a')).toBe(false);
  });
});

describe('a second opinion: Node.js address validation', () => {
  // node:net checks the RFC 4291 §2.2 / RFC 3986 §3.2.2 text forms on its
  // own; "%" is left out because it also accepts RFC 4007 zone identifiers.
  const random = seededRandom(4291);
  const disagreeing = (rule: string, isIP: (s: string) => boolean, inputs: Iterable<string>) => {
    const out: string[] = [];
    for (const s of inputs) if (matches(rule, s) !== isIP(s)) out.push(s);
    return out.slice(0, 10);
  };

  test('IPv6address agrees with net.isIPv6', () => {
    const alphabet = ['0', '1', '2', '5', '9', 'a', 'F', 'g', ':', '.'];
    const inputs = [...exhaustive(alphabet, 5), ...randomStrings(random, alphabet, 6, 30, 50_000)];
    for (let i = 0; i < 20_000; i++) {
      const s = sample('IPv6address', random);
      inputs.push(s, mutate(random, s, () => alphabet[Math.floor(random() * alphabet.length)]));
    }
    expect(disagreeing('IPv6address', isIPv6, inputs)).toEqual([]);
  });

  test('IPv4address agrees with net.isIPv4', () => {
    const alphabet = ['0', '1', '2', '4', '5', '6', '9', '.'];
    const inputs = [...exhaustive(alphabet, 6), ...randomStrings(random, alphabet, 7, 16, 50_000)];
    expect(disagreeing('IPv4address', isIPv4, inputs)).toEqual([]);
  });
});

describe('viablePrefix', () => {
  test.each([
    ['URI-reference', 'a:b#c#d', 5],
    ['URI-reference', 'http://exa mple.com/', 10],
    ['URI-reference', 'http://h/%zz', 10],
    ['URI-reference', 'http://h/%4', 11],
    ['URI-reference', 'http://[::1]x', 12],
    ['IPv6address', '1:2:3:4:5:6:7:8:9', 15],
    ['IPv6address', '::01.1.1.1', 4],
    ['dec-octet', '256', 2],
    ['dec-octet', '', 0],
    ['scheme', '1a', 0],
    ['path-empty', 'x', 0],
    ['segment', 'aé', 1],
  ] as const)('viablePrefix(%s, %j) = %d', (rule, s, n) => {
    expect(viablePrefix(rule, s)).toBe(n);
  });

  test('every prefix of a valid string is viable; the first invalid character stops it', () => {
    const random = seededRandom(3986);
    const chars = ['a', 'F', '0', '9', ':', '/', '?', '#', '[', ']', '@', '%', '.', ' ', 'é'];
    const failures: string[] = [];
    for (const rule of ruleNames()) {
      for (let i = 0; i < 100; i++) {
        const valid = sample(rule, random);
        for (let k = 0; k <= valid.length; k++) {
          if (viablePrefix(rule, valid.slice(0, k)) !== k) failures.push(`${rule} ${JSON.stringify(valid.slice(0, k))}`);
        }
        const s = mutate(random, valid, () => chars[Math.floor(random() * chars.length)]);
        const k = viablePrefix(rule, s);
        const consistent =
          viablePrefix(rule, s.slice(0, k)) === k &&
          (k === s.length || viablePrefix(rule, s.slice(0, k + 1)) === k) &&
          (!matches(rule, s) || k === s.length);
        if (!consistent) failures.push(`${rule} ${JSON.stringify(s)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('is the input length exactly when the input is a prefix of the language', () => {
    expect(viablePrefix('URI', 'http://h/p')).toBe(10);
    expect(viablePrefix('URI', 'http')).toBe(4); // incomplete but viable
  });
});

describe('sample', () => {
  test('generates only members of the rule, deterministically', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (const rule of ruleNames()) {
      for (let i = 0; i < 200; i++) {
        const s = sample(rule, random);
        if (!matches(rule, s)) throw new Error(`sample(${rule}) = ${JSON.stringify(s)} does not match`);
      }
    }
  });
});

describe('RFC 5234 features of the ABNF reader', () => {
  const g = new Grammar(
    [
      'a = "aB" / %x30-31 ; comment with "quote" and / slash',
      '    / 2*3"x"',
      'b = *1a [ "." ] 3%d49.50 ; %d49.50 is "12"',
      'b =/ "z"',
      'c = 0<anything> "q"',
      'd = 1*DIGIT',
      'DIGIT = %x30-39',
    ].join('\n'),
  );
  test('quoted strings are case-insensitive, ranges and repeats work', () => {
    expect(g.matches('a', 'ab')).toBe(true);
    expect(g.matches('a', 'AB')).toBe(true);
    expect(g.matches('a', '1')).toBe(true);
    expect(g.matches('a', 'xx')).toBe(true);
    expect(g.matches('a', 'xxx')).toBe(true);
    expect(g.matches('a', 'x')).toBe(false);
    expect(g.matches('a', 'xxxx')).toBe(false);
  });
  test('num-val concatenation and incremental alternatives', () => {
    expect(g.matches('b', 'ab.121212')).toBe(true);
    expect(g.matches('b', '121212')).toBe(true);
    expect(g.matches('b', '1212')).toBe(false);
    expect(g.matches('b', 'z')).toBe(true);
    expect(g.matches('B', 'Z')).toBe(true); // rule names are case-insensitive
  });
  test('0<prose> matches the empty string', () => {
    expect(g.matches('c', 'q')).toBe(true);
  });
  test('rejects malformed or unsupported ABNF', () => {
    expect(() => new Grammar('a = <prose>').matches('a', '')).toThrow(/prose/);
    expect(() => new Grammar('a = 1<prose>')).toThrow(/prose/);
    expect(() => new Grammar('a = b')).toThrow(/undefined rule/);
    expect(() => new Grammar('a = "x" a').matches('a', 'x')).toThrow(/recursive/);
    expect(() => new Grammar('a = "x" [a]').sample('a', Math.random)).toThrow(/recursive/);
    expect(() => new Grammar('a = 3*2"x"')).toThrow(AbnfSyntaxError);
    expect(() => new Grammar('a = ("x"')).toThrow(AbnfSyntaxError);
    expect(() => new Grammar('a = "x\n')).toThrow(AbnfSyntaxError);
    expect(() => new Grammar('  a = "x"')).toThrow(AbnfSyntaxError);
  });
});
