/**
 * RFC 6570 Appendix A: the value table of expansion, one row per expression
 * type, as data. `first` is appended before the first defined variable of an
 * expression, `sep` before each later one; `named` says whether the
 * expansion writes the variable's (or key's) name; `ifemp` is appended to a
 * name whose value is empty; `allow` is what a value may leave unencoded:
 * `U` the unreserved set, `U+R` unreserved, reserved and pct-encoded
 * triplets (§3.2.1).
 *
 * The operators of op-reserve (`= , ! @ |`, §2.2) are valid syntax reserved
 * for future extensions: the table has no row for them, and expansion
 * refuses them.
 */
import type { Operator } from './ast.js';
import { reserved, union, unreserved, type CharSet } from '../../core/charsets.js';

/** The characters a value may leave unencoded (Appendix A "allow"). */
export type Allow = 'U' | 'U+R';

/**
 * The characters of a value left as they are, by allow (Appendix A): (U) the
 * unreserved set; (U+R) unreserved and reserved (§3.2.1: and pct-encoded
 * triplets, which the encoders keep apart). Expansion encodes by it
 * (./expand.ts) and matching reads by it (./match.ts).
 */
export const ALLOWED: Readonly<Record<Allow, CharSet>> = Object.freeze({ 'U': unreserved, 'U+R': union(unreserved, reserved) });

/** One column of the Appendix A table. */
export interface ExpansionBehaviour {
  readonly first: string;
  readonly sep: string;
  readonly named: boolean;
  readonly ifemp: string;
  readonly allow: Allow;
}

/** An expression type of §3.2.2-§3.2.9: `NUL` (no operator, simple string expansion) or an operator of levels 2 and 3. */
export type ExpressionType = 'NUL' | '+' | '.' | '/' | ';' | '?' | '&' | '#';

/** The operators of op-reserve (§2.2): no expansion is defined for them. */
export type ReservedOperator = Exclude<Operator, Exclude<ExpressionType, 'NUL'>>;

const row = (first: string, sep: string, named: boolean, ifemp: string, allow: Allow): ExpansionBehaviour => Object.freeze({ first, sep, named, ifemp, allow });

// RFC 6570 Appendix A, the table, column by column.
//                                          first sep  named  ifemp allow
export const APPENDIX_A: Readonly<Record<ExpressionType, ExpansionBehaviour>> = Object.freeze({
  'NUL': row('', ',', false, '', 'U'), //   §3.2.2 simple string
  '+': row('', ',', false, '', 'U+R'), //   §3.2.3 reserved
  '.': row('.', '.', false, '', 'U'), //    §3.2.5 label
  '/': row('/', '/', false, '', 'U'), //    §3.2.6 path segment
  ';': row(';', ';', true, '', 'U'), //     §3.2.7 path-style parameter
  '?': row('?', '&', true, '=', 'U'), //    §3.2.8 form-style query
  '&': row('&', '&', true, '=', 'U'), //    §3.2.9 form-style continuation
  '#': row('#', ',', false, '', 'U+R'), //  §3.2.4 fragment
});

/** The operators of op-reserve (§2.2), in the ABNF's order. */
export const RESERVED_OPERATORS: readonly ReservedOperator[] = Object.freeze(['=', ',', '!', '@', '|'] as const);

/** The row of an expression's operator (`null`: simple string expansion), or `null` for an operator of op-reserve (§2.2). */
export function behaviourOf(operator: Operator | null): ExpansionBehaviour | null {
  if (operator === null) return APPENDIX_A.NUL;
  return Object.hasOwn(APPENDIX_A, operator) ? APPENDIX_A[operator as ExpressionType] : null;
}
