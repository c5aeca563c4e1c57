/**
 * Equivalence of file URIs (RFC 8089 §2, §3, with RFC 3986 §6.2.2).
 *
 * RFC 8089 §2: "localhost" in file-auth "is interpreted as 'the machine from
 * which the URI is being interpreted,' exactly as if no authority were
 * present", and a URI may be written with an auth-path that has no
 * file-auth; §3: a file URI is "local" when it has no file-auth or the
 * file-auth is "localhost". So `file:/x`, `file:///x` and
 * `file://localhost/x` name the same file. A host that merely resolves to
 * the local machine (§3) is not known from the syntax: it stays a host.
 *
 * RFC 3986 §6.2.2 holds for every URI: the scheme and the host are
 * case-insensitive (§6.2.2.1, and "file" and "localhost" are ABNF strings),
 * the hex digits of a percent-encoding are too (§6.2.2.1), and a
 * percent-encoded unreserved character is that character (§6.2.2.2). The
 * path keeps its case: "Any transport-related handling of the file URI
 * scheme MUST retain the case as given" (§2), file systems differing in
 * case sensitivity. Dot segments (§6.2.2.3) are not removed: the path is a
 * path of the file system (§2), where "." and ".." are names it gives a
 * meaning to (§5), not a reference to resolve.
 *
 * Only §2's syntax is compared (`file-URI`): Appendix E's variations are
 * not normative, and E.2's drive-letter equivalences are those of some
 * usages only.
 */
import type * as a from './ast.js';
import { percentNormalize } from '../../passes/normalize.js';

/**
 * The comparison key of a parsed `file-URI`: `file://` + the host (empty for
 * a local file: no file-auth, an empty one, or "localhost") + the path, each
 * by RFC 3986 §6.2.2.1 and §6.2.2.2.
 */
export function comparisonKeyOf(node: a.file_URI, input: string): string {
  const { authPath, localPath } = node.fileHierPart;
  const path = (authPath ?? localPath!).pathAbsolute;
  // RFC 3986 §6.2.2.1: the host in lower case, the hex of its percent-encodings in upper case; §6.2.2.2.
  let host = authPath?.fileAuth ? percentNormalize(authPath.fileAuth.text, true) : '';
  // RFC 8089 §2, §3: "localhost" is as if no authority were present.
  if (host === 'localhost') host = '';
  // RFC 8089 §2: the path retains its case; RFC 3986 §6.2.2.1, §6.2.2.2.
  return `file://${host}${percentNormalize(input.slice(path.start, path.end))}`;
}
