// One test for each `// PEG:` place in grammar/rfc3986.peggy, where the PEG
// is not the literal ABNF. Each fails if its place is reverted to the literal
// transcription (ordered choice and greedy repetition would reject or
// misclassify these inputs).
import { expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check, isValid, parse } from '../src/index.js';

test('URI-reference = URI / relative-ref: a:b is a URI, ./a:b a relative reference (RFC 3986 §4.1, §4.2)', () => {
  expect(parse('a:b').type).toBe('URI');
  expect(parse('./a:b').type).toBe('relative-ref');
  expect(check('a:b#c#d')?.offset).toBe(5);
});

test('host: an IPv4address prefix of a longer reg-name is a reg-name (RFC 3986 §3.2.2)', () => {
  for (const host of ['1.2.3.4.5', '1.2.3.4x', '1.2.3.4%41', '256.1.1.1', '01.1.1.1', '1.2.3.4-', '1.2.3.4~'])
    expect([host, parse(host, 'host').type]).toEqual([host, 'reg-name']);
  expect(parse('1.2.3.4', 'host').type).toBe('IPv4address');
  expect(parse('http://1.2.3.4:80/').authority?.host.type).toBe('IPv4address');
  expect(parse('http://1.2.3.4.5/').authority?.host.type).toBe('reg-name');
  // The lookahead is one character: "%" not followed by two HEXDIG still fails inside the reg-name.
  expect(check('1.2.3.4%zz', 'host')?.offset).toBe(8);
});

test('IPvFuture: "v" is case-insensitive (RFC 5234 §2.3)', () => {
  expect(isValid('[V1.x]', 'IP-literal')).toBe(true);
  expect(parse('VA.b', 'IPvFuture')).toMatchObject({ version: 'A', data: 'b' });
});

test('IPv6address: the h16 repetition before "::" stops before its last piece (RFC 3986 §3.2.2)', () => {
  for (const a of ['1::2', '1:2::3', '1:2:3::4', '1:2:3:4::5', '1:2:3:4:5::6', '1:2:3:4:5:6::7', '1:2:3:4:5:6:7::', '1::'])
    expect([a, isValid(a, 'IPv6address')]).toEqual([a, true]);
  expect(parse('1:2::3', 'IPv6address').pieces).toEqual([1, 2, 0, 0, 0, 0, 0, 3]);
});

test('IPv6address: "::" is split so that an error after its first colon points there', () => {
  expect(check(':', 'IPv6address')?.offset).toBe(1);
  expect(check(':1::', 'IPv6address')?.offset).toBe(1);
  expect(check('[:x]', 'IP-literal')?.offset).toBe(2);
});

test('ls32 against h16: forms ending h16 ":" ls32 come before ls32 alone', () => {
  expect(isValid('::1:2.3.4.5', 'IPv6address')).toBe(true);
  expect(parse('::1:2.3.4.5', 'IPv6address').pieces).toEqual([0, 0, 0, 0, 0, 1, 0x0203, 0x0405]);
  expect(isValid('1.2.3.4', 'ls32')).toBe(true);
  expect(parse('::ffff:1.2.3.4', 'IPv6address').pieces.slice(5)).toEqual([0xffff, 0x0102, 0x0304]);
});

test('dec-octet: longest alternative first (RFC 3986 §3.2.2)', () => {
  for (const d of ['25', '250', '255', '199', '2', '249'])
    expect([d, isValid(d, 'dec-octet'), isValid(`${d}.${d}.${d}.${d}`, 'IPv4address')]).toEqual([d, true, true]);
});

test('path: no alternative commits to a prefix; the node is the first ABNF alternative matching the whole (RFC 3986 §3.3)', () => {
  expect(parse('a:b', 'path').type).toBe('path-rootless');
  expect(parse('a/b:c', 'path').type).toBe('path-noscheme');
  expect(parse('', 'path').type).toBe('path-abempty');
  expect(parse('/a', 'path').type).toBe('path-abempty');
  expect(parse('//a', 'path').type).toBe('path-abempty');
});

test('HEXDIG: "A" to "F" match a to f too (RFC 5234 §2.3)', () => {
  expect(isValid('%aB', 'pct-encoded')).toBe(true);
  expect(isValid('fe80::ABcd', 'IPv6address')).toBe(true);
});

test('hier-part, relative-part: "//" is split so that an error after its first "/" expects the second', () => {
  expect(check('x:/[', 'URI')!.expected).toContain('"/"');
  expect(check('/[', 'hier-part')!.expected).toContain('"/"');
  expect(check('/[', 'relative-part')!.expected).toContain('"/"');
});

test('host: an error right after an IPv4address also expects what would continue a reg-name', () => {
  expect(check('1.2.3.4[', 'host')!.expected).toEqual(['"%"', 'end of input', 'sub-delims', 'unreserved']);
  expect(check('http://1.2.3.4[')!.expected).toEqual(['"#"', '"%"', '"/"', '":"', '"?"', '"@"', 'end of input', 'sub-delims', 'unreserved']);
});

test('path: an error in a first segment expects ":" too (path-rootless continues where path-noscheme stops)', () => {
  expect(check('a b', 'path')!.expected).toContain('":"');
  expect(check('/a b', 'path')!.expected).toContain('"/"');
});

test('every `// PEG:` comment in the grammar is covered above', () => {
  const grammar = readFileSync(join(__dirname, '..', 'grammar', 'rfc3986.peggy'), 'utf8');
  // hier-part, URI-reference, relative-part, host, IPvFuture, IPv6address (x2), ls32, dec-octet, path, HEXDIG
  expect(grammar.match(/^\/\/ PEG:/gm)).toHaveLength(11);
});
