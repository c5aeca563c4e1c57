/**
 * The files the package ships beside the command: its folder, found from
 * the command's own (src/cli/ in the sources, dist/cjs/src/ in the
 * package's bundle), its version, and the playground's page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The package's folder (the nearest above whose package.json is uri-grammar's), or null when the command runs elsewhere. */
export function packageRoot(): string | null {
  if (typeof __dirname === 'undefined') return null;
  // src/cli → ../..; dist/cjs/src → ../../..
  for (let dir = __dirname, i = 0; i < 5; i++, dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string };
      if (pkg.name === 'uri-grammar') return dir;
    } catch {
      // not here
    }
  }
  return null;
}

/** `uri-grammar VERSION`, from the package's package.json. */
export function packageVersion(): string {
  const root = packageRoot();
  if (root === null) return 'uri-grammar';
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version?: string };
  return pkg.version === undefined ? 'uri-grammar' : `uri-grammar ${pkg.version}`;
}

/** Where the package's build puts the playground (scripts/build.mjs), from the package's folder. */
export const PLAYGROUND_PAGE = join('dist', 'playground', 'index.html');

/** The playground's page in the package, or null when it is not there (a source tree not built). */
export function playgroundPage(): string | null {
  const root = packageRoot();
  if (root === null) return null;
  const page = join(root, PLAYGROUND_PAGE);
  return existsSync(page) ? page : null;
}
