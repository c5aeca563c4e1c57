/**
 * The typed constructors that grammar/rfc8141.peggy's actions call (one call
 * each): they build the RFC 8141 nodes of ./ast.ts. Every node of one kind is
 * created with the same property order.
 */
import type * as a from './ast.js';
import { leaf, type Range } from '../rfc3986/nodes.js';

// `leaf` builds the leaves, RFC 3986's fragment (imported by the grammar) too.
export { leaf };

// ----- 2. URN Syntax -----

/** `namestring`, with the r-component and q-component of its rq-components (null or empty: none). */
export function namestring(r: Range, assignedName: a.assigned_name, rq: a.rq_components | null, fComponent: a.f_component | null): a.namestring {
  return { type: 'namestring', start: r.start, end: r.end, assignedName, rComponent: rq?.rComponent ?? null, qComponent: rq?.qComponent ?? null, fComponent };
}

export function assigned_name(r: Range, NID: a.NID, NSS: a.NSS): a.assigned_name {
  return { type: 'assigned-name', start: r.start, end: r.end, NID, NSS };
}

/** `rq-components`, from the r-component's text after "?+" (at the rule's start) or null, and the q-component. */
export function rq_components(r: Range, rText: string | null, qComponent: a.q_component | null): a.rq_components {
  const rComponent = rText === null ? null : leaf('r-component', r.start + '?+'.length, rText);
  return { type: 'rq-components', start: r.start, end: r.end, rComponent, qComponent };
}
