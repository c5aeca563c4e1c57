/**
 * `uri_conforms(text)`: the conformance report of uri-grammar/conform as rows
 * of SQL: for every grammar of the family, a row per top-level rule (and the
 * row of the text's scheme rule where the grammar has one), each with its
 * verdict and, when it fails, the offset where the rule stops.
 */
import { verdicts } from '../conform/index.js';
import { text } from './arguments.js';

/** One row of `uri_conforms`. */
export interface UriConformsRow {
  readonly grammar: string;
  readonly rule: string;
  /** `rule`: a top-level rule of the grammar; `scheme`: the rule of the text's scheme. */
  readonly kind: string;
  readonly valid: boolean;
  /** Where the rule stops (UTF-16 code units, from 0); NULL when valid. */
  readonly offset: number | null;
}

/** `uri_conforms(text)`: the rows of the conformance report, in `GRAMMARS` order; NULL for NULL. */
export function uri_conforms(input: string | null): UriConformsRow[] | null {
  if (input === null) return null;
  return verdicts(text('uri_conforms', 'text', input)).map((v) => ({
    grammar: v.grammar,
    rule: v.rule,
    kind: v.kind,
    valid: v.offset < 0,
    offset: v.offset < 0 ? null : v.offset,
  }));
}
