/**
 * The removal of "." and ".." segments as RFC 1808 §4 step 6 (a to d) and
 * RFC 2396 §5.2 step 6 (c to g) write it: string patterns ("./", "<segment>/../"),
 * removed leftmost first until none is left, a ".." that has no segment before
 * it kept. The two RFCs say the same thing in the same words (RFC 2396 took its
 * step 6 from RFC 1808), and both give the steps as an example to test the
 * output of implementations against: "implementation of the algorithm itself
 * is not required. For example, some systems may find it more efficient to
 * implement step 6 as a pair of segment stacks being merged, rather than as a
 * series of string pattern replacements" (RFC 2396 §5.2; RFC 1808 §4 says the
 * same, with "string pattern matches"). So the result is computed here in
 * one pass over a stack of segments, linear in the path, where applying the
 * patterns literally takes time quadratic in the number of dot segments (each
 * removal rebuilds the string, each search starts over).
 *
 * Why a stack gives the same string: removing "<segment>/../" leftmost first
 * is matching each ".." with the nearest segment before it that is neither
 * ".." nor already matched, as brackets are matched; the leftmost-first order
 * only fixes which pair goes first, not which pairs there are. A ".." that
 * finds no such segment stays, and so do the ".." before it: the stack's
 * bottom is a run of retained "..", and a ".." pops only a segment above it.
 * test/vectors/resolve-family.test.ts checks this function against a literal
 * transcription of both RFCs' steps on random paths.
 */
import { passWork } from './pass-work.js';

const SLASH = 0x2f;

/**
 * How a pattern reads an empty first segment that appears when the segments
 * before it are removed (`a/..//../g` becomes `/../g`): `'segment'`, a
 * segment like any other, which a ".." after it removes (RFC 1808, whose
 * step 6 works on the path after its "/", §2.4.6); `'root'`, the "/" that
 * begins an absolute path, with no segment before it, so the ".." after it
 * is retained (RFC 2396, whose step 6 reads the buffer as it is after each
 * removal, and a buffer that begins with "/" is an abs_path, §3.3).
 */
export type EmptyFirstSegment = 'segment' | 'root';

/**
 * `path` with its "." and ".." segments removed by RFC 1808 §4 step 6 and
 * RFC 2396 §5.2 step 6: "." segments go, a ".." goes with the segment before
 * it unless that one is "..", and a ".." with nothing to remove is kept
 * (`../../../g` stays, as RFC 1808 §5.2 and RFC 2396 Appendix C.2 show). The
 * "/" that begins an absolute path has no segment before it (RFC 1808
 * §2.4.6), so `/../g` keeps its "..". Empty segments are segments.
 */
export function removeDotSegmentPatterns(path: string, emptyFirst: EmptyFirstSegment): string {
  const root = path.charCodeAt(0) === SLASH ? '/' : '';
  /** The complete segments kept so far: first those no ".." can remove, then the others. */
  const kept: string[] = [];
  /** How many segments at the bottom of `kept` no ".." can remove: retained ".." (RFC 2396 step 6 g), or an empty first segment read as a root. */
  let retained = 0;
  let start = root.length;
  for (;;) {
    const slash = path.indexOf('/', start);
    const end = slash < 0 ? path.length : slash;
    const segment = path.slice(start, end);
    passWork.units += 1 + end - start;
    if (slash < 0) {
      // The last segment, which no "/" follows.
      // RFC 1808 step 6 b), RFC 2396 step 6 d): a final "." is removed (the "/" before it stays).
      // RFC 1808 step 6 d), RFC 2396 step 6 f): a final "<segment>/.." is removed.
      if (segment === '.') kept.push('');
      else if (segment === '..' && kept.length > retained) kept[kept.length - 1] = '';
      else kept.push(segment);
      break;
    }
    if (segment === '.') {
      // RFC 1808 step 6 a), RFC 2396 step 6 c): every "./" whose "." is a complete segment is removed.
    } else if (segment === '..' && kept.length > retained) {
      // RFC 1808 step 6 c), RFC 2396 step 6 e): "<segment>/../", <segment> not "..", is removed.
      kept.pop();
    } else {
      // A segment to keep. A ".." that nothing before it matches is retained (RFC 2396
      // step 6 g; RFC 1808 step 6 c's pattern never matches it), and so is an empty
      // segment that becomes the first of a relative path, when it reads as a root.
      if (segment === '..' || (segment === '' && kept.length === 0 && root === '' && emptyFirst === 'root')) retained++;
      kept.push(segment);
    }
    start = slash + 1;
  }
  return root + kept.join('/');
}
