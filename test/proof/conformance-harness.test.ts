/**
 * `uri-grammar conformance run` and `adapters` through the command, in
 * process: the protocol with an adapter that crashes, hangs, answers garbage
 * and throws (each of those cases errored, the adapter started again, every
 * other case answered, each case once), and the whole suite against the
 * JavaScript adapters and uriparser's (the C library, built by the run): the
 * uri-grammar adapter passes every case, and each other adapter answers every
 * case it claims, once. Counts, never times.
 */
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { main } from '../../src/cli';

jest.setTimeout(180_000);

const root = join(__dirname, '..', '..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'uri-grammar-conformance-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  stdout.on('data', (c) => (out += c));
  stderr.on('data', (c) => (err += c));
  const status = await main(args, { stdin: new PassThrough(), stdout, stderr, env: {} });
  return { status, stdout: out, stderr: err };
}

type Line = Record<string, unknown> & { id?: string; outcome?: string; answer?: Record<string, unknown>; implementation?: unknown };
const linesOf = (file: string): Line[] => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Line);

describe('the protocol, with an adapter that misbehaves', () => {
  test('a crash, a hang, garbage and an exception are errored for their case alone; the adapter is started again; each case is answered once', async () => {
    const suite = join(dir, 'flaky-suite');
    require('node:fs').mkdirSync(suite);
    const inputs = ['a:b', 'a:b c', 'CRASH:x', 'a:c', 'HANG:x', 'a:d', 'GARBAGE:x', 'a:e', 'THROW:x', 'a:f'];
    const cases = inputs.map((input, i) => ({ id: `t/${i}`, grammar: 'rfc3986', rule: 'URI', input, valid: !input.includes(' '), why: 'test' }));
    // A case the adapter does not claim is not sent.
    cases.push({ id: 't/host', grammar: 'rfc3986', rule: 'host', input: 'a', valid: true, why: 'not claimed' });
    writeFileSync(join(suite, 'cases.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
    const log = join(dir, 'flaky.log');
    const out = join(dir, 'flaky.jsonl');
    const adapter = `node ${join(root, 'test', 'support', 'conformance-flaky-adapter.cjs')} ${log}`;
    const r = await run(['conformance', 'run', '--adapter', adapter, '--suite', suite, '--out', out, '--timeout', '1000', '--shrink', '0']);
    expect(r.status).toBe(0);
    const [header, ...results] = linesOf(out);
    expect(header).toMatchObject({ implementation: { name: 'flaky' }, claimed: 10, cases: 11, restarts: 2 });
    expect(results.map((x) => x.id)).toEqual(inputs.map((_, i) => `t/${i}`));
    const outcome = Object.fromEntries(results.map((x) => [inputs[Number(x.id!.slice(2))], x.outcome]));
    expect(outcome).toEqual({
      'a:b': 'pass', 'a:b c': 'pass', 'CRASH:x': 'errored', 'a:c': 'pass', 'HANG:x': 'errored', 'a:d': 'pass',
      'GARBAGE:x': 'errored', 'a:e': 'pass', 'THROW:x': 'errored', 'a:f': 'pass',
    });
    const message = (input: string) => results.find((x) => x.id === `t/${inputs.indexOf(input)}`)!.answer!.message;
    expect(message('CRASH:x')).toMatch(/exited with status 3/);
    expect(message('HANG:x')).toMatch(/no answer within 1000 ms/);
    expect(message('GARBAGE:x')).toMatch(/not JSON/);
    expect(message('THROW:x')).toBe('Error: thrown');
    // Three starts; each case sent once, but for those waiting behind a crash or a hang, sent again after it.
    const sent = readFileSync(log, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { cmd: string; input?: string });
    expect(sent.filter((s) => s.cmd === 'start')).toHaveLength(3);
    const runs = sent.filter((s) => s.cmd === 'run').map((s) => s.input);
    for (const input of inputs) expect(runs.filter((x) => x === input).length).toBeGreaterThanOrEqual(1);
    expect(runs.filter((x) => x === 'CRASH:x')).toHaveLength(1);
    expect(runs.filter((x) => x === 'HANG:x')).toHaveLength(1);
    expect(runs.length).toBeLessThanOrEqual(inputs.length * 2);
  });

  test('an adapter that does not start: exit 1, its error in the results', async () => {
    const out = join(dir, 'none.jsonl');
    const r = await run(['conformance', 'run', '--adapter', 'node -e "process.exit(1)"', '--out', out]);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/did not start: the adapter exited with status 1/);
    expect(linesOf(out)[0]).toMatchObject({ error: expect.stringMatching(/did not start/) });
  });

  test('usage errors', async () => {
    expect((await run(['conformance'])).stdout).toMatch(/^Usage: uri-grammar conformance adapters/);
    expect((await run(['conformance', 'frob'])).stderr).toMatch(/unknown subcommand 'frob'/);
    expect((await run(['conformance', 'run', '--out', 'x'])).stderr).toMatch(/run needs --adapter/);
    expect((await run(['conformance', 'run', '--adapter', 'nope', '--out', join(dir, 'x')])).stderr).toMatch(/no adapter 'nope': the shipped ones are/);
    expect((await run(['conformance', 'run', '-a', 'uri-grammar', '--out', join(dir, 'x'), '--jobs', '0'])).stderr).toMatch(/--jobs needs a whole number from 1/);
    expect((await run(['conformance', 'report', '--html', dir])).stderr).toMatch(/report needs RESULTS/);
    expect((await run(['conformance', 'adapters', '--frob'])).status).toBe(2);
  });
});

describe('the shipped adapters', () => {
  const ADAPTERS = ['uri-grammar', 'fast-uri', 'uri-js', 'node-url', 'whatwg-url', 'ajv-formats', 'hyperjump-formats', 'uriparser'];
  let results: Line[];

  beforeAll(async () => {
    const out = join(dir, 'all.jsonl');
    const r = await run(['conformance', 'run', ...ADAPTERS.flatMap((a) => ['--adapter', a]), '--out', out, '--jobs', '2']);
    if (r.status !== 0) throw new Error(r.stderr);
    results = linesOf(out);
  });

  test('adapters lists them, with what each needs and whether it is installed', async () => {
    const r = await run(['conformance', 'adapters', '--json']);
    const listed = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { name: string; installed: boolean; language: string });
    for (const name of ADAPTERS) expect(listed.find((a) => a.name === name)).toMatchObject({ name, installed: true });
  });

  test('each adapter answers every case it claims, once, in the suite\'s order', () => {
    const headers = results.filter((l) => l.id === undefined) as unknown as { implementation: { name: string }; claimed: number; adapter: string }[];
    expect(headers.map((h) => h.adapter)).toEqual(ADAPTERS);
    for (const h of headers) {
      const own = results.filter((l) => l.implementation === h.implementation.name);
      expect([h.adapter, own.length]).toEqual([h.adapter, h.claimed]);
      expect(new Set(own.map((l) => l.id)).size).toBe(own.length);
      expect(h.claimed).toBeGreaterThan(0);
    }
  });

  test('uriparser passes every validity case it claims (docs/conformance.md)', () => {
    const own = results.filter((l) => l.implementation === 'uriparser' && l.op === 'valid');
    expect(own.length).toBeGreaterThan(3000);
    expect(own.filter((l) => l.outcome !== 'pass').map((l) => l.id)).toEqual([]);
  });

  test('uri-grammar passes every case of the suite', () => {
    const own = results.filter((l) => l.implementation === 'uri-grammar');
    const suiteSize = (JSON.parse(readFileSync(join(root, 'conformance', 'suite', 'suite.json'), 'utf8')) as { cases: Record<string, number> }).cases;
    expect(own.length).toBe(Object.values(suiteSize).reduce((a, b) => a + b, 0));
    expect(own.filter((l) => l.outcome !== 'pass').map((l) => l.id)).toEqual([]);
  });
});

describe('the differences docs/conformance.md explains (test/vectors/conformance-differences.json)', () => {
  interface DiffCase { grammar: string; rule?: string; op?: string; input?: string; base?: string; ref?: string; a?: string; b?: string; expected: Record<string, unknown>; answer: Record<string, unknown> }
  const vectors = JSON.parse(readFileSync(join(root, 'test', 'vectors', 'conformance-differences.json'), 'utf8')) as { differences: { adapter: string; sentence: string; cases: DiffCase[] }[] };
  /** The adapters npm test runs (.ci/run installs uriparser's library); the others' sentences are checked by npm run conformance:table. */
  const RUN_HERE = ['fast-uri', 'uri-js', 'node-url', 'whatwg-url', 'ajv-formats', 'hyperjump-formats', 'uriparser'];

  test('each sentence is in docs/conformance.md, and each expectation is the grammar\'s', async () => {
    const doc = readFileSync(join(root, 'docs', 'conformance.md'), 'utf8');
    const { check, resolve, equivalent } = await import('../../src/index');
    for (const d of vectors.differences) {
      expect([d.adapter, doc.includes(d.sentence)]).toEqual([d.adapter, true]);
      for (const c of d.cases) {
        if (c.op === 'resolve') expect(resolve(c.base!, c.ref!)).toBe(c.expected.target);
        else if (c.op === 'equivalent') expect(equivalent(c.a!, c.b!)).toBe(c.expected.equivalent);
        else {
          const e = check(c.input!, c.rule as 'URI');
          expect([c.input, e === null ? { valid: true } : { valid: false, offset: e.offset }]).toEqual([c.input, c.expected]);
        }
      }
    }
  });

  test.each(vectors.differences.map((d, i) => [d.adapter, i, d] as const).filter(([a]) => RUN_HERE.includes(a)))('%s answers as sentence %i says', async (adapter, i, d) => {
    const suite = join(dir, `diff-${i}`);
    require('node:fs').mkdirSync(suite, { recursive: true });
    const cases = d.cases.map(({ expected, answer: _a, ...c }, i) => ({ id: `diff/${i}`, ...c, ...expected, why: d.sentence }));
    writeFileSync(join(suite, 'cases.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
    const out = join(dir, `diff-${i}.jsonl`);
    const r = await run(['conformance', 'run', '--adapter', adapter, '--suite', suite, '--out', out, '--shrink', '0']);
    expect(r.status).toBe(0);
    const answers = linesOf(out).slice(1).map((l) => l.answer);
    expect(answers).toEqual(d.cases.map((c) => c.answer));
  });
});
