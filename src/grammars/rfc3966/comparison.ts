/**
 * RFC 3966 §4 URI Comparisons: a key that two tel URIs share exactly when §4
 * makes them equivalent, and `equivalent`.
 *
 * The key is itself a tel URI, in the form §3 asks for: the number without
 * visual separators, then the extension or isdn-subaddress, then the context,
 * then the other parameters in lexicographical order; everything in lower
 * case. Readings taken where §4 is terse (each pinned by test/vectors/
 * rfc3966.json `comparisonKey`):
 * - §4's third rule names the extension but says how to compare only the
 *   context: an extension is phonedigits, compared, like the numbers, without
 *   its visual separators (§5.1.1: they "are not used for URI comparison").
 * - A domainname context is compared "as a host name": without regard to case
 *   (RFC 1034 §3.1), a final "." kept (§4 does not drop it).
 * - Other parameter values are compared as written, without regard to case
 *   (§4: "URI comparisons are case-insensitive"), a percent-encoded character
 *   of `unreserved` being that character (§3: characters other than the
 *   reserved and unsafe ones are equivalent to their "% HEX HEX" encoding).
 * - A parameter given twice (§3 says MUST NOT) is compared as given: both
 *   occurrences are in the key, sorted by value.
 */
import type { telephone_uri } from './ast.js';
import { parse, isValid } from '../../../generated/rfc3966.api.js';

/** §5.1.1 visual-separator = "-" / "." / "(" / ")" */
const VISUAL_SEPARATORS = /[-.()]/g;

/** §3 unreserved = alphanum / mark */
const UNRESERVED = /^[A-Za-z0-9\-_.!~*'()]$/;

/** A pvalue or isdn-subaddress for comparison: lower case, a "%" HEX HEX of an unreserved character decoded (§3, §4). */
function valueKey(value: string): string {
  return value.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const c = String.fromCharCode(parseInt(hex, 16));
    return UNRESERVED.test(c) ? c : escape;
  }).toLowerCase();
}

/** Digits without their visual separators (§4, §5.1.1), in lower case (local numbers may have A-F). */
function digitsKey(digits: string): string {
  return digits.replace(VISUAL_SEPARATORS, '').toLowerCase();
}

/**
 * A parameter's value for comparison, by its name (§4): phone-context's
 * descriptor as a host name or digit by digit, an extension's phonedigits
 * without visual separators, any other value by valueKey.
 */
function parameterKey(name: string, value: string | null): string | null {
  if (value === null) return null;
  if (name === 'phone-context' && isValid(value, 'descriptor')) return value.startsWith('+') ? digitsKey(value) : value.toLowerCase();
  if (name === 'ext' && /^[0-9().-]*$/.test(value)) return digitsKey(value);
  return valueKey(value);
}

/** §3's order: isdn-subaddress or extension first, then the context, then the others in lexicographical order. */
function rank(name: string): number {
  return name === 'ext' || name === 'isub' ? 0 : name === 'phone-context' ? 1 : 2;
}

/**
 * The comparison key of a tel URI (RFC 3966 §4): two tel URIs are equivalent
 * exactly when their keys are equal. Both global or both local (§4, first
 * rule: the "+" is in the key); the numbers equal without visual separators
 * (second rule); the context as a host name, or digit by digit without
 * visual separators (third rule); parameters compared by name, in any order,
 * and one that only one URI has makes them differ (fourth rule); without
 * regard to case (fifth rule).
 * @throws {UriSyntaxError} when the input is not a `telephone-uri`.
 * @example comparisonKey('TEL:+1-201-555-0123;Ext=1-2') // 'tel:+12015550123;ext=12'
 */
export function comparisonKey(input: string): string {
  const node = parse(input) as telephone_uri;
  const s = node.telephoneSubscriber;
  const params: [string, string | null][] = [];
  for (const par of s.pars) {
    if (par.type === 'extension') params.push(['ext', digitsKey(par.value)]);
    else if (par.type === 'isdn-subaddress') params.push(['isub', valueKey(par.value)]);
    else {
      const name = par.pname.text.toLowerCase();
      params.push([name, parameterKey(name, par.pvalue?.text ?? null)]);
    }
  }
  let number: string;
  if (s.type === 'global-number') number = digitsKey(s.globalNumberDigits.text);
  else {
    number = digitsKey(s.localNumberDigits.text);
    params.push(['phone-context', parameterKey('phone-context', s.context.descriptor.text)]);
  }
  params.sort(([n1, v1], [n2, v2]) => rank(n1) - rank(n2) || compare(n1, n2) || compare(v1 ?? '', v2 ?? '') || (v1 === null ? 0 : 1) - (v2 === null ? 0 : 1));
  return `tel:${number}${params.map(([name, value]) => `;${name}${value === null ? '' : `=${value}`}`).join('')}`;
}

/** Code-unit order, as §3's "lexicographical order" of parameters reads in ASCII. */
function compare(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * True when two tel URIs are equivalent by RFC 3966 §4 (their comparison keys are equal).
 * @throws {UriSyntaxError} when either input is not a `telephone-uri`.
 * @example equivalent('tel:+1-201-555-0123', 'tel:+1.201.555.0123') // true
 */
export function equivalent(a: string, b: string): boolean {
  return comparisonKey(a) === comparisonKey(b);
}
