// UriSyntaxError: offset, expected, found, rule, format() with its caret and
// hints, the cross-copy guard, and the TypeErrors of the API.
import { expect, test } from '@jest/globals';
import { check, isUriSyntaxError, isValid, parse, UriSyntaxError } from '../../src/index.js';
import { excerpt } from '../../src/core/errors.js';
import { badPercent, utf8Escapes } from '../../src/core/hint-text.js';
import * as rfc3987 from '../../src/grammars/rfc3987/index.js';
import * as rfc6874 from '../../src/grammars/rfc6874/index.js';

test('the issue examples: offset, expected and found', () => {
  const e = check('http://exa mple.com/')!;
  expect(e).toBeInstanceOf(UriSyntaxError);
  expect(e).toMatchObject({ offset: 10, found: ' ', rule: 'URI-reference', code: 'ERR_URI_SYNTAX' });
  expect(e.expected).toEqual(['"#"', '"%"', '"/"', '":"', '"?"', '"@"', 'end of input', 'sub-delims', 'unreserved']);
  expect(check('http://h/%zz')).toMatchObject({ offset: 10, expected: ['HEXDIG'], found: 'z' });
  expect(check('a:b#c#d')).toMatchObject({ offset: 5, found: '#' });
  expect(check('http://h/%')).toMatchObject({ offset: 10, found: null, expected: ['HEXDIG'] });
});

test('expected is deduplicated, sorted and speaks ABNF', () => {
  const e = check('1.2.3', 'IPv4address')!;
  expect(e.expected).toEqual(['"."', 'DIGIT']);
  expect(check('2x', 'dec-octet')!.expected).toEqual(['DIGIT', 'end of input']);
  expect(check('25', 'IPv4address')!.expected).toEqual(['"."', '%x30-35']);
  for (const s of ['http://é', '[x', 'v1.%', 'a b'])
    for (const x of check(s)!.expected) expect(x).toMatch(/^("[^"]+"|[A-Za-z-]+|end of input|%x[0-9A-F-]+)$/);
});

test('found is a whole code point, offset counts UTF-16 code units', () => {
  const e = check('a/😀')!;
  expect(e.offset).toBe(2);
  expect(e.found).toBe('😀');
  expect(check('😀😀')!.offset).toBe(0);
});

test('format() shows the input with a caret under the offending character, "~" under the rest of the diagnosis, the diagnosis and the hint', () => {
  expect(check('http://exa mple.com/')!.format()).toBe(
    [
      'error: URI-reference: expected "#", "%", "/", ":", "?", "@", end of input, sub-delims or unreserved but found a space at offset 10',
      '  http://exa mple.com/',
      '         ~~~^~~~~~~~~',
      'diagnosis: a space in the host name "exa mple.com": a host name has none (RFC 3986 §3.2.2)',
      'hint: a space is not allowed in a URI: percent-encode it as %20 (RFC 3986 §2.1)',
    ].join('\n'),
  );
  // The example: the grammar fails at the "/", the mistake is the port before it.
  expect(check('http://example.com:8o/')!.format()).toBe(
    [
      'error: URI-reference: expected "%", ":", "@", sub-delims or unreserved but found "/" at offset 21',
      '  http://example.com:8o/',
      '                     ~~^',
      'diagnosis: the port "8o" is not a number: the letter "o" for the digit "0"? A port is digits alone (RFC 3986 §3.2.3)',
    ].join('\n'),
  );
  // At the end of the input, the caret stands after the last character.
  expect(check("https://example.org:8888'")!.format().split('\n').slice(1, 3)).toEqual(["  https://example.org:8888'", '                          ~^']);
});

test('diagnosis: made on first read and kept, not enumerable; null where no mistake is known', () => {
  const e = check('http://user@name@example.com/')!;
  expect(Object.keys(e)).not.toContain('diagnosis');
  const d = e.diagnosis;
  expect(d).toEqual({ code: 'second-at', message: expect.stringContaining('percent-encode the first as %40'), start: 11, end: 17, rfc: 'RFC 3986 §3.2.1' });
  expect(e.diagnosis).toBe(d);
  expect(Object.keys(e)).not.toContain('diagnosis');
  expect(JSON.parse(JSON.stringify(e))).not.toHaveProperty('diagnosis');
  // A thrown error has it too.
  let thrown: unknown;
  try {
    parse('http://localhost:-1/');
  } catch (error) {
    thrown = error;
  }
  expect((thrown as UriSyntaxError).diagnosis?.code).toBe('port-negative');
  // Kept on the error as an own property, read-only and not enumerable; on an error that is not extensible, beside it.
  expect({ ...e }).toEqual({ ...check('http://user@name@example.com/')! });
  expect(Object.getOwnPropertyDescriptor(e, 'diagnosis')).toEqual({ value: d, writable: false, enumerable: false, configurable: true });
  const frozen = Object.freeze(check('http://user@name@example.com/')!);
  expect(frozen.diagnosis).toEqual(d);
  expect(frozen.diagnosis).toBe(frozen.diagnosis);
  expect(Object.getOwnPropertyDescriptor(frozen, 'diagnosis')).toBeUndefined();
});

test('the message of a frozen, sealed or non-extensible error: made on each read, never a TypeError', () => {
  const message = check('http://exa mple.com/')!.message;
  for (const lock of [Object.freeze, Object.seal, Object.preventExtensions]) {
    // Returned by check (made without Error's constructor) and thrown by parse (constructed).
    let thrown: unknown;
    try {
      parse('http://exa mple.com/');
    } catch (error) {
      thrown = error;
    }
    for (const e of [check('http://exa mple.com/')!, thrown as UriSyntaxError]) {
      lock(e);
      expect(e.message).toBe(message);
      expect(e.message).toBe(message);
      expect(Object.getOwnPropertyDescriptor(e, 'message')).toBeUndefined();
      expect(String(e)).toBe(`UriSyntaxError: ${message}`);
      expect(e.format().split('\n')[0]).toBe(`error: ${message}`);
      expect(e.diagnosis).toEqual(check('http://exa mple.com/')!.diagnosis);
    }
  }
  // An extensible error keeps it, as before.
  const e = check('http://exa mple.com/')!;
  expect(e.message).toBe(message);
  expect(Object.getOwnPropertyDescriptor(e, 'message')?.value).toBe(message);
});

test('the diagnosis of a window of a long input: the caret line marks the part of its span that the line shows', () => {
  const long = 'http://h/' + 'a'.repeat(200) + '{id}' + 'b'.repeat(200);
  const [, line, caret, diagnosis] = check(long)!.format().split('\n');
  expect(caret!.trimStart()).toBe('^~~~');
  expect(line!.slice(caret!.indexOf('^'), caret!.indexOf('^') + 4)).toBe('{id}');
  expect(diagnosis).toMatch(/^diagnosis: "\{id\}" is a placeholder in braces, an expression of a URI Template/);
});

test.each([
  ['http://h/a b', /space.*%20/],
  ['http://h/100%', /"%" must begin a percent-encoding/],
  ['http://h/%4g', /"%" must begin a percent-encoding/],
  ['http://h/é', /%C3%A9/],
  ['http://h\\p', /backslash/],
  ['a:b/c', null],
  ['1a:b', /first segment of a relative path/],
  ['http://h/\tx', /control characters.*%09/],
  ['a#b#c', /only one "#"/],
  ['http://h/[x]', /IP literal/],
  ['http://[fe80::1%eth0]/', /zone identifier.*RFC 6874/],
  ['http://[fe80::1%25eth0]/', /zone identifier.*RFC 6874/],
  ['http://[fe80::1%25eth0]/', /^hint: an IPv6 zone identifier in RFC 6874's form \("%25" and the zone\) is not RFC 3986 syntax.*RFC 9844 \(2025\) obsoletes RFC 6874/],
  ['//[fe80::1%25%41]:80/', /RFC 6874's form/],
  ['http://[FE80::1%251]/', /RFC 6874's form/],
  ['http://[fe80::1%eth0]/', /^hint: an IPv6 zone identifier with a bare "%" \("%eth0"\) is valid in no URI grammar: RFC 6874 required "%25", and RFC 9844 \(2025\) removes zone identifiers from URIs/],
  ['http://[fe80::1%1]/', /bare "%"/],
  ['http://[fe80::1%en0]/', /bare "%"/],
  ['http://[fe80::1%25]/', /bare "%"/],
  ['http://[fe80::1%]/', /^hint: a "%" is not allowed in an IP literal: RFC 3986 §3.2.2 has neither percent-encoding nor zone identifiers there$/],
  ['http://[fe80::1%25eth0%]/', /^hint: a "%" is not allowed in an IP literal/],
  ['http://[v1.x%25a]/', /^hint: a "%" is not allowed in an IP literal/],
  ['http://[fe80::1%25eth0', /^hint: a "%" is not allowed in an IP literal/],
])('hint for %j', (input, hint) => {
  const e = check(input);
  if (hint === null) return expect(e).toBeNull();
  expect(e!.format().split('\n').pop()).toMatch(hint);
});

test.each([
  // RFC 3987 §2.2: "This syntax does not support IPv6 scoped addressing zone identifiers."
  ['rfc3987', 'http://[fe80::1%25eth0]/', undefined, /^hint: an IPv6 zone identifier in RFC 6874's form \("%25" and the zone\) is not RFC 3987 syntax \(§2\.2: "This syntax does not support IPv6 scoped addressing zone identifiers"\)/],
  ['rfc3987', 'fe80::1%25eth0', 'IPv6address', /is not RFC 3987 syntax \(§2\.2/],
  ['rfc3987', 'http://[fe80::1%]/', undefined, /^hint: a "%" is not allowed in an IP literal: RFC 3987 §2\.2 has neither percent-encoding nor zone identifiers there$/],
  ['rfc3987', 'http://[fe80::1%eth0]/', undefined, /^hint: an IPv6 zone identifier with a bare "%"/],
  // RFC 6874 §2 has zone identifiers, after "%25"; its parser stops after the "%".
  ['rfc6874', 'http://[fe80::1%eth0]/', undefined, /^hint: an IPv6 zone identifier needs "%25" before the zone, not a bare "%" \(RFC 6874 §2\)/],
  ['rfc6874', 'fe80::1%eth0', 'IPv6address', /needs "%25" before the zone/],
  ['rfc6874', 'http://[fe80::1%]/', undefined, /^hint: a "%" in an IP literal may only begin a zone identifier after an IPv6 address: "%25" and one or more unreserved or pct-encoded characters \(RFC 6874 §2/],
  ['rfc6874', 'http://[fe80::1%25]/', undefined, /^hint: a "%" in an IP literal may only begin a zone identifier/],
  ['rfc6874', 'http://[fe80::1%2]/', undefined, /^hint: an IPv6 zone identifier needs "%25" before the zone/],
  ['rfc6874', 'http://[v1.x%25a]/', undefined, /^hint: a "%" in an IP literal may only begin a zone identifier after an IPv6 address/],
  ['rfc6874', 'fe80::1%25eth0', 'IPv6address', /^hint: a zone identifier is no part of an IPv6address: the rule IPv6addrz is IPv6address "%25" ZoneID \(RFC 6874 §2\)$/],
] as const)('the zone identifier hint cites the grammar\'s own RFC: %s %j', (grammar, input, rule, hint) => {
  const e = (grammar === 'rfc3987' ? rfc3987.check : rfc6874.check)(input, rule as never);
  expect(e!.format().split('\n').pop()).toMatch(hint);
});

test('the zone identifier hint under the rules IPv6address, IP-literal and host, on one line', () => {
  const last = (input: string, rule: Parameters<typeof check>[1]) => check(input, rule)!.format().split('\n').pop();
  expect(last('fe80::1%25eth0', 'IPv6address')).toMatch(/RFC 6874's form/);
  expect(last('fe80::1%eth0', 'IPv6address')).toMatch(/bare "%"/);
  expect(last('[fe80::1%25eth0]', 'IP-literal')).toMatch(/RFC 6874's form/);
  expect(last('[fe80::1%eth0]', 'host')).toMatch(/bare "%"/);
  expect(check('http://[fe80::1%25eth0]/')!.format().split('\n')).toHaveLength(5);
});

test('format() keeps long inputs to a window and control characters to one column', () => {
  const long = 'http://h/' + 'a'.repeat(10_000) + ' ' + 'b'.repeat(10_000);
  const [, line, caret] = check(long)!.format().split('\n');
  expect(line.length).toBeLessThan(120);
  expect(line[caret.indexOf('^')]).toBe(' ');
  const [, l2, c2] = check('a\tb')!.format().split('\n');
  expect(l2[c2.indexOf('^')]).toBe('\u2409');
});

test('isUriSyntaxError and instanceof work across copies of the package (test/dist/cross-copy.test.ts: every class, every build)', () => {
  // The CommonJS build is another copy of the module, as in a dual-package hazard.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const other = require('../../dist/cjs/src/index.js') as typeof import('../../src/index.js');
  expect(other.UriSyntaxError).not.toBe(UriSyntaxError);
  const e = other.check('a b');
  expect(e).toBeInstanceOf(UriSyntaxError);
  expect(check('a b')).toBeInstanceOf(other.UriSyntaxError);
  expect(isUriSyntaxError(e)).toBe(true);
  expect(other.isUriSyntaxError(check('a b'))).toBe(true);
  expect(isUriSyntaxError(new Error('x'))).toBe(false);
  expect(isUriSyntaxError({ offset: 1, code: 'ERR_URI_SYNTAX' })).toBe(false);
  expect(isUriSyntaxError(null)).toBe(false);
});

test('non-string input and unknown rules are TypeErrors', () => {
  for (const bad of [undefined, null, 1, {}, new String('a')]) {
    expect(() => parse(bad as string)).toThrow(TypeError);
    expect(() => check(bad as string)).toThrow(TypeError);
    expect(() => isValid(bad as string)).toThrow(TypeError);
  }
  expect(() => parse('a', 'URI_reference' as never)).toThrow(TypeError);
  expect(() => parse('a', 'nope' as never)).toThrow(/unknown RFC 3986 rule/);
});

test('parse throws the same error that check returns', () => {
  let thrown: unknown;
  try {
    parse('http://[::1');
  } catch (e) {
    thrown = e;
  }
  expect(isUriSyntaxError(thrown)).toBe(true);
  expect(thrown).toMatchObject({ offset: 11, found: null, expected: ['"."', '":"', '"]"', 'HEXDIG'] });
});

test('megabyte inputs parse in linear time without stack overflow, valid and invalid', () => {
  for (const n of [1 << 20, 4 << 20]) {
    const path = 'http://h/' + 'a/'.repeat(n / 2);
    expect(parse(path).end).toBe(path.length);
    expect(check(path + ' ')!.offset).toBe(path.length);
    const q = 'x:?' + '%41'.repeat(n / 3);
    expect(isValid(q)).toBe(true);
  }
});

// The excerpt and caret line as they were made character by character, before the window without control
// characters or surrogates had a path of its own: both paths must give the same lines.
function excerptByCharacter(input: string, offset: number, span?: { start: number; end: number } | null): { line: string; caret: string } {
  const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;
  const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
  const visible = (s: string) => s.replace(/[\x00-\x1f\x7f]/g, (c) => String.fromCharCode(c === '\x7f' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
  let from = Math.max(0, offset - 60);
  let to = Math.min(input.length, offset + 30);
  if (from > 0 && isLow(input.charCodeAt(from))) from--;
  if (to < input.length && isLow(input.charCodeAt(to))) to++;
  const before = visible(input.slice(from, offset));
  const line = (from > 0 ? '…' : '') + before + visible(input.slice(offset, to)) + (to < input.length ? '…' : '');
  const column = (from > 0 ? 1 : 0) + [...before].length;
  if (!span || span.end <= span.start) return { line, caret: ' '.repeat(column) + '^' };
  let caret = from > 0 ? ' ' : '';
  for (let i = from; i < to; i += isHigh(input.charCodeAt(i)) && isLow(input.charCodeAt(i + 1)) ? 2 : 1) {
    caret += i === offset ? '^' : i >= span.start && i < span.end ? '~' : ' ';
  }
  if (offset >= to) caret = caret.padEnd(column) + '^';
  return { line, caret: caret.trimEnd() };
}

test('excerpt: the same line and caret as made character by character, on every offset and span of random inputs', () => {
  let seed = 7;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  const alphabets = ['abc/:%', 'ab\t\x7f\n', 'aé😀\ud800', 'x'];
  for (let round = 0; round < 400; round++) {
    const alphabet = alphabets[round % alphabets.length]!;
    const chars = [...alphabet];
    let input = '';
    const length = next(3) === 0 ? next(200) : next(20);
    for (let i = 0; i < length; i++) input += chars[next(chars.length)];
    for (let offset = 0; offset <= input.length; offset += 1 + next(7)) {
      const start = next(offset + 1);
      const spans = [null, { start, end: start }, { start, end: start + next(input.length - start + 1) }, { start: 0, end: input.length }];
      for (const span of spans) expect(excerpt(input, offset, span)).toEqual(excerptByCharacter(input, offset, span));
    }
  }
});

test('utf8Escapes: the UTF-8 octets of a character as %XX, uppercase, as encodeURIComponent writes them', () => {
  for (let cp = 0x80; cp <= 0x10ffff; cp += cp < 0x1000 ? 1 : 97) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    expect(utf8Escapes(c)).toBe(encodeURIComponent(c));
  }
  for (const c of ['\0', '\x1f', ' ', '"', '%', '\x7f']) expect(utf8Escapes(c)).toBe(encodeURIComponent(c));
});

test('badPercent: the last "%" at or before the offset one or two units before it, read in place, as the search back finds it', () => {
  // The definition: the last "%" at or before the offset, searched for, one or two units before the offset, and a HEXDIG expected there.
  const bySearch = (input: string, offset: number, found: string | null, expected: readonly string[]) => {
    if (found === '%' && !/^%[0-9A-Fa-f]{2}/.test(input.slice(offset, offset + 3))) return true;
    const pct = input.lastIndexOf('%', offset);
    return pct >= 0 && offset - pct <= 2 && offset > pct && (expected.includes('HEXDIG') || expected.includes('hex'));
  };
  const alphabet = ['%', 'a', '1', 'G', '/', '%'];
  let seed = 7;
  const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648), seed % n);
  for (let k = 0; k < 3000; k++) {
    const input = Array.from({ length: next(7) }, () => alphabet[next(alphabet.length)]!).join('');
    for (let offset = 0; offset <= input.length; offset++) {
      const found = offset < input.length ? input[offset]! : null;
      for (const expected of [['HEXDIG'], ['hex'], ['"/"']]) {
        const e = { input, offset, found, expected } as unknown as UriSyntaxError<string>;
        expect(badPercent(e)).toBe(bySearch(input, offset, found, expected));
      }
    }
  }
});

test('utf8Escapes: the octets TextEncoder writes, for any text: surrogate pairs whole, a lone surrogate as U+FFFD', () => {
  const octets = (s: string) => [...new TextEncoder().encode(s)].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
  const units = [0x41, 0x7f, 0x80, 0x7ff, 0x800, 0xd7ff, 0xd800, 0xdbff, 0xdc00, 0xdfff, 0xe000, 0xfffd, 0xffff];
  for (const a of units) for (const b of units) for (const text of [String.fromCharCode(a, b), String.fromCharCode(a) + 'x' + String.fromCharCode(b)]) expect(utf8Escapes(text)).toBe(octets(text));
  for (const text of ['', '\ud83d', '\ude00', '\ud83d\ude00', 'a\ud83d\ude00\ud83d', '\u{10ffff}\u{10000}']) expect(utf8Escapes(text)).toBe(octets(text));
});
