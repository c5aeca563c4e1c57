// One test for each `// PEG:` place of grammar/rfc8089.peggy, where the PEG
// is not the literal ABNF (or keeps it for a reason worth stating). Each
// parses with the generated Peggy parser itself (not the DFA, which would
// pass whatever the PEG does), and, for each change of the place, a parser
// generated from the grammar with that change reverted gets at least one of
// its pins wrong. test/proof/equivalence.test.ts proves every rule's language
// equal to the ABNF's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import * as file from '../../generated/rfc8089.plain.js';
import * as nodes from '../../src/grammars/rfc8089/nodes.js';
import { acceptsBy, acceptsBySource, composedSource, typeOf } from '../support/peggy-parse';

const accepts = acceptsBy(file);

const SOURCE = composedSource('rfc8089');
const OWN = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc8089.peggy'), 'utf8');

/** A pin: [start rule, input, what `view` gives of the PEG's node (null: rejected)]. */
type Pin = readonly [string, string, unknown];

interface Change {
  /** What is changed from the literal ABNF. */
  readonly what: string;
  /** The text as the grammar writes it, and as it would be with the change reverted. */
  readonly peg: string;
  readonly literal: string;
}

interface Place {
  /** The Peggy rule whose `// PEG:` comment this is. */
  readonly rule: string;
  readonly pins: readonly Pin[];
  /** The changes, each reverted on its own; none: the literal ABNF is kept, and the comment says why. */
  readonly changes: readonly Change[];
  /** What a pin compares: the node's type by default. */
  readonly view?: (node: unknown) => unknown;
}

// reg-name's characters, and a path's, as the lookaheads spell them.
const REG = "[A-Za-z0-9\\-._~!$&'()*+,;=%]";
const PATH = "[A-Za-z0-9\\-._~!$&'()*+,;=:@/%]";

// auth-path-F's alternatives, as grammar/rfc8089.peggy writes them.
const UNC3 = `  = u:unc_authority p:path_absolute !${PATH}\n    { return n.auth_path_F(range(), null, u, p); }\n`;
const UNC2 = '  / u:("//" h:file_host { return n.unc_authority(range(), "//", h); }) p:path_absolute\n    { return n.auth_path_F(range(), null, u, p); }\n';
const FILE_ABS = `  / a:(!"/" @file_auth_F)? f:file_absolute !${PATH}\n    { return n.auth_path_F(range(), a, null, f); }\n`;
const PATH_ABS = '  / a:(!"/" @file_auth_F)? p:path_absolute\n    { return n.auth_path_F(range(), a, null, p); }\n';
const AUTH_PATH_F = `auth_path_F\n${UNC3}${UNC2}${FILE_ABS}${PATH_ABS}`;
/** `= x` for the first alternative, `/ x` for the others. */
const first = (alternatives: string) => alternatives.replace(/^ {2}\/ /, '  = ');
const rest = (alternative: string) => alternative.replace(/^ {2}= /, '  / ');

const fileAuthText = (node: unknown) => (node === null ? 'rejected' : ((node as { fileAuth: { text: string } | null }).fileAuth?.text ?? null));

const PLACES: readonly Place[] = [
  {
    rule: 'file_auth',
    pins: [['file_URI', 'file://localhost.example/x', 'file-URI'], ['file_auth', 'localhostx', 'file-auth'], ['file_auth', 'localhost', 'file-auth'], ['file_URI', 'file://LOCALHOST/x', 'file-URI']],
    changes: [{ what: '"localhost" only where no reg-name character follows', peg: `  = "localhost"i !${REG}\n    { return n.file_auth(`, literal: '  = "localhost"i\n    { return n.file_auth(' }],
  },
  {
    rule: 'auth_path',
    view: fileAuthText,
    pins: [['auth_path', '/x', null], ['auth_path', 'h/x', 'h'], ['auth_path', 'localhost/x', 'localhost']],
    changes: [{ what: 'an empty file-auth is none', peg: '  = a:(!"/" @file_auth)? p:path_absolute', literal: '  = a:file_auth? p:path_absolute' }],
  },
  {
    rule: 'auth_path_F',
    pins: [
      ['auth_path_F', '//host/share', 'auth-path-F'],
      ['auth_path_F', '///host/share', 'auth-path-F'],
      ['auth_path_F', '///x', 'auth-path-F'],
      ['auth_path_F', '///h//', 'auth-path-F'],
      ['auth_path_F', '/c|/x', 'auth-path-F'],
      ['auth_path_F', 'h/c|/x', 'auth-path-F'],
      ['auth_path_F', '/c://x', 'auth-path-F'],
      ['auth_path_F', '/x', 'auth-path-F'],
      ['file_URI_F', 'file://///host/share', 'file-URI-F'],
      ['file_URI_F', 'file:////host/share', 'file-URI-F'],
    ],
    changes: [
      { what: 'unc-authority first', peg: AUTH_PATH_F, literal: `auth_path_F\n${first(FILE_ABS)}${PATH_ABS}${rest(UNC3)}${UNC2}` },
      { what: 'two slashes and the file-host, when three leave no path', peg: AUTH_PATH_F, literal: `auth_path_F\n${UNC3}${FILE_ABS}${PATH_ABS}` },
      { what: 'unc-authority where no path character follows', peg: AUTH_PATH_F, literal: AUTH_PATH_F.replace(` !${PATH}\n    { return n.auth_path_F(range(), null, u, p)`, '\n    { return n.auth_path_F(range(), null, u, p)') },
      { what: 'file-absolute before path-absolute', peg: AUTH_PATH_F, literal: `auth_path_F\n${UNC3}${UNC2}${PATH_ABS}${FILE_ABS}` },
      { what: 'file-absolute where no path character follows', peg: AUTH_PATH_F, literal: AUTH_PATH_F.replace(`f:file_absolute !${PATH}`, 'f:file_absolute') },
    ],
  },
  {
    rule: 'auth_path_F',
    view: fileAuthText,
    pins: [['auth_path_F', '/c|/x', null], ['auth_path_F', '/x', null], ['auth_path_F', 'u@h/x', 'u@h']],
    changes: [{ what: 'an empty file-auth-F is none', peg: AUTH_PATH_F, literal: AUTH_PATH_F.split('a:(!"/" @file_auth_F)?').join('a:file_auth_F?') }],
  },
  {
    rule: 'local_path_F',
    pins: [['local_path_F', '/c|/x', 'local-path-F'], ['local_path_F', '/c://x', 'local-path-F'], ['local_path_F', 'c:/x', 'local-path-F'], ['local_path_F', '/x', 'local-path-F']],
    changes: [
      {
        what: 'file-absolute first',
        peg: `  = f:file_absolute !${PATH}\n    { return n.local_path_F(range(), null, f); }\n  / d:drive_letter? p:path_absolute\n    { return n.local_path_F(range(), d, p); }\n`,
        literal: `  = d:drive_letter? p:path_absolute\n    { return n.local_path_F(range(), d, p); }\n  / f:file_absolute !${PATH}\n    { return n.local_path_F(range(), null, f); }\n`,
      },
      { what: 'file-absolute where no path character follows', peg: `  = f:file_absolute !${PATH}\n    { return n.local_path_F(`, literal: '  = f:file_absolute\n    { return n.local_path_F(' },
    ],
  },
  {
    rule: 'file_auth_F',
    pins: [['file_auth_F', 'localhost:pw@h', 'file-auth-F'], ['file_auth_F', 'localhost@h', 'file-auth-F'], ['file_auth_F', 'localhost.x', 'file-auth-F'], ['file_auth_F', 'localhost', 'file-auth-F']],
    changes: [
      { what: '"localhost" only where neither a reg-name character, ":" nor "@" follows', peg: `  = "localhost"i ![A-Za-z0-9\\-._~!$&'()*+,;=%:@]\n`, literal: '  = "localhost"i\n' },
      { what: 'file-auth\'s lookahead is not enough: ":" and "@" too', peg: `  = "localhost"i ![A-Za-z0-9\\-._~!$&'()*+,;=%:@]\n`, literal: `  = "localhost"i !${REG}\n` },
    ],
  },
  {
    rule: 'unc_authority',
    pins: [['unc_authority', '///h', 'unc-authority'], ['unc_authority', '//h', 'unc-authority'], ['unc_authority', '////h', null]],
    changes: [],
  },
  {
    rule: 'file_host',
    pins: [['file_host', '%5Bv1.x%5Dy', 'reg-name'], ['file_host', '1.2.3.4.5', 'reg-name'], ['file_host', '%5B::1%5D', 'inline-IP'], ['file_host', '1.2.3.4', 'IPv4address'], ['file_host', '1.2.3.4%41', 'reg-name']],
    changes: [
      { what: 'inline-IP only where no reg-name character follows', peg: `  = @inline_IP !${REG}\n`, literal: '  = inline_IP\n' },
      { what: 'IPv4address only where no reg-name character follows', peg: `  / @IPv4address !${REG}\n  / reg_name`, literal: '  / IPv4address\n  / reg_name' },
    ],
  },
];

test('every `// PEG:` comment of grammar/rfc8089.peggy has its place here, and every changed text is in the grammar once', () => {
  const lines = OWN.split('\n');
  const commented = new Set<string>();
  lines.forEach((line, i) => {
    if (!line.startsWith('// PEG:')) return;
    let j = i;
    while (lines[j].startsWith('//')) j++;
    commented.add(lines[j]);
  });
  expect([...commented].sort()).toEqual([...new Set(PLACES.map((p) => p.rule))].sort());
  for (const place of PLACES) for (const change of place.changes) expect([place.rule, change.what, SOURCE.split(change.peg).length]).toEqual([place.rule, change.what, 2]);
});

describe.each(PLACES.map((p) => [`${p.rule}: ${p.changes.map((c) => c.what).join('; ') || 'the literal ABNF, safe'}`, p] as const))('%s', (_name, place) => {
  const view = place.view ?? typeOf;
  test('the PEG parser gives the pinned outcomes', () => {
    for (const [rule, input, expected] of place.pins) expect([rule, input, view(accepts(rule, input))]).toEqual([rule, input, expected]);
  });

  for (const change of place.changes) {
    test(`reverting "${change.what}" gets one of them wrong, and the others right`, () => {
      const reverted = acceptsBySource(SOURCE.split(change.peg).join(change.literal), nodes);
      const wrong = place.pins.filter(([rule, input, expected]) => view(reverted(rule, input)) !== expected);
      expect(wrong.length).toBeGreaterThan(0);
      expect(wrong.length).toBeLessThan(place.pins.length);
    });
  }
});
