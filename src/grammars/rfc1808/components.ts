/**
 * The six components of an RFC 1808 URL (§2.1:
 * `<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>`), as RFC 1808
 * §2.4's parsing steps split them.
 *
 * Each is a string, or `null` when its delimiter is absent ("#", `scheme ":"`,
 * "//", "?", ";"): `http://a/b?` has an empty query, `http://a/b` none. The
 * path is always a string, and keeps the "/" that precedes it (§2.4.6: the
 * parser must remember whether it was present, "often ... by simply storing
 * the preceding slash along with the path"), so `/g` is an absolute path and
 * `g` a relative one.
 */
import type * as ast from './ast.js';

/** The components of an RFC 1808 URL (§2.1), as strings; `null` where the delimiter is absent. */
export interface Components {
  scheme: string | null;
  net_loc: string | null;
  /** The path with its preceding "/" when there is one (§2.4.6); `""` when empty. */
  path: string;
  params: string | null;
  query: string | null;
  fragment: string | null;
}

/**
 * The components of a parsed URL, read from its tree, which follows §2.4's
 * steps; an absoluteURL that is no generic-RL (`http://a//b`) is split by
 * §2.4.3 to §2.4.6 after its scheme.
 */
export function componentsOf(node: ast.URL): Components {
  const url = node.url;
  const fragment = node.fragment?.text ?? null;
  if (url.type === 'absoluteURL') {
    const rest = splitSteps(url.text.slice(url.scheme.text.length + 1));
    return { scheme: url.scheme.text, ...rest, fragment };
  }
  const scheme = url.type === 'generic-RL' ? url.scheme.text : null;
  const relative = url.type === 'generic-RL' ? url.relativeURL : url;
  let net_loc: string | null = null;
  let slash = '';
  let rel: ast.rel_path | null = null;
  switch (relative.type) {
    case 'net_path':
      net_loc = relative.net_loc.text;
      if (relative.abs_path !== null) {
        slash = '/';
        rel = relative.abs_path.rel_path;
      }
      break;
    case 'abs_path':
      slash = '/';
      rel = relative.rel_path;
      break;
    case 'rel_path':
      rel = relative;
      break;
  }
  return {
    scheme,
    net_loc,
    path: slash + (rel?.path?.segments.map((s) => s.text).join('/') ?? ''),
    params: rel?.params?.items.map((p) => p.text).join(';') ?? null,
    query: rel?.query?.text ?? null,
    fragment,
  };
}

// RFC 1808 §2.4.2: the characters of a scheme name.
const SCHEME = /^[A-Za-z0-9+.-]+:/;

/**
 * RFC 1808 §2.4 Parsing a URL, step by step, on the text of a URL (any text:
 * the steps do not check the syntax).
 */
export function parseSteps(input: string): Components {
  let s = input;
  // 2.4.1. Parsing the Fragment Identifier: after the first "#".
  let fragment: string | null = null;
  const hash = s.indexOf('#');
  if (hash >= 0) {
    fragment = s.slice(hash + 1);
    s = s.slice(0, hash);
  }
  // 2.4.2. Parsing the Scheme: a colon after the first character, before any
  // character not allowed in a scheme name.
  let scheme: string | null = null;
  const m = SCHEME.exec(s);
  if (m !== null) {
    scheme = m[0].slice(0, -1);
    s = s.slice(m[0].length);
  }
  return { scheme, ...splitSteps(s), fragment };
}

/** RFC 1808 §2.4.3 to §2.4.6, on what is left after the fragment and the scheme. */
function splitSteps(rest: string): Omit<Components, 'scheme' | 'fragment'> {
  let s = rest;
  // 2.4.3. Parsing the Network Location/Login: after "//", up to the next "/".
  let net_loc: string | null = null;
  if (s.startsWith('//')) {
    const slash = s.indexOf('/', 2);
    const end = slash < 0 ? s.length : slash;
    net_loc = s.slice(2, end);
    s = s.slice(end);
  }
  // 2.4.4. Parsing the Query Information: after the first "?".
  let query: string | null = null;
  const question = s.indexOf('?');
  if (question >= 0) {
    query = s.slice(question + 1);
    s = s.slice(0, question);
  }
  // 2.4.5. Parsing the Parameters: after the first ";".
  let params: string | null = null;
  const semicolon = s.indexOf(';');
  if (semicolon >= 0) {
    params = s.slice(semicolon + 1);
    s = s.slice(0, semicolon);
  }
  // 2.4.6. Parsing the Path: the rest, with the "/" that may precede it.
  return { net_loc, path: s, params, query };
}
