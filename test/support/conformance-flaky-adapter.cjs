// A conformance adapter that misbehaves on purpose, for
// test/proof/conformance-harness.test.ts: it dies on an input holding
// "CRASH", never answers one holding "HANG", answers one holding "GARBAGE"
// with a line that is not JSON, throws on "THROW", and otherwise says an
// input is valid when it holds no space. Every request it reads is appended
// to a file, to count them.
'use strict';
const fs = require('node:fs');
const readline = require('node:readline');

const log = process.argv[2];
const lines = readline.createInterface({ input: process.stdin });
lines.on('line', (line) => {
  if (log) fs.appendFileSync(log, line + '\n');
  const r = JSON.parse(line);
  if (r.cmd === 'start') return console.log(JSON.stringify({ ready: true, version: 1, implementation: { name: 'flaky', version: '0', language: 'javascript' }, claims: { ops: ['valid'], grammars: { rfc3986: ['URI'] } } }));
  if (r.cmd === 'stop') return process.exit(0);
  if (r.input.includes('CRASH')) process.exit(3);
  if (r.input.includes('HANG')) for (;;);
  if (r.input.includes('GARBAGE')) return console.log('this is not JSON');
  if (r.input.includes('THROW')) return console.log(JSON.stringify({ seq: r.seq, errored: true, message: 'Error: thrown' }));
  console.log(JSON.stringify({ seq: r.seq, valid: !r.input.includes(' ') }));
});
