/**
 * The pieces that the grammars' hints (src/grammars/<name>/hints.ts) share:
 * a character as its UTF-8 escapes, where an error sits (after a "%", inside
 * an IP literal), and the hints common to the grammars before RFC 3986, whose
 * escapes are %XX of octets and whose sections each grammar cites.
 */
import type { UriSyntaxError } from './errors.js';

const utf8 = new TextEncoder();

/** A character as its UTF-8 octets, percent-encoded with uppercase hex (RFC 3986 §2.1, §2.5). */
export function utf8Escapes(found: string): string {
  return percentEncoded(utf8.encode(found));
}

const HEX = '0123456789ABCDEF';

/** Octets as %XX each, uppercase hex (RFC 3986 §2.1): a loop over the bytes, no array of them made. */
export function percentEncoded(octets: Uint8Array): string {
  let out = '';
  for (let i = 0; i < octets.length; i++) {
    const b = octets[i]!;
    out += '%' + HEX[b >> 4]! + HEX[b & 15]!;
  }
  return out;
}

/** True when `s[i]` begins a "%" and two hex digits. */
export function isPct(s: string, i: number): boolean {
  return /^%[0-9A-Fa-f]{2}/.test(s.slice(i, i + 3));
}

/**
 * A "%" that begins no percent-encoding: the offending character is that "%",
 * or a character where the hex digits of the "%" just before should be
 * (`HEXDIG` in RFC 3986's family, `hex` in the legacy grammars).
 */
export function badPercent(e: UriSyntaxError<string>): boolean {
  const { input, offset, found } = e;
  if (found === '%' && !isPct(input, offset)) return true;
  const pct = input.lastIndexOf('%', offset);
  return pct >= 0 && offset - pct <= 2 && offset > pct && (e.expected.includes('HEXDIG') || e.expected.includes('hex'));
}

/** True when the error is inside an IPv6address: its rule, or after a "[" that is not yet closed. */
export function inIPv6(e: UriSyntaxError<string>): boolean {
  if (e.rule === 'IPv6address' || e.rule === 'IP-literal') return true;
  const before = e.input.slice(0, e.offset);
  return before.lastIndexOf('[') > before.lastIndexOf(']');
}

/** What a grammar before RFC 3986 adds to the hints they share. */
export interface LegacyHints {
  /** The section that says which characters must be escaped as %XX (RFC 2396 §2.4, RFC 1738 §2.2). */
  readonly escaping: string;
  /** The grammar's own hints, asked after the shared ones for spaces, "%", backslashes, non-ASCII and control characters. */
  readonly own?: (e: UriSyntaxError<string>) => string | null;
  /** The characters to escape that the grammar names as a class ("unwise", "unsafe"), and its hint for one. */
  readonly unsafe: { readonly chars: string; readonly hint: (found: string) => string };
}

/** The hints of RFC 2396, RFC 1808 and RFC 1738: no IP literals, no UTF-8 rule; escapes cite the grammar's section. */
export function legacyHint(e: UriSyntaxError<string>, { escaping, own, unsafe }: LegacyHints): string | null {
  const { found } = e;
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
  const tip = own?.(e) ?? null;
  if (tip !== null) return tip;
  if (found !== null && unsafe.chars.includes(found)) return unsafe.hint(found);
  if (found !== null && '<>"'.includes(found))
    return `"${found}" delimits URLs in text and must be escaped as ${utf8Escapes(found)} (${escaping})`;
  if (found === '#') return `only one "#" is allowed, before the fragment: escape any other as %23 (${escaping})`;
  if (found === '[' || found === ']')
    return `"[" and "]" must be escaped (${escaping}); IPv6 literals in brackets came later, with RFC 2732 and RFC 3986 §3.2.2`;
  return null;
}
