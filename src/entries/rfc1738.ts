/**
 * uri-grammar/rfc1738: Uniform Resource Locators (RFC 1738, December 1994),
 * with the same contract as the root's RFC 3986 API: `parse` by any rule of
 * §5 to a typed AST named after the RFC's rules (`httpurl`, `hostport`,
 * `hpath`, `gopher+_string`, ...), `check` for the syntax error, `isValid`,
 * `components` (§3.1's parts), and `schemeRule`, the rule of the input's
 * scheme. RFC 3986 updates RFC 1738 and RFC 4248 and RFC 4266 obsolete its
 * telnet and gopher schemes: use this grammar to check what software of that
 * era accepts, not to produce URLs.
 * https://www.rfc-editor.org/rfc/rfc1738
 *
 * Conformance (grammar/rfc1738.abnf lists the transcription):
 * - The grammar is §5's BNF, every rule, with erratum 5118 (the "/" of
 *   gopherurl is the literal "/").
 * - Strict case: a scheme is lower case (`lowalpha`), and so are the schemes'
 *   literals (`http://`, `mailto:`, ...): `HTTP://h/` is no url here. §5 and
 *   §2.1 ask interpreters to ignore the scheme's case: lower-case the scheme
 *   first to check a URL as they read it. ";type=" and "localhost" are
 *   case-insensitive, as the ABNF strings they are.
 * - No fragment: `http://h/#x` is not a url (§2.2: "#" must be encoded; a
 *   fragment identifier follows a URL, outside it).
 * - `url` and `otherurl` accept the same strings (every scheme's URL is also
 *   a genericurl). Where the grammar allows several trees, the tree is the
 *   RFC's reading: a url is parsed by its scheme's rule when the whole string
 *   matches it, else it is an `otherurl` (`http://user:pw@h/` is an otherurl:
 *   §3.3 allows no user in http); a schemepart is an `ip-schemepart` whenever
 *   it matches one; in a gopher URL the selector ends at the first "%09" that
 *   a search follows, the search at the next "%09" (§3.4.1); "localhost" in a
 *   file URL is the host, a hostname (§3.10).
 */
export * from '../grammars/rfc1738/index.js';
