/**
 * rfc8089: RFC 8089, The "file" URI Scheme, as a unit of the family: `parse` by any of its rules,
 * `check` for the syntax error (offset, expected rules, found, caret),
 * `isValid`, `RULE_NAMES` (generated/rfc8089.api.ts, from grammar/grammars.json).
 *
 * To complete: the RFC and its sections, the transcription decisions (each
 * `// PEG:` place of grammar/rfc8089.peggy), and what the grammar offers
 * beyond the binding (its hints in ./hints.ts, its AST in ./ast.ts and
 * ./nodes.ts, its own algorithms).
 */
export * from '../../../generated/rfc8089.api.js';
