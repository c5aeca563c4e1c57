/**
 * RFC 6068's hints: the usual mistakes in the URI syntax of a mailto URI,
 * each citing its section: characters of an address that must be
 * percent-encoded (§2 item 1, §6.1, §6.2), a second "?" (§6.1), an hfield
 * without "=", "#", spaces and non-ASCII characters.
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { badPercent, utf8Escapes } from '../../core/hint-text.js';

/** The delimiters that §2 item 1 names, which an address writes percent-encoded. */
const ITEM_1 = new Set(['%', '/', '?', '#', '[', ']', '&', ';', '=']);

/** A one-line hint for a common mistake in a mailto URI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  const { input, offset, found } = e;
  if (offset < 'mailto:'.length && e.rule === 'mailtoURI') return 'a mailto URI begins with "mailto:" (RFC 6068 §2), in any case';
  if (found === ' ') return 'a space is written %20 (RFC 6068 §5; RFC 3986 §2.1)';
  if (found !== null && found.codePointAt(0)! > 0x7e)
    return `a non-ASCII character is written as its UTF-8 octets percent-encoded: "${found}" is ${utf8Escapes(found)} (RFC 6068 §2 items 4, 5)`;
  if (found !== null && /[\x00-\x1f\x7f]/.test(found)) return `a control character is written percent-encoded, ${utf8Escapes(found)} (RFC 6068 §2; a line break in a body is %0D%0A, §5)`;
  if (found === '#') return 'a mailto URI has no fragment: "#" is written %23 (RFC 6068 §2)';
  return inAddress(e) ? addressHint(e) : fieldHint(e);
}

/** Whether the error lies in `to` (or in an address parsed by its own rule), not in hfields. */
function inAddress(e: UriSyntaxError<string>): boolean {
  if (['addr-spec', 'local-part', 'domain', 'to'].includes(e.rule)) return true;
  return e.rule === 'mailtoURI' && !e.input.slice(0, e.offset).includes('?');
}

function addressHint(e: UriSyntaxError<string>): string | null {
  const { found, input, offset } = e;
  if (input[offset - 1] === '.' && found !== '%')
    return 'a "." of an address stands between other characters: a trailing or doubled "." is written %2E, as in a quoted local part (RFC 6068 §2 item 1; RFC 5322 §3.2.3 dot-atom-text)';
  if (found === null) return null;
  if (badPercent(e)) return 'a "%" of an address is written %25 (RFC 6068 §2 item 1; §6.1: gorby%25kremvax@example.com)';
  if (ITEM_1.has(found)) return `in an address, "${found}" is written ${utf8Escapes(found)} (RFC 6068 §2 item 1; §6.1: unlikely%3Faddress@example.com)`;
  if (found === '"') return 'a quoted local part is written percent-encoded, its quotes as %22 (RFC 6068 §2 item 1; §6.2: %22not%40me%22@example.org)';
  if (found === '.') return 'a "." of an address stands between other characters: a leading, trailing or doubled "." is written %2E, as in a quoted local part (RFC 6068 §2 item 1; RFC 5322 §3.2.3 dot-atom-text)';
  if (found === '@') return 'an address has one "@", the URI\'s; an "@" in a quoted local part is written %40 (RFC 6068 §2 item 1; §6.2: %22not%40me%22@example.org)';
  return `in an address, the characters other than letters, digits, ! $ ' * + - _ ~ and the dots between them are written percent-encoded: "${found}" is ${utf8Escapes(found)} (RFC 6068 §2 item 1)`;
}

function fieldHint(e: UriSyntaxError<string>): string | null {
  const { found } = e;
  if (found === '?') return 'hfields are separated by "&"; a second "?" is wrong (RFC 6068 §6.1), and in an hfvalue it is written %3F (§2)';
  if (e.expected.includes('"="')) return 'an hfield is hfname "=" hfvalue (RFC 6068 §2): write "subject=" even for an empty value';
  if (found === '=') return 'in an hfvalue, "=" is written %3D (RFC 6068 §2)';
  if (badPercent(e)) return 'a "%" of an hfname or hfvalue is written %25 (RFC 6068 §2)';
  if (found !== null) return `in an hfname or hfvalue, "${found}" is written ${utf8Escapes(found)} (RFC 6068 §2: qchar)`;
  return null;
}
