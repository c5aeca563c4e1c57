/**
 * The typed constructors that grammar/rfc6068.peggy's actions call (one call
 * each): the nodes of RFC 6068 §2's URI layer (./ast.ts). Every node of one
 * kind is created with the same property order.
 */
import type * as a from './ast.js';
import type { Range } from '../rfc3986/nodes.js';
import { percentDecodeOrNull } from '../../encoding/percent-encoding.js';

export function mailtoURI(r: Range, to: a.to | null, hfields: a.hfields | null): a.mailtoURI {
  return { type: 'mailtoURI', start: r.start, end: r.end, to, hfields };
}

export function to(r: Range, addrSpecs: a.addr_spec[]): a.to {
  return { type: 'to', start: r.start, end: r.end, addrSpecs };
}

export function hfields(r: Range, list: a.hfield[]): a.hfields {
  return { type: 'hfields', start: r.start, end: r.end, hfields: list };
}

export function hfield(r: Range, hfname: a.hfname, hfvalue: a.hfvalue): a.hfield {
  return { type: 'hfield', start: r.start, end: r.end, hfname, hfvalue };
}

export function hfname(start: number, text: string): a.hfname {
  return decoded('hfname', start, text);
}

export function hfvalue(start: number, text: string): a.hfvalue {
  return decoded('hfvalue', start, text);
}

export function addr_spec(r: Range, localPart: a.local_part, domain: a.domain): a.addr_spec {
  return { type: 'addr-spec', start: r.start, end: r.end, localPart, domain };
}

export function local_part(start: number, text: string): a.local_part {
  return decoded('local-part', start, text);
}

export function domain(start: number, text: string): a.domain {
  return decoded('domain', start, text);
}

/**
 * A leaf with its text percent-decoded as UTF-8 (RFC 6068 §2 items 4, 5), or
 * null when the octets are not UTF-8: what `percentDecode` returns or, where
 * it throws, null, without building its error (`percentDecodeOrNull`: each run
 * of pct-encoded read on its own, the literal characters between them sliced).
 */
function decoded<T extends string>(type: T, start: number, text: string): a.Decoded<T> {
  return { type, start, end: start + text.length, text, decoded: percentDecodeOrNull(text) };
}
