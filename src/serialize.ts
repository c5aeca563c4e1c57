/**
 * Serialization: RFC 3986 §5.3 Component Recomposition over the AST. For a
 * parsed node it gives back exactly the text the node was parsed from; for
 * nodes built or changed by code it recomposes them from their components.
 * Leaves serialize as their `text`; paths as their segments.
 */
import type * as ast from './ast.js';

/** The URI text of a node (RFC 3986 §5.3). */
export function serialize(node: ast.Node): string {
  switch (node.type) {
    case 'URI':
      return recompose(node.scheme.text, node.authority, node.path, node.query, node.fragment);
    case 'absolute-URI':
      return recompose(node.scheme.text, node.authority, node.path, node.query, null);
    case 'relative-ref':
      return recompose(null, node.authority, node.path, node.query, node.fragment);
    case 'hier-part':
    case 'relative-part':
      return recompose(null, node.authority, node.path, null, null);
    case 'authority':
      return authority(node);
    case 'IP-literal':
      return `[${node.address.text}]`;
    case 'path-abempty':
    case 'path-absolute':
    case 'path-noscheme':
    case 'path-rootless':
    case 'path-empty':
      return path(node);
    default:
      return node.text;
  }
}

// RFC 3986 §5.3 Component Recomposition
function recompose(
  scheme: string | null,
  auth: ast.authority | null,
  p: ast.path,
  query: ast.query | null,
  fragment: ast.fragment | null,
): string {
  let result = '';
  if (scheme !== null) result += scheme + ':';
  if (auth !== null) result += '//' + authority(auth);
  result += path(p);
  if (query !== null) result += '?' + query.text;
  if (fragment !== null) result += '#' + fragment.text;
  return result;
}

function authority(a: ast.authority): string {
  let out = a.userinfo !== null ? a.userinfo.text + '@' : '';
  out += a.host.type === 'IP-literal' ? `[${a.host.address.text}]` : a.host.text;
  if (a.port !== null) out += ':' + a.port.text;
  return out;
}

/** A path from its segments, as its ABNF rule composes them. */
function path(p: ast.path): string {
  const texts = (p.segments as readonly ast.Leaf<string>[]).map((s) => s.text);
  switch (p.type) {
    case 'path-abempty':
      return texts.map((t) => '/' + t).join('');
    case 'path-absolute':
      return '/' + texts.join('/');
    case 'path-noscheme':
    case 'path-rootless':
      return texts.join('/');
    case 'path-empty':
      return '';
  }
}
