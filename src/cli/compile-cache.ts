/**
 * V8's code cache for the command's own runs: Node.js 22.1 and later keep the
 * bytecode of the modules a process compiles on disk, and a later run reads
 * it instead of compiling them again (`module.enableCompileCache`, in the
 * directory of `NODE_COMPILE_CACHE` or of the system's temporary files), as
 * the TypeScript compiler's command does. Turned on by the executable alone
 * (src/cli.ts), never by the library, for the modules it loads from then on:
 * the grammars' modules, and the worker threads' script.
 *
 * Node.js 20 has no such function, and a run there compiles as before. (A code
 * cache of one's own through `vm.Script`'s `cachedData`, tried on Node.js 20,
 * spared 10 to 20 ms of a run over 52,717 invalid lines, about 3%: not done, for
 * a cache directory of the package's own and its invalidation;
 * docs/performance.md.)
 */
/** What `enableCompileCache` needs of `node:module`. */
export interface CompileCacheHost {
  readonly enableCompileCache?: unknown;
}

/**
 * Turns on Node.js's compile cache where Node.js has it: true when it was
 * called. A cache is an optimization only: one that cannot be made (a
 * directory that cannot be written, an error) leaves the run as it was.
 */
export function enableCompileCache(host: CompileCacheHost | undefined = nodeModule()): boolean {
  const enable = host?.enableCompileCache;
  if (typeof enable !== 'function') return false;
  try {
    enable.call(host);
  } catch {
    return false;
  }
  return true;
}

/**
 * `node:module` where it can have `enableCompileCache` (Node.js 22 on), by
 * `process.getBuiltinModule` (Node.js 20.16 and 22.3 on); else undefined, and
 * the module is not loaded: imported as a module of the bundle, its namespace
 * loaded three more of Node.js's own modules (the ES module loader's) into
 * every run of the command.
 */
export function nodeModule(version: string = process.versions.node): CompileCacheHost | undefined {
  if (Number(version.split('.')[0]) < 22) return undefined;
  const get = (process as { getBuiltinModule?: (id: string) => unknown }).getBuiltinModule;
  return typeof get === 'function' ? (get.call(process, 'node:module') as CompileCacheHost) : undefined;
}
