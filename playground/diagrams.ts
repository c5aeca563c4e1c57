/**
 * The railroad diagrams of the chosen grammar (built by scripts/railroad.mjs
 * from its ABNF), each with its ABNF text beside it and its name a link; and
 * the marking of a syntax error's continuations on a rule's diagram.
 */
import { h, fill, escapeHtml } from './html.js';
import type { RuleDiagram } from './library.js';
import type { Item } from './trace.js';

/** The id of a rule's diagram in the page. */
export function ruleId(name: string): string {
  return `rule-${name}`;
}

/** A link to a rule's diagram. */
export function ruleLink(name: string, known: boolean): HTMLElement {
  return known ? h('a', { href: `#${ruleId(name)}`, class: 'rule-link', 'data-rule': name }, name) : h('code', null, name);
}

/** An SVG element from a diagram's markup. */
export function svgOf(diagram: RuleDiagram): SVGSVGElement {
  const box = document.createElement('div');
  box.innerHTML = diagram.svg;
  return box.firstElementChild as SVGSVGElement;
}

/**
 * Every rule of a grammar, an index of links, then a figure per rule: name,
 * ABNF, diagram (one string: a grammar has up to 70 diagrams, drawn when the
 * grammar is chosen).
 */
export function renderDiagrams(index: HTMLElement, list: HTMLElement, rules: readonly RuleDiagram[]): void {
  fill(index, ...rules.map((r) => h('a', { href: `#${ruleId(r.name)}`, class: 'rule-link', 'data-rule': r.name }, r.name)));
  list.innerHTML = rules
    .map((r) => {
      const id = escapeHtml(ruleId(r.name));
      const name = escapeHtml(r.name);
      return (
        `<figure id="${id}" class="rule" tabindex="-1"><figcaption><a href="#${id}" class="rule-link" data-rule="${name}">${name}</a>` +
        `${r.core ? '<span class="note"> RFC 5234 core rule</span>' : r.from ? `<span class="note"> imported from ${escapeHtml(r.from)}</span>` : ''}</figcaption>` +
        `<div class="rule-body"><pre class="abnf">${escapeHtml(r.text)}</pre><div class="diagram">${r.svg}</div></div></figure>`
      );
    })
    .join('');
}

/**
 * Marks on a diagram the items that could have continued: a rule's box, a
 * terminal whose characters are the literal (case-insensitively, as ABNF
 * strings are, unless the ABNF wrote it as %x values), or the end of the
 * rule. A literal that is part of a longer ABNF string (Peggy's "/" "/" for
 * "//") marks that string. Returns how many elements it marked.
 */
export function markContinuations(svg: SVGSVGElement, items: readonly Item[]): number {
  let marked = 0;
  const mark = (el: Element) => (el.classList.add('expected'), marked++);
  for (const item of items) {
    if (item.kind === 'rule') {
      svg.querySelectorAll(`[data-rule="${CSS.escape(item.name)}"]`).forEach(mark);
    } else if (item.kind === 'end') {
      svg.querySelectorAll('.end').forEach(mark);
    } else if (item.kind === 'literal') {
      const terminals = [...svg.querySelectorAll('[data-text]')];
      // RFC 5234 §2.3: a quoted string is case-insensitive, a %x value is not.
      const same = (t: string, sensitive: boolean) => (sensitive ? t === item.text : t.toLowerCase() === item.text.toLowerCase());
      const exact = terminals.filter((t) => same(t.getAttribute('data-text')!, t.getAttribute('data-case') === 'sensitive'));
      (exact.length > 0 ? exact : terminals.filter((t) => t.getAttribute('data-text')!.toLowerCase().includes(item.text.toLowerCase()))).forEach(mark);
    }
  }
  return marked;
}
