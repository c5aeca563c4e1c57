/**
 * The typed AST of RFC 1738 URLs (§5). Every node type is the name of the
 * RFC 1738 rule it was parsed by (`httpurl`, `hostport`, `hpath`, ...), is
 * discriminated by `type`, and carries the `[start, end)` span of its source
 * text in UTF-16 code units (the grammar is US-ASCII: one unit per
 * character). An optional part that is absent is `null`, which is not the
 * same as empty (`ftp://@h/` has an empty user, `ftp://h/` none: RFC 1738
 * §3.1).
 *
 * `url`, `host`, `schemepart`, `grouppart` and `waisurl` are choices: they
 * give the node of the alternative that matched. Where the ABNF is ambiguous
 * the tree is the RFC's reading (grammar/rfc1738.peggy): a url is parsed by
 * its scheme's rule when the whole string matches it, else it is an
 * `otherurl`; a schemepart is an `ip-schemepart` when it matches one; a gopher
 * path is split at its encoded tabs (§3.4).
 */
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc1738.rules.js';

export type { Leaf, Span, RuleName };

// ----- 5. The generic form of a URL -----

/** `scheme = 1*( lowalpha / digit / "+" / "-" / "." )`: lower case only (RFC 1738 §5). */
export type scheme = Leaf<'scheme'>;

/** `genericurl = scheme ":" schemepart` */
export interface genericurl extends Span {
  readonly type: 'genericurl';
  readonly scheme: scheme;
  readonly schemepart: schemepart;
}

/** `otherurl = genericurl`: a url of any scheme, as a genericurl (with its own type). */
export interface otherurl extends Span {
  readonly type: 'otherurl';
  readonly scheme: scheme;
  readonly schemepart: schemepart;
}

/**
 * `schemepart = *xchar / ip-schemepart`: the `ip-schemepart` when the text
 * matches one (every ip-schemepart is also a run of xchars), else the run of
 * xchars as a leaf.
 */
export type schemepart = ip_schemepart | Leaf<'schemepart'>;

/**
 * `url = httpurl / ftpurl / newsurl / nntpurl / telneturl / gopherurl /
 * waisurl / mailtourl / fileurl / prosperourl / otherurl`: the node of the
 * scheme's rule when the whole url matches it, else an `otherurl`.
 */
export type url = httpurl | ftpurl | newsurl | nntpurl | telneturl | gopherurl | waisurl | mailtourl | fileurl | prosperourl | otherurl;

// ----- 3.1. Common Internet Scheme Syntax -----

/** `ip-schemepart = "//" login [ "/" urlpath ]` */
export interface ip_schemepart extends Span {
  readonly type: 'ip-schemepart';
  readonly login: login;
  /** The url-path after the "/" that ends the login (the "/" is not part of it: §3.1), or `null` without that "/". */
  readonly urlpath: urlpath | null;
}

/** `login = [ user [ ":" password ] "@" ] hostport` */
export interface login extends Span {
  readonly type: 'login';
  /** `null` when there is no "@"; empty in `//@h` (§3.1). */
  readonly user: user | null;
  /** `null` when the user has no ":"; empty in `//u:@h` (§3.1). */
  readonly password: password | null;
  readonly hostport: hostport;
}

/** `hostport = host [ ":" port ]` */
export interface hostport extends Span {
  readonly type: 'hostport';
  readonly host: host;
  readonly port: port | null;
}

/** `host = hostname / hostnumber` */
export type host = hostname | hostnumber;

/** `hostname = *( domainlabel "." ) toplabel`: a fully qualified domain name (§3.1). */
export interface hostname extends Leaf<'hostname'> {
  /** The labels before the last, each without its ".". */
  readonly domainlabels: readonly domainlabel[];
  /** The last label, which begins with a letter. */
  readonly toplabel: toplabel;
}

/** `domainlabel = alphadigit / alphadigit *( alphadigit / "-" ) alphadigit` */
export type domainlabel = Leaf<'domainlabel'>;
/** `toplabel = alpha / alpha *( alphadigit / "-" ) alphadigit` */
export type toplabel = Leaf<'toplabel'>;
/** `alphadigit = alpha / digit` */
export type alphadigit = Leaf<'alphadigit'>;

/** `hostnumber = digits "." digits "." digits "." digits`: four decimal groups, unbounded (§3.1). */
export interface hostnumber extends Leaf<'hostnumber'> {
  readonly digits: readonly [digits, digits, digits, digits];
}

/** `port = digits` */
export interface port extends Leaf<'port'> {
  /** The port number: exact up to Number.MAX_SAFE_INTEGER, `Infinity` above (the grammar bounds no port). */
  readonly value: number;
}

/** `user = *( uchar / ";" / "?" / "&" / "=" )` */
export type user = Leaf<'user'>;
/** `password = *( uchar / ";" / "?" / "&" / "=" )` */
export type password = Leaf<'password'>;
/** `urlpath = *xchar`: its syntax depends on the scheme (§3.1). */
export type urlpath = Leaf<'urlpath'>;

// ----- 3.2. FTP -----

/** `ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ] ]` */
export interface ftpurl extends Span {
  readonly type: 'ftpurl';
  readonly login: login;
  readonly fpath: fpath | null;
  readonly ftptype: ftptype | null;
}

/** `fpath = fsegment *( "/" fsegment )`: the cwd elements and the name (§3.2.2). */
export interface fpath extends Leaf<'fpath'> {
  readonly segments: readonly fsegment[];
}

/** `fsegment = *( uchar / "?" / ":" / "@" / "&" / "=" )` */
export type fsegment = Leaf<'fsegment'>;
/** `ftptype = "A" / "I" / "D" / "a" / "i" / "d"` */
export type ftptype = Leaf<'ftptype'>;

// ----- 3.10. FILES -----

/**
 * `fileurl = "file://" [ host / "localhost" ] "/" fpath`. "localhost" is a
 * hostname too: its node is that hostname. §3.10 reads "localhost" and an
 * absent host (`null`) as the machine reading the URL.
 */
export interface fileurl extends Span {
  readonly type: 'fileurl';
  readonly host: host | null;
  readonly fpath: fpath;
}

// ----- 3.3. HTTP -----

/** `httpurl = "http://" hostport [ "/" hpath [ "?" search ] ]`: no user or password (§3.3). */
export interface httpurl extends Span {
  readonly type: 'httpurl';
  readonly hostport: hostport;
  readonly hpath: hpath | null;
  readonly search: search | null;
}

/** `hpath = hsegment *( "/" hsegment )` */
export interface hpath extends Leaf<'hpath'> {
  readonly segments: readonly hsegment[];
}

/** `hsegment = *( uchar / ";" / ":" / "@" / "&" / "=" )` */
export type hsegment = Leaf<'hsegment'>;
/** `search = *( uchar / ";" / ":" / "@" / "&" / "=" )`: no "/" or "?". */
export type search = Leaf<'search'>;

// ----- 3.4. GOPHER -----

/**
 * `gopherurl = "gopher://" hostport [ "/" [ gtype [ selector [ "%09" search
 * [ "%09" gopher+_string ] ] ] ] ]` (erratum 5118: "/"). The path is split as
 * §3.4.1 reads it: the selector runs to the first "%09" after which a search
 * (no "/" or "?") runs to the next "%09" or the end; the search to that
 * "%09"; the gopher+_string is the rest.
 */
export interface gopherurl extends Span {
  readonly type: 'gopherurl';
  readonly hostport: hostport;
  /** The first xchar of the gopher-path, or `null` when the path is empty (§3.4.1: the type defaults to "1"). */
  readonly gtype: gtype | null;
  /** The selector (maybe empty) after a gtype, else `null`. */
  readonly selector: selector | null;
  /** The search after the first "%09", else `null`. */
  readonly search: search | null;
  /** The `gopher+_string` after the second "%09", else `null`. */
  readonly gopherPlusString: gopher_plus_string | null;
}

/** `gtype = xchar` */
export type gtype = Leaf<'gtype'>;
/** `selector = *xchar` */
export type selector = Leaf<'selector'>;
/** `gopher+_string = *xchar` */
export type gopher_plus_string = Leaf<'gopher+_string'>;

// ----- 3.5. MAILTO -----

/** `mailtourl = "mailto:" encoded822addr` */
export interface mailtourl extends Span {
  readonly type: 'mailtourl';
  readonly encoded822addr: encoded822addr;
}

/** `encoded822addr = 1*xchar`: an RFC 822 addr-spec, encoded (§3.5). */
export type encoded822addr = Leaf<'encoded822addr'>;

// ----- 3.6. NEWS -----

/** `newsurl = "news:" grouppart` */
export interface newsurl extends Span {
  readonly type: 'newsurl';
  readonly grouppart: grouppart;
}

/** `grouppart = "*" / group / article`: "*" (all groups, §3.6) is a `grouppart` leaf. */
export type grouppart = group | article | Leaf<'grouppart'>;
/** `group = alpha *( alpha / digit / "-" / "." / "+" / "_" )` */
export type group = Leaf<'group'>;

/** `article = 1*( uchar / ";" / "/" / "?" / ":" / "&" / "=" ) "@" host`: a message-id (§3.6). */
export interface article extends Leaf<'article'> {
  readonly host: host;
}

// ----- 3.7. NNTP -----

/** `nntpurl = "nntp://" hostport "/" group [ "/" digits ]` */
export interface nntpurl extends Span {
  readonly type: 'nntpurl';
  readonly hostport: hostport;
  readonly group: group;
  /** The article number (§3.7), or `null`. */
  readonly digits: digits | null;
}

// ----- 3.8. TELNET -----

/** `telneturl = "telnet://" login [ "/" ]` */
export interface telneturl extends Span {
  readonly type: 'telneturl';
  readonly login: login;
}

// ----- 3.9. WAIS -----

/** `waisurl = waisdatabase / waisindex / waisdoc` */
export type waisurl = waisdatabase | waisindex | waisdoc;

/** `waisdatabase = "wais://" hostport "/" database` */
export interface waisdatabase extends Span {
  readonly type: 'waisdatabase';
  readonly hostport: hostport;
  readonly database: database;
}

/** `waisindex = "wais://" hostport "/" database "?" search` */
export interface waisindex extends Span {
  readonly type: 'waisindex';
  readonly hostport: hostport;
  readonly database: database;
  readonly search: search;
}

/** `waisdoc = "wais://" hostport "/" database "/" wtype "/" wpath` */
export interface waisdoc extends Span {
  readonly type: 'waisdoc';
  readonly hostport: hostport;
  readonly database: database;
  readonly wtype: wtype;
  readonly wpath: wpath;
}

/** `database = *uchar` */
export type database = Leaf<'database'>;
/** `wtype = *uchar` */
export type wtype = Leaf<'wtype'>;
/** `wpath = *uchar` */
export type wpath = Leaf<'wpath'>;

// ----- 3.11. PROSPERO -----

/** `prosperourl = "prospero://" hostport "/" ppath *( fieldspec )` */
export interface prosperourl extends Span {
  readonly type: 'prosperourl';
  readonly hostport: hostport;
  readonly ppath: ppath;
  readonly fieldspecs: readonly fieldspec[];
}

/** `ppath = psegment *( "/" psegment )`: the hsoname (§3.11). */
export interface ppath extends Leaf<'ppath'> {
  readonly segments: readonly psegment[];
}

/** `psegment = *( uchar / "?" / ":" / "@" / "&" / "=" )` */
export type psegment = Leaf<'psegment'>;

/** `fieldspec = ";" fieldname "=" fieldvalue` */
export interface fieldspec extends Span {
  readonly type: 'fieldspec';
  readonly fieldname: fieldname;
  readonly fieldvalue: fieldvalue;
}

/** `fieldname = *( uchar / "?" / ":" / "@" / "&" )` */
export type fieldname = Leaf<'fieldname'>;
/** `fieldvalue = *( uchar / "?" / ":" / "@" / "&" )` */
export type fieldvalue = Leaf<'fieldvalue'>;

// ----- 5. Miscellaneous definitions -----

/** `digits = 1*digit` */
export type digits = Leaf<'digits'>;

/** What parsing by each RFC 1738 rule returns. */
export interface RuleNodes {
  'genericurl': genericurl;
  'url': url;
  'otherurl': otherurl;
  'scheme': scheme;
  'schemepart': schemepart;
  'ip-schemepart': ip_schemepart;
  'login': login;
  'hostport': hostport;
  'host': host;
  'hostname': hostname;
  'domainlabel': domainlabel;
  'toplabel': toplabel;
  'alphadigit': alphadigit;
  'hostnumber': hostnumber;
  'port': port;
  'user': user;
  'password': password;
  'urlpath': urlpath;
  'ftpurl': ftpurl;
  'fpath': fpath;
  'fsegment': fsegment;
  'ftptype': ftptype;
  'fileurl': fileurl;
  'httpurl': httpurl;
  'hpath': hpath;
  'hsegment': hsegment;
  'search': search;
  'gopherurl': gopherurl;
  'gtype': gtype;
  'selector': selector;
  'gopher+_string': gopher_plus_string;
  'mailtourl': mailtourl;
  'encoded822addr': encoded822addr;
  'newsurl': newsurl;
  'grouppart': grouppart;
  'group': group;
  'article': article;
  'nntpurl': nntpurl;
  'telneturl': telneturl;
  'waisurl': waisurl;
  'waisdatabase': waisdatabase;
  'waisindex': waisindex;
  'waisdoc': waisdoc;
  'database': database;
  'wtype': wtype;
  'wpath': wpath;
  'prosperourl': prosperourl;
  'ppath': ppath;
  'psegment': psegment;
  'fieldspec': fieldspec;
  'fieldname': fieldname;
  'fieldvalue': fieldvalue;
  'lowalpha': Leaf<'lowalpha'>;
  'hialpha': Leaf<'hialpha'>;
  'alpha': Leaf<'alpha'>;
  'digit': Leaf<'digit'>;
  'safe': Leaf<'safe'>;
  'extra': Leaf<'extra'>;
  'national': Leaf<'national'>;
  'punctuation': Leaf<'punctuation'>;
  'reserved': Leaf<'reserved'>;
  'hex': Leaf<'hex'>;
  'escape': Leaf<'escape'>;
  'unreserved': Leaf<'unreserved'>;
  'uchar': Leaf<'uchar'>;
  'xchar': Leaf<'xchar'>;
  'digits': digits;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
