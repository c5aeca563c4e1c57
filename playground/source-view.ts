/**
 * The current line, character by character: split into runs at every
 * boundary the page may highlight (node spans, lint spans, the error's
 * character), so that a highlight is a class on whole runs and a hovered run
 * names its offset.
 */
import { h, fill } from './html.js';

export class SourceView {
  private runs: HTMLSpanElement[] = [];
  private text = '';

  constructor(private readonly el: HTMLElement) {}

  /** Shows `text` cut at `cuts` (UTF-16 offsets); `error`: the offending character's span, marked. */
  render(text: string, cuts: Iterable<number>, error: { start: number; end: number } | null): void {
    this.text = text;
    const points = [...new Set([0, text.length, ...cuts])].filter((p) => p >= 0 && p <= text.length).sort((a, b) => a - b);
    this.runs = [];
    for (let i = 0; i + 1 < points.length; i++) {
      const [s, e] = [points[i]!, points[i + 1]!];
      const run = h('span', { 'data-s': s, 'data-e': e }, text.slice(s, e));
      if (error && s >= error.start && e <= error.end && error.end > error.start) run.classList.add('error-char');
      this.runs.push(run);
    }
    const end = error && error.start === text.length ? h('span', { class: 'error-char eoi', title: 'end of input', 'data-s': text.length, 'data-e': text.length }, '\u00a0') : null;
    fill(this.el, ...this.runs, end);
  }

  /** Puts `cls` on the runs inside [start, end), and takes it off every other run. */
  highlight(range: { start: number; end: number } | null, cls = 'hl'): void {
    for (const run of this.runs) {
      const s = Number(run.dataset.s);
      const e = Number(run.dataset.e);
      run.classList.toggle(cls, range !== null && s >= range.start && e <= range.end && range.end > range.start);
    }
  }

  /** The offset of a run under the pointer, or null. */
  offsetAt(target: EventTarget | null): number | null {
    if (!(target instanceof HTMLElement) || target.parentElement !== this.el || target.dataset.s === undefined) return null;
    return Number(target.dataset.s);
  }

  get length(): number {
    return this.text.length;
  }
}
