/**
 * The grammars the `uri-grammar` command knows, for `--grammar NAME`: each
 * grammar's API module, loaded only when a run needs it, so that loading the
 * command (or checking by one grammar) does not load every grammar's parser.
 *
 * The metadata (name, title, start rule, rule names) is `GRAMMARS`
 * (generated/grammars.ts), which loads no parser: usage errors and `--help`
 * need nothing else. The modules are the registry's (generated/registry.ts):
 * a grammar of grammar/grammars.json is a grammar of the command.
 */
import { GRAMMARS } from '../../generated/grammars.js';
import { LOADERS } from '../../generated/registry.js';
import type { GrammarInfo } from '../core/grammar-info.js';
import type { UriSyntaxError } from '../core/errors.js';
import { UsageError } from './io.js';

/** What the command uses of a grammar's module (`uri-grammar/rfc3986`, `uri-grammar/rfc3987`, ...). */
export interface GrammarModule {
  /** Parses by a rule of the grammar; throws a UriSyntaxError for an invalid input. */
  parse(input: string, rule: string): object;
  /** The syntax error of the input against a rule of the grammar, or null when it matches. */
  check(input: string, rule: string): UriSyntaxError<string> | null;
}

/** The value of `--grammar` that answers for every grammar at once (`check` only). */
export const ALL = 'all';

/**
 * The grammar when `--grammar` is not given: the first of GRAMMARS, RFC 3986
 * (the grammar of the passes that are RFC 3986's alone, ./options.ts).
 */
export const DEFAULT_GRAMMAR = GRAMMARS[0].name;

/** The grammars the command can load, in GRAMMARS order (the order of `--grammar all`). */
export const CLI_GRAMMARS: readonly GrammarInfo[] = GRAMMARS.filter((g) => Object.hasOwn(LOADERS, g.name));

/** The grammars of `--grammar all`: those of URI references, IRIs and URLs (`kind` uri), not of one scheme or of templates. */
export const ALL_GRAMMARS: readonly GrammarInfo[] = CLI_GRAMMARS.filter((g) => g.kind === 'uri');

/**
 * The schemes that a grammar of one scheme defines (`kind: scheme`), each
 * with its grammar, in GRAMMARS order: what `--schemes` checks and compares
 * (metadata only: the scheme layer itself is loaded when a run asks for it).
 */
export const SCHEME_GRAMMARS: readonly { readonly scheme: string; readonly grammar: string }[] = CLI_GRAMMARS.filter((g) => g.kind === 'scheme').flatMap((g) =>
  Object.keys(g.schemeRules).map((scheme) => ({ scheme, grammar: g.name })),
);

/** The names of the grammars with a loader (for the tests: each has its metadata in GRAMMARS). */
export const LOADER_NAMES: readonly string[] = Object.keys(LOADERS);

/** The grammar names, for messages: `rfc3986, rfc3987, rfc6874`. */
export const GRAMMAR_NAMES: readonly string[] = CLI_GRAMMARS.map((g) => g.name);

/** A grammar's metadata by name, or undefined. */
export function grammarInfo(name: string): GrammarInfo | undefined {
  return CLI_GRAMMARS.find((g) => g.name === name);
}

const loaded = new Map<string, GrammarModule>();
const loading = new Map<string, Promise<GrammarModule>>();

/** Loads a grammar's API module (once) and keeps it for `loadedGrammar`. */
export function loadGrammar(name: string): Promise<GrammarModule> {
  let p = loading.get(name);
  if (!p) {
    if (!Object.hasOwn(LOADERS, name)) return Promise.reject(new Error(`no loader for grammar '${name}'`));
    p = LOADERS[name]!().then((api) => {
      // The rule is checked against the grammar's rule names before any call (`ruleOption`).
      const m = api as unknown as GrammarModule;
      loaded.set(name, m);
      return m;
    });
    loading.set(name, p);
  }
  return p;
}

/** Loads several grammars' modules. */
export async function loadGrammars(names: Iterable<string>): Promise<void> {
  await Promise.all([...new Set(names)].map(loadGrammar));
}

/** A grammar's module that `loadGrammar` has loaded (synchronous, for the checking loop). */
export function loadedGrammar(name: string): GrammarModule {
  const m = loaded.get(name);
  if (!m) throw new Error(`grammar '${name}' is not loaded`);
  return m;
}

/**
 * The grammar of `--grammar` (undefined: the default), checked against the
 * known names; `all` only when the command takes it.
 */
export function grammarOption(value: unknown, allowAll: boolean): string {
  const name = value === undefined ? DEFAULT_GRAMMAR : String(value);
  if (name === ALL && allowAll) return ALL;
  if (grammarInfo(name)) return name;
  if (name === ALL) throw new UsageError(`--grammar all is for check only: use one of ${GRAMMAR_NAMES.join(', ')}`);
  throw new UsageError(`unknown grammar '${name}': use one of ${[...GRAMMAR_NAMES, ...(allowAll ? [ALL] : [])].join(', ')}`);
}

/** `--rule` (undefined: the grammar's start rule), checked against the grammar's rule names. */
export function ruleOption(grammar: string, value: unknown): string {
  const info = grammarInfo(grammar)!;
  if (value === undefined) return info.start;
  const rule = String(value);
  if (!info.ruleNames.includes(rule)) throw new UsageError(`unknown rule '${rule}' of ${grammar}: use one of its rules: ${info.ruleNames.join(', ')}`);
  return rule;
}

/** One grammar and the rule each line must match. Plain data: it is posted to the workers. */
export interface GrammarRule {
  readonly grammar: string;
  readonly rule: string;
}

/**
 * The grammars and rules of `--grammar G [--rule R]`: one, or for
 * `--grammar all` every grammar of URIs (`ALL_GRAMMARS`), each by its start rule, or, with `--rule R`,
 * every grammar that has a rule R (`IP-literal`: RFC 3986, 3987 and 6874; the
 * legacy grammars name their rules differently).
 */
export function grammarRules(grammar: string, rule: unknown): GrammarRule[] {
  if (grammar !== ALL) return [{ grammar, rule: ruleOption(grammar, rule) }];
  if (rule === undefined) return ALL_GRAMMARS.map((g) => ({ grammar: g.name, rule: g.start }));
  const name = String(rule);
  const having = ALL_GRAMMARS.filter((g) => g.ruleNames.includes(name));
  if (having.length === 0) throw new UsageError(`unknown rule '${name}': with --grammar all, use a rule of some grammar (see --grammar NAME --help)`);
  return having.map((g) => ({ grammar: g.name, rule: name }));
}

/**
 * The grammars for --help, one per line after `indent`: its name, its start
 * rule and its status (`rfc6874  URI-reference  obsoleted by RFC 9844`);
 * with `titles`, its RFC's title instead of the start rule, wrapped to 78 columns.
 */
export function grammarLines(indent: string, titles = false): string {
  const width = Math.max(...GRAMMAR_NAMES.map((n) => n.length));
  const ruleWidth = Math.max(...CLI_GRAMMARS.map((g) => g.start.length));
  return CLI_GRAMMARS.map((g) => {
    const obsoletedBy = g.status.obsoletedBy?.length ? `obsoleted by ${g.status.obsoletedBy.map((n) => `RFC ${n}`).join(', ')}` : '';
    const obsolete = obsoletedBy && `, ${obsoletedBy}`;
    // The name says the RFC: the short line says whether it is current.
    if (!titles) return `${indent}${g.name.padEnd(width)}  ${g.start.padEnd(ruleWidth)}  ${obsoletedBy || 'current'}`;
    const head = `${indent}${g.name.padEnd(width)}  `;
    return wrap(`${g.rfc === null ? g.name : `RFC ${g.rfc}`}${obsolete}: ${g.title}`, 78 - head.length)
      .map((l, i) => (i === 0 ? head : ' '.repeat(head.length)) + l)
      .join('\n');
  }).join('\n');
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  lines.push(line);
  return lines;
}
