/**
 * The typed constructors that grammar/rfc1808.peggy's actions call (one line
 * each, so that the grammar only builds nodes). Every node of one kind is
 * created with the same property order.
 */
import type * as ast from './ast.js';
import { leaf } from '../rfc3986/nodes.js';
import type { Range } from '../rfc3986/nodes.js';
import { pctOctetAt } from '../../encoding/percent-encoding.js';

export { leaf };

// ----- 2.2. BNF for Relative URLs -----

export function URL(r: Range, url: ast.URL['url'], fragment: ast.fragment | null): ast.URL {
  return { type: 'URL', start: r.start, end: r.end, url, fragment };
}

/** The second alternative of absoluteURL, `scheme ":" *( uchar | reserved )`: its scheme and its text. */
export function absoluteURL(start: number, text: string, scheme: ast.scheme): ast.absoluteURL {
  return { type: 'absoluteURL', start, end: start + text.length, text, scheme };
}

export function generic_RL(r: Range, scheme: ast.scheme, relativeURL: ast.relativeURL): ast.generic_RL {
  return { type: 'generic-RL', start: r.start, end: r.end, scheme, relativeURL };
}

export function net_path(r: Range, net_loc: ast.net_loc, abs_path: ast.abs_path | null): ast.net_path {
  return { type: 'net_path', start: r.start, end: r.end, net_loc, abs_path };
}

export function abs_path(r: Range, rel_path: ast.rel_path): ast.abs_path {
  return { type: 'abs_path', start: r.start, end: r.end, rel_path };
}

export function rel_path(r: Range, path: ast.path | null, params: ast.params | null, query: ast.query | null): ast.rel_path {
  return { type: 'rel_path', start: r.start, end: r.end, path, params, query };
}

/** `path = fsegment *( "/" segment )`: the text split at each "/" (no segment holds one). */
export function path(start: number, text: string): ast.path {
  const segments = split(start, text, '/', 'segment') as [ast.Leaf<string>, ...ast.segment[]];
  segments[0] = leaf('fsegment', segments[0].start, segments[0].text);
  return { type: 'path', start, end: start + text.length, segments: segments as unknown as ast.path['segments'] };
}

/** `params = param *( ";" param )`: the text split at each ";" (no param holds one). */
export function params(start: number, text: string): ast.params {
  return { type: 'params', start, end: start + text.length, items: split(start, text, ';', 'param') };
}

/** `escape = "%" hex hex`, with the octet it encodes. */
export function escape(start: number, text: string): ast.escape {
  return { type: 'escape', start, end: start + text.length, text, value: pctOctetAt(text, 0) };
}

/** The leaves of `text` split at `delimiter`, each with its span. */
function split<T extends string>(start: number, text: string, delimiter: string, type: T): ast.Leaf<T>[] {
  const out: ast.Leaf<T>[] = [];
  let i = 0;
  for (;;) {
    const stop = text.indexOf(delimiter, i);
    const end = stop < 0 ? text.length : stop;
    out.push(leaf(type, start + i, text.slice(i, end)));
    if (stop < 0) return out;
    i = stop + 1;
  }
}
