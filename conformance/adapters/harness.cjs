// The protocol loop the JavaScript adapters share (docs/conformance.md): one
// JSON request a line on standard input, one JSON answer a line on standard
// output. `serve` answers `start` with the implementation and its claims,
// each `run` with what `run(request)` returns (an exception it throws is the
// case's `errored` answer), and ends on `stop`.
'use strict';
const readline = require('node:readline');

/** A lone surrogate cannot be sent as UTF-8 text: such an input comes as hex too (inputHex), and the JSON string holds it already. */
function serve({ implementation, claims, run }) {
  const lines = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  const answer = (o) => process.stdout.write(JSON.stringify(o) + '\n');
  lines.on('line', (line) => {
    if (line.trim() === '') return;
    let request;
    try {
      request = JSON.parse(line);
    } catch (e) {
      answer({ errored: true, message: `the request is not JSON: ${e.message}` });
      return;
    }
    if (request.cmd === 'start') return answer({ ready: true, version: 1, implementation, ...(claims ? { claims } : {}) });
    if (request.cmd === 'stop') {
      lines.close();
      return;
    }
    if (request.cmd !== 'run') return answer({ seq: request.seq, errored: true, message: `unknown command ${JSON.stringify(request.cmd)}` });
    let result;
    try {
      result = run(request);
    } catch (e) {
      result = { errored: true, message: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
    }
    answer({ seq: request.seq, ...result });
  });
}

/** The version of an npm package from its package.json, found next to its main file. */
function versionOf(pkg) {
  const path = require('node:path');
  const fs = require('node:fs');
  let dir = path.dirname(require.resolve(pkg));
  for (let i = 0; i < 6; i++, dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const json = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (json.name === pkg) return json.version;
    }
  }
  return undefined;
}

const notClaimed = (what) => ({ skipped: true, reason: `${what} is not claimed by this adapter` });

module.exports = { serve, versionOf, notClaimed };
