/**
 * The view kept in the page's URL, so that a link reproduces it: the
 * fragment holds `g` (grammar), `r` (start rule), `i` (input), `b` (base of
 * resolve), `n` (the line shown, from 0) and `d` (the rule whose diagram was
 * opened), as form-encoded pairs. The fragment, not the query, so that
 * rewriting it works when the page is opened from a file.
 */
export interface ViewState {
  grammar: string;
  rule: string;
  input: string;
  base: string;
  line: number;
  diagram: string | null;
}

/** Reads the view from a URL fragment (`#g=...`); missing values stay as in `defaults`. */
export function readState(hash: string, defaults: ViewState): ViewState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const line = Number(params.get('n'));
  return {
    grammar: params.get('g') ?? defaults.grammar,
    rule: params.get('r') ?? defaults.rule,
    input: params.get('i') ?? defaults.input,
    base: params.get('b') ?? defaults.base,
    line: Number.isInteger(line) && line >= 0 ? line : defaults.line,
    diagram: params.get('d') ?? defaults.diagram,
  };
}

/** The fragment of a view (with its `#`). */
export function stateHash(state: ViewState): string {
  const params = new URLSearchParams({ g: state.grammar, r: state.rule, i: state.input, b: state.base });
  if (state.line > 0) params.set('n', String(state.line));
  if (state.diagram !== null) params.set('d', state.diagram);
  return `#${params.toString()}`;
}

/** Puts the view in the address bar, without a history entry per keystroke. */
export function writeState(state: ViewState): void {
  const hash = stateHash(state);
  if (location.hash !== hash) history.replaceState(null, '', hash);
}
