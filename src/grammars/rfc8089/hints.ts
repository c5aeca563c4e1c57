/**
 * RFC 8089's hints: the usual mistakes in a file URI, each citing its
 * section: Appendix E's nonstandard forms checked by §2's syntax (drive
 * letters, "|", UNC strings, userinfo), backslashes (E.4), a query or a
 * fragment, no path; then RFC 6874's, for the host.
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { hint as rfc6874Hint } from '../rfc6874/hints.js';
import { validator } from './validator.js';

/** The §2 rules, whose errors may come from a URI that Appendix F's syntax holds. */
const STANDARD = new Set(['file-URI', 'file-hier-part', 'auth-path', 'local-path', 'file-auth']);

/** A one-line hint for a common mistake in an RFC 8089 file URI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  return own(e) ?? rfc6874Hint(e);
}

function own(e: UriSyntaxError<string>): string | null {
  const { input, offset, found, rule } = e;
  if (found === '\\') return 'a backslash is no path separator in a file URI (RFC 8089 Appendix E.4): write "/"';
  const form = STANDARD.has(rule) ? nonstandardForm(input, offset, found) : null;
  if (form !== null) return validator.test(input, `${rule}-F`) ? `${form}; it is valid by Appendix F's nonstandard syntax (rule ${rule}-F)` : form;
  if (found === '?') return 'a file URI has no query (RFC 8089 §2): percent-encode a "?" of a file name as %3F';
  if (found === '#')
    return 'a file URI has no fragment (RFC 8089 §2); a fragment identifier follows the URI in a URI reference (RFC 3986 §4.1): percent-encode a "#" of a file name as %23';
  if (found === null && e.expected.includes('"/"') && !input.slice(offset - 1).startsWith('/'))
    return 'a file URI has an absolute path, which begins with "/", after a host too (RFC 8089 §2: path-absolute): file:///path, file://host/path';
  if (offset < 'file:'.length && /^(file-URI|file-URI-F|file-scheme)$/.test(rule))
    return 'a file URI begins with its scheme, "file:" (RFC 8089 §2: file-scheme, in any case)';
  return null;
}

/** What makes an input that only Appendix F's syntax holds nonstandard, read at the §2 error. */
function nonstandardForm(input: string, offset: number, found: string | null): string | null {
  const before = input.slice(0, offset);
  if (/^[A-Za-z][A-Za-z0-9+.-]*:$/.test(before) && /^[A-Za-z][:|]/.test(input.slice(offset)))
    return 'a drive letter right after "file:" is nonstandard (RFC 8089 Appendix E.2): write it after an empty authority, as in file:///c:/path';
  if (found === '|') return 'the vertical line in a drive letter is nonstandard (RFC 8089 Appendix E.2.2): write ":" ("c:", not "c|")';
  if (found === '/' && /^[A-Za-z][A-Za-z0-9+.-]*:\/\/\/$/.test(before))
    return 'a UNC string in the path after an empty authority is nonstandard (RFC 8089 Appendix E.3.2): write the UNC host as the authority, file://host/share (E.3.1)';
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*$/.test(before)) return null;
  if (found === '@' || (found === ':' && /^:[^/@]*@/.test(input.slice(offset))))
    return 'a file URI has no userinfo (RFC 8089 §2: file-auth is "localhost" or a host); Appendix E.1 allows one, nonstandard';
  if (found === ':') return 'a file URI has no port (RFC 8089 §2: file-auth is "localhost" or a host)';
  return null;
}
