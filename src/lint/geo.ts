/**
 * What RFC 5870 requires of a geo URI beyond its grammar (§3.3's prose, §3.4):
 * `semanticErrors` of uri-grammar/rfc5870 (src/grammars/rfc5870/semantics.ts),
 * as lint findings: a latitude beyond ±90 or a longitude beyond ±180, which
 * §3.4.2 says MUST be considered invalid (`geo:91,0` matches §3.3's ABNF),
 * WGS-84's digits, the 'crs' and 'u' parameters' place and count, as
 * `geo-semantic-error`; the pole's longitude and an unknown CRS as
 * `geo-semantic-warning`. Each finding keeps its section and its code.
 *
 * Only a geo URI that matches §3.3's grammar has findings (the fragment is
 * RFC 3986's, §3.5): `check(uri, { schemes: true })` reports one that does not.
 */
import type { Context } from './context.js';
import { isValid, semanticErrors } from '../grammars/rfc5870/index.js';
import { schemePart } from '../core/grammar-info.js';

export function checkGeo(ctx: Context): void {
  if (ctx.scheme !== 'geo' || !ctx.valid) return;
  const uri = schemePart(ctx.input, false);
  if (!isValid(uri)) return;
  for (const f of semanticErrors(uri)) {
    ctx.report(f.level === 'error' ? 'geo-semantic-error' : 'geo-semantic-warning', f.start, f.end, `${f.section} (${f.code}): ${f.message}.`);
  }
}
