/** The findings of `lint` (RFC 3986 §7 Security Considerations) and their stable codes. */

/** How much a finding matters: `error` for input that breaks or attacks, `warning` for a likely trap, `info` to know. */
export type LintSeverity = 'error' | 'warning' | 'info';

/** One finding: its stable code, severity, the `[start, end)` span of the input it is about, and a sentence. */
export interface LintFinding {
  readonly code: LintCode;
  readonly severity: LintSeverity;
  /** Start of the span, in UTF-16 code units. */
  readonly start: number;
  /** End of the span (exclusive). */
  readonly end: number;
  readonly message: string;
}

/** What every code means: its severity, a one-line summary and the sections it rests on. */
export interface LintCodeInfo {
  readonly severity: LintSeverity;
  readonly summary: string;
  readonly sections: string;
}

/**
 * Every lint code, in the order findings of one span are listed. The codes
 * are stable: they are never renamed or reused for another meaning.
 */
export const LINT_CODES = Object.freeze({
  'syntax-error': {
    severity: 'error',
    summary: 'The input is not a URI-reference; the span is the first character no valid URI-reference has there.',
    sections: 'RFC 3986 §4.1, Appendix A',
  },
  'whatwg-strips-tab-or-newline': {
    severity: 'error',
    summary: 'A tab, line feed or carriage return: RFC 3986 rejects it, WHATWG URL parsers (browsers, Node\'s URL) silently remove it.',
    sections: 'RFC 3986 §2, §7.3; WHATWG URL §4.4 (basic URL parser, step 3)',
  },
  'whatwg-strips-control-or-space': {
    severity: 'error',
    summary: 'Leading or trailing C0 controls or spaces: RFC 3986 rejects them, WHATWG URL parsers strip them.',
    sections: 'RFC 3986 §2, Appendix C; WHATWG URL §4.4 (basic URL parser, step 1)',
  },
  'whatwg-backslash': {
    severity: 'error',
    summary: 'A backslash before the query: RFC 3986 rejects it, WHATWG URL parsers read it as "/" in http(s), ws(s), ftp and file URLs and in references resolved against them.',
    sections: 'RFC 3986 §2, §7.3; WHATWG URL §4.4 (special authority, path start and path states)',
  },
  'scheme-executes': {
    severity: 'error',
    summary: 'A URI that runs as a script when followed: the javascript: and vbscript: schemes (also as a WHATWG URL parser reads them, "java\\tscript:"), and data: URIs of an active media type (text/html, image/svg+xml, application/xhtml+xml, XML, JavaScript).',
    sections: 'RFC 3986 §7.1; RFC 2397; WHATWG Fetch §4.2 (data: URL processor)',
  },
  'userinfo-present': {
    severity: 'info',
    summary: 'The authority has a userinfo subcomponent.',
    sections: 'RFC 3986 §3.2.1, §7.5',
  },
  'userinfo-password': {
    severity: 'warning',
    summary: 'The userinfo has the deprecated "user:password" form: the password travels in clear text.',
    sections: 'RFC 3986 §3.2.1, §7.5',
  },
  'userinfo-looks-like-host': {
    severity: 'error',
    summary: 'The userinfo looks like a host name or address, so a reader may take it for the host (the host is after the "@").',
    sections: 'RFC 3986 §7.6',
  },
  'userinfo-contains-host': {
    severity: 'warning',
    summary: 'The user name, percent-decoded, holds a host after its start: after a percent-encoded "@" ("user%40evil.example" reads "user@evil.example") or as a domain name inside other text ("www.bank.example.com.login"); a person, or software that decodes the userinfo before it splits the authority, takes it for the host.',
    sections: 'RFC 3986 §3.2.1, §7.3, §7.6',
  },
  'host-ambiguous-ipv4': {
    severity: 'warning',
    summary: 'A host RFC 3986 reads as a reg-name but WHATWG URL parsers or inet_aton read as an IPv4 address (hex, octal, leading zeros, fewer than four parts, a trailing dot, digits that UTS #46 maps to ASCII ones, text after a NUL or a space for inet_aton).',
    sections: 'RFC 3986 §3.2.2, §7.4; WHATWG URL §3.5 (IPv4 parser); UTS #46 §4; POSIX inet_addr',
  },
  'host-invalid-ipv4': {
    severity: 'warning',
    summary: 'A host that ends in a number but is no IPv4 address: WHATWG URL parsers reject the whole URL, RFC 3986 reads a reg-name.',
    sections: 'RFC 3986 §3.2.2; WHATWG URL §3.5 (ends in a number checker)',
  },
  'host-whatwg-invalid': {
    severity: 'warning',
    summary: 'A host a WHATWG URL parser rejects, and the whole URL with it: UTS #46 fails on it (a disallowed code point, bad Punycode, ...), or it has a forbidden domain code point once decoded and mapped (a space, "%", "/", ...).',
    sections: 'RFC 3986 §3.2.2; WHATWG URL §3.3, §3.5 (host parser); UTS #46 §4',
  },
  'host-idna-mapped': {
    severity: 'error',
    summary: 'A host that UTS #46 maps to another name than RFC 3986 reads: a WHATWG URL parser connects to "example.com" for "%EF%BB%BFexample.com" (U+FEFF is ignored), fullwidth letters, upper case beyond ASCII, ...; a filter that compares host strings is bypassed.',
    sections: 'RFC 3986 §3.2.2, §7.6; UTS #46 §4, §5; WHATWG URL §3.3, §3.5',
  },
  'host-special-purpose-address': {
    severity: 'info',
    summary: 'A host that is, to some reader, a loopback, unspecified, private, link-local (cloud metadata), shared or broadcast address, an IPv6 address that carries one (IPv4-mapped, IPv4-compatible, NAT64), or "localhost": what an SSRF filter must catch by address, not by text.',
    sections: 'RFC 3986 §7.1; RFC 6890; RFC 1918; RFC 4291 §2.5; RFC 6052; RFC 6761 §6.3',
  },
  'host-percent-encoded-delimiter': {
    severity: 'warning',
    summary: 'A percent-encoded delimiter in the host ("%2F", "%40", "%3A", ...): software that decodes the host before splitting reads another authority.',
    sections: 'RFC 3986 §2.2, §3.2.2, §7.3',
  },
  'host-non-ascii': {
    severity: 'warning',
    summary: 'The host decodes to non-ASCII text (an internationalized name): check it is the one you mean.',
    sections: 'RFC 3986 §3.2.2, §7.6; RFC 5890',
  },
  'host-mixed-script': {
    severity: 'warning',
    summary: 'A host label mixes letters of several scripts (Latin with Cyrillic, Greek, ...): a homograph of another name.',
    sections: 'RFC 3986 §7.6; Unicode UTS #39 §5.1',
  },
  'ipv6-zone-id': {
    severity: 'error',
    summary: 'An IPv6 zone identifier in an IP literal, RFC 6874\'s "[fe80::1%25eth0]" or the bare "[fe80::1%eth0]": not RFC 3986, and RFC 9844 (2025) obsoletes RFC 6874 and removes zone identifiers from URIs.',
    sections: 'RFC 3986 §3.2.2; RFC 6874 §2; RFC 9844',
  },
  'host-missing': {
    severity: 'error',
    summary: 'An http, https, ws, wss or ftp URI with no host or an empty one: those schemes need a host.',
    sections: 'RFC 3986 §3.2.2, §6.2.3; RFC 9110 §4.2.1; RFC 6455 §3; RFC 1738 §3.2',
  },
  'port-out-of-range': {
    severity: 'error',
    summary: 'A port above 65535: no TCP or UDP port has that number, and software that truncates it connects elsewhere.',
    sections: 'RFC 3986 §3.2.3, §7.2; RFC 9293 §3.1',
  },
  'port-leading-zero': {
    severity: 'warning',
    summary: 'A port with leading zeros: some readers take it as octal, and it compares unequal to the same port without them.',
    sections: 'RFC 3986 §3.2.3, §6.2.3',
  },
  'port-empty': {
    severity: 'info',
    summary: 'A ":" with no port after it: normalization removes it.',
    sections: 'RFC 3986 §3.2.3, §6.2.3',
  },
  'percent-encoded-nul': {
    severity: 'error',
    summary: '"%00" decodes to NUL, which truncates strings in C and in many file and database APIs.',
    sections: 'RFC 3986 §7.3',
  },
  'percent-encoded-control': {
    severity: 'warning',
    summary: 'A percent-encoded control character ("%0D%0A", ...): once decoded it can split headers or log lines.',
    sections: 'RFC 3986 §2.1, §7.3',
  },
  'decoded-non-ascii': {
    severity: 'info',
    summary: 'A component (other than the host) decodes to non-ASCII text.',
    sections: 'RFC 3986 §2.5, §7.6',
  },
  'dot-segment-above-root': {
    severity: 'warning',
    summary: 'A ".." segment that would climb above the root of a rooted path: §5.2.4 drops it, a file system would not.',
    sections: 'RFC 3986 §3.3, §5.2.4, §7',
  },
  'percent-encoded-dot-segment': {
    severity: 'warning',
    summary: 'A segment that percent-decodes to "." or ".." ("%2E%2E"): dot-segment removal skips it, a server that decodes first climbs.',
    sections: 'RFC 3986 §2.3, §5.2.4, §6.2.2.2, §7',
  },
  'path-encoded-traversal': {
    severity: 'warning',
    summary: 'A segment that is no dot segment, not even decoded once, but hides a ".." from a filter: an encoded "/" or "\\" ("..%2F", "%2e%2e%5c"), double encoding ("%252e%252e"), overlong UTF-8 or "%u" escapes ("%C0%AE").',
    sections: 'RFC 3986 §2.4, §7.3; RFC 3629 §3, §10',
  },
  // ----- Schemes with RFCs of their own, where RFC 3986 stops -----
  'mailto-header-injection': {
    severity: 'error',
    summary: 'A mailto: header field whose name, or whose value other than the body\'s, holds a CR or LF once percent-decoded: a mail client that writes it into the message as it comes writes another header field (Bcc:, ...).',
    sections: 'RFC 6068 §2, §5, §7; RFC 5322 §2.2',
  },
  'mailto-recipient-header': {
    severity: 'warning',
    summary: 'A mailto: URI whose header fields add recipients (to, cc, bcc) to the addresses of its path, which a page that shows the link may not show; bcc recipients are hidden from the others.',
    sections: 'RFC 6068 §2, §3, §7',
  },
  'mailto-unsafe-header': {
    severity: 'warning',
    summary: 'A mailto: header field that a mail client MUST ignore (originator, routing, trace and MIME fields), or one that is none of those RFC 6068 believes safe (Subject, Keywords, Body, In-Reply-To) and SHOULD be treated as especially suspect.',
    sections: 'RFC 6068 §3, §4',
  },
  'mailto-body': {
    severity: 'info',
    summary: 'A mailto: URI that fills in the body of the message, which a mail client SHOULD show, decoded, before sending.',
    sections: 'RFC 6068 §2, §7',
  },
  'file-remote-host': {
    severity: 'warning',
    summary: 'A file: URI that names a host other than "localhost", in its authority or as a UNC string in its path ("file:////host/share"): no local file, but one on another machine, reached by a network protocol.',
    sections: 'RFC 8089 §2, §3, §5, Appendix C, Appendix E.3',
  },
  'data-type-mismatch': {
    severity: 'warning',
    summary: 'A data: URI whose data begins as another media type than the one it declares (HTML declared as text/plain, an SVG declared as image/png), or that declares a type every file of which begins with a signature its data lacks: a content sniffer and a filter that trusts the declaration see two types.',
    sections: 'RFC 2397 §2, §6; WHATWG MIME Sniffing §6, §7; WHATWG Fetch (data: URL processor)',
  },
  'data-too-large': {
    severity: 'warning',
    summary: 'A data: URI longer than the lint\'s `maxDataLength` (8000 characters by default, the least RFC 9110 asks readers to support): the scheme is for short values, and long ones may overflow a reader\'s buffers.',
    sections: 'RFC 2397 §3, §6; RFC 9110 §4.1',
  },
  'geo-semantic-error': {
    severity: 'error',
    summary: 'A geo URI that matches RFC 5870\'s grammar and breaks a MUST of its prose: a latitude beyond ±90 or a longitude beyond ±180 (which "MUST be considered invalid"), more digits than WGS-84 allows, a misplaced, repeated or malformed \'crs\' or \'u\'.',
    sections: 'RFC 5870 §3.3, §3.4.2',
  },
  'geo-semantic-warning': {
    severity: 'warning',
    summary: 'A geo URI with a longitude other than 0 at a pole (SHOULD be 0), or a CRS other than WGS-84, which no document defines yet and whose coordinates are then not checked.',
    sections: 'RFC 5870 §3.4.1, §3.4.2',
  },
} as const satisfies Record<string, LintCodeInfo>);

/** A stable lint code. */
export type LintCode = keyof typeof LINT_CODES;

/** At most this many findings of one code are listed; the last one says how many more there were. */
export const MAX_FINDINGS_PER_CODE = 100;
