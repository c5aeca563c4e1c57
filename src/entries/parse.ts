/**
 * uri-grammar/parse: the typed AST of any RFC 3986 Appendix A rule (`parse`),
 * its components (§3), its text (§5.3), and validation (`check`, `isValid`),
 * without the passes (resolution, normalization, percent-encoding, lint).
 * https://www.rfc-editor.org/rfc/rfc3986
 */
export * from '../grammars/rfc3986/index.js';
export { serialize } from '../grammars/rfc3987/any-node.js';
export type { AnyNode } from '../grammars/rfc3987/any-node.js';
