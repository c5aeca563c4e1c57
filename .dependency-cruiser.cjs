/**
 * The layers of src/, from the bottom up, and the rules that keep imports
 * going down (type-only imports included): docs/architecture.md.
 *
 *   core       the engine every grammar runs on; names no grammar
 *   encoding   UTF-8, percent-encoding, form-urlencoding, Punycode, IDNA, UTS #46
 *   model      the one component model (RFC 3986 §3, §5.3, Appendix B)
 *   passes     grammar-free algorithms over the model
 *   grammars   src/grammars/<name>/: what is one grammar's own
 *   features   lint, extract, conform, json-schema, sql, schemes
 *   faces      src/entries/ (every subpath), src/index.ts, the command
 *
 * test/proof/architecture.test.ts runs `depcruise src --validate --ignore-known`
 * and holds the known violations (.dependency-cruiser-known-violations.json,
 * written by `npx depcruise-baseline src`) to the ones still there: a
 * ratchet, which only shrinks. It also finds folder-level cycles on the
 * graph that dependency-cruiser reports, with generated/<name>.* counted in
 * src/grammars/<name>/ (a grammar's generated parser calls back into its node
 * constructors: that cycle is the grammar's own).
 */
const LAYERS = [
  ['core', '^src/core/'],
  ['encoding', '^src/encoding/'],
  ['model', '^src/model/'],
  ['passes', '^src/passes/'],
  // A grammar's generated parser, rules and validator are the grammar's (generated/idna.ts is the data of src/encoding/uts46.ts).
  ['grammars', '^(src/grammars/|generated/(?!idna\\.ts$))'],
  ['features', '^src/(lint|extract|conform|json-schema|sql|schemes)/'],
  ['faces', '^src/(entries/|cli/|index\\.ts$|cli\\.ts$)'],
];

/** One rule per layer: nothing of a layer above it. */
const layerRules = LAYERS.slice(0, -1).map(([name, path], i) => ({
  name: `${name}-imports-no-higher-layer`,
  comment: `${name} sits below ${LAYERS.slice(i + 1).map(([n]) => n).join(', ')}: it imports none of them (type-only imports included)`,
  severity: 'error',
  from: { path },
  to: { path: LAYERS.slice(i + 1).map(([, p]) => p) },
}));

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-module-cycle',
      comment: 'no module reaches itself through its imports',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'src-imports-no-test-or-script',
      comment: 'the library ships without its test oracles and build scripts',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(test|scripts|playground)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '^(dist|node_modules)/' },
  },
};
