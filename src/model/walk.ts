/**
 * The fields of a node of any grammar, as the tree views show them (`uri-grammar
 * parse`, the playground): its children and its values. RFC 3986's `children`
 * is src/grammars/rfc3986/walk.ts.
 */

/** A node of any grammar of the family, as the tree views read it: a rule name and its span. */
export interface AnyGrammarNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

/** The fields of a node of any grammar, as the tree views show them (`uri-grammar parse`, the playground). */
export interface NodeFields {
  /** The nodes below it, in property order, each labelled by its property (`segments[2]` for an array's item). */
  readonly children: [label: string, node: AnyGrammarNode][];
  /** Its other fields that have a value (not null or undefined), by property: a port's number, a host's form. */
  readonly values: [key: string, value: unknown][];
}

function isGrammarNode(v: unknown): v is AnyGrammarNode {
  return typeof v === 'object' && v !== null && typeof (v as AnyGrammarNode).type === 'string' && typeof (v as AnyGrammarNode).start === 'number';
}

/** The children and the other fields of `node`, a node of any grammar's AST (`type`, `start`, `end` and `text` left out). */
export function nodeFields(node: AnyGrammarNode): NodeFields {
  const children: [string, AnyGrammarNode][] = [];
  const values: [string, unknown][] = [];
  // A path's segments are computed on first read, not an own property: its toJSON() lists them.
  const data = typeof node.toJSON === 'function' ? (node.toJSON as () => object)() : node;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'text') continue;
    if (isGrammarNode(value)) children.push([key, value]);
    else if (Array.isArray(value) && value.some(isGrammarNode)) value.forEach((v, i) => isGrammarNode(v) && children.push([`${key}[${i}]`, v]));
    else if (value !== null && value !== undefined) values.push([key, value]);
  }
  return { children, values };
}
