/**
 * lint(): the RFC 3986 §7 security findings. Data-driven from
 * test/vectors/lint.json (exact findings per input, positive and negative
 * cases for every code), with the messages' claims about WHATWG URL parsers
 * checked against Node's URL.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { lint, LINT_CODES, MAX_FINDINGS_PER_CODE, components, isValid } from '../../src/index';
import type { LintCode } from '../../src/index';
import { split } from '../../src/model/components';
import { whatwgIPv4, whatwgEndsInANumber, inetAton, formatIPv4 } from '../../src/lint/ipv4';
import { whatwgReading } from '../../src/lint/whatwg';
import { scriptsOf, mixesScripts } from '../../src/lint/scripts';
import { punycodeDecode } from '../../src/encoding/punycode';
import { unicodeLabel } from '../../src/encoding/idna';
import { domainToASCII, domainToUnicode } from 'node:url';
import { ipv6Zone } from '../../src/grammars/rfc3986/ipv6-zone';
import { idnaStatus } from '../../src/encoding/uts46';

interface Case {
  about: LintCode;
  input: string;
  findings: [LintCode, number, number][];
  source: string;
}
const vectors: { cases: Case[] } = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'vectors', 'lint.json'), 'utf8'));
const CODES = Object.keys(LINT_CODES) as LintCode[];
const BASE = 'http://base.example/dir/';

describe('lint vectors', () => {
  test.each(vectors.cases.map((c) => [c.about, c.input, c] as const))('%s: %j', (_about, input, c) => {
    const found = lint(input);
    expect(found.map((f) => [f.code, f.start, f.end])).toEqual(c.findings);
    for (const f of found) {
      expect(f.severity).toBe(LINT_CODES[f.code].severity);
      expect(f.message).toMatch(/^\S.*[.)]$/s);
      expect(0 <= f.start && f.start <= f.end && f.end <= input.length).toBe(true);
    }
    expect(c.source).toMatch(/RFC \d+|WHATWG|UTS|POSIX/);
  });

  test('every code has a positive and a negative case, and every case names a known code', () => {
    for (const c of vectors.cases) expect(CODES).toContain(c.about);
    for (const code of CODES) {
      const about = vectors.cases.filter((c) => c.about === code);
      const positive = about.filter((c) => c.findings.some(([k]) => k === code));
      expect({ code, positive: positive.length > 0, negative: positive.length < about.length }).toEqual({ code, positive: true, negative: true });
    }
  });

  test('the issue\'s examples get their codes', () => {
    const codes = (s: string) => lint(s).map((f) => f.code);
    expect(codes('http://trusted.example@evil.example/')).toContain('userinfo-looks-like-host');
    for (const h of ['0x7f.1', '0177.0.0.1', '2130706433', '127.1']) expect(codes(`http://${h}/`)).toEqual(['host-ambiguous-ipv4', 'host-special-purpose-address']);
    expect(codes('http://1.2.3.04/')).toEqual(['host-ambiguous-ipv4']);
    expect(codes('http://a\\b')).toEqual(['syntax-error', 'whatwg-backslash']);
    expect(codes('http://example.com/%2E%2E')).toEqual(['dot-segment-above-root', 'percent-encoded-dot-segment']);
  });
});

// Every statement about WHATWG URL parsers and inet_aton is checked in test/proof/lint-differential.test.ts.
describe('host-missing against Node\'s URL', () => {
  const url = (s: string): URL | null => {
    try {
      return new URL(s, BASE);
    } catch {
      return null;
    }
  };

  test('host-missing: WHATWG reads the first path segment as the host, or fails', () => {
    expect(url('http:///path')?.host).toBe('path');
    expect(url('https:example.com')?.host).toBe('example.com');
    expect(url('http://')).toBeNull();
  });
});

describe('WHATWG IPv4 parser (src/lint/ipv4.ts) against Node\'s URL', () => {
  const part = fc.oneof(
    fc.integer({ min: 0, max: 300 }).map(String),
    fc.integer({ min: 0, max: 0xffffffff }).map(String),
    fc.integer({ min: 0, max: 0x1ffffffff }).map((n) => '0x' + n.toString(16)),
    fc.integer({ min: 0, max: 0o777 }).map((n) => '0' + n.toString(8)),
    fc.constantFrom('', '0x', '0X', '08', '09', '0x1g', 'a', 'ab', '00', '0', '99999999999999999999'),
  );
  const host = fc.tuple(fc.array(part, { minLength: 1, maxLength: 6 }), fc.boolean()).map(([parts, dot]) => parts.join('.') + (dot ? '.' : ''));

  test('whatwgIPv4 and whatwgEndsInANumber agree with new URL()', () => {
    fc.assert(
      fc.property(host, (h) => {
        let hostname: string | null;
        try {
          hostname = new URL(`http://${h}/`).hostname;
        } catch {
          hostname = null;
        }
        if (h === '' || h.startsWith('.') || h.includes('..')) return; // empty labels: other WHATWG host rules
        if (!whatwgEndsInANumber(h)) {
          expect(hostname).toBe(h.toLowerCase());
        } else {
          const v4 = whatwgIPv4(h);
          expect(hostname).toBe(v4 === null ? null : formatIPv4(v4));
        }
      }),
      { numRuns: 3000, seed: 3986 },
    );
  });

  test('inetAton: the forms of inet_aton(3)', () => {
    expect(inetAton('127.1')).toBe(0x7f000001);
    expect(inetAton('0x7f.1')).toBe(0x7f000001);
    expect(inetAton('0177.0.0.1')).toBe(0x7f000001);
    expect(inetAton('2130706433')).toBe(0x7f000001);
    expect(inetAton('1.2.65535')).toBe(0x0102ffff);
    expect(inetAton('1.2.65536')).toBeNull();
    expect(inetAton('1.2.3.4.')).toBeNull();
    expect(inetAton('08')).toBeNull();
    expect(inetAton('0x')).toBeNull();
    expect(inetAton('4294967296')).toBeNull();
    expect(inetAton('1.2.3.4.5')).toBeNull();
  });
});

describe('issue 15: what other readers do', () => {
  const message = (s: string, code: LintCode) => lint(s).find((f) => f.code === code)?.message ?? '';

  test('zero-padded IPv4 parts: leading zeros count toward no length limit', () => {
    expect(message('http://00000000000000000000000000000000000000177.1/', 'host-ambiguous-ipv4')).toContain('a WHATWG URL parser connects to 127.0.0.1 and inet_aton reads 127.0.0.1');
    expect(message('http://0x00000000000000000000007f.1/', 'host-ambiguous-ipv4')).toContain('a WHATWG URL parser connects to 127.0.0.1 and inet_aton reads 127.0.0.1');
    expect(message('foo://0000000000000000177.0.0.1/', 'host-ambiguous-ipv4')).toMatch(/but inet_aton reads 127\.0\.0\.1 \(/);
    expect(whatwgIPv4('0x' + '0'.repeat(40) + '7f.1')).toBe(0x7f000001);
    expect(inetAton('0'.repeat(40) + '177.1')).toBe(0x7f000001);
  });

  test('UTS #46 maps the host before the IPv4 parser: fullwidth, circled and mathematical digits, ideographic full stops', () => {
    for (const h of ['%EF%BC%91%EF%BC%92%EF%BC%97.0.0.1', '127%E3%80%820%E3%80%820%E3%80%821', '%E2%91%A0%E2%91%A1%E2%91%A6.0.0.1', '%F0%9D%9F%8F%F0%9D%9F%90%F0%9D%9F%95.0.0.1', '127%EF%BC%8E0%EF%BD%A10.1']) {
      expect(message(`http://${h}/`, 'host-ambiguous-ipv4')).toContain('a WHATWG URL parser maps the host with UTS #46 to "127.0.0.1" and connects to 127.0.0.1');
    }
  });

  test('a leading U+FEFF is kept by decoding, dropped by UTS #46, and shown in the message', () => {
    expect(message('http://%EF%BB%BFexample.com/', 'host-idna-mapped')).toBe(
      'The host decodes to "\\u{FEFF}example.com", which UTS #46 maps to "example.com": a WHATWG URL parser connects to "example.com", while RFC 3986 reads another name, so a filter that compares host strings is bypassed (RFC 3986 §3.2.2, §7.6; UTS #46 §4; WHATWG URL §3.5).',
    );
    expect(idnaStatus(0xfeff)).toBe('ignored');
  });

  test('inet_aton: what follows a NUL or a space is ignored', () => {
    expect(inetAton('127.0.0.1 evil.example')).toBe(0x7f000001);
    expect(inetAton('127.0.0.1\u0000x')).toBe(0x7f000001);
    expect(inetAton('127.0.0.1x')).toBeNull();
  });

  test('an empty password is no password', () => {
    expect(lint('http://u:@h/').map((f) => f.code)).toEqual(['userinfo-present']);
    expect(lint('http://u:p@h/').map((f) => f.code)).toEqual(['userinfo-present', 'userinfo-password']);
  });
});

describe('scripts', () => {
  test('mixed scripts per UTS #39 Highly Restrictive', () => {
    expect([...scriptsOf('аpple')]).toEqual(['Cyrillic', 'Latin']);
    expect(mixesScripts(scriptsOf('аpple'))).toBe(true);
    expect(mixesScripts(scriptsOf('пример'))).toBe(false);
    expect(mixesScripts(scriptsOf('東京タワーabc'))).toBe(false);
    expect(mixesScripts(scriptsOf('서울abc'))).toBe(false);
    expect(mixesScripts(scriptsOf('ελληνικάabc'))).toBe(true);
    expect(mixesScripts(scriptsOf('abc123-ü'))).toBe(false);
  });
});

describe('punycode (RFC 3492) against Node\'s domainToUnicode', () => {
  test('the RFC 3492 §7.1 samples and A-labels of generated Unicode labels decode as Node decodes them', () => {
    expect(punycodeDecode('egbpdaj6bu4bxfgehfvwxn')).toBe('\u0644\u064A\u0647\u0645\u0627\u0628\u062A\u0643\u0644\u0645\u0648\u0634\u0639\u0631\u0628\u064A\u061F'); // RFC 3492 §7.1 (A) Arabic
    expect(punycodeDecode('ihqwcrb4cv8a8dqg056pqjye')).toBe('\u4ED6\u4EEC\u4E3A\u4EC0\u4E48\u4E0D\u8BF4\u4E2D\u6587'); // (B) Chinese (simplified)
    expect(unicodeLabel('xn--pple-43d')).toBe('аpple');
    expect(unicodeLabel('XN--mnchen-3ya')).toBe('münchen');
    expect(unicodeLabel('xn--!')).toBe('xn--!');
    const letters = fc.constantFrom(...'abcxyz0-аеорсх αβγ ü 東京 タワ 서울'.replace(/ /g, '').split(''));
    fc.assert(
      fc.property(fc.array(letters, { minLength: 1, maxLength: 12 }).map((a) => a.join('')), (label) => {
        const ascii = domainToASCII(label);
        if (ascii === '' || !ascii.startsWith('xn--') || ascii.includes('.')) return;
        expect(unicodeLabel(ascii)).toBe(domainToUnicode(ascii));
      }),
      { numRuns: 1000, seed: 3492 },
    );
  });
});

describe('ipv6-zone-id: RFC 6874 zone identifiers and the bare form', () => {
  const zoneOf = (s: string) => lint(s).filter((f) => f.code === 'ipv6-zone-id');

  test('the message names the form', () => {
    const [rfc6874] = zoneOf('http://[fe80::1%25eth0]/');
    expect(rfc6874!.message).toMatch(/^The IPv6 zone identifier "%25eth0" is RFC 6874's form: not RFC 3986; valid only in RFC 6874's grammar, which RFC 9844 \(2025\) obsoletes: .*pass the zone out of band/);
    for (const zone of ['%eth0', '%1', '%25', '%en0']) {
      const [bare] = zoneOf(`http://[fe80::1${zone}]/`);
      expect(bare!.message).toContain(`The IPv6 zone identifier ${JSON.stringify(zone)} has a bare "%": valid in no URI grammar; RFC 6874 required "%25"; RFC 9844 removes zone IDs from URIs`);
    }
  });

  // An oracle written from the ABNF of RFC 6874 §2, apart from src/ipv6-zone.ts.
  const ZONE_ID = /^(?:[A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+$/;
  const addresses = fc.constantFrom('fe80::1', '::', '::ffff:1.2.3.4', '1:2:3:4:5:6:7:8', 'FE80::A', 'fe80:1', '1.2.3.4', 'v1.x', '', 'fe80::1%25');
  const zones = fc.array(fc.constantFrom('25', '2', '5', 'e', 'n', '0', '1', 'A', 'g', '%', '%41', '%4', '-', '~', ':', '@', '[', ' ', 'é'), { maxLength: 8 }).map((a) => a.join(''));

  test('ipv6Zone: an IPv6address, "%", then "25" ZoneID (rfc6874) or else a ZoneID (bare), nothing else', () => {
    fc.assert(
      fc.property(addresses, zones, (address, zone) => {
        const literal = `${address}%${zone}`;
        // An IPv6address has no "%": the zone starts at the first one.
        const pct = literal.indexOf('%');
        const [before, after] = [literal.slice(0, pct), literal.slice(pct + 1)];
        const want = !isValid(before, 'IPv6address') ? null
          : after.startsWith('25') && ZONE_ID.test(after.slice(2)) ? 'rfc6874'
          : ZONE_ID.test(after) ? 'bare' : null;
        const got = ipv6Zone(literal);
        expect(got?.form ?? null).toBe(want);
        if (got !== null) expect(got.start).toBe(pct);
        // lint reports exactly that, with the zone as its span, after the syntax error.
        const input = `http://[${literal}]/`;
        const found = lint(input);
        const zoneFindings = found.filter((f) => f.code === 'ipv6-zone-id').map((f) => [f.start, f.end]);
        expect(zoneFindings).toEqual(want === null ? [] : [[8 + pct, 8 + literal.length]]);
        if (want !== null) expect(found.some((f) => f.code === 'syntax-error')).toBe(true);
      }),
      { numRuns: 3000, seed: 6874 },
    );
  });

  test('only in the host: not in the userinfo, the path, the query or an unclosed bracket', () => {
    for (const s of ['http://[fe80::1%25eth0]@h/', 'http://h/[fe80::1%25eth0]', 'http://h/?[fe80::1%25eth0]', 'http://h/#[fe80::1%eth0]', 'http://[fe80::1%25eth0', '[fe80::1%25eth0]', 'a:[fe80::1%25eth0]'])
      expect(zoneOf(s)).toEqual([]);
  });

  test('linear on long zones and long addresses', () => {
    const n = 1 << 20;
    const long = `http://[fe80::1%25${'a'.repeat(n)}]/`;
    expect(zoneOf(long).map((f) => [f.start, f.end])).toEqual([[15, 18 + n]]);
    expect(zoneOf(`http://[${'1:'.repeat(n)}%eth0]/`)).toEqual([]);
    expect(zoneOf(`http://[fe80::1%${'%'.repeat(n)}]/`)).toEqual([]);
  });
});

describe('lint on any string', () => {
  test('the Appendix B split agrees with the grammar on valid URI-references', () => {
    for (const c of vectors.cases.filter((c) => isValid(c.input))) {
      const p = split(c.input);
      const want = components(c.input);
      expect({
        scheme: p.scheme?.text ?? null, authority: p.authority?.text ?? null, userinfo: p.userinfo?.text ?? null,
        host: p.host?.text ?? null, port: p.port?.text ?? null, path: p.path.text, query: p.query?.text ?? null,
        fragment: p.fragment?.text ?? null,
      }).toEqual(want);
    }
  });

  test('never throws, spans are in the input, findings are sorted', () => {
    const chars = fc.constantFrom(...'abc019:/?#[]@%!$&\'()*+,;=-._~\\\t\n \u0000é'.split(''), '%2e', '%00', '%2F', '..', '0x7f', 'http://', '//', '::');
    fc.assert(
      fc.property(fc.array(chars, { maxLength: 40 }).map((a) => a.join('')), (s) => {
        const found = lint(s);
        let last = -1;
        for (const f of found) {
          expect(f.start >= last && f.start <= f.end && f.end <= s.length).toBe(true);
          last = f.start;
        }
        expect(found.some((f) => f.code === 'syntax-error')).toBe(!isValid(s));
        // The WHATWG findings are about characters no URI-reference has.
        if (isValid(s)) expect(found.filter((f) => f.code.startsWith('whatwg-'))).toEqual([]);
      }),
      { numRuns: 3000, seed: 7 },
    );
  });

  test(`at most ${MAX_FINDINGS_PER_CODE} findings of one code, the last saying how many more`, () => {
    const found = lint('http://example.com/' + '%00'.repeat(250));
    expect(found).toHaveLength(MAX_FINDINGS_PER_CODE);
    expect(found[found.length - 1]!.message).toContain('150 more findings of this code are not listed');
  });

  test('a non-string is a TypeError', () => {
    expect(() => lint(42 as unknown as string)).toThrow(TypeError);
  });

  test('whatwgReading strips, removes and rewrites as the WHATWG basic URL parser does', () => {
    expect(whatwgReading(' \u0000http://a\t/b\\c?d\\e \n', true)).toBe('http://a/b/c?d\\e');
    expect(whatwgReading('foo:a\\b', false)).toBe('foo:a\\b');
  });
});

describe.each(['docs/lint.md'])('%s', (file) => {
  test('its table lists exactly the codes of LINT_CODES, with their severities', () => {
    const doc = fs.readFileSync(path.join(__dirname, '..', '..', file), 'utf8');
    const rows = [...doc.matchAll(/^\| `([a-z0-9-]+)` \| (error|warning|info) \|/gm)].map((m) => [m[1], m[2]]);
    expect(rows).toEqual(CODES.map((c) => [c, LINT_CODES[c].severity]));
  });
});
