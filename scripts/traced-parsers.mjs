// The playground's traced parsers: for each grammar of grammar/grammars.json,
// its Peggy grammar (the same source scripts/generate.mjs compiles, with the
// rules of its base) compiled by Peggy 3.0.2 with `trace: true`, so that the
// page can ask the parser itself which rules were being matched when it
// reached its furthest failure. Written into the site only (never generated/).
//
// What differs from the package's parser, and why:
//   - the actions and initializers are removed: they only build AST nodes
//     (the page gets the AST from the library), and the rule stack does not
//     depend on them;
//   - Peggy's removeProxyRules pass is skipped, so that every rule of the
//     grammar enters and leaves the trace under its own name;
//   - peg$fail, where Peggy records an expectation at the furthest position,
//     also tells the tracer (`tracer.failure(offset, expectation)`): Peggy's
//     tracer events are rule enter / match / fail only, and a literal that
//     fails inside a rule is no event of its own;
//   - each event's location has offsets only: Peggy computes the line and
//     column of every event, which the page does not use and which is most
//     of the traced parser's time on a long input.
// The patch is pinned to Peggy 3.0.2's output, as scripts/optimize.mjs is: it
// refuses any other version.
import peggy from 'peggy';
import { peggySource, nameTable } from './generate.mjs';
import { GRAMMAR_LIST } from './grammars.mjs';

/** The text of peg$fail's first statement in Peggy 3.0.2's output, after which the tracer is told. */
const FAIL_HEAD = '  function peg$fail(expected) {\n    if (peg$currPos < peg$maxFailPos) { return; }\n';

/** A Peggy plugin: drop actions and initializers, keep proxy rules. */
const tracePlugin = {
  use(config) {
    config.passes.transform = config.passes.transform.filter((pass) => pass.name !== 'removeProxyRules');
    config.passes.check.unshift((ast) => {
      delete ast.initializer;
      delete ast.topLevelInitializer;
      const strip = (node) => {
        if (node === null || typeof node !== 'object') return node;
        if (node.type === 'action') return strip(node.expression);
        for (const [key, value] of Object.entries(node)) {
          if (key === 'location') continue;
          if (Array.isArray(value)) node[key] = value.map(strip);
          else if (value && typeof value === 'object') node[key] = strip(value);
        }
        return node;
      };
      ast.rules.forEach((rule) => (rule.expression = strip(rule.expression)));
    });
  },
};

/**
 * One grammar's traced parser, as a JavaScript expression whose value is
 * `{ parse, SyntaxError, StartRules }` (Peggy's `bare` format); every rule of
 * the grammar is a start rule, by its Peggy name.
 */
export function tracedParser(name) {
  if (peggy.VERSION !== '3.0.2') throw new Error(`traced parsers are pinned to Peggy 3.0.2, not ${peggy.VERSION}`);
  const source = peggy.generate(peggySource(name), {
    output: 'source',
    format: 'bare',
    trace: true,
    grammarSource: `grammar/${name}.peggy`,
    allowedStartRules: nameTable(name).map((r) => r.peg),
    plugins: [tracePlugin],
  });
  const at = source.indexOf(FAIL_HEAD);
  if (at < 0 || source.indexOf(FAIL_HEAD, at + 1) >= 0) throw new Error(`${name}: Peggy's peg$fail is not where Peggy 3.0.2 writes it`);
  const offsets = '  function peg$offsets(start, end) {\n    return { start: { offset: start }, end: { offset: end } };\n  }\n\n';
  let patched = `${source.slice(0, at)}${offsets}${source.slice(at, at + FAIL_HEAD.length)}    peg$tracer.failure(peg$currPos, expected);\n${source.slice(at + FAIL_HEAD.length)}`;
  const events = patched.split('peg$tracer.trace({').length - 1;
  let located = 0;
  patched = patched.replace(/location: peg\$computeLocation\((startPos), (startPos|peg\$currPos), true\)/g, (_, start, end) => (located++, `location: peg$offsets(${start}, ${end})`));
  if (located !== events) throw new Error(`${name}: ${events} tracer events but ${located} locations in Peggy 3.0.2's form`);
  // Peggy's bare output starts with comment lines, then the parenthesized function call.
  return patched.replace(/^(\/\/[^\n]*\n)*/, '').trim().replace(/;$/, '');
}

/**
 * A classic script defining `uriGrammarTraced`: grammar name ->
 * `{ parser, rules }`, where `rules` maps each Peggy rule name of the grammar
 * to its RFC name (generated/<name>.rules.ts NAME_TABLE).
 */
export function tracedParsersScript() {
  const entries = GRAMMAR_LIST.map((g) => {
    const rules = Object.fromEntries(nameTable(g.name).map((r) => [r.peg, r.rfc]));
    return `  ${JSON.stringify(g.name)}: { rules: ${JSON.stringify(rules)}, parser: ${tracedParser(g.name)} }`;
  });
  return `// Built by scripts/playground.mjs: each grammar's Peggy parser with trace: true (scripts/traced-parsers.mjs).\nvar uriGrammarTraced = {\n${entries.join(',\n')}\n};\n`;
}
