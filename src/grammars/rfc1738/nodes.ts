/**
 * The typed constructors that grammar/rfc1738.peggy's actions call (one call
 * each): they build the RFC 1738 nodes of src/rfc1738/ast.ts, and split the
 * runs that the grammar matches whole (paths into their segments, a hostname
 * into its labels, a gopher path at its encoded tabs as RFC 1738 §3.4.1 reads
 * it). Every node of one kind is created with the same property order.
 */
import type * as a from './ast.js';
import { leaf, port as portNode, type Range } from '../rfc3986/nodes.js';

export { leaf };

// ----- 5. The generic form of a URL -----

export function genericurl(r: Range, scheme: a.scheme, schemepart: a.schemepart): a.genericurl {
  return { type: 'genericurl', start: r.start, end: r.end, scheme, schemepart };
}

/** `otherurl = genericurl`: the same node under the type otherurl. */
export function otherurl(g: a.genericurl): a.otherurl {
  return { type: 'otherurl', start: g.start, end: g.end, scheme: g.scheme, schemepart: g.schemepart };
}

// ----- 3.1. Common Internet Scheme Syntax -----

export function ip_schemepart(r: Range, login: a.login, urlpath: a.urlpath | null): a.ip_schemepart {
  return { type: 'ip-schemepart', start: r.start, end: r.end, login, urlpath };
}

/** `login`, from `[ user [ ":" password ] "@" ]` as [user, password or null] (or null) and the hostport. */
export function login(r: Range, userinfo: [a.user, a.password | null] | null, hostport: a.hostport): a.login {
  return { type: 'login', start: r.start, end: r.end, user: userinfo?.[0] ?? null, password: userinfo?.[1] ?? null, hostport };
}

export function hostport(r: Range, host: a.host, port: a.port | null): a.hostport {
  return { type: 'hostport', start: r.start, end: r.end, host, port };
}

/** A hostname with its labels: the domainlabels before the last ".", and the toplabel. */
export function hostname(start: number, text: string): a.hostname {
  const labels = splitLeaves('domainlabel', start, text, '.');
  const last = labels.pop()!;
  return { type: 'hostname', start, end: start + text.length, text, domainlabels: labels, toplabel: leaf('toplabel', last.start, last.text) };
}

export function hostnumber(start: number, text: string): a.hostnumber {
  const digits = splitLeaves('digits', start, text, '.') as [a.digits, a.digits, a.digits, a.digits];
  return { type: 'hostnumber', start, end: start + text.length, text, digits };
}

export function port(start: number, text: string): a.port {
  return portNode(start, text) as a.port;
}

// ----- 3.2. FTP -----

/** `ftpurl`, from `[ "/" fpath [ ";type=" ftptype ] ]` as [fpath, ftptype or null] (or null). */
export function ftpurl(r: Range, login: a.login, path: [a.fpath, a.ftptype | null] | null): a.ftpurl {
  return { type: 'ftpurl', start: r.start, end: r.end, login, fpath: path?.[0] ?? null, ftptype: path?.[1] ?? null };
}

export function fpath(start: number, text: string): a.fpath {
  return { type: 'fpath', start, end: start + text.length, text, segments: splitLeaves('fsegment', start, text, '/') };
}

// ----- 3.10. FILES -----

/**
 * `fileurl`. The host is a host node, or the text of the "localhost"
 * alternative (which the grammar tries second: every string it matches is a
 * hostname, so host has taken it), or null.
 */
export function fileurl(r: Range, host: a.host | string | null, fpath: a.fpath): a.fileurl {
  const h = typeof host === 'string' ? hostname(r.start + 'file://'.length, host) : host;
  return { type: 'fileurl', start: r.start, end: r.end, host: h, fpath };
}

// ----- 3.3. HTTP -----

/** `httpurl`, from `[ "/" hpath [ "?" search ] ]` as [hpath, search or null] (or null). */
export function httpurl(r: Range, hostport: a.hostport, path: [a.hpath, a.search | null] | null): a.httpurl {
  return { type: 'httpurl', start: r.start, end: r.end, hostport, hpath: path?.[0] ?? null, search: path?.[1] ?? null };
}

export function hpath(start: number, text: string): a.hpath {
  return { type: 'hpath', start, end: start + text.length, text, segments: splitLeaves('hsegment', start, text, '/') };
}

// ----- 3.4. GOPHER -----

const TAB = '%09';

/**
 * `gopherurl`, from the gopher-path after the "/" (a run of xchars; null
 * without the "/"), split as RFC 1738 §3.4.1 reads it: <gophertype><selector>
 * [%09<search>[%09<gopher+_string>]]. The gtype is the first xchar (an
 * escape is three characters). The selector ends at the first "%09" after
 * which a search runs to the next "%09" or the end: a search has no "/" or
 * "?" (RFC 1738 §5), so a "%09" followed by either before the next one (or
 * the end) cannot end the selector, and the selector goes on (this is the one
 * split the ABNF allows there). The search ends at the next "%09"; the
 * gopher+_string is the rest, "%09"s and all.
 */
export function gopherurl(r: Range, hostport: a.hostport, path: string | null): a.gopherurl {
  let gtype: a.gtype | null = null;
  let selector: a.selector | null = null;
  let search: a.search | null = null;
  let plus: a.gopher_plus_string | null = null;
  if (path !== null && path !== '') {
    const at = r.end - path.length;
    const typeLength = path.charCodeAt(0) === 0x25 /* % */ ? 3 : 1;
    gtype = leaf('gtype', at, path.slice(0, typeLength));
    const rest = path.slice(typeLength);
    const from = at + typeLength;
    const tab = selectorEnd(rest);
    selector = leaf('selector', from, rest.slice(0, tab));
    if (tab < rest.length) {
      const next = rest.indexOf(TAB, tab + TAB.length);
      const end = next < 0 ? rest.length : next;
      search = leaf('search', from + tab + TAB.length, rest.slice(tab + TAB.length, end));
      if (next >= 0) plus = leaf('gopher+_string', from + next + TAB.length, rest.slice(next + TAB.length));
    }
  }
  return { type: 'gopherurl', start: r.start, end: r.end, hostport, gtype, selector, search, gopherPlusString: plus };
}

/** Where the selector of a gopher-path after its gtype ends: at the first "%09" that a search follows, else the end. */
function selectorEnd(rest: string): number {
  for (let tab = rest.indexOf(TAB); tab >= 0; ) {
    const next = rest.indexOf(TAB, tab + TAB.length);
    const segment = rest.slice(tab + TAB.length, next < 0 ? rest.length : next);
    if (!/[/?]/.test(segment)) return tab;
    tab = next;
  }
  return rest.length;
}

// ----- 3.5. MAILTO -----

export function mailtourl(r: Range, encoded822addr: a.encoded822addr): a.mailtourl {
  return { type: 'mailtourl', start: r.start, end: r.end, encoded822addr };
}

// ----- 3.6. NEWS -----

export function newsurl(r: Range, grouppart: a.grouppart): a.newsurl {
  return { type: 'newsurl', start: r.start, end: r.end, grouppart };
}

export function article(start: number, text: string, host: a.host): a.article {
  return { type: 'article', start, end: start + text.length, text, host };
}

// ----- 3.7. NNTP -----

/** `nntpurl`; the article number's digits as text (they end the url). */
export function nntpurl(r: Range, hostport: a.hostport, group: a.group, digits: string | null): a.nntpurl {
  return { type: 'nntpurl', start: r.start, end: r.end, hostport, group, digits: digits === null ? null : leaf('digits', r.end - digits.length, digits) };
}

// ----- 3.8. TELNET -----

export function telneturl(r: Range, login: a.login): a.telneturl {
  return { type: 'telneturl', start: r.start, end: r.end, login };
}

// ----- 3.9. WAIS -----

export function waisdatabase(r: Range, hostport: a.hostport, database: a.database): a.waisdatabase {
  return { type: 'waisdatabase', start: r.start, end: r.end, hostport, database };
}

export function waisindex(r: Range, hostport: a.hostport, database: a.database, search: a.search): a.waisindex {
  return { type: 'waisindex', start: r.start, end: r.end, hostport, database, search };
}

export function waisdoc(r: Range, hostport: a.hostport, database: a.database, wtype: a.wtype, wpath: a.wpath): a.waisdoc {
  return { type: 'waisdoc', start: r.start, end: r.end, hostport, database, wtype, wpath };
}

// ----- 3.11. PROSPERO -----

export function prosperourl(r: Range, hostport: a.hostport, ppath: a.ppath, fieldspecs: a.fieldspec[]): a.prosperourl {
  return { type: 'prosperourl', start: r.start, end: r.end, hostport, ppath, fieldspecs };
}

export function ppath(start: number, text: string): a.ppath {
  return { type: 'ppath', start, end: start + text.length, text, segments: splitLeaves('psegment', start, text, '/') };
}

export function fieldspec(r: Range, fieldname: a.fieldname, fieldvalue: a.fieldvalue): a.fieldspec {
  return { type: 'fieldspec', start: r.start, end: r.end, fieldname, fieldvalue };
}

// ----- Splitting a run -----

/** The parts of `text` (at `start`) between the separators, as leaves of one type. */
function splitLeaves<T extends string>(type: T, start: number, text: string, separator: string): a.Leaf<T>[] {
  const out: a.Leaf<T>[] = [];
  let i = 0;
  for (;;) {
    const at = text.indexOf(separator, i);
    const stop = at < 0 ? text.length : at;
    out.push(leaf(type, start + i, text.slice(i, stop)));
    if (at < 0) return out;
    i = at + 1;
  }
}
