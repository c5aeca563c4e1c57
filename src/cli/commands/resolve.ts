/**
 * `uri-grammar resolve [--grammar G] [--loose] [--json] BASE REF…`: the
 * target of each REF against BASE (RFC 3986 §5.2; RFC 3987 §6.5; RFC 2396
 * §5.2; RFC 1808 §4: the grammars of ../passes.ts that have the pass), one
 * result per input line (../line-results.ts); `--grammar all` runs each
 * grammar's resolution in turn.
 */
import { excerpt } from '../../core/errors.js';
import { cappedInput } from '../check-lines.js';
import { paletteFor, PLAIN } from '../color.js';
import { ALL, DEFAULT_GRAMMAR } from '../grammars.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, UsageError, write, type Io } from '../io.js';
import { JSON_LINES_HELP, LINES_HELP, baseError, eachLine, encodingError, lineError, reportError, type LineError, type Lines } from '../line-results.js';
import { inputLines } from '../lines.js';
import { GRAMMAR_OPTION, HELP_OPTION, JSON_OPTION, STRIP_CR_HELP, STRIP_CR_OPTION, atLeast, listOf, type Command } from '../options.js';
import { passGrammar, passGrammarHelp, passGrammars, passOf, passOptions, resolveAllGrammars, type PassOptions } from '../passes.js';

export const resolve: Command = {
  name: 'resolve',
  summary: 'resolve references against a base URI or IRI (RFC 3986 §5.2)',
  help: `Usage: uri-grammar resolve [--grammar G] [--loose] [--json] BASE [REF...]

Resolves each REF (or each line of standard input when there is none)
against the base URI BASE (RFC 3986 §5.2) and prints the target URI; with
--grammar rfc3987, IRIs (RFC 3987 §6.5: the same algorithm on IRIs, which
keeps their non-ASCII characters); with rfc2396 or rfc1808, as those RFCs
resolved (they differ on "?y", ";x", "../../../g", "/./g", ...). BASE must
be absolute (it has a scheme); its fragment is ignored (§5.1). A BASE that is
not is one error about it, and exit status 2, before any REF is read.

${LINES_HELP}

Options:
${passGrammarHelp('resolve')}
                      ${ALL.padEnd(Math.max(...passGrammars('resolve').map((n) => n.length)))}  ${listOf(resolveAllGrammars())} in turn, a result
                               unlike ${resolveAllGrammars()[0]}'s marked "≠"
      --loose       the backwards-compatible mode of §5.2.2: a REF scheme equal
                    to the base's is ignored ("http:g" is read as "g"; RFC 2396
                    §5.2 step 3 has it too); the library's { strict: false }
                    (RFC 2396's { backwardsCompatible: true })
      --appendix-b  rfc2396: read REF by Appendix B's expression, not the
                    grammar, as Appendix C's "?y" needs
${JSON_LINES_HELP}
                    (with --grammar all: {"type":"line", file, line, input,
                    results: {GRAMMAR: {output} or {error}}})
${STRIP_CR_HELP}
  -h, --help        this help

Exit status: 0 all resolved, 1 some REF invalid, 2 a usage error or a BASE
that is no base URI.`,
  options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...JSON_OPTION, ...STRIP_CR_OPTION, loose: { type: 'boolean' }, 'appendix-b': { type: 'boolean' } },
  async run(values, args, io) {
    atLeast(args, 1, 'BASE');
    const [base, ...refs] = args;
    const json = values.json === true;
    if (values.grammar === ALL) {
      for (const option of ['loose', 'appendix-b'])
        if (values[option] !== undefined) throw new UsageError(`--${option} is for one grammar, not --grammar all`);
      return runResolveAll(base, inputLines(refs, io, 'resolve', 'one reference', values['strip-cr'] === true), json, io);
    }
    const grammar = passGrammar('resolve', values);
    return runResolve(base, inputLines(refs, io, 'resolve', 'one reference', values['strip-cr'] === true), grammar, passOptions('resolve', grammar, values), json, io);
  },
};

/** `uri-grammar resolve [--grammar G] [--loose] [--json] BASE REF…`: the target of each REF (RFC 3986 §5.2; RFC 3987 §6.5; RFC 2396 §5.2; RFC 1808 §4). */
async function runResolve(base: string, refs: Lines, grammar: string, options: PassOptions, json: boolean, io: Io): Promise<number> {
  const resolve = await passOf('resolve', grammar);
  // The empty reference is valid in every grammar: resolving it fails only for the base.
  const bad = await baseError('resolve', grammar, base, () => resolve(base, '', options));
  if (bad !== null) {
    await write(io.stderr, bad);
    return EXIT_USAGE;
  }
  return eachLine(refs, (ref) => resolve(base, ref, options), { command: 'resolve', grammar, json }, io);
}

/**
 * `uri-grammar resolve --grammar all BASE REF…`: each REF, then its target by
 * each grammar of `resolveAllGrammars()` one under another, a result that
 * differs from the first grammar's (RFC 3986's) marked; 1 when some failed.
 * With `--json`, one record per REF:
 * `{"type":"line", file, line, input, results: {GRAMMAR: {"output"} or {"error"}}}`.
 * A BASE that the first grammar (RFC 3986) cannot use is one error, exit 2.
 * Each grammar resolves with its defaults (the options of one grammar's
 * resolution are not for `--grammar all`).
 */
async function runResolveAll(base: string, refs: Lines, json: boolean, io: Io): Promise<number> {
  const options: PassOptions = {};
  const names = resolveAllGrammars();
  const passes = await Promise.all(names.map((name) => passOf('resolve', name)));
  const bad = await baseError('resolve', names[0], base, () => passes[0](base, '', options));
  if (bad !== null) {
    await write(io.stderr, bad);
    return EXIT_USAGE;
  }
  const width = Math.max(...names.map((n) => n.length));
  let status = EXIT_OK;
  for await (const input of refs) {
    if (input.text === null) {
      status = EXIT_INVALID;
      await reportError(input, encodingError(input, { grammar: ALL_NAME }), { json, grammar: DEFAULT_GRAMMAR }, json ? PLAIN : paletteFor(io.stderr, io.env), io);
      continue;
    }
    const ref = input.text;
    const results = passes.map((resolve) => {
      try {
        return { ok: true, text: resolve(base, ref, options), error: null };
      } catch (e) {
        status = EXIT_INVALID;
        return { ok: false, text: `error: ${e instanceof Error ? e.message : String(e)}`, error: e };
      }
    });
    if (json) {
      const byGrammar: Record<string, { output: string } | { error: LineError }> = {};
      for (const [i, r] of results.entries()) byGrammar[names[i]] = r.ok ? { output: r.text } : { error: await lineError(input, r.error, { grammar: names[i] }) };
      await write(io.stdout, JSON.stringify({ type: 'line', file: input.file, line: input.line, ...cappedInput(ref, 0), results: byGrammar }) + '\n');
      continue;
    }
    const resultWidth = Math.max(...results.map((r) => r.text.length));
    let out = `${ref === '' ? '""' : excerpt(ref, 0).line}\n`;
    results.forEach((r, i) => {
      const differs = i > 0 && (r.ok !== results[0].ok || r.text !== results[0].text);
      out += `  ${names[i].padEnd(width)}  ${differs ? r.text.padEnd(resultWidth) + `  ≠ ${names[0]}` : r.text}\n`;
    });
    await write(io.stdout, out);
  }
  return status;
}

/** The grammar named in the error of a line `resolve --grammar all` cannot read. */
const ALL_NAME = 'all';
