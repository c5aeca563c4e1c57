/**
 * The equivalence proof's inputs and the ABNF oracle's answers on them,
 * derived once and shared: between the test files that read them (the
 * equivalence suites, the validator and parser-pass proofs), between jest's
 * two passes (optimized and plain: the oracle does not depend on the parser),
 * and between runs. What is derived depends only on the grammars' ABNF, on
 * the code that derives it and on the scale of the budgets, so a cache entry
 * is kept under a key made of exactly those: a hash of the files of
 * `CACHE_SOURCES` and of `grammar/*.abnf` and `grammar/grammars.json`, of the
 * scale, the Node.js version and this file's format. A changed grammar or
 * deriving code gives a new key, so an entry is never stale; an entry that
 * is missing, truncated or corrupt (its SHA-256 does not match) is derived
 * again.
 *
 * An entry is one rule of one grammar (a "unit"), one file in a folder of
 * os.tmpdir() named by the key, written under a temporary name and renamed
 * into place. While a process derives a unit it holds `<unit>.lock` (its pid
 * inside); a process that needs a unit another one is deriving derives the
 * next free unit of its own list meanwhile, so two files or passes that need
 * the same units at once share the work instead of doing it twice. A lock
 * whose process is gone is taken over.
 *
 * URI_GRAMMAR_EQUIVALENCE_CACHE=off derives every unit in the process, as
 * before the cache (the answers are the same).
 */
import { createHash } from 'node:crypto';
import {
  closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, writeSync,
} from 'node:fs';
import { endianness, tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/**
 * The code that derives the inputs and the oracle's answers: these modules and
 * every module they import (test/unit/equivalence-cache.test.ts checks that
 * the list is closed under their relative imports).
 */
export const CACHE_SOURCES: readonly string[] = [
  'test/support/abnf.ts',
  'test/support/inputs.ts',
  'test/support/equivalence.ts',
  'test/support/equivalence-cache.ts',
  'test/support/equivalence-derive.ts',
  'scripts/mutations.cjs',
  'scripts/random.cjs',
];

/** The format of an entry; a new format gives a new key. */
const FORMAT = 1;
const MAGIC = 0x51454755; // "UGEQ", little-endian

/** The grammar files the oracle reads: every ABNF file and the registry. */
function grammarFiles(): string[] {
  const dir = join(ROOT, 'grammar');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.abnf') || f === 'grammars.json')
    .sort()
    .map((f) => `grammar/${f}`);
}

/** The key of the derived data: a hash of everything it depends on. */
export function cacheKey(scale: number): string {
  const h = createHash('sha256');
  h.update(`format ${FORMAT}\nscale ${scale}\nnode ${process.version}\n${endianness()}\n`);
  for (const file of [...CACHE_SOURCES, ...grammarFiles()]) {
    const text = readFileSync(join(ROOT, file));
    h.update(`${file} ${text.length}\n`);
    h.update(text);
  }
  return h.digest('hex').slice(0, 24);
}

/** What the oracle says of one rule's inputs. */
export interface RuleAnswers {
  inputs: string[];
  /** Per input: -1 when it is in the rule's language, else its viable prefix (the expected error offset). */
  expected: Int32Array;
  /** How many inputs are valid, and per alternative reachable from the rule (in `alternativesOf` order) how many valid inputs derive through it. */
  valid: number;
  counts: number[];
}

// ----- The file of one unit -----
//
// u32 magic, u32 format, u32 count, u32 chars, u32 valid, u32 alternatives,
// u32 × count input lengths, i32 × count expected, u32 × alternatives counts,
// the inputs' code units (UTF-16LE: lone surrogates kept as they are),
// and the SHA-256 of all of that.

const HEADER = 6;

export function encode(a: RuleAnswers): Buffer {
  const text = a.inputs.join('');
  const words = HEADER + 2 * a.inputs.length + a.counts.length;
  const body = Buffer.alloc(words * 4 + text.length * 2);
  const u32 = new Uint32Array(body.buffer, body.byteOffset, words);
  u32.set([MAGIC, FORMAT, a.inputs.length, text.length, a.valid, a.counts.length]);
  let at = HEADER;
  for (const s of a.inputs) u32[at++] = s.length;
  new Int32Array(body.buffer, body.byteOffset + at * 4, a.inputs.length).set(a.expected);
  at += a.inputs.length;
  u32.set(a.counts, at);
  body.write(text, words * 4, 'utf16le');
  return Buffer.concat([body, createHash('sha256').update(body).digest()]);
}

/** The answers in a unit's file, or null when the file is not a whole, intact entry. */
export function decode(file: Buffer): RuleAnswers | null {
  if (file.length < HEADER * 4 + 32) return null;
  const body = file.subarray(0, file.length - 32);
  if (!createHash('sha256').update(body).digest().equals(file.subarray(file.length - 32))) return null;
  // An aligned copy of the numbers (a Buffer from readFileSync need not be 4-aligned).
  const header = new Uint32Array(new Uint8Array(body.subarray(0, HEADER * 4)).buffer);
  const [magic, format, count, chars, valid, alternatives] = header;
  const words = HEADER + 2 * count + alternatives;
  if (magic !== MAGIC || format !== FORMAT || body.length !== words * 4 + chars * 2) return null;
  const numbers = new Uint8Array(body.subarray(0, words * 4)).buffer;
  const lengths = new Uint32Array(numbers, HEADER * 4, count);
  const expected = new Int32Array(numbers, (HEADER + count) * 4, count).slice();
  const counts = [...new Uint32Array(numbers, (HEADER + 2 * count) * 4, alternatives)];
  const text = body.toString('utf16le', words * 4);
  const inputs = new Array<string>(count);
  let at = 0;
  for (let i = 0; i < count; i++) {
    inputs[i] = text.slice(at, at + lengths[i]);
    at += lengths[i];
  }
  if (at !== chars) return null;
  return { inputs, expected, valid, counts };
}

// ----- The folder, the locks, the shared derivation -----

const PREFIX = 'uri-grammar-equivalence-';
/** A folder of an older key is removed once it has not been written for this long. */
const STALE_MS = 2 * 24 * 3600 * 1000;

/** The folder of the key, made (and older keys' folders pruned) on first use. */
function folder(key: string): string {
  const dir = join(tmpdir(), `${PREFIX}${key}`);
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true });
    for (const other of readdirSync(tmpdir())) {
      if (!other.startsWith(PREFIX) || other === `${PREFIX}${key}`) continue;
      try {
        if (Date.now() - statSync(join(tmpdir(), other)).mtimeMs > STALE_MS) rmSync(join(tmpdir(), other), { recursive: true, force: true });
      } catch {
        // another process pruned it first
      }
    }
  }
  return dir;
}

/** A unit's file name: the grammar and rule, with what a file name cannot hold escaped. */
const fileName = (unit: string) => unit.replace(/[^A-Za-z0-9.-]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`);

/** Is the process alive (a lock's holder)? */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** How long ago the file was last written (0 when it is gone). */
function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
const sleep = (ms: number) => Atomics.wait(sleeper, 0, 0, ms);

/** Derives a set of units, each at most once across processes (see the header). */
export class SharedDerivation {
  private readonly dir: string | null;

  /**
   * `key`: null for no cache (each `get` derives). `elsewhere`: derives a list of units into the cache in
   * another process (which runs `getAll` on them), for a `get` that does not find its unit there.
   */
  constructor(
    key: string | null,
    private readonly derive: (unit: string) => RuleAnswers,
    private readonly elsewhere?: (units: readonly string[]) => void,
  ) {
    this.dir = key === null ? null : folder(key);
  }

  /** The folder of the entries (null when there is no cache). */
  get folder(): string | null {
    return this.dir;
  }

  /**
   * The answers of `unit`; while another process derives it, the next free unit of `others` is derived.
   * With `elsewhere`, the unit and the rest of `others` after it are derived by that process.
   */
  get(unit: string, others: readonly string[] = []): RuleAnswers {
    const dir = this.dir;
    if (dir === null) return this.derive(unit);
    if (this.elsewhere) {
      const found = this.read(dir, unit);
      if (found) return found;
      const from = others.indexOf(unit);
      this.elsewhere([unit, ...others.slice(from + 1), ...others.slice(0, Math.max(0, from))].filter((u, i) => i === 0 || u !== unit));
      const made = this.read(dir, unit);
      if (made) return made;
      throw new Error(`${unit}: the process that derives the equivalence answers left no entry for it in ${dir}`);
    }
    for (;;) {
      const found = this.read(dir, unit);
      if (found) return found;
      const made = this.tryDerive(dir, unit);
      if (made) return made;
      // Another process holds the unit's lock: derive another unit meanwhile, else wait.
      const from = others.indexOf(unit);
      const next = [...others.slice(from + 1), ...others.slice(0, Math.max(0, from))].find(
        (u) => u !== unit && !existsSync(this.path(dir, u)) && !existsSync(`${this.path(dir, u)}.lock`),
      );
      if (next === undefined || !this.tryDerive(dir, next)) sleep(50);
    }
  }

  /**
   * Derives every unit of the list that has no entry, sharing the work with other processes as `get` does;
   * the first is read (and derived again if its entry is damaged) whether or not its file is there.
   */
  getAll(units: readonly string[]): void {
    const dir = this.dir;
    units.forEach((unit, i) => {
      if (i === 0 || dir === null || !existsSync(this.path(dir, unit))) this.get(unit, units);
    });
  }

  private path(dir: string, unit: string): string {
    return join(dir, fileName(unit));
  }

  private read(dir: string, unit: string): RuleAnswers | null {
    let file: Buffer;
    try {
      file = readFileSync(this.path(dir, unit));
    } catch {
      return null;
    }
    return decode(file);
  }

  /** Takes the unit's lock and derives it (null when another live process holds the lock). */
  private tryDerive(dir: string, unit: string): RuleAnswers | null {
    const path = this.path(dir, unit);
    const lock = `${path}.lock`;
    let fd: number;
    try {
      mkdirSync(dir, { recursive: true }); // pruned by another key's process, or removed by hand
      fd = openSync(lock, 'wx');
    } catch (e) {
      // Only a lock that exists means another process: any other failure (no space, no permission) is the test's error, not a wait.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      let holder = NaN;
      try {
        holder = Number(readFileSync(lock, 'utf8'));
      } catch {
        return null; // released since
      }
      // A lock whose holder is gone is taken over; one just made may not hold its pid yet, unless its
      // holder died between making it and writing to it.
      if (Number.isInteger(holder) && holder > 0 ? !alive(holder) : ageMs(lock) > 30_000) rmSync(lock, { force: true });
      return null;
    }
    try {
      writeSync(fd, String(process.pid));
      closeSync(fd);
      // Made by another process between our read and our lock: no need to derive it again.
      const done = this.read(dir, unit);
      if (done) return done;
      const answers = this.derive(unit);
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, encode(answers));
      renameSync(temporary, path);
      return answers;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}
