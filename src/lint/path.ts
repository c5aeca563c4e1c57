/**
 * Checks of the path's dot segments (RFC 3986 §3.3, §5.2.4, §6.2.2.2): ".."
 * above the root, segments that decode to a dot segment, and traversal that
 * only a decoder sees ("..%2F", "%252e%252e", overlong UTF-8 "%C0%AE").
 */
import type { Context } from './context.js';
import { quote, WHATWG_SPECIAL } from './context.js';
import { encodedDotSegment } from '../passes/remove-dot-segments.js';

export function checkPath(ctx: Context): void {
  const { path, authority } = ctx.parts;
  const text = path.text;
  // A rooted path: it begins with "/" (after an authority, path-abempty always does; §3.3).
  const rooted = text.startsWith('/');
  // WHATWG URL parsers read "%2e" as "." in the path of a special URL, of a reference resolved against
  // one, and of any URL whose path begins with "/"; an opaque path ("foo:a/%2e") is kept as it is.
  const hierarchical = ctx.scheme === null || WHATWG_SPECIAL.has(ctx.scheme) || authority !== null || rooted;
  let depth = 0;
  let i = rooted ? 1 : 0;
  if (text === '') return;
  for (;;) {
    const slash = text.indexOf('/', i);
    const end = slash < 0 ? text.length : slash;
    const segment = text.slice(i, end);
    const start = path.start + i;
    let dots: string | null = segment === '.' || segment === '..' ? segment : null;
    if (dots === null) {
      const decoded = encodedDotSegment(segment);
      if (decoded !== null) {
        dots = decoded;
        const whatwg = hierarchical ? `; a WHATWG URL parser reads it as ${quote(decoded)} and ${decoded === '..' ? 'removes it with the segment before it' : 'removes it'} (WHATWG URL §4.4 path state)` : '';
        ctx.report('percent-encoded-dot-segment', start, start + segment.length, () => `The segment ${quote(segment)} decodes to ${quote(decoded)}: remove_dot_segments keeps it (§5.2.4 matches only literal dots), but a server that decodes before resolving climbs a directory${whatwg} (RFC 3986 §2.3, §6.2.2.2, §7).`);
      }
    }
    if (dots === null && segment !== '..' && segment.includes('%')) checkHiddenTraversal(ctx, segment, start);
    if (dots === '..') {
      if (depth === 0 && rooted) {
        const how = segment === '..' ? 'remove_dot_segments drops it (RFC 3986 §5.2.4)' : 'remove_dot_segments keeps it, encoded (RFC 3986 §5.2.4)';
        ctx.report('dot-segment-above-root', start, start + segment.length, () => `This ${quote(segment)} climbs above the root of the path: ${how}, but software that joins the decoded path to a directory escapes that directory${authority === null ? '' : ' on the server'} (RFC 3986 §7).`);
      } else if (depth > 0) {
        depth--;
      }
    } else if (dots === null && slash >= 0) {
      depth++; // a segment followed by "/" is a directory the next ".." can leave
    }
    if (slash < 0) break;
    i = slash + 1;
  }
}

// ----- Traversal that only a decoder sees -----

/** Overlong UTF-8 (RFC 3629 §10) and "%u" (IIS) forms of ".", "/" and "\\" that lax decoders accept. */
const OVERLONG = /%(?:c0%ae|e0%80%ae|f0%80%80%ae|u002e)|%(?:c0%af|e0%80%af|f0%80%80%af|u002f)|%(?:c1%9c|e0%81%9c|u005c)/gi;

/** "%2E", "%2F" and "%5C" (either case) decoded: the once-decoded text of what matters here. */
function decodeDotsAndSlashes(text: string): string {
  return text.replace(/%2e/gi, '.').replace(/%2f/gi, '/').replace(/%5c/gi, '\\');
}

/** True when the text, split on "/" and "\\", has a ".." piece. */
function climbs(text: string): boolean {
  return text.split(/[/\\]/).includes('..');
}

/**
 * A segment that is no dot segment, not even decoded once as a whole, but
 * holds a ".." that a decoder reveals: decoded once with an encoded "/" or
 * "\\" ("..%2F", "%2e%2e%5c"), decoded twice ("%252e%252e"), or with
 * overlong UTF-8 or "%u" escapes ("%C0%AE%C0%AE").
 */
function checkHiddenTraversal(ctx: Context, segment: string, start: number): void {
  const once = decodeDotsAndSlashes(segment);
  let how: string | null = null;
  if (climbs(once)) how = `decoded once it reads ${quote(once)}, a ".." with an encoded "/" or "\\" that a server splits on`;
  else if (climbs(decodeDotsAndSlashes(segment.replace(/%25/g, '%')))) how = `decoded twice it reads ${quote(decodeDotsAndSlashes(segment.replace(/%25/g, '%')))}`;
  else {
    const overlong = segment.replace(OVERLONG, (m) => (/ae$|2e$/i.test(m) ? '.' : /af$|2f$/i.test(m) ? '/' : '\\'));
    if (overlong !== segment && climbs(decodeDotsAndSlashes(overlong))) how = `a decoder that accepts overlong UTF-8 or "%u" escapes (invalid in RFC 3629 §3) reads ${quote(decodeDotsAndSlashes(overlong))}`;
  }
  if (how === null) return;
  const text = how;
  ctx.report('path-encoded-traversal', start, start + segment.length, () => `The segment ${quote(segment)} is no dot segment to RFC 3986, but ${text}: a ".." that climbs a directory past a filter that checks the text (RFC 3986 §2.4, §7.3).`);
}
