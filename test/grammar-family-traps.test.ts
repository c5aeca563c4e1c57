// One test for each `// PEG:` place in grammar/rfc3987.peggy and
// grammar/rfc6874.peggy, where the PEG is not the literal ABNF. Each parses
// with the generated Peggy parser itself (not the DFA, which would pass
// whatever the PEG does) and fails if its place is reverted to the literal
// transcription. The places these grammars take from grammar/rfc3986.peggy
// are pinned by test/grammar-traps.test.ts.
import { expect, test } from '@jest/globals';
import * as iri from '../generated/rfc3987.js';
import * as zone from '../generated/rfc6874.plain.js';
import { acceptsBy, typeOf } from './support/peggy-parse';

const acceptsIri = acceptsBy(iri);
const acceptsZone = acceptsBy(zone);

test('RFC 3987 ihost: an IPv4address that begins a longer ireg-name is an ireg-name (RFC 3987 §2.2, RFC 3986 §3.2.2)', () => {
  for (const host of ['1.2.3.4.5', '1.2.3.4x', '1.2.3.4é', '1.2.3.4\u{10000}', '1.2.3.4%41', '1.2.3.4!'])
    expect([host, typeOf(acceptsIri('ihost', host))]).toEqual([host, 'ireg-name']);
  expect(typeOf(acceptsIri('ihost', '1.2.3.4'))).toBe('IPv4address');
  expect(typeOf((acceptsIri('IRI', 'http://1.2.3.4é/') as { authority: { host: unknown } }).authority.host)).toBe('ireg-name');
});

test('RFC 3987 ipath: no alternative commits to a prefix; the node is the first ABNF alternative that matches the whole', () => {
  expect(typeOf(acceptsIri('ipath', 'ä:b'))).toBe('ipath-rootless');
  expect(typeOf(acceptsIri('ipath', 'ä/b:c'))).toBe('ipath-noscheme');
  expect(typeOf(acceptsIri('ipath', '/ä'))).toBe('ipath-abempty');
  expect(typeOf(acceptsIri('ipath', ''))).toBe('ipath-abempty');
});

test('RFC 3987 IRI-reference = IRI / irelative-ref: ordered choice is exact', () => {
  expect(typeOf(acceptsIri('IRI_reference', 'ä:b'))).toBe(null); // a scheme is ASCII
  expect(typeOf(acceptsIri('IRI_reference', 'a:ä'))).toBe('IRI');
  expect(typeOf(acceptsIri('IRI_reference', './ä:b'))).toBe('irelative-ref');
});

test('RFC 3987 ucschar and iprivate in UTF-16: each range edge, one past it, and lone surrogates', () => {
  const inside = ['\u00A0', '\uD7FF', '\uF900', '\uFDCF', '\uFDF0', '\uFFEF', '\u{10000}', '\u{1FFFD}', '\u{20000}', '\u{DFFFD}', '\u{E1000}', '\u{EFFFD}'];
  const outside = ['\u009F', '\uFDD0', '\uFDEF', '\uFFF0', '\u{1FFFE}', '\u{1FFFF}', '\u{E0000}', '\u{E0FFF}', '\u{EFFFE}', '\uE000', '\u{F0000}', '\uD800', '\uDC00', '\uDC00\uD800'];
  for (const c of inside) expect([c, acceptsIri('ucschar', c)]).toEqual([c, c]);
  for (const c of outside) expect([c, acceptsIri('ucschar', c)]).toEqual([c, null]);
  for (const c of ['\uE000', '\uF8FF', '\u{F0000}', '\u{FFFFD}', '\u{100000}', '\u{10FFFD}']) expect([c, acceptsIri('iprivate', c)]).toEqual([c, c]);
  for (const c of ['\uDFFF', '\uF900', '\u{FFFFE}', '\u{10FFFE}', '\u{10FFFF}', '\u{EFFFD}']) expect([c, acceptsIri('iprivate', c)]).toEqual([c, null]);
  // iprivate in the query only.
  expect(typeOf(acceptsIri('IRI', 'x:/?\uE000'))).toBe('IRI');
  expect(acceptsIri('IRI', 'x:/\uE000')).toBe(null);
  expect(acceptsIri('IRI', 'x:/#\uE000')).toBe(null);
});

test('RFC 6874 IP-literal: IPv6addrz before IPv6address, since IPv6address matches the address before "%25"', () => {
  const node = acceptsZone('IP_literal', '[fe80::1%25eth0]') as { address: { type: string; zone: string; zoneID: { text: string } } };
  expect(node.address).toMatchObject({ type: 'IPv6addrz', zone: 'eth0', zoneID: { text: 'eth0' } });
  expect(typeOf((acceptsZone('IP_literal', '[fe80::1]') as { address: unknown }).address)).toBe('IPv6address');
  expect(acceptsZone('IP_literal', '[fe80::1%eth0]')).toBe(null);
  expect((acceptsZone('IPv6addrz', 'fe80::1%25en%30') as { zone: string }).zone).toBe('en0');
  expect((acceptsZone('IPv6addrz', 'fe80::1%25%FF') as { zone: string | null }).zone).toBe(null);
});
