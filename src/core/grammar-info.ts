/**
 * The metadata of a grammar of the family (generated/grammars.ts, from
 * grammar/grammars.json): what `GRAMMARS` lists, and the scheme rule it names
 * for an input.
 */

/** Where an RFC stands: current, or obsoleted or updated by which RFCs. */
export interface GrammarStatus {
  /** True when no RFC obsoletes it. */
  readonly current: boolean;
  readonly obsoletes?: readonly number[];
  readonly obsoletedBy?: readonly number[];
  readonly updates?: readonly number[];
  readonly updatedBy?: readonly number[];
}

/** One grammar of the family. */
export interface GrammarInfo {
  /** The grammar's one name: file stem, subpath export (`uri-grammar/rfc3987`), `--grammar` value. */
  readonly name: string;
  /** The RFC's number; `null` for a grammar added without one (`npm run add-grammar` without `--rfc`). */
  readonly rfc: number | null;
  /** The RFC's title. */
  readonly title: string;
  readonly status: GrammarStatus;
  /** The rule that `parse` and `check` use by default. */
  readonly start: string;
  /**
   * What its language is: `uri`, URI references, IRIs or URLs of every scheme
   * (`--grammar all` and the conformance report's rows are these); `scheme`,
   * the syntax of one scheme, checked where RFC 3986 stops (its rows are
   * `schemeRules`); `template`, URI Templates (RFC 6570), which describe URIs
   * and are none.
   */
  readonly kind: 'uri' | 'scheme' | 'template';
  /** `ascii`: US-ASCII terminals; `unicode`: code points (a surrogate pair in a JavaScript string). */
  readonly alphabet: 'ascii' | 'unicode';
  /** The grammar's rules, as the RFC names them, in the grammar's order. */
  readonly ruleNames: readonly string[];
  /** Its top-level rules: the rows of its conformance report (`uri-grammar/conform`). */
  readonly conform: readonly string[];
  /**
   * Scheme (lower case) → the rule that defines that scheme's syntax (RFC 1738:
   * `http` → `httpurl`): the conformance report adds its row for an input of that scheme.
   */
  readonly schemeRules: Readonly<Record<string, string>>;
  /**
   * In a grammar of one scheme: true when its `schemeRules` match a URI's
   * fragment too (RFC 8141's f-component); false when they match a URI
   * without its "#" and fragment (`schemePart`), which RFC 3986 alone defines
   * (§3.5: the fragment is not the scheme's). False in every other grammar.
   */
  readonly schemeFragment: boolean;
}

/**
 * The input's scheme, lower-cased, when it begins with one: the characters
 * before the first ":" if they are all letters, digits, "+", "-" or "."
 * (RFC 1738 §2.1 lets a scheme begin with a digit; the grammars then judge).
 */
export function schemeOf(input: string): string | null {
  const colon = input.indexOf(':');
  if (colon <= 0) return null;
  const scheme = input.slice(0, colon);
  return /^[A-Za-z0-9+.-]+$/.test(scheme) ? scheme.toLowerCase() : null;
}

/**
 * The rule of `grammar` that defines the syntax of the input's scheme
 * (`schemeRules`: RFC 1738's `httpurl` for `http:` or `HTTP:`), or `null`.
 */
export function schemeRuleOf(grammar: GrammarInfo, input: string): string | null {
  const scheme = schemeOf(input);
  return scheme !== null && Object.prototype.hasOwnProperty.call(grammar.schemeRules, scheme) ? grammar.schemeRules[scheme]! : null;
}

/**
 * The part of a URI that a scheme grammar's rule matches: the whole URI when
 * the rule matches the fragment too (`GrammarInfo.schemeFragment`), else the
 * URI before its first "#": RFC 3986 §3.5 says the fragment's "semantics are
 * independent of the URI scheme" and §3 ends the hierarchical part at the
 * first "#". Offsets in the part are offsets in the URI.
 */
export function schemePart(input: string, fragment: boolean): string {
  if (fragment) return input;
  const hash = input.indexOf('#');
  return hash < 0 ? input : input.slice(0, hash);
}
