#!/usr/bin/env node
// npm run conformance:table: runs the conformance suite (conformance/suite/)
// and the public sources (conformance/sources/) against every shipped
// adapter installed here, writes the report (site/conformance/, with
// results.jsonl and sources.jsonl beside it) and the tables of
// docs/conformance.md between its `conformance-table` markers: dated, each
// implementation's version, the whole run's time. Needs the build
// (npm run build) and what the adapters need (npm run conformance:setup).
//
//   node scripts/conformance-table.mjs [--machine TEXT] [--no-doc]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { root } from './grammars.mjs';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const machine = flag('--machine') ?? `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${availableParallelism()} cores, Node ${process.versions.node}`;
const cli = join(root, 'dist', 'cjs', 'src', 'cli.js');
const out = join(root, 'site', 'conformance');
mkdirSync(out, { recursive: true });

const uriGrammar = (argv, options = {}) => {
  const run = spawnSync(process.execPath, [cli, ...argv], { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28, ...options });
  if (run.status !== 0) throw new Error(`uri-grammar ${argv.join(' ')}: ${run.stderr}`);
  return run;
};

const adapters = uriGrammar(['conformance', 'adapters', '--json']).stdout.trim().split('\n').map((l) => JSON.parse(l));
const installed = adapters.filter((a) => a.installed).map((a) => a.name);
const missing = adapters.filter((a) => !a.installed).map((a) => a.name);
const sources = readdirSync(join(root, 'conformance', 'sources')).sort();

const started = Date.now();
const suiteRun = uriGrammar(['conformance', 'run', ...installed.flatMap((a) => ['-a', a]), '--out', join(out, 'results.jsonl')]);
const suiteSeconds = (Date.now() - started) / 1000;
const sourcesRun = uriGrammar(['conformance', 'run', ...installed.flatMap((a) => ['-a', a]), ...sources.flatMap((s) => ['--suite', join('conformance', 'sources', s)]), '--out', join(out, 'sources.jsonl'), '--shrink', '0']);
const seconds = (Date.now() - started) / 1000;
process.stderr.write(suiteRun.stderr + sourcesRun.stderr);
uriGrammar(['conformance', 'report', join(out, 'results.jsonl'), '--html', out, '--json', join(out, 'report.json')]);

/** A results file as { header, lines } per implementation, in the order of the run. */
function read(file) {
  const impls = [];
  for (const line of readFileSync(file, 'utf8').trim().split('\n')) {
    const o = JSON.parse(line);
    if (o.id === undefined) impls.push({ header: o, lines: [] });
    else impls[impls.length - 1].lines.push(o);
  }
  return impls;
}
const suite = read(join(out, 'results.jsonl'));
const fromSources = read(join(out, 'sources.jsonl'));
const manifest = JSON.parse(readFileSync(join(root, 'conformance', 'suite', 'suite.json'), 'utf8'));

const name = (h) => `${h.implementation.name}${h.implementation.version ? ` ${h.implementation.version}` : ''}`;
const count = (lines, pred) => lines.filter(pred).length;
/** "pass/scored" of the lines, skipped left out; "—" when none. */
const score = (lines) => {
  const scored = lines.filter((l) => l.outcome !== 'skipped');
  if (scored.length === 0) return '—';
  const errored = count(scored, (l) => l.outcome === 'errored');
  return `${count(scored, (l) => l.outcome === 'pass')}/${scored.length}${errored ? ` (${errored} errored)` : ''}`;
};

const summary = [
  '| implementation | language | adapter | cases claimed | pass | fail | errored | offsets agreed |',
  '|---|---|---|---:|---:|---:|---:|---:|',
  ...suite.map(({ header: h, lines }) => {
    const offsets = lines.filter((l) => l.offset !== undefined);
    return `| ${name(h)} | ${h.implementation.language ?? ''} | \`${h.adapter}\` | ${h.claimed} | ${count(lines, (l) => l.outcome === 'pass')} | ${count(lines, (l) => l.outcome === 'fail')} | ${count(lines, (l) => l.outcome === 'errored')} | ${offsets.length ? `${count(offsets, (l) => l.offset === 'pass')}/${offsets.length}` : '—'} |`;
  }),
];

/** The rows of the matrix: the rules and operations that at least two implementations were scored on. */
const rows = [];
const seen = new Set();
for (const { lines } of suite) {
  for (const l of lines) {
    const key = `${l.grammar} ${l.op === 'valid' ? l.rule : l.op}`;
    if (!seen.has(key)) (seen.add(key), rows.push(key));
  }
}
const rowOf = (l) => `${l.grammar} ${l.op === 'valid' ? l.rule : l.op}`;
const columns = suite.filter(({ header: h }) => h.implementation.name !== 'uri-grammar');
const scoredBy = (key) => columns.filter(({ lines }) => lines.some((l) => rowOf(l) === key));
const shared = rows.filter((k) => scoredBy(k).length >= 2);
// The rules one implementation alone answers, where it fails some case.
const alone = rows
  .filter((k) => scoredBy(k).length === 1)
  .map((k) => ({ key: k, impl: scoredBy(k)[0], lines: scoredBy(k)[0].lines.filter((l) => rowOf(l) === k) }))
  .filter(({ lines }) => lines.some((l) => l.outcome !== 'pass' && l.outcome !== 'skipped'));
const matrix = [
  `| grammar rule | ${columns.map(({ header: h }) => h.implementation.name).join(' | ')} |`,
  `|---|${columns.map(() => '---:').join('|')}|`,
  ...shared.map((key) => `| ${key} | ${columns.map(({ lines }) => score(lines.filter((l) => rowOf(l) === key))).join(' | ')} |`),
];
const aloneTable = alone.length
  ? ['| grammar rule | implementation | passes |', '|---|---|---:|', ...alone.map(({ key, impl, lines }) => `| ${key} | ${impl.header.implementation.name} | ${score(lines)} |`)]
  : ['(none)'];

const sourceTable = [
  `| source | ${fromSources.map(({ header: h }) => h.implementation.name).join(' | ')} |`,
  `|---|${fromSources.map(() => '---:').join('|')}|`,
  ...sources.map((s) => `| ${s} | ${fromSources.map(({ lines }) => score(lines.filter((l) => l.id.startsWith(`${s}/`)))).join(' | ')} |`),
];

const c = manifest.coverage;
const date = new Date().toISOString().slice(0, 10);
const block = `<!-- conformance-table:start (npm run conformance:table writes this block) -->
Run ${date} on ${machine}, by \`npm run conformance:table\`: the suite of ${Object.values(manifest.cases).reduce((a, b) => a + b, 0)} cases
(${manifest.cases.validity} validity cases over ${c.rules.length} rules of ${manifest.grammars.length} grammars; DFA transitions ${c.transitions.covered}/${c.transitions.total},
ABNF alternatives ${c.alternatives.covered}/${c.alternatives.total}, states with a rejected continuation ${c.rejectedStates.covered}/${c.rejectedStates.total})
against ${installed.length} adapters, then the public sources: ${seconds.toFixed(1)} s in all (the suite alone ${suiteSeconds.toFixed(1)} s).${missing.length ? ` Not installed here: ${missing.join(', ')}.` : ''}

Each implementation, on the cases its adapter claims:

${summary.join('\n')}

Rule by rule (passes of the cases scored, for the rules and operations two implementations or more were scored on;
uri-grammar passes every case):

${matrix.join('\n')}

The rules one implementation alone was scored on, where it failed some case (every other such rule it passed whole):

${aloneTable.join('\n')}

The public sources, each with its own expectations (uri-grammar's differences are listed in
test/proof/conformance-sources-known.json):

${sourceTable.join('\n')}
<!-- conformance-table:end -->`;

// The differences docs/conformance.md explains, each asked again of its adapter (when installed here).
const differences = JSON.parse(readFileSync(join(root, 'test', 'vectors', 'conformance-differences.json'), 'utf8')).differences;
const stale = [];
for (const d of differences) {
  if (!installed.includes(d.adapter)) {
    stale.push(`${d.adapter}: not installed here, its sentence not checked`);
    continue;
  }
  const dir = join(out, 'differences', `${differences.indexOf(d)}`);
  mkdirSync(dir, { recursive: true });
  const cases = d.cases.map(({ expected, answer, ...c }, i) => ({ id: `diff/${i}`, ...c, ...expected, why: d.sentence }));
  writeFileSync(join(dir, 'cases.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
  uriGrammar(['conformance', 'run', '-a', d.adapter, '--suite', dir, '--out', join(dir, '..', `${differences.indexOf(d)}.jsonl`), '--shrink', '0']);
  const answers = readFileSync(join(dir, '..', `${differences.indexOf(d)}.jsonl`), 'utf8').trim().split('\n').slice(1).map((l) => JSON.parse(l).answer);
  d.cases.forEach((c, i) => {
    if (JSON.stringify(answers[i]) !== JSON.stringify(c.answer)) stale.push(`${d.adapter} ${JSON.stringify(c.input ?? [c.base, c.ref])}: answers ${JSON.stringify(answers[i])}, the doc says ${JSON.stringify(c.answer)}`);
  });
}
if (stale.length) {
  console.error(`docs/conformance.md's differences no longer hold:\n  ${stale.join('\n  ')}`);
  if (stale.some((s) => !s.includes('not installed'))) process.exitCode = 1;
}

const doc = join(root, 'docs', 'conformance.md');
if (!args.includes('--no-doc')) {
  const text = readFileSync(doc, 'utf8');
  const re = /<!-- conformance-table:start[\s\S]*?<!-- conformance-table:end -->/;
  if (!re.test(text)) throw new Error('docs/conformance.md has no conformance-table markers');
  writeFileSync(doc, text.replace(re, block));
  console.log(`docs/conformance.md: the tables of ${date}; the report in site/conformance/index.html (${seconds.toFixed(1)} s)`);
} else console.log(block);
