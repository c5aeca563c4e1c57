/**
 * Differential test against an independent strict RFC 3986 implementation:
 * uriparser (liburiparser, C), through test/support/uriparser-harness.c,
 * built here with `cc`. The inputs: the committed corpus of real URI
 * references test/corpus/differential.txt (how it was built is in
 * test/corpus/README.md), seeded mutations of them, seeded random strings
 * and hand-made edge cases of every Appendix A rule: every clone runs the
 * same inputs.
 *
 * Compared: whether each accepts the input; where both accept it, the spans
 * of its scheme, userinfo, host, port, query and fragment; where both reject
 * it, the offset of the first offending character.
 *
 * Every disagreement is either a bug of ours (the test fails) or a
 * documented deviation of uriparser, listed in test/proof/differential-known.json
 * with the RFC sections that decide it. The list is a ratchet: an entry that
 * no input matches any more fails too.
 *
 * The same way, src/lint/ipv4.ts's inet_aton is checked against the C
 * library's (test/support/inet-aton-harness.c).
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { whyNotPublic } from '../../scripts/corpus-public.cjs';
import { check, parse } from '../../src/index';
import type { Span } from '../../src/index';
import { inetAton, formatIPv4 } from '../../src/lint/ipv4';
import { buildHarness, runHarness } from '../support/native';
import { seededRandom } from '../support/inputs';
import { corpusMutations } from '../../scripts/mutations.cjs';

const REPO = path.join(__dirname, '..', '..');

/**
 * A documented deviation of uriparser: the input is accepted by one and not the other (`ours` and
 * `theirs` say which); or both reject it (`ours` and `theirs` false) and report different error
 * offsets: `delta`, ours minus theirs in UTF-16 code units, a number or an inclusive range; or both
 * accept it (`ours` and `theirs` true) and split it into different components.
 */
interface Known {
  /** The exact input, or */
  input?: string;
  /** a regular expression (source) every input of a class of disagreements matches. */
  pattern?: string;
  ours: boolean;
  theirs: boolean;
  delta?: number | [number, number];
  explanation: string;
}
const known: Known[] = JSON.parse(fs.readFileSync(path.join(__dirname, 'differential-known.json'), 'utf8')).deviations;

/** test/corpus/differential.txt: one URI-reference a line, as found (a line may be invalid). */
const CORPUS = path.join(__dirname, '..', 'corpus', 'differential.txt');
const corpusText = fs.readFileSync(CORPUS, 'utf8');
const corpus: string[] = corpusText.split('\n').slice(0, -1);

/** The spans of the components of a valid URI-reference as the harness prints them: scheme, userinfo, host (inside the brackets of an IP literal), port, query, fragment. */
function spans(input: string): string {
  const node = parse(input);
  const a = node.authority;
  const host = a === null ? null : a.host.type === 'IP-literal' ? a.host.address : a.host;
  const parts: (Span | null)[] = [node.type === 'URI' ? node.scheme : null, a?.userinfo ?? null, host, a?.port ?? null, node.query, node.fragment];
  return parts.map((p) => (p === null ? '-' : `${p.start},${p.end}`)).join(' ');
}

/** Hand-made edge cases: every Appendix A rule at its edges. */
const EDGES: readonly string[] = [
  '', '#', '?', '//', '///', 'a:', 'a:b', '1a:b', '+a:b', 'a+-.:b', './a:b', 'a/b:c', '%41:b',
  '//user@host:80/p?q#f', '//@h', '//h:', '//:', '//h:0000', '//h:99999999999999999999',
  '//[::]', '//[::1]', '//[1::]', '//[1:2:3:4:5:6:7:8]', '//[1:2:3:4:5:6:7::]', '//[::2:3:4:5:6:7:8]',
  '//[1:2:3:4:5:6:1.2.3.4]', '//[::1.2.3.4]', '//[::ffff:1.2.3.4]', '//[1::1.2.3.4]', '//[1:2:3:4:5:6:7:8:9]',
  '//[1:2:3:4:5:6:7]', '//[1::2::3]', '//[:::]', '//[12345::]', '//[::1.2.3]', '//[::1.2.3.256]', '//[::01.2.3.4]',
  '//[v1.x]', '//[V1.x]', '//[v.x]', '//[v1.]', '//[vg.x]', '//[v1.x:y]', '//[v1.%41]', '//[::1%25eth0]', '//[fe80::1%eth0]',
  '//1.2.3.4', '//01.2.3.4', '//1.2.3.04', '//256.1.1.1', '//1.2.3.4.5', '//1.2.3', '//1.2.3.4x', '//%31.2.3.4',
  '//h/%', '//h/%4', '//h/%4g', '//h/%41', '/a//b', '//h//', 'a', '.', '..', '../..', './:', ':', ':a', '@', '@:',
  'a@b', 'a?b?c', 'a#b#c', 'a#b?c', '?#', '[', ']', '//h/[', '//h?[', '//h#]', '//h/a b', '//h/a\\b', '//h/é',
  '//h/\u0000', '//h/\t', 'http://a:b@c:d@e', 'http://a@b@c', 'http://[::1]:80', 'http://[::1]x', 'http://[::1]:8x',
  // The classes the corpus leaves out (scripts/corpus-public.cjs): file: URIs, userinfo, e-mail addresses.
  'file:///', 'file:///C:/x', 'file://h/share/f', 'file:/a/b', 'file:a', 'file:////h/p', 'file://localhost/etc/x', 'file:///a%20b',
  'ssh://u@[::1]:22/r', 'ftp://u:p@h/', 'http://%2Fu:%2F21@h/', 'http://u:@h', 'http://:p@h', 'http://u%40x@h/', 'http://u@x@h/',
  'mailto:u@example.com', 'mailto:u@example.com?subject=a%20b&body=c', 'mailto:?to=u@example.org', 'mailto:u@[::1]',
  'mailto:"a b"@example.com', 'mailto:u%40x@example.com', 'news:1234@example.net', 'news:comp.lang', '//u@h', 'u@h:80',
];

/** Seeded mutations of the corpus: one to three edits with characters near the grammar's edges (scripts/mutations.cjs). */
const mutations = corpusMutations;

/** Seeded random strings over small alphabets: IP literals, hosts with ports, and whole references. */
function randomInputs(seed: number): string[] {
  const random = seededRandom(seed);
  const word = (alphabet: readonly string[], max: number): string => {
    let s = '';
    for (let n = Math.floor(random() * (max + 1)); n > 0; n--) s += alphabet[Math.floor(random() * alphabet.length)];
    return s;
  };
  const out: string[] = [];
  for (let i = 0; i < 4000; i++) out.push(`//[${word(['0', '1', 'f', 'F', 'ffff', '12345', ':', ':', '::', '.', '1.2.3.4', '255', '256', '01', 'v', 'V', 'x', '%25', '%'], 10)}]/`);
  for (let i = 0; i < 3000; i++) out.push(`http://${word(['1', '0', '9', '25', '255', '256', '.', '.', 'a', '%31', '-', '@', ':', '[', ']'], 9)}/`);
  for (let i = 0; i < 4000; i++) out.push(word(['a', '1', ':', '/', '/', '?', '#', '@', '[', ']', '%', '%41', '.', '..', '+', '-', '!', ' '], 8));
  return out;
}

describe('differential: uriparser (liburiparser)', () => {
  let harness: string;
  let inputs: string[];
  let theirs: string[];

  beforeAll(() => {
    harness = buildHarness('uriparser-harness.c', ['-luriparser']);
    inputs = [...new Set([...EDGES, ...randomInputs(3986), ...corpus, ...mutations(corpus, 3, 3986)])];
    theirs = runHarness(harness, inputs);
  }, 180_000);

  test('every disagreement is a documented deviation, and every documented deviation still occurs', () => {
    const matchers = known.map((k) => ({ k, test: k.input !== undefined ? (s: string) => s === k.input : ((re) => (s: string) => re.test(s))(new RegExp(k.pattern!, 'su')) }));
    const used = new Set<Known>();
    const unexplained: { input: string; ours: boolean; theirs: boolean; delta?: number }[] = [];
    let accepted = 0;
    let offsets = 0;
    let accepted2 = 0;
    const within = (k: Known, delta: number | undefined): boolean => {
      if (k.delta === undefined || delta === undefined) return k.delta === delta;
      const [lo, hi] = typeof k.delta === 'number' ? [k.delta, k.delta] : k.delta;
      return lo <= delta && delta <= hi;
    };
    const explain = (s: string, ours: boolean, them: boolean, delta?: number): void => {
      const m = matchers.find(({ k, test }) => k.ours === ours && k.theirs === them && within(k, delta) && test(s));
      if (m === undefined) unexplained.push({ input: s, ours, theirs: them, ...(delta === undefined ? {} : { delta }) });
      else used.add(m.k);
    };
    for (let i = 0; i < inputs.length; i++) {
      const s = inputs[i]!;
      const error = check(s);
      const [verdict, at] = theirs[i]!.split(' ');
      if (verdict === '1') accepted++;
      if ((error === null) !== (verdict === '1')) {
        explain(s, error === null, verdict === '1');
      } else if (error === null) {
        // Both accept: the same components, as spans (accepted inputs are ASCII: bytes are code
        // units; "e" is an empty component uriparser does not place).
        accepted2++;
        const ours = spans(s).split(' ');
        const them = theirs[i]!.slice(2).split(' ');
        if (ours.some((o, j) => o !== them[j] && !(them[j] === 'e' && /^(\d+),\1$/.test(o)))) explain(s, true, true);
      } else {
        // Both reject: the same first offending character (uriparser counts bytes of UTF-8).
        offsets++;
        const theirOffset = Buffer.from(s, 'utf8').subarray(0, Number(at)).toString('utf8').length;
        if (error.offset !== theirOffset) explain(s, false, false, error.offset - theirOffset);
      }
    }
    // DIFF_DUMP=file.json writes every unexplained disagreement, to classify them.
    if (process.env.DIFF_DUMP) fs.writeFileSync(process.env.DIFF_DUMP, JSON.stringify(unexplained, null, 1));
    const stale = known.filter((k) => !used.has(k)).map((k) => k.input ?? k.pattern);
    expect({ unexplained: unexplained.slice(0, 25), count: unexplained.length, stale }).toEqual({ unexplained: [], count: 0, stale: [] });
    // The comparison means something: many inputs, both accepted and rejected ones in number.
    expect(inputs.length).toBeGreaterThan(5000);
    expect(accepted).toBeGreaterThan(inputs.length / 5);
    expect(offsets).toBeGreaterThan(inputs.length / 20);
    expect(accepted2).toBe(accepted);
  });

  test('the corpus is the committed file: real references, nothing personal, no path of a machine', () => {
    // The same on every clone: LF line ends (.gitattributes keeps them), no empty line, no
    // duplicate; a few thousand references, a few hundred relative ones, some the RFC rejects.
    expect(corpusText.endsWith('\n') && !corpusText.includes('\r')).toBe(true);
    expect(corpus.every((l) => l !== '')).toBe(true);
    expect(new Set(corpus).size).toBe(corpus.length);
    expect(corpus.length).toBeGreaterThanOrEqual(3000);
    expect(Buffer.byteLength(corpusText)).toBeLessThan(300_000);
    const rejected = corpus.filter((l) => check(l) !== null).length;
    expect([corpus.filter((l) => !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(l)).length > 300, rejected > 20, rejected < corpus.length / 4]).toEqual([true, true, true]);
    // What scripts/build-corpus.mjs --public leaves out (scripts/corpus-public.cjs), and the
    // folders of this machine and of the one that built it.
    const machine = [REPO, os.tmpdir() + '/', os.homedir() + '/', '/usr/share/', '/usr/lib/node_modules/'];
    expect(corpus.map((l) => [l, whyNotPublic(l, machine)]).filter(([, why]) => why !== null)).toEqual([]);
  });

  test('the public filter leaves out file: URIs, user names, e-mail addresses and machine paths', () => {
    const machine = ['/home/someone/'];
    const cases: [string, string | null][] = [
      ['file:///usr/share/doc/git/html/index.html', 'file'],
      ['git+file:///srv/repo', 'file'],
      ['FILE:/etc/hosts', 'file'],
      ['git+ssh://git@github.com:npm/cli#semver:^5.0', null],
      ['http://user:password@proxy.example.com/', null],
      ['cvs://:pserver:anoncvs@cvs.example.org/cvs', null],
      ['ssh://jdoe@host.example.com/repo', 'userinfo'],
      ['http://jdoe:hunter2@host/', 'userinfo'],
      ['mailto:jdoe@gnu.org', 'e-mail'],
      ['mailto:joe@example.com', null],
      ['mailto:a@b.test?subject=x', null],
      ['mailto:jdoe', 'e-mail'],
      ['mailto:a@example.com,jdoe@gnu.org', 'e-mail'],
      ['mailto:jdoe&#37;&#52;&#48;gnu&#46;org', 'e-mail'],
      ['mailto:jdoe[at]gnu[dot]org', 'e-mail'],
      ['https://lore.kernel.org/git/20200207132152.GC2868@szeder.dev/', 'e-mail'],
      ['https://lists.example.net/?from=jdoe%40mail.org', 'e-mail'],
      ['https://unpkg.com/underscore@1.13.4/underscore-esm-min.js', null],
      ['https://npmjs.com/package/@types/node', null],
      ['http://example.org/home/someone/notes', 'machine'],
      ['http://example.org/home/someone', null],
    ];
    expect(cases.map(([uri]) => [uri, whyNotPublic(uri, machine)])).toEqual(cases);
  });

  test('the deviations file cites the RFC for every entry', () => {
    for (const k of known) {
      expect(k.explanation).toMatch(/RFC 3986 §/);
      expect((k.input === undefined) !== (k.pattern === undefined)).toBe(true);
      expect(k.delta === undefined ? k.ours || k.theirs : !k.ours && !k.theirs).toBe(true);
    }
  });
});

describe('differential: inet_aton of the C library', () => {
  test('src/lint/ipv4.ts inetAton reads every form as the C library does', () => {
    const exe = buildHarness('inet-aton-harness.c');
    const random = seededRandom(7);
    const part = (): string => {
      const r = random();
      const n = Math.floor(random() * (r < 0.5 ? 300 : 2 ** 33));
      if (r < 0.3) return String(n);
      if (r < 0.5) return '0x' + n.toString(16);
      if (r < 0.6) return '0X' + n.toString(16).toUpperCase();
      if (r < 0.75) return '0' + n.toString(8);
      return ['', '0', '00', '0x', '08', '09', '019', '0xg', 'a', '1a', '4294967295', '4294967296', '99999999999999999999', '0x100000000'][Math.floor(random() * 14)]!;
    };
    const hosts = new Set<string>(['127.1', '0x7f.1', '0177.0.0.1', '2130706433', '1.2.3.04', '1.2.3.4.', '1.2.65535', '1.2.65536', '1.16777215', '1.16777216']);
    while (hosts.size < 4000) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 5) }, part);
      hosts.add(parts.join('.') + (random() < 0.1 ? '.' : ''));
    }
    const list = [...hosts];
    const c = runHarness(exe, list);
    const ours = list.map((h) => {
      const a = inetAton(h);
      return a === null ? '-' : formatIPv4(a);
    });
    const differ = list.map((h, i) => [h, ours[i], c[i]]).filter(([, a, b]) => a !== b);
    expect(differ.slice(0, 20)).toEqual([]);
  });
});
