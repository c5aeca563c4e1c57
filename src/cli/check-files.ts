/**
 * The run of `uri-grammar check [FILE…]` (./commands/check.ts): validates one
 * URI-reference (or `--rule R`, or another grammar's start rule with
 * `--grammar G`) per line of each FILE, or of standard input when there is
 * none or FILE is `-`, and reports every invalid line the way compilers
 * report errors; with `--grammar all`, every line with each grammar's
 * verdict.
 *
 * It streams: the input is read in chunks, cut at line ends into batches,
 * and never held whole in memory (only the longest line is). Inputs below
 * POOL_MIN bytes are checked on the main thread, where a pool of worker
 * threads would cost memory and gain no time; from POOL_MIN on (or with an
 * explicit `--jobs N`) a pool of worker threads starts (`poolStart` says
 * when), and as soon as a worker has loaded it checks the batches, a bounded
 * number in flight, and the results are printed in input order.
 */
import { closeSync, createReadStream, fstatSync, openSync, readSync, statSync, type Stats } from 'node:fs';
import { availableParallelism } from 'node:os';
import { checkBatch, loadSchemes, renderBatchBytes, type BatchResult, type CheckOptions } from './check-lines.js';
import { ReportBytes } from './report-bytes.js';
import { loadGrammars, type GrammarRule } from './grammars.js';
import { loadWalks } from './byte-walk.js';
import type { WorkerPool } from './pool.js';
import { describeFsError, write, type Io } from './io.js';
import { crlfWarning, STDIN_NAME, waitingNotice } from './lines.js';
import { progressFor, type Progress } from './progress.js';
import { useColor } from './color.js';

export interface CheckCommand {
  readonly files: readonly string[];
  /** The grammars and rules each line is checked by (./grammars.ts `grammarRules`). */
  readonly by: readonly GrammarRule[];
  /** `--schemes`: a URI of a scheme with a grammar of its own must match it too (CheckOptions.schemes). */
  readonly schemes?: boolean;
  /** `--grammar all`: every line answered, one verdict per grammar. */
  readonly all: boolean;
  readonly json: boolean;
  /** No summary (also no summary record with `json`) and no progress line. */
  readonly quiet: boolean;
  /** Worker threads for large inputs; 1 checks on the main thread only. */
  readonly jobs: number;
  /** `--jobs N` was given: the pool starts whatever the input's size (`poolStart`). */
  readonly jobsGiven: boolean;
  /** `--strip-cr`: read CR LF as LF (the summary counts the lines); without it a warning says so at each input's first. */
  readonly stripCr?: boolean;
  /** The progress line on a terminal's standard error: true (even when `quiet`), false (never), or null (unless `quiet`). */
  readonly progress: boolean | null;
}

/** Bytes read before the worker pool starts, when it starts: the workers load while the main thread checks them. */
export const PARALLEL_MIN = 1 << 20;
/**
 * The input size (all inputs together) from which the default pool of worker
 * threads (no `--jobs`) starts. Below it one thread is as fast and needs about
 * half the memory: measured by `npm run bench:cli -- --threshold`
 * (docs/performance.md, "Worker threads: from which size").
 */
export const POOL_MIN = 128 << 20;

/**
 * The fewest cores with which the default pool (no `--jobs`) starts. On two
 * cores the main thread (reading, dispatching, writing the reports in order)
 * keeps one core busy, and since the byte walk one thread checks faster than
 * it can feed two: on an idle two-core machine the pool took 1.12× one
 * thread's time at 134 MB and 0.99× at 268 MB, at 1.9× the memory
 * (docs/performance.md, "Worker threads: from which size").
 */
export const POOL_MIN_JOBS = 3;

/**
 * After how many bytes read, of all the inputs together, the worker pool
 * starts, or Infinity when it does not:
 * - with one job (`--jobs 1`, or a machine with one core): never;
 * - with `--jobs N` given: after the first PARALLEL_MIN bytes, whatever the size;
 * - by default, with POOL_MIN_JOBS cores or more (fewer: never): when the input is POOL_MIN bytes or more. When the sizes known
 *   before reading (files, standard input redirected from a file) already add
 *   up to POOL_MIN, after the first PARALLEL_MIN bytes; otherwise (a pipe)
 *   once POOL_MIN bytes have been read.
 */
export function poolStart(jobs: number, jobsGiven: boolean, knownBytes: number): number {
  if (jobs < 2) return Infinity;
  if (jobsGiven) return PARALLEL_MIN;
  if (jobs < POOL_MIN_JOBS) return Infinity;
  if (knownBytes >= POOL_MIN) return PARALLEL_MIN;
  return POOL_MIN;
}

/**
 * The bytes of the inputs known before reading them: the sizes of the regular
 * files among them, and of standard input when it is redirected from one.
 * An input that cannot be read counts 0 (it is reported when its turn comes).
 */
export async function knownSize(inputs: readonly string[], io: Io): Promise<number> {
  let bytes = 0;
  for (const input of inputs) {
    try {
      const s = input === '-' ? stdinStat(io) : statSync(input);
      if (s?.isFile()) bytes += Number(s.size);
    } catch {
      // reported when it is read
    }
  }
  return bytes;
}

/** The status of standard input when it is the process's own (file descriptor 0), else null. */
function stdinStat(io: Io): Stats | null {
  return (io.stdin as { fd?: unknown }).fd === 0 ? fstatSync(0) : null;
}
/** Bytes of whole lines per batch posted to a worker. */
const BATCH_BYTES = 256 << 10;
/** Batches queued per worker: enough to keep it busy while the main thread catches up, few enough for flat memory. */
const IN_FLIGHT_PER_WORKER = 4;
/** Chunk size when reading files. */
const READ_BYTES = 256 << 10;

/**
 * The chunks of a file read into one buffer of READ_BYTES, reused: each chunk
 * is good until the next is asked for (`checkInput` keeps none of it past
 * then: it copies the unfinished line it carries over). Against a stream,
 * which fills a new buffer per chunk, this spared about 60 ms of CPU time
 * (most of it the kernel's, the new buffers' pages) on 105 MB
 * (docs/performance.md, check: the walk).
 */
class ReusedChunks implements AsyncIterable<Buffer> {
  /**
   * A file named on the command line (opened and closed here), or standard
   * input when it is a regular file (`uri-grammar check - < file`: fd 0, read
   * from where its offset stands, and left open).
   */
  constructor(private readonly file: string | 0) {}

  async *[Symbol.asyncIterator](): AsyncIterator<Buffer> {
    const fd = this.file === 0 ? 0 : openSync(this.file, 'r');
    try {
      const buffer = Buffer.allocUnsafe(READ_BYTES);
      for (let n = readSync(fd, buffer, 0, READ_BYTES, null); n > 0; n = readSync(fd, buffer, 0, READ_BYTES, null)) yield buffer.subarray(0, n);
    } finally {
      if (fd !== 0) closeSync(fd);
    }
  }
}

export interface Totals {
  files: number;
  lines: number;
  /** Lines invalid (with `all`: in some grammar). */
  invalid: number;
  /** For each grammar of `CheckCommand.by`, the lines invalid in it. */
  invalidBy: number[];
  bytes: number;
  /** Inputs that could not be read. */
  unreadable: number;
  /** Worker threads that checked some of the input (0: the main thread did it all). */
  workers: number;
  /** Lines that ended in CR LF (their CR stripped with `stripCr`, else kept). */
  crlf: number;
}

export { STDIN_NAME };

/** Runs `check`; resolves to the totals (the caller turns them into an exit status). */
export async function runCheck(cmd: CheckCommand, io: Io): Promise<Totals> {
  const started = process.hrtime.bigint();
  const totals: Totals = { files: 0, lines: 0, invalid: 0, invalidBy: cmd.by.map(() => 0), bytes: 0, unreadable: 0, workers: 0, crlf: 0 };
  const options: CheckOptions = { by: cmd.by, all: cmd.all, json: cmd.json, color: !cmd.json && useColor(io.stdout, io.env), stripCr: cmd.stripCr === true, schemes: cmd.schemes === true };
  const grammars = cmd.by.map((g) => g.grammar);
  // Only the grammars of the run are loaded, here and in each worker, with their DFAs for the byte walk (and the scheme layer, for --schemes).
  await Promise.all([loadGrammars(grammars), loadWalks(grammars)]);
  if (options.schemes) await loadSchemes();
  const inputs = cmd.files.length === 0 ? ['-'] : cmd.files;
  const progress = progressFor(io, cmd.progress, cmd.quiet);
  const startAt = poolStart(cmd.jobs, cmd.jobsGiven, cmd.jobs < 2 || cmd.jobsGiven ? 0 : await knownSize(inputs, io));
  let pool: WorkerPool | null = null;
  // The pool's module, and node:worker_threads with it, loaded only for a run whose pool can start (a run of one
  // thread, the default on two cores, spares it: about 1 ms).
  const pools = startAt === Infinity ? null : await import('./pool.js');
  const getPool = (): WorkerPool | null => {
    if (pool || totals.bytes < startAt || pools === null) return pool;
    const script = pools.workerScript();
    if (script) pool = new pools.WorkerPool(script, cmd.jobs, grammars);
    return pool;
  };
  try {
    for (const input of inputs) {
      const file = input === '-' ? STDIN_NAME : input;
      let source: AsyncIterable<Buffer | string>;
      let size: number | null = null;
      if (input === '-') {
        // Standard input redirected from a regular file is read as a named one is, on the main thread alone.
        source = startAt === Infinity && stdinStat(io)?.isFile() === true ? new ReusedChunks(0) : (io.stdin as AsyncIterable<Buffer | string>);
        if (!cmd.quiet) await waitingNotice(io, 'check', 'one URI reference');
      } else {
        try {
          const s = statSync(input);
          if (s.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
          size = s.isFile() ? s.size : null;
        } catch (e) {
          await cannotRead(io, input, e, progress, cmd.json);
          totals.unreadable++;
          continue;
        }
        // On the main thread alone (no pool can start), a regular file is read into one buffer, reused.
        source = startAt === Infinity && size !== null ? new ReusedChunks(input) : createReadStream(input, { highWaterMark: READ_BYTES });
      }
      totals.files++;
      progress?.start(file, size);
      try {
        await checkInput(source, file, options, io, totals, getPool, progress, source instanceof ReusedChunks);
      } catch (e) {
        if (e instanceof InternalError) throw e;
        await cannotRead(io, input, e, progress, cmd.json);
        totals.unreadable++;
      }
    }
  } finally {
    progress?.clear();
    totals.workers = (pool as WorkerPool | null)?.used ?? 0;
    await (pool as WorkerPool | null)?.close();
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (cmd.quiet) {
    // --quiet: the exit status says it all.
  } else if (cmd.json) {
    await write(io.stdout, JSON.stringify({ type: 'summary', ...summaryFields(totals, seconds, cmd) }) + '\n');
  } else {
    await write(io.stderr, summaryLine(totals, seconds, cmd) + '\n');
  }
  return totals;
}

/** An error of the checking machinery (a worker failed), not of the input. */
export class InternalError extends Error {}

/**
 * An input that cannot be read: one line on standard error, or with `--json`
 * a record on standard output, among the others:
 * `{"type":"unreadable","file":"x.txt","message":"no such file or directory","code":"ENOENT"}`.
 */
async function cannotRead(io: Io, input: string, e: unknown, progress: Progress | null, json: boolean): Promise<void> {
  progress?.clear();
  if (json) await write(io.stdout, JSON.stringify(unreadableRecord(input, e)) + '\n');
  else await write(io.stderr, `uri-grammar: check: cannot read ${input}: ${describeFsError(e)}\n`);
}

/** The JSON record of an input that cannot be read (`check --json`, `conform --file --json`). */
export function unreadableRecord(file: string, e: unknown): { type: 'unreadable'; file: string; message: string; code: string | null } {
  const code = (e as { code?: unknown } | null)?.code;
  return { type: 'unreadable', file, message: describeFsError(e), code: typeof code === 'string' ? code : null };
}

/**
 * Checks one input: cuts its chunks at the last LF into batches of whole
 * lines, checks them (on the main thread, or on the pool once the input is
 * large), and prints the results in order, at most IN_FLIGHT_PER_WORKER batches per worker in
 * flight so that memory stays flat.
 */
async function checkInput(
  source: AsyncIterable<Buffer | string>,
  file: string,
  options: CheckOptions,
  io: Io,
  totals: Totals,
  getPool: () => WorkerPool | null,
  progress: Progress | null,
  reused = false,
): Promise<void> {
  const inFlight: Promise<BatchResult>[] = [];
  // The main thread's reports, batch after batch in one buffer (replaced when the output keeps it: `print`).
  let reports = new ReportBytes();
  // Lines are numbered as the results are printed, in order: workers number from their batch's start.
  let nextLine = 1;
  let started = false;
  let read = 0;
  let parts: Buffer[] = [];
  let partsBytes = 0;
  let carry: Buffer[] = [];
  // A CR kept before an LF is said once per input (lines.ts CRLF_KEPT).
  let crlfSaid = options.stripCr === true;

  const flushOne = async (): Promise<void> => {
    let r: BatchResult;
    try {
      r = await inFlight.shift()!;
    } catch (e) {
      throw new InternalError(e instanceof Error ? e.message : String(e));
    }
    const firstLine = nextLine;
    nextLine += r.lines;
    totals.lines += r.lines;
    totals.invalid += r.invalid;
    r.invalidBy.forEach((n, i) => (totals.invalidBy[i] += n));
    totals.crlf += r.crlf;
    if (!crlfSaid && r.firstCrlf >= 0) {
      crlfSaid = true;
      progress?.clear();
      await write(io.stderr, crlfWarning(io, file, firstLine + r.firstCrlf));
    }
    if (r.at.length > 0) {
      progress?.clear();
      if (r.numbered) await print(r);
      else await write(io.stdout, renderBatchBytes(r, firstLine, file, options.json, options.color));
    }
    progress?.update(totals.lines, totals.invalid);
  };

  /**
   * The reports of a numbered batch (checked on the main thread): the bytes
   * of `reports`, which the next batch writes over. This process's standard
   * output gets them as they are: once its `write` has returned (and drained)
   * with nothing queued (`writableLength` 0), they are written out (a file, a
   * terminal, a pipe written at once); when some are queued, the buffer is
   * left to it and the next batch writes into a new one. Any other stream
   * (a caller's own `Io`) gets a copy, which it may keep.
   */
  const print = async (r: BatchResult): Promise<void> => {
    const own = io.stdout === process.stdout;
    await write(io.stdout, own ? r.reports : Buffer.from(r.reports));
    if (own && process.stdout.writableLength > 0) reports = new ReportBytes();
  };

  const dispatch = async (pool: WorkerPool | null): Promise<void> => {
    if (partsBytes === 0) return;
    if (!pool && parts.length > 1) {
      // On the main thread, the line carried over from the chunks before ends in the last piece: that line
      // alone is joined into a batch of its own (a copy of one line), and the rest of the piece is
      // checked where it lies, not copied with it.
      const tail = parts[parts.length - 1]!;
      const lf = tail.indexOf(0x0a, 0);
      if (lf >= 0 && lf + 1 < tail.length) {
        parts[parts.length - 1] = tail.subarray(0, lf + 1);
        partsBytes -= tail.length - (lf + 1);
        await dispatch(null);
        parts = [tail.subarray(lf + 1)];
        partsBytes = tail.length - (lf + 1);
      }
    }
    // On the main thread a batch of one piece is checked where it lies; for a worker, a fresh buffer
    // of exactly the batch: posting a view would copy its whole backing store.
    let bytes: Uint8Array;
    if (!pool && parts.length === 1) bytes = parts[0]!;
    else {
      bytes = new Uint8Array(partsBytes);
      let at = 0;
      for (const p of parts) {
        bytes.set(p, at);
        at += p.length;
      }
    }
    parts = [];
    partsBytes = 0;
    const first = !started;
    started = true;
    if (pool) {
      const result = pool.run(bytes, first, options);
      result.catch(() => {}); // handled in flushOne, in order
      inFlight.push(result);
      while (inFlight.length >= pool.size * IN_FLIGHT_PER_WORKER) await flushOne();
    } else {
      // Printed before the next batch is checked: each batch's reports are written into the same buffer, whole
      // (numbered) when every batch before has been printed, which tells its first line.
      const numbering = inFlight.length === 0 ? { file, firstLine: nextLine } : undefined;
      inFlight.push(Promise.resolve(checkBatch(bytes, options, first, reports, numbering)));
      while (inFlight.length > 0) await flushOne();
    }
  };

  for await (const chunk of source) {
    const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    if (data.length === 0) continue;
    read += data.length;
    totals.bytes += data.length;
    progress?.read(read);
    // Only the new chunk is searched, so a long line costs linear time.
    // The offsets given, here and below, as checkBatch gives its own: Buffer's search deoptimized at a call without
    // one, whose offset it reads as NaN ("not a Smi").
    const last = data.lastIndexOf(0x0a, data.length - 1);
    if (last < 0) {
      // A chunk of a reused buffer (ReusedChunks) is copied before the next read overwrites it.
      carry.push(reused ? Buffer.from(data) : data);
      continue;
    }
    for (const c of carry) {
      parts.push(c);
      partsBytes += c.length;
    }
    parts.push(data.subarray(0, last + 1));
    partsBytes += last + 1;
    carry = last + 1 < data.length ? [reused ? Buffer.from(data.subarray(last + 1)) : data.subarray(last + 1)] : [];
    const pool = getPool();
    const ready = pool?.ready ? pool : null;
    // On the main thread (also while the workers load) every chunk is checked at once, so that
    // interactive input is answered line by line; for the pool, chunks gather into batches big
    // enough to be worth a message.
    if (!ready || partsBytes >= BATCH_BYTES) await dispatch(ready);
  }
  for (const c of carry) {
    parts.push(c);
    partsBytes += c.length;
  }
  const pool = getPool();
  await dispatch(pool?.ready ? pool : null);
  while (inFlight.length > 0) await flushOne();
}

function summaryFields(t: Totals, seconds: number, cmd: Pick<CheckCommand, 'by' | 'all' | 'stripCr'>) {
  return {
    files: t.files,
    lines: t.lines,
    valid: t.lines - t.invalid,
    invalid: t.invalid,
    unreadable: t.unreadable,
    bytes: t.bytes,
    seconds: Math.round(seconds * 1000) / 1000,
    workers: t.workers,
    crlf: t.crlf,
    // With `all`, valid and invalid count the lines valid in every grammar and invalid in some.
    grammars: Object.fromEntries(cmd.by.map((g, i) => [g.grammar, { rule: g.rule, valid: t.lines - t.invalidBy[i], invalid: t.invalidBy[i] }])),
  };
}

/**
 * `checked 5000 lines: 4600 valid, 400 invalid (1 file, 0.21 s, 23810 lines/s, 1.2 MB/s)`;
 * with `--grammar all`, `checked 3 lines: 1 valid in every grammar, 2 invalid in some (rfc3986 2, rfc3987 1, rfc6874 1) (...)`.
 */
export function summaryLine(t: Totals, seconds: number, cmd: Pick<CheckCommand, 'by' | 'all' | 'stripCr'>): string {
  const crlf = t.crlf === 0 ? '' : cmd.stripCr ? `, ${t.crlf} CR LF line ${t.crlf === 1 ? 'end' : 'ends'} read as LF` : `, ${t.crlf} ${t.crlf === 1 ? 'line ends' : 'lines end'} in CR LF`;
  const files =
    `${t.files} ${t.files === 1 ? 'file' : 'files'}` +
    (t.unreadable ? `, ${t.unreadable} unreadable` : '') +
    (t.workers ? `, ${t.workers} worker threads` : '') +
    crlf;
  const rate = seconds > 0 ? `, ${Math.round(t.lines / seconds)} lines/s, ${(t.bytes / 1e6 / seconds).toFixed(1)} MB/s` : '';
  const counts = cmd.all
    ? `${t.lines - t.invalid} valid in every grammar, ${t.invalid} invalid in some (${cmd.by.map((g, i) => `${g.grammar} ${t.invalidBy[i]}`).join(', ')})`
    : `${t.lines - t.invalid} valid, ${t.invalid} invalid`;
  return `checked ${t.lines} ${t.lines === 1 ? 'line' : 'lines'}: ${counts} (${files}, ${seconds.toFixed(2)} s${rate})`;
}

/** The default number of worker threads: one per core. */
export function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

/**
 * The most worker threads `--jobs` takes: the CPUs this process may use
 * (`availableParallelism`), since more threads than cores only share them.
 */
export function maxJobs(): number {
  return defaultJobs();
}
