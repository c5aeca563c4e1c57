/*
 * data-urls (jsdom's WHATWG data: URL processor), out of process (jest cannot
 * load whatwg-url's ES module dependencies): reads a JSON array of inputs from
 * standard input and writes, for each, null when the processor fails, else
 * [essence of the MIME type, the body's octets in hex]. It also writes the
 * Node.js version it ran on: data-urls 8 declares Node 22, and the test runs
 * it on the Node that runs the tests.
 */
const parseDataURL = require('data-urls');

let text = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (text += chunk));
process.stdin.on('end', () => {
  const results = JSON.parse(text).map((input) => {
    const r = parseDataURL(input);
    return r === null ? null : [`${r.mimeType.type}/${r.mimeType.subtype}`, Buffer.from(r.body).toString('hex')];
  });
  process.stdout.write(JSON.stringify({ node: process.version, results }));
});
