/**
 * RFC 1738's hints: those of the grammars before RFC 3986, escaping by §2.2,
 * and RFC 1738's own: lower-case schemes, the schemes without a login, no
 * fragment; the "unsafe" and "national" characters (§2.2). RFC 1808 takes
 * the escaping and the unsafe characters (its hints.ts).
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { legacyHint, utf8Escapes, type LegacyHints } from '../../core/hint-text.js';

/** RFC 1738 §2.2's unsafe and national characters, as RFC 1738 and RFC 1808 name them. */
export const UNSAFE: LegacyHints['unsafe'] = {
  chars: '{}|^~`',
  hint: (found) => `"${found}" is unsafe, a "national" character (RFC 1738 §2.2): escape it as ${utf8Escapes(found)}`,
};

/** A one-line hint for a common mistake in an RFC 1738 URL, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  return legacyHint(e, { escaping: 'RFC 1738 §2.2', own, unsafe: UNSAFE });
}

/** RFC 1738's scheme rules whose URLs have a hostport and no login. */
const HOSTPORT_ONLY = new Set(['httpurl', 'gopherurl', 'nntpurl', 'waisurl', 'waisdatabase', 'waisindex', 'waisdoc', 'prosperourl']);

function own(e: UriSyntaxError<string>): string | null {
  const { input, offset, found } = e;
  if (found !== null && found >= 'A' && found <= 'Z' && offset < input.indexOf(':') && /^[A-Za-z0-9+.-]*$/.test(input.slice(0, offset)))
    return `RFC 1738 schemes are lower case (§5; §2.1 lets interpreters ignore case, the grammar does not): write "${input.slice(0, input.indexOf(':')).toLowerCase()}:"`;
  if (HOSTPORT_ONLY.has(e.rule) && /^[a-z]+:\/\/[^/]*@/.test(input))
    return 'this scheme\'s URLs have a host and port only, no user name or password (RFC 1738 §3.3 http, §3.4 gopher, §3.7 nntp, §3.9 wais, §3.11 prospero); the generic ip-schemepart (§3.1) has them';
  if (found === '#')
    return 'an RFC 1738 URL has no fragment: "#" is unsafe (§2.2), and a fragment identifier follows the URL, outside it; escape a "#" in the URL as %23';
  return null;
}
