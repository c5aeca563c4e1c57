/**
 * Builds the small C harnesses of test/support/*.c into a temporary folder,
 * failing with the setup command to run when the compiler or a library is
 * missing (the differential tests never skip silently).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SUPPORT = __dirname;

/** The setup every native harness needs, as one command. */
export const SETUP = 'apt-get update && apt-get install -y liburiparser-dev (and gcc, if the machine lacks a C compiler)';

/** Compiles `test/support/<source>` with `cc` and returns the executable's path. */
export function buildHarness(source: string, libs: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uri-grammar-harness-'));
  const exe = path.join(dir, path.basename(source, '.c'));
  const cc = spawnSync('cc', ['-O2', '-o', exe, path.join(SUPPORT, source), ...libs], { encoding: 'utf8' });
  if (cc.error !== undefined || cc.status !== 0) {
    const why = cc.error !== undefined ? `cc could not be run (${cc.error.message})` : `cc failed:\n${cc.stderr}`;
    throw new Error(`Cannot build the test harness ${source}: ${why}\nInstall the C compiler and libraries first: ${SETUP}`);
  }
  return exe;
}

/** Runs a line-oriented harness over `lines` (none may hold "\n") and returns its output lines. */
export function runHarness(exe: string, lines: readonly string[]): string[] {
  for (const l of lines) if (l.includes('\n')) throw new Error(`a harness input holds a line feed: ${JSON.stringify(l)}`);
  const run = spawnSync(exe, [], { input: lines.map((l) => l + '\n').join(''), encoding: 'utf8', maxBuffer: 1 << 28 });
  if (run.error !== undefined || run.status !== 0) throw new Error(`${exe} failed: ${run.error?.message ?? run.stderr}`);
  const out = run.stdout.split('\n');
  out.pop();
  if (out.length !== lines.length) throw new Error(`${exe} answered ${out.length} lines for ${lines.length} inputs`);
  return out;
}
