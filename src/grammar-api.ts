/**
 * The parse API of a grammar of the family, made from what scripts/generate.mjs
 * generates for it (its parser, its rules' DFAs and its rule names): `parse`
 * by any of its rules to a typed AST, `check` for the syntax error, `isValid`.
 * Every grammar's entry point (the root for RFC 3986, `uri-grammar/rfc3987`,
 * ...) is made here, so that they behave alike.
 */
import { UriSyntaxError } from './errors.js';
import { textLeaf } from './nodes.js';
import { VALID, type Diagnosis, type Validator } from './validate.js';

/** What scripts/generate.mjs generates for a grammar's parser (generated/<name>.ts). */
export interface GeneratedParser {
  /** The rule's result, or FAILED (no expectation recorded, no error built). */
  readonly tryParse: (input: string, startRule: never) => unknown;
  readonly FAILED: unknown;
}

/** The parts of a grammar. */
export interface GrammarParts<R extends string> {
  /** The grammar's name in `GRAMMARS`. */
  readonly name: string;
  /** Its RFC's number. */
  readonly rfc: number;
  /** Its rules, as the RFC names them, and their Peggy names (generated/<name>.rules.ts). */
  readonly table: readonly { readonly rfc: R; readonly peg: string }[];
  /** The rule that `parse`, `check` and `isValid` use by default. */
  readonly start: R;
  readonly parser: GeneratedParser;
  /** Its rules' DFAs (`createValidator` of generated/<name>.validator.ts). */
  readonly validator: Validator;
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

/** The API of one grammar. */
export interface GrammarApi<Nodes, R extends keyof Nodes & string, Start extends R> {
  readonly parse: ParseFunction<Nodes, Start>;
  /** The syntax error of `input` against `rule` (by default the start rule), or `null` when it matches. */
  readonly check: (input: string, rule?: R) => UriSyntaxError<R> | null;
  /** True when `input` matches `rule` (by default the start rule), by the rule's DFA alone. */
  readonly isValid: (input: string, rule?: R) => boolean;
  /** True when `name` is a rule of the grammar. */
  readonly isRuleName: (name: unknown) => name is R;
}

/** The API of a grammar from its generated parts. */
export function grammarApi<Nodes, R extends keyof Nodes & string, Start extends R>(parts: GrammarParts<R> & { readonly start: Start }): GrammarApi<Nodes, R, Start> {
  const { name, rfc, start, parser, table } = parts;
  const validator = parts.validator;
  const pegNames = new Map<string, string>(table.map((r) => [r.rfc, r.peg]));
  const startPeg = pegNames.get(start)!;
  const tryParse = parser.tryParse as unknown as (input: string, startRule: string) => unknown;

  const isRuleName = (rule: unknown): rule is R => typeof rule === 'string' && pegNames.has(rule);
  const assertArguments = (input: unknown, rule: unknown): void => {
    if (typeof input !== 'string') throw new TypeError(`input must be a string, not ${input === null ? 'null' : typeof input}`);
    if (!isRuleName(rule)) throw new TypeError(`unknown RFC ${rfc} rule: ${String(rule)}`);
  };
  const syntaxError = (input: string, rule: R, failure: Diagnosis) => new UriSyntaxError<R>(input, failure.offset, failure.expected, rule, name);

  function parse(input: string, rule: R = start): unknown {
    // The default rule skips the lookups.
    let startRule: string;
    if (rule === start && typeof input === 'string') startRule = startPeg;
    else {
      assertArguments(input, rule);
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
      throw syntaxError(input, rule, failure);
    }
    return typeof result === 'string' ? textLeaf(rule, input) : result;
  }

  return {
    parse: parse as ParseFunction<Nodes, Start>,
    /**
     * The rule's DFA (src/validate.ts) decides, and for an invalid input gives
     * the offset and the expectations (the same error that parse() throws).
     */
    check(input: string, rule: R = start): UriSyntaxError<R> | null {
      assertArguments(input, rule);
      const failure = validator.diagnose(input, rule);
      return failure === null ? null : syntaxError(input, rule, failure);
    },
    isValid(input: string, rule: R = start): boolean {
      assertArguments(input, rule);
      return validator.validate(input, rule) === VALID;
    },
    isRuleName,
  };
}
