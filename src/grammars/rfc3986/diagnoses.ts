/**
 * RFC 3986's diagnoses: the likely mistake behind a syntax error, found by
 * looking at the whole input once the parse has failed (`UriSyntaxError.diagnosis`).
 *
 * The error's offset is grammar-true, and often not where a person sees the
 * mistake: `http://example.com:8o/` fails at the "/" (until an "@" comes,
 * `example.com:8o` reads as a userinfo), and the mistake is the port "8o".
 * So the input is split as Appendix B splits any string, the authority at its
 * "@" and ":" as §3.2 composes it, and the component that holds the offset
 * is examined whole: a second "@", a port that is not a number, an IPv6
 * address with two "::", a "{…}" of a URI Template, a character of the text
 * the URI was copied from. A diagnosis's span contains or precedes the offset.
 *
 * The text around a URI (quotes, markup, placeholders, look-alike characters)
 * is src/core/diagnosis-text.ts's, shared by every grammar. RFC 3987 and
 * RFC 6874 reuse this analysis with their own sections and their own
 * characters and zone identifiers (`diagnoseWith`), as RFC 2396 does for its
 * components.
 */
import type { Diagnosis, UriSyntaxError } from '../../core/errors.js';
import {
  aroundText,
  charName,
  diagnosis,
  escapeSequence,
  escapesOf,
  lookalike,
  placeholder,
  quote,
  work,
  type TextCitations,
} from '../../core/diagnosis-text.js';
import { validator } from './validator.js';

/** The codes of RFC 3986's diagnoses, beside the shared ones (test/vectors/diagnoses.json has an example of each). */
export const CODES = [
  'windows-path',
  'backslash-for-slash',
  'missing-scheme',
  'scheme-syntax',
  'colon-in-first-segment',
  'scp-like',
  'scheme-in-relative-ref',
  'fragment-in-absolute-uri',
  'second-at',
  'delimiter-in-userinfo',
  'ipv6-unbracketed',
  'port-not-a-number',
  'port-negative',
  'port-placeholder',
  'port-service-name',
  'stray-after-port',
  'port-second-colon',
  'unclosed-ip-literal',
  'empty-ip-literal',
  'ipvfuture',
  'ipv4-in-brackets',
  'name-in-brackets',
  'after-ip-literal',
  'ipv6-double-colon',
  'ipv6-group-too-long',
  'ipv6-not-hex',
  'ipv6-ipv4-part',
  'ipv6-group-count',
  'ipv6-lone-colon',
  'zone-id',
  'zone-id-bare',
  'ipv4-address',
  'percent-literal',
  'percent-truncated',
  'percent-unicode',
  'space',
  'second-hash',
  'html-entity',
  'brackets-outside-host',
  'query-array-brackets',
  'json-in-query',
  'double-quote',
  'angle-bracket',
  'backtick',
  'curly-brace',
  'vertical-bar',
  'caret',
  'backslash',
  'control-character',
  'non-ascii',
  'idn-host',
  'lone-surrogate',
  'at-in-component',
  'more-than-the-rule',
  'tilde-unsafe',
  'host-without-slashes',
] as const;

export type Code = (typeof CODES)[number];

/** A span of the input: `[start, end)` in UTF-16 code units. */
interface Span {
  readonly start: number;
  readonly end: number;
}

/** The sections a grammar of RFC 3986's shape cites, beside those of the text around a URI. */
export interface Sections extends TextCitations {
  /** The grammar's RFC, as a message names it: `RFC 3986`. */
  readonly name: string;
  /** Where its rules are collected: `RFC 3986 Appendix A`. */
  readonly rules: string;
  readonly scheme: string;
  readonly authority: string;
  readonly userinfo: string;
  readonly host: string;
  readonly port: string;
  readonly path: string;
  readonly query: string;
  readonly fragment: string;
  /** A relative reference's first segment (§4.2). */
  readonly relative: string;
  /** What a URI (absolute) is: §3 for URI, §4.3 for absolute-URI. */
  readonly absolute: string;
  /** The IP literals in brackets (§3.2.2), or null for a grammar without them (RFC 2396 and older). */
  readonly ipLiteral: string | null;
}

/** What a component is called in a message. */
export type ComponentName = 'scheme' | 'authority' | 'user information' | 'host' | 'port' | 'path' | 'query' | 'fragment' | 'literals';

/** What a rule stands for: the whole reference, or one component (the rules parsed alone, `check(s, 'host')`). */
export type RuleKind =
  | 'reference'
  | 'hier-part'
  | 'scheme'
  | 'authority'
  | 'userinfo'
  | 'host'
  | 'port'
  | 'ip-literal'
  | 'ipv6'
  | 'ipvfuture'
  | 'ipv4'
  | 'path'
  | 'query'
  | 'fragment'
  | 'pct-encoded'
  | 'character';

/** A grammar of RFC 3986's shape, as its diagnoses see it. */
export interface Profile {
  readonly sections: Sections;
  /** True when `input` matches `rule` of the grammar (its DFAs). */
  readonly valid: (input: string, rule: string) => boolean;
  /** What each rule of the grammar stands for (RFC 3986's names with RFC 3987's "i" prefix taken off). */
  readonly kindOf: (rule: string) => RuleKind;
  /** The rules that need a scheme (URI, absolute-URI), that have none (relative-ref), that have no fragment (absolute-URI). */
  readonly absolute: ReadonlySet<string>;
  readonly relative: ReadonlySet<string>;
  readonly noFragment: ReadonlySet<string>;
  /** The diagnosis of a character beyond US-ASCII at the offset, in a component. */
  readonly beyondAscii: (e: UriSyntaxError<string>, component: ComponentName, profile: Profile) => Diagnosis | null;
  /** The diagnosis of a "%" in an IP literal `literal` (brackets included) at `pct`. */
  readonly zone: (e: UriSyntaxError<string>, literal: Span, pct: number, profile: Profile) => Diagnosis | null;
  /** True when the grammar's authority has no parts (RFC 1808's net_loc): only its characters are examined. */
  readonly opaqueAuthority?: boolean;
  /** The grammar's own diagnoses, asked after those of the text around a URI and before the analysis of its components. */
  readonly own?: (e: UriSyntaxError<string>) => Diagnosis | null;
}

export const RFC3986_SECTIONS: Sections = {
  name: 'RFC 3986',
  rules: 'RFC 3986 Appendix A',
  context: 'RFC 3986 Appendix C',
  encoding: 'RFC 3986 §2.1',
  nonAscii: 'RFC 3986 §2.5',
  templates: 'rfc6570',
  scheme: 'RFC 3986 §3.1',
  authority: 'RFC 3986 §3.2',
  userinfo: 'RFC 3986 §3.2.1',
  host: 'RFC 3986 §3.2.2',
  port: 'RFC 3986 §3.2.3',
  path: 'RFC 3986 §3.3',
  query: 'RFC 3986 §3.4',
  fragment: 'RFC 3986 §3.5',
  relative: 'RFC 3986 §4.2',
  absolute: 'RFC 3986 §4.3',
  ipLiteral: 'RFC 3986 §3.2.2',
};

/** A diagnosis of RFC 3986's analysis. */
function found(code: Code, message: string, start: number, end: number, rfc: string): Diagnosis {
  return diagnosis(code, message, start, end, rfc);
}

// ----- the profile of RFC 3986 -----

const KINDS: Readonly<Record<string, RuleKind>> = {
  'URI-reference': 'reference',
  URI: 'reference',
  'absolute-URI': 'reference',
  'relative-ref': 'reference',
  'hier-part': 'hier-part',
  'relative-part': 'hier-part',
  scheme: 'scheme',
  authority: 'authority',
  userinfo: 'userinfo',
  host: 'host',
  'reg-name': 'host',
  port: 'port',
  'IP-literal': 'ip-literal',
  IPvFuture: 'ipvfuture',
  IPv6address: 'ipv6',
  IPv6addrz: 'ipv6',
  h16: 'ipv6',
  ls32: 'ipv6',
  IPv4address: 'ipv4',
  'dec-octet': 'ipv4',
  path: 'path',
  'path-abempty': 'path',
  'path-absolute': 'path',
  'path-noscheme': 'path',
  'path-rootless': 'path',
  'path-empty': 'path',
  segment: 'path',
  'segment-nz': 'path',
  'segment-nz-nc': 'path',
  query: 'query',
  fragment: 'fragment',
  'pct-encoded': 'pct-encoded',
};

/** What a rule stands for, by RFC 3986's names (RFC 3987's with the "i" taken off: `ihost`, `IRI`). */
export function kindOf(rule: string): RuleKind {
  const own = KINDS[rule];
  if (own) return own;
  const uri = rule.replace(/^i(?=[a-z])/, '').replace(/IRI/, 'URI');
  return KINDS[uri] ?? 'character';
}

/** RFC 3986 as its diagnoses see it; RFC 6874 changes its zone identifiers. */
export const RFC3986_PROFILE: Profile = {
  sections: RFC3986_SECTIONS,
  valid: (input, rule) => validator.test(input, rule),
  kindOf,
  absolute: new Set(['URI', 'absolute-URI']),
  relative: new Set(['relative-ref']),
  noFragment: new Set(['absolute-URI']),
  beyondAscii: asciiOnly,
  zone: noZones,
};

/** The likely mistake behind an RFC 3986 syntax error, or null. */
export function diagnose(e: UriSyntaxError<string>): Diagnosis | null {
  return diagnoseWith(e, RFC3986_PROFILE);
}

/** The likely mistake behind a syntax error of a grammar of RFC 3986's shape. */
export function diagnoseWith(e: UriSyntaxError<string>, p: Profile): Diagnosis | null {
  const kind = p.kindOf(e.rule);
  const s = p.sections;
  // A prefix of the input is asked about (is the URI whole before the text around it?) by a rule of a whole reference.
  const whole = kind === 'reference' || kind === 'hier-part';
  return aroundText(e, s, whole ? p.valid : null) ?? placeholder(e, s) ?? escapeSequence(e, s) ?? lookalike(e, s) ?? p.own?.(e) ?? byRule(e, kind, p);
}

// ----- by what the rule stands for -----

function byRule(e: UriSyntaxError<string>, kind: RuleKind, p: Profile): Diagnosis | null {
  const { input } = e;
  const all: Span = { start: 0, end: input.length };
  switch (kind) {
    case 'reference':
      return reference(e, p, 0);
    case 'hier-part':
      return reference(e, p, -1);
    case 'scheme':
      return schemeRule(e, p);
    case 'authority':
      return authority(e, all, p, null);
    case 'userinfo':
      if (e.found === '@') return atInComponent(e, 'user information', p.sections.userinfo);
      return character(e, 'user information', p.sections.userinfo, all, p);
    case 'host':
      return hostRule(e, p);
    case 'port':
      return port(e, all, p, null, null) ?? character(e, 'port', p.sections.port, all, p);
    case 'ip-literal':
      return input.startsWith('[') ? ipLiteral(e, all, p, null) : beyondRule(e, p, 'an IP literal, in brackets');
    case 'ipv6':
      return ipv6(e, all, p) ?? beyondRule(e, p, 'an IPv6 address');
    case 'ipvfuture':
      return ipvFuture(e, all, p.sections);
    case 'ipv4':
      return ipv4(e, all, p.sections) ?? beyondRule(e, p, 'an IPv4 address');
    case 'path':
      return pathRule(e, p);
    case 'query':
      return character(e, 'query', p.sections.query, all, p);
    case 'fragment':
      return character(e, 'fragment', p.sections.fragment, all, p);
    case 'pct-encoded':
      return percent(e, p.sections) ?? beyondRule(e, p, 'one percent-encoded octet');
    case 'character':
      return beyondRule(e, p, 'one character');
  }
}

/** More than the rule takes: `check('ab', 'pchar')`, `check('h:80', 'host')`: the rule matched a prefix. */
function beyondRule(e: UriSyntaxError<string>, p: Profile, what: string): Diagnosis | null {
  const { input, offset } = e;
  if (offset === 0 || offset >= input.length || !p.valid(input.slice(0, offset), e.rule)) return null;
  return found('more-than-the-rule', `the rule ${e.rule} is ${what}, and ${quote(input.slice(0, offset))} is a whole one: ${quote(input.slice(offset))} after it is no part of it`, offset, input.length, p.sections.rules);
}

/** The first index of a delimiter of `delimiters` (a global regex of one class) in `s` from `from`, or `s.length`. */
function firstOf(s: string, delimiters: RegExp, from = 0): number {
  delimiters.lastIndex = from;
  if (delimiters.test(s)) {
    const i = delimiters.lastIndex - 1;
    work.units += i - from + 1;
    return i;
  }
  work.units += s.length - from + 1;
  return s.length;
}

/** The delimiters that end a scheme (§3.1) or a first segment; an authority (§3.2); a path (§3.3). */
const COLON_SLASH_QUERY_HASH = /[:/?#]/g;
const SLASH_QUERY_HASH = /[/?#]/g;
const QUERY_HASH = /[?#]/g;

const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*$/;
/** A Windows path: a drive letter ("C:\\"), or a UNC path ("\\\\server"). */
const WINDOWS_DRIVE = /^[A-Za-z]:\\/;
const WINDOWS_UNC = /^\\\\[^\\]/;

/**
 * A whole reference (`URI-reference`, `URI`, `absolute-URI`, `relative-ref`),
 * or from its hier-part (`from` -1: `hier-part`, `relative-part`).
 */
function reference(e: UriSyntaxError<string>, p: Profile, from: 0 | -1): Diagnosis | null {
  const { input, offset, rule } = e;
  work.units += input.length;
  const s = p.sections;
  const n = input.length;
  // What only some inputs need (a regex, a message) is a function of its own, called when a character or two
  // say it may apply, so that the optimized code of this one, compiled while the first errors wait, holds little.
  // A Windows path: "C:\Users\x", "\\server\share".
  if (from === 0 && (input[1] === ':' || input[0] === '\\') && (WINDOWS_DRIVE.test(input) || WINDOWS_UNC.test(input))) return windowsPath(input);
  // A host and port where a reference begins: "[fe80::1]:80/" without the "//" before it.
  if (from === 0 && offset === 0 && input[0] === '[' && HOST_AT_START.test(input)) return hostWithoutSlashes(input, s);
  // The scheme: the first segment up to a ":".
  const k = from === 0 ? firstOf(input, COLON_SLASH_QUERY_HASH) : -1;
  const colon = k >= 0 && k < n && input[k] === ':' ? k : -1;
  const scheme = colon > 0 ? input.slice(0, colon) : null;
  const schemed = scheme !== null && SCHEME.test(scheme);
  if (colon >= 0 && !schemed && offset <= colon) {
    const d = notAScheme(input, offset, colon, s);
    if (d) return d;
  }
  if (schemed && p.relative.has(rule) && offset <= colon) return schemeInRelativeRef(input, colon, s);
  if (from === 0 && p.absolute.has(rule) && !schemed && offset <= Math.max(colon, k)) return missingScheme(e, s);
  // "http:\\host\path": backslashes where the slashes are.
  if (schemed && (input.charCodeAt(colon + 1) === 0x5c || (input.charCodeAt(colon + 1) === 0x2f && input.charCodeAt(colon + 2) === 0x5c))) {
    const d = backslashForSlash(input, offset, colon, s);
    if (d) return d;
  }
  // The authority, after "//".
  const after = colon + 1;
  let at = after;
  if (input.startsWith('//', after)) {
    const end = firstOf(input, SLASH_QUERY_HASH, after + 2);
    const a: Span = { start: after + 2, end };
    if (offset >= a.start && offset <= a.end) {
      const d = p.opaqueAuthority ? character(e, 'authority', s.authority, a, p) : authority(e, a, p, schemed ? scheme : null);
      if (d) return d;
    }
    at = end;
  }
  // The path, the query, the fragment.
  const q = firstOf(input, QUERY_HASH, at);
  const h = input.indexOf('#', at);
  if (h >= 0 && offset === h && p.noFragment.has(rule)) return fragmentInAbsoluteUri(input, rule, h, s);
  if (offset <= q || q === n) return character(e, 'path', s.path, { start: at, end: q }, p);
  if (h < 0 || offset <= h) return character(e, 'query', s.query, { start: q + 1, end: h < 0 ? n : h }, p);
  return character(e, 'fragment', s.fragment, { start: h + 1, end: n }, p);
}

const HOST_AT_START = /^\[[0-9A-Fa-f:.vV%]+\](?::[0-9]*)?(?:[/?#]|$)/;

/** A Windows path: "C:\Users\x", "\\server\share" (RFC 8089 Appendix E.2). */
function windowsPath(input: string): Diagnosis {
  const unc = input.startsWith('\\\\');
  const path = input.replace(/\\/g, '/');
  const fix = unc ? `file:${path}` : `file:///${path}`;
  return found('windows-path', `a Windows file path, not a URI: as a file URI it is ${quote(fix)} (RFC 8089 Appendix E.2), with any space or "%" in it percent-encoded`, 0, input.length, 'RFC 8089 §2');
}

/** A host and port where a reference begins: "[fe80::1]:80/" without the "//" before it (§3.2). */
function hostWithoutSlashes(input: string, s: Sections): Diagnosis {
  return found('host-without-slashes', `${quote(input.slice(0, input.indexOf(']') + 1))} is a host: in a reference, a host follows "//" (${quote('//' + input)}), or a scheme and "://" (${quote('http://' + input)})`, 0, input.indexOf(']') + 1, s.authority);
}

/** A scheme that is not in the rule of a relative reference (§4.2). */
function schemeInRelativeRef(input: string, colon: number, s: Sections): Diagnosis {
  const scheme = input.slice(0, colon);
  return found('scheme-in-relative-ref', `${quote(scheme + ':')} begins a URI, and a relative reference has no scheme: check it by a rule that takes URIs${input.startsWith('//', colon + 1) ? '' : `, or, for a path whose first segment holds the ":", write ${quote('./' + input.slice(0, firstOf(input, SLASH_QUERY_HASH)))}`}`, 0, colon + 1, s.relative);
}

/** "http:\\host\path": backslashes where the slashes after the scheme's ":" are, the error among them. */
function backslashForSlash(input: string, offset: number, colon: number, s: Sections): Diagnosis | null {
  const n = input.length;
  let end = colon + 1;
  while (end < n && (input[end] === '\\' || input[end] === '/')) end++;
  if (offset > colon && offset <= end)
    return found('backslash-for-slash', `backslashes where a URI has slashes: write ${quote(input.slice(0, colon + 1) + input.slice(colon + 1).replace(/\\/g, '/'))} (WHATWG URL parsers read "\\" as "/" in http(s) URLs, RFC 3986 does not)`, colon + 1, end, s.authority);
  return null;
}

/** A fragment, the error at its "#", by a rule that has none (absolute-URI, §4.3). */
function fragmentInAbsoluteUri(input: string, rule: string, h: number, s: Sections): Diagnosis {
  return found('fragment-in-absolute-uri', `the rule ${rule} has no fragment: ${quote(input.slice(h))} is one; check the reference as a URI, or take the fragment off (a base URI has none)`, h, input.length, s.absolute);
}

/** A first segment up to a ":" (`colon`), the error in it or at the ":", that is not a scheme (§3.1): no scheme, or a relative path. */
function notAScheme(input: string, offset: number, colon: number, s: Sections): Diagnosis | null {
  const first = input.slice(0, colon);
  if (first === '') {
    if (input.startsWith('://')) return found('missing-scheme', 'the scheme is missing before "://": a URI begins with one, such as "https"', 0, 1, s.scheme);
    return found('colon-in-first-segment', `the reference begins with ":", which ends a scheme that is not there: take the ":" out, or write ${quote('./' + input.slice(0, firstOf(input, SLASH_QUERY_HASH)))} for a relative path`, 0, 1, s.relative);
  } else if (first.includes('@') && !input.startsWith('//', colon + 1)) {
    const fixed = `ssh://${first}/${input.slice(colon + 1).replace(/^\//, '')}`;
    return found('scp-like', `${quote(input)} is the scp-like syntax of git and ssh (user@host:path), not a URI: as a URI it is ${quote(fixed)}`, 0, colon + 1, s.authority);
  } else if (input.startsWith('//', colon + 1)) {
    const why = /^[A-Za-z]/.test(first) ? `it has ${charName([...first].find((c) => !/[A-Za-z0-9+.-]/.test(c)) ?? first[0]!)}` : 'it does not begin with a letter';
    return found('scheme-syntax', `${quote(first)} is not a scheme: ${why}, and a scheme is a letter then letters, digits, "+", "-" and "."`, 0, colon, s.scheme);
  } else if (offset === colon || !/[ "<>\\^`{|}%]/.test(first)) {
    const segment = input.slice(0, firstOf(input, SLASH_QUERY_HASH));
    return found('colon-in-first-segment', `${quote(first)} before the ":" is not a scheme (a letter, then letters, digits, "+", "-", "."; ${s.scheme}), so ${quote(segment)} is the first segment of a relative path, which may not hold a ":": write ${quote(`./${segment}`)} for a path`, 0, colon + 1, s.relative);
  }
  return null;
}

/** A rule that needs a scheme (`URI`, `absolute-URI`) given a reference without one. */
function missingScheme(e: UriSyntaxError<string>, s: Sections): Diagnosis {
  const { input, rule } = e;
  const n = input.length;
  if (input.startsWith('//'))
    return found('missing-scheme', `${quote(input.slice(0, 24))} is a network-path reference, without a scheme: the rule ${rule} needs one, as in ${quote('https:' + input.slice(0, 40))}`, 0, Math.min(n, 2), s.absolute);
  const name = input.slice(0, firstOf(input, COLON_SLASH_QUERY_HASH));
  if (/^(?:www\.)?[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(name) && /[A-Za-z]/.test(name.slice(name.lastIndexOf('.'))))
    return found('missing-scheme', `${quote(name)} is a host name without a scheme: the rule ${rule} needs one, as in ${quote('https://' + input.slice(0, 40))}`, 0, name.length, s.absolute);
  return found('missing-scheme', `a relative reference: the rule ${rule} begins with a scheme and ":" (such as "https:"); resolve the reference against a base URI (RFC 3986 §5.2) to make a URI of it`, 0, Math.min(n, Math.max(1, name.length)), s.absolute);
}

/** The rule `scheme`. */
function schemeRule(e: UriSyntaxError<string>, p: Profile): Diagnosis | null {
  const { input, offset, found: c } = e;
  if (c === ':' && offset === input.length - 1) return found('more-than-the-rule', `the rule scheme is the name alone: the ":" after ${quote(input.slice(0, offset))} is no part of it`, offset, input.length, p.sections.scheme);
  if (input === '') return null;
  const why = /^[A-Za-z]/.test(input) ? `${charName(c ?? '')} is not one of its characters` : 'it does not begin with a letter';
  if (c === null) return null;
  return found('scheme-syntax', `${quote(input)} is not a scheme: ${why}; a scheme is a letter then letters, digits, "+", "-" and "."`, 0, input.length, p.sections.scheme);
}

/** The rule `host` (or `reg-name`): a host alone. */
function hostRule(e: UriSyntaxError<string>, p: Profile): Diagnosis | null {
  const { input, offset } = e;
  const all: Span = { start: 0, end: input.length };
  if (input.startsWith('[')) return ipLiteral(e, all, p, null);
  const colon = input.indexOf(':');
  if (colon >= 0 && offset >= colon) {
    if (unbracketedIPv6(input)) return found('ipv6-unbracketed', `an IPv6 address in a host is written in brackets: ${quote(`[${input}]`)}`, 0, input.length, p.sections.ipLiteral ?? p.sections.host);
    if (/^[0-9]*$/.test(input.slice(colon + 1)))
      return found('more-than-the-rule', `the rule ${e.rule} is the host alone: ${quote(input.slice(colon))} is a port, which the authority adds after the host`, colon, input.length, p.sections.port);
  }
  return host(e, all, p);
}

/** The rules of a path: a path alone. */
function pathRule(e: UriSyntaxError<string>, p: Profile): Diagnosis | null {
  const { input, offset, rule } = e;
  const s = p.sections;
  if (e.found === ':' && /noscheme|nc$/.test(rule))
    return found('colon-in-first-segment', `the first segment of a relative path may not hold a ":", which would read as the end of a scheme: write ${quote('./' + input)}`, 0, offset + 1, s.relative);
  if (e.found === '/' && offset === 1 && input.startsWith('//') && /absolute/.test(rule))
    return found('more-than-the-rule', 'a path that begins with "//" would read as an authority: a path-absolute begins with one "/" (write "/." before a path that must begin with "//")', 0, 2, s.path);
  if (e.found === '/' && offset === 0 && /rootless|noscheme|segment/.test(rule))
    return found('more-than-the-rule', `the rule ${rule} does not begin with "/": ${/segment/.test(rule) ? 'a segment holds no "/"' : 'it is a path without a root'}`, 0, 1, s.path);
  if (e.found === '/' && /segment/.test(rule))
    return found('more-than-the-rule', `the rule ${rule} is one segment, and a segment holds no "/": percent-encode a "/" inside it as %2F`, offset, offset + 1, s.path);
  if (e.found !== null && /empty/.test(rule)) return found('more-than-the-rule', 'the rule path-empty is the empty path: it has no characters', 0, input.length, s.path);
  return character(e, 'path', s.path, { start: 0, end: input.length }, p);
}

// ----- the authority (§3.2) -----

/**
 * The authority `a` (after "//"): its "@", its host and port, the IP
 * literal; `scheme` is the reference's when it has a valid one (lower-cased where it is compared).
 */
function authority(e: UriSyntaxError<string>, a: Span, p: Profile, scheme: string | null): Diagnosis | null {
  const { input, offset } = e;
  const s = p.sections;
  const n = input.length;
  const text = input.slice(a.start, a.end);
  work.units += 2 * text.length;
  const firstAt = text.indexOf('@');
  const lastAt = text.lastIndexOf('@');
  // A second "@": neither the userinfo nor the host holds one (§3.2.1).
  if (firstAt >= 0 && lastAt > firstAt) {
    const second = a.start + text.indexOf('@', firstAt + 1);
    if (offset === second) return secondAt(input, a, firstAt, second, s);
  }
  const hostStart = lastAt >= 0 ? a.start + lastAt + 1 : a.start;
  if (lastAt >= 0 && offset < hostStart) return character(e, 'user information', s.userinfo, { start: a.start, end: hostStart - 1 }, p);
  // A "/", "?" or "#" in a password ends the authority early: the "@" comes after it.
  if (offset === a.end && a.end < n && '/?#'.includes(input[a.end]!)) {
    const stop = firstOf(input, SLASH_QUERY_HASH, a.end + 1);
    const at = input.indexOf('@', a.end + 1);
    if (at >= 0 && at < stop) return delimiterInUserinfo(input, a, s);
  }
  const userinfo = lastAt >= 0 ? text.slice(0, lastAt) : null;
  if (input[hostStart] === '[') return ipLiteral(e, { start: hostStart, end: a.end }, p, scheme, userinfo);
  const colonAt = input.indexOf(':', hostStart);
  const colon = colonAt >= 0 && colonAt < a.end ? colonAt : -1;
  const hostEnd = colon >= 0 ? colon : a.end;
  if (offset < hostEnd || (offset === hostEnd && colon < 0 && offset < a.end)) return host(e, { start: hostStart, end: hostEnd }, p);
  const hostport = input.slice(hostStart, a.end);
  if (unbracketedIPv6(hostport)) return ipv6Unbracketed(input, hostStart, a, s);
  if (colon >= 0) return port(e, { start: colon + 1, end: a.end }, p, scheme, userinfo);
  return null;
}

/** A second "@" in the authority `a`, at `second` (the first at `firstAt` of the authority's text). */
function secondAt(input: string, a: Span, firstAt: number, second: number, s: Sections): Diagnosis {
  return found('second-at', `a second "@" in the authority: the user information ends at the last one, and holds no "@" itself; percent-encode the first as %40 (${quote(input.slice(a.start, second).replace(/@/g, '%40'))})`, a.start + firstAt, second + 1, s.userinfo);
}

/** A "/", "?" or "#" that ends the authority `a` early, an "@" after it: part of a password. */
function delimiterInUserinfo(input: string, a: Span, s: Sections): Diagnosis {
  const d = input[a.end]!;
  return found('delimiter-in-userinfo', `the ${quote(d)} ends the authority, but the "@" after it shows that it is part of the user information (a password?): percent-encode it as ${escapesOf(d)}`, a.end, a.end + 1, s.userinfo);
}

/** An IPv6 address as the host of the authority `a` (from `hostStart`), without its brackets. */
function ipv6Unbracketed(input: string, hostStart: number, a: Span, s: Sections): Diagnosis {
  const hostport = input.slice(hostStart, a.end);
  return found('ipv6-unbracketed', `an IPv6 address in a URI is written in brackets: ${quote(input.slice(0, hostStart) + '[' + hostport.replace(/%(?!25)/, '%25') + ']' + input.slice(a.end))}`, hostStart, a.end, s.ipLiteral ?? s.host);
}

/** An IPv6 address without its brackets: hex groups and at least two ":" (a "::", or seven). */
function unbracketedIPv6(hostport: string): boolean {
  const pct = hostport.indexOf('%');
  const address = pct < 0 ? hostport : hostport.slice(0, pct);
  return /^[0-9A-Fa-f:.]+$/.test(address) && (address.includes('::') || address.split(':').length >= 7) && /[0-9A-Fa-f]/.test(address);
}

/** Well-known service names (IANA's Service Name and Transport Protocol Port Number Registry) for the port they name. */
const SERVICES: Readonly<Record<string, number>> = {
  http: 80, https: 443, ftp: 21, ssh: 22, telnet: 23, smtp: 25, domain: 53, dns: 53, gopher: 70, pop3: 110, nntp: 119,
  imap: 143, ldap: 389, ldaps: 636, rtsp: 554, sip: 5060, mysql: 3306, postgres: 5432, postgresql: 5432, redis: 6379,
  amqp: 5672, mongodb: 27017, ws: 80, wss: 443, git: 9418, irc: 194, xmpp: 5222, rsync: 873, socks: 1080,
};

/** The schemes whose URIs the scp-like `host:path` of git and ssh stands for. */
const SCP_SCHEMES = new Set(['ssh', 'git', 'git+ssh', 'ssh+git', 'sftp', 'scp']);

/**
 * The port `t` (after the ":"): §3.2.3, `port = *DIGIT`. A port that is no
 * number is the commonest typo, and the grammar reads it as a userinfo
 * waiting for an "@", so the error comes at the end of the authority.
 */
function port(e: UriSyntaxError<string>, t: Span, p: Profile, scheme: string | null, userinfo: string | null): Diagnosis | null {
  const { input, offset } = e;
  const s = p.sections;
  const text = input.slice(t.start, t.end);
  work.units += text.length;
  // An error before the port (at its ":", where the host is missing) is not the port's.
  if (offset < t.start || /^[0-9]*$/.test(text)) return null;
  // The ":" before the port, where the input has it (not for the rule port alone).
  const colon = t.start > 0 && input[t.start - 1] === ':' ? t.start - 1 : t.start;
  const shown = quote(text);
  if (/^-[0-9]+$/.test(text)) return found('port-negative', `${shown} is not a port: a port is a non-negative number, written in digits alone`, t.start, t.end, s.port);
  const digits = /^[0-9]+/.exec(text)?.[0].length ?? 0;
  const tail = text.slice(digits);
  if (digits > 0 && /^["'`)\]>}»”’.,;:!?]+$/.test(tail) && !tail.startsWith(':'))
    return found('stray-after-port', `a stray ${quote(tail)} after the port ${text.slice(0, digits)}, from the text around the URI: the URI ends before it`, t.start + digits, t.end, s.port);
  if (/^(?:\$[A-Za-z_][A-Za-z0-9_]*|[A-Za-z_][A-Za-z0-9_-]*)$/.test(text) && (/port/i.test(text) || /^[A-Z][A-Z0-9_]*$/.test(text) || text.startsWith('$') || /^(?:x+|n+)$/i.test(text)))
    return found('port-placeholder', `${shown} stands for the port number: write the number (a port is digits alone, such as 8080)`, t.start, t.end, s.port);
  const next = input[t.end];
  if (/^[A-Za-z][A-Za-z0-9._~-]*$/.test(text) && next === '/' && (SCP_SCHEMES.has(scheme?.toLowerCase() ?? '') || userinfo === 'git')) {
    const fixed = input.slice(0, colon) + '/' + input.slice(t.start);
    return found('scp-like', `${quote(input.slice(colon, Math.min(input.length, t.end + 16)))} is the scp-like syntax of git and ssh (host:path), not a port: in a URI the path follows the host after a "/", as in ${quote(fixed)}`, colon, t.end, s.port);
  }
  const service = SERVICES[text.toLowerCase()];
  if (service !== undefined)
    return found('port-service-name', `${shown} is the name of a service, and a port is its number: for ${text.toLowerCase()} that is ${service}`, t.start, t.end, s.port);
  if (/^[0-9oOlI]+$/.test(text) && digits > 0)
    return found('port-not-a-number', `the port ${shown} is not a number: ${/[oO]/.test(text) ? 'the letter "o" for the digit "0"?' : 'the letter "l" or "I" for the digit "1"?'} A port is digits alone`, t.start, t.end, s.port);
  if (text.includes(':'))
    return found('port-second-colon', `${colon < t.start ? 'a second ":" after the host: the port after the first one is digits alone, and ' : ''}${shown} is not a port${colon < t.start ? '' : ': a port holds no ":", only digits'}`, colon, t.end, s.port);
  if (offset < t.end) {
    const d = character(e, 'port', s.port, t, p);
    if (d) return d;
  }
  return found('port-not-a-number', `the port ${shown} is not a number: a port is digits alone`, t.start, t.end, s.port);
}

/** A host (reg-name, or IPv4address) `h`: the character at the offset. */
function host(e: UriSyntaxError<string>, h: Span, p: Profile): Diagnosis | null {
  const { input, offset, found: c } = e;
  const s = p.sections;
  if (c === '\\' && offset > h.start)
    return found('backslash', `a backslash after the host ${quote(input.slice(h.start, offset))}: a path begins with "/", not "\\" (WHATWG URL parsers read "\\" as "/" in http(s) URLs, RFC 3986 does not)`, offset, offset + 1, s.path);
  if (c === '[' || c === ']') {
    if (s.ipLiteral === null)
      return found('brackets-outside-host', `${charName(c)} in the host: IPv6 literals in brackets came with RFC 2732 and RFC 3986 §3.2.2, after this grammar; write an IPv4 address or a host name`, offset, offset + 1, s.host);
    return found('brackets-outside-host', `${charName(c)} inside the host: brackets enclose a whole IP literal host ("[2001:db8::1]"), nothing else`, offset, offset + 1, s.ipLiteral);
  }
  if (c === '@') return atInComponent(e, 'host', s.host);
  return character(e, 'host', s.host, h, p);
}

/** An "@" where the rule is one component: it ends the user information. */
function atInComponent(e: UriSyntaxError<string>, component: ComponentName, section: string): Diagnosis {
  return found('at-in-component', `an "@" in the ${component}: in an authority it ends the user information; percent-encode one that belongs to the ${component} as %40`, e.offset, e.offset + 1, section);
}

// ----- IP literals (§3.2.2) -----

/** The IP literal that `h` begins with ("["), with the port after it. */
function ipLiteral(e: UriSyntaxError<string>, h: Span, p: Profile, scheme: string | null, userinfo: string | null = null): Diagnosis | null {
  const { input, offset } = e;
  const s = p.sections;
  const closeAt = input.indexOf(']', h.start);
  const close = closeAt >= 0 && closeAt < h.end ? closeAt : -1;
  work.units += h.end - h.start;
  if (s.ipLiteral === null)
    return found('brackets-outside-host', `an IP literal in brackets: they came with RFC 2732 and RFC 3986 §3.2.2, after this grammar, which has no IPv6 addresses; write an IPv4 address or a host name`, h.start, close >= 0 ? close + 1 : h.end, s.host);
  if (close < 0) {
    if (offset >= h.end || e.found === null || offset === h.end - 1 || !/[0-9A-Fa-fvV:.%\]]/.test(e.found))
      return found('unclosed-ip-literal', `the "[" of the IP literal ${quote(input.slice(h.start, h.end))} is not closed: add the "]"`, h.start, h.end, s.ipLiteral);
  }
  const end = close >= 0 ? close : h.end;
  const literal: Span = { start: h.start, end: close >= 0 ? close + 1 : h.end };
  if (close >= 0 && offset > close) {
    if (input[close + 1] === ':') return port(e, { start: close + 2, end: h.end }, p, scheme, userinfo);
    return found('after-ip-literal', `${quote(input.slice(close + 1, h.end))} after the IP literal: after the "]" comes ":" and the port, or the end of the authority`, close + 1, h.end, s.ipLiteral);
  }
  const text = input.slice(h.start + 1, end);
  if (text === '' && close >= 0) return found('empty-ip-literal', 'empty brackets: an IP literal holds an IPv6 address, such as "[::1]"', h.start, close + 1, s.ipLiteral);
  if (/^[vV]/.test(text)) return ipvFuture(e, { start: h.start + 1, end }, s, literal);
  const pct = text.indexOf('%');
  if (pct >= 0 && offset >= h.start + 1 + pct) return p.zone(e, literal, h.start + 1 + pct, p);
  if (/^[0-9]{1,3}(?:\.[0-9]{1,3}){3}$/.test(text))
    return found('ipv4-in-brackets', `an IPv4 address is written without brackets: ${quote(text)}; brackets enclose an IPv6 address (or IPvFuture)`, h.start, literal.end, s.ipLiteral);
  if (/[G-Zg-z_]/.test(text) && !text.includes(':'))
    return found('name-in-brackets', `${quote(text)} is a name, not an IP address: write a host name without brackets, which enclose an IPv6 address (or IPvFuture) only`, h.start, literal.end, s.ipLiteral);
  return ipv6(e, { start: h.start + 1, end: pct >= 0 ? h.start + 1 + pct : end }, p, literal) ?? (close < 0 ? found('unclosed-ip-literal', `the "[" of the IP literal ${quote(input.slice(h.start, h.end))} is not closed: add the "]"`, h.start, h.end, s.ipLiteral) : null);
}

/** IPvFuture (§3.2.2): "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ). */
function ipvFuture(e: UriSyntaxError<string>, t: Span, s: Sections, literal: Span = t): Diagnosis | null {
  const { input } = e;
  const text = input.slice(t.start, t.end);
  const rfc = s.ipLiteral ?? s.host;
  const needs = 'IPvFuture needs "v", a version in hex digits and a "." before the address, as in "[v1.x]"';
  const m = /^[vV]([0-9A-Fa-f]*)(.?)/.exec(text);
  if (m === null) return found('ipvfuture', `${needs}: ${quote(text)} does not begin with "v"`, literal.start, literal.end, rfc);
  const version = m[1]!;
  if (version === '') return found('ipvfuture', `${needs}: ${quote(text)} has ${m[2] === '.' ? 'no version between "v" and "."' : m[2] === '' ? 'nothing after the "v"' : `${charName(m[2]!)} where the version's hex digits go`}`, literal.start, literal.end, rfc);
  if (m[2] !== '.') return found('ipvfuture', `${needs}: ${quote(text)} has no "." after its version`, literal.start, literal.end, rfc);
  const address = text.slice(2 + version.length);
  if (address === '') return found('ipvfuture', `${needs}: ${quote(text)} has no address after the "."`, literal.start, literal.end, rfc);
  const bad = /[^A-Za-z0-9._~!$&'()*+,;=:-]/.exec(address);
  if (bad) {
    const at = t.start + 2 + version.length + bad.index;
    return found('ipvfuture', `${charName(bad[0])} in the IPvFuture address ${quote(text)}: after "v${version}." come letters, digits, "-._~", sub-delims and ":" only, no percent-encoding`, Math.min(at, e.offset), at + 1, rfc);
  }
  return null;
}

/** The larger of a precise span and the one around it, so that it contains or precedes the offset. */
function within(offset: number, precise: Span, around: Span): Span {
  return precise.start <= offset ? precise : around;
}

/** An IPv6address `t` (§3.2.2; RFC 4291 §2.2), inside the literal `literal` when in brackets. */
function ipv6(e: UriSyntaxError<string>, t: Span, p: Profile, literal: Span = t): Diagnosis | null {
  const { input, offset } = e;
  const s = p.sections;
  const rfc = s.ipLiteral ?? s.host;
  const text = input.slice(t.start, t.end);
  work.units += 3 * text.length;
  const make = (code: Code, message: string, start: number, end: number) => {
    const span = within(offset, { start, end }, literal);
    return found(code, message, span.start, span.end, rfc);
  };
  if (e.rule === 'IPv6address' || e.rule === 'IPv6addrz') {
    const pct = text.indexOf('%');
    if (pct >= 0 && offset >= t.start + pct) return p.zone(e, t, t.start + pct, p);
  }
  const triple = text.indexOf(':::');
  if (triple >= 0) return make('ipv6-double-colon', `":::" in the IPv6 address ${quote(text)}: groups are separated by one ":", and "::" stands for a run of zero groups`, t.start + triple, t.start + triple + 3);
  const dbl = text.indexOf('::');
  const dbl2 = dbl >= 0 ? text.indexOf('::', dbl + 2) : -1;
  if (dbl2 >= 0) return make('ipv6-double-colon', `a second "::" in the IPv6 address ${quote(text)}: "::" stands for one run of zero groups, so it comes at most once`, t.start + dbl2, t.start + dbl2 + 2);
  if (/^:[^:]/.test(text) || text === ':') return make('ipv6-lone-colon', `the IPv6 address ${quote(text)} begins with a single ":": write "::" for leading zero groups`, t.start, t.start + 1);
  if (/[^:]:$/.test(text)) return make('ipv6-lone-colon', `the IPv6 address ${quote(text)} ends with a single ":": write "::" for trailing zero groups, or add the last group`, t.end - 1, t.end);
  // The groups, with their offsets; an IPv4 address may end it (ls32).
  let groups = 0;
  let pos = t.start;
  const parts = text.split(':');
  for (let i = 0; i < parts.length; i++) {
    const g = parts[i]!;
    const start = pos;
    pos += g.length + 1;
    if (g === '') continue;
    if (i === parts.length - 1 && g.includes('.')) {
      const d = ipv4Parts(g, start, offset);
      if (d) return make('ipv6-ipv4-part', `the IPv4 address at the end of the IPv6 address ${quote(text)}: ${d.message}`, d.start, d.end);
      groups += 2;
      continue;
    }
    const bad = /[^0-9A-Fa-f]/.exec(g);
    if (bad) return make('ipv6-not-hex', `${charName(bad[0])} in the group ${quote(g)} of the IPv6 address: a group is one to four hex digits (0-9, a-f)`, start + bad.index, start + bad.index + bad[0].length);
    if (g.length > 4) return make('ipv6-group-too-long', `the group ${quote(g)} of the IPv6 address has ${g.length} hex digits: a group has at most four`, start, start + g.length);
    groups++;
  }
  if (dbl < 0 && groups !== 8)
    return make('ipv6-group-count', `the IPv6 address ${quote(text)} has ${groups} groups of 16 bits: it has eight (an IPv4 address at the end counts for two), or "::" for a run of zero groups`, t.start, t.end);
  if (dbl >= 0 && groups > 7)
    return make('ipv6-group-count', `the IPv6 address ${quote(text)} has ${groups} groups and a "::": with "::", which stands for at least one zero group, there are at most seven`, t.start, t.end);
  return null;
}

/** The rules IPv4address and dec-octet (§3.2.2). */
function ipv4(e: UriSyntaxError<string>, t: Span, s: Sections): Diagnosis | null {
  const d = ipv4Parts(e.input.slice(t.start, t.end), t.start, e.offset);
  return d === null ? null : found('ipv4-address', `${d.message}${e.rule === 'IPv4address' ? '; a host that is no IPv4address may still be a reg-name' : ''}`, d.start, d.end, s.host);
}

/** What is wrong with the dotted IPv4 address `text` at `base`: four dec-octets, each 0-255 without leading zeros. */
function ipv4Parts(text: string, base: number, offset: number): (Span & { message: string }) | null {
  const octets = text.split('.');
  let pos = base;
  for (const o of octets) {
    const start = pos;
    pos += o.length + 1;
    if (!/^[0-9]+$/.test(o)) {
      if (o === '') continue;
      return { message: `${quote(o)} is not a decimal number 0-255`, ...within(offset, { start, end: start + o.length }, { start: base, end: base + text.length }) };
    }
    if (Number(o) > 255) return { message: `${quote(o)} is more than 255, the largest octet`, ...within(offset, { start, end: start + o.length }, { start: base, end: base + text.length }) };
    if (o.length > 1 && o.startsWith('0')) return { message: `${quote(o)} has a leading zero, which dec-octet does not allow (some software reads it as octal)`, ...within(offset, { start, end: start + o.length }, { start: base, end: base + text.length }) };
  }
  if (octets.length !== 4 || octets.includes('')) return { message: `${quote(text)} is not four numbers 0-255 separated by "."`, start: base, end: base + text.length };
  return null;
}

/** RFC 3986 has no zone identifiers: a "%" in an IP literal (§3.2.2; RFC 6874, obsoleted by RFC 9844). */
function noZones(e: UriSyntaxError<string>, literal: Span, pct: number, p: Profile): Diagnosis {
  return zoneIn(e, literal, pct, p.sections.ipLiteral ?? p.sections.host, p.sections.name);
}

/** A zone identifier in an IP literal of a grammar (`grammar`: `RFC 3986`) that has none. */
export function zoneIn(e: UriSyntaxError<string>, literal: Span, pct: number, rfc: string, grammar: string): Diagnosis {
  const { input } = e;
  const zoneEnd = input[literal.end - 1] === ']' ? literal.end - 1 : literal.end;
  const zone = input.slice(pct, zoneEnd);
  if (zone.startsWith('%25') && zone.length > 3)
    return found('zone-id', `${quote(zone)} is an IPv6 zone identifier in RFC 6874's form, which ${grammar} does not have; RFC 9844 (2025) obsoletes RFC 6874 and takes zone identifiers out of URIs: pass the zone out of band`, pct, zoneEnd, rfc);
  return found('zone-id-bare', `${quote(zone)} is an IPv6 zone identifier without "%25": valid in no URI grammar (RFC 6874 wrote it "%25${zone.slice(1)}", and RFC 9844 takes zone identifiers out of URIs); pass the zone out of band`, pct, zoneEnd, rfc);
}

// ----- characters in a component -----

/**
 * The character at the offset, in the component `c` (its span): what it
 * likely is, and how the component takes it.
 */
export function character(e: UriSyntaxError<string>, component: ComponentName, rfc: string, c: Span, p: Profile): Diagnosis | null {
  const ch = e.found;
  work.units += c.end - c.start + 1;
  const s = p.sections;
  const pct = percent(e, s, component);
  if (pct) return pct;
  if (ch === null) return null;
  // Each character's diagnosis is made by a function of its own: the optimized code of this one holds none of them.
  switch (ch) {
    case ' ':
      return spaceIn(e, component, rfc, c, s);
    case '#':
      return hashIn(e, s);
    case '[':
    case ']':
      return bracketIn(e, component, rfc, s);
    case '"':
      return doubleQuoteIn(e, component, rfc, s);
    case '{':
    case '}':
      return braceIn(e, component, rfc, s);
    case '@':
      return atInComponent(e, component, rfc);
    case '<':
    case '>':
    case '`':
    case '|':
    case '^':
    case '\\':
    case '~':
      return delimiterIn(e, component, s);
  }
  const cp = ch.codePointAt(0)!;
  if (cp < 0x20 || cp === 0x7f || (cp >= 0xd800 && cp <= 0xdfff)) return delimiterIn(e, component, s);
  if (cp > 0x7e) return p.beyondAscii(e, component, p);
  return null;
}

/** A space in the component `c`. */
function spaceIn(e: UriSyntaxError<string>, component: ComponentName, rfc: string, c: Span, s: Sections): Diagnosis {
  const { input, offset } = e;
  const end = offset + 1;
  if (component === 'host') return found('space', `a space in the host name ${quote(input.slice(c.start, c.end))}: a host name has none`, c.start, Math.max(c.end, end), rfc);
  return found('space', `a space in the ${component}: percent-encode it as %20${component === 'query' ? ' (or "+" in form data)' : ''}, or, if the URI ended before it, take what follows out`, offset, end, s.encoding);
}

/** A "#" after the one that begins the fragment: a second one, or an HTML character reference. */
function hashIn(e: UriSyntaxError<string>, s: Sections): Diagnosis {
  const { input, offset } = e;
  const end = offset + 1;
  if (input[offset - 1] === '&' || /^#x?[0-9A-Fa-f]+;/.test(input.slice(offset, offset + 9)))
    return found('html-entity', `an HTML character reference (${quote(input.slice(offset - 1, input.indexOf(';', offset) + 1 || offset + 4))}) in the URI: decode the HTML it came from first`, input[offset - 1] === '&' ? offset - 1 : offset, end, s.context);
  return found('second-hash', `a second "#": the fragment begins at the first one, and holds no "#" itself; percent-encode this one as %23`, offset, end, s.fragment);
}

/** A "[" or "]" outside an IP literal: a structured query key (`a[]=1`), or a bracket to percent-encode. */
function bracketIn(e: UriSyntaxError<string>, component: ComponentName, rfc: string, s: Sections): Diagnosis {
  const { input, offset } = e;
  const ch = e.found!;
  const end = offset + 1;
  if (component === 'query') {
    const key = /[A-Za-z0-9_.-]*\[[^\]=&#]*\](?:\[[^\]=&#]*\])*=?/y;
    const from = Math.max(input.lastIndexOf('&', offset), input.lastIndexOf('?', offset)) + 1;
    key.lastIndex = from;
    const m = key.exec(input);
    if (m && from + m[0].length > offset)
      return found('query-array-brackets', `${quote(m[0].replace(/=$/, ''))} uses brackets for a structured query key (PHP, Rails, qs): "[" and "]" ${s.ipLiteral === null ? 'must be escaped' : 'are reserved for IP literals'}; percent-encode them as %5B and %5D (servers decode them)`, from, from + m[0].replace(/=$/, '').length, rfc);
  }
  if (s.ipLiteral === null) return found('brackets-outside-host', `${charName(ch)} in the ${component} must be escaped, as ${escapesOf(ch)}: this grammar has no IP literals in brackets (they came with RFC 2732 and RFC 3986)`, offset, end, s.encoding);
  return found('brackets-outside-host', `${charName(ch)} in the ${component}: brackets are allowed around an IP literal host only (${s.ipLiteral}); percent-encode them as %5B and %5D`, offset, end, rfc);
}

/** A double quote: around a value of the query, or from the text around the URI. */
function doubleQuoteIn(e: UriSyntaxError<string>, component: ComponentName, rfc: string, s: Sections): Diagnosis {
  const { input, offset } = e;
  const quoted = component === 'query' && input[offset - 1] === '=' && input.indexOf('"', offset + 1) > offset;
  if (quoted) return found('double-quote', `quotes around a value in the query: percent-encode them as %22, or leave them out`, offset, input.indexOf('"', offset + 1) + 1, rfc);
  const where = `the ${component}`;
  return found('double-quote', `a double quote in ${where}, from the code, JSON or HTML around the URI? The URI ends before it; one that belongs to ${where} is %22`, offset, offset + 1, s.context);
}

/** A "{" or "}" that is no placeholder: JSON in the query, or a brace to percent-encode. */
function braceIn(e: UriSyntaxError<string>, component: ComponentName, rfc: string, s: Sections): Diagnosis {
  const { input, offset } = e;
  const ch = e.found!;
  const end = offset + 1;
  if (component === 'query' && ch === '{' && /^\{\s*"/.test(input.slice(offset, offset + 8)))
    return found('json-in-query', `JSON in the query: percent-encode the value (encodeURIComponent does), as "{", "}" and '"' are no URI characters`, offset, input.lastIndexOf('}') > offset ? input.lastIndexOf('}') + 1 : end, rfc);
  return found('curly-brace', `${charName(ch)} in the ${component} ${ch === '{' ? 'opens' : 'closes'} no placeholder or template expression here: percent-encode it as ${escapesOf(ch)}`, offset, end, s.encoding);
}

/** A character that no component takes: a delimiter of the text around URIs, a control character, a lone surrogate. */
function delimiterIn(e: UriSyntaxError<string>, component: ComponentName, s: Sections): Diagnosis {
  const { offset } = e;
  const ch = e.found!;
  const end = offset + ch.length;
  const where = `the ${component}`;
  switch (ch) {
    case '<':
    case '>':
      return found('angle-bracket', `${charName(ch)} in ${where}: "<" and ">" delimit URIs in text and are never part of one; percent-encode one that belongs to ${where} as ${escapesOf(ch)}`, offset, end, s.context);
    case '`':
      return found('backtick', `a backtick in ${where}, from the quoting of code (Markdown, a shell) around the URI? The URI ends before it; one that belongs to ${where} is %60`, offset, end, s.context);
    case '|':
      return found('vertical-bar', `"|" in ${where} (a list separator?) is no URI character: percent-encode it as %7C`, offset, end, s.encoding);
    case '^':
      return found('caret', `"^" in ${where} is no URI character: percent-encode it as %5E`, offset, end, s.encoding);
    case '\\':
      if (component === 'path') return found('backslash', `a backslash in the path, a Windows path separator? Segments are separated by "/"; a backslash that belongs to the path is %5C`, offset, end, s.path);
      return found('backslash', `a backslash in ${where}, from an escape of a string literal or a regular expression? One that belongs to ${where} is %5C`, offset, end, s.encoding);
    case '~':
      // Only the grammars before RFC 2396 reject it.
      return found('tilde-unsafe', `"~" in ${where} is "unsafe" in RFC 1738 (§2.2), which this grammar takes: escape it as %7E (RFC 2396 §2.3 and RFC 3986 §2.3 made it unreserved)`, offset, end, s.encoding);
  }
  const cp = ch.codePointAt(0)!;
  if (cp < 0x20 || cp === 0x7f)
    return found('control-character', `${charName(ch)} in ${where}: control characters are no URI characters; percent-encode one that belongs to ${where} as ${escapesOf(ch)}`, offset, end, s.encoding);
  return found('lone-surrogate', 'a lone surrogate (half of a UTF-16 pair): no character, with no UTF-8 form; the string was cut inside a character', offset, end, s.nonAscii);
}

/** A character beyond US-ASCII in an RFC 3986 URI (§2.5): percent-encoded as UTF-8, or an IRI (RFC 3987). */
export function asciiOnly(e: UriSyntaxError<string>, component: ComponentName, p: Profile): Diagnosis {
  const { input, offset, found: ch } = e;
  const s = p.sections;
  if (component === 'host') {
    let end = offset;
    while (end < input.length && !'/?#:@'.includes(input[end]!)) end++;
    let start = offset;
    while (start > 0 && !'/@.['.includes(input[start - 1]!)) start--;
    return found('idn-host', `${quote(input.slice(start, end))} is an internationalized host name: a URI's host is ASCII, so write its A-label ("xn--…", IDNA), or check the reference as an IRI (--grammar rfc3987), which allows it`, Math.min(start, offset), Math.max(end, offset + ch!.length), 'RFC 3987 §3.1');
  }
  return found('non-ascii', `${charName(ch!)} in the ${component} is not ASCII: percent-encode it as UTF-8 (${escapesOf(ch!)}), or check the reference as an IRI (--grammar rfc3987)`, offset, offset + ch!.length, s.nonAscii);
}

/**
 * A character beyond US-ASCII in a URL of a grammar before RFC 3986, which
 * leaves the octets of characters to their encoding: escaped as %XX (RFC 2396
 * §2.1, §2.4; RFC 1738 §2.2), in UTF-8 as RFC 3986 §2.5 later chose.
 */
export function escapedOctets(e: UriSyntaxError<string>, component: ComponentName, p: Profile): Diagnosis {
  const { offset } = e;
  const c = e.found!;
  return found('non-ascii', `${charName(c)} in the ${component} is not ASCII: escape its octets as %XX (${p.sections.encoding}), which this RFC leaves to the character encoding; in UTF-8, as RFC 3986 §2.5 later chose, it is ${escapesOf(c)}`, offset, offset + c.length, p.sections.nonAscii);
}

/**
 * A "%" that begins no percent-encoding (§2.1: "%" HEXDIG HEXDIG), the error
 * at it or at one of the two characters after it: a literal "%" ("50%"), a
 * truncated one ("%2"), JavaScript's escape() ("%u00E9").
 */
export function percent(e: UriSyntaxError<string>, s: Pick<Sections, 'encoding'>, component?: ComponentName): Diagnosis | null {
  const { input, offset } = e;
  // Most errors have no "%" at or just before them: three units read, and the search is not made.
  if (input[offset] !== '%' && input[offset - 1] !== '%' && input[offset - 2] !== '%') return null;
  return percentAt(e, s, component);
}

/** `percent` of an error with a "%" at the offset or one of the two units before it. */
function percentAt(e: UriSyntaxError<string>, s: Pick<Sections, 'encoding'>, component?: ComponentName): Diagnosis | null {
  const { input, offset } = e;
  // The "%" whose two hex digits the error interrupts: at the offset, or one or two before it.
  let from = -1;
  for (let at = Math.max(0, offset - 2); at <= offset && from < 0; at++) {
    if (input[at] === '%' && /^[0-9A-Fa-f]*$/.test(input.slice(at + 1, offset))) from = at;
  }
  if (from < 0 || /^[0-9A-Fa-f]{2}$/.test(input.slice(from + 1, from + 3))) return null;
  const in_ = component ? ` in the ${component}` : '';
  if (/^%[uU][0-9A-Fa-f]{4}/.test(input.slice(from, from + 6))) {
    const c = String.fromCharCode(parseInt(input.slice(from + 2, from + 6), 16));
    return found('percent-unicode', `${quote(input.slice(from, from + 6))} is JavaScript's escape() (or IIS's %u), not a percent-encoding: write the UTF-8 octets of the character${c >= ' ' && !(c >= '\ud800' && c <= '\udfff') ? `, ${escapesOf(c)}` : ''}`, from, from + 6, s.encoding);
  }
  if (input[from + 1] === '%') return found('percent-literal', `"%%"${in_} (printf's escape of "%"?) is no percent-encoding: a literal "%" is written %25`, from, from + 2, s.encoding);
  if (/^%[0-9A-Fa-f]$/.test(input.slice(from, offset)) && offset === input.length)
    return found('percent-truncated', `${quote(input.slice(from))}${in_} is a percent-encoding cut short (the URI was truncated?): "%" takes two hex digits`, from, input.length, s.encoding);
  if (/^%[0-9A-Fa-f]/.test(input.slice(from, from + 2)))
    return found('percent-truncated', `${quote(input.slice(from, from + 2))}${in_} has one hex digit after the "%": a percent-encoding has two ("%2F"); a literal "%" is written %25`, from, from + 2, s.encoding);
  let word = from;
  while (word > 0 && word > from - 12 && /[A-Za-z0-9.]/.test(input[word - 1]!)) word--;
  const before = input.slice(word, from);
  const example = before === '' ? '' : ` (${quote(before + '%')} is ${quote(before + '%25')})`;
  return found('percent-literal', `a "%"${in_} that begins no percent-encoding: "%" is followed by two hex digits, and a literal "%" is written %25${example}`, from, from + 1, s.encoding);
}
