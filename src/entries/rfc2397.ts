/**
 * uri-grammar/rfc2397: RFC 2397, The "data" URL scheme: `parse`, `check`, `isValid`, `RULE_NAMES`,
 * `components`, `decodeData`.
 */
export * from '../grammars/rfc2397/index.js';
