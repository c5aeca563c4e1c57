/**
 * The SQL functions of URI Templates (RFC 6570):
 * `uri_template_expand(template, variables)`, a template expanded (§3) with
 * the variables of a JSON object (strings, numbers and booleans as their
 * text, arrays as lists, objects as associative arrays, §2.3), and
 * `uri_template_match(template, uri)`, the variables a URI is the expansion
 * of, read back (docs/templates.md) as a JSON object. The template is usually
 * the same on every row: it is compiled once and kept. A template that is not
 * a URI-Template (§2), variables that are not a JSON object, or values §3
 * defines no expansion for are the query's error; NULL in, NULL out.
 */
import { isUriSyntaxError } from '../core/errors.js';
import { compile, type CompiledTemplate } from '../grammars/rfc6570/compile.js';
import type { Variables } from '../grammars/rfc6570/expand.js';
import { TemplateMatchError } from '../grammars/rfc6570/match.js';
import { text } from './arguments.js';

/** The compiled templates, by text: a few distinct templates per query, kept up to KEPT. */
const compiled = new Map<string, CompiledTemplate>();
const KEPT = 256;

/**
 * The compiled template, or a TypeError that names the function and says
 * where the template stops, what could continue there, and the likely mistake
 * (the UriSyntaxError's message and diagnosis, kept as the `cause`).
 */
function compiledTemplate(fn: string, template: string): CompiledTemplate {
  let c = compiled.get(template);
  if (c === undefined) {
    try {
      c = compile(template);
    } catch (e) {
      if (!isUriSyntaxError(e)) throw e;
      const d = e.diagnosis;
      throw new TypeError(`${fn}: template is not a URI-Template (RFC 6570 §2): ${e.message}${d === null ? '' : `: ${d.message} (${d.rfc})`}`, { cause: e });
    }
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
 * @throws {TypeError} when the template is not a URI-Template, or the variables are not a JSON object.
 * @throws {TemplateExpansionError} when §3 defines no expansion of it with these values.
 */
export function uri_template_expand(template: string | null, variables: string | object | null): string | null {
  if (template === null || variables === null) return null;
  return compiledTemplate('uri_template_expand', text('uri_template_expand', 'template', template)).expand(variablesOf(variables));
}

/**
 * `uri_template_match(template, uri)`: the variables whose expansion of
 * `template` is exactly `uri` (`compile(template).match(uri)`), as the text of
 * a JSON object: each defined variable by name, a string, a list or an
 * associative array (an object), an undefined one absent; `{}` for a template
 * without variables that the URI matches. JSON, since no one SQL type holds a
 * value that may be any of the three. NULL when no variables expand to `uri`,
 * or when an argument is NULL.
 * @throws {TypeError} when the template is not a URI-Template, or an argument is not text.
 * @throws {TemplateMatchError} when the search passes its limit of steps (a template that names a variable twice, on a URI made for it): the query's error, not a NULL that would say the URI does not match.
 */
export function uri_template_match(template: string | null, uri: string | null): string | null {
  if (template === null || uri === null) return null;
  const c = compiledTemplate('uri_template_match', text('uri_template_match', 'template', template));
  let found;
  try {
    found = c.match(text('uri_template_match', 'uri', uri));
  } catch (e) {
    // The search's own error, made for this call: its message names the function too.
    if (e instanceof TemplateMatchError) e.message = `uri_template_match: ${e.message}`;
    throw e;
  }
  return found === null ? null : JSON.stringify(found);
}
