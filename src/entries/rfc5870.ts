/**
 * uri-grammar/rfc5870: RFC 5870, A Uniform Resource Identifier for Geographic Locations ('geo' URI): `parse`, `check`, `isValid`, `RULE_NAMES`.
 */
export * from '../grammars/rfc5870/index.js';
