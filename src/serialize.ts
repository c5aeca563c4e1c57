/**
 * Serialization: RFC 3986 §5.3 Component Recomposition over the AST. For a
 * parsed node it gives back exactly the text the node was parsed from; for
 * nodes built or changed by code it recomposes them from their components.
 * Leaves serialize as their `text`; paths as their segments.
 */
import type * as ast from './ast.js';
import type * as iri from './rfc3987/ast.js';

/** A node of any grammar of the family. */
export type AnyNode = ast.Node | iri.Node;
type Authority = ast.authority | iri.iauthority;
type Path = ast.path | iri.ipath;

/**
 * The text of a node (RFC 3986 §5.3), of any grammar of the family: RFC
 * 3987's nodes have RFC 3986's shapes under their own names.
 */
export function serialize(node: AnyNode): string {
  switch (node.type) {
    case 'URI':
    case 'IRI':
      return recompose(node.scheme.text, node.authority, node.path, node.query, node.fragment);
    case 'absolute-URI':
    case 'absolute-IRI':
      return recompose(node.scheme.text, node.authority, node.path, node.query, null);
    case 'relative-ref':
    case 'irelative-ref':
      return recompose(null, node.authority, node.path, node.query, node.fragment);
    case 'hier-part':
    case 'relative-part':
    case 'ihier-part':
    case 'irelative-part':
      return recompose(null, node.authority, node.path, null, null);
    case 'authority':
    case 'iauthority':
      return authority(node);
    case 'IP-literal':
      return `[${node.address.text}]`;
    case 'path-abempty':
    case 'path-absolute':
    case 'path-noscheme':
    case 'path-rootless':
    case 'path-empty':
    case 'ipath-abempty':
    case 'ipath-absolute':
    case 'ipath-noscheme':
    case 'ipath-rootless':
    case 'ipath-empty':
      return path(node);
    default:
      return node.text;
  }
}

// RFC 3986 §5.3 Component Recomposition
function recompose(
  scheme: string | null,
  auth: Authority | null,
  p: Path,
  query: ast.Leaf<string> | null,
  fragment: ast.Leaf<string> | null,
): string {
  let result = '';
  if (scheme !== null) result += scheme + ':';
  if (auth !== null) result += '//' + authority(auth);
  result += path(p);
  if (query !== null) result += '?' + query.text;
  if (fragment !== null) result += '#' + fragment.text;
  return result;
}

function authority(a: Authority): string {
  let out = a.userinfo !== null ? a.userinfo.text + '@' : '';
  out += a.host.type === 'IP-literal' ? `[${a.host.address.text}]` : a.host.text;
  if (a.port !== null) out += ':' + a.port.text;
  return out;
}

/** A path from its segments, as its ABNF rule composes them. */
function path(p: Path): string {
  const texts = (p.segments as readonly ast.Leaf<string>[]).map((s) => s.text);
  switch (p.type) {
    case 'path-abempty':
    case 'ipath-abempty':
      return texts.map((t) => '/' + t).join('');
    case 'path-absolute':
    case 'ipath-absolute':
      return '/' + texts.join('/');
    case 'path-noscheme':
    case 'path-rootless':
    case 'ipath-noscheme':
    case 'ipath-rootless':
      return texts.join('/');
    case 'path-empty':
    case 'ipath-empty':
      return '';
  }
}
