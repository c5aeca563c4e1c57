/**
 * `iri_to_uri(text)`: the URI an IRI-reference maps to (RFC 3987 §3.1: every
 * non-ASCII character as the percent-encoding of its UTF-8 octets); NULL when
 * the text is not an IRI-reference or is NULL.
 */
import { isUriSyntaxError } from '../core/errors.js';
import { toURI } from '../grammars/rfc3987/mapping.js';
import { text } from './arguments.js';

export function iri_to_uri(input: string | null): string | null {
  if (input === null) return null;
  const t = text('iri_to_uri', 'text', input);
  try {
    return toURI(t);
  } catch (e) {
    if (isUriSyntaxError(e)) return null;
    throw e;
  }
}
