/**
 * src/cli/compile-cache.ts: the command turns on Node.js's compile cache
 * where `node:module` has `enableCompileCache` (Node.js 22.1 and later), and
 * runs as before where it has none or where it fails.
 */
import { describe, expect, test } from '@jest/globals';
import * as nodeModule from 'node:module';
import { enableCompileCache } from '../../src/cli/compile-cache.js';

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

  test('node:module is asked by default: it has the function from Node.js 22.1 on', () => {
    const has = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function';
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(has).toBe(major > 22 || (major === 22 && minor >= 1));
  });
});
