/**
 * A reference expander of URI Templates, for tests only: RFC 6570 §3 as
 * Appendix A's algorithm spells it, step by step, written to be read beside
 * the RFC (clarity, not speed). It is the oracle of the matcher's property
 * tests (`expand(t, match(t, uri)) === uri`) and, later, an independent
 * oracle for the library's own expansion.
 *
 * Values: a string (a number or a boolean is its `String`), a list (an array
 * of strings), an associative array (a plain object of strings, in its key
 * order), or undefined (`undefined`, `null`, an empty list, an object with no
 * defined value: §2.3). Where the RFC leaves a choice, this reading:
 * - names and values of an associative array are encoded alike, by the
 *   operator's allowed set (§3.2.1 "Both name and value strings are encoded in
 *   the same way as simple string values"; Appendix A says "as for literals");
 * - an exploded pair with an empty value is `name` alone unless the operator is
 *   form-style (§3.2.1), where it is `name=`;
 * - `ifemp` applies to an empty string only: a list or an associative array is
 *   never empty once defined (§2.3), so `{;list}` with `[""]` is `;list=`
 *   (§3.2.7: "if the variable's value is not empty, append '='"; Appendix A
 *   asks "if the value is empty" of the variable's value, not of its members);
 * - a prefix counts the characters of the decoded value (§3.2.1: "count each
 *   Unicode code point as one character"): a code point, and under `+`/`#`,
 *   where a value's own pct-encoded triplets pass through, a triplet, or the
 *   triplets of one well-formed UTF-8 sequence, is one character, never split
 *   (Appendix A: "taking care not to split multi-octet or pct-encoded triplet
 *   characters that represent a single Unicode code point");
 * - a prefix on a list or an associative array is an error (§2.4.1), and so is
 *   an operator of `op-reserve` (§2.2): both throw;
 * - the hexadecimal digits of the triplets it writes are uppercase (RFC 3986 §2.1).
 */

export type OracleValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[] | { readonly [key: string]: string | number | boolean | null | undefined };
export type OracleVariables = { readonly [name: string]: OracleValue };

/** RFC 3986 §2.3 unreserved. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** RFC 3986 §2.2 reserved. */
const RESERVED = /^[:/?#[\]@!$&'()*+,;=]$/;
const HEX = /^[0-9A-Fa-f]{2}$/;

/** Appendix A's table: first, sep, named, ifemp, allow (U or U+R) per operator. */
const TABLE: Record<string, { first: string; sep: string; named: boolean; ifemp: string; allowReserved: boolean }> = {
  '': { first: '', sep: ',', named: false, ifemp: '', allowReserved: false },
  '+': { first: '', sep: ',', named: false, ifemp: '', allowReserved: true },
  '.': { first: '.', sep: '.', named: false, ifemp: '', allowReserved: false },
  '/': { first: '/', sep: '/', named: false, ifemp: '', allowReserved: false },
  ';': { first: ';', sep: ';', named: true, ifemp: '', allowReserved: false },
  '?': { first: '?', sep: '&', named: true, ifemp: '=', allowReserved: false },
  '&': { first: '&', sep: '&', named: true, ifemp: '=', allowReserved: false },
  '#': { first: '#', sep: ',', named: false, ifemp: '', allowReserved: true },
};

/** Each octet of the code point's UTF-8 form as a pct-encoded triplet (§1.6, RFC 3629). */
function pctEncodeCodePoint(cp: string): string {
  if (cp.length === 1 && cp.charCodeAt(0) >= 0xd800 && cp.charCodeAt(0) <= 0xdfff) throw new Error('a lone surrogate has no UTF-8 form');
  return [...new TextEncoder().encode(cp)].map((b) => '%' + b.toString(16).toUpperCase().padStart(2, '0')).join('');
}

/**
 * §3.2.1: a value's characters outside the allowed set, pct-encoded: (U)
 * unreserved only; (U+R) unreserved, reserved and pct-encoded triplets, which
 * are copied as they are (a `%` that begins no triplet is encoded, "%25").
 */
function encode(value: string, allowReserved: boolean): string {
  let out = '';
  const cps = [...value];
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i]!;
    if (UNRESERVED.test(c)) out += c;
    else if (allowReserved && RESERVED.test(c)) out += c;
    else if (allowReserved && c === '%' && HEX.test((cps[i + 1] ?? '') + (cps[i + 2] ?? ''))) {
      out += c + cps[i + 1] + cps[i + 2];
      i += 2;
    } else out += pctEncodeCodePoint(c);
  }
  return out;
}

/** §3.1 Literal expansion: a character allowed anywhere in a URI is copied, any other pct-encoded. */
function encodeLiteral(text: string): string {
  let out = '';
  const cps = [...text];
  for (let i = 0; i < cps.length; i++) {
    const c = cps[i]!;
    if (UNRESERVED.test(c) || RESERVED.test(c)) out += c;
    else if (c === '%' && HEX.test((cps[i + 1] ?? '') + (cps[i + 2] ?? ''))) {
      out += c + cps[i + 1] + cps[i + 2];
      i += 2;
    } else out += pctEncodeCodePoint(c);
  }
  return out;
}

/** The octets of the triplets that begin at code point `i` of `cps` (at most four), as numbers. */
function tripletOctets(cps: string[], i: number): number[] {
  const octets: number[] = [];
  while (octets.length < 4 && cps[i] === '%' && HEX.test((cps[i + 1] ?? '') + (cps[i + 2] ?? ''))) {
    octets.push(parseInt(cps[i + 1]! + cps[i + 2]!, 16));
    i += 3;
  }
  return octets;
}

/** How many of `octets` are one character in UTF-8: the length its first octet announces when they are well-formed UTF-8, else 1. */
function utf8CharacterLength(octets: number[]): number {
  const b = octets[0]!;
  const length = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 1;
  if (length === 1 || octets.length < length) return 1;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(octets.slice(0, length)));
    return [...text].length === 1 ? length : 1;
  } catch {
    return 1;
  }
}

/**
 * §2.4.1, §3.2.1: the first `n` characters of `value`: code points; with
 * `allowReserved` (`+`, `#`), a triplet, or the triplets of one UTF-8
 * character, counts as one and is never split.
 */
function prefixOf(value: string, n: number, allowReserved: boolean): string {
  const cps = [...value];
  let out = '';
  let i = 0;
  for (let count = 0; count < n && i < cps.length; count++) {
    const octets = allowReserved ? tripletOctets(cps, i) : [];
    const length = octets.length === 0 ? 1 : 3 * utf8CharacterLength(octets);
    out += cps.slice(i, i + length).join('');
    i += length;
  }
  return out;
}

type Defined = { kind: 'string'; value: string } | { kind: 'list'; value: string[] } | { kind: 'map'; value: [string, string][] };

/** §2.3: the defined value of a variable, or null when it is undefined. */
function defined(value: OracleValue): Defined | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return { kind: 'string', value: String(value) };
  if (Array.isArray(value)) {
    const list = (value as readonly unknown[]).filter((m) => m !== null && m !== undefined).map(String);
    return list.length === 0 ? null : { kind: 'list', value: list };
  }
  const pairs = Object.keys(value)
    .filter((k) => (value as Record<string, unknown>)[k] !== null && (value as Record<string, unknown>)[k] !== undefined)
    .map((k): [string, string] => [k, String((value as Record<string, unknown>)[k])]);
  return pairs.length === 0 ? null : { kind: 'map', value: pairs };
}

/** The variable's own value, read as an own property (a varname may be `__proto__` or `constructor`). */
function lookup(variables: OracleVariables, name: string): OracleValue {
  return Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
}

/**
 * Expands `template` (a valid URI Template, §2) with `variables`, scanning it
 * as Appendix A does. Throws on a reserved operator or a prefix on a composite
 * value, where the RFC defines no expansion.
 */
export function oracleExpand(template: string, variables: OracleVariables): string {
  let result = '';
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf('{', i);
    // Copy literals (§3.1) up to the next expression.
    result += encodeLiteral(template.slice(i, open < 0 ? template.length : open));
    if (open < 0) break;
    const close = template.indexOf('}', open);
    if (close < 0) throw new Error('unclosed expression');
    result += expandExpression(template.slice(open + 1, close), variables);
    i = close + 1;
  }
  return result;
}

function expandExpression(body: string, variables: OracleVariables): string {
  // The operator: the first character when it is one (§2.2), else NUL.
  let op = '';
  if ('+#./;?&'.includes(body[0]!)) op = body[0]!;
  else if ('=,!@|'.includes(body[0]!)) throw new Error(`reserved operator ${body[0]} (RFC 6570 §2.2): no expansion is defined`);
  const { first, sep, named, ifemp, allowReserved } = TABLE[op]!;
  let out = '';
  let any = false;
  for (const spec of body.slice(op.length).split(',')) {
    const m = /^([^:*]+)(?::(\d+)|(\*))?$/.exec(spec)!;
    const varname = m[1]!;
    const prefix = m[2] === undefined ? null : Number(m[2]);
    const explode = m[3] !== undefined;
    const value = defined(lookup(variables, varname));
    if (value === null) continue; // undefined: skip to the next varspec
    out += any ? sep : first;
    any = true;
    if (value.kind === 'string') {
      // A string: the name when named, ifemp when empty; the value, cut to its prefix.
      if (named) {
        out += varname;
        if (value.value === '') {
          out += ifemp;
          continue;
        }
        out += '=';
      }
      const cut = prefix === null ? value.value : prefixOf(value.value, prefix, allowReserved);
      out += encode(cut, allowReserved);
      continue;
    }
    if (prefix !== null) throw new Error(`prefix on a composite value (RFC 6570 §2.4.1): ${varname}`);
    const pairs = value.kind === 'list' ? value.value.map((v): [string | null, string] => [null, v]) : value.value;
    if (!explode) {
      // No explode: name= once when named, then the members (or name,value pairs) joined by ",".
      if (named) out += varname + '=';
      out += pairs.map(([k, v]) => (k === null ? encode(v, allowReserved) : encode(k, allowReserved) + ',' + encode(v, allowReserved))).join(',');
      continue;
    }
    // Explode: each member or pair, joined by sep.
    out += pairs
      .map(([k, v]) => {
        if (named) {
          const name = k === null ? varname : encode(k, allowReserved);
          return v === '' ? name + ifemp : name + '=' + encode(v, allowReserved);
        }
        if (k === null) return encode(v, allowReserved);
        return v === '' ? encode(k, allowReserved) : encode(k, allowReserved) + '=' + encode(v, allowReserved);
      })
      .join(sep);
  }
  return out;
}
