/**
 * The components of a geo URI (RFC 5870 §3.3, §3.4), from the AST of
 * `geo-URI`.
 */
import type * as a from './ast.js';

/** The components of a geo URI as strings; `null` where a part is absent. */
export interface Components {
  /** coord-a, coord-b and, when present, coord-c, as written (§3.3): latitude, longitude, altitude in WGS-84 (§3.4.2). */
  coordinates: string[];
  /** The crslabel of the 'crs' parameter as written (§3.4.1), or `null` when absent (the default, WGS-84). */
  crs: string | null;
  /** The uval of the 'u' parameter as written, in meters (§3.4.3), or `null` when absent: unknown, which is not zero. */
  uncertainty: string | null;
  /**
   * The other parameters in their order, as `[pname, pvalue]` as written
   * (`pvalue` `null` without "="). A 'crs' or 'u' that is not where §3.3
   * puts them (crs first, u next, before the others), or is given twice, is
   * a parameter of the grammar, and is here.
   */
  params: [string, string | null][];
}

/** The components of a geo URI parsed by `geo-URI` into `node`. */
export function componentsOf(node: a.geo_URI): Components {
  const { coordinates: c, p } = node.geoPath;
  return {
    coordinates: c.coordC === null ? [c.coordA.text, c.coordB.text] : [c.coordA.text, c.coordB.text, c.coordC.text],
    crs: p.crsp?.crslabel.text ?? null,
    uncertainty: p.uncp?.uval.text ?? null,
    params: p.parameters.map((q) => [q.pname.text, q.pvalue?.text ?? null]),
  };
}
