/**
 * uri-grammar/rfc3966: RFC 3966, The tel URI for Telephone Numbers: `parse`, `check`, `isValid`, `RULE_NAMES`.
 */
export * from '../grammars/rfc3966/index.js';
