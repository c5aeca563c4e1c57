/**
 * The components of a data URL in RFC 2397's own terms (§2:
 * `data:[<mediatype>][;base64],<data>`), as written.
 */
import type * as a from './ast.js';

/** The parts of a data URL as written. */
export interface Components {
  /** The mediatype with its parameters, as written (escapes and all), or `null` when there is none (`data:,`, `data:;base64,`). */
  mediaType: string | null;
  /** True when ";base64" precedes the "," (§2). */
  base64: boolean;
  /** The data after the ",", as written (maybe empty). */
  data: string;
}

/** The components of a dataurl node parsed from `input`. */
export function componentsOf(input: string, node: a.dataurl): Components {
  const m = node.mediatype;
  return { mediaType: m === null ? null : input.slice(m.start, m.end), base64: node.base64, data: node.data.text };
}
