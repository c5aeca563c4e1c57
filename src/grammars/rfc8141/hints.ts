/**
 * RFC 8141's hints for the usual mistakes in a URN, which `format()` of its
 * errors adds under the caret: each names the mistake and the section of
 * RFC 8141 (or of RFC 3986, whose pchar and fragment §2 uses) that rules it.
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { badPercent, utf8Escapes } from '../../core/hint-text.js';

/** Where the error lies in a namestring or assigned-name: the scheme, the NID, the NSS, or after it. */
type Part = 'scheme' | 'NID' | 'NSS' | 'components';

/** The part of the URN at the error, and where the NID begins (for the NID rule itself: 0). */
function partOf(e: UriSyntaxError<string>): { part: Part; nidStart: number } | null {
  const { input, offset, rule } = e;
  if (rule === 'NID') return { part: 'NID', nidStart: 0 };
  if (rule !== 'namestring' && rule !== 'assigned-name') return null;
  if (offset < 4) return { part: 'scheme', nidStart: 4 };
  const colon = input.indexOf(':', 4);
  if (colon < 0 || offset <= colon) return { part: 'NID', nidStart: 4 };
  return { part: offset === colon + 1 || /^[^?#]*$/.test(input.slice(colon + 1, offset)) ? 'NSS' : 'components', nidStart: 4 };
}

/** A one-line hint for a common mistake in a URN, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  const { input, offset, found } = e;
  const at = partOf(e);
  if (at?.part === 'scheme') return 'a URN begins with the scheme "urn" and ":" (RFC 8141 §2: `"urn" ":" NID ":" NSS`)';
  if (at?.part === 'NID') return nidHint(e, at.nidStart);
  if (found === ' ') return 'a space is not allowed in a URN: percent-encode it as %20 (RFC 8141 §2, RFC 3986 §2.1)';
  if (badPercent(e)) return 'a "%" must begin a percent-encoding of two hex digits (%XX); write a literal "%" as %25 (RFC 3986 §2.1, which RFC 8141 §2 uses)';
  if (found !== null && found.codePointAt(0)! > 0x7e) {
    const cp = found.codePointAt(0)!;
    if (cp >= 0xd800 && cp <= 0xdfff) return 'a lone surrogate has no UTF-8 form and cannot appear in a URN';
    return `a character outside ASCII must be percent-encoded as UTF-8: "${found}" is ${utf8Escapes(found)} (RFC 8141 §2, §2.2; RFC 3986 §2.1)`;
  }
  if (found !== null && /[\x00-\x1f\x7f]/.test(found)) return `control characters are not allowed in a URN: percent-encode it as ${utf8Escapes(found)} (RFC 3986 §2.1)`;
  const before = input.slice(Math.max(0, offset - 2), offset);
  if (at !== null && (before === '?+' || before === '?=')) {
    const which = before === '?+' ? 'an r-component ("?+", RFC 8141 §2.3.1)' : 'a q-component ("?=", RFC 8141 §2.3.2)';
    return `${which} is not empty and begins with a pchar, not "/", "?" or "#" (RFC 8141 §2: \`pchar *( pchar / "/" / "?" )\`)`;
  }
  if (at !== null && input.charCodeAt(offset - 1) === 0x3f /* ? */ && e.expected.includes('"+"') && e.expected.includes('"="'))
    return 'a "?" after the NSS begins an r-component ("?+") or a q-component ("?="); any other "?" is a syntax error for URNs (RFC 8141 §2): percent-encode a "?" of the NSS as %3F';
  if (at?.part === 'NSS' && offset === input.indexOf(':', 4) + 1)
    return found === null || found === '?' || found === '#'
      ? 'a URN has a non-empty NSS after the NID\'s ":" (RFC 8141 §2: `NSS = pchar *(pchar / "/")`)'
      : 'the NSS begins with a pchar, not "/" (RFC 8141 §2: `NSS = pchar *(pchar / "/")`): percent-encode a leading "/" as %2F';
  if (found === '#') return 'only one "#" is allowed, before the f-component: percent-encode any later one as %23 (RFC 8141 §2.3.3, RFC 3986 §3.5)';
  if (found !== null && '"<>[\\]^`{|}'.includes(found))
    return `"${found}" is not allowed in a URN (RFC 8141 §2 pchar, RFC 3986 §2.2): percent-encode it as ${utf8Escapes(found)}`;
  return null;
}

/** The hints of an error inside the NID (RFC 8141 §2, §2.1), which begins at `start`. */
function nidHint(e: UriSyntaxError<string>, start: number): string {
  const { input, offset, found } = e;
  const length = offset - start;
  const ends = found === null || (found === ':' && e.rule !== 'NID');
  if (found !== null && found.codePointAt(0)! > 0x7e)
    return 'an NID has ASCII letters, digits and "-" only: RFC 8141 §2.1 permits no other character in it, and no encoding of one';
  if (ends && length === 1)
    return `an NID has 2 to 32 characters (RFC 8141 §2): "${input.slice(0, offset + 1)}..." is a valid RFC 3986 URI but no URN`;
  if (ends && length === 0) return 'a URN has an NID between "urn:" and the next ":" (RFC 8141 §2: `"urn" ":" NID ":" NSS`)';
  if (ends && input.charCodeAt(offset - 1) === 0x2d /* - */) return 'an NID ends with a letter or digit, not "-" (RFC 8141 §2: `NID = (alphanum) 0*30(ldh) (alphanum)`)';
  if (found === '-' && length === 0) return 'an NID begins with a letter or digit, not "-" (RFC 8141 §2: `NID = (alphanum) 0*30(ldh) (alphanum)`)';
  if (found !== null && length === 32 && /[A-Za-z0-9-]/.test(found)) return 'an NID has at most 32 characters (RFC 8141 §2: `NID = (alphanum) 0*30(ldh) (alphanum)`)';
  if (found === null) return 'a URN is "urn:", an NID, ":" and an NSS (RFC 8141 §2): the ":" after the NID and the NSS are missing';
  return 'an NID has ASCII letters, digits and "-" only (RFC 8141 §2: `ldh = alphanum / "-"`); the NSS follows it after a ":"';
}
