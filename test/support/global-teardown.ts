/** jest's global tear-down: removes the run's packed package (./packed-package.ts), if a test made it. */
import { rmSync } from 'node:fs';

export default function globalTeardown(): void {
  const dir = process.env.URI_GRAMMAR_PACKED_DIR;
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
}
