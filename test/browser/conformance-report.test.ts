/**
 * The conformance report in headless Chromium (Debian's chromium, driven by
 * playwright-core, as test/browser/playground.test.ts): the suite is run
 * against uri-grammar's, uri-js's and uriparser's adapters, `conformance
 * report` writes the pages, and the page is opened from a file: the matrix
 * has a column per implementation with its version and a row per grammar's
 * rule, each cell the pass count of the results file and its colour; a click
 * on a cell opens, on the implementation's page, the list of the cases that
 * did not pass there, each with the grammar's explanation (the error, its
 * caret, its hint) and the smallest input that shows the difference; no
 * request leaves the files and no console error.
 */
import { afterAll, beforeAll, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { main } from '../../src/cli';

// In-page callbacks run in the browser: these are its globals (the project's types are Node's).
declare const document: any;

const CHROMIUM = '/usr/bin/chromium';
jest.setTimeout(120_000);

let dir: string;
let browser: Browser;
let results: { implementation?: unknown; id?: string; outcome?: string; grammar?: string; rule?: string }[];
const requests: string[] = [];
const consoleErrors: string[] = [];

async function cli(args: string[]): Promise<void> {
  const stderr = new PassThrough();
  let err = '';
  stderr.on('data', (c) => (err += c));
  const status = await main(args, { stdin: new PassThrough(), stdout: new PassThrough(), stderr, env: {} });
  if (status !== 0) throw new Error(`uri-grammar ${args.join(' ')}: ${err}`);
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-report-'));
  const out = join(dir, 'results.jsonl');
  await cli(['conformance', 'run', '-a', 'uri-grammar', '-a', 'uri-js', '-a', 'uriparser', '--out', out]);
  await cli(['conformance', 'report', out, '--html', join(dir, 'site'), '--json', join(dir, 'report.json')]);
  results = readFileSync(out, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as (typeof results)[number]);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});

afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function open(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1300, height: 900 } });
  page.on('request', (r) => requests.push(r.url()));
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  page.on('pageerror', (e) => consoleErrors.push(e.message));
  await page.goto(pathToFileURL(join(dir, 'site', path)).href, { waitUntil: 'load' });
  return page;
}

/** The pass count and the cases scored of one cell, from the results file. */
function counts(implementation: string, grammar: string, rule: string): string {
  const own = results.filter((r) => r.id !== undefined && r.implementation === implementation && r.grammar === grammar && r.rule === rule);
  return `${own.filter((r) => r.outcome === 'pass').length}/${own.filter((r) => r.outcome !== 'skipped').length}`;
}

test('the matrix: a column per implementation with its version, a row per grammar rule, the pass counts of the results, coloured', async () => {
  const page = await open('index.html');
  const headers: string[] = await page.$$eval('#matrix thead th', (ths: any[]) => ths.map((th) => th.textContent.replace(/\s+/g, ' ').trim()));
  expect(headers.slice(0, 2)).toEqual(['grammar', 'rule']);
  expect(headers.slice(2).map((h) => h.split(' ')[0])).toEqual(['uri-grammar', 'uri-js', 'uriparser']);
  expect(headers[4]).toMatch(/^uriparser \d+\.\d+\.\d+ ?c$/);
  for (const impl of ['uri-grammar', 'uri-js', 'uriparser']) {
    for (const rule of ['URI-reference', 'URI', 'absolute-URI', 'relative-ref']) {
      const text: string = await page.$eval(`a[data-grammar="rfc3986"][data-row="${rule}"][href*="/${impl}.html"]`, (a: any) => a.textContent);
      expect([impl, rule, text.split(/offsets|errored|skipped/)[0]!.trim()]).toEqual([impl, rule, counts(impl, 'rfc3986', rule)]);
    }
  }
  // uri-grammar passes everything: its cells are all "all"; uri-js fails many URI cases: not "all".
  const gradeOf = (impl: string, rule: string) => page.$eval(`a[data-grammar="rfc3986"][data-row="${rule}"][href*="/${impl}.html"]`, (a: any) => a.parentElement.className);
  expect(await gradeOf('uri-grammar', 'URI')).toMatch(/\ball\b/);
  expect(await gradeOf('uri-js', 'URI')).toMatch(/\b(few|half|most)\b/);
  // The grammars come in the family's order, RFC 3986 first, its rules in Appendix A's order.
  const firstRows: string[] = await page.$$eval('#matrix tbody tr:not(.grammar)', (trs: any[]) => trs.slice(1, 4).map((tr) => tr.children[0].textContent + ' ' + tr.children[1].textContent));
  expect(firstRows).toEqual(['rfc3986 URI', 'rfc3986 hier-part', 'rfc3986 URI-reference']);
  await page.close();
});

test('a click on a cell lists its failing cases: the input, the expectation, the answer, the grammar\'s error with caret and hint, the smallest input', async () => {
  const page = await open('index.html');
  await Promise.all([page.waitForNavigation(), page.click('a[data-grammar="rfc3986"][data-row="URI"][href*="/uri-js.html"]')]);
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#rfc3986/URI');
  const open_: boolean = await page.$eval('details[id="rfc3986/URI"]', (d: any) => d.open);
  expect(open_).toBe(true);
  const rows: { id: string; explanation: string; shrunk: string }[] = await page.$$eval('details[id="rfc3986/URI"] tbody tr', (trs: any[]) =>
    trs.map((tr) => ({ id: tr.children[0].textContent, explanation: tr.children[4].querySelector('pre')?.textContent ?? '', shrunk: tr.children[4].querySelector('.shrunk')?.textContent ?? '' })),
  );
  const failing = results.filter((r) => r.implementation === 'uri-js' && r.grammar === 'rfc3986' && r.rule === 'URI' && r.outcome !== 'pass');
  expect(rows.length).toBe(Math.min(100, failing.length));
  expect(rows[0]!.id).toMatch(new RegExp(`^${failing[0]!.id}`));
  // An invalid input the implementation accepted: the grammar's error, its caret line and its hint.
  const explained = rows.find((r) => r.explanation.startsWith('error: URI: expected'))!;
  expect(explained.explanation).toMatch(/\n +\^\n/);
  expect(explained.explanation).toMatch(/\nhint: /);
  expect(rows.some((r) => r.shrunk.startsWith('smallest input that shows it:'))).toBe(true);
  // Back to the matrix.
  await Promise.all([page.waitForNavigation(), page.click('a[href="../index.html"]')]);
  expect(page.url()).toMatch(/index\.html$/);
  await page.close();
});

test('no request leaves the files; no console error', () => {
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((u) => !u.startsWith('file://'))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the JSON report: per implementation the counts of each grammar rule and its failures', () => {
  const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as { implementations: { implementation: { name: string }; totals: { pass: number; fail: number }; cells: Record<string, Record<string, { pass: number }>> }[] };
  expect(report.implementations.map((i) => i.implementation.name)).toEqual(['uri-grammar', 'uri-js', 'uriparser']);
  expect(report.implementations[0]!.totals.fail).toBe(0);
  expect(`${report.implementations[1]!.cells.rfc3986!.URI!.pass}/`).toBe(counts('uri-js', 'rfc3986', 'URI').split('/')[0] + '/');
});
