/**
 * uri-grammar/conform: grammar-conformance checking across the family. For
 * one input, which grammars of `GRAMMARS` it conforms to, rule by rule, and
 * where each rule stops: a row per grammar and top-level rule (grammars.json
 * `conform`: RFC 3986's `URI-reference`, `URI` and `absolute-URI`, RFC 1808's
 * `URL`, `absoluteURL` and `relativeURL`, ...), and, where a grammar defines
 * a scheme's syntax (RFC 1738's `httpurl` for `http:`), that rule's row too.
 *
 * Every row is decided by the rule's DFA, as the grammar's own `check` decides
 * it, and a failing row carries the same `UriSyntaxError` (offset, expected,
 * found, `format()` with its caret). The rows' DFAs run side by side in one
 * pass over the input, as one product automaton (src/core/dfa-product.ts),
 * whose states are made as the inputs reach them: one table load per code
 * unit for all the rows; an error is built for a failing row alone, from the
 * state its rule stopped in (test/proof/conform-pass.test.ts holds every row
 * to its DFA run alone). This module loads every grammar's DFAs
 * and no parser: import it by its subpath, so that the root does not.
 */
import { GRAMMARS } from '../../generated/grammars.js';
import { familyValidator } from '../../generated/family.js';
import { returnedSyntaxError, type UriSyntaxError } from '../core/errors.js';
import { VALID, type Validator } from '../core/dfa.js';
import { DfaProduct, OVERFLOW, UNDECIDED, type ProductComponent } from '../core/dfa-product.js';
import { schemeOf, schemePart, schemeRuleOf, type GrammarInfo } from '../core/grammar-info.js';

export { GRAMMARS };
export type { GrammarInfo };
export { schemeOf };
export { UriSyntaxError, isUriSyntaxError } from '../core/errors.js';

/**
 * One row of the conformance report: one rule of one grammar. A valid row is
 * frozen and shared by the reports of every input that matches the rule (its
 * fields are the same for all of them): read a row, do not change it.
 */
export interface ConformRow {
  /** The grammar, by its name in `GRAMMARS` (`rfc3986`, `rfc1738`, ...). */
  readonly grammar: string;
  /** The grammar's RFC. */
  readonly rfc: number | null;
  /** The rule, as that RFC names it (`URI-reference`, `absoluteURL`, `httpurl`, ...). */
  readonly rule: string;
  /**
   * `rule`: one of the grammar's top-level rules (`GrammarInfo.conform`);
   * `scheme`: the rule of the input's scheme (`GrammarInfo.schemeRules`).
   */
  readonly kind: 'rule' | 'scheme';
  readonly valid: boolean;
  /** Where and why the rule stops (`null` when valid): what the grammar's `check` returns. */
  readonly error: UriSyntaxError<string> | null;
}

/** Which grammars to report. */
export interface ConformOptions {
  /** Grammar names of `GRAMMARS`, reported in `GRAMMARS` order (default: all). */
  readonly grammars?: readonly string[];
}

/** The grammars asked for, in `GRAMMARS` order; a TypeError names an unknown one. */
function grammarsOf(options: ConformOptions | undefined): readonly GrammarInfo[] {
  const asked = options?.grammars;
  if (asked === undefined) return GRAMMARS;
  if (!Array.isArray(asked)) throw new TypeError('options.grammars must be an array of grammar names');
  for (const name of asked) {
    if (!GRAMMARS.some((g) => g.name === name))
      throw new TypeError(`unknown grammar ${JSON.stringify(name)}: one of ${GRAMMARS.map((g) => g.name).join(', ')}`);
  }
  return GRAMMARS.filter((g) => asked.includes(g.name));
}

/**
 * What a row's rule matches: the input, or for the scheme rule of a grammar of
 * one scheme (`kind: scheme`) the part of the URI that the rule defines
 * (`schemePart`: without the "#" and fragment, which RFC 3986 alone defines,
 * unless the grammar defines it), as `check(uri, { schemes: true })` does;
 * offsets in it are offsets in the input.
 */
function matched(g: GrammarInfo, input: string, kind: ConformRow['kind']): string {
  return kind === 'scheme' && g.kind === 'scheme' ? schemePart(input, g.schemeFragment) : input;
}

/** The rows of one grammar for an input: its top-level rules, then its scheme rule, if any. */
export function rulesFor(grammar: GrammarInfo, input: string): { readonly rule: string; readonly kind: ConformRow['kind'] }[] {
  const rows: { rule: string; kind: ConformRow['kind'] }[] = grammar.conform.map((rule) => ({ rule, kind: 'rule' }));
  const schemeRule = schemeRuleOf(grammar, input);
  if (schemeRule !== null && !grammar.conform.includes(schemeRule)) rows.push({ rule: schemeRule, kind: 'scheme' });
  return rows;
}

/** A row of the report without its error: where the rule stops, or -1 when the input matches it (then frozen and shared, as a valid `ConformRow`). */
export interface ConformVerdict {
  readonly grammar: string;
  readonly rfc: number | null;
  readonly rule: string;
  readonly kind: ConformRow['kind'];
  /** -1 when valid, else the error's offset (UTF-16 code units). */
  readonly offset: number;
}

/**
 * The rows of `conform` without their errors: each rule's verdict and where it
 * stops, at the cost of the DFAs alone (for a stream of inputs, where errors
 * are built for the few shown: `conform` builds every one).
 * @throws {TypeError} when the input is not a string or a grammar is unknown.
 */
export function verdicts(input: string, options?: ConformOptions): ConformVerdict[] {
  checkInput(input);
  const plan = planFor(selectionOf(options), input);
  runPlan(plan, input);
  const out = plan.validVerdicts.slice();
  if (plan.whole !== null) failingVerdicts(plan.whole.offsets, plan.wholeRows, input, out);
  if (plan.part !== null) failingVerdicts(plan.part.offsets, plan.partRows, input, out);
  return out;
}

/** The error of a verdict that failed, as its grammar's `check` gives it. */
export function errorOf(input: string, verdict: ConformVerdict): UriSyntaxError<string> | null {
  if (verdict.offset < 0) return null;
  const g = GRAMMARS.find((grammar) => grammar.name === verdict.grammar)!;
  const failure = familyValidator(verdict.grammar).diagnose(matched(g, input, verdict.kind), verdict.rule)!;
  return returnedSyntaxError<string>(input, failure.offset, failure.expected, verdict.rule, verdict.grammar);
}

// ----- One pass: the rows' DFAs as one product automaton -----

/** A row of a plan: a rule, its grammar, and where its DFA runs. */
interface PlanRow {
  readonly grammar: GrammarInfo;
  /** The grammar's name and RFC, as the rows give them. */
  readonly name: string;
  readonly rfc: number | null;
  readonly rule: string;
  readonly kind: ConformRow['kind'];
  readonly validator: Validator;
  /** The rule's DFA reads code units from 128 on (a grammar over code points). */
  readonly unicode: boolean;
  /** The rule matches the input before its "#" (`matched`), not the whole input. */
  readonly part: boolean;
  /** The expectations of the rule's states where it failed, by state number (`Validator.expectedIn`, kept here; an entry per state). */
  readonly expected: (readonly string[] | undefined)[];
  /** The product that decides the row (the plan's `whole` or `part`), and the rule's component in it. */
  readonly product: DfaProduct;
  readonly component: number;
  /** The row and the verdict of the inputs that match the rule: the same for all of them, made once and frozen. */
  readonly validRow: ConformRow;
  readonly validVerdict: ConformVerdict;
  /** The row's index in the report. */
  readonly index: number;
}

/**
 * The rows of a selection of grammars for the inputs of one set of scheme
 * rules, and the products that decide them: the rules run on the whole input
 * in one, the scheme rules of grammars of one scheme that stop at the "#"
 * (`schemePart`) in another.
 */
interface Plan {
  readonly rows: readonly PlanRow[];
  readonly whole: DfaProduct | null;
  readonly part: DfaProduct | null;
  /** The rows of each product, by its components (`PlanRow.component`). */
  readonly wholeRows: readonly PlanRow[];
  readonly partRows: readonly PlanRow[];
  /** The report and the verdicts of an input that matches every row: copied, then the failing rows replaced. */
  readonly validRows: readonly ConformRow[];
  readonly validVerdicts: readonly ConformVerdict[];
}

/** The grammars asked for, and their plans: for no scheme rule, and by each scheme a grammar has a rule for (made on first use). */
interface Selection {
  readonly grammars: readonly GrammarInfo[];
  /** The schemes some grammar of the selection has a rule for: the input's scheme picks the plan. */
  readonly schemes: ReadonlySet<string>;
  /**
   * `schemes` by `length * 128 + first letter in lower case` (`shapeOf`): most
   * inputs' schemes are none of them, told without a slice, and the input's
   * scheme is found among the few of its shape by comparing code units.
   */
  readonly shapes: ReadonlyMap<number, readonly string[]>;
  /** The length of the longest of `schemes`. */
  readonly longest: number;
  readonly plain: Plan;
  readonly plans: Map<string, Plan>;
}

/** The selections made so far, by their grammar names (a few: the default, and what a command line asks). */
const selections = new Map<string, Selection>();

/** The most selections kept; more are made afresh. */
const MAX_SELECTIONS = 64;

/**
 * The last selection asked by an array of names, and the names it held then
 * (a caller, the command among them, passes one array for every input; it
 * may change the array between calls).
 */
let lastAsked: { readonly array: readonly string[]; readonly names: readonly string[]; readonly selection: Selection } | null = null;

/** The selection of `options.grammars`; a TypeError names an unknown grammar. */
function selectionOf(options: ConformOptions | undefined): Selection {
  const asked = options?.grammars;
  const last = lastAsked;
  if (asked !== undefined && last !== null && last.array === asked && sameNames(asked, last.names)) return last.selection;
  const grammars = grammarsOf(options);
  const key = grammars === GRAMMARS ? '*' : grammars.map((g) => g.name).join(',');
  let selection = selections.get(key);
  if (selection === undefined) {
    const schemes = new Set(grammars.flatMap((g) => Object.keys(g.schemeRules)));
    const shapes = new Map<number, string[]>();
    for (const scheme of schemes) {
      const shape = shapeOf(scheme, scheme.length);
      shapes.set(shape, [...(shapes.get(shape) ?? []), scheme]);
    }
    const longest = Math.max(0, ...[...schemes].map((scheme) => scheme.length));
    selection = { grammars, schemes, shapes, longest, plain: planOf(grammars, null), plans: new Map() };
    if (selections.size >= MAX_SELECTIONS) selections.clear();
    selections.set(key, selection);
  }
  if (asked !== undefined) lastAsked = { array: asked, names: [...asked], selection };
  return selection;
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** The plan of the inputs of one scheme (or of a scheme no grammar has a rule for): the rows of `rulesFor`, in its order. */
function planOf(grammars: readonly GrammarInfo[], scheme: string | null): Plan {
  const specs: Omit<PlanRow, 'product' | 'expected' | 'validRow' | 'validVerdict' | 'index'>[] = [];
  const states: number[] = [];
  const whole: ProductComponent[] = [];
  const part: ProductComponent[] = [];
  for (const g of grammars) {
    const validator = familyValidator(g.name);
    const rules: { rule: string; kind: ConformRow['kind'] }[] = g.conform.map((rule) => ({ rule, kind: 'rule' }));
    const schemeRule = scheme !== null && Object.prototype.hasOwnProperty.call(g.schemeRules, scheme) ? g.schemeRules[scheme]! : null;
    if (schemeRule !== null && !g.conform.includes(schemeRule)) rules.push({ rule: schemeRule, kind: 'scheme' });
    for (const { rule, kind } of rules) {
      const onPart = kind === 'scheme' && g.kind === 'scheme' && !g.schemeFragment;
      const components = onPart ? part : whole;
      specs.push({ grammar: g, name: g.name, rfc: g.rfc, rule, kind, validator, unicode: g.alphabet === 'unicode', part: onPart, component: components.length });
      components.push(validator.stepTable(rule));
      states.push(components[components.length - 1]!.accepting.length);
    }
  }
  const plan = { whole: whole.length > 0 ? new DfaProduct(whole) : null, part: part.length > 0 ? new DfaProduct(part) : null };
  const rows: PlanRow[] = specs.map((spec, index) => {
    const { name: grammar, rfc, rule, kind } = spec;
    const validRow: ConformRow = Object.freeze({ grammar, rfc, rule, kind, valid: true, error: null });
    const validVerdict: ConformVerdict = Object.freeze({ grammar, rfc, rule, kind, offset: -1 });
    const product = (spec.part ? plan.part : plan.whole)!;
    return { ...spec, expected: Array.from({ length: states[index]! }, () => undefined), product, validRow, validVerdict, index };
  });
  return {
    ...plan,
    rows,
    wholeRows: rows.filter((row) => !row.part),
    partRows: rows.filter((row) => row.part),
    validRows: rows.map((row) => row.validRow),
    validVerdicts: rows.map((row) => row.validVerdict),
  };
}

/** The plan of an input: by its scheme (`schemeOf`), where a grammar asked has a rule for it. */
function planFor(selection: Selection, input: string): Plan {
  if (selection.schemes.size === 0) return selection.plain;
  // The first ":" (`schemeOf`), looked for no further than a scheme of the selection can reach.
  const reach = Math.min(input.length, selection.longest + 1);
  let colon = 0;
  while (colon < reach && input.charCodeAt(colon) !== 58) colon++;
  if (colon === 0 || colon === reach) return selection.plain;
  const candidates = selection.shapes.get(shapeOf(input, colon));
  if (candidates === undefined) return selection.plain;
  const scheme = schemeAt(input, colon, candidates);
  if (scheme === null) return selection.plain;
  let plan = selection.plans.get(scheme);
  if (plan === undefined) selection.plans.set(scheme, (plan = planOf(selection.grammars, scheme)));
  return plan;
}

/**
 * The scheme of `candidates` that the input's first `colon` code units spell,
 * in either case (`schemeOf`, which lowers the input's scheme, without the
 * slice: a scheme of a grammar is in lower case, and its characters are the
 * scheme's, RFC 3986 §3.1), or `null`.
 */
function schemeAt(input: string, colon: number, candidates: readonly string[]): string | null {
  next: for (const scheme of candidates) {
    for (let i = 0; i < colon; i++) {
      const c = input.charCodeAt(i);
      const s = scheme.charCodeAt(i);
      // An upper-case letter matches its lower case; any other code unit, itself.
      if (c !== s && !(c >= 65 && c <= 90 && c + 32 === s)) continue next;
    }
    return scheme;
  }
  return null;
}

/** The `Selection.shapes` key of a scheme of `length` code units at the input's start: its length and its first letter in lower case. */
function shapeOf(input: string, length: number): number {
  return length * 128 + (input.charCodeAt(0) | 0x20);
}

/**
 * Runs the plan's products over the input (the part before the "#" for the
 * `part` product), and reads their results into their `offsets`, where
 * `failingRows` and `failingVerdicts` read them, by the products' components.
 */
function runPlan(plan: Plan, input: string): void {
  const n = input.length;
  if (plan.whole !== null) {
    plan.whole.run(input, n);
    plan.whole.readOffsets();
  }
  if (plan.part !== null) {
    const hash = input.indexOf('#');
    plan.part.run(input, hash < 0 ? n : hash);
    plan.part.readOffsets();
  }
}

/**
 * The verdict of a row its product left `UNDECIDED` after `runPlan`: -1 when
 * valid, else the offset. A product does not decide a row when it overflowed,
 * nor a row of a grammar over code points that reached a code unit from 128
 * on (the rule's own validator then reads on); a code unit from 128 on is in
 * no rule of a US-ASCII grammar, whose DFA dies there (RFC 3986 §2).
 */
function undecidedOffset(row: PlanRow, input: string): number {
  const product = row.product;
  if (!row.unicode && product.stopped !== OVERFLOW) return product.stopped;
  return row.validator.validate(matched(row.grammar, input, row.kind), row.rule);
}

/** A failing row's error after `runPlan`: its expectations from the state its rule stopped in (or its validator's `diagnose`). */
function errorAt(row: PlanRow, input: string, offset: number): UriSyntaxError<string> {
  const product = row.product;
  let expected: readonly string[];
  if (product.offsets[row.component] !== UNDECIDED || (!row.unicode && product.stopped !== OVERFLOW)) {
    const state = product.state(row.component);
    expected = row.expected[state >> 7] ?? (row.expected[state >> 7] = row.validator.expectedIn(row.rule, state));
  } else {
    const failure = row.validator.diagnose(matched(row.grammar, input, row.kind), row.rule)!;
    [offset, expected] = [failure.offset, failure.expected];
  }
  return returnedSyntaxError<string>(input, offset, expected, row.rule, row.grammar.name);
}

function checkInput(input: unknown): asserts input is string {
  if (typeof input !== 'string') throw new TypeError(`input must be a string, not ${input === null ? 'null' : typeof input}`);
}

/**
 * The conformance report of `input`: for every grammar of `GRAMMARS` (or those
 * asked), in that order, a row per top-level rule, in the grammar's order, then
 * the row of the input's scheme rule where the grammar has one. A row is valid
 * when the whole input matches the rule; otherwise its `error` says where the
 * rule stops (the longest prefix some valid string of the rule begins with),
 * what was expected there and what was found.
 * @example conform('http://[::1]/').filter((r) => r.valid).map((r) => `${r.grammar} ${r.rule}`)
 * @throws {TypeError} when the input is not a string or a grammar is unknown.
 */
export function conform(input: string, options?: ConformOptions): ConformRow[] {
  // One pass over the input decides every row (the rows' DFAs as one product automaton); an
  // error is built for a failing row alone, from the state its rule stopped in, and returned,
  // not thrown, so without a stack trace (returnedSyntaxError).
  checkInput(input);
  const plan = planFor(selectionOf(options), input);
  runPlan(plan, input);
  // The report of an input valid by every row, copied (a valid row is the plan row's own, made
  // once: most rows of most inputs are valid), then each failing row replaced by its own.
  const out = plan.validRows.slice();
  if (plan.whole !== null) failingRows(plan.whole.offsets, plan.wholeRows, input, out);
  if (plan.part !== null) failingRows(plan.part.offsets, plan.partRows, input, out);
  return out;
}

/** `conform`'s rows of a product's failing rules, in `out` at their rows' places: read from its `offsets`, the rows by its components. */
function failingRows(offsets: Int32Array, rows: readonly PlanRow[], input: string, out: ConformRow[]): void {
  for (let k = 0; k < offsets.length; k++) {
    let offset = offsets[k]!;
    if (offset === VALID) continue;
    const row = rows[k]!;
    if (offset === UNDECIDED && (offset = undecidedOffset(row, input)) === VALID) continue;
    out[row.index] = { grammar: row.name, rfc: row.rfc, rule: row.rule, kind: row.kind, valid: false, error: errorAt(row, input, offset) };
  }
}

/** `verdicts`' verdicts of a product's failing rules, as `failingRows`. */
function failingVerdicts(offsets: Int32Array, rows: readonly PlanRow[], input: string, out: ConformVerdict[]): void {
  for (let k = 0; k < offsets.length; k++) {
    let offset = offsets[k]!;
    if (offset === VALID) continue;
    const row = rows[k]!;
    if (offset === UNDECIDED && (offset = undecidedOffset(row, input)) === VALID) continue;
    out[row.index] = { grammar: row.name, rfc: row.rfc, rule: row.rule, kind: row.kind, offset };
  }
}

/**
 * The grammars `input` conforms to: those with at least one valid row, in
 * `GRAMMARS` order (a grammar's scheme rule alone does not count: RFC 1738's
 * `url` must match). Decided by the DFAs alone: no error is built.
 */
export function conformingGrammars(input: string, options?: ConformOptions): string[] {
  return conformingIn(verdicts(input, options).map((v) => ({ grammar: v.grammar, kind: v.kind, valid: v.offset < 0 })));
}

/** The grammars of a report's rows with a valid top-level rule (`kind` `rule`), in the rows' order. */
export function conformingIn(rows: readonly Pick<ConformRow, 'grammar' | 'kind' | 'valid'>[]): string[] {
  return [...new Set(rows.filter((r) => r.kind === 'rule' && r.valid).map((r) => r.grammar))];
}
