/** A node of a grammar's AST as the vector tests read it: a type and a span, and the text of a leaf. */
export interface SpannedNode {
  type: string;
  start: number;
  end: number;
  text?: string;
}

/** Every node below `node` (itself included), depth first: the objects with a type and a span, in arrays or fields. */
export function nodesOf(node: unknown, out: SpannedNode[] = []): SpannedNode[] {
  if (node === null || typeof node !== 'object') return out;
  const n = node as { type?: unknown; start?: unknown; end?: unknown };
  if (typeof n.type === 'string' && typeof n.start === 'number' && typeof n.end === 'number') out.push(n as SpannedNode);
  for (const value of Object.values(node)) nodesOf(value, out);
  return out;
}
