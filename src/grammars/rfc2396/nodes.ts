/**
 * The typed constructors that grammar/rfc2396.peggy's actions call, one line
 * each (the generated parser imports this module as `n`). Paths, segments and
 * hostnames are split from their text here: the grammar has matched it, and
 * within a segment the first ";" ends the pchars and each later one begins a
 * param (§3.3: pchar has no ";"), within an abs_path every "/" begins a
 * segment, within a hostname every "." but a trailing one ends a label.
 */
import type * as ast from './ast.js';
import type { Range } from '../rfc3986/nodes.js';
import { leaf, port } from '../rfc3986/nodes.js';

export { leaf, port };

// ----- 4. URI References -----

export function URI_reference(r: Range, uri: ast.absoluteURI | ast.relativeURI | null, fragment: ast.fragment | null): ast.URI_reference {
  return { type: 'URI-reference', start: r.start, end: r.end, uri, fragment };
}

// ----- 3. URI Syntactic Components -----

export function absoluteURI(r: Range, scheme: ast.scheme, part: ast.hier_part | ast.opaque_part): ast.absoluteURI {
  return { type: 'absoluteURI', start: r.start, end: r.end, scheme, part };
}

export function hier_part(r: Range, path: ast.net_path | ast.abs_path, query: ast.query | null): ast.hier_part {
  return { type: 'hier_part', start: r.start, end: r.end, path, query };
}

export function net_path(r: Range, authority: ast.authority, path: ast.abs_path | null): ast.net_path {
  return { type: 'net_path', start: r.start, end: r.end, authority, path };
}

/** `abs_path = "/" path_segments`: the text begins with its "/". */
export function abs_path(start: number, text: string): ast.abs_path {
  return { type: 'abs_path', start, end: start + text.length, segments: segments(start + 1, text.slice(1)) };
}

export function path_segments(start: number, text: string): ast.path_segments {
  return { type: 'path_segments', start, end: start + text.length, segments: segments(start, text) };
}

/** The segments of a path_segments text beginning at `start`: one per "/"-separated part. */
function segments(start: number, text: string): ast.segment[] {
  const out: ast.segment[] = [];
  let i = 0;
  for (;;) {
    const slash = text.indexOf('/', i);
    const stop = slash < 0 ? text.length : slash;
    out.push(segment('segment', start + i, text.slice(i, stop)));
    if (slash < 0) return out;
    i = slash + 1;
  }
}

/** A segment or rel_segment, with its params (§3.3). */
export function segment(type: 'segment', start: number, text: string): ast.segment;
export function segment(type: 'rel_segment', start: number, text: string): ast.rel_segment;
export function segment(type: 'segment' | 'rel_segment', start: number, text: string): ast.segment | ast.rel_segment {
  const params: ast.param[] = [];
  let semicolon = text.indexOf(';');
  while (semicolon >= 0) {
    const next = text.indexOf(';', semicolon + 1);
    const stop = next < 0 ? text.length : next;
    params.push(leaf('param', start + semicolon + 1, text.slice(semicolon + 1, stop)));
    semicolon = next;
  }
  return { type, start, end: start + text.length, text, params };
}

// ----- 5. Relative URI References -----

export function relativeURI(r: Range, path: ast.net_path | ast.abs_path | ast.rel_path, query: ast.query | null): ast.relativeURI {
  return { type: 'relativeURI', start: r.start, end: r.end, path, query };
}

/** `rel_path = rel_segment [ abs_path ]`: the rel_segment runs to the first "/". */
export function rel_path(start: number, text: string): ast.rel_path {
  const slash = text.indexOf('/');
  const first = segment('rel_segment', start, slash < 0 ? text : text.slice(0, slash));
  const rest = slash < 0 ? [] : segments(start + slash + 1, text.slice(slash + 1));
  return { type: 'rel_path', start, end: start + text.length, segments: [first, ...rest] };
}

// ----- 3.2. Authority Component -----

/** `server = [ [ userinfo "@" ] hostport ]`: `s` is the optional part, `[userinfo or null, hostport]`. */
export function server(r: Range, s: readonly [ast.userinfo | null, ast.hostport] | null): ast.server {
  return { type: 'server', start: r.start, end: r.end, userinfo: s?.[0] ?? null, host: s?.[1].host ?? null, port: s?.[1].port ?? null };
}

export function hostport(r: Range, host: ast.host, p: ast.port | null): ast.hostport {
  return { type: 'hostport', start: r.start, end: r.end, host, port: p };
}

/** `hostname = *( domainlabel "." ) toplabel [ "." ]`: the labels split at each "." (a trailing one ends none). */
export function hostname(start: number, text: string): ast.hostname {
  const labels = (text.endsWith('.') ? text.slice(0, -1) : text).split('.');
  const domainlabels: ast.domainlabel[] = [];
  let at = start;
  for (const label of labels.slice(0, -1)) {
    domainlabels.push(leaf('domainlabel', at, label));
    at += label.length + 1;
  }
  const toplabel = leaf('toplabel', at, labels[labels.length - 1]!);
  return { type: 'hostname', start, end: start + text.length, text, domainlabels, toplabel };
}

// ----- 3.3. Path Component -----

/** `path = [ abs_path | opaque_part ]`: the alternative's node, or an empty `path` leaf. */
export function path(start: number, p: ast.abs_path | ast.opaque_part | null): ast.path {
  return p ?? leaf('path', start, '');
}
