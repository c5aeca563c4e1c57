/**
 * The lint's statements about other readers, checked against those readers:
 * every statement a finding makes about what a WHATWG URL parser does
 * ("connects to 127.0.0.1", "connects to "example.com"", "rejects the URL",
 * "reads it as ".."", "read as "javascript:"") against whatwg-url and Node's
 * URL, and every statement about inet_aton against the C library's
 * (test/support/inet-aton-bytes-harness.c, fed the decoded host as bytes).
 *
 * The inputs are every lint vector and a generated set of hosts (numeric,
 * mixed notations with the digits and full stops UTS #46 maps, non-ASCII
 * names, percent-encoded or not) in http URLs, where the check is also
 * complete: a host about which the lint says nothing is the host RFC 3986
 * reads (ASCII in lowercase) to both references, and to inet_aton no
 * address. Where whatwg-url and Node's URL disagree with each other (they
 * ship different UTS #46 data), the case is listed in
 * test/proof/lint-differential-known.json with both answers; the lint follows
 * whatwg-url's (its tr46 data is the lint's, scripts/build-idna.mjs). The
 * list is a ratchet: a listed case that no longer disagrees fails.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { lint, isValid } from '../../src/index';
import type { LintFinding } from '../../src/index';
import { split } from '../../src/model/components';
import { decodeLenient } from '../../src/lint/context';
import { buildHarness, runHarness } from '../support/native';
// Seeded (mulberry32), so the generated set and the ratchet are stable.
import { seededRandom } from '../support/inputs';

const BASE = 'http://base.example/dir/';
const KNOWN_FILE = path.join(__dirname, 'lint-differential-known.json');
const known: { cases: { host: string; whatwgUrl: string; nodeUrl: string; why: string }[] } = JSON.parse(fs.readFileSync(KNOWN_FILE, 'utf8'));

type Outcome = string | null; // the hostname, or null for failure
interface Parsed {
  readonly hostname: string;
  readonly href: string;
  readonly protocol: string;
}

/** whatwg-url on many inputs at once, in a child process (test/support/whatwg-url-child.cjs). */
function whatwgUrlAll(inputs: readonly string[]): (Parsed | null)[] {
  const run = spawnSync(process.execPath, [path.join(__dirname, '..', 'support', 'whatwg-url-child.cjs')], { input: JSON.stringify(inputs.map((i) => [i, BASE])), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.status !== 0) throw new Error(`whatwg-url child failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as ([string, string, string] | null)[]).map((r) => (r === null ? null : { hostname: r[0], href: r[1], protocol: r[2] }));
}
const viaNode = (input: string): Parsed | null => {
  try {
    return new URL(input, BASE);
  } catch {
    return null;
  }
};

/** The text of a quote of src/lint/context.ts. */
function unquote(quoted: string): string {
  return quoted.slice(1, -1).replace(/\\(?:u\{([0-9A-F]+)\}|(.))/gsu, (_m, cp: string | undefined, c: string | undefined) => (cp !== undefined ? String.fromCodePoint(parseInt(cp, 16)) : c!));
}
const QUOTED = '"(?:[^"\\\\]|\\\\.)*"';

/** What the findings say a WHATWG URL parser makes of the host: `undefined` when they say nothing. */
function statedHost(findings: readonly LintFinding[]): { hostname: Outcome; orFailure: boolean } | undefined {
  let stated: { hostname: Outcome; orFailure: boolean } | undefined;
  const state = (hostname: Outcome, orFailure = false) => {
    // Two findings may name the same host, one of them with the rule that may still reject it.
    if (stated !== undefined && stated.hostname !== hostname) throw new Error(`two statements: ${JSON.stringify(stated)} and ${hostname}`);
    stated = { hostname, orFailure: orFailure || (stated?.orFailure ?? false) };
  };
  for (const f of findings) {
    if (!f.code.startsWith('host-')) continue;
    const ipv4 = /a WHATWG URL parser (?:maps the host with UTS #46 to "[^"]*" and )?connects to (\d+\.\d+\.\d+\.\d+)/.exec(f.message);
    if (ipv4 !== null) state(ipv4[1]!);
    const domain = new RegExp(`a WHATWG URL parser connects to (${QUOTED})(?: \\(its A-labels\\))?(, unless .*? rejects the URL)?`).exec(f.message);
    if (domain !== null) state(unquote(domain[1]!), domain[2] !== undefined);
    if (/a WHATWG URL parser rejects the URL/i.test(f.message)) state(null);
    const to = /^To (.*?)(?:, which maps it with UTS #46)?, the host is (\d+\.\d+\.\d+\.\d+|"[^"]*")/.exec(f.message);
    if (to !== null && to[1]!.includes('a WHATWG URL parser')) state(to[2]!.replace(/"/g, ''));
  }
  return stated;
}

/** What the findings say inet_aton reads: an address, or `undefined`. */
function statedInetAton(findings: readonly LintFinding[]): string | undefined {
  for (const f of findings) {
    const m = /inet_aton reads (\d+\.\d+\.\d+\.\d+)/.exec(f.message) ?? /^To (?:[^,]*?)inet_aton, the host is (\d+\.\d+\.\d+\.\d+)/.exec(f.message);
    if (m !== null) return m[1];
  }
  return undefined;
}

function matches(stated: { hostname: Outcome; orFailure: boolean }, actual: Outcome): boolean {
  return actual === stated.hostname || (stated.orFailure && actual === null);
}

// ----- The generated hosts -----

/** Characters UTS #46 maps to ASCII digits, and to ".": fullwidth, circled, mathematical, superscript, subscript, ... */
const DIGIT_FORMS: readonly string[][] = Array.from({ length: 10 }, (_, d) => [
  String(d), String.fromCodePoint(0xff10 + d), String.fromCodePoint(0x1d7ce + d), String.fromCodePoint(0x1d7ec + d), String.fromCodePoint(0x2080 + d),
  ...(d === 0 ? ['\u24ea', '\u2070'] : [String.fromCodePoint(0x2460 + d - 1), String.fromCodePoint(0x2775 + d)]),
]);
const DOTS = ['.', '.', '.', '\u3002', '\uff0e', '\uff61', '\u2488'];
const NAME_CHARS = [
  ...'abcxyzABCZ019-_', 'xn--', '\u00df', '\u03c2', '\u00fc', '\u00dc', '\ufeff', '\u00ad', '\u200c', '\u200d', '\u0430', '\u0440', '\u0627', '\u05d0', '\u0661',
  '\u0301', '\uff45', '\uff21', '\u2100', '\uff0f', '\u0080', '\ufffd', '\u2024', '\u1e9e', '\u0130', '\u{1d41a}', '\u2160', '\u33c7', '!', '*', '~', '$', '%20', '%2F', '%40', '%25', '%zz', '%00', '%C0%AE', '%FF',
];

function generatedHosts(count: number): string[] {
  const random = seededRandom(46);
  const pick = <T>(a: readonly T[]): T => a[Math.floor(random() * a.length)]!;
  const numberPart = (): string => {
    const r = random();
    const n = Math.floor(random() * (r < 0.5 ? 300 : 2 ** 33));
    const zeros = '0'.repeat(random() < 0.2 ? Math.floor(random() * 40) : 0);
    if (r < 0.35) return zeros + String(n);
    if (r < 0.55) return '0x' + zeros + n.toString(16);
    if (r < 0.7) return '0' + zeros + n.toString(8);
    return pick(['', '0', '00', '0x', '0X', '08', '0xg', 'a', '1a', '4294967295', '4294967296', '99999999999999999999']);
  };
  const mixedDigits = (s: string): string => s.replace(/[0-9]/g, (d) => (random() < 0.3 ? pick(DIGIT_FORMS[Number(d)]!) : d));
  /** UTF-8 percent-encodes some characters. */
  const encode = (s: string, p: number): string => [...s].map((c) => (random() < p && !'%'.includes(c) ? [...new TextEncoder().encode(c)].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('') : c)).join('');
  const hosts = new Set<string>();
  while (hosts.size < count) {
    const kind = random();
    let host: string;
    if (kind < 0.4) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 5) }, numberPart);
      host = parts.join('.') + (random() < 0.1 ? '.' : '');
    } else if (kind < 0.65) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 4) }, numberPart);
      host = mixedDigits(parts.map((p, i) => (i === 0 ? p : pick(DOTS) + p)).join('')) + (random() < 0.1 ? pick(DOTS) : '');
      if (random() < 0.2) host = pick(['\ufeff', '\u00ad', '\u200b']) + host;
    } else {
      const labels = Array.from({ length: 1 + Math.floor(random() * 3) }, () => Array.from({ length: 1 + Math.floor(random() * 6) }, () => pick(NAME_CHARS)).join(''));
      host = labels.join('.') + (random() < 0.3 ? '.' + pick(['com', 'example', '1', '0x7f', 'xn--mnchen-3ya', 'localhost']) : '');
    }
    host = encode(host, random() < 0.5 ? 0 : random());
    // The authority must stay an authority: no raw delimiter, "%" only in escapes.
    if (/[/?#@:[\]\\\s]/.test(host) || host === '') continue;
    hosts.add(host);
  }
  return [...hosts];
}

const HOSTS = generatedHosts(20000);

// ----- The checks -----

const atonExe = buildHarness('inet-aton-bytes-harness.c');
const toHex = (s: string) => [...new TextEncoder().encode(s)].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('every WHATWG and inet_aton statement of the lint matches the references', () => {
  const vectors: { cases: { input: string }[] } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'vectors', 'lint.json'), 'utf8'));
  const counts = { hosts: 0, vectors: 0, statements: 0, disagreements: 0 };
  const disagreements: { host: string; whatwgUrl: string; nodeUrl: string }[] = [];

  /** The host's decoded text, for inet_aton. */
  const inputs = [...vectors.cases.map((c) => c.input), ...HOSTS.map((h) => `http://${h}/`), ...HOSTS.filter((_, i) => i % 4 === 0).map((h) => `foo://${h}/`)];
  const linted = inputs.map((input) => ({ input, findings: lint(input) }));
  const whatwgUrl = whatwgUrlAll(inputs);
  const atonOf = new Map<string, string>();
  {
    const decodedHosts = [...new Set(linted.map(({ input }) => decodeLenient(split(input).host?.text ?? '')))];
    const answers = runHarness(atonExe, decodedHosts.map(toHex));
    decodedHosts.forEach((h, i) => atonOf.set(h, answers[i]!));
  }

  test('host statements: whatwg-url and Node\'s URL (generated hosts also when the lint says nothing); inet_aton statements: the C library', () => {
    const wrong: unknown[] = [];
    linted.forEach(({ input, findings }, i) => {
      const generated = i >= vectors.cases.length;
      const parts = split(input);
      const host = parts.host?.text ?? '';
      const special = /^(https?|wss?|ftp|file):/i.test(input) || parts.scheme === null;
      if (generated) counts.hosts++;
      else counts.vectors++;

      // WHATWG
      const stated = statedHost(findings);
      const w = whatwgUrl[i]!;
      const n = viaNode(input);
      const [wHost, nHost] = [w?.hostname ?? null, n?.hostname ?? null];
      if (generated && special && wHost !== nHost) disagreements.push({ host, whatwgUrl: JSON.stringify(wHost), nodeUrl: JSON.stringify(nHost) });
      if (stated !== undefined) {
        counts.statements++;
        if (!special) wrong.push({ input, why: 'a WHATWG host statement about a non-special URL' });
        else if (!matches(stated, wHost)) wrong.push({ input, stated, whatwgUrl: wHost, nodeUrl: nHost });
        else if (!matches(stated, nHost) && !known.cases.some((k) => k.host === host)) wrong.push({ input, stated, whatwgUrl: wHost, nodeUrl: nHost, why: 'Node disagrees: not in the ratchet' });
      } else if (generated && special) {
        // Nothing said: both read the host as RFC 3986 does (its decoded text, ASCII letters in lowercase).
        const rfc = decodeLenient(host).replace(/[A-Z]+/g, (c) => c.toLowerCase());
        if (wHost !== rfc) wrong.push({ input, stated: 'nothing', rfc, whatwgUrl: wHost, nodeUrl: nHost });
      }

      // inet_aton
      const aton = atonOf.get(decodeLenient(host))!;
      const said = statedInetAton(findings);
      if (said !== undefined) {
        counts.statements++;
        if (said !== aton) wrong.push({ input, inetAtonStated: said, inetAton: aton });
      } else if (aton !== '-' && host !== '' && !host.startsWith('[') && !isValid(host, 'IPv4address')) {
        wrong.push({ input, inetAtonStated: 'nothing', inetAton: aton });
      }
    });
    counts.disagreements = disagreements.length;
    if (process.env.LINT_DIFFERENTIAL_DUMP !== undefined) fs.writeFileSync(process.env.LINT_DIFFERENTIAL_DUMP, JSON.stringify(disagreements, null, 1));
    expect(wrong.slice(0, 10)).toEqual([]);
    // The numbers the closing note reports.
    expect(counts.hosts).toBeGreaterThanOrEqual(25000);
    console.log(`lint differential: ${counts.hosts} generated URLs and ${counts.vectors} vectors, ${counts.statements} statements checked; whatwg-url and Node's URL disagree on ${counts.disagreements} hosts`);
  });

  test('the ratchet: every disagreement between whatwg-url and Node\'s URL is listed, and every listed one still disagrees', () => {
    const listed = new Map(known.cases.map((k) => [k.host, k]));
    const missing = disagreements.filter((d) => !listed.has(d.host));
    expect(missing.slice(0, 10)).toEqual([]);
    const found = new Map(disagreements.map((d) => [d.host, d]));
    for (const k of known.cases) {
      expect({ host: k.host, whatwgUrl: found.get(k.host)?.whatwgUrl, nodeUrl: found.get(k.host)?.nodeUrl }).toEqual({ host: k.host, whatwgUrl: k.whatwgUrl, nodeUrl: k.nodeUrl });
      expect(k.why.length).toBeGreaterThan(20);
    }
  });
});

describe('whatwg-* and dot-segment statements of the vectors', () => {
  const vectors: { cases: { input: string }[] } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'vectors', 'lint.json'), 'utf8'));
  const all = vectors.cases.flatMap((c) => lint(c.input).map((f) => [f.code, c.input, f] as const));
  /** Both references on the inputs of the vectors and the texts the messages quote. */
  const texts = [...new Set(all.flatMap(([, input, f]) => [input, ...literalOf(input, f)]))];
  const wAll = whatwgUrlAll(texts);
  const viaWhatwg = (s: string) => wAll[texts.indexOf(s)]!;

  function literalOf(input: string, f: LintFinding): string[] {
    if (f.code.startsWith('whatwg-')) return [unquote(new RegExp(`reads (${QUOTED})`).exec(f.message)![1]!)];
    const dots = /reads it as ("\.\.?")/.exec(f.message);
    if (f.code === 'percent-encoded-dot-segment' && dots !== null) return [input.slice(0, f.start) + unquote(dots[1]!) + input.slice(f.end)];
    return [];
  }

  test.each(all.filter(([code]) => code.startsWith('whatwg-')))('%s %j: both references read the quoted text', (_code, input, f) => {
    const [reading] = literalOf(input, f) as [string];
    for (const parse of [viaWhatwg, viaNode]) expect(parse(input)?.href).toBe(parse(reading)?.href);
    expect(isValid(input)).toBe(false);
  });

  test.each(all.filter(([code, , f]) => code === 'percent-encoded-dot-segment' && f.message.includes('WHATWG')))('%s %j: both references read the segment as literal dots', (_code, input, f) => {
    const [literal] = literalOf(input, f) as [string];
    for (const parse of [viaWhatwg, viaNode]) expect(parse(input)?.href).toBe(parse(literal)?.href);
  });

  test.each(all.filter(([code, , f]) => code === 'scheme-executes' && f.message.includes('by a WHATWG URL parser')))('%s %j: both references read the scheme', (_code, input, f) => {
    const scheme = unquote(/read as (".*?") by a WHATWG URL parser/.exec(f.message)![1]!);
    for (const parse of [viaWhatwg, viaNode]) expect(parse(input)?.protocol).toBe(scheme);
  });
});

describe('generated/idna.ts', () => {
  test('is what scripts/build-idna.mjs makes from the installed tr46 (not stale)', () => {
    const run = spawnSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'build-idna.mjs'), '--check'], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
