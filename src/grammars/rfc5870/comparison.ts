/**
 * RFC 5870 §3.4.4 URI Comparison: a key that two geo URIs share exactly when
 * §3.4.4 makes them equal, and `equivalent`.
 *
 * The key is itself a geo URI: the coordinates and the uncertainty as
 * canonical decimals, the CRS always given (`;crs=wgs84` for the default),
 * then the other parameters sorted. Readings taken (each pinned by
 * test/vectors/rfc5870.json `comparisonKey`):
 * - Where §3.4.4 calls the comparison of two URIs with unknown parameters
 *   "undefined" (their values are not "bitwise identical after percent-
 *   decoding", §6.4's `foo=1.00` and `foo=1`, `bar=Blue` and `BAR=blue`),
 *   they are not equivalent here: the key is a legacy implementation's,
 *   which knows no parameter but 'crs' and 'u'.
 * - A 'crs' or 'u' out of place (after other parameters, §3.3 MUST NOT) is
 *   still the CRS or the uncertainty when its value fits, since "parameter
 *   order is not significant" (§3.4.4); a second one is an unknown parameter.
 * - The poles and the date line are WGS-84's rules (§3.4.4): with another CRS
 *   they do not apply. The ranges of §3.4.2 are not checked here: a URI out of
 *   range still has its key (semanticErrors reports it).
 */
import type { geo_URI } from './ast.js';
import { parse } from '../../../generated/rfc5870.api.js';
import { compareAbs, decimal } from './numbers.js';
import { readParameters } from './parameters.js';

/** §3.3 paramchar's characters (p-unreserved / unreserved): written as themselves in the key, every other octet as "%" HEX HEX. */
const PARAMCHAR = /^[A-Za-z0-9\-_.!~*'()[\]:&+$]$/;

/** A pvalue "bitwise" after percent-decoding (§3.4.4): its octets, each written as a paramchar when it is one, else as "%" and two upper-case hex digits. */
function octetsKey(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    let c = value[i];
    if (c === '%') (c = String.fromCharCode(parseInt(value.slice(i + 1, i + 3), 16)), (i += 2));
    out += PARAMCHAR.test(c) ? c : `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/**
 * The comparison key of a geo URI (RFC 5870 §3.4.4): two geo URIs are equal
 * exactly when their keys are. The same CRS, "wgs84" when none is given (CRS
 * values case-insensitive, §3.3); coord-a, coord-b, coord-c and 'u'
 * "mathematically identical" (`43.10` = `43.1`, "-0" = "0", §3.3), an absent
 * coord-c or 'u' differing from any value; in WGS-84, the longitude ignored
 * at a pole (latitude 90 or -90) and 180 equal to -180 (the date line); the
 * same set of other parameters, names without regard to case (§3.3), values
 * bitwise identical after percent-decoding, in any order.
 * @throws {UriSyntaxError} when the input is not a `geo-URI`.
 * @example comparisonKey('geo:90,-22.43;crs=WGS84') // 'geo:90,0;crs=wgs84'
 */
export function comparisonKey(input: string): string {
  const node = parse(input) as geo_URI;
  const { coordinates: c, p } = node.geoPath;
  const reading = readParameters(p);
  const latitude = decimal(c.coordA.text);
  let longitude = decimal(c.coordB.text);
  if (reading.crs === 'wgs84') {
    // §3.4.4 "poles case": the longitude is ignored; "date line" case: 180 = -180.
    if (compareAbs(latitude, 90) === 0) longitude = '0';
    else if (longitude === '-180') longitude = '180';
  }
  const coordinates = [latitude, longitude, ...(c.coordC === null ? [] : [decimal(c.coordC.text)])].join(',');
  const others = reading.other
    .map((q) => `;${q.pname.text.toLowerCase()}${q.pvalue === null ? '' : `=${octetsKey(q.pvalue.text)}`}`)
    .sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return `geo:${coordinates};crs=${reading.crs}${reading.u === null ? '' : `;u=${decimal(reading.u)}`}${others.join('')}`;
}

/**
 * True when two geo URIs are equal by RFC 5870 §3.4.4 (their comparison keys are equal).
 * @throws {UriSyntaxError} when either input is not a `geo-URI`.
 * @example equivalent('geo:22.300,-118.44', 'geo:22.3,-118.4400') // true
 */
export function equivalent(a: string, b: string): boolean {
  return comparisonKey(a) === comparisonKey(b);
}
