/**
 * RFC 1808's hints: those of the grammars before RFC 3986, with RFC 1738's
 * escaping and unsafe characters, which RFC 1808 §2.2 takes.
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { legacyHint } from '../../core/hint-text.js';
import { UNSAFE } from '../rfc1738/hints.js';

/** A one-line hint for a common mistake in an RFC 1808 URL, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  return legacyHint(e, { escaping: 'RFC 1738 §2.2, as RFC 1808 §2.2', unsafe: UNSAFE });
}
