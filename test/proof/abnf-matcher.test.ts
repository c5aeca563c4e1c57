/**
 * Hand cases for the ABNF oracle in `support/abnf.ts`, which the grammar
 * equivalence tests trust.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { describe, expect, test } from '@jest/globals';
import {
  AbnfSyntaxError, Grammar, RFC5234_CORE_RULES, grammarEntries, loadGrammar, matches, rfc3986, ruleNames, sample, viablePrefix,
} from '../support/abnf';
import type { Node } from '../support/abnf';
import { exhaustive, mutate, randomStrings, seededRandom } from '../support/inputs';

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

describe('the grammars of grammar/grammars.json', () => {
  const rfc3987 = loadGrammar('rfc3987');
  const rfc6874 = loadGrammar('rfc6874');

  test('every grammar loads, with its start rule and its alphabet', () => {
    for (const entry of grammarEntries()) {
      const g = loadGrammar(entry.name);
      expect(g.name).toBe(entry.name);
      expect(g.alphabet).toBe(entry.alphabet);
      expect(g.ruleNames()).toContain(entry.start);
    }
    expect(loadGrammar('rfc3986')).toBe(rfc3986);
    expect(() => loadGrammar('rfc0000')).toThrow(/not in grammar\/grammars.json/);
  });

  test('rfc3987 is its own file: the 25 rules that differ from RFC 3986, then the 14 that are the same, in the RFC\'s order', () => {
    const names = rfc3987.ruleNames();
    expect(names).toHaveLength(39);
    expect(names.slice(0, 4)).toEqual(['IRI', 'ihier-part', 'IRI-reference', 'absolute-IRI']);
    expect(names.slice(22, 26)).toEqual(['iunreserved', 'ucschar', 'iprivate', 'scheme']);
    expect(names.slice(-4)).toEqual(['unreserved', 'reserved', 'gen-delims', 'sub-delims']);
    const extra = rfc3987.referencedRuleNames().filter((n) => !names.includes(n));
    expect(extra.sort()).toEqual(['ALPHA', 'DIGIT', 'HEXDIG']);
    // The shared rules are defined as in RFC 3986, every rule they reach included.
    for (const rule of names.slice(25)) expect(rfc3987.definitionKey(rule)).toBe(rfc3986.definitionKey(rule));
  });

  test('rfc6874 (abnfExtends): RFC 3986\'s rules with IP-literal replaced in place, then ZoneID and IPv6addrz', () => {
    const names = rfc6874.ruleNames();
    expect(names).toEqual([...rfc3986.ruleNames(), 'ZoneID', 'IPv6addrz']);
    expect(rfc6874.definitionText('IP-literal')).toBe('"[" ( IPv6address / IPv6addrz / IPvFuture ) "]"');
    expect(rfc3986.definitionText('IP-literal')).toBe('"[" ( IPv6address / IPvFuture ) "]"');
    expect(rfc6874.definitionText('IPv6addrz')).toBe('IPv6address "%25" ZoneID');
    const changed = names.filter((n) => !rfc3986.hasRule(n) || rfc6874.definitionKey(n) !== rfc3986.definitionKey(n));
    // IP-literal and every rule that reaches it, and the new rules.
    expect(changed).toEqual(['URI', 'hier-part', 'URI-reference', 'absolute-URI', 'relative-ref', 'relative-part', 'authority', 'host', 'IP-literal', 'ZoneID', 'IPv6addrz']);
  });

  test.each([
    ['[fe80::1%25eth0]', true, false],
    ['[fe80::1%eth0]', false, false],
    ['[fe80::1%25]', false, false],
    ['[fe80::1%25%41]', true, false],
    ['[fe80::1%25a%2]', false, false],
    ['[::1]', true, true],
    ['[v1.x]', true, true],
    ['[v1.x%25eth0]', false, false],
    ['[1.2.3.4%25eth0]', false, false],
  ])('IP-literal %j: rfc6874 %s, rfc3986 %s', (s, in6874, in3986) => {
    expect(rfc6874.matches('IP-literal', s)).toBe(in6874);
    expect(rfc3986.matches('IP-literal', s)).toBe(in3986);
  });

  test('the composition reaches through the rules that reference IP-literal', () => {
    expect(rfc6874.matches('URI-reference', 'http://[fe80::1%25eth0]:80/p')).toBe(true);
    expect(rfc3986.matches('URI-reference', 'http://[fe80::1%25eth0]:80/p')).toBe(false);
    expect(rfc6874.viablePrefix('URI-reference', 'http://[fe80::1%eth0]/')).toBe(16);
    expect(rfc3986.viablePrefix('URI-reference', 'http://[fe80::1%25eth0]/')).toBe(15);
  });
});

describe('layers and the core rules', () => {
  test('a later text replaces a rule in place, adds new rules after, and extends one with =/', () => {
    const g = new Grammar(['a = b "1"\nb = "x"\nc = "c"', 'b = "y" / "z"\nd = b c\nc =/ "k"']);
    expect(g.ruleNames()).toEqual(['a', 'b', 'c', 'd']);
    expect(g.matches('a', 'y1')).toBe(true);
    expect(g.matches('a', 'x1')).toBe(false);
    expect(g.matches('d', 'zk')).toBe(true);
    expect(g.matches('d', 'zc')).toBe(true);
    expect(g.definitionText('c')).toBe('"c" / "k"');
    expect(() => new Grammar(['a = "x"', 'b = "1"\nb = "2"'])).toThrow(/defined twice/);
  });

  test('all of RFC 5234 Appendix B.1 is there; a rule of the grammar hides the core rule of that name', () => {
    const g = new Grammar('a = LWSP VCHAR\nb = BIT CHAR CTL DQUOTE OCTET\nc = ALPHA DIGIT HEXDIG', RFC5234_CORE_RULES);
    expect(g.matches('a', ' \t\r\n x')).toBe(true);
    expect(g.matches('a', '\r\nx')).toBe(false); // CRLF must be followed by WSP
    expect(g.matches('b', '1\x01\x7f"\xff')).toBe(true);
    expect(g.matches('b', '2\x01\x7f"\xff')).toBe(false);
    expect(g.matches('c', 'z9f')).toBe(true);
    expect(g.referencedRuleNames().sort()).toEqual(
      ['a', 'b', 'c', 'LWSP', 'VCHAR', 'WSP', 'CRLF', 'SP', 'HTAB', 'CR', 'LF', 'BIT', 'CHAR', 'CTL', 'DQUOTE', 'OCTET', 'ALPHA', 'DIGIT', 'HEXDIG'].sort(),
    );
    const own = new Grammar('a = 1*digit\ndigit = "d"', RFC5234_CORE_RULES);
    expect(own.matches('a', 'dd')).toBe(true);
    expect(own.matches('a', '1')).toBe(false);
  });
});

describe('code points', () => {
  const g = new Grammar(['a = %x10000-10FFFF', 'b = "x" %x1F600 "y"', 'c = *( %x61 / %xE9 / %x1F600-1F64F )'].join('\n'));

  test('ranges above U+FFFF match surrogate pairs as one code point', () => {
    expect(g.matches('a', '\u{10000}')).toBe(true);
    expect(g.matches('a', '\u{10FFFF}')).toBe(true);
    expect(g.matches('a', '\uFFFF')).toBe(false);
    expect(g.matches('a', '\uD800\uDC00')).toBe(true); // the pair of U+10000
    expect(g.matches('a', '\uD800')).toBe(false);
    expect(g.matches('a', '\uDC00')).toBe(false);
    expect(g.matches('a', '\u{10000}\u{10000}')).toBe(false);
    expect(g.matches('b', 'x😀y')).toBe(true);
    expect(g.matches('b', 'X😀Y')).toBe(true);
    expect(g.matches('c', 'aé😀🙏a')).toBe(true);
    expect(g.matches('c', 'aÉ')).toBe(false); // RFC 5234 §2.3: case-insensitive for ASCII letters only
  });

  test('offsets are UTF-16 indexes: a bad code point fails at its first unit, a lone surrogate at itself', () => {
    expect(g.viablePrefix('b', 'x😀y')).toBe(4);
    expect(g.viablePrefix('b', 'x😀z')).toBe(3);
    expect(g.viablePrefix('b', 'x😁y')).toBe(1); // a disallowed astral character: at its high surrogate
    expect(g.viablePrefix('c', 'a😀\uD83D')).toBe(3); // ends in a lone high surrogate: at it, not at the end
    expect(g.viablePrefix('c', 'a\uDE00\uD83Da')).toBe(1); // a reversed pair: at its first unit
    expect(g.viablePrefix('c', 'a\uDE00')).toBe(1);
    expect(g.viablePrefix('c', 'aé\uD83Da')).toBe(2);
    expect(g.viablePrefix('c', '😀😀')).toBe(4);
  });

  test('the loader rejects ranges with surrogates, above %x10FFFF, and non-ASCII terminals in an ascii grammar', () => {
    expect(() => new Grammar('a = %xD700-D800')).toThrow(/surrogate/);
    expect(() => new Grammar('a = %xDFFF-E000')).toThrow(/surrogate/);
    expect(() => new Grammar('a = %x110000')).toThrow(AbnfSyntaxError);
    expect(() => new Grammar('a = %x41-80', '', { alphabet: 'ascii' })).toThrow(/ascii/);
    expect(new Grammar('a = %x41-80').alphabet).toBe('unicode');
    expect(new Grammar('a = %x41-7F').alphabet).toBe('ascii');
  });

  test('sample emits code points of every size, often a range\'s edges', () => {
    const random = seededRandom(10646);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const s = g.sample('a', random);
      expect(g.matches('a', s)).toBe(true);
      seen.add(s);
    }
    for (const edge of ['\u{10000}', '\u{10001}', '\u{10FFFE}', '\u{10FFFF}']) expect(seen.has(edge)).toBe(true);
    expect(seen.size).toBeGreaterThan(900);
  });
});

describe('RFC 3987', () => {
  const rfc3987 = loadGrammar('rfc3987');
  // RFC 3987 §2.2, written out here on their own.
  const UCSCHAR = [
    [0xa0, 0xd7ff], [0xf900, 0xfdcf], [0xfdf0, 0xffef], [0x10000, 0x1fffd], [0x20000, 0x2fffd], [0x30000, 0x3fffd],
    [0x40000, 0x4fffd], [0x50000, 0x5fffd], [0x60000, 0x6fffd], [0x70000, 0x7fffd], [0x80000, 0x8fffd], [0x90000, 0x9fffd],
    [0xa0000, 0xafffd], [0xb0000, 0xbfffd], [0xc0000, 0xcfffd], [0xd0000, 0xdfffd], [0xe1000, 0xefffd],
  ];
  const IPRIVATE = [[0xe000, 0xf8ff], [0xf0000, 0xffffd], [0x100000, 0x10fffd]];
  const edges = (ranges: number[][]) =>
    ranges.flatMap(([lo, hi]) => [[lo - 1, false], [lo, true], [lo + 1, true], [hi - 1, true], [hi, true], [hi + 1, false]] as [number, boolean][]);

  test.each([['ucschar', UCSCHAR], ['iprivate', IPRIVATE]] as const)('%s: the edges of every range, and one past them', (rule, ranges) => {
    const wrong = edges(ranges as unknown as number[][])
      .filter(([cp, expected]) => rfc3987.matches(rule, String.fromCodePoint(cp)) !== expected)
      .map(([cp]) => `U+${cp.toString(16).toUpperCase()}`);
    expect(wrong).toEqual([]);
    expect(rfc3987.matches(rule, 'a')).toBe(false);
    expect(rfc3987.matches(rule, '')).toBe(false);
  });

  test('no lone or reversed surrogate is a character of any rule', () => {
    const random = seededRandom(3987);
    for (const rule of rfc3987.ruleNames()) {
      for (const s of ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800']) {
        expect(rfc3987.matches(rule, s)).toBe(false);
        const valid = rfc3987.sample(rule, random);
        expect(rfc3987.viablePrefix(rule, valid + s + 'a')).toBeLessThanOrEqual(valid.length);
      }
    }
    expect(rfc3987.viablePrefix('ifragment', 'a\uD800')).toBe(1);
    expect(rfc3987.viablePrefix('ifragment', 'ab\uD83D')).toBe(2);
    expect(rfc3987.viablePrefix('ifragment', 'a\uDC00\uD800b')).toBe(1);
    expect(rfc3987.viablePrefix('ifragment', 'a\u{1FFFE}b')).toBe(1);
    expect(rfc3987.viablePrefix('ifragment', 'a\u{1FFFD}b')).toBe(4);
    expect(rfc3987.viablePrefix('IRI', 'http://h/\u{10000}\uDFFF')).toBe(11);
  });

  test('iprivate is allowed in iquery only, not in ifragment, ipath or ihost', () => {
    for (const p of ['\uE000', '\u{F0000}', '\u{10FFFD}']) {
      expect(rfc3987.matches('iquery', `a${p}`)).toBe(true);
      expect(rfc3987.matches('ifragment', `a${p}`)).toBe(false);
      expect(rfc3987.matches('ipath', `a${p}`)).toBe(false);
      expect(rfc3987.matches('isegment', p)).toBe(false);
      expect(rfc3987.matches('ihost', p)).toBe(false);
    }
    expect(rfc3987.matches('IRI', 'http://\u00E9xample.org/\u00FC?\uE000#\u4E2D')).toBe(true);
    expect(rfc3987.viablePrefix('IRI', 'http://h/p?\uE000#\uE000')).toBe(13);
    expect(rfc3987.viablePrefix('IRI', 'http://h/\uE000')).toBe(9);
  });

  test('the character classes of ucschar: one per range, and the rest of the code points', () => {
    const t = rfc3987.terminals('ucschar');
    expect(t.ranges).toHaveLength(17);
    expect(t.classes).toHaveLength(18);
    expect(t.classes[1]).toEqual([[0xa0, 0xd7ff]]);
    expect(t.classes[0].slice(0, 3)).toEqual([[0, 0x9f], [0xd800, 0xf8ff], [0xfdd0, 0xfdef]]);
    expect(rfc3987.terminals('iunreserved').quoted).toEqual(['-', '.', '_', '~']);
  });
});

/**
 * The labels of the alternatives that some complete derivation of s from the
 * rule goes through, by backtracking over the ABNF tree itself (no automaton):
 * a second opinion on `Grammar.coverage`, for short inputs.
 */
function derivedThrough(grammar: Grammar, rule: string, s: string): string[] {
  type Partial = { end: number; alts: string[] };
  const dedupe = (rs: Partial[]) => {
    const seen = new Map<string, Partial>();
    for (const r of rs) {
      const alts = [...new Set(r.alts)].sort();
      seen.set(`${r.end} ${alts.join('|')}`, { end: r.end, alts });
    }
    return [...seen.values()];
  };
  const go = (node: Node, inRule: string, pos: number): Partial[] => {
    switch (node.kind) {
      case 'alt':
        return dedupe(node.items.flatMap((item, i) => go(item, inRule, pos).map((r) => ({ end: r.end, alts: [...r.alts, `${inRule}: ${node.texts[i]}`] }))));
      case 'cat': {
        let acc: Partial[] = [{ end: pos, alts: [] }];
        for (const item of node.items) acc = dedupe(acc.flatMap((a) => go(item, inRule, a.end).map((r) => ({ end: r.end, alts: [...a.alts, ...r.alts] }))));
        return acc;
      }
      case 'rep': {
        let level: Partial[] = [{ end: pos, alts: [] }];
        const out: Partial[] = node.min === 0 ? [...level] : [];
        for (let n = 1; n <= Math.min(node.max, s.length + 1) && level.length; n++) {
          level = dedupe(level.flatMap((a) => go(node.item, inRule, a.end).map((r) => ({ end: r.end, alts: [...a.alts, ...r.alts] }))));
          if (n >= node.min) out.push(...level);
        }
        return dedupe(out);
      }
      case 'ref': {
        const name = grammar.ruleNames().find((n) => n.toLowerCase() === node.name.toLowerCase()) ?? node.name.toUpperCase();
        return go(grammar.definition(node.name), name, pos);
      }
      case 'str':
        return s.slice(pos, pos + node.text.length).toLowerCase() === node.text.toLowerCase() ? [{ end: pos + node.text.length, alts: [] }] : [];
      case 'range': {
        const cp = s.codePointAt(pos);
        return cp !== undefined && cp >= node.lo && cp <= node.hi ? [{ end: pos + (cp > 0xffff ? 2 : 1), alts: [] }] : [];
      }
      case 'prose':
        return [];
    }
  };
  const done = go(grammar.definition(rule), rule, 0).filter((r) => r.end === s.length);
  return [...new Set(done.flatMap((r) => r.alts))];
}

describe('coverage of alternatives', () => {
  const g = new Grammar(
    [
      'a = "x" / b / "x" "y"',
      'b = 1*"y" / "z"',
      'c = 1*"x" / "x" *"x"', // ambiguous: "x" derives through both
      'd = *( "p" / "q" ) [ "r" / "s" ] 0( "t" / "u" )',
    ].join('\n'),
  );

  test('counts, per alternative, the valid inputs that derive through it (grouped by rule, rules in the order reached)', () => {
    const cov = g.coverage('a', ['x', 'yy', 'xy', 'z', 'Y', 'q', '']);
    expect(cov.inputs).toBe(7);
    expect(cov.valid).toBe(5);
    expect(cov.alternatives.map((a) => [a.label, a.count])).toEqual([
      ['a: "x"', 1],
      ['a: b', 3],
      ['a: "x" "y"', 1],
      ['b: 1*"y"', 2],
      ['b: "z"', 1],
    ]);
  });

  test('an ambiguous input counts for every alternative it derives through', () => {
    const cov = g.coverage('c', ['x', 'xx']);
    expect(cov.alternatives.map((a) => a.count)).toEqual([2, 2]);
  });

  test('alternatives inside repetitions and options count; those under repetition 0 are not reachable', () => {
    const cov = g.coverage('d', ['', 'pq', 'ppr', 'qs', 'pt']);
    expect(cov.alternatives.map((a) => [a.label, a.count])).toEqual([
      ['d: "p"', 2],
      ['d: "q"', 2],
      ['d: "r"', 1],
      ['d: "s"', 1],
    ]);
  });

  test('IPv6address: each input derives through the alternatives that fit its "::"', () => {
    const cov = rfc3986.coverage('IPv6address', ['::', '1::', '1:2:3:4:5:6:7:8', '::1.2.3.4', '1::2', 'x']);
    const count = (label: string) => cov.alternatives.find((a) => a.label === label)!.count;
    expect(count('IPv6address: 6( h16 ":" ) ls32')).toBe(1);
    expect(count('IPv6address: [ *6( h16 ":" ) h16 ] "::"')).toBe(2);
    expect(count('IPv6address: [ *4( h16 ":" ) h16 ] "::" ls32')).toBe(1); // "::1.2.3.4"; in "1::2", "2" is no ls32
    expect(count('IPv6address: [ *5( h16 ":" ) h16 ] "::" h16')).toBe(1);
    expect(count('IPv6address: [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32')).toBe(0);
    expect(count('ls32: IPv4address')).toBe(1);
    expect(count('dec-octet: DIGIT')).toBe(1);
    expect(count('HEXDIG: DIGIT')).toBe(3);
  });

  test('agrees with a brute-force enumeration of derivations over the ABNF tree', () => {
    const random = seededRandom(42);
    const short = (r: () => number) => (r() < 0.3 ? 1 : 0);
    const cases: [Grammar, string, string[]][] = [
      [rfc3986, 'IPv6address', [...exhaustive(['1', 'a', ':', '.'], 6), ...Array.from({ length: 300 }, () => sample('IPv6address', random))]],
      [rfc3986, 'dec-octet', [...exhaustive(['0', '1', '2', '5', '9'], 3)]],
      [loadGrammar('rfc6874'), 'IP-literal', Array.from({ length: 300 }, () => loadGrammar('rfc6874').sample('IP-literal', random, short))],
      [loadGrammar('rfc3987'), 'IRI-reference', Array.from({ length: 300 }, () => loadGrammar('rfc3987').sample('IRI-reference', random, short))],
      [rfc3986, 'URI-reference', Array.from({ length: 300 }, () => rfc3986.sample('URI-reference', random, short))],
    ];
    const wrong: string[] = [];
    for (const [grammar, rule, inputs] of cases) {
      for (const s of inputs) {
        const expected = derivedThrough(grammar, rule, s);
        const actual = grammar.coverage(rule, [s]).alternatives.filter((a) => a.count > 0).map((a) => a.label);
        if (JSON.stringify(actual.sort()) !== JSON.stringify(expected.sort())) wrong.push(`${rule} ${JSON.stringify(s)}: ${actual} != ${expected}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  test('sampleThrough derives through the alternative it is given, for every alternative of every start rule', () => {
    const random = seededRandom(5234);
    for (const entry of grammarEntries()) {
      const grammar = loadGrammar(entry.name);
      const alternatives = grammar.alternativesOf(entry.start);
      const samples = alternatives.map((a) => grammar.sampleThrough(entry.start, a, random));
      const cov = grammar.coverageCounter(entry.start);
      const missing = alternatives.filter((a, i) => {
        const one = grammar.coverage(entry.start, [samples[i]]);
        cov.add(samples[i]);
        return one.alternatives.find((x) => x.id === a.id)!.count !== 1;
      });
      expect(missing.map((a) => a.label)).toEqual([]);
      expect(cov.result().alternatives.every((a) => a.count > 0)).toBe(true);
    }
  });
});

describe('every grammar: samples match, every prefix of a sample is viable', () => {
  test.each(grammarEntries().map((e) => e.name))('%s', (name) => {
    const grammar = loadGrammar(name);
    const random = seededRandom(7);
    const chars = ['a', '%', ':', '/', '?', '#', '[', ']', '\u00A0', '\uE000', '\u{10000}', '\u{1FFFE}', '\uD800', '\uDC00'];
    const failures: string[] = [];
    for (const rule of grammar.ruleNames()) {
      for (let i = 0; i < 40; i++) {
        const valid = grammar.sample(rule, random);
        if (!grammar.matches(rule, valid)) failures.push(`sample ${rule} ${JSON.stringify(valid)}`);
        for (let k = 0; k <= valid.length; k++) {
          const code = valid.charCodeAt(k - 1);
          if (k > 0 && code >= 0xd800 && code <= 0xdbff) continue; // the middle of a pair is no prefix
          if (grammar.viablePrefix(rule, valid.slice(0, k)) !== k) failures.push(`${rule} ${JSON.stringify(valid.slice(0, k))}`);
        }
        const s = mutate(random, valid, () => chars[Math.floor(random() * chars.length)]);
        const k = grammar.viablePrefix(rule, s);
        const consistent = grammar.viablePrefix(rule, s.slice(0, k)) === k && (!grammar.matches(rule, s) || k === s.length);
        if (!consistent) failures.push(`${rule} ${JSON.stringify(s)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
