/**
 * The options of the subcommands: what a subcommand declares (`Command`:
 * its summary, its `--help`, its options as `node:util` parseArgs takes
 * them, its run), the options several subcommands take (`--help`,
 * `--grammar`, `--rule`, `--json`) and the checks of their values, each a
 * `UsageError` of one line: `oneOf`, `atLeast`, `nonNegativeInteger`, and
 * `rfc3986Only` for the `--grammar` of the passes that are RFC 3986's alone.
 */
import type { parseArgs } from 'node:util';
import { PASSES } from './passes.js';
import { ALL, DEFAULT_GRAMMAR, grammarOption } from './grammars.js';
import { UsageError, type Io } from './io.js';

/** The option values of a run, as parseArgs gives them. */
export type Values = Record<string, string | boolean | undefined>;

/** A subcommand of `uri-grammar`: src/cli/commands/<name>.ts. */
export interface Command {
  /** Its name on the command line (`check`). */
  readonly name: string;
  /** Its line in `uri-grammar --help`. */
  readonly summary: string;
  /** Its `--help`. */
  readonly help: string;
  readonly options: NonNullable<Parameters<typeof parseArgs>[0]>['options'];
  /** Its own reading of the arguments, for a command whose subcommands take different options (`conformance`); parseArgs with `options` otherwise. */
  readonly parse?: (args: string[]) => { values: Values; positionals: string[] };
  /** Runs it on the parsed options and the arguments; resolves to the exit status. */
  run(values: Values, positionals: string[], io: Io): Promise<number>;
}

export const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;
export const RULE_OPTION = { rule: { type: 'string', short: 'r' } } as const;
export const GRAMMAR_OPTION = { grammar: { type: 'string', short: 'g' } } as const;
export const JSON_OPTION = { json: { type: 'boolean' } } as const;
/** `--strip-cr`, of every subcommand that reads lines (./lines.ts `CrLf`). */
export const STRIP_CR_OPTION = { 'strip-cr': { type: 'boolean' } } as const;

/** The help lines of `--strip-cr`. */
export const STRIP_CR_HELP = `      --strip-cr    read CR LF (Windows line ends) as LF in files and standard
                    input; without it the CR stays in the line, and a warning
                    says so at the first one`;

/** The help line of --grammar on an RFC 3986 pass. */
export const RFC3986_ONLY_HELP = `  -g, --grammar G   ${DEFAULT_GRAMMAR} only (the default): an RFC 3986 pass`;

/** The commands that take other grammars than RFC 3986: check, parse, and the passes of PASSES. */
const GRAMMAR_COMMANDS = ['check', 'parse', ...Object.keys(PASSES)];

/** The RFC 3986 passes take `--grammar rfc3986` (the default) and no other grammar. */
export function rfc3986Only(values: Values): void {
  if (values.grammar === undefined) return;
  const grammar = values.grammar === ALL ? ALL : grammarOption(values.grammar, false);
  if (grammar !== DEFAULT_GRAMMAR) {
    throw new UsageError(`this pass is RFC 3986 only, not --grammar ${grammar} (other grammars are for ${listOf(GRAMMAR_COMMANDS)})`);
  }
}

/** The value of an option that takes one of `allowed`, or `fallback` when it is not given. */
export function oneOf<T extends string>(flag: string, value: unknown, allowed: readonly T[], fallback: T): T {
  if (value === undefined) return fallback;
  if (!(allowed as readonly unknown[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, not '${String(value)}'`);
  return value as T;
}

/** At least `n` arguments, else a usage error that says what is missing. */
export function atLeast(args: readonly string[], n: number, what: string): void {
  if (args.length < n) throw new UsageError(`missing ${what}`);
}

/** A whole number from 0 to 999999. */
export function nonNegativeInteger(flag: string, text: string): number {
  if (!/^(0|[1-9][0-9]{0,5})$/.test(text)) throw new UsageError(`${flag} needs a whole number from 0 to 999999, not '${text}'`);
  return Number(text);
}

/** `--progress` and `--no-progress`: true, false, or null for the default (./progress.ts `progressFor`). */
export function progressOption(values: Values): boolean | null {
  return values['no-progress'] ? false : values.progress ? true : null;
}

export const PROGRESS_OPTIONS = { progress: { type: 'boolean' }, 'no-progress': { type: 'boolean' } } as const;

/** The help lines of `--progress` and `--no-progress`. */
export const PROGRESS_HELP = `      --progress    show the progress line on standard error (the default when
                    standard error is a terminal, wherever the output goes;
                    never when it is not a terminal)
      --no-progress never show the progress line`;

/** `a, b and c`. */
export function listOf(words: readonly string[]): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * Words joined by spaces into lines of at most 78 columns for --help, each
 * line after `indent` (the first after `indent` and `lead`).
 */
export function helpLines(words: readonly string[], indent: number, lead = ''): string {
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.length - 1;
    if (last >= 0 && lines[last]!.length + 1 + word.length <= 78) lines[last] += ` ${word}`;
    else lines.push(`${' '.repeat(indent)}${last < 0 ? lead : ''}${word}`);
  }
  return lines.join('\n');
}
