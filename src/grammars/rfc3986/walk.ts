/**
 * The children of an AST node, in source order. Use this rather than
 * `Object.values`: a path's `segments` are computed when first read, so they
 * are not an own property of the node. (The fields of a node of any grammar,
 * for the tree views: src/model/walk.ts.)
 */
import type * as ast from './ast.js';

/** The nodes directly below `node`, in source order. */
export function children(node: ast.Node): ast.Node[] {
  switch (node.type) {
    case 'URI':
    case 'absolute-URI':
      return compact([node.scheme, node.authority, node.path, node.query, node.type === 'URI' ? node.fragment : null]);
    case 'relative-ref':
      return compact([node.authority, node.path, node.query, node.fragment]);
    case 'hier-part':
    case 'relative-part':
      return compact([node.authority, node.path]);
    case 'authority':
      return compact([node.userinfo, node.host, node.port]);
    case 'IP-literal':
      return [node.address];
    case 'path-abempty':
    case 'path-absolute':
    case 'path-noscheme':
    case 'path-rootless':
    case 'path-empty':
      return [...(node.segments as readonly ast.Node[])];
    default:
      return [];
  }
}

function compact(nodes: (ast.Node | null)[]): ast.Node[] {
  return nodes.filter((n): n is ast.Node => n !== null);
}
