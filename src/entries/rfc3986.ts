/**
 * uri-grammar/rfc3986: RFC 3986 as every grammar of the family is served
 * (`uri-grammar/rfc3987`, ...): `parse` by any Appendix A rule to a typed
 * AST, `check` for the syntax error, `isValid`, `RULE_NAMES`, `components`,
 * `serialize`, `children`. The same functions as `uri-grammar/parse` and the
 * root's.
 * https://www.rfc-editor.org/rfc/rfc3986
 */
export * from '../grammars/rfc3986/index.js';
export { serialize } from '../grammars/rfc3987/any-node.js';
export type { AnyNode } from '../grammars/rfc3987/any-node.js';
