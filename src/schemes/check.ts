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

/** The schemes' first letters, both cases, and the longest scheme: made on first use. */
let firstLetters: Uint8Array | undefined;
let longest = 0;

function tables(): Uint8Array {
  const first = new Uint8Array(128);
  for (const scheme of Object.keys(SCHEMES)) {
    const c = scheme.charCodeAt(0);
    first[c] = first[c & ~0x20] = 1;
    longest = Math.max(longest, scheme.length);
  }
  return first;
}

/**
 * The grammar of the URI's scheme, or `null` when its scheme has none (or it
 * has no scheme). It reads at most the longest scheme's length and a ":", so
 * it costs the same for any URI, whatever its length; a URI whose first letter
 * begins no such scheme (`http:`) costs one table load.
 */
export function schemeGrammarOf(uri: string): SchemeGrammar | null {
  const first = (firstLetters ??= tables());
  const c0 = uri.charCodeAt(0);
  if (!(c0 < 128 && first[c0] === 1)) return null;
  const end = Math.min(uri.length, longest + 1);
  for (let i = 1; i < end; i++) {
    if (uri.charCodeAt(i) !== 0x3a /* : */) continue;
    const scheme = uri.slice(0, i).toLowerCase();
    return Object.hasOwn(SCHEMES, scheme) ? SCHEMES[scheme]! : null;
  }
  return null;
}

/** Each scheme grammar's validator of its scheme rules, made on first use. */
const validators = new Map<string, Validator>();

function validatorOf(g: SchemeGrammar): Validator {
  let v = validators.get(g.grammar);
  if (v === undefined) validators.set(g.grammar, (v = createValidator(SCHEME_DFAS[g.grammar]!())));
  return v;
}

/**
 * True when `uri` matches the grammar of its scheme, or its scheme has none.
 * `uri` must be a valid RFC 3986 URI: this is the check after RFC 3986's.
 */
export function matchesSchemeGrammar(uri: string): boolean {
  const g = schemeGrammarOf(uri);
  return g === null || validatorOf(g).test(schemePart(uri, g.fragment), g.rule);
}

/**
 * The syntax error of `uri` against the grammar of its scheme, or `null` when
 * it matches or its scheme has none. `uri` must be a valid RFC 3986 URI. The
 * error's offset is in the whole URI; its rule, grammar and expectations are
 * the scheme grammar's, and its `hint()` says that RFC 3986 accepts the URI
 * and the scheme's RFC does not. `thrown`: an error with a stack, to throw.
 */
export function schemeSyntaxError(uri: string, thrown = false): UriSyntaxError<string> | null {
  const g = schemeGrammarOf(uri);
  if (g === null) return null;
  const part = schemePart(uri, g.fragment);
  const validator = validatorOf(g);
  if (validator.validate(part, g.rule) === VALID) return null;
  const failure = validator.diagnose(part, g.rule)!;
  const e = thrown ? new UriSyntaxError<string>(uri, failure.offset, failure.expected, g.rule, g.grammar) : returnedSyntaxError<string>(uri, failure.offset, failure.expected, g.rule, g.grammar);
  // The error's own hint(): the layer that failed, then the scheme grammar's hint (not enumerable: the error's fields stay its class's).
  Object.defineProperty(e, 'hint', { value: () => layerHint(e, g, part, failure), writable: true, configurable: true, enumerable: false });
  return e;
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
