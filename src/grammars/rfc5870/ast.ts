/**
 * The typed AST of 'geo' URIs (RFC 5870 §3.3). Every node type is the name of
 * the RFC 5870 rule it was parsed by (`geo-URI`, `coordinates`, `crsp`, ...),
 * is discriminated by `type`, and carries the `[start, end)` span of its
 * source text in UTF-16 code units (the grammar is US-ASCII: one unit per
 * character). An optional part that is absent is `null`.
 *
 * Where the ABNF is ambiguous the tree is the RFC's reading
 * (grammar/rfc5870.peggy): ";crs=" and a crslabel first is the `crsp`, ";u="
 * and a uval next the `uncp`, not parameters named "crs" and "u".
 */
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc5870.rules.js';

export type { Leaf, Span, RuleName };

// ----- 3.3. URI Scheme Syntax -----

/** `geo-URI = geo-scheme ":" geo-path` */
export interface geo_URI extends Span {
  readonly type: 'geo-URI';
  readonly geoScheme: geo_scheme;
  readonly geoPath: geo_path;
}

/** `geo-scheme = "geo"` (in any case: an ABNF string). */
export type geo_scheme = Leaf<'geo-scheme'>;

/** `geo-path = coordinates p` */
export interface geo_path extends Span {
  readonly type: 'geo-path';
  readonly coordinates: coordinates;
  readonly p: p;
}

/** `coordinates = coord-a "," coord-b [ "," coord-c ]` */
export interface coordinates extends Span {
  readonly type: 'coordinates';
  /** Latitude in WGS-84 (§3.4.2). */
  readonly coordA: coord_a;
  /** Longitude in WGS-84 (§3.4.2). */
  readonly coordB: coord_b;
  /** Altitude in WGS-84, `null` when absent: unknown, never "0" (§3.4.2). */
  readonly coordC: coord_c | null;
}

/** `coord-a = num` */
export type coord_a = Leaf<'coord-a'>;
/** `coord-b = num` */
export type coord_b = Leaf<'coord-b'>;
/** `coord-c = num` */
export type coord_c = Leaf<'coord-c'>;

/** `p = [ crsp ] [ uncp ] *parameter` */
export interface p extends Span {
  readonly type: 'p';
  /** `null` when absent: the default CRS, WGS-84 (§3.4.1). */
  readonly crsp: crsp | null;
  /** `null` when absent: the uncertainty is unknown, which is not the same as zero (§3.4.3). */
  readonly uncp: uncp | null;
  readonly parameters: readonly parameter[];
}

/** `crsp = ";crs=" crslabel` */
export interface crsp extends Span {
  readonly type: 'crsp';
  readonly crslabel: crslabel;
}

/** `crslabel = "wgs84" / labeltext`: case-insensitive (§3.3). */
export type crslabel = Leaf<'crslabel'>;

/** `uncp = ";u=" uval` */
export interface uncp extends Span {
  readonly type: 'uncp';
  readonly uval: uval;
}

/** `uval = pnum`: meters (§3.4.3). */
export type uval = Leaf<'uval'>;

/** `parameter = ";" pname [ "=" pvalue ]` */
export interface parameter extends Span {
  readonly type: 'parameter';
  readonly pname: pname;
  /** `null` without "=" (the grammar has no empty pvalue). */
  readonly pvalue: pvalue | null;
}

/** `pname = labeltext`: case-insensitive (§3.3). */
export type pname = Leaf<'pname'>;
/** `pvalue = 1*paramchar` */
export type pvalue = Leaf<'pvalue'>;

/** The node each rule parses to, by its RFC name. */
export interface RuleNodes {
  'geo-URI': geo_URI;
  'geo-scheme': geo_scheme;
  'geo-path': geo_path;
  'coordinates': coordinates;
  'coord-a': coord_a;
  'coord-b': coord_b;
  'coord-c': coord_c;
  'p': p;
  'crsp': crsp;
  'crslabel': crslabel;
  'uncp': uncp;
  'uval': uval;
  'parameter': parameter;
  'pname': pname;
  'pvalue': pvalue;
  'paramchar': Leaf<'paramchar'>;
  'labeltext': Leaf<'labeltext'>;
  'pnum': Leaf<'pnum'>;
  'num': Leaf<'num'>;
  'unreserved': Leaf<'unreserved'>;
  'mark': Leaf<'mark'>;
  'pct-encoded': Leaf<'pct-encoded'>;
  'p-unreserved': Leaf<'p-unreserved'>;
  'alphanum': Leaf<'alphanum'>;
  'latitude': Leaf<'latitude'>;
  'longitude': Leaf<'longitude'>;
  'altitude': Leaf<'altitude'>;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
