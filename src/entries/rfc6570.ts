/**
 * uri-grammar/rfc6570: RFC 6570, URI Template: `parse`, `check`, `isValid`, `RULE_NAMES`.
 */
export * from '../grammars/rfc6570/index.js';
