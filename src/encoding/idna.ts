/**
 * IDNA, Internationalized Domain Names in Applications: the labels of a
 * domain name, their A-labels ("xn--" and the label's Punycode, RFC 5890
 * §2.3.2.1, RFC 3492) and U-labels, and IDNA2008's conversion of a host to
 * A-labels (`hostToASCII`: RFC 5891 §4 and §5, RFC 5892, RFC 5893, with the
 * mapping of RFC 5895), which RFC 3987 §3.1's `toURI(iri, { host: 'idna' })`
 * runs.
 *
 * UTS #46 (uts46.ts), the processing the WHATWG URL Standard runs and the
 * lint models, is built on the same labels and A-labels: it maps more (its
 * table) and checks less. `hostToASCII` is stricter than UTS #46, never
 * looser (test/proof/idna-differential.test.ts holds it to tr46).
 */
import { ERROR_BRAND, UriGrammarError } from '../core/error-base.js';
import { punycodeDecode, punycodeEncode } from './punycode.js';

const NON_ASCII = /[^\x00-\x7f]/;

// ----- Labels: A-labels and U-labels (RFC 5890 §2.3) -----

/** Whether `label` is an XN-label: it begins with the ACE prefix "xn--", in any case (RFC 5890 §2.3.1). */
export function isXnLabel(label: string): boolean {
  return XN_PREFIX.test(label);
}

const XN_PREFIX = /^xn--/i;

/**
 * The A-label of a label with a non-ASCII character, "xn--" and its Punycode
 * (RFC 5890 §2.3.2.1, RFC 3492 §6.3); an ASCII label as it is.
 *
 * @throws {RangeError} when the label overflows Punycode (RFC 3492 §6.4).
 */
export function toALabel(label: string): string {
  return NON_ASCII.test(label) ? 'xn--' + punycodeEncode(label) : label;
}

/**
 * The labels joined with ".", each as its A-label (`toALabel`): the last step
 * of ToASCII (RFC 3490 §4.1, UTS #46 §4.2), or null when a label overflows
 * Punycode.
 */
export function toALabels(labels: readonly string[]): string | null {
  try {
    return labels.map(toALabel).join('.');
  } catch {
    return null;
  }
}

/** What the A-label `label` ("xn--" and Punycode) decodes to, or null when its Punycode does not decode (RFC 3492 §6.2). */
export function fromALabel(label: string): string | null {
  return punycodeDecode(label.slice(4));
}

/** A host label as a reader shows it: an XN-label of at most 63 characters decoded, else as given. */
export function unicodeLabel(label: string): string {
  if (label.length > 63 || !isXnLabel(label)) return label;
  return fromALabel(label) ?? label;
}

// ----- IDNA2008: a host to A-labels (RFC 5891 §4, §5) -----

/** The stable `code` of every IdnaError. */
export const IDNA_ERROR = 'ERR_IDNA';

/**
 * Thrown by `hostToASCII`, and so by RFC 3987's `toURI` with `{ host: 'idna' }`,
 * when the registered name cannot be converted to A-labels (RFC 3987 §3.1:
 * "The ToASCII operation may fail, but this would mean that the IRI cannot be
 * resolved"). There is no silent fallback to percent-encoding: use
 * `host: 'keep'` for that.
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

/**
 * The registered name `host` with each label that has a non-ASCII character
 * replaced by its A-label, or an `IdnaError`. The RFC names ToASCII of IDNA2003
 * (RFC 3490 §4.1, with UseSTD3ASCIIRules), whose Nameprep tables (Unicode 3.2)
 * are not here; this is IDNA2008 (RFC 5890-5895), its successor, as far as it
 * can be decided without tables beyond JavaScript's own Unicode data. So it is
 * stricter than UTS #46, never looser: a label it cannot decide is an error,
 * not a guess (test/proof/idna-differential.test.ts holds it to tr46, with the known
 * differences, each explained, in test/proof/idna-differential-known.json).
 *
 * 1. Labels are separated by U+002E, U+3002, U+FF0E and U+FF61 (RFC 3490
 *    §3.1), and joined with U+002E (§3.1 of RFC 3987). `toURI` neither
 *    converts nor checks a host of ASCII characters only: it is already a URI
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
 *    decoder (`punycode.ts`).
 *
 * All-ASCII labels that pass (A-labels included) are kept as written.
 */
export function hostToASCII(host: string): string {
  const labels = host.split(/[.\u3002\uFF0E\uFF61]/);
  const out: string[] = [];
  for (let n = 0; n < labels.length; n++) {
    const written = labels[n];
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
    const problem = NON_ASCII.test(label) ? uLabelProblem(label) : isXnLabel(label) ? aLabelProblem(label) : ldhLabelProblem(label);
    if (problem !== null) fail(problem);
    out.push(label);
  }
  checkBidiRule(host, out);
  return out
    .map((label) => {
      if (!NON_ASCII.test(label)) return label;
      const aLabel = toALabel(label);
      if (aLabel.length > 63) throw new IdnaError(host, label, `gives the A-label ${aLabel}, longer than 63 characters (RFC 3490 §4.1 step 8)`);
      if (fromALabel(aLabel) !== label) throw new Error(`unreachable: ${aLabel} does not decode to ${label}`);
      return aLabel;
    })
    .join('.');
}

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
  const uLabel = fromALabel(lower);
  if (uLabel === null) return 'begins with "xn--" but its Punycode does not decode (RFC 3492 §6.2): a fake A-label (RFC 5890 §2.3.1)';
  if (!NON_ASCII.test(uLabel)) return `begins with "xn--" but decodes to ${JSON.stringify(uLabel)}, with no non-ASCII character: no A-label (RFC 5890 §2.3.2.1)`;
  const problem = uLabelProblem(uLabel);
  if (problem !== null) return `is the A-label of ${JSON.stringify(uLabel)}, no valid U-label (RFC 5891 §5.4): it ${problem}`;
  if (mapLabel(uLabel) !== uLabel) return `is the A-label of ${JSON.stringify(uLabel)}, which is not in the form the mapping gives (lowercase, NFC; RFC 5891 §5.4)`;
  if (toALabel(uLabel) !== lower) return `decodes to ${JSON.stringify(uLabel)}, whose A-label is not this one (RFC 5891 §5.3)`;
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

