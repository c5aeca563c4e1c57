/**
 * jest runs the TypeScript sources through ts-jest as CommonJS (transpiled
 * file by file: tsconfig.json's `isolatedModules`; `tsc` type-checks apart,
 * in `npm test`).
 *
 * Two passes: `optimized`, every test file, with the parsers as the package
 * ships them (generated/<name>.ts, through scripts/optimize.mjs for the
 * grammars that scripts/generate.mjs optimizes: every grammar whose
 * grammars.json entry does not say `optimize: false`), and `plain`,
 * the test files whose outcome can depend on the parser, against
 * generated/<name>.plain.ts, the parser as Peggy and ts-pegjs write it.
 *
 *   jest                              the optimized pass
 *   URI_GRAMMAR_PARSER=plain jest     the plain pass
 *   URI_GRAMMAR_PARSER=both jest      both, as two projects of one run (`npm test`):
 *                                     one pool of workers for both, longest files first
 *   URI_GRAMMAR_TESTS=quick jest      the quick tier, unit and vectors (`npm run test:quick`)
 */
const { join } = require('node:path');
const { parserReach } = require('./test/support/parser-reach.cjs');

const mode = process.env.URI_GRAMMAR_PARSER ?? 'optimized';
if (!['optimized', 'plain', 'both'].includes(mode)) throw new Error(`URI_GRAMMAR_PARSER=${mode}: use plain or both (or leave it unset)`);
const quick = process.env.URI_GRAMMAR_TESTS === 'quick';

/** The grammars whose parser scripts/generate.mjs optimizes (and so also writes plain), from grammar/grammars.json. */
const optimized = require('./grammar/grammars.json')
  .grammars.filter((g) => g.optimize !== false)
  .map((g) => g.name);

/**
 * Which files the plain pass runs. Its one difference from the optimized pass
 * is the moduleNameMapper below, which swaps generated/<name>.ts for
 * generated/<name>.plain.ts in the modules jest loads. So:
 *
 * 1. A test file whose imports never reach generated/<name>.ts (of an
 *    optimized grammar) loads the same modules in both passes and has the same
 *    outcome: it runs once. test/support/parser-reach.cjs finds them from the
 *    files' text (`node test/support/parser-reach.cjs` lists each file and
 *    the path by which it reaches a parser); a new test file that reaches one
 *    runs in both passes with no change here.
 * 2. Of the files that reach one, those below run once too, for the reason
 *    given: the parser they reach is not the one they test, or what they test
 *    of it does not go through jest's module registry.
 */
const PARSER_INDEPENDENT = {
  // dist/ and the browser: the code under test is dist/ (scripts/build.mjs bundles generated/<name>.ts), in
  // child processes, in Chromium or read as files; the mapping reaches none of them. Of their imports of src/,
  // cli-stdin runs the command in-process on the one input of test/vectors/cli-stdin.json to compare its
  // bytes with the binary's: what it tests is the byte handling of standard input, not the parser.
  'dist/add-grammar': 'a copy of the repository, built, in child processes',
  'dist/bundle': 'dist/browser',
  'dist/cli-binary': 'the binary, in child processes',
  'dist/cli-stdin': 'bytes through standard input, the binary against the command in-process',
  'dist/cross-copy': 'dist/ in child processes',
  'dist/packaging': 'the packed package',
  'dist/public-names': 'dist/ in a child process',
  'dist/readme': 'the README against the packed package',
  'dist/retained-maps': 'dist/ in child processes',
  'browser/playground': 'dist/playground in Chromium',
  'browser/conformance-report': 'the report page in Chromium',
  // Tests that take each parser by its own name: the mapping changes nothing they compare.
  'proof/parser-passes': 'compares generated/rfc3986.ts with generated/rfc3986.plain.ts itself',
  'proof/parser-passes-family': "compares every grammar's generated/<name>.ts with its generated/<name>.plain.ts itself",
  'proof/validator': 'the DFA against generated/rfc3986.plain.ts, imported as such',
  'unit/fast-paths': 'the fast paths against generated/rfc3986.plain.ts, imported as such',
  'proof/generated': 'the text of generated/ against the generator',
  // isValid and check answer by the DFAs (generated/<name>.validator.ts), which both passes share.
  'proof/expected': "the DFA's expected sets",
  'proof/grammar-traps': 'the PEG deviations, each compiled from grammar/rfc3986.peggy by Peggy itself',
  'unit/charsets': 'the character sets against the DFA',
  'proof/diagnoses-corpora': 'check (DFA) and the diagnoses over corpora',
  'unit/diagnoses-linearity': 'check (DFA) and the diagnoses, work counted',
  'vectors/diagnoses': 'the diagnoses of check (DFA) errors',
  // The features above the grammars, whose own tests these are; the parser's outputs are proven by the files
  // that run in both passes (the vectors, the equivalence proof, the properties).
  'proof/conformance-suite': 'the suite against its generator; its parse verdicts are those of the equivalence proof, which runs in both',
  'proof/conformance-harness': 'the adapters of the conformance run',
  'unit/conformance-protocol': 'the protocol of the conformance adapters',
  'proof/lint-differential': 'lint against whatwg-url and Node.js',
  'unit/extract': 'extract (DFA and longest match)',
  'unit/extract-cli': 'the extract command',
  'unit/json-schema': 'the JSON Schema formats',
  'unit/cli-rows': 'the row formats of check',
  'unit/duckdb': 'the DuckDB functions',
  'unit/cli-byte-walk': "check's byte walk (the DFA over bytes) against its string path (check, the DFA)",
  'unit/extract-schemes': "extract's scheme registry and heuristics",
  'dist/udf': 'dist/udf/*.js in a node:vm context',
};

const reach = parserReach(__dirname, optimized);
const independent = new Set(Object.keys(PARSER_INDEPENDENT).map((name) => join(__dirname, 'test', `${name}.test.ts`)));
/** The test files of the plain pass, as patterns. */
const PLAIN = [...reach]
  .filter(([file, path]) => path !== null && !independent.has(file))
  .map(([file]) => `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * Two workers at least: jest's default (one fewer than the cores) is one on two
 * cores, which runs the files one after another while its own process idles.
 */
const os = require('node:os');
const maxWorkers = Math.max(2, (os.availableParallelism?.() ?? os.cpus().length) - 1);

/** A pass, as a jest project. */
const project = (name) => ({
  displayName: name,
  rootDir: __dirname,
  roots: quick ? ['<rootDir>/test/unit', '<rootDir>/test/vectors'] : ['<rootDir>/test'],
  ...(name === 'plain' ? { testRegex: PLAIN } : { testMatch: ['**/*.test.ts'] }),
  testPathIgnorePatterns: ['/node_modules/'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
  moduleNameMapper: {
    ...(name === 'plain' ? { [`^(?:\\.{1,2}/)+generated/(${optimized.join('|')})(?:\\.js)?$`]: '<rootDir>/generated/$1.plain.ts' } : {}),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  coveragePathIgnorePatterns: ['/node_modules/', '/generated/'],
});

module.exports = {
  maxWorkers,
  // Per test, not per file: a test given no timeout of its own has a minute, since the machines that run the
  // suite are often loaded (jest's default, 5 s, fails a test of one second's work there).
  testTimeout: 60_000,
  // The packed package, made once for the run by the first test file that needs it (test/support/packed-package.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  ...(mode === 'both' ? { projects: [project('optimized'), project('plain')] } : project(mode)),
};
