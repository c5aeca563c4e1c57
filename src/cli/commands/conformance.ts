/**
 * `uri-grammar conformance adapters|run|report`: the conformance harness
 * (docs/conformance.md). Its three subcommands each have their options, so
 * it parses its own arguments (`parse`). The work is in ../conformance/.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { EXIT_OK, UsageError, write } from '../io.js';
import { nonNegativeInteger, type Command, type Values } from '../options.js';

const SUBCOMMANDS = ['adapters', 'run', 'report'] as const;

const OPTIONS = {
  adapters: { help: { type: 'boolean', short: 'h' }, json: { type: 'boolean' } },
  run: {
    help: { type: 'boolean', short: 'h' },
    adapter: { type: 'string', short: 'a', multiple: true },
    out: { type: 'string', short: 'o' },
    suite: { type: 'string', multiple: true },
    jobs: { type: 'string', short: 'j' },
    timeout: { type: 'string' },
    shrink: { type: 'string' },
  },
  report: { help: { type: 'boolean', short: 'h' }, html: { type: 'string' }, json: { type: 'string' } },
} as const;

const HELP = `Usage: uri-grammar conformance adapters [--json]
       uri-grammar conformance run --adapter NAME|"CMD"... --out FILE [options]
       uri-grammar conformance report RESULTS... --html DIR [--json FILE]

Scores URI implementations against the conformance suite that the grammars
generate (conformance/suite/: every rule of every grammar, its DFA's
transitions and rejected continuations, its ABNF alternatives, the known
traps; resolution, normalization and equivalence), rule by rule. Each
implementation is an adapter: a program that speaks JSON lines on its
standard input and output (docs/conformance.md has the protocol).

adapters          the shipped adapters (conformance/adapters/): name, language,
                  what each needs, whether that is installed here
  --json          one JSON object per adapter

run               sends every case an adapter claims, scores each answer, and
                  writes one result a line to FILE: a line naming the
                  implementation, then {id, implementation, op, grammar, rule,
                  outcome (pass, fail, skipped or errored), answer, ...}; a
                  failing validity case also gets the smallest input that
                  still shows the difference (shrunk by the grammar)
  -a, --adapter A a shipped adapter's name, or a command line to run (by the
                  shell); several --adapter run side by side
  -o, --out FILE  the results file
      --suite DIR a folder of .jsonl cases, or one file (default
                  conformance/suite; again for more, e.g.
                  conformance/sources/uriparser)
  -j, --jobs N    adapters at once (default: the cores, ${defaultJobs()} here)
      --timeout MS the time an adapter has per case (default 5000): a case it
                  takes longer on, or dies on, is errored, and the adapter is
                  started again
      --shrink N  failing validity cases shrunk per adapter (default 200; 0: none)

report            the results of runs as a static HTML report in DIR (no
                  network): implementations × grammar × rule, pass counts and
                  colours; a click on a cell lists the failing cases with the
                  grammar's explanation; a page per implementation
      --html DIR  the folder to write index.html and implementations/ into
      --json FILE the counts and the failing cases as JSON

  -h, --help      this help

Exit status: 0 done (whatever the implementations scored), 1 an adapter did
not start or could not be started again, 2 a usage error.`;

function defaultJobs(): number {
  return Math.max(1, availableParallelism());
}

function positiveInteger(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = nonNegativeInteger(flag, value);
  if (n === 0 && flag !== '--shrink') throw new UsageError(`${flag} needs a whole number from 1 to 999999, not '${value}'`);
  return n;
}

export const conformance: Command = {
  name: 'conformance',
  summary: 'score URI implementations against the grammars\' suite, rule by rule',
  help: HELP,
  options: { help: { type: 'boolean', short: 'h' } },
  parse(args) {
    const [sub, ...rest] = args;
    if (sub === undefined || sub === '--help' || sub === '-h') return { values: { help: true }, positionals: [] };
    if (!(SUBCOMMANDS as readonly string[]).includes(sub)) {
      throw new UsageError(sub.startsWith('-') ? `unknown option '${sub}' (see uri-grammar conformance --help)` : `unknown subcommand '${sub}': one of ${SUBCOMMANDS.join(', ')} (see uri-grammar conformance --help)`);
    }
    const parsed = parseArgs({ args: rest, options: OPTIONS[sub as (typeof SUBCOMMANDS)[number]], allowPositionals: true, strict: true });
    return { values: { ...(parsed.values as Values), subcommand: sub }, positionals: parsed.positionals };
  },
  async run(values, args, io) {
    const sub = values.subcommand as string;
    const v = values as Record<string, unknown>;
    if (sub === 'adapters') {
      if (args.length > 0) throw new UsageError('adapters takes no argument');
      const { isInstalled, needsOf, shippedAdapters } = await import('../conformance/adapters.js');
      const adapters = shippedAdapters().map((m) => ({ name: m.name, language: m.language, needs: m.needs, installed: isInstalled(m), description: m.description, needsLine: needsOf(m) }));
      if (adapters.length === 0) throw new UsageError('no conformance/adapters/ here (they are in the repository, not in the npm package)');
      if (v.json === true) {
        for (const { needsLine: _n, ...a } of adapters) await write(io.stdout, JSON.stringify(a) + '\n');
      } else {
        const width = Math.max(...adapters.map((a) => a.name.length));
        for (const a of adapters) await write(io.stdout, `${a.name.padEnd(width)}  ${a.language.padEnd(10)}  ${a.installed ? 'installed    ' : 'not installed'}  ${a.needsLine}\n`);
      }
      return EXIT_OK;
    }
    if (sub === 'run') {
      const { adapterCommand, conformanceRoot, shippedAdapters } = await import('../conformance/adapters.js');
      const { readSuite } = await import('../conformance/suite.js');
      const { runConformance, DEFAULT_PROCESS_OPTIONS } = await import('../conformance/runner.js');
      if (args.length > 0) throw new UsageError(`run takes no argument (an adapter is --adapter ${JSON.stringify(args[0])})`);
      const names = (v.adapter as string[] | undefined) ?? [];
      if (names.length === 0) throw new UsageError('run needs --adapter NAME or --adapter "CMD"');
      if (typeof v.out !== 'string') throw new UsageError('run needs --out FILE');
      const root = conformanceRoot();
      const suites = (v.suite as string[] | undefined) ?? (root !== null ? [join(root, 'suite')] : []);
      if (suites.length === 0) throw new UsageError('no conformance/suite/ here: give --suite DIR');
      const suite = readSuite(suites);
      const adapters = shippedAdapters(root);
      // Each adapter is built (when it needs it) as its turn comes: a failed build is that adapter's error.
      const makers = names.map((n) => () => adapterCommand(n, adapters));
      const timeoutMs = positiveInteger('--timeout', v.timeout as string | undefined, DEFAULT_PROCESS_OPTIONS.timeoutMs);
      return runConformance(
        {
          suite,
          adapters: makers,
          out: v.out,
          jobs: positiveInteger('--jobs', v.jobs as string | undefined, defaultJobs()),
          process: { ...DEFAULT_PROCESS_OPTIONS, timeoutMs },
          shrink: positiveInteger('--shrink', v.shrink as string | undefined, 200),
          shrinkBudget: 100,
        },
        io,
      );
    }
    const { writeReport } = await import('../conformance/report.js');
    if (args.length === 0) throw new UsageError('report needs RESULTS files (written by conformance run)');
    if (v.html === undefined && v.json === undefined) throw new UsageError('report needs --html DIR or --json FILE');
    const data = await writeReport(args, v.html as string | undefined, v.json as string | undefined);
    await write(io.stderr, `report of ${data.implementations.length} implementation${data.implementations.length === 1 ? '' : 's'}${v.html !== undefined ? ` in ${String(v.html)}` : ''}\n`);
    return EXIT_OK;
  },
};
