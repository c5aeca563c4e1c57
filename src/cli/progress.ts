/**
 * The progress line of `uri-grammar check` (and of `conform --file` and
 * `extract`) on a terminal: redrawn in place on standard error at most a few
 * times a second, and only after the first half second (small inputs never
 * show it). It is cleared before any report is printed and at the end.
 *
 * It is shown whenever standard error is a terminal, wherever standard
 * output goes (`check big.txt > report.txt` shows it), and never when
 * standard error is not a terminal, whatever the options (`progressFor`).
 */
import type { Io } from './io.js';

/**
 * The progress line of a run, or null when it is not shown: only on a
 * terminal's standard error; there by default unless `quiet`, never with
 * `--no-progress` (`option` false), and with `--progress` (`option` true)
 * even when `quiet`.
 */
export function progressFor(io: Pick<Io, 'stderr'>, option: boolean | null, quiet = false): Progress | null {
  return isTty(io.stderr) && (option ?? !quiet) ? new Progress(io.stderr) : null;
}

function isTty(stream: unknown): boolean {
  return (stream as { isTTY?: boolean }).isTTY === true;
}

const EVERY_MS = 200;
const AFTER_MS = 500;

export class Progress {
  private file = '';
  private size: number | null = null;
  private bytes = 0;
  private lines = 0;
  private invalid = 0;
  private shown = false;
  private last = 0;
  private readonly t0 = Date.now();

  constructor(private readonly out: Io['stderr']) {}

  start(file: string, size: number | null): void {
    this.file = file;
    this.size = size;
    this.bytes = 0;
  }

  read(bytes: number): void {
    this.bytes = bytes;
    this.draw();
  }

  update(lines: number, invalid: number): void {
    this.lines = lines;
    this.invalid = invalid;
    this.draw();
  }

  private draw(): void {
    const now = Date.now();
    if (now - this.t0 < AFTER_MS || now - this.last < EVERY_MS) return;
    this.last = now;
    const s = (now - this.t0) / 1000;
    const pct = this.size ? ` (${Math.min(100, Math.floor((this.bytes / this.size) * 100))}%)` : '';
    const line =
      `${this.file}: ${(this.bytes / 1e6).toFixed(1)} MB read${pct}, ` +
      `${this.lines} lines checked, ${this.invalid} invalid, ${Math.round(this.lines / s)} lines/s`;
    this.out.write(`\r\x1b[K${line}`);
    this.shown = true;
  }

  /** Erases the line, if shown. */
  clear(): void {
    if (!this.shown) return;
    this.out.write('\r\x1b[K');
    this.shown = false;
  }
}
