/**
 * Which test files can load a grammar's optimized parser, generated/<name>.ts
 * for a grammar that scripts/generate.mjs optimizes (and so also writes as
 * generated/<name>.plain.ts): the files whose import graph reaches one. Only
 * those can behave differently under `URI_GRAMMAR_PARSER=plain`, whose one
 * effect is jest.config.cjs's moduleNameMapper, which swaps those modules for
 * the plain ones; a file that never imports one runs the same modules in
 * both passes, so its outcome cannot depend on the pass (jest.config.cjs runs
 * it once).
 *
 * The graph is read from the text of the files, over-approximated: every
 * `import ... from`, `export ... from`, `import '...'`, `import('...')` and
 * `require('...')` with a relative name (type-only imports too, and names in
 * comments and strings), a name with `${...}` in a template literal standing
 * for every file it can match (`../../src/grammars/${name}/index`: each
 * grammar's). A `require` or `import()` of a name computed otherwise cannot be
 * followed: the file counts as reaching a parser, unless it is one of
 * jest.config.cjs's PARSER_INDEPENDENT, each with its reason. Packages
 * (node_modules) hold no parser of the project and are not read.
 *
 *   node test/support/parser-reach.cjs   each test file, and the path by which it reaches a parser
 */
const { existsSync, readdirSync, readFileSync, statSync } = require('node:fs');
const { dirname, join, relative, resolve, sep } = require('node:path');

/** A module name as written: after `from`, `import`, `import(`, `require(`, in quotes or backquotes. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)(?:(['"])([^'"\n]+)\1|`([^`\n]+)`)/g;
/** A `require(` or `import(` of anything but a literal name. */
const COMPUTED = /\b(?:require|import)\s*\(\s*(?!['"`)])/;
const EXTENSIONS = ['.ts', '.cjs', '.mjs', '.js', '.json'];

const isFile = (p) => existsSync(p) && statSync(p).isFile();
const isDir = (p) => existsSync(p) && statSync(p).isDirectory();

/** The files a module name resolves to, as jest.config.cjs maps it (`./x.js` is ./x.ts): none for a package. */
function resolveName(from, name) {
  if (!name.startsWith('.')) return [];
  const base = resolve(dirname(from), name.replace(/\.js$/, ''));
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => join(base, 'index' + e))]) {
    if (isFile(candidate)) return [candidate];
  }
  return [];
}

/** The files a template literal's name can resolve to: each `${...}` matches any text within one path segment. */
function resolveTemplate(from, name) {
  if (!name.startsWith('.')) return [];
  const segments = resolve(dirname(from), name).split(sep);
  let dirs = [segments[0] === '' ? sep : segments[0]];
  for (const segment of segments.slice(1)) {
    const next = [];
    for (const dir of dirs) {
      if (!segment.includes('${')) next.push(join(dir, segment));
      else if (isDir(dir)) {
        const pattern = new RegExp(`^${segment.split(/\$\{[^}]*\}/).map((s) => s.replace(/[.*+?^()|[\]\\{}$]/g, '\\$&')).join('.*')}$`);
        for (const entry of readdirSync(dir)) {
          const bare = entry.replace(/\.(ts|cjs|mjs|js|json)$/, '');
          if (pattern.test(entry)) next.push(join(dir, entry));
          if (bare !== entry && pattern.test(bare)) next.push(join(dir, bare));
        }
      }
    }
    dirs = next;
  }
  return [...new Set(dirs.flatMap((p) => resolveName(from, `./${relative(dirname(from), p).split(sep).join('/')}`)))];
}

/**
 * For each test file, the path of files by which it reaches an optimized
 * parser ([file, ..., parser]), ['(a computed require or import())'] when it
 * has one, or null when it reaches none.
 */
function parserReach(root, optimized) {
  const parsers = new Set(optimized.map((name) => join(root, 'generated', `${name}.ts`)));
  const edges = new Map();
  const importsOf = (file) => {
    if (!edges.has(file)) {
      const text = /\.(ts|cjs|mjs|js)$/.test(file) ? readFileSync(file, 'utf8') : '';
      const out = [];
      for (const m of text.matchAll(IMPORT)) out.push(...(m[2] !== undefined ? resolveName(file, m[2]) : m[3].includes('${') ? resolveTemplate(file, m[3]) : resolveName(file, m[3])));
      edges.set(file, { files: [...new Set(out)], computed: COMPUTED.test(text) });
    }
    return edges.get(file);
  };
  /** Depth first from a file: the path to a parser, or null. */
  const reach = (file, seen) => {
    if (parsers.has(file)) return [file];
    if (seen.has(file)) return null;
    seen.add(file);
    for (const next of importsOf(file).files) {
      const path = reach(next, seen);
      if (path) return [file, ...path];
    }
    return null;
  };
  const out = new Map();
  for (const kind of readdirSync(join(root, 'test'))) {
    const dir = join(root, 'test', kind);
    if (!isDir(dir)) continue;
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.test.ts')).sort()) {
      const file = join(dir, f);
      const path = reach(file, new Set());
      out.set(file, path ?? (importsOf(file).computed ? ['(a computed require or import())'] : null));
    }
  }
  return out;
}

module.exports = { parserReach };

if (require.main === module) {
  const root = join(__dirname, '..', '..');
  const optimized = require('../../grammar/grammars.json').grammars.filter((g) => g.alphabet === 'ascii' && g.optimize !== false).map((g) => g.name);
  for (const [file, path] of parserReach(root, optimized)) {
    const how = path === null ? 'no parser' : path[0].startsWith('(') ? path[0] : path.slice(1).map((p) => relative(root, p)).join(' > ');
    console.log(`${relative(root, file)}: ${how}`);
  }
}
