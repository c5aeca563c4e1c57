/**
 * `uri-grammar parse`: the syntax tree (or the AST as JSON) of each REF, by a
 * rule of any grammar of ./grammars.ts, whose parser alone it loads.
 */
import { isUriSyntaxError } from '../errors.js';
import { formatTree } from './tree.js';
import { loadGrammar } from './grammars.js';
import { EXIT_INVALID, EXIT_OK, write, type Io } from './io.js';

/** `uri-grammar parse [--grammar G] [--rule R] [--json] REF…`: the AST of each REF by a rule of the grammar G. */
export async function runParse(refs: readonly string[], grammar: string, rule: string, json: boolean, io: Io): Promise<number> {
  const { parse } = await loadGrammar(grammar);
  let status = EXIT_OK;
  for (const ref of refs) {
    let node;
    try {
      node = parse(ref, rule);
    } catch (e) {
      if (!isUriSyntaxError(e)) throw e;
      status = EXIT_INVALID;
      await write(io.stderr, e.format() + '\n');
      continue;
    }
    await write(io.stdout, json ? JSON.stringify(node) + '\n' : formatTree(node, ref));
  }
  return status;
}
