/**
 * Syntax errors as data: where the input stops being a prefix of any valid
 * string of the rule, what could have continued there, and what was found.
 */
import type { RuleName } from './ast.js';
import { ipv6Zone } from './ipv6-zone.js';
import { hasBrand } from './brand.js';

/** Marks a UriSyntaxError across copies of this package (an ESM and a CommonJS copy in one process). */
const BRAND: unique symbol = Symbol.for('uri-grammar.UriSyntaxError');

/** The stable `code` of every UriSyntaxError. */
export const URI_SYNTAX_ERROR = 'ERR_URI_SYNTAX';

/** A component of a URI-reference (RFC 3986 §3), as `build` and `serialize` name the one at fault. */
export type UriComponent = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/**
 * Thrown when an input does not match a rule of a grammar of the family
 * (RFC 3986 unless `grammar` says another).
 *
 * `offset` is the index, in UTF-16 code units, of the first character that no
 * valid string of `rule` can have there: the length of the longest prefix of
 * the input that some valid string begins with.
 */
export class UriSyntaxError<R extends string = RuleName> extends Error {
  readonly code = URI_SYNTAX_ERROR;
  /** The input that failed to parse. */
  readonly input: string;
  /** The offending position, in UTF-16 code units. */
  readonly offset: number;
  /** The ABNF rule names and literals that could continue at `offset`, deduplicated and sorted. */
  readonly expected: readonly string[];
  /** The character at `offset` (a whole code point), or `null` at the end of the input. */
  readonly found: string | null;
  /** The rule the input was parsed by, as its RFC names it. */
  readonly rule: R;
  /** The grammar of the rule, by its name in `GRAMMARS` (`rfc3986`, `rfc3987`, ...). */
  readonly grammar: string;
  /**
   * The component at fault when the error checks one component of a URI being
   * built (`build`, `withComponents`, `serialize` of a node built by code);
   * `input` is then that component's text. `null` for the parse of a whole string.
   */
  readonly component: UriComponent | null;

  constructor(input: string, offset: number, expected: readonly string[], rule: R, grammar = 'rfc3986', component: UriComponent | null = null) {
    // No message here: `message` is read from the fields when first asked for
    // (building it costs twice the rest of a returned error).
    super();
    const found = foundAt(input, offset);
    this.name = 'UriSyntaxError';
    this.input = input;
    this.offset = offset;
    this.expected = expected;
    this.found = found;
    this.rule = rule;
    this.grammar = grammar;
    this.component = component;
  }

  /** `RULE: expected A, B or C but found X at offset N`, made from the fields on first read. */
  override get message(): string {
    const message = `${this.rule}: expected ${list(this.expected)} but found ${describe(this.found)} at offset ${this.offset}`;
    this.message = message;
    return message;
  }

  /** An own message, as `Error`'s: it replaces the one made from the fields. */
  override set message(message: string) {
    Object.defineProperty(this, 'message', { value: message, writable: true, configurable: true, enumerable: false });
  }

  /**
   * The header line of the error (`UriSyntaxError: message`) for an error
   * `check` returned (no stack trace captured); a thrown one has its own stack.
   */
  override get stack(): string {
    return `${this.name}: ${this.message}`;
  }

  /** An own stack, as `Error`'s (`Error.captureStackTrace`, or an assignment): it replaces the header line. */
  override set stack(stack: string) {
    Object.defineProperty(this, 'stack', { value: stack, writable: true, configurable: true, enumerable: false });
  }

  /**
   * The brand that `isUriSyntaxError` reads, on the prototype: an own
   * property defined per error cost a fifth of a returned error's construction.
   * @internal
   */
  get [BRAND](): true {
    return true;
  }

  /**
   * `instanceof UriSyntaxError` is true for an error of any copy of this
   * package (the ESM and the CommonJS build, or two entry points), by its
   * brand, as `isUriSyntaxError` (src/brand.ts).
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return hasBrand(this, UriSyntaxError, BRAND, value);
  }

  /** The message, the input with a caret under the offending character, and a hint for common mistakes. */
  format(): string {
    const { line, caret } = excerpt(this.input, this.offset);
    const out = [`error: ${this.message}`, `  ${line}`, `  ${caret}`];
    const tip = hint(this);
    if (tip) out.push(`hint: ${tip}`);
    return out.join('\n');
  }
}

/**
 * A UriSyntaxError that is returned, not thrown (`check`, `conform`): an
 * instance of the class with the same fields, made without running `Error`'s
 * constructor, since it locates nothing the input does not, and V8 spends
 * most of an error's cost there (capturing the stack, even an empty one).
 * Its `stack` is the header line alone (`UriSyntaxError: message`).
 * scripts/bench.mjs times `check` on invalid input against valid input.
 */
export function returnedSyntaxError<R extends string>(input: string, offset: number, expected: readonly string[], rule: R, grammar = 'rfc3986', component: UriComponent | null = null): UriSyntaxError<R> {
  const error = Object.create(UriSyntaxError.prototype) as { -readonly [K in keyof UriSyntaxError<R>]: UriSyntaxError<R>[K] };
  // The own properties of a constructed one, in its order (the fields, then the constructor's `name`).
  error.code = URI_SYNTAX_ERROR;
  error.input = input;
  error.offset = offset;
  error.expected = expected;
  error.found = foundAt(input, offset);
  error.rule = rule;
  error.grammar = grammar;
  error.component = component;
  error.name = 'UriSyntaxError';
  return error as UriSyntaxError<R>;
}

/** The character at `offset` (a whole code point), or `null` at the end of the input. */
function foundAt(input: string, offset: number): string | null {
  return offset < input.length ? String.fromCodePoint(input.codePointAt(offset)!) : null;
}

/** True for a UriSyntaxError of any copy of this package (as `instanceof UriSyntaxError`, which reads the same brand). */
export function isUriSyntaxError(value: unknown): value is UriSyntaxError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

function list(expected: readonly string[]): string {
  if (expected.length <= 1) return expected[0] ?? 'nothing';
  return `${expected.slice(0, -1).join(', ')} or ${expected[expected.length - 1]}`;
}

/** A character for a message: quoted, with its code point when it is not printable ASCII. */
export function describe(found: string | null): string {
  if (found === null) return 'end of input';
  const cp = found.codePointAt(0)!;
  const u = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp < 0x20 || cp === 0x7f) return `control character ${u}`;
  if (cp === 0x20) return 'a space';
  if (cp > 0x7e) return `"${found}" (${u})`;
  return `"${found}"`;
}

// ----- format(): the excerpt and the caret -----

const WINDOW = 60;

/** The input around `offset` on one line, control characters made visible, and the caret line under it. */
export function excerpt(input: string, offset: number): { line: string; caret: string } {
  let from = Math.max(0, offset - WINDOW);
  let to = Math.min(input.length, offset + WINDOW / 2);
  // Do not cut a surrogate pair in two.
  if (from > 0 && isLow(input.charCodeAt(from))) from--;
  if (to < input.length && isLow(input.charCodeAt(to))) to++;
  const before = visible(input.slice(from, offset));
  const line = (from > 0 ? '…' : '') + before + visible(input.slice(offset, to)) + (to < input.length ? '…' : '');
  const column = (from > 0 ? 1 : 0) + [...before].length;
  return { line, caret: ' '.repeat(column) + '^' };
}

function isLow(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Control characters as their Unicode control pictures, so every character takes one column. */
function visible(s: string): string {
  return s.replace(/[\x00-\x1f\x7f]/g, (c) => String.fromCharCode(c === '\x7f' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
}

// ----- format(): hints for the common mistakes -----

const utf8 = new TextEncoder();

/** A one-line hint for the common mistakes, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  if (Object.prototype.hasOwnProperty.call(ESCAPING, e.grammar)) return legacyHint(e, ESCAPING[e.grammar]!);
  const { input, offset, found } = e;
  if (found === ' ') return 'a space is not allowed in a URI: percent-encode it as %20 (RFC 3986 §2.1)';
  if (e.grammar === 'rfc3987' && found !== null && found.codePointAt(0)! > 0x7e) return iriHint(found);
  if ((found === '%' || (e.grammar === 'rfc6874' && afterPercent(e))) && inIPv6(e)) return zoneHint(e);
  if (badPercent(e)) return barePercent;
  if (found === '\\')
    return 'a backslash is not allowed in a URI; WHATWG URL parsers read it as "/" in http(s) URLs, RFC 3986 does not: write "/" or %5C';
  if (found !== null && found.codePointAt(0)! > 0x7e) {
    const cp = found.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) return 'a lone surrogate has no UTF-8 form and cannot appear in a URI';
    const bytes = utf8Escapes(found);
    return `a non-ASCII character must be percent-encoded as UTF-8: "${found}" is ${bytes} (RFC 3986 §2.5)`;
  }
  if (found !== null && /[\x00-\x1f\x7f]/.test(found))
    return `control characters are not allowed in a URI: percent-encode it as ${utf8Escapes(found)}`;
  if (found === ':' && e.component === 'host')
    return 'an IPv6 address in a host is written in brackets, "[2001:db8::1]" (RFC 3986 §3.2.2); a reg-name has no ":"';
  if (found === ':' && (e.component === null || e.component === 'path') && !/[/?#]/.test(input.slice(0, offset)))
    return 'a ":" in the first segment of a relative path would read as a scheme delimiter: write "./" before the path (RFC 3986 §4.2), or, if it is a scheme, start it with a letter and use only letters, digits, "+", "-" and "." (§3.1)';
  if (found === '#') return 'only one "#" is allowed: percent-encode any later one as %23 (RFC 3986 §3.5)';
  if (found === '[' || found === ']') return '"[" and "]" are allowed only around an IP literal host (RFC 3986 §3.2.2): percent-encode them elsewhere';
  return null;
}

/**
 * The legacy grammars, each with the section that says which characters must
 * be escaped as %XX: their hints cite it, not RFC 3986 (RFC 1808 §2.2 takes
 * RFC 1738's escaping).
 */
const ESCAPING: Readonly<Record<string, string>> = { rfc2396: 'RFC 2396 §2.4', rfc1808: 'RFC 1738 §2.2, as RFC 1808 §2.2', rfc1738: 'RFC 1738 §2.2' };

/** RFC 1738's scheme rules whose URLs have a hostport and no login. */
const HOSTPORT_ONLY = new Set(['httpurl', 'gopherurl', 'nntpurl', 'waisurl', 'waisdatabase', 'waisindex', 'waisdoc', 'prosperourl']);

/** The hints of RFC 2396, RFC 1808 and RFC 1738: no IP literals, no UTF-8 rule, and no fragment in RFC 1738. */
function legacyHint(e: UriSyntaxError<string>, escaping: string): string | null {
  const { input, offset, found } = e;
  if (found === ' ') return `a space is not allowed: escape it as %20 (${escaping})`;
  if (badPercent(e)) return `a "%" must begin an escape of two hex digits (%XX); write a literal "%" as %25 (${escaping})`;
  if (found === '\\') return `a backslash must be escaped as %5C (${escaping}); WHATWG URL parsers read it as "/" in http(s) URLs`;
  if (found !== null && found.codePointAt(0)! > 0x7e) {
    const cp = found.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) return 'a lone surrogate is no character and has no octets to escape';
    return `a non-ASCII character must be escaped as the %XX of its octets (${escaping}), which this RFC leaves to the character encoding; in UTF-8, as RFC 3986 §2.5 later chose, "${found}" is ${utf8Escapes(found)}`;
  }
  if (found !== null && /[\x00-\x1f\x7f]/.test(found))
    return `control characters must be escaped: ${utf8Escapes(found)} (${escaping})`;
  if (found === ':' && e.grammar === 'rfc2396' && !/[/?#]/.test(input.slice(0, offset)))
    return 'a ":" in the first segment of a relative path (rel_segment) would read as a scheme delimiter: write "./" before the path (RFC 2396 §5), or, if it is a scheme, start it with a letter and use only letters, digits, "+", "-" and "." (§3.1)';
  const afterScheme = /^[A-Za-z][A-Za-z0-9+.-]*:$/.test(input.slice(0, offset));
  if (e.grammar === 'rfc1738' && found !== null && found >= 'A' && found <= 'Z' && offset < input.indexOf(':') && /^[A-Za-z0-9+.-]*$/.test(input.slice(0, offset)))
    return `RFC 1738 schemes are lower case (§5; §2.1 lets interpreters ignore case, the grammar does not): write "${input.slice(0, input.indexOf(':')).toLowerCase()}:"`;
  if (e.grammar === 'rfc1738' && HOSTPORT_ONLY.has(e.rule) && /^[a-z]+:\/\/[^/]*@/.test(input))
    return 'this scheme\'s URLs have a host and port only, no user name or password (RFC 1738 §3.3 http, §3.4 gopher, §3.7 nntp, §3.9 wais, §3.11 prospero); the generic ip-schemepart (§3.1) has them';
  if (e.grammar === 'rfc2396' && found === '?' && (offset === 0 || afterScheme))
    return 'RFC 2396 has no query without a path before it (relativeURI, hier_part); RFC 3986 allows one (its Appendix D.2): write "./?y" or resolve it as RFC 3986 does';
  if (e.grammar === 'rfc2396' && found === null && afterScheme)
    return 'RFC 2396 needs a path after the scheme: a "/" (hier_part) or an opaque_part of at least one character; RFC 3986 allows it empty (§3)';
  if (found !== null && (e.grammar === 'rfc2396' ? '{}|^`' : '{}|^~`').includes(found))
    return e.grammar === 'rfc2396'
      ? `"${found}" is "unwise" (RFC 2396 §2.4.3): escape it as ${utf8Escapes(found)}`
      : `"${found}" is unsafe, a "national" character (RFC 1738 §2.2): escape it as ${utf8Escapes(found)}`;
  if (found !== null && '<>"'.includes(found))
    return `"${found}" delimits URLs in text and must be escaped as ${utf8Escapes(found)} (${escaping})`;
  if (found === '#' && e.grammar === 'rfc1738')
    return 'an RFC 1738 URL has no fragment: "#" is unsafe (§2.2), and a fragment identifier follows the URL, outside it; escape a "#" in the URL as %23';
  if (found === '#') return `only one "#" is allowed, before the fragment: escape any other as %23 (${escaping})`;
  if (found === '[' || found === ']')
    return `"[" and "]" must be escaped (${escaping}); IPv6 literals in brackets came later, with RFC 2732 and RFC 3986 §3.2.2`;
  return null;
}

/**
 * A "%" that begins no percent-encoding: the offending character is that "%",
 * or a character where the hex digits of the "%" just before should be
 * (`HEXDIG` in RFC 3986's family, `hex` in the legacy grammars).
 */
function badPercent(e: UriSyntaxError<string>): boolean {
  const { input, offset, found } = e;
  if (found === '%' && !isPct(input, offset)) return true;
  const pct = input.lastIndexOf('%', offset);
  return pct >= 0 && offset - pct <= 2 && offset > pct && (e.expected.includes('HEXDIG') || e.expected.includes('hex'));
}

/** A character as its UTF-8 octets, percent-encoded with uppercase hex (RFC 3986 §2.1, §2.5). */
function utf8Escapes(found: string): string {
  return [...utf8.encode(found)].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
}

/** RFC 3987 §2.2: which non-ASCII characters an IRI allows where. */
function iriHint(found: string): string {
  const cp = found.codePointAt(0)!;
  if (cp >= 0xd800 && cp <= 0xdfff) return 'a lone surrogate is no character and cannot appear in an IRI';
  const bytes = utf8Escapes(found);
  const privateUse = (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || cp >= 0x100000;
  if (privateUse) return `a private-use character (iprivate) is allowed in the query only (RFC 3987 §2.2): percent-encode it elsewhere as ${bytes}`;
  return `this character is neither ucschar nor iprivate (RFC 3987 §2.2, §6.1): percent-encode it as ${bytes}`;
}

const barePercent = 'a "%" must begin a percent-encoding of two hex digits (%XX); write a literal "%" as %25 (RFC 3986 §2.1, §2.4)';

/**
 * The hint for a "%" inside an IP literal: RFC 6874's zone identifier, the
 * bare one, or any other "%" (src/ipv6-zone.ts tells them apart), each by the
 * RFC of the grammar at hand: RFC 3986 §3.2.2 has no zone identifiers, RFC
 * 3987 §2.2 says so in words ("This syntax does not support IPv6 scoped
 * addressing zone identifiers"), RFC 6874 §2 has them after "%25" only. The
 * literal runs from the last "[" before the "%" to the next "]" (the whole
 * input for the rule IPv6address).
 */
function zoneHint(e: UriSyntaxError<string>): string {
  const { input, offset } = e;
  let literal: string | null = null;
  if (e.rule === 'IPv6address') {
    literal = input;
  } else {
    const open = input.lastIndexOf('[', offset);
    const close = input.indexOf(']', offset);
    if (open >= 0 && close >= 0) literal = input.slice(open + 1, close);
  }
  const zone = literal === null ? null : ipv6Zone(literal);
  if (e.grammar === 'rfc6874') {
    if (zone?.form === 'bare' && !literal!.startsWith('25', zone.start + 1))
      return 'an IPv6 zone identifier needs "%25" before the zone, not a bare "%" (RFC 6874 §2); RFC 9844 (2025) obsoletes RFC 6874 and removes zone identifiers from URIs';
    if (zone?.form === 'rfc6874' && e.rule === 'IPv6address')
      return 'a zone identifier is no part of an IPv6address: the rule IPv6addrz is IPv6address "%25" ZoneID (RFC 6874 §2)';
    return 'a "%" in an IP literal may only begin a zone identifier after an IPv6 address: "%25" and one or more unreserved or pct-encoded characters (RFC 6874 §2: IPv6addrz = IPv6address "%25" ZoneID)';
  }
  const syntax = e.grammar === 'rfc3987' ? 'RFC 3987 syntax (§2.2: "This syntax does not support IPv6 scoped addressing zone identifiers")' : 'RFC 3986 syntax (§3.2.2)';
  if (zone?.form === 'rfc6874')
    return `an IPv6 zone identifier in RFC 6874's form ("%25" and the zone) is not ${syntax}, and RFC 9844 (2025) obsoletes RFC 6874: zone identifiers are no longer part of URIs; pass the zone out of band`;
  if (zone?.form === 'bare')
    return 'an IPv6 zone identifier with a bare "%" ("%eth0") is valid in no URI grammar: RFC 6874 required "%25", and RFC 9844 (2025) removes zone identifiers from URIs; pass the zone out of band';
  const section = e.grammar === 'rfc3987' ? 'RFC 3987 §2.2' : 'RFC 3986 §3.2.2';
  return `a "%" is not allowed in an IP literal: ${section} has neither percent-encoding nor zone identifiers there`;
}

/**
 * True when a "%" stands between the IP literal's "[" (or the start) and the
 * error: RFC 6874's parser stops after the "%" (at "eth0" of `%eth0`, which
 * is not "25"), not at it.
 */
function afterPercent(e: UriSyntaxError<string>): boolean {
  const before = e.input.slice(0, e.offset);
  return before.lastIndexOf('%') > before.lastIndexOf('[');
}

/** True when the error is inside an IPv6address: its rule, or after a "[" that is not yet closed. */
function inIPv6(e: UriSyntaxError<string>): boolean {
  if (e.rule === 'IPv6address' || e.rule === 'IP-literal') return true;
  const before = e.input.slice(0, e.offset);
  return before.lastIndexOf('[') > before.lastIndexOf(']');
}

function isPct(s: string, i: number): boolean {
  return /^%[0-9A-Fa-f]{2}/.test(s.slice(i, i + 3));
}
