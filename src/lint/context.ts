/** What every group of checks receives: the input, its lenient split, and a way to report. */
import type { LintCode } from './types.js';
import type { Parts } from '../model/components.js';
import { decodeOctets } from '../encoding/percent-encoding.js';
import { toWellFormed, utf8Decode } from '../encoding/utf8.js';

export interface Context {
  readonly input: string;
  readonly parts: Parts;
  /** The scheme in lowercase (RFC 3986 §3.1: schemes are case-insensitive), or null for a relative reference. */
  readonly scheme: string | null;
  /** Whether the input matches URI-reference. */
  readonly valid: boolean;
  /** Reports a finding; a function as the message is called only for findings that are listed (see MAX_FINDINGS_PER_CODE). */
  report(code: LintCode, start: number, end: number, message: string | (() => string)): void;
}

/** The schemes the WHATWG URL Standard calls special (§4.1), whose hosts it parses as domains or IPv4. */
export const WHATWG_SPECIAL = new Set(['ftp', 'file', 'http', 'https', 'ws', 'wss']);

/** True when a WHATWG URL parser reads the input as a special URL: a special scheme, or a reference resolved against one. */
export function readAsSpecial(ctx: Context): boolean {
  return ctx.scheme === null || WHATWG_SPECIAL.has(ctx.scheme);
}

/**
 * Percent-decodes any text leniently (RFC 3986 §2.1, §2.5), for reading, never
 * for output: a malformed escape stays literal, ill-formed UTF-8 and lone
 * surrogates become U+FFFD (WHATWG URL §1.3 "percent-decode" of the text's
 * UTF-8, then "UTF-8 decode without BOM", which keeps a leading U+FEFF).
 */
export function decodeLenient(text: string): string {
  if (!text.includes('%')) return toWellFormed(text);
  return utf8Decode(decodeOctets(text, true)!);
}

/**
 * Characters a reader cannot see or tell apart in a message: controls, format
 * characters (U+FEFF, U+200B-U+200F, U+202A-U+202E, ...), separators other
 * than the space, private-use and unassigned code points, lone surrogates,
 * U+FFFD, and "\" and '"' (escaped so the quote reads back).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u115F\u1160\u3164\uFFA0\uFFFD\u034F]|\p{Cs}/gu;

/**
 * Text quoted for a message: in double quotes, cut to `max` characters with
 * an ellipsis, every invisible character written `\u{XXXX}` (U+FEFF as
 * `\u{FEFF}`), and `"` and `\` as `\"` and `\\`.
 */
export function quote(text: string, max = 80): string {
  const cut = text.length > max ? text.slice(0, max) : text;
  const shown = cut.replace(/["\\]/g, (c) => '\\' + c).replace(INVISIBLE, (c) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`);
  return `"${shown}${cut === text ? '' : '…'}"`;
}

