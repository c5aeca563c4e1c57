/**
 * uri-grammar/conform: grammar-conformance checking across the family. For
 * one input, which grammars of `GRAMMARS` it conforms to, rule by rule, and
 * where each rule stops: a row per grammar and top-level rule (grammars.json
 * `conform`: RFC 3986's `URI-reference`, `URI` and `absolute-URI`, RFC 1808's
 * `URL`, `absoluteURL` and `relativeURL`, ...), and, where a grammar defines
 * a scheme's syntax (RFC 1738's `httpurl` for `http:`), that rule's row too.
 *
 * Every row is decided by the rule's DFA, as the grammar's own `check` decides
 * it, and a failing row carries the same `UriSyntaxError` (offset, expected,
 * found, `format()` with its caret). This module loads every grammar's DFAs
 * and no parser: import it by its subpath, so that the root does not.
 */
export * from '../conform/index.js';
