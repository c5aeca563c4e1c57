/**
 * Reference resolution: RFC 3986 §5 (§5.1 base, §5.2 algorithm, §5.3
 * recomposition), over the AST of a grammar of RFC 3986's shape, whose syntax
 * each grammar's binding gives (`resolve` of RFC 3986 and of RFC 3987 §6.5:
 * src/grammars/<name>/).
 *
 * Open points of the RFC, decided here (each pinned by a test in
 * `test/vectors/resolve.json`):
 *
 * - Errata 4547 (".." above the root): the RFC's own §5.4.2 results are kept,
 *   so an unmatched ".." is dropped: `../../../g` against `http://a/b/c/d;p?q`
 *   gives `http://a/g`, exactly as remove_dot_segments (§5.2.4) does.
 *
 * - The "//" loophole: when T has no authority and remove_dot_segments leaves
 *   a path that begins with "//" (`/.//c` against `foo:/a/b`), recomposition
 *   (§5.3) would write `foo://c`, which parses as the authority "c". The
 *   result gets the prefix "/." instead (`foo:/.//c`): it is a path-absolute,
 *   its first segment "." is removed again by remove_dot_segments, so it has
 *   the same meaning and resolves, normalizes and re-parses to itself. This
 *   is fluent-uri's policy; it is the only place where the result differs
 *   from the literal algorithm.
 *
 * - Rootless bases (no authority, path not starting with "/", e.g.
 *   `foo:a/b`): the algorithm is followed literally, since §5.2.3's merge is
 *   defined for any base path. `g` gives `foo:a/g`, but a ".." that climbs out
 *   of the first segment leaves the "/" that merge put after it: `../c` gives
 *   `foo:/c` and `..` gives `foo:/` (a path-absolute). fluent-uri rejects
 *   such references instead; we keep the RFC's answer, which is a valid URI.
 *
 * - The base must match `URI` (§4.3 asks for `absolute-URI`; a fragment is
 *   removed first, §5.1). A relative reference as base is a `ResolveError`.
 *
 * - The path of T is the base's path unchanged when R has no scheme, no
 *   authority and an empty path (a same-document or query-only reference):
 *   §5.2.2 copies Base.path without remove_dot_segments, and so do we.
 */
import { recompose, type ComponentTexts } from '../model/components.js';
import { componentsOf } from '../model/serialize.js';
import type { ReferenceSyntax } from '../model/reference-syntax.js';
import type { AbsoluteShape, ReferenceShape } from '../model/shapes.js';
import { removeDotSegments } from './remove-dot-segments.js';
import { ERROR_BRAND, UriGrammarError } from '../core/error-base.js';
import { counted } from './pass-work.js';

/** Options of `resolve` and `resolveReference`. */
export interface ResolveOptions {
  /**
   * `true` (the default): a reference with a scheme is used as it is
   * (§5.2.2 "strict"). `false`: the backwards-compatible mode of §5.2.2, where
   * a reference scheme equal to the base's (compared case-insensitively,
   * §3.1) is ignored, so `http:g` against `http://a/b/c/d;p?q` gives
   * `http://a/b/c/g`.
   */
  strict?: boolean;
}

/** Why a resolution pass refused its input. */
export type ResolveErrorKind =
  /** The base is a valid relative reference, not a URI (§5.1, §4.3). */
  | 'base-not-absolute'
  /** `relativize`: the target is a relative reference, not a URI. */
  | 'target-not-absolute'
  /** `relativize`: no reference resolves to the target, as its path has dot segments (§5.2.4). */
  | 'target-not-resolved';

/** The stable `code` of every ResolveError. */
export const RESOLVE_ERROR = 'ERR_RESOLVE';

/** Thrown by `resolve`, `resolveReference` and `relativize` on a base or target they cannot use. */
export class ResolveError extends UriGrammarError {
  override readonly name = 'ResolveError';
  readonly code = RESOLVE_ERROR;
  readonly kind: ResolveErrorKind;

  /** Its brand across copies of this package (src/core/error-base.ts). */
  static override readonly [ERROR_BRAND]: symbol = Symbol.for('uri-grammar.ResolveError');

  constructor(message: string, kind: ResolveErrorKind) {
    super(message);
    this.kind = kind;
  }
}

/** `resolve` in a grammar of RFC 3986's shape (RFC 3987 §6.5 resolves IRIs by RFC 3986 §5.2). */
export function resolveIn(syntax: ReferenceSyntax, base: string | AbsoluteShape, ref: string | ReferenceShape, options: ResolveOptions = {}): string {
  const strict = options.strict ?? true;
  if (typeof strict !== 'boolean') throw new TypeError(`options.strict must be a boolean, not ${typeof strict}`);
  const Base = baseComponents(base, syntax);
  const R = texts(typeof ref === 'string' ? syntax.parseReference(ref) : ref, syntax);
  return counted(recompose(transform(R, Base, strict)));
}

// RFC 3986 §5.1 Establishing a Base URI, §5.2.1 Pre-parse the Base URI
/** The components of the base URI, its fragment removed (§5.1), or a clear error. */
export function baseComponents(base: string | AbsoluteShape, syntax: ReferenceSyntax): ComponentTexts {
  const { uri, relative } = syntax.rules;
  if (typeof base !== 'string') {
    if (base === null || typeof base !== 'object' || (base.type !== uri && base.type !== `absolute-${uri}`)) {
      throw new TypeError(`the base must be a ${uri} string or a parsed ${uri} or absolute-${uri} node (RFC 3986 §5.1)`);
    }
    return { ...texts(base, syntax), fragment: null };
  }
  let node: AbsoluteShape;
  try {
    node = syntax.parseUri(base);
  } catch (e) {
    if (syntax.isValid(base, relative)) {
      throw new ResolveError(
        `The base ${JSON.stringify(base)} is a relative reference; a base URI must have a scheme (RFC 3986 §5.1, §4.3)`,
        'base-not-absolute',
      );
    }
    throw e;
  }
  // §5.1: "If the base URI is obtained from a URI reference, then that reference must be
  // converted to absolute form and stripped of any fragment component prior to its use".
  return { ...texts(node, syntax), fragment: null };
}

/** The five components of a parsed reference (§5.2.1: "parsed into the five main components"). */
export function texts(node: ReferenceShape, syntax: ReferenceSyntax): ComponentTexts {
  const { scheme, authority, path, query, fragment } = componentsOf(node, syntax.components);
  return { scheme, authority, path, query, fragment };
}

// RFC 3986 §5.2.2 Transform References
/**
 * The algorithm of §5.2.2, step for step, on component strings. `R` is the
 * reference, `Base` the base URI (without fragment); returns T.
 */
export function transform(R: ComponentTexts, Base: ComponentTexts, strict = true): ComponentTexts {
  const T: ComponentTexts = { scheme: null, authority: null, path: '', query: null, fragment: null };
  let scheme = R.scheme;
  // -- A non-strict parser may ignore a scheme in the reference if it is identical to the base URI's scheme.
  if (!strict && scheme !== null && Base.scheme !== null && scheme.toLowerCase() === Base.scheme.toLowerCase()) {
    scheme = null;
  }
  if (scheme !== null) {
    T.scheme = scheme;
    T.authority = R.authority;
    T.path = removeDotSegments(R.path);
    T.query = R.query;
  } else {
    if (R.authority !== null) {
      T.authority = R.authority;
      T.path = removeDotSegments(R.path);
      T.query = R.query;
    } else {
      if (R.path === '') {
        T.path = Base.path;
        if (R.query !== null) {
          T.query = R.query;
        } else {
          T.query = Base.query;
        }
      } else {
        if (R.path.startsWith('/')) {
          T.path = removeDotSegments(R.path);
        } else {
          T.path = merge(Base, R.path);
          T.path = removeDotSegments(T.path);
        }
        T.query = R.query;
      }
      T.authority = Base.authority;
    }
    T.scheme = Base.scheme;
  }
  T.fragment = R.fragment;
  // The "//" loophole (see the module comment): keep the path a path.
  if (T.authority === null) T.path = guardPath(T.path);
  return T;
}

// RFC 3986 §5.2.3 Merge Paths
/**
 * If the base URI has a defined authority component and an empty path, then
 * return a string consisting of "/" concatenated with the reference's path;
 * otherwise, return a string consisting of the reference's path component
 * appended to all but the last segment of the base URI's path (i.e.,
 * excluding any characters after the right-most "/" in the base URI path, or
 * excluding the entire base URI path if it does not contain any "/"
 * characters).
 */
export function merge(Base: Pick<ComponentTexts, 'authority' | 'path'>, path: string): string {
  if (Base.authority !== null && Base.path === '') return '/' + path;
  return Base.path.slice(0, Base.path.lastIndexOf('/') + 1) + path;
}

/**
 * The path of a URI or reference without authority, kept a path (§3.3: "If
 * a URI does not contain an authority component, then the path cannot begin
 * with two slash characters"): a path that begins with "//" gets the prefix
 * "/.", a dot segment that remove_dot_segments removes again.
 */
export function guardPath(path: string): string {
  return path.startsWith('//') ? '/.' + path : path;
}
