// `npm run add-grammar` (scripts/add-grammar.mjs) on a small grammar, in a
// copy of the repository: it writes the grammar's own files and its entry in
// grammar/grammars.json, and after `npm run generate && npm run build` the
// grammar is a unit of the family like the others: its subpath exports
// parse, check, isValid and RULE_NAMES; the command checks by it; conform
// has its row; the playground lists it; it type-checks; and the equivalence
// proof names each rule where the literal transcription is not the ABNF.
// A grammar of one scheme, added beside it (`--kind scheme`), joins
// `check(uri, { schemes: true })` and `check --schemes` with no change to
// the code. Nothing else of the repository changes.
// The build of the copy leaves out what no test here reads, the API
// reference (typedoc) and dist/cjs's type declarations (`--no-reference
// --no-cjs-declarations`): they are a third of the build's work, and `npm
// test`'s own build makes both from the same list (a new grammar's entry in
// typedoc.json is checked above, with package.json's).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';

const root = join(__dirname, '..', '..');
let work: string;
let copy: string;
let before: Map<string, string>;
let added: { status: number | null; stdout: string; stderr: string };

/**
 * A small grammar with a trap for PEG's ordered choice: `number`'s first
 * alternative matches a prefix of what its second matches whole ("1" of
 * "1.5"), so the literal transcription rejects "1.5" by `number`, and so by
 * `word` and `greeting`, which reach it. `name` imports RFC 3986's
 * `pct-encoded` (`--import`). CRLF line ends (RFC 5234 §2.2).
 */
const ABNF = [
  '; Greetings: a small grammar to add',
  'greeting = word *( " " word ) [ "!" ]',
  'word     = name / number',
  'name     = 1*( ALPHA / pct-encoded )',
  'number   = 1*DIGIT / 1*DIGIT "." 1*DIGIT',
  '',
].join('\r\n');

/** A grammar of one scheme: `hail:` and letters, an optional "!" (`--kind scheme --scheme hail:hail-URI`). */
const HAIL = ['hail-URI = "hail:" name [ "!" ]', 'name     = 1*ALPHA', ''].join('\n');
let hailed: { status: number | null; stdout: string; stderr: string };

/** Every file of a tree (dist/, node_modules/, .git/ left out) with the hash of its content. */
function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      const rel = relative(dir, p).split('\\').join('/');
      if (/^(dist|node_modules|\.git|coverage|site|docs\/api)$/.test(rel)) continue;
      if (statSync(p).isDirectory()) walk(p);
      else out.set(rel, createHash('sha1').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return out;
}

/**
 * The environment of the runs in the copy: its jest runs the optimized pass alone, whichever pass runs this file
 * (`npm test` sets URI_GRAMMAR_PARSER=both), and derives the equivalence answers in its process: the copy's
 * grammars are its own, so no other run would read what it shared (test/support/equivalence-cache.ts).
 */
const env = { ...process.env, URI_GRAMMAR_PARSER: 'optimized', URI_GRAMMAR_EQUIVALENCE_CACHE: 'off' };
const run = (args: string[], input?: string) => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', input, maxBuffer: 64 << 20, env });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'uri-grammar-add-'));
  copy = join(work, 'repo');
  // The working tree as it is (what is committed and what is not), without the builds.
  execFileSync('sh', ['-c', `mkdir -p '${copy}' && tar -C '${root}' --exclude=./node_modules --exclude=./dist --exclude=./.git --exclude=./coverage -cf - . | tar -C '${copy}' -xf -`]);
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  writeFileSync(join(work, 'greet.abnf'), ABNF);
  before = files(copy);
  added = run(['scripts/add-grammar.mjs', 'greet', '--abnf', join(work, 'greet.abnf'), '--start', 'greeting', '--title', 'Greetings', '--import', 'rfc3986:pct-encoded']);
  writeFileSync(join(work, 'hail.abnf'), HAIL);
  hailed = run(['scripts/add-grammar.mjs', 'hail', '--abnf', join(work, 'hail.abnf'), '--start', 'hail-URI', '--title', 'Hails', '--kind', 'scheme', '--scheme', 'hail:hail-URI']);
  for (const args of [['scripts/generate.mjs'], ['scripts/build.mjs', '--no-reference', '--no-cjs-declarations']]) {
    const r = run(args);
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stderr}`);
  }
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run add-grammar greet --abnf greet.abnf --start greeting', () => {
  test('writes the grammar\'s files and says that CRLF line ends were read as LF', () => {
    expect([added.status, added.stderr]).toEqual([0, '']);
    expect(added.stdout).toContain('CRLF');
    expect(readFileSync(join(copy, 'grammar', 'greet.abnf'), 'utf8')).toBe(ABNF.replace(/\r\n/g, '\n'));
    const peggy = readFileSync(join(copy, 'grammar', 'greet.peggy'), 'utf8');
    // Every rule under its ABNF name, with its ABNF above it; the core rules it uses last.
    expect(peggy).toContain('// number   = 1*DIGIT / 1*DIGIT "." 1*DIGIT\nnumber "number"\n  = $(DIGIT+ / DIGIT+ "." DIGIT+)');
    expect(peggy).toContain('// word     = name / number\nword "word"\n  = $(name / number)');
    expect(peggy.indexOf('DIGIT "DIGIT"')).toBeGreaterThan(peggy.indexOf('number "number"'));
    const entry = (JSON.parse(readFileSync(join(copy, 'grammar', 'grammars.json'), 'utf8')) as { grammars: { name: string }[] }).grammars.find((g) => g.name === 'greet');
    expect(entry).toEqual({ name: 'greet', title: 'Greetings', status: { current: true }, start: 'greeting', conform: ['greeting'], alphabet: 'ascii', imports: { rfc3986: ['pct-encoded'] } });
    // The imported rule is referred to, not transcribed: generate copies RFC 3986's.
    expect(peggy).toContain('  = $((ALPHA / pct_encoded)+)');
    expect(peggy).not.toContain('pct_encoded "pct-encoded"');
    expect(readFileSync(join(copy, 'generated', 'greet.plain.ts'), 'utf8')).toContain('peg$parsepct_encoded');
    // Its parser goes through scripts/optimize.mjs, as every grammar's does: the first pass alone.
    expect(readFileSync(join(copy, 'generated', 'greet.ts'), 'utf8')).toContain('function peg$tryParse(');
  });

  test('changes nothing outside the new files, grammars.json and what is written from the list', () => {
    const after = files(copy);
    const changed = [...after].filter(([f, h]) => before.get(f) !== h).map(([f]) => f).sort();
    const removed = [...before.keys()].filter((f) => !after.has(f));
    expect(removed).toEqual([]);
    const own = /^(grammar\/(greet|hail)\.(abnf|peggy)|src\/grammars\/(greet|hail)\/index\.ts|src\/entries\/(greet|hail)\.ts|test\/vectors\/(greet|hail)\.json|generated\/(greet|hail)\.[a-z.]*ts)$/;
    const fromList = ['grammar/grammars.json', 'generated/grammars.ts', 'generated/family.ts', 'generated/registry.ts', 'generated/schemes.ts', 'package.json', 'typedoc.json'];
    expect(changed.filter((f) => !own.test(f) && !fromList.includes(f))).toEqual([]);
    expect(changed.filter((f) => own.test(f)).length).toBeGreaterThanOrEqual(18);
  });

  test('refuses a grammar that exists, and says why', () => {
    const again = run(['scripts/add-grammar.mjs', 'greet', '--abnf', join(work, 'greet.abnf'), '--start', 'greeting']);
    expect(again.status).toBe(2);
    expect(again.stderr).toMatch(/already has a grammar greet/);
    const unknownStart = run(['scripts/add-grammar.mjs', 'other', '--abnf', join(work, 'greet.abnf'), '--start', 'hello', '--import', 'rfc3986:pct-encoded']);
    expect([unknownStart.status, unknownStart.stderr]).toEqual([2, expect.stringMatching(/--start hello is not a rule/)]);
    // A rule used and defined nowhere: the grammars of the family that define it.
    const missing = run(['scripts/add-grammar.mjs', 'other', '--abnf', join(work, 'greet.abnf'), '--start', 'greeting']);
    expect([missing.status, missing.stderr]).toEqual([2, expect.stringContaining('name uses pct-encoded, which it does not define: take it from the family with --import rfc3986:pct-encoded or ')]);
    const notOwn = run(['scripts/add-grammar.mjs', 'other', '--abnf', join(work, 'greet.abnf'), '--start', 'greeting', '--import', 'rfc3986:Pct-Encoded,nothing']);
    expect([notOwn.status, notOwn.stderr]).toEqual([2, expect.stringMatching(/--import rfc3986:Pct-Encoded: the rule is spelled pct-encoded/)]);
    const kind = run(['scripts/add-grammar.mjs', 'other', '--abnf', join(work, 'greet.abnf'), '--start', 'greeting', '--kind', 'scheme']);
    expect([kind.status, kind.stderr]).toEqual([2, expect.stringMatching(/--kind scheme needs --scheme SCHEME:RULE/)]);
    const scheme = run(['scripts/add-grammar.mjs', 'other', '--abnf', join(work, 'greet.abnf'), '--start', 'greeting', '--kind', 'scheme', '--scheme', 'hi:hello', '--import', 'rfc3986:pct-encoded']);
    expect([scheme.status, scheme.stderr]).toEqual([2, expect.stringMatching(/--scheme hi:hello: .* has no rule hello/)]);
  });
});

describe('after npm run generate && npm run build', () => {
  test('uri-grammar/greet exports parse, check, isValid and RULE_NAMES, in CommonJS and ESM', () => {
    const pkg = JSON.parse(readFileSync(join(copy, 'package.json'), 'utf8')) as { exports: Record<string, { require: { default: string }; import: { default: string } }> };
    const target = pkg.exports['./greet']!;
    const script = `
      const cjs = require(${JSON.stringify(join(copy, target.require.default))});
      import(${JSON.stringify('file://' + join(copy, target.import.default))}).then((esm) => {
        const out = {};
        for (const [how, m] of [['cjs', cjs], ['esm', esm]]) {
          let thrown = null;
          try { m.parse('hi there?'); } catch (e) { thrown = [e.name, e.offset, m.isUriSyntaxError(e)]; }
          out[how] = { names: Object.keys(m).sort(), rules: m.RULE_NAMES, parsed: m.parse('hello world 42!'), valid: [m.isValid('hi 1.5'), m.isValid('1.5', 'number'), m.isValid('hi?'), m.isValid('h%C3%A9 there'), m.isValid('h%C3%'), m.isRuleName('pct-encoded')], offset: m.check('hi there?').offset, thrown };
        }
        process.stdout.write(JSON.stringify(out));
      });`;
    const out = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as Record<string, unknown>;
    for (const how of ['cjs', 'esm']) {
      expect(out[how]).toEqual({
        names: expect.arrayContaining(['RULE_NAMES', 'check', 'isRuleName', 'isValid', 'parse', 'UriSyntaxError', 'isUriSyntaxError']),
        rules: ['greeting', 'word', 'name', 'number'],
        parsed: { type: 'greeting', start: 0, end: 15, text: 'hello world 42!' },
        valid: [true, true, false, true, false, false],
        offset: 8,
        thrown: ['UriSyntaxError', 8, true],
      });
    }
  });

  test('uri-grammar check --grammar greet checks by it, with the caret', () => {
    const r = run(['dist/cjs/src/cli.js', 'check', '--grammar', 'greet'], 'hello world\nhi 1.5!\nbad?\n');
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('<stdin>:3:4: error: greeting: expected " ", "!", "%", ALPHA or end of input but found "?" at offset 3\n  bad?\n     ^');
    expect(r.stdout).not.toContain('<stdin>:1:');
    const help = run(['dist/cjs/src/cli.js', 'check', '--help']);
    expect(help.stdout).toMatch(/greet\s+greeting\s+current/);
  });

  test('a grammar of one scheme joins check(uri, { schemes: true }) and check --schemes, with no change to the code', () => {
    expect([hailed.status, hailed.stderr]).toEqual([0, '']);
    const entry = (JSON.parse(readFileSync(join(copy, 'grammar', 'grammars.json'), 'utf8')) as { grammars: { name: string }[] }).grammars.at(-1);
    expect(entry).toMatchObject({ name: 'hail', kind: 'scheme', schemeRules: { hail: 'hail-URI' } });
    const script = `
      const m = require(${JSON.stringify(join(copy, 'dist', 'cjs', 'src', 'index.js'))});
      const e = m.check('hail:x1', { schemes: true });
      process.stdout.write(JSON.stringify([m.isValid('hail:x1'), e && [e.grammar, e.rule, e.offset], m.check('HAIL:hi!#f', { schemes: true }), m.isValid('hail:x1', 'URI', { schemes: true }), e && e.hint()]));`;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))).toEqual([
      true,
      ['hail', 'hail-URI', 6],
      null,
      false,
      expect.stringMatching(/^RFC 3986 accepts this URI, but the grammar of hail: URIs \(hail, rule hail-URI\) does not/),
    ]);
    const r = run(['dist/cjs/src/cli.js', 'check', '--schemes', '--quiet'], 'hail:hi\nhail:x1\n');
    expect([r.status, r.stdout.split('\n')[0]]).toEqual([1, '<stdin>:2:7: error: hail-URI: expected "!", ALPHA or end of input but found "1" at offset 6']);
    expect(run(['dist/cjs/src/cli.js', 'check', '--help']).stdout).toContain('hail (hail)');
  });

  test('conform has its row', () => {
    const r = run(['dist/cjs/src/cli.js', 'conform', '-g', 'greet,rfc3986', 'hello 2']);
    expect(r.stdout).toMatch(/greet\s+greeting\s+✓/);
    expect(r.stdout).toContain('conforms to: greet');
  });

  test('the browser build has it as uriGrammar.greet, and GRAMMARS lists it for the playground', () => {
    // A browser's globals: TextEncoder and TextDecoder (the library reaches no Node built-in).
    const context: Record<string, unknown> = { TextEncoder, TextDecoder };
    runInNewContext(readFileSync(join(copy, 'dist', 'browser', 'uri-grammar.iife.js'), 'utf8'), context);
    const lib = context.uriGrammar as { greet: { isValid(s: string): boolean }; GRAMMARS: { name: string }[] };
    expect(lib.greet.isValid('hello world')).toBe(true);
    expect(lib.GRAMMARS.map((g) => g.name)).toContain('greet');
    const site = join(work, 'site');
    const r = run(['scripts/playground.mjs', '--out', site]);
    expect([r.status, r.stderr]).toEqual([0, '']);
    const diagrams = readdirSync(site).map((f) => readFileSync(join(site, f), 'utf8')).join('\n');
    expect(diagrams).toContain('greeting');
  }, 120_000);

  test('it type-checks', () => {
    const r = run([join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json']);
    expect([r.status, r.stdout]).toEqual([0, '']);
  }, 120_000);

  test('the equivalence proof names the rules where the literal transcription is not the ABNF (number, and word and greeting, which reach it), and passes name', () => {
    const report = join(work, 'equivalence.json');
    run([join(root, 'node_modules', 'jest', 'bin', 'jest.js'), 'test/proof/equivalence.test.ts', '-t', '^greet: ', '--json', '--outputFile', report, '--maxWorkers=1']);
    const results = (JSON.parse(readFileSync(report, 'utf8')) as { testResults: { assertionResults: { title: string; status: string; ancestorTitles: string[] }[] }[] }).testResults
      .flatMap((f) => f.assertionResults)
      .filter((a) => a.status !== 'pending' && a.ancestorTitles.some((t) => t.startsWith('greet: ')));
    const failed = results.filter((a) => a.status === 'failed').map((a) => a.title).sort();
    expect(failed).toEqual(['greeting', 'number', 'word']);
    expect(results.filter((a) => a.status === 'passed').map((a) => a.title)).toEqual(['name']);
  }, 240_000);
});
