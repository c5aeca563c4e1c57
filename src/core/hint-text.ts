/**
 * The pieces that the grammars' hints (src/grammars/<name>/hints.ts) share:
 * a character as its UTF-8 escapes, where an error sits (after a "%", inside
 * an IP literal), and the hints common to the grammars before RFC 3986, whose
 * escapes are %XX of octets and whose sections each grammar cites.
 */
import type { UriSyntaxError } from './errors.js';

/** Each octet as "%" and two uppercase hex digits (RFC 3986 §2.1), by its value. */
const PCT: readonly string[] = Array.from({ length: 256 }, (_, b) => '%' + '0123456789ABCDEF'[b >> 4]! + '0123456789ABCDEF'[b & 15]!);

/**
 * A character (or any text) as its UTF-8 octets, percent-encoded with
 * uppercase hex (RFC 3986 §2.1, §2.5), the octets worked out from the code
 * points (RFC 3629 §3) as a TextEncoder writes them, a lone surrogate as
 * U+FFFD's: no encoder and no array of octets per call.
 */
export function utf8Escapes(found: string): string {
  let out = '';
  const n = found.length;
  for (let i = 0; i < n; i++) {
    let c = found.charCodeAt(i);
    if (c < 0x80) {
      out += PCT[c]!;
    } else if (c < 0x800) {
      out += PCT[0xc0 | (c >> 6)]! + PCT[0x80 | (c & 0x3f)]!;
    } else {
      if (c >= 0xd800 && c <= 0xdfff) {
        const next = i + 1 < n ? found.charCodeAt(i + 1) : 0;
        if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
          const cp = 0x10000 + ((c - 0xd800) << 10) + (next - 0xdc00);
          out += PCT[0xf0 | (cp >> 18)]! + PCT[0x80 | ((cp >> 12) & 0x3f)]! + PCT[0x80 | ((cp >> 6) & 0x3f)]! + PCT[0x80 | (cp & 0x3f)]!;
          i++;
          continue;
        }
        c = 0xfffd;
      }
      out += PCT[0xe0 | (c >> 12)]! + PCT[0x80 | ((c >> 6) & 0x3f)]! + PCT[0x80 | (c & 0x3f)]!;
    }
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
  // The last "%" at or before the offset is one or two units before it: read where it can be, not searched for.
  const after = input[offset] !== '%' && (input[offset - 1] === '%' || (input[offset - 2] === '%' && input[offset - 1] !== '%'));
  return after && (e.expected.includes('HEXDIG') || e.expected.includes('hex'));
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
