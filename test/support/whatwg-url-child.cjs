/*
 * whatwg-url, out of process (jest cannot load its ES module dependencies):
 * reads a JSON array of [input, base] from standard input and writes, for
 * each, null when the parser fails, else [hostname, href, protocol].
 */
const { URL } = require('whatwg-url');

let text = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => (text += chunk));
process.stdin.on('end', () => {
  const out = JSON.parse(text).map(([input, base]) => {
    try {
      const u = new URL(input, base);
      return [u.hostname, u.href, u.protocol];
    } catch {
      return null;
    }
  });
  process.stdout.write(JSON.stringify(out));
});
