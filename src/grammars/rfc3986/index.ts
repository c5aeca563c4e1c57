/**
 * RFC 3986, Uniform Resource Identifier (URI): Generic Syntax, as a unit of
 * the family: `parse` by any Appendix A rule to a typed AST, `check`,
 * `isValid`, `RULE_NAMES`, the components (§3) of a reference and the children
 * of a node. The root (`uri-grammar`), `uri-grammar/parse` and
 * `uri-grammar/rfc3986` serve it, with the text (§5.3) of a node of RFC 3986
 * or RFC 3987 (`serialize`: src/grammars/rfc3987/any-node.ts); the passes
 * over it are the root's (./resolve.ts, ./normalize.ts, ./build.ts).
 * https://www.rfc-editor.org/rfc/rfc3986
 *
 * The transcription (grammar/rfc3986.peggy) is the ABNF of Appendix A rule for
 * rule; where PEG's ordered choice needs another order or a lookahead, a
 * `// PEG:` comment says so and test/proof/grammar-traps.test.ts pins it.
 */
export type * from './ast.js';
export { parse, check, isValid } from './parse.js';
export { RULE_NAMES, isRuleName } from './rules.js';
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';
export { components } from './components.js';
export type { Components } from '../../model/components.js';
export { children } from './walk.js';
