/**
 * `uri-grammar parse`: the syntax tree (or the AST as JSON) of each REF, by a
 * rule of any grammar of ./grammars.ts, whose parser alone it loads.
 *
 * An invalid REF is reported as `check` reports a line, positioned by the
 * REF's place among the arguments (`<args>:2:4: error: …`); with `--json` it
 * is an error record in the place of its AST, so that there is one record per
 * REF.
 */
import { isUriSyntaxError, type UriSyntaxError } from '../core/errors.js';
import { formatTree } from './tree.js';
import { loadGrammar } from './grammars.js';
import { EXIT_INVALID, EXIT_OK, write, type Io } from './io.js';
import { argumentLines } from './lines.js';
import { errorRecord, errorText, lineError } from './line-results.js';
import { PLAIN, paletteFor } from './color.js';
import { DEFAULT_GRAMMAR } from './grammars.js';

/** `uri-grammar parse [--grammar G] [--rule R] [--json] REF…`: the AST of each REF by a rule of the grammar G. */
export async function runParse(refs: readonly string[], grammar: string, rule: string, json: boolean, io: Io): Promise<number> {
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
