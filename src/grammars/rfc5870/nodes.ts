/**
 * The typed constructors that grammar/rfc5870.peggy's actions call (one call
 * each): they build the RFC 5870 nodes of ./ast.ts. Every node of one kind is
 * created with the same property order.
 */
import type * as a from './ast.js';
import { leaf, type Range } from '../rfc3986/nodes.js';

export { leaf };

// ----- 3.3. URI Scheme Syntax -----

export function geo_URI(r: Range, geoScheme: a.geo_scheme, geoPath: a.geo_path): a.geo_URI {
  return { type: 'geo-URI', start: r.start, end: r.end, geoScheme, geoPath };
}

export function geo_path(r: Range, coordinates: a.coordinates, p: a.p): a.geo_path {
  return { type: 'geo-path', start: r.start, end: r.end, coordinates, p };
}

export function coordinates(r: Range, coordA: a.coord_a, coordB: a.coord_b, coordC: a.coord_c | null): a.coordinates {
  return { type: 'coordinates', start: r.start, end: r.end, coordA, coordB, coordC };
}

export function p(r: Range, crsp: a.crsp | null, uncp: a.uncp | null, parameters: a.parameter[]): a.p {
  return { type: 'p', start: r.start, end: r.end, crsp, uncp, parameters };
}

export function crsp(r: Range, crslabel: a.crslabel): a.crsp {
  return { type: 'crsp', start: r.start, end: r.end, crslabel };
}

export function uncp(r: Range, uval: a.uval): a.uncp {
  return { type: 'uncp', start: r.start, end: r.end, uval };
}

export function parameter(r: Range, pname: a.pname, pvalue: a.pvalue | null): a.parameter {
  return { type: 'parameter', start: r.start, end: r.end, pname, pvalue };
}
