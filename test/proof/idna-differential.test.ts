/**
 * `toURI(iri, { host: 'idna' })` (RFC 3987 §3.1's ToASCII, done by IDNA2008
 * rules in src/encoding/idna.ts) against tr46, the UTS #46 implementation
 * that whatwg-url uses, on hosts of many scripts, the labels that the mapping
 * makes ASCII, XN-labels and reserved LDH labels. tr46 runs with the flags of
 * RFC 3987 §3.1 where UTS #46 has them (UseSTD3ASCIIRules; VerifyDnsLength,
 * ToASCII's length check, RFC 3490 §4.1 step 8), nontransitional, CheckBidi
 * and CheckJoiners, and UTS #46's default CheckHyphens = false.
 *
 * The module's rule is "stricter than UTS #46, never looser": a host it
 * converts, tr46 converts to the same name; a host tr46 refuses, it refuses.
 * Where it refuses a host that tr46 converts, the host is listed in
 * test/proof/idna-differential-known.json with the reason. The list is a ratchet: a
 * new difference, or a listed one that no longer differs, fails.
 */
import { expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { hostToASCII, IdnaError } from '../../src/encoding/idna.js';

interface Tr46Options {
  checkHyphens: boolean;
  checkBidi: boolean;
  checkJoiners: boolean;
  useSTD3ASCIIRules: boolean;
  verifyDNSLength: boolean;
  transitionalProcessing: boolean;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tr46 = require('tr46') as { toASCII(domain: string, options: Tr46Options): string | null };
const OPTIONS: Tr46Options = { checkHyphens: false, checkBidi: true, checkJoiners: true, useSTD3ASCIIRules: true, verifyDNSLength: true, transitionalProcessing: false };

const KNOWN_FILE = path.join(__dirname, 'idna-differential-known.json');
interface Known {
  host: string;
  /** Our A-labels, or null when `toURI` refuses the host. */
  ours: string | null;
  /** tr46's, or null when it refuses the host. */
  tr46: string | null;
  why: string;
}
const known: { cases: Known[] } = JSON.parse(fs.readFileSync(KNOWN_FILE, 'utf8'));

/** Labels of many scripts, valid and not (as test/unit/iri-mapping.test.ts has them), and what the mapping makes ASCII. */
const LABELS = [
  'b\u00fccher', 'M\u00fcnchen', 'r\u00e9sum\u00e9', '\u7d0d\u8c46', '\u4f8b\u3048', '\u0131\u015f\u0131k', 'fa\u00df', '\u03c3\u03bf\u03c6\u03cc\u03c2',
  '\u05e2\u05d1\u05e8\u05d9\u05ea', '\u0645\u062b\u0627\u0644', '\u043f\u0440\u0438\u043c\u0435\u0440', '\u0395\u039b\u039b\u0391\u0394\u0391', '\ud55c\uad6d',
  '\u0e44\u0e17\u0e22', '\u0939\u093f\u0928\u094d\u0926\u0940', '\u00c4\u00d6\u00dc', '\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45', 'l\u00b7l', '\u30fb\u30a2',
  'x\u00b7y', '-\u00fc', '\u00fc-', 'xn--\u00fc', 'a\u200db', 'a\u05d0', '\u0661\u0662', '\u2665', '\u01f0',
  '\u05d0-\u05d1', '\u05d01', '\u00e9\u0301', 'e\u0301', '\u0301e', '\u1fb3', '\uab70', '\u3007', '\u0640', '\u05d0\u05f3',
  // The final sigma: U+03A3 anywhere, and a final U+03C2 as written.
  '\u0391\u03a3', '\u03a3\u0391', '\u03b1\u03c2', '\u039f\u0394\u039f\u03a3',
  // Labels that the mapping makes ASCII: fullwidth letters, U+212A KELVIN SIGN.
  '\uff58\uff4e--ls8h', '\uff38\uff2e--ZZ', '\uff41\uff42--\uff43', '\u212ab--c', '\uff58\uff4e--bcher-kva', '\uff58\uff4e--xda', '\uff58\uff4e--a', '\uff58\uff4e--mxa0b',
  '\uff41\uff42\uff43', '\u212a', '\uff58\uff4e--', '\uff58\uff4e---\u00fc',
  // Symbols and emoji: DISALLOWED in IDNA2008 (RFC 5892), valid or mapped in UTS #46.
  '\u{1f4a9}', '\u2603', '\u00bd', '\u2460',
];
/** Hosts: each label alone, and ASCII labels of every kind beside a label to convert (a converted host checks them too). */
const HOSTS = [
  ...LABELS,
  ...['xn--ls8h', 'xn--zz', 'ab--c', 'xn--bcher-kva', 'XN--BCHER-KVA', 'xn--Bcher-kva', 'xn--mxa8a', 'a_b', 'example', '123'].map((l) => `${l}.b\u00fccher`),
].filter((h) => /[^\x00-\x7f]/.test(h)); // an all-ASCII host is not converted (the mapping is the identity on URIs)

function ours(host: string): string | null {
  try {
    return hostToASCII(host).toLowerCase();
  } catch (e) {
    if (!(e instanceof IdnaError)) throw e;
    return null;
  }
}

const results = HOSTS.map((host) => ({ host, ours: ours(host), tr46: tr46.toASCII(host, OPTIONS) }));

test('never looser than UTS #46: every host converted is converted by tr46 too, to the same name', () => {
  const looser = results.filter((r) => r.ours !== null && r.ours !== r.tr46);
  expect(looser).toEqual([]);
  // The set has both outcomes in number.
  expect(results.filter((r) => r.ours !== null).length).toBeGreaterThan(25);
  expect(results.filter((r) => r.ours === null && r.tr46 === null).length).toBeGreaterThan(10);
});

test('the ratchet: every host refused here and converted by tr46 is listed with its reason, and every listed host still is', () => {
  const stricter = results.filter((r) => r.ours === null && r.tr46 !== null);
  const listed = new Map(known.cases.map((k) => [k.host, k]));
  expect(stricter.filter((r) => !listed.has(r.host))).toEqual([]);
  const found = new Map(results.map((r) => [r.host, r]));
  for (const k of known.cases) {
    const r = found.get(k.host);
    expect({ host: k.host, ours: r?.ours, tr46: r?.tr46 }).toEqual({ host: k.host, ours: k.ours, tr46: k.tr46 });
    expect(k.why.length).toBeGreaterThan(20);
  }
});

test('the issue\'s reproductions are pinned: tr46 converts the first and the third, refuses the second', () => {
  const entry = (host: string) => known.cases.find((k) => k.host === host);
  expect(entry('\uff58\uff4e--ls8h')).toMatchObject({ ours: null, tr46: 'xn--ls8h' });
  expect(results.find((r) => r.host === '\uff38\uff2e--ZZ')).toEqual({ host: '\uff38\uff2e--ZZ', ours: null, tr46: null });
  expect(entry('\uff41\uff42--\uff43')).toMatchObject({ ours: null, tr46: 'ab--c' });
  // With CheckHyphens, UTS #46 refuses the third as well.
  expect(tr46.toASCII('\uff41\uff42--\uff43', { ...OPTIONS, checkHyphens: true })).toBeNull();
});
