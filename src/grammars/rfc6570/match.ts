/**
 * Matching a URI back to a template's variables: the inverse of RFC 6570 §3.
 *
 * `match(template, uri)` returns variables whose expansion is exactly `uri`,
 * or `null` when there are none. Each value is read back as expansion wrote
 * it (§3.2.1: UTF-8, pct-encoded outside the operator's allowed set), so the
 * answer always expands to the URI again; a URI that no variables expand to
 * (`%41` where expansion writes `A`, lowercase hexadecimal under (U), invalid
 * UTF-8) is no match. docs/templates.md says what each reading is and why.
 *
 * How: the template is compiled to a small program (literals, one encoded
 * character of a value, ordered choices, and marks that record where a value
 * begins and ends), run by a backtracking search whose failures are memoized
 * by (instruction, position), RE2's bit-state backtracking. The choices are
 * ordered so that the first match found is the documented one (each variable,
 * left to right, as short as it can be); `matchAll` goes on to the next ones.
 * What a memo of (instruction, position) cannot hold, a value that depends on
 * what came before, is the search's context: the keys read so far in an
 * associative array (they must differ, in an order a JavaScript object keeps),
 * the code points counted in a prefix (§2.4.1), and the values of a variable
 * named twice (§3.2.1 "MUST remain static"). A failure that depended on
 * none of these is memoized for every context, one that depended on some
 * with those alone (the keys it met twice, the variables it compared).
 *
 * Appendix A's table is ./operators.ts's, and what a varspec writes for a
 * value (encoding, ifemp, the characters a prefix counts) and literal
 * expansion are ./expand.ts's: a reading is checked with the code that expands.
 */
import { ERROR_BRAND, UriGrammarError } from '../../core/error-base.js';
import { parse } from '../../../generated/rfc6570.api.js';
import type { URI_Template, expression, varspec } from './ast.js';
import { literalExpansion, prefixCharEnd, prefixOf, valueExpansion } from './expand.js';
import { ALLOWED, APPENDIX_A, behaviourOf, type ExpansionBehaviour } from './operators.js';

// ----- The values matching returns -----

/** A variable's value read back: a string, a list (§2.3), or an associative array (an object in the URI's key order). */
export type MatchValue = string | string[] | { [key: string]: string };

/** The variables read back from a URI: a name per defined variable (an undefined one is absent, §2.3). */
export type MatchVariables = { [name: string]: MatchValue };

/** The shape a variable is read back as, when the URI alone does not say it (`shapes`). */
export type ValueShape = 'string' | 'list' | 'map';

/** How `match`, `matchAll` and `matchTemplate` read a URI. */
export interface MatchOptions {
  /**
   * `'ordered'` (the default): `?` and `&` parameters in the template's order,
   * as expansion writes them, and every answer expands to the URI again.
   * `'any-order'`: the parameters of the template's trailing `?`/`&`
   * expressions in any order, some missing, others ignored (docs/templates.md
   * says what this gives up).
   */
  readonly query?: 'ordered' | 'any-order';
  /**
   * The shape of a variable by name: `'string'`, `'list'` or `'map'` (an
   * unexploded associative array, `k1,v1,k2,v2`, is read only when asked for).
   * Without one, an unexploded variable is a string, or a list where a string
   * cannot be (`{x}` against `a,b`); an exploded one is a list, or a map where
   * a list cannot be.
   */
  readonly shapes?: Readonly<Record<string, ValueShape>>;
  /**
   * The most steps the search may take before it gives up with a
   * `TemplateMatchError`. The default is far above what a template whose
   * variables each appear once needs on any URI (docs/templates.md).
   */
  readonly maxSteps?: number;
}

/** `matchAll`'s options: `MatchOptions` and how many answers at most (default 100). */
export interface MatchAllOptions extends MatchOptions {
  readonly limit?: number;
}

/** The stable `code` of every TemplateMatchError. */
export const TEMPLATE_MATCH_ERROR = 'ERR_TEMPLATE_MATCH';

/**
 * Thrown by `match`, `matchAll` and `matchTemplate` when the search would take
 * more than `maxSteps` steps: only a template that names a variable twice, or
 * has exploded associative arrays side by side, can get there, on a URI made
 * for it (docs/templates.md).
 */
export class TemplateMatchError extends UriGrammarError {
  override readonly name = 'TemplateMatchError';
  readonly code = TEMPLATE_MATCH_ERROR;
  readonly kind: 'step-limit' = 'step-limit';
  /** The limit that was reached. */
  readonly steps: number;
  /** The furthest position of the URI the search had reached, in UTF-16 code units. */
  readonly offset: number;

  /** Its brand across copies of this package (src/core/error-base.ts). */
  static override readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.TemplateMatchError');

  constructor(steps: number, offset: number) {
    super(`matching took more than ${steps} steps (maxSteps), at offset ${offset}: a variable named twice (RFC 6570 §3.2.1) or exploded associative arrays side by side make the work grow faster than the URI`);
    this.steps = steps;
    this.offset = offset;
  }
}

/**
 * The steps the searches have taken, counted: one addition per search, never
 * per step. A test shows the work grows linearly with the URI by comparing
 * the count at 1x and 4x (test/unit/rfc6570-match-linearity.test.ts).
 */
export const matchWork = { steps: 0 };

// ----- Characters (RFC 3986 §2: unreserved, reserved, pct-encoded) -----

/** (U+R): the characters reserved expansion copies as they are. */
const UNRESERVED_OR_RESERVED = ALLOWED['U+R'];
/** (U): the unreserved set. */
const unreserved = ALLOWED.U;

/** The value of an uppercase hexadecimal digit (what expansion writes, RFC 3986 §2.1), else -1. */
function upperHex(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}
function isHex(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);
}

/** The octet of the uppercase triplet `%XX` at `i`, or -1. */
function upperOctet(u: string, i: number): number {
  if (u.charCodeAt(i) !== 37) return -1;
  const h = upperHex(u.charCodeAt(i + 1));
  const l = upperHex(u.charCodeAt(i + 2));
  return h < 0 || l < 0 ? -1 : (h << 4) | l;
}

/**
 * The end of the UTF-8 form of one code point above U+007F as uppercase
 * triplets at `i` (Unicode's Table 3-7: no overlong form, no surrogate,
 * nothing above U+10FFFF), or -1.
 */
function codePointTripletsEnd(u: string, i: number): number {
  const b0 = upperOctet(u, i);
  let length: number;
  let lo = 0x80;
  let hi = 0xbf;
  if (b0 >= 0xc2 && b0 <= 0xdf) length = 2;
  else if (b0 >= 0xe0 && b0 <= 0xef) {
    length = 3;
    if (b0 === 0xe0) lo = 0xa0;
    else if (b0 === 0xed) hi = 0x9f;
  } else if (b0 >= 0xf0 && b0 <= 0xf4) {
    length = 4;
    if (b0 === 0xf0) lo = 0x90;
    else if (b0 === 0xf4) hi = 0x8f;
  } else return -1;
  let j = i + 3;
  for (let k = 1; k < length; k++, j += 3) {
    const b = upperOctet(u, j);
    if (b < lo || b > hi) return -1;
    lo = 0x80;
    hi = 0xbf;
  }
  return j;
}

/**
 * (U) One character of a value as expansion writes it, at `i`: an unreserved
 * character, or the uppercase triplets of one code point that is not
 * unreserved. Returns its end, or -1 (`%41`, `%c3%a9`, `%FF`, a reserved
 * character: no value expands to them).
 */
function unitU(u: string, i: number): number {
  const c = u.charCodeAt(i);
  if (c < 128 && unreserved[c] === 1) return i + 1;
  if (c !== 37) return -1;
  const b = upperOctet(u, i);
  if (b < 0) return -1;
  if (b < 0x80) return unreserved[b] === 1 ? -1 : i + 3;
  return codePointTripletsEnd(u, i);
}

/**
 * (U+R) One character of a value under `+` and `#`, at `i`: an unreserved or
 * reserved character (not in `exclude`), the uppercase triplets of one code
 * point above U+007F, or any one triplet (a value's own pct-encoded triplet
 * passes through, §3.2.3). Returns its end, or -1.
 */
function unitR(u: string, i: number, exclude: Uint8Array | null): number {
  const c = u.charCodeAt(i);
  if (c < 128 && UNRESERVED_OR_RESERVED[c] === 1) return exclude !== null && exclude[c] === 1 ? -1 : i + 1;
  if (c !== 37 || !isHex(u.charCodeAt(i + 1)) || !isHex(u.charCodeAt(i + 2))) return -1;
  const e = codePointTripletsEnd(u, i);
  return e > 0 ? e : i + 3;
}

// ----- Decoding a value as expansion encoded it -----

/** (U): every triplet is a character expansion encoded (the text was checked unit by unit). */
function decodeU(text: string): string {
  return text.indexOf('%') < 0 ? text : decodeURIComponent(text);
}

/**
 * (U+R): the triplets expansion wrote are decoded (a code point above U+007F,
 * an ASCII character outside unreserved and reserved); the others are the
 * value's own and stay (`%2F`, `%41`, lowercase hexadecimal, invalid UTF-8),
 * and so does `%25` before two hexadecimal digits, which would make a triplet
 * of the value again. Expanding the result gives `text` back.
 */
function decodeR(text: string): string {
  if (text.indexOf('%') < 0) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== 37) {
      out += text[i++];
      continue;
    }
    const e = codePointTripletsEnd(text, i);
    if (e > 0) {
      out += decodeURIComponent(text.slice(i, e));
      i = e;
      continue;
    }
    const b = upperOctet(text, i);
    if (b >= 0 && b < 0x80 && UNRESERVED_OR_RESERVED[b] !== 1 && !(b === 0x25 && isHex(text.charCodeAt(i + 3)) && isHex(text.charCodeAt(i + 4)))) out += String.fromCharCode(b);
    else out += text.slice(i, i + 3);
    i += 3;
  }
  return out;
}

/** `any-order`: a parameter decoded leniently (any hexadecimal case, any character kept as it is), or null when the octets are not UTF-8. */
function decodeLenient(text: string): string | null {
  if (text.indexOf('%') < 0) return text;
  let out = '';
  let i = 0;
  while (i < text.length) {
    if (text.charCodeAt(i) !== 37) {
      out += text[i++];
      continue;
    }
    let j = i;
    while (text.charCodeAt(j) === 37 && isHex(text.charCodeAt(j + 1)) && isHex(text.charCodeAt(j + 2))) j += 3;
    if (j === i) return null; // a "%" that begins no triplet
    try {
      out += decodeURIComponent(text.slice(i, j));
    } catch {
      return null;
    }
    i = j;
  }
  return out;
}

/** An own property on a plain object (a name may be `__proto__`). */
function setOwn<T>(object: Record<string, T>, key: string, value: T): void {
  if (key === '__proto__') Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  else object[key] = value;
}

/** Whether `key` is an array index, which a JavaScript object lists first, in numeric order (ECMA-262 §10.1.11.1). */
function arrayIndex(key: string): number {
  if (key.length === 0 || key.length > 10 || (key.length > 1 && key.charCodeAt(0) === 48)) return -1;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return -1;
  }
  const v = Number(key);
  return v < 4294967295 ? v : -1;
}

// ----- The program -----

// Opcodes.
const LIT = 0; // match the literal text lits[a]
const UNIT_U = 1; // one (U) character of a value, or a character of extras[a]; none of excludes[b]
const UNIT_R = 2; // one (U+R) character of a value, not in excludes[a]
const SPLIT = 3; // try alts[a] in order
const EV = 4; // a mark: kind a, varspec b, argument c
const PFX_UNIT = 5; // one character of a prefix value (varspec b), counted against its max-length; a = 1: a triplet alone (see run)
const END = 6; // the end of the template: the end of the URI
const FAIL = 7; // an expression with no expansion (an `op-reserve` operator, §2.2)
const KNOWN = 8; // a variable named before whose value is known: its expansion, then a (else next: read it)

// Mark kinds (EV's a).
const S_BEGIN = 0; // a string value's text begins
const S_END = 1; // ... ends
const S_EMPTY = 2; // an empty string, written as its name alone or nothing
const L_BEGIN = 3; // a list begins
const M_BEGIN = 4; // a member's text begins
const M_END = 5; // ... ends
const M_EMPTY = 6; // an empty member written as its name alone (`;x`, `?x=`)
const L_END = 7; // the list ends
const P_BEGIN = 8; // an associative array begins
const K_BEGIN = 9; // a key's text begins
const K_END = 10; // ... ends: the keys must differ, in the order an object keeps
const V_BEGIN = 11; // a value's text begins
const V_END = 12; // ... ends
const V_EMPTY = 13; // an empty value
const P_END = 14; // the associative array ends
const PFX_BEGIN = 15; // a prefix value begins: its code points are counted
const BIND = 16; // a variable named more than once: its values must agree
const QUERY = 17; // any-order: the query's parameters, read by name
const T_BEGIN = 18; // the text of a repeated variable whose reading is ambiguous begins
const T_END = 19; // ... ends: read once every occurrence is met

// BIND's argument (EV's c): what the reading was (R_UNDEF: none; for the others its marks say what was read).
const R_STRING = 0;
const R_EMPTY = 1;
const R_LIST = 2;
const R_MAP = 3;
const R_UNDEF = 4;
const R_PREFIX = 5;
const R_TEXT = 6;

/** A varspec of the template, with what the matcher needs of it. */
interface Spec {
  readonly name: string;
  /** The variable's index among the template's distinct names. */
  readonly variable: number;
  /** The varspec as parsed: what expansion reads of it (./expand.ts). */
  readonly node: varspec;
  /** Its expression's operator (`''`: NUL) and row of Appendix A (./operators.ts). */
  readonly operator: string;
  readonly facts: ExpansionBehaviour;
  /** (U+R): reserved characters and pct-encoded triplets pass through (§3.2.3, §3.2.4); else (U). */
  readonly reservedToo: boolean;
  readonly explode: boolean;
  readonly prefix: number | null;
  /** Named more than once in the template: its occurrences are checked against each other. */
  readonly repeated: boolean;
  /** The first occurrence of a variable. */
  readonly first: boolean;
  /** The last occurrence of a repeated variable (afterwards its value matters no more to the search). */
  readonly last: boolean;
  /**
   * A repeated variable whose text has many readings (under `+` and `#`,
   * where "%20" may be a space or the value's own triplet and a member may
   * hold a ","; exploded under `.`, where a member may hold a "."): its text is
   * kept, and read once the other occurrences have said what they can
   * (`resolve`).
   */
  readonly ambiguous: boolean;
  /** Varspecs with one signature write the same text for every value (`+` and `#` alike, say): see KNOWN. */
  readonly signature: string;
}

/** Any-order: the template's trailing `?`/`&` expressions, read by parameter name. */
interface QuerySpec {
  /** Indexes of their varspecs. */
  readonly specs: readonly number[];
  readonly byName: ReadonlyMap<string, number>;
  /** The first exploded varspec that may be an associative array: it takes the parameters no varspec names. */
  readonly collector: number;
  /** The template has a fragment part after them: the query ends at the first "#". */
  readonly fragment: boolean;
}

interface Program {
  readonly op: Int32Array;
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly c: Int32Array;
  readonly next: Int32Array;
  /** Per SPLIT instruction: its index among the SPLITs (the memo's row), else -1. */
  readonly splitRow: Int32Array;
  readonly splits: number;
  readonly lits: readonly string[];
  readonly alts: readonly Int32Array[];
  readonly excludes: readonly (Uint8Array | null)[];
  readonly extras: readonly (Uint8Array | null)[];
  /** Every shape is read (the reading of a repeated variable's text: `resolve`). */
  readonly allShapes: boolean;
  readonly specs: readonly Spec[];
  readonly variables: readonly string[];
  readonly queries: readonly QuerySpec[];
  readonly shapes: Readonly<Record<string, ValueShape>>;
  readonly start: number;
  /** The template's leading and trailing literal text (expanded), which every match starts and ends with. */
  readonly head: string;
  readonly tail: string;
  /** The total length of the template's literals: no shorter URI matches. */
  readonly minLength: number;
  /** Steps a search may take by default, per code unit of the URI (`maxStepsOf`): four per instruction and per prefix code point, far above what a template whose variables each appear once needs (test/unit/rfc6570-match-linearity.test.ts). */
  readonly stepsPerUnit: number;
  readonly size: number;
}

/** Builds a program backwards: each builder takes the instruction that follows (its continuation) and returns its own. */
class Builder {
  readonly op: number[] = [];
  readonly a: number[] = [];
  readonly b: number[] = [];
  readonly c: number[] = [];
  readonly next: number[] = [];
  readonly lits: string[] = [];
  readonly alts: number[][] = [];
  readonly excludes: (Uint8Array | null)[] = [null];
  readonly extras: (Uint8Array | null)[] = [null];
  private readonly litIndex = new Map<string, number>();

  add(op: number, a: number, b: number, c: number, next: number): number {
    this.op.push(op);
    this.a.push(a);
    this.b.push(b);
    this.c.push(c);
    this.next.push(next);
    return this.op.length - 1;
  }
  lit(text: string, k: number): number {
    if (text === '') return k;
    let i = this.litIndex.get(text);
    if (i === undefined) this.litIndex.set(text, (i = this.lits.push(text) - 1));
    return this.add(LIT, i, 0, 0, k);
  }
  ev(kind: number, spec: number, k: number, arg = 0): number {
    return this.add(EV, kind, spec, arg, k);
  }
  /** A SPLIT whose alternatives are set later (`setAlts`): the head of a loop. */
  newSplit(): number {
    this.alts.push([]);
    return this.add(SPLIT, this.alts.length - 1, 0, 0, -1);
  }
  setAlts(split: number, alts: number[]): void {
    this.alts[this.a[split]!] = alts;
  }
  split(alts: number[]): number {
    if (alts.length === 1) return alts[0]!;
    const s = this.newSplit();
    this.setAlts(s, alts);
    return s;
  }
  fail(): number {
    return this.add(FAIL, 0, 0, 0, -1);
  }
}

/** Builds the program of a template, once per template and options (cached). */
function compile(ast: URI_Template, queryMode: 'ordered' | 'any-order', shapes: Readonly<Record<string, ValueShape>>, allShapes = false): Program {
  const parts = ast.parts;
  const specs: Spec[] = [];
  const variables: string[] = [];
  const variableIndex = new Map<string, number>();
  const count = new Map<string, number>();
  for (const p of parts) if (p.type === 'expression') for (const v of p.variables) count.set(v.varname, (count.get(v.varname) ?? 0) + 1);
  const seen = new Map<string, number>();
  const specOf = new Map<varspec, number>();
  for (const p of parts) {
    if (p.type !== 'expression') continue;
    const facts = behaviourOf(p.operator);
    for (const v of p.variables) {
      let variable = variableIndex.get(v.varname);
      if (variable === undefined) variableIndex.set(v.varname, (variable = variables.push(v.varname) - 1));
      const n = (seen.get(v.varname) ?? 0) + 1;
      seen.set(v.varname, n);
      const total = count.get(v.varname)!;
      specOf.set(v, specs.length);
      const f = facts ?? APPENDIX_A.NUL;
      const reservedToo = f.allow === 'U+R';
      const signature = `${reservedToo}|${f.named ? v.varname + '=' + f.ifemp : ''}|${v.explode ? f.sep : ''}|${v.prefix}`;
      const operator = facts === null ? '' : (p.operator ?? '');
      const spec = { name: v.varname, variable, node: v, operator, facts: f, reservedToo, explode: v.explode, prefix: v.prefix, repeated: total > 1, first: n === 1, last: n === total, ambiguous: false, signature };
      spec.ambiguous = spec.repeated && (reservedToo || (v.explode && p.operator === '.'));
      specs.push(spec);
    }
  }

  const B = new Builder();
  // Any-order: the trailing run of `?`/`&` expressions, before nothing or a fragment part.
  let queryFrom = parts.length;
  let queryTo = parts.length;
  if (queryMode === 'any-order') {
    let f = parts.length;
    for (let i = 0; i < parts.length; i++) {
      const p = parts[i]!;
      if ((p.type === 'expression' && p.operator === '#') || (p.type === 'literals' && p.text.startsWith('#'))) {
        f = i;
        break;
      }
    }
    let q = f;
    while (q > 0) {
      const p = parts[q - 1]!;
      if (p.type !== 'expression' || (p.operator !== '?' && p.operator !== '&')) break;
      q--;
    }
    if (q < f) [queryFrom, queryTo] = [q, f];
  }
  const queries: QuerySpec[] = [];

  let k = B.add(END, 0, 0, 0, -1);
  for (let i = parts.length - 1; i >= 0; i--) {
    if (i === queryTo - 1 && queryFrom < queryTo) {
      const qs: number[] = [];
      for (let j = queryFrom; j < queryTo; j++) for (const v of (parts[j] as expression).variables) qs.push(specOf.get(v)!);
      const byName = new Map<string, number>();
      for (const s of qs) if (!byName.has(specs[s]!.name)) byName.set(specs[s]!.name, s);
      const collector = qs.find((s) => specs[s]!.explode && shapeOrder(specs[s]!, shapes, false).includes('map')) ?? -1;
      queries.push({ specs: qs, byName, collector, fragment: queryTo < parts.length });
      k = B.ev(QUERY, -1, k, queries.length - 1);
      i = queryFrom;
      continue;
    }
    const p = parts[i]!;
    if (p.type === 'literals') k = B.lit(literalExpansion(p.text), k);
    else k = compileExpression(B, p, specs, specOf, shapes, allShapes, k);
  }

  // The literal text every match starts and ends with (ordered parts only).
  const first = parts[0];
  const last = parts[parts.length - 1];
  const head = first?.type === 'literals' && queryFrom > 0 ? literalExpansion(first.text) : '';
  const tail = last?.type === 'literals' && queryTo === parts.length && queryFrom === parts.length && parts.length > 1 ? literalExpansion(last.text) : '';
  let minLength = 0;
  for (let i = 0; i < parts.length; i++) if ((i < queryFrom || i >= queryTo) && parts[i]!.type === 'literals') minLength += literalExpansion((parts[i] as { text: string }).text).length;

  const size = B.op.length;
  const splitRow = new Int32Array(size).fill(-1);
  let splits = 0;
  for (let pc = 0; pc < size; pc++) if (B.op[pc] === SPLIT) splitRow[pc] = splits++;
  let prefixes = 0;
  for (const s of specs) prefixes += s.prefix ?? 0;
  return {
    op: Int32Array.from(B.op),
    a: Int32Array.from(B.a),
    b: Int32Array.from(B.b),
    c: Int32Array.from(B.c),
    next: Int32Array.from(B.next),
    splitRow,
    splits,
    lits: B.lits,
    alts: B.alts.map((a) => Int32Array.from(a)),
    excludes: B.excludes,
    extras: B.extras,
    allShapes,
    specs,
    variables,
    queries,
    shapes,
    start: k,
    head,
    tail,
    minLength,
    stepsPerUnit: 4 * (size + prefixes) + 64,
    size,
  };
}

/**
 * The readings of a varspec, in the order they are tried: a prefix is a
 * string (§2.4.1); unexploded, a string, else a list; exploded, a list, else
 * an associative array, else a string (explode has no effect on one,
 * §3.2.1). `shapes` names the one shape to read instead.
 */
function shapeOrder(spec: Pick<Spec, 'name' | 'prefix' | 'explode' | 'repeated'>, shapes: Readonly<Record<string, ValueShape>>, allShapes: boolean): readonly ValueShape[] {
  const asked = Object.prototype.hasOwnProperty.call(shapes, spec.name) ? shapes[spec.name] : undefined;
  if (spec.prefix !== null) return asked === undefined || asked === 'string' ? ['string'] : [];
  if (asked !== undefined) return [asked];
  // An unexploded associative array is written as a list is (k1,v1,k2,v2): read as one only to agree with another occurrence.
  return spec.explode ? ['list', 'map', 'string'] : spec.repeated || allShapes ? ['string', 'list', 'map'] : ['string', 'list'];
}

/**
 * §3.2 An expression: nothing when every variable is undefined (§3.2.1), else
 * `first`, the defined variables' expansions joined by `sep`. Two lanes per
 * varspec: before any defined variable (lane 0: `first` comes next) and after
 * one (lane 1: `sep`). For each varspec, in order: defined and written with
 * at least one character; undefined; defined and written with none (`{x}`
 * against "" is x undefined, §3.2.1, unless another occurrence needs `""`).
 */
function compileExpression(B: Builder, e: expression, specs: Spec[], specOf: Map<varspec, number>, shapes: Readonly<Record<string, ValueShape>>, allShapes: boolean, k: number): number {
  const facts = behaviourOf(e.operator);
  if (facts === null) return B.fail(); // op-reserve: no expansion is defined (§2.2, §3)
  const m = e.variables.length;
  const lane0: number[] = new Array(m + 1).fill(k);
  const lane1: number[] = new Array(m + 1).fill(k);
  for (let j = m - 1; j >= 0; j--) {
    const s = specOf.get(e.variables[j]!)!;
    const spec = specs[s]!;
    const undefinedAfter = (next: number) => (spec.repeated ? B.ev(BIND, s, next, R_UNDEF) : next);
    const read = (nonEmpty: boolean) => readings(B, s, spec, shapes, allShapes, nonEmpty, lane1[j + 1]!);
    lane1[j] = B.split([B.lit(facts.sep, read(false)), undefinedAfter(lane1[j + 1]!)]);
    if (facts.first !== '') lane0[j] = B.split([B.lit(facts.first, read(false)), undefinedAfter(lane0[j + 1]!)]);
    else lane0[j] = B.split([read(true), undefinedAfter(lane0[j + 1]!), emptyReadings(B, s, spec, shapes, allShapes, lane1[j + 1]!)]);
  }
  return lane0[0]!;
}

/**
 * The readings of one defined varspec, tried in `shapeOrder`; `nonEmpty`: each
 * writes at least one character. A variable met before whose value is known
 * is its expansion (KNOWN); else it is read, and its occurrences merged (BIND).
 */
function readings(B: Builder, s: number, spec: Spec, shapes: Readonly<Record<string, ValueShape>>, allShapes: boolean, nonEmpty: boolean, k: number): number {
  const known = (enumerate: number) => (spec.repeated && !spec.first ? B.add(KNOWN, k, s, nonEmpty ? 1 : 0, enumerate) : enumerate);
  if (spec.ambiguous) {
    // A text is a span: what was read so far is its start, which the context holds (T_BEGIN).
    const end = B.ev(T_END, s, B.ev(BIND, s, k, R_TEXT));
    let text: number;
    if (spec.prefix === null) text = B.ev(T_BEGIN, s, (nonEmpty ? plus : star)(B, spec, -1, end));
    else {
      // A prefix's text: at most max-length characters, as expansion counts them (PFX_UNIT).
      const loop = B.newSplit();
      B.setAlts(loop, [end, ...prefixUnits(B, s, spec, loop)]);
      text = B.ev(T_BEGIN, s, B.ev(PFX_BEGIN, s, nonEmpty ? B.split(prefixUnits(B, s, spec, loop)) : loop));
    }
    return known(text);
  }
  const alts: number[] = [];
  for (const shape of shapeOrder(spec, shapes, allShapes)) {
    const bindThen = (reading: number) => (spec.repeated ? B.ev(BIND, s, k, reading) : k);
    if (shape === 'string') alts.push(spec.prefix !== null ? prefixReading(B, s, spec, nonEmpty, bindThen(R_PREFIX), bindThen(R_EMPTY)) : stringReading(B, s, spec, nonEmpty, bindThen(R_STRING), bindThen(R_EMPTY)));
    else if (shape === 'list') alts.push(listReading(B, s, spec, nonEmpty, bindThen(R_LIST)));
    else if (spec.explode) alts.push(explodedMapReading(B, s, spec, nonEmpty, bindThen(R_MAP)));
    else alts.push(mapReading(B, s, spec, bindThen(R_MAP)));
  }
  return known(alts.length === 0 ? B.fail() : B.split(alts));
}

/** A defined varspec written with no character (lane 0 of NUL and `+`): `""`, `[""]`, `{"": ""}` exploded. */
function emptyReadings(B: Builder, s: number, spec: Spec, shapes: Readonly<Record<string, ValueShape>>, allShapes: boolean, k: number): number {
  const known = (enumerate: number) => (spec.repeated && !spec.first ? B.add(KNOWN, k, s, 2, enumerate) : enumerate);
  if (spec.ambiguous) return known(B.ev(T_BEGIN, s, B.ev(T_END, s, B.ev(BIND, s, k, R_TEXT))));
  const alts: number[] = [];
  const bindThen = (reading: number) => (spec.repeated ? B.ev(BIND, s, k, reading) : k);
  for (const shape of shapeOrder(spec, shapes, allShapes)) {
    if (shape === 'string') alts.push(B.ev(S_EMPTY, s, bindThen(R_EMPTY)));
    else if (shape === 'list') alts.push(B.ev(L_BEGIN, s, B.ev(M_BEGIN, s, B.ev(M_END, s, B.ev(L_END, s, bindThen(R_LIST))))));
    else if (spec.explode) alts.push(B.ev(P_BEGIN, s, B.ev(K_BEGIN, s, B.ev(K_END, s, B.ev(V_EMPTY, s, B.ev(P_END, s, bindThen(R_MAP)))))));
  }
  return known(alts.length === 0 ? B.fail() : B.split(alts));
}

/**
 * One character of a value of `spec`'s operator ((U) or (U+R)), then `k`.
 * `exclude` -1: the text of an ambiguous reading, which under `.` may hold the
 * "=" of an exploded associative array's pairs.
 */
function unit(B: Builder, spec: Spec, exclude: number, k: number): number {
  if (spec.reservedToo) return B.add(UNIT_R, Math.max(exclude, 0), 0, 0, k);
  if (exclude !== -1) return B.add(UNIT_U, 0, exclude, 0, k);
  const equals = new Uint8Array(128);
  equals[61] = 1;
  B.extras.push(equals);
  return B.add(UNIT_U, B.extras.length - 1, 0, 0, k);
}
/** The characters of a value, as few as possible first (a lazy loop), then `k`. */
function star(B: Builder, spec: Spec, exclude: number, k: number): number {
  const loop = B.newSplit();
  B.setAlts(loop, [k, unit(B, spec, exclude, loop)]);
  return loop;
}
function plus(B: Builder, spec: Spec, exclude: number, k: number): number {
  return unit(B, spec, exclude, star(B, spec, exclude, k));
}
/** Members joined by `separator`, then `end`: `item(T)` reads one member and goes on to T. */
function joined(B: Builder, separator: string, item: (k: number) => number, end: number): number {
  const more = B.newSplit();
  B.setAlts(more, [end, B.lit(separator, item(more))]);
  return more;
}

/** A string (§3.2.1): its text, or for named operators `name=text`, and an empty one `name` + ifemp. */
function stringReading(B: Builder, s: number, spec: Spec, nonEmpty: boolean, k: number, kEmpty: number): number {
  const { named, ifemp } = spec.facts;
  if (!named) return B.ev(S_BEGIN, s, (nonEmpty ? plus : star)(B, spec, 0, B.ev(S_END, s, k)));
  return B.lit(spec.name, B.split([B.lit(ifemp, B.ev(S_EMPTY, s, kEmpty)), B.lit('=', B.ev(S_BEGIN, s, plus(B, spec, 0, B.ev(S_END, s, k))))]));
}

/**
 * One character of a prefix's value, then `k`: under (U+R) read whole, or, as
 * the first triplet of a UTF-8 sequence the value ends inside, alone (PFX_UNIT).
 */
function prefixUnits(B: Builder, s: number, spec: Spec, k: number): number[] {
  const whole = B.add(PFX_UNIT, 0, s, 0, k);
  return spec.reservedToo ? [whole, B.add(PFX_UNIT, 1, s, 0, k)] : [whole];
}

/** A prefix (§2.4.1): at most max-length characters of the value, counted as expansion counts them. */
function prefixReading(B: Builder, s: number, spec: Spec, nonEmpty: boolean, k: number, kEmpty: number): number {
  const loop = B.newSplit();
  B.setAlts(loop, [B.ev(S_END, s, k), ...prefixUnits(B, s, spec, loop)]);
  const body = (atLeastOne: boolean) => B.ev(S_BEGIN, s, B.ev(PFX_BEGIN, s, atLeastOne ? B.split(prefixUnits(B, s, spec, loop)) : loop));
  const { named, ifemp } = spec.facts;
  if (!named) return body(nonEmpty);
  return B.lit(spec.name, B.split([B.lit(ifemp, B.ev(S_EMPTY, s, kEmpty)), B.lit('=', body(true))]));
}

/**
 * A list (§3.2.1): unexploded, its members joined by "," (after `name=` when
 * named); exploded, joined by `sep`, each `name=member` (or `name` + ifemp
 * when empty) when named.
 */
function listReading(B: Builder, s: number, spec: Spec, nonEmpty: boolean, k: number): number {
  const { named, sep, ifemp } = spec.facts;
  const end = B.ev(L_END, s, k);
  if (spec.explode && named) {
    const item = (next: number) => B.lit(spec.name, B.split([B.lit(ifemp, B.ev(M_EMPTY, s, next)), B.lit('=', B.ev(M_BEGIN, s, plus(B, spec, 0, B.ev(M_END, s, next))))]));
    return B.ev(L_BEGIN, s, item(joined(B, sep, item, end)));
  }
  const separator = spec.explode ? sep : ',';
  const member = (next: number) => B.ev(M_BEGIN, s, star(B, spec, 0, B.ev(M_END, s, next)));
  const more = joined(B, separator, member, end);
  if (named) return B.lit(spec.name, B.lit('=', B.ev(L_BEGIN, s, member(more))));
  if (!nonEmpty) return B.ev(L_BEGIN, s, member(more));
  // At least one character: a first member that has one, or an empty one and a separator.
  return B.ev(L_BEGIN, s, B.split([B.ev(M_BEGIN, s, plus(B, spec, 0, B.ev(M_END, s, more))), B.ev(M_BEGIN, s, B.ev(M_END, s, B.lit(separator, member(more))))]));
}

/** The characters a key of an exploded associative array cannot hold raw: "=" under (U+R), and the separator (`.` is a value character under `.`). */
function keyExclude(B: Builder, spec: Spec): number {
  const t = new Uint8Array(128);
  // A key has no raw "=" (it ends there) nor separator: so the keys read from a text are one
  // sequence, and their check (they differ) costs no search over where they end.
  if (spec.reservedToo) t[61] = 1;
  t[spec.facts.sep.charCodeAt(0)] = 1;
  B.excludes.push(t);
  return B.excludes.length - 1;
}

/**
 * An exploded associative array (§3.2.1): its pairs joined by `sep`, each
 * `name=value`; an empty value is `name` alone, or `name` + ifemp when named.
 */
function explodedMapReading(B: Builder, s: number, spec: Spec, nonEmpty: boolean, k: number): number {
  const { named, sep, ifemp } = spec.facts;
  const ex = keyExclude(B, spec);
  const empty = (next: number) => (named ? B.lit(ifemp, B.ev(V_EMPTY, s, next)) : B.ev(V_EMPTY, s, next));
  const valued = (next: number) => B.lit('=', B.ev(V_BEGIN, s, plus(B, spec, 0, B.ev(V_END, s, next))));
  const pair = (next: number) => B.ev(K_BEGIN, s, star(B, spec, ex, B.ev(K_END, s, B.split([empty(next), valued(next)]))));
  const more = joined(B, sep, pair, B.ev(P_END, s, k));
  if (!nonEmpty) return B.ev(P_BEGIN, s, pair(more));
  // At least one character: a first pair with a key or a value, or an empty pair and a separator.
  const firstNonEmpty = B.split([
    B.ev(K_BEGIN, s, plus(B, spec, ex, B.ev(K_END, s, B.split([empty(more), valued(more)])))),
    B.ev(K_BEGIN, s, B.ev(K_END, s, valued(more))),
    B.ev(K_BEGIN, s, B.ev(K_END, s, empty(B.lit(sep, pair(more))))),
  ]);
  return B.ev(P_BEGIN, s, firstNonEmpty);
}

/** An unexploded associative array, read when `shapes` asks for one: `name,value` pairs joined by "," (§3.2.1). */
function mapReading(B: Builder, s: number, spec: Spec, k: number): number {
  const pair = (next: number) => B.ev(K_BEGIN, s, star(B, spec, 0, B.ev(K_END, s, B.lit(',', B.ev(V_BEGIN, s, star(B, spec, 0, B.ev(V_END, s, next)))))));
  const more = joined(B, ',', pair, B.ev(P_END, s, k));
  const body = B.ev(P_BEGIN, s, pair(more));
  return spec.facts.named ? B.lit(spec.name, B.lit('=', body)) : body;
}

// ----- Knowledge of a variable's value, for a variable named more than once -----

/**
 * What the occurrences of a variable met so far say of its value (§3.2.1: the
 * value "MUST remain static throughout the expansion process"): undefined; a
 * value; the first `n` code points of a string (a prefix occurrence, §2.4.1);
 * texts it expands to under ambiguous varspecs, to be read once (`resolve`).
 */
interface Knowledge {
  readonly undef: boolean;
  readonly value: MatchValue | null;
  /** `triplets`: counted under (U+R), where a triplet of the value is one character (./expand.ts `prefixEnd`). */
  readonly prefix: { readonly text: string; readonly n: number; readonly triplets: boolean } | null;
  readonly texts: readonly { readonly text: string; readonly spec: number }[];
}

const UNDEFINED: Knowledge = { undef: true, value: null, prefix: null, texts: [] };
const exactly = (value: MatchValue): Knowledge => ({ undef: false, value, prefix: null, texts: [] });

function sameValue(a: MatchValue, b: MatchValue): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as string[]).length && a.every((x, i) => x === (b as string[])[i]);
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((key, i) => key === kb[i] && a[key] === (b as Record<string, string>)[key]);
}

/** What two occurrences of one variable say together, or null when no value satisfies both (§3.2.1). */
function merge(P: Program, a: Knowledge | undefined, b: Knowledge): Knowledge | null {
  if (a === undefined) return b;
  if (a.undef || b.undef) return a.undef && b.undef ? a : null;
  if (a.value !== null && b.value !== null && !sameValue(a.value, b.value)) return null;
  const value = a.value ?? b.value;
  let prefix = a.prefix ?? b.prefix;
  if (a.prefix !== null && b.prefix !== null) {
    const [short, long] = a.prefix.n <= b.prefix.n ? [a.prefix, b.prefix] : [b.prefix, a.prefix];
    if (prefixOf(long.text, short.n, long.triplets) !== short.text) return null;
    prefix = long;
  }
  const texts = a.texts.length === 0 ? b.texts : b.texts.length === 0 ? a.texts : [...a.texts, ...b.texts];
  if (value === null) {
    // Two texts under (U+R), no prefix: a string or a list writes one text under every such varspec, and an
    // associative array differs only in its "=" and "," (§3.2.1), so without them the texts are the same.
    for (const t of b.texts) {
      const st = P.specs[t.spec]!;
      if (!st.reservedToo || st.prefix !== null) continue;
      for (const o of a.texts) {
        const so = P.specs[o.spec]!;
        if (so.reservedToo && so.prefix === null && o.text !== t.text && withoutSeparators(o.text) !== withoutSeparators(t.text)) return null;
      }
    }
    return { undef: false, value: null, prefix, texts };
  }
  if (prefix !== null && (typeof value !== 'string' || prefixOf(value, prefix.n, prefix.triplets) !== prefix.text)) return null;
  for (const t of texts) if (expandValue(P.specs[t.spec]!, value) !== t.text) return null;
  return a.value !== null && a.prefix === null && a.texts.length === 0 ? a : exactly(value);
}

/** A text without its "=" and ",". */
function withoutSeparators(text: string): string {
  return text.replace(/[=,]/g, '');
}

function knowledgeKey(k: Knowledge): string {
  if (k.undef) return 'u';
  const v = k.value === null ? '' : JSON.stringify(typeof k.value === 'string' || Array.isArray(k.value) ? k.value : Object.entries(k.value));
  return `${v}|${k.prefix === null ? '' : `${k.prefix.n}:${k.prefix.text}`}|${k.texts.map((t) => `${t.spec}:${t.text}`).join('\u0000')}`;
}

/** The steps left to a search and the work it calls, and its limit (for the error). */
interface Budget {
  steps: number;
  readonly limit: number;
  /** Where in the URI the work is asked for (the error's offset). */
  readonly offset: number;
}

/** The programs that read one varspec's text in every way (`resolve`), by operator, explode and shape. */
const readers = new Map<string, Program>();

/**
 * The values a variable's knowledge allows, in the order `match` prefers:
 * its value; else, text by text from the most telling of its ambiguous texts
 * (one with no prefix, else the longest prefix; under `.` before `+`), the
 * readings that agree with the rest: as `match` reads that text (strings,
 * lists, associative arrays), then, under (U+R), the strings whose own
 * triplets it kept (each triplet that could be decoded kept as written, the
 * fewest first), then what a prefix wrote (§2.4.1). `visit` returns false to
 * stop.
 */
function forEachCandidate(P: Program, k: Knowledge, budget: Budget, visit: (value: MatchValue) => boolean): void {
  if (k.value !== null) {
    visit(k.value);
    return;
  }
  if (k.texts.length === 0) {
    visit(k.prefix!.text);
    return;
  }
  // The texts, the one that says the most first: one with no prefix (else the longest prefix), written by (U),
  // whose triplets decode one way (under `+` and `#` a triplet may be the value's own), before one by (U+R).
  // Each is read in every way its varspec reads, and a reading that every occurrence writes is offered; the next
  // text is read while `visit` asks for more, for a value the first cannot say (under `.` a key is read without
  // ".", under `+` with one: `{.m*}` and `{+m*}` of { 'k.': 'v' } is read from the second).
  const weight = (t: { spec: number }) => {
    const spec = P.specs[t.spec]!;
    return (spec.prefix ?? 100_000) * 2 + (spec.reservedToo ? 0 : 1);
  };
  const order = k.texts.map((_, i) => i).sort((i, j) => weight(k.texts[j]!) - weight(k.texts[i]!) || i - j);
  const seen = new Set<string>();
  let going = true;
  // A prefix applies to strings only (§2.4.1): with one among the occurrences, the value is a string.
  const stringOnly = k.prefix !== null || k.texts.some((t) => P.specs[t.spec]!.prefix !== null);
  for (const base of order) {
    if (!going) return;
    const first = k.texts[base]!;
    const spec = P.specs[first.spec]!;
    const others: Knowledge = { undef: false, value: null, prefix: k.prefix, texts: k.texts.filter((_, i) => i !== base) };
    const offer = (value: MatchValue): boolean => {
      const key = knowledgeKey(exactly(value));
      if (seen.has(key)) return true;
      seen.add(key);
      if (expandValue(spec, value) !== first.text || merge(P, others, exactly(value)) === null) return true;
      return (going = visit(value));
    };
    const asked = stringOnly ? 'string' : Object.prototype.hasOwnProperty.call(P.shapes, spec.name) ? P.shapes[spec.name] : undefined;
    const operator = spec.operator;
    const key = `${operator}|${spec.explode}|${spec.prefix}|${asked ?? ''}`;
    let reader = readers.get(key);
    if (reader === undefined) {
      const x: varspec = { type: 'varspec', start: 0, end: 0, varname: 'x', prefix: spec.prefix, explode: spec.explode };
      const ast: URI_Template = { type: 'URI-Template', start: 0, end: 0, parts: [{ type: 'expression', start: 0, end: 0, operator: (operator || null) as expression['operator'], variables: [x] }] };
      readers.set(key, (reader = compile(ast, 'ordered', asked === undefined ? NO_SHAPES : { x: asked }, true)));
    }
    const text = spec.facts.first + first.text;
    const before = matchWork.steps;
    try {
      search(reader, text, Math.max(1, budget.steps), (t, q) => {
        const value = assemble(reader!, text, t, q, budget).x;
        return value === undefined || offer(value);
      });
    } catch (e) {
      // The search of a text is part of the search of the URI: its limit is the URI's.
      if (e instanceof TemplateMatchError) throw new TemplateMatchError(budget.limit, budget.offset);
      throw e;
    }
    budget.steps -= matchWork.steps - before;
    if (going && spec.reservedToo && (asked === undefined || asked === 'string')) ownTriplets(first.text, budget, offer);
    if (going && k.prefix !== null) offer(k.prefix.text);
  }
}

/** The first value `forEachCandidate` offers, or null when no value agrees with every occurrence. */
function resolve(P: Program, k: Knowledge, budget: Budget): MatchValue | null {
  let found: MatchValue | null = null;
  forEachCandidate(P, k, budget, (value) => {
    found = value;
    return false;
  });
  return found;
}

/**
 * (U+R): the strings that expand to `text` with some of its decodable
 * triplets kept as the value's own (§3.2.3 lets a value's triplets through):
 * each choice of kept ones, the fewest first.
 */
function ownTriplets(text: string, budget: Budget, offer: (value: string) => boolean): void {
  const units: [string, string | null][] = []; // each unit: as written, and decoded (null: it is the same)
  for (let i = 0; i < text.length; ) {
    if (text.charCodeAt(i) !== 37) {
      units.push([text[i]!, null]);
      i++;
      continue;
    }
    const e = codePointTripletsEnd(text, i);
    const end = e > 0 ? e : i + 3;
    const decoded = decodeR(text.slice(i, end));
    units.push([text.slice(i, end), decoded === text.slice(i, end) ? null : decoded]);
    i = end;
  }
  const choices = units.filter((x) => x[1] !== null).length;
  for (let kept = 1; kept <= choices; kept++) {
    // Every set of `kept` decodable units kept as written, in order.
    const pick = Array.from({ length: kept }, (_, i) => i);
    for (;;) {
      if ((budget.steps -= units.length) < 0) throw new TemplateMatchError(budget.limit, budget.offset);
      let out = '';
      let j = 0;
      let at = 0;
      for (const [raw, decoded] of units) {
        if (decoded === null) out += raw;
        else out += pick[at] === j++ ? (at++, raw) : decoded;
      }
      if (!offer(out)) return;
      let i = kept - 1;
      while (i >= 0 && pick[i] === choices - kept + i) i--;
      if (i < 0) break;
      pick[i]!++;
      for (let m = i + 1; m < kept; m++) pick[m] = pick[m - 1]! + 1;
    }
  }
}

/** What a varspec writes for a defined value (after `first` or `sep`), by expansion's own code (./expand.ts), or null where it defines none. */
function expandValue(spec: Spec, value: MatchValue): string | null {
  return valueExpansion(spec.facts, spec.node, value);
}

/** The search's bindings of the repeated variables still to be met: immutable, with an interned id. */
interface Bindings {
  readonly id: number;
  readonly map: ReadonlyMap<number, Knowledge>;
  /** The variables bound, as bits (`variableBit`). */
  readonly mask: number;
  /** What the bindings of the variables of a mask are, by mask (a memo's key, `project`). */
  projections?: Map<number, string>;
}

/** A variable as a bit of a mask; the variables from the 31st on share one. */
const variableBit = (v: number): number => 1 << Math.min(v, 30);

/** The bindings of the variables of `mask` alone, as a key: what a failure that depended on them only depended on. */
function project(bind: Bindings, mask: number): string {
  if (mask === 0) return '';
  let key = bind.projections?.get(mask);
  if (key === undefined) {
    const parts: string[] = [];
    for (const v of [...bind.map.keys()].sort((x, y) => x - y)) if ((variableBit(v) & mask) !== 0) parts.push(`${v}=${knowledgeKey(bind.map.get(v)!)}`);
    key = parts.join('\u0000');
    (bind.projections ??= new Map()).set(mask, key);
  }
  return key;
}

// ----- Reading a value back from the marks of a match -----

/** The marks of a path: pairs (instruction, position). */
interface Trail {
  pcs: Int32Array;
  positions: Int32Array;
  length: number;
}

/**
 * The value of the reading that ends with the mark at `end` (its S_END, L_END
 * or P_END; S_EMPTY; T_END), read back to its first mark, and the index of
 * that first mark.
 */
function readingValue(P: Program, u: string, t: Trail, end: number): { value: MatchValue; begin: number } {
  const kind = P.a[t.pcs[end]!]!;
  const s = P.b[t.pcs[end]!]!;
  const decode = P.specs[s]!.reservedToo ? decodeR : decodeU;
  if (kind === S_EMPTY) return { value: '', begin: end };
  if (kind === S_END || kind === T_END) {
    let i = end - 1;
    while (P.a[t.pcs[i]!] !== (kind === S_END ? S_BEGIN : T_BEGIN)) i--;
    const text = u.slice(t.positions[i]!, t.positions[end]!);
    return { value: kind === T_END ? text : decode(text), begin: i };
  }
  let i = end - 1;
  const open = kind === L_END ? L_BEGIN : P_BEGIN;
  while (!(P.a[t.pcs[i]!] === open && P.b[t.pcs[i]!] === s && P.op[t.pcs[i]!] === EV)) i--;
  const begin = i;
  if (kind === L_END) {
    const list: string[] = [];
    let from = 0;
    for (i = begin + 1; i < end; i++) {
      const kk = P.a[t.pcs[i]!]!;
      if (kk === M_BEGIN) from = t.positions[i]!;
      else if (kk === M_END) list.push(decode(u.slice(from, t.positions[i]!)));
      else if (kk === M_EMPTY) list.push('');
    }
    return { value: list, begin };
  }
  const map: Record<string, string> = {};
  let from = 0;
  let key = '';
  for (i = begin + 1; i < end; i++) {
    const kk = P.a[t.pcs[i]!]!;
    if (kk === K_BEGIN || kk === V_BEGIN) from = t.positions[i]!;
    else if (kk === K_END) key = decode(u.slice(from, t.positions[i]!));
    else if (kk === V_END) setOwn(map, key, decode(u.slice(from, t.positions[i]!)));
    else if (kk === V_EMPTY) setOwn(map, key, '');
  }
  return { value: map, begin };
}

/** What the reading that ends with the mark at `end` says of its variable, and the index of its first mark. */
function readingKnowledge(P: Program, u: string, t: Trail, end: number): { k: Knowledge; begin: number } {
  const kind = P.a[t.pcs[end]!]!;
  const s = P.b[t.pcs[end]!]!;
  const spec = P.specs[s]!;
  const { value, begin } = readingValue(P, u, t, end);
  if (kind === T_END) return { k: { undef: false, value: null, prefix: null, texts: [{ text: value as string, spec: s }] }, begin };
  if (kind === S_END && spec.prefix !== null) return { k: { undef: false, value: null, prefix: { text: value as string, n: spec.prefix, triplets: spec.reservedToo }, texts: [] }, begin };
  return { k: exactly(value), begin };
}

/** The variables of a match: every reading on its path, each variable's occurrences merged (they agree: the search checked them). */
function assemble(P: Program, u: string, t: Trail, queryCache: Map<number, QueryReading | null>, budget: Budget): MatchVariables {
  const known: (Knowledge | undefined)[] = new Array(P.variables.length);
  const put = (variable: number, k: Knowledge): void => {
    known[variable] = merge(P, known[variable], k) ?? k;
  };
  for (let i = 0; i < t.length; i++) {
    const pc = t.pcs[i]!;
    const kind = P.a[pc]!;
    if (kind === S_END || kind === S_EMPTY || kind === L_END || kind === P_END || kind === T_END) {
      put(P.specs[P.b[pc]!]!.variable, readingKnowledge(P, u, t, i).k);
    } else if (kind === QUERY) {
      const reading = queryCache.get(t.positions[i]!)!;
      for (const [spec, k] of reading!.values) put(P.specs[spec]!.variable, k);
    }
  }
  const out: MatchVariables = {};
  for (let v = 0; v < P.variables.length; v++) {
    const k = known[v];
    if (k === undefined || k.undef) continue;
    const value = resolve(P, k, budget);
    if (value !== null) setOwn(out, P.variables[v]!, value);
  }
  return out;
}

// ----- Any-order: the query's parameters by name -----

interface QueryReading {
  /** Where the query ends (a "#" or the end of the URI). */
  readonly end: number;
  /** The knowledge of each varspec of the query's expressions. */
  readonly values: ReadonlyMap<number, Knowledge>;
}

/**
 * Any-order: the parameters from `from` (a "?" or "&", or nothing) to the
 * fragment or the end, as `name=value` pairs joined by "&" (§3.2.8, §3.2.9),
 * each given to the varspec of its name in any order; a varspec with none is
 * undefined; a parameter no varspec names goes to an exploded varspec that
 * may be an associative array, or is ignored. Values are percent-decoded
 * leniently. Null when the query cannot be read so: a name given twice to an
 * unexploded varspec, a prefix too long, octets that are not UTF-8.
 */
function readQuery(P: Program, q: QuerySpec, u: string, from: number): QueryReading | null {
  let end = u.length;
  if (q.fragment) {
    const hash = u.indexOf('#', from);
    if (hash >= 0) end = hash;
  } else if (u.indexOf('#', from) >= 0) return null;
  const values = new Map<number, Knowledge>();
  for (const s of q.specs) values.set(s, UNDEFINED);
  if (from === end) return { end, values };
  const c = u.charCodeAt(from);
  if (c !== 63 && c !== 38) return null; // "?" or "&"
  const lists = new Map<number, string[]>();
  const collected: [string, string][] = [];
  const given = new Set<number>();
  for (const pair of u.slice(from + 1, end).split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    const raw = eq < 0 ? '' : pair.slice(eq + 1);
    const s = q.byName.get(name);
    if (s !== undefined && !P.specs[s]!.explode) {
      if (given.has(s)) return null;
      given.add(s);
      const k = queryValue(P, s, raw);
      if (k === null) return null;
      values.set(s, k);
    } else if (s !== undefined) {
      const member = decodeLenient(raw);
      if (member === null) return null;
      (lists.get(s) ?? lists.set(s, []).get(s)!).push(member);
    } else if (q.collector >= 0) {
      const key = decodeLenient(name);
      const value = decodeLenient(raw);
      if (key === null || value === null) return null;
      collected.push([key, value]);
    }
  }
  for (const [s, list] of lists) {
    const order = shapeOrder(P.specs[s]!, P.shapes, false);
    if (s === q.collector && (collected.length > 0 || !order.includes('list'))) {
      for (const member of list) collected.push([P.specs[s]!.name, member]);
    } else if (order.includes('list')) values.set(s, exactly(list));
    else if (order[0] === 'string' && list.length === 1) values.set(s, exactly(list[0]!));
    else return null;
  }
  if (collected.length > 0) {
    const map: Record<string, string> = {};
    for (const [key, value] of collected) {
      if (Object.prototype.hasOwnProperty.call(map, key)) return null;
      setOwn(map, key, value);
    }
    values.set(q.collector, exactly(map));
  }
  return { end, values };
}

/** Any-order: one unexploded parameter's value, by its shape (a string, or a list where the value has ","), or null. */
function queryValue(P: Program, s: number, raw: string): Knowledge | null {
  const spec = P.specs[s]!;
  const order = shapeOrder(spec, P.shapes, false);
  const comma = raw.indexOf(',') >= 0;
  const shape = order.find((o) => o !== 'string' || !comma) ?? null;
  if (shape === null) return null;
  if (shape === 'string') {
    const v = decodeLenient(raw);
    if (v === null) return null;
    if (spec.prefix !== null) return [...v].length <= spec.prefix ? { undef: false, value: null, prefix: { text: v, n: spec.prefix, triplets: false }, texts: [] } : null;
    return exactly(v);
  }
  const parts = raw.split(',').map(decodeLenient);
  if (parts.some((p) => p === null)) return null;
  if (shape === 'list') return exactly(parts as string[]);
  if (parts.length % 2 !== 0) return null;
  const map: Record<string, string> = {};
  for (let i = 0; i < parts.length; i += 2) {
    if (Object.prototype.hasOwnProperty.call(map, parts[i]!)) return null;
    setOwn(map, parts[i]!, parts[i + 1]!);
  }
  return exactly(map);
}

// ----- The search -----

/** A failure that depends on the context (the search's keys, counts or bindings), not only on (instruction, position). */
const TAINT = 1;

/**
 * The state of a search, kept between searches (a pool: a search may start
 * another, `resolve`), so that a match allocates almost nothing.
 */
class Machine {
  fPc = new Int32Array(64);
  fPos = new Int32Array(64);
  fAlt = new Int32Array(64);
  fFlags = new Int32Array(64);
  fRegion = new Int32Array(64);
  fRegStart = new Int32Array(64);
  fTrail = new Int32Array(64);
  fUndo = new Int32Array(64);
  fMapGen = new Int32Array(64);
  fReadStart = new Int32Array(64);
  fBind: (Bindings | undefined)[] = [];
  trail: Trail = { pcs: new Int32Array(64), positions: new Int32Array(64), length: 0 };
  memo = new Uint32Array(64);
  keys = new Set<string>();
  undo: string[] = [];

  grow(): void {
    const grow = (x: Int32Array) => {
      const y = new Int32Array(x.length * 2);
      y.set(x);
      return y;
    };
    this.fPc = grow(this.fPc);
    this.fPos = grow(this.fPos);
    this.fAlt = grow(this.fAlt);
    this.fFlags = grow(this.fFlags);
    this.fRegion = grow(this.fRegion);
    this.fRegStart = grow(this.fRegStart);
    this.fTrail = grow(this.fTrail);
    this.fUndo = grow(this.fUndo);
    this.fMapGen = grow(this.fMapGen);
    this.fReadStart = grow(this.fReadStart);
  }
}
const machines: Machine[] = [];
const NO_QUERIES: Map<number, QueryReading | null> = new Map();
const NO_BINDINGS: Bindings = { id: 0, map: new Map(), mask: 0 };

/**
 * Runs the program over `u`: a depth-first search over its choices in order,
 * with an explicit stack (URIs may be long), that calls `found` with the path
 * of each match; `found` returns true to go on to the next one.
 */
function search(P: Program, u: string, maxSteps: number, found: (t: Trail, queries: Map<number, QueryReading | null>) => boolean): void {
  const M = machines.pop() ?? new Machine();
  try {
    run(M, P, u, maxSteps, found);
  } finally {
    M.trail.length = 0;
    M.keys.clear();
    M.undo.length = 0;
    M.fBind.length = 0;
    // What a long URI grew is not kept for the next match.
    if (M.memo.length > 1 << 16 || M.fPc.length > 1 << 16 || M.trail.pcs.length > 1 << 16) machines.push(new Machine());
    else machines.push(M);
  }
}

function run(M: Machine, P: Program, u: string, maxSteps: number, found: (t: Trail, queries: Map<number, QueryReading | null>) => boolean): void {
  const n = u.length;
  const { op, a, b, c, next, alts, lits, specs } = P;
  const width = n + 1;
  // The memo of failures by (choice point, position): a bit set, or a set of numbers when that would be large.
  const sparse = P.splits * width > 1 << 26 ? new Set<number>() : null;
  const words = sparse === null ? ((P.splits * width) >>> 5) + 1 : 0;
  if (M.memo.length < words) M.memo = new Uint32Array(Math.max(words, M.memo.length * 2));
  else M.memo.fill(0, 0, words);
  const memo = M.memo;
  // Failures that depended on the context: per (choice point, position, region, key and reading starts),
  // the variables whose bindings they depended on (a mask) and what those were.
  let contextMemo: Map<string, [number, string][]> | null = null;
  // Failures that depended only on keys of the associative array being read: the keys, per (choice point,
  // position, and inside a key where it began).
  let keyMemo: Map<number, string[][]> | null = null;
  const total = P.splits * width;
  // The choice points on the path.
  let { fPc, fPos, fAlt, fFlags, fRegion, fRegStart, fTrail, fUndo, fMapGen, fReadStart } = M;
  const fBind = M.fBind;
  /** Per choice point: the keys its tainted failures depended on (null: more than keys; undefined: none yet). */
  const fDeps: (string[] | null | undefined)[] = [];
  /** Per choice point: the variables whose bindings its tainted failures depended on. */
  const fVars: number[] = [];
  let depth = 0;
  // The marks on the path.
  const trail = M.trail;
  // The context: the current associative array's keys (live, with an undo log), its region, bindings.
  const keys = M.keys;
  const undo = M.undo;
  let mapGen = 0;
  let region = 0; // 0: none; > 0: an associative array's keys so far (interned); < 0: a prefix's count
  let regStart = 0;
  // Inside the reading of a repeated variable (whose BIND reads what was read), where it began, plus one.
  let readStart = 0;
  let chainIndexed: number[] | null = null; // per key chain: the last array-index key, or -1; -2 once a key that is none came
  let chainIds: Map<string, number> | null = null;
  let bind = NO_BINDINGS;
  let bindIds: Map<string, number> | null = null;
  let queryCache: Map<number, QueryReading | null> | null = null;
  let resolved: Map<string, boolean> | null = null;

  let pc = P.start;
  let pos = 0;
  let steps = 0;
  let furthest = 0;

  const growFrames = () => {
    M.grow();
    ({ fPc, fPos, fAlt, fFlags, fRegion, fRegStart, fTrail, fUndo, fMapGen, fReadStart } = M);
  };
  const mark = () => {
    if (trail.length === trail.pcs.length) {
      const p = new Int32Array(trail.length * 2);
      p.set(trail.pcs);
      trail.pcs = p;
      const q = new Int32Array(trail.length * 2);
      q.set(trail.positions);
      trail.positions = q;
    }
    trail.pcs[trail.length] = pc;
    trail.positions[trail.length++] = pos;
  };
  const contextKey = (row: number, at: number) => `${row},${at},${region},${regStart},${readStart}`;
  const bindingsWith = (variable: number, k: Knowledge | null): Bindings => {
    const map = new Map(bind.map);
    if (k === null) map.delete(variable);
    else map.set(variable, k);
    const key = [...map].sort((x, y) => x[0] - y[0]).map(([v, kk]) => `${v}=${knowledgeKey(kk)}`).join('\u0000');
    bindIds ??= new Map([['', 0]]);
    let id = bindIds.get(key);
    if (id === undefined) bindIds.set(key, (id = bindIds.size));
    let mask = 0;
    for (const v of map.keys()) mask |= variableBit(v);
    return { id, map, mask };
  };
  /**
   * Binds `k` to the varspec `s`'s variable, or returns false when it
   * contradicts another occurrence (or, at the last one, when no value
   * agrees with them all).
   */
  const bindTo = (s: number, k: Knowledge): boolean => {
    const spec = specs[s]!;
    const merged = merge(P, bind.map.get(spec.variable), k);
    if (merged === null) return false;
    if (spec.last && !merged.undef && merged.value === null && merged.texts.length > 0) {
      // Whether some value agrees with every occurrence: a function of the knowledge, asked once.
      const key = knowledgeKey(merged);
      let settles = resolved?.get(key);
      if (settles === undefined) {
        const budget = { steps: maxSteps - steps, limit: maxSteps, offset: pos };
        const before = matchWork.steps;
        settles = resolve(P, merged, budget) !== null;
        steps += matchWork.steps - before;
        matchWork.steps = before;
        (resolved ??= new Map()).set(key, settles);
      }
      if (!settles) return false;
    }
    bind = bindingsWith(spec.variable, spec.last ? null : merged);
    return true;
  };

  // `fail`: the flags of the failure (TAINT when it depended on the context) and, when it depended
  // only on keys of an associative array (they must differ), those keys and that array's generation.
  let failFlags = 0;
  let failDeps: string[] | null = null;
  let failGen = 0;
  // And the variables whose bindings it depended on (bits).
  let failVars = 0;
  for (;;) {
    let failed = false;
    // Run from (pc, pos) until a choice point, the end, or a failure.
    run: for (;;) {
      if (++steps > maxSteps) {
        matchWork.steps += steps;
        throw new TemplateMatchError(maxSteps, furthest);
      }
      switch (op[pc]) {
        case LIT: {
          const text = lits[a[pc]!]!;
          if (!u.startsWith(text, pos)) {
            failed = true;
            failFlags = 0;
            break run;
          }
          pos += text.length;
          pc = next[pc]!;
          continue;
        }
        case UNIT_U: {
          const extra = P.extras[a[pc]!];
          const exclude = P.excludes[b[pc]!];
          const ch = u.charCodeAt(pos);
          const e = pos >= n || (exclude != null && ch < 128 && exclude[ch] === 1) ? -1 : extra != null && ch < 128 && extra[ch] === 1 ? pos + 1 : unitU(u, pos);
          if (e < 0) {
            failed = true;
            failFlags = 0;
            break run;
          }
          pos = e;
          pc = next[pc]!;
          continue;
        }
        case UNIT_R: {
          const e = pos < n ? unitR(u, pos, P.excludes[a[pc]!]!) : -1;
          if (e < 0) {
            failed = true;
            failFlags = 0;
            break run;
          }
          pos = e;
          pc = next[pc]!;
          continue;
        }
        case SPLIT: {
          const row = P.splitRow[pc]!;
          const bit = row * width + pos;
          if (sparse !== null ? sparse.has(bit) : (memo[bit >>> 5]! & (1 << (bit & 31))) !== 0) {
            failed = true;
            failFlags = 0;
            break run;
          }
          if (contextMemo !== null) {
            const known = contextMemo.get(contextKey(row, pos));
            const hit = known?.find(([mask, key]) => (mask & ~bind.mask) === 0 && project(bind, mask) === key);
            if (hit !== undefined) {
              failed = true;
              failFlags = TAINT;
              failDeps = null;
              failVars = hit[0];
              break run;
            }
          }
          if (keyMemo !== null && region > 0) {
            // Inside a key, the key being read (from regStart) is part of the context.
            const known = keyMemo.get(regStart * total + bit);
            const hit = known?.find((deps) => deps.every((key) => keys.has(`${mapGen}\u0000${key}`)));
            if (hit !== undefined) {
              failed = true;
              failFlags = TAINT;
              failDeps = hit;
              failGen = mapGen;
              break run;
            }
          }
          if (depth === fPc.length) growFrames();
          fPc[depth] = pc;
          fPos[depth] = pos;
          fAlt[depth] = 0;
          fFlags[depth] = 0;
          fRegion[depth] = region;
          fRegStart[depth] = regStart;
          fTrail[depth] = trail.length;
          fUndo[depth] = undo.length;
          fMapGen[depth] = mapGen;
          fReadStart[depth] = readStart;
          fBind[depth] = bind;
          fDeps[depth] = undefined;
          fVars[depth] = 0;
          depth++;
          if (pos > furthest) furthest = pos;
          pc = alts[a[pc]!]![0]!;
          continue;
        }
        case EV: {
          const kind = a[pc]!;
          if (kind === K_END) {
            // The keys of one associative array differ, in the order an object lists them (ECMA-262 §10.1.11.1).
            const key = u.slice(regStart - 1, pos);
            const gen = `${mapGen}\u0000${key}`;
            const index = arrayIndex(specs[b[pc]!]!.reservedToo ? decodeR(key) : key);
            chainIndexed ??= [0, -1];
            chainIds ??= new Map();
            const last = chainIndexed[region]!;
            if (keys.has(gen)) {
              failed = true;
              failFlags = TAINT;
              failDeps = [key];
              failGen = mapGen;
              failVars = 0;
              break run;
            }
            if (index >= 0 && (last === -2 || index <= last)) {
              failed = true;
              failFlags = TAINT;
              failDeps = null;
              failVars = 0;
              break run;
            }
            regStart = 0;
            keys.add(gen);
            undo.push(gen);
            const ck = `${region}\u0000${key}`;
            let id = chainIds.get(ck);
            if (id === undefined) {
              chainIds.set(ck, (id = chainIndexed.length));
              chainIndexed.push(index >= 0 ? index : -2);
            }
            region = id;
            mark();
          } else if (kind === K_BEGIN) {
            regStart = pos + 1; // inside a key: never 0
            mark();
          } else if (kind === P_BEGIN) {
            region = 1;
            regStart = 0;
            mapGen = trail.length + 1;
            if (readStart === 0 && specs[b[pc]!]!.repeated) readStart = pos + 1;
            mark();
          } else if (kind === P_END) {
            region = 0;
            regStart = 0;
            mark();
          } else if (kind === PFX_BEGIN) {
            region = -1;
          } else if (kind === T_BEGIN) {
            regStart = pos + 1; // never 0: the context of a text is never trivial
            mark();
          } else if (kind === BIND) {
            const s = b[pc]!;
            let k = UNDEFINED;
            if (c[pc] !== R_UNDEF) {
              const reading = readingKnowledge(P, u, trail, trail.length - 1);
              steps += trail.length - reading.begin;
              k = reading.k;
            }
            if (!bindTo(s, k)) {
              failed = true;
              failFlags = TAINT;
              failDeps = null;
              failVars = variableBit(specs[s]!.variable);
              break run;
            }
            readStart = 0;
          } else if (kind === QUERY) {
            const q = P.queries[c[pc]!]!;
            queryCache ??= new Map();
            let reading = queryCache.get(pos);
            if (reading === undefined) {
              queryCache.set(pos, (reading = readQuery(P, q, u, pos)));
              steps += (reading?.end ?? n) - pos;
            }
            if (reading === null) {
              failed = true;
              failFlags = 0;
              break run;
            }
            for (const [s, k] of reading.values) {
              if (specs[s]!.repeated && !bindTo(s, k)) {
                failed = true;
                failFlags = TAINT;
                failDeps = null;
                failVars = variableBit(specs[s]!.variable);
                break run;
              }
            }
            mark();
            pos = reading.end;
          } else {
            if ((kind === S_END || kind === T_END) && region < 0) region = 0;
            if (kind === S_END || kind === T_END) regStart = 0;
            // A repeated variable's reading begins: what its BIND reads depends on where (U readings split one way).
            if ((kind === S_BEGIN || kind === L_BEGIN) && readStart === 0 && specs[b[pc]!]!.repeated) readStart = pos + 1;
            mark();
          }
          pc = next[pc]!;
          continue;
        }
        case PFX_UNIT: {
          const spec = specs[b[pc]!]!;
          const e = pos >= n ? -1 : spec.reservedToo ? unitR(u, pos, null) : unitU(u, pos);
          if (e < 0) {
            failed = true;
            failFlags = 0;
            break run;
          }
          // §2.4.1: one character of the value as expansion counts it (./expand.ts prefixCharEnd): under (U) a
          // code point, one unit; under (U+R) also a triplet, or the triplets of one well-formed UTF-8 sequence
          // (in any case). A text may end inside such a sequence, whose triplets are then a character each:
          // PFX_UNIT's a = 1 begins one, and the context's `part` is how many of its triplets are still to come.
          const state = -region - 1;
          const count = (state >> 2) + 1;
          let part = state & 3;
          let end = e;
          let ok = true;
          if (part > 0) {
            // Inside a sequence the text ends in: one triplet, never the sequence's last (that would complete it).
            ok = a[pc] === 0 && part > 1;
            end = pos + 3;
            part--;
          } else if (spec.reservedToo && u.charCodeAt(pos) === 37) {
            const whole = prefixCharEnd(u, pos, n, true);
            if (a[pc] === 0) end = whole;
            else {
              ok = whole > pos + 3;
              end = pos + 3;
              part = (whole - pos) / 3 - 1;
            }
          } else ok = a[pc] === 0;
          if (!ok || count > spec.prefix!) {
            failed = true;
            failFlags = TAINT;
            failDeps = null;
            failVars = 0;
            break run;
          }
          region = -(1 + count * 4 + part);
          pos = end;
          pc = next[pc]!;
          continue;
        }
        case KNOWN: {
          // A variable met before: when its value is known, or its text under a varspec
          // that writes every value alike, what it writes here is known (§3.2.1).
          const s = b[pc]!;
          const spec = specs[s]!;
          const k = bind.map.get(spec.variable);
          const same = k === undefined || k.undef || k.value !== null ? undefined : k.texts.find((t) => specs[t.spec]!.signature === spec.signature);
          if (k === undefined || (!k.undef && k.value === null && same === undefined)) {
            pc = next[pc]!;
            continue;
          }
          const mode = c[pc]!;
          const text = k.undef ? null : same !== undefined ? same.text : expandValue(spec, k.value!);
          if (text === null || (mode === 1 && text === '') || (mode === 2 && text !== '') || !u.startsWith(text, pos)) {
            failed = true;
            failFlags = TAINT;
            failDeps = null;
            failVars = variableBit(spec.variable);
            break run;
          }
          steps += text.length >> 4;
          pos += text.length;
          if (spec.last) {
            if (same !== undefined && !bindTo(s, { undef: false, value: null, prefix: null, texts: [same] })) {
              failed = true;
              failFlags = TAINT;
              failDeps = null;
              failVars = variableBit(spec.variable);
              break run;
            }
            bind = bindingsWith(spec.variable, null);
          }
          pc = a[pc]!;
          continue;
        }
        case END: {
          if (pos !== n) {
            failed = true;
            failFlags = 0;
            break run;
          }
          if (!found(trail, queryCache ?? NO_QUERIES)) {
            matchWork.steps += steps;
            return;
          }
          // Go on to the next match: the choice points on this path led to one, so none is memoized as failed.
          for (let d = 0; d < depth; d++) fFlags[d]! |= 2;
          failed = true;
          failFlags = 0;
          break run;
        }
        default: {
          failed = true;
          failFlags = 0;
          break run;
        }
      }
    }
    if (!failed) continue;
    // Backtrack to the last choice point that has an alternative left.
    for (;;) {
      if (depth === 0) {
        matchWork.steps += steps;
        return;
      }
      const d = depth - 1;
      fFlags[d]! |= failFlags;
      if ((failFlags & TAINT) !== 0) {
        fVars[d]! |= failVars;
        const deps = fDeps[d];
        if (failDeps === null || failGen !== fMapGen[d] || deps === null) fDeps[d] = null;
        else fDeps[d] = deps === undefined ? failDeps : [...new Set([...deps, ...failDeps])];
      }
      const choices = alts[a[fPc[d]!]!]!;
      const alt = ++fAlt[d]!;
      // Restore the context of the choice point.
      for (let i = undo.length; i > fUndo[d]!; i--) keys.delete(undo.pop()!);
      trail.length = fTrail[d]!;
      region = fRegion[d]!;
      regStart = fRegStart[d]!;
      bind = fBind[d]!;
      mapGen = fMapGen[d]!;
      readStart = fReadStart[d]!;
      if (alt < choices.length) {
        pc = choices[alt]!;
        pos = fPos[d]!;
        break;
      }
      // Every alternative failed: memoize, for every context when none depended on it.
      const flags = fFlags[d]!;
      const row = P.splitRow[fPc[d]!]!;
      // Of the variables the failure depended on, those bound here (a later one was bound after this point).
      const vars = fVars[d]! & bind.mask;
      const trivial = vars === 0 && region === 0 && regStart === 0 && readStart === 0;
      const deps = fDeps[d];
      const byKeys = deps != null && region > 0 && vars === 0;
      if ((flags & 2) === 0) {
        const bit = row * width + fPos[d]!;
        if ((flags & TAINT) === 0 || trivial) {
          if (sparse !== null) sparse.add(bit);
          else memo[bit >>> 5]! |= 1 << (bit & 31);
        } else if (byKeys) {
          keyMemo ??= new Map();
          const at = regStart * total + bit;
          (keyMemo.get(at) ?? keyMemo.set(at, []).get(at)!).push(deps);
        } else {
          const key = contextKey(row, fPos[d]!);
          contextMemo ??= new Map();
          (contextMemo.get(key) ?? contextMemo.set(key, []).get(key)!).push([vars, project(bind, vars)]);
        }
      }
      failFlags = (flags & TAINT) !== 0 && !trivial ? TAINT : 0;
      failDeps = byKeys ? deps : null;
      failGen = fMapGen[d]!;
      failVars = vars;
      fBind[d] = undefined;
      depth--;
    }
  }
}

// ----- The public functions -----

const programs = new WeakMap<URI_Template, Map<string, Program>>();
/** The program of a template with the default options: one lookup per match. */
const defaultPrograms = new WeakMap<URI_Template, Program>();
const NO_SHAPES: Readonly<Record<string, ValueShape>> = Object.freeze({});

function programOf(ast: URI_Template, options: MatchOptions | undefined): Program {
  if (options === undefined) {
    const program = defaultPrograms.get(ast);
    if (program !== undefined) return program;
  }
  const query = options?.query ?? 'ordered';
  if (query !== 'ordered' && query !== 'any-order') throw new TypeError(`options.query must be 'ordered' or 'any-order', not ${JSON.stringify(query)}`);
  const shapes = options?.shapes ?? NO_SHAPES;
  if (typeof shapes !== 'object' || shapes === null) throw new TypeError('options.shapes must be an object of variable names to shapes');
  for (const name of Object.keys(shapes)) {
    const shape = shapes[name];
    if (shape !== 'string' && shape !== 'list' && shape !== 'map') throw new TypeError(`options.shapes.${name} must be 'string', 'list' or 'map', not ${JSON.stringify(shape)}`);
  }
  if (ast === null || typeof ast !== 'object' || ast.type !== 'URI-Template') throw new TypeError('the template must be a string or the URI-Template node that parse() returns');
  const key = shapes === NO_SHAPES ? query : `${query}\u0000${JSON.stringify(Object.entries(shapes).sort())}`;
  let byOptions = programs.get(ast);
  if (byOptions === undefined) programs.set(ast, (byOptions = new Map()));
  let program = byOptions.get(key);
  if (program === undefined) byOptions.set(key, (program = compile(ast, query, shapes)));
  if (options === undefined) defaultPrograms.set(ast, program);
  return program;
}

function maxStepsOf(P: Program, uri: string, options: MatchOptions | undefined): number {
  const max = options?.maxSteps;
  if (max === undefined) return 4_000_000 + P.stepsPerUnit * (uri.length + 1);
  if (typeof max !== 'number' || !(max >= 1) || !Number.isFinite(max)) throw new RangeError(`options.maxSteps must be a positive number, not ${String(max)}`);
  return max;
}

function checkUri(uri: unknown): asserts uri is string {
  if (typeof uri !== 'string') throw new TypeError(`the URI must be a string, not ${uri === null ? 'null' : typeof uri}`);
}

/** Cheap refusals before the search: the literals every match starts and ends with, and its least length. */
function cannotMatch(P: Program, uri: string): boolean {
  return uri.length < P.minLength || !uri.startsWith(P.head) || !uri.endsWith(P.tail);
}

/**
 * Matches `uri` against a parsed template (the AST `parse` returns; its
 * program is compiled once and kept with it): the variables whose expansion
 * is exactly `uri` (RFC 6570 §3), the documented one where several are (each
 * variable from left to right as short as it can be), or `null`.
 * @throws {TypeError} when the arguments or options are not what they should be.
 * @throws {TemplateMatchError} when the search takes more than `maxSteps` steps.
 */
export function matchTemplate(ast: URI_Template, uri: string, options?: MatchOptions): MatchVariables | null {
  checkUri(uri);
  const P = programOf(ast, options);
  const maxSteps = maxStepsOf(P, uri, options);
  if (cannotMatch(P, uri)) return null;
  let result: MatchVariables | null = null;
  search(P, uri, maxSteps, (t, q) => {
    result = assemble(P, uri, t, q, { steps: maxSteps, limit: maxSteps, offset: uri.length });
    return false;
  });
  return result;
}

/**
 * Matches `uri` against `template` (RFC 6570 §2, a string or its parsed AST):
 * the variables whose expansion is exactly `uri`, or `null` when none exist.
 * Values are decoded as expansion encoded them; docs/templates.md says how
 * ambiguity is read and what the options change.
 * @throws {UriSyntaxError} when `template` is not a URI Template.
 * @throws {TypeError} when the arguments or options are not what they should be.
 * @throws {TemplateMatchError} when the search takes more than `maxSteps` steps.
 */
export function match(template: string | URI_Template, uri: string, options?: MatchOptions): MatchVariables | null {
  return matchTemplate(typeof template === 'string' ? parse(template) : template, uri, options);
}

/**
 * Every set of variables whose expansion is exactly `uri`, in the order
 * `match` prefers them (its answer first), without repeats, at most `limit`
 * (default 100).
 * @throws {UriSyntaxError} when `template` is not a URI Template.
 * @throws {TypeError} when the arguments or options are not what they should be.
 * @throws {RangeError} when `limit` is not a positive integer.
 * @throws {TemplateMatchError} when the search takes more than `maxSteps` steps.
 */
export function matchAll(template: string | URI_Template, uri: string, options?: MatchAllOptions): MatchVariables[] {
  const ast = typeof template === 'string' ? parse(template) : template;
  checkUri(uri);
  const limit = options?.limit ?? 100;
  if (!Number.isInteger(limit) || limit < 1) throw new RangeError(`options.limit must be a positive integer, not ${String(limit)}`);
  const P = programOf(ast, options);
  const maxSteps = maxStepsOf(P, uri, options);
  const out: MatchVariables[] = [];
  if (cannotMatch(P, uri)) return out;
  const seen = new Set<string>();
  search(P, uri, maxSteps, (t, q) => {
    const variables = assemble(P, uri, t, q, { steps: maxSteps, limit: maxSteps, offset: uri.length });
    const key = JSON.stringify(Object.entries(variables).map(([k, v]) => [k, typeof v === 'string' || Array.isArray(v) ? v : Object.entries(v)]));
    if (!seen.has(key)) {
      seen.add(key);
      out.push(variables);
    }
    return out.length < limit;
  });
  return out;
}
