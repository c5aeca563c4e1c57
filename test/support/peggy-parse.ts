/**
 * The tests that pin `// PEG:` places parse with a generated Peggy parser
 * itself (not the DFA, which would pass whatever the PEG does): its node for
 * an input by a start rule, or null when it rejects the input.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import peggy from 'peggy';
import * as rfc3986Nodes from '../../src/grammars/rfc3986/nodes.js';

/** A generated parser, as these tests call it: by a start rule, throwing on a mismatch. */
type PeggyParser = { parse(input: string, options: { startRule: string }): unknown };

/** `accepts(rule, input)` for one generated parser (rules by their Peggy names): its node, or null; any error but a syntax error is thrown. */
export function acceptsBy(parser: unknown): (rule: string, input: string) => unknown {
  const p = parser as PeggyParser;
  return (rule, input) => {
    try {
      return p.parse(input, { startRule: rule });
    } catch (e) {
      if ((e as Error).name !== 'SyntaxError') throw e;
      return null;
    }
  };
}

/**
 * `acceptsBy` of the parser that Peggy generates from `source` (actions
 * calling `nodes`, by default src/grammars/rfc3986/nodes.ts, as `n`), every
 * rule a start rule.
 */
export function acceptsBySource(source: string, nodes: object = rfc3986Nodes): (rule: string, input: string) => unknown {
  const code = peggy.generate(source, { output: 'source', format: 'bare', allowedStartRules: ['*'] });
  return acceptsBy(new Function('n', `return (${code});`)(nodes));
}

/** A node's type, or the value itself (a rule below the components gives its text; a rejection null). */
export function typeOf(node: unknown): unknown {
  return (node as { type?: string } | null)?.type ?? node;
}

/** The Peggy source of each grammar as scripts/generate.mjs composes it, by name (its own rules and those it imports or extends). */
const composed = new Map<string, string>();

/** The Peggy source of a grammar as scripts/generate.mjs composes it: one child process per grammar and test file (the generator is an ES module). */
export function composedSource(name: string): string {
  let source = composed.get(name);
  if (source === undefined) {
    const script = `import { peggySource } from './scripts/generate.mjs'; process.stdout.write(peggySource(${JSON.stringify(name)}));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: join(__dirname, '..', '..'), encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`peggySource(${name}) failed: ${run.stderr}`);
    composed.set(name, (source = run.stdout));
  }
  return source;
}
