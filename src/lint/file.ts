/**
 * file: URIs that name another machine (RFC 8089 §2, §3, §5, Appendix E.3):
 * "A file URI is considered "local" if it has no "file-auth", or the
 * "file-auth" is the special string "localhost", or a fully qualified domain
 * name that resolves to the machine from which the URI is being interpreted"
 * (§3), and "Treating a non-local file URI as local, or otherwise attempting
 * to perform local operations on a non-local URI, can result in security
 * problems" (§5). Appendix E.3 maps `file://host/share` and the nonstandard
 * `file:////host/share` to the UNC string `\\host\share`, and Appendix C
 * says files located by UNC strings "are typically stored on a remote machine
 * and accessed using a network protocol".
 *
 * Read from the URI's text by RFC 3986 (the authority's host, or a path that
 * begins "//" after an empty authority), on any input, valid or not; the host
 * percent-decoded and compared to "localhost" without regard to case (§2:
 * `file-auth = "localhost" / host`, an ABNF string).
 */
import type { Context } from './context.js';
import { decodeLenient, quote } from './context.js';

/** The UNC string of a host, `\\host\…`, the host cut as `quote` cuts it (its quotes dropped: backslashes read as they are). */
function unc(host: string): string {
  return `\\\\${quote(host).slice(1, -1).replace(/\\\\/g, '\\')}\\…`;
}

export function checkFile(ctx: Context): void {
  if (ctx.scheme !== 'file') return;
  const { authority, host, path } = ctx.parts;
  if (host !== null && host.text !== '') {
    if (decodeLenient(host.text).toLowerCase() === 'localhost') return;
    ctx.report('file-remote-host', host.start, host.end, `The file URI names the host ${quote(host.text)}: it is not local (RFC 8089 §3), and a reader that opens it as a local file reaches that machine instead (RFC 8089 §5), as the UNC string ${unc(host.text)} names a file on a remote machine, reached by a network protocol (Appendix E.3.1, Appendix C).`);
    return;
  }
  // Appendix E.3.2: `unc-authority = 2*3"/" file-host`: "file:////host/share" (an empty authority, then "//" and a host),
  // and Firefox's "file://///host/share" (RFC 1738's extra slash).
  if (authority !== null && path.text.startsWith('//')) {
    const from = path.text.startsWith('///') ? 3 : 2;
    const end = path.text.indexOf('/', from);
    const server = path.text.slice(from, end < 0 ? undefined : end);
    if (server === '') return;
    ctx.report('file-remote-host', path.start + from, path.start + from + server.length, `The path begins ${quote(path.text.slice(0, from) + server)}: a UNC string (${unc(server)}) in the nonstandard form of RFC 8089 Appendix E.3.2, which names the host ${quote(server)}: not local (RFC 8089 §3, §5; Appendix E.3.2 excludes such paths from local file URIs): a file on a remote machine, reached by a network protocol (Appendix C).`);
  }
}
