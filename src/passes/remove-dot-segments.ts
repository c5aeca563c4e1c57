/** remove_dot_segments: RFC 3986 §5.2.4 (used by reference resolution, §5.2.2, and normalization, §6.2.2.3). */
import { passWork } from './pass-work.js';

const SLASH = 0x2f;

/**
 * Removes the "." and ".." segments from `path` exactly as the algorithm of
 * RFC 3986 §5.2.4 does, step letters included, but in linear time.
 *
 * The RFC's input buffer is the suffix `path.slice(i)`: steps only ever remove
 * a prefix of it, or replace a prefix with "/", which here is the last "/" of
 * that prefix (or, at the end of the input, a "/" appended straight to the
 * output, as step E would do next). Its output buffer is a stack of the
 * segments step E moved there, each with its leading "/" if it had one; only
 * the first can lack the "/", so popping one is exactly step C's "remove the
 * last segment and its preceding "/" (if any)".
 */
export function removeDotSegments(path: string): string {
  const n = path.length;
  const output: string[] = []; // 1. the output buffer, initially empty
  let i = 0; // 1. the input buffer is path.slice(i)
  // 2. While the input buffer is not empty, loop as follows:
  while (i < n) {
    const rest = n - i;
    const from = i;
    if (path.startsWith('../', i)) {
      // A. remove the prefix "../"
      i += 3;
    } else if (path.startsWith('./', i)) {
      // A. remove the prefix "./"
      i += 2;
    } else if (path.startsWith('/./', i)) {
      // B. replace the prefix "/./" with "/"
      i += 2;
    } else if (rest === 2 && path.startsWith('/.', i)) {
      // B. replace the prefix "/." (a complete segment) with "/"; E then moves that "/"
      output.push('/');
      i = n;
    } else if (path.startsWith('/../', i)) {
      // C. replace the prefix "/../" with "/", and remove the last segment
      //    and its preceding "/" (if any) from the output buffer
      i += 3;
      output.pop();
    } else if (rest === 3 && path.startsWith('/..', i)) {
      // C. replace the prefix "/.." (a complete segment) with "/", remove the
      //    last segment of the output buffer; E then moves that "/"
      output.pop();
      output.push('/');
      i = n;
    } else if ((rest === 1 && path.charCodeAt(i) === 0x2e) || (rest === 2 && path.startsWith('..', i))) {
      // D. the input buffer consists only of "." or "..": remove it
      i = n;
    } else {
      // E. move the first path segment, with its initial "/" (if any), up to
      //    but not including the next "/" or the end, to the output buffer
      let end = path.indexOf('/', path.charCodeAt(i) === SLASH ? i + 1 : i);
      if (end < 0) end = n;
      output.push(path.slice(i, end));
      i = end;
    }
    passWork.units += 1 + i - from;
  }
  // 3. Finally, the output buffer is returned as the result.
  return output.join('');
}

/** A segment of "." and "%2E" (either case) only: what can decode to a dot segment (RFC 3986 §2.1, §2.3). */
const ENCODED_DOTS = /^(?:\.|%2[eE])+$/;

/**
 * The dot segment ("." or "..") that `segment` decodes to when it is written
 * with at least one "%2E", else `null`: such a segment is no dot segment to
 * §5.2.4, which matches literal dots only, but becomes one once decoded.
 */
export function encodedDotSegment(segment: string): '.' | '..' | null {
  if (segment.length > 6 || !segment.includes('%') || !ENCODED_DOTS.test(segment)) return null;
  const decoded = segment.replace(/%2e/gi, '.');
  return decoded === '.' || decoded === '..' ? decoded : null;
}
