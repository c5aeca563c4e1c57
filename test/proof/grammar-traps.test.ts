// One pin for each `// PEG:` place in grammar/rfc3986.peggy, where the PEG is
// not the literal ABNF (or where the literal order is kept for a reason the
// comment states). A pin tests the PEG itself: the inputs are parsed by a
// parser that Peggy generates from the grammar (never by the DFA, which gives
// the same answers whatever the PEG does), and, for each deviation, by one
// generated from the grammar with that place written as the literal ABNF,
// which must get at least one of them wrong. So each test fails if its place
// is reverted.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../../src/index.js';
import { NAME_TABLE } from '../../generated/rfc3986.rules.js';
import { acceptsBySource } from '../support/peggy-parse';

const GRAMMAR = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc3986.peggy'), 'utf8');

/** An input by a start rule (Peggy's name), and what the PEG must give: the node's type, a rule's text, or null (rejected). */
type Pin = readonly [rule: string, input: string, outcome: string | null];

interface Place {
  /** The rule, as the comment heads it. */
  readonly rule: string;
  /** The PEG as the grammar writes it, and the literal transcription of the ABNF it stands for (null: the literal order is kept, the comment says why). */
  readonly peg: string;
  readonly literal: string | null;
  readonly pins: readonly Pin[];
}

const PLACES: readonly Place[] = [
  {
    rule: 'URI-reference = URI / relative-ref: safe as ordered (RFC 3986 §4.1, §4.2)',
    peg: '  = URI\n  / relative_ref\n',
    literal: null,
    pins: [['URI_reference', 'a:b', 'URI'], ['URI_reference', './a:b', 'relative-ref'], ['URI_reference', 'a:b#c#d', null], ['URI_reference', '//h/a:b', 'relative-ref']],
  },
  {
    rule: 'host: an IPv4address prefix of a longer reg-name is a reg-name (RFC 3986 §3.2.2)',
    peg: '  / @IPv4address !(unreserved / "%" / sub_delims)\n',
    literal: '  / IPv4address\n',
    pins: [
      ['host', '1.2.3.4.5', 'reg-name'], ['host', '1.2.3.4x', 'reg-name'], ['host', '1.2.3.4%41', 'reg-name'], ['host', '1.2.3.4-', 'reg-name'],
      ['host', '1.2.3.4~', 'reg-name'], ['host', '256.1.1.1', 'reg-name'], ['host', '1.2.3.4', 'IPv4address'], ['host', '1.2.3.4%zz', null],
      ['URI', 'http://1.2.3.4.5/', 'URI'], ['authority', '1.2.3.4:80', 'authority'],
    ],
  },
  {
    rule: 'IPvFuture: "v" is case-insensitive (RFC 5234 §2.3)',
    peg: '  = "v"i v:$HEXDIG+',
    literal: '  = "v" v:$HEXDIG+',
    pins: [['IPvFuture', 'v1.x', 'IPvFuture'], ['IPvFuture', 'VA.b', 'IPvFuture'], ['IP_literal', '[V1.x]', 'IP-literal']],
  },
  {
    rule: 'IPv6address: the h16 repetition before "::" stops before its last piece (RFC 3986 §3.2.2)',
    peg: '(h16 ":" !":")',
    literal: '(h16 ":")',
    pins: ['1::2', '1:2::3', '1:2:3::4', '1:2:3:4::5', '1:2:3:4:5::6', '1:2:3:4:5:6::7', '1:2:3:4:5:6:7::', '1::', '::', '1:2:3:4:5:6:7:8']
      .map((a) => ['IPv6address', a, 'IPv6address'] as const),
  },
  {
    rule: 'ls32 against h16: safe as ordered, the forms ending h16 ":" ls32 come first',
    peg: '  = $(h16 ":" h16 / IPv4address)',
    literal: null,
    pins: [['IPv6address', '::1:2.3.4.5', 'IPv6address'], ['IPv6address', '::ffff:1.2.3.4', 'IPv6address'], ['ls32', '1.2.3.4', '1.2.3.4'], ['ls32', '1:2', '1:2']],
  },
  {
    rule: 'dec-octet: longest alternative first (RFC 3986 §3.2.2)',
    peg: '  = $( "25" [\\x30-\\x35]\n     / "2" [\\x30-\\x34] DIGIT\n     / "1" DIGIT|2|\n     / [\\x31-\\x39] DIGIT\n     / DIGIT\n     )',
    literal: '  = $( DIGIT\n     / [\\x31-\\x39] DIGIT\n     / "1" DIGIT|2|\n     / "2" [\\x30-\\x34] DIGIT\n     / "25" [\\x30-\\x35]\n     )',
    pins: [
      ...['0', '9', '25', '250', '255', '199', '2', '249', '10'].map((d) => ['dec_octet', d, d] as const),
      ['dec_octet', '256', null], ['dec_octet', '01', null], ['IPv4address', '25.250.199.2', 'IPv4address'],
    ],
  },
  {
    rule: 'path: no alternative commits to a prefix; the node is the first ABNF alternative matching the whole (RFC 3986 §3.3)',
    peg: '  = (path_rootless / path_abempty)',
    literal: '  = (path_abempty / path_absolute / path_noscheme / path_rootless / path_empty)',
    pins: [['path', 'a:b', 'path-rootless'], ['path', 'a/b:c', 'path-noscheme'], ['path', '', 'path-abempty'], ['path', '/a', 'path-abempty'], ['path', '//a', 'path-abempty'], ['path', 'a', 'path-noscheme']],
  },
  {
    rule: 'HEXDIG: "A" to "F" match a to f too (RFC 5234 §2.3)',
    peg: '  = [0-9A-Fa-f]',
    literal: '  = [0-9A-F]',
    pins: [['pct_encoded', '%aB', '%aB'], ['IPv6address', 'fe80::ABcd', 'IPv6address'], ['IPvFuture', 'vaF.x', 'IPvFuture']],
  },
];

/** A node's type, a rule's text, or null. */
const outcome = (value: unknown): unknown => (value !== null && typeof value === 'object' ? (value as { type: string }).type : value);

const pegParser = acceptsBySource(GRAMMAR);

test('every `// PEG:` comment of the grammar has its place here, and every place is in the grammar once', () => {
  expect(GRAMMAR.match(/^\/\/ PEG:/gm)).toHaveLength(PLACES.length);
  for (const place of PLACES) expect([place.rule, GRAMMAR.split(place.peg).length > 1]).toEqual([place.rule, true]);
});

describe.each(PLACES)('$rule', (place) => {
  test('the PEG parser gives the pinned outcomes', () => {
    for (const [rule, input, expected] of place.pins) expect([rule, input, outcome(pegParser(rule, input))]).toEqual([rule, input, expected]);
  });

  if (place.literal !== null) {
    const literal = place.literal;
    test('the literal ABNF gets one of them wrong', () => {
      const reverted = acceptsBySource(GRAMMAR.split(place.peg).join(literal));
      const wrong = place.pins.filter(([rule, input, expected]) => outcome(reverted(rule, input)) !== expected);
      expect(wrong.length).toBeGreaterThan(0);
    });
  }
});

test('the names of the start rules are the grammar\'s (every pinned rule exists)', () => {
  const pegNames = new Set(NAME_TABLE.map((r) => r.peg));
  for (const place of PLACES) for (const [rule] of place.pins) expect([rule, pegNames.has(rule)]).toEqual([rule, true]);
});

test('errors come from the DFA, not from the PEG: where the grammar writes "//" and "::" whole, an error after their first character points there', () => {
  expect(check(':', 'IPv6address')?.offset).toBe(1);
  expect(check(':1::', 'IPv6address')?.offset).toBe(1);
  expect(check('[:x]', 'IP-literal')?.offset).toBe(2);
  expect(check('x:/[', 'URI')!.expected).toContain('"/"');
  expect(check('/[', 'relative-part')!.expected).toContain('"/"');
  expect(check('1.2.3.4[', 'host')!.expected).toEqual(['"%"', 'end of input', 'sub-delims', 'unreserved']);
});
