// One test for each `// PEG:` place in grammar/rfc3987.peggy and
// grammar/rfc6874.peggy, where the PEG is not the literal ABNF. Each parses
// with the generated Peggy parser itself (not the DFA, which would pass
// whatever the PEG does) and fails if its place is reverted to the literal
// transcription: a parser generated from the grammar with that place written
// as the literal ABNF gets at least one of its pins wrong (below). The places
// these grammars take from grammar/rfc3986.peggy are pinned by
// test/proof/grammar-traps.test.ts.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import * as iri from '../../generated/rfc3987.plain.js';
import * as zone from '../../generated/rfc6874.plain.js';
import * as rfc3986Nodes from '../../src/grammars/rfc3986/nodes.js';
import * as rfc6874Nodes from '../../src/grammars/rfc6874/nodes.js';
import { acceptsBy, acceptsBySource, typeOf } from '../support/peggy-parse';

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

// ----- Each place reverted to the literal ABNF gets one of its pins wrong -----

/** The Peggy source of a grammar as scripts/generate.mjs composes it (its own rules and those it borrows from its base). */
function composedSource(name: string): string {
  const script = `import { peggySource } from './scripts/generate.mjs'; process.stdout.write(peggySource(${JSON.stringify(name)}));`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`peggySource(${name}) failed: ${run.stderr}`);
  return run.stdout;
}

interface Place {
  readonly grammar: 'rfc3987' | 'rfc6874';
  /** The rule, as the comment heads it. */
  readonly rule: string;
  /** The PEG as the grammar writes it, and the literal transcription of the ABNF (null: the literal order is kept, the comment says why). */
  readonly peg: string;
  readonly literal: string | null;
  /** [start rule, input, the node's type or the rule's text, or null: rejected] as the PEG gives them. */
  readonly pins: readonly (readonly [string, string, unknown])[];
}

const PLACES: readonly Place[] = [
  {
    grammar: 'rfc3987',
    rule: 'IRI-reference = IRI / irelative-ref: safe as ordered',
    peg: '  = IRI\n  / irelative_ref\n',
    literal: null,
    pins: [['IRI_reference', 'a:ä', 'IRI'], ['IRI_reference', './ä:b', 'irelative-ref']],
  },
  {
    grammar: 'rfc3987',
    rule: 'ihost = IP-literal / IPv4address / ireg-name',
    peg: '  / @IPv4address !(iunreserved / "%" / sub_delims)\n',
    literal: '  / IPv4address\n',
    pins: [['ihost', '1.2.3.4é', 'ireg-name'], ['ihost', '1.2.3.4.5', 'ireg-name'], ['ihost', '1.2.3.4', 'IPv4address'], ['IRI', 'http://1.2.3.4%41/', 'IRI']],
  },
  {
    grammar: 'rfc3987',
    rule: 'ipath = ipath-abempty / ipath-absolute / ipath-noscheme / ipath-rootless / ipath-empty',
    peg: '  = (ipath_rootless / ipath_abempty)\n',
    literal: '  = (ipath_abempty / ipath_absolute / ipath_noscheme / ipath_rootless / ipath_empty)\n',
    pins: [['ipath', 'ä:b', 'ipath-rootless'], ['ipath', 'ä/b:c', 'ipath-noscheme'], ['ipath', '/ä', 'ipath-abempty']],
  },
  {
    grammar: 'rfc6874',
    rule: 'IP-literal = "[" ( IPv6address / IPv6addrz / IPvFuture ) "]"',
    peg: '"[" a:(IPv6addrz / IPv6address / IPvFuture) "]"',
    literal: '"[" a:(IPv6address / IPv6addrz / IPvFuture) "]"',
    pins: [['IP_literal', '[fe80::1%25eth0]', 'IP-literal'], ['IP_literal', '[fe80::1]', 'IP-literal'], ['URI', 'http://[fe80::1%25en0]/', 'URI']],
  },
];

const SOURCES = { rfc3987: composedSource('rfc3987'), rfc6874: composedSource('rfc6874') };
/** The node constructors each grammar's actions call (scripts/generate.mjs: its own nodes.ts, or its base's). */
const NODES = { rfc3987: rfc3986Nodes, rfc6874: rfc6874Nodes };
const PARSERS = { rfc3987: acceptsIri, rfc6874: acceptsZone };

test('every `// PEG:` comment of the two grammars has its place here, and every place is in its grammar once', () => {
  for (const grammar of ['rfc3987', 'rfc6874'] as const) {
    const own = readFileSync(join(__dirname, '..', '..', 'grammar', `${grammar}.peggy`), 'utf8');
    expect([grammar, own.match(/^\/\/ PEG:/gm)?.length]).toEqual([grammar, PLACES.filter((p) => p.grammar === grammar).length]);
  }
  for (const place of PLACES) expect([place.rule, SOURCES[place.grammar].split(place.peg).length]).toEqual([place.rule, 2]);
});

describe.each(PLACES)('$grammar $rule', (place) => {
  test('the PEG parser gives the pinned outcomes', () => {
    for (const [rule, input, expected] of place.pins) expect([rule, input, typeOf(PARSERS[place.grammar](rule, input))]).toEqual([rule, input, expected]);
  });

  if (place.literal !== null) {
    const literal = place.literal;
    test('the literal ABNF gets one of them wrong', () => {
      const reverted = acceptsBySource(SOURCES[place.grammar].split(place.peg).join(literal), NODES[place.grammar]);
      const wrong = place.pins.filter(([rule, input, expected]) => typeOf(reverted(rule, input)) !== expected);
      expect(wrong.length).toBeGreaterThan(0);
      // And it is a working parser, that gets the others right.
      expect(wrong.length).toBeLessThan(place.pins.length);
    });
  }
});
