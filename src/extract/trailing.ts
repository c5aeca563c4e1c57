/**
 * RFC 3986 Appendix C: a URI in plain text has to be delimited "from
 * punctuation marks that might be mistaken for part of the URI". A bare URI
 * (no angle brackets, no quotes) is the longest valid URI from its scheme on;
 * prose then adds characters that the grammar allows at its end. This module
 * says which of them are trimmed, one at a time from the end:
 *
 * - sentence punctuation `.` `,` `;` `:` `!` `?` and the closing quote `'`
 *   (all sub-delims or gen-delims, so valid at the end of a path, query or
 *   fragment);
 * - a closing bracket `)` `]` `}` that has no opening pair inside the URI
 *   (`(see http://x/a)` but `http://x/a_(b)`);
 * - Markdown's emphasis marks `*` `_` `~` when the same mark stands just
 *   before the URI (`*http://x/*`, but `http://x/a_`);
 * - in an IRI (RFC 3987 §2.2, where these are `ucschar`): the closing and
 *   final punctuation and the other punctuation of every script, Unicode
 *   general categories Pe, Pf and Po (`。` `、` `，` `」` `”` `»` ...), a Pe
 *   bracket only when its opening pair is not inside the IRI.
 *
 * The caller never trims so far that the URI stops being valid.
 *
 * Text in scripts that do not put spaces between sentences (`パス。次の文`)
 * also ends an IRI *inside* what the grammar would take: `ProseEnd` stops the
 * walk of a bare IRI (./longest-match.ts) at the first Pf or Po punctuation
 * of those scripts (not US-ASCII), or Pe bracket without its opening pair, so
 * that the walk never reads past where the IRI ends (a run of IRIs joined by
 * such punctuation, `http://a/b。http://a/b。…`, is read once, not once per
 * IRI).
 */
import { work, type WalkStop } from './longest-match.js';

/** Sentence punctuation and the closing quote, in US-ASCII: always trimmed at the end. */
const ASCII_TRAILING = new Set([...".,;:!?'"].map((c) => c.charCodeAt(0)));

/** Markdown's emphasis marks (CommonMark §6.2, GFM strikethrough): trimmed when one opens before the URI. */
const EMPHASIS = new Set([...'*_~'].map((c) => c.charCodeAt(0)));

/** Closing brackets and their opening pairs: US-ASCII and the pairs of CJK and fullwidth text. */
const OPENING_OF = new Map<number, number>(
  ['()', '[]', '{}', '（）', '［］', '｛｝', '「」', '『』', '【】', '〔〕', '〈〉', '《》', '〖〗', '〘〙', '〚〛', '｢｣', '⦅⦆', '⟨⟩'].map(
    (pair) => [pair.codePointAt(1)!, pair.codePointAt(0)!],
  ),
);
const OPENINGS = new Set(OPENING_OF.values());

/** Unicode Pe, Pf and Po: a single code point, so the test cannot backtrack. */
const CLOSING_PUNCTUATION = /^[\p{Pe}\p{Pf}\p{Po}]$/u;

/**
 * The end of the URI `text.slice(start, end)` once the punctuation that prose
 * adds after it is trimmed (see above), never below `min` and never at an
 * offset where `valid(offset)` is false: trimming stops at the first character
 * that may not go.
 */
export function trimTrailing(text: string, start: number, end: number, min: number, valid: (end: number) => boolean): number {
  const wrapper = start > 0 && EMPHASIS.has(text.charCodeAt(start - 1)) ? text.charCodeAt(start - 1) : -1;
  // Brackets inside the URI, counted once; a trimmed closing bracket leaves the count.
  let brackets: Map<number, number> | null = null;
  while (end > min) {
    let c = text.charCodeAt(end - 1);
    let width = 1;
    if (c >= 0xdc00 && c <= 0xdfff && end - 2 >= min) {
      c = text.codePointAt(end - 2)!;
      if (c > 0xffff) width = 2;
      else c = text.charCodeAt(end - 1);
    }
    const opening = OPENING_OF.get(c);
    let trim: boolean;
    if (opening !== undefined) {
      brackets ??= countBrackets(text, start, end);
      trim = (brackets.get(c) ?? 0) > (brackets.get(opening) ?? 0);
    } else if (c < 128) trim = ASCII_TRAILING.has(c) || c === wrapper;
    else trim = CLOSING_PUNCTUATION.test(String.fromCodePoint(c));
    if (!trim || !valid(end - width)) break;
    if (opening !== undefined) brackets!.set(c, brackets!.get(c)! - 1);
    end -= width;
    work.units += width;
  }
  return end;
}

/** How many of each bracket of `OPENING_OF` the text from `start` to `end` holds. */
function countBrackets(text: string, start: number, end: number): Map<number, number> {
  const counts = new Map<number, number>();
  for (let i = start; i < end; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      c = text.codePointAt(i)!;
      if (c > 0xffff) i++;
    }
    if (OPENING_OF.has(c) || OPENINGS.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  work.units += end - start;
  return counts;
}

/**
 * Where a bare IRI ends in prose, as a stop of its walk: before the first
 * punctuation outside US-ASCII that is Pf or Po, or Pe without its opening
 * pair earlier in the IRI (whose Ps brackets of `OPENING_OF` it counts). It
 * looks at each character once, as the walk reaches it.
 */
export class ProseEnd implements WalkStop {
  /** The opening brackets seen since the walk began and not yet closed, or null before the first. */
  private open: Map<number, number> | null = null;

  begin(): void {
    this.open = null;
  }

  before(text: string, i: number): boolean {
    let c = text.charCodeAt(i);
    // The low half of a surrogate pair was judged with its high half; a lone one is no punctuation.
    if (c >= 0xdc00 && c <= 0xdfff) return false;
    if (c >= 0xd800 && c <= 0xdbff) c = text.codePointAt(i)!;
    if (OPENINGS.has(c)) {
      this.open ??= new Map();
      this.open.set(c, (this.open.get(c) ?? 0) + 1);
      return false;
    }
    if (!CLOSING_PUNCTUATION.test(String.fromCodePoint(c))) return false;
    const opening = OPENING_OF.get(c);
    const count = opening === undefined ? 0 : (this.open?.get(opening) ?? 0);
    if (count === 0) return true;
    this.open!.set(opening!, count - 1);
    return false;
  }
}
