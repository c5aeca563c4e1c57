/**
 * The typed constructors that grammar/rfc6570.peggy's actions call (one call
 * each): they build the nodes of ./ast.ts. Literal characters arrive one at a
 * time (the ABNF's `literals` is one character) and `URI_Template` joins
 * neighbours into runs.
 */
import type * as a from './ast.js';
import { leaf, type Range } from '../rfc3986/nodes.js';

export { leaf };

/** `URI-Template`: its parts, neighbouring literal characters joined into one run. */
export function URI_Template(r: Range, items: readonly (a.literals | a.expression)[]): a.URI_Template {
  const parts: (a.literals | a.expression)[] = [];
  let run: a.literals | null = null;
  for (const item of items) {
    if (item.type === 'literals' && run !== null) {
      run = { type: 'literals', start: run.start, end: item.end, text: run.text + item.text };
      parts[parts.length - 1] = run;
    } else {
      parts.push(item);
      run = item.type === 'literals' ? item : null;
    }
  }
  return { type: 'URI-Template', start: r.start, end: r.end, parts };
}

export function expression(r: Range, operator: string | null, list: a.variable_list): a.expression {
  return { type: 'expression', start: r.start, end: r.end, operator: operator as a.Operator | null, variables: list.variables };
}

export function variable_list(r: Range, first: a.varspec, rest: readonly a.varspec[]): a.variable_list {
  return { type: 'variable-list', start: r.start, end: r.end, variables: [first, ...rest] };
}

/** `varspec`: the modifier's text (`:N` or `*`) read as a prefix length or an explode. */
export function varspec(r: Range, varname: string, modifier: string | null): a.varspec {
  return {
    type: 'varspec',
    start: r.start,
    end: r.end,
    varname,
    prefix: modifier !== null && modifier !== '*' ? Number(modifier.slice(1)) : null,
    explode: modifier === '*',
  };
}
