/**
 * The components of a mailto URI in RFC 6068's terms (§2): the addresses of
 * its `to`, and its header fields, `hfname` and `hfvalue`, each
 * percent-decoded as UTF-8 (§2, items 4 and 5 and "Non-ASCII characters can
 * be encoded in <hfvalue>"; §5: "client software that reads URIs MUST decode
 * strings before creating the mail message").
 */
import type * as a from './ast.js';
import { AddrSpecError, decodeAddrSpec, decodeMapped } from './address.js';

/** The components of a mailto URI, decoded. */
export interface Components {
  /**
   * The addresses of `to` (the part before "?"), each `local-part@domain`
   * decoded; `[]` when there are none. The addresses of a "to" hfield are
   * in `headers`, as written there.
   */
  to: string[];
  /** The header fields in their order, `[hfname, hfvalue]`, decoded; hfname as written (its case is not significant: §2). */
  headers: [string, string][];
}

/** The components of a parsed mailtoURI of `input`. Throws the AddrSpecError of an address, or the PercentDecodeError of an hfield, that is not UTF-8 or (an address) not an addr-spec once decoded. */
export function componentsOf(input: string, node: a.mailtoURI): Components {
  const to = (node.to?.addrSpecs ?? []).map((spec) => {
    const address = decodeAddrSpec(input, spec);
    if (address instanceof AddrSpecError) throw address;
    return `${address.localPart}@${address.domain}`;
  });
  const headers = (node.hfields?.hfields ?? []).map((field): [string, string] => [decodeField(field.hfname), decodeField(field.hfvalue)]);
  return { to, headers };
}

/** An hfname or hfvalue decoded; throws the PercentDecodeError of octets that are not UTF-8, its offset in the URI. */
export function decodeField(leaf: a.hfname | a.hfvalue): string {
  return leaf.decoded ?? decodeMapped(leaf.text, leaf.start).text;
}
