/**
 * The parse API of a grammar of the family, made from what scripts/generate.mjs
 * generates for it (its parser, its rules' DFAs and its rule names): `parse`
 * by any of its rules to a typed AST, `check` for the syntax error, `isValid`.
 * Every grammar's entry point (the root for RFC 3986, `uri-grammar/rfc3987`,
 * ...) is made here, so that they behave alike.
 */
import { UriSyntaxError, returnedSyntaxError } from './errors.js';
import { textLeaf } from './nodes.js';
import { VALID, type Validator } from './validate.js';

/** What scripts/generate.mjs generates for a grammar's parser (generated/<name>.ts). */
export interface GeneratedParser {
  /** The rule's result, or FAILED (no expectation recorded, no error built). */
  readonly tryParse: (input: string, startRule: never) => unknown;
  readonly FAILED: unknown;
}

/** The parts of a grammar that validation needs (no parser). */
export interface GrammarChecks<R extends string> {
  /** The grammar's name in `GRAMMARS`. */
  readonly name: string;
  /** Its RFC's number. */
  readonly rfc: number;
  /** Its rules, as the RFC names them (generated/<name>.rules.ts). */
  readonly table: readonly { readonly rfc: R }[];
  /** The rule that `parse`, `check` and `isValid` use by default. */
  readonly start: R;
  /** Its rules' DFAs (`createValidator` of generated/<name>.validator.ts). */
  readonly validator: Validator;
}

/** The parts of a grammar. */
export interface GrammarParts<R extends string> extends GrammarChecks<R> {
  /** Its rules, as the RFC names them, and their Peggy names (generated/<name>.rules.ts). */
  readonly table: readonly { readonly rfc: R; readonly peg: string }[];
  readonly parser: GeneratedParser;
}

/** `parse` of a grammar whose rules parse to `Nodes`, with the default rule `Start`. */
export interface ParseFunction<Nodes, Start extends keyof Nodes & string> {
  /**
   * Parses `input` by the grammar's start rule and returns its typed AST.
   * @throws {UriSyntaxError} when the input does not match the rule.
   * @throws {TypeError} when the input is not a string.
   */
  (input: string): Nodes[Start];
  /**
   * Parses `input` by `rule` and returns its typed AST.
   * @throws {UriSyntaxError} when the input does not match the rule.
   * @throws {TypeError} when the input is not a string or the rule is unknown.
   */
  <Rule extends keyof Nodes & string>(input: string, rule: Rule): Nodes[Rule];
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

/** The API of one grammar. */
export interface GrammarApi<Nodes, R extends keyof Nodes & string, Start extends R> extends GrammarValidation<R> {
  readonly parse: ParseFunction<Nodes, Start>;
}

/** The argument checks of a grammar's functions: a string, and a rule of the grammar. */
function argumentChecks<R extends string>({ rfc, table }: GrammarChecks<R>) {
  const rules = new Set<string>(table.map((r) => r.rfc));
  const isRuleName = (rule: unknown): rule is R => typeof rule === 'string' && rules.has(rule);
  const assertArguments = (input: unknown, rule: unknown): void => {
    if (typeof input !== 'string') throw new TypeError(`input must be a string, not ${input === null ? 'null' : typeof input}`);
    if (!isRuleName(rule)) throw new TypeError(`unknown RFC ${rfc} rule: ${String(rule)}`);
  };
  return { isRuleName, assertArguments };
}

/** `isValid` of a grammar: true when `input` matches `rule` (by default the start rule), by the rule's DFA alone; it builds no error. */
export function validityTest<R extends string>(parts: GrammarChecks<R>): (input: string, rule?: R) => boolean {
  const { start, validator } = parts;
  const { assertArguments } = argumentChecks(parts);
  return (input, rule = start) => {
    assertArguments(input, rule);
    return validator.validate(input, rule) === VALID;
  };
}

/**
 * `check` of a grammar: the syntax error of `input` against `rule` (by default
 * the start rule), or `null` when it matches. The rule's DFA (src/validate.ts)
 * decides, and for an invalid input gives the offset and the expectations
 * (the same error that parse() throws).
 */
export function syntaxCheck<R extends string>(parts: GrammarChecks<R>): (input: string, rule?: R) => UriSyntaxError<R> | null {
  const { name, start, validator } = parts;
  const { assertArguments } = argumentChecks(parts);
  return (input, rule = start) => {
    assertArguments(input, rule);
    const failure = validator.diagnose(input, rule);
    // A returned error locates nothing the input does not: no stack trace (src/errors.ts).
    return failure === null ? null : returnedSyntaxError<R>(input, failure.offset, failure.expected, rule, name);
  };
}

/** `check`, `isValid` and `isRuleName` of a grammar, by its DFAs alone (no parser is loaded). */
export function grammarValidation<R extends string>(parts: GrammarChecks<R>): GrammarValidation<R> {
  return { check: syntaxCheck(parts), isValid: validityTest(parts), isRuleName: argumentChecks(parts).isRuleName };
}

/** The API of a grammar from its generated parts. */
export function grammarApi<Nodes, R extends keyof Nodes & string, Start extends R>(parts: GrammarParts<R> & { readonly start: Start }): GrammarApi<Nodes, R, Start> {
  const { name, start, parser, table, validator } = parts;
  const validation = grammarValidation(parts);
  const { check, isRuleName } = validation;
  const pegNames = new Map<string, string>(table.map((r) => [r.rfc, r.peg]));
  const startPeg = pegNames.get(start)!;
  const tryParse = parser.tryParse as unknown as (input: string, startRule: string) => unknown;

  function parse(input: string, rule: R = start): unknown {
    // The default rule skips the lookups.
    let startRule: string;
    if (rule === start && typeof input === 'string') startRule = startPeg;
    else {
      // The argument checks of check(), which throw on a non-string or an unknown rule.
      if (typeof input !== 'string' || !isRuleName(rule)) check(input, rule);
      startRule = pegNames.get(rule)!;
    }
    // The parser: silent, no expectations recorded, no error built.
    const result = tryParse(input, startRule);
    if (result === parser.FAILED) {
      // Invalid input only: the DFA gives the offset and the expectations.
      const failure = validator.diagnose(input, rule);
      // The parser and the DFA accept the same language (the equivalence
      // tests hold both to the ABNF); a disagreement is a bug, said as one.
      if (failure === null) throw new Error(`uri-grammar: the ${name} parser rejects what the ${rule} DFA accepts: ${JSON.stringify(input)}; please report it`);
      throw new UriSyntaxError<R>(input, failure.offset, failure.expected, rule, name);
    }
    return typeof result === 'string' ? textLeaf(rule, input) : result;
  }

  return { ...validation, parse: parse as ParseFunction<Nodes, Start> };
}
