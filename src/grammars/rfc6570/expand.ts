/**
 * RFC 6570 §3 Expansion: a URI Template and the values of its variables to
 * a URI reference, every operator of levels 1 to 4 (§1.2), with prefix
 * (§2.4.1) and explode (§2.4.2) modifiers, on strings, lists and associative
 * arrays. The steps are Appendix A's, the table is ./operators.ts.
 *
 * Values (§2.3):
 * - a string; a number or a boolean stands for its JSON text (`6`, `37.76`,
 *   `true`); a number with no JSON text (NaN, ±Infinity) is refused;
 * - `null` and `undefined` are undefined, as is a variable the object does
 *   not have as an own property (inherited ones, such as `toString`, are not
 *   variables);
 * - a list is a JavaScript array, an associative array a plain object (its
 *   own enumerable string keys, in JavaScript's property order: integer-like
 *   keys first, ascending, then the others as inserted, as Object.keys and
 *   JSON read it). A member or a value that is `null` or `undefined` is
 *   undefined and left out; a list or an associative array with no defined
 *   member is undefined (§2.3 says so of associative arrays; a list of
 *   undefined members is read the same way). A member that is itself a list
 *   or an associative array is refused: composite values are one level deep
 *   (§2.3, §2.4.2), and no nesting is defined.
 *
 * Exact where the RFC is exact:
 * - a prefix counts characters (code points), never UTF-16 code units
 *   (§2.4.1); in `+` and `#` expansions, where pct-encoded triplets of the
 *   value pass through, a triplet, or the triplets of one UTF-8-encoded code
 *   point, count as one character and are never split (Appendix A);
 * - `+` and `#` keep the value's pct-encoded triplets as written and encode a
 *   "%" that begins none as "%25" (§3.2.1); every other type encodes every
 *   "%";
 * - a non-ASCII literal character is UTF-8 percent-encoded (§3.1);
 * - `ifemp` follows the name of an empty string only: a defined list or
 *   associative array is never empty (§2.3), so `{;x}` with `[""]` is `;x=`
 *   (§3.2.7, Appendix A);
 * - the names and values of an associative array are encoded as values
 *   (§3.2.1: "Both name and value strings are encoded in the same way as
 *   simple string values"); an exploded pair whose value is empty is
 *   "name" in every type but "?" and "&", where it is "name=" (§3.2.1).
 *
 * Refusals, each a TemplateExpansionError with its own `code`, the `offset`
 * in the template and a message naming the variable and the section; never a
 * partly expanded string, never a silent skip:
 * - an operator of op-reserve (`= , ! @ |`): valid syntax with no expansion
 *   defined (§2.2), at the operator's offset;
 * - a prefix on a list or an associative array (§2.4.1), at the modifier's ":";
 * - a value of no supported type (a function, a symbol, a bigint, NaN, a Map,
 *   a Date, ...) and a composite member of a composite value, at the varspec;
 * - a value with a lone surrogate in what is expanded (a prefix leaves the
 *   rest unread), which has no UTF-8 form (§1.6), at the varspec: never
 *   replaced.
 * An invalid template is a UriSyntaxError (the generated parser's).
 */
import type { URI_Template, expression, varspec } from './ast.js';
import { ALLOWED, behaviourOf, type ExpansionBehaviour } from './operators.js';
import { templateAst } from './scan.js';
import { ERROR_BRAND, UriGrammarError } from '../../core/error-base.js';
import type { CharSet } from '../../core/charsets.js';
import { encodeOctets, pctOctetAt } from '../../encoding/percent-encoding.js';
import { firstLoneSurrogate, utf8CodePointAt, utf8Length } from '../../encoding/utf8.js';

// ----- The values of variables (§2.3) -----

/** A string value; a number or a boolean stands for its JSON text; `null` and `undefined` are undefined (§2.3). */
export type ScalarValue = string | number | boolean | null | undefined;

/** A list of values (§2.3, §2.4.2): a JavaScript array of scalar values. */
export type ListValue = readonly ScalarValue[];

/** An associative array of (name, value) pairs (§2.3, §2.4.2): a plain object of scalar values. */
export type AssociativeArray = { readonly [name: string]: ScalarValue };

/** The value of a variable: a string (or a number or a boolean), a list, an associative array, or undefined. */
export type VariableValue = ScalarValue | ListValue | AssociativeArray;

/** The values of a template's variables, by varname as written in the template (§2.3: pct-encoded triplets are part of the name). */
export type Variables = { readonly [varname: string]: VariableValue };

// ----- The error -----

/** What expansion refuses, one `code` each. */
export type TemplateExpansionErrorCode =
  /** An operator of op-reserve (`= , ! @ |`): no expansion is defined (§2.2). */
  | 'ERR_TEMPLATE_RESERVED_OPERATOR'
  /** A prefix modifier on a list or an associative array (§2.4.1). */
  | 'ERR_TEMPLATE_PREFIX_COMPOSITE'
  /** A value of no supported type: a function, a symbol, a bigint, NaN or ±Infinity, an object that is no array and no plain object (§2.3). */
  | 'ERR_TEMPLATE_VALUE_TYPE'
  /** A list or an associative array as a member of a list or a value of an associative array (§2.3: one level). */
  | 'ERR_TEMPLATE_NESTED_VALUE'
  /** A value with a lone surrogate, which has no UTF-8 form (§1.6). */
  | 'ERR_TEMPLATE_LONE_SURROGATE';

/**
 * Thrown by `expand` when RFC 6570 §3 defines no expansion of the template
 * with these values: `code` says why, `offset` where in the template (UTF-16
 * code units), `variable` whose value or varspec it is (null for an operator).
 */
export class TemplateExpansionError extends UriGrammarError {
  override readonly name = 'TemplateExpansionError';
  readonly code: TemplateExpansionErrorCode;
  /** The index in the template of the operator, the prefix modifier or the varspec at fault. */
  readonly offset: number;
  /** The varname (as written) whose value or modifier is refused; null for a reserved operator. */
  readonly variable: string | null;

  /** Its brand across copies of this package (src/core/error-base.ts). */
  static override readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.TemplateExpansionError');

  constructor(message: string, code: TemplateExpansionErrorCode, offset: number, variable: string | null = null) {
    super(message);
    this.code = code;
    this.offset = offset;
    this.variable = variable;
  }
}

// ----- Expansion -----

/** What expansion reads of a varspec: its name, modifiers and offset (for a refusal). */
type VarspecOf = Pick<varspec, 'varname' | 'prefix' | 'explode' | 'start'>;

/**
 * The expansion of `template` with `variables` (RFC 6570 §3).
 * @throws {UriSyntaxError} when the template is not a URI-Template (§2).
 * @throws {TemplateExpansionError} when §3 defines no expansion of it with these values.
 * @throws {TypeError} when the template is neither a string nor a parsed URI-Template, or `variables` is no plain object.
 */
export function expand(template: string | URI_Template, variables: Variables): string {
  const ast = typeof template === 'string' ? templateAst(template) : checkedAst(template);
  return expandSteps(stepsOf(ast), variables);
}

/** A template ready to expand: each literal run as its expansion (§3.1), each expression as parsed. */
export type Steps = readonly (string | expression)[];

/** The steps of a template: its literal runs expanded once (§3.1). */
export function stepsOf(ast: URI_Template): Steps {
  const parts = ast.parts;
  const steps: (string | expression)[] = new Array(parts.length);
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    steps[i] = part.type === 'literals' ? literalExpansion(part.text) : part;
  }
  return steps;
}

/** §3.1 Literal expansion: a character allowed in a URI is copied, any other written as the triplets of its UTF-8 form. */
export function literalExpansion(text: string): string {
  return encodeOctets(text, LITERAL, false);
}

/** `template` when it is a parsed URI-Template, else a TypeError. */
export function checkedAst(template: URI_Template): URI_Template {
  if (template === null || typeof template !== 'object' || template.type !== 'URI-Template' || !Array.isArray(template.parts)) {
    throw new TypeError(`the template must be a string or a parsed URI-Template (RFC 6570 §2), not ${describeValue(template)}`);
  }
  return template;
}

/** The expansion of a template's steps (§3: literals copied, each expression replaced by its expansion). */
export function expandSteps(steps: Steps, variables: Variables): string {
  if (!isPlainObject(variables)) throw new TypeError(`the variables must be a plain object of their values by name (RFC 6570 §2.3), not ${describeValue(variables)}`);
  let out = '';
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i];
    out += typeof step === 'string' ? step : expressionExpansion(step, variables);
  }
  return out;
}

// RFC 6570 Appendix A: an expression, its varspecs in order.
function expressionExpansion(e: expression, variables: Variables): string {
  const b = behaviourOf(e.operator);
  if (b === null) {
    throw new TemplateExpansionError(
      `"${e.operator}" at offset ${e.start + 1} is an operator reserved for future extensions (RFC 6570 §2.2): no expansion is defined for it`,
      'ERR_TEMPLATE_RESERVED_OPERATOR',
      e.start + 1,
    );
  }
  const specs = e.variables;
  let out = '';
  let defined = false;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i];
    const name = spec.varname;
    // §2.3: a variable the values do not have (as their own) is undefined; so are null and undefined.
    const value = Object.hasOwn(variables, name) ? variables[name] : undefined;
    if (value === undefined || value === null) continue;
    let text: string | null;
    try {
      text = varspecExpansion(b, spec, value);
    } catch (x) {
      if (x === LONE) throw loneSurrogate(spec, value);
      throw x;
    }
    if (text === null) continue;
    // Appendix A: "first" before the first defined variable, "sep" before each later one.
    out += (defined ? b.sep : b.first) + text;
    defined = true;
  }
  return out;
}

/**
 * What one varspec writes for a defined value, without its "first" or "sep"
 * (§3.2.1, Appendix A), or null where expansion writes nothing (a composite
 * with no defined member, §2.3) or defines none (a prefix on a composite
 * value, §2.4.1; a lone surrogate, §1.6). Matching (./match.ts) checks its
 * readings with it, so that both count and encode with one code.
 */
export function valueExpansion(b: ExpansionBehaviour, spec: Pick<varspec, 'varname' | 'prefix' | 'explode' | 'start'>, value: NonNullable<VariableValue>): string | null {
  try {
    return varspecExpansion(b, spec, value);
  } catch (x) {
    if (x === LONE || x instanceof TemplateExpansionError) return null;
    throw x;
  }
}

/** The expansion of one defined variable without its "first" or "sep", or null when it is a composite with no defined member (§2.3). */
function varspecExpansion(b: ExpansionBehaviour, spec: VarspecOf, value: NonNullable<VariableValue>): string | null {
  switch (typeof value) {
    case 'string':
      return stringExpansion(b, spec, value);
    case 'number':
      return stringExpansion(b, spec, numberText(value, spec, null));
    case 'boolean':
      return stringExpansion(b, spec, value ? 'true' : 'false');
    case 'object':
      if (Array.isArray(value)) {
        if (spec.prefix !== null) throw prefixOnComposite(spec, 'a list');
        return listExpansion(b, spec, value as ListValue);
      }
      if (isPlainObject(value)) {
        if (spec.prefix !== null) throw prefixOnComposite(spec, 'an associative array');
        return pairsExpansion(b, spec, value as AssociativeArray);
      }
  }
  throw unsupported(spec, value, null);
}

// Appendix A: "If this variable's value is a string".
function stringExpansion(b: ExpansionBehaviour, spec: VarspecOf, s: string): string {
  const reservedToo = b.allow === 'U+R';
  let text = s;
  if (spec.prefix !== null && spec.prefix < s.length) {
    // The rest is neither expanded nor read: a prefix costs its length, however long the value.
    text = s.slice(0, prefixEnd(s, spec.prefix, reservedToo));
  }
  const encoded = reservedToo ? encodeReserved(text) : encodeOctets(text, U, false, onLone);
  // §3.2.7-§3.2.9: a named expansion writes the varname (a literal, §3.1: ASCII as written) and "=" or, for an empty value, ifemp.
  if (b.named) return spec.varname + (s === '' ? b.ifemp : '=' + encoded);
  return encoded;
}

// Appendix A: a list, exploded or not (§3.2.1).
function listExpansion(b: ExpansionBehaviour, spec: VarspecOf, list: ListValue): string | null {
  const reservedToo = b.allow === 'U+R';
  const named = b.named && spec.explode;
  const sep = spec.explode ? b.sep : ',';
  let out = '';
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const m = member(list[i], spec, i);
    if (m === null) continue;
    if (n++ > 0) out += sep;
    const encoded = reservedToo ? encodeReserved(m) : encodeOctets(m, U, false, onLone);
    // An exploded list in a named type: each member paired with the varname (§3.2.1).
    out += named ? spec.varname + (m === '' ? b.ifemp : '=' + encoded) : encoded;
  }
  if (n === 0) return null;
  // §3.2.7, Appendix A: "if the value is empty, append ifemp", else "=". A defined list is never empty (§2.3: a
  // list with no member is undefined), so {;x} with [""] is ";x=": ifemp follows an empty string only.
  if (b.named && !spec.explode) return spec.varname + '=' + out;
  return out;
}

// Appendix A: an associative array, exploded ("name=value" pairs) or not ("name,value").
function pairsExpansion(b: ExpansionBehaviour, spec: VarspecOf, pairs: AssociativeArray): string | null {
  const reservedToo = b.allow === 'U+R';
  const sep = spec.explode ? b.sep : ',';
  const names = Object.keys(pairs);
  let out = '';
  let n = 0;
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    const v = member(pairs[name], spec, name);
    if (v === null) continue;
    if (n++ > 0) out += sep;
    // §3.2.1: "Both name and value strings are encoded in the same way as simple string values."
    const k = reservedToo ? encodeReserved(name) : encodeOctets(name, U, false, onLone);
    const encoded = reservedToo ? encodeReserved(v) : encodeOctets(v, U, false, onLone);
    // §3.2.1: exploded, "name=value", or "name" (ifemp) for an empty value but in "?" and "&" (where ifemp is "=").
    out += spec.explode ? k + (v === '' ? b.ifemp : '=' + encoded) : k + ',' + encoded;
  }
  if (n === 0) return null;
  // As for a list: a defined associative array is never empty (§2.3).
  if (b.named && !spec.explode) return spec.varname + '=' + out;
  return out;
}

/** A member of a list or a value of an associative array as a string, or null when it is undefined. */
function member(x: unknown, spec: VarspecOf, at: number | string): string | null {
  switch (typeof x) {
    case 'string':
      return x;
    case 'undefined':
      return null;
    case 'number':
      return numberText(x, spec, at);
    case 'boolean':
      return x ? 'true' : 'false';
    case 'object':
      if (x === null) return null;
      if (Array.isArray(x) || isPlainObject(x)) {
        const what = Array.isArray(x) ? 'a list' : 'an associative array';
        throw new TemplateExpansionError(
          `${where(spec, at)} is ${what}: the members of a list and the values of an associative array are strings, composite values are one level deep (RFC 6570 §2.3, §2.4.2)`,
          'ERR_TEMPLATE_NESTED_VALUE',
          spec.start,
          spec.varname,
        );
      }
  }
  throw unsupported(spec, x, at);
}

/** A number's JSON text, or a refusal for one that has none. */
function numberText(x: number, spec: VarspecOf, at: number | string | null): string {
  if (Number.isFinite(x)) return String(x);
  throw unsupported(spec, x, at);
}

// ----- Encoding (§3.2.1, §1.6: UTF-8, then pct-encoding) -----

/** Appendix A allow (U): the unreserved set. */
const U: CharSet = ALLOWED.U;
/** Appendix A allow (U+R): unreserved and reserved (pct-encoded triplets apart, in encodeReserved). */
const U_R: CharSet = ALLOWED['U+R'];
/** §3.1: a literal of a valid template is ASCII allowed in a URI, or a pct-encoded triplet, or non-ASCII (encoded). */
const LITERAL: CharSet = new Uint8Array(128).fill(1);

/** Thrown by the encoders on a lone surrogate; expressionExpansion makes it the variable's error. */
const LONE = new (class LoneSurrogate {})();
function onLone(): never {
  throw LONE;
}

/** Appendix A allow (U+R): unreserved, reserved and pct-encoded triplets as written; a "%" that begins no triplet is "%25" (§3.2.1). */
function encodeReserved(s: string): string {
  let p = s.indexOf('%');
  if (p < 0) return encodeOctets(s, U_R, false, onLone);
  let out = '';
  let from = 0;
  while (p >= 0) {
    const triplet = pctOctetAt(s, p) >= 0;
    out += encodeOctets(s.slice(from, p), U_R, false, onLone) + (triplet ? s.slice(p, p + 3) : '%25');
    from = triplet ? p + 3 : p + 1;
    p = s.indexOf('%', from);
  }
  return out + encodeOctets(s.slice(from), U_R, false, onLone);
}

/**
 * The index after the first `n` characters of `s` (§2.4.1: code points, a
 * surrogate pair being one). With `triplets` (U+R, where they pass through),
 * a pct-encoded triplet is one character, and so are the triplets of one
 * well-formed UTF-8 sequence (Appendix A: "not to split multi-octet or
 * pct-encoded triplet characters that represent a single Unicode code point").
 */
export function prefixEnd(s: string, n: number, triplets: boolean): number {
  const len = s.length;
  let i = 0;
  for (let count = 0; count < n && i < len; count++) i = prefixCharEnd(s, i, len, triplets);
  return i;
}

/**
 * The end of the character of `s` at `i` as a prefix counts it (§2.4.1): a
 * code point; with `triplets`, a pct-encoded triplet, or the triplets of one
 * well-formed UTF-8 sequence, read no further than `end`. Matching counts a
 * prefix's text with it (./match.ts).
 */
export function prefixCharEnd(s: string, i: number, end: number, triplets: boolean): number {
  const c = s.charCodeAt(i);
  if (triplets && c === 0x25) {
    const b = pctOctetAt(s, i);
    if (b >= 0 && i + 3 <= end) return i + 3 * tripletsOfCodePoint(s, i, b, end);
  }
  return i + (c >= 0xd800 && c <= 0xdbff && i + 1 < end && isLowSurrogate(s.charCodeAt(i + 1)) ? 2 : 1);
}

/** The first `n` characters of `s` as a prefix counts them (§2.4.1, `prefixEnd`). */
export function prefixOf(s: string, n: number, triplets: boolean): string {
  return n >= s.length ? s : s.slice(0, prefixEnd(s, n, triplets));
}

const octets = new Uint8Array(4);

/** How many triplets from `s[i]` (whose octet is `b`), before `end`, encode one code point in UTF-8: 1 for an ASCII octet or one that begins no well-formed sequence. */
function tripletsOfCodePoint(s: string, i: number, b: number, end: number): number {
  if (b < 0x80) return 1;
  octets[0] = b;
  let k = 1;
  for (; k < 4 && i + 3 * k + 3 <= end; k++) {
    const o = pctOctetAt(s, i + 3 * k);
    if (o < 0) break;
    octets[k] = o;
  }
  const cp = utf8CodePointAt(octets, 0, k);
  return cp < 0 ? 1 : utf8Length(cp);
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

// ----- Refusals -----

function prefixOnComposite(spec: VarspecOf, what: string): TemplateExpansionError {
  const at = spec.start + spec.varname.length;
  return new TemplateExpansionError(
    `"${spec.varname}" is ${what}: its prefix modifier ":${spec.prefix}" at offset ${at} applies to string values only (RFC 6570 §2.4.1)`,
    'ERR_TEMPLATE_PREFIX_COMPOSITE',
    at,
    spec.varname,
  );
}

function unsupported(spec: VarspecOf, x: unknown, at: number | string | null): TemplateExpansionError {
  const tail = at === null
    ? 'a value is a string, a number, a boolean, null or undefined, an array (a list) or a plain object (an associative array) (RFC 6570 §2.3, §2.4.2)'
    : 'a member of a list or a value of an associative array is a string, a number, a boolean, null or undefined (RFC 6570 §2.3)';
  return new TemplateExpansionError(`${where(spec, at)} is ${describeValue(x)}: ${tail}`, 'ERR_TEMPLATE_VALUE_TYPE', spec.start, spec.varname);
}

function loneSurrogate(spec: VarspecOf, value: unknown): TemplateExpansionError {
  const unit = loneUnit(value);
  const which = unit < 0 ? '' : ` (U+${unit.toString(16).toUpperCase()})`;
  return new TemplateExpansionError(
    `the value of "${spec.varname}" has a lone surrogate${which}, which has no UTF-8 form: a value is Unicode text (RFC 6570 §1.6, §3.2.1)`,
    'ERR_TEMPLATE_LONE_SURROGATE',
    spec.start,
    spec.varname,
  );
}

/** The first lone surrogate code unit of a value's strings (its members, names and values), or -1. */
function loneUnit(value: unknown): number {
  const strings = typeof value === 'string' ? [value] : Array.isArray(value) ? value : isPlainObject(value) ? Object.entries(value).flat() : [];
  for (const s of strings) {
    if (typeof s !== 'string') continue;
    const i = firstLoneSurrogate(s);
    if (i >= 0) return s.charCodeAt(i);
  }
  return -1;
}

/** `the value of "var"`, `member 2 of "list"` or `the value of "name" in "keys"`. */
function where(spec: VarspecOf, at: number | string | null): string {
  if (at === null) return `the value of "${spec.varname}"`;
  if (typeof at === 'number') return `member ${at} of "${spec.varname}"`;
  return `the value of ${JSON.stringify(at)} in "${spec.varname}"`;
}

/** What a value is, for a message: `a function`, `a symbol`, `the number NaN`, `a Map`, `null`. */
function describeValue(x: unknown): string {
  if (x === null) return 'null';
  switch (typeof x) {
    case 'number':
      return `the number ${x}`;
    case 'bigint':
      return `a bigint (${x}n; write String(value) for its digits)`;
    case 'object': {
      if (Array.isArray(x)) return 'an array';
      const name = (Object.getPrototypeOf(x) as { constructor?: { name?: unknown } } | null)?.constructor?.name;
      return typeof name === 'string' && name !== '' && name !== 'Object' ? `a ${name}` : 'an object';
    }
    case 'undefined':
      return 'undefined';
    default:
      return `a ${typeof x}`;
  }
}

/** A plain object: its prototype is an Object.prototype (of any realm) or null. */
function isPlainObject(x: unknown): x is object {
  if (x === null || typeof x !== 'object') return false;
  const p = Object.getPrototypeOf(x) as object | null;
  return p === null || Object.getPrototypeOf(p) === null;
}
