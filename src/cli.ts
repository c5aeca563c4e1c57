#!/usr/bin/env node
/**
 * The `uri-grammar` command: the table of its subcommands, one module each
 * under ./cli/commands/ (its --help, its options, its run), and the dispatch
 * of a command line to one of them. Its main job is `uri-grammar check
 * FILE…`, which validates one URI-reference per line and reports the invalid
 * lines the way compilers report errors.
 *
 * `check` and `parse` take `--grammar NAME` (./cli/grammars.ts: RFC 3986 by
 * default, RFC 3987, RFC 6874, ...; `check --grammar all` answers for every
 * grammar at once); so do `resolve`, `normalize` and `equal`, for the
 * grammars that have the pass (./cli/passes.ts, from each grammar's `passes`
 * in grammar/grammars.json: RFC 3986 and RFC 3987, and for `resolve` RFC 2396
 * and RFC 1808); the other subcommands are RFC 3986's passes. Loading the
 * command loads no parser: a run loads the grammars and the passes it uses.
 *
 * `main(argv, io)` runs in-process and resolves to the exit status:
 * 0 all valid, 1 some input invalid, 2 a usage error or an unreadable file.
 * Errors of the tool itself are one line on standard error, never a stack trace.
 */
import { parseArgs } from 'node:util';
import { InternalError } from './cli/check-files.js';
import { enableCompileCache } from './cli/compile-cache.js';
import { check } from './cli/commands/check.js';
import { conform } from './cli/commands/conform.js';
import { conformance } from './cli/commands/conformance.js';
import { decode } from './cli/commands/decode.js';
import { encode } from './cli/commands/encode.js';
import { equal } from './cli/commands/equal.js';
import { extract } from './cli/commands/extract.js';
import { lint } from './cli/commands/lint.js';
import { normalize } from './cli/commands/normalize.js';
import { parse } from './cli/commands/parse.js';
import { playground } from './cli/commands/playground.js';
import { relativize } from './cli/commands/relativize.js';
import { resolve } from './cli/commands/resolve.js';
import { template } from './cli/commands/template.js';
import { grammarLines } from './cli/grammars.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, write, type Io } from './cli/io.js';
import { listOf, type Command, type Values } from './cli/options.js';
import { packageVersion } from './cli/package-files.js';
import { PASSES } from './cli/passes.js';

export type { Io } from './cli/io.js';
export { EXIT_OK, EXIT_INVALID, EXIT_USAGE } from './cli/io.js';

/** The subcommands, in the order of `uri-grammar --help`: one module each, src/cli/commands/NAME.ts. */
export const COMMANDS: Readonly<Record<string, Command>> = Object.fromEntries(
  [check, parse, encode, decode, resolve, relativize, normalize, equal, conform, extract, lint, template, playground, conformance].map((command) => [command.name, command]),
);

const USAGE = `Usage: uri-grammar COMMAND [options] [ARGS...]

The strict RFC 3986 parser: tells which ABNF rule failed and where.

Commands:
${Object.entries(COMMANDS)
  .map(([name, c]) => `  ${name.padEnd(10)} ${c.summary}`)
  .join('\n')}

Grammars (--grammar NAME of check and parse, and of ${listOf(Object.keys(PASSES))}
where the grammar has the pass; check --grammar all for all):
${grammarLines('  ', true)}

Run "uri-grammar COMMAND --help" for a command's options, and
"uri-grammar --version" (-v, or "version") for the version.
Colour on a terminal; none when NO_COLOR is set, always when FORCE_COLOR is.
Example: uri-grammar check examples/uris.txt`;

/**
 * Runs the `uri-grammar` command with `argv` (the arguments after the
 * program name) and resolves to its exit status. Never rejects for a usage
 * error: it prints one line on `io.stderr` and resolves to 2.
 */
export async function main(argv: readonly string[], io: Io = processIo()): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined) {
      await write(io.stderr, USAGE + '\n');
      return EXIT_USAGE;
    }
    if (name === '--help' || name === '-h' || name === 'help') {
      const topic = name === 'help' ? rest[0] : undefined;
      const command = topic === undefined ? undefined : COMMANDS[topic];
      if (topic !== undefined && !command) throw new UsageError(`unknown command '${topic}' (see uri-grammar --help)`);
      await write(io.stdout, (command ? command.help : USAGE) + '\n');
      return EXIT_OK;
    }
    if (name === '--version' || name === '-V' || name === '-v' || name === 'version') {
      await write(io.stdout, packageVersion() + '\n');
      return EXIT_OK;
    }
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
    if (!command) {
      throw new UsageError(
        name.startsWith('-') ? `unknown option '${name}' (see uri-grammar --help)` : `unknown command '${name}' (see uri-grammar --help)`,
      );
    }
    let parsed: { values: Values; positionals: string[] };
    try {
      parsed = command.parse ? command.parse([...rest]) : (parseArgs({ args: [...rest], options: command.options, allowPositionals: true, strict: true }) as typeof parsed);
    } catch (e) {
      if (e instanceof UsageError) throw new UsageError(`${name}: ${e.message}`);
      throw new UsageError(`${name}: ${argumentError(e)} (see uri-grammar ${name} --help)`);
    }
    if (parsed.values.help) {
      await write(io.stdout, command.help + '\n');
      return EXIT_OK;
    }
    try {
      return await command.run(parsed.values, parsed.positionals, io);
    } catch (e) {
      if (e instanceof UsageError) throw new UsageError(`${name}: ${e.message}`);
      if (e instanceof InternalError) throw new InternalError(`${name}: internal error: ${e.message}`);
      throw e;
    }
  } catch (e) {
    // Every error of the tool is one line, `uri-grammar: COMMAND: MESSAGE` (`uri-grammar: MESSAGE` before a
    // command is known; `uri-grammar: COMMAND: internal error: MESSAGE` when a worker thread fails).
    if (e instanceof UsageError || e instanceof InternalError) {
      await write(io.stderr, `uri-grammar: ${e.message}\n`);
      return EXIT_USAGE;
    }
    throw e;
  }
}

/** parseArgs' message, first sentence, without its error-code prefix. */
function argumentError(e: unknown): string {
  const message = e instanceof Error ? e.message : String(e);
  const first = message.replace(/^\w*Error \[[A-Z_]+\]: /, '').split(/\. |\n/)[0];
  return first.replace(/\.$/, '').replace(/^Unknown option/, 'unknown option').replace(/^Option/, 'option');
}

function processIo(): Io {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env };
}

// The executable: `node dist/cjs/src/cli.js`, or `uri-grammar` through the package's bin.
if (typeof require !== 'undefined' && typeof module !== 'undefined' && require.main === module) {
  // Node.js 22.1 and later: the modules loaded from here on compiled from V8's code cache (./cli/compile-cache.ts).
  enableCompileCache();
  // A closed pipe (`uri-grammar check big.txt | head`) ends the run quietly.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(EXIT_INVALID);
  });
  main(process.argv.slice(2)).then(
    (status) => {
      process.exitCode = status;
    },
    (e: unknown) => {
      const name = process.argv[2];
      const command = name !== undefined && Object.hasOwn(COMMANDS, name) ? `${name}: ` : '';
      process.stderr.write(`uri-grammar: ${command}internal error: ${e instanceof Error ? e.message : String(e)}\n`);
      process.exitCode = EXIT_USAGE;
    },
  );
}
