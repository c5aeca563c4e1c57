/**
 * A node of RFC 3986 or of RFC 3987 (`AnyNode`), and RFC 3986's `serialize`
 * over both: the root's, `uri-grammar/parse`'s and `uri-grammar/rfc3986`'s.
 * RFC 3987's nodes are RFC 3986's shapes under RFC 3987's names (§2.2), so
 * the text of either is recomposed the same way (RFC 3986 §5.3, which RFC
 * 3987 §6.5 keeps). They are here, in the grammar built on RFC 3986, because
 * they name both grammars' nodes, and RFC 3986's own folder names no grammar
 * built on it.
 */
import type * as uri from '../rfc3986/ast.js';
import type { Node } from './ast.js';
import { rfc3986Components } from '../rfc3986/components.js';
import { serializeIn } from '../../model/serialize.js';

/** A node of any grammar of the family whose nodes have RFC 3986's shapes: RFC 3986's, RFC 3987's. */
export type AnyNode = uri.Node | Node;

/**
 * The text of a node (RFC 3986 §5.3), of RFC 3986 or RFC 3987: RFC 3987's
 * nodes have RFC 3986's shapes under their own names.
 *
 * A node built or changed by code is checked first: each leaf against the
 * rule its type names, each path against its type's rule and the rule where
 * it stands (§3.3, §4.2). This `serialize` checks RFC 3986's node types;
 * `uri-grammar/rfc3987`'s and `uri-grammar/rfc6874`'s check their grammar's.
 *
 * @throws {UriSyntaxError} with the `component` at fault, when a node's text does not match its rule.
 * @example serialize({ ...parse('http://h/'), query: { type: 'query', start: 0, end: 0, text: 'a#b' } }) // throws: query "a#b"
 */
export function serialize(node: AnyNode): string {
  return serializeIn(rfc3986Components, node);
}
