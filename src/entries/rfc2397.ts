/**
 * uri-grammar/rfc2397: RFC 2397, The "data" URL scheme: `parse`, `check`, `isValid`, `RULE_NAMES`.
 */
export * from '../grammars/rfc2397/index.js';
