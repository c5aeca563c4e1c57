/**
 * RFC 3986 Appendix C, "Delimiting a URI in Context": one left-to-right scan
 * of a text for URIs delimited by angle brackets (`<http://x/>`, the older
 * `<URL:http://x/>`, CommonMark §6.5 autolinks), by quotes (`"…"`, `'…'`, the
 * typographic quotes of every language, backticks), by Markdown (a link's or
 * a link reference definition's destination, CommonMark §6.3, §4.7), by an
 * HTML attribute (`href="…"`), or by whitespace and punctuation alone (bare).
 * It says which URIs stand in code (./markdown.ts).
 *
 * Every character is looked at a bounded number of times: a word is read to
 * its end once; the search for a closing `>` or `"` stops at the next `<` (or
 * at the first whitespace, for a quote) and after `maxDelimited` units, so the
 * text searched from different openings never overlaps; a bare URI is one DFA
 * walk (./longest-match.ts), which stops where the URI ends in prose, not only
 * where the grammar does: what is trimmed after it is only the punctuation
 * that the scan then steps over, never text that the next walk reads again.
 * The scan is linear in the text, whatever it holds (unclosed `<` included,
 * IRIs joined by CJK punctuation), and has no regular expression.
 *
 * The scan can stop where the text ends before it can decide (a word, a walk
 * or a delimited candidate reaching the end): `find` then returns null and
 * `resume` says where to start again once more text is there (streaming).
 */
import { UriSyntaxError } from '../core/errors.js';
import { type GrammarDfas, type Validator } from '../core/dfa.js';
import { LongestMatch, work } from './longest-match.js';
import { CodeSpans, MarkdownBlocks, NEED_MORE } from './markdown.js';
import { SchemePolicy } from './schemes.js';
import { ProseEnd, trimTrailing } from './trailing.js';
import type { Context, Delimiter, Extracted, ExtractOptions } from './types.js';

/**
 * The schemes most written in prose: the permanent and common provisional
 * schemes of the IANA registry. A list to pass as `ExtractOptions.schemes`
 * for a narrow scan (the default is every registered or plausible scheme,
 * ./schemes.ts).
 */
export const BARE_SCHEMES: readonly string[] = Object.freeze([
  'http', 'https', 'ftp', 'ftps', 'sftp', 'file', 'mailto', 'urn', 'tel', 'sms', 'data', 'ws', 'wss', 'news', 'nntp',
  'telnet', 'ldap', 'ldaps', 'ssh', 'git', 'svn', 'irc', 'ircs', 'xmpp', 'sip', 'sips', 'magnet', 'geo', 'rtsp',
]);

/** The default of `ExtractOptions.maxDelimited`. */
export const MAX_DELIMITED = 65536;

/** A grammar as the scan needs it: the DFA tables, the rule of a whole URI, and the validator that explains an invalid one. */
export interface ScanGrammar {
  readonly name: string;
  readonly dfas: GrammarDfas;
  readonly rule: string;
  readonly validator: () => Validator;
}

// Character classes of US-ASCII (RFC 3986 §3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )).
const OTHER = 0;
const ALPHA = 1;
const SCHEME = 2; // DIGIT "+" "-" "."
const LESS = 3;
const QUOTE = 4;
const SPACE = 5; // SP, HTAB, VT, FF, CR
const NEWLINE = 6; // LF, which is white space too
const APOSTROPHE = 7;
const BACKTICK = 8;
const PAREN = 9;
const CLASS = new Uint8Array(128);
for (let c = 0x41; c <= 0x5a; c++) CLASS[c] = CLASS[c + 32] = ALPHA;
for (const c of '0123456789+-.') CLASS[c.charCodeAt(0)] = SCHEME;
CLASS[0x3c] = LESS;
CLASS[0x22] = QUOTE;
for (const c of ' \t\v\f\r') CLASS[c.charCodeAt(0)] = SPACE;
CLASS[0x0a] = NEWLINE;
CLASS[0x27] = APOSTROPHE;
CLASS[0x60] = BACKTICK;
CLASS[0x28] = PAREN;

/** White space of US-ASCII: SP, HTAB, LF, VT, FF, CR. */
const isSpace = (c: number): boolean => c < 128 && (CLASS[c] === SPACE || CLASS[c] === NEWLINE);

/**
 * Typographic quotation marks that open a quotation, and the marks that close
 * it, as languages pair them (Unicode Pi and Pf, and the CJK corner brackets):
 * “…” ‘…’ (English), „…“ ‚…‘ (German), „…” (Polish, Hungarian), «…» ‹…›
 * (French), »…« ›…‹ (German, Danish), ”…” ’…’ (Swedish, Finnish), 「…」
 * 『…』 ｢…｣ (Japanese, Chinese).
 */
const CLOSING_QUOTES = new Map<number, readonly number[]>(
  (
    [
      ['“', '”'], ['‘', '’'], ['„', '“”'], ['‚', '‘’'], ['«', '»'], ['‹', '›'], ['»', '«'], ['›', '‹'], ['”', '”'], ['’', '’'],
      ['「', '」'], ['『', '』'], ['｢', '｣'],
    ] as const
  ).map(([open, close]) => [open.charCodeAt(0), [...close].map((c) => c.charCodeAt(0))]),
);
/** Every typographic quotation mark, opening or closing. */
const QUOTE_MARKS = new Set([...CLOSING_QUOTES.keys(), ...[...CLOSING_QUOTES.values()].flat()]);
/** The closing marks of a quotation opened by `c`, or undefined (a test of ranges first: most text outside US-ASCII is no quote). */
const closingQuotes = (c: number): readonly number[] | undefined =>
  c === 0xab || c === 0xbb || (c >= 0x2018 && c <= 0x203a) || (c >= 0x300c && c <= 0x300f) || c === 0xff62 ? CLOSING_QUOTES.get(c) : undefined;

/** HTML attributes whose value is a URI (HTML's URL-valued attributes). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'cite', 'poster', 'formaction', 'background', 'longdesc', 'manifest', 'codebase', 'data', 'icon', 'profile', 'usemap', 'xmlns', 'itemtype', 'itemid']);

const classOf = (c: number): number => (c < 128 ? CLASS[c]! : OTHER);
const isSchemeChar = (c: number): boolean => c < 128 && (CLASS[c] === ALPHA || CLASS[c] === SCHEME);

const COLON = 0x3a;
const GREATER = 0x3e;
const QUOTE_MARK = 0x22;
const APOSTROPHE_MARK = 0x27;
const BACKTICK_MARK = 0x60;
const CLOSE_BRACKET = 0x5d;
const OPEN_PAREN = 0x28;
const CLOSE_PAREN = 0x29;
const EQUALS = 0x3d;
const HYPHEN = 0x2d;
const LF = 0x0a;
const CR = 0x0d;
const URL_PREFIX = 'URL:';

/** What a candidate at an offset turned out to be. */
const NO = -1;
const MORE = -2;

export class Scanner {
  /** Where to scan again once more text is appended (after `find` returned null on a text that is not final). */
  resume = 0;
  /** Where the scan goes on after the URI that `find` returned. */
  next = 0;
  private readonly match: LongestMatch;
  /** Where a bare IRI ends in prose (a grammar of Unicode code points), or null (US-ASCII: the grammar ends it there). */
  private readonly prose: ProseEnd | null;
  private readonly schemes: SchemePolicy;
  private readonly maxDelimited: number;
  /** Markdown's blocks and code spans, or null when the text is read as plain text. */
  private readonly blocks: MarkdownBlocks | null;
  private readonly spans = new CodeSpans();
  /** URIs in code are skipped (`code: 'skip'`). */
  private readonly skipCode: boolean;
  /** The first line's start has been read. */
  private started = false;
  /** The code span the scan is in ends here (after its closing backticks), or before the scan. */
  private codeUntil = -1;
  private found: Extracted | null = null;

  constructor(
    private readonly grammar: ScanGrammar,
    options: ExtractOptions,
  ) {
    this.match = new LongestMatch(grammar.dfas, grammar.rule);
    this.prose = grammar.dfas.alphabet === 'unicode' ? new ProseEnd() : null;
    this.schemes = new SchemePolicy(options.schemes);
    const max = options.maxDelimited ?? MAX_DELIMITED;
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`maxDelimited must be a positive integer, not ${String(max)}`);
    this.maxDelimited = max;
    const markdown = options.markdown ?? true;
    if (typeof markdown !== 'boolean') throw new TypeError(`markdown must be true or false, not ${String(markdown)}`);
    this.blocks = markdown ? new MarkdownBlocks() : null;
    const code = options.code ?? 'extract';
    if (code !== 'extract' && code !== 'skip') throw new TypeError(`code must be 'extract' or 'skip', not ${String(code)}`);
    this.skipCode = code === 'skip';
  }

  /** The text lost `by` code units at its start (a stream drops what it has decided): offsets kept move with it. */
  shift(by: number): void {
    this.codeUntil -= by;
    this.blocks?.shift(by);
    this.spans.reset();
  }

  /** True when offset `i` is in code: a code block's line, or a code span. */
  private inCode(i: number): boolean {
    return this.blocks !== null && (this.blocks.lineCode || i < this.codeUntil);
  }

  /**
   * The first URI at or after `from` in `text`, or null. With `final` false,
   * the text may continue: null then means that the scan needs more text, and
   * `resume` says from where (every URI before it has been returned).
   */
  find(text: string, from: number, final: boolean): Extracted | null {
    const n = text.length;
    let i = from;
    if (!this.started && this.blocks !== null) {
      if (this.blocks.lineStart(text, i, final) === NEED_MORE) {
        this.resume = i;
        return null;
      }
      this.started = true;
    }
    while (i < n) {
      const c = text.charCodeAt(i);
      const k = classOf(c);
      let to: number;
      if (k === NEWLINE) {
        if (this.blocks === null) {
          i++;
          continue;
        }
        to = this.blocks.lineStart(text, i + 1, final) === NEED_MORE ? MORE : i + 1;
      } else if (k === OTHER || k === SPACE || k === SCHEME) {
        const quotes = c < 128 ? undefined : closingQuotes(c);
        if (quotes === undefined || (this.skipCode && this.inCode(i))) {
          i++;
          continue;
        }
        to = this.quote(text, i, final, quotes, 'typographic');
      } else if (k === BACKTICK) to = this.backtick(text, i, final);
      else if (this.skipCode && this.inCode(i)) {
        i++;
        continue;
      } else if (k === ALPHA) {
        if (i > 0 && isSchemeChar(text.charCodeAt(i - 1))) to = i + 1;
        else if (i === this.blocks?.destination) to = this.destination(text, i, final);
        else to = this.bare(text, i, final);
      } else if (k === LESS) to = this.angle(text, i, final);
      else if (k === QUOTE) to = this.quote(text, i, final, [QUOTE_MARK], 'quote');
      else if (k === APOSTROPHE) to = this.quote(text, i, final, [APOSTROPHE_MARK], 'apostrophe');
      else if (k === PAREN) to = this.linkParen(text, i, final);
      else {
        i++;
        continue;
      }
      if (to === MORE) {
        work.units += i - from;
        this.resume = i;
        return null;
      }
      if (this.found !== null) {
        work.units += i - from;
        const found = this.found;
        this.found = null;
        this.next = to;
        return found;
      }
      i = to === NO ? i + 1 : to;
    }
    // The scan's own steps: one per offset it moves on (what the steps above read is counted where it is read).
    work.units += n - from;
    this.resume = n;
    return null;
  }

  /** The end of a scheme run (`scheme` of RFC 3986 §3.1 once it begins with ALPHA) from `i`. */
  private schemeEnd(text: string, i: number): number {
    const n = text.length;
    const from = i;
    while (i < n && isSchemeChar(text.charCodeAt(i))) i++;
    work.units += i - from;
    return i;
  }

  /**
   * Whether the scheme run `text.slice(start, colon)`, followed by ":", begins
   * a URI (./schemes.ts), or MORE when the two characters after the colon,
   * which the policy looks at, are not there yet.
   */
  private accepted(text: string, start: number, colon: number, final: boolean): boolean | typeof MORE {
    if (colon + 2 >= text.length && !final) return MORE;
    return this.schemes.accepts(text, start, colon);
  }

  /**
   * A bare URI from `i`, a letter that no scheme character precedes: its
   * scheme must be accepted (./schemes.ts) and followed by ":"; the URI is
   * the longest valid one from there, trimmed (./trailing.ts), and must hold
   * more than its scheme and colon (`the http: scheme` is prose). Returns
   * where the scan goes on (past the word when it is no URI), or MORE.
   */
  private bare(text: string, i: number, final: boolean): number {
    const n = text.length;
    const colon = this.schemeEnd(text, i);
    if (colon === n) return final ? colon : MORE;
    if (text.charCodeAt(colon) !== COLON) return colon;
    const accepted = this.accepted(text, i, colon, final);
    if (accepted === MORE) return MORE;
    if (!accepted) return colon;
    // An IRI in text without spaces between sentences ends at their punctuation (./trailing.ts): the walk stops there.
    const walk = this.match.walk(text, i, n, this.prose);
    if (walk.open && !final) return MORE;
    if (walk.end < 0) return colon + 1;
    const end = trimTrailing(text, i, walk.end, colon + 1, (e) => this.match.matches(e));
    // Nothing after "scheme:" or "scheme://" is no link (`the http: scheme`, `https://` before a character no URI has).
    const least = text.startsWith('//', colon + 1) ? colon + 3 : colon + 1;
    if (end <= least) return least;
    this.found = result(text.slice(i, end), i, end, 'none', null, [], this.contextAt(i));
    return end;
  }

  /**
   * `<` at `i`: a candidate when `URL:` or a scheme and ":" follow it at once
   * (`<b>` is not), up to the next `>` within `maxDelimited` and before any
   * other `<`. Whitespace inside is removed (Appendix C), and a hyphen at a
   * line break is kept and listed. Reported even when it is not a valid URI.
   * Any scheme counts: the brackets say that a URI is meant (as a CommonMark
   * autolink does, §6.5).
   */
  private angle(text: string, i: number, final: boolean): number {
    const n = text.length;
    let from = i + 1;
    let delimiter: Delimiter = 'angle';
    const known = Math.min(n - from, URL_PREFIX.length);
    if (text.startsWith(URL_PREFIX.slice(0, known), from)) {
      if (known < URL_PREFIX.length) return final ? NO : MORE;
      delimiter = 'angle-URL';
      from += URL_PREFIX.length;
    } else {
      if (from === n) return final ? NO : MORE;
      if (classOf(text.charCodeAt(from)) !== ALPHA) return NO;
      const colon = this.schemeEnd(text, from);
      if (colon === n) return final ? NO : MORE;
      if (text.charCodeAt(colon) !== COLON) return NO;
    }
    const close = this.closing(text, i, from, [GREATER], false, final);
    if (close < 0) return close;
    // Appendix C: "the whitespace should be ignored when the URI is extracted"; around a hyphen at a line break too.
    let uri = '';
    let start = -1;
    let end = from;
    const hyphens: number[] = [];
    let j = from;
    work.units += close - from;
    while (j < close) {
      const run = j;
      while (j < close && !isSpace(text.charCodeAt(j))) j++;
      if (j > run) {
        if (start < 0) start = run;
        uri += text.slice(run, j);
        end = j;
      }
      let lineBreak = false;
      for (; j < close && isSpace(text.charCodeAt(j)); j++) lineBreak ||= text.charCodeAt(j) === LF || text.charCodeAt(j) === CR;
      if (lineBreak && j < close && uri.charCodeAt(uri.length - 1) === HYPHEN) hyphens.push(uri.length - 1);
    }
    if (start < 0) start = end = from;
    this.found = this.delimited(uri, start, end, delimiter, hyphens, this.contextAt(i));
    return close + 1;
  }

  /**
   * A quotation mark at `i` (`"`, `'`, or a typographic one, closed by one of
   * `closers`): a candidate when a scheme follows it at once (`"Note: see
   * below"` is prose), up to the closing mark before any whitespace, `<` or
   * `>` (Appendix C removes whitespace inside angle brackets only: a quote
   * with whitespace in it is read as bare text). The scheme must be accepted
   * (./schemes.ts), but for the value of an HTML attribute that holds a URL
   * (`href="…"`, `src='…'`), which may have any.
   */
  private quote(text: string, i: number, final: boolean, closers: readonly number[], kind: Delimiter): number {
    const n = text.length;
    const from = i + 1;
    if (from === n) return final ? NO : MORE;
    if (classOf(text.charCodeAt(from)) !== ALPHA) return NO;
    const colon = this.schemeEnd(text, from);
    if (colon === n) return final ? NO : MORE;
    if (text.charCodeAt(colon) !== COLON) return NO;
    let delimiter = kind;
    if ((kind === 'quote' || kind === 'apostrophe') && this.attributeBefore(text, i)) delimiter = 'attribute';
    else {
      const accepted = this.accepted(text, from, colon, final);
      if (accepted === MORE) return MORE;
      if (!accepted) return NO;
    }
    const close = this.closing(text, i, colon, closers, true, final);
    if (close < 0) return close;
    this.found = this.delimited(text.slice(from, close), from, close, delimiter, [], this.contextAt(i));
    return close + 1;
  }

  /**
   * True when the quotation mark at `i` opens the value of an HTML attribute
   * that holds a URL: `name=` before it (spaces around `=` allowed), the name
   * one of `URL_ATTRIBUTES` after white space. Looks back a bounded way.
   */
  private attributeBefore(text: string, i: number): boolean {
    let j = i - 1;
    const stop = Math.max(0, i - 40);
    while (j >= stop && text.charCodeAt(j) === 0x20) j--;
    if (j < stop || text.charCodeAt(j) !== EQUALS) return false;
    j--;
    while (j >= stop && text.charCodeAt(j) === 0x20) j--;
    const end = j + 1;
    while (j >= stop && ((text.charCodeAt(j) | 0x20) >= 0x61 && (text.charCodeAt(j) | 0x20) <= 0x7a)) j--;
    work.units += i - j;
    if (j + 1 === end || (j >= 0 && !isSpace(text.charCodeAt(j)))) return false;
    return URL_ATTRIBUTES.has(text.slice(j + 1, end).toLowerCase());
  }

  /**
   * A backtick string at `i`. In a code block, a single backtick is a quote
   * (a template literal of JavaScript). Elsewhere in Markdown it opens a code
   * span (CommonMark §6.1) when a string of as many backticks closes it: the
   * span is code; when all it holds is a scheme and the rest of a URI, with
   * no whitespace, that is a candidate (`backtick`), reported even when it is
   * not valid. Without Markdown, a single backtick is a quote.
   */
  private backtick(text: string, i: number, final: boolean): number {
    const n = text.length;
    const blocks = this.blocks;
    if (blocks === null || blocks.lineCode) {
      if (this.skipCode && this.inCode(i)) return NO;
      return this.quote(text, i, final, [BACKTICK_MARK], 'backtick');
    }
    let run = i + 1;
    while (run < n && text.charCodeAt(run) === BACKTICK_MARK) run++;
    work.units += run - i;
    if (run === n && !final) return MORE;
    // In a code span: its closing backticks, or a shorter or longer string inside it.
    if (i < this.codeUntil) return run;
    const length = run - i;
    const close = this.spans.closer(text, run, length, i + 1 + this.maxDelimited, final);
    if (close === NEED_MORE) return MORE;
    if (close < 0) return run;
    this.codeUntil = close + length;
    if (this.skipCode) return this.codeUntil;
    // A URI that is the whole span.
    if (classOf(text.charCodeAt(run)) !== ALPHA) return run;
    const colon = this.schemeEnd(text, run);
    if (colon >= close || text.charCodeAt(colon) !== COLON || !this.schemes.accepts(text, run, colon)) return run;
    let j = colon;
    while (j < close && !isSpace(text.charCodeAt(j)) && text.charCodeAt(j) !== 0x3c) j++;
    work.units += j - colon;
    if (j < close) return run;
    this.found = this.delimited(text.slice(run, close), run, close, 'backtick', [], 'code');
    return this.codeUntil;
  }

  /**
   * `(` at `i`: after `]`, in prose, it opens a Markdown link's destination
   * (CommonMark §6.3), which may follow spaces; `<…>` is read as angle
   * brackets, anything else as `destination`.
   */
  private linkParen(text: string, i: number, final: boolean): number {
    if (this.blocks === null || i === 0 || text.charCodeAt(i - 1) !== CLOSE_BRACKET || this.inCode(i)) return NO;
    const n = text.length;
    let j = i + 1;
    while (j < n && j - i <= 3 && (text.charCodeAt(j) === 0x20 || text.charCodeAt(j) === 0x09)) j++;
    work.units += j - i - 1;
    if (j === n) return final ? NO : MORE;
    if (classOf(text.charCodeAt(j)) !== ALPHA) return j;
    return this.destination(text, j, final);
  }

  /**
   * A link destination at `i` (a Markdown link's, or a link reference
   * definition's): when a scheme and ":" begin it, the candidate is up to
   * the first whitespace or control character, or the first `)` that closes
   * no `(` of its own (CommonMark §6.3: the title that may follow is not
   * part of it), within `maxDelimited`; reported even when not valid. Any
   * scheme counts: a destination is a URI or a relative reference.
   */
  private destination(text: string, i: number, final: boolean): number {
    const n = text.length;
    const colon = this.schemeEnd(text, i);
    if (colon === n) return final ? colon : MORE;
    if (text.charCodeAt(colon) !== COLON) return colon;
    const bound = Math.min(n, i + this.maxDelimited);
    let depth = 0;
    let end = colon + 1;
    for (; end < bound; end++) {
      const c = text.charCodeAt(end);
      if (c <= 0x20 || c === 0x7f) break;
      if (c === OPEN_PAREN) depth++;
      else if (c === CLOSE_PAREN && depth-- === 0) break;
    }
    work.units += end - colon;
    if (end === n && !final) return MORE;
    if (end === bound && end < n) return this.bare(text, i, final);
    this.found = this.delimited(text.slice(i, end), i, end, 'link', [], this.contextAt(i));
    return end;
  }

  /** Whether a candidate that begins at `i` stands in code or in prose. */
  private contextAt(i: number): Context {
    return this.inCode(i) ? 'code' : 'prose';
  }

  /**
   * The offset of the closing mark (one of `closers`) of the delimiter opened
   * at `open`, searched from `from`, or NO, or MORE. It must stand within
   * `maxDelimited` units of the opening: a limit that the opening's own
   * prefix (`URL:`, the scheme and ":") already passes leaves no delimiter,
   * never a shorter candidate. The search stops at a `<` (and, for a quote,
   * at whitespace or `>`; for a typographic quote, at any typographic
   * quotation mark): that ends the candidate without a close. So the texts
   * searched from two openings of one kind never overlap.
   */
  private closing(text: string, open: number, from: number, closers: readonly number[], quote: boolean, final: boolean): number {
    const n = text.length;
    // The closing delimiter stands before `bound`, whatever the text holds after it.
    const bound = open + 1 + this.maxDelimited;
    if (from >= bound) return NO;
    const limit = Math.min(n, bound);
    const first = closers[0]!;
    const second = closers.length > 1 ? closers[1]! : first;
    let close = from;
    const typographic = quote && first >= 128;
    for (; close < limit; close++) {
      const c = text.charCodeAt(close);
      if (c === first || c === second || c === 0x3c || (quote && (c === GREATER || isSpace(c))) || (typographic && QUOTE_MARKS.has(c))) break;
    }
    work.units += close - from;
    if (close === limit) return limit < bound && !final ? MORE : NO;
    const c = text.charCodeAt(close);
    return c === first || c === second ? close : NO;
  }

  private delimited(uri: string, start: number, end: number, delimiter: Delimiter, hyphens: number[], context: Context): Extracted {
    const { name, rule } = this.grammar;
    const failure = this.grammar.validator().diagnose(uri, rule);
    const error = failure === null ? null : new UriSyntaxError<string>(uri, failure.offset, failure.expected, rule, name);
    return result(uri, start, end, delimiter, error, hyphens, context);
  }
}

function result(uri: string, start: number, end: number, delimiter: Delimiter, error: UriSyntaxError<string> | null, hyphens: number[], context: Context): Extracted {
  return { uri, start, end, delimiter, valid: error === null, error, hyphens, context };
}
