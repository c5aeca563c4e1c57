/**
 * `uri-grammar parse`'s tree view of an AST of any grammar (its node types
 * are the grammar's rule names): one node per line, with the property it
 * hangs from, its rule name, its `[start,end)` span (UTF-16 code units, as in
 * the AST) and its source text.
 *
 *     URI [0,24) "http://example.com/a?b#c"
 *     ├── scheme [0,4) "http"
 *     ├── authority [7,18) "example.com"
 *     │   └── host: reg-name [7,18) "example.com"
 *     ...
 */
import { nodeFields, type AnyGrammarNode as AnyNode } from '../model/walk.js';

/** The tree of `node` (a node of any grammar's AST), parsed from `input`, one line per node, each ending in "\n". */
export function formatTree(node: object, input: string): string {
  const out: string[] = [];
  walk(node as unknown as AnyNode, null, '', '', input, out);
  return out.map((l) => l + '\n').join('');
}

function walk(node: AnyNode, label: string | null, lead: string, indent: string, input: string, out: string[]): void {
  const { children, values } = nodeFields(node);
  // A port above 2^53 - 1 has the value Infinity, which JSON.stringify would write as null.
  const extras = values.map(([key, value]) => `${key}=${Array.isArray(value) ? `[${value.join(',')}]` : typeof value === 'number' ? String(value) : JSON.stringify(value)}`);
  const name = label === null || label === node.type ? node.type : `${label}: ${node.type}`;
  const text = JSON.stringify(input.slice(node.start, node.end));
  out.push(`${lead}${name} [${node.start},${node.end}) ${text}${extras.length ? ' ' + extras.join(' ') : ''}`);
  children.forEach(([key, child], i) => {
    const lastChild = i === children.length - 1;
    walk(child, key, indent + (lastChild ? '└── ' : '├── '), indent + (lastChild ? '    ' : '│   '), input, out);
  });
}
