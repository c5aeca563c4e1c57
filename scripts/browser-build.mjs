// The library as one classic script for the browser (esbuild, minified,
// ES2022) that defines the global `uriGrammar`: the root API
// (`uriGrammar.parse`, ...), each other grammar of the family as a namespace
// named after its subpath (`uriGrammar.rfc3987.parse`, ...) and
// `uriGrammar.conform`. scripts/build.mjs makes dist/browser/uri-grammar.iife.js
// from dist/esm with it; scripts/playground.mjs, when that file is missing or
// stale, the same bundle from src/.
import { GRAMMAR_LIST } from './grammars.mjs';

/** The namespaces: [global's property, module path without its extension]; the root's exports are the global's own. */
export const BROWSER_NAMESPACES = [
  ...GRAMMAR_LIST.filter((g) => g.name !== 'rfc3986').map((g) => [g.name, `src/entries/${g.name}`]),
  ['conform', 'src/entries/conform'],
];

/**
 * esbuild's options for the browser build, from the modules under
 * `resolveDir` whose files end in `ext` (`.js` in dist/esm, `.ts` in the
 * repository), written to `outfile`.
 */
export function browserBuildOptions({ resolveDir, ext, outfile, banner }) {
  const contents = [
    `export * from './src/index${ext}';`,
    ...BROWSER_NAMESPACES.map(([name, file]) => `export * as ${name} from './${file}${ext}';`),
  ].join('\n');
  return {
    stdin: { contents, resolveDir, sourcefile: 'uri-grammar.iife.js', loader: ext === '.ts' ? 'ts' : 'js' },
    bundle: true,
    format: 'iife',
    globalName: 'uriGrammar',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    ...(banner ? { banner: { js: banner } } : {}),
    outfile,
    logLevel: 'warning',
  };
}
