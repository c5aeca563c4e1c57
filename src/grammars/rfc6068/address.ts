/**
 * The second layer of a mailto URI (grammar/rfc6068.abnf's header): each
 * address of its `to`, percent-decoded as UTF-8 (RFC 6068 §2 items 4, 5),
 * checked against RFC 6068 §2's rules as published, RFC 5322's addr-spec
 * without comments, whitespace and obs- forms:
 *
 *   addr-spec    = local-part "@" domain
 *   local-part   = dot-atom-text / quoted-string
 *   domain       = dot-atom-text / "[" *dtext-no-obs "]"
 *
 * dot-atom-text, quoted-string and dtext-no-obs are the grammar's rules
 * (their DFAs), with RFC 6532 §3.2's non-ASCII characters. The local part and
 * the domain are the URI's: the address's "@" is the URI's literal "@" (an
 * encoded "%40" is a character of the local part).
 *
 * A failure here is the address's, not the URI syntax's: an `AddrSpecError`
 * (code ERR_MAILTO_ADDR_SPEC), where the URI syntax's is a `UriSyntaxError`.
 */
import type * as a from './ast.js';
import { ERROR_BRAND, UriGrammarError } from '../../core/error-base.js';
import { describe, excerpt } from '../../core/errors.js';
import { PercentDecodeError, percentDecode } from '../../encoding/percent-encoding.js';
import { utf8Length } from '../../encoding/utf8.js';
import { validator } from './validator.js';

/** The stable `code` of every AddrSpecError. */
export const ADDR_SPEC_ERROR = 'ERR_MAILTO_ADDR_SPEC';

/** The part of an address that failed. */
export type AddressPart = 'local-part' | 'domain';

/**
 * Why an address of a mailto URI is no addr-spec once decoded:
 * `'addr-spec'`, the decoded text does not match (RFC 5322 §3.4.1 as RFC 6068
 * §2 restricts it); `'utf-8'`, its percent-encoded octets are not UTF-8
 * (RFC 6068 §2 items 4, 5).
 */
export type AddrSpecErrorKind = 'addr-spec' | 'utf-8';

/**
 * An address of a mailto URI that is valid URI syntax but, percent-decoded,
 * no addr-spec. `offset` is in the URI (UTF-16 code units): the first
 * character of the encoding of the decoded character at fault (the "%" of
 * "%20"), or the end of the part when the address ends too soon.
 */
export class AddrSpecError extends UriGrammarError {
  override readonly name = 'AddrSpecError';
  readonly code = ADDR_SPEC_ERROR;
  /** The layer that failed: the decoded address, not the URI syntax (a `UriSyntaxError`). */
  readonly layer = 'address';
  readonly kind: AddrSpecErrorKind;
  /** The mailto URI. */
  readonly input: string;
  /** The offending position in the URI, in UTF-16 code units. */
  readonly offset: number;
  readonly part: AddressPart;
  /** The decoded address, or `null` when a part of it is not UTF-8. */
  readonly address: string | null;
  /** The offending position in `address` (`-1` when it is `null`). */
  readonly addressOffset: number;
  /** What could continue the decoded part there: rule names and literals, sorted. */
  readonly expected: readonly string[];
  /** The decoded character at the error (a whole code point), or `null` at the end of the part. */
  readonly found: string | null;

  static override readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.AddrSpecError');

  constructor(fields: { kind: AddrSpecErrorKind; input: string; offset: number; part: AddressPart; address: string | null; addressOffset: number; expected: readonly string[]; found: string | null }) {
    super(messageOf(fields));
    this.kind = fields.kind;
    this.input = fields.input;
    this.offset = fields.offset;
    this.part = fields.part;
    this.address = fields.address;
    this.addressOffset = fields.addressOffset;
    this.expected = fields.expected;
    this.found = fields.found;
  }

  /** A one-line hint for the usual mistakes in a decoded address, or null. */
  hint(): string | null {
    const { kind, found, address, addressOffset } = this;
    if (kind === 'utf-8') return 'a non-ASCII character of an address is written as its UTF-8 octets, percent-encoded (RFC 6068 §2 items 4, 5)';
    if (found === ' ' || found === '\t')
      return 'whitespace in an address is excluded (RFC 6068 §2 item 3): in a quoted local part, quote it, "\\ " (%5C%20)';
    if (found === '.' || address!.charAt(addressOffset - 1) === '.')
      return 'a dot-atom-text has no leading, trailing or doubled "." (RFC 5322 §3.2.3): quote the local part, %22...%22 (RFC 6068 §6.2)';
    if (found === '"' || found === '\\') return 'in a quoted local part, a DQUOTE or "\\" is quoted with "\\" (RFC 5322 §3.2.4, §3.2.1; RFC 6068 §6.2: %22oh%5C%5Cno%22@example.org)';
    if (this.part === 'local-part' && found !== null) return 'a local part with characters other than atext and "." is a quoted string: %22...%22 (RFC 5322 §3.2.4; RFC 6068 §6.2)';
    return null;
  }

  /** The message, the URI with a caret under the offending position, and a hint. */
  format(): string {
    const { line, caret } = excerpt(this.input, this.offset);
    const out = [`error: ${this.message}`, `  ${line}`, `  ${caret}`];
    const tip = this.hint();
    if (tip) out.push(`hint: ${tip}`);
    return out.join('\n');
  }
}

function messageOf(f: { kind: AddrSpecErrorKind; offset: number; part: AddressPart; address: string | null; addressOffset: number; expected: readonly string[]; found: string | null }): string {
  if (f.kind === 'utf-8') return `the ${f.part} of an address is not UTF-8 once percent-decoded, at offset ${f.offset} of the URI (RFC 6068 §2 items 4, 5)`;
  const expected = f.expected.length <= 1 ? (f.expected[0] ?? 'nothing') : `${f.expected.slice(0, -1).join(', ')} or ${f.expected[f.expected.length - 1]}`;
  return `the decoded address ${JSON.stringify(f.address)} is no addr-spec (RFC 6068 §2, RFC 5322 §3.4.1): its ${f.part} expected ${expected} but found ${describe(f.found)} at offset ${f.addressOffset} of the address (offset ${f.offset} of the URI)`;
}

/** True for an AddrSpecError of any copy of this package. */
export function isAddrSpecError(value: unknown): value is AddrSpecError {
  return value instanceof AddrSpecError;
}

/** A part's decoded text, and for each of its UTF-16 code units the URI offset of the encoding it came from. */
interface Mapped {
  readonly text: string;
  readonly at: readonly number[];
}

/**
 * `text` (URI text from `start`, every "%" starting a pct-encoded: the URI
 * layer's) percent-decoded as UTF-8, mapped to the URI. Throws the
 * PercentDecodeError of an ill-formed sequence, its offset in the URI.
 */
export function decodeMapped(text: string, start: number): Mapped {
  let out = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; ) {
    if (text.charCodeAt(i) !== 0x25 /* % */) {
      out += text[i];
      at.push(start + i++);
      continue;
    }
    let j = i;
    while (text.charCodeAt(j) === 0x25) j += 3;
    let decoded: string;
    try {
      decoded = percentDecode(text.slice(i, j));
    } catch (e) {
      if (!(e instanceof PercentDecodeError)) throw e;
      throw new PercentDecodeError(e.message.replace(/offset \d+/, `offset ${start + i + e.offset}`), start + i + e.offset, e.kind);
    }
    // Each character of the run comes from as many pct-encoded as its UTF-8 octets.
    for (let k = 0, from = i; k < decoded.length; ) {
      const cp = decoded.codePointAt(k)!;
      const units = cp > 0xffff ? 2 : 1;
      for (let u = 0; u < units; u++) at.push(start + from);
      out += decoded.slice(k, k + units);
      from += 3 * utf8Length(cp);
      k += units;
    }
    i = j;
  }
  return { text: out, at };
}

/** A failed match of a decoded part: the offset in it, and what could continue there. */
interface Failure {
  readonly offset: number;
  readonly expected: readonly string[];
}

/** The failure of `text` against every alternative (null: one matches): the furthest, with the expectations of all that reach it. */
function furthest(failures: readonly (Failure | null)[]): Failure | null {
  if (failures.some((f) => f === null)) return null;
  const offset = Math.max(...failures.map((f) => f!.offset));
  const expected = [...new Set(failures.filter((f) => f!.offset === offset).flatMap((f) => f!.expected))].sort();
  return { offset, expected };
}

/** The DFA's failure of `text` against a rule of the grammar, or null. */
function byRule(text: string, rule: string): Failure | null {
  const d = validator.diagnose(text, rule);
  return d === null ? null : { offset: d.offset, expected: d.expected };
}

/** RFC 6068 §2 (RFC 5322 §3.4.1 domain-literal): `"[" *dtext-no-obs "]"`, its failure or null. */
function domainLiteral(text: string): Failure | null {
  if (text.charCodeAt(0) !== 0x5b /* [ */) return { offset: 0, expected: ['"["'] };
  let i = 1;
  while (i < text.length) {
    const units = text.codePointAt(i)! > 0xffff ? 2 : 1;
    if (!validator.test(text.slice(i, i + units), 'dtext-no-obs')) break;
    i += units;
  }
  if (i === text.length) return { offset: i, expected: ['"]"', 'dtext-no-obs'] };
  if (text[i] !== ']') return { offset: i, expected: ['"]"', 'dtext-no-obs'] };
  return i === text.length - 1 ? null : { offset: i + 1, expected: ['end of input'] };
}

/** RFC 6068 §2: `local-part = dot-atom-text / quoted-string`, on decoded text. */
export function localPartFailure(text: string): Failure | null {
  return furthest([byRule(text, 'dot-atom-text'), byRule(text, 'quoted-string')]);
}

/** RFC 6068 §2: `domain = dot-atom-text / "[" *dtext-no-obs "]"`, on decoded text. */
export function domainFailure(text: string): Failure | null {
  return furthest([byRule(text, 'dot-atom-text'), domainLiteral(text)]);
}

/** A decoded address: its local part and domain, decoded. */
export interface DecodedAddress {
  readonly localPart: string;
  readonly domain: string;
}

/**
 * The address of an addr-spec node of `input` (a mailtoURI), decoded; or the
 * AddrSpecError of the first part that is not UTF-8 or, decoded, does not
 * match its rule.
 */
export function decodeAddrSpec(input: string, node: a.addr_spec): DecodedAddress | AddrSpecError {
  const parts: [AddressPart, a.local_part | a.domain, (text: string) => Failure | null][] = [
    ['local-part', node.localPart, localPartFailure],
    ['domain', node.domain, domainFailure],
  ];
  const decoded: Mapped[] = [];
  for (const [part, leaf] of parts) {
    try {
      decoded.push(decodeMapped(leaf.text, leaf.start));
    } catch (e) {
      if (!(e instanceof PercentDecodeError)) throw e;
      return new AddrSpecError({ kind: 'utf-8', input, offset: e.offset, part, address: null, addressOffset: -1, expected: [], found: null });
    }
  }
  const address = `${decoded[0].text}@${decoded[1].text}`;
  for (let p = 0; p < 2; p++) {
    const [part, leaf, failure] = parts[p];
    const { text, at } = decoded[p];
    const f = failure(text);
    if (f === null) continue;
    const found = f.offset < text.length ? String.fromCodePoint(text.codePointAt(f.offset)!) : null;
    const addressOffset = p === 0 ? f.offset : decoded[0].text.length + 1 + f.offset;
    return new AddrSpecError({ kind: 'addr-spec', input, offset: f.offset < at.length ? at[f.offset] : leaf.end, part, address, addressOffset, expected: f.expected, found });
  }
  return { localPart: decoded[0].text, domain: decoded[1].text };
}
