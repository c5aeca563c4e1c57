/**
 * `uri-grammar template expand TEMPLATE [--vars FILE.json] [--var NAME=VALUE]…`
 * and `uri-grammar template match TEMPLATE [--json] [URI…]`: URI Templates
 * (RFC 6570) on the command line. `expand` prints the expansion (§3) alone on
 * standard output; `match` answers each URI (the arguments, or each line of
 * standard input) with the variables whose expansion it is, or no match.
 *
 * A template that is not a URI-Template, or that §3 cannot expand with these
 * values, is reported as `check` reports a line ("<template>:1:COLUMN:
 * error: …", the caret, the hint), exit status 1.
 */
import { readFileSync } from 'node:fs';
import { GRAMMARS } from '../../../generated/grammars.js';
import { isUriSyntaxError } from '../../core/errors.js';
import { paletteFor } from '../color.js';
import { EXIT_INVALID, EXIT_OK, UsageError, write, type Io } from '../io.js';
import { errorText, lineError } from '../line-results.js';
import { inputLines, type InputLine } from '../lines.js';
import { HELP_OPTION, JSON_OPTION, type Command, type Values } from '../options.js';

/** The grammar of URI Templates, from the registry (its `kind`). */
const TEMPLATE_GRAMMAR = GRAMMARS.find((g) => g.kind === 'template')!.name;

/** What the command uses of uri-grammar/rfc6570, loaded when it runs. */
type Rfc6570 = typeof import('../../grammars/rfc6570/index.js');

export const template: Command = {
  name: 'template',
  summary: 'expand a URI Template, or match URIs back to its variables (RFC 6570)',
  help: `Usage: uri-grammar template expand TEMPLATE [--vars FILE.json] [--var NAME=VALUE...]
       uri-grammar template match TEMPLATE [--json] [--any-order] [URI...]

expand prints the expansion of TEMPLATE (RFC 6570 §3) alone on standard
output. The variables come from --vars, a JSON object (FILE.json, or "-" for
standard input: strings, numbers, booleans, null, arrays for lists and
objects for associative arrays), and from each --var NAME=VALUE, a string;
--var given twice for one NAME makes a list; --var overrides --vars.

match answers each URI (the arguments, or each line of standard input) with
the variables whose expansion is exactly that URI: one line of JSON per URI,
or "null" when no assignment expands to it (expand(TEMPLATE, variables) is
the URI, always). Where several assignments fit, each variable is taken as
short as possible from left to right. With --any-order, the parameters of
"?" and "&" expressions match in any order and may be missing.

A TEMPLATE that is not a URI-Template (RFC 6570 §2), or that §3 cannot
expand with these values (an operator reserved for future extensions, a
prefix on a list), is reported on standard error with its column, a caret
and a hint ("<template>:1:COLUMN: error: ...").

Options:
      --vars FILE   expand: the variables, a JSON object ("-": standard input)
      --var N=V     expand: the variable N is the string V (repeat for a list)
      --json        match: one object per URI, {"type":"match", file, line,
                    input, variables} (variables null when none fit)
      --any-order   match: "?" and "&" parameters in any order, some missing
  -h, --help        this help

Exit status: 0 expanded (every URI matched), 1 the template is invalid or
cannot be expanded (some URI matched nothing), 2 a usage error.`,
  options: {
    ...HELP_OPTION,
    vars: { type: 'string' },
    var: { type: 'string', multiple: true },
    'any-order': { type: 'boolean' },
    ...JSON_OPTION,
  },
  async run(values, positionals, io) {
    const [action, text, ...rest] = positionals;
    if (action !== 'expand' && action !== 'match') throw new UsageError(action === undefined ? 'expand or match is missing (see uri-grammar template --help)' : `unknown action '${action}': expand or match`);
    if (text === undefined) throw new UsageError(`${action}: the TEMPLATE is missing`);
    const rfc6570 = (await import('../../grammars/rfc6570/index.js')) as Rfc6570;
    const input: InputLine & { text: string } = { file: '<template>', line: 1, text };
    let compiled;
    try {
      compiled = rfc6570.compile(text);
    } catch (e) {
      return reportTemplate(input, e, io);
    }
    if (action === 'expand') {
      if (rest.length > 0) throw new UsageError(`expand takes one TEMPLATE; variables come with --vars or --var, not ${JSON.stringify(rest[0])}`);
      if (values['any-order'] || values.json) throw new UsageError(`--${values.json ? 'json' : 'any-order'} is for match`);
      const variables = await variablesOf(values, io);
      let out: string;
      try {
        out = compiled.expand(variables as Parameters<typeof compiled.expand>[0]);
      } catch (e) {
        return reportTemplate(input, e, io);
      }
      await write(io.stdout, out + '\n');
      return EXIT_OK;
    }
    if (values.vars !== undefined || values.var !== undefined) throw new UsageError('--vars and --var are for expand');
    const options = values['any-order'] ? { query: 'any-order' as const } : {};
    let status = EXIT_OK;
    for await (const line of inputLines(rest, io, 'template match', 'one URI')) {
      if (line.text === null) throw new UsageError(`${line.file}:${line.line}: the line is not UTF-8`);
      const variables = compiled.match(line.text, options);
      if (variables === null) status = EXIT_INVALID;
      await write(io.stdout, (values.json ? JSON.stringify({ type: 'match', file: line.file, line: line.line, input: line.text, variables }) : JSON.stringify(variables)) + '\n');
    }
    return status;
  },
};

/** The variables of `--vars FILE.json` and `--var NAME=VALUE`. */
async function variablesOf(values: Values, io: Io): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  if (values.vars !== undefined) {
    const file = String(values.vars);
    let text: string;
    try {
      text = file === '-' ? await readAll(io) : readFileSync(file, 'utf8');
    } catch (e) {
      throw new UsageError(`--vars ${file}: ${(e as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      throw new UsageError(`--vars ${file}: not JSON: ${(e as Error).message}`);
    }
    if (json === null || typeof json !== 'object' || Array.isArray(json)) throw new UsageError(`--vars ${file}: a JSON object of variables, not ${Array.isArray(json) ? 'an array' : json === null ? 'null' : typeof json}`);
    Object.assign(out, json);
  }
  const lists = new Map<string, string[]>();
  for (const item of (values.var as string[] | undefined) ?? []) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--var takes NAME=VALUE, not ${JSON.stringify(item)}`);
    const name = item.slice(0, eq);
    lists.set(name, [...(lists.get(name) ?? []), item.slice(eq + 1)]);
  }
  for (const [name, list] of lists) out[name] = list.length === 1 ? list[0] : list;
  return out;
}

async function readAll(io: Io): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of io.stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** A template that does not parse or expand, reported as `check` reports a line; exit status 1. */
async function reportTemplate(input: InputLine & { text: string }, e: unknown, io: Io): Promise<number> {
  if (!isUriSyntaxError(e) && !(e instanceof Error && e.name === 'TemplateExpansionError')) throw e;
  const error = await lineError(input, e, { grammar: TEMPLATE_GRAMMAR });
  await write(io.stderr, errorText(input, error, false, paletteFor(io.stderr, io.env)));
  return EXIT_INVALID;
}
