/**
 * The typed constructors that grammar/rfc6570.peggy's actions call (one call
 * each): they build the nodes of ./ast.ts. The grammar hands `URI_Template` a
 * run of literal characters as one leaf (its `// PEG:` place); read as the
 * ABNF writes it, one leaf per character, `URI_Template` joins neighbours
 * into runs.
 *
 * Each constructor is called once per node of every parse: they take the
 * parser's fresh arrays as they are and copy nothing they need not.
 */
import type * as a from './ast.js';
import { leaf, type Range } from '../rfc3986/nodes.js';

export { leaf };

/** `URI-Template`: its parts, neighbouring literal leaves joined into one run (none neighbour in the grammar as written). */
export function URI_Template(r: Range, items: readonly (a.literals | a.expression)[]): a.URI_Template {
  for (let i = 1; i < items.length; i++) {
    if (items[i]!.type === 'literals' && items[i - 1]!.type === 'literals') return { type: 'URI-Template', start: r.start, end: r.end, parts: joinLiterals(items) };
  }
  return { type: 'URI-Template', start: r.start, end: r.end, parts: items };
}

/** The parts with each run of neighbouring literal leaves one leaf. */
function joinLiterals(items: readonly (a.literals | a.expression)[]): (a.literals | a.expression)[] {
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
  return parts;
}

/** `expression`: the operator and the varspecs of its variable list, read in place (the grammar's `// PEG:` place). */
export function expression(r: Range, operator: string | null, first: a.varspec, rest: readonly a.varspec[]): a.expression {
  return { type: 'expression', start: r.start, end: r.end, operator: operator as a.Operator | null, variables: varspecs(first, rest) };
}

/** `variable-list` (parsed by its own rule): the first varspec and the rest, in one array. */
export function variable_list(r: Range, first: a.varspec, rest: readonly a.varspec[]): a.variable_list {
  return { type: 'variable-list', start: r.start, end: r.end, variables: varspecs(first, rest) };
}

/** The first varspec and the rest in one array (without the spread's iteration). */
function varspecs(first: a.varspec, rest: readonly a.varspec[]): a.varspec[] {
  const variables = [first];
  for (let i = 0; i < rest.length; i++) variables.push(rest[i]!);
  return variables;
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
