/**
 * uri-grammar/rfc2396: RFC 2396, Uniform Resource Identifiers (URI): Generic
 * Syntax (1998), obsoleted by RFC 3986, with the same contract as the root's
 * RFC 3986 API: `parse` by any of Appendix A's 40 rules to a typed AST named
 * after them (`absoluteURI`, `net_path`, `server`, `reg_name`, ...), `check`
 * for the syntax error, `isValid`, `components`; and `resolve` by §5.2.
 *
 * The grammar is Appendix A as published (grammar/rfc2396.abnf): without RFC
 * 2732's IPv6 literals (`http://[::1]/` is invalid), and with the RFC's own
 * limits: a query needs a path (`?y` is invalid), a scheme needs something
 * after its ":" (`about:` is invalid), an IPv4address is any four runs of
 * digits (`999.1.1.1`). Where the grammar is ambiguous, the tree follows the
 * RFC: "//" begins an authority (§4.3), and an authority is a `server` when
 * the whole of it parses as one, else a `reg_name` (§3.2: `a@b@c`,
 * `1.2.3.4.5`, `host:port:x`). An opaque URI's opaque_part keeps its "?"
 * (`mailto:a?b` has the path `a?b` and no query); the empty authority is the
 * empty server (`file:///etc`: host `""`, no reg_name). `resolve` follows
 * §5.2 and Appendix C (see its documentation for the choices it makes).
 * https://www.rfc-editor.org/rfc/rfc2396
 */
export * from '../grammars/rfc2396/index.js';
