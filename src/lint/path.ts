/** Checks of the path's dot segments (RFC 3986 §3.3, §5.2.4, §6.2.2.2). */
import type { Context } from './context.js';
import { quote } from './context.js';

const ENCODED_DOTS = /^(?:\.|%2[eE])+$/;

export function checkPath(ctx: Context): void {
  const { path, authority } = ctx.parts;
  const text = path.text;
  // A rooted path: it begins with "/" (after an authority, path-abempty always does; §3.3).
  const rooted = text.startsWith('/');
  let depth = 0;
  let i = rooted ? 1 : 0;
  if (text === '') return;
  for (;;) {
    const slash = text.indexOf('/', i);
    const end = slash < 0 ? text.length : slash;
    const segment = text.slice(i, end);
    const start = path.start + i;
    let dots: string | null = segment === '.' || segment === '..' ? segment : null;
    // Only "." and "%2E" (either case) decode to "." (RFC 3986 §2.1, §2.3).
    if (dots === null && segment.length <= 6 && ENCODED_DOTS.test(segment)) {
      const decoded = segment.replace(/%2e/gi, '.');
      if (decoded === '.' || decoded === '..') {
        dots = decoded;
        ctx.report('percent-encoded-dot-segment', start, start + segment.length, () => `The segment ${quote(segment)} decodes to ${quote(decoded)}: remove_dot_segments keeps it (§5.2.4 matches only literal dots), but a server that decodes before resolving climbs a directory (RFC 3986 §2.3, §6.2.2.2, §7).`);
      }
    }
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
