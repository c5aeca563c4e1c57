/**
 * The components of an RFC 1738 URL, in the terms of §2.1 and §3.1:
 * `<scheme>:<scheme-specific-part>`, and, for the schemes of the common
 * Internet scheme syntax, `//<user>:<password>@<host>:<port>/<url-path>`.
 */
import type * as a from './ast.js';
import type { RuleName } from './ast.js';

/** The components of a URL as strings; `null` where a part is absent (which is not the same as empty). */
export interface Components {
  /** The scheme (§2.1), as written (lower case: the grammar is strict). */
  scheme: string;
  /** Everything after the scheme's ":" (§2.1, `schemepart`). */
  schemepart: string;
  /** §3.1 user: `null` without an "@"; "" in `ftp://@h/`. */
  user: string | null;
  /** §3.1 password: `null` without a ":" after the user; "" in `ftp://u:@h/`. */
  password: string | null;
  /** §3.1 host, as written; `null` when the URL has none (a file URL may omit it: §3.10). */
  host: string | null;
  /** §3.1 port, its digits as written, or `null`. */
  port: string | null;
  /**
   * §3.1 url-path: what follows the "/" after the host and port (the "/" is
   * not part of it), or `null` without that "/". For an httpurl it is
   * `hpath [ "?" search ]`, for an ftpurl `fpath [ ";type=" ftptype ]`, for
   * a fileurl its fpath. `null` for mailto and news URLs and for a schemepart
   * that is no ip-schemepart: they have no common Internet scheme syntax.
   */
  urlpath: string | null;
  /** The alternative of `url` that the URL was parsed by: a scheme's rule (`httpurl`, ..., `waisurl`) or `otherurl`. */
  rule: RuleName;
}

/** The login or hostport of a url node, and where the part after the host and port begins. */
function addressOf(node: a.url): { login: a.login | null; hostport: a.hostport | null; host: a.host | null; end: number } | null {
  switch (node.type) {
    case 'otherurl':
      return node.schemepart.type === 'ip-schemepart' ? loginAddress(node.schemepart.login) : null;
    case 'ftpurl':
    case 'telneturl':
      return loginAddress(node.login);
    case 'fileurl':
      return { login: null, hostport: null, host: node.host, end: node.host?.end ?? node.start + 'file://'.length };
    case 'mailtourl':
    case 'newsurl':
      return null;
    default:
      return { login: null, hostport: node.hostport, host: node.hostport.host, end: node.hostport.end };
  }
}

function loginAddress(login: a.login): { login: a.login; hostport: a.hostport; host: a.host; end: number } {
  return { login, hostport: login.hostport, host: login.hostport.host, end: login.end };
}

/** The url rule's alternative for a node that parsing by `url` returned. */
function ruleOf(node: a.url): RuleName {
  return node.type === 'waisdatabase' || node.type === 'waisindex' || node.type === 'waisdoc' ? 'waisurl' : node.type;
}

/** The components of `input`, parsed by `url` into `node`. */
export function componentsOf(input: string, node: a.url): Components {
  const colon = input.indexOf(':');
  const address = addressOf(node);
  return {
    scheme: input.slice(0, colon),
    schemepart: input.slice(colon + 1),
    user: address?.login?.user?.text ?? null,
    password: address?.login?.password?.text ?? null,
    host: address?.host?.text ?? null,
    port: address?.hostport?.port?.text ?? null,
    urlpath: address !== null && input.charCodeAt(address.end) === 0x2f /* / */ ? input.slice(address.end + 1, node.end) : null,
    rule: ruleOf(node),
  };
}
