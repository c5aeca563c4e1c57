/**
 * The parameters of a geo URI as RFC 5870 §3.3 and §3.4 read them: the CRS,
 * the uncertainty and the others. The grammar takes ";crs=" and ";u=" as the
 * crsp and the uncp only where §3.3 puts them (crs first, u next); a 'crs' or
 * 'u' elsewhere is a `parameter` of the grammar, a MUST NOT of §3.3's prose.
 * Since "parameter order is not significant for URI comparison" (§3.4.4),
 * such a parameter still gives the CRS or the uncertainty when its value is
 * a crslabel or a uval and none was given before; `semanticErrors` reports it.
 */
import type * as a from './ast.js';

/** §3.3 crslabel = "wgs84" / labeltext; labeltext = 1*( alphanum / "-" ) */
const CRSLABEL = /^[A-Za-z0-9-]+$/;
/** §3.3 uval = pnum; pnum = 1*DIGIT [ "." 1*DIGIT ] */
const UVAL = /^[0-9]+(?:\.[0-9]+)?$/;

/** Why a 'crs' or 'u' parameter is not where §3.3 puts it. */
export type Misplaced = 'repeated' | 'value' | 'order';

export interface Reading {
  /** The CRS, in lower case (§3.3: crs values are case-insensitive): "wgs84" when none is given (§3.4.1). */
  readonly crs: string;
  /** The node that gives the CRS (a crslabel, or a parameter's pvalue), or `null` for the default. */
  readonly crsNode: a.crslabel | a.pvalue | null;
  /** The uncertainty's uval as written, or `null` when none is given (§3.4.3). */
  readonly u: string | null;
  /** The parameters that give neither, in their order. */
  readonly other: readonly a.parameter[];
  /** The 'crs' and 'u' parameters, each with why it is not a crsp or uncp. */
  readonly misplaced: readonly { readonly parameter: a.parameter; readonly why: Misplaced }[];
}

/** Reads the parameters of a geo URI's `p`. */
export function readParameters(p: a.p): Reading {
  let crs: string | null = p.crsp?.crslabel.text.toLowerCase() ?? null;
  let crsNode: a.crslabel | a.pvalue | null = p.crsp?.crslabel ?? null;
  let u: string | null = p.uncp?.uval.text ?? null;
  const other: a.parameter[] = [];
  const misplaced: { parameter: a.parameter; why: Misplaced }[] = [];
  for (const parameter of p.parameters) {
    const name = parameter.pname.text.toLowerCase();
    if (name !== 'crs' && name !== 'u') {
      other.push(parameter);
      continue;
    }
    const value = parameter.pvalue;
    const seen = name === 'crs' ? crs !== null : u !== null;
    const fits = value !== null && (name === 'crs' ? CRSLABEL : UVAL).test(value.text);
    if (seen || !fits) {
      misplaced.push({ parameter, why: seen ? 'repeated' : 'value' });
      other.push(parameter);
    } else {
      misplaced.push({ parameter, why: 'order' });
      if (name === 'crs') (crs = value.text.toLowerCase(), crsNode = value);
      else u = value.text;
    }
  }
  return { crs: crs ?? 'wgs84', crsNode, u, other, misplaced };
}
