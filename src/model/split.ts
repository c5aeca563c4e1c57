/**
 * A lenient split of any string into URI components, for linting input that
 * may not be a URI-reference. It is the regular expression of RFC 3986
 * Appendix B, written as index scans (linear, no backtracking):
 *
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 *
 * and the authority split at its last "@" and at the first ":" after the host
 * (after the "]" of an IP literal). For a valid URI-reference every part is
 * exactly the component the grammar parses (test/unit/lint.test.ts checks it).
 */

/** A part of the input: its text and `[start, end)` span. */
export interface Part {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The components of any string, as Appendix B reads them; `null` where undefined. */
export interface Parts {
  readonly scheme: Part | null;
  readonly authority: Part | null;
  readonly userinfo: Part | null;
  readonly host: Part | null;
  readonly port: Part | null;
  readonly path: Part;
  readonly query: Part | null;
  readonly fragment: Part | null;
}

function part(input: string, start: number, end: number): Part {
  return { start, end, text: input.slice(start, end) };
}

/** The index of the first of `chars` in `input` at or after `from`, or `input.length`. */
function firstOf(input: string, chars: string, from: number): number {
  for (let i = from; i < input.length; i++) if (chars.includes(input[i]!)) return i;
  return input.length;
}

/** RFC 3986 Appendix B. Parsing a URI Reference with a Regular Expression. */
export function split(input: string): Parts {
  const n = input.length;
  let i = 0;
  // (([^:/?#]+):)?
  let scheme: Part | null = null;
  const stop = firstOf(input, ':/?#', 0);
  if (stop > 0 && stop < n && input[stop] === ':') {
    scheme = part(input, 0, stop);
    i = stop + 1;
  }
  // (//([^/?#]*))?
  let authority: Part | null = null;
  let userinfo: Part | null = null;
  let host: Part | null = null;
  let port: Part | null = null;
  if (input.startsWith('//', i)) {
    const end = firstOf(input, '/?#', i + 2);
    authority = part(input, i + 2, end);
    ({ userinfo, host, port } = splitAuthority(input, authority));
    i = end;
  }
  // ([^?#]*)
  const pathEnd = firstOf(input, '?#', i);
  const path = part(input, i, pathEnd);
  i = pathEnd;
  // (\?([^#]*))?
  let query: Part | null = null;
  if (input[i] === '?') {
    const end = input.indexOf('#', i + 1);
    query = part(input, i + 1, end < 0 ? n : end);
    i = query.end;
  }
  // (#(.*))?
  const fragment = input[i] === '#' ? part(input, i + 1, n) : null;
  return { scheme, authority, userinfo, host, port, path, query, fragment };
}

/** `authority = [ userinfo "@" ] host [ ":" port ]`, leniently: the last "@", then the first ":" after the host. */
function splitAuthority(input: string, authority: Part): Pick<Parts, 'userinfo' | 'host' | 'port'> {
  const { start, end, text } = authority;
  const at = text.lastIndexOf('@');
  const userinfo = at < 0 ? null : part(input, start, start + at);
  const hostStart = at < 0 ? start : start + at + 1;
  let hostEnd: number;
  if (input[hostStart] === '[') {
    const close = input.indexOf(']', hostStart);
    hostEnd = close < 0 || close >= end ? end : close + 1;
  } else {
    const colon = input.indexOf(':', hostStart);
    hostEnd = colon < 0 || colon >= end ? end : colon;
  }
  const host = part(input, hostStart, hostEnd);
  const port = input[hostEnd] === ':' && hostEnd < end ? part(input, hostEnd + 1, end) : null;
  return { userinfo, host, port };
}
