/**
 * The subcommands that expose the library's RFC 3986 passes on command-line
 * arguments: `encode`, `decode`, `resolve`, `relativize`, `normalize`,
 * `equal` and `lint`. Each prints one result per line on standard output; a
 * failure on an input prints the error on standard error and makes the exit
 * status 1.
 *
 * src/cli.ts loads this module (and with it the RFC 3986 library) only to run
 * one of them.
 */
import { isUriSyntaxError } from '../errors.js';
import { percentEncode, percentDecode, type EncodeSet } from '../percent-encoding.js';
import { resolve, relativize, normalize, equivalent, comparisonKey, lint, type NormalizeLevel, type ComparisonLevel, type LintFinding } from '../index.js';
import { excerpt } from '../errors.js';
import { columnOf } from './check-lines.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, write, type Io } from './io.js';

/** `uri-grammar encode [--set S] TEXT…`: percent-encodes every character outside the set (RFC 3986 §2.1, §2.5). */
export async function runEncode(texts: AsyncIterable<string> | Iterable<string>, set: EncodeSet, io: Io): Promise<number> {
  let status = EXIT_OK;
  for await (const text of texts) {
    try {
      await write(io.stdout, percentEncode(text, set) + '\n');
    } catch (e) {
      status = EXIT_INVALID;
      await write(io.stderr, `uri-grammar encode: ${JSON.stringify(text)}: ${(e as Error).message}\n`);
    }
  }
  return status;
}

/** `uri-grammar decode TEXT…`: decodes percent-encodings as UTF-8 (RFC 3986 §2.1, §2.5). */
export async function runDecode(texts: AsyncIterable<string> | Iterable<string>, io: Io): Promise<number> {
  let status = EXIT_OK;
  for await (const text of texts) {
    try {
      await write(io.stdout, percentDecode(text) + '\n');
    } catch (e) {
      status = EXIT_INVALID;
      await write(io.stderr, `uri-grammar decode: ${JSON.stringify(text)}: ${(e as Error).message}\n`);
    }
  }
  return status;
}

/** The lines of standard input, without their LF (a CR stays: it is content). */
export async function* stdinLines(io: Io): AsyncGenerator<string> {
  let rest = '';
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of io.stdin as AsyncIterable<Buffer | string>) {
    rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const lines = rest.split('\n');
    rest = lines.pop()!;
    yield* lines;
  }
  rest += decoder.decode();
  if (rest !== '') yield rest;
}

/**
 * The error of a pass on one input, for standard error: a syntax error with
 * its caret and hint, any other error of the library as its message.
 */
function failure(command: string, input: string, e: unknown): string {
  if (isUriSyntaxError(e)) return e.format() + '\n';
  return `uri-grammar ${command}: ${JSON.stringify(input)}: ${e instanceof Error ? e.message : String(e)}\n`;
}

/** Runs `f` on each input, printing its result or its error; 1 when any failed. */
async function eachInput(
  command: string,
  inputs: AsyncIterable<string> | Iterable<string>,
  f: (input: string) => string,
  io: Io,
): Promise<number> {
  let status = EXIT_OK;
  for await (const input of inputs) {
    let out: string;
    try {
      out = f(input);
    } catch (e) {
      status = EXIT_INVALID;
      await write(io.stderr, failure(command, input, e));
      continue;
    }
    await write(io.stdout, out + '\n');
  }
  return status;
}

/** `uri-grammar resolve [--loose] BASE REF…`: the target URI of each REF (RFC 3986 §5.2). */
export function runResolve(base: string, refs: AsyncIterable<string> | Iterable<string>, strict: boolean, io: Io): Promise<number> {
  return eachInput('resolve', refs, (ref) => resolve(base, ref, { strict }), io);
}

/** `uri-grammar relativize BASE TARGET…`: the shortest reference that resolves to each TARGET. */
export function runRelativize(base: string, targets: AsyncIterable<string> | Iterable<string>, io: Io): Promise<number> {
  return eachInput('relativize', targets, (target) => relativize(base, target), io);
}

/** `uri-grammar normalize [--level L] [--ipv6 F] REF…` (RFC 3986 §6.2.2, §6.2.3). */
export function runNormalize(
  refs: AsyncIterable<string> | Iterable<string>,
  level: NormalizeLevel,
  ipv6: 'rfc3986' | 'rfc5952',
  io: Io,
): Promise<number> {
  return eachInput('normalize', refs, (ref) => normalize(ref, { level, ipv6 }), io);
}

/**
 * `uri-grammar equal [--level L] A B` (RFC 3986 §6.2): prints `equivalent` or
 * `not equivalent` with both comparison keys, and exits 0 or 1, as `cmp`
 * does; an input that is not a URI-reference exits 2.
 */
export async function runEqual(a: string, b: string, level: ComparisonLevel, io: Io): Promise<number> {
  let same: boolean;
  let keys: [string, string];
  try {
    keys = [comparisonKey(a, { level }), ''];
  } catch (e) {
    await write(io.stderr, failure('equal', a, e));
    return EXIT_USAGE;
  }
  try {
    keys[1] = comparisonKey(b, { level });
    same = equivalent(a, b, { level });
  } catch (e) {
    await write(io.stderr, failure('equal', b, e));
    return EXIT_USAGE;
  }
  await write(io.stdout, `${same ? 'equivalent' : 'not equivalent'} (${level}): ${keys[0]} ${same ? '==' : '!='} ${keys[1]}\n`);
  return same ? EXIT_OK : EXIT_INVALID;
}

/**
 * `uri-grammar lint [--json] [REF…]`: the RFC 3986 §7 findings of each REF
 * (or of each line of standard input when there is none), reported as
 *
 *     <args>:2:8: warning: MESSAGE [code]
 *       the input
 *              ^~~~~~
 *
 * where the "line" is the argument's position (or the line of standard
 * input) and the column counts code points. Exit 1 when any finding has
 * severity `error`; warnings and infos alone exit 0 (as linters do).
 */
export async function runLint(inputs: AsyncIterable<string> | Iterable<string>, file: string, json: boolean, io: Io): Promise<number> {
  let status = EXIT_OK;
  let line = 0;
  for await (const input of inputs) {
    line++;
    let out = '';
    for (const f of lint(input)) {
      if (f.severity === 'error') status = EXIT_INVALID;
      const column = columnOf(input, f.start);
      out += json
        ? JSON.stringify({ type: 'finding', file, line, column, ...f, excerpt: excerpt(input, f.start).line }) + '\n'
        : `${file}:${line}:${column}: ${f.severity}: ${f.message} [${f.code}]\n${underline(input, f)}`;
    }
    await write(io.stdout, out);
  }
  return status;
}

/** The input with the finding's span underlined: a caret, then "~" to its end (within the excerpt). */
function underline(input: string, f: LintFinding): string {
  const { line, caret } = excerpt(input, f.start);
  const visibleEnd = [...line].length;
  const span = [...input.slice(f.start, f.end)].length;
  const width = Math.max(1, Math.min(span, visibleEnd - caret.length + 1));
  return `  ${line}\n  ${caret}${'~'.repeat(width - 1)}\n`;
}
