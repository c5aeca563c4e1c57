/**
 * RFC 3966's hints: one line for the usual mistakes in a tel URI, each citing
 * the section it rests on.
 */
import type { UriSyntaxError } from '../../core/errors.js';

/** A one-line hint for a common mistake in a tel URI, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  const { input, offset, found } = e;
  if (e.rule !== 'telephone-uri') return null;
  if (offset < 4) return 'a tel URI begins with "tel:" and the number, as in tel:+1-201-555-0123 (RFC 3966 §3)';
  if (found === null && offset === 4) return 'a tel URI has a number after "tel:", as in tel:+1-201-555-0123 (RFC 3966 §3)';
  if (found === '/' && offset === 4) return 'a tel URI has no "//": the number follows "tel:" directly, as in tel:+1-201-555-0123 (RFC 3966 §3)';
  if (found === ' ') return 'no spaces in a tel URI, not even as visual separators (RFC 3966 §5.1.1): use "-" or "."';
  const global = input.charAt(4) === '+';
  const semicolon = input.indexOf(';', 4);
  const inNumber = semicolon < 0 || offset <= semicolon;
  if (global && inNumber && found !== null && /[A-Za-z*#]/.test(found))
    return 'a global number has digits and visual separators only (RFC 3966 §5.1.3, §5.1.4: no letters, "*" or "#", which only local numbers may have; §5.1.2: letters are not mapped to digits)';
  if (global && found === null && offset === 5) return 'a global number needs a digit after its "+" (RFC 3966 §3 global-number-digits, §5.1.4)';
  if (!global && found === null && !/;phone-context=/i.test(input))
    return 'a local number must have a ";phone-context=" parameter (RFC 3966 §5.1.5), e.g. tel:863-1234;phone-context=+1-914-555; or write the number in global form, "+" and the country code (§5.1.4)';
  if (!global && found === null)
    return 'a local number\'s context is a domain name or "+" and digits (RFC 3966 §3 descriptor, §5.1.5): a ";phone-context=" with another value is a parameter, and the context is still missing';
  if (!global && inNumber && found !== null && /[G-Zg-z]/.test(found))
    return 'a local number has hex digits, "*", "#" and visual separators only (RFC 3966 §3 local-number-digits, §5.1.3; §5.1.2: letters are not mapped to digits)';
  if (found !== null && found !== ';' && !inNumber) {
    const piece = input.slice(input.lastIndexOf(';', offset - 1), offset);
    return piece.includes('=')
      ? 'a parameter value has letters, digits, "-_.!~*\'()[]/:&+$" and percent-encodings: percent-encode any other character, ";" and "=" too (RFC 3966 §3)'
      : 'a parameter name has letters, digits and "-" only (RFC 3966 §3 pname)';
  }
  return null;
}
