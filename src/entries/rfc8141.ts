/**
 * uri-grammar/rfc8141: RFC 8141, Uniform Resource Names (URNs): `parse`, `check`, `isValid`, `RULE_NAMES`,
 * `components`, URN-equivalence (`comparisonKey`, `equivalent`).
 */
export * from '../grammars/rfc8141/index.js';
