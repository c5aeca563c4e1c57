/**
 * A fixed pool of worker threads (./worker.ts) for `uri-grammar check` on
 * large inputs. Each batch goes to the ready worker with the fewest batches
 * in flight; the caller keeps the promises in input order, so output order is
 * input order whatever order the workers finish in. Until a worker has
 * loaded the parsers of the run's grammars (`ready`), the caller keeps
 * checking on the main thread, so starting the pool costs no wall-clock time.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BatchResult, CheckOptions } from './check-lines.js';
import type { BatchMessage, ResultMessage, WorkerData } from './worker.js';

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  /** Batches checked. */
  done: number;
  readonly waiting: Map<number, { resolve(r: BatchResult): void; reject(e: Error): void }>;
}

/**
 * The built worker script, cli/worker.js beside the command's one file
 * (dist/cjs/src/cli.js, scripts/build.mjs), or null when there is none: when
 * running the TypeScript sources (tests), where checking stays on the main
 * thread.
 */
export function workerScript(): string | null {
  if (typeof __dirname === 'undefined') return null;
  const file = join(__dirname, 'cli', 'worker.js');
  return existsSync(file) ? file : null;
}

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private nextId = 0;
  private failure: Error | null = null;

  /** `size` workers of `script`, each loading the parsers of `grammars` (names) before it is ready. */
  constructor(script: string, size: number, grammars: readonly string[]) {
    const workerData: WorkerData = { grammars };
    for (let i = 0; i < size; i++) {
      const worker = new Worker(script, { workerData });
      const slot: Slot = { worker, ready: false, done: 0, waiting: new Map() };
      worker.on('message', (m: ResultMessage) => {
        if ('ready' in m) {
          slot.ready = true;
          return;
        }
        const w = slot.waiting.get(m.id);
        if (!w) return;
        slot.waiting.delete(m.id);
        slot.done++;
        if ('result' in m) w.resolve(m.result);
        else w.reject(new Error(m.error));
      });
      const fail = (e: Error): void => {
        this.failure ??= e;
        slot.ready = false;
        for (const w of slot.waiting.values()) w.reject(e);
        slot.waiting.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => {
        if (slot.waiting.size > 0) fail(new Error(`worker thread exited with code ${code}`));
      });
      this.slots.push(slot);
    }
  }

  /** True when some worker has loaded and none has failed. */
  get ready(): boolean {
    return this.failure === null && this.slots.some((s) => s.ready);
  }

  /** Checks a batch on the least busy ready worker (call only when `ready`). */
  run(bytes: Uint8Array, first: boolean, options: CheckOptions): Promise<BatchResult> {
    if (this.failure) return Promise.reject(this.failure);
    let slot: Slot | null = null;
    for (const s of this.slots) if (s.ready && (slot === null || s.waiting.size < slot.waiting.size)) slot = s;
    if (slot === null) return Promise.reject(new Error('no worker thread is ready'));
    const id = this.nextId++;
    return new Promise<BatchResult>((resolve, reject) => {
      slot.waiting.set(id, { resolve, reject });
      const message: BatchMessage = { id, bytes, first, options };
      slot.worker.postMessage(message);
    });
  }

  /** The number of workers that have checked a batch. */
  get used(): number {
    return this.slots.filter((s) => s.done > 0).length;
  }

  get size(): number {
    return this.slots.length;
  }

  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}
