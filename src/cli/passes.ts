/**
 * The subcommands that expose the library's passes on command-line
 * arguments: `encode`, `decode`, `resolve`, `relativize`, `normalize`,
 * `equal` and `lint`. Each answers every input line (or argument) in turn,
 * aligned as ./line-results.ts says: one result line, or a positioned error
 * (`<stdin>:2:4: error: …`) and exit status 1; `--json` one record per line.
 *
 * `resolve`, `normalize` and `equal` take `--grammar NAME`: PASSES below is
 * the table grammar → pass, one entry per grammar that has the pass (RFC
 * 3986's, the root's; RFC 3987's, of uri-grammar/rfc3987; RFC 2396's and
 * RFC 1808's resolution); `resolve --grammar all` runs each grammar's
 * resolution in turn. The other subcommands are RFC 3986's.
 *
 * Loading this module loads no parser: each pass loads its library module
 * (and with it its grammar's parser) when it runs.
 */
import { isUriSyntaxError } from '../core/errors.js';
import { percentEncode, percentDecode, type EncodeSet } from '../encoding/percent-encoding.js';
import type { NormalizeLevel } from '../passes/normalize.js';
import type { ComparisonLevel } from '../passes/compare.js';
import type { LintFinding } from '../lint/index.js';
import { excerpt } from '../core/errors.js';
import { BOM_HINT, cappedInput, columnOf } from './check-lines.js';
import { paletteFor, PLAIN } from './color.js';
import { DEFAULT_GRAMMAR, GRAMMAR_NAMES } from './grammars.js';
import { EXIT_INVALID, EXIT_OK, EXIT_USAGE, write, type Io } from './io.js';
import { eachLine, encodingError, errorRecord, errorText, lineError, reportError, type LineError } from './line-results.js';
import { startsWithBom, type InputLine } from './lines.js';

// ----- the table grammar → pass -----

/** The options of `normalize`, as every grammar's pass takes them (`nfc` only where the entry lists it). */
export interface NormalizeRequest {
  readonly level: NormalizeLevel;
  readonly ipv6: 'rfc3986' | 'rfc5952';
  /** `--nfc`: Unicode NFC first (RFC 3987 §5.3.2.2). */
  readonly nfc?: boolean;
}

/** The options of `equal`, as every grammar's comparison takes them (`nfc`, `viaURI` only where the entry lists them). */
export interface CompareRequest {
  readonly level: ComparisonLevel;
  /** `--nfc`: Unicode NFC first (RFC 3987 §5.3.2.2). */
  readonly nfc?: boolean;
  /** `--via-uri`: compare the URIs the IRIs map to (RFC 3987 §3.1, §5.3.2.3). */
  readonly viaURI?: boolean;
}

/** The options of `resolve` (`appendixB` only where the entry lists `appendix-b`). */
export interface ResolveRequest {
  /** Not `--loose`: a reference with the base's scheme is absolute (RFC 3986 §5.2.2; RFC 2396 §5.2 step 3). */
  readonly strict: boolean;
  /** `--appendix-b`: RFC 2396 references read by Appendix B's expression, not the grammar (`?y`). */
  readonly appendixB?: boolean;
}

/** What each pass of the table runs, for one grammar: the library function, on strings. */
export interface PassFunctions {
  /** The target of `ref` against `base` (`resolve` of the grammar's module). */
  resolve(base: string, ref: string, options: ResolveRequest): string;
  /** The normal form of `input` (`normalize`). */
  normalize(input: string, options: NormalizeRequest): string;
  /** The comparison key of `input` (`comparisonKey`): two inputs are equivalent when their keys are equal. */
  equal(input: string, options: CompareRequest): string;
}

/** The subcommands that take `--grammar NAME` through PASSES. */
export type GrammarPass = keyof PassFunctions;

/** One grammar's pass: what it follows (for --help), the options only it takes, and its function, loaded on first use. */
export interface PassEntry<F> {
  /** The sections the pass follows, for --help (`RFC 3987 §6.5: IRIs`). */
  readonly follows: string;
  /** The command-line options (without `--`) of this grammar's pass that not every grammar's pass of the command takes. */
  readonly options?: readonly string[];
  /** False when `--grammar all` leaves the grammar out (RFC 3987: an IRI resolves as RFC 3986 resolves a URI). */
  readonly inAll?: boolean;
  /** The pass's function (it loads the grammar's library module and parser). */
  load(): Promise<F>;
}

const rfc3987 = () => import('../grammars/rfc3987/index.js');

/**
 * For each pass that takes `--grammar`, the grammars that have it, by their
 * name in GRAMMARS. A grammar gains a pass with one entry here (its `--help`
 * line, its usage errors and `--grammar NAME` follow); the grammars of a pass
 * are listed in GRAMMARS order.
 */
export const PASSES: { readonly [P in GrammarPass]: Readonly<Record<string, PassEntry<PassFunctions[P]>>> } = {
  resolve: {
    rfc3986: { follows: 'RFC 3986 §5.2', options: ['loose'], load: async () => (await import('../grammars/rfc3986/resolve.js')).resolve },
    rfc3987: { follows: 'RFC 3987 §6.5: IRIs, by RFC 3986 §5.2', options: ['loose'], inAll: false, load: async () => (await rfc3987()).resolve },
    rfc2396: {
      follows: 'RFC 2396 §5.2 (.. above the root kept)',
      options: ['loose', 'appendix-b'],
      load: async () => {
        const { resolve } = await import('../grammars/rfc2396/index.js');
        return (base, ref, { strict, appendixB }) => resolve(base, ref, { strict: appendixB !== true, backwardsCompatible: !strict });
      },
    },
    rfc1808: { follows: 'RFC 1808 §4 (params; empty = absent)', load: async () => (await import('../grammars/rfc1808/index.js')).resolve },
  },
  normalize: {
    rfc3986: { follows: 'RFC 3986 §6.2.2, §6.2.3', load: async () => (await import('../grammars/rfc3986/normalize.js')).normalize },
    rfc3987: { follows: 'RFC 3987 §5.3.2, §5.3.3: IRIs', options: ['nfc'], load: async () => (await rfc3987()).normalize },
  },
  equal: {
    rfc3986: { follows: 'RFC 3986 §6.2', load: async () => (await import('../grammars/rfc3986/normalize.js')).comparisonKey },
    rfc3987: { follows: 'RFC 3987 §5.3: IRIs', options: ['nfc', 'via-uri'], load: async () => (await rfc3987()).comparisonKey },
  },
};

/** The grammars that have the pass, in GRAMMARS order. */
export function passGrammars(pass: GrammarPass): string[] {
  return GRAMMAR_NAMES.filter((name) => Object.hasOwn(PASSES[pass], name));
}

/** The options that only some grammars' `pass` takes, each with those grammars. */
export function grammarOptions(pass: GrammarPass): Map<string, string[]> {
  const by = new Map<string, string[]>();
  for (const name of passGrammars(pass)) {
    for (const option of PASSES[pass][name].options ?? []) by.set(option, [...(by.get(option) ?? []), name]);
  }
  return by;
}

/** A pass's function for a grammar of `passGrammars(pass)`. */
function passOf<P extends GrammarPass>(pass: P, grammar: string): Promise<PassFunctions[P]> {
  const entry = Object.hasOwn(PASSES[pass], grammar) ? (PASSES[pass][grammar] as PassEntry<PassFunctions[P]>) : undefined;
  if (!entry) return Promise.reject(new Error(`no ${pass} pass for grammar '${grammar}'`));
  return entry.load();
}

// ----- the subcommands -----

/** The inputs of a pass: the lines of ./lines.ts (arguments or standard input). */
export type Lines = AsyncIterable<InputLine> | Iterable<InputLine>;

/** The hint of a line that is not UTF-8 for `encode` and `decode`, whose lines are text, not URIs. */
const TEXT_ENCODING_HINT = 'lines are read as UTF-8: check the input\'s encoding (iconv converts it), or percent-encode its bytes';

/** `uri-grammar encode [--set S] [--json] TEXT…`: percent-encodes every character outside the set (RFC 3986 §2.1, §2.5). */
export async function runEncode(lines: Lines, set: EncodeSet, json: boolean, io: Io): Promise<number> {
  return eachLine(lines, (text) => percentEncode(text, set), { command: 'encode', grammar: DEFAULT_GRAMMAR, json, encodingHint: TEXT_ENCODING_HINT }, io);
}

/** `uri-grammar decode [--json] TEXT…`: decodes percent-encodings as UTF-8 (RFC 3986 §2.1, §2.5). */
export async function runDecode(lines: Lines, json: boolean, io: Io): Promise<number> {
  return eachLine(lines, (text) => percentDecode(text), { command: 'decode', grammar: DEFAULT_GRAMMAR, json, encodingHint: TEXT_ENCODING_HINT }, io);
}

/**
 * A BASE that the pass cannot use (not a URI-reference, or relative) is one
 * error about it, before any input is read: the caller exits 2. Resolves to
 * the report (for standard error), or null when BASE is good.
 */
async function baseError(command: string, grammar: string, base: string, probe: () => unknown): Promise<string | null> {
  try {
    probe();
    return null;
  } catch (e) {
    const error = await lineError({ file: '<base>', line: 1, text: base }, e, { grammar });
    const named = grammar === DEFAULT_GRAMMAR ? '' : `${grammar}: `;
    const { line, caret } = excerpt(error.input, error.offset);
    return (
      `uri-grammar: ${command}: ${named}BASE is not a base URI: ${error.message}\n  ${line}\n  ${caret}\n` + (error.hint ? `hint: ${error.hint}\n` : '')
    );
  }
}

/** `uri-grammar resolve [--grammar G] [--loose] [--json] BASE REF…`: the target of each REF (RFC 3986 §5.2; RFC 3987 §6.5; RFC 2396 §5.2; RFC 1808 §4). */
export async function runResolve(base: string, refs: Lines, grammar: string, options: ResolveRequest, json: boolean, io: Io): Promise<number> {
  const resolve = await passOf('resolve', grammar);
  // The empty reference is valid in every grammar: resolving it fails only for the base.
  const bad = await baseError('resolve', grammar, base, () => resolve(base, '', options));
  if (bad !== null) {
    await write(io.stderr, bad);
    return EXIT_USAGE;
  }
  return eachLine(refs, (ref) => resolve(base, ref, options), { command: 'resolve', grammar, json }, io);
}

/** The grammars of `resolve --grammar all`: those with a resolve pass that is their own algorithm. */
export function resolveAllGrammars(): string[] {
  return passGrammars('resolve').filter((name) => PASSES.resolve[name].inAll !== false);
}

/**
 * `uri-grammar resolve --grammar all BASE REF…`: each REF, then its target by
 * each grammar of `resolveAllGrammars()` one under another, a result that
 * differs from the first grammar's (RFC 3986's) marked; 1 when some failed.
 * With `--json`, one record per REF:
 * `{"type":"line", file, line, input, results: {GRAMMAR: {"output"} or {"error"}}}`.
 * A BASE that the first grammar (RFC 3986) cannot use is one error, exit 2.
 */
export async function runResolveAll(base: string, refs: Lines, options: ResolveRequest, json: boolean, io: Io): Promise<number> {
  const names = resolveAllGrammars();
  const passes = await Promise.all(names.map((name) => passOf('resolve', name)));
  const bad = await baseError('resolve', names[0], base, () => passes[0](base, '', options));
  if (bad !== null) {
    await write(io.stderr, bad);
    return EXIT_USAGE;
  }
  const width = Math.max(...names.map((n) => n.length));
  let status = EXIT_OK;
  for await (const input of refs) {
    if (input.text === null) {
      status = EXIT_INVALID;
      await reportError(input, encodingError(input, { grammar: ALL_NAME }), { json, grammar: DEFAULT_GRAMMAR }, json ? PLAIN : paletteFor(io.stderr, io.env), io);
      continue;
    }
    const ref = input.text;
    const results = passes.map((resolve) => {
      try {
        return { ok: true, text: resolve(base, ref, options), error: null };
      } catch (e) {
        status = EXIT_INVALID;
        return { ok: false, text: `error: ${e instanceof Error ? e.message : String(e)}`, error: e };
      }
    });
    if (json) {
      const byGrammar: Record<string, { output: string } | { error: LineError }> = {};
      for (const [i, r] of results.entries()) byGrammar[names[i]] = r.ok ? { output: r.text } : { error: await lineError(input, r.error, { grammar: names[i] }) };
      await write(io.stdout, JSON.stringify({ type: 'line', file: input.file, line: input.line, ...cappedInput(ref, 0), results: byGrammar }) + '\n');
      continue;
    }
    const resultWidth = Math.max(...results.map((r) => r.text.length));
    let out = `${ref === '' ? '""' : excerpt(ref, 0).line}\n`;
    results.forEach((r, i) => {
      const differs = i > 0 && (r.ok !== results[0].ok || r.text !== results[0].text);
      out += `  ${names[i].padEnd(width)}  ${differs ? r.text.padEnd(resultWidth) + `  ≠ ${names[0]}` : r.text}\n`;
    });
    await write(io.stdout, out);
  }
  return status;
}

/** The grammar named in the error of a line `resolve --grammar all` cannot read. */
const ALL_NAME = 'all';

/** `uri-grammar relativize [--json] BASE TARGET…`: the shortest reference that resolves to each TARGET. */
export async function runRelativize(base: string, targets: Lines, json: boolean, io: Io): Promise<number> {
  const { relativize } = await import('../grammars/rfc3986/resolve.js');
  // Any URI is a target that relativize answers (with itself, at worst) when the base is good.
  const bad = await baseError('relativize', DEFAULT_GRAMMAR, base, () => relativize(base, 'x:'));
  if (bad !== null) {
    await write(io.stderr, bad);
    return EXIT_USAGE;
  }
  return eachLine(targets, (target) => relativize(base, target), { command: 'relativize', grammar: DEFAULT_GRAMMAR, json }, io);
}

/** `uri-grammar normalize [--grammar G] [--level L] [--ipv6 F] [--nfc] [--json] REF…` (RFC 3986 §6.2.2, §6.2.3; RFC 3987 §5.3.2). */
export async function runNormalize(refs: Lines, grammar: string, options: NormalizeRequest, json: boolean, io: Io): Promise<number> {
  const normalize = await passOf('normalize', grammar);
  return eachLine(refs, (ref) => normalize(ref, options), { command: 'normalize', grammar, json }, io);
}

/**
 * The error of a pass on one input, for standard error: a syntax error with
 * its caret and hint, any other error of the library as its message; with
 * the grammar's name in front (as `check --grammar all` writes it) when the
 * grammar is not the default one.
 */
function failure(command: string, grammar: string, input: string, e: unknown): string {
  const named = grammar === DEFAULT_GRAMMAR ? '' : `${grammar}: `;
  if (isUriSyntaxError(e)) return named + e.format() + '\n';
  return `uri-grammar ${command}: ${named}${JSON.stringify(input)}: ${e instanceof Error ? e.message : String(e)}\n`;
}

/**
 * `uri-grammar equal [--grammar G] [--level L] A B` (RFC 3986 §6.2; RFC 3987
 * §5.3): prints `equivalent` or `not equivalent` with both comparison keys,
 * and exits 0 or 1, as `cmp` does; an input that is not a reference of the
 * grammar exits 2.
 */
export async function runEqual(a: string, b: string, grammar: string, options: CompareRequest, io: Io): Promise<number> {
  const comparisonKey = await passOf('equal', grammar);
  const keys: string[] = [];
  for (const input of [a, b]) {
    try {
      keys.push(comparisonKey(input, options));
    } catch (e) {
      await write(io.stderr, failure('equal', grammar, input, e));
      return EXIT_USAGE;
    }
  }
  const same = keys[0] === keys[1];
  const how = [
    ...(grammar === DEFAULT_GRAMMAR ? [] : [grammar]),
    options.level,
    ...(options.nfc ? ['NFC'] : []),
    ...(options.viaURI ? ['via URI'] : []),
  ].join(', ');
  await write(io.stdout, `${same ? 'equivalent' : 'not equivalent'} (${how}): ${keys[0]} ${same ? '==' : '!='} ${keys[1]}\n`);
  return same ? EXIT_OK : EXIT_INVALID;
}

/**
 * `uri-grammar lint [--json] [REF…]`: the RFC 3986 §7 findings of each REF
 * (or of each line of standard input when there is none), reported as
 *
 *     <args>:2:8: warning: MESSAGE [code]
 *       the input
 *              ^~~~~~
 *
 * where the "line" is the argument's position (or the line of standard
 * input) and the column counts code points; a line without findings prints
 * nothing. With `--json`, one record per line, with or without findings:
 * `{"type":"line", file, line, findings: [{code, severity, start, end,
 * message, column, excerpt}], hint, input}`, or the error record of a line
 * that is not UTF-8. Exit 1 when any finding has severity `error` or a line
 * cannot be read; warnings and infos alone exit 0 (as linters do).
 */
export async function runLint(lines: Lines, json: boolean, io: Io): Promise<number> {
  const { lint } = await import('../lint/index.js');
  const palette = json ? PLAIN : paletteFor(io.stdout, io.env);
  let status = EXIT_OK;
  for await (const line of lines) {
    if (line.text === null) {
      status = EXIT_INVALID;
      const error = encodingError(line, { grammar: DEFAULT_GRAMMAR });
      await write(io.stdout, json ? JSON.stringify(errorRecord(line, error)) + '\n' : errorText(line, error, false, palette));
      continue;
    }
    const input = line.text;
    const findings = lint(input);
    // A byte order mark that begins standard input is the input's first character: say so once.
    const hint = startsWithBom(line) ? BOM_HINT : null;
    if (findings.some((f) => f.severity === 'error')) status = EXIT_INVALID;
    if (json) {
      const records = findings.map((f) => ({ ...f, column: columnOf(input, f.start), excerpt: excerpt(input, f.start).line }));
      await write(io.stdout, JSON.stringify({ type: 'line', file: line.file, line: line.line, findings: records, hint, ...cappedInput(input, findings[0]?.start ?? 0) }) + '\n');
      continue;
    }
    let out = '';
    for (const f of findings) {
      const location = palette.location(`${line.file}:${line.line}:${columnOf(input, f.start)}:`);
      out += `${location} ${palette.severity(`${f.severity}:`)} ${f.message} [${f.code}]\n${underline(input, f, palette.caret)}`;
    }
    if (hint && findings.length > 0) out += `${palette.hint('hint:')} ${hint}\n`;
    await write(io.stdout, out);
  }
  return status;
}

/** The input with the finding's span underlined: a caret, then "~" to its end (within the excerpt). */
function underline(input: string, f: LintFinding, caret: (s: string) => string): string {
  const { line, caret: at } = excerpt(input, f.start);
  const visibleEnd = [...line].length;
  const span = [...input.slice(f.start, f.end)].length;
  const width = Math.max(1, Math.min(span, visibleEnd - at.length + 1));
  return `  ${line}\n  ${caret(at + '~'.repeat(width - 1))}\n`;
}
