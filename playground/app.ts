/**
 * The playground page: reads the view from the URL, and on every change runs
 * the library on the current line and shows the verdict, the error (offset,
 * expected, found, diagnosis, hint, the rule stack and the failing rule's diagram) or
 * the tree, the passes, the conformance matrix and the grammar's diagrams.
 */
import { h, fill } from './html.js';
import { lib, traced, diagrams, grammarModule, type SyntaxErrorLike } from './library.js';
import { readState, writeState, type ViewState } from './url-state.js';
import { SourceView } from './source-view.js';
import { renderTree, innermostAt, type TreeNode } from './tree.js';
import { traceFailure, itemText, sameRule, type FailureTrace } from './trace.js';
import { renderDiagrams, markContinuations, ruleId, ruleLink, svgOf } from './diagrams.js';
import { renderComponents, renderResolve, renderNormalize, renderMapping, renderLint, renderConform } from './passes.js';

const $ = <T extends HTMLElement = HTMLElement>(id: string) => document.getElementById(id) as T;

const ui = {
  grammar: $<HTMLSelectElement>('grammar'),
  rule: $<HTMLSelectElement>('rule'),
  input: $<HTMLTextAreaElement>('input'),
  base: $<HTMLInputElement>('base'),
  lines: $<HTMLOListElement>('lines'),
  status: $('grammar-status'),
  verdict: $('verdict'),
  error: $('error'),
  errorFields: $('error-fields'),
  errorFormat: $('error-format'),
  ruleStack: $('rule-stack'),
  failingDiagram: $('failing-diagram'),
  continuations: $<HTMLTableElement>('continuations'),
  treeWrap: $('tree-wrap'),
  tree: $('tree'),
  components: $('components'),
  resolve: $('resolve'),
  normalize: $('normalize'),
  mappingWrap: $('mapping-wrap'),
  mapping: $('mapping'),
  lint: $('lint'),
  conform: $('conform'),
  rulesTitle: $('rules-title'),
  ruleIndex: $('rule-index'),
  diagrams: $('diagrams'),
  timing: $('timing'),
};

const DEFAULTS: ViewState = {
  grammar: 'rfc3986',
  rule: 'URI-reference',
  input: 'http://user@example.com:8080/a/b?q=1#top',
  base: 'http://a/b/c/d;p?q',
  line: 0,
  diagram: null,
};

const source = new SourceView($('source'));
let state: ViewState = readState(location.hash, DEFAULTS);
let nodes: TreeNode[] = [];
let shownGrammar: string | null = null;
/** The last update's duration, for the footer and for measurements. */
let lastUpdateMs = 0;

// ----- The grammar and rule selectors -----

for (const g of lib.GRAMMARS) ui.grammar.append(h('option', { value: g.name }, `${g.name}: ${g.rfc === null ? '' : `RFC ${g.rfc}, `}${g.title}`));

function grammarInfo(name: string) {
  return lib.GRAMMARS.find((g) => g.name === name) ?? lib.GRAMMARS[0]!;
}

/** Fills the rule selector with the grammar's rules, the start rule first selected. */
function fillRules(grammar: string, rule: string): string {
  const info = grammarInfo(grammar);
  fill(ui.rule, ...info.ruleNames.map((r) => h('option', { value: r }, r === info.start ? `${r} (start)` : r)));
  const chosen = info.ruleNames.includes(rule) ? rule : info.start;
  ui.rule.value = chosen;
  return chosen;
}

/** Applies a state to the controls (at load, and when the URL changes). */
function applyState(next: ViewState): void {
  const info = grammarInfo(next.grammar);
  state = { ...next, grammar: info.name };
  ui.grammar.value = info.name;
  state.rule = fillRules(info.name, next.rule);
  ui.input.value = next.input;
  ui.base.value = next.base;
  const lines = next.input.split('\n');
  state.line = Math.min(next.line, lines.length - 1);
  const at = lines.slice(0, state.line).reduce((n, l) => n + l.length + 1, 0);
  ui.input.setSelectionRange(at, at);
}

// ----- The current line -----

/** The line holding the caret. */
function caretLine(): number {
  return ui.input.value.slice(0, ui.input.selectionStart).split('\n').length - 1;
}

/** The caret's offset in the current line. */
function caretOffset(): number {
  const before = ui.input.value.slice(0, ui.input.selectionStart);
  return before.length - (before.lastIndexOf('\n') + 1);
}

// ----- Update -----

function update(): void {
  const t0 = performance.now();
  const info = grammarInfo(state.grammar);
  const mod = grammarModule(info.name);
  const lines = state.input.split('\n');
  const line = lines[Math.min(state.line, lines.length - 1)] ?? '';

  renderLines(lines, mod);
  ui.status.textContent = `${info.name}${info.rfc === null ? '' : ` (RFC ${info.rfc})`} is ${info.status.current ? 'current' : `obsolete: obsoleted by RFC ${(info.status.obsoletedBy ?? []).join(', ')}`}; start rule ${info.start}, ${info.ruleNames.length} rules.`;

  const error = mod.check(line, state.rule);
  const lintSpans = renderLint(ui.lint, line);
  const cuts: number[] = lintSpans.flatMap((s) => [s.start, s.end]);
  if (error) {
    nodes = [];
    const trace = traceFailure(traced[info.name]!, line, state.rule);
    const end = error.offset + (error.found?.length ?? 0);
    const diagnosis = error.diagnosis;
    source.render(line, [...cuts, error.offset, end, ...(diagnosis ? [diagnosis.start, diagnosis.end] : [])], { start: error.offset, end: error.found === null ? error.offset : end });
    source.highlight(diagnosis, 'diagnosis-span');
    renderError(error, trace, info.name);
  } else {
    nodes = renderTree(ui.tree, mod.parse(line, state.rule), line);
    source.render(line, [...cuts, ...nodes.flatMap((n) => [n.start, n.end])], null);
  }
  ui.verdict.textContent = error ? `✗ not a ${state.rule} (${info.name})` : `✓ a valid ${state.rule} (${info.name})`;
  ui.verdict.className = error ? 'bad' : 'ok';
  ui.error.hidden = !error;
  ui.treeWrap.hidden = !!error;

  renderComponents(ui.components, mod, info.start, line);
  renderResolve(ui.resolve, mod, info.name, state.base, line);
  renderNormalize(ui.normalize, mod, info.name, line);
  ui.mappingWrap.hidden = !mod.toURI;
  renderMapping(ui.mapping, mod, line);
  renderConform(ui.conform, line);

  if (shownGrammar !== info.name) {
    shownGrammar = info.name;
    ui.rulesTitle.textContent = `Rules of ${info.name}${info.rfc === null ? '' : ` (RFC ${info.rfc})`}`;
    renderDiagrams(ui.ruleIndex, ui.diagrams, diagrams[info.name] ?? []);
  }
  writeState(state);
  lastUpdateMs = performance.now() - t0;
  ui.timing.textContent = `Updated in ${lastUpdateMs.toFixed(1)} ms.`;
  document.body.dataset.updateMs = lastUpdateMs.toFixed(2);
}

/** With more than one line: each line's verdict, a button that shows it. */
function renderLines(lines: string[], mod: ReturnType<typeof grammarModule>): void {
  ui.lines.hidden = lines.length < 2;
  if (lines.length < 2) return fill(ui.lines);
  fill(
    ui.lines,
    ...lines.map((l, i) => {
      const ok = mod.isValid(l, state.rule);
      return h(
        'li',
        { class: `${ok ? 'ok' : 'bad'}${i === state.line ? ' current' : ''}` },
        h('button', { type: 'button', 'data-line': i, 'aria-current': i === state.line ? 'true' : null }, `${ok ? '✓' : '✗'} ${l.length > 60 ? `${l.slice(0, 60)}…` : l || '(empty)'}`),
      );
    }),
  );
}

function renderError(error: SyntaxErrorLike, trace: FailureTrace | null, grammar: string): void {
  const formatted = error.format();
  const hint = /^hint: (.*)$/m.exec(formatted)?.[1] ?? null;
  const field = (name: string, value: Node | string) => [h('dt', null, name), h('dd', { 'data-field': name }, value)];
  fill(
    ui.errorFields,
    ...field('offset', String(error.offset)),
    ...field('expected', h('span', null, ...error.expected.flatMap((e, i) => [i > 0 ? ', ' : '', h('code', null, e)]))),
    ...field('found', error.found === null ? 'end of input' : JSON.stringify(error.found)),
    ...(error.diagnosis ? field('diagnosis', `${error.diagnosis.message} (${error.diagnosis.rfc})`) : []),
    ...(hint ? field('hint', hint) : []),
  );
  ui.errorFormat.textContent = formatted;
  const known = new Set((diagrams[grammar] ?? []).map((d) => d.name));
  if (trace === null) {
    fill(ui.ruleStack, h('p', { class: 'failed' }, 'The traced parser accepts this input.'));
    fill(ui.failingDiagram);
    fill(ui.continuations);
    return;
  }
  const inner = trace.innermost;
  fill(ui.ruleStack, ...inner.path.flatMap((f, i) => [i > 0 ? h('span', { class: 'sep' }, ' › ') : null, ruleLink(f.rule, known.has(f.rule)), h('span', { class: 'at' }, `@${f.start}`)]));
  const rule = inner.path[inner.path.length - 1]!.rule;
  const diagram = (diagrams[grammar] ?? []).find((d) => d.name === rule);
  if (diagram) {
    const svg = svgOf(diagram);
    markContinuations(
      svg,
      trace.continuations.filter((c) => sameRule(c, inner)).map((c) => c.item),
    );
    fill(ui.failingDiagram, h('figure', { class: 'rule failing', 'data-rule': rule }, h('figcaption', null, 'Innermost rule: ', ruleLink(rule, true), ' — the continuations expected there are marked'), h('div', { class: 'rule-body' }, h('pre', { class: 'abnf' }, diagram.text), h('div', { class: 'diagram' }, svg))));
  } else {
    fill(ui.failingDiagram, h('p', { class: 'note' }, `No diagram for ${rule}.`));
  }
  // Every rule that expected something at the offset, innermost first, with what it expected.
  const groups: { c: (typeof trace.continuations)[number]; items: string[] }[] = [];
  for (const c of trace.continuations) {
    const g = groups.find((x) => sameRule(x.c, c));
    const text = itemText(c.item);
    if (!g) groups.push({ c, items: [text] });
    else if (!g.items.includes(text)) g.items.push(text);
  }
  groups.sort((a, b) => b.c.path.length - a.c.path.length);
  fill(
    ui.continuations,
    h('caption', null, `What each rule expected at offset ${trace.offset}`),
    h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'rule'), h('th', { scope: 'col' }, 'begun at'), h('th', { scope: 'col' }, 'inside'), h('th', { scope: 'col' }, 'could continue with'))),
    h(
      'tbody',
      null,
      ...groups.map(({ c, items }) => {
        const f = c.path[c.path.length - 1]!;
        const parent = c.path[c.path.length - 2];
        return h(
          'tr',
          null,
          h('td', null, ruleLink(f.rule, known.has(f.rule))),
          h('td', null, String(f.start)),
          h('td', null, parent ? ruleLink(parent.rule, known.has(parent.rule)) : ''),
          h('td', null, ...items.flatMap((t, i) => [i > 0 ? ', ' : '', h('code', null, t)])),
        );
      }),
    ),
  );
}

// ----- Highlights: tree node <-> input span -----

function showNode(node: TreeNode | null): void {
  for (const n of ui.tree.querySelectorAll('.hot')) n.classList.remove('hot');
  if (node) node.row.classList.add('hot');
  source.highlight(node);
}

function spanOf(el: Element | null): { start: number; end: number } | null {
  const holder = el?.closest<HTMLElement>('[data-s][data-e]');
  if (!holder || holder.closest('#source')) return null;
  return { start: Number(holder.dataset.s), end: Number(holder.dataset.e) };
}

// Hover or focus a node's row (or a lint finding): its span in the input.
for (const area of [ui.tree, ui.lint]) {
  const on = (e: Event) => {
    const target = e.target as Element;
    const row = target.closest('summary, .leaf, .finding');
    source.highlight(row ? spanOf(row) : null);
    for (const n of ui.tree.querySelectorAll('.hot')) n.classList.remove('hot');
    if (row && area === ui.tree) row.classList.add('hot');
  };
  area.addEventListener('mouseover', on);
  area.addEventListener('focusin', on);
  area.addEventListener('mouseleave', () => source.highlight(null));
}

// Hover a character of the input: its innermost node.
$('source').addEventListener('mouseover', (e) => {
  const offset = source.offsetAt(e.target);
  showNode(offset === null ? null : innermostAt(nodes, offset));
});
$('source').addEventListener('mouseleave', () => showNode(null));

// ----- Events -----

function onInput(): void {
  state.input = ui.input.value;
  state.line = caretLine();
  update();
}

ui.input.addEventListener('input', onInput);
ui.base.addEventListener('input', () => ((state.base = ui.base.value), update()));
ui.grammar.addEventListener('change', () => {
  state.grammar = ui.grammar.value;
  state.rule = fillRules(state.grammar, grammarInfo(state.grammar).start);
  state.diagram = null;
  update();
});
ui.rule.addEventListener('change', () => ((state.rule = ui.rule.value), update()));

// The caret in the input: a new current line re-renders; within the line, the innermost node there.
// (Chromium fires selectionchange at the textarea; keys and clicks cover the browsers that fire it at the document.)
function onCaret(): void {
  if (document.activeElement !== ui.input) return;
  const line = caretLine();
  if (line !== state.line) {
    state.line = line;
    update();
  }
  if (nodes.length > 0) {
    const node = innermostAt(nodes, caretOffset());
    showNode(node);
    node?.row.scrollIntoView({ block: 'nearest' });
  }
}
for (const type of ['selectionchange', 'keyup', 'click']) ui.input.addEventListener(type, onCaret);
document.addEventListener('selectionchange', onCaret);

ui.lines.addEventListener('click', (e) => {
  const button = (e.target as Element).closest<HTMLElement>('[data-line]');
  if (!button) return;
  const line = Number(button.dataset.line);
  applyState({ ...state, line });
  update();
  ui.lines.querySelector<HTMLElement>(`[data-line="${line}"]`)?.focus();
});

/** Opens a rule's diagram: scrolls to it, focuses it, and keeps it in the URL. */
function openDiagram(name: string): void {
  const figure = document.getElementById(ruleId(name));
  if (!figure) return;
  state.diagram = name;
  writeState(state);
  for (const f of ui.diagrams.querySelectorAll('.rule.target')) f.classList.remove('target');
  figure.classList.add('target');
  figure.scrollIntoView({ block: 'start' });
  figure.focus({ preventScroll: true });
}

// Links to rules (#rule-NAME, in lists and inside diagrams): handled here, so that the URL keeps the view.
document.addEventListener('click', (e) => {
  const link = (e.target as Element).closest('a[href^="#rule-"]');
  if (!link) return;
  e.preventDefault();
  openDiagram(link.getAttribute('href')!.slice('#rule-'.length));
});

window.addEventListener('hashchange', () => {
  if (location.hash.startsWith('#rule-')) return openDiagram(decodeURIComponent(location.hash.slice('#rule-'.length)));
  applyState(readState(location.hash, DEFAULTS));
  update();
});

// ----- Start -----

applyState(state);
update();
if (state.diagram !== null) openDiagram(state.diagram);

/** For measurements from outside the page (the browser test): the last update's duration in ms. */
(window as unknown as { playground: object }).playground = { lastUpdateMs: () => lastUpdateMs };
