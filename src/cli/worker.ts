/**
 * The worker thread of `uri-grammar check`: checks the batches the main
 * thread posts (./pool.ts) and posts back their results, tagged with the
 * batch's id, so that the main thread can number their lines and print them
 * in input order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { checkBatch, loadSchemes, type CheckOptions, type BatchResult } from './check-lines.js';
import { loadGrammars } from './grammars.js';
import { loadWalks } from './byte-walk.js';

/** What the pool passes to a worker when it starts: the names of the grammars its batches are checked by. */
export interface WorkerData {
  readonly grammars: readonly string[];
}

/** A batch posted to a worker. */
export interface BatchMessage {
  readonly id: number;
  readonly bytes: Uint8Array;
  /** The batch begins the input. */
  readonly first: boolean;
  readonly options: CheckOptions;
}

/** A worker's answer: the result, or the message of an unexpected error; `ready` once, when it has loaded. */
export type ResultMessage =
  | { readonly id: number; readonly result: BatchResult }
  | { readonly id: number; readonly error: string }
  | { readonly ready: true };

if (parentPort) {
  const port = parentPort;
  port.on('message', (m: BatchMessage) => {
    let answer: ResultMessage;
    // The reports' buffer (a buffer of its own, ./report-bytes.ts) is moved to the main thread, not copied.
    let transfer: ArrayBuffer[] = [];
    try {
      const result = checkBatch(m.bytes, m.options, m.first);
      answer = { id: m.id, result };
      if (result.reports.byteLength > 0) transfer = [result.reports.buffer as ArrayBuffer];
    } catch (e) {
      answer = { id: m.id, error: e instanceof Error ? e.message : String(e) };
    }
    port.postMessage(answer, transfer);
  });
  // Once the grammars' parsers are loaded, the main thread may stop checking on its own. (A
  // grammar that fails to load is the worker's 'error': the pool is never ready, and the main
  // thread checks everything.)
  // The scheme layer too (small; --schemes batches need it, others never call it).
  const grammars = (workerData as WorkerData | null)?.grammars ?? [];
  // And the grammars' DFAs, which the byte walk of ./byte-walk.ts runs over a batch's bytes.
  void Promise.all([loadGrammars(grammars), loadWalks(grammars), loadSchemes()]).then(() => port.postMessage({ ready: true } satisfies ResultMessage));
}
