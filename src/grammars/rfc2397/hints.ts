/**
 * RFC 2397's hints for the usual mistakes in a data URL, which `format()` of
 * its errors adds under the caret: those of the grammars before RFC 3986
 * (escaping by RFC 2396 §2.4, whose urlchars the data is), and RFC 2397's own:
 * the "data:" scheme, the ",", the media type's "/", parameters, ";base64"
 * last, tokens without tspecials, no quoted strings.
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { legacyHint, utf8Escapes } from '../../core/hint-text.js';

/** A one-line hint for a common mistake in a data URL, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  return legacyHint(e, {
    escaping: 'RFC 2396 §2.4, as RFC 2397 §3 asks',
    own,
    unsafe: { chars: '{}|^`', hint: (found) => `"${found}" is "unwise" (RFC 2396 §2.4.3) and no urlchar (RFC 2397 §3): escape it as ${utf8Escapes(found)}` },
  });
}

/** RFC 2045 §5.1's tspecials that are neither a delimiter of the mediatype nor already hinted at. */
const TSPECIALS = '()<>@:\\"/[]?=';

function own(e: UriSyntaxError<string>): string | null {
  const { input, offset, found } = e;
  if (e.rule !== 'dataurl') return null;
  if (!/^data:/i.test(input)) return offset < 5 ? 'a data URL begins with "data:" (RFC 2397 §3: `dataurl := "data:" [ mediatype ] [ ";base64" ] "," data`)' : null;
  const comma = input.indexOf(',');
  if (comma >= 0 && offset > comma) return null; // in the data: the shared hints
  const before = input.slice(5, offset);
  if (found === '"') return 'a parameter value has no quoted-string form in a data URL: escape its characters instead, a quote as %22 (RFC 2397 §3)';
  if (/;base64$/i.test(before) && found !== null && found !== '=' && found !== ',')
    return 'the ";base64" extension comes last, right before the "," (RFC 2397 §3: `"data:" [ mediatype ] [ ";base64" ] "," data`)';
  if (found === null || (found === ',' && e.expected.includes('"/"')) || found === ';') {
    if (e.expected.includes('"/"')) return 'a media type is type "/" subtype (RFC 2397 §3, RFC 2045 §5.1): write "text/plain", say, or leave the media type out';
  }
  if ((found === ',' || found === ';' || found === null) && e.expected.includes('"="')) return 'a parameter is attribute "=" value (RFC 2397 §3); the ";base64" extension, which has no "=", comes last, right before the ","';
  if ((found === ',' || found === ';' || found === null) && /[/=;]$/.test(before)) return 'a type, subtype, attribute or value is a token of at least one character (RFC 2045 §5.1), and a ";" begins a parameter, attribute "=" value (RFC 2397 §3)';
  if (found === null) return 'a data URL has a "," before its data, even when the data is empty (RFC 2397 §2: `data:[<mediatype>][;base64],<data>`)';
  if (TSPECIALS.includes(found))
    return `"${found}" is a tspecial, which no RFC 2045 token holds (§5.1): escape it as ${utf8Escapes(found)} (RFC 2397 §3: tokens are "represented using URL escaped encoding")`;
  return null;
}
