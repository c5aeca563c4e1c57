/**
 * The typed AST as a collapsible tree: one <details> per node with children
 * (a <summary> a keyboard reaches and toggles), one focusable row per leaf;
 * each row gives the property it hangs from, the node type (the rule name),
 * its [start, end) span and its text, as `uri-grammar parse` prints it.
 */
import { escapeHtml, quote } from './html.js';
import { nodeFields, type AnyGrammarNode as AnyNode } from '../src/model/walk.js';

/** A node of the tree as the page keeps it. */
export interface TreeNode {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly depth: number;
  readonly row: HTMLElement;
}

/**
 * Renders the tree of `root` (parsed from `input`) into `container`; returns
 * its nodes in document order. Built as one string: a long path has hundreds
 * of nodes, and the page rebuilds the tree on every keystroke.
 */
export function renderTree(container: HTMLElement, root: object, input: string): TreeNode[] {
  const found: { type: string; start: number; end: number; depth: number }[] = [];
  const walk = (node: AnyNode, label: string | null, depth: number): string => {
    const { children, values } = nodeFields(node);
    const extras = values
      .filter(([, value]) => !(Array.isArray(value) && value.length === 0))
      .map(([key, value]) => `${key}=${Array.isArray(value) ? `[${value.join(',')}]` : JSON.stringify(value)}`);
    found.push({ type: node.type, start: node.start, end: node.end, depth });
    const head =
      (label !== null && label !== node.type ? `<span class="label">${escapeHtml(label)}: </span>` : '') +
      `<span class="type">${escapeHtml(node.type)}</span><span class="span"> [${node.start},${node.end})</span> ` +
      `<span class="text">${escapeHtml(quote(input.slice(node.start, node.end)))}</span>` +
      (extras.length ? `<span class="extras"> ${escapeHtml(extras.join(' '))}</span>` : '');
    const span = `data-s="${node.start}" data-e="${node.end}"`;
    const type = `data-type="${escapeHtml(node.type)}"`;
    if (children.length === 0) return `<div class="node leaf" tabindex="0" ${span} ${type}>${head}</div>`;
    const inner = children.map(([key, child]) => walk(child, key, depth + 1)).join('');
    return `<details class="node" open ${span} ${type}><summary ${span}>${head}</summary><div class="children">${inner}</div></details>`;
  };
  container.innerHTML = walk(root as AnyNode, null, 0);
  const rows = container.querySelectorAll<HTMLElement>('summary, .leaf');
  return found.map((n, i) => ({ ...n, row: rows[i]! }));
}

/** The innermost node at an offset: the deepest whose span holds it (at the end of the input, the deepest that ends there). */
export function innermostAt(nodes: readonly TreeNode[], offset: number): TreeNode | null {
  const deepest = (test: (n: TreeNode) => boolean): TreeNode | null => {
    let best: TreeNode | null = null;
    for (const n of nodes) if (test(n) && (best === null || n.depth >= best.depth)) best = n;
    return best;
  };
  return deepest((n) => n.start <= offset && offset < n.end) ?? deepest((n) => n.end === offset && n.start < n.end);
}
