/**
 * The one base class of the package's errors (errors are data): a stable
 * `code` per class, and `offset` where the error has a position in its input.
 * `ResolveError`, `PercentDecodeError`, `UriSyntaxError` and `IdnaError`
 * extend it; `PercentEncodeError` is a `TypeError`, as its contract says,
 * and has the same fields and brand.
 *
 * The brand is written here once. One program can hold two copies of a
 * class: the ESM and the CommonJS build (the dual-package hazard), or two
 * entry points, each built into a file of its own (`uri-grammar/parse` and
 * `uri-grammar/resolve`). So a class names its brand (a `Symbol.for` key
 * that every copy of the package shares) in a static `[ERROR_BRAND]`, and
 * `instanceof` the class is true for an error of any copy whose class chain
 * names that brand.
 */

/** The static key under which a class names its brand. */
export const ERROR_BRAND: unique symbol = Symbol.for('uri-grammar.errorBrand');

/** The key of the brands of an error's class chain, on the prototype (a class outside this base defines it with `brandsOf`). */
export const ERROR_BRANDS: unique symbol = Symbol.for('uri-grammar.errorBrands');

type Branded = { readonly [ERROR_BRAND]?: symbol };

/** The brands that the classes of `error`'s chain name, from its class up. */
export function brandsOf(error: object): symbol[] {
  const brands: symbol[] = [];
  for (let c = (error as { constructor?: unknown }).constructor; typeof c === 'function' && c !== Error; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, ERROR_BRAND)) brands.push((c as Branded)[ERROR_BRAND]!);
  }
  return brands;
}

/**
 * `value instanceof cls` by brand: true when `value`'s class chain names the
 * brand that `cls` itself names; the ordinary prototype check for a class
 * that names none (a user's own subclass).
 */
export function isBranded(cls: abstract new (...args: never[]) => unknown, value: unknown): boolean {
  if (!Object.prototype.hasOwnProperty.call(cls, ERROR_BRAND)) return Function.prototype[Symbol.hasInstance].call(cls, value);
  if (typeof value !== 'object' || value === null) return false;
  const brands = (value as { readonly [ERROR_BRANDS]?: unknown })[ERROR_BRANDS];
  return Array.isArray(brands) && brands.includes((cls as Branded)[ERROR_BRAND]);
}

/** The base of every error class of the package. */
export abstract class UriGrammarError extends Error {
  /** The stable code of the error's class (`ERR_URI_SYNTAX`, `ERR_RESOLVE`, `ERR_PERCENT_DECODE`, ...). */
  abstract readonly code: string;

  static readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.UriGrammarError');

  /**
   * The brands of the error's class chain, which `instanceof` reads.
   * @internal
   */
  get [ERROR_BRANDS](): symbol[] {
    return brandsOf(this);
  }

  /** `instanceof` a branded class is true for an error of any copy of this package (see the module's comment). */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isBranded(this, value);
  }
}
