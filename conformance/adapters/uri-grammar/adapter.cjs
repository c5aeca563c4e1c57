// uri-grammar itself: every grammar of GRAMMARS by its own module
// (uri-grammar/NAME), `check` for validity and its offset; resolve,
// normalize and equivalence by the grammar's module where it has them
// (RFC 3986 §5.2 and §6.2.2, RFC 2396 §5.2, RFC 1808 §4). Needs the build
// (npm run build): the package is required by its own name.
'use strict';
const { serve } = require('../harness.cjs');
const root = require('uri-grammar');

const modules = new Map();
const moduleOf = (grammar) => {
  if (!modules.has(grammar)) modules.set(grammar, require(`uri-grammar/${grammar}`));
  return modules.get(grammar);
};

/** A pass of a grammar: its module's, or for the root grammar (the first of GRAMMARS) the root's. */
const passOf = (grammar, name) => {
  const m = moduleOf(grammar);
  if (typeof m[name] === 'function') return m[name];
  return grammar === root.GRAMMARS[0].name ? root[name] : undefined;
};

const claims = {
  ops: ['valid', 'resolve', 'normalize', 'equivalent'],
  grammars: Object.fromEntries(root.GRAMMARS.map((g) => [g.name, [...g.ruleNames]])),
};

serve({
  implementation: { name: 'uri-grammar', version: require('uri-grammar/package.json').version, language: 'javascript', homepage: 'https://www.npmjs.com/package/uri-grammar' },
  claims,
  run(r) {
    const m = moduleOf(r.grammar);
    switch (r.op) {
      case 'valid': {
        const error = m.check(r.input, r.rule);
        return error === null ? { valid: true } : { valid: false, offset: error.offset };
      }
      case 'resolve':
      case 'normalize':
      case 'equivalent': {
        const pass = passOf(r.grammar, r.op);
        if (pass === undefined) return { skipped: true, reason: `${r.grammar} has no ${r.op}` };
        if (r.op === 'resolve') return { target: pass(r.base, r.ref) };
        if (r.op === 'normalize') return { output: pass(r.input) };
        return { equivalent: pass(r.a, r.b, { level: 'syntax' }) };
      }
      default:
        return { skipped: true, reason: `${r.op} is not claimed` };
    }
  },
});
