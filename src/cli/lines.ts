/**
 * The input lines of every subcommand that reads one item a line (`check`,
 * `conform --file`, `normalize`, `resolve`, `relativize`, `encode`, `decode`,
 * `lint`, `extract`), read as bytes so that nothing is changed on the way in:
 *
 * - a line ends at LF (0x0A) and keeps every other byte: a CR before the LF
 *   (a CRLF file) is part of the line, as is a NUL, and the first such line of
 *   an input is said in a warning (`CRLF_KEPT`), unless `--strip-cr` asked to
 *   read CR LF as LF (`CrLf`);
 * - a leading byte order mark is kept, as U+FEFF at the start of line 1 (the
 *   subcommands report it, see `startsWithBom`), never dropped silently;
 * - a line that is not well-formed UTF-8 (RFC 3629 §4) is not decoded with
 *   U+FFFD in place of its bad bytes: it is handed over as bytes, with the
 *   column, offset and message of its first ill-formed byte (`illFormed`);
 * - only the current chunk and the unfinished line are held in memory, so a
 *   line of megabytes costs its size once, and an input of gigabytes nothing
 *   more.
 *
 * Command-line arguments go through the same shape (`argumentLines`), so
 * that a subcommand answers an argument and a line of standard input alike.
 */
import { isUtf8 } from 'node:buffer';
import type { Readable } from 'node:stream';
import { illFormed } from './check-lines.js';
import { paletteFor } from './color.js';
import { write, type Io } from './io.js';

/** The file name of standard input in reports (`<stdin>:2:4: error: …`). */
export const STDIN_NAME = '<stdin>';
/** The file name of command-line arguments in reports; the "line" is the argument's position. */
export const ARGS_NAME = '<args>';

/** One line of input, decoded, or the bytes of a line that is not UTF-8 and where they go wrong. */
export type InputLine = TextLine | BadLine;

/** A line that is well-formed UTF-8 (or an argument). */
export interface TextLine {
  /** `<stdin>`, `<args>` or a file name. */
  readonly file: string;
  /** 1-based line number (for arguments, the argument's position). */
  readonly line: number;
  /** The line without its LF; a CR, a NUL and a leading U+FEFF stay. */
  readonly text: string;
}

/** A line that is not well-formed UTF-8. */
export interface BadLine {
  readonly file: string;
  readonly line: number;
  readonly text: null;
  /** The line's bytes, without its LF. */
  readonly bytes: Buffer;
  /** The 1-based column (code points) and the UTF-16 offset of the first ill-formed byte, after the well-formed text before it. */
  readonly column: number;
  readonly offset: number;
  /** `not valid UTF-8: ill-formed sequence at byte 0xFF (byte 2 of the line)`. */
  readonly message: string;
}

/**
 * What the line reader does with a CR right before an LF, the line end of
 * Windows files: keeps it as the line's last byte, or with `--strip-cr`
 * (`strip`) reads CR LF as LF. A CR anywhere else, and one that ends the
 * input without an LF after it, is always kept.
 */
export interface CrLf {
  readonly strip: boolean;
  /** Told the number (from 1) of each line that ended in CR LF, before the line is yielded. */
  readonly seen?: (line: number) => void;
}

/**
 * The warning of an input's first line that ends in CR LF, when the CR is
 * kept (no `--strip-cr`): said once per input, on standard error.
 */
export const CRLF_KEPT =
  'the line ends in CR LF (Windows line ends): the CR is kept as its last character, here and on the other such lines of this input; --strip-cr reads CR LF as LF';

/** `FILE:LINE: warning: CRLF_KEPT`, coloured as the stream takes it. */
export function crlfWarning(io: Io, file: string, line: number): string {
  const palette = paletteFor(io.stderr, io.env);
  return `${palette.location(`${file}:${line}:`)} ${palette.severity('warning:')} ${CRLF_KEPT}\n`;
}

/**
 * The lines of a byte stream, each without its LF: only the current chunk
 * and the unfinished line are held. A last line without LF counts; nothing
 * follows a final LF. `read` is told the bytes read so far; `crlf` what to do
 * with a CR before an LF (by default it is kept, and nobody is told).
 */
export async function* byteLines(stream: Readable | NodeJS.ReadableStream, read?: (bytes: number) => void, crlf?: CrLf): AsyncGenerator<Buffer> {
  // The pieces of the unfinished line: a line longer than a chunk is joined once, when it ends.
  let pending: Buffer[] = [];
  let total = 0;
  let number = 0;
  for await (const chunk of stream as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    total += buf.length;
    read?.(total);
    let start = 0;
    for (;;) {
      const lf = buf.indexOf(0x0a, start);
      if (lf < 0) break;
      const piece = buf.subarray(start, lf);
      let line = piece;
      if (pending.length > 0) {
        line = Buffer.concat([...pending, piece]);
        pending = [];
      }
      number++;
      if (crlf !== undefined && line.length > 0 && line[line.length - 1] === 0x0d) {
        crlf.seen?.(number);
        if (crlf.strip) line = line.subarray(0, line.length - 1);
      }
      yield line;
      start = lf + 1;
    }
    if (start < buf.length) pending.push(buf.subarray(start));
  }
  if (pending.length > 0) yield Buffer.concat(pending);
}

/** One line's bytes as an InputLine: decoded when it is UTF-8 (a BOM kept as U+FEFF), else where it goes wrong. */
export function decodeLine(bytes: Buffer, file: string, line: number): InputLine {
  // Buffer's UTF-8 decoding keeps a leading EF BB BF as U+FEFF (TextDecoder would drop it).
  if (isUtf8(bytes)) return { file, line, text: bytes.toString('utf8') };
  return { file, line, text: null, bytes, ...illFormed(bytes) };
}

/** The lines of a byte stream (standard input, a file), numbered from 1, decoded by `decodeLine`. */
export async function* streamLines(stream: Readable | NodeJS.ReadableStream, file: string, read?: (bytes: number) => void, crlf?: CrLf): AsyncGenerator<InputLine> {
  let line = 0;
  for await (const bytes of byteLines(stream, read, crlf)) yield decodeLine(bytes, file, ++line);
}

/** Command-line arguments as lines of `<args>`, numbered by position from 1. */
export function argumentLines(args: readonly string[]): InputLine[] {
  return args.map((text, i) => ({ file: ARGS_NAME, line: i + 1, text }));
}

/**
 * The inputs of a subcommand that takes ITEM... or else one item a line of
 * standard input: the arguments when there are any, else the lines of
 * standard input, after telling a user at a terminal what it waits for
 * (`waitingNotice`). A CR before an LF is stripped with `stripCr`
 * (`--strip-cr`), else kept and said once, before the first line that has
 * one (`crlfWarning`); an argument is taken as it is.
 */
export async function* inputLines(args: readonly string[], io: Io, command: string, what: string, stripCr = false): AsyncGenerator<InputLine> {
  if (args.length > 0) {
    yield* argumentLines(args);
    return;
  }
  await waitingNotice(io, command, what);
  let first = 0;
  const crlf: CrLf = { strip: stripCr, seen: (line) => (first ||= line) };
  for await (const input of streamLines(io.stdin, STDIN_NAME, undefined, crlf)) {
    if (first === input.line && !stripCr) await write(io.stderr, crlfWarning(io, STDIN_NAME, first));
    yield input;
  }
}

/**
 * When standard input is a terminal, says on standard error that the
 * command reads it (so that a user who forgot an argument is not left
 * before a silent prompt): `uri-grammar: normalize: reading standard input,
 * one URI reference per line (end it with Ctrl-D)`.
 */
export async function waitingNotice(io: Io, command: string, what: string): Promise<void> {
  if ((io.stdin as { isTTY?: boolean }).isTTY !== true) return;
  await write(io.stderr, `uri-grammar: ${command}: reading standard input, ${what} per line (end it with Ctrl-D)\n`);
}

/** True when the line is the first of its input and begins with a byte order mark (U+FEFF, bytes EF BB BF). */
export function startsWithBom(input: InputLine): boolean {
  return input.line === 1 && input.file !== ARGS_NAME && input.text !== null && input.text.charCodeAt(0) === 0xfeff;
}
