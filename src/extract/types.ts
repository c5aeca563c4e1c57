/**
 * What `extract` finds in running text (RFC 3986 Appendix C) and the options
 * it takes.
 */
import type { UriSyntaxError } from '../core/errors.js';
import type { SchemeSelection } from './schemes.js';

export type { SchemeSelection } from './schemes.js';

/**
 * How a URI was delimited in the text (RFC 3986 Appendix C): `angle`
 * (`<http://example.com/>`, a CommonMark autolink too), `angle-URL` (the older
 * `<URL:http://example.com/>`, with or without a space after the colon),
 * `quote` (`"http://example.com/"`), `apostrophe` (`'http://example.com/'`),
 * `typographic` (`“…”`, `‘…’`, `«…»`, `„…“`, `「…」` and the other quotation
 * marks of languages), `backtick` (a Markdown code span, or a template literal,
 * that holds the URI alone: `` `http://example.com/` ``), `link` (the
 * destination of a Markdown link `[text](http://example.com/ "title")` or of a
 * link reference definition `[x]: http://example.com/`), `attribute` (the
 * value of an HTML attribute that holds a URL: `href="…"`, `src='…'`), or
 * `none` (whitespace and punctuation only).
 */
export type Delimiter = 'angle' | 'angle-URL' | 'quote' | 'apostrophe' | 'typographic' | 'backtick' | 'link' | 'attribute' | 'none';

/**
 * Where a URI stands, as Markdown marks it (CommonMark §4.4 indented and §4.5
 * fenced code blocks, §6.1 code spans): `code` or `prose`. A text read
 * without Markdown (`markdown: false`) is all prose.
 */
export type Context = 'prose' | 'code';

/** One URI found in a text. */
export interface Extracted {
  /**
   * The URI as extracted: inside angle brackets without the whitespace that
   * wrapped it over lines (Appendix C: "the whitespace should be ignored when
   * the URI is extracted"); elsewhere exactly the text.
   */
  readonly uri: string;
  /** Offset of the URI's first character in the text, in UTF-16 code units (as JavaScript indexes strings). */
  readonly start: number;
  /** Offset just after the URI's last character in the text (whitespace removed from `uri` lies between `start` and `end`). */
  readonly end: number;
  readonly delimiter: Delimiter;
  /**
   * True when `uri` is a valid URI (by `options.grammar`: an RFC 3986 `URI`,
   * or an RFC 3987 `IRI`). A bare URI is valid by construction; a delimited
   * one is reported even when it is not, so that broken links are found.
   */
  readonly valid: boolean;
  /** Why `uri` is not valid (as `check(uri, 'URI')` says it, its offset into `uri`), or `null`. */
  readonly error: UriSyntaxError<string> | null;
  /**
   * Offsets into `uri` of hyphens that stood at a line break inside angle
   * brackets. Appendix C: whitespace around such a break is ignored, and "the
   * hyphen may or may not actually be part of the URI"; it is kept in `uri`
   * and listed here, so that the caller can try the URI without it.
   */
  readonly hyphens: readonly number[];
  /**
   * `code` when the URI begins in a Markdown code block or code span (or is
   * a code span, `backtick`), else `prose`. An invalid URI in code is an
   * example, a placeholder or a string of a program more often than a broken
   * link: `uri-grammar extract --check` reports it without failing.
   */
  readonly context: Context;
}

/** A URI found by an `Extractor`, with where it begins as a reader counts it. */
export interface PositionedExtracted extends Extracted {
  /** 1-based line of `start` (lines end at LF). */
  readonly line: number;
  /** 1-based column of `start`, in characters (code points) from the line's start. */
  readonly column: number;
}

/** The grammars that `extract` can find: URIs (RFC 3986) or IRIs (RFC 3987). */
export type ExtractGrammar = 'rfc3986' | 'rfc3987';

/** Options of `extract` and `Extractor`. */
export interface ExtractOptions {
  /** `rfc3986` (the default): URIs; `rfc3987`: IRIs, so that `https://例え.jp/パス` is found whole. */
  readonly grammar?: ExtractGrammar;
  /**
   * The schemes that begin a bare or a quoted URI (a URI in angle brackets,
   * a link's destination or an HTML attribute may have any):
   * `'plausible'` (the default: a scheme of the IANA registry, or one with
   * the shape of a private scheme, `myapp://…`, `com.example.app:/…`),
   * `'registered'` (the IANA registry only), a list of schemes, or `'any'`
   * for every scheme (RFC 3986 §3.1), which also takes the `word:` of prose
   * for a URI (`Note:see`). But for `'any'`, a scheme written without a
   * lower-case letter begins a URI only before `//` (`HTTP://X/`, but not
   * `FILE:LINE:COLUMN` or `NOTE:`).
   */
  readonly schemes?: SchemeSelection;
  /**
   * Read the text as Markdown (the default, true): code blocks and code spans
   * are code (`context`), link destinations are delimited. With false the
   * text is plain: all prose, and a backtick is a quote.
   */
  readonly markdown?: boolean;
  /** URIs in code: `'extract'` them (the default; `context` says `code`), or `'skip'` them. */
  readonly code?: 'extract' | 'skip';
  /**
   * How far (UTF-16 code units) a `<` or `"` is followed looking for its
   * closing `>` or `"` (default `MAX_DELIMITED`): the closing one must stand
   * at most this many units after the opening one (a `URL:` or a scheme
   * between them counts). A delimiter left open longer than that is no
   * delimiter, and what follows it is read as bare text; a limit never
   * shortens a candidate, so `Extractor` and `extract` find the same
   * whatever the limit.
   */
  readonly maxDelimited?: number;
}
