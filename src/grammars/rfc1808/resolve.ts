/**
 * RFC 1808 §4 Resolving Relative URLs: steps 1 to 7 as the RFC writes them,
 * over the components of §2.4 (src/rfc1808/components.ts).
 *
 * Readings, each pinned by test/vectors/rfc1808.json:
 *
 * - "Empty" and "non-empty" are the RFC's words: a component whose delimiter
 *   is present but which is empty counts as empty. So `//` (an empty net_loc)
 *   inherits the base's net_loc (step 3), and `?` or `;` inherit the base's
 *   query and params (step 5) as no "?" or ";" would.
 * - Step 1: with the empty base (§3.4: the base is unknown) the embedded URL
 *   must be absolute and is returned as it is; a relative one is an error.
 *   Any other base must have a scheme (an absoluteURL).
 * - Step 6 removes "." and ".." only as its rules a to d say: a ".." with no
 *   segment before it stays (`../../../g` gives `http://a/../g`, §5.2), and
 *   an absolute path is never touched (`/./g` gives `http://a/./g`, step 4).
 * - Step 7 recombines by §2.1's `<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>`:
 *   after a net_loc the path is written after its "/", so a base with a
 *   net_loc and an empty path (`http://a`) and `g` give `http://a/g`.
 * - The result is the literal one even where it reads back differently: a
 *   merged path that starts with "//" and no net_loc (`..//g` against
 *   `s:/b/`) gives `s://g`, whose "g" reparses as a net_loc (RFC 3986 §5.2
 *   later guards against this; RFC 1808 does not).
 */
import { ResolveError } from '../../passes/resolve.js';
import type { Components } from './components.js';
import { passWork } from '../../passes/pass-work.js';
import { removeDotSegmentPatterns } from '../../passes/dot-segment-patterns.js';

/** What resolve needs of the grammar: the components of a URL by §2.4, after its syntax is checked. */
export type ComponentsFunction = (input: string) => Components;

/** RFC 1808 §4 Resolving Relative URLs, with `components` checking the syntax of each input and splitting it (§2.4). */
export function resolveWith(components: ComponentsFunction, base: string, embedded: string): string {
  if (typeof base !== 'string' || typeof embedded !== 'string') throw new TypeError('resolve takes two strings');
  // Step 1: the empty base URL (unknown): the embedded URL is interpreted as an absolute URL.
  if (base === '') {
    if (components(embedded).scheme !== null) return embedded;
    throw new ResolveError(`RFC 1808 §4 step 1: with no base URL, the embedded URL must be absolute, and ${JSON.stringify(embedded)} has no scheme`, 'base-not-absolute');
  }
  // Step 2: both URLs are parsed into their components (§2.4).
  const Base = components(base);
  if (Base.scheme === null) throw new ResolveError(`RFC 1808 §4: the base URL must be absolute (§3), and ${JSON.stringify(base)} has no scheme`, 'base-not-absolute');
  const R = components(embedded);
  // a) An entirely empty embedded URL inherits the entire base URL.
  if (embedded === '') return base;
  // b) An embedded URL that starts with a scheme name is absolute.
  if (R.scheme !== null) return embedded;
  // c) Otherwise it inherits the scheme of the base URL.
  const T: Components = { ...R, scheme: Base.scheme };
  step: {
    // Step 3: a non-empty net_loc skips to step 7; else the base's net_loc (if any) is inherited.
    if (nonEmpty(R.net_loc)) break step;
    T.net_loc = Base.net_loc;
    // Step 4: a path preceded by a slash is not relative.
    if (R.path.startsWith('/')) break step;
    // Step 5: an empty path inherits the base's path, and its params and query unless given.
    if (R.path === '') {
      T.path = Base.path;
      if (nonEmpty(R.params)) break step;
      T.params = Base.params;
      if (nonEmpty(R.query)) break step;
      T.query = Base.query;
      break step;
    }
    // Step 6: the base path's last segment is replaced by the embedded path, then "." and ".." are removed.
    const slash = Base.path.lastIndexOf('/');
    T.path = step6(Base.path.slice(0, slash + 1) + R.path);
  }
  // Step 7: the components are recombined.
  return recombine(T);
}

function nonEmpty(component: string | null): boolean {
  return component !== null && component !== '';
}

/**
 * Step 6 a) to d) on a merged path, with the result of the RFC's string
 * patterns, computed by a segment stack in one pass
 * (src/dot-segment-patterns.ts, as §4 allows: "some systems may find it more
 * efficient to implement Step 6 as a pair of segment stacks being merged"):
 *
 * a) All occurrences of "./", where "." is a complete path segment, are removed.
 * b) If the path ends with "." as a complete path segment, that "." is removed.
 * c) All occurrences of "<segment>/../", where <segment> is a complete path
 *    segment not equal to "..", are removed. Removal of these path segments is
 *    performed iteratively, removing the leftmost matching pattern on each
 *    iteration, until no matching pattern remains.
 * d) If the path ends with "<segment>/..", where <segment> is a complete path
 *    segment not equal to "..", that "<segment>/.." is removed.
 *
 * The "/" that precedes a path is not part of it (§2.4.6): no empty segment
 * stands before it, so `/../g` keeps its "..".
 */
export function step6(merged: string): string {
  return removeDotSegmentPatterns(merged, 'segment');
}

/** Step 7, by §2.1's `<scheme>://<net_loc>/<path>;<params>?<query>#<fragment>`. */
function recombine(T: Components): string {
  let out = `${T.scheme}:`;
  if (T.net_loc !== null) {
    out += `//${T.net_loc}`;
    if (T.path !== '' && !T.path.startsWith('/')) out += '/';
  }
  out += T.path;
  if (T.params !== null) out += `;${T.params}`;
  if (T.query !== null) out += `?${T.query}`;
  if (T.fragment !== null) out += `#${T.fragment}`;
  passWork.units += 1 + out.length;
  return out;
}
