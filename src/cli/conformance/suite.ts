/**
 * Reading a conformance suite: every `*.jsonl` file of a folder (or one
 * file), one case a line (./protocol.ts `SuiteCase`), and the folder's
 * suite.json when it has one (the RFC section of each rule, for the report).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describeFsError, UsageError } from '../io.js';
import { OPERATIONS, type SuiteCase } from './protocol.js';

/** The cases of a suite and the RFC section of its rules (`grammar rule` -> `RFC 3986 §3.2.2`). */
export interface Suite {
  readonly cases: readonly SuiteCase[];
  readonly sections: ReadonlyMap<string, string>;
}

/** The files of a suite path: a .jsonl file, or the .jsonl files of a folder in name order. */
function filesOf(path: string): string[] {
  let stat;
  try {
    stat = statSync(path);
  } catch (e) {
    throw new UsageError(`--suite ${path}: ${describeFsError(e)}`);
  }
  if (!stat.isDirectory()) return [path];
  const files = readdirSync(path).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(path, f));
  if (files.length === 0) throw new UsageError(`--suite ${path}: no .jsonl file in it`);
  return files;
}

/** Reads the suites of `paths`; a malformed line is a usage error naming its file and line. */
export function readSuite(paths: readonly string[]): Suite {
  const cases: SuiteCase[] = [];
  const sections = new Map<string, string>();
  const ids = new Set<string>();
  for (const path of paths) {
    for (const file of filesOf(path)) {
      const lines = readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (line.trim() === '') return;
        const where = `${file}:${i + 1}`;
        let c: SuiteCase;
        try {
          c = JSON.parse(line) as SuiteCase;
        } catch (e) {
          throw new UsageError(`${where}: not JSON (${(e as Error).message})`);
        }
        if (typeof c !== 'object' || c === null || typeof c.id !== 'string' || typeof c.grammar !== 'string') throw new UsageError(`${where}: a case needs a string id and grammar`);
        if (c.op !== undefined && !(OPERATIONS as readonly string[]).includes(c.op)) throw new UsageError(`${where}: unknown op ${JSON.stringify(c.op)}`);
        if ((c.op ?? 'valid') === 'valid' && (typeof c.input !== 'string' || typeof c.rule !== 'string' || typeof c.valid !== 'boolean')) throw new UsageError(`${where}: a validity case needs input, rule and valid`);
        if (ids.has(c.id)) throw new UsageError(`${where}: the id ${c.id} is used twice`);
        ids.add(c.id);
        cases.push(c);
      });
    }
    const manifest = join(path, 'suite.json');
    if (existsSync(manifest)) {
      const m = JSON.parse(readFileSync(manifest, 'utf8')) as { coverage?: { rules?: { grammar: string; rule: string; section?: string }[] } };
      for (const r of m.coverage?.rules ?? []) if (r.section !== undefined) sections.set(`${r.grammar} ${r.rule}`, r.section);
    }
  }
  return { cases, sections };
}
