/**
 * RFC 2396's hints: those of the grammars before RFC 3986, escaping by §2.4,
 * and RFC 2396's own: no query without a path, no empty path after a scheme,
 * the "unwise" characters (§2.4.3).
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { legacyHint, utf8Escapes } from '../../core/hint-text.js';

/** A one-line hint for a common mistake in an RFC 2396 URI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  return legacyHint(e, {
    escaping: 'RFC 2396 §2.4',
    own,
    unsafe: { chars: '{}|^`', hint: (found) => `"${found}" is "unwise" (RFC 2396 §2.4.3): escape it as ${utf8Escapes(found)}` },
  });
}

function own(e: UriSyntaxError<string>): string | null {
  const { input, offset, found } = e;
  if (found === ':' && !/[/?#]/.test(input.slice(0, offset)))
    return 'a ":" in the first segment of a relative path (rel_segment) would read as a scheme delimiter: write "./" before the path (RFC 2396 §5), or, if it is a scheme, start it with a letter and use only letters, digits, "+", "-" and "." (§3.1)';
  const afterScheme = /^[A-Za-z][A-Za-z0-9+.-]*:$/.test(input.slice(0, offset));
  if (found === '?' && (offset === 0 || afterScheme))
    return 'RFC 2396 has no query without a path before it (relativeURI, hier_part); RFC 3986 allows one (its Appendix D.2): write "./?y" or resolve it as RFC 3986 does';
  if (found === null && afterScheme)
    return 'RFC 2396 needs a path after the scheme: a "/" (hier_part) or an opaque_part of at least one character; RFC 3986 allows it empty (§3)';
  return null;
}
