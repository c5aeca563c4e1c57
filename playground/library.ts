/**
 * The globals the page's classic scripts define, typed: the library's browser
 * build (`uriGrammar`), the traced parsers (`uriGrammarTraced`) and the
 * railroad diagrams (`uriGrammarDiagrams`), both built by scripts/playground.mjs.
 */
import type * as Root from '../src/index.js';
import type * as Conform from '../src/conform/index.js';

/** The browser build's global: the root's API, `conform`, and each other grammar's module under its name (`grammarModule`). */
export type Library = typeof Root & { conform: typeof Conform };

/** What every grammar's module has (its binding), and what some add (components, passes, the IRI mapping). */
export interface GrammarModule {
  parse(input: string, rule?: string): object;
  check(input: string, rule?: string): SyntaxErrorLike | null;
  isValid(input: string, rule?: string): boolean;
  components?: (input: string) => Record<string, string | null>;
  resolve?: (base: string, ref: string) => string;
  normalize?: (input: string, options?: object) => string;
  toURI?: (iri: string) => string;
  toIRI?: (uri: string) => string;
}

/** A UriSyntaxError, as the page reads it. */
export interface SyntaxErrorLike {
  readonly offset: number;
  readonly expected: readonly string[];
  readonly found: string | null;
  readonly rule: string;
  readonly grammar?: string;
  /** The likely mistake and the span it covers (`UriSyntaxError.diagnosis`). */
  readonly diagnosis: { readonly code: string; readonly message: string; readonly start: number; readonly end: number; readonly rfc: string } | null;
  format(): string;
}

/** One of Peggy's expectations (the `expected` items of its SyntaxError). */
export type PeggyExpectation =
  | { type: 'literal'; text: string; ignoreCase: boolean }
  | { type: 'class'; parts: (string | [string, string])[]; inverted: boolean; ignoreCase: boolean }
  | { type: 'any' }
  | { type: 'end' }
  | { type: 'other'; description: string };

/** Peggy's tracer interface, with the `failure` call that scripts/traced-parsers.mjs adds to peg$fail. */
export interface Tracer {
  trace(event: { type: 'rule.enter' | 'rule.match' | 'rule.fail'; rule: string; location: { start: { offset: number } } }): void;
  failure(offset: number, expected: PeggyExpectation): void;
}

/** One grammar's traced parser, and its rules' names: Peggy name -> RFC name. */
export interface TracedGrammar {
  readonly rules: Readonly<Record<string, string>>;
  readonly parser: {
    parse(input: string, options: { startRule: string; tracer: Tracer }): unknown;
    SyntaxError: new (...args: never[]) => Error;
  };
}

/** One rule's diagram (scripts/railroad.mjs). */
export interface RuleDiagram {
  /** As the RFC spells it. */
  readonly name: string;
  /** As the ABNF spells it. */
  readonly abnf: string;
  /** The ABNF definition, verbatim. */
  readonly text: string;
  /** An RFC 5234 core rule. */
  readonly core: boolean;
  /** The grammar an imported rule comes from (grammars.json `imports`). */
  readonly from?: string;
  readonly svg: string;
}

declare const uriGrammar: Library;
declare const uriGrammarTraced: Readonly<Record<string, TracedGrammar>>;
declare const uriGrammarDiagrams: Readonly<Record<string, readonly RuleDiagram[]>>;

export const lib: Library = uriGrammar;
export const traced = uriGrammarTraced;
export const diagrams = uriGrammarDiagrams;

/** A grammar's module: the root for RFC 3986, its subpath's exports for the others. */
export function grammarModule(name: string): GrammarModule {
  const module = name === 'rfc3986' ? lib : (lib as unknown as Record<string, unknown>)[name];
  if (module === undefined) throw new Error(`the library's browser build has no module for the grammar ${name}`);
  return module as GrammarModule;
}
