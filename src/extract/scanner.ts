/**
 * RFC 3986 Appendix C, "Delimiting a URI in Context": one left-to-right scan
 * of a text for URIs delimited by angle brackets (`<http://x/>`, the older
 * `<URL:http://x/>`), by double quotes (`"http://x/"`), or by whitespace and
 * punctuation alone (bare).
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
import { ProseEnd, trimTrailing } from './trailing.js';
import type { Delimiter, Extracted, ExtractOptions } from './types.js';

/**
 * The schemes that begin a bare or quoted URI by default: the permanent and
 * common provisional schemes of the IANA registry that are written in prose,
 * not every `word:` (RFC 3986 §3.1 allows `Note:` as a scheme).
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
const SPACE = 5; // SP, HTAB, LF, VT, FF, CR
const CLASS = new Uint8Array(128);
for (let c = 0x41; c <= 0x5a; c++) CLASS[c] = CLASS[c + 32] = ALPHA;
for (const c of '0123456789+-.') CLASS[c.charCodeAt(0)] = SCHEME;
CLASS[0x3c] = LESS;
CLASS[0x22] = QUOTE;
for (const c of ' \t\n\v\f\r') CLASS[c.charCodeAt(0)] = SPACE;

const classOf = (c: number): number => (c < 128 ? CLASS[c]! : OTHER);
const isSchemeChar = (c: number): boolean => c < 128 && (CLASS[c] === ALPHA || CLASS[c] === SCHEME);

const COLON = 0x3a;
const GREATER = 0x3e;
const QUOTE_MARK = 0x22;
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
  private readonly schemes: ReadonlySet<string> | null;
  private readonly maxDelimited: number;
  private found: Extracted | null = null;

  constructor(
    private readonly grammar: ScanGrammar,
    options: ExtractOptions,
  ) {
    this.match = new LongestMatch(grammar.dfas, grammar.rule);
    this.prose = grammar.dfas.alphabet === 'unicode' ? new ProseEnd() : null;
    const schemes = options.schemes ?? BARE_SCHEMES;
    if (schemes !== 'any' && !Array.isArray(schemes)) throw new TypeError(`schemes must be an array of scheme names or 'any'`);
    this.schemes = schemes === 'any' ? null : new Set(schemes.map((s) => s.toLowerCase()));
    const max = options.maxDelimited ?? MAX_DELIMITED;
    if (!Number.isInteger(max) || max < 1) throw new RangeError(`maxDelimited must be a positive integer, not ${String(max)}`);
    this.maxDelimited = max;
  }

  /**
   * The first URI at or after `from` in `text`, or null. With `final` false,
   * the text may continue: null then means that the scan needs more text, and
   * `resume` says from where (every URI before it has been returned).
   */
  find(text: string, from: number, final: boolean): Extracted | null {
    const n = text.length;
    let i = from;
    while (i < n) {
      const c = text.charCodeAt(i);
      const k = classOf(c);
      let to: number;
      if (k === ALPHA) {
        to = i > 0 && isSchemeChar(text.charCodeAt(i - 1)) ? i + 1 : this.bare(text, i, final);
      } else if (k === LESS) to = this.angle(text, i, final);
      else if (k === QUOTE) to = this.quote(text, i, final);
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

  private allowed(text: string, start: number, end: number): boolean {
    return this.schemes === null || this.schemes.has(text.slice(start, end).toLowerCase());
  }

  /**
   * A bare URI from `i`, a letter that no scheme character precedes: its
   * scheme must be one of `schemes` and followed by ":"; the URI is the
   * longest valid one from there, trimmed (./trailing.ts), and must hold more
   * than its scheme and colon (`the http: scheme` is prose). Returns where
   * the scan goes on (past the word when it is no URI), or MORE.
   */
  private bare(text: string, i: number, final: boolean): number {
    const n = text.length;
    const colon = this.schemeEnd(text, i);
    if (colon === n) return final ? colon : MORE;
    if (text.charCodeAt(colon) !== COLON || !this.allowed(text, i, colon)) return colon;
    // An IRI in text without spaces between sentences ends at their punctuation (./trailing.ts): the walk stops there.
    const walk = this.match.walk(text, i, n, this.prose);
    if (walk.open && !final) return MORE;
    if (walk.end < 0) return colon + 1;
    const end = trimTrailing(text, i, walk.end, colon + 1, (e) => this.match.matches(e));
    // Nothing after "scheme:" or "scheme://" is no link (`the http: scheme`, `https://` before a character no URI has).
    const least = text.startsWith('//', colon + 1) ? colon + 3 : colon + 1;
    if (end <= least) return least;
    this.found = result(text.slice(i, end), i, end, 'none', null, []);
    return end;
  }

  /**
   * `<` at `i`: a candidate when `URL:` or a scheme and ":" follow it at once
   * (`<b>` is not), up to the next `>` within `maxDelimited` and before any
   * other `<`. Whitespace inside is removed (Appendix C), and a hyphen at a
   * line break is kept and listed. Reported even when it is not a valid URI.
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
    const close = this.closing(text, i, from, GREATER, final);
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
      while (j < close && classOf(text.charCodeAt(j)) !== SPACE) j++;
      if (j > run) {
        if (start < 0) start = run;
        uri += text.slice(run, j);
        end = j;
      }
      let lineBreak = false;
      for (; j < close && classOf(text.charCodeAt(j)) === SPACE; j++) lineBreak ||= text.charCodeAt(j) === LF || text.charCodeAt(j) === CR;
      if (lineBreak && j < close && uri.charCodeAt(uri.length - 1) === HYPHEN) hyphens.push(uri.length - 1);
    }
    if (start < 0) start = end = from;
    this.found = this.delimited(uri, start, end, delimiter, hyphens);
    return close + 1;
  }

  /**
   * `"` at `i`: a candidate when a scheme of `schemes` and ":" follow it at
   * once (`"Note: see below"` is prose), up to the next `"` before any
   * whitespace, `<` or `>` (Appendix C removes whitespace inside angle
   * brackets only: a quote with whitespace in it is read as bare text).
   */
  private quote(text: string, i: number, final: boolean): number {
    const n = text.length;
    const from = i + 1;
    if (from === n) return final ? NO : MORE;
    if (classOf(text.charCodeAt(from)) !== ALPHA) return NO;
    const colon = this.schemeEnd(text, from);
    if (colon === n) return final ? NO : MORE;
    if (text.charCodeAt(colon) !== COLON || !this.allowed(text, from, colon)) return NO;
    const close = this.closing(text, i, colon, QUOTE_MARK, final);
    if (close < 0) return close;
    this.found = this.delimited(text.slice(from, close), from, close, 'quote', []);
    return close + 1;
  }

  /**
   * The offset of the `closing` delimiter (`>` or `"`) that closes the one
   * opened at `open`, searched from `from`, or NO, or MORE. It must stand
   * within `maxDelimited` units of the opening: a limit that the opening's
   * own prefix (`URL:`, the scheme and ":") already passes leaves no
   * delimiter, never a shorter candidate. The search stops at a `<` (and, for
   * a quote, at whitespace or `>`): that ends the candidate without a close.
   */
  private closing(text: string, open: number, from: number, closing: number, final: boolean): number {
    const n = text.length;
    // The closing delimiter stands before `bound`, whatever the text holds after it.
    const bound = open + 1 + this.maxDelimited;
    if (from >= bound) return NO;
    const limit = Math.min(n, bound);
    const quote = closing === QUOTE_MARK;
    let close = from;
    for (; close < limit; close++) {
      const c = text.charCodeAt(close);
      if (c === closing || c === 0x3c || (quote && (c === GREATER || classOf(c) === SPACE))) break;
    }
    work.units += close - from;
    if (close === limit) return limit < bound && !final ? MORE : NO;
    return text.charCodeAt(close) === closing ? close : NO;
  }

  private delimited(uri: string, start: number, end: number, delimiter: Delimiter, hyphens: number[]): Extracted {
    const { name, rule } = this.grammar;
    const failure = this.grammar.validator().diagnose(uri, rule);
    const error = failure === null ? null : new UriSyntaxError<string>(uri, failure.offset, failure.expected, rule, name);
    return result(uri, start, end, delimiter, error, hyphens);
  }
}

function result(uri: string, start: number, end: number, delimiter: Delimiter, error: UriSyntaxError<string> | null, hyphens: number[]): Extracted {
  return { uri, start, end, delimiter, valid: error === null, error, hyphens };
}
