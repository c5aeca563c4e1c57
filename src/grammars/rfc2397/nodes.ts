/**
 * The typed constructors that grammar/rfc2397.peggy's actions call (one call
 * each): they build the RFC 2397 nodes of ./ast.ts. Every node of one kind is
 * created with the same property order.
 */
import type * as a from './ast.js';
import { leaf, type Range } from '../rfc3986/nodes.js';

export { leaf };

// ----- 3. Syntax -----

/** `dataurl`; an empty mediatype is none (null). */
export function dataurl(r: Range, mediatype: a.mediatype | null, base64: boolean, data: a.data): a.dataurl {
  return { type: 'dataurl', start: r.start, end: r.end, mediatype: mediatype !== null && mediatype.start < mediatype.end ? mediatype : null, base64, data };
}

/** `mediatype`, from `[ type "/" subtype ]` as [type, subtype] (or null) and the parameters. */
export function mediatype(r: Range, typeSubtype: [a.type, a.subtype] | null, parameters: a.parameter[]): a.mediatype {
  return { type: 'mediatype', start: r.start, end: r.end, topLevelType: typeSubtype?.[0] ?? null, subtype: typeSubtype?.[1] ?? null, parameters };
}

export function parameter(r: Range, attribute: a.attribute, value: a.value): a.parameter {
  return { type: 'parameter', start: r.start, end: r.end, attribute, value };
}
