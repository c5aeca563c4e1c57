/**
 * One adapter as a child process speaking the protocol (./protocol.ts): it is
 * started, sent `start`, then `run` requests a window at a time (answers come
 * back in order, one line each), and `stop`. A case the adapter takes longer
 * than the timeout to answer, or that it dies on, is answered `errored` for
 * it alone: the process (its whole group) is killed, started again, and sent
 * the requests that were waiting behind that case.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { PROTOCOL_VERSION, ProtocolError, readStartAnswer, type StartAnswer } from './protocol.js';

/** How to start an adapter. */
export interface AdapterCommand {
  /** What the messages call it: its folder's name, or the command line. */
  readonly label: string;
  readonly command: string;
  readonly args: readonly string[];
  readonly cwd?: string;
  /** Run `command` through the shell (a command line given as one string). */
  readonly shell?: boolean;
}

export interface ProcessOptions {
  /** The time an adapter has to answer one case, in milliseconds. */
  readonly timeoutMs: number;
  /** The time it has to answer `start` (a JVM takes a while). */
  readonly startTimeoutMs: number;
  /** The requests sent ahead of the answers. */
  readonly window: number;
  /** Restarts after which the adapter is given up (its remaining cases `errored`). */
  readonly maxRestarts: number;
}

export const DEFAULT_PROCESS_OPTIONS: ProcessOptions = { timeoutMs: 5000, startTimeoutMs: 60_000, window: 32, maxRestarts: 50 };

/** The last bytes of an adapter's standard error kept for messages. */
const STDERR_TAIL = 2000;

interface Waiting {
  readonly seq: number;
  resolve(answer: Record<string, unknown>): void;
  reject(e: Error): void;
}

/** Why a process stopped answering: it exited, or took longer than its timeout. */
class Stopped extends Error {}

/** A running adapter. */
export class AdapterProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private buffer = '';
  private stderr = '';
  private readonly waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | null = null;
  private startAnswer: StartAnswer | null = null;
  restarts = 0;

  constructor(readonly command: AdapterCommand, readonly options: ProcessOptions = DEFAULT_PROCESS_OPTIONS) {}

  /** The answer to `start`, once started. */
  get started(): StartAnswer {
    if (this.startAnswer === null) throw new Error('the adapter is not started');
    return this.startAnswer;
  }

  /** Starts the process and sends `start`. */
  async start(): Promise<StartAnswer> {
    const { command, args, cwd, shell } = this.command;
    const child = spawn(command, [...args], { cwd, shell: shell === true, stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    this.child = child;
    this.buffer = '';
    this.stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    // Lines of a process ended since (a timeout) are not this one's answers.
    child.stdout.on('data', (chunk: string) => this.child === child && this.onData(chunk));
    child.stderr.on('data', (chunk: string) => {
      this.stderr = (this.stderr + chunk).slice(-STDERR_TAIL);
    });
    // A write to a process that has exited fails with EPIPE: the exit says why.
    child.stdin.on('error', () => undefined);
    const gone = (why: string) => {
      if (this.child !== child) return;
      this.child = null;
      this.fail(new Stopped(`${why}${this.stderr.trim() ? `; its standard error ends: ${this.stderr.trim().split('\n').slice(-3).join(' | ')}` : ''}`));
    };
    child.on('error', (e) => gone(`the adapter could not be run: ${e.message}`));
    child.on('exit', (code, signal) => gone(signal ? `the adapter was ended by ${signal}` : `the adapter exited with status ${String(code)}`));
    const answer = await this.send({ cmd: 'start', version: PROTOCOL_VERSION }, -1, this.options.startTimeoutMs);
    this.startAnswer = readStartAnswer(answer);
    return this.startAnswer;
  }

  /** Sends `stop` and waits a moment for the process to end; then ends it. */
  async stop(): Promise<void> {
    const child = this.child;
    if (child === null) return;
    this.child = null;
    this.fail(new Stopped('the adapter was stopped'));
    const ended = new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
    child.stdin.end(JSON.stringify({ cmd: 'stop' }) + '\n');
    const timer = setTimeout(() => kill(child), 2000);
    await ended;
    clearTimeout(timer);
  }

  /** Ends the process and its group at once. */
  kill(): void {
    const child = this.child;
    this.child = null;
    if (child !== null) kill(child);
  }

  /**
   * Sends every request (each with its `seq`), a window ahead of the answers,
   * and calls `onAnswer` with each answer in the order sent. A request the
   * process times out on or dies on is answered `errored`; the process is
   * started again and the requests behind it sent again. After `maxRestarts`
   * restarts, or when it cannot be started again, the requests left are
   * answered `errored` with the reason.
   */
  async runAll(requests: readonly Record<string, unknown>[], onAnswer: (index: number, answer: Record<string, unknown>) => void): Promise<void> {
    let next = 0;
    let gaveUp: string | null = null;
    while (next < requests.length) {
      if (gaveUp !== null) {
        onAnswer(next, { seq: requests[next]!.seq, errored: true, message: gaveUp });
        next++;
        continue;
      }
      if (this.child === null) {
        if (this.restarts >= this.options.maxRestarts) {
          gaveUp = `the adapter was given up after ${this.restarts} restarts`;
          continue;
        }
        this.restarts++;
        try {
          await this.start();
        } catch (e) {
          gaveUp = `the adapter could not be started again: ${(e as Error).message}`;
          continue;
        }
      }
      const from = next;
      const to = Math.min(requests.length, from + this.options.window);
      const pending = [];
      for (let i = from; i < to; i++) pending.push(this.send(requests[i]!, requests[i]!.seq as number, this.options.timeoutMs));
      const settled = await Promise.allSettled(pending);
      for (let i = 0; i < settled.length; i++) {
        const s = settled[i]!;
        if (s.status === 'fulfilled') {
          onAnswer(from + i, s.value);
          next = from + i + 1;
          continue;
        }
        // The first request not answered is the one the process stopped on: errored; those after it go again.
        this.kill();
        onAnswer(from + i, { seq: requests[from + i]!.seq, errored: true, message: s.reason instanceof Error ? s.reason.message : String(s.reason) });
        next = from + i + 1;
        break;
      }
    }
  }

  /** One request and its answer (for shrinking: one at a time). */
  async ask(request: Record<string, unknown>): Promise<Record<string, unknown>> {
    let answer: Record<string, unknown> | null = null;
    await this.runAll([request], (_i, a) => (answer = a));
    return answer!;
  }

  /** Writes a request and resolves to its answer line; the oldest waiting request has `timeoutMs` to be answered. */
  private send(request: Record<string, unknown>, seq: number, timeoutMs: number): Promise<Record<string, unknown>> {
    const child = this.child;
    if (child === null) return Promise.reject(new Stopped('the adapter is not running'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ seq, resolve, reject });
      if (this.waiting.length === 1) this.arm(timeoutMs);
      child.stdin.write(JSON.stringify(request) + '\n');
    });
  }

  /** Starts the clock of the oldest waiting request. */
  private arm(timeoutMs: number): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    if (this.waiting.length === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kill();
      this.fail(new Stopped(`no answer within ${timeoutMs} ms (the adapter was ended and started again)`));
    }, timeoutMs);
  }

  private onData(chunk: string): void {
    // The chunk's lines are read by index and the rest kept once: linear in what the adapter writes.
    const text = this.buffer + chunk;
    let from = 0;
    for (let nl = text.indexOf('\n'); nl >= 0; from = nl + 1, nl = text.indexOf('\n', from)) this.onLine(text.slice(from, nl).replace(/\r$/, ''));
    this.buffer = text.slice(from);
  }

  private onLine(line: string): void {
    if (line.trim() === '') return;
    const head = this.waiting.shift();
    if (head === undefined) return; // an answer no request waits for (after a timeout): dropped
    let answer: unknown;
    try {
      answer = JSON.parse(line);
    } catch {
      answer = { seq: head.seq, errored: true, message: `the answer is not JSON: ${line.slice(0, 200)}` };
    }
    if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) answer = { seq: head.seq, errored: true, message: `the answer is not a JSON object: ${line.slice(0, 200)}` };
    const a = answer as Record<string, unknown>;
    if (head.seq >= 0 && a.seq !== head.seq) {
      head.resolve({ seq: head.seq, errored: true, message: new ProtocolError(`the answer's seq is ${JSON.stringify(a.seq)}, not ${head.seq} (answers come in order)`).message });
    } else head.resolve(a);
    this.arm(this.options.timeoutMs);
  }

  /** Rejects every waiting request. */
  private fail(e: Error): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    for (const w of this.waiting.splice(0)) w.reject(e);
  }
}

/** Ends a child and its process group (a shell and what it started). */
function kill(child: ChildProcessWithoutNullStreams): void {
  try {
    if (child.pid !== undefined && process.platform !== 'win32') process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    // already gone
  }
}
