/**
 * Which `word:` of a text begins a URI (RFC 3986 §3.1 allows `Note:` and
 * `FILE:` as schemes; prose and compiler output are full of them). A scheme
 * counts when it is selected (`ExtractOptions.schemes`):
 *
 * - `'plausible'` (the default): a scheme of the IANA registry
 *   (./iana-schemes.ts), or an unregistered one that has the shape of a
 *   private scheme: in lower case and followed by `//` (an authority, as an
 *   application's own `myapp://open` has), or a reverse domain name followed
 *   by `:/` (`com.example.app:/callback`, RFC 8252 §7.1, RFC 7595 §3.8);
 * - `'registered'`: a scheme of the IANA registry only;
 * - a list: those schemes only;
 * - `'any'`: every scheme of RFC 3986 §3.1.
 *
 * Schemes are case-insensitive (RFC 3986 §3.1), but the case a text writes a
 * word in says whether it is one: a word with no lower-case letter (`FILE`,
 * `NOTE`, `TODO`, `HTTP`, `URN`) followed by ":" is a label of prose or of a
 * tool's output (`FILE:LINE:COLUMN`, `NOTE: ...`, `HTTP: the protocol`), and
 * is a scheme only when `//` follows the colon (`HTTP://EXAMPLE.COM/`). Only
 * `'any'` lifts this rule.
 */
import { HISTORICAL_SCHEMES, PERMANENT_SCHEMES, PROVISIONAL_SCHEMES } from './iana-schemes.js';

/** What `ExtractOptions.schemes` takes: see above. */
export type SchemeSelection = 'plausible' | 'registered' | 'any' | readonly string[];

/** Every scheme of the IANA registry, permanent, provisional and historical, in lower case. */
export const REGISTERED_SCHEMES: ReadonlySet<string> = new Set([...PERMANENT_SCHEMES, ...PROVISIONAL_SCHEMES, ...HISTORICAL_SCHEMES]);

const SLASH = 0x2f;
const DOT = 0x2e;

/** True when `c` is an upper-case or a lower-case US-ASCII letter, respectively. */
const isUpper = (c: number): boolean => c >= 0x41 && c <= 0x5a;
const isLower = (c: number): boolean => c >= 0x61 && c <= 0x7a;

/** The schemes a scan accepts, from `ExtractOptions.schemes`. */
export class SchemePolicy {
  private readonly mode: 'plausible' | 'registered' | 'any' | 'list';
  private readonly list: ReadonlySet<string> | null;

  /** @throws {TypeError} when `selection` is none of the values above. */
  constructor(selection: SchemeSelection | undefined) {
    const s = selection ?? 'plausible';
    if (s === 'plausible' || s === 'registered' || s === 'any') {
      this.mode = s;
      this.list = null;
    } else if (Array.isArray(s) && s.every((x) => typeof x === 'string')) {
      this.mode = 'list';
      this.list = new Set(s.map((x) => x.toLowerCase()));
    } else throw new TypeError(`schemes must be 'plausible', 'registered', 'any' or an array of scheme names`);
  }

  /**
   * True when `text.slice(start, colon)`, a scheme by RFC 3986 §3.1 followed
   * by ":" at `colon`, begins a URI under this policy.
   */
  accepts(text: string, start: number, colon: number): boolean {
    if (this.mode === 'any') return true;
    const written = text.slice(start, colon);
    // Most schemes of a text are written in lower case, as registered (or listed): one look-up.
    if (this.mode === 'list' ? this.list!.has(written) : REGISTERED_SCHEMES.has(written)) return true;
    let lower = false;
    let upper = false;
    let dots = 0;
    for (let i = start; i < colon; i++) {
      const c = text.charCodeAt(i);
      if (isLower(c)) lower = true;
      else if (isUpper(c)) upper = true;
      else if (c === DOT) dots++;
    }
    const slashes = text.charCodeAt(colon + 1) === SLASH && text.charCodeAt(colon + 2) === SLASH;
    // A word in capitals and ":" is a label (`FILE:LINE`, `NOTE:`), unless an authority follows.
    if (!lower && !slashes) return false;
    const name = upper ? written.toLowerCase() : written;
    if (this.mode === 'list') return this.list!.has(name);
    if (REGISTERED_SCHEMES.has(name)) return true;
    if (this.mode === 'registered' || upper) return false;
    // Plausible: a private scheme with an authority, or a reverse domain name before ":/" (RFC 8252 §7.1).
    return slashes || (dots > 0 && text.charCodeAt(colon + 1) === SLASH && text.charCodeAt(start) !== DOT && text.charCodeAt(colon - 1) !== DOT);
  }
}
