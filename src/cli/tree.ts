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
interface AnyNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

function isNode(v: unknown): v is AnyNode {
  return typeof v === 'object' && v !== null && typeof (v as AnyNode).type === 'string' && typeof (v as AnyNode).start === 'number';
}

/** The tree of `node` (a node of any grammar's AST), parsed from `input`, one line per node, each ending in "\n". */
export function formatTree(node: object, input: string): string {
  const out: string[] = [];
  walk(node as unknown as AnyNode, null, '', '', input, out);
  return out.map((l) => l + '\n').join('');
}

function walk(node: AnyNode, label: string | null, lead: string, indent: string, input: string, out: string[]): void {
  const children: [string, AnyNode][] = [];
  const extras: string[] = [];
  // A path's segments are computed on first read, not an own property: its toJSON() lists them.
  const data = typeof (node as { toJSON?: unknown }).toJSON === 'function' ? (node as unknown as { toJSON(): object }).toJSON() : node;
  for (const [key, value] of Object.entries(data)) {
    if (key === 'type' || key === 'start' || key === 'end' || key === 'text') continue;
    if (isNode(value)) children.push([key, value]);
    else if (Array.isArray(value) && value.some(isNode)) value.forEach((v, i) => isNode(v) && children.push([`${key}[${i}]`, v]));
    // A port above 2^53 - 1 has the value Infinity, which JSON.stringify would write as null.
    else if (value !== null && value !== undefined) extras.push(`${key}=${Array.isArray(value) ? `[${value.join(',')}]` : typeof value === 'number' ? String(value) : JSON.stringify(value)}`);
  }
  const name = label === null || label === node.type ? node.type : `${label}: ${node.type}`;
  const text = JSON.stringify(input.slice(node.start, node.end));
  out.push(`${lead}${name} [${node.start},${node.end}) ${text}${extras.length ? ' ' + extras.join(' ') : ''}`);
  children.forEach(([key, child], i) => {
    const lastChild = i === children.length - 1;
    walk(child, key, indent + (lastChild ? '└── ' : '├── '), indent + (lastChild ? '    ' : '│   '), input, out);
  });
}
