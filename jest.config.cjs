/**
 * jest runs the TypeScript sources through ts-jest as CommonJS.
 *
 * `URI_GRAMMAR_PARSER=plain jest` runs the suite against
 * generated/<name>.plain.ts, the parser as Peggy and ts-pegjs write it,
 * instead of generated/<name>.ts, the same through scripts/optimize.mjs
 * (for the grammars that scripts/generate.mjs optimizes: every grammar whose
 * grammars.json entry does not say `optimize: false`)
 * (`npm test` runs both). It leaves out the tests that never reach the parser,
 * and test/proof/parser-passes.test.ts, which compares the two parsers itself.
 */
const plain = process.env.URI_GRAMMAR_PARSER === 'plain';

/** The grammars whose parser scripts/generate.mjs optimizes (and so also writes plain), from grammar/grammars.json. */
const optimized = require('./grammar/grammars.json')
  .grammars.filter((g) => g.optimize !== false)
  .map((g) => g.name);

/**
 * Tests that never reach the parser (or compare both parsers explicitly): run
 * once. By kind: test/unit (a module each), test/vectors (JSON vectors through
 * their runners), test/proof (equivalence, PEG traps, differential and property
 * tests, the architecture), test/dist (what is built and packed), test/browser.
 */
const PARSER_FREE = [
  'abnf-matcher', 'charsets', 'percent-encoding', 'form-urlencoded', 'utf8', 'remove-dot-segments',
  'validator', 'fast-paths', 'generated', 'parser-passes', 'parser-passes-family', 'optimize-pass', 'cli-binary', 'lint-differential', 'expected', 'grammar-traps', 'bundle', 'json-schema', 'packaging',
  'cli-stdin', 'cross-copy', 'retained-maps', 'first-pass-guards', 'first-pass-actions',
  'playground', 'public-names', 'architecture', 'add-grammar', 'idna-differential',
  'extract', 'extract-linkify', 'extract-cli', 'readme', 'conformance-suite', 'conformance-harness', 'conformance-report', 'conformance-protocol',
  'diagnoses', 'diagnoses-corpora', 'diagnoses-linearity', 'conform-pass', 'dfa-product',
  'text-coding', 'udf', 'cli-rows', 'duckdb',
].map((name) => `/test/[a-z]+/${name}\\.test\\.ts$`);

/** `URI_GRAMMAR_TESTS=quick`: the quick tier, unit and vectors (`npm run test:quick`). */
const quick = process.env.URI_GRAMMAR_TESTS === 'quick';

/**
 * Two workers at least: jest's default (one fewer than the cores) is one on two
 * cores, which runs the files one after another while its own process idles.
 */
const os = require('node:os');
const maxWorkers = Math.max(2, (os.availableParallelism?.() ?? os.cpus().length) - 1);

module.exports = {
  maxWorkers,
  roots: quick ? ['<rootDir>/test/unit', '<rootDir>/test/vectors'] : ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/', ...(plain ? PARSER_FREE : [])],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }],
  },
  moduleNameMapper: {
    ...(plain ? { [`^(?:\\.{1,2}/)+generated/(${optimized.join('|')})(?:\\.js)?$`]: '<rootDir>/generated/$1.plain.ts' } : {}),
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  // The packed package, made once for the run by the first test file that needs it (test/support/packed-package.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  coveragePathIgnorePatterns: ['/node_modules/', '/generated/'],
};
