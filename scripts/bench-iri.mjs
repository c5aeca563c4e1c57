// The IRI counterpart of a corpus URI, made the same way by every benchmark
// that times RFC 3987 against RFC 3986 (scripts/bench.mjs, scripts/bench-grammars.mjs).

/** RFC 3986 Appendix B: splits any string into its five components, validating nothing. */
const APPENDIX_B = /^(([^:/?#]+):)?(\/\/([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?/;

/**
 * The IRI corpus: each corpus URI made an IRI the way real IRIs differ from
 * their URIs, so that RFC 3987 is timed on the inputs RFC 3986 is, plus the
 * characters only an IRI has. Split by the Appendix B regex (which validates
 * nothing, so the corpus' invalid inputs stay in, mostly still invalid):
 * - the path gets a non-ASCII character after its leading "/" (at its start
 *   when it has none; "/" and the character when it is empty after an
 *   authority), in turn "é" (2 UTF-8 bytes), "例" (3) and "😀" (4 bytes, a
 *   surrogate pair in JavaScript);
 * - a reg-name host gets its IRI form, an internationalized name: its first
 *   vowel accented (www.github.com → www.gíthub.com); IP addresses, hosts with
 *   a percent-encoding and hosts with no vowel keep theirs.
 * `hosts` counts the hosts given an IRI form.
 */
const PATH_CHARS = ['é', '例', '😀'];
const ACCENTED = { a: 'ä', e: 'é', i: 'í', o: 'ö', u: 'ü' };
export function iriOf(uri, i, counts = { hosts: 0 }) {
  const m = APPENDIX_B.exec(uri);
  const scheme = m[1] ?? '';
  let authority = m[3];
  const path = m[5];
  const rest = uri.slice(scheme.length + (authority?.length ?? 0) + path.length);
  if (authority !== undefined) {
    const hostStart = authority.lastIndexOf('@') + 1 || 2;
    const colon = authority.indexOf(':', hostStart);
    const host = authority.slice(hostStart, colon >= 0 ? colon : authority.length);
    const vowel = host.search(/[aeiou]/);
    if (!host.startsWith('[') && !/^[0-9.]*$/.test(host) && !host.includes('%') && vowel >= 0) {
      const at = hostStart + vowel;
      authority = authority.slice(0, at) + ACCENTED[authority[at]] + authority.slice(at + 1);
      counts.hosts++;
    }
  }
  const ch = PATH_CHARS[i % PATH_CHARS.length];
  const newPath =
    authority !== undefined && path === '' ? `/${ch}` : path.startsWith('/') ? `/${ch}${path.slice(1)}` : `${ch}${path}`;
  return scheme + (authority ?? '') + newPath + rest;
}
