/**
 * The sections that run the library's passes on the current line: the
 * components, resolve against the typed base, normalize at each level,
 * toURI / toIRI (RFC 3987), the lint findings, and the conformance matrix
 * across every grammar of GRAMMARS.
 */
import { h, fill, quote } from './html.js';
import { lib, type GrammarModule } from './library.js';

/** A value of a pass, or the message of the error it threw. */
function attempt(f: () => string): HTMLElement {
  try {
    return h('code', { class: 'value' }, f());
  } catch (e) {
    return h('span', { class: 'failed' }, `${(e as Error).name}: ${(e as Error).message}`);
  }
}

/** A component's value: `null` (undefined) is not `""` (empty), RFC 3986 §5.3. */
function componentValue(value: unknown): HTMLElement {
  if (value === null) return h('span', { class: 'undefined' }, 'undefined');
  if (value === '') return h('span', { class: 'empty' }, 'empty ""');
  return h('code', null, typeof value === 'string' ? value : JSON.stringify(value));
}

/** The components table (the grammar's `components`, of its start rule). */
export function renderComponents(el: HTMLElement, mod: GrammarModule, start: string, input: string): void {
  if (!mod.components) {
    fill(el, h('p', { class: 'note' }, 'This grammar has no components of its own.'));
    return;
  }
  let parts: Record<string, unknown>;
  try {
    parts = mod.components(input);
  } catch {
    fill(el, h('p', { class: 'note' }, `Not a ${start}: no components.`));
    return;
  }
  fill(el, h('table', { class: 'components' }, h('tbody', null, ...Object.entries(parts).map(([k, v]) => h('tr', null, h('th', { scope: 'row' }, k), h('td', null, componentValue(v)))))));
}

/** resolve(base, line) by the grammar's own resolution, where it has one. */
export function renderResolve(el: HTMLElement, mod: GrammarModule, grammar: string, base: string, input: string): void {
  if (!mod.resolve) {
    fill(el, h('p', { class: 'note' }, `${grammar} has no reference resolution of its own.`));
    return;
  }
  const resolve = mod.resolve;
  fill(el, h('p', null, 'resolve(base, line) = ', attempt(() => resolve(base, input))));
}

/** normalize at each level (RFC 3986 §6.2.2, §6.2.3; RFC 3987 §5.3.2 with NFC), where the grammar has it. */
export function renderNormalize(el: HTMLElement, mod: GrammarModule, grammar: string, input: string): void {
  if (!mod.normalize) {
    fill(el, h('p', { class: 'note' }, `${grammar} has no normalization of its own.`));
    return;
  }
  const normalize = mod.normalize;
  const levels: [string, object][] = [
    ['syntax (§6.2.2)', { level: 'syntax' }],
    ['scheme (§6.2.3)', { level: 'scheme' }],
    ['scheme, IPv6 as RFC 5952', { level: 'scheme', ipv6: 'rfc5952' }],
  ];
  if (grammar === 'rfc3987') levels.push(['scheme, NFC (RFC 3987 §5.3.2.2)', { level: 'scheme', nfc: true }]);
  fill(el, h('table', { class: 'normalize' }, h('tbody', null, ...levels.map(([name, options]) => h('tr', null, h('th', { scope: 'row' }, name), h('td', null, attempt(() => normalize(input, options))))))));
}

/** toURI and toIRI (RFC 3987 §3.1, §3.2). */
export function renderMapping(el: HTMLElement, mod: GrammarModule, input: string): void {
  const { toURI, toIRI } = mod;
  if (!toURI || !toIRI) return;
  fill(el, h('table', { class: 'mapping' }, h('tbody', null, h('tr', null, h('th', { scope: 'row' }, 'toURI'), h('td', null, attempt(() => toURI(input)))), h('tr', null, h('th', { scope: 'row' }, 'toIRI'), h('td', null, attempt(() => toIRI(input)))), h('tr', null, h('th', { scope: 'row' }, 'toIRI(toURI)'), h('td', null, attempt(() => toIRI(toURI(input))))))));
}

/**
 * RFC 6570: the template's expansion with the variables typed as JSON (§3),
 * and the variables a typed URI expands from, or "no match". A variables text
 * that is not a JSON object says so, never expands with something else.
 */
export function renderTemplate(expansion: HTMLElement, matched: HTMLElement, mod: GrammarModule, template: string, variablesText: string, uri: string): void {
  const { expand, match } = mod;
  if (!expand) return;
  let variables: Record<string, unknown> | null = null;
  try {
    const json: unknown = JSON.parse(variablesText === '' ? '{}' : variablesText);
    if (json !== null && typeof json === 'object' && !Array.isArray(json)) variables = json as Record<string, unknown>;
  } catch {
    variables = null;
  }
  fill(expansion, variables === null ? h('span', { class: 'failed' }, 'The variables are not a JSON object.') : h('p', null, 'Expansion: ', attempt(() => expand(template, variables))));
  if (!match) return fill(matched);
  if (uri === '') return fill(matched, h('p', { class: 'note' }, 'Type a URI to read its variables back.'));
  let answer: HTMLElement;
  try {
    const found = match(template, uri);
    answer = found === null ? h('span', { class: 'failed' }, 'No assignment of the variables expands to this URI.') : h('code', { class: 'value' }, JSON.stringify(found));
  } catch (e) {
    answer = h('span', { class: 'failed' }, `${(e as Error).name}: ${(e as Error).message}`);
  }
  fill(matched, h('p', null, 'Variables: ', answer));
}

/** The lint findings, each a focusable row whose span the page highlights. */
export function renderLint(el: HTMLElement, input: string): { start: number; end: number }[] {
  const findings = lib.lint(input);
  if (findings.length === 0) {
    fill(el, h('p', { class: 'note' }, 'No findings.'));
    return [];
  }
  fill(
    el,
    h(
      'ul',
      { class: 'findings' },
      ...findings.map((f) =>
        h(
          'li',
          { class: `finding ${f.severity}`, tabindex: 0, 'data-s': f.start, 'data-e': f.end },
          h('span', { class: 'severity' }, f.severity),
          ' ',
          h('code', null, f.code),
          h('span', { class: 'span' }, ` [${f.start},${f.end}) `),
          h('span', { class: 'text' }, quote(input.slice(f.start, f.end))),
          h('div', null, f.message),
        ),
      ),
    ),
  );
  return findings.map((f) => ({ start: f.start, end: f.end }));
}

/** The conformance matrix: each grammar's rows (uri-grammar/conform), a verdict per rule, the offset and expectation where one stops. */
export function renderConform(el: HTMLElement, input: string): void {
  const rows = lib.conform.conform(input);
  const byGrammar = lib.GRAMMARS.map((g) => ({ g, rows: rows.filter((r) => r.grammar === g.name) }));
  fill(
    el,
    h(
      'table',
      { class: 'conform' },
      h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'grammar'), h('th', { scope: 'col' }, 'rule'), h('th', { scope: 'col' }, 'verdict'), h('th', { scope: 'col' }, 'where it stops'))),
      h(
        'tbody',
        null,
        ...byGrammar.flatMap(({ g, rows: rs }) =>
          rs.map((r, i) =>
            h(
              'tr',
              { class: r.valid ? 'ok' : 'bad', 'data-grammar': r.grammar, 'data-rule': r.rule },
              i === 0 ? h('th', { scope: 'row', rowspan: rs.length }, g.rfc === null ? g.name : `RFC ${g.rfc}`, h('div', { class: 'note' }, g.status.current ? 'current' : `obsoleted${g.status.obsoletedBy ? ` by RFC ${g.status.obsoletedBy.join(', ')}` : ''}`)) : null,
              h('td', null, h('code', null, r.rule), r.kind === 'scheme' ? h('span', { class: 'note' }, ' (its scheme)') : null),
              h('td', { class: 'verdict' }, r.valid ? '✓' : '✗'),
              h('td', null, r.error ? `offset ${r.error.offset}: expected ${r.error.expected.join(', ')}` : ''),
            ),
          ),
        ),
      ),
    ),
  );
}
