/**
 * Differential tests of the scheme grammars against the JavaScript libraries
 * that handle those schemes by hand-written code: fast-uri and uri-js for urn
 * and mailto (their scheme handlers), and jsdom's data-urls (the WHATWG Fetch
 * Standard's data: URL processor) for data. data-urls 8.0.0 declares Node 22;
 * it runs on Node 20 here (its code needs nothing newer), and this test is
 * where that is checked.
 *
 * The inputs: the grammars' vectors, and URIs sampled from each grammar's ABNF
 * with seeded mutations (test/support/inputs.ts). Compared: whether each
 * accepts the input (ours: `check(uri, { schemes: true })`, and for mailto the
 * decoded addresses too), and where both accept it, what each reads in it:
 * a URN's NID, NSS, query (r- and q-components) and fragment; the recipients
 * and header fields of a mailto URI; the media type and the octets of a data
 * URI.
 *
 * Every disagreement is one of the classes listed, each explained, in
 * test/proof/scheme-differential-known.json, a ratchet: a disagreement that no
 * entry explains fails, and so does an entry that explains none. The lint's
 * reading of data: URIs (src/lint/data.ts) follows the WHATWG processor and
 * must agree with data-urls on every input, with no entry at all.
 */
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as fastUri from 'fast-uri';
import * as uriJs from 'uri-js';
import { check, GRAMMARS } from '../../src/index';
import { components as urnComponents } from '../../src/grammars/rfc8141/index';
import { decodeData } from '../../src/grammars/rfc2397/index';
import { dataUrlOf } from '../../src/lint/data';
import { whatwgReading } from '../../src/lint/whatwg';
import { split } from '../../src/model/components';
import { schemePart } from '../../src/core/grammar-info';
import { LOADERS } from '../../generated/registry';
import { loadGrammar } from '../support/abnf';
import { sampledAndMutated, seededRandom } from '../support/inputs';

/**
 * data-urls on many inputs at once, in a child process on this Node.js
 * (test/support/data-urls-child.cjs: jest cannot load whatwg-url's ES module
 * dependencies): for each, null or [essence, body in hex]; and the version.
 */
function dataUrlsAll(inputs: readonly string[]): { node: string; results: ([string, string] | null)[] } {
  const run = spawnSync(process.execPath, [path.join(__dirname, '..', 'support', 'data-urls-child.cjs')], { input: JSON.stringify(inputs), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`data-urls child failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { node: string; results: ([string, string] | null)[] };
}

/** A class of disagreements with one library: the inputs it covers, and what each side does. */
interface Known {
  readonly peer: string;
  /** A regular expression (source) that every input of the class matches. */
  readonly pattern: string;
  readonly ours: boolean;
  readonly theirs: boolean;
  /** Both accept, and read this part otherwise. */
  readonly part?: string;
  readonly explanation: string;
}
const known: Record<string, Known[]> = JSON.parse(fs.readFileSync(path.join(__dirname, 'scheme-differential-known.json'), 'utf8'));

/** What one side makes of an input: rejected (null), or the parts it reads, by name. */
type Reading = Record<string, unknown> | null;

/** One disagreement. */
interface Disagreement {
  readonly peer: string;
  readonly input: string;
  readonly ours: boolean;
  readonly theirs: boolean;
  readonly part?: string;
  readonly detail: string;
}

/** The disagreements of two readings of each input: acceptance, then each part both read. */
function compare(peer: string, inputs: Iterable<string>, ours: (s: string) => Reading, theirs: (s: string) => Reading): { disagreements: Disagreement[]; count: number } {
  const disagreements: Disagreement[] = [];
  let count = 0;
  for (const input of new Set(inputs)) {
    count++;
    const a = ours(input);
    const b = theirs(input);
    if ((a === null) !== (b === null)) {
      disagreements.push({ peer, input, ours: a !== null, theirs: b !== null, detail: JSON.stringify({ ours: a, theirs: b }) });
      continue;
    }
    if (a === null || b === null) continue;
    for (const part of Object.keys(a)) {
      if (JSON.stringify(a[part]) !== JSON.stringify(b[part])) disagreements.push({ peer, input, ours: true, theirs: true, part, detail: JSON.stringify({ ours: a[part], theirs: b[part] }) });
    }
  }
  return { disagreements, count };
}

/** Each disagreement explained by an entry of the scheme's list, and each entry explaining one. */
function explain(scheme: string, disagreements: readonly Disagreement[], peers: readonly string[]): void {
  const entries = known[scheme]!.filter((k) => peers.includes(k.peer));
  const used = new Set<Known>();
  const unexplained: Disagreement[] = [];
  for (const d of disagreements) {
    const entry = entries.find((k) => k.peer === d.peer && k.ours === d.ours && k.theirs === d.theirs && k.part === d.part && new RegExp(k.pattern, 'su').test(d.input));
    if (entry === undefined) unexplained.push(d);
    else used.add(entry);
  }
  expect(unexplained.slice(0, 20)).toEqual([]);
  expect(entries.filter((k) => !used.has(k)).map((k) => `${k.peer} ${k.pattern}`)).toEqual([]);
  for (const k of entries) expect(k.explanation).toMatch(/RFC \d+|WHATWG/);
}

/** The check-vector inputs of a grammar whose rule is its scheme's. */
function vectorInputs(grammar: string, rule: string): string[] {
  const vectors = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'vectors', `${grammar}.json`), 'utf8')) as { check: { rule: string; input: string }[] };
  return vectors.check.filter((c) => c.rule === rule).map((c) => c.input);
}

/** URIs of the scheme sampled from the grammar's ABNF, each with mutants drawn from `alphabet`, that still begin with the scheme. */
function sampled(grammar: string, rule: string, scheme: string, seed: number, alphabet: string, count: number): string[] {
  const random = seededRandom(seed);
  const pick = (): string => alphabet[Math.floor(random() * alphabet.length)]!;
  const out: string[] = [];
  for (const s of sampledAndMutated(loadGrammar(grammar), rule, random, pick, count, 3)) if (s.toLowerCase().startsWith(`${scheme}:`)) out.push(s);
  return out;
}

/** Accepted by RFC 3986 and by the grammar of the URI's scheme. */
const schemeValid = (s: string): boolean => check(s, { schemes: true }) === null;

// ----- urn: RFC 8141 against fast-uri's and uri-js's handlers -----

describe('urn: RFC 8141 against fast-uri and uri-js', () => {
  const inputs = [
    ...vectorInputs('rfc8141', 'namestring').filter((s) => /^urn:/i.test(s)),
    ...sampled('rfc8141', 'namestring', 'urn', 8141, 'aZ09-:/?#%+=~&.!$\'()*,;@_ x', 1500),
    'urn:a:b', 'urn:-x:y', 'urn:x-:y', 'urn:example:', 'urn:example:a?b', 'urn:example:a/b', 'urn:example:a~b', 'urn:example:a&b',
    `urn:${'a'.repeat(32)}:x`, `urn:${'a'.repeat(33)}:x`, 'urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6', 'urn:uuid:xyz', 'urn:ex:a b', 'urn:example:a%zz',
  ];

  /** Ours: the NID, NSS, the RFC 3986 query that the r- and q-components make ("+r?=q"), and the fragment. */
  const ours = (s: string): Reading => {
    if (!schemeValid(s)) return null;
    const c = urnComponents(s);
    const query = c.r === null && c.q === null ? null : (c.r === null ? '' : `+${c.r}`) + (c.q === null ? '' : `${c.r === null ? '' : '?'}=${c.q}`);
    // Their NID is in lower case (RFC 8141 §3.1 compares it so): ours, as written, lower-cased to compare.
    return { nid: c.nid.toLowerCase(), nss: c.nss, query, fragment: c.f };
  };
  /** Theirs: their handler's nid and nss (urn:uuid: its uuid), query and fragment, or null with an error. */
  const theirs = (parse: (s: string) => Record<string, string | undefined>) => (s: string): Reading => {
    const r = parse(s);
    if (r.error !== undefined) return null;
    return { nid: r.nid ?? null, nss: r.nss ?? r.uuid ?? null, query: r.query ?? null, fragment: r.fragment ?? null };
  };

  test.each([
    ['fast-uri', (s: string) => fastUri.parse(s) as Record<string, string | undefined>],
    ['uri-js', (s: string) => uriJs.parse(s) as Record<string, string | undefined>],
  ] as const)('%s: every disagreement is a known class', (peer, parse) => {
    const { disagreements, count } = compare(peer, inputs, ours, theirs(parse));
    expect(count).toBeGreaterThan(2000);
    explain('urn', disagreements, [peer]);
  });
});

// ----- data: RFC 2397 and the lint's WHATWG reading against data-urls -----

describe('data: against data-urls (the WHATWG data: URL processor)', () => {
  const lintVectors = (JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'vectors', 'lint.json'), 'utf8')) as { cases: { input: string }[] }).cases.map((c) => c.input).filter((s) => /^\s*data:/i.test(s));
  const random = seededRandom(2397);
  const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const TYPES = ['', 'text/plain', 'TEXT/Plain', 'text', 'text/', '/plain', ' text/plain ', 'text/plain;charset=utf-8', 'text/plain;charset="utf-8"', ';charset=utf-8', 'image/png', 'image/svg+xml', 'a/b;c', 'a/b;c=', 'a/b; c=d', 'te%78t/plain', 'text/pl%C3%A2in', 'application/octet-stream'];
  const BASE64 = ['', '', ';base64', ';BASE64', '; base64', ';base64=x', ';base64;x=y', ' ;base64'];
  const BODY = ['', 'a', 'SGk=', 'SGk', 'SG k=', 'S%47k=', '%00', '%zz', '%3C', ' ', '#f', '?q', '/', '=', '+', 'é', '\t', 'AAAA', 'AAA=', 'AA==', 'A===', '%20'];
  const generated = Array.from({ length: 4000 }, () => `${pick(['data:', 'DATA:', ' data:', 'data: '])}${pick(TYPES)}${pick(BASE64)}${random() < 0.95 ? ',' : ''}${pick(BODY)}${pick(BODY)}${pick(BODY)}`);
  const inputs = [...new Set([...vectorInputs('rfc2397', 'dataurl'), ...lintVectors, ...generated, ...sampled('rfc2397', 'dataurl', 'data', 2397, 'a/;=,%2B0 #', 600)])];
  const run = dataUrlsAll(inputs);
  const byInput = new Map(inputs.map((s, i) => [s, run.results[i]!]));

  /** data-urls: the essence of its MIME type and its body, or null when it fails. */
  const whatwg = (s: string): Reading => {
    const r = byInput.get(s)!;
    return r === null ? null : { essence: r[0], bytes: r[1] };
  };

  test('data-urls 8 runs on this Node.js (it declares ^22.14 || >=24) and decodes RFC 2397 §4\'s first example', () => {
    expect(run.node).toBe(process.version);
    expect(whatwg('data:,A%20brief%20note')).toEqual({ essence: 'text/plain', bytes: Buffer.from('A brief note').toString('hex') });
  });

  test('the lint reads every data: URI with an opaque path as data-urls does (src/lint/data.ts), with no exception', () => {
    const lint = (s: string): Reading => {
      const d = dataUrlOf(s);
      return d === null ? null : { essence: d.essence, bytes: Buffer.from(d.bytes).toString('hex') };
    };
    // A path that begins with "/" (data:/plain,x) is no opaque path: the URL parser reads its segments, the lint does not read it.
    const hierarchical = (s: string): boolean => {
      const read = split(whatwgReading(s, false));
      return read.authority !== null || read.path.text.startsWith('/');
    };
    for (const s of inputs.filter(hierarchical)) expect([s, dataUrlOf(s)]).toEqual([s, null]);
    const { disagreements, count } = compare('data-urls', inputs.filter((s) => !hierarchical(s)), lint, whatwg);
    expect(count).toBeGreaterThan(3000);
    expect(disagreements.slice(0, 10)).toEqual([]);
  });

  test('RFC 2397 (check with { schemes: true }, decodeData without the fragment): every disagreement is a known class', () => {
    const ours = (s: string): Reading => {
      if (!schemeValid(s)) return null;
      try {
        const d = decodeData(schemePart(s, false));
        return { essence: d.mediaType.toLowerCase(), bytes: Buffer.from(d.bytes).toString('hex') };
      } catch {
        return null;
      }
    };
    const { disagreements } = compare('data-urls', inputs, ours, whatwg);
    explain('data', disagreements, ['data-urls']);
  });
});

// ----- mailto: RFC 6068 against fast-uri's and uri-js's handlers -----

/** RFC 6068's grammar, when the family has it (uri-grammar/rfc6068). */
const mailtoGrammar = GRAMMARS.find((g) => g.schemeRules.mailto !== undefined && g.kind === 'scheme');

describe('mailto: RFC 6068 against fast-uri and uri-js', () => {
  if (mailtoGrammar === undefined) {
    test.todo('RFC 6068 is not in grammar/grammars.json yet: this runs once it is');
    return;
  }
  type Mailto = { checkAddresses(s: string): unknown; components(s: string): { to: string[]; headers: [string, string][] } };

  /**
   * A mailto URI as a message template, the shape both libraries give: the
   * recipients (the addresses of the path, then those of "to" header fields,
   * which RFC 6068 §2 makes the same), and the other header fields by name
   * in lower case (§2: hfnames are case-insensitive), the last of a repeated
   * one, as both libraries keep it.
   */
  const template = (to: string[], headers: [string, string][]): Record<string, unknown> => {
    const fields: Record<string, string> = {};
    const recipients = [...to];
    for (const [name, value] of headers) {
      if (name.toLowerCase() === 'to') recipients.push(...value.split(','));
      else fields[name.toLowerCase()] = value;
    }
    return { to: recipients, headers: Object.fromEntries(Object.entries(fields).sort()) };
  };

  test.each([
    ['fast-uri', (s: string) => fastUri.parse(s) as Record<string, unknown>],
    ['uri-js', (s: string) => uriJs.parse(s) as Record<string, unknown>],
  ] as const)('%s: every disagreement is a known class', async (peer, parse) => {
    const mailto = (await LOADERS[mailtoGrammar.name]!()) as unknown as Mailto;
    const ours = (s: string): Reading => {
      // RFC 3986 §3.5: the fragment is not the scheme's (both libraries drop it too).
      const part = schemePart(s, false);
      if (!schemeValid(s) || mailto.checkAddresses(part) !== null) return null;
      try {
        const c = mailto.components(part);
        return template(c.to, c.headers);
      } catch {
        return null;
      }
    };
    const theirs = (s: string): Reading => {
      const r = parse(s);
      if (r.error !== undefined) return null;
      const headers: [string, string][] = Object.entries((r.headers as Record<string, string> | undefined) ?? {});
      if (r.subject !== undefined) headers.push(['subject', r.subject as string]);
      if (r.body !== undefined) headers.push(['body', r.body as string]);
      return template((r.to as string[] | undefined) ?? [], headers);
    };
    const inputs = [
      ...vectorInputs(mailtoGrammar.name, mailtoGrammar.schemeRules.mailto!),
      ...sampled(mailtoGrammar.name, mailtoGrammar.schemeRules.mailto!, 'mailto', 6068, 'a@.,?&=%2C0 #:<>"\\é', 1500),
    ];
    const { disagreements, count } = compare(peer, inputs, ours, theirs);
    expect(count).toBeGreaterThan(2000);
    explain('mailto', disagreements, [peer]);
  });
});
