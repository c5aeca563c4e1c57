/**
 * Parsing by any RFC 3986 Appendix A rule with the generated parser, and
 * validation without throwing.
 */
import type * as ast from './ast.js';
import type { RuleName, RuleNodes } from './ast.js';
import { UriSyntaxError } from './errors.js';
import * as charsets from './charsets.js';
import { has, type CharSet } from './charsets.js';
import { isRuleName, pegName, RULE_NAMES } from './rules.js';
import { expectedAt, validate, VALID } from './validate.js';
import { leaf, ipv6Pieces } from './nodes.js';
import { parse as peg, tryParse, explain, FAILED } from '../generated/rfc3986.js';
import type { Expectation, ParseOptions } from '../generated/rfc3986.js';

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
    // Second pass, for invalid input only: the detailed pass records, as
    // Peggy's parser does, the expectations that the error names.
    const failure = explain(input, startRule);
    if (failure !== null) throw new UriSyntaxError(input, failure.offset, simplify(failure.expected), rule);
    // Not reached: both passes run the same grammar, and the tests hold them
    // equal (test/parser-passes.test.ts); if they differ, the detailed one wins.
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
 * The rule's DFA (src/validate.ts) decides and gives the offset; only an
 * invalid input goes through the parser's detailed pass, for the
 * expectations it names there (the same that parse() throws).
 */
export function check(input: string, rule: RuleName = 'URI-reference'): UriSyntaxError | null {
  assertArguments(input, rule);
  const offset = validate(input, rule);
  if (offset === VALID) return null;
  const failure = explain(input, START_RULES.get(rule) as StartRule);
  // The parser failing elsewhere, or not at all, would be a bug that
  // test/validator.test.ts rules out; the DFA, compiled from the ABNF itself,
  // is the reference, and names the expectations then.
  const expected = failure !== null && failure.offset === offset ? simplify(failure.expected) : expectedAt(input, rule, offset, null);
  return new UriSyntaxError(input, offset, expected, rule);
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

// ----- Errors: from Peggy's expectations to ABNF names -----

/** The character-set rules that name their expectations, with their sets. */
const NAMED: ReadonlyMap<string, CharSet> = new Map([
  ['ALPHA', charsets.ALPHA], ['DIGIT', charsets.DIGIT], ['HEXDIG', charsets.HEXDIG],
  ['unreserved', charsets.unreserved], ['sub-delims', charsets.sub_delims],
  ['gen-delims', charsets.gen_delims], ['reserved', charsets.reserved],
]);

/**
 * Peggy's expectations as ABNF names and literals, deduplicated and sorted,
 * leaving out those that a named rule also expected there covers (`"25"`,
 * `%x31-39` and `DIGIT` where `unreserved` could continue).
 */
function simplify(expected: readonly Expectation[]): string[] {
  const named: CharSet[] = [];
  for (const x of expected) {
    const set = x.type === 'other' ? NAMED.get(x.description) : undefined;
    if (set !== undefined && !named.includes(set)) named.push(set);
  }
  const out = new Set<string>();
  for (const x of expected) {
    const { first, own, text } = described(x);
    if (first === null || !named.some((set) => set !== own && first.every((c) => has(set, c)))) out.add(text);
  }
  return [...out].sort();
}

interface Described {
  readonly first: readonly number[] | null;
  readonly own: CharSet | undefined;
  readonly text: string;
}

/**
 * An expectation's first characters, named set and ABNF text, computed once
 * per expectation object: the optimized parser's expectations are module
 * constants, so an invalid input costs no recomputation.
 */
const describedCache = new WeakMap<Expectation, Described>();
function described(x: Expectation): Described {
  let d = describedCache.get(x);
  if (d === undefined) {
    d = { first: firstChars(x), own: x.type === 'other' ? NAMED.get(x.description) : undefined, text: expectation(x) };
    describedCache.set(x, d);
  }
  return d;
}

/** The code units an expectation can begin with, or null when unknown (end of input, any). */
function firstChars(x: Expectation): number[] | null {
  switch (x.type) {
    case 'literal':
      return x.ignoreCase ? [x.text.toLowerCase().charCodeAt(0), x.text.toUpperCase().charCodeAt(0)] : [x.text.charCodeAt(0)];
    case 'class': {
      const out: number[] = [];
      for (const p of x.parts) {
        const [a, b] = Array.isArray(p) ? [p[0] as string, p[1] as string] : [p, p];
        for (let c = a.charCodeAt(0); c <= b.charCodeAt(0); c++) out.push(c);
      }
      return out;
    }
    case 'other': {
      const set = NAMED.get(x.description);
      if (!set) return null;
      const out: number[] = [];
      for (let c = 0; c < 128; c++) if (set[c]) out.push(c);
      return out;
    }
    default:
      return null;
  }
}

/** An expectation as ABNF: a rule name, a quoted literal, or a `%x` range. */
function expectation(x: Expectation): string {
  switch (x.type) {
    case 'other':
      return x.description;
    case 'literal':
      return `"${x.text}"`;
    case 'end':
      return 'end of input';
    case 'any':
      return 'any character';
    case 'class':
      return x.parts
        .map((p) => (Array.isArray(p) ? `%x${hex(p[0] as string)}-${hex(p[1] as string)}` : `%x${hex(p)}`))
        .join(' / ');
  }
}

function hex(c: string): string {
  return c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0');
}
