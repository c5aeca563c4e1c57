/**
 * The mistakes that every grammar's diagnoses (src/grammars/<name>/diagnoses.ts)
 * share: those of the text a URI was taken from, not of its syntax. A URI
 * copied out of HTML, Markdown, code, a log or a word processor brings what
 * stood around it (angle brackets, quotes, backticks, markup, white space), the
 * placeholders of the template it came from (`${…}`, `{{…}}`, `%s`, `<host>`),
 * the escapes of a string literal (`\n`, `\/`, `\"`), and characters that only
 * look like ASCII (typographic quotes, a no-break space, U+FFFD). Each detector
 * takes the citations of the grammar that asks (`TextCitations`), so that a
 * diagnosis cites that grammar's sections.
 *
 * Every detector reads the input a bounded number of times (a search, a sticky
 * match from one position), so a diagnosis is linear in the input; `work`
 * counts the code units they read (test/unit/diagnoses-linearity.test.ts).
 */
import type { Diagnosis, UriSyntaxError } from './errors.js';
import { utf8Escapes } from './hint-text.js';

/** The code units the detectors have read, counted per search, for the linearity test. */
export const work = { units: 0 };

/** How a grammar cites the sections the shared detectors rely on. */
export interface TextCitations {
  /** Where a URI is delimited in text: `RFC 3986 Appendix C`. */
  readonly context: string;
  /** Where a character outside the grammar is percent-encoded: `RFC 3986 §2.1`. */
  readonly encoding: string;
  /** Where characters beyond US-ASCII are said to be encoded: `RFC 3986 §2.5`. */
  readonly nonAscii: string;
  /**
   * The name of the grammar of URI Templates, to name in a diagnosis of a
   * `{…}` (`--grammar NAME`), when the family has one.
   */
  readonly templates?: string;
}

/** The codes of the shared detectors (test/vectors/diagnoses.json has an example of each). */
export const TEXT_CODES = [
  'angle-brackets',
  'quoted',
  'bracketed',
  'leading-delimiter',
  'leading-space',
  'trailing-space',
  'trailing-delimiter',
  'markup-after',
  'markdown-link',
  'code-after',
  'text-after',
  'escaped-quote',
  'escape-sequence',
  'shell-placeholder',
  'mustache-placeholder',
  'template-expression',
  'printf-placeholder',
  'angle-placeholder',
  'bracket-placeholder',
  'optional-part',
  'range-pattern',
  'typographic-quote',
  'no-break-space',
  'invisible-character',
  'replacement-character',
  'mojibake',
  'ellipsis',
  'typographic-dash',
  'fullwidth-character',
  'line-break',
  'carriage-return',
] as const;

export type TextCode = (typeof TEXT_CODES)[number];

/** A diagnosis. */
export function diagnosis(code: string, message: string, start: number, end: number, rfc: string): Diagnosis {
  return { code, message, start, end, rfc };
}

/** A diagnosis of one of the shared detectors' kinds. */
function mistake(code: TextCode, message: string, start: number, end: number, rfc: string): Diagnosis {
  return diagnosis(code, message, start, end, rfc);
}

/** Text of the input for a message: in double quotes (single ones if it has a double quote), control characters visible, a long one shortened. */
export function quote(text: string): string {
  let s = text.length > 96 ? text.slice(0, 60) + text.slice(-24) : text;
  // Control characters as their pictures; a text without one (the most) is not run through the replacement.
  if (CONTROL.test(s)) s = s.replace(CONTROLS, (c) => String.fromCharCode(c === '\x7f' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
  // A long one keeps its first 30 and last 12 characters (whole code points); one of at most 48 code units has
  // at most 48 code points, and is not split into them.
  if (s.length > 48) {
    const points = [...s];
    if (points.length > 48) s = `${points.slice(0, 30).join('')}…${points.slice(-12).join('')}`;
  }
  return s.includes('"') ? `'${s}'` : `"${s}"`;
}

const CONTROL = /[\x00-\x1f\x7f]/;
const CONTROLS = /[\x00-\x1f\x7f]/g;

/** A character as a message names it: `a space`, `a tab`, `"|"`, `U+00A0`. */
export function charName(c: string): string {
  const named = NAMES[c];
  if (named) return named;
  const cp = c.codePointAt(0)!;
  if (cp >= 0x20 && cp <= 0x7e) return `"${c}"`;
  const u = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp < 0x20 || cp === 0x7f) return `the control character ${u}`;
  return `"${c}" (${u})`;
}

const NAMES: Readonly<Record<string, string>> = {
  ' ': 'a space',
  '\t': 'a tab',
  '\n': 'a line feed',
  '\r': 'a carriage return',
  '\0': 'a NUL character',
  '"': 'a double quote',
  '`': 'a backtick',
};

/** The UTF-8 octets of a character, percent-encoded with uppercase hex (RFC 3986 §2.1, §2.5). */
export function escapesOf(c: string): string {
  return utf8Escapes(c);
}

/** A URI's beginning: a scheme and ":", or "//", or "www."; after a bracket, which IP literals begin with too, a scheme and "://". */
const URI_START = /[A-Za-z][A-Za-z0-9+.-]*:|\/\/|www\./y;
const URL_START = /[A-Za-z][A-Za-z0-9+.-]*:\/\/|www\./y;

function startsLikeUri(s: string, at: number, bracket = false): boolean {
  const re = bracket ? URL_START : URI_START;
  re.lastIndex = at;
  return re.test(s);
}

/** The characters that close a quotation or a bracket around a URI, and the punctuation after one. */
const CLOSERS = '"\'`)]>}»”’›';
const TRAILING = CLOSERS + ',.;:!?\\';

/** The first characters of the pairs of delimiters below. */
const OPENERS = '<"\'`“‘«„([';

/** Pairs of delimiters around a URI in text (RFC 3986 Appendix C names "<>" and double quotes; code adds the others). */
const WRAPPERS: readonly (readonly [string, string, 'angle-brackets' | 'quoted' | 'bracketed'])[] = [
  ['<', '>', 'angle-brackets'],
  ['"', '"', 'quoted'],
  ["'", "'", 'quoted'],
  ['`', '`', 'quoted'],
  ['“', '”', 'quoted'],
  ['‘', '’', 'quoted'],
  ['«', '»', 'quoted'],
  ['„', '“', 'quoted'],
  ['(', ')', 'bracketed'],
  ['[', ']', 'bracketed'],
];

/**
 * The text around a URI, taken with it: wrapped in "<…>", quotes or brackets,
 * white space before or after it, a delimiter that opens or closes around
 * it, the markup or Markdown that follows it, the prose after a space.
 * `valid(text, rule)` tells whether a text is valid by a rule of the grammar,
 * asked of a prefix of the input by the rule the error is of; null when a
 * prefix is not asked about (the rule is not a whole reference).
 */
export function aroundText(e: UriSyntaxError<string>, cite: TextCitations, valid: ((text: string, rule: string) => boolean) | null): Diagnosis | null {
  // The tests that every error goes through are cheap ones of a character or two; what only some inputs need
  // (a regex, a search) is a function of its own, called when that character is there, so that the optimized
  // code of this one, compiled while the first errors wait, holds little.
  const { input, offset } = e;
  const n = input.length;
  work.units += n;
  if (n === 0) return null;
  // The first unit: every opener is one (a character beyond the BMP begins no wrapper).
  const first = input[0]!;
  // Wrapped whole: "<http://example.com/>", "`http://x/`", "(http://x/)", each maybe followed by punctuation.
  if (OPENERS.includes(first)) {
    const d = wrapped(input, cite);
    if (d) return d;
  }
  // White space before the URI, or after it to the end.
  if (offset === 0 && isSpace(first)) return leadingSpace(input, cite);
  const found = e.found;
  if (found !== null && isSpace(found) && ALL_SPACE.test(input.slice(offset)))
    return mistake('trailing-space', `white space after the URI, from the text around it: remove it`, offset, n, cite.context);
  // An opening delimiter whose URI was cut off before its closing one.
  if (offset <= 1 && '<"\'`([“‘«„'.includes(first) && startsLikeUri(input, first.length, first === '(' || first === '['))
    return aroundTextFound('leading-delimiter', input, 0, first.length, cite, first);
  if (found === null) return null;
  // Everything from the error on is closing punctuation: the end of the text's quotation, bracket or sentence.
  if (n - offset <= 4) {
    const d = closingPunctuation(input, offset, cite);
    if (d) return d;
  }
  // Markup after the URI: the end of an HTML attribute ("> or "/>), a tag (</a>, <img), a Markdown link's "](".
  if (found === '"' || found === "'" || found === '<' || found === '>' || found === ']' || found === ')') {
    const d = markupAfter(input, offset, found, cite);
    if (d) return d;
  }
  if (first === '[' && input.includes('](') && offset < input.indexOf(']('))
    return mistake('markdown-link', 'a Markdown link ([text](URI)): the URI is only what stands in the parentheses', 0, n, cite.context);
  if (found === '[') {
    const d = markdownAfter(input, offset, cite);
    if (d) return d;
  }
  // A "'" (which a URI may hold) that closes a string literal of code: code follows it.
  // The first "'" of the input, looked for only when one stands before the offset (a search back from it).
  const apostrophe = offset > 1 && input.lastIndexOf("'", offset - 1) > 0 ? input.indexOf("'") : -1;
  if (apostrophe > 0 && apostrophe < offset && CODE_AFTER.includes(input[apostrophe + 1] ?? '\n') && valid !== null && valid(input.slice(0, apostrophe), e.rule))
    return aroundTextFound('code-after', input, apostrophe, n, cite);
  // Prose after a space: the URI ends at the space (the text after it tested first, the cheaper test).
  if (found === ' ' && offset > 0 && valid !== null && PROSE_AFTER.test(input.slice(offset)) && valid(input.slice(0, offset), e.rule))
    return aroundTextFound('text-after', input, offset, n, cite);
  return null;
}

/** White space that stands around a URI in text: a space, a tab, a no-break space, an ideographic space. */
function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\u00a0' || c === '\u3000';
}

const ALL_SPACE = /^[ \t\u00a0\u3000]*$/;
/** What follows a "'" that ends a string literal of code: a separator, a bracket, "+" or a space. */
const CODE_AFTER = ',;)]}+ ';
/** A space, a word, a space and more: prose after the URI. */
const PROSE_AFTER = /^ +\S+ +\S/;

/** The URI wrapped whole, its first unit an opener: "<http://example.com/>", "`http://x/`", "(http://x/)", each maybe followed by punctuation. */
function wrapped(input: string, cite: TextCitations): Diagnosis | null {
  const n = input.length;
  let end = n;
  while (end > 1 && ',.;:!?'.includes(input[end - 1]!)) end--;
  for (const [open, close, code] of WRAPPERS) {
    if (!input.startsWith(open) || end < open.length + close.length + 1 || !input.endsWith(close, end)) continue;
    const inner = input.slice(open.length, end - close.length);
    if (inner.includes(open) && open !== close) continue;
    if (!startsLikeUri(input, open.length + (open === '<' && /^URL:/i.test(inner) ? 4 : 0), code === 'bracketed')) continue;
    return aroundTextFound(code, input, 0, n, cite, code === 'angle-brackets' ? inner : open, close);
  }
  return null;
}

/** White space before the URI, the error at its first character. */
function leadingSpace(input: string, cite: TextCitations): Diagnosis {
  let k = 0;
  while (k < input.length && isSpace(input[k]!)) k++;
  return mistake('leading-space', `white space before the URI, from the text around it: remove it`, 0, k, cite.context);
}

/** At most four units from the error to the end, each closing punctuation: the end of the text's quotation, bracket or sentence. */
function closingPunctuation(input: string, offset: number, cite: TextCitations): Diagnosis | null {
  // Each unit punctuation, one at least a closer or a backslash (a unit of a surrogate pair is neither).
  let closer = false;
  for (let i = offset; i < input.length; i++) {
    const c = input[i]!;
    if (!TRAILING.includes(c)) return null;
    if (CLOSERS.includes(c) || c === '\\') closer = true;
  }
  if (!closer) return null;
  if (input[offset] === '\\') return mistake('escaped-quote', `a backslash at the end, from an escaped quote (\\") of JSON or a string literal around the URI: the URI ends before it`, offset, input.length, cite.context);
  return aroundTextFound('trailing-delimiter', input, offset, input.length, cite);
}

/** Markup or Markdown after the URI, the error at its first character (`found`): the end of an HTML attribute ("> or "/>), a tag (</a>, <img), a link's "](". */
function markupAfter(input: string, offset: number, found: string, cite: TextCitations): Diagnosis | null {
  const n = input.length;
  const rest = input.slice(offset);
  if ((found === '"' || found === "'") && /^["'] *\/?>|^["'] [a-z-]+=|^["']\)/.test(rest))
    return aroundTextFound('markup-attribute', input, offset, n, cite);
  const tag = found === '<' ? /^<([A-Za-z][A-Za-z0-9]*)(?=[\s/>]|$)/.exec(rest) : null;
  if (found === '<' && (/^<\/[A-Za-z]|^<!--|^<[A-Za-z][A-Za-z0-9]*(?:\s|\/>)/.test(rest) || HTML_TAGS.has(tag?.[1]?.toLowerCase() ?? '')))
    return aroundTextFound('markup-tag', input, offset, n, cite);
  if (rest.startsWith('>`_'))
    return mistake('markup-after', 'the end of a reStructuredText link (`text <URI>`_) after the URI: the URI ends before the ">"', offset, n, cite.context);
  if (rest.startsWith('](') || rest.startsWith(')](') || (found === ']' && rest.startsWith(']['))) {
    return aroundTextFound('markdown-syntax', input, offset, n, cite);
  }
  return null;
}

/** A Markdown link after the URI, the error at its "[". */
function markdownAfter(input: string, offset: number, cite: TextCitations): Diagnosis | null {
  return MARKDOWN_AFTER.test(input.slice(offset)) ? aroundTextFound('markdown-after', input, offset, input.length, cite) : null;
}

const MARKDOWN_AFTER = /^\[[^\]\n]{0,80}\]\(/;

/** The mistakes of `aroundText` whose messages quote the input. */
type AroundKind =
  | 'angle-brackets'
  | 'quoted'
  | 'bracketed'
  | 'leading-delimiter'
  | 'trailing-delimiter'
  | 'markup-attribute'
  | 'markup-tag'
  | 'markdown-syntax'
  | 'markdown-after'
  | 'code-after'
  | 'text-after';

/**
 * The diagnosis of what `aroundText` found at [start, end) of `input`
 * (`a`, `b`: the wrapper's text inside and its closer for "<", else its
 * opener and closer; the delimiter before the URI). The messages are made
 * here, not in the search that runs on every error, as `placeholderFound`'s.
 */
function aroundTextFound(kind: AroundKind, input: string, start: number, end: number, cite: TextCitations, a = '', b = ''): Diagnosis {
  const rest = input.slice(start);
  switch (kind) {
    case 'angle-brackets':
      return mistake(kind, `the URI is wrapped in "<" and ">", which delimit a URI in text and are no part of it: remove them${/^URL:/i.test(a) ? ', and the "URL:" prefix' : ''}`, start, end, cite.context);
    case 'quoted':
      return mistake(kind, `the URI is in quotes (${a}…${b}) from the code or the text around it: remove them`, start, end, cite.context);
    case 'bracketed':
      return mistake(kind, `the URI is in brackets (${a}…${b}) from the text around it: remove them`, start, end, cite.context);
    case 'leading-delimiter':
      return mistake(kind, `${charName(a)} before the URI opens a quotation or a bracket of the text around it: the URI begins after it`, start, end, cite.context);
    case 'trailing-delimiter':
      return mistake(kind, `${quote(rest)} after the URI closes a quotation or a bracket of the text around it: the URI ends before it`, start, end, cite.context);
    case 'markup-attribute':
      return mistake('markup-after', `${quote(rest.slice(0, Math.min(rest.length, 12)))}… after the URI is the end of the HTML attribute it was taken from: the URI ends before the quote`, start, end, cite.context);
    case 'markup-tag':
      return mistake('markup-after', `HTML markup (${quote(rest.slice(0, Math.min(rest.length, 12)))}…) after the URI: the URI ends before the "<"`, start, end, cite.context);
    case 'markdown-syntax':
      return mistake('markdown-link', `Markdown link syntax after the URI ("${rest.slice(0, 3)}…"): a link is [text](URI), and the URI is only what stands in the parentheses`, start, end, cite.context);
    case 'markdown-after':
      return mistake('markdown-link', `a Markdown link (${quote(rest.slice(0, Math.min(rest.length, rest.indexOf('](') + 2)))}…) after the URI: the URI ends before the "["`, start, end, cite.context);
    case 'code-after':
      return mistake(kind, `the URI ends at the quote: ${quote(input.slice(start, start + 24))}… after it is the code around it (the end of a string literal)`, start, end, cite.context);
    case 'text-after':
      return mistake(kind, `the URI ends at the space: ${quote(rest.trim().slice(0, 24))}… after it is the text around it (a space in the URI itself is written %20, ${cite.encoding})`, start, end, cite.context);
  }
}

/** HTML elements that stand after a URL in a page, written without attributes (`<br>`, `<b>`): a `<name>` of another name is a placeholder. */
const HTML_TAGS = new Set(['a', 'b', 'i', 'u', 's', 'p', 'br', 'hr', 'em', 'strong', 'code', 'tt', 'kbd', 'pre', 'span', 'div', 'li', 'ul', 'ol', 'td', 'tr', 'th', 'table', 'sup', 'sub', 'small', 'big', 'font', 'img', 'dd', 'dt', 'dl', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'cite', 'var', 'samp', 'nobr', 'wbr', 'center', 'html', 'body', 'head', 'title']);

/** `{` varspec ... `}` of a URI Template (RFC 6570 §2.2), read loosely: an optional operator, names of letters, digits, "_", ".", "-" and "%", modifiers, commas. */
/** How far before the error a placeholder that contains it may begin. */
const WINDOW = 512;

const EXPRESSION = /\{[+#./;?&=,!@|]?[A-Za-z0-9_%][A-Za-z0-9_.%-]*(?::[0-9]{1,4}|\*)?(?:,[A-Za-z0-9_%][A-Za-z0-9_.%-]*(?::[0-9]{1,4}|\*)?)*\}/y;
const MUSTACHE = /\{\{[^{}\n]*\}\}/y;
const SHELL = /\$(?:\{[^{}\n]*\}|\([^()\n]*\))/y;
const ANGLE = /<[A-Za-z_][A-Za-z0-9_ .:-]{0,40}>/y;
const BRACKET = /\[[A-Z][A-Z0-9_]*(?:[-.][A-Z0-9_]+)*\]/y;
const RANGE = /\[(?:[0-9]+-[0-9]+|[a-z]-[a-z]|[A-Z]-[A-Z])(?::[0-9]+)?\]/y;
const PRINTF = /%(?:[0-9]+\$)?[-+ 0#]?[0-9]*(?:\.[0-9]+)?(?:l{0,2}[sdiu@]|\([A-Za-z_][A-Za-z0-9_]*\)[sdrf]?)(?![A-Za-z0-9])/y;
/** An optional part in the syntax of documentation: `[:port]`, `[user@]`, `[/path]`. */
const OPTIONAL = /\[(?:[:/?#.@][A-Za-z_][^\][\s]{0,40}|[^\][\s]{1,40}@)\]/y;

/** The first character of an opener of a placeholder. */
const OPENER = /[$%{<[]/g;
const PCT_ENCODED = /^%[0-9A-Fa-f]{2}/;
const ALPHANUMERIC = /[A-Za-z0-9]/;

/** The match of the sticky `re` at `at`, as its end (its lastIndex: no match array is made), or -1. */
function stickyEnd(re: RegExp, s: string, at: number): number {
  if (at < 0) return -1;
  re.lastIndex = at;
  if (!re.test(s)) {
    work.units += 1;
    return -1;
  }
  work.units += re.lastIndex - at;
  return re.lastIndex;
}

/**
 * A placeholder that stands where a value was meant to be and contains the
 * error: of a shell or JavaScript template (`${PORT}`, `$(cmd)`), Mustache or
 * Jinja (`{{host}}`), a URI Template (`{id}`, RFC 6570), printf (`%s`, `%d`),
 * documentation (`<host>`, `[PROJECT_ID]`). `templates` false leaves URI
 * Templates out (for the grammar of templates itself).
 */
export function placeholder(e: UriSyntaxError<string>, cite: TextCitations, templates = true): Diagnosis | null {
  const { input, offset } = e;
  // Each kind of placeholder begins at the last opener at or before the offset (a `%` at most two units before it).
  // A placeholder that contains the offset begins at most WINDOW units before it. The openers ("${", "$(", "{{",
  // "{", "%", "<", "[") in that window are found by a search from one to the next, and the last of each kept
  // (-1 for none): most inputs have none, and are done with one search.
  const from = Math.max(0, offset - WINDOW);
  work.units += offset - from + 1;
  let dollarBrace = -1;
  let dollarParen = -1;
  let braces = -1;
  let bracesBefore = -1;
  let brace = -1;
  let angle = -1;
  let bracket = -1;
  // The last three "%": the last at or before the offset and at or before each of the two units before it are among them.
  let pct0 = -1;
  let pct1 = -1;
  let pct2 = -1;
  OPENER.lastIndex = from;
  if (!OPENER.test(input) || OPENER.lastIndex > offset + 1) return null;
  do {
    const i = OPENER.lastIndex - 1;
    const c = input.charCodeAt(i);
    const next = input.charCodeAt(i + 1);
    if (c === 0x24) {
      if (next === 0x7b) dollarBrace = i;
      else if (next === 0x28) dollarParen = i;
    } else if (c === 0x7b) {
      brace = i;
      if (next === 0x7b) {
        braces = i;
        if (i <= offset - 1) bracesBefore = i;
      }
    } else if (c === 0x25) {
      pct2 = pct1;
      pct1 = pct0;
      pct0 = i;
    } else if (c === 0x3c) {
      angle = i;
    } else {
      bracket = i;
    }
  } while (OPENER.test(input) && OPENER.lastIndex <= offset + 1);
  // Each kind is tried by a function of its own, called when its opener is there (most inputs have none).
  if (dollarBrace >= 0 || dollarParen >= 0) {
    const d = shell(input, offset, dollarBrace, dollarParen, cite);
    if (d) return d;
  }
  // A "${" whose "}" the text cut off (at a space, a quote, the end of a line).
  if (e.found === '{' && input[offset - 1] === '$' && input.indexOf('}', offset) < 0)
    return placeholderFound('shell-cut', input, offset - 1, input.length, cite);
  if (braces >= 0) {
    const d = mustache(input, offset, braces, bracesBefore, cite);
    if (d) return d;
  }
  if (templates && brace >= 0) {
    const d = sticky('template', EXPRESSION, input, offset, brace, cite);
    if (d) return d;
  }
  if (pct0 >= 0) {
    const d = printf(input, offset, pct0, pct1, pct2, cite);
    if (d) return d;
  }
  if (angle >= 0) {
    const d = sticky('angle', ANGLE, input, offset, angle, cite);
    if (d) return d;
  }
  return bracket >= 0 ? bracketed(input, offset, bracket, cite) : null;
}

/** The placeholder of `kind` that the sticky `re` matches at `start`, when it contains the offset. */
function sticky(kind: PlaceholderKind, re: RegExp, input: string, offset: number, start: number, cite: TextCitations): Diagnosis | null {
  const end = stickyEnd(re, input, start);
  return end > offset ? placeholderFound(kind, input, start, end, cite) : null;
}

/** A placeholder of a shell or JavaScript template string: `${…}` at the last "${", else `$(…)` at the last "$(". */
function shell(input: string, offset: number, dollarBrace: number, dollarParen: number, cite: TextCitations): Diagnosis | null {
  let start = dollarBrace;
  let end = stickyEnd(SHELL, input, start);
  if (!(start >= 0 && end > offset)) end = stickyEnd(SHELL, input, (start = dollarParen));
  return start >= 0 && end > offset ? placeholderFound('shell', input, start, end, cite) : null;
}

/** A Mustache placeholder at the last "{{" (`braces`; "{{{" of a triple one, when the last "{{" before the offset is that one too). */
function mustache(input: string, offset: number, braces: number, bracesBefore: number, cite: TextCitations): Diagnosis | null {
  const start = braces === bracesBefore && input[braces - 1] === '{' ? braces - 1 : braces;
  return sticky('mustache', MUSTACHE, input, offset, start, cite);
}

/**
 * A printf placeholder at the last "%" at or before the offset, or at or
 * before one of the two units before it (each "%" tried once; `pct0` >
 * `pct1` > `pct2`, the last three "%" of the window).
 */
function printf(input: string, offset: number, pct0: number, pct1: number, pct2: number, cite: TextCitations): Diagnosis | null {
  let tried = -1;
  for (let back = 0; back < 3; back++) {
    const before = offset - back;
    const pct = pct0 <= before ? pct0 : pct1 <= before ? pct1 : pct2;
    if (pct < 0 || pct === tried) continue;
    tried = pct;
    const end = stickyEnd(PRINTF, input, pct);
    if (!(end > offset) || PCT_ENCODED.test(input.slice(pct, pct + 3)) || ALPHANUMERIC.test(input[pct - 1] ?? '')) continue;
    return placeholderFound('printf', input, pct, end, cite);
  }
  return null;
}

/** A placeholder in brackets at the last "[": an optional part, a range, a name of documentation. */
function bracketed(input: string, offset: number, start: number, cite: TextCitations): Diagnosis | null {
  let end = stickyEnd(OPTIONAL, input, start);
  if (end > offset) return placeholderFound('optional', input, start, end, cite);
  end = stickyEnd(RANGE, input, start);
  if (end > offset) return placeholderFound('range', input, start, end, cite);
  end = stickyEnd(BRACKET, input, start);
  if (end > offset && end - start > 3) return placeholderFound('bracket', input, start, end, cite);
  return null;
}

/** The kinds of placeholder that `placeholder` tells apart. */
type PlaceholderKind = 'shell' | 'shell-cut' | 'mustache' | 'template' | 'printf' | 'angle' | 'optional' | 'range' | 'bracket';

/**
 * The diagnosis of the placeholder of `kind` that `placeholder` found at
 * [start, end) of `input` (`shell-cut`: from its "$" to the end). Its
 * message is made here, not in the scan: the optimized code of the scan,
 * which runs on every error, then holds none of the messages (half of its
 * compilation, made again whenever a kind not met before turns up).
 */
function placeholderFound(kind: PlaceholderKind, input: string, start: number, end: number, cite: TextCitations): Diagnosis {
  switch (kind) {
    case 'shell':
      return mistake('shell-placeholder', `${quote(input.slice(start, end))} is a placeholder of a shell or JavaScript template string that was never filled in: substitute its value`, start, end, cite.encoding);
    case 'shell-cut':
      return mistake('shell-placeholder', `${quote(input.slice(start, start + 25))}… begins a placeholder of a shell or JavaScript template string, cut off before its "}": the URL was taken from code that builds it`, start, end, cite.encoding);
    case 'mustache':
      return mistake('mustache-placeholder', `${quote(input.slice(start, end))} is a placeholder of a text template (Mustache, Handlebars, Jinja) that was never filled in: substitute its value`, start, end, cite.encoding);
    case 'template': {
      const where = cite.templates ? `check the template with --grammar ${cite.templates}` : 'check it as a template';
      return mistake('template-expression', `${quote(input.slice(start, end))} is a placeholder in braces, an expression of a URI Template (or a field of a format string): fill it in before using the URI, or ${where}`, start, end, 'RFC 6570 §2.2');
    }
    case 'printf':
      return mistake('printf-placeholder', `${quote(input.slice(start, end))} is a printf-style placeholder that was never filled in: substitute its value (a literal "%" is written %25)`, start, end, cite.encoding);
    case 'angle':
      return mistake('angle-placeholder', `${quote(input.slice(start, end))} is a placeholder of documentation: replace it, brackets and all, with the value it stands for`, start, end, cite.context);
    case 'optional':
      return mistake('optional-part', `${quote(input.slice(start, end))} marks an optional part in the syntax of documentation: leave it out, or write what it stands for without the brackets`, start, end, cite.context);
    case 'range':
      return mistake('range-pattern', `${quote(input.slice(start, end))} is a range pattern (curl's URL globbing, a character class), not URI syntax: expand it into the URIs it stands for`, start, end, cite.context);
    case 'bracket':
      return mistake('bracket-placeholder', `${quote(input.slice(start, end))} is a placeholder of documentation: replace it, brackets and all, with the value it stands for`, start, end, cite.context);
  }
}

/**
 * The escape sequences of a string literal or JSON left in the text: a
 * backslash and a letter for a control character (`\n`), JSON's escaped
 * slash (`\/`), an escaped quote (`\"`), a `\uXXXX`.
 */
export function escapeSequence(e: UriSyntaxError<string>, cite: TextCitations): Diagnosis | null {
  if (e.found !== '\\') return null;
  const { input, offset } = e;
  const next = input[offset + 1];
  if (next === '/' && input.startsWith(':\\/\\/', offset - 1))
    return mistake('escape-sequence', 'JSON escapes "/" as "\\/" (as in "http:\\/\\/"): read the URI out of the JSON string, which unescapes it', offset, offset + 2, cite.context);
  if (next === '/') return mistake('escape-sequence', '"\\/" is JSON\'s escape of "/": read the URI out of the JSON string, which unescapes it', offset, offset + 2, cite.context);
  if (next === '"' || next === "'")
    return mistake('escaped-quote', `an escaped quote (\\${next}) of a string literal or JSON around the URI: the URI ends before it`, offset, input.length, cite.context);
  if (next !== undefined && 'ntr0'.includes(next))
    return mistake('escape-sequence', `"\\${next}" is the escape of a ${next === 't' ? 'tab' : next === '0' ? 'NUL' : 'line break'} in a string literal, left as two characters: the URI ends before it`, offset, offset + 2, cite.context);
  if (next === '$' || next === '`')
    return mistake('escape-sequence', `"\\${next}" is an escape of a JavaScript template literal, left in the text: the URL was taken from the code that builds it`, offset, offset + 2, cite.context);
  if ((next === 'f' || next === 'm') && /^\\[fm](?:\[[^\]\n]*\]|\(..|[A-Z0-9])/.test(input.slice(offset, offset + 24)))
    return mistake('escape-sequence', `"${input.slice(offset, offset + 3)}…" is a font or colour escape of a man page (roff), left in the text: the URI ends before it`, offset, input.length, cite.context);
  if (next === 'u' && /^\\u[0-9A-Fa-f]{4}/.test(input.slice(offset, offset + 6)))
    return mistake('escape-sequence', `"${input.slice(offset, offset + 6)}" is the escape of a character in a string literal or JSON, left as text: unescape the string first`, offset, offset + 6, cite.context);
  return null;
}

/**
 * Characters that look like ASCII or like nothing, which word processors, web
 * pages and wrong decoding put in a URI: typographic quotes and dashes, a
 * no-break space, invisible characters, U+FFFD, UTF-8 read as Latin-1, "…",
 * full-width forms; and line breaks.
 */
export function lookalike(e: UriSyntaxError<string>, cite: TextCitations): Diagnosis | null {
  const found = e.found;
  if (found === null) return null;
  const cp = found.codePointAt(0)!;
  // Of US-ASCII, only the line breaks are look-alikes (of the end of a line).
  if (cp < 0x80 && cp !== 0x0a && cp !== 0x0d) return null;
  const { input, offset } = e;
  const end = offset + found.length;
  if ('“”‘’„‚«»‹›'.includes(found))
    return mistake('typographic-quote', `a typographic quote (${charName(found)}) from a word processor or a web page: it is no part of the URI`, offset, end, cite.context);
  if (cp === 0xa0) return mistake('no-break-space', 'a no-break space (U+00A0, HTML &nbsp;) copied from a web page or a word processor: remove it, or write a space that belongs to the URI as %20', offset, end, cite.encoding);
  if (cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0xad || (cp === 0xfeff && offset > 0))
    return mistake('invisible-character', `an invisible ${cp === 0xad ? 'soft hyphen' : 'zero-width character'} (${charName(found)}), copied from a web page: remove it`, offset, end, cite.nonAscii);
  if (cp === 0xfeff) return mistake('invisible-character', 'a byte order mark (U+FEFF) before the URI, from the file it was read from: remove it', offset, end, cite.nonAscii);
  if (cp === 0xfffd)
    return mistake('replacement-character', 'U+FFFD stands for a character lost when the text was decoded in the wrong encoding: read the text in its own encoding, and percent-encode the character as UTF-8', offset, end, cite.nonAscii);
  // UTF-8 read as Latin-1 or Windows-1252: "Ã©" for "é".
  if ((cp === 0xc3 || cp === 0xc2 || cp === 0xe2) && offset + 1 < input.length) {
    const bytes = [...input.slice(offset, offset + (cp === 0xe2 ? 3 : 2))].map((c) => WINDOWS_1252[c] ?? c.codePointAt(0)!);
    const decoded = bytes.every((b) => b <= 0xff) ? new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(bytes)) : '';
    if (decoded.length === 1 && decoded !== '\ufffd')
      return mistake('mojibake', `${quote(input.slice(offset, offset + bytes.length))} is UTF-8 read as Latin-1 (mojibake) for "${decoded}": read the text as UTF-8, and percent-encode "${decoded}" as ${escapesOf(decoded)}`, offset, offset + bytes.length, cite.nonAscii);
  }
  if (cp === 0x2026) return mistake('ellipsis', 'an ellipsis (…): the URI was shortened for display, and the rest of it is lost; take the whole URI from its source', offset, end, cite.context);
  if (cp >= 0x2010 && cp <= 0x2015) return mistake('typographic-dash', `a typographic dash (${charName(found)}) where a hyphen "-" was meant, as word processors replace them`, offset, end, cite.nonAscii);
  if ((cp >= 0xff01 && cp <= 0xff5e) || cp === 0x3000) {
    const ascii = cp === 0x3000 ? ' ' : String.fromCharCode(cp - 0xfee0);
    return mistake('fullwidth-character', `a full-width ${charName(found)} where "${ascii}" was meant (an East Asian input method types them)`, offset, end, cite.nonAscii);
  }
  if (found === '\n' || (found === '\r' && offset < input.length - 1))
    return mistake('line-break', 'a line break inside the URI: it was wrapped across lines; join the lines', offset, end, cite.context);
  if (found === '\r') return mistake('carriage-return', 'a carriage return at the end: the line ending of a Windows (CRLF) file, no part of the URI', offset, end, cite.context);
  return null;
}

/** The bytes 0x80-0x9F of Windows-1252, which is what "Latin-1" means to most decoders. */
const WINDOWS_1252: Readonly<Record<string, number>> = Object.fromEntries(
  [...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((c, i) => [c, [0x80, 0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8a, 0x8b, 0x8c, 0x8e, 0x91, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99, 0x9a, 0x9b, 0x9c, 0x9e, 0x9f][i]!]),
);
