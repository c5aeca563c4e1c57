/**
 * uri-grammar/rfc1808: Relative Uniform Resource Locators (RFC 1808, June
 * 1995), with the same contract as the root's RFC 3986 API: `parse` by any
 * rule of §2.2 to a typed AST named after the RFC's rules (`URL`,
 * `generic-RL`, `net_path`, `net_loc`, ...), `check` for the syntax error,
 * `isValid`, `components` (§2.1, split as §2.4 does), and `resolve` (§4).
 * RFC 3986 obsoletes RFC 1808: use this grammar to check what software of
 * that era accepts, not to produce URLs.
 * https://www.rfc-editor.org/rfc/rfc1808
 *
 * Conformance (grammar/rfc1808.abnf lists the transcription):
 * - The grammar is §2.2's BNF; lowalpha and hialpha are case-sensitive (the
 *   RFC's literals are RFC 822 strings), so are the hex letters of each case.
 *   No erratum changes the syntax.
 * - Where the grammar allows several trees, the tree is the one §2.4's steps
 *   give: `a:b` is a generic-RL with the scheme "a" (§2.4.2), not a relative
 *   path, though pchar holds ":"; the net_loc runs to the next "/" and takes
 *   ";" and "?" (§2.4.3), so `http://h?q` has the net_loc "h?q" and no query.
 * - A string that is an absoluteURL only by `scheme ":" *( uchar | reserved )`
 *   (`http://a//b`: after "//" net_loc, no abs_path begins with "//") parses
 *   to an `absoluteURL` node (its scheme and its text); `components` still
 *   splits it by §2.4.
 * - `components`: strings, `null` where the delimiter is absent; the path
 *   keeps the "/" before it (§2.4.6).
 * - `resolve`: §4 steps 1 to 7 as written (see its documentation).
 */
export * from '../grammars/rfc1808/index.js';
