/**
 * uri-grammar/rfc6068: RFC 6068, The 'mailto' URI Scheme: `parse`, `check`, `isValid`, `RULE_NAMES`.
 */
export * from '../grammars/rfc6068/index.js';
