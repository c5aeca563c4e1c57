/**
 * Where RFC 3986 stops: a URI of a scheme that a grammar of the family defines
 * (`kind: scheme` in grammar/grammars.json: RFC 8141 for urn, RFC 2397 for
 * data, ...) must also match that grammar's rule for the scheme. RFC 3986 §3.1:
 * "Each URI begins with a scheme name that refers to a specification for
 * assigning identifiers within that scheme"; §1.1.1: a scheme "may further
 * restrict the syntax and semantics of identifiers using that scheme".
 *
 * The scheme grammars are found in generated/schemes.ts (written from the
 * list), so that a new one joins with no change here. Only the DFAs of their
 * scheme rules are held, each grammar's built when a URI of its scheme is
 * first met; a URI of any other scheme costs a look at its first characters.
 *
 * The fragment is RFC 3986's (§3.5: its "semantics are independent of the
 * URI scheme"): a scheme rule that does not match it (`schemeFragment`)
 * matches the URI before its "#". Only the grammar is checked: what a scheme's
 * RFC requires beyond its ABNF (RFC 5870 §3.4.2's ranges, a base64 payload)
 * is the lint's (src/lint/).
 */
import { SCHEMES, SCHEME_DFAS, SCHEME_HINTS, type SchemeGrammar } from '../../generated/schemes.js';
import { createValidator, VALID, type Diagnosis, type Validator } from '../core/dfa.js';
import { returnedSyntaxError, UriSyntaxError } from '../core/errors.js';
import { schemePart } from '../core/grammar-info.js';

export type { SchemeGrammar };
export { SCHEMES };

/** The option that turns the scheme grammars on (`check(uri, { schemes: true })`). */
export interface SchemeOptions {
  /**
   * `true`: a URI whose scheme has a grammar of its own (urn, data, tel, geo,
   * ...: `SCHEMES`) must also match it, where RFC 3986 stops. Default `false`.
   */
  readonly schemes?: boolean;
}

/** True when `options` asks for the scheme grammars; a TypeError for options of another shape. */
export function schemesAsked(options: SchemeOptions | undefined): boolean {
  if (options === undefined) return false;
  if (typeof options !== 'object' || options === null) throw new TypeError(`options must be an object, not ${options === null ? 'null' : typeof options}`);
  const { schemes } = options;
  if (schemes !== undefined && typeof schemes !== 'boolean') throw new TypeError(`options.schemes must be a boolean, not ${typeof schemes}`);
  return schemes === true;
}

/** A scheme of `SCHEMES`, ready to compare, and its grammar's validator once built. */
interface Entry {
  readonly grammar: SchemeGrammar;
  /** The scheme's code units, lower case. */
  readonly codes: readonly number[];
  validator: Validator | null;
}

/** The entries by the lower-case code of their scheme's first letter, `null` for none: 128 of them, made on first use. */
let byFirst: (Entry[] | null)[] | undefined;
/** The longest scheme's length. */
let longest = 0;

function entries(): (Entry[] | null)[] {
  // Dense, so that a look-up of a letter no scheme begins with reads no hole.
  const table: (Entry[] | null)[] = Array.from({ length: 128 }, () => null);
  // One validator per grammar, shared by its schemes.
  const shared = new Map<string, Entry[]>();
  for (const g of Object.values(SCHEMES)) {
    const codes = [...g.scheme].map((c) => c.charCodeAt(0));
    const entry: Entry = { grammar: g, codes, validator: null };
    (shared.get(g.grammar) ?? shared.set(g.grammar, []).get(g.grammar)!).push(entry);
    (table[codes[0]!] ??= []).push(entry);
    longest = Math.max(longest, codes.length);
  }
  return table;
}

/**
 * The entry of the URI's scheme, or `null` when its scheme has no grammar (or
 * it has no scheme). It reads at most the longest scheme's length and a ":",
 * whatever the URI's length, and allocates nothing; a URI whose first letter
 * begins no such scheme (`http:`) costs one table load.
 */
function entryOf(uri: string): Entry | null {
  const table = (byFirst ??= entries());
  // ASCII letters to lower case; any other code unit begins no scheme of the table.
  const c0 = uri.charCodeAt(0) | 0x20;
  const candidates = c0 < 128 ? table[c0]! : null;
  if (candidates === null) return null;
  const end = Math.min(uri.length, longest + 1);
  let colon = 1;
  while (colon < end && uri.charCodeAt(colon) !== 0x3a /* : */) colon++;
  if (colon === end) return null;
  for (const entry of candidates) {
    const codes = entry.codes;
    if (codes.length !== colon) continue;
    let i = 1;
    // Scheme characters are letters, digits, "+", "-" and "." (RFC 3986 §3.1): "| 0x20" lowers a letter and keeps the others.
    while (i < colon && (uri.charCodeAt(i) | 0x20) === codes[i]) i++;
    if (i === colon) return entry;
  }
  return null;
}

/**
 * The grammar of the URI's scheme, or `null` when its scheme has none (or it
 * has no scheme), reading at most the longest scheme's length and a ":".
 */
export function schemeGrammarOf(uri: string): SchemeGrammar | null {
  return entryOf(uri)?.grammar ?? null;
}

/** The validator of an entry's grammar's scheme rules, made on first use (once per grammar). */
function validatorOf(entry: Entry): Validator {
  if (entry.validator !== null) return entry.validator;
  let v = validators.get(entry.grammar.grammar);
  if (v === undefined) validators.set(entry.grammar.grammar, (v = createValidator(SCHEME_DFAS[entry.grammar.grammar]!())));
  return (entry.validator = v);
}

/** Each scheme grammar's validator, by grammar name. */
const validators = new Map<string, Validator>();

/**
 * True when `uri` matches the grammar of its scheme, or its scheme has none.
 * `uri` must be a valid RFC 3986 URI: this is the check after RFC 3986's.
 */
export function matchesSchemeGrammar(uri: string): boolean {
  const entry = entryOf(uri);
  return entry === null || validatorOf(entry).test(schemePart(uri, entry.grammar.fragment), entry.grammar.rule);
}

/**
 * The syntax error of `uri` against the grammar of its scheme, or `null` when
 * it matches or its scheme has none. `uri` must be a valid RFC 3986 URI. The
 * error's offset is in the whole URI; its rule, grammar and expectations are
 * the scheme grammar's, and its `hint()` says that RFC 3986 accepts the URI
 * and the scheme's RFC does not. `thrown`: an error with a stack, to throw.
 */
export function schemeSyntaxError(uri: string, thrown = false): UriSyntaxError<string> | null {
  const entry = entryOf(uri);
  if (entry === null) return null;
  const g = entry.grammar;
  const part = schemePart(uri, g.fragment);
  const validator = validatorOf(entry);
  if (validator.validate(part, g.rule) === VALID) return null;
  const failure = validator.diagnose(part, g.rule)!;
  let e: UriSyntaxError<string>;
  if (thrown) Object.setPrototypeOf((e = new UriSyntaxError<string>(uri, failure.offset, failure.expected, g.rule, g.grammar)), layerPrototype());
  else e = returnedSyntaxError<string>(uri, failure.offset, failure.expected, g.rule, g.grammar, null, layerPrototype());
  LAYERS.set(e, { g, part, failure });
  return e;
}

/** What the hint of an error of the scheme layer needs: the scheme's grammar, the part it checked, and its diagnosis. */
const LAYERS = new WeakMap<object, { readonly g: SchemeGrammar; readonly part: string; readonly failure: Diagnosis }>();

/**
 * The prototype of the scheme layer's errors: UriSyntaxError's, with a
 * `hint()` that says the layer first (`layerHint`). The errors keep the
 * fields and the order of every UriSyntaxError; only their prototype differs.
 */
let layerProto: object | undefined;

function layerPrototype(): object {
  return (layerProto ??= Object.create(UriSyntaxError.prototype, {
    hint: {
      value(this: UriSyntaxError<string>): string | null {
        const layer = LAYERS.get(this);
        return layer === undefined ? UriSyntaxError.prototype.hint.call(this) : layerHint(this, layer.g, layer.part, layer.failure);
      },
      writable: true,
      configurable: true,
    },
  }) as object);
}

/** How an RFC is named in a hint: `RFC 8141`, or the grammar's name when it has no RFC. */
function rfcOf(g: SchemeGrammar): string {
  return g.rfc === null ? g.grammar : `RFC ${g.rfc}`;
}

/**
 * The hint of an error of the scheme layer: RFC 3986 accepts the URI and the
 * scheme's grammar does not (where the part before the fragment ends too
 * soon, that the fragment is RFC 3986's; where the scheme's grammar would
 * take a "#" there, that a URI cannot hold it), then the scheme grammar's own
 * hint for the part it checked, if it has one.
 */
function layerHint(e: UriSyntaxError<string>, g: SchemeGrammar, part: string, failure: Diagnosis): string {
  let layer = `RFC 3986 accepts this URI, but the grammar of ${g.scheme}: URIs (${rfcOf(g)}, rule ${g.rule}) does not`;
  if (part.length < e.input.length && e.offset === part.length) {
    layer += failure.expected.includes('"#"')
      ? ` (${rfcOf(g)} allows a "#" here, but in a URI a "#" begins the fragment, RFC 3986 §3.5: the part before it is the scheme's)`
      : ` (the fragment after "#" is RFC 3986's alone, §3.5: the part before it is the scheme's)`;
  }
  const hints = SCHEME_HINTS[g.grammar];
  const own = hints === undefined ? null : hints(part === e.input ? e : returnedSyntaxError<string>(part, failure.offset, failure.expected, g.rule, g.grammar));
  return own === null ? layer : `${layer}: ${own}`;
}
