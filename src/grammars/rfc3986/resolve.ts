/**
 * RFC 3986 §5 reference resolution, and its inverse, on RFC 3986's grammar:
 * the passes of src/passes/resolve.ts and src/passes/relativize.ts, which
 * hold the algorithm and its decisions, bound to RFC 3986's syntax.
 */
import type * as ast from './ast.js';
import { parse } from './parse.js';
import { rfc3986Syntax } from './syntax.js';
import { resolveIn, type ResolveOptions } from '../../passes/resolve.js';
import { relativizeIn } from '../../passes/relativize.js';

/** A base URI (RFC 3986 §5.1): a string, or a parsed URI or absolute-URI. */
export type BaseInput = string | ast.URI | ast.absolute_URI;
/** A reference to resolve (RFC 3986 §5.2): a string, or a parsed URI-reference. */
export type ReferenceInput = string | ast.URI_reference;

/**
 * Resolves the reference `ref` against the base URI `base` (RFC 3986 §5.2)
 * and returns the target URI's text, which is always a valid `URI`.
 *
 * @throws {ResolveError} (kind `'base-not-absolute'`) when the base is a relative reference.
 * @throws {UriSyntaxError} when the base is not a URI-reference or `ref` is not a URI-reference.
 * @throws {TypeError} when `options.strict` is not a boolean, or a node is of the wrong type.
 * @example resolve('http://a/b/c/d;p?q', '../g') // 'http://a/b/g'
 */
export function resolve(base: BaseInput, ref: ReferenceInput, options: ResolveOptions = {}): string {
  return resolveIn(rfc3986Syntax, base, ref, options);
}

/**
 * `resolve` over the AST: the target of `R` against `Base`, parsed as a `URI`.
 * Its offsets are those of the target's own text (`serialize(T)`).
 */
export function resolveReference(Base: BaseInput, R: ReferenceInput, options: ResolveOptions = {}): ast.URI {
  return parse(resolve(Base, R, options), 'URI');
}

/**
 * The shortest reference that resolves against `base` to `target` (strict
 * resolution, §5.2.2). Among references of equal length the first of
 * same-document, relative-path, absolute-path, network-path and the target
 * itself is chosen.
 *
 * A target whose path has dot segments (`http://a/b/../c`) is the result of
 * no resolution (§5.2.4 removes them), so no reference resolves to it: that
 * is a `ResolveError` (kind `'target-not-resolved'`); normalize it first.
 *
 * @throws {ResolveError} when the base or the target is a relative reference, or the target is not resolved.
 * @throws {UriSyntaxError} when either is no URI-reference.
 * @example relativize('http://a/b/c/d;p?q', 'http://a/b/g?y') // '../g?y'
 */
export function relativize(base: string | ast.URI | ast.absolute_URI, target: string | ast.URI): string {
  return relativizeIn(rfc3986Syntax, base, target);
}
