/**
 * Where the parser was when it failed: the grammar's traced parser (Peggy
 * with `trace: true`, scripts/traced-parsers.mjs) is run on the invalid
 * input, and its tracer keeps the stack of rules entered and not yet left.
 * Each time Peggy records an expectation at its furthest position so far
 * (peg$fail), the tracer keeps that stack with it. So the rule stack comes
 * from the parser, not from the names in `expected`.
 */
import type { PeggyExpectation, TracedGrammar, Tracer } from './library.js';

/** A rule on the stack: its RFC name and where its match began. */
export interface Frame {
  readonly rule: string;
  readonly start: number;
}

/** What could have continued at the failure's offset, and in which rule. */
export type Item =
  | { readonly kind: 'rule'; readonly name: string }
  | { readonly kind: 'literal'; readonly text: string; readonly ignoreCase: boolean }
  | { readonly kind: 'class'; readonly text: string }
  | { readonly kind: 'any' }
  | { readonly kind: 'end' };

/**
 * One continuation: `item` could have continued the match of the rule
 * `path[path.length - 1]` (begun before the offset, unless every rule on the
 * stack began there), entered through `path`.
 */
export interface Continuation {
  readonly path: readonly Frame[];
  readonly item: Item;
}

/** The failure as the traced parser saw it. */
export interface FailureTrace {
  /** Peggy's furthest failure position. */
  readonly offset: number;
  readonly continuations: readonly Continuation[];
  /** The continuation in the innermost rule (the longest path; the first of equals). */
  readonly innermost: Continuation;
}

/** Runs the traced parser of a grammar on `input` by `rule` (an RFC name); null when it matches. */
export function traceFailure(grammar: TracedGrammar, input: string, rule: string): FailureTrace | null {
  const pegOf = Object.entries(grammar.rules).find(([, rfc]) => rfc === rule)?.[0];
  if (pegOf === undefined) throw new Error(`the traced parser has no rule ${rule}`);
  const stack: Frame[] = [];
  let furthest = -1;
  let records: { stack: Frame[]; expected: PeggyExpectation }[] = [];
  const tracer: Tracer = {
    trace(event) {
      if (event.type === 'rule.enter') stack.push({ rule: grammar.rules[event.rule] ?? event.rule, start: event.location.start.offset });
      else stack.pop();
    },
    failure(offset, expected) {
      if (offset > furthest) (furthest = offset), (records = []);
      records.push({ stack: stack.slice(), expected });
    },
  };
  try {
    grammar.parser.parse(input, { startRule: pegOf, tracer });
    return null;
  } catch (e) {
    if (!(e instanceof grammar.parser.SyntaxError)) throw e;
  }
  const continuations = records.map(({ stack: frames, expected }) => continuationOf(frames, expected, furthest, rule));
  let innermost = continuations[0]!;
  for (const c of continuations) if (c.path.length > innermost.path.length) innermost = c;
  return { offset: furthest, continuations, innermost };
}

/**
 * The rule in which an expectation continues the match, and the item: a
 * named rule (Peggy reports it by its name, while it is still on the stack)
 * and every rule that began at the offset itself are items of the rule
 * around them: they are what could have begun there.
 */
function continuationOf(frames: readonly Frame[], expected: PeggyExpectation, offset: number, startRule: string): Continuation {
  if (frames.length === 0) return { path: [{ rule: startRule, start: 0 }], item: itemOf(expected) };
  let k = frames.length - 1;
  let item = itemOf(expected);
  if (expected.type === 'other' && k > 0) item = { kind: 'rule', name: frames[k--]!.rule };
  while (k > 0 && frames[k]!.start === offset) item = { kind: 'rule', name: frames[k--]!.rule };
  return { path: frames.slice(0, k + 1), item };
}

function itemOf(e: PeggyExpectation): Item {
  switch (e.type) {
    case 'literal':
      return { kind: 'literal', text: e.text, ignoreCase: e.ignoreCase };
    case 'class':
      return { kind: 'class', text: `[${e.inverted ? '^' : ''}${e.parts.map((p) => (typeof p === 'string' ? p : `${p[0]}-${p[1]}`)).join('')}]` };
    case 'any':
      return { kind: 'any' };
    case 'end':
      return { kind: 'end' };
    case 'other':
      return { kind: 'rule', name: e.description };
  }
}

/** How an item reads in a list of continuations. */
export function itemText(item: Item): string {
  switch (item.kind) {
    case 'rule':
      return item.name;
    case 'literal':
      return JSON.stringify(item.text);
    case 'class':
      return item.text;
    case 'any':
      return 'any character';
    case 'end':
      return 'end of input';
  }
}

/** Whether two continuations are in the same rule (same name, begun at the same offset, same depth). */
export function sameRule(a: Continuation, b: Continuation): boolean {
  const x = a.path[a.path.length - 1]!;
  const y = b.path[b.path.length - 1]!;
  return a.path.length === b.path.length && x.rule === y.rule && x.start === y.start;
}
