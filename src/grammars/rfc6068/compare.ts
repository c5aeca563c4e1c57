/**
 * Equivalence of mailto URIs: what RFC 6068 §2, RFC 5321 §2.4 and RFC 5322
 * §3.2 make the same message template.
 *
 * - The recipients. RFC 6068 §2: `mailto:addr1@an.example,addr2@an.example`
 *   "is equivalent to" `mailto:?to=addr1@an.example,addr2@an.example` and to
 *   `mailto:addr1@an.example?to=addr2@an.example`: the addresses of `to` and
 *   of the "to" hfields are one list, in their order.
 * - An address. RFC 5321 §2.4: "The local-part of a mailbox MUST BE treated
 *   as case sensitive"; "Mailbox domains follow normal DNS rules and are
 *   hence not case sensitive" (the US-ASCII letters: RFC 4343). RFC 5322
 *   §3.2.4: a quoted-string "is identical to atom, semantically", its quote
 *   characters are not part of it, and (§3.2.1) a quoted-pair is "the
 *   character alone": `"abc"@x` is `abc@x`, `"a\b"@x` is `"ab"@x`. A domain
 *   literal is compared as written.
 * - The header fields. RFC 6068 §2: "<hfname> is case-insensitive, but
 *   <hfvalue> in general is case-sensitive"; §5: an interpreter decodes
 *   them before composing the message, so they are compared decoded (the
 *   percent-encodings of RFC 3986 §2.1 undone, so `%41` is "A" and `%2C` is
 *   ","). Their order is kept: §2 says user agents treat repeated hfnames
 *   differently.
 *
 * Not compared: a "to" hfvalue that is no list of addr-specs (a display name,
 * RFC 5322 §3.4) is one recipient, as written; internationalized domain
 * names are not mapped to A-labels (RFC 6068 §2 item 4 has that done when the
 * message is composed), nor non-ASCII letters folded.
 */
import type * as a from './ast.js';
import { percentEncode } from '../../encoding/percent-encoding.js';
import { decodeAddrSpec, domainFailure, localPartFailure, type DecodedAddress } from './address.js';
import { decodeField } from './components.js';
import { validator } from './validator.js';

/**
 * The comparison key of a parsed mailtoURI of `input`: `mailto:`, the
 * recipients (each address normalized, its local part and domain
 * percent-encoded but for unreserved characters, joined by "@"; a "to"
 * hfvalue part that is no addr-spec encoded whole), joined by ","; then,
 * when there are any, "?" and the other hfields, hfname in lower case and
 * both percent-encoded, as `name=value` joined by "&". Throws the
 * AddrSpecError of an address of `to` that is none once decoded, and the
 * PercentDecodeError of an hfield that is not UTF-8.
 */
export function comparisonKeyOf(input: string, node: a.mailtoURI): string {
  const recipients: string[] = [];
  for (const spec of node.to?.addrSpecs ?? []) {
    const address = decodeAddrSpec(input, spec);
    if (!('localPart' in address)) throw address;
    recipients.push(addressKey(address));
  }
  const headers: string[] = [];
  for (const field of node.hfields?.hfields ?? []) {
    const name = asciiLower(decodeField(field.hfname));
    const value = decodeField(field.hfvalue);
    // RFC 6068 §2: the "to" hfields' addresses join those of `to`.
    if (name === 'to') for (const part of addressList(value)) recipients.push(part);
    else headers.push(`${percentEncode(name, 'unreserved')}=${percentEncode(value, 'unreserved')}`);
  }
  return `mailto:${recipients.join(',')}${headers.length ? `?${headers.join('&')}` : ''}`;
}

/** The key of a decoded address: RFC 5322 §3.2.4's local part, RFC 5321 §2.4's domain. */
function addressKey({ localPart, domain }: DecodedAddress): string {
  return `${percentEncode(localPartKey(localPart), 'unreserved')}@${percentEncode(domainKey(domain), 'unreserved')}`;
}

/**
 * RFC 5322 §3.2.4, §3.2.1: a local part by what it says: a quoted-string's
 * content, its quoted-pairs undone, written as a dot-atom-text when it is
 * one, else quoted again with "\" before each "\", DQUOTE and WSP. The case is
 * kept (RFC 5321 §2.4).
 */
function localPartKey(localPart: string): string {
  if (localPart.charCodeAt(0) !== 0x22 /* DQUOTE */) return localPart;
  const content = localPart.slice(1, -1).replace(/\\([\s\S])/g, '$1');
  return validator.test(content, 'dot-atom-text') ? content : `"${content.replace(/[\\"\t ]/g, '\\$&')}"`;
}

/** RFC 5321 §2.4: a domain name's US-ASCII letters in lower case; a domain literal as written. */
function domainKey(domain: string): string {
  return domain.charCodeAt(0) === 0x5b /* [ */ ? domain : asciiLower(domain);
}

/** The US-ASCII letters of `text` in lower case, the rest unchanged. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
}

/**
 * The recipients of a decoded "to" hfvalue: its parts between the commas
 * outside quoted strings and domain literals, but the empty ones (which name
 * no recipient), each an address's key when it
 * is an addr-spec, else its text percent-encoded whole (its "@", if any, as
 * %40, so that it is never taken for an address).
 */
function addressList(value: string): string[] {
  return splitAtCommas(value).filter((part) => part !== '').map((part) => {
    const address = splitAddrSpec(part);
    return address !== null && localPartFailure(address.localPart) === null && domainFailure(address.domain) === null ? addressKey(address) : percentEncode(part, 'unreserved');
  });
}

/** `text` split at its commas outside a quoted string (where "\" quotes the next character) and a domain literal. Linear. */
function splitAtCommas(text: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let literal = false;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '\\') i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === '[') literal = true;
    else if (c === ']') literal = false;
    else if (c === ',' && !literal) {
      parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(text.slice(from));
  return parts;
}

/** A decoded addr-spec's local part and domain: a quoted-string to its closing DQUOTE, else up to the first "@"; or null without that "@". */
function splitAddrSpec(text: string): DecodedAddress | null {
  let end = 0;
  if (text.charCodeAt(0) === 0x22 /* DQUOTE */) {
    end = 1;
    while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
    end++;
  } else {
    end = text.indexOf('@');
    if (end < 0) return null;
  }
  return text[end] === '@' ? { localPart: text.slice(0, end), domain: text.slice(end + 1) } : null;
}
