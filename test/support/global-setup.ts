/**
 * jest's global set-up: names the folder where the first test file that needs
 * the packed package makes it for the run (./packed-package.ts); the workers
 * inherit the variable. Nothing is made here, so a run that needs no package
 * pays nothing.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function globalSetup(): void {
  process.env.URI_GRAMMAR_PACKED_DIR = join(tmpdir(), `uri-grammar-packed-${process.pid}-${Date.now()}`);
}
