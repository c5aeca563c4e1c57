/**
 * RFC 5870's hints: one line for the usual mistakes in a geo URI, each citing
 * the section it rests on.
 */
import type { UriSyntaxError } from '../../core/errors.js';

/** A one-line hint for a common mistake in a geo URI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  const { input, offset, found } = e;
  if (e.rule !== 'geo-URI') return null;
  if (offset < 4) return 'a geo URI begins with "geo:" and the coordinates, as in geo:48.2010,16.3695 (RFC 5870 §3.3)';
  if (offset === 4 && found === '/') return 'a geo URI has no "//": the coordinates follow "geo:" directly, as in geo:48.2010,16.3695 (RFC 5870 §3.3)';
  if (offset === 4 && found === null) return 'a geo URI has coordinates after "geo:", latitude and longitude, as in geo:48.2010,16.3695 (RFC 5870 §3.3)';
  const semicolon = input.indexOf(';', 4);
  const inCoordinates = semicolon < 0 || offset <= semicolon;
  const commas = (semicolon < 0 ? input : input.slice(0, semicolon)).split(',').length - 1;
  if (found === ';' && commas === 0)
    return 'the coordinates are separated by ",", not ";" (RFC 5870 §3.3; §6.4\'s geo:22.300;-118.44 means geo:22.300,-118.44)';
  if (found === null && commas === 0 && /^geo:-?[0-9]+(\.[0-9]+)?$/i.test(input))
    return 'a geo URI has at least two coordinates, latitude and longitude, separated by "," (RFC 5870 §3.3)';
  if (found === ' ') return 'no spaces in a geo URI (RFC 5870 §3.3): write geo:48.2010,16.3695';
  if (inCoordinates && found === '+') return 'a coordinate has no "+" sign: north and east are unsigned, south and west take "-" (RFC 5870 §2, §3.3 num)';
  if (inCoordinates && found !== null && /[NSEWnsew°'"]/.test(found))
    return 'coordinates are signed decimal degrees, not N/S/E/W, degrees, minutes or seconds (RFC 5870 §2, §3.3): south and west are negative';
  if (inCoordinates && found === ',' && commas > 2) return 'a geo URI has two or three coordinates: latitude, longitude and altitude (RFC 5870 §3.3)';
  if (offset > 0 && input[offset - 1] === '.' && /[0-9]/.test(input[offset - 2] ?? '')) return 'a "." in a number needs digits after it (RFC 5870 §3.3 pnum = 1*DIGIT [ "." 1*DIGIT ])';
  if (found === '?') return 'a geo URI has no query: its parameters follow ";" (RFC 5870 §3.3)';
  if (found === '#') return 'a "#" fragment is not part of the geo URI (RFC 3986 §3.5): check the URI before it';
  if (!inCoordinates && found !== null && found !== ';') {
    const piece = input.slice(input.lastIndexOf(';', offset - 1), offset);
    return piece.includes('=')
      ? 'a parameter value has letters, digits, "-_.!~*\'()[]:&+$" and percent-encodings: percent-encode any other character (RFC 5870 §3.3, §3.5)'
      : 'a parameter name has letters, digits and "-" only (RFC 5870 §3.3 pname = labeltext)';
  }
  return null;
}
