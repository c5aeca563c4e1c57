/**
 * What RFC 5870 requires of a geo URI beyond its §3.3 ABNF: the WGS-84
 * ranges of §3.4.2 and restricted syntax of §3.3, the CRS of §3.4.1, and the
 * place and count of the 'crs' and 'u' parameters (§3.3). The grammar stays
 * the ABNF (`isValid('geo:91,0')` is true); these are findings beside it.
 */
import type { geo_URI } from './ast.js';
import type { Span } from '../rfc3986/ast.js';
import { parse } from '../../../generated/rfc5870.api.js';
import { compareAbs, decimal } from './numbers.js';
import { readParameters } from './parameters.js';

/** The codes of `semanticErrors`' findings; stable, never renamed or reused. */
export type SemanticCode =
  | 'latitude-out-of-range'
  | 'longitude-out-of-range'
  | 'latitude-syntax'
  | 'longitude-syntax'
  | 'pole-longitude'
  | 'crs-unknown'
  | 'parameter-repeated'
  | 'parameter-order'
  | 'parameter-value';

/** One finding: its code, `error` (the RFC's MUST or MUST NOT) or `warning` (a SHOULD, or what cannot be checked), the `[start, end)` span, the section, a sentence. */
export interface SemanticFinding {
  readonly code: SemanticCode;
  readonly level: 'error' | 'warning';
  /** Start of the span, in UTF-16 code units. */
  readonly start: number;
  /** End of the span (exclusive). */
  readonly end: number;
  /** The section of RFC 5870 it rests on (`RFC 5870 §3.4.2`). */
  readonly section: string;
  readonly message: string;
}

/** §3.3, WGS-84: latitude = [ "-" ] 1*2DIGIT [ "." 1*DIGIT ]; longitude = [ "-" ] 1*3DIGIT [ "." 1*DIGIT ] */
const LATITUDE = /^-?[0-9]{1,2}(?:\.[0-9]+)?$/;
const LONGITUDE = /^-?[0-9]{1,3}(?:\.[0-9]+)?$/;

function finding(code: SemanticCode, level: 'error' | 'warning', span: Span, section: string, message: string): SemanticFinding {
  return { code, level, start: span.start, end: span.end, section, message };
}

/**
 * The findings of RFC 5870 §3.3 and §3.4 on a geo URI, in the order of the
 * input: [] for a geo URI that meets them all.
 * - §3.4.2: a latitude beyond -90..90 or a longitude beyond -180..180 "MUST
 *   be considered invalid" (`latitude-out-of-range`, `longitude-out-of-range`,
 *   errors); at a pole the longitude "SHOULD be set to "0"" (`pole-longitude`,
 *   a warning).
 * - §3.3: in WGS-84 a latitude has at most 2 integer digits and a longitude at
 *   most 3 (`latitude-syntax`, `longitude-syntax`: `geo:045,0`).
 * - §3.4.1: a CRS other than "wgs84" is defined by no document yet, and its
 *   coordinates must not be read without it (`crs-unknown`, a warning; the
 *   WGS-84 checks are then not made).
 * - §3.3: 'crs' and 'u' at most once each (`parameter-repeated`), before the
 *   other parameters and crs before u (`parameter-order`), with a crslabel and
 *   a uval as values (`parameter-value`: `;u=abc`).
 * @throws {UriSyntaxError} when the input is not a `geo-URI`.
 * @example semanticErrors('geo:91,0') // [{ code: 'latitude-out-of-range', level: 'error', start: 4, end: 6, section: 'RFC 5870 §3.4.2', ... }]
 */
export function semanticErrors(input: string): SemanticFinding[] {
  const node = parse(input) as geo_URI;
  const { coordinates, p } = node.geoPath;
  const reading = readParameters(p);
  const found: SemanticFinding[] = [];
  if (reading.crs !== 'wgs84') {
    found.push(finding('crs-unknown', 'warning', reading.crsNode!, 'RFC 5870 §3.4.1', `the CRS "${reading.crsNode!.text}" is not defined (only "wgs84" is): its coordinates must not be read without understanding it, and are not checked here`));
  } else {
    const { coordA: lat, coordB: lon } = coordinates;
    const latitude = decimal(lat.text);
    const longitude = decimal(lon.text);
    if (compareAbs(latitude, 90) > 0) found.push(finding('latitude-out-of-range', 'error', lat, 'RFC 5870 §3.4.2', `latitude ${lat.text} is beyond -90..90 degrees: the URI MUST be considered invalid`));
    else if (!LATITUDE.test(lat.text)) found.push(finding('latitude-syntax', 'error', lat, 'RFC 5870 §3.3', `latitude ${lat.text} has more than 2 integer digits, which WGS-84's latitude rule does not allow`));
    if (compareAbs(longitude, 180) > 0) found.push(finding('longitude-out-of-range', 'error', lon, 'RFC 5870 §3.4.2', `longitude ${lon.text} is beyond -180..180 degrees: the URI MUST be considered invalid`));
    else if (!LONGITUDE.test(lon.text)) found.push(finding('longitude-syntax', 'error', lon, 'RFC 5870 §3.3', `longitude ${lon.text} has more than 3 integer digits, which WGS-84's longitude rule does not allow`));
    if (compareAbs(latitude, 90) === 0 && longitude !== '0') found.push(finding('pole-longitude', 'warning', lon, 'RFC 5870 §3.4.2', `at a pole (latitude ${lat.text}) the longitude SHOULD be "0", not ${lon.text}; any longitude names the same point`));
  }
  for (const { parameter, why } of reading.misplaced) {
    const name = parameter.pname.text.toLowerCase();
    if (why === 'repeated') found.push(finding('parameter-repeated', 'error', parameter, 'RFC 5870 §3.3', `the '${name}' parameter MUST NOT appear more than once`));
    else if (why === 'value') found.push(finding('parameter-value', 'error', parameter, 'RFC 5870 §3.3', name === 'crs' ? 'the \'crs\' parameter\'s value is a crslabel: letters, digits and "-"' : 'the \'u\' parameter\'s value is a uval: digits, and a "." with digits after it'));
    else found.push(finding('parameter-order', 'error', parameter, 'RFC 5870 §3.3', `the '${name}' parameter MUST be given before the other parameters${name === 'crs' ? ', and before \'u\'' : ', after \'crs\''}`));
  }
  return found.sort((x, y) => x.start - y.start);
}
