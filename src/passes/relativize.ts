/**
 * Relativization: the inverse of reference resolution (RFC 3986 §5.2), i.e.
 * the shortest URI-reference that resolves against a base to a given target
 * (RFC 3986 §4.2 lists the forms: network-path, absolute-path and
 * relative-path references, same-document references §4.4).
 *
 * The RFC defines no such algorithm; this one is checked against §5.2 itself:
 * every candidate is resolved with `resolve` and only those that give back the
 * target are kept, so `resolve(base, relativize(base, target)) === target`
 * holds by construction, and the target itself is the last resort.
 */
import { recompose, type ComponentTexts } from '../model/components.js';
import type { ReferenceSyntax } from '../model/reference-syntax.js';
import type { AbsoluteShape } from '../model/shapes.js';
import { baseComponents, ResolveError, texts, transform } from './resolve.js';
import { counted } from './pass-work.js';

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
 * In a grammar of RFC 3986's shape, whose syntax each grammar's binding gives
 * (`relativize` of RFC 3986: src/grammars/rfc3986/resolve.ts).
 *
 * @throws {ResolveError} when the base or the target is a relative reference, or the target is not resolved.
 * @throws {UriSyntaxError} when either is no URI-reference.
 */
export function relativizeIn(syntax: ReferenceSyntax, base: string | AbsoluteShape, target: string | AbsoluteShape): string {
  const Base = baseComponents(base, syntax);
  const T = targetComponents(target, syntax);
  const wanted = counted(recompose(T));
  if (counted(recompose(transform(T, Base))) !== wanted) {
    throw new ResolveError(
      `No reference resolves to ${JSON.stringify(wanted)}: its path has dot segments, which resolution removes (RFC 3986 §5.2.4); normalize it first`,
      'target-not-resolved',
    );
  }
  let best = wanted;
  for (const candidate of candidates(Base, T)) {
    if (candidate.length >= best.length || !syntax.isValid(candidate, syntax.rules.reference)) continue;
    const R = texts(syntax.parseReference(candidate), syntax);
    if (counted(recompose(transform(R, Base))) === wanted) best = candidate;
  }
  return best;
}

function targetComponents(target: string | AbsoluteShape, syntax: ReferenceSyntax): ComponentTexts {
  const { uri, relative } = syntax.rules;
  if (typeof target !== 'string') {
    if (target === null || typeof target !== 'object' || target.type !== uri) {
      throw new TypeError(`the target must be a ${uri} string or a parsed ${uri} node`);
    }
    return texts(target, syntax);
  }
  let node: AbsoluteShape;
  try {
    node = syntax.parseUri(target);
  } catch (e) {
    if (syntax.isValid(target, relative)) {
      throw new ResolveError(`The target ${JSON.stringify(target)} is a relative reference, not a URI (RFC 3986 §4.3)`, 'target-not-absolute');
    }
    throw e;
  }
  return texts(node, syntax);
}

/** The references that may resolve to T, most preferred first (each is checked by the caller). */
function* candidates(Base: ComponentTexts, T: ComponentTexts): Generator<string> {
  if (T.scheme !== Base.scheme) return; // only the target itself keeps its scheme
  const tail = (query: string | null) => (query !== null ? '?' + query : '') + (T.fragment !== null ? '#' + T.fragment : '');
  if (T.authority === Base.authority) {
    // §4.4 same-document references, and a query of its own on the base path.
    if (T.path === Base.path) {
      if (T.query === Base.query) yield tail(null);
      if (T.query !== null) yield tail(T.query);
    }
    // §4.2 relative-path references.
    for (const path of relativePaths(Base, T.path)) yield path + tail(T.query);
    // §4.2 absolute-path references.
    if (T.path.startsWith('/')) {
      yield T.path + tail(T.query);
      if (T.path.startsWith('//')) yield '/.' + T.path + tail(T.query);
    }
  }
  // §4.2 network-path references.
  if (T.authority !== null) yield '//' + T.authority + T.path + tail(T.query);
}

/**
 * Relative paths from the base's directory (what §5.2.3 merge keeps of the
 * base path) to `path`: up with "..", then down. Variants guard the first
 * segment: "./" before a segment with ":" (it would read as a scheme, §4.2)
 * or an empty one (the reference would begin with "/"), and "." or ".." for
 * a directory, which keeps its trailing "/" through remove_dot_segments.
 */
function* relativePaths(Base: ComponentTexts, path: string): Generator<string> {
  const dir = Base.authority !== null && Base.path === '' ? '/' : Base.path.slice(0, Base.path.lastIndexOf('/') + 1);
  const rooted = dir.startsWith('/');
  if (rooted !== path.startsWith('/')) return;
  const dirSegments = dir === '' || dir === '/' ? [] : dir.slice(rooted ? 1 : 0, -1).split('/');
  const segments = path.slice(rooted ? 1 : 0).split('/');
  let k = 0;
  while (k < dirSegments.length && k < segments.length - 1 && dirSegments[k] === segments[k]) k++;
  const ups = dirSegments.length - k;
  const rest = segments.slice(k).join('/');
  if (rest === '') {
    // The target is a directory at or above the base's.
    yield ups === 0 ? '.' : '..' + '/..'.repeat(ups - 1);
    yield ups === 0 ? './' : '../'.repeat(ups);
    return;
  }
  const up = '../'.repeat(ups);
  yield up + rest;
  if (ups === 0) yield './' + rest;
}
