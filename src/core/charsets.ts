/**
 * The character sets of RFC 3986, each defined once and composed exactly as
 * the ABNF composes them (RFC 3986 §2 and Appendix A; RFC 5234 Appendix B.1).
 *
 * A set is a 128-entry table over US-ASCII: `set[c] === 1` when the code unit
 * `c` belongs to it. Every character outside US-ASCII belongs to no set.
 * `test/unit/charsets.test.ts` checks each table against the grammar's own rule
 * on all 128 ASCII characters.
 */

/** A character set over US-ASCII, indexed by code unit. */
export type CharSet = Readonly<Uint8Array>;

// The builders are marked free of side effects, so that a bundler drops the sets nothing reads.

/* @__NO_SIDE_EFFECTS__ */
function of(chars: string): Uint8Array {
  const set = new Uint8Array(128);
  for (let i = 0; i < chars.length; i++) set[chars.charCodeAt(i)] = 1;
  return set;
}

/* @__NO_SIDE_EFFECTS__ */
function range(first: string, last: string): Uint8Array {
  const set = new Uint8Array(128);
  for (let c = first.charCodeAt(0); c <= last.charCodeAt(0); c++) set[c] = 1;
  return set;
}

/** The union of sets, as ABNF `a / b / ...`. */
/* @__NO_SIDE_EFFECTS__ */
export function union(...sets: CharSet[]): CharSet {
  const out = new Uint8Array(128);
  for (const set of sets) for (let c = 0; c < 128; c++) out[c] |= set[c];
  return out;
}

// ----- RFC 5234 Appendix B.1. Core Rules -----

/** `ALPHA = %x41-5A / %x61-7A ; A-Z / a-z` */
export const ALPHA: CharSet = union(range('A', 'Z'), range('a', 'z'));
/** `DIGIT = %x30-39 ; 0-9` */
export const DIGIT: CharSet = range('0', '9');
/** `HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"` (quoted strings are case-insensitive, RFC 5234 §2.3) */
export const HEXDIG: CharSet = union(DIGIT, range('A', 'F'), range('a', 'f'));

// ----- RFC 3986 §2.2. Reserved Characters -----

/** `gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"` */
export const gen_delims: CharSet = of(':/?#[]@');
/** `sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="` */
export const sub_delims: CharSet = of("!$&'()*+,;=");
/** `reserved = gen-delims / sub-delims` */
export const reserved: CharSet = union(gen_delims, sub_delims);

// ----- RFC 3986 §2.3. Unreserved Characters -----

/** `unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"` */
export const unreserved: CharSet = union(ALPHA, DIGIT, of('-._~'));

// ----- The sets of the component rules (the literal characters only; pct-encoded is "%" HEXDIG HEXDIG) -----

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`: the characters after the first. */
export const scheme: CharSet = union(ALPHA, DIGIT, of('+-.'));
/** `userinfo = *( unreserved / pct-encoded / sub-delims / ":" )` */
export const userinfo: CharSet = union(unreserved, sub_delims, of(':'));
/** `reg-name = *( unreserved / pct-encoded / sub-delims )` */
export const reg_name: CharSet = union(unreserved, sub_delims);
/** `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` */
export const pchar: CharSet = union(unreserved, sub_delims, of(':@'));
/** `segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )` */
export const segment_nz_nc: CharSet = union(unreserved, sub_delims, of('@'));
/** `path-abempty = *( "/" segment )` and the other path rules: pchar and "/". */
export const path: CharSet = union(pchar, of('/'));
/** `query = *( pchar / "/" / "?" )` */
export const query: CharSet = union(pchar, of('/?'));
/** `fragment = *( pchar / "/" / "?" )` */
export const fragment: CharSet = union(pchar, of('/?'));
/** `IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )`: the characters after the dot. */
export const IPvFuture: CharSet = union(unreserved, sub_delims, of(':'));

/** True when the code unit `c` is in `set` (false for every non-ASCII code unit). */
export function has(set: CharSet, c: number): boolean {
  return c < 128 && set[c] === 1;
}
