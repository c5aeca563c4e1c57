/**
 * The SQL functions of RFC 3986's passes on a URI-reference:
 * `uri_components(text)` (§3, Appendix B), `uri_resolve(base, ref)` (§5.2)
 * and `uri_normalize(text)` (§6.2.2). A text that the pass cannot take (not a
 * URI-reference, a relative base) gives NULL, as NULL does: the row is data,
 * and `uri_error` says why.
 */
import { isUriSyntaxError } from '../core/errors.js';
import { components } from '../grammars/rfc3986/components.js';
import { normalize } from '../grammars/rfc3986/normalize.js';
import { resolve } from '../grammars/rfc3986/resolve.js';
import { ResolveError } from '../passes/resolve.js';
import type { Components } from '../model/components.js';
import { text } from './arguments.js';

/** The answer of a pass, or null for an input that is not what the pass takes (a syntax or resolution error). */
function orNull<T>(pass: () => T): T | null {
  try {
    return pass();
  } catch (e) {
    if (isUriSyntaxError(e) || e instanceof ResolveError) return null;
    throw e;
  }
}

/**
 * `uri_components(text)`: the components of a URI-reference (RFC 3986 §3):
 * scheme, authority, userinfo, host, port, path, query, fragment, each NULL
 * where the reference has none (an absent query is not an empty one, §5.3);
 * NULL when the text is not a URI-reference or is NULL.
 */
export function uri_components(input: string | null): Components | null {
  if (input === null) return null;
  const t = text('uri_components', 'text', input);
  return orNull(() => ({ ...components(t) }));
}

/**
 * `uri_resolve(base, ref)`: the target URI of `ref` against `base` (RFC 3986
 * §5.2, strict); NULL when the base is not an absolute URI or `ref` not a
 * URI-reference, or either is NULL.
 */
export function uri_resolve(base: string | null, ref: string | null): string | null {
  if (base === null || ref === null) return null;
  const b = text('uri_resolve', 'base', base);
  const r = text('uri_resolve', 'ref', ref);
  return orNull(() => resolve(b, r));
}

/**
 * `uri_normalize(text)`: the normal form of a URI-reference (RFC 3986 §6.2.2:
 * case, percent-encoding, dot segments); NULL when the text is not a
 * URI-reference or is NULL.
 */
export function uri_normalize(input: string | null): string | null {
  if (input === null) return null;
  const t = text('uri_normalize', 'text', input);
  return orNull(() => normalize(t));
}
