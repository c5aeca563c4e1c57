/**
 * uri-grammar/rfc8089: RFC 8089, The "file" URI Scheme: `parse`, `check`, `isValid`, `RULE_NAMES`.
 */
export * from '../grammars/rfc8089/index.js';
