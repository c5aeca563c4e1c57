/**
 * Schemes whose URIs execute when followed (RFC 3986 §7.1: "the URI itself
 * may be ... a script"): `javascript:` and `vbscript:` run their text as a
 * script in the page that follows them, and a `data:` URI with an active
 * media type (HTML, XHTML, SVG, XML, JavaScript) is a document that runs its
 * scripts. The scheme is read as a WHATWG URL parser reads the input (tabs and
 * newlines removed, leading controls and spaces stripped, in any case), so
 * "java\tscript:" and " JavaScript:" count; the media type of a `data:` URI as
 * the WHATWG data: URL processor reads it (the text before the first ",",
 * trimmed, its essence before any ";", in lowercase, never percent-decoded).
 */
import type { Context } from './context.js';
import { quote } from './context.js';
import { split } from '../model/components.js';
import { whatwgReading } from './whatwg.js';

/** Schemes that run their text as a script. */
const SCRIPT_SCHEMES: Readonly<Record<string, string>> = {
  javascript: 'JavaScript',
  vbscript: 'VBScript',
};

/** Media types a browser renders as an active document (one that can run scripts) or runs as a script. */
const ACTIVE_TYPES = new Set([
  'text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml',
  'text/javascript', 'application/javascript', 'application/ecmascript', 'text/ecmascript',
]);

/** A MIME type essence of two tokens (RFC 9110 §8.3.1, WHATWG MIME Sniffing §4.4). */
const ESSENCE = /^[a-z0-9!#$%&'*+.^_`|~-]+\/[a-z0-9!#$%&'*+.^_`|~-]+$/;

export function checkScheme(ctx: Context): void {
  const read = split(whatwgReading(ctx.input, false));
  const scheme = read.scheme?.text.toLowerCase() ?? null;
  if (scheme === null) return;
  const at = ctx.parts.scheme ?? { start: 0, end: ctx.input.length };
  const as = scheme === ctx.scheme ? '' : ` (read as ${quote(scheme + ':')} by a WHATWG URL parser)`;
  if (Object.hasOwn(SCRIPT_SCHEMES, scheme)) {
    ctx.report('scheme-executes', at.start, at.end, `The scheme ${quote(scheme)}${as} runs the rest of the URI as ${SCRIPT_SCHEMES[scheme]} in the page that follows it: never follow or embed such a URI from untrusted input (RFC 3986 §7.1).`);
    return;
  }
  if (scheme !== 'data') return;
  // WHATWG Fetch §4.2 data: URL processor: the MIME type is the text before the first ",", trimmed.
  const rest = read.path.text + (read.query === null ? '' : '?' + read.query.text);
  const comma = rest.indexOf(',');
  if (comma < 0) return; // no ",": the processor fails, nothing is rendered
  const essence = rest.slice(0, comma).split(';')[0]!.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase();
  if (ESSENCE.test(essence) && ACTIVE_TYPES.has(essence)) {
    ctx.report('scheme-executes', at.start, at.end, `A data: URI of the media type ${quote(essence)}${as}: a browser renders it as a document or runs it as a script, with the scripts it holds: never follow or embed such a URI from untrusted input (RFC 3986 §7.1; RFC 2397).`);
  }
}
