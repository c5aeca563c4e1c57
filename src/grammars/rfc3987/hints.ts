/**
 * RFC 3987's hints: for a non-ASCII character, which ones an IRI allows where
 * (§2.2); for the rest, RFC 3986's, with zone identifiers cited from §2.2
 * ("This syntax does not support IPv6 scoped addressing zone identifiers").
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { utf8Escapes } from '../../core/hint-text.js';
import { hintCiting, type ZoneCitation } from '../rfc3986/hints.js';

/** A one-line hint for a common mistake in an IRI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  const { found } = e;
  if (found !== null && found !== ' ' && found.codePointAt(0)! > 0x7e) return iriHint(found);
  return hintCiting(e, RFC3987_ZONES);
}

const RFC3987_ZONES: ZoneCitation = {
  syntax: 'RFC 3987 syntax (§2.2: "This syntax does not support IPv6 scoped addressing zone identifiers")',
  section: 'RFC 3987 §2.2',
};

/** RFC 3987 §2.2: which non-ASCII characters an IRI allows where. */
function iriHint(found: string): string {
  const cp = found.codePointAt(0)!;
  if (cp >= 0xd800 && cp <= 0xdfff) return 'a lone surrogate is no character and cannot appear in an IRI';
  const bytes = utf8Escapes(found);
  const privateUse = (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || cp >= 0x100000;
  if (privateUse) return `a private-use character (iprivate) is allowed in the query only (RFC 3987 §2.2): percent-encode it elsewhere as ${bytes}`;
  return `this character is neither ucschar nor iprivate (RFC 3987 §2.2, §6.1): percent-encode it as ${bytes}`;
}
