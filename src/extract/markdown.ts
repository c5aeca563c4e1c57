/**
 * What of a text is code, as Markdown marks it (CommonMark 0.31.2): fenced
 * code blocks (§4.5), indented code blocks (§4.4) and code spans (§6.1). The
 * scan (./scanner.ts) still extracts the URIs in code by default, but says
 * that they are in code (`context: 'code'`): a URI of an example, a
 * placeholder or a string literal there is no broken link of the prose.
 *
 * The reading is CommonMark's where it matters for URIs, and simpler where it
 * does not: a block quote's markers are skipped, but a quote does not end
 * what it holds (a fence left open in it stays open after it); HTML blocks are
 * not read; a list item's content is indented by its marker's width, so that
 * its paragraphs are not taken for indented code, and a fence in it may be
 * indented as far; a code span ends at a
 * backtick string of its length before the end of its paragraph (a blank line
 * or a fence), within `limit` code units.
 *
 * Everything here is linear: a line start is read once (its indentation, and
 * the rest of a fence line); the search for the closing backtick string of a
 * code span goes through one index of backtick strings, built by one pointer
 * that only moves forward (each character is indexed once), so openers that
 * find no closer cost nothing more (CommonMark's own implementation, cmark,
 * keeps such an index for the same reason).
 */
import { work } from './longest-match.js';

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const TAB = 0x09;
const BACKTICK = 0x60;
const TILDE = 0x7e;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const BACKSLASH = 0x5c;
const COLON = 0x3a;
const GREATER = 0x3e;

/** A line start that needs more text than there is to be read. */
export const NEED_MORE = -2;

/** The fence that opened a fenced code block (CommonMark §4.5). */
interface Fence {
  readonly char: number;
  readonly length: number;
}

/** The columns of the last `indentation` (a tab to the next multiple of 4, CommonMark §2.2). */
let indentColumns = 0;

/**
 * The first character of the line at `i` that is no space or tab, after the
 * markers of block quotes (`>` and one space, CommonMark §5.1); its
 * indentation in columns, after the last marker, goes to `indentColumns`.
 */
function indentation(text: string, i: number): number {
  let columns = 0;
  let at = i;
  for (; at < text.length; at++) {
    const c = text.charCodeAt(at);
    if (c === SPACE) columns++;
    else if (c === TAB) columns += 4 - (columns % 4);
    else if (c === GREATER && columns <= 3) {
      // A block quote marker: what follows it (and one space) is the line's content.
      columns = 0;
      if (text.charCodeAt(at + 1) === SPACE) at++;
    } else break;
  }
  indentColumns = columns;
  return at;
}

/** The end of the run of `c` from `i`. */
function runEnd(text: string, i: number, c: number): number {
  while (i < text.length && text.charCodeAt(i) === c) i++;
  return i;
}

const isLineEnd = (c: number): boolean => c === LF || c === CR || Number.isNaN(c);

/**
 * The block structure of a Markdown text, line by line: whether each line is
 * code, and where a link reference definition's destination begins.
 */
export class MarkdownBlocks {
  /** The open fenced code block, or null. */
  private fence: Fence | null = null;
  /** The line before was blank (or there was none). */
  private afterBlank = true;
  /** The line before was (indented) code. */
  private afterIndented = false;
  /** The column where the content of the last list item begins, or -1 outside a list (CommonMark §5.2). */
  private listContent = -1;
  /** The current line is code. */
  lineCode = false;
  /** Where the destination of a link reference definition on this line begins (CommonMark §4.7), or -1. */
  destination = -1;

  /** Moves the offsets it keeps by `by` (the text they index lost `by` units at its start). */
  shift(by: number): void {
    if (this.destination >= 0) this.destination -= by;
  }

  /**
   * Reads the line that begins at `i` and decides whether it is code; returns
   * NEED_MORE (and changes nothing) when the text ends before it can decide.
   */
  lineStart(text: string, i: number, final: boolean): number {
    const n = text.length;
    const at = indentation(text, i);
    const columns = indentColumns;
    work.units += at - i;
    if (at === n && !final) return NEED_MORE;
    const c = text.charCodeAt(at);
    const blank = isLineEnd(c);
    let fence = this.fence;
    let code: boolean;
    let destination = -1;
    let listContent = this.listContent;
    let indented = false;
    // A fence is indented at most 3 columns, past the content of the list item it is in (CommonMark §4.5, §5.2).
    const fenceRun = columns <= 3 + Math.max(0, listContent) && (c === BACKTICK || c === TILDE) ? runEnd(text, at, c) : at;
    if (fenceRun === n && !final) return NEED_MORE;
    work.units += fenceRun - at;
    if (fence !== null) {
      code = true;
      // A closing fence: the opening's character, at least as many, then only spaces (CommonMark §4.5).
      if (c === fence.char && fenceRun - at >= fence.length) {
        const rest = this.restBlank(text, fenceRun, final);
        if (rest === NEED_MORE) return NEED_MORE;
        if (rest === 1) fence = null;
      }
    } else if (blank) {
      code = false;
    } else if (fenceRun - at >= 3) {
      // An opening fence; a backtick fence's info string holds no backtick (CommonMark §4.5).
      let ok = true;
      if (c === BACKTICK) {
        const end = this.lineEnd(text, fenceRun, final);
        if (end === NEED_MORE) return NEED_MORE;
        for (let j = fenceRun; j < end && ok; j++) ok = text.charCodeAt(j) !== BACKTICK;
      }
      code = ok;
      if (ok) fence = { char: c, length: fenceRun - at };
    } else if (columns >= 4 + Math.max(0, listContent) && (this.afterBlank || this.afterIndented)) {
      // Indented code: not inside a paragraph (CommonMark §4.4), past a list item's content (§5.2).
      code = indented = true;
    } else {
      code = false;
      const marker = listMarker(text, at);
      if (marker >= 0 && columns <= 3 + Math.max(0, listContent)) listContent = columns + marker;
      else if (columns === 0 && this.afterBlank) listContent = -1;
      if (columns <= 3 && c === OPEN_BRACKET) {
        const d = definitionDestination(text, at, final);
        if (d === NEED_MORE) return NEED_MORE;
        destination = d;
      }
    }
    this.fence = fence;
    this.lineCode = code;
    this.destination = destination;
    this.listContent = listContent;
    this.afterBlank = blank && fence === null;
    this.afterIndented = indented || (blank && this.afterIndented);
    return 0;
  }

  /** 1 when the line from `i` holds only spaces and tabs, 0 when not, NEED_MORE when it is not complete. */
  private restBlank(text: string, i: number, final: boolean): number {
    const from = i;
    while (i < text.length && (text.charCodeAt(i) === SPACE || text.charCodeAt(i) === TAB)) i++;
    work.units += i - from;
    if (i === text.length) return final ? 1 : NEED_MORE;
    return isLineEnd(text.charCodeAt(i)) ? 1 : 0;
  }

  /** The end of the line from `i` (its LF, or the end of a final text), or NEED_MORE. */
  private lineEnd(text: string, i: number, final: boolean): number {
    const lf = text.indexOf('\n', i);
    const end = lf < 0 ? text.length : lf;
    work.units += end - i;
    return lf < 0 && !final ? NEED_MORE : end;
  }
}

/**
 * The width of a list marker and the spaces after it at `i` (CommonMark
 * §5.2: `-`, `+`, `*`, or 1 to 9 digits and `.` or `)`, then 1 to 4 spaces),
 * or -1.
 */
function listMarker(text: string, i: number): number {
  let j = i;
  const c = text.charCodeAt(j);
  if (c === 0x2d || c === 0x2b || c === 0x2a) j++;
  else {
    while (j - i < 9 && text.charCodeAt(j) >= 0x30 && text.charCodeAt(j) <= 0x39) j++;
    if (j === i || (text.charCodeAt(j) !== 0x2e && text.charCodeAt(j) !== 0x29)) return -1;
    j++;
  }
  const after = j;
  while (j - after < 4 && text.charCodeAt(j) === SPACE) j++;
  work.units += j - i;
  return j > after ? j - i : -1;
}

/**
 * Where the destination of a link reference definition `[label]: destination`
 * at `i` begins (CommonMark §4.7: a label of at most 999 characters with no
 * unescaped bracket, ":", spaces or tabs), or -1, or NEED_MORE.
 */
function definitionDestination(text: string, i: number, final: boolean): number {
  const n = text.length;
  let j = i + 1;
  const limit = Math.min(n, i + 1001);
  for (; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === BACKSLASH) j++;
    else if (c === OPEN_BRACKET || c === LF || c === CLOSE_BRACKET) break;
  }
  work.units += j - i;
  if (j >= n) return final ? -1 : NEED_MORE;
  if (text.charCodeAt(j) !== CLOSE_BRACKET || j === i + 1) return -1;
  if (j + 1 >= n) return final ? -1 : NEED_MORE;
  if (text.charCodeAt(j + 1) !== COLON) return -1;
  let k = j + 2;
  while (k < n && (text.charCodeAt(k) === SPACE || text.charCodeAt(k) === TAB)) k++;
  work.units += k - j;
  if (k >= n) return final ? -1 : NEED_MORE;
  return k;
}

/**
 * Code spans (CommonMark §6.1): for a backtick string of length `k` that
 * opens one, where the closing backtick string of the same length is. One
 * index of the backtick strings ahead, per text, built by a pointer that only
 * moves forward and stops at the end of the paragraph.
 */
export class CodeSpans {
  private text = '';
  /** Indexed up to here. */
  private ahead = 0;
  /** Where the paragraph that the index is in ends (a blank line or a fence begins), or -1 while not known. */
  private boundary = -1;
  /** The offsets of the backtick strings indexed, by length, each list in order, read from `heads[k]` on. */
  private runs = new Map<number, number[]>();
  private heads = new Map<number, number>();

  /** Forgets the index (the text changed). */
  reset(): void {
    this.text = '';
    this.ahead = 0;
    this.boundary = -1;
    this.runs.clear();
    this.heads.clear();
  }

  /**
   * The offset of the backtick string of length `k` that closes the code span
   * opened by the one that ends at `from`, -1 when none does (the opening
   * backticks are then literal), or NEED_MORE. The closer stands before
   * `limit` and before the end of the paragraph.
   */
  closer(text: string, from: number, k: number, limit: number, final: boolean): number {
    if (text !== this.text) {
      this.reset();
      this.text = text;
    }
    if (this.boundary >= 0 && from >= this.boundary) {
      // A new paragraph: what is indexed lies before it.
      this.runs.clear();
      this.heads.clear();
      this.boundary = -1;
    }
    if (this.ahead < from) this.ahead = from;
    const found = this.first(k, from);
    if (found >= 0) return found < limit ? found : -1;
    const n = text.length;
    while (this.boundary < 0 && this.ahead < limit) {
      const i = this.ahead;
      if (i >= n) return final ? -1 : NEED_MORE;
      const c = text.charCodeAt(i);
      if (c === BACKTICK) {
        const end = runEnd(text, i, BACKTICK);
        if (end === n && !final) return NEED_MORE;
        work.units += end - i;
        this.ahead = end;
        const length = end - i;
        let list = this.runs.get(length);
        if (list === undefined) this.runs.set(length, (list = []));
        list.push(i);
        if (length === k) return i < limit ? i : -1;
        continue;
      }
      work.units++;
      if (c === LF) {
        const next = paragraphEnds(text, i + 1, final);
        if (next === NEED_MORE) return NEED_MORE;
        if (next === 1) this.boundary = i + 1;
      }
      this.ahead = i + 1;
    }
    return -1;
  }

  /** The first indexed backtick string of length `k` at or after `from`, or -1. */
  private first(k: number, from: number): number {
    const list = this.runs.get(k);
    if (list === undefined) return -1;
    let head = this.heads.get(k) ?? 0;
    while (head < list.length && list[head]! < from) head++;
    this.heads.set(k, head);
    return head < list.length ? list[head]! : -1;
  }
}

/** 1 when the line at `i` ends a paragraph (it is blank, or a fence), 0 when not, NEED_MORE. */
function paragraphEnds(text: string, i: number, final: boolean): number {
  const n = text.length;
  const at = indentation(text, i);
  const columns = indentColumns;
  work.units += at - i;
  if (at >= n) return final ? 1 : NEED_MORE;
  const c = text.charCodeAt(at);
  if (isLineEnd(c)) return 1;
  if (columns > 3 || (c !== BACKTICK && c !== TILDE)) return 0;
  const end = runEnd(text, at, c);
  if (end === n && !final) return NEED_MORE;
  return end - at >= 3 ? 1 : 0;
}
