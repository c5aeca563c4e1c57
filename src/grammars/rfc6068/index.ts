/**
 * rfc6068: RFC 6068, The 'mailto' URI Scheme, as a unit of the family: `parse` by any of its rules,
 * `check` for the syntax error (offset, expected rules, found, caret),
 * `isValid`, `RULE_NAMES` (generated/rfc6068.api.ts, from grammar/grammars.json).
 *
 * To complete: the RFC and its sections, the transcription decisions (each
 * `// PEG:` place of grammar/rfc6068.peggy), and what the grammar offers
 * beyond the binding (its hints in ./hints.ts, its AST in ./ast.ts and
 * ./nodes.ts, its own algorithms).
 */
export * from '../../../generated/rfc6068.api.js';
