/**
 * `uri-grammar parse`: the syntax tree (or the AST as JSON) of each REF, by a
 * rule of any grammar of ../grammars.ts, whose parser alone it loads.
 *
 * An invalid REF is reported as `check` reports a line, positioned by the
 * REF's place among the arguments (`<args>:2:4: error: …`); with `--json` it
 * is an error record in the place of its AST, so that there is one record per
 * REF.
 */
import { isUriSyntaxError, type UriSyntaxError } from '../../core/errors.js';
import { PLAIN, paletteFor } from '../color.js';
import { DEFAULT_GRAMMAR, grammarLines, grammarOption, loadGrammar, ruleOption } from '../grammars.js';
import { EXIT_INVALID, EXIT_OK, write, type Io } from '../io.js';
import { errorRecord, errorText, lineError } from '../line-results.js';
import { argumentLines } from '../lines.js';
import { GRAMMAR_OPTION, HELP_OPTION, RULE_OPTION, atLeast, type Command } from '../options.js';
import { formatTree } from '../tree.js';

export const parse: Command = {
  name: 'parse',
  summary: 'print the syntax tree of URI references',
  help: `Usage: uri-grammar parse [options] REF...

Parses each REF as a URI-reference (or by --rule RULE, or by another
grammar's start rule with --grammar) and prints its syntax tree: one node per
line, with its rule name (the grammar's: IRI, iauthority, ipath-abempty, ...
for rfc3987), its [start,end) span in UTF-16 code units and its text. An
invalid REF is reported on standard error, positioned as check positions its
reports ("<args>:N:COLUMN: error: ...", N the REF's position). A port above
2^53 - 1 (9007199254740991) has the value Infinity: "value=Infinity" in the
tree, the string "Infinity" in the JSON (an empty port's value is null).

Options:
  -g, --grammar G   the grammar to parse by (default ${DEFAULT_GRAMMAR}), one of these
                    (with its start rule, the default RULE):
${grammarLines('                      ')}
  -r, --rule RULE   the rule of the grammar to parse by (default its start rule;
                    for rfc3986 an Appendix A rule, e.g. URI, IPv6address)
      --json        the AST as JSON, one line per REF; an invalid REF is the
                    record {"type":"error", file, line, column, offset, kind,
                    grammar, rule, message, expected, found, hint, diagnosis,
                    input}
  -h, --help        this help

Exit status: 0 all parsed, 1 some REF invalid, 2 a usage error.`,
  options: { ...HELP_OPTION, ...GRAMMAR_OPTION, ...RULE_OPTION, json: { type: 'boolean' } },
  async run(values, refs, io) {
    const grammar = grammarOption(values.grammar, false);
    const rule = ruleOption(grammar, values.rule);
    atLeast(refs, 1, 'REF');
    return runParse(refs, grammar, rule, values.json === true, io);
  },
};

/** `uri-grammar parse [--grammar G] [--rule R] [--json] REF…`: the AST of each REF by a rule of the grammar G. */
async function runParse(refs: readonly string[], grammar: string, rule: string, json: boolean, io: Io): Promise<number> {
  const { parse } = await loadGrammar(grammar);
  const palette = json ? PLAIN : paletteFor(io.stderr, io.env);
  let status = EXIT_OK;
  for (const input of argumentLines(refs)) {
    const ref = input.text!;
    let node;
    try {
      node = parse(ref, rule);
    } catch (e) {
      if (!isUriSyntaxError(e)) throw e;
      status = EXIT_INVALID;
      const error = await lineError({ ...input, text: ref }, e as unknown as UriSyntaxError<string>, { grammar });
      if (json) await write(io.stdout, JSON.stringify(errorRecord(input, error)) + '\n');
      else await write(io.stderr, errorText(input, error, grammar !== DEFAULT_GRAMMAR, palette));
      continue;
    }
    await write(io.stdout, json ? JSON.stringify(node, numbersAsJson) + '\n' : formatTree(node, ref));
  }
  return status;
}

/**
 * JSON has no Infinity: a number that is not finite (a port's `value` above
 * 2^53 − 1) is written as its name, the string "Infinity", so that it is not
 * the `null` of an empty port.
 */
export function numbersAsJson(_key: string, value: unknown): unknown {
  return typeof value === 'number' && !Number.isFinite(value) ? String(value) : value;
}
