/**
 * Checks of the authority (RFC 3986 §3.2): userinfo (§3.2.1, §7.5, §7.6),
 * host (§3.2.2, §7.4, §7.6) and port (§3.2.3).
 */
import type { Context } from './context.js';
import { decodeLenient, quote, readAsSpecial } from './context.js';
import { formatIPv4, inetAton } from './ipv4.js';
import { whatwgHost, type WhatwgHost } from './whatwg-host.js';
import { whatwgReading } from './whatwg.js';
import { split } from '../model/components.js';
import { pctOctetAt } from '../encoding/percent-encoding.js';
import { scriptsOf, mixesScripts } from './scripts.js';
import { toALabels, unicodeLabel } from '../encoding/idna.js';
import { isValid, parse } from '../grammars/rfc3986/parse.js';
import type { IP_literal } from '../grammars/rfc3986/ast.js';
import { checkSpecialAddress, type AddressReading } from './special-address.js';
import { ipv6Zone } from '../grammars/rfc3986/ipv6-zone.js';

// ----- 3.2.1. User Information -----

/**
 * The top-level domains a reader takes a dotted name for a host by: the common generic ones, the
 * reserved names of RFC 2606 and RFC 6761, and any two letters (country codes). "john.doe" is no
 * host; "trusted.example", "bank.com" and "cnn.example.com&story=x" (RFC 3986 §7.6) begin with one.
 */
const TLD = '(?:com|net|org|edu|gov|mil|int|info|biz|io|co|app|dev|xyz|online|site|example|test|localhost|invalid|local|arpa|[a-z]{2})';
/** A user name that begins with a host: a domain name, a dotted or hexadecimal number, localhost or a bracketed address. */
const HOST_PREFIX = new RegExp(
  `^(?:(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+${TLD}\\.?|[0-9]+(?:\\.[0-9]+){1,3}\\.?|0x[0-9a-f]+(?:\\.[0-9a-fx]+)*|localhost|\\[[0-9a-f:.]+\\])(?![a-z0-9.-])`,
  'i',
);

export function checkUserinfo(ctx: Context): void {
  const u = ctx.parts.userinfo;
  if (u === null) return;
  const host = ctx.parts.host?.text ?? '';
  ctx.report(
    'userinfo-present',
    u.start,
    u.end,
    `The authority has a userinfo ${quote(u.text)}: the host is ${quote(host)}; applications should not render userinfo as if it were the host (RFC 3986 §3.2.1, §7.5).`,
  );
  const colon = u.text.indexOf(':');
  // "user:" has an empty password: no secret travels (RFC 3986 §3.2.1 only deprecates a password).
  if (colon >= 0 && colon < u.text.length - 1) {
    ctx.report(
      'userinfo-password',
      u.start + colon,
      u.end,
      `The userinfo has the deprecated "user:password" form: the text after ":" is sent in clear text and kept in logs and histories (RFC 3986 §3.2.1, §7.5).`,
    );
  }
  // The user name as a reader sees it: decoded ("evil.example%2F@good.example" reads as the host
  // evil.example once decoded; §7.3, §7.6), and no longer than a host name can be (RFC 1034 §3.1).
  // A user name that decodes to a bracketed IPv6 host ("%5B::1%5D") keeps its colons: it ends at the "]".
  const whole = decodeLenient(u.text.slice(0, 768)).slice(0, 256);
  const bracketed = /^\[[0-9a-f:.]+\]/i.exec(whole);
  const user = bracketed !== null ? whole : decodeLenient((colon >= 0 ? u.text.slice(0, colon) : u.text).slice(0, 768)).slice(0, 256);
  const end = colon >= 0 && bracketed === null ? u.start + colon : u.end;
  if (HOST_PREFIX.test(user)) {
    ctx.report('userinfo-looks-like-host', u.start, end, `The userinfo ${quote(user)} looks like a host, but the host is ${quote(host)}, after the "@": a semantic attack (RFC 3986 §7.6).`);
    return;
  }
  checkUserinfoHolds(ctx, user, host, end);
}

/**
 * A user name that is no host but holds one further in, once decoded (RFC 3986 §7.6): after a
 * percent-encoded "@" (§3.2.1 has "@" percent-encoded in a userinfo, so "user%40evil.example@good.example"
 * is a valid URI whose host is good.example), or a domain name with a generic top-level domain
 * inside other text ("www.bank.example.com.login", "bank.com-verify").
 */
function checkUserinfoHolds(ctx: Context, user: string, host: string, end: number): void {
  const u = ctx.parts.userinfo!;
  // Decoded once, or twice for an "@" encoded twice ("%2540": §2.4 forbids decoding twice, some software does).
  const twice = user.includes('%') && !user.includes('@') ? decodeLenient(user) : user;
  const at = twice.lastIndexOf('@');
  if (at >= 0) {
    const after = twice.slice(at + 1);
    const reads = HOST_PREFIX.test(after) ? `reads the host ${quote(after)}` : 'reads another authority';
    const encoded = twice === user ? 'that was percent-encoded' : 'percent-encoded twice';
    const mail = twice === user ? 'an e-mail address as a user name is written so: check that the host is the one meant; ' : '';
    ctx.report(
      'userinfo-contains-host',
      u.start,
      end,
      `The user name decodes to ${quote(twice)}, with an "@" ${encoded}: the host is ${quote(host)}, but a person, or software that decodes the userinfo before it splits the authority at "@", ${reads} (${mail}RFC 3986 §2.4, §3.2.1, §7.3, §7.6).`,
    );
    return;
  }
  const domain = CONTAINED_DOMAIN.exec(user);
  if (domain !== null) {
    ctx.report(
      'userinfo-contains-host',
      u.start,
      end,
      `The user name ${quote(user)} holds the domain name ${quote(domain[0])}, but the host is ${quote(host)}, after the "@": a reader may take the name for the host (RFC 3986 §7.6).`,
    );
  }
}

/**
 * A domain name of two labels at least with a generic top-level domain, not inside a label, anywhere
 * in a user name: the labels cannot hold ".", so each is read once from a given start (no backtracking
 * over the 256 characters a user name is cut to).
 */
const CONTAINED_DOMAIN = /(?<![a-z0-9-])(?:[a-z0-9-]+\.)+(?:com|net|org|edu|gov|mil|int|info|biz|io|co|app|dev|xyz|online|site|example|test|localhost|invalid|local|arpa)(?![a-z0-9])/i;

// ----- 3.2.2. Host -----

/** Delimiters that, percent-encoded in a host, read as another authority once decoded. */
const ENCODED_DELIMITER = /%(2F|3A|3F|23|5B|5D|40|5C|25)/gi;

export function checkHost(ctx: Context): void {
  const h = ctx.parts.host;
  checkHostMissing(ctx);
  if (h !== null && h.text.startsWith('[')) {
    checkZone(ctx);
    if (isValid(h.text, 'IP-literal')) {
      const address = (parse(h.text, 'IP-literal') as IP_literal).address;
      if (address.type === 'IPv6address') checkSpecialAddress(ctx, [], address.pieces, null);
    }
  }
  if (h === null || h.text === '' || h.text.startsWith('[')) return;
  // The host is a reg-name or IPv4address for RFC 3986 (an IP-literal starts with "[").
  for (const m of h.text.matchAll(ENCODED_DELIMITER)) {
    const at = h.start + m.index;
    ctx.report(
      'host-percent-encoded-delimiter',
      at,
      at + 3,
      () => `The host has ${m[0]}, a percent-encoded ${quote(String.fromCharCode(pctOctetAt(m[0], 0)))}: software that decodes the host before reading it sees a different authority (RFC 3986 §2.2, §7.3).`,
    );
  }
  const decoded = decodeLenient(h.text);
  const whatwg = whatwgHostOf(ctx);
  const aton = inetAton(decoded);
  checkIPv4Forms(ctx, decoded, whatwg, aton);
  const mapped = checkWhatwgDomain(ctx, decoded, whatwg, aton);
  const name = whatwg?.kind === 'domain' ? whatwg.ascii : asciiLowercase(decoded);
  checkSpecialAddress(ctx, addressReadings(ctx, whatwg, aton), null, name, name !== asciiLowercase(decoded));
  // Non-ASCII host: raw (an IRI, invalid here) or percent-encoded UTF-8 (§3.2.2).
  if (/[^\x00-\x7f]/.test(decoded)) {
    const connects = whatwg?.kind === 'domain' && !mapped ? `; ${connectsTo(whatwg, ' (its A-labels)')}` : '';
    ctx.report(
      'host-non-ascii',
      h.start,
      h.end,
      `The host decodes to the non-ASCII name ${quote(decoded)}${connects}: check it is not a look-alike of another name (RFC 3986 §3.2.2, §7.6).`,
    );
  }
  // Mixed scripts, label by label, A-labels decoded (an ASCII host without one has only Latin letters).
  if (!/[^\x00-\x7f]|(?:^|\.)xn--/i.test(decoded)) return;
  let offset = 0;
  for (const label of h.text.split('.')) {
    const shown = unicodeLabel(decodeLenient(label));
    const scripts = scriptsOf(shown);
    if (mixesScripts(scripts)) {
      const start = h.start + offset;
      ctx.report(
        'host-mixed-script',
        start,
        start + label.length,
        `The host label ${quote(label)} reads ${quote(shown)}, which mixes letters of ${[...scripts].join(', ')}: it may imitate another name (RFC 3986 §7.6; UTS #39 §5.1).`,
      );
    }
    offset += label.length + 1;
  }
}

/**
 * An IPv6 zone identifier in the IP literal (src/ipv6-zone.ts): RFC 6874's
 * "[fe80::1%25eth0]" or the bare "[fe80::1%eth0]". The span is the zone, from
 * the "%" to before the "]".
 */
function checkZone(ctx: Context): void {
  const h = ctx.parts.host!;
  if (ctx.valid || h.text.length < 2 || !h.text.endsWith(']')) return;
  const zone = ipv6Zone(h.text.slice(1, -1));
  if (zone === null) return;
  const start = h.start + 1 + zone.start;
  const end = h.end - 1;
  const text = quote(ctx.input.slice(start, end));
  ctx.report(
    'ipv6-zone-id',
    start,
    end,
    zone.form === 'rfc6874'
      ? `The IPv6 zone identifier ${text} is RFC 6874's form: not RFC 3986; valid only in RFC 6874's grammar, which RFC 9844 (2025) obsoletes: zone identifiers are no longer part of URI syntax; pass the zone out of band (RFC 3986 §3.2.2; RFC 6874 §2; RFC 9844).`
      : `The IPv6 zone identifier ${text} has a bare "%": valid in no URI grammar; RFC 6874 required "%25"; RFC 9844 removes zone IDs from URIs; pass the zone out of band (RFC 3986 §3.2.2; RFC 6874 §2; RFC 9844).`,
  );
}

/**
 * The host as a WHATWG URL parser reads it (src/lint/whatwg-host.ts), for a
 * special URL or a reference resolved against one, or `null` when no special
 * URL has this host, or that parser sees another host text (tabs and
 * newlines removed, "\\" read as "/": the whatwg-* findings say so).
 */
function whatwgHostOf(ctx: Context): WhatwgHost | null {
  if (!readAsSpecial(ctx)) return null;
  const host = split(whatwgReading(ctx.input, true)).host;
  if (host === null || host.text !== ctx.parts.host?.text) return null;
  return whatwgHost(host.text);
}

/** "a WHATWG URL parser connects to …", with the rule it does not model that may still reject the host. */
function connectsTo(whatwg: WhatwgHost & { kind: 'domain' }, note = ''): string {
  const unless = whatwg.unsure === null ? '' : `, unless ${whatwg.unsure} rejects the URL`;
  return `a WHATWG URL parser connects to ${quote(whatwg.ascii, 255)}${note}${unless}`;
}

/** How RFC 3986 reads a host that is not dotted-decimal: a registered name, or no host at all. */
function rfcReading(text: string): string {
  return isValid(text, 'host') ? `RFC 3986 reads the host ${quote(text)} as a registered name, not an IPv4 address` : `The host ${quote(text)} is no RFC 3986 host`;
}

/** ASCII lowercase (RFC 3986 §6.2.2.1 lowercases the ASCII letters of a host, nothing else). */
function asciiLowercase(text: string): string {
  return text.replace(/[A-Z]+/g, (c) => c.toLowerCase());
}

/** The IPv4 addresses the readers of the host see, readers of the same address together. */
function addressReadings(ctx: Context, whatwg: WhatwgHost | null, aton: number | null): AddressReading[] {
  const h = ctx.parts.host!;
  const special = whatwg !== null;
  if (isValid(h.text, 'IPv4address')) return [{ readers: special ? 'RFC 3986, a WHATWG URL parser and inet_aton' : 'RFC 3986 and inet_aton', address: aton! }];
  const w = whatwg?.kind === 'ipv4' ? whatwg.address : null;
  if (w !== null && w === aton) return [{ readers: 'a WHATWG URL parser and inet_aton', address: w }];
  const readings: AddressReading[] = [];
  if (w !== null) readings.push({ readers: 'a WHATWG URL parser', address: w });
  if (aton !== null) readings.push({ readers: 'inet_aton', address: aton });
  return readings;
}

function checkIPv4Forms(ctx: Context, decoded: string, whatwg: WhatwgHost | null, aton: number | null): void {
  const h = ctx.parts.host!;
  if (isValid(h.text, 'IPv4address')) return; // dotted-decimal: every reader agrees
  const readers: string[] = [];
  if (whatwg?.kind === 'ipv4') {
    const map = whatwg.ascii === asciiLowercase(decoded) ? '' : `maps the host with UTS #46 to ${quote(whatwg.ascii)} and `;
    readers.push(`a WHATWG URL parser ${map}connects to ${formatIPv4(whatwg.address)}`);
  }
  if (aton !== null) readers.push(`inet_aton reads ${formatIPv4(aton)}`);
  if (readers.length > 0) {
    if (whatwg?.kind === 'failure') readers.push(`a WHATWG URL parser rejects the URL (${whatwg.reason})`);
    ctx.report('host-ambiguous-ipv4', h.start, h.end, `${rfcReading(h.text)}, but ${readers.join(' and ')} (RFC 3986 §3.2.2, §7.4).`);
  } else if (whatwg?.kind === 'failure' && whatwg.ipv4) {
    ctx.report(
      'host-invalid-ipv4',
      h.start,
      h.end,
      `The host ${quote(h.text)} ends in a number but is no IPv4 address: ${isValid(h.text, 'host') ? 'RFC 3986 reads a registered name, ' : ''}a WHATWG URL parser rejects the URL (RFC 3986 §3.2.2; WHATWG URL §3.5).`,
    );
  }
}

/**
 * What a WHATWG URL parser does with a host that is no IPv4 address to it:
 * rejects it (`host-whatwg-invalid`), or connects to a domain that UTS #46
 * mapped from another text than RFC 3986 reads (`host-idna-mapped`). True
 * when it reported the mapping.
 */
function checkWhatwgDomain(ctx: Context, decoded: string, whatwg: WhatwgHost | null, aton: number | null): boolean {
  const h = ctx.parts.host!;
  if (whatwg?.kind === 'failure' && !whatwg.ipv4 && aton === null) {
    const rfc = isValid(h.text, 'host') ? `, while RFC 3986 reads the registered name ${quote(h.text)}` : '';
    ctx.report('host-whatwg-invalid', h.start, h.end, `A WHATWG URL parser rejects the URL: ${whatwg.reason}${rfc} (RFC 3986 §3.2.2; WHATWG URL §3.5; UTS #46 §4).`);
    return false;
  }
  if (whatwg?.kind !== 'domain') return false;
  // RFC 3986's reading: the decoded name, ASCII letters in lowercase, as its A-labels.
  const rfc = asciiLowercase(decoded);
  const rfcAscii = toALabels(rfc.split('.'));
  if (rfcAscii === whatwg.ascii) return false;
  const shown = whatwg.unicode === whatwg.ascii ? quote(whatwg.ascii, 255) : `${quote(whatwg.unicode)} (${quote(whatwg.ascii, 255)})`;
  ctx.report(
    'host-idna-mapped',
    h.start,
    h.end,
    `The host decodes to ${quote(decoded)}, which UTS #46 maps to ${shown}: ${connectsTo(whatwg)}, while RFC 3986 reads another name, so a filter that compares host strings is bypassed (RFC 3986 §3.2.2, §7.6; UTS #46 §4; WHATWG URL §3.5).`,
  );
  return true;
}

/** Schemes whose URIs need a non-empty host. */
const NEED_HOST: Readonly<Record<string, string>> = {
  http: 'RFC 9110 §4.2.1',
  https: 'RFC 9110 §4.2.2',
  ws: 'RFC 6455 §3',
  wss: 'RFC 6455 §3',
  ftp: 'RFC 1738 §3.2',
};

function checkHostMissing(ctx: Context): void {
  const scheme = ctx.scheme;
  if (scheme === null || !Object.hasOwn(NEED_HOST, scheme)) return;
  const { host, authority, scheme: s } = ctx.parts;
  const why = `${scheme} URIs need a host (${NEED_HOST[scheme]}); WHATWG URL parsers take the first path segment for the host, or reject the URL when there is none`;
  if (authority === null) {
    ctx.report('host-missing', s!.end, s!.end + 1, `The URI has no authority: ${why}.`);
  } else if (host === null || host.text === '') {
    const at = host?.start ?? authority.start;
    ctx.report('host-missing', at, at, `The host is empty: ${why}.`);
  }
}

// ----- 3.2.3. Port -----

export function checkPort(ctx: Context): void {
  const p = ctx.parts.port;
  if (p === null) return;
  if (p.text === '') {
    ctx.report('port-empty', p.start - 1, p.end, 'A ":" with no port after it: the scheme\'s default port is used, and normalization removes the ":" (RFC 3986 §3.2.3, §6.2.3).');
    return;
  }
  if (!/^[0-9]+$/.test(p.text)) return; // not a port: the syntax error says so
  const digits = p.text.replace(/^0+(?=.)/, '');
  if (digits.length > 5 || Number(digits) > 65535) {
    ctx.report('port-out-of-range', p.start, p.end, `The port ${quote(p.text, 20)} is above 65535, the largest TCP and UDP port: software that truncates it to 16 bits connects to another port (RFC 3986 §3.2.3, §7.2).`);
  }
  if (p.text.length > 1 && p.text[0] === '0') {
    ctx.report('port-leading-zero', p.start, p.end, `The port ${quote(p.text, 20)} has leading zeros: some readers take it as octal, and it is not equal to ${quote(digits, 20)} before normalization (RFC 3986 §3.2.3, §6.2.3).`);
  }
}
