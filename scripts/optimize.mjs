// The optimizing generation pass: a Peggy plugin that turns Peggy's parser for
// grammar/rfc3986.peggy (and every grammar of grammar/grammars.json) into one
// that parses valid input fast, with the same results and, for invalid input,
// the same errors.
//
// The alphabet: Peggy 3 reads a string by UTF-16 code units, and so does this
// pass. A US-ASCII grammar's sets are tested by 128-entry tables; a Unicode
// grammar's (RFC 3987, RFC 6570, RFC 6068) by the same table below 128 and,
// from 128 on, by their ranges (ucschar's BMP part is three comparisons), or
// by a table over a short span when the ranges are many (a class of high
// surrogates: 1,024 entries). A code point above U+FFFF is written in the
// grammar as a class of high surrogates followed by a class of low ones; in
// a tight loop, the pairs that differ only in one of the two classes are one
// sequence (`mergeSequences`), so that a pair costs one test of its high unit
// and one of its low unit. Past the end a unit reads as 65536, in no set.
// RFC 3987 `parse` on IRIs ÷ RFC 3986 `parse` on their URIs: 13.7x as Peggy
// wrote it, see docs/performance.md for the figure through this pass.
//
// Why a plugin pass on Peggy's output and its grammar AST, and not text
// transforms of the ts-pegjs output: the pass runs after Peggy's own code
// generator and before ts-pegjs, so it sees Peggy's JavaScript (no
// `// @ts-ignore` lines between its tokens) and, in the same object, the
// grammar AST as Peggy's passes left it (the rules, which parts always match,
// and the index of every action function). ts-pegjs then wraps the result
// exactly as it wraps the plain parser.
//
// Why generate the first pass from the grammar AST rather than rewrite the
// bodies of Peggy's rule functions: Peggy's `*` and `+` always collect an
// array (even inside `$()`), its named rules toggle peg$silentFails, and its
// code for a rule is a flat stack-machine translation whose shapes change with
// every grammar edit; pattern-rewriting those bodies would be both fragile and
// limited. The AST has a handful of node types with Peggy's semantics
// (ordered choice, greedy repetition, lookahead, labels, plucks, actions),
// and `FastPass.gen` below gives each one exactly, throwing on any other.
//
// What it does (effect on the benchmark corpus: `parse` time / fast-uri
// `parse` time, CPU time, scripts/bench-parse.mjs, with the lazy path
// segments of src/grammars/rfc3986/nodes.ts in every step):
//  0. Plain Peggy 3.0.2 + ts-pegjs: 1.95x.
//  1. Hoisting (1.95x -> 1.0x, with the silent first pass of 3. run through
//     Peggy's own rule functions). Peggy 3 declares its constants (regular
//     expressions, expected literals, expectation objects, action closures),
//     its state and its rule functions inside `peg$parse`, so every call
//     re-creates them. They move to module scope, verbatim; `peg$parse` only
//     resets the state.
//  2. Class tests as tables (1.0x -> 0.67x). `peg$rN.test(input.charAt(pos))`
//     becomes a lookup in a 128-entry Uint8Array by `input.charCodeAt(pos)`.
//  3. A silent first pass generated from the grammar AST (0.67x -> 0.43x). A
//     second set of rule functions (`peg$fast$R`, and `peg$skip$R` where the
//     caller ignores the value) for the parse API's first pass, `tryParse`:
//     it records no expectations (it never calls `peg$fail`), returns FAILED
//     instead of throwing, and
//       - tests each character set (a class, a one-character literal, a rule
//         that is one, or a choice of them) by one inlined table lookup;
//       - builds no array for a repetition, sequence or `$()` whose value
//         nothing uses, and calls no action whose node nothing uses (the
//         grammar's actions only build nodes: this pass checks that each is
//         one `return n.<constructor>(...);`);
//       - tight loops (0.43x -> 0.28x): a repetition of such sets and of fixed
//         sequences of them (`*pchar`, with its "%" HEXDIG HEXDIG) is one loop
//         over the code units, bounded by the input's length, with no array,
//         no call and no allocation per character (1.9 ns per character);
//       - inlining (0.28x -> 0.25x): the small rules (pchar, pct-encoded, h16,
//         dec-octet, segment, userinfo, ...) where their value is not used;
//       - deferred nodes (within noise, 0.25x): a rule whose action reads only its
//         span, followed by more of a sequence, is matched without its node,
//         which is built once the sequence has matched (`[ userinfo "@" ]`
//         builds no userinfo leaf for a host);
//       - `tryParse` keeps the function of the last start rule it was given,
//         so the parse API's repeated calls do no keyed lookup;
//       - each unbounded run is a call of a small function of its own per set
//         of units (`peg$runN`), with the input and tables in local variables:
//         a megabyte-long run inside a rule's function ran as on-stack
//         replaced code at 2-3x the cost per character;
//       - one loop for `*( "/" segment )` (`[ "/" *( "/" / pchar ) ]`): a path
//         of empty segments no longer runs an outer loop per "/" (7.7 -> 1.7
//         ms/MB);
//       - a native search (`indexOf`) for the literal that must follow an
//         unbounded element (`userinfo "@"`, `scheme ":"`, IP-literal's "]"):
//         without it, a long host or port was read twice, once as the
//         userinfo that then lacked its "@" (4.5 -> 1.3-2.0 ms/MB), and the
//         corpus gets faster too (0.21x -> 0.18x in scripts/bench-parse.mjs);
//       - `false` as the failure value (`FastPass.FAIL`), not Peggy's FAILED
//         object, which the first pass never returns to its caller
//         (`tryParse` turns it back into FAILED): a test `v === false` is one
//         compare of a known constant, where `v === peg$FAILED`, with `v`
//         `true` or a node and FAILED a module variable, left the engine a
//         generic strict-equality call;
//       - a guard on the first code unit of an alternative (`FastPass.guarded`):
//         where an alternative of a choice cannot match the empty string and
//         its code would begin with a call or a search, the set of units it
//         can begin with (`FastPass.first`, from the grammar) is tested first,
//         so that `host` calls IP-literal's function only before "[" and
//         IPv4address's only before a digit, and `URI-reference` tries `URI`
//         only on a letter. With the two: `parse` ÷ Node's `new URL()` on the
//         absolute URIs of the corpus 1.02-1.04x -> 0.83-0.95x (npm run bench,
//         7 rounds, load 2-3 on 2 cores; the runtime keeping its maps, below);
//       - no read past the end of the input (`FastPass.unitAt`): a test at
//         a position is `p < input.length ? input.charCodeAt(p) : 65536`
//         (no set holds 65536), because a `charCodeAt` that has once read
//         past the end is compiled as a call of the engine's generic
//         built-in at that place, and every rule ends at the end of some
//         input (the built-in was 2% of a CPU profile of parse on the corpus,
//         none after; the time is within the benchmark's noise);
//       - actions written in place (`FastPass.inlineAction`): an action's
//         `return n.<constructor>(...)` is written where its rule matched,
//         `offset()`, `text()`, `range()` and the labels replaced by the
//         span's ends and the labels' variables, instead of Peggy's action
//         closure, which called `offset()`, `text()` and `range()`, which
//         read the module's peg$savedPos; an action with any other argument
//         keeps its closure. parse on the valid absolute URIs of the corpus,
//         CPU time, each contender over the whole corpus in turn: 194-197 ->
//         179-183 ns/URI, Node's `new URL()` 219-230 in the same runs;
//       - for the scheme grammars (issue 30; docs/performance.md, "Scheme
//         grammars' `parse`"): a `$()` of one character is a character set
//         (`charSet`), so that the transcribed `$(DIGIT / "A"i / ...)` and
//         `$(p-unreserved / unreserved / pct-encoded)` make tight loops; a
//         literal of several units tests the input's length once, and a
//         case-insensitive letter is one comparison (`(c | 32) === 116`);
//         `*( *"-" alphanum )` is one run that keeps the end of its last
//         alphanum (`trailingLoop`); `1*U *( "." 1*U )` is one run that
//         steps over a "." with the unit after it (`separatedLoop`: RFC
//         6068's local-part and domain, RFC 6570's varname); and in
//         `(!(R ...) Y)* R` the lookahead parses R with its value, which the
//         R after the repetition takes where it starts at the same position
//         (`lookaheadMemo`: RFC 3966's context was parsed twice). The
//         figures before and after are in that section of
//         docs/performance.md;
//       - each rule function written without what nothing reads
//         (`withoutDeadStores`: positions saved, counts and flags no statement
//         reads, a flag tested once on the next line): V8's inlining counts
//         bytecode, and with them geo's `p` called its parameter, crsp and
//         uncp rules; without them it takes them in (RFC 5870 `tryParse`
//         0.84-0.96x its time; docs/performance.md, "Scheme grammars'
//         trees, 2026-11-27, fourth session").
//  4. The runtime holds the first pass alone. Invalid input is diagnosed by
//     the rule's DFA (src/core/dfa.ts), not by the parser, so the module that
//     scripts/generate.mjs writes (generated/<name>.ts) keeps only what the
//     first pass reaches: its functions, tables and runs, the action closures
//     and the helpers they call (`offset()`, `text()`, `range()`). Peggy's own
//     rule functions, its expectations and its SyntaxError are left out; the
//     plain parser (generated/<name>.plain.ts, Peggy's as it writes it) is the
//     tests' reference for the first pass (test/proof/parser-passes.test.ts).
//
// The runtime around it (src/grammars/rfc3986/nodes.ts, src/core/grammar-api.ts) keeps one path
// node and one UriSyntaxError alive: V8 holds the maps of a class's instances
// weakly, and when none was alive at a full GC it threw away every optimized
// function that built one, `parse` with the first pass inlined into it, and
// the caller's loop: in `npm run bench`, which collects garbage between
// rounds, `parse` ran partly unoptimized in every round (÷ `new URL()`
// 1.07-1.14x -> 1.02-1.04x with the generated parser unchanged).
//
// The pass is pinned to the output shapes of Peggy 3.0.2 (and ts-pegjs 4.2.2
// around it): every piece of Peggy's code it moves or rewrites is matched
// exactly, and any shape, AST node or action it does not know makes it throw,
// so that an upgrade cannot silently produce a different parser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PEGGY = '3.0.2';
const TS_PEGJS = '4.2.2';

/** Throws when the installed Peggy or ts-pegjs is not the version this pass knows. */
export function checkVersions() {
  const peggy = require('peggy/package.json').version;
  const tsPegjs = JSON.parse(readFileSync(new URL('../node_modules/ts-pegjs/package.json', import.meta.url), 'utf8')).version;
  if (peggy !== PEGGY || tsPegjs !== TS_PEGJS) {
    throw new Error(`scripts/optimize.mjs knows the output of peggy ${PEGGY} and ts-pegjs ${TS_PEGJS}, not peggy ${peggy} and ts-pegjs ${tsPegjs}: review the pass against the new output`);
  }
}

function fail(message) {
  throw new Error(`scripts/optimize.mjs: ${message}`);
}

// ----- The plugins -----

/** Every step on: what the generated parser is built with (scripts/bench-parse.mjs turns steps off). */
const DEFAULT_SETTINGS = Object.freeze({ tables: true, firstPass: true, loops: true, inline: true, defer: true, prefixed: true, lookahead: true, falseFailure: true, guards: true, boundedReads: true, inlineActions: true, lookaheadMemo: true, deadStores: true });

/**
 * The Peggy plugin that optimizes: list it before ts-pegjs, so that its pass
 * runs on Peggy's JavaScript, before ts-pegjs wraps it.
 */
export const optimizePlugin = optimizer();

/**
 * The plugin with some optimizations left out, to measure each one's effect
 * (scripts/bench-parse.mjs); the generated parser has them all.
 *   tables: class tests as tables in Peggy's rule functions;
 *   firstPass: the generated first pass, alone in the output (without it,
 *     `tryParse` runs Peggy's hoisted rule functions in silent mode, and
 *     Peggy's `parse` stays);
 *   loops: tight loops; inline: inlining the small rules; defer: building
 *   the node of a span-only action after the rest of its sequence matched;
 *   prefixed: one loop for `*( "/" segment )`; lookahead: a native search
 *   for the literal after an unbounded element; falseFailure: `false` as the
 *   first pass's failure value; guards: a test of the first code unit before
 *   an alternative that would begin with a call or a search; boundedReads:
 *   no read past the end of the input; inlineActions: an action's call of
 *   its constructor written where the rule matched; lookaheadMemo: in
 *   `(!(R ...) Y)* R`, R parsed once; deadStores: a rule function written
 *   without the saves, counts and flags that nothing reads.
 */
export function optimizer(options = {}) {
  const settings = { ...DEFAULT_SETTINGS, ...options };
  return {
    use(config) {
      checkVersions();
      config.passes.generate.push((ast) => {
        if (!ast.code) fail('Peggy generated no code before this pass');
        const SourceNode = ast.code.constructor;
        const source = optimize(ast.code.toString(), ast, settings);
        // One child: ts-pegjs puts one `// @ts-ignore` before it, not one per
        // line; the file opens with `// @ts-nocheck` instead (generate.mjs).
        ast.code = new SourceNode(null, null, null, [source]);
      });
    },
  };
}

/**
 * The Peggy plugin, listed after ts-pegjs, for a parser as Peggy writes it
 * (the plain parsers the tests compare with, and the parser of a grammar
 * that says `optimize: false`): the entry point `tryParse` over Peggy's `parse`
 * and its `FAILED` value, as the optimized parser exports them. It also
 * leaves the module free of side effects, so that a bundler drops the parser
 * of a module that is imported but not called: the parser's IIFE is marked
 * pure, and ts-pegjs's assignment of `PeggySyntaxError.prototype.name` goes
 * (every error sets its own `name`, so nothing reads the prototype's).
 */
export function exportsPlugin() {
  return {
    use(config) {
      config.passes.generate.push((ast) => {
        const marker = 'export const parse: ParseFunction = peggyParser.parse;\n';
        const code = ast.code.toString();
        if (!code.includes(marker)) fail('ts-pegjs did not export `parse` as expected');
        const iife = '} = // Generated by Peggy 3.0.2.\n//\n// https://peggyjs.org/\n// @ts-ignore\n(function() {\n';
        const name = '\npeggyParser.SyntaxError.prototype.name = "PeggySyntaxError";\n';
        if (code.split(iife).length !== 2 || code.split(name).length !== 2) fail('ts-pegjs did not wrap the parser as ts-pegjs 4.2.2 does');
        const SourceNode = ast.code.constructor;
        ast.code = new SourceNode(null, null, null, [code.replace(iife, '} = // Generated by Peggy 3.0.2.\n//\n// https://peggyjs.org/\n// @ts-ignore\n/* @__PURE__ */ (function() {\n').replace(name, '\n'), PLAIN_EXPORTS]);
      });
    },
  };
}

const PLAIN_EXPORTS = `
/** A start rule of the grammar. */
export type StartRule = NonNullable<ParseOptions["startRule"]>;

/** What \`tryParse\` returns when the input does not match the rule. */
export const FAILED: unknown = {};

/** \`parse\`, returning FAILED instead of throwing a syntax error (this parser has no separate first pass). */
export function tryParse(input: string, startRule: StartRule): unknown {
  try {
    return peggyParser.parse(input, { startRule });
  } catch (e) {
    if (e instanceof peggyParser.SyntaxError) return FAILED;
    throw e;
  }
}
`;

// ----- 1. Hoisting, and 2. class tests as tables -----

const STATE = `  var peg$currPos = 0;
  var peg$savedPos = 0;
  var peg$posDetailsCache = [{ line: 1, column: 1 }];
  var peg$maxFailPos = 0;
  var peg$maxFailExpected = [];
  var peg$silentFails = 0;

  var peg$result;

  if ("startRule" in options) {
    if (!(options.startRule in peg$startRuleFunctions)) {
      throw new Error("Can't start parsing from rule \\"" + options.startRule + "\\".");
    }

    peg$startRuleFunction = peg$startRuleFunctions[options.startRule];
  }
`;

const RETURN = `  return {
    SyntaxError: peg$SyntaxError,
    parse: peg$parse
  };
})()`;

/** Peggy's bare-format parser source, optimized. */
export function optimize(js, ast, settings = DEFAULT_SETTINGS) {
  // peg$parse, from its head to the statement that runs the start rule.
  const head = /\nfunction peg\$parse\(input, options\) \{\n  options = options !== undefined \? options : \{\};\n\n  var peg\$FAILED = \{\};\n  var peg\$source = options\.grammarSource;\n\n(  var peg\$startRuleFunctions = \{[^\n]*\};\n)  var peg\$startRuleFunction = (peg\$parse\w+);\n\n/;
  const m = head.exec(js);
  if (!m) fail("peg$parse does not begin as in Peggy 3.0.2");
  const before = js.slice(0, m.index);
  const startRuleFunctions = m[1];
  const defaultStart = m[2];
  let rest = js.slice(m.index + m[0].length);

  const stateAt = rest.indexOf(STATE);
  if (stateAt < 0 || rest.indexOf(STATE, stateAt + 1) >= 0) fail("Peggy's parser state is not declared as in Peggy 3.0.2");
  const constants = rest.slice(0, stateAt);
  if (!/^(  var peg\$[cref]\d+ = [^\n]*\n|\n)*$/.test(constants)) fail("Peggy's constants are not one `var peg$[cref]N = ...;` line each");
  rest = rest.slice(stateAt + STATE.length);

  const run = '\n  peg$result = peg$startRuleFunction();\n';
  const runAt = rest.indexOf(run);
  if (runAt < 0 || rest.indexOf(run, runAt + 1) >= 0) fail('the start rule is not run as in Peggy 3.0.2');
  let functions = rest.slice(0, runAt);
  rest = rest.slice(runAt);
  const end = `}\n\n${RETURN}`;
  if (!rest.endsWith(end) && !rest.endsWith(`${end}\n`)) fail("peg$parse's end and the parser object are not as in Peggy 3.0.2");
  const finish = rest.slice(0, rest.lastIndexOf(end));
  const classes = [...constants.matchAll(/^  var peg\$r(\d+) = \/\^\[([^\n]*)\]\/;$/gm)];
  if (classes.length !== ast.classes.length) fail(`expected ${ast.classes.length} class regexps, found ${classes.length}`);

  // 3. and 4.: the generated first pass, alone.
  if (settings.firstPass) return runtime(constants, functions, new FastPass(ast, settings).generate());

  // 2. Class tests as tables (Peggy's own rule functions).
  const tables = [];
  for (const [, index] of settings.tables ? classes : []) {
    const cls = ast.classes[Number(index)];
    if (cls.inverted || cls.ignoreCase) fail(`class ${index} is inverted or case-insensitive`);
    const set = codesOf(cls.value);
    // (This step, measured by scripts/bench-parse.mjs on RFC 3986, knows US-ASCII classes alone.)
    if (highRanges(set).length > 0) fail(`class ${index} has characters beyond US-ASCII: Peggy's rule functions take 128-entry tables`);
    tables.push(`  var peg$t${index} = peg$table(${JSON.stringify(asciiCodes(set))});\n`);
    const test = `peg$r${index}.test(input.charAt(peg$currPos))`;
    if (!functions.includes(test)) fail(`class ${index} is not tested as \`${test}\``);
    functions = functions.split(test).join(`peg$in(peg$t${index}, input.charCodeAt(peg$currPos))`);
  }
  if (settings.tables && /peg\$r\d+\./.test(functions)) fail('a class regexp is still used after the table rewrite');

  // 1. Hoisting, with a silent first pass through Peggy's own rule functions
  // (the steps before the generated first pass, which scripts/bench-parse.mjs measures).
  return [
    before,
    '\n// Module state, shared by `peg$parse` (Peggy\'s) and `peg$tryParse` (the first pass).\n',
    '  var input = "";\n',
    '  var peg$FAILED = {};\n',
    '  var peg$source;\n',
    startRuleFunctions,
    constants,
    PEG_TABLE,
    '  function peg$in(table, code) {\n    return code < 128 && table[code] === 1;\n  }\n\n',
    ...tables,
    '\n',
    STATE_DECLARATIONS,
    functions,
    '\n',
    SILENT_PEGGY,
    '\nfunction peg$parse(input$, options) {\n',
    '  options = options !== undefined ? options : {};\n',
    '  input = input$;\n',
    '  peg$source = options.grammarSource;\n',
    `  var peg$startRuleFunction = ${defaultStart};\n`,
    '  peg$currPos = 0;\n  peg$savedPos = 0;\n  peg$posDetailsCache = [{ line: 1, column: 1 }];\n',
    '  peg$maxFailPos = 0;\n  peg$maxFailExpected = [];\n  peg$silentFails = 0;\n',
    STATE.slice(STATE.indexOf('  var peg$result;')),
    finish,
    '}\n\n',
    RETURN.replace('parse: peg$parse\n', 'parse: peg$parse,\n    tryParse: peg$tryParse,\n    FAILED: peg$FAILED\n'),
    '\n',
  ].join('');
}

const PEG_TABLE = '  function peg$table(codes) {\n    var table = new Uint8Array(128);\n    for (var i = 0; i < codes.length; i++) table[codes[i]] = 1;\n    return table;\n  }\n\n';

/** A table of the units from `from` on (a Unicode grammar's set of many ranges in a short span): the ranges' ends, flat. */
const PEG_RANGE_TABLE = '  function peg$rangeTable(from, size, ranges) {\n    var table = new Uint8Array(size);\n    for (var i = 0; i < ranges.length; i += 2) for (var c = ranges[i]; c <= ranges[i + 1]; c++) table[c - from] = 1;\n    return table;\n  }\n\n';

/** The head and the end of the runtime parser (Peggy's bare format: an expression). */
const RUNTIME_HEAD = '(function() {\n  "use strict";\n\n';
const RUNTIME_END = '\n  return { tryParse: peg$tryParse, FAILED: peg$FAILED };\n})()\n';

/**
 * The runtime parser: the generated first pass and what it reaches, and
 * nothing else. `constants` are Peggy's hoisted `var peg$[cref]N` lines,
 * `functions` its helper and rule functions; of those, only the ones the
 * first pass refers to, directly or not, are kept (the action closures
 * `peg$fN`, the literals `peg$cN`, and the helpers they call), in Peggy's
 * order. Throws when the result refers to a `peg$` name it does not define.
 */
function runtime(constants, functions, fast) {
  const definitions = new Map([
    ['input', '  var input = "";\n'],
    ['peg$FAILED', '  var peg$FAILED = {};\n'],
    ['peg$source', '  var peg$source;\n'],
  ]);
  for (const line of constants.split('\n')) {
    const m = /^  var (peg\$\w+) = /.exec(line);
    if (m) definitions.set(m[1], `${line}\n`);
  }
  definitions.set('peg$table', PEG_TABLE);
  definitions.set('peg$rangeTable', PEG_RANGE_TABLE);
  for (const line of STATE_DECLARATIONS.split('\n')) {
    const m = /^  var (peg\$\w+) = /.exec(line);
    if (m) definitions.set(m[1], `${line}\n`);
  }
  for (const chunk of functions.split(/^(?= {2}function [\w$]+\()/m)) {
    const m = /^ {2}function ([\w$]+)\(/.exec(chunk);
    if (m) definitions.set(m[1], chunk.replace(/\n*$/, '\n\n'));
    else if (chunk.trim() !== '') fail("Peggy's helper and rule functions are not one `function NAME(...)` after another");
  }
  const refersTo = (code, name) => new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code);
  const kept = new Set();
  let reached = fast;
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, code] of definitions) {
      if (kept.has(name) || !refersTo(reached, name)) continue;
      kept.add(name);
      reached += code;
      grew = true;
    }
  }
  const body = [
    '// Module state and what the first pass uses of Peggy\'s constants and helpers.\n',
    ...[...definitions].filter(([name]) => kept.has(name)).map(([, code]) => code),
    '\n',
    fast.replace(/= peg\$(table|rangeTable)\(/g, '= /* @__PURE__ */ peg$$$1('),
  ].join('');
  const defined = new Set([...body.matchAll(/(?:var|function) (peg\$\w+)/g)].map((m) => m[1]));
  const missing = [...new Set([...body.matchAll(/peg\$\w+/g)].map((m) => m[0]))].filter((name) => !defined.has(name));
  if (missing.length > 0) fail(`the runtime parser refers to ${missing.join(', ')} but does not define it`);
  return RUNTIME_HEAD + body + RUNTIME_END;
}

/**
 * The body of the runtime parser (what `optimize` returns, Peggy's bare
 * format) as module-level statements, for generated/<name>.ts: each
 * declaration at the top level of its module, so that a bundler sees them
 * one by one, and the table calls marked pure.
 */
export function runtimeStatements(bare) {
  const start = bare.indexOf(RUNTIME_HEAD);
  if (start < 0 || !bare.endsWith(RUNTIME_END)) fail('the runtime parser does not begin and end as this pass writes it');
  return bare
    .slice(start + RUNTIME_HEAD.length, bare.length - RUNTIME_END.length)
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n');
}

const STATE_DECLARATIONS = `  var peg$currPos = 0;
  var peg$savedPos = 0;
  var peg$posDetailsCache = [{ line: 1, column: 1 }];
  var peg$maxFailPos = 0;
  var peg$maxFailExpected = [];
  var peg$silentFails = 0;
`;

// ----- Sets of code units -----
//
// A grammar's terminals are UTF-16 code units, as Peggy 3 reads a string: a
// US-ASCII grammar's are below 128; a Unicode grammar (RFC 3987, RFC 6570,
// RFC 6068) writes a code point above U+FFFF as a class of high surrogates
// followed by a class of low ones. A set of code units is a sorted array of
// disjoint, non-adjacent inclusive ranges `[[lo, hi], ...]` (ucschar's BMP
// part is three ranges, not 55,000 codes).

/** The set of the given code units. */
function setOf(codes) {
  return unionRanges(codes.map((c) => [[c, c]]));
}

/** The union of sets. */
function unionRanges(sets) {
  const all = sets.flat().map(([lo, hi]) => [lo, hi]).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const out = [];
  for (const [lo, hi] of all) {
    const last = out[out.length - 1];
    if (last !== undefined && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** Whether two sets share a code unit. */
function intersects(a, b) {
  for (const [lo, hi] of a) for (const [lo2, hi2] of b) if (lo <= hi2 && lo2 <= hi) return true;
  return false;
}

/** Whether every unit of `a` is in `b`. */
function subset(a, b) {
  return a.every(([lo, hi]) => b.some(([lo2, hi2]) => lo2 <= lo && hi <= hi2));
}

/** How many code units a set holds. */
const sizeOf = (set) => set.reduce((n, [lo, hi]) => n + hi - lo + 1, 0);

/** A set's units as an array (for small sets). */
const unitsOf = (set) => set.flatMap(([lo, hi]) => Array.from({ length: hi - lo + 1 }, (_, i) => lo + i));

/** The part of a set below 128, as an array of codes. */
const asciiCodes = (set) => unitsOf(set.filter(([lo]) => lo < 128).map(([lo, hi]) => [lo, Math.min(hi, 127)]));

/** The part of a set from 128 on, as ranges. */
const highRanges = (set) => set.filter(([, hi]) => hi >= 128).map(([lo, hi]) => [Math.max(lo, 128), hi]);

/** A set's one code unit, or null when it holds none or more than one. */
const singleUnit = (set) => (set.length === 1 && set[0][0] === set[0][1] ? set[0][0] : null);

/** The key of a set (or of a list of sequences of sets), for the maps of tables and runs. */
const setKey = (set) => JSON.stringify(set);

const HIGH_SURROGATES = [[0xd800, 0xdbff]];
const LOW_SURROGATES = [[0xdc00, 0xdfff]];

/** The code units of a Peggy class's parts (`"a"` or `["a", "z"]`), as a set: each part is one code unit. */
function codesOf(parts) {
  return unionRanges(parts.map((part) => {
    const [a, b] = Array.isArray(part) ? part : [part, part];
    if (a.length !== 1 || b.length !== 1) fail(`class part ${JSON.stringify(part)} is not one code unit`);
    return [[a.charCodeAt(0), b.charCodeAt(0)]];
  }));
}

// ----- 3. The first pass, generated from the grammar AST -----

const ignoreCaseCache = new Map();

/**
 * The code units that a one-character case-insensitive literal matches, as
 * Peggy tests it (`input.substr(pos, n).toLowerCase() === literal`): the
 * units whose lower case is that character, the Kelvin sign's U+212A among
 * them for "k"i. Only US-ASCII characters: a unit's lower case then does not
 * depend on its neighbours (the final sigma does), and no unit lowers to two
 * units that could match two of the literal's.
 */
function ignoreCaseCodes(literal) {
  const lower = literal.toLowerCase();
  if (lower.charCodeAt(0) > 127) fail(`"${literal}"i: a case-insensitive literal beyond US-ASCII`);
  if (!ignoreCaseCache.has(lower)) {
    const codes = [];
    for (let c = 0; c < 0x10000; c++) if (String.fromCharCode(c).toLowerCase() === lower) codes.push(c);
    ignoreCaseCache.set(lower, setOf(codes));
  }
  return ignoreCaseCache.get(lower);
}

/** The code units of a string, one string each (a surrogate pair is two). */
const codeUnits = (text) => Array.from({ length: text.length }, (_, i) => text[i]);

/** One action per rule alternative, and each only returns a node built in src/grammars/rfc3986/nodes.ts. */
const PURE_ACTION = /^\s*return n\.[A-Za-z_][A-Za-z0-9_]*\([^;{}]*\);\s*$/;

/** An action that returns one of its labels (`"," v:varspec { return v; }`, RFC 6570's variable-list): the label's value, no call. */
const LABEL_ACTION = /^\s*return ([A-Za-z_$][A-Za-z0-9_$]*);\s*$/;

/** Rules at most this big (in AST nodes, inlined rules counted whole) are inlined where their value is unused (and their action left out). */
const INLINE_LIMIT = 24;

/** Without the generated first pass: Peggy's rule functions, silent (peg$silentFails > 0 records no expectations). */
const SILENT_PEGGY = `  function peg$tryParse(input$, startRule) {
    if (!Object.prototype.hasOwnProperty.call(peg$startRuleFunctions, startRule)) {
      throw new Error("Can't start parsing from rule \\"" + startRule + "\\".");
    }
    input = input$;
    peg$currPos = 0;
    peg$savedPos = 0;
    peg$silentFails = 1;
    var result = peg$startRuleFunctions[startRule]();
    var matched = result !== peg$FAILED && peg$currPos === input$.length;
    peg$silentFails = 0;
    input = "";
    return matched ? result : peg$FAILED;
  }
`;

class FastPass {
  constructor(ast, settings = DEFAULT_SETTINGS) {
    this.settings = settings;
    // What an expression's code sets its result to when it does not match:
    // `false`, which no value of the first pass can be (a node, a string,
    // `true`, `null`, `undefined` or an array), or Peggy's FAILED object.
    this.FAIL = settings.falseFailure ? 'false' : 'peg$FAILED';
    this.ast = ast;
    this.rules = new Map(ast.rules.map((r) => [r.name, r]));
    this.tables = new Map(); // set key -> table name
    this.tableCode = [];
    this.runCode = [];
    this.emitted = new Map(); // function name -> code
    this.queue = [];
  }

  generate() {
    const starts = this.startRules();
    const entries = starts.map((name) => `${name}: ${this.fn(name, true)}`);
    while (this.queue.length > 0) {
      const { name, need, fname } = this.queue.shift();
      this.emitted.set(fname, this.ruleFunction(name, need, fname));
    }
    return [
      '// ----- The first pass (scripts/optimize.mjs): silent, no expectations, tables and tight loops -----\n\n',
      // The node constructors, by a name no rule function's locals shadow.
      ...(this.usesNodes ? ['  var peg$nodes = n;\n\n'] : []),
      ...this.tableCode,
      '\n',
      ...this.runCode,
      ...[...this.emitted.values()],
      `  var peg$fastStartRuleFunctions = { ${entries.join(', ')} };\n\n`,
      '  // The start rule of the last call, and its function: the parse API passes one string per rule.\n',
      '  var peg$lastStartRule = null;\n',
      '  var peg$lastStartRuleFunction = null;\n\n',
      '  function peg$tryParse(input$, startRule) {\n',
      '    if (startRule !== peg$lastStartRule) {\n',
      '      if (!Object.prototype.hasOwnProperty.call(peg$fastStartRuleFunctions, startRule)) {\n',
      '        throw new Error("Can\'t start parsing from rule \\"" + startRule + "\\".");\n',
      '      }\n',
      '      peg$lastStartRuleFunction = peg$fastStartRuleFunctions[startRule];\n',
      '      peg$lastStartRule = startRule;\n',
      '    }\n',
      '    input = input$;\n',
      '    peg$source = undefined;\n',
      '    peg$currPos = 0;\n',
      '    peg$savedPos = 0;\n',
      '    var result = peg$lastStartRuleFunction();\n',
      `    var matched = result !== ${this.FAIL} && peg$currPos === input$.length;\n`,
      '    input = "";\n',
      '    return matched ? result : peg$FAILED;\n',
      '  }\n',
    ].join('');
  }

  /** The allowed start rules, read from Peggy's own table (so that both passes allow the same ones). */
  startRules() {
    const names = [];
    for (const r of this.ast.rules) if (this.isStart(r.name)) names.push(r.name);
    if (names.length === 0) fail('no start rules');
    return names;
  }

  isStart(name) {
    return this.startSet.has(name);
  }

  get startSet() {
    if (!this._starts) {
      const code = this.ast.code.toString();
      const m = /var peg\$startRuleFunctions = \{ ([^\n]*) \};/.exec(code);
      if (!m) fail('no start rule table in Peggy\'s output');
      this._starts = new Set(m[1].split(', ').map((pair) => pair.split(':')[0]));
    }
    return this._starts;
  }

  rule(name) {
    const r = this.rules.get(name);
    if (!r) fail(`unknown rule ${name}`);
    return r;
  }

  /** The name of the first-pass function of a rule; `need`: whether it returns the rule's value. */
  fn(name, need) {
    const fname = `peg$${need ? 'fast' : 'skip'}$${name}`;
    if (!this.emitted.has(fname)) {
      this.emitted.set(fname, null); // placeholder keeps the order deterministic
      this.queue.push({ name, need, fname });
    }
    return fname;
  }

  /** The 128-entry table of a set of US-ASCII codes (an array). */
  table(codes) {
    const key = setKey(codes);
    let name = this.tables.get(key);
    if (!name) {
      name = `peg$set${this.tables.size}`;
      this.tables.set(key, name);
      this.tableCode.push(`  var ${name} = peg$table(${JSON.stringify(codes)});\n`);
    }
    return name;
  }

  /** The table of a set of ranges from `from` on, indexed by a unit less `from` (the high surrogates of ucschar: 1,024 entries). */
  rangeTable(ranges, from) {
    const key = setKey([from, ranges]);
    let name = this.tables.get(key);
    if (!name) {
      name = `peg$set${this.tables.size}`;
      this.tables.set(key, name);
      const to = ranges[ranges.length - 1][1];
      this.tableCode.push(`  var ${name} = peg$rangeTable(${from}, ${to - from + 1}, ${JSON.stringify(ranges.flat())});\n`);
    }
    return name;
  }

  // ----- analysis -----

  /** The code units of an expression that matches exactly one character from a set, or null. */
  charSet(e) {
    switch (e.type) {
      case 'named':
      case 'group':
      case 'text':
        // `$()` of one character is that character, the value of the set's test.
        return this.charSet(e.expression);
      case 'class':
        if (e.inverted || e.ignoreCase) return null;
        return codesOf(e.parts);
      case 'literal': {
        if (e.value.length !== 1) return null;
        if (!e.ignoreCase) return setOf([e.value.charCodeAt(0)]);
        return ignoreCaseCodes(e.value);
      }
      case 'rule_ref':
        return this.charSet(this.rule(e.name).expression);
      case 'choice': {
        const sets = e.alternatives.map((a) => this.charSet(a));
        return sets.every((s) => s !== null) ? unionRanges(sets) : null;
      }
      default:
        return null;
    }
  }

  /**
   * When an expression, its value unused, is a choice of fixed sequences of
   * character sets (`pchar`: four one-character sets and "%" HEXDIG HEXDIG),
   * those sequences (arrays of sets) in order; else null. Sees through
   * rules without actions, `$()`, groups and names.
   */
  units(e) {
    const set = this.charSet(e);
    if (set !== null) return [[set]];
    switch (e.type) {
      case 'named':
      case 'group':
      case 'text':
        return this.units(e.expression);
      case 'rule_ref': {
        const r = this.rule(e.name);
        return r.expression.type === 'action' ? null : this.units(r.expression);
      }
      case 'literal':
        if (e.value.length === 0) return null;
        return [codeUnits(e.value).map((ch) => this.charSet({ type: 'literal', value: ch, ignoreCase: e.ignoreCase }))];
      case 'choice': {
        const out = [];
        for (const a of e.alternatives) {
          const u = this.units(a);
          if (u === null) return null;
          out.push(...u);
        }
        return out;
      }
      case 'sequence': {
        let seqs = [[]];
        for (const el of e.elements) {
          const inner = el.type === 'labeled' ? el.expression : el;
          const u = this.units(inner);
          if (u === null || u.length !== 1) return null;
          seqs = seqs.map((s) => [...s, ...u[0]]);
        }
        return seqs[0].length > 0 ? seqs : null;
      }
      case 'repeated': {
        // An exact count of one fixed sequence: `DIGIT|2|`.
        if (e.delimiter !== null || e.min !== null || e.max.type !== 'constant' || !(e.max.value > 0)) return null;
        const u = this.units(e.expression);
        if (u === null || u.length !== 1) return null;
        return [Array.from({ length: e.max.value }, () => u[0]).flat()];
      }
      default:
        return null;
    }
  }

  /**
   * The units split for a loop: the one-character sets merged into one table,
   * and the longer sequences, when no longer sequence begins with a character
   * of the merged table (then the order of the choice does not matter
   * between them); else null.
   */
  loopUnits(e) {
    const u = this.units(e);
    if (u === null) return null;
    const single = unionRanges(u.filter((s) => s.length === 1).map((s) => s[0]));
    const longer = u.filter((s) => s.length > 1);
    if (longer.some((s) => intersects(s[0], single))) return null;
    return { single, longer: mergeSequences(longer) };
  }

  /** The size of an expression, for inlining; Infinity when it holds an action or a rule that is not inlined. */
  size(e, seen = new Set()) {
    if (this.charSet(e) !== null) return 1;
    switch (e.type) {
      case 'named':
      case 'group':
      case 'text':
      case 'labeled':
      case 'simple_not':
      case 'simple_and':
      case 'optional':
      case 'zero_or_more':
      case 'one_or_more':
      case 'repeated':
        return 1 + this.size(e.expression, seen);
      case 'literal':
        return 1;
      case 'choice':
        return 1 + e.alternatives.reduce((n, a) => n + this.size(a, seen), 0);
      case 'sequence':
        return 1 + e.elements.reduce((n, a) => n + this.size(a, seen), 0);
      case 'rule_ref': {
        if (seen.has(e.name)) return Infinity;
        return this.size(this.rule(e.name).expression, new Set([...seen, e.name]));
      }
      case 'action':
        // Inlined only where the value is not used, so the action is left out.
        return this.size(e.expression, seen);
      default:
        return Infinity;
    }
  }

  inlined(name) {
    this.inlineCache ??= new Map();
    if (!this.inlineCache.has(name)) {
      const r = this.rule(name);
      this.inlineCache.set(name, this.size(r.expression, new Set([name])) <= INLINE_LIMIT);
    }
    return this.inlineCache.get(name);
  }

  /**
   * The code units a match of `e` can begin with (`codes`, null when not
   * known: `.`, an inverted class, a recursive rule) and whether it can
   * match the empty string (`nullable`). Lookaheads consume nothing.
   */
  first(e, seen = new Set()) {
    const set = this.charSet(e);
    if (set !== null) return { codes: set, nullable: false };
    switch (e.type) {
      case 'named':
      case 'group':
      case 'text':
      case 'labeled':
      case 'action':
        return this.first(e.expression, seen);
      case 'rule_ref':
        if (seen.has(e.name)) return { codes: null, nullable: true };
        return this.first(this.rule(e.name).expression, new Set([...seen, e.name]));
      case 'literal':
        return e.value.length === 0 ? { codes: [], nullable: true } : this.first({ type: 'literal', value: e.value[0], ignoreCase: e.ignoreCase }, seen);
      case 'simple_not':
      case 'simple_and':
      case 'semantic_and':
      case 'semantic_not':
        return { codes: [], nullable: true };
      case 'optional':
      case 'zero_or_more':
        return { codes: this.first(e.expression, seen).codes, nullable: true };
      case 'one_or_more':
        return this.first(e.expression, seen);
      case 'repeated': {
        const min = e.min === null ? e.max : e.min;
        const inner = this.first(e.expression, seen);
        return { codes: inner.codes, nullable: inner.nullable || min.type !== 'constant' || !(min.value > 0) };
      }
      case 'sequence': {
        const sets = [];
        for (const el of e.elements) {
          const f = this.first(el, seen);
          sets.push(f.codes);
          if (!f.nullable) return { codes: sets.includes(null) ? null : unionRanges(sets), nullable: false };
        }
        return { codes: sets.includes(null) ? null : unionRanges(sets), nullable: true };
      }
      case 'choice': {
        const fs = e.alternatives.map((a) => this.first(a, seen));
        return { codes: fs.some((f) => f.codes === null) ? null : unionRanges(fs.map((f) => f.codes)), nullable: fs.some((f) => f.nullable) };
      }
      default:
        return { codes: null, nullable: true };
    }
  }

  /** Whether the code `gen` writes for `e` begins with a test of the code unit at peg$currPos (no call, no search). */
  opensWithTest(e, need) {
    if (this.charSet(e) !== null) return true;
    switch (e.type) {
      case 'named':
      case 'group':
      case 'labeled':
      case 'text':
      case 'action':
        return this.opensWithTest(e.expression, need);
      case 'literal':
        return e.value.length > 0;
      case 'rule_ref':
        return !need && this.settings.inline && this.inlined(e.name) && this.opensWithTest(this.rule(e.name).expression, false);
      case 'sequence': {
        // Not when the lookahead step puts a native search first.
        const [el, next] = e.elements;
        const k = this.settings.lookahead && next !== undefined ? this.followingUnit(next) : null;
        return (k === null || !this.unbounded(el)) && this.opensWithTest(el, need);
      }
      default:
        return false;
    }
  }

  /**
   * The call an action makes, written in place of the call of its function
   * (`peg$fN()`, which calls `offset()`, `text()` or `range()`, which read
   * peg$savedPos and peg$currPos): `n.leaf("reg-name", v0,
   * input.substring(v0, peg$currPos))`, with the span's ends and the labels'
   * variables written in, so that the engine sees the node built where the
   * rule matched (and can leave out a `range()` object that the constructor
   * only reads). Null, and the function is called, when an argument is not
   * a string, a number, `null`, a label, `offset()`, `text()` or `range()`.
   */
  inlineAction(index, start, end, args) {
    if (!this.settings.inlineActions) return null;
    const m = /^\s*return n\.([A-Za-z_][A-Za-z0-9_]*)\((.*)\);\s*$/s.exec(this.ast.functions[index].body);
    if (!m) return null;
    const params = this.ast.functions[index].params;
    const parts = splitArguments(m[2]);
    if (parts === null) return null;
    const out = [];
    for (const a of parts) {
      if (/^("|').*\1$/s.test(a) || /^\d+$/.test(a) || a === 'null') out.push(a);
      else if (a === 'offset()') out.push(start);
      else if (a === 'text()') out.push(`input.substring(${start}, ${end})`);
      else if (a === 'range()') out.push(`{ source: peg$source, start: ${start}, end: ${end} }`);
      else if (params.includes(a)) out.push(args[params.indexOf(a)]);
      else return null;
    }
    this.usesNodes = true;
    return `peg$nodes.${m[1]}(${out.join(', ')})`;
  }

  /** The index of the action function Peggy made for an action node. */
  actionIndex(e) {
    const found = [];
    this.ast.functions.forEach((f, i) => {
      if (!f.predicate && f.body === e.code && JSON.stringify(f.location) === JSON.stringify(e.codeLocation)) found.push(i);
    });
    if (found.length !== 1) fail(`action ${JSON.stringify(e.code)} has ${found.length} functions in Peggy's output`);
    const label = LABEL_ACTION.exec(e.code);
    if (!PURE_ACTION.test(e.code) && !(label && this.ast.functions[found[0]].params.includes(label[1]))) {
      fail(`action ${JSON.stringify(e.code)} is not one \`return n.<constructor>(...);\`: the first pass would skip it where its value is unused`);
    }
    return found[0];
  }

  // ----- code generation -----

  ruleFunction(name, need, fname) {
    const r = this.rule(name);
    this.vars = 0;
    const generated = this.gen(r.expression, need, 'r0', { labels: new Map(), bind: false });
    const all = Array.from({ length: this.vars }, (_, i) => `v${i}`);
    const { body, vars } = this.settings.deadStores ? withoutDeadStores(generated, all) : { body: generated, vars: all };
    return [
      `  function ${fname}() {\n`,
      `    var r0, c, d, p, n${vars.length ? ', ' + vars.join(', ') : ''};\n`,
      indent(body, 4),
      '    return r0;\n',
      '  }\n\n',
    ].join('');
  }

  tmp() {
    return `v${this.vars++}`;
  }

  label() {
    this.jsLabels = (this.jsLabels ?? 0) + 1;
    return `L${this.jsLabels}`;
  }

  /**
   * A test of a code unit against a set (past the end: no). `first` computes
   * the unit, `v` names it after that. One or two units: comparisons; else
   * below 128 a 128-entry table, and from 128 on (a Unicode grammar's sets)
   * the ranges: a few compared, more in a short span (a class of high
   * surrogates) one table lookup.
   */
  test(codes, v, first = v) {
    const count = sizeOf(codes);
    if (count === 0) return `${first} === -1`;
    if (count <= 2) {
      const [a, b] = unitsOf(codes);
      if (count === 1) return `${first} === ${a}`;
      // Two units that differ in bit 5 alone (a letter of a case-insensitive literal, "T" and "t"): one comparison
      // (not for 0 and 32: NaN | 32 is 32, and a read past the end is NaN where reads are unbounded).
      return (a ^ b) === 32 && b !== 32 ? `(${first} | 32) === ${b}` : `(${first} === ${a} || ${v} === ${b})`;
    }
    const ascii = asciiCodes(codes);
    const high = highRanges(codes);
    if (high.length === 0) return `(${first} < 128 && ${this.table(ascii)}[${v}] === 1)`;
    if (ascii.length === 0) return this.rangeTest(high, v, first);
    const low = ascii.length === 1 ? `${v} === ${ascii[0]}` : ascii.length === 2 ? `(${v} === ${ascii[0]} || ${v} === ${ascii[1]})` : `${this.table(ascii)}[${v}] === 1`;
    return `(${first} < 128 ? ${low} : ${this.rangeTest(high, v)})`;
  }

  /** A test of a unit against ranges: up to four compared one by one, more within 4,096 units by a table, else compared. */
  rangeTest(ranges, v, first = v) {
    const from = ranges[0][0];
    const to = ranges[ranges.length - 1][1];
    if (ranges.length > 4 && to - from < 4096) return `(${first} >= ${from} && ${v} <= ${to} && ${this.rangeTable(ranges, from)}[${v} - ${from}] === 1)`;
    const parts = ranges.map(([lo, hi], i) => {
      const x = i === 0 ? first : v;
      return lo === hi ? `${x} === ${lo}` : `${x} >= ${lo} && ${v} <= ${hi}`;
    });
    return `(${parts.join(' || ')})`;
  }

  /**
   * The code unit at `pos`, as an expression: past the end of the input,
   * 65536, which no set holds (the grammars' sets are US-ASCII), instead of
   * `charCodeAt`'s NaN. Once `charCodeAt` has read past the end at a place,
   * the engine compiles it there as a call of its generic built-in, and every
   * rule ends at the end of the input somewhere; the test keeps it an
   * inlined load of an integer.
   */
  unitAt(pos) {
    return this.settings.boundedReads ? `(${pos} < input.length ? input.charCodeAt(${pos}) : 65536)` : `input.charCodeAt(${pos})`;
  }

  /** A test of the code unit at `pos` against a set; `bounded`: `pos` is known to be below the input's length. */
  testAt(codes, pos, bounded = false) {
    const unit = bounded ? `input.charCodeAt(${pos})` : this.unitAt(pos);
    const units = sizeOf(codes) <= 2 ? unitsOf(codes) : [];
    return units.length === 1 || (units.length === 2 && (units[0] ^ units[1]) === 32) ? this.test(codes, unit) : this.test(codes, 'd', `(d = ${unit})`);
  }

  /**
   * The code that matches `e` at peg$currPos and sets `res` to its value (or,
   * when `need` is false, to `true`), or to the failure value (`this.FAIL`) with peg$currPos back
   * where it was. `env.labels` maps labels to the variables holding them;
   * `env.bind` says whether an action will use them.
   */
  gen(e, need, res, env) {
    const set = this.charSet(e);
    if (set !== null) return this.genSet(set, need, res);
    const step = !need && this.settings.loops && e.type === 'choice' ? this.loopUnits(e) : null;
    if (step !== null) return this.genStep(step, res);
    switch (e.type) {
      case 'named':
        return this.gen(e.expression, need, res, env);
      case 'group':
        return this.gen(e.expression, need, res, { labels: new Map(env.labels), bind: env.bind });
      case 'rule_ref': {
        if (this.memo && e === this.memo.ref) {
          // The rule a lookahead tries, parsed with its value: where it matches, the element after the repetition reads it there.
          const m = this.memo;
          return `${m.at} = peg$currPos;\n${res} = ${this.fn(e.name, true)}();\nif (${res} !== ${this.FAIL}) { ${m.node} = ${res}; ${m.end} = peg$currPos; } else { ${m.at} = -1; }\n`;
        }
        if (!need && this.settings.inline && this.inlined(e.name)) return this.gen(this.rule(e.name).expression, false, res, { labels: new Map(), bind: false });
        return `${res} = ${this.fn(e.name, need)}();\n`;
      }
      case 'literal':
        return this.genLiteral(e, need, res);
      case 'text': {
        const start = this.tmp();
        return `${start} = peg$currPos;\n${this.gen(e.expression, false, res, env)}` +
          (need ? `if (${res} !== ${this.FAIL}) { ${res} = input.substring(${start}, peg$currPos); }\n` : '');
      }
      case 'action': {
        const index = this.actionIndex(e);
        const params = this.ast.functions[index].params;
        const inner = { labels: new Map(env.labels), bind: need };
        const start = this.tmp();
        const code = `${start} = peg$currPos;\n${this.gen(e.expression, false, res, inner)}`;
        if (!need) return code;
        const args = params.map((p) => {
          const v = inner.labels.get(p);
          if (!v) fail(`label ${p} of action ${index} is not bound`);
          return v;
        });
        const label = LABEL_ACTION.exec(this.ast.functions[index].body);
        if (label) return `${code}if (${res} !== ${this.FAIL}) {\n  ${res} = ${args[params.indexOf(label[1])]};\n}\n`;
        const inlined = this.inlineAction(index, start, 'peg$currPos', args);
        if (inlined !== null) return `${code}if (${res} !== ${this.FAIL}) {\n  ${res} = ${inlined};\n}\n`;
        return `${code}if (${res} !== ${this.FAIL}) {\n  peg$savedPos = ${start};\n  ${res} = peg$f${index}(${args.join(', ')});\n}\n`;
      }
      case 'labeled': {
        const code = this.gen(e.expression, need || (e.label !== null && env.bind), res, env);
        if (e.label !== null) env.labels.set(e.label, res);
        return code;
      }
      case 'sequence':
        return this.genSequence(e, need, res, env);
      case 'choice': {
        const L = this.label();
        const alts = e.alternatives.map((a, i) => {
          const code = this.guarded(a, need, res, this.gen(a, need, res, { labels: new Map(env.labels), bind: env.bind }));
          return i < e.alternatives.length - 1 ? `${code}if (${res} !== ${this.FAIL}) break ${L};\n` : code;
        });
        return `${L}: {\n${indent(alts.join(''), 2)}}\n`;
      }
      case 'optional':
        return `${this.gen(e.expression, need, res, env)}if (${res} === ${this.FAIL}) { ${res} = null; }\n`;
      case 'zero_or_more':
      case 'one_or_more':
        return this.genRepetition(e.expression, e.type === 'one_or_more' ? 1 : 0, null, need, res, env);
      case 'repeated': {
        if (e.delimiter !== null) fail('repetition with a delimiter');
        const min = e.min === null ? e.max : e.min;
        if (min.type !== 'constant' || e.max.type !== 'constant') fail('repetition with a computed boundary');
        return this.genRepetition(e.expression, min.value, e.max.value, need, res, env);
      }
      case 'simple_not':
      case 'simple_and': {
        const start = this.tmp();
        const t = this.tmp();
        const code = `${start} = peg$currPos;\n${this.gen(e.expression, false, t, { labels: new Map(env.labels), bind: false })}`;
        return e.type === 'simple_not'
          ? `${code}if (${t} === ${this.FAIL}) { ${res} = undefined; } else { peg$currPos = ${start}; ${res} = ${this.FAIL}; }\n`
          : `${code}if (${t} !== ${this.FAIL}) { peg$currPos = ${start}; ${res} = undefined; } else { ${res} = ${this.FAIL}; }\n`;
      }
      default:
        return fail(`unsupported expression type ${e.type}`);
    }
  }

  /**
   * An alternative of a choice behind a test of the code unit it must begin
   * with, when it cannot match the empty string, its first units are known,
   * and its code would not test one first anyway (it calls a rule, or
   * searches for a literal): `host = IP-literal / IPv4address ... / reg-name`
   * calls neither IP-literal's function for a host that does not begin with
   * "[", nor IPv4address's for one that does not begin with a digit.
   */
  guarded(a, need, res, code) {
    if (!this.settings.guards || this.opensWithTest(a, need)) return code;
    const { codes, nullable } = this.first(a);
    if (nullable || codes === null) return code;
    if (sizeOf(codes) === 0) return `${res} = ${this.FAIL};\n`;
    return `c = ${this.unitAt('peg$currPos')};\nif (${this.test(codes, 'c')}) {\n${indent(code, 2)}} else {\n  ${res} = ${this.FAIL};\n}\n`;
  }

  /**
   * A choice of character sets and fixed sequences of them, its value unused
   * (`$( ALPHA / ... / ucschar / iprivate / pct-encoded )`, RFC 6570's
   * literals): the step of a tight loop taken once, the one-unit sets tested
   * as one set, then each longer sequence (`loopUnits` says when their order
   * does not matter), instead of one test per alternative.
   */
  genStep({ single, longer }, res) {
    const branches = [];
    if (sizeOf(single) > 0) branches.push(`if (${this.test(single, 'c')}) { peg$currPos++; ${res} = true; }`);
    for (const seq of longer) {
      const tests = seq.map((codes, i) => (i === 0 ? this.test(codes, 'c') : this.testAt(codes, `peg$currPos + ${i}`, true)));
      branches.push(`if (peg$currPos + ${seq.length} <= input.length && ${tests.join(' && ')}) { peg$currPos += ${seq.length}; ${res} = true; }`);
    }
    return `c = ${this.unitAt('peg$currPos')};\n${branches.join(' else ')} else { ${res} = ${this.FAIL}; }\n`;
  }

  genSet(codes, need, res) {
    return `c = ${this.unitAt('peg$currPos')};\n` +
      `if (${this.test(codes, 'c')}) { ${res} = ${need ? 'input.charAt(peg$currPos)' : 'true'}; peg$currPos++; } else { ${res} = ${this.FAIL}; }\n`;
  }

  /**
   * A literal: one unit, one test; longer, one test of the input's length
   * and then a test of each unit, read without a bound each (`"tel:"i`,
   * `";phone-context="i`: 15 units, one bound).
   */
  genLiteral(e, need, res) {
    const n = e.value.length;
    if (n === 0) return `${res} = "";\n`;
    const bounded = n > 1 && this.settings.boundedReads;
    const tests = codeUnits(e.value).map((ch, i) => this.testAt(this.charSet({ type: 'literal', value: ch, ignoreCase: e.ignoreCase }), i === 0 ? 'peg$currPos' : `peg$currPos + ${i}`, bounded));
    if (bounded) tests.unshift(`peg$currPos + ${n} <= input.length`);
    const value = !need ? 'true' : e.ignoreCase ? `input.substr(peg$currPos, ${n})` : JSON.stringify(e.value);
    return `if (${tests.join(' && ')}) { ${res} = ${value}; peg$currPos += ${n}; } else { ${res} = ${this.FAIL}; }\n`;
  }

  genSequence(e, need, res, env) {
    const separated = !need && this.settings.loops ? this.separatedLoop(e) : null;
    if (separated !== null) {
      return `c = ${this.unitAt('peg$currPos')};\nif (${this.test(separated.a, 'c')}) { ${res} = ${this.FAIL}; } else {\n${indent(this.genTightLoop(separated.units, 1, null, res), 2)}}\n`;
    }
    const picks = e.elements.filter((el) => el.type === 'labeled' && el.pick);
    const L = this.label();
    const start = this.tmp();
    const vars = [];
    const deferred = [];
    let code = `${start} = peg$currPos;\n`;
    let memo = null; // the lookahead's match that the element after a repetition reads (lookaheadMemo)
    e.elements.forEach((el, i) => {
      const v = this.tmp();
      vars.push(v);
      const needEl = need && (picks.length === 0 || picks.includes(el));
      const fails = i === 0 ? `if (${v} === ${this.FAIL}) { ${res} = ${this.FAIL}; break ${L}; }\n` : `if (${v} === ${this.FAIL}) { peg$currPos = ${start}; ${res} = ${this.FAIL}; break ${L}; }\n`;
      // `userinfo "@"`, `scheme ":"`: the sequence can only match when the
      // literal's first character occurs at or after this position. Where the
      // element can consume without bound, ask the engine's native search
      // first, so that a long input without it (a long host: no "@") is not
      // read twice, once as the element that then fails and once as what
      // the choice tries next (reg-name).
      const k = this.settings.lookahead && i + 1 < e.elements.length ? this.followingUnit(e.elements[i + 1]) : null;
      if (k !== null && this.unbounded(el)) {
        const failed = i === 0 ? `${res} = ${this.FAIL}; break ${L};` : `peg$currPos = ${start}; ${res} = ${this.FAIL}; break ${L};`;
        code += `if (input.indexOf(${JSON.stringify(String.fromCharCode(k))}, peg$currPos) < 0) { ${failed} }\n`;
      }
      const used = needEl || (el.type === 'labeled' && el.label !== null && env.bind);
      // (Not when code later in the sequence could read its label.)
      const later = e.elements.slice(i + 1);
      const action = this.settings.defer && used && later.length > 0 && !later.some((x) => hasCode(x)) ? this.deferrableAction(el) : null;
      if (action === null) {
        const outer = this.memo;
        if (memo !== null && memo.next === el) {
          code += `if (${memo.at} === peg$currPos) { ${v} = ${memo.node}; peg$currPos = ${memo.end}; } else {\n${indent(this.gen(el, needEl, v, env), 2)}}\n${fails}`;
          memo = null;
          return;
        }
        memo = this.lookaheadMemo(el, e.elements[i + 1]);
        if (memo !== null) {
          code += `${memo.at} = -1;\n`;
          this.memo = memo;
        }
        code += this.gen(el, needEl, v, env) + fails;
        this.memo = outer;
        return;
      }
      // A rule whose action reads only the span it matched (offset(), text(),
      // range()) and is followed by more of the sequence: match it without
      // its node, and build the node from the span once the whole sequence
      // has matched (`userinfo` in `[ userinfo "@" ]` builds none for a host).
      const from = this.tmp();
      const to = this.tmp();
      code += `${from} = peg$currPos;\n${this.gen(el.type === 'labeled' ? el.expression : el, false, v, env)}${fails}${to} = peg$currPos;\n`;
      if (el.type === 'labeled' && el.label !== null) env.labels.set(el.label, v);
      deferred.push({ v, from, to, action });
    });
    if (deferred.length > 0) {
      const end = this.tmp();
      code += `${end} = peg$currPos;\n`;
      for (const d of deferred) {
        const inlined = this.inlineAction(d.action, d.from, d.to, []);
        code += inlined !== null ? `${d.v} = ${inlined};\n` : `peg$savedPos = ${d.from};\npeg$currPos = ${d.to};\n${d.v} = peg$f${d.action}();\n`;
      }
      code += `peg$currPos = ${end};\n`;
    }
    const pickVars = picks.map((p) => vars[e.elements.indexOf(p)]);
    const value = !need ? 'true' : picks.length === 0 ? `[${vars.join(', ')}]` : picks.length === 1 ? pickVars[0] : `[${pickVars.join(', ')}]`;
    code += `${res} = ${value};\n`;
    return `${L}: {\n${indent(code, 2)}}\n`;
  }

  /**
   * `(!(R ...) Y)* R`, PEG's way to repeat Y up to the first R (RFC 3966's
   * local-number: `(!(context !paramchar) @par)* context`): the repetition
   * ends where the lookahead's R matched, and R is parsed there again. The
   * lookahead parses R with its value instead (R's rule function, not its
   * silent one) and keeps the node, the position and the end (`at`, `node`,
   * `end`: the last try; `at` is -1 after a failure), and the element after
   * the repetition takes them when it starts at that position: R is parsed
   * once. The same result, as a rule's match at a position depends on
   * nothing else. Null when `el` and `next` are not of that form.
   */
  lookaheadMemo(el, next) {
    if (!this.settings.lookaheadMemo || next === undefined) return null;
    const strip = (x) => (x.type === 'labeled' || x.type === 'group' || x.type === 'named' ? strip(x.expression) : x);
    const ref = strip(next);
    const rep = strip(el);
    if (ref.type !== 'rule_ref' || (rep.type !== 'zero_or_more' && rep.type !== 'one_or_more')) return null;
    const body = strip(rep.expression);
    if (body.type !== 'sequence') return null;
    const not = strip(body.elements[0]);
    if (not.type !== 'simple_not') return null;
    const inner = strip(not.expression);
    const first = inner.type === 'sequence' ? strip(inner.elements[0]) : inner;
    if (first.type !== 'rule_ref' || first.name !== ref.name) return null;
    return { ref: first, next, at: this.tmp(), node: this.tmp(), end: this.tmp() };
  }

  /** The index of the action function of a rule reference whose rule is one action without labels, or null. */
  deferrableAction(el) {
    const ref = el.type === 'labeled' ? el.expression : el;
    if (ref.type !== 'rule_ref') return null;
    let x = this.rule(ref.name).expression;
    if (x.type === 'named') x = x.expression;
    if (x.type !== 'action') return null;
    const index = this.actionIndex(x);
    return this.ast.functions[index].params.length === 0 ? index : null;
  }


  /** A repetition of `e`, at least `min` and at most `max` (null: unbounded) times. */
  genRepetition(e, min, max, need, res, env) {
    if (!need && this.settings.loops && this.settings.prefixed && min === 0 && max === null) {
      const prefixed = this.prefixedLoop(e);
      if (prefixed !== null) return this.genPrefixedLoop(prefixed, res);
    }
    const lu = need || !this.settings.loops ? null : this.loopUnits(e);
    if (lu !== null) return this.genTightLoop(lu, min, max, res);
    const trailing = !need && this.settings.loops && min === 0 && max === null ? this.trailingLoop(e) : null;
    if (trailing !== null) return `peg$currPos = ${this.trailingRunFunction(trailing)}(peg$currPos);\n${res} = true;\n`;
    const start = this.tmp();
    const count = this.tmp();
    const t = this.tmp();
    const L = this.label();
    const loop = max === null ? `${L}: for (;;) {\n` : `${L}: while (${count} < ${max}) {\n`;
    const body = `${this.gen(e, need, t, { labels: new Map(env.labels), bind: false })}if (${t} === ${this.FAIL}) break ${L};\n` +
      (need ? `${res}.push(${t});\n` : '') + `${count}++;\n`;
    let code = `${start} = peg$currPos;\n${count} = 0;\n${res} = ${need ? '[]' : 'true'};\n${loop}${indent(body, 2)}}\n`;
    if (min > 0) code += `if (${count} < ${min}) { peg$currPos = ${start}; ${res} = ${this.FAIL}; }\n`;
    return code;
  }

  /**
   * `*( "/" segment )`, its value unused: a repetition of one character set
   * followed by a tight loop. `*( a *X )` consumes what `[ a *( a / X ) ]`
   * does (both greedy; `a` begins no longer sequence of X, so the order of
   * the tests does not matter), and the latter is one loop: no iteration of
   * an outer loop per "/" (a path of empty segments cost 4x a segment's
   * characters). Null when `e` is not of that form.
   */
  prefixedLoop(e) {
    const x = this.bare(e);
    if (x.type !== 'sequence' || x.elements.length !== 2) return null;
    const first = this.charSet(x.elements[0].type === 'labeled' ? x.elements[0].expression : x.elements[0]);
    const star = this.bare(x.elements[1]);
    if (first === null || star.type !== 'zero_or_more') return null;
    const lu = this.loopUnits(star.expression);
    if (lu === null || lu.longer.some((seq) => seq.some((codes) => intersects(codes, first)))) return null;
    return { first, single: unionRanges([lu.single, first]), longer: lu.longer };
  }

  /**
   * `*( *"-" alphanum )` (a label's hyphens, RFC 3966's domainlabel), its
   * value unused: a repetition of a sequence of a repeated set A and a set B
   * that shares no unit with A. Each step takes the A units before a B and
   * gives them back when no B follows, so the repetition ends after the last
   * B of the run of A and B units there: one loop over the run that keeps
   * that end (no iteration of an outer loop, no call, per unit). `{ a, b }`,
   * or null when `e` is not of that form.
   */
  trailingLoop(e) {
    const x = this.bare(e);
    if (x.type !== 'sequence' || x.elements.length !== 2) return null;
    const star = this.bare(x.elements[0]);
    if (star.type !== 'zero_or_more') return null;
    const a = this.charSet(star.expression);
    const b = this.charSet(x.elements[1].type === 'labeled' ? x.elements[1].expression : x.elements[1]);
    if (a === null || b === null || intersects(a, b)) return null;
    return { a, b };
  }

  /** The function of a `trailingLoop` (`peg$runN(p)`: where the repetition from `p` ends), shared as runFunction's are. */
  trailingRunFunction({ a, b }) {
    const key = JSON.stringify(['trailing', a, b]);
    this.runs ??= new Map();
    let name = this.runs.get(key);
    if (name === undefined) {
      name = `peg$run${this.runs.size}`;
      this.runs.set(key, name);
      let body = `c = s.charCodeAt(p);\nif (${this.test(b, 'c')}) { p++; e = p; continue L; }\nif (${this.test(a, 'c')}) { p++; continue L; }\nbreak L;\n`;
      const locals = ['s = input', 'n = s.length', 'e = p'];
      for (const table of new Set(body.match(/peg\$set\d+/g) ?? [])) {
        const v = `t${locals.length - 3}`;
        locals.push(`${v} = ${table}`);
        body = body.replaceAll(`${table}[`, `${v}[`);
      }
      this.runCode.push(`  function ${name}(p) {\n    var c, ${locals.join(', ')};\n    L: while (p < n) {\n${indent(body, 6)}    }\n    return e;\n  }\n\n`);
    }
    return name;
  }

  /**
   * `1*U *( a 1*U )` (RFC 6068's local-part and domain: runs of characters
   * between dots), its value unused, where U is a choice of sets and fixed
   * sequences (`loopUnits`) and `a` a set that begins none of them: one
   * tight loop over U's units and `a` followed by each of U's units. Both
   * consume the longest run of U's units in which each `a` stands between
   * two of them, given that the run does not begin with an `a` (tested
   * before the loop). `{ a, units }`, or null when `e` is not of that form.
   */
  separatedLoop(e) {
    const strip = (x) => (x.type === 'group' || x.type === 'named' ? strip(x.expression) : x);
    if (e.elements.length !== 2 || e.elements.some((x) => x.type === 'labeled')) return null;
    const [head, tail] = e.elements.map(strip);
    if (head.type !== 'one_or_more' || tail.type !== 'zero_or_more') return null;
    const u = this.loopUnits(head.expression);
    const body = strip(tail.expression);
    if (u === null || body.type !== 'sequence' || body.elements.length !== 2 || body.elements.some((x) => x.type === 'labeled')) return null;
    const a = this.charSet(body.elements[0]);
    const again = strip(body.elements[1]);
    if (a === null || again.type !== 'one_or_more' || JSON.stringify(this.loopUnits(again.expression)) !== JSON.stringify(u)) return null;
    if (intersects(a, u.single) || u.longer.some((seq) => intersects(a, seq[0]))) return null;
    const after = [...(sizeOf(u.single) > 0 ? [[a, u.single]] : []), ...u.longer.map((seq) => [a, ...seq])];
    return { a, units: { single: u.single, longer: [...u.longer, ...after] } };
  }

  /** An expression seen through what does not change what it consumes when its value is unused (names, groups, `$()`, labels, actions, rules). */
  bare(e, depth = 0) {
    if (depth > 32) fail('a cycle of rules without consumption');
    switch (e.type) {
      case 'named':
      case 'group':
      case 'text':
      case 'labeled':
      case 'action':
        return this.bare(e.expression, depth + 1);
      case 'rule_ref':
        return this.bare(this.rule(e.name).expression, depth + 1);
      default:
        return e;
    }
  }

  genPrefixedLoop({ first, single, longer }, res) {
    const t = this.tmp();
    return `c = ${this.unitAt('peg$currPos')};
if (${this.test(first, 'c')}) {
  peg$currPos++;
` +
      indent(this.genTightLoop({ single, longer }, 0, null, t), 2) + `}
${res} = true;
`;
  }

  /** Whether an expression can consume input without bound (it holds a `*`, a `+` or an unbounded repetition). */
  unbounded(e, seen = new Set()) {
    switch (e.type) {
      case 'zero_or_more':
      case 'one_or_more':
        return true;
      case 'repeated':
        return e.max.type !== 'constant' || e.max.value === null || this.unbounded(e.expression, seen);
      case 'named':
      case 'group':
      case 'text':
      case 'labeled':
      case 'action':
      case 'optional':
        return this.unbounded(e.expression, seen);
      case 'sequence':
        return e.elements.some((x) => this.unbounded(x, seen));
      case 'choice':
        return e.alternatives.some((x) => this.unbounded(x, seen));
      case 'rule_ref':
        if (seen.has(e.name)) return false;
        seen.add(e.name);
        return this.unbounded(this.rule(e.name).expression, seen);
      default:
        return false;
    }
  }

  /**
   * The code unit that must follow an element of a sequence: the first of a
   * one-character set or of a case-sensitive literal that comes next, or null.
   */
  followingUnit(next) {
    const x = next.type === 'labeled' ? next.expression : next;
    const set = this.charSet(x);
    if (set !== null) return singleUnit(set);
    const lit = this.bare(x);
    return lit.type === 'literal' && !lit.ignoreCase && lit.value.length > 0 ? lit.value.charCodeAt(0) : null;
  }

  /** A repetition of a choice of character sets and fixed sequences of them: one loop over the code units. */
  genTightLoop({ single, longer }, min, max, res) {
    const counted = min > 1 || max !== null;
    const count = counted ? this.tmp() : null;
    const start = this.tmp();
    let code;
    if (!counted) {
      // An unbounded run is a call of a small function of its own, one per
      // set of units, shared by every rule that scans it (see runFunction).
      code = `${start} = peg$currPos;\np = ${this.runFunction({ single, longer })}(${start});\n`;
    } else {
      const L = this.label();
      const head = `${L}: while (p < n${max === null ? '' : ` && ${count} < ${max}`}) {\n`;
      code = `${start} = p = peg$currPos;\nn = input.length;\n${count} = 0;\n${head}${indent(this.loopBody({ single, longer }, L, ` ${count}++;`), 2)}}\n`;
    }
    if (min === 0) {
      code += `peg$currPos = p;\n${res} = true;\n`;
    } else {
      const enough = count ? `${count} >= ${min}` : `p > ${start}`;
      code += `if (${enough}) { peg$currPos = p; ${res} = true; } else { ${res} = ${this.FAIL}; }\n`;
    }
    return code;
  }

  /** The body of a tight loop over `input` from `p` (below `n`): one step over a unit, or `break L`. */
  loopBody({ single, longer }, L, step = '') {
    // Bounded by the length, so that charCodeAt never gives NaN here: the
    // engine then keeps `c` an integer (NaN would make every test a float one).
    let body = 'c = input.charCodeAt(p);\n';
    if (single.length > 0) body += `if (${this.test(single, 'c')}) { p++;${step} continue ${L}; }\n`;
    for (const seq of longer) {
      const tests = seq.map((codes, i) => (i === 0 ? this.test(codes, 'c') : this.testAt(codes, `p + ${i}`, true)));
      body += `if (p + ${seq.length} <= n && ${tests.join(' && ')}) { p += ${seq.length};${step} continue ${L}; }\n`;
    }
    return `${body}break ${L};\n`;
  }

  /**
   * The function that runs over the units from a position and returns where
   * they stop (`peg$runN(p)`). A function of its own, with the input and its
   * tables in local variables, because a long run inside a rule's function
   * is compiled by on-stack replacement, where the engine reloads the
   * module's variables on every character and, when the rule's code after
   * the loop has not run yet, throws the compiled code away again on every
   * call (a megabyte of ":" in a rootless path took 3.4 ms instead of 1.2).
   */
  runFunction(units) {
    const key = JSON.stringify(units);
    this.runs ??= new Map();
    let name = this.runs.get(key);
    if (name === undefined) {
      name = `peg$run${this.runs.size}`;
      this.runs.set(key, name);
      let body = this.loopBody(units, 'L');
      const locals = ['s = input', 'n = s.length'];
      body = body.replaceAll('input.charCodeAt(', 's.charCodeAt(');
      for (const table of new Set(body.match(/peg\$set\d+/g) ?? [])) {
        const v = `t${locals.length - 2}`;
        locals.push(`${v} = ${table}`);
        body = body.replaceAll(`${table}[`, `${v}[`);
      }
      this.runCode.push(`  function ${name}(p) {\n    var c, d, ${locals.join(', ')};\n    L: while (p < n) {\n${indent(body, 6)}    }\n    return p;\n  }\n\n`);
    }
    return name;
  }
}

/**
 * The longer sequences of a tight loop, those of one length that differ in
 * one position merged into one: `[H1] [L] / [H2] [L]` is `[H1 H2] [L]`
 * (ucschar's and iprivate's surrogate pairs in `*( ipchar / iprivate )`: a
 * pair is one test of its high unit, a table, and one of its low unit, by
 * low range, not one per alternative). Merging a later sequence into an
 * earlier one moves it before the sequences between them, which changes
 * nothing when each of those has its length (the loop steps as far whichever
 * matches) or cannot begin with a unit it begins with.
 */
function mergeSequences(seqs) {
  const out = [...seqs];
  for (let merged = true; merged;) {
    merged = false;
    search: for (let j = 1; j < out.length; j++) {
      for (let i = 0; i < j; i++) {
        const [a, b] = [out[i], out[j]];
        if (a.length !== b.length) continue;
        const differ = a.map((_, k) => k).filter((k) => setKey(a[k]) !== setKey(b[k]));
        if (differ.length > 1) continue;
        if (!out.slice(i + 1, j).every((x) => x.length === b.length || !intersects(x[0], b[0]))) continue;
        out[i] = a.map((set, k) => (k === differ[0] ? unionRanges([set, b[k]]) : set));
        out.splice(j, 1);
        merged = true;
        break search;
      }
    }
  }
  return out;
}

/** The arguments of a call (its text between the parentheses), trimmed, split at the commas outside string literals; null when a literal is not closed. */
function splitArguments(text) {
  if (text.trim() === '') return [];
  const parts = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"' || ch === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== ch) j += text[j] === '\\' ? 2 : 1;
      if (j >= text.length) return null;
      current += text.slice(i, j + 1);
      i = j;
    } else if (ch === ',') {
      parts.push(current.trim());
      current = '';
    } else {
      current += ch;
    }
  }
  parts.push(current.trim());
  return parts;
}

/** True when an expression holds an action or a semantic predicate (which may read the labels before it); rules are not entered. */
function hasCode(e) {
  if (e.type === 'action' || e.type === 'semantic_and' || e.type === 'semantic_not') return true;
  if (e.expression) return hasCode(e.expression);
  if (e.alternatives) return e.alternatives.some(hasCode);
  if (e.elements) return e.elements.some(hasCode);
  return false;
}

function indent(code, n) {
  const pad = ' '.repeat(n);
  return code.split('\n').map((line) => (line === '' ? line : pad + line)).join('\n');
}

/**
 * A rule function's body without what the code generator writes that nothing
 * reads (`deadStores`): a position saved (`v7 = peg$currPos;`), a count kept
 * (`v18++;`) or a flag set (`v8 = true;`, `if (v8 === false) { v8 = null; }`)
 * in a variable that no other statement reads; a flag set in both branches of
 * a test and read only by the test on the next line (`if (c === 44) { v19 =
 * true; peg$currPos++; } else { v19 = false; }` and `if (v19 === false) {
 * F }`: the else branch is F); and the test `if (v8 === false) { ... }` written right
 * after `if (v8 === false) { v8 = null; }` or `v8 = true;`, which can no longer
 * hold (an optional's result: null where it failed; a repetition that can
 * match nothing). The engine's optimizing compiler
 * drops them too, but its inlining counts the bytecode: a rule's function
 * written without them is smaller. Returns the body and the variables still
 * used. Each step removes code that cannot change what the function does.
 */
export function withoutDeadStores(body, vars) {
  let out = body;
  let changed = true;
  while (changed) {
    changed = false;
    const after = out
      .replace(/^([ \t]*)if \((v\d+) === false\) \{ \2 = null; \}\n[ \t]*if \(\2 === false\) \{ [^\n]* \}\n/gm, (m, pad, v) => `${pad}if (${v} === false) { ${v} = null; }\n`)
      .replace(/^([ \t]*)(v\d+) = true;\n[ \t]*if \(\2 === false\) \{ [^\n]* \}\n/gm, (m, pad, v) => `${pad}${v} = true;\n`);
    if (after !== out) {
      out = after;
      changed = true;
    }
    for (const v of vars) {
      const uses = out.match(new RegExp(`\\b${v}\\b`, 'g'))?.length ?? 0;
      if (uses === 0) continue;
      // A flag set in a test's two branches and read once, by the test on the next line: that test's body is the else branch.
      if (uses === 3) {
        const flag = new RegExp(`^([ \\t]*)if \\(([^{}\\n]*?)\\) \\{ ([^{}\\n]*?)\\b${v} = true; ?([^{}\\n]*?)\\} else \\{ ${v} = false; \\}\\n[ \\t]*if \\(${v} === false\\) \\{ ([^{}\\n]*) \\}\\n`, 'm');
        const fused = out.replace(flag, (m, pad, cond, pre, post, failed) => `${pad}if (${cond}) { ${pre}${post}} else { ${failed} }\n`);
        if (fused !== out) {
          out = fused;
          changed = true;
          continue;
        }
      }
      const writes = new RegExp(`\\b${v} = (?:peg\\$currPos|true|false|null|\\d+); ?|\\b${v}\\+\\+; ?|if \\(${v} === false\\) \\{ ${v} = null; \\} ?`, 'g');
      const counted = (out.match(writes) ?? []).reduce((k, w) => k + (w.startsWith('if') ? 2 : 1), 0);
      if (counted !== uses) continue;
      out = out.replace(writes, '');
      changed = true;
    }
  }
  out = out.replace(/ else \{ \}/g, '').replace(/^[ \t]+\n/gm, '');
  const used = vars.filter((v) => new RegExp(`\\b${v}\\b`).test(out));
  return { body: out, vars: used };
}
