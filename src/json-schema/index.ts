/**
 * uri-grammar/json-schema: the JSON Schema formats `uri`, `uri-reference`,
 * `iri` and `iri-reference` (JSON Schema Validation 2020-12 §7.3.5) and
 * `uri-template` (§7.3.6), decided by the grammars' DFAs: RFC 3986's `URI`
 * and `URI-reference`, RFC 3987's `IRI` and `IRI-reference`, RFC 6570's
 * `URI-Template`, strictly, as the specification asks.
 *
 * `formats` maps each format name to a predicate on a string, the shape every
 * common validator takes (`new Ajv({ formats })`, @cfworker/json-schema's
 * `format` table); `addFormats(ajv)` registers them on an ajv instance; and
 * `explainFormat(format, value)` gives the syntax error (rule, offset,
 * expected, found, `format()` with its caret) that a predicate cannot return.
 *
 * This module loads the grammars' DFAs and no parser; it does not import
 * ajv (it takes any object with ajv's `addFormat`).
 */
import { defineHints, UriSyntaxError } from '../core/errors.js';
import { hint as rfc3986Hints } from '../grammars/rfc3986/hints.js';
import { hint as rfc3987Hints } from '../grammars/rfc3987/hints.js';
import { hint as rfc6570Hints } from '../grammars/rfc6570/hints.js';
import { diagnose as rfc3986Diagnoses } from '../grammars/rfc3986/diagnoses.js';
import { diagnose as rfc3987Diagnoses } from '../grammars/rfc3987/diagnoses.js';
import { diagnose as rfc6570Diagnoses } from '../grammars/rfc6570/diagnoses.js';
import { validator as rfc3986 } from '../grammars/rfc3986/validator.js';
import { createValidator, VALID, type Validator } from '../core/dfa.js';
import { VALIDATOR as RFC3987_DFAS } from '../../generated/rfc3987.validator.js';
import { VALIDATOR as RFC6570_DFAS } from '../../generated/rfc6570.validator.js';

export { UriSyntaxError, isUriSyntaxError } from '../core/errors.js';

/** The JSON Schema formats this module validates. */
export type FormatName = 'uri' | 'uri-reference' | 'iri' | 'iri-reference' | 'uri-template';

/**
 * The grammars of the formats: each one's DFAs, made on first use (RFC 3986's
 * are the root's own), and its hints and diagnoses, defined on its first error.
 */
const GRAMMARS_OF_FORMATS = {
  rfc3986: { dfas: () => rfc3986, hints: rfc3986Hints, diagnoses: rfc3986Diagnoses },
  rfc3987: { dfas: () => createValidator(RFC3987_DFAS), hints: rfc3987Hints, diagnoses: rfc3987Diagnoses },
  rfc6570: { dfas: () => createValidator(RFC6570_DFAS), hints: rfc6570Hints, diagnoses: rfc6570Diagnoses },
} as const;

/** A format's grammar and rule (JSON Schema Validation 2020-12 §7.3.5, §7.3.6). */
interface FormatRule {
  readonly grammar: keyof typeof GRAMMARS_OF_FORMATS;
  readonly rule: string;
}

/**
 * The rule of each format. §7.3.5: "uri: A string instance is valid against
 * this attribute if it is a valid URI, according to [RFC3986]"; "uri-reference:
 * ... a valid URI Reference (either a URI or a relative-reference)"; "iri" and
 * "iri-reference" the same by [RFC3987]. §7.3.6: "uri-template: ... a valid
 * URI Template (of any level), according to [RFC6570]".
 */
const RULES: Readonly<Record<FormatName, FormatRule>> = {
  'uri': { grammar: 'rfc3986', rule: 'URI' },
  'uri-reference': { grammar: 'rfc3986', rule: 'URI-reference' },
  'iri': { grammar: 'rfc3987', rule: 'IRI' },
  'iri-reference': { grammar: 'rfc3987', rule: 'IRI-reference' },
  'uri-template': { grammar: 'rfc6570', rule: 'URI-Template' },
};

/** The names of the formats, in the order of JSON Schema Validation §7.3.5, §7.3.6. */
export const FORMAT_NAMES: readonly FormatName[] = Object.freeze(['uri', 'uri-reference', 'iri', 'iri-reference', 'uri-template']);

const validators = new Map<FormatRule['grammar'], Validator>();
const hinted = new Set<FormatRule['grammar']>();

/** The DFAs of a format's grammar, made once. */
function validatorOf(grammar: FormatRule['grammar']): Validator {
  let v = validators.get(grammar);
  if (v === undefined) validators.set(grammar, (v = GRAMMARS_OF_FORMATS[grammar].dfas()));
  return v;
}

function ruleOf(format: unknown): FormatRule {
  if (typeof format !== 'string' || !Object.prototype.hasOwnProperty.call(RULES, format)) {
    throw new TypeError(`unknown format ${JSON.stringify(format)}: expected one of ${FORMAT_NAMES.join(', ')}`);
  }
  return RULES[format as FormatName];
}

/** A format's predicate: true when the value is valid against the format. */
export type FormatPredicate = (value: string) => boolean;

/**
 * The predicate of one format. A value that is not a string is valid: JSON
 * Schema Validation 2020-12 §7.1 makes a string format apply to strings only
 * (the test suite's "all string formats ignore integers", ...).
 */
function predicate(format: FormatName): FormatPredicate {
  const { grammar, rule } = RULES[format];
  let dfas: Validator | undefined;
  return (value) => typeof value !== 'string' || (dfas ??= validatorOf(grammar)).validate(value, rule) === VALID;
}

/**
 * Format name → predicate, as JSON Schema validators take formats:
 * `uri` and `uri-reference` by RFC 3986 (`URI`, `URI-reference`), `iri` and
 * `iri-reference` by RFC 3987 (`IRI`, `IRI-reference`), `uri-template` by
 * RFC 6570 (`URI-Template`, with erratum 6937: the apostrophe is a literal).
 *
 * @example formats.uri('http://example.com:abc/') // false: a port is digits only (RFC 3986 §3.2.3)
 */
export const formats: Readonly<Record<FormatName, FormatPredicate>> = Object.freeze({
  'uri': predicate('uri'),
  'uri-reference': predicate('uri-reference'),
  'iri': predicate('iri'),
  'iri-reference': predicate('iri-reference'),
  'uri-template': predicate('uri-template'),
});

/**
 * What `addFormats` needs of an ajv instance: its `addFormat` method (ajv 8's
 * `Ajv`, `Ajv2019`, `Ajv2020` all have it). Typed by its shape, so that this
 * package does not depend on ajv.
 */
export interface AjvLike {
  addFormat(name: string, format: { type: 'string'; validate: FormatPredicate }): unknown;
}

/**
 * Registers the formats on an ajv instance (all five, or those named) and
 * returns the instance. A format registered before under the same name (by
 * ajv-formats, say) is replaced.
 *
 * @throws {TypeError} when a name is not one of `FORMAT_NAMES`.
 * @example const ajv = addFormats(new Ajv());
 */
export function addFormats<A extends AjvLike>(ajv: A, names: readonly FormatName[] = FORMAT_NAMES): A {
  if (ajv === null || typeof ajv !== 'object' || typeof (ajv as Partial<AjvLike>).addFormat !== 'function') {
    throw new TypeError('addFormats needs an ajv instance (an object with an addFormat method)');
  }
  for (const name of names) {
    ruleOf(name);
    ajv.addFormat(name, { type: 'string', validate: formats[name] });
  }
  return ajv;
}

/**
 * Why `value` is not valid against `format`: the syntax error of the format's
 * rule (its `rule`, `offset`, `expected`, `found`, and `format()` for the
 * message with a caret and a hint), or `null` when the value is valid (a
 * value that is not a string is valid, as for the predicates).
 *
 * @throws {TypeError} when `format` is not one of `FORMAT_NAMES`.
 * @example explainFormat('uri', 'http://h:8o/')?.offset // 10
 */
export function explainFormat(format: FormatName, value: unknown): UriSyntaxError<string> | null {
  const { grammar, rule } = ruleOf(format);
  if (typeof value !== 'string') return null;
  const failure = validatorOf(grammar).diagnose(value, rule);
  if (failure === null) return null;
  if (!hinted.has(grammar)) (defineHints(grammar, GRAMMARS_OF_FORMATS[grammar].hints, GRAMMARS_OF_FORMATS[grammar].diagnoses), hinted.add(grammar));
  return new UriSyntaxError<string>(value, failure.offset, failure.expected, rule, grammar);
}
