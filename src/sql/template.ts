/**
 * `uri_template_expand(template, variables)`: a URI Template expanded (RFC
 * 6570 §3) with the variables of a JSON object (strings, numbers and booleans
 * as their text, arrays as lists, objects as associative arrays, §2.3). The
 * template is usually the same on every row: it is compiled once and kept.
 * A template that is not a URI-Template (§2), variables that are not a JSON
 * object, or values §3 defines no expansion for are the query's error; NULL
 * in, NULL out.
 */
import { compile, type CompiledTemplate } from '../grammars/rfc6570/compile.js';
import type { Variables } from '../grammars/rfc6570/expand.js';
import { text } from './arguments.js';

/** The compiled templates, by text: a few distinct templates per query, kept up to KEPT. */
const compiled = new Map<string, CompiledTemplate>();
const KEPT = 256;

function compiledTemplate(template: string): CompiledTemplate {
  let c = compiled.get(template);
  if (c === undefined) {
    c = compile(template);
    if (compiled.size >= KEPT) compiled.delete(compiled.keys().next().value!);
    compiled.set(template, c);
  }
  return c;
}

/** The variables of a JSON text (or of an object, as a warehouse passes a JSON column), else a TypeError. */
function variablesOf(json: unknown): Variables {
  let value: unknown = json;
  if (typeof json === 'string') {
    try {
      value = JSON.parse(json);
    } catch (e) {
      throw new TypeError(`uri_template_expand: variables must be a JSON object: ${(e as Error).message}`);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new TypeError(`uri_template_expand: variables must be a JSON object, not ${value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value}`);
  }
  return value as Variables;
}

/**
 * `uri_template_expand(template, variables)`: the expansion of `template` with the
 * variables of a JSON object.
 * @throws {UriSyntaxError} when the template is not a URI-Template.
 * @throws {TemplateExpansionError} when §3 defines no expansion of it with these values.
 * @throws {TypeError} when the variables are not a JSON object.
 */
export function uri_template_expand(template: string | null, variables: string | object | null): string | null {
  if (template === null || variables === null) return null;
  return compiledTemplate(text('uri_template_expand', 'template', template)).expand(variablesOf(variables));
}
