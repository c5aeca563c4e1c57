/**
 * UTS #46 "Unicode IDNA Compatibility Processing", as the WHATWG URL Standard
 * §3.3 "domain to ASCII" runs it on the host of a special URL: ToASCII (§4.2)
 * with CheckHyphens, UseSTD3ASCIIRules, Transitional_Processing,
 * VerifyDnsLength and IgnoreInvalidPunycode false, CheckBidi and
 * CheckJoiners true.
 *
 * The mapping table (§5) is generated/idna.ts, made by scripts/build-idna.mjs
 * from the copy whatwg-url uses. Modelled exactly: the mapping, NFC, the
 * labels, Punycode, and the validity criteria of §4.1 steps 1, 4-7. Not
 * modelled: CheckJoiners (step 8, RFC 5892 Appendix A ContextJ) and
 * CheckBidi (step 9, RFC 5893 §2), which need Joining_Type, canonical
 * combining classes and Bidi_Class: a result they could reject is marked
 * `unsure` with the rule that may, never claimed as certain.
 */
import { BIDI_RTL, IDNA_RUNS, IDNA_STRINGS } from '../../generated/idna.js';
import { fromALabel, toALabels } from './idna.js';

/** The status of a code point in UTS #46 §5 (IdnaMappingTable.txt). */
export type IdnaStatus = 'valid' | 'mapped' | 'deviation' | 'ignored' | 'disallowed';

interface Table {
  /** The first code point of each run. */
  readonly starts: number[];
  /** The kind of each run: 0 valid, 1 disallowed, 2 ignored, 3 deviation, 4 mapped by delta, 5 mapped to a string; for pairs, two kinds. */
  readonly kinds: number[][];
  /** The delta or string index of each kind. */
  readonly values: number[][];
  /** Whether the run alternates its two kinds. */
  readonly pairs: boolean[];
}

let table: Table | null = null;
let rtl: number[] | null = null;

const KIND: Readonly<Record<string, number>> = { v: 0, x: 1, i: 2, e: 3, d: 4, s: 5 };

function loadTable(): Table {
  const starts: number[] = [];
  const kinds: number[][] = [];
  const values: number[][] = [];
  const pairs: boolean[] = [];
  let at = 0;
  for (const run of IDNA_RUNS.split(',')) {
    const fields = run.split('|');
    const pair = fields[0]!.startsWith('p');
    const ks = pair ? [fields[0]!.slice(1), fields[1]!] : [fields[0]!];
    const length = parseInt(fields[fields.length - 1]!, 36) * ks.length;
    starts.push(at);
    kinds.push(ks.map((k) => KIND[k[0]!]!));
    values.push(ks.map((k) => (k.length > 1 ? parseInt(k.slice(1), 36) : 0)));
    pairs.push(pair);
    at += length;
  }
  return { starts, kinds, values, pairs };
}

/** The kind and value of a code point. */
function lookup(cp: number): [number, number] {
  const t = (table ??= loadTable());
  let lo = 0;
  let hi = t.starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (t.starts[mid]! <= cp) lo = mid;
    else hi = mid - 1;
  }
  const which = t.pairs[lo] ? (cp - t.starts[lo]!) & 1 : 0;
  return [t.kinds[lo]![which]!, t.values[lo]![which]!];
}

/** The UTS #46 status of a code point (§5). */
export function idnaStatus(cp: number): IdnaStatus {
  return (['valid', 'disallowed', 'ignored', 'deviation', 'mapped', 'mapped'] as const)[lookup(cp)[0]]!;
}

/** What UTS #46 §4 step 1 "Map" (nontransitional) makes of one code point. */
function mapCodePoint(cp: number): string {
  const [kind, value] = lookup(cp);
  if (kind === 2) return ''; // ignored
  if (kind === 4) return String.fromCodePoint(cp + value); // mapped to one code point (the delta is signed)
  if (kind === 5) return IDNA_STRINGS[value]!;
  return String.fromCodePoint(cp); // valid, deviation and disallowed stay (disallowed fails in step 4)
}

/** True when the code point has Bidi_Class R, AL or AN (RFC 5893 §1.4: what makes a Bidi domain name). */
function isRtl(cp: number): boolean {
  if (rtl === null) {
    rtl = [];
    let last = 0;
    for (const range of BIDI_RTL.split(',')) {
      const [d, n] = range.split('-') as [string, string];
      const start = last + parseInt(d, 36);
      last = start + parseInt(n, 36);
      rtl.push(start, last);
    }
  }
  let lo = 0;
  let hi = rtl.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (cp < rtl[2 * mid]!) hi = mid - 1;
    else if (cp > rtl[2 * mid + 1]!) lo = mid + 1;
    else return true;
  }
  return false;
}

/** What ToASCII gives: the labels (Unicode and ASCII), or why it fails. */
export interface ToAsciiResult {
  /** The mapped, normalized domain, A-labels decoded (UTS #46 §4 steps 1-3). */
  readonly unicode: string;
  /** The ASCII domain (§4.2), or `null` when processing failed. */
  readonly ascii: string | null;
  /** Why processing failed, in words, or `null`. */
  readonly error: string | null;
  /** When `ascii` is not null but a rule this module does not model may still fail: which. */
  readonly unsure: string | null;
}

const COMBINING_MARK = /^\p{M}/u;

function hex(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** UTS #46 §4.1 Validity Criteria, steps 1, 4-7 (nontransitional), or what fails. */
function invalid(label: string): string | null {
  if (label === '') return null;
  if (label.normalize('NFC') !== label) return `the label is not in NFC (§4.1 step 1)`;
  if (label.startsWith('xn--')) return `the label begins with "xn--" (§4.1 step 4)`;
  if (label.includes('.')) return `the label has a "." (§4.1 step 5)`;
  if (COMBINING_MARK.test(label)) return `the label begins with a combining mark (§4.1 step 6)`;
  for (const ch of label) {
    const status = idnaStatus(ch.codePointAt(0)!);
    if (status !== 'valid' && status !== 'deviation') return `${hex(ch.codePointAt(0)!)} is ${status} in UTS #46 (§4.1 step 7)`;
  }
  return null;
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * UTS #46 §4 Processing and §4.2 ToASCII of `domain` with the WHATWG URL
 * Standard's options (nontransitional, no STD3 rules, no DNS length check).
 */
export function toASCII(domain: string): ToAsciiResult {
  // 1. Map. 2. Normalize (NFC). 3. Break into labels at U+002E.
  let mapped = '';
  for (const ch of domain) mapped += mapCodePoint(ch.codePointAt(0)!);
  const labels = mapped.normalize('NFC').split('.');
  // 4. Convert/Validate.
  let error: string | null = null;
  const decoded = labels.map((label) => {
    if (!label.startsWith('xn--')) {
      error ??= invalid(label);
      return label;
    }
    if (NON_ASCII.test(label)) {
      error ??= `the label ${JSON.stringify(label)} begins with "xn--" but is not ASCII (§4 step 4.1)`;
      return label;
    }
    const u = fromALabel(label);
    if (u === null) {
      error ??= `the A-label ${JSON.stringify(label)} is no valid Punycode (§4 step 4.1)`;
      return label;
    }
    if (u === '' || !NON_ASCII.test(u)) error ??= `the A-label ${JSON.stringify(label)} decodes to an ASCII label (§4 step 4.1)`;
    else error ??= invalid(u);
    return u;
  });
  const unicode = decoded.join('.');
  if (error !== null) return { unicode, ascii: null, error, unsure: null };
  // §4.2 step 2: each label with non-ASCII characters as its A-label.
  const ascii = toALabels(decoded);
  if (ascii === null) return { unicode, ascii: null, error: 'a label overflows Punycode (RFC 3492 §6.4)', unsure: null };
  // §4.1 steps 8 and 9, not modelled: say which could still fail.
  const rules: string[] = [];
  if (/[\u200C\u200D]/.test(unicode)) rules.push('the ContextJ rules of RFC 5892 (CheckJoiners)');
  let bidi = false;
  for (const ch of unicode) if (isRtl(ch.codePointAt(0)!)) bidi = true;
  if (bidi) rules.push('the Bidi rule of RFC 5893 (CheckBidi)');
  return { unicode, ascii, error: null, unsure: rules.length === 0 ? null : rules.join(' and ') };
}
