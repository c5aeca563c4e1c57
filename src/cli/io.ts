/**
 * What every subcommand of the `uri-grammar` command shares: its standard
 * streams, its exit codes, and the one-line errors of the tool itself.
 */
import type { Readable, Writable } from 'node:stream';
import { once } from 'node:events';

/** The standard streams of one run; tests pass their own. */
export interface Io {
  readonly stdin: Readable | NodeJS.ReadableStream;
  readonly stdout: Writable | NodeJS.WritableStream;
  readonly stderr: Writable | NodeJS.WritableStream;
  /** Environment (for NO_COLOR and the like); defaults to none. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

/** Exit status: every input valid. */
export const EXIT_OK = 0;
/** Exit status: some input is not valid (or some pass failed on its input). */
export const EXIT_INVALID = 1;
/** Exit status: a usage error (bad flag, missing argument) or an unreadable file. */
export const EXIT_USAGE = 2;

/**
 * An error of the tool itself (not of the input): a bad flag, a missing
 * argument, an unreadable file. It is printed as one line, never with a stack
 * trace, and exits with `EXIT_USAGE`.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** Writes `text` (a string, or its UTF-8 bytes), waiting for 'drain' when the stream's buffer is full (backpressure). */
export async function write(out: Io['stdout'], text: string | Uint8Array): Promise<void> {
  if (text.length === 0) return;
  if (!out.write(text)) await once(out as Writable, 'drain');
}

/** A file system error as the short phrase a user expects ("no such file or directory"). */
export function describeFsError(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'is a directory';
    case 'ENOTDIR':
      return 'not a directory';
    case 'EMFILE':
    case 'ENFILE':
      return 'too many open files';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}
