/**
 * The mapping between IRIs and URIs: RFC 3987 §3.1 "Mapping of IRIs to URIs"
 * (`toURI`) and §3.2 "Converting URIs to IRIs" (`toIRI`), with §2.2 (which
 * characters an IRI allows where) and §4.1 (bidirectional formatting
 * characters). https://www.rfc-editor.org/rfc/rfc3987#section-3
 *
 * Open points of the RFC, decided here (each pinned by a case in
 * `test/vectors/iri-mapping.json` or a property in `test/unit/iri-mapping.test.ts`):
 *
 * - §3.1 step 1: a JavaScript string is "a Unicode-based character encoding"
 *   (UTF-16), so variant c applies: the IRI is not normalized to NFC (§5.3.2.2).
 *
 * - §3.1 step 2 maps "each character in 'ucschar' or 'iprivate'". In a valid
 *   IRI-reference these are exactly its non-ASCII characters, so every
 *   non-ASCII code point becomes its UTF-8 octets as `%HH` with uppercase hex
 *   (the SHOULD of step 2.2); ASCII, existing percent-encodings included, is
 *   never touched. The bidi formatting characters are `ucschar`, so an IRI
 *   that contains them (against §4.1's MUST NOT) still matches the grammar:
 *   it is mapped like any other, and `toIRI` leaves them encoded.
 *
 * - §3.1's MAY for the printable US-ASCII characters not allowed in URIs
 *   ("<", ">", '"', space, ...): not taken. The input must match
 *   IRI-reference, so such a character is a `UriSyntaxError` (the RFC's
 *   "the conversion SHOULD fail").
 *
 * - §3.1's MAY for ireg-name ("the ToASCII operation ... on each
 *   dot-separated label"): the option `host: 'idna'`; see `hostToASCII`
 *   (src/encoding/idna.ts).
 *
 * - §3.2 step 2 decodes every percent-encoding "except those corresponding to
 *   '%', characters in 'reserved', and characters in US-ASCII not allowed in
 *   URIs". The US-ASCII characters left are exactly `unreserved`, so `%41`
 *   becomes "A", `%7e` "~" and `%2E%2E` ".." (RFC 3986 §2.3 and §6.2.2.2 call
 *   these equivalent); §3.2's first paragraph expects it ("except ... for
 *   potential percent-encoded unreserved characters"). The encodings kept by
 *   step 2 stay as written, lowercase hex included.
 *
 * - §3.2 steps 3 and 4 "re-percent-encode": the new encodings use uppercase
 *   hex, as in the third example of §3.2.1 (`%e2%80%ae` becomes `%E2%80%AE`).
 *   "Strictly legal UTF-8" is RFC 3629 §4: no overlong form, no surrogate
 *   (`%ED%A0%80`), nothing above U+10FFFF, no truncated sequence.
 *
 * - §3.2 step 4, "not appropriate according to sections 2.2, 4.1, and 6.1":
 *   §2.2 is applied by component (a character that is not `ucschar` stays
 *   encoded, and `iprivate` is decoded in the query only, the one component
 *   whose rule allows it), and §4.1 everywhere: the seven characters it names,
 *   LRM U+200E, RLM U+200F, LRE U+202A, RLE U+202B, PDF U+202C, LRO U+202D and
 *   RLO U+202E, stay encoded, and so do the bidi formatting characters Unicode
 *   added after the RFC, the isolates LRI U+2066, RLI U+2067, FSI U+2068, PDI
 *   U+2069 and ALM U+061C (Unicode 6.3, 2013): see `isBidiFormatting`. §6.1
 *   (b), look-alike characters, is advice for creating IRIs ("results may
 *   vary"): not applied. So U+FFFD, U+FFFE, U+FDD0 and the C1 controls, which
 *   are not `ucschar`, stay encoded.
 *
 * - §3.2.1's MAY (A-labels to Unicode by ToUnicode): not done; `toIRI` knows
 *   no scheme, and "xn--" labels are kept as written.
 *
 * - Idempotence of `toIRI`: its input must be a URI, so `toIRI(toIRI(u))`
 *   throws whenever `toIRI(u)` decoded a non-ASCII character. It holds when
 *   `toIRI(u)` is all ASCII, and in general `toIRI(toURI(toIRI(u))) ===
 *   toIRI(u)`: the octets after step 2 are the same the second time, and steps
 *   3 and 4 depend on nothing else. `toURI` is idempotent and the identity on
 *   URIs, as §3.1 says.
 */
import { check, isValid, parse } from './api.js';
import { parse as parseURI } from '../rfc3986/parse.js';
import { has, unreserved, type CharSet } from '../../core/charsets.js';
import { decodeOctets, encodeOctets, PCT } from '../../encoding/percent-encoding.js';
import { utf8CodePointAt, utf8Length } from '../../encoding/utf8.js';
import { hostToASCII } from '../../encoding/idna.js';
import { encodedDotSegment } from '../../passes/remove-dot-segments.js';
import { passWork } from '../../passes/pass-work.js';

export { IDNA_ERROR, IdnaError } from '../../encoding/idna.js';

/** Options of `toURI`. */
export interface ToURIOptions {
  /**
   * `'keep'` (the default): the host is mapped like the rest of the IRI, its
   * non-ASCII characters percent-encoded (§3.1 step 2). `'idna'`: a
   * registered name (ireg-name) with a non-ASCII character is converted label
   * by label to IDNA A-labels ("xn--", RFC 3492 Punycode) first, as §3.1
   * allows for schemes that use domain names; an `IdnaError` when it cannot be.
   */
  host?: 'keep' | 'idna';
}

// ----- RFC 3987 §3.1 Mapping of IRIs to URIs -----

/** Every US-ASCII character: §3.1 step 2 leaves them all as they are. */
const ASCII: CharSet = new Uint8Array(128).fill(1);

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * Maps an IRI-reference to the URI-reference it stands for (RFC 3987 §3.1).
 * The result is always a valid RFC 3986 URI-reference.
 *
 * @throws {UriSyntaxError} (grammar `'rfc3987'`) when `iri` is not an IRI-reference (a lone surrogate included).
 * @throws {IdnaError} with `{ host: 'idna' }`, when the registered name cannot be converted to A-labels.
 * @throws {TypeError} on an unknown `options.host`.
 * @example toURI('http://www.example.org/Dürst') // 'http://www.example.org/D%C3%BCrst'
 * @example toURI('http://résumé.example.org', { host: 'idna' }) // 'http://xn--rsum-bpad.example.org'
 */
export function toURI(iri: string, options: ToURIOptions = {}): string {
  const hostMode = options.host ?? 'keep';
  if (hostMode !== 'keep' && hostMode !== 'idna') {
    throw new TypeError(`options.host must be 'keep' or 'idna', not ${JSON.stringify(hostMode)}`);
  }
  // The input is an IRI-reference (§2.2), or the grammar's error says where it stops being one.
  const error = check(iri);
  if (error !== null) throw error;
  // Step 1, variant c: the IRI is already a sequence of UCS characters (UTF-16): not normalized.
  let text = iri;
  // The MAY of §3.1, "before step 2 above": ireg-name by ToASCII, label by label.
  if (hostMode === 'idna') {
    const host = parse(iri).authority?.host;
    if (host !== undefined && host.type === 'ireg-name' && NON_ASCII.test(host.text)) {
      passWork.units += 1 + host.text.length; // its labels, each visited once
      text = iri.slice(0, host.start) + hostToASCII(host.text) + iri.slice(host.end);
    }
  }
  // Step 2: for each character in 'ucschar' or 'iprivate' (every non-ASCII one of a valid IRI):
  // 2.1 its UTF-8 octets, 2.2 each octet as %HH in uppercase, 2.3 in place of the character.
  passWork.units += 1 + text.length;
  return encodeOctets(text, ASCII, false, (i) => {
    throw new Error(`unreachable: a lone surrogate at offset ${i} of a valid IRI`);
  });
}

// ----- RFC 3987 §3.2 Converting URIs to IRIs -----

const PERCENT = 0x25;

/**
 * Converts a URI-reference to an IRI-reference (RFC 3987 §3.2), decoding every
 * percent-encoding that can be decoded, but in a path segment that would
 * decode to "." or ".." (a dot segment, which resolution removes and the
 * encoded segment is not: RFC 3986 §5.2.4). The result is always a valid RFC 3987
 * IRI-reference, and `toURI` maps it back to `uri` up to the case of the
 * percent-encodings and percent-encoded unreserved characters (§3.2).
 *
 * @throws {UriSyntaxError} (grammar `'rfc3986'`) when `uri` is not a URI-reference.
 * @example toIRI('http://www.example.org/D%C3%BCrst') // 'http://www.example.org/Dürst'
 * @example toIRI('http://www.example.org/D%FCrst') // 'http://www.example.org/D%FCrst'
 */
export function toIRI(uri: string): string {
  // The input is a URI-reference (RFC 3986 §4.1), or parse throws the error that check gives.
  // iprivate is allowed in the query only (§2.2); a path segment must not become a dot segment.
  const { query, path } = parseURI(uri);
  // Step 1: a URI is US-ASCII, so its characters are its octets. Steps 2 to 5 change only
  // runs of pct-encoded: every other octet is ASCII, which is never part of a multi-octet
  // UTF-8 sequence, so a run is converted on its own.
  let out = '';
  let done = 0;
  const segments = new SegmentCursor(uri, path);
  for (let i = uri.indexOf('%'); i >= 0; i = uri.indexOf('%', i)) {
    let end = i;
    while (uri.charCodeAt(end) === PERCENT) end += 3;
    const inQuery = query !== null && i >= query.start && i < query.end;
    const keep = i >= path.start && i < path.end && segments.isEncodedDotSegment(i);
    out += uri.slice(done, i) + (keep ? uri.slice(i, end) : convertRun(uri.slice(i, end), inQuery));
    done = i = end;
  }
  return out + uri.slice(done);
}

/**
 * The path segments of a URI, visited from left to right: each call asks
 * about an offset at or after the previous one, so the "/" that bound the
 * segments are searched once over the whole path (linear in it, however many
 * pct-encoded runs one segment holds).
 */
class SegmentCursor {
  /** Where the segment of the last offset asked about begins. */
  private start: number;
  /** The "/" that ends that segment, or the end of the path; -1 before the first search. */
  private end = -1;

  constructor(
    private readonly uri: string,
    private readonly path: { readonly start: number; readonly end: number },
  ) {
    this.start = path.start;
  }

  /**
   * True when the path segment around offset `i` would decode to "." or ".."
   * (`encodedDotSegment`): decoded, it would be a dot segment, which
   * remove_dot_segments (RFC 3986 §5.2.4) removes and the encoded one is not,
   * so the IRI would resolve elsewhere; it keeps its encoding, as normalize()
   * keeps it (`a/%2E%2E/b` is not `a/../b`).
   */
  isEncodedDotSegment(i: number): boolean {
    const { uri, path } = this;
    if (this.end < 0) this.end = this.slashFrom(path.start);
    while (this.end < i) {
      this.start = this.end + 1;
      this.end = this.slashFrom(this.start);
    }
    // encodedDotSegment looks at 6 code units at most ("%2E%2E"): a longer segment is no dot segment.
    return this.end - this.start <= 6 && encodedDotSegment(uri.slice(this.start, this.end)) !== null;
  }

  /** The first "/" of the path at or after `from`, or the end of the path. */
  private slashFrom(from: number): number {
    const slash = this.uri.indexOf('/', from);
    const end = slash < 0 || slash > this.path.end ? this.path.end : slash;
    passWork.units += 1 + end - from;
    return end;
  }
}

/** Steps 2 to 5 of §3.2 on a run of pct-encoded (`%XX%XX...`), in the query or not. */
function convertRun(run: string, inQuery: boolean): string {
  passWork.units += 1 + run.length;
  const decoded = decodeOctets(run, false);
  if (decoded === null) throw new Error(`unreachable: malformed pct-encoded in a valid URI: ${run}`);
  const octets = decoded.slice();
  let out = '';
  for (let k = 0; k < octets.length; ) {
    const b = octets[k];
    // Step 2: "%" followed by two hexadecimal digits to its octet, except those corresponding
    // to "%", characters in "reserved", and characters in US-ASCII not allowed in URIs: of
    // US-ASCII, that leaves "unreserved". The others stay as written.
    if (b < 0x80) {
      out += has(unreserved, b) ? String.fromCharCode(b) : run.slice(3 * k, 3 * k + 3);
      k++;
      continue;
    }
    // Step 3: re-percent-encode an octet that is not part of a strictly legal UTF-8 sequence
    // (RFC 3629 §4: no overlong form, no surrogate, nothing above U+10FFFF).
    const cp = utf8CodePointAt(octets, k);
    if (cp < 0) {
      out += PCT[b];
      k++;
      continue;
    }
    // Step 4: re-percent-encode the octets of a character not appropriate where it stands
    // (§2.2, §4.1). Step 5: read the rest as UTF-8, the character itself.
    const length = utf8Length(cp);
    const char = String.fromCodePoint(cp);
    out += appropriate(char, inQuery) ? char : Array.from(octets.subarray(k, k + length), (o) => PCT[o]).join('');
    k += length;
  }
  return out;
}

/**
 * §4.1: "IRIs MUST NOT contain bidirectional formatting characters (LRM, RLM,
 * LRE, RLE, LRO, RLO, and PDF)", U+200E, U+200F and U+202A to U+202E: in 2005
 * (Unicode 4), every character of the Bidi_Control property. Unicode 6.3
 * (2013) added the isolates LRI, RLI, FSI and PDI (U+2066 to U+2069) and ALM
 * (U+061C) to that property. The RFC's reason holds for them word for word:
 * "They affect the visual rendering of the IRI but do not appear themselves.
 * It would therefore not be possible to input an IRI with such characters
 * correctly." So the list is read as the RFC's name for the class, and this is
 * Bidi_Control as Unicode has it now, the isolates and ALM included (a test
 * holds it to `\p{Bidi_Control}`).
 */
export function isBidiFormatting(cp: number): boolean {
  return cp === 0x061c || cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
}

/**
 * True when the non-ASCII `char` may stand decoded in an IRI (§3.2 step 4):
 * a `ucschar`, or an `iprivate` in the query (§2.2, by the grammar's own
 * rules), and no bidi formatting character (§4.1).
 */
function appropriate(char: string, inQuery: boolean): boolean {
  if (isBidiFormatting(char.codePointAt(0)!)) return false;
  return isValid(char, 'ucschar') || (inQuery && isValid(char, 'iprivate'));
}
