/**
 * uri-grammar/extract: URIs in running text, Markdown and code (RFC 3986
 * Appendix C, "Delimiting a URI in Context"): in angle brackets, in quotes of
 * every kind, in backticks, as a Markdown link's destination or an HTML
 * attribute's value, or bare, where the grammar says how far a URI goes and
 * the prose's trailing punctuation is trimmed; each says whether it stands in
 * Markdown code. `extract(text)` is a lazy iterator; `Extractor` takes the
 * text in pieces (a stream) and counts lines and columns.
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-C
 */
import { VALIDATOR as RFC3986_DFAS } from '../../generated/rfc3986.validator.js';
import { VALIDATOR as RFC3987_DFAS } from '../../generated/rfc3987.validator.js';
import { createValidator, type Validator } from '../core/dfa.js';
import { validator as rfc3986Validator } from '../grammars/rfc3986/validator.js';
import { defineHints, type Diagnoses, type Hints } from '../core/errors.js';
import { hint as rfc3986Hints } from '../grammars/rfc3986/hints.js';
import { hint as rfc3987Hints } from '../grammars/rfc3987/hints.js';
import { diagnose as rfc3986Diagnoses } from '../grammars/rfc3986/diagnoses.js';
import { diagnose as rfc3987Diagnoses } from '../grammars/rfc3987/diagnoses.js';
import { work } from './longest-match.js';
import { Scanner, type ScanGrammar } from './scanner.js';
import type { ExtractGrammar, ExtractOptions, Extracted, PositionedExtracted } from './types.js';

export { BARE_SCHEMES, MAX_DELIMITED } from './scanner.js';
export type { Context, Delimiter, ExtractGrammar, ExtractOptions, Extracted, PositionedExtracted, SchemeSelection } from './types.js';
export { REGISTERED_SCHEMES } from './schemes.js';
export { HISTORICAL_SCHEMES, IANA_REGISTRY_DATE, IANA_REGISTRY_SOURCE, PERMANENT_SCHEMES, PROVISIONAL_SCHEMES } from './iana-schemes.js';

let rfc3987Validator: Validator | undefined;

/** The rule of a whole URI in each grammar, and its DFAs. */
const GRAMMARS: Readonly<Record<ExtractGrammar, ScanGrammar>> = {
  rfc3986: { name: 'rfc3986', dfas: RFC3986_DFAS, rule: 'URI', validator: () => rfc3986Validator },
  rfc3987: { name: 'rfc3987', dfas: RFC3987_DFAS, rule: 'IRI', validator: () => (rfc3987Validator ??= createValidator(RFC3987_DFAS)) },
};

/** The rule a whole URI of `grammar` matches, as the extractor checks a candidate: `URI` (RFC 3986 §3), `IRI` (RFC 3987 §2.2). */
export function uriRule(grammar: ExtractGrammar): string {
  if (!Object.hasOwn(GRAMMARS, grammar)) throw new TypeError(`grammar must be one of ${Object.keys(GRAMMARS).join(', ')}, not ${String(grammar)}`);
  return GRAMMARS[grammar].rule;
}

/** The hints and diagnoses of the errors of each grammar, for `format()` of an invalid candidate's error. */
const HINTS: Readonly<Record<ExtractGrammar, Hints>> = { rfc3986: rfc3986Hints, rfc3987: rfc3987Hints };
const DIAGNOSES: Readonly<Record<ExtractGrammar, Diagnoses>> = { rfc3986: rfc3986Diagnoses, rfc3987: rfc3987Diagnoses };

function scanner(options: ExtractOptions): Scanner {
  const name = options.grammar ?? 'rfc3986';
  if (!Object.hasOwn(GRAMMARS, name)) throw new TypeError(`grammar must be one of ${Object.keys(GRAMMARS).join(', ')}, not ${String(name)}`);
  defineHints(GRAMMARS[name].name, HINTS[name], DIAGNOSES[name]);
  return new Scanner(GRAMMARS[name], options);
}

/**
 * Every URI in `text`, in order, lazily (RFC 3986 Appendix C): those in angle
 * brackets (`<http://x/>`, `<URL:http://x/>`, whitespace inside removed), in
 * quotes (`"…"`, `'…'`, `“…”`, `«…»`, `「…」`, ...), in backticks, in a
 * Markdown link's destination or an HTML attribute (`delimiter`), and bare
 * ones (a scheme of `options.schemes` and ":", then the longest valid URI,
 * trimmed of the punctuation that prose adds); each with its `context`, in
 * Markdown code or in prose. One scan, linear in the length of the text.
 *
 * @example [...extract('see <http://example.com/a>, or http://example.com/b.')].map((u) => u.uri) // ['http://example.com/a', 'http://example.com/b']
 * @throws {TypeError} when `text` is not a string or an option is not one of its values.
 */
export function* extract(text: string, options: ExtractOptions = {}): Generator<Extracted, void, undefined> {
  if (typeof text !== 'string') throw new TypeError(`text must be a string, not ${text === null ? 'null' : typeof text}`);
  const scan = scanner(options);
  let from = 0;
  for (let found = scan.find(text, 0, true); found !== null; found = scan.find(text, from, true)) {
    from = scan.next;
    yield found;
  }
}

/**
 * `extract` over a text that comes in pieces (a file or a stream read chunk
 * by chunk): `push` each piece, then `end`. Each returns the URIs it could
 * decide, with offsets into the whole text and the line and column where
 * they begin. It holds only the text from the start of a URI it cannot decide
 * yet, so memory is bounded by the longest URI (and `maxDelimited`), not by
 * the text.
 */
export class Extractor {
  private readonly scan: Scanner;
  /** The text not yet decided, from `base` in the whole text on (with one character before it, for the scan's word boundary). */
  private buffer = '';
  private base = 0;
  /** Where the scan goes on in `buffer`. */
  private from = 0;
  /** Line and column of `at` (an offset into the whole text). */
  private at = 0;
  private line = 1;
  private column = 1;
  /** The code unit before `at`. */
  private previous = 0;
  /** `push` scans again once the buffer is this long: a URI that spans many pieces is not scanned again for each. */
  private waitFor = 0;
  private ended = false;

  /** @throws {TypeError} when an option is not one of its values. */
  constructor(options: ExtractOptions = {}) {
    this.scan = scanner(options);
  }

  /** Adds the next piece of the text; returns the URIs that end before what is still undecided. */
  push(chunk: string): PositionedExtracted[] {
    if (this.ended) throw new Error('push after end');
    if (typeof chunk !== 'string') throw new TypeError(`chunk must be a string, not ${chunk === null ? 'null' : typeof chunk}`);
    this.buffer += chunk;
    return this.buffer.length < this.waitFor ? [] : this.run(false);
  }

  /** Ends the text; returns the URIs still undecided. */
  end(): PositionedExtracted[] {
    if (this.ended) return [];
    this.ended = true;
    return this.run(true);
  }

  private run(final: boolean): PositionedExtracted[] {
    const out: PositionedExtracted[] = [];
    const { scan } = this;
    for (let found = scan.find(this.buffer, this.from, final); found !== null; found = scan.find(this.buffer, this.from, final)) {
      this.from = scan.next;
      this.advance(this.base + found.start);
      const { uri, delimiter, valid, error, hyphens, context } = found;
      out.push({ uri, start: this.base + found.start, end: this.base + found.end, delimiter, valid, error, hyphens, context, line: this.line, column: this.column });
    }
    // Keep the undecided text (and the character before it), counting the lines of what is dropped.
    const keep = Math.max(0, scan.resume - 1);
    this.advance(this.base + keep);
    this.buffer = this.buffer.slice(keep);
    this.base += keep;
    scan.shift(keep);
    this.from = scan.resume - keep;
    this.waitFor = 2 * this.buffer.length;
    return out;
  }

  /**
   * Moves line and column to `to` (an offset into the whole text, at least
   * `at`, inside the buffer), reading only the text between: a search for
   * line breaks that went on past `to` (or back before `at`) would read a
   * long line again for each URI on it.
   */
  private advance(to: number): void {
    const text = this.buffer;
    let i = this.at - this.base;
    const end = to - this.base;
    if (end <= i) return;
    work.units += end - i;
    let { line, column, previous } = this;
    // Lines end at LF; columns count code points: the low surrogate of a pair is not a character of its own.
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 0x0a) {
        line++;
        column = 1;
      } else if (c < 0xdc00 || c > 0xdfff || previous < 0xd800 || previous > 0xdbff) column++;
      previous = c;
    }
    this.line = line;
    this.column = column;
    this.previous = previous;
    this.at = to;
  }
}
