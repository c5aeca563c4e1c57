/**
 * The command-line options of the scripts: `--name value` and `--flag`.
 */
const argv = process.argv.slice(2);

/** The value after `--name`, or `fallback` when the option is absent; a number when `fallback` is one. */
export function opt(name, fallback) {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const v = argv[i + 1];
  if (v === undefined) throw new Error(`--${name} needs a value`);
  return typeof fallback === 'number' ? Number(v) : v;
}

/** True when `--name` is given. */
export function flag(name) {
  return argv.includes(`--${name}`);
}

/** A size such as `512`, `100K`, `10M` or `2G` (K = 1,024). */
export function size(text) {
  const m = /^(\d+(?:\.\d+)?)([KMG]?)$/i.exec(text);
  if (!m) throw new Error(`bad size: ${text}`);
  return Math.round(Number(m[1]) * { '': 1, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[m[2].toUpperCase()]);
}
