/**
 * A `checkBatch` result in a form jest compares quickly: its reports as the
 * strings `reportBodies` reads (src/cli/check-lines.ts) rather than as one
 * Uint8Array, which `toEqual` walks index by index (a batch of a few thousand
 * invalid lines made each comparison take seconds).
 */
import { reportBodies, type BatchResult } from '../../src/cli/check-lines.js';

export function comparable(r: BatchResult): Omit<BatchResult, 'reports'> & { reports: string[] } {
  return { ...r, reports: reportBodies(r) };
}
