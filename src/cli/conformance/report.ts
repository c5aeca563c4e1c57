/**
 * `uri-grammar conformance report RESULTS... --html DIR [--json FILE]`: the
 * results of one or more runs (./runner.ts) as a static report, with no
 * network: implementations × grammar × rule with pass counts and colours
 * (index.html), a page per implementation (implementations/NAME.html) whose
 * sections list, per grammar and rule, the cases that did not pass, each
 * with the grammar's explanation (the `check` error with its caret and hint,
 * the RFC section) and the smallest input that shows the difference.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CLI_GRAMMARS, grammarInfo, loadGrammar, type GrammarModule } from '../grammars.js';
import { describeFsError, UsageError } from '../io.js';
import type { Header } from './runner.js';
import { indexPage, implementationPage } from './report-html.js';
import { rowOf, slug, type Cell, type Failure, type ImplementationReport, type ReportData, type ResultLine } from './report-data.js';

export type { ResultLine } from './report-data.js';

const emptyCell = (): Cell => ({ pass: 0, fail: 0, skipped: 0, errored: 0, offsetPass: 0, offsetFail: 0 });

/** Reads results files: the header lines name implementations, the other lines are their results. */
export async function readResults(files: readonly string[]): Promise<Map<string, { header: Header; lines: ResultLine[] }>> {
  const out = new Map<string, { header: Header; lines: ResultLine[] }>();
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (e) {
      throw new UsageError(`${file}: ${describeFsError(e)}`);
    }
    let current: { header: Header; lines: ResultLine[] } | null = null;
    text.split('\n').forEach((line, i) => {
      if (line.trim() === '') return;
      let o: Record<string, unknown>;
      try {
        o = JSON.parse(line) as Record<string, unknown>;
      } catch (e) {
        throw new UsageError(`${file}:${i + 1}: not JSON (${(e as Error).message})`);
      }
      if (typeof o.implementation === 'object' && o.implementation !== null) {
        const header = o as unknown as Header;
        // A later run of the same implementation replaces an earlier one.
        current = { header, lines: [] };
        out.set(header.implementation.name, current);
      } else if (typeof o.id === 'string' && typeof o.outcome === 'string') {
        if (current === null) throw new UsageError(`${file}:${i + 1}: a result before any implementation line`);
        current.lines.push(o as unknown as ResultLine);
      } else throw new UsageError(`${file}:${i + 1}: neither an implementation line nor a result`);
    });
  }
  return out;
}

/** The grammar's explanation of an input by a rule: its syntax error formatted, or that it matches. */
async function explain(grammar: string, rule: string | undefined, input: string | undefined, section: string | undefined): Promise<string> {
  if (input === undefined || rule === undefined) return '';
  const info = grammarInfo(grammar);
  if (info === undefined || !info.ruleNames.includes(rule)) return `${grammar} has no rule ${rule} here`;
  const g: GrammarModule = await loadGrammar(grammar);
  const error = g.check(input, rule);
  const where = section !== undefined ? ` (${section})` : '';
  return error === null ? `valid: ${rule} matches the whole input${where}` : `${error.format()}${where ? `\n${where.trim()}` : ''}`;
}

/** The data of the report: every implementation's counts and failures, explained. */
export async function buildReport(results: Map<string, { header: Header; lines: ResultLine[] }>): Promise<ReportData> {
  const implementations: ImplementationReport[] = [];
  const rows = new Map<string, Set<string>>();
  for (const { header, lines } of results.values()) {
    const cells: Record<string, Record<string, Cell>> = {};
    const totals = emptyCell();
    const failures: Record<string, Failure[]> = {};
    for (const r of lines) {
      const row = rowOf(r);
      (rows.get(r.grammar) ?? rows.set(r.grammar, new Set()).get(r.grammar)!).add(row);
      const cell = ((cells[r.grammar] ??= {})[row] ??= emptyCell());
      for (const c of [cell, totals]) {
        c[r.outcome]++;
        if (r.offset === 'pass') c.offsetPass++;
        if (r.offset === 'fail') c.offsetFail++;
      }
      if (r.outcome === 'pass' && r.offset !== 'fail') continue;
      const input = r.case?.input as string | undefined;
      const explanation = r.op === 'valid' ? await explain(r.grammar, r.rule, input, r.section) : '';
      const shrunkExplanation = r.shrunk !== undefined ? await explain(r.grammar, r.rule, r.shrunk.input, r.section) : undefined;
      (failures[`${r.grammar} ${row}`] ??= []).push({ ...r, explanation, ...(shrunkExplanation !== undefined ? { shrunkExplanation } : {}) });
    }
    implementations.push({ header, cells, totals, failures });
  }
  return { implementations, rows: ordered(rows) };
}

/** Grammars in the family's order (others after, by name), each one's rules in its RFC's order, then the operations. */
function ordered(rows: Map<string, Set<string>>): ReportData['rows'] {
  const rank = (g: string) => {
    const i = CLI_GRAMMARS.findIndex((x) => x.name === g);
    return i < 0 ? CLI_GRAMMARS.length : i;
  };
  const grammars = [...rows.keys()].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return grammars.map((grammar) => {
    const rules = grammarInfo(grammar)?.ruleNames ?? [];
    const at = (r: string) => {
      const i = rules.indexOf(r);
      return i < 0 ? rules.length : i;
    };
    return { grammar, rows: [...rows.get(grammar)!].sort((a, b) => at(a) - at(b) || (a < b ? -1 : a > b ? 1 : 0)) };
  });
}

/** Writes the HTML report into `dir` and, when asked, the JSON summary. */
export async function writeReport(files: readonly string[], htmlDir: string | undefined, jsonFile: string | undefined): Promise<ReportData> {
  const data = await buildReport(await readResults(files));
  if (htmlDir !== undefined) {
    await mkdir(join(htmlDir, 'implementations'), { recursive: true });
    await writeFile(join(htmlDir, 'index.html'), indexPage(data));
    for (const impl of data.implementations) await writeFile(join(htmlDir, 'implementations', `${slug(impl.header.implementation.name)}.html`), implementationPage(impl, data));
  }
  if (jsonFile !== undefined) {
    const summary = {
      implementations: data.implementations.map((i) => ({
        ...i.header,
        totals: i.totals,
        cells: i.cells,
        failures: Object.fromEntries(Object.entries(i.failures).map(([k, fs]) => [k, fs.map((f) => ({ id: f.id, outcome: f.outcome, answer: f.answer, ...(f.shrunk ? { shrunk: f.shrunk } : {}) }))])),
      })),
    };
    await writeFile(jsonFile, JSON.stringify(summary, null, 1) + '\n');
  }
  return data;
}
