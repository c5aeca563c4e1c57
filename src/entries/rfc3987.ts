/**
 * uri-grammar/rfc3987: Internationalized Resource Identifiers (RFC 3987), with
 * the same contract as the root's RFC 3986 API: `parse` by any rule to a typed
 * AST named after RFC 3987's rules, `check` for the syntax error (offset in
 * UTF-16 code units, expected, found, caret), `isValid`, `components`; the
 * mapping to and from URIs (§3: `toURI`, `toIRI`); and the passes on IRIs
 * (`resolve` §6.5, `normalize` §5.3.2, `equivalent` §5.3).
 * https://www.rfc-editor.org/rfc/rfc3987
 */
export * from '../grammars/rfc3987/index.js';
