/**
 * The mapping between IRIs and URIs: RFC 3987 §3.1 "Mapping of IRIs to URIs"
 * (`toURI`) and §3.2 "Converting URIs to IRIs" (`toIRI`), with §2.2 (which
 * characters an IRI allows where) and §4.1 (bidirectional formatting
 * characters). https://www.rfc-editor.org/rfc/rfc3987#section-3
 *
 * Open points of the RFC, decided here (each pinned by a case in
 * `test/vectors/iri-mapping.json` or a property in `test/iri-mapping.test.ts`):
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
 *   dot-separated label"): the option `host: 'idna'`; see `hostToASCII`.
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
import { punycodeDecode, punycodeEncode, unicodeLabel } from '../../encoding/punycode.js';
import { ERROR_BRAND, UriGrammarError } from '../../core/error-base.js';
import { encodedDotSegment } from '../../passes/remove-dot-segments.js';
import { passWork } from '../../passes/pass-work.js';

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

/** The stable `code` of every IdnaError. */
export const IDNA_ERROR = 'ERR_IDNA';

/**
 * Thrown by `toURI` with `{ host: 'idna' }` when the registered name cannot
 * be converted to A-labels (RFC 3987 §3.1: "The ToASCII operation may fail,
 * but this would mean that the IRI cannot be resolved"). There is no silent
 * fallback to percent-encoding: use `host: 'keep'` for that.
 */
export class IdnaError extends UriGrammarError {
  override readonly name = 'IdnaError';
  readonly code = IDNA_ERROR;
  /** The host as written in the IRI. */
  readonly host: string;
  /** The label that cannot be converted (after the mapping of RFC 5895 §2), or the host itself. */
  readonly label: string;

  /** Its brand across copies of this package (src/core/error-base.ts). */
  static override readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.IdnaError');

  constructor(host: string, label: string, reason: string) {
    super(`Cannot convert the host ${JSON.stringify(host)} to IDNA A-labels (RFC 3987 §3.1): the label ${JSON.stringify(label)} ${reason}`);
    this.host = host;
    this.label = label;
  }
}

// ----- RFC 3987 §3.1 Mapping of IRIs to URIs -----

/** Every US-ASCII character: §3.1 step 2 leaves them all as they are. */
const ASCII: CharSet = new Uint8Array(128).fill(1);

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

// ----- RFC 3987 §3.1, the MAY for ireg-name: ToASCII label by label -----

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * The registered name `host` with each label that has a non-ASCII character
 * replaced by its A-label, or an `IdnaError`. The RFC names ToASCII of IDNA2003
 * (RFC 3490 §4.1, with UseSTD3ASCIIRules), whose Nameprep tables (Unicode 3.2)
 * are not here; this is IDNA2008 (RFC 5890-5895), its successor, as far as it
 * can be decided without tables beyond JavaScript's own Unicode data. So it is
 * stricter than UTS #46, never looser: a label it cannot decide is an error,
 * not a guess (test/idna-differential.test.ts holds it to tr46, with the known
 * differences, each explained, in test/idna-differential-known.json).
 *
 * 1. Labels are separated by U+002E, U+3002, U+FF0E and U+FF61 (RFC 3490
 *    §3.1), and joined with U+002E (§3.1 of RFC 3987). A host of ASCII
 *    characters only is not converted nor checked at all: it is already a URI
 *    host, and the mapping is the identity on URIs (§3.1).
 * 2. A label with a non-ASCII character is mapped as RFC 5895 §2 says: to
 *    lowercase, fullwidth and halfwidth forms to their decompositions, NFC
 *    (see `mapLabel`, and its reading of the final sigma).
 * 3. Every label that comes out of the mapping is checked, whether the mapping
 *    changed it, made it ASCII (`ｘｎ--ls8h` becomes `xn--ls8h`) or found it
 *    ASCII (UseSTD3ASCIIRules, RFC 3490 §4.1 step 3; RFC 5891 §4.2.3, §5.4):
 *    1 to 63 characters, ASCII only letters, digits and "-" (so no "%" and no
 *    sub-delims), no "-" first or last, and no "--" in its 3rd and 4th
 *    positions unless it is an A-label: such labels are reserved (R-LDH,
 *    RFC 5890 §2.3.1). A label that begins with "xn--" in any case (an
 *    XN-label) must be an A-label, see `aLabelProblem`. A label with a
 *    non-ASCII character is a U-label, see `uLabelProblem`. Only the last
 *    label may be empty (the root, "example.org.").
 * 4. When a label has a right-to-left character, the Bidi Rule (RFC 5893 §2)
 *    is checked on every label (A-labels decoded); a character whose bidi
 *    class cannot be told from its general category and code block is an
 *    error there.
 * 5. The A-label is "xn--" and the Punycode of the label (RFC 3492 §6.3), at
 *    most 63 characters, and decodes back to the label with the project's
 *    decoder (`src/lint/punycode.ts`).
 *
 * All-ASCII labels that pass (A-labels included) are kept as written.
 */
export function hostToASCII(host: string): string {
  const labels = host.split(/[.\u3002\uFF0E\uFF61]/);
  const out: string[] = [];
  for (let n = 0; n < labels.length; n++) {
    const written = labels[n];
    passWork.units += 1 + written.length;
    const label = NON_ASCII.test(written) ? mapLabel(written) : written;
    const fail = (reason: string): never => {
      throw new IdnaError(host, label, reason);
    };
    if (label === '') {
      if (n === labels.length - 1 && n > 0) {
        out.push('');
        continue;
      }
      fail('is empty (RFC 3490 §4.1 step 8; only the last label, the root, may be)');
    }
    const bad = /[\x00-\x2c\x2e-\x2f\x3a-\x40\x5b-\x60\x7b-\x7f]/.exec(label);
    if (bad !== null) fail(`has ${JSON.stringify(bad[0])}: ASCII in a label is letters, digits and "-" only (UseSTD3ASCIIRules, RFC 3490 §4.1 step 3)`);
    if (label.startsWith('-') || label.endsWith('-')) fail('begins or ends with "-" (RFC 3490 §4.1 step 3, RFC 5891 §4.2.3.1)');
    const problem = NON_ASCII.test(label) ? uLabelProblem(label) : XN_PREFIX.test(label) ? aLabelProblem(label) : ldhLabelProblem(label);
    if (problem !== null) fail(problem);
    out.push(label);
  }
  checkBidiRule(host, out);
  return out
    .map((label) => {
      if (!NON_ASCII.test(label)) return label;
      const aLabel = 'xn--' + punycodeEncode(label);
      if (aLabel.length > 63) throw new IdnaError(host, label, `gives the A-label ${aLabel}, longer than 63 characters (RFC 3490 §4.1 step 8)`);
      if (punycodeDecode(aLabel.slice(4)) !== label) throw new Error(`unreachable: ${aLabel} does not decode to ${label}`);
      return aLabel;
    })
    .join('.');
}

/** The ACE prefix of an XN-label, in any case (RFC 5890 §2.3.1). */
const XN_PREFIX = /^xn--/i;

/**
 * Why an all-ASCII label that is no XN-label, already checked by
 * UseSTD3ASCIIRules, may not stand in the host, or null: it is too long, or
 * it has "--" in its 3rd and 4th positions, which makes it a reserved LDH
 * label (R-LDH, RFC 5890 §2.3.1; RFC 5891 §4.2.3.1 and §5.4 refuse the same
 * hyphens in a U-label), such as `ab--c` from `ａｂ--ｃ`.
 */
function ldhLabelProblem(label: string): string | null {
  if (label.length > 63) return 'is longer than 63 characters (RFC 3490 §4.1 step 8)';
  if (label[2] === '-' && label[3] === '-') return 'has "--" in its third and fourth positions: a reserved LDH label (R-LDH), which only an A-label ("xn--") may be (RFC 5890 §2.3.1, RFC 5891 §4.2.3.1)';
  return null;
}

/**
 * Why an XN-label (`xn--`, in any case) is no A-label, or null (RFC 5890
 * §2.3.2.1; RFC 5891 §5.3, §5.4): in lowercase, its Punycode must decode
 * (RFC 3492 §6.2) to a label with a non-ASCII character that is a valid
 * U-label (`uLabelProblem`, the same rules as a U-label written as such), and
 * that U-label must give back the same A-label. So `xn--ls8h` (U+1F4A9,
 * DISALLOWED) is refused as `💩` is, and `xn--zz` (no valid Punycode) too.
 */
function aLabelProblem(label: string): string | null {
  if (label.length > 63) return 'is longer than 63 characters (RFC 3490 §4.1 step 8)';
  const lower = label.toLowerCase();
  const uLabel = punycodeDecode(lower.slice(4));
  if (uLabel === null) return 'begins with "xn--" but its Punycode does not decode (RFC 3492 §6.2): a fake A-label (RFC 5890 §2.3.1)';
  if (!NON_ASCII.test(uLabel)) return `begins with "xn--" but decodes to ${JSON.stringify(uLabel)}, with no non-ASCII character: no A-label (RFC 5890 §2.3.2.1)`;
  const problem = uLabelProblem(uLabel);
  if (problem !== null) return `is the A-label of ${JSON.stringify(uLabel)}, no valid U-label (RFC 5891 §5.4): it ${problem}`;
  if (mapLabel(uLabel) !== uLabel) return `is the A-label of ${JSON.stringify(uLabel)}, which is not in the form the mapping gives (lowercase, NFC; RFC 5891 §5.4)`;
  if ('xn--' + punycodeEncode(uLabel) !== lower) return `decodes to ${JSON.stringify(uLabel)}, whose A-label is not this one (RFC 5891 §5.3)`;
  return null;
}

/**
 * Why a label with a non-ASCII character (after the mapping, or decoded from
 * an A-label) is no valid U-label, or null (RFC 5891 §4.2.3, §5.4): no "-"
 * first or last, no "--" in its 3rd and 4th positions, no combining mark
 * first, short enough for an A-label, and each code point PVALID or a
 * CONTEXTO whose rule holds (RFC 5892, see `codePointProblem`).
 */
function uLabelProblem(label: string): string | null {
  const chars = Array.from(label);
  if (label.startsWith('-') || label.endsWith('-')) return 'begins or ends with "-" (RFC 5891 §4.2.3.1)';
  if (chars[2] === '-' && chars[3] === '-') return 'has "--" in its third and fourth positions (RFC 5891 §4.2.3.1)';
  if (/^\p{M}/u.test(label)) return 'begins with a combining mark (RFC 5891 §4.2.3.2)';
  if (chars.length > 59) return 'is too long for an A-label of at most 63 characters (RFC 5890 §2.3.2.1)';
  for (let i = 0; i < chars.length; i++) {
    const problem = codePointProblem(chars, i);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * RFC 5895 §2, the mapping for a label as a user wrote it: (1) uppercase to
 * lowercase, (2) fullwidth and halfwidth characters to their decomposition
 * mappings, (3) nothing else, (4) NFC. (Step 5, the full stops, is the split
 * of `hostToASCII`.)
 *
 * Step 1 maps each character on its own, as UTS #46 (§5, IdnaMappingTable)
 * and IDNA2003 (Nameprep's case folding, RFC 3491 §3.2) do: U+03A3 GREEK
 * CAPITAL LETTER SIGMA becomes U+03C3 σ wherever it stands. JavaScript's
 * toLowerCase would apply the Final_Sigma rule of Unicode's SpecialCasing and
 * write U+03C2 ς at the end of a word, so `ΑΣ.gr` would become `ας.gr`,
 * `xn--mxa8a.gr`: another DNS name than the `xn--mxa0b.gr` (`ασ.gr`) that
 * browsers and IDNA2003 resolve. A ς written as such stays ς (PVALID, RFC
 * 5892 §2.6).
 */
function mapLabel(label: string): string {
  return label
    .replace(/\u03A3/g, '\u03C3')
    .toLowerCase()
    .replace(/[\u3000\uFF01-\uFFEE]/g, (c) => c.normalize('NFKC'))
    .normalize('NFC');
}

/**
 * Why the code point `chars[i]` may not stand in a U-label, or null (RFC 5892
 * §2, §3). PVALID is approximated from JavaScript's Unicode data: in the
 * LetterDigits categories (§2.1), stable under NFKC and case folding (§2.2,
 * case folding as toUpperCase then toLowerCase, but U+0131 and the Cherokee
 * small letters as CaseFolding.txt has them), and not in §2.3-§2.5 or §2.9
 * (ignorable properties, ignorable blocks, old Hangul jamo); the exceptions
 * of §2.6 are as the RFC lists them. CONTEXTO characters are allowed where
 * their rule of Appendix A holds; CONTEXTJ (ZWNJ, ZWJ) need Virama and
 * joining-type data and are refused.
 */
function codePointProblem(chars: readonly string[], i: number): string | null {
  const c = chars[i];
  const cp = c.codePointAt(0)!;
  const u = 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
  if (cp < 0x80) return null; // ASCII was checked by UseSTD3ASCIIRules
  // §2.6 Exceptions (F)
  if (cp === 0xdf || cp === 0x3c2 || cp === 0x6fd || cp === 0x6fe || cp === 0xf0b || cp === 0x3007) return null;
  if (cp === 0x640 || cp === 0x7fa || cp === 0x302e || cp === 0x302f || (cp >= 0x3031 && cp <= 0x3035) || cp === 0x303b) {
    return `has ${u}, DISALLOWED (RFC 5892 §2.6)`;
  }
  // CONTEXTO, Appendix A.3-A.9
  const context = (holds: boolean, rule: string) => (holds ? null : `has ${u}, allowed only ${rule}`);
  const prev = chars[i - 1] ?? '';
  const next = chars[i + 1] ?? '';
  if (cp === 0xb7) return context(prev === 'l' && next === 'l', 'between two "l" (RFC 5892 Appendix A.3)');
  if (cp === 0x375) return context(/\p{Script=Greek}/u.test(next), 'before a Greek character (RFC 5892 Appendix A.4)');
  if (cp === 0x5f3 || cp === 0x5f4) return context(/\p{Script=Hebrew}/u.test(prev), 'after a Hebrew character (RFC 5892 Appendix A.5, A.6)');
  if (cp === 0x30fb) {
    return context(chars.some((d) => /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u.test(d)), 'in a label with Hiragana, Katakana or Han (RFC 5892 Appendix A.7)');
  }
  if (cp >= 0x660 && cp <= 0x669) return context(!chars.some((d) => d >= '\u06f0' && d <= '\u06f9'), 'in a label without Extended Arabic-Indic digits (RFC 5892 Appendix A.8)');
  if (cp >= 0x6f0 && cp <= 0x6f9) return context(!chars.some((d) => d >= '\u0660' && d <= '\u0669'), 'in a label without Arabic-Indic digits (RFC 5892 Appendix A.9)');
  if (cp === 0x200c || cp === 0x200d) return `has ${u}, CONTEXTJ (RFC 5892 Appendix A.1, A.2), whose rule is not evaluated here`;
  // §2.3 IgnorableProperties, §2.4 IgnorableBlocks, §2.9 OldHangulJamo (all DISALLOWED)
  if (/\p{Default_Ignorable_Code_Point}/u.test(c)) return `has ${u}, a default-ignorable code point (RFC 5892 §2.3)`;
  if ((cp >= 0x20d0 && cp <= 0x20ff) || (cp >= 0x1d100 && cp <= 0x1d24f)) return `has ${u}, in an ignorable block (RFC 5892 §2.4)`;
  if ((cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0xa960 && cp <= 0xa97f) || (cp >= 0xd7b0 && cp <= 0xd7ff)) return `has ${u}, an old Hangul jamo (RFC 5892 §2.9)`;
  // §2.1 LetterDigits
  if (!/[\p{Ll}\p{Lu}\p{Lo}\p{Nd}\p{Lm}\p{Mn}\p{Mc}]/u.test(c)) return `has ${u}, which is not a letter, digit or mark (RFC 5892 §2.1): DISALLOWED or unassigned`;
  // §2.2 Unstable: toNFKC(toCaseFold(toNFKC(cp))) != cp
  const k = c.normalize('NFKC');
  if (caseFold(k).normalize('NFKC') !== c) return `has ${u}, which NFKC and case folding change (RFC 5892 §2.2)`;
  return null;
}

/** Full case folding of the few characters a valid label can hold, approximated as described at `codePointProblem`. */
function caseFold(s: string): string {
  return Array.from(s, (c) => {
    const cp = c.codePointAt(0)!;
    if (cp === 0x131) return c; // dotless i: CaseFolding.txt has only the Turkic (T) mapping of "I" to it
    if ((cp >= 0x13f8 && cp <= 0x13fd) || (cp >= 0xab70 && cp <= 0xabbf)) return c.toUpperCase(); // Cherokee folds to capitals
    return c.toUpperCase().toLowerCase();
  }).join('');
}

type BidiClass = 'L' | 'R' | 'EN' | 'AN' | 'ES' | 'ON' | 'NSM';

/**
 * The bidi class of a character that passed `codePointProblem`, or null when
 * it cannot be told without the Unicode Character Database. R stands for R
 * and AL alike (the Bidi Rule treats them the same): the code blocks whose
 * default class is R or AL (DerivedBidiClass.txt).
 */
function bidiClass(c: string): BidiClass | null {
  const cp = c.codePointAt(0)!;
  if (cp >= 0x30 && cp <= 0x39) return 'EN';
  if (cp === 0x2d) return 'ES';
  if (cp < 0x80) return /[A-Za-z]/.test(c) ? 'L' : null;
  if ((cp >= 0x660 && cp <= 0x669) || (cp >= 0x10d30 && cp <= 0x10d39)) return 'AN';
  if (cp >= 0x6f0 && cp <= 0x6f9) return 'EN';
  if (cp === 0xb7 || cp === 0x375 || cp === 0x30fb) return 'ON';
  if (/\p{Mn}/u.test(c)) return 'NSM';
  if ((cp >= 0x590 && cp <= 0x8ff) || (cp >= 0xfb1d && cp <= 0xfdff) || (cp >= 0xfe70 && cp <= 0xfeff) || (cp >= 0x10800 && cp <= 0x10fff) || (cp >= 0x1e800 && cp <= 0x1efff)) {
    return 'R';
  }
  if (/[\p{L}\p{Nd}\p{Mc}]/u.test(c) && !/[\p{Script=Common}\p{Script=Inherited}]/u.test(c)) return 'L';
  return null;
}

/**
 * RFC 5893 §2, the Bidi Rule, on every label of a Bidi domain name (one with
 * an R, AL or AN character, §1.4); A-labels are read decoded.
 */
function checkBidiRule(host: string, labels: readonly string[]): void {
  const texts = labels.map(unicodeLabel);
  const isBidiDomain = texts.some((t) => Array.from(t).some((c) => {
    const cls = bidiClass(c);
    return cls === 'R' || cls === 'AN';
  }));
  if (!isBidiDomain) return;
  for (let n = 0; n < texts.length; n++) {
    if (texts[n] === '') continue;
    const fail = (reason: string): never => {
      throw new IdnaError(host, labels[n], `breaks the Bidi Rule of a domain name with right-to-left characters: ${reason} (RFC 5893 §2)`);
    };
    const classes = Array.from(texts[n], (c) => bidiClass(c) ?? fail(`the bidi class of ${JSON.stringify(c)} is not determined here`));
    const last = classes.filter((cls) => cls !== 'NSM').pop();
    // 1. The first character must be L, R or AL.
    if (classes[0] !== 'L' && classes[0] !== 'R') fail('it must begin with a left-to-right or right-to-left letter (rule 1)');
    if (classes[0] === 'R') {
      // 2. Only R, AL, AN, EN, ES, CS, ET, ON, BN and NSM.
      if (classes.includes('L')) fail('a right-to-left label has a left-to-right character (rule 2)');
      // 3. It ends with R, AL, EN or AN, then zero or more NSM.
      if (last !== 'R' && last !== 'EN' && last !== 'AN') fail('a right-to-left label must end with a letter or digit (rule 3)');
      // 4. Not both EN and AN.
      if (classes.includes('EN') && classes.includes('AN')) fail('a right-to-left label mixes European and Arabic-Indic digits (rule 4)');
    } else {
      // 5. Only L, EN, ES, CS, ET, ON, BN and NSM.
      if (classes.includes('R') || classes.includes('AN')) fail('a left-to-right label has a right-to-left character (rule 5)');
      // 6. It ends with L or EN, then zero or more NSM.
      if (last !== 'L' && last !== 'EN') fail('a left-to-right label must end with a letter or digit (rule 6)');
    }
  }
}

