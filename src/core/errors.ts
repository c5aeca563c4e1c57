/**
 * Syntax errors as data: where the input stops being a prefix of any valid
 * string of the rule, what could have continued there, and what was found.
 */
import { ERROR_BRAND, UriGrammarError } from './error-base.js';

/** Marks a UriSyntaxError across copies of this package (an ESM and a CommonJS copy in one process). */
const BRAND: unique symbol = Symbol.for('uri-grammar.UriSyntaxError');

/**
 * The keys of the two methods behind `messageFromFields` and `diagnosisOnce`,
 * in the global registry as the brand's, so that the copy of this package
 * that built the error answers: `uri-grammar check` runs in one file and
 * checks by each grammar's entry point, another (each has its own copy of
 * this module, and the grammar's diagnoses are registered in that copy).
 * The first key names the message's format (`messageOf`): a copy that made
 * its messages otherwise would answer under another key.
 */
const FROM_FIELDS: unique symbol = Symbol.for('uri-grammar.UriSyntaxError.messageFromFields: RULE: expected LIST but found FOUND at offset N');
const DIAGNOSIS_ONCE: unique symbol = Symbol.for('uri-grammar.UriSyntaxError.diagnosisOnce');

/** The stable `code` of every UriSyntaxError. */
export const URI_SYNTAX_ERROR = 'ERR_URI_SYNTAX';

/** A component of a URI-reference (RFC 3986 §3), as `build` and `serialize` name the one at fault. */
export type UriComponent = 'scheme' | 'userinfo' | 'host' | 'port' | 'path' | 'query' | 'fragment';

/**
 * Thrown when an input does not match a rule of a grammar of the family
 * (RFC 3986 unless `grammar` says another). `R` is the grammar's rule names:
 * each grammar's `check` and `parse` say theirs (`UriSyntaxError<RuleName>`
 * for RFC 3986's); the engine, which names no grammar, leaves it `string`.
 *
 * `offset` is the index, in UTF-16 code units, of the first character that no
 * valid string of `rule` can have there: the length of the longest prefix of
 * the input that some valid string begins with.
 */
export class UriSyntaxError<R extends string = string> extends UriGrammarError {
  readonly code = URI_SYNTAX_ERROR;
  /** The input that failed to parse. */
  readonly input: string;
  /** The offending position, in UTF-16 code units. */
  readonly offset: number;
  /** The ABNF rule names and literals that could continue at `offset`, deduplicated and sorted. */
  readonly expected: readonly string[];
  /** The character at `offset` (a whole code point), or `null` at the end of the input. */
  readonly found: string | null;
  /** The rule the input was parsed by, as its RFC names it. */
  readonly rule: R;
  /** The grammar of the rule, by its name in `GRAMMARS` (`rfc3986`, `rfc3987`, ...). */
  readonly grammar: string;
  /**
   * The component at fault when the error checks one component of a URI being
   * built (`build`, `withComponents`, `serialize` of a node built by code);
   * `input` is then that component's text. `null` for the parse of a whole string.
   */
  readonly component: UriComponent | null;

  constructor(input: string, offset: number, expected: readonly string[], rule: R, grammar = 'rfc3986', component: UriComponent | null = null) {
    // No message here: `message` is read from the fields when first asked for
    // (building it costs twice the rest of a returned error).
    super();
    const found = foundAt(input, offset);
    this.name = 'UriSyntaxError';
    this.input = input;
    this.offset = offset;
    this.expected = expected;
    this.found = found;
    this.rule = rule;
    this.grammar = grammar;
    this.component = component;
  }

  /** `RULE: expected A, B or C but found X at offset N`, made from the fields on first read. */
  override get message(): string {
    const message = messageOf(this);
    // Kept on the error where it can be; a frozen, sealed or non-extensible error makes it on each read.
    if (Object.isExtensible(this)) this.message = message;
    return message;
  }

  /** An own message, as `Error`'s: it replaces the one made from the fields. */
  override set message(message: string) {
    Object.defineProperty(this, 'message', { value: message, writable: true, configurable: true, enumerable: false });
  }

  /**
   * The header line of the error (`UriSyntaxError: message`) for an error
   * `check` returned (no stack trace captured); a thrown one has its own stack.
   */
  override get stack(): string {
    return `${this.name}: ${this.message}`;
  }

  /** An own stack, as `Error`'s (`Error.captureStackTrace`, or an assignment): it replaces the header line. */
  override set stack(stack: string) {
    Object.defineProperty(this, 'stack', { value: stack, writable: true, configurable: true, enumerable: false });
  }

  /**
   * The brand that `isUriSyntaxError` reads, on the prototype: an own
   * property defined per error cost a fifth of a returned error's construction.
   * @internal
   */
  get [BRAND](): true {
    return true;
  }

  /**
   * `instanceof UriSyntaxError` is true for an error of any copy of this
   * package (the ESM and the CommonJS build, or two entry points), by its
   * brand, as `isUriSyntaxError` (src/core/error-base.ts); a user's subclass, which
   * names no brand of its own, keeps ordinary `instanceof`. The body does not
   * name the class: a class that names itself inside is renamed by the
   * bundler (`_UriSyntaxError`), and its `constructor.name` with it.
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (!Object.prototype.hasOwnProperty.call(this, ERROR_BRAND)) return Function.prototype[Symbol.hasInstance].call(this, value);
    return isUriSyntaxError(value);
  }

  /** Its brand in the class chain that `instanceof UriGrammarError` reads (src/core/error-base.ts). */
  static override readonly [ERROR_BRAND]: symbol = BRAND;

  /**
   * True when the message is made from the fields by `messageOf`
   * (`messageFromFields`), asked of the copy that built the error.
   * @internal
   */
  [FROM_FIELDS](): boolean {
    return fromFieldsHere(this);
  }

  /**
   * The diagnosis, made without being kept on the error (`diagnosisOnce`),
   * by the copy that built the error, where its grammar's diagnoses are.
   * @internal
   */
  [DIAGNOSIS_ONCE](): Diagnosis | null {
    return diagnosisOnceHere(this);
  }

  /**
   * A one-line hint for a common mistake, from the hints of the error's
   * grammar (src/grammars/<name>/hints.ts), or null. A method, so that the
   * copy of this package that built the error, which has its grammar's
   * hints, answers (two entry points' files are two copies).
   */
  hint(): string | null {
    return HINTS.get(this.grammar)?.(this) ?? null;
  }

  /**
   * The likely mistake, found by the diagnoses of the error's grammar
   * (src/grammars/<name>/diagnoses.ts) looking at the whole input once the
   * parse has failed: its message in a person's terms, the span it covers
   * (which contains or precedes `offset`: `http://example.com:8o/` fails at
   * the "/", and the mistake is the port "8o" before it), and the section that
   * rules it; or null. Made on first read, so that `check` and `isValid` cost
   * nothing more for it; as `hint()`, answered by the copy of this package
   * that built the error.
   */
  get diagnosis(): Diagnosis | null {
    // Kept on the error once read, as an own property that is not enumerable (as `message`), so that the
    // errors never read keep their shape; beside it (a WeakMap) only when the error is not extensible. A
    // WeakMap of every error read cost a run that reports many errors (`uri-grammar check`) about 2 µs an
    // error, most of it in the garbage collection of its entries.
    let found = DIAGNOSED.get(this);
    if (found !== undefined) return found;
    found = diagnosisOf(this);
    if (Object.isExtensible(this)) Object.defineProperty(this, 'diagnosis', { value: found, writable: false, enumerable: false, configurable: true });
    else DIAGNOSED.set(this, found);
    return found;
  }

  /**
   * The message, the input with a caret under the offending character (and
   * "~" under the rest of the diagnosis's span), the diagnosis, and a hint
   * for common mistakes.
   */
  format(): string {
    const found = this.diagnosis;
    const { line, caret } = excerpt(this.input, this.offset, found);
    const out = [`error: ${this.message}`, `  ${line}`, `  ${caret}`];
    if (found) out.push(`diagnosis: ${found.message} (${found.rfc})`);
    const tip = this.hint();
    if (tip) out.push(`hint: ${tip}`);
    return out.join('\n');
  }
}

/** `RULE: expected A, B or C but found X at offset N`: the message of a syntax error, made from its fields. */
function messageOf(e: UriSyntaxError<string>): string {
  return `${e.rule}: expected ${expectedList(e.expected)} but found ${describe(e.found)} at offset ${e.offset}`;
}

/**
 * `e.message` and `e.diagnosis` for a reader that reads each once and drops
 * the error, such as `uri-grammar check` on a file of many invalid lines:
 * made without being kept on the error (the first read of each property
 * defines it on the error, which costs more than making the message). An
 * error of another prototype (a subclass, the scheme layer's, another copy
 * of this package's), or that holds the property already, answers by the
 * property itself; so does a non-extensible one for its diagnosis.
 */
export function messageOnce(e: UriSyntaxError<string>): string {
  return messageFromFields(e) ? messageOf(e) : e.message;
}

/**
 * True when `e.message` is the one made from the fields,
 * `${rule}: expected ${expectedList(expected)} but found ${describe(found)} at offset ${offset}`
 * (an error of the class itself, of any copy of this package that makes its
 * messages so, that holds no message of its own): a reader may then write it
 * from those parts, as `uri-grammar check` does.
 */
export function messageFromFields(e: UriSyntaxError<string>): boolean {
  const own = (e as unknown as { [FROM_FIELDS]?: unknown })[FROM_FIELDS];
  return typeof own === 'function' && own.call(e) === true;
}

/** `e.diagnosis`, read as `messageOnce` reads `e.message`, by the copy of this package that built the error. */
export function diagnosisOnce(e: UriSyntaxError<string>): Diagnosis | null {
  const own = (e as unknown as { [DIAGNOSIS_ONCE]?: unknown })[DIAGNOSIS_ONCE];
  return typeof own === 'function' ? (own.call(e) as Diagnosis | null) : e.diagnosis;
}

/** `messageFromFields` of an error of this copy (an error of another prototype, a subclass's or the scheme layer's, holds or makes its own). */
function fromFieldsHere(e: UriSyntaxError<string>): boolean {
  return Object.getPrototypeOf(e) === UriSyntaxError.prototype && !Object.hasOwn(e, 'message');
}

/** `diagnosisOnce` of an error of this copy: an error of another prototype, that holds its diagnosis or is not extensible, answers by the property. */
function diagnosisOnceHere(e: UriSyntaxError<string>): Diagnosis | null {
  return Object.getPrototypeOf(e) === UriSyntaxError.prototype && !Object.hasOwn(e, 'diagnosis') && Object.isExtensible(e) ? diagnosisOf(e) : e.diagnosis;
}

/**
 * A UriSyntaxError that is returned, not thrown (`check`, `conform`): an
 * instance of the class with the same fields, made without running `Error`'s
 * constructor, since it locates nothing the input does not, and V8 spends
 * most of an error's cost there (capturing the stack, even an empty one).
 * Its `stack` is the header line alone (`UriSyntaxError: message`).
 * scripts/bench.mjs times `check` on invalid input against valid input.
 */
export function returnedSyntaxError<R extends string>(
  input: string,
  offset: number,
  expected: readonly string[],
  rule: R,
  grammar = 'rfc3986',
  component: UriComponent | null = null,
  prototype: object = UriSyntaxError.prototype,
): UriSyntaxError<R> {
  const Returned = (returned ??= returnedClass());
  if (prototype === UriSyntaxError.prototype) return new Returned(input, offset, expected, rule, grammar, component) as UriSyntaxError<R>;
  // `prototype`: one that inherits from UriSyntaxError's (src/schemes/check.ts: a hint of its own); the same
  // fields, in the same order, written by the constructor's body called on it.
  const error = Object.create(prototype) as UriSyntaxError<R>;
  Reflect.apply(Returned, error, [input, offset, expected, rule, grammar, component]);
  return error;
}

/** The fields of a returned error, as `returnedSyntaxError` writes them. */
type ReturnedFields = { -readonly [K in keyof UriSyntaxError<string>]: UriSyntaxError<string>[K] };

/** `returnedSyntaxError`'s constructor of an error of UriSyntaxError's own prototype. */
type ReturnedClass = new (input: string, offset: number, expected: readonly string[], rule: string, grammar: string, component: UriComponent | null) => UriSyntaxError<string>;

/** The constructor, made on the first returned error (`returnedClass`). */
let returned: ReturnedClass | null = null;

/** One error of `returned` kept alive (`returnedClass`). */
let retainedReturned: UriSyntaxError<string> | null = null;

/**
 * The constructor of the errors that `returnedSyntaxError` builds with
 * UriSyntaxError's own prototype: a plain function whose `prototype` is the
 * class's, so that, as for a class, V8 gives its instances their nine fields
 * inside the object (one allocation of 96 bytes), where `Object.create` gave
 * four inside and the rest in a property array grown twice (160 bytes, three
 * allocations). Its instances are those of `Object.create`: the same
 * prototype, the same own properties in the same order, no Error internals.
 * One instance is kept, so that the hidden class of its fields never dies in
 * a full garbage collection (which would discard the optimized code that
 * builds them: src/core/grammar-api.ts `retained`).
 */
function returnedClass(): ReturnedClass {
  const Returned = function (this: ReturnedFields, input: string, offset: number, expected: readonly string[], rule: string, grammar: string, component: UriComponent | null): void {
    // The own properties of a constructed one, in its order (the fields, then the constructor's `name`).
    this.code = URI_SYNTAX_ERROR;
    this.input = input;
    this.offset = offset;
    this.expected = expected;
    this.found = foundAt(input, offset);
    this.rule = rule;
    this.grammar = grammar;
    this.component = component;
    this.name = 'UriSyntaxError';
  };
  Returned.prototype = UriSyntaxError.prototype;
  const made = Returned as unknown as ReturnedClass;
  retainedReturned = new made('', 0, [], '', '', null);
  return made;
}

/** The character at `offset` (a whole code point), or `null` at the end of the input. */
function foundAt(input: string, offset: number): string | null {
  if (offset >= input.length) return null;
  const c = input.charCodeAt(offset);
  // A code unit that is no surrogate is its code point; a surrogate may begin a pair.
  return c < 0xd800 || c > 0xdfff ? input[offset]! : String.fromCodePoint(input.codePointAt(offset)!);
}

/** True for a UriSyntaxError of any copy of this package (as `instanceof UriSyntaxError`, which reads the same brand). */
export function isUriSyntaxError(value: unknown): value is UriSyntaxError {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
}

/**
 * The lists of the frozen `expected` arrays met so far: the DFA's are frozen
 * and shared by every error in the same state (src/core/dfa.ts), so a run
 * that reports many errors joins each list once.
 */
const LISTED = new WeakMap<readonly string[], string>();

/** The expected list of a message: `A, B or C`, `A`, or `nothing`. */
export function expectedList(expected: readonly string[]): string {
  if (expected.length <= 1) return expected[0] ?? 'nothing';
  let text = LISTED.get(expected);
  if (text === undefined) {
    text = `${expected.slice(0, -1).join(', ')} or ${expected[expected.length - 1]}`;
    if (Object.isFrozen(expected)) LISTED.set(expected, text);
  }
  return text;
}

/** A character for a message: quoted, with its code point when it is not printable ASCII. */
export function describe(found: string | null): string {
  if (found === null) return 'end of input';
  const cp = found.codePointAt(0)!;
  // A US-ASCII character (nearly every one found) by a table made once, not a new string per error.
  if (cp < 0x80) return (DESCRIBED ??= Array.from({ length: 0x80 }, (_, c) => describeCodePoint(String.fromCharCode(c), c)))[cp]!;
  return describeCodePoint(found, cp);
}

/** `describe` of each US-ASCII character, by code point, made on first use. */
let DESCRIBED: readonly string[] | null = null;

/** `describe` of a character, its code point given. */
function describeCodePoint(found: string, cp: number): string {
  // Printable ASCII (the most found) needs no code point written out.
  if (cp > 0x20 && cp < 0x7f) return `"${found}"`;
  if (cp === 0x20) return 'a space';
  const u = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  if (cp < 0x20 || cp === 0x7f) return `control character ${u}`;
  return `"${found}" (${u})`;
}

// ----- format(): the excerpt and the caret -----

const WINDOW = 60;

/**
 * The input around `offset` on one line, control characters made visible,
 * and the caret line under it: "^" under the offending character, and "~"
 * under the rest of `span` (a diagnosis's) that the line shows.
 */
export function excerpt(input: string, offset: number, span?: { readonly start: number; readonly end: number } | null): { line: string; caret: string } {
  const from = excerptFrom(input, offset);
  const to = excerptTo(input, offset);
  if (plainWindow(input, from, to)) return plainExcerpt(input, offset, from, to, span);
  const before = visible(input.slice(from, offset));
  const line = (from > 0 ? '…' : '') + before + visible(input.slice(offset, to)) + (to < input.length ? '…' : '');
  const column = (from > 0 ? 1 : 0) + [...before].length;
  if (!span || span.end <= span.start) return { line, caret: ' '.repeat(column) + '^' };
  // One mark per character (code point) of the window, as the line shows them.
  let caret = from > 0 ? ' ' : '';
  for (let i = from; i < to; i += isHighSurrogate(input.charCodeAt(i)) && isLowSurrogate(input.charCodeAt(i + 1)) ? 2 : 1) {
    caret += i === offset ? '^' : i >= span.start && i < span.end ? '~' : ' ';
  }
  if (offset >= to) caret = caret.padEnd(column) + '^';
  return { line, caret: caret.trimEnd() };
}

/** Where the excerpt of `excerpt` begins: WINDOW code units before the offset, a surrogate pair not cut in two. */
export function excerptFrom(input: string, offset: number): number {
  const from = Math.max(0, offset - WINDOW);
  return from > 0 && isLowSurrogate(input.charCodeAt(from)) ? from - 1 : from;
}

/** Where it ends: half a WINDOW after the offset, a surrogate pair not cut in two. */
export function excerptTo(input: string, offset: number): number {
  const to = Math.min(input.length, offset + WINDOW / 2);
  return to < input.length && isLowSurrogate(input.charCodeAt(to)) ? to + 1 : to;
}

/** True when no code unit of `input` in [from, to) is a control character or a surrogate: one column a code unit. */
export function plainWindow(input: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = input.charCodeAt(i);
    if (c < 0x20 || c === 0x7f || (c >= 0xd800 && c <= 0xdfff)) return false;
  }
  return true;
}

/**
 * `excerpt` of a window of `plainWindow`: the same line and caret, made
 * without a scan per character (no control picture, no pair to step over).
 */
function plainExcerpt(input: string, offset: number, from: number, to: number, span?: { readonly start: number; readonly end: number } | null): { line: string; caret: string } {
  const line = (from > 0 ? '…' : '') + input.slice(from, to) + (to < input.length ? '…' : '');
  const column = (from > 0 ? 1 : 0) + (offset - from);
  if (!span || span.end <= span.start) return { line, caret: ' '.repeat(column) + '^' };
  // The marks of [from, to): " " before the span, "~" in it, " " after; "^" at the offset.
  const start = Math.min(Math.max(span.start, from), to);
  const end = Math.min(Math.max(span.end, start), to);
  let caret = (from > 0 ? ' ' : '') + ' '.repeat(start - from) + '~'.repeat(end - start) + ' '.repeat(to - end);
  if (offset < to) {
    const k = column;
    caret = caret.slice(0, k) + '^' + caret.slice(k + 1);
  } else caret = caret.padEnd(column) + '^';
  return { line, caret: caret.trimEnd() };
}

/** A UTF-16 code unit that is the high (first) half of a surrogate pair. */
export function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** A UTF-16 code unit that is the low (second) half of a surrogate pair. */
export function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Control characters as their Unicode control pictures, so every character takes one column. */
function visible(s: string): string {
  return s.replace(/[\x00-\x1f\x7f]/g, (c) => String.fromCharCode(c === '\x7f' ? 0x2421 : 0x2400 + c.charCodeAt(0)));
}

// ----- format(): the hints and the diagnoses of the error's grammar -----

/** A grammar's hints for the common mistakes: a one-line hint for one of its errors, or null. */
export type Hints = (e: UriSyntaxError<string>) => string | null;

/**
 * The likely mistake behind a syntax error (`UriSyntaxError.diagnosis`), in
 * a person's terms: what the error's grammar found looking at the whole
 * input once the parse had failed.
 */
export interface Diagnosis {
  /**
   * The kind of mistake, a stable name (`port-not-a-number`, `second-at`,
   * ...); test/vectors/diagnoses.json has an example of each.
   */
  readonly code: string;
  /** The likely mistake and how to mend it. */
  readonly message: string;
  /** Where the mistake begins, in UTF-16 code units: at most the error's `offset`. */
  readonly start: number;
  /** Where it ends (exclusive): at least `start`, at most the input's length. */
  readonly end: number;
  /** The section that rules it (`RFC 3986 §3.2.3`). */
  readonly rfc: string;
}

/** A grammar's diagnoses (src/grammars/<name>/diagnoses.ts): the likely mistake behind one of its errors, or null. */
export type Diagnoses = (e: UriSyntaxError<string>) => Diagnosis | null;

/** The hints of each grammar whose errors have been built, by grammar name. */
const HINTS = new Map<string, Hints>();

/** The diagnoses of each grammar whose errors have been built, by grammar name. */
const DIAGNOSES = new Map<string, Diagnoses>();

/** The diagnosis of each error whose `diagnosis` has been read and that is not extensible (frozen, sealed). */
const DIAGNOSED = new WeakMap<UriSyntaxError<string>, Diagnosis | null>();

/**
 * Makes `hints` (and `diagnoses`, where the grammar has them) those of the
 * errors of `grammar`: each grammar's binding (src/core/grammar-checks.ts,
 * grammar-api.ts) and every module that builds errors of a grammar from its
 * DFAs alone (conform, extract, JSON Schema) gives its grammar's
 * src/grammars/<name>/hints.ts and diagnoses.ts, so that the engine names no
 * grammar.
 */
export function defineHints(grammar: string, hints: Hints, diagnoses?: Diagnoses): void {
  HINTS.set(grammar, hints);
  if (diagnoses) DIAGNOSES.set(grammar, diagnoses);
}

/**
 * The diagnosis of `e` by its grammar's diagnoses, held to its contract: a
 * span within the input that contains or precedes the offset (one that does
 * not is no diagnosis of this error, and is dropped; the tests hold every
 * grammar's diagnoses to it on every corpus and on random input, where none
 * throws). A diagnosis is advice: should one throw, the error has none, and
 * its message, offset and format() stand.
 */
function diagnosisOf(e: UriSyntaxError<string>): Diagnosis | null {
  let found: Diagnosis | null;
  try {
    found = DIAGNOSES.get(e.grammar)?.(e) ?? null;
  } catch {
    return null;
  }
  if (found === null) return null;
  const { start, end } = found;
  return Number.isInteger(start) && Number.isInteger(end) && 0 <= start && start <= e.offset && start <= end && end <= e.input.length ? found : null;
}

/** A one-line hint for the common mistakes, from the hints of the error's grammar, or null (the error's own `hint()`). */
export function hint(e: UriSyntaxError<string>): string | null {
  return e.hint();
}
