/**
 * Colour in the command's reports, as compilers colour theirs: the location
 * in bold, `error:` in red, `warning:` in magenta, `info:` and `hint:` in
 * cyan, the caret in green. Only on a terminal: never when the stream is a
 * pipe or a file, never with `NO_COLOR` set (https://no-color.org), always
 * with `FORCE_COLOR` set to anything but `0` or `false`; a terminal whose
 * `TERM` is `dumb` gets none.
 */
import type { Io } from './io.js';

/**
 * Whether to colour what goes to `stream`, by the environment and whether the
 * stream is a terminal: `NO_COLOR` (non-empty) wins, then `FORCE_COLOR`, then
 * a terminal other than `TERM=dumb`.
 */
export function useColor(stream: unknown, env: Io['env'] = {}): boolean {
  const no = env.NO_COLOR;
  if (no !== undefined && no !== '') return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if ((stream as { isTTY?: boolean } | null)?.isTTY !== true) return false;
  return env.TERM !== 'dumb';
}

/** The styles of a report; each wraps its text in SGR escapes, or returns it as is when colour is off. */
export interface Palette {
  readonly on: boolean;
  /** `FILE:LINE:COLUMN:` */
  location(s: string): string;
  /** `error:`, `warning:`, `info:` by the word. */
  severity(word: string): string;
  /** The caret and the underline. */
  caret(s: string): string;
  /** `hint:` */
  hint(s: string): string;
}

const sgr = (code: string) => (s: string) => `\x1b[${code}m${s}\x1b[0m`;
const bold = sgr('1');
const SEVERITY: Readonly<Record<string, (s: string) => string>> = {
  error: sgr('1;31'),
  warning: sgr('1;35'),
  info: sgr('1;36'),
};

/** The palette that colours. */
export const COLOR: Palette = {
  on: true,
  location: bold,
  severity: (word) => (SEVERITY[word.replace(/:$/, '')] ?? bold)(word),
  caret: sgr('1;32'),
  hint: sgr('1;36'),
};

/** The palette that does not. */
export const PLAIN: Palette = { on: false, location: (s) => s, severity: (s) => s, caret: (s) => s, hint: (s) => s };

/** The palette for `stream`, by `useColor`. */
export function paletteFor(stream: unknown, env: Io['env']): Palette {
  return useColor(stream, env) ? COLOR : PLAIN;
}
