/**
 * The conformance harness's protocol (docs/conformance.md): JSON lines
 * between the runner and an adapter, one request a line on the adapter's
 * standard input, one answer a line on its standard output, in the spirit of
 * Bowtie's IHOP. The cases are those of the suite (conformance/suite/*.jsonl),
 * sent with their fields as the suite has them; an answer carries the fields
 * of the expectation (`valid`, `offset`, `target`, `output`, `equivalent`), or
 * `skipped` (with a reason or an issue link), or `errored` (the exception).
 * This module is the protocol's data and its scoring; ./adapter-process.ts
 * runs an adapter, ./runner.ts a suite.
 */

/** The protocol's version: the `version` of `start`. */
export const PROTOCOL_VERSION = 1;

/** The operations of the suite; `valid` is the default. */
export const OPERATIONS = ['valid', 'components', 'resolve', 'normalize', 'equivalent'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** A case of the suite, as one line of a .jsonl file holds it. */
export interface SuiteCase {
  readonly id: string;
  readonly grammar: string;
  readonly rule?: string;
  readonly op?: Operation;
  readonly input?: string;
  /** The input's generalized UTF-8 bytes in hex, when it holds a lone surrogate. */
  readonly inputHex?: string;
  readonly base?: string;
  readonly ref?: string;
  readonly a?: string;
  readonly b?: string;
  // The expectation.
  readonly valid?: boolean;
  readonly offset?: number;
  readonly target?: string;
  readonly output?: string;
  readonly equivalent?: boolean;
  readonly why?: string;
}

/** The fields of a case that a `run` request sends: what an adapter needs, not the expectation. */
const REQUEST_FIELDS = ['grammar', 'rule', 'input', 'inputHex', 'base', 'ref', 'a', 'b'] as const;
/** The fields of an expectation, per operation: an answer carries the same. */
export const EXPECTATION_FIELDS: Readonly<Record<Operation, readonly string[]>> = {
  valid: ['valid', 'offset'],
  components: ['components'],
  resolve: ['target'],
  normalize: ['output'],
  equivalent: ['equivalent'],
};

/** The operation of a case. */
export function opOf(c: SuiteCase): Operation {
  return c.op ?? 'valid';
}

/** The `run` request of a case. */
export function runRequest(seq: number, c: SuiteCase): Record<string, unknown> {
  const request: Record<string, unknown> = { cmd: 'run', seq, op: opOf(c) };
  for (const field of REQUEST_FIELDS) if (c[field] !== undefined) request[field] = c[field];
  return request;
}

/** What an implementation says of itself in its `start` answer. */
export interface Implementation {
  readonly name: string;
  readonly version?: string;
  readonly language?: string;
  readonly homepage?: string;
  readonly issues?: string;
}

/**
 * What an adapter claims: the operations it answers (all when absent) and,
 * per grammar, the rules it answers `valid` for (every grammar and rule when
 * absent; a grammar listed with no rule is claimed for the other operations).
 */
export interface Claims {
  readonly ops?: readonly Operation[];
  readonly grammars?: Readonly<Record<string, readonly string[]>>;
}

/** The answer to `start`. */
export interface StartAnswer {
  readonly ready: true;
  readonly version?: number;
  readonly implementation: Implementation;
  readonly claims?: Claims;
}

/** Whether an adapter claims a case: an adapter that claims nothing is sent every case. */
export function claims(c: Claims | undefined, k: SuiteCase): boolean {
  if (c === undefined) return true;
  const op = opOf(k);
  if (c.ops !== undefined && !c.ops.includes(op)) return false;
  if (c.grammars === undefined) return true;
  const rules = c.grammars[k.grammar];
  if (rules === undefined) return false;
  return op !== 'valid' || (k.rule !== undefined && rules.includes(k.rule));
}

/** A start answer, checked: a usable implementation name and claims of the right shape. */
export function readStartAnswer(answer: unknown): StartAnswer {
  const a = answer as Partial<StartAnswer> | null;
  if (a === null || typeof a !== 'object' || a.ready !== true) throw new ProtocolError(`the answer to start is not {"ready":true,...}: ${JSON.stringify(answer)}`);
  const impl = a.implementation;
  if (impl === undefined || typeof impl.name !== 'string' || impl.name === '') throw new ProtocolError('the answer to start names no implementation (implementation.name)');
  if (a.version !== undefined && a.version !== PROTOCOL_VERSION) throw new ProtocolError(`the adapter speaks version ${String(a.version)} of the protocol, not ${PROTOCOL_VERSION}`);
  const c = a.claims;
  if (c !== undefined) {
    if (typeof c !== 'object' || c === null) throw new ProtocolError('claims must be an object');
    if (c.ops !== undefined && (!Array.isArray(c.ops) || c.ops.some((op) => !(OPERATIONS as readonly string[]).includes(op)))) throw new ProtocolError(`claims.ops must list operations of ${OPERATIONS.join(', ')}`);
    if (c.grammars !== undefined && (typeof c.grammars !== 'object' || Object.values(c.grammars).some((rules) => !Array.isArray(rules)))) throw new ProtocolError('claims.grammars must map grammar names to lists of rules');
  }
  return a as StartAnswer;
}

/** A broken promise of the protocol (an answer it does not allow). */
export class ProtocolError extends Error {
  override readonly name = 'ProtocolError';
}

/** The outcome of a case. */
export type Outcome = 'pass' | 'fail' | 'skipped' | 'errored';

/** One line of a results file: the case, the answer, the outcome. */
export interface Result {
  readonly id: string;
  readonly implementation: string;
  readonly op: Operation;
  readonly grammar: string;
  readonly rule?: string;
  readonly outcome: Outcome;
  /** The answer's fields (those of the expectation, or `reason`, `issue`, `message`). */
  readonly answer: Record<string, unknown>;
  /** For an invalid case the adapter also found invalid and gave an offset for: whether the offsets agree. */
  readonly offset?: 'pass' | 'fail';
  /** The smallest input the grammar and the adapter still disagree on (a failing `valid` case). */
  readonly shrunk?: Shrunk;
}

/** The smallest input of a failing case: what the grammar says of it and what the adapter answered. */
export interface Shrunk {
  readonly input: string;
  readonly valid: boolean;
  readonly offset?: number;
  readonly answer: Record<string, unknown>;
}

/** Equal JSON values (objects compared key by key, in any order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** The answer's own fields (without `seq`). */
function fieldsOf(answer: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(answer)) if (k !== 'seq') out[k] = v;
  return out;
}

/**
 * The outcome of an answer to a case: `skipped` and `errored` as the adapter
 * says; otherwise `pass` when the answer's field equals the expectation's
 * (`valid`, `target`, `output`, `equivalent`), `fail` when it differs, and
 * `errored` when the field is missing. For an invalid case, the offset is
 * scored apart (`offset`), when the adapter gives one.
 */
export function score(c: SuiteCase, answer: Record<string, unknown>): Pick<Result, 'outcome' | 'answer' | 'offset'> {
  const fields = fieldsOf(answer);
  if (answer.skipped === true) return { outcome: 'skipped', answer: fields };
  if (answer.errored === true) return { outcome: 'errored', answer: fields };
  const op = opOf(c);
  const key = EXPECTATION_FIELDS[op][0]!;
  if (!(key in answer)) return { outcome: 'errored', answer: { ...fields, errored: true, message: `the answer has no "${key}"` } };
  const expected = (c as unknown as Record<string, unknown>)[key];
  const outcome: Outcome = same(answer[key], expected) ? 'pass' : 'fail';
  if (op === 'valid' && c.valid === false && c.offset !== undefined && answer.valid === false && typeof answer.offset === 'number') {
    return { outcome, answer: fields, offset: answer.offset === c.offset ? 'pass' : 'fail' };
  }
  return { outcome, answer: fields };
}
