/**
 * src/cli/compile-cache.ts: the command turns on Node.js's compile cache
 * where `node:module` has `enableCompileCache` (Node.js 22.1 and later), and
 * runs as before where it has none or where it fails.
 */
import { describe, expect, test } from '@jest/globals';
import builtinModule from 'node:module';
import { enableCompileCache, nodeModule } from '../../src/cli/compile-cache.js';

describe('enableCompileCache', () => {
  test('calls enableCompileCache of node:module where it is a function, as a method', () => {
    const calls: unknown[] = [];
    const host = {
      enableCompileCache(this: unknown, ...args: unknown[]) {
        calls.push(this, args.length);
      },
    };
    expect(enableCompileCache(host)).toBe(true);
    expect(calls).toEqual([host, 0]);
  });

  test('does nothing where Node.js has no compile cache, or where it fails', () => {
    expect(enableCompileCache({})).toBe(false);
    expect(enableCompileCache({ enableCompileCache: 'yes' })).toBe(false);
    expect(
      enableCompileCache({
        enableCompileCache() {
          throw new Error('EACCES');
        },
      }),
    ).toBe(false);
  });

  test('node:module is asked by default, from Node.js 22 on, where it can have the function', () => {
    expect(enableCompileCache(undefined)).toBe(false);
    expect(nodeModule('20.20.2')).toBeUndefined();
    expect(nodeModule('21.7.3')).toBeUndefined();
    const getBuiltin = (process as { getBuiltinModule?: unknown }).getBuiltinModule;
    if (typeof getBuiltin === 'function') expect(nodeModule('22.1.0')).toBe(builtinModule);
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    const host = nodeModule();
    expect(typeof host?.enableCompileCache === 'function').toBe(major > 22 || (major === 22 && minor >= 3));
  });
});
