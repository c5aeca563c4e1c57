/**
 * The current line, character by character: split into runs at every
 * boundary the page may highlight (node spans, lint spans, the error's
 * character), so that a highlight is a class on whole runs and a hovered run
 * names its offset.
 */
import { escapeHtml } from './html.js';

export class SourceView {
  private runs: HTMLElement[] = [];
  private bounds: [number, number][] = [];

  constructor(private readonly el: HTMLElement) {}

  /** Shows `text` cut at `cuts` (UTF-16 offsets); `error`: the offending character's span, marked. */
  render(text: string, cuts: Iterable<number>, error: { start: number; end: number } | null): void {
    const points = [...new Set([0, text.length, ...cuts])].filter((p) => p >= 0 && p <= text.length).sort((a, b) => a - b);
    this.bounds = [];
    let html = '';
    for (let i = 0; i + 1 < points.length; i++) {
      const [s, e] = [points[i]!, points[i + 1]!];
      const bad = error !== null && s >= error.start && e <= error.end && error.end > error.start;
      html += `<span data-s="${s}" data-e="${e}"${bad ? ' class="error-char"' : ''}>${escapeHtml(text.slice(s, e))}</span>`;
      this.bounds.push([s, e]);
    }
    if (error && error.start === text.length) html += `<span class="error-char eoi" title="end of input" data-s="${text.length}" data-e="${text.length}">\u00a0</span>`;
    this.el.innerHTML = html;
    this.runs = [...this.el.children].slice(0, this.bounds.length) as HTMLElement[];
  }

  /** Puts `cls` on the runs inside [start, end), and takes it off every other run. */
  highlight(range: { start: number; end: number } | null, cls = 'hl'): void {
    this.runs.forEach((run, i) => {
      const [s, e] = this.bounds[i]!;
      run.classList.toggle(cls, range !== null && s >= range.start && e <= range.end && range.end > range.start);
    });
  }

  /** The offset of a run under the pointer, or null. */
  offsetAt(target: EventTarget | null): number | null {
    if (!(target instanceof HTMLElement) || target.parentElement !== this.el || target.dataset.s === undefined) return null;
    return Number(target.dataset.s);
  }
}
