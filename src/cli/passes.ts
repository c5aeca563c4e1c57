/**
 * The subcommands that expose the library's passes on command-line
 * arguments: `parse`, `encode`, `decode`, and (as their modules land)
 * `resolve`, `normalize`, `equal` and `lint`. Each prints one result per line
 * on standard output; a failure on an input prints the error on standard
 * error and makes the exit status 1.
 */
import type { RuleName } from '../ast.js';
import { parse } from '../parse.js';
import { isUriSyntaxError } from '../errors.js';
import { percentEncode, percentDecode, type EncodeSet } from '../percent-encoding.js';
import { formatTree } from './tree.js';
import { columnOf } from './check-lines.js';
import { EXIT_INVALID, EXIT_OK, write, type Io } from './io.js';

/** `uri-grammar parse [--rule R] [--json] REF…` */
export async function runParse(refs: readonly string[], rule: RuleName, json: boolean, io: Io): Promise<number> {
  let status = EXIT_OK;
  for (const ref of refs) {
    let node;
    try {
      node = parse(ref, rule);
    } catch (e) {
      if (!isUriSyntaxError(e)) throw e;
      status = EXIT_INVALID;
      await write(io.stderr, `${JSON.stringify(ref)}:1:${columnOf(ref, e.offset)}: ${e.format()}\n`);
      continue;
    }
    await write(io.stdout, json ? JSON.stringify(node) + '\n' : formatTree(node, ref));
  }
  return status;
}

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
