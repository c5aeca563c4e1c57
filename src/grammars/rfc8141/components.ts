/**
 * The components of a URN in RFC 8141's own terms (§2): the NID, the NSS and
 * the optional r-, q- and f-components, as written.
 */
import type * as a from './ast.js';

/** The parts of a URN as strings, as written; `null` where a part is absent. */
export interface Components {
  /** The namespace identifier (§2.1), as written (its case is not significant). */
  nid: string;
  /** The namespace specific string (§2.2), as written. */
  nss: string;
  /** The r-component after "?+" (§2.3.1), or `null`. */
  r: string | null;
  /** The q-component after "?=" (§2.3.2), or `null`. */
  q: string | null;
  /** The f-component after "#" (§2.3.3): "" in `urn:ex:a#`, `null` without a "#". */
  f: string | null;
}

/** The components of a namestring node. */
export function componentsOf(node: a.namestring): Components {
  return {
    nid: node.assignedName.NID.text,
    nss: node.assignedName.NSS.text,
    r: node.rComponent?.text ?? null,
    q: node.qComponent?.text ?? null,
    f: node.fComponent?.text ?? null,
  };
}
