/**
 * The data of the conformance report, between the reading of the results
 * (./report.ts) and the pages (./report-html.ts): the lines, the counts of
 * each cell, the failures with their explanations, and the pages' names.
 */
import type { Header } from './runner.js';

/** One result line as the report reads it. */
export interface ResultLine {
  readonly id: string;
  readonly implementation: string;
  readonly op: string;
  readonly grammar: string;
  readonly rule?: string;
  readonly outcome: 'pass' | 'fail' | 'skipped' | 'errored';
  readonly answer: Record<string, unknown>;
  readonly offset?: 'pass' | 'fail';
  readonly case?: Record<string, unknown>;
  readonly section?: string;
  readonly shrunk?: { input: string; valid: boolean; offset?: number; answer: Record<string, unknown> };
}

/** The counts of one cell: a grammar's rule (or operation) for one implementation. */
export interface Cell {
  pass: number;
  fail: number;
  skipped: number;
  errored: number;
  offsetPass: number;
  offsetFail: number;
}

/** A case that did not pass, with the grammar's explanation. */
export interface Failure extends ResultLine {
  /** The grammar's `check` error, formatted (message, caret, hint), or what the grammar says instead. */
  readonly explanation: string;
  readonly shrunkExplanation?: string;
}

/** One implementation's results. */
export interface ImplementationReport {
  readonly header: Header;
  /** `grammar` -> `rule or operation` -> counts. */
  readonly cells: Record<string, Record<string, Cell>>;
  readonly totals: Cell;
  /** `grammar rule` -> the cases that did not pass, in the suite's order. */
  readonly failures: Record<string, Failure[]>;
}

/** The row key of a result: its rule, or its operation for resolve, normalize and equivalence. */
export function rowOf(r: { op: string; rule?: string }): string {
  return r.op === 'valid' ? r.rule ?? '' : r.op;
}

export interface ReportData {
  readonly implementations: readonly ImplementationReport[];
  /** The grammars and their rows (rules, then operations), in the order the results first name them. */
  readonly rows: readonly { readonly grammar: string; readonly rows: readonly string[] }[];
}

/** A file name for an implementation: its name in lower case, other characters as "-". */
export function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9.]+/g, '-').replace(/^-+|-+$/g, '') || 'implementation';
}
