/**
 * The shared derivation of the equivalence proof's inputs and answers
 * (test/support/equivalence-cache.ts): an entry reads back exactly what was
 * written, a damaged one is refused (and so derived again), a unit is derived
 * once however many ask for it, a lock left by a process that is gone is taken
 * over, and the key covers every module that derives the answers.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { CACHE_SOURCES, SharedDerivation, cacheKey, decode, encode } from '../support/equivalence-cache';
import type { RuleAnswers } from '../support/equivalence-cache';
import { loadGrammar } from '../support/abnf';
import { answersFor, deriveAnswers } from '../support/equivalence';

const ROOT = join(__dirname, '..', '..');

/** Inputs of every kind a proof has: empty, NUL, astral, lone and reversed surrogates, long. */
const SAMPLE: RuleAnswers = {
  inputs: ['', 'a', '\0', 'é', '\u{1F600}', '\uD800', '\uDFFF', '\uDC00\uD800', 'x'.repeat(1000), '%41:b/c?d#e'],
  expected: Int32Array.from([0, -1, 0, 0, 0, 0, 0, 0, 999, -1]),
  valid: 2,
  counts: [2, 0, 1],
};

describe('an entry', () => {
  test('reads back exactly what was written', () => {
    const back = decode(encode(SAMPLE));
    expect(back).not.toBeNull();
    expect(back!.inputs).toEqual(SAMPLE.inputs);
    expect([...back!.expected]).toEqual([...SAMPLE.expected]);
    expect(back!.valid).toBe(SAMPLE.valid);
    expect(back!.counts).toEqual(SAMPLE.counts);
  });

  test('read at an unaligned offset too (a Buffer need not start on a word)', () => {
    const file = encode(SAMPLE);
    const shifted = Buffer.alloc(file.length + 1);
    file.copy(shifted, 1);
    expect(decode(shifted.subarray(1))!.inputs).toEqual(SAMPLE.inputs);
  });

  test('damaged, truncated, empty or extended, it is refused', () => {
    const file = encode(SAMPLE);
    for (const at of [0, 9, 30, file.length - 40, file.length - 1]) {
      const damaged = Buffer.from(file);
      damaged[at] ^= 1;
      expect(decode(damaged)).toBeNull();
    }
    expect(decode(file.subarray(0, file.length - 1))).toBeNull();
    expect(decode(file.subarray(0, 20))).toBeNull();
    expect(decode(Buffer.alloc(0))).toBeNull();
    expect(decode(Buffer.concat([file, Buffer.from([0])]))).toBeNull();
  });
});

describe('the shared derivation', () => {
  const key = `unit-test-${process.pid}-${Date.now()}`;
  const dir = join(tmpdir(), `uri-grammar-equivalence-${key}`);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const answersOf = (unit: string): RuleAnswers => ({ ...SAMPLE, inputs: [unit, ...SAMPLE.inputs.slice(1)] });

  test('derives a unit once; another instance (another process, another pass) reads it', () => {
    const derived: string[] = [];
    const first = new SharedDerivation(key, (unit) => (derived.push(unit), answersOf(unit)));
    expect(first.get('g a').inputs[0]).toBe('g a');
    expect(first.get('g a').inputs[0]).toBe('g a');
    const second = new SharedDerivation(key, (unit) => (derived.push(unit), answersOf(unit)));
    expect(second.get('g a').inputs).toEqual(answersOf('g a').inputs);
    expect(derived).toEqual(['g a']);
    expect(readdirSync(dir)).toEqual(['g_20_a']);
  });

  test('a damaged entry is derived again and replaced', () => {
    const derived: string[] = [];
    const shared = new SharedDerivation(key, (unit) => (derived.push(unit), answersOf(unit)));
    shared.get('g b');
    const path = join(dir, 'g_20_b');
    const file = readFileSync(path);
    file[file.length - 3] ^= 0xff;
    writeFileSync(path, file);
    expect(shared.get('g b').inputs[0]).toBe('g b');
    expect(derived).toEqual(['g b', 'g b']);
    expect(decode(readFileSync(path))).not.toBeNull();
  });

  test("a lock whose process is gone is taken over, and no lock is left", () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(join(dir, 'g_20_c.lock'), gone.stdout);
    const derived: string[] = [];
    const shared = new SharedDerivation(key, (unit) => (derived.push(unit), answersOf(unit)));
    expect(shared.get('g c').inputs[0]).toBe('g c');
    expect(derived).toEqual(['g c']);
    expect(existsSync(join(dir, 'g_20_c.lock'))).toBe(false);
  });

  test('while another process holds a unit, the next free unit of the list is derived', () => {
    // This process's own pid stands for a live holder of "g d", released after "g e" is derived.
    const lock = join(dir, 'g_20_d.lock');
    writeFileSync(lock, String(process.pid));
    const derived: string[] = [];
    const shared = new SharedDerivation(key, (unit) => {
      derived.push(unit);
      if (unit === 'g e') rmSync(lock);
      return answersOf(unit);
    });
    expect(shared.get('g d', ['g d', 'g e', 'g f']).inputs[0]).toBe('g d');
    expect(derived).toEqual(['g e', 'g d']);
  });

  test('with another process to derive in, a missing unit and the rest of the list after it are handed to it, once', () => {
    const handed: string[][] = [];
    const inner = new SharedDerivation(key, answersOf);
    const shared = new SharedDerivation(key, () => {
      throw new Error('derived in this process');
    }, (units) => (handed.push([...units]), inner.getAll(units)));
    expect(shared.get('h b', ['h a', 'h b', 'h c']).inputs[0]).toBe('h b');
    expect(shared.get('h c', ['h a', 'h b', 'h c']).inputs[0]).toBe('h c');
    expect(shared.get('h a', ['h a', 'h b', 'h c']).inputs[0]).toBe('h a');
    expect(handed).toEqual([['h b', 'h c', 'h a']]);
    expect(() => new SharedDerivation(key, answersOf, () => undefined).get('h none')).toThrow(/left no entry/);
  });

  test('URI_GRAMMAR_EQUIVALENCE_CACHE=off (no key): every get derives, nothing is written', () => {
    const derived: string[] = [];
    const shared = new SharedDerivation(null, (unit) => (derived.push(unit), answersOf(unit)));
    shared.get('g z');
    shared.get('g z');
    expect(derived).toEqual(['g z', 'g z']);
    expect(existsSync(join(dir, 'g_20_z'))).toBe(false);
  });
});

describe('the answers of the equivalence proof', () => {
  test('derived by the child process into the cache (or read from it): those derived in this process', () => {
    for (const [name, rule] of [['rfc3986', 'dec-octet'], ['rfc2397', 'urlchar']] as const) {
      const grammar = loadGrammar(name);
      const shared = answersFor(grammar, rule);
      const here = deriveAnswers(grammar, rule);
      expect(shared.inputs).toEqual(here.inputs);
      expect([...shared.expected]).toEqual([...here.expected]);
      expect([shared.valid, shared.counts]).toEqual([here.valid, here.counts]);
      expect(shared.coverage).toEqual(grammar.coverage(rule, here.inputs));
    }
  }, 120_000);
});

describe('the key', () => {
  test('covers every module the deriving code imports (the list is closed under relative imports)', () => {
    const missing: string[] = [];
    for (const source of CACHE_SOURCES) {
      const text = readFileSync(join(ROOT, source), 'utf8');
      for (const m of text.matchAll(/(?:from\s+|require\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = normalize(join(dirname(source), m[1])).replace(/\\/g, '/').replace(/\.js$/, '');
        const file = [target, `${target}.ts`].find((f) => existsSync(join(ROOT, f)) && !f.endsWith('/'));
        if (file === undefined || !CACHE_SOURCES.includes(file)) missing.push(`${source} -> ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test('depends on the scale of the budgets', () => {
    expect(cacheKey(1)).toBe(cacheKey(1));
    expect(cacheKey(8)).not.toBe(cacheKey(1));
  });
});
