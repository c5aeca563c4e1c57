/**
 * RFC 2396 §5.2 Resolving Relative References to Absolute Form, step by step
 * on component strings: the 1998 algorithm, which differs from RFC 3986's
 * §5.2 (src/passes/resolve.ts). Only a relative-path reference has its dot segments
 * removed (step 6; `/./g` stays `http://a/./g`, Appendix C.2), the base's
 * query is never inherited (`?y` gives `http://a/b/c/?y`, C.1), and "." and
 * ".." are removed from the merged path as its string patterns say (step 6
 * c-f), with a segment stack in one pass (src/dot-segment-patterns.ts).
 *
 * Decisions, each pinned by a vector of test/vectors/rfc2396.json:
 *
 * - Step 1 parses the reference "as described in Section 4.3", which points
 *   to Appendix B's regular expression: after the grammar has accepted it
 *   (by default), the reference and the base are split by that expression
 *   (src/model/components.ts, the same expression as RFC 3986's Appendix B). For
 *   every valid hierarchical or relative URI the split is the tree's.
 *
 * - `strict: false` reads a reference that the grammar rejects by Appendix B
 *   alone, as step 1 does: `?y`, which RFC 2396's grammar rejects (a query
 *   needs a path), gives Appendix C.1's `http://a/b/c/?y`. By default such a
 *   reference throws its UriSyntaxError.
 *
 * - The base must be an absoluteURI (§5: a base URI is absolute; §4: a URI
 *   has no fragment). A valid URI-reference that is not one (relative, or with
 *   a fragment) is a ResolveError of kind `base-not-absolute`; any other base
 *   throws its UriSyntaxError by the rule absoluteURI.
 *
 * - Step 2, a reference to the current document (`""`, `#s`): the result is
 *   the base as given (the current document's URI, its query kept) with the
 *   reference's fragment, if any.
 *
 * - Step 3's loophole for backwards compatibility (`http:g`): off by default
 *   ("validating parsers should mark such a misformed relative reference as
 *   an error", so `http:g` stays `http:g`); `backwardsCompatible: true` drops
 *   a scheme equal to the base's (case-insensitively, §3.1) when the base is
 *   hierarchical, for callers that know the scheme always uses hier_part.
 *
 * - Step 6 g, ".." above the root: kept, as Appendix C.2 shows
 *   (`../../../g` gives `http://a/../g`), one of the three handlings that
 *   step g allows.
 *
 * - Step 6 e reads the buffer as each removal leaves it: when the segments
 *   before an empty one are removed, the buffer begins with "/" and is an
 *   abs_path (§3.3), whose "/" has no segment before it, so a ".." after it
 *   is retained (`..//../g` against `x:a/b` gives `x:/../g`; RFC 1808, which
 *   reads the path after its "/", gives `x:g`).
 *
 * - Step 6 a with a base that has an authority and an empty path
 *   (`http://a`): copied literally, the buffer would begin with the
 *   reference's path, and step 7 would glue it to the authority (`g` would
 *   give `http://ag`, another authority). The buffer begins with "/" instead,
 *   as RFC 3986 §5.2.3 and java.net.URI do: the one place where the result
 *   differs from the literal steps.
 */
import { recompose, split, type ComponentTexts } from '../../model/components.js';
import { ResolveError } from '../../passes/resolve.js';
import { counted } from '../../passes/pass-work.js';
import { check, parse } from './api.js';
import { removeDotSegmentPatterns } from '../../passes/dot-segment-patterns.js';

/** Options of `resolve`. */
export interface ResolveOptions {
  /**
   * `true` (the default): the reference must be an RFC 2396 URI-reference,
   * or its UriSyntaxError is thrown. `false`: the reference is read by
   * Appendix B's regular expression alone, as §5.2 step 1 parses it, so that
   * `?y` (which the grammar rejects) resolves as Appendix C.1 shows.
   */
  strict?: boolean;
  /**
   * §5.2 step 3's workaround "for backwards compatibility": `true` removes
   * the reference's scheme when it equals the base's (case-insensitively)
   * and the base is hierarchical, so `http:g` gives `http://a/b/c/g`
   * (Appendix C.2). Set it only for schemes known to always use the
   * hier_part syntax. `false` (the default) is the validating reading:
   * `http:g` is an absolute URI.
   */
  backwardsCompatible?: boolean;
}

/**
 * Resolves the reference `ref` against the base URI `base` by RFC 2396 §5.2,
 * steps 1 to 7, and returns the result's text. As the RFC's examples
 * (Appendix C) show: only a relative-path reference loses its "." and ".."
 * segments (`/./g` gives `http://a/./g`), ".." above the root is kept
 * (`../../../g` gives `http://a/../g`, step 6 g), the base's query is never
 * inherited (`?y` gives `http://a/b/c/?y`, with `strict: false`, since the
 * grammar rejects `?y`), and a same-document reference (`""`, `#s`, step 2)
 * gives the base itself with the reference's fragment. The components are
 * read by Appendix B's expression (§4.3), an opaque base's path ending at its
 * "?". One deviation: against a base with an authority and an empty path
 * (`http://a`), the merged path begins with "/" (`g` gives `http://a/g`, not
 * the literal steps' `http://ag`), as RFC 3986 §5.2.3 does.
 *
 * @throws {UriSyntaxError} (grammar `rfc2396`) when `ref` is not a URI-reference (unless `strict` is `false`), or `base` not an absoluteURI.
 * @throws {ResolveError} (kind `base-not-absolute`) when `base` is a valid URI-reference but not an absoluteURI (a relative reference, or one with a fragment).
 * @throws {TypeError} when an argument or option is of the wrong type.
 * @example resolve('http://a/b/c/d;p?q', '../g') // 'http://a/b/g'
 */
export function resolve(base: string, ref: string, options: ResolveOptions = {}): string {
  if (typeof base !== 'string') throw new TypeError(`the base must be a string, not ${base === null ? 'null' : typeof base}`);
  if (typeof ref !== 'string') throw new TypeError(`the reference must be a string, not ${ref === null ? 'null' : typeof ref}`);
  const strict = options.strict ?? true;
  const backwardsCompatible = options.backwardsCompatible ?? false;
  if (typeof strict !== 'boolean') throw new TypeError(`options.strict must be a boolean, not ${typeof strict}`);
  if (typeof backwardsCompatible !== 'boolean') throw new TypeError(`options.backwardsCompatible must be a boolean, not ${typeof backwardsCompatible}`);
  const Base = baseComponents(base);

  // 1) The URI reference is parsed into the potential four components and
  //    fragment identifier, as described in Section 4.3.
  if (strict) {
    const error = check(ref);
    if (error !== null) throw error;
  }
  const R = texts(ref);

  // 2) If the path component is empty and the scheme, authority, and query
  //    components are undefined, then it is a reference to the current
  //    document and we are done.
  if (R.path === '' && R.scheme === null && R.authority === null && R.query === null) {
    return R.fragment === null ? base : `${base}#${R.fragment}`;
  }
  //    Otherwise, the reference URI's query and fragment components are
  //    defined as found (or not found) within the URI reference and not
  //    inherited from the base URI.
  const T: ComponentTexts = { scheme: R.scheme, authority: R.authority, path: R.path, query: R.query, fragment: R.fragment };

  // 3) If the scheme component is defined, indicating that the reference
  //    starts with a scheme name, then the reference is interpreted as an
  //    absolute URI and we are done. Otherwise, the reference URI's scheme is
  //    inherited from the base URI's scheme component.
  //    (For backwards compatibility, an implementation may work around such
  //    references by removing the scheme if it matches that of the base URI
  //    and the scheme is known to always use the <hier_part> syntax.)
  if (T.scheme !== null && backwardsCompatible && T.scheme.toLowerCase() === Base.scheme.toLowerCase() && Base.hierarchical) T.scheme = null;
  if (T.scheme !== null) return counted(recompose(T));
  T.scheme = Base.scheme;

  // 4) If the authority component is defined, then the reference is a
  //    network-path and we skip to step 7. Otherwise, the reference URI's
  //    authority is inherited from the base URI's authority component.
  if (T.authority === null) {
    T.authority = Base.authority;

    // 5) If the path component begins with a slash character ("/"), then the
    //    reference is an absolute-path and we skip to step 7.
    // 6) If this step is reached, then we are resolving a relative-path
    //    reference.
    if (!T.path.startsWith('/')) T.path = mergeRelativePath(Base, T.path);
  }

  // 7) The resulting URI components, including any inherited from the base
  //    URI, are recombined to give the absolute form of the URI reference.
  return counted(recompose(T));
}

/** The base's components (§5.2: "parsed into the four main components"), and whether it is hierarchical. */
interface BaseComponents {
  scheme: string;
  authority: string | null;
  path: string;
  hierarchical: boolean;
}

/** The base URI, which must be an absoluteURI (§5, §4), split by Appendix B; its query is not used (§5.2). */
function baseComponents(base: string): BaseComponents {
  const error = check(base, 'absoluteURI');
  if (error !== null) {
    if (check(base) === null) {
      const relative = parse(base).uri?.type !== 'absoluteURI';
      const why = relative ? 'is a relative reference; a base URI must have a scheme (RFC 2396 §5.1, §5.2)' : 'has a fragment, which is not part of a URI (RFC 2396 §4)';
      throw new ResolveError(`The base ${JSON.stringify(base)} is not an absoluteURI: it ${why}`, 'base-not-absolute');
    }
    throw error;
  }
  const { scheme, authority, path } = split(base);
  return { scheme: scheme!.text, authority: authority?.text ?? null, path: path.text, hierarchical: base[scheme!.end + 1] === '/' };
}

/** The four components and fragment of a reference by Appendix B (§4.3). */
function texts(ref: string): ComponentTexts {
  const { scheme, authority, path, query, fragment } = split(ref);
  return { scheme: scheme?.text ?? null, authority: authority?.text ?? null, path: path.text, query: query?.text ?? null, fragment: fragment?.text ?? null };
}

// RFC 2396 §5.2 step 6
/**
 * The relative path merged with the base URI's path, using a separate string
 * buffer (step 6 a-h).
 */
export function mergeRelativePath(Base: Pick<BaseComponents, 'authority' | 'path'>, relativePath: string): string {
  // a) All but the last segment of the base URI's path component is copied to
  //    the buffer. In other words, any characters after the last (right-most)
  //    slash character, if any, are excluded.
  //    (A base with an authority and an empty path gives "/": see the module comment.)
  let buffer = Base.authority !== null && Base.path === '' ? '/' : Base.path.slice(0, Base.path.lastIndexOf('/') + 1);
  // b) The reference's path component is appended to the buffer string.
  buffer += relativePath;
  // c-f, and g: leading ".." segments are retained.
  buffer = removeDotSegments2396(buffer);
  // h) The remaining buffer string is the reference URI's new path component.
  return buffer;
}

/**
 * Step 6 c to g on a buffer, with the result of the RFC's string patterns,
 * computed by a segment stack in one pass (src/dot-segment-patterns.ts, as
 * §5.2 allows: "some systems may find it more efficient to implement step 6
 * as a pair of segment stacks"):
 *
 * c) All occurrences of "./", where "." is a complete path segment, are
 *    removed from the buffer string.
 * d) If the buffer string ends with "." as a complete path segment, that "."
 *    is removed.
 * e) All occurrences of "<segment>/../", where <segment> is a complete path
 *    segment not equal to "..", are removed from the buffer string. Removal
 *    of these path segments is performed iteratively, removing the leftmost
 *    matching pattern on each iteration, until no matching pattern remains.
 * f) If the buffer string ends with "<segment>/..", where <segment> is a
 *    complete path segment not equal to "..", that "<segment>/.." is removed.
 * g) If the resulting buffer string still begins with one or more complete
 *    path segments of "..", then the reference is considered to be in error:
 *    the segments are retained in the resolved path.
 *
 * A complete path segment begins at the start of the buffer or after a "/",
 * and ends before a "/" or at the end; the "/" that begins an absolute path
 * has no segment before it, so `/../g` keeps its ".." (step g, Appendix C.2).
 */
export function removeDotSegments2396(buffer: string): string {
  return removeDotSegmentPatterns(buffer, 'root');
}
