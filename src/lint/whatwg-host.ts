/**
 * The host of a special URL (http, https, ws, wss, ftp, file) as a WHATWG URL
 * parser reads it: the WHATWG URL Standard §3.5 "host parser" with isOpaque
 * false, for a host that is no IP literal:
 *
 * 4. domain: the UTF-8 decoding without BOM of its percent-decoding (a
 *    leading U+FEFF is kept, and ill-formed UTF-8 becomes U+FFFD);
 * 5. asciiDomain: "domain to ASCII" (§3.3): an ASCII domain in ASCII lowercase
 *    whatever ToASCII would say (the Standard's fast path for web
 *    compatibility: "xn--a.example" stays), else UTS #46 ToASCII
 *    (src/encoding/uts46.ts); failure when it fails or gives the empty string;
 * 6. failure when asciiDomain has a forbidden domain code point;
 * 7. the IPv4 parser's result when asciiDomain ends in a number;
 * 8. else asciiDomain.
 */
import { decodeLenient } from './context.js';
import { whatwgEndsInANumber, whatwgIPv4 } from './ipv4.js';
import { toASCII } from '../encoding/uts46.js';

/** What a WHATWG URL parser makes of a host. */
export type WhatwgHost =
  /** An IPv4 address, read from `ascii` (the host after UTS #46). */
  | { readonly kind: 'ipv4'; readonly address: number; readonly ascii: string; readonly unicode: string }
  /** A domain: its ASCII form (what is connected to) and its Unicode form; `unsure` names a rule not modelled that may still reject it. */
  | { readonly kind: 'domain'; readonly ascii: string; readonly unicode: string; readonly unsure: string | null }
  /** The parser fails, and the URL with it: why, in words. */
  | { readonly kind: 'failure'; readonly reason: string; readonly ipv4: boolean };

/** Hosts longer than this (decoded) are not modelled: the lint says nothing about what WHATWG parsers make of them. */
export const MAX_MODELLED_HOST = 1024;

/** WHATWG URL §3.2 forbidden domain code point: a forbidden host code point, a C0 control, "%" or U+007F. */
const FORBIDDEN_DOMAIN = /[\x00-\x20#/:<>?@[\\\]^|%\x7f]/;

/** The U+XXXX name of a code point. */
export function codePointName(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/**
 * The host of a special URL as a WHATWG URL parser reads it, from its text
 * in the URL (percent-encoded or not, no "[", no tab or newline, no "\"), or
 * `null` when it is empty or too long to model.
 */
export function whatwgHost(text: string): WhatwgHost | null {
  if (text === '' || text.length > 3 * MAX_MODELLED_HOST) return null;
  const domain = decodeLenient(text);
  if (domain.length > MAX_MODELLED_HOST) return null;
  const result = /^[\x00-\x7f]*$/.test(domain) ? { ascii: domain.toLowerCase(), unicode: domain.toLowerCase(), error: null, unsure: null } : toASCII(domain);
  if (result.ascii === null) return { kind: 'failure', reason: `UTS #46 fails: ${result.error}`, ipv4: false };
  const ascii = result.ascii;
  if (ascii === '') return { kind: 'failure', reason: 'UTS #46 leaves an empty host', ipv4: false };
  const forbidden = FORBIDDEN_DOMAIN.exec(ascii);
  if (forbidden !== null) {
    return { kind: 'failure', reason: `the host has the forbidden domain code point ${codePointName(forbidden[0])}${domain.includes(forbidden[0]) ? '' : ' after UTS #46 mapping'}`, ipv4: false };
  }
  if (whatwgEndsInANumber(ascii)) {
    const address = whatwgIPv4(ascii);
    if (address === null) return { kind: 'failure', reason: 'the host ends in a number but is no IPv4 address', ipv4: true };
    return { kind: 'ipv4', address, ascii, unicode: result.unicode };
  }
  return { kind: 'domain', ascii, unicode: result.unicode, unsure: result.unsure };
}
