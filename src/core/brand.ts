/**
 * The error classes across copies of this package. One program can hold two
 * copies of a class: the ESM and the CommonJS build (the dual-package
 * hazard), or two entry points, each built into a file of its own
 * (`uri-grammar/parse` and `uri-grammar/resolve`). Each class carries a brand,
 * a `Symbol.for` key that every copy shares, on its prototype, and answers
 * `instanceof` by that brand (`static [Symbol.hasInstance]`), so an error
 * made by one copy is an instance of the class of every other.
 */

/**
 * `value instanceof cls`, where `own` is the branded class (`cls` is `own` or
 * a subclass of it) and `brand` its key: an object with the brand when `cls`
 * is the branded class itself, the prototype chain for a subclass (a user's
 * own subclass of `ResolveError` keeps ordinary `instanceof`).
 */
export function hasBrand(cls: abstract new (...args: never[]) => unknown, own: abstract new (...args: never[]) => unknown, brand: symbol, value: unknown): boolean {
  if (cls !== own) return Function.prototype[Symbol.hasInstance].call(cls, value);
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
}
