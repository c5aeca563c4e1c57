/**
 * The numbers of a geo URI (RFC 5870 §3.3 `num = [ "-" ] pnum`) as exact
 * decimal strings: §3.4.4 compares coordinates and uncertainty as
 * "mathematically identical" numbers, and §3.4.2 bounds latitude and
 * longitude; both are done on the digits, without floating point.
 */

/**
 * The canonical form of a `num` or `pnum`: no leading zeros in the integer
 * part (one "0" left), no trailing zeros in the fraction, no "." without a
 * fraction, and "-0" as "0" (§3.3: "-0" is identical to "0").
 * @example decimal('-043.10') // '-43.1'
 */
export function decimal(num: string): string {
  const negative = num.charCodeAt(0) === 0x2d; /* - */
  const body = negative ? num.slice(1) : num;
  const dot = body.indexOf('.');
  let int = dot < 0 ? body : body.slice(0, dot);
  let frac = dot < 0 ? '' : body.slice(dot + 1);
  let i = 0;
  while (i < int.length - 1 && int.charCodeAt(i) === 0x30) i++;
  int = int.slice(i);
  let j = frac.length;
  while (j > 0 && frac.charCodeAt(j - 1) === 0x30) j--;
  frac = frac.slice(0, j);
  const zero = int === '0' && frac === '';
  return `${negative && !zero ? '-' : ''}${int}${frac === '' ? '' : `.${frac}`}`;
}

/** The absolute value of a canonical decimal compared with an integer bound: -1, 0 or 1. */
export function compareAbs(canonical: string, bound: number): number {
  const body = canonical.charCodeAt(0) === 0x2d ? canonical.slice(1) : canonical;
  const dot = body.indexOf('.');
  const int = dot < 0 ? body : body.slice(0, dot);
  const limit = String(bound);
  if (int.length !== limit.length) return int.length < limit.length ? -1 : 1;
  if (int !== limit) return int < limit ? -1 : 1;
  return dot < 0 ? 0 : 1;
}
