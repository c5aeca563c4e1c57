/**
 * Parsing by any RFC 3986 Appendix A rule with the generated parser, and
 * validation without throwing.
 */
import type * as ast from './ast.js';
import type { RuleName, RuleNodes } from './ast.js';
import { UriSyntaxError } from './errors.js';
import { isRuleName, pegName, RULE_NAMES } from './rules.js';
import { diagnose, validate, VALID, type Diagnosis } from './validate.js';
import { leaf, ipv6Pieces } from './nodes.js';
import { parse as peg, tryParse, FAILED } from '../generated/rfc3986.js';
import type { ParseOptions } from '../generated/rfc3986.js';

type StartRule = NonNullable<ParseOptions['startRule']>;

/**
 * Parses `input` by an Appendix A rule (by default `URI-reference`, RFC 3986
 * §4.1) and returns its typed AST.
 *
 * @throws {UriSyntaxError} when the input does not match the rule.
 * @throws {TypeError} when the input is not a string or the rule is unknown.
 * @example parse('http://example.com/a?b#c').authority?.host // { type: 'reg-name', text: 'example.com', ... }
 */
export function parse(input: string): ast.URI_reference;
export function parse<R extends RuleName>(input: string, rule: R): RuleNodes[R];
export function parse(input: string, rule: RuleName = 'URI-reference'): ast.Node {
  // The default rule skips the lookups (RULE_NAMES does hold it).
  const startRule = rule === 'URI-reference' && typeof input === 'string' ? 'URI_reference' : startRuleOf(input, rule);
  // First pass: silent, no expectations recorded, no error built.
  let result = tryParse(input, startRule);
  if (result === FAILED) {
    // Invalid input only: the DFA gives the offset and the expectations.
    const failure = diagnose(input, rule);
    if (failure !== null) throw syntaxError(input, rule, failure);
    // Not reached: the first pass and the DFA accept the same language, and
    // the tests hold them equal; if they differ, Peggy's own parse decides.
    result = peg(input, { startRule });
  }
  return typeof result === 'string' ? textNode(rule, input) : (result as ast.Node);
}

/** The Peggy start rule of each ABNF rule name. */
const START_RULES: ReadonlyMap<string, string> = new Map(RULE_NAMES.map((name) => [name, pegName(name)]));

function startRuleOf(input: unknown, rule: unknown): StartRule {
  assertArguments(input, rule);
  return START_RULES.get(rule as RuleName) as StartRule;
}

/**
 * The syntax error of `input` against `rule`, or `null` when it matches.
 *
 * The rule's DFA (src/validate.ts) decides, and for an invalid input gives
 * the offset and the expectations (the same error that parse() throws).
 */
export function check(input: string, rule: RuleName = 'URI-reference'): UriSyntaxError | null {
  assertArguments(input, rule);
  const failure = diagnose(input, rule);
  return failure === null ? null : syntaxError(input, rule, failure);
}

/**
 * The error of an input the rule's DFA rejects. The DFA, compiled from the
 * ABNF, knows exactly which characters could continue at the offset, and
 * names them as the grammar's display names do (src/validate.ts), in the one
 * pass that finds the offset, where the parser's detailed pass would cost
 * several. test/expected.test.ts holds these lists equal to the ones the
 * parser's detailed pass records from the grammar's display names.
 */
function syntaxError(input: string, rule: RuleName, failure: Diagnosis): UriSyntaxError {
  return new UriSyntaxError(input, failure.offset, failure.expected, rule);
}

/** True when `input` matches `rule` (by default `URI-reference`), by the rule's DFA alone. */
export function isValid(input: string, rule: RuleName = 'URI-reference'): boolean {
  assertArguments(input, rule);
  return validate(input, rule) === VALID;
}

function assertArguments(input: unknown, rule: unknown): void {
  if (typeof input !== 'string') throw new TypeError(`input must be a string, not ${input === null ? 'null' : typeof input}`);
  if (!isRuleName(rule)) throw new TypeError(`unknown RFC 3986 rule: ${String(rule)}`);
}

/** The leaf node of a rule whose grammar action returns its text (the rules below the components). */
function textNode(rule: RuleName, text: string): ast.Node {
  const node = leaf(rule, 0, text);
  switch (rule) {
    case 'h16':
      return { ...node, value: parseInt(text, 16) } as ast.h16;
    case 'dec-octet':
      return { ...node, value: Number(text) } as ast.dec_octet;
    case 'pct-encoded':
      return { ...node, value: parseInt(text.slice(1), 16) } as ast.pct_encoded;
    case 'ls32': {
      const pieces = text.includes('.') ? ipv6Pieces(`::${text}`).slice(6) : text.split(':').map((h) => parseInt(h, 16));
      return { ...node, pieces: pieces as [number, number] } as ast.ls32;
    }
    default:
      return node as ast.Node;
  }
}
