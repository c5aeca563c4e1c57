/**
 * The parse API of a grammar of the family, made from what scripts/generate.mjs
 * generates for it (its parser, its rules' DFAs and its rule names): `parse`
 * by any of its rules to a typed AST, `check` for the syntax error, `isValid`.
 * Every grammar's entry point (the root for RFC 3986, `uri-grammar/rfc3987`,
 * ...) is made here, so that they behave alike.
 */
import { UriSyntaxError } from './errors.js';
import { grammarValidation, type GrammarChecks, type GrammarValidation } from './grammar-checks.js';

export type { GrammarChecks, GrammarValidation } from './grammar-checks.js';

/** What scripts/generate.mjs generates for a grammar's parser (generated/<name>.ts). */
export interface GeneratedParser {
  /** The rule's result, or FAILED (no expectation recorded, no error built). */
  readonly tryParse: (input: string, startRule: never) => unknown;
  readonly FAILED: unknown;
}

/** The parts of a grammar. */
export interface GrammarParts<R extends string> extends GrammarChecks<R> {
  /** Its rules, as the RFC names them, and their Peggy names (generated/<name>.rules.ts). */
  readonly table: readonly { readonly rfc: R; readonly peg: string }[];
  readonly parser: GeneratedParser;
  /**
   * The node of a rule whose grammar action returns its text (the rules below
   * the components), when that rule is the one parsed: the grammar's own, or
   * a leaf `{ type, start, end, text }`.
   */
  readonly textLeaf?: (rule: R, text: string) => unknown;
}

/** The leaf node of a rule parsed to its text, for a grammar with no `textLeaf` of its own. */
function leafOf(rule: string, text: string): { type: string; start: number; end: number; text: string } {
  return { type: rule, start: 0, end: text.length, text };
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
export interface GrammarApi<Nodes, R extends keyof Nodes & string, Start extends R> extends GrammarValidation<R> {
  readonly parse: ParseFunction<Nodes, Start>;
}

/** The API of a grammar from its generated parts. */
export function grammarApi<Nodes, R extends keyof Nodes & string, Start extends R>(parts: GrammarParts<R> & { readonly start: Start }): GrammarApi<Nodes, R, Start> {
  // The grammar's hints are defined by its validation (syntaxCheck), made below from the same parts.
  const { name, start, parser, table, validator, textLeaf = leafOf } = parts;
  const validation = grammarValidation(parts);
  const { check, isRuleName } = validation;
  const pegNames = new Map<string, string>(table.map((r) => [r.rfc, r.peg]));
  const startPeg = pegNames.get(start)!;
  const tryParse = parser.tryParse as unknown as (input: string, startRule: string) => unknown;
  // Read once: every grammar's parse is this one function (one feedback for
  // all of them in V8), where `parser.FAILED`, read on each call, was a
  // property of a different module namespace per grammar: a megamorphic load
  // in a program that parses by several grammars.
  const FAILED = parser.FAILED;
  // An error of this grammar kept for as long as its parse function lives
  // (which names it below). The hidden classes (maps) of a class's instances
  // hang off its constructor's by transitions that V8's full garbage
  // collection treats as weak: with no UriSyntaxError alive at a full GC, the
  // maps die, and every optimized function that built one (this parse, with
  // the whole first pass inlined into it, and its callers) is thrown away and
  // optimized again, as many times as the program collects garbage.
  const retained = new UriSyntaxError<R>('', 0, [], start, name);

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
    if (result === FAILED) {
      // Invalid input only: the DFA gives the offset and the expectations.
      const failure = validator.diagnose(input, rule);
      // The parser and the DFA accept the same language (the equivalence
      // tests hold both to the ABNF); a disagreement is a bug, said as one.
      if (failure === null) throw new Error(`uri-grammar: the ${name} parser rejects what the ${rule} DFA accepts: ${JSON.stringify(input)}; please report it`);
      throw new (retained.constructor as typeof UriSyntaxError<R>)(input, failure.offset, failure.expected, rule, name);
    }
    return typeof result === 'string' ? textLeaf(rule, input) : result;
  }

  return { ...validation, parse: parse as ParseFunction<Nodes, Start> };
}
