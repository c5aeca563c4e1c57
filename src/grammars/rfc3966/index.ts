/**
 * rfc3966: RFC 3966, The tel URI for Telephone Numbers, as a unit of the family: `parse` by any of its rules,
 * `check` for the syntax error (offset, expected rules, found, caret),
 * `isValid`, `RULE_NAMES` (generated/rfc3966.api.ts, from grammar/grammars.json).
 *
 * To complete: the RFC and its sections, the transcription decisions (each
 * `// PEG:` place of grammar/rfc3966.peggy), and what the grammar offers
 * beyond the binding (its hints in ./hints.ts, its AST in ./ast.ts and
 * ./nodes.ts, its own algorithms).
 */
export * from '../../../generated/rfc3966.api.js';
