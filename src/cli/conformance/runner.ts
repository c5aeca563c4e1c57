/**
 * `uri-grammar conformance run`: the suite against one or more adapters, a
 * bounded number at a time, each case it claims sent to it (./protocol.ts),
 * each answer scored, the failing validity cases shrunk to the smallest input
 * that still shows the difference (./shrink.ts), and one result a line
 * written to the output file: first a line naming the implementation (its
 * `start` answer), then its results, adapter after adapter.
 */
import { open } from 'node:fs/promises';
import { loadGrammar, grammarInfo } from '../grammars.js';
import { write, type Io } from '../io.js';
import { AdapterProcess, DEFAULT_PROCESS_OPTIONS, type AdapterCommand, type ProcessOptions } from './adapter-process.js';
import { claims, opOf, runRequest, score, type Result, type StartAnswer, type SuiteCase } from './protocol.js';
import { shrink, type GrammarVerdict } from './shrink.js';
import type { Suite } from './suite.js';

export interface RunOptions {
  readonly suite: Suite;
  readonly adapters: readonly (() => AdapterCommand)[];
  readonly out: string;
  /** Adapters run at once. */
  readonly jobs: number;
  readonly process: ProcessOptions;
  /** Failing validity cases shrunk per adapter. */
  readonly shrink: number;
  /** Questions asked of the adapter per shrunk case. */
  readonly shrinkBudget: number;
}

/** The first line of an adapter's results: who answered, what it claimed, how the run went. */
export interface Header {
  readonly implementation: StartAnswer['implementation'];
  readonly claims: StartAnswer['claims'] | null;
  readonly adapter: string;
  readonly date: string;
  readonly cases: number;
  readonly claimed: number;
  readonly restarts: number;
  readonly seconds: number;
  readonly error?: string;
}

/** The counts of a run of one adapter, for the summary line. */
interface Tally {
  pass: number;
  fail: number;
  skipped: number;
  errored: number;
}

/** The fields of a case a failing result carries, for the report: the input(s), the expectation, why. */
const CASE_FIELDS = ['input', 'inputHex', 'base', 'ref', 'a', 'b', 'valid', 'offset', 'target', 'output', 'equivalent', 'why'] as const;

function resultLine(c: SuiteCase, implementation: string, scored: Pick<Result, 'outcome' | 'answer' | 'offset'>, section: string | undefined): Record<string, unknown> {
  const line: Record<string, unknown> = { id: c.id, implementation, op: opOf(c), grammar: c.grammar };
  if (c.rule !== undefined) line.rule = c.rule;
  line.outcome = scored.outcome;
  line.answer = scored.answer;
  if (scored.offset !== undefined) line.offset = scored.offset;
  if (scored.outcome !== 'pass' || scored.offset === 'fail') {
    const expected: Record<string, unknown> = {};
    for (const f of CASE_FIELDS) if (c[f] !== undefined) expected[f] = c[f];
    line.case = expected;
    if (section !== undefined) line.section = section;
  }
  return line;
}

/** What the grammar says of an input by a rule (for shrinking), or null for a grammar the command does not know. */
async function grammarVerdict(grammar: string, rule: string): Promise<GrammarVerdict | null> {
  if (grammarInfo(grammar) === undefined || !grammarInfo(grammar)!.ruleNames.includes(rule)) return null;
  const g = await loadGrammar(grammar);
  return (input) => {
    const e = g.check(input, rule);
    return e === null ? { valid: true } : { valid: false, offset: e.offset };
  };
}

/** Runs one adapter over the suite; returns its lines (header first) and its tally. */
async function runAdapter(make: () => AdapterCommand, options: RunOptions, io: Io): Promise<{ lines: string[]; tally: Tally; header: Header }> {
  const started = Date.now();
  const tally: Tally = { pass: 0, fail: 0, skipped: 0, errored: 0 };
  let command: AdapterCommand;
  let proc: AdapterProcess | null = null;
  const header = (h: Partial<Header>): Header => ({
    implementation: { name: h.adapter ?? '?' },
    claims: null,
    adapter: '?',
    date: new Date(started).toISOString(),
    cases: options.suite.cases.length,
    claimed: 0,
    restarts: 0,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    ...h,
  });
  try {
    command = make();
  } catch (e) {
    const h = header({ error: (e as Error).message });
    return { lines: [JSON.stringify(h)], tally, header: h };
  }
  proc = new AdapterProcess(command, options.process);
  let start: StartAnswer;
  try {
    start = await proc.start();
  } catch (e) {
    proc.kill();
    const h = header({ adapter: command.label, implementation: { name: command.label }, error: `the adapter did not start: ${(e as Error).message}` });
    return { lines: [JSON.stringify(h)], tally, header: h };
  }
  const name = start.implementation.name;
  const cases = options.suite.cases.filter((c) => claims(start.claims, c));
  const requests = cases.map((c, i) => runRequest(i + 1, c));
  const results: Record<string, unknown>[] = new Array(cases.length);
  await proc.runAll(requests, (i, answer) => {
    const c = cases[i]!;
    const scored = score(c, answer);
    tally[scored.outcome]++;
    results[i] = resultLine(c, name, scored, options.suite.sections.get(`${c.grammar} ${c.rule}`));
  });
  // The failing validity cases, shrunk by the grammar (a few per adapter: each asks the adapter again).
  let shrunk = 0;
  for (let i = 0; i < cases.length && shrunk < options.shrink; i++) {
    const c = cases[i]!;
    const r = results[i]!;
    if (r.outcome !== 'fail' || opOf(c) !== 'valid' || c.inputHex !== undefined) continue;
    const verdict = await grammarVerdict(c.grammar, c.rule!);
    if (verdict === null) continue;
    shrunk++;
    let seq = cases.length;
    const ask = (input: string) => proc!.ask({ cmd: 'run', seq: ++seq, op: 'valid', grammar: c.grammar, rule: c.rule, input });
    const answered = (r.answer as Record<string, unknown>).valid === true;
    const small = await shrink(c.input!, c.valid!, answered, verdict, ask, options.shrinkBudget);
    if (small !== null && small.input !== c.input) r.shrunk = small;
  }
  const restarts = proc.restarts;
  await proc.stop();
  const h = header({ implementation: start.implementation, claims: start.claims ?? null, adapter: command.label, claimed: cases.length, restarts });
  await write(io.stderr, `${name} ${start.implementation.version ?? ''}: ${tally.pass} pass, ${tally.fail} fail, ${tally.skipped} skipped, ${tally.errored} errored of ${cases.length} cases claimed (${h.seconds} s${restarts ? `, ${restarts} restarts` : ''})\n`.replace(' :', ':'));
  return { lines: [JSON.stringify(h), ...results.map((r) => JSON.stringify(r))], tally, header: h };
}

/** Runs every adapter, `jobs` at a time, and writes the results file. Resolves to the exit status: 0, or 1 when an adapter did not start. */
export async function runConformance(options: RunOptions, io: Io): Promise<number> {
  const out = await open(options.out, 'w');
  let failed = 0;
  try {
    const queue = options.adapters.map((make, i) => ({ make, i }));
    const done: { lines: string[]; header: Header }[] = [];
    const worker = async () => {
      for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
        const r = await runAdapter(job.make, options, io);
        if (r.header.error !== undefined) {
          failed++;
          await write(io.stderr, `uri-grammar: conformance: ${r.header.adapter}: ${r.header.error}\n`);
        }
        done[job.i] = r;
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(options.jobs, queue.length)) }, worker));
    for (const r of done) await out.write(r.lines.join('\n') + '\n');
  } finally {
    await out.close();
  }
  return failed > 0 ? 1 : 0;
}

export { DEFAULT_PROCESS_OPTIONS };
