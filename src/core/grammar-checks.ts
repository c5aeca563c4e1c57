/**
 * Validation by a grammar's DFAs, with no parser: `check` for the syntax
 * error, `isValid`, and the argument checks every grammar's functions share.
 * `uri-grammar/validate` loads this and the DFAs alone; src/core/grammar-api.ts
 * adds the parser.
 */
import { defineHints, returnedSyntaxError, type Diagnoses, type Hints, type UriSyntaxError } from './errors.js';
import { VALID, type Validator } from './dfa.js';

/** The hints of a grammar that has none. */
const noHints: Hints = () => null;

/** The parts of a grammar that validation needs (no parser). */
export interface GrammarChecks<R extends string> {
  /** The grammar's name in `GRAMMARS`. */
  readonly name: string;
  /** Its RFC's number. */
  readonly rfc: number | null;
  /** Its rules, as the RFC names them (generated/<name>.rules.ts). */
  readonly table: readonly { readonly rfc: R }[];
  /** The rule that `parse`, `check` and `isValid` use by default. */
  readonly start: R;
  /** Its rules' DFAs (`createValidator` of generated/<name>.validator.ts). */
  readonly validator: Validator;
  /** Its hints for the common mistakes (src/grammars/<name>/hints.ts), which `format()` of its errors adds. */
  readonly hints?: Hints;
  /** Its diagnoses (src/grammars/<name>/diagnoses.ts): `diagnosis` of its errors, which `format()` adds too. */
  readonly diagnoses?: Diagnoses;
}

/** Validation by one grammar's DFAs: what needs no parser. */
export interface GrammarValidation<R extends string> {
  /** The syntax error of `input` against `rule` (by default the start rule), or `null` when it matches. */
  readonly check: (input: string, rule?: R) => UriSyntaxError<R> | null;
  /** True when `input` matches `rule` (by default the start rule), by the rule's DFA alone. */
  readonly isValid: (input: string, rule?: R) => boolean;
  /** True when `name` is a rule of the grammar. */
  readonly isRuleName: (name: unknown) => name is R;
}

/** The argument checks of a grammar's functions: a string, and a rule of the grammar. */
export function argumentChecks<R extends string>({ name, rfc, table }: GrammarChecks<R>) {
  const rules = new Set<string>(table.map((r) => r.rfc));
  const isRuleName = (rule: unknown): rule is R => typeof rule === 'string' && rules.has(rule);
  const assertArguments = (input: unknown, rule: unknown): void => {
    if (typeof input !== 'string') throw new TypeError(`input must be a string, not ${input === null ? 'null' : typeof input}`);
    if (!isRuleName(rule)) throw new TypeError(`unknown ${rfc === null ? name : `RFC ${rfc}`} rule: ${String(rule)}`);
  };
  return { isRuleName, assertArguments };
}

/** `isValid` of a grammar: true when `input` matches `rule` (by default the start rule), by the rule's DFA alone; it builds no error. */
export function validityTest<R extends string>(parts: GrammarChecks<R>): (input: string, rule?: R) => boolean {
  const { start, validator } = parts;
  const { assertArguments, isRuleName } = argumentChecks(parts);
  return (input, rule = start) => {
    // The start rule needs no lookup: isValid's cost is mostly per call.
    if (typeof input !== 'string' || (rule !== start && !isRuleName(rule))) assertArguments(input, rule);
    return validator.test(input, rule);
  };
}

/**
 * `check` of a grammar: the syntax error of `input` against `rule` (by default
 * the start rule), or `null` when it matches. The rule's DFA (src/core/dfa.ts)
 * decides, and for an invalid input gives the offset and the expectations
 * (the same error that parse() throws).
 */
export function syntaxCheck<R extends string>(parts: GrammarChecks<R>): (input: string, rule?: R) => UriSyntaxError<R> | null {
  const { name, start, validator, hints, diagnoses } = parts;
  const { assertArguments, isRuleName } = argumentChecks(parts);
  if (hints || diagnoses) defineHints(name, hints ?? noHints, diagnoses);
  return (input, rule = start) => {
    // The start rule needs no lookup, as in isValid.
    if (typeof input !== 'string' || (rule !== start && !isRuleName(rule))) assertArguments(input, rule);
    // `diagnose` in its two parts, with no object between them: the offset, then what could continue there.
    const offset = validator.validate(input, rule);
    // A returned error locates nothing the input does not: no stack trace (src/errors.ts).
    return offset === VALID ? null : returnedSyntaxError<R>(input, offset, validator.expectedAtStop(), rule, name);
  };
}

/** `check`, `isValid` and `isRuleName` of a grammar, by its DFAs alone (no parser is loaded). */
export function grammarValidation<R extends string>(parts: GrammarChecks<R>): GrammarValidation<R> {
  return { check: syntaxCheck(parts), isValid: validityTest(parts), isRuleName: argumentChecks(parts).isRuleName };
}
