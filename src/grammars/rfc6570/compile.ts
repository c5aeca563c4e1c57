/**
 * A URI Template parsed once, then expanded (RFC 6570 §3) and matched back
 * (./match.ts) many times: the template's AST, its literal runs expanded once
 * (§3.1), `expand`, which reads only the values, and `match`.
 */
import type { URI_Template } from './ast.js';
import { checkedAst, expandSteps, stepsOf, type Variables } from './expand.js';
import { matchTemplate, type MatchOptions, type MatchVariables } from './match.js';
import { templateAst } from './scan.js';

/** A compiled template (`compile`). */
export interface CompiledTemplate {
  /** The template's AST, as `parse` gives it. */
  readonly template: URI_Template;
  /**
   * The expansion of the template with `variables` (RFC 6570 §3), as `expand(template, variables)`.
   * @throws {TemplateExpansionError} when §3 defines no expansion of it with these values.
   */
  expand(variables: Variables): string;
  /**
   * The variables whose expansion is exactly `uri`, or null, as `match(template, uri, options)`.
   * @throws {TemplateMatchError} when the search passes `options.maxSteps`.
   */
  match(uri: string, options?: MatchOptions): MatchVariables | null;
}

/**
 * Parses `template` once, for many expansions.
 * @throws {UriSyntaxError} when the template is not a URI-Template (§2).
 * @throws {TypeError} when it is neither a string nor a parsed URI-Template.
 */
export function compile(template: string | URI_Template): CompiledTemplate {
  const ast = typeof template === 'string' ? templateAst(template) : checkedAst(template);
  const steps = stepsOf(ast);
  return Object.freeze({
    template: ast,
    expand: (variables: Variables): string => expandSteps(steps, variables),
    match: (uri: string, options?: MatchOptions): MatchVariables | null => matchTemplate(ast, uri, options),
  });
}
