/**
 * The components of a URI-reference (RFC 3986 §3) as one record, its
 * decomposition by the regular expression of Appendix B and its recomposition
 * (§5.3). Every part of the library that reads or writes components as text
 * goes through these: the `components` of each grammar of RFC 3986's shape,
 * serialization, resolution (RFC 3986 §5.2, and RFC 2396's), normalization,
 * relativization, the builder and the lint.
 */
import { UriSyntaxError } from '../core/errors.js';
import type { ComponentSyntax } from './reference-syntax.js';

/**
 * The components of a URI-reference, each as a `T` (its text, its span):
 * `null` where a component is undefined, which is not the same as empty
 * (§5.3: `http://h?` has an empty query, `http://h` none).
 */
export interface ComponentRecord<T> {
  scheme: T | null;
  authority: T | null;
  userinfo: T | null;
  /** The host as written; an IP-literal keeps its brackets. */
  host: T | null;
  port: T | null;
  /** Always defined, possibly empty. */
  path: T;
  query: T | null;
  fragment: T | null;
}

/** The components of a URI-reference, as strings; the path is always defined. */
export interface Components extends ComponentRecord<string> {}

/** The five main components (§5.2.1, §5.3), which resolution and recomposition read. */
export type ComponentTexts = Pick<Components, 'scheme' | 'authority' | 'path' | 'query' | 'fragment'>;

/** A part of the input: its text and `[start, end)` span. */
export interface Part {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

/** The components of any string, as Appendix B reads them, each with its span. */
export type Parts = Readonly<ComponentRecord<Part>>;

// RFC 3986 §5.3 Component Recomposition
/** The URI-reference text of its components (§5.3). */
export function recompose(T: ComponentTexts): string {
  let result = '';
  if (T.scheme !== null) result += T.scheme + ':';
  if (T.authority !== null) result += '//' + T.authority;
  result += T.path;
  if (T.query !== null) result += '?' + T.query;
  if (T.fragment !== null) result += '#' + T.fragment;
  return result;
}

/** `authority = [ userinfo "@" ] host [ ":" port ]` from its components' texts (§3.2). */
export function authorityText(userinfo: string | null, host: string, port: string | null): string {
  return (userinfo !== null ? userinfo + '@' : '') + host + (port !== null ? ':' + port : '');
}

// RFC 3986 Appendix B. Parsing a URI Reference with a Regular Expression

const SLASH = 0x2f; // "/"
const COLON = 0x3a; // ":"
const QUESTION = 0x3f; // "?"
const HASH = 0x23; // "#"
const AT = 0x40; // "@"
const OPEN = 0x5b; // "["
const CLOSE = 0x5d; // "]"

/**
 * A DFA as `Validator.stepTable` gives it, run one US-ASCII code unit a step:
 * `table[s + c]` is the state after unit `c` from state `s` (states
 * premultiplied by 128: the start 128, the dead state 0), `accepting[s >> 7]`
 * is 1 for an accepting state; `wide` is the state after any unit from 128
 * on (0 for a US-ASCII grammar's DFA).
 */
interface StepDfa {
  readonly table: Uint16Array;
  readonly accepting: Uint8Array;
  readonly wide: number;
}

/** The DFA that accepts every string: `splitTexts` with it validates nothing. */
const ANY: StepDfa = { table: new Uint16Array(256).fill(128, 128), accepting: Uint8Array.of(0, 1), wide: 128 };

/**
 * The components of `input` as the regular expression of Appendix B reads
 * them, written as one scan (linear, no backtracking):
 *
 *   ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
 *
 * and the authority split at its last "@" and at the first ":" after the host
 * (after the "]" of an IP literal), as §3.2 composes it; or `null` when
 * `dfa`, a rule's DFA run on the way, rejects the input (by default nothing
 * is validated). For a valid URI-reference every component is exactly the
 * one the grammar parses:
 * - §4.2: a relative-ref has no ":" before its first "/", "?" or "#" (its
 *   path is path-noscheme), so a ":" there ends a scheme (§3.1);
 * - §3.2: "//" begins the authority, which ends at the next "/", "?" or "#";
 *   neither userinfo nor host holds an "@", so the "@" ends the userinfo
 *   (§3.2.1); a reg-name or IPv4address holds no ":" and an IP-literal ends
 *   with "]", so the ":" after the host is the port's (§3.2.2, §3.2.3);
 * - §3.3-§3.5: the path runs to the first "?" or "#", the query from that "?"
 *   to the first "#", the fragment from there to the end.
 */
function splitTexts(input: string, dfa: StepDfa = ANY): Components | null {
  const { table, accepting, wide } = dfa;
  const n = input.length;
  let s = 128;
  // (([^:/?#]+):)?
  let scheme: string | null = null;
  let start = 0;
  let i = 0;
  for (; i < n; i++) {
    const c = input.charCodeAt(i);
    if (c === SLASH || c === QUESTION || c === HASH) break;
    s = c > 127 ? wide : table[s + c]!;
    if (s === 0) return null;
    if (c === COLON) {
      if (i > 0) {
        scheme = input.slice(0, i);
        start = i + 1;
      }
      i++;
      break;
    }
  }
  // (//([^/?#]*))?
  let authority: string | null = null;
  let userinfo: string | null = null;
  let host: string | null = null;
  let port: string | null = null;
  if (i === start && input.charCodeAt(i) === SLASH && input.charCodeAt(i + 1) === SLASH) {
    s = table[table[s + SLASH]! + SLASH]!;
    if (s === 0) return null;
    const from = (i += 2);
    // The last "@", and after it the first ":" and the first "]".
    let at = -1;
    let colon = -1;
    let close = -1;
    for (; i < n; i++) {
      const c = input.charCodeAt(i);
      if (c === SLASH || c === QUESTION || c === HASH) break;
      s = c > 127 ? wide : table[s + c]!;
      if (s === 0) return null;
      if (c === AT) {
        at = i;
        colon = -1;
        close = -1;
      } else if (c === COLON && colon < 0) colon = i;
      else if (c === CLOSE && close < 0) close = i;
    }
    authority = input.slice(from, i);
    const hostStart = at < 0 ? from : at + 1;
    if (at >= 0) userinfo = input.slice(from, at);
    let hostEnd: number;
    if (input.charCodeAt(hostStart) === OPEN) hostEnd = close < 0 ? i : close + 1;
    else hostEnd = colon < 0 ? i : colon;
    // Most authorities are a host alone: one string for both.
    host = hostStart === from && hostEnd === i ? authority : input.slice(hostStart, hostEnd);
    if (hostEnd < i && input.charCodeAt(hostEnd) === COLON) port = input.slice(hostEnd + 1, i);
    start = i;
  }
  // The rest, through the DFA; then ([^?#]*)(\?([^#]*))?(#(.*))?: the first
  // "#" ends the query, and a "?" before it begins it (the engine's search is
  // faster than a test per unit in the loop).
  if (dfa !== ANY) {
    for (; i < n; i++) {
      const c = input.charCodeAt(i);
      s = c > 127 ? wide : table[s + c]!;
      if (s === 0) return null;
    }
    if (accepting[s >> 7] !== 1) return null;
  }
  const hash = input.indexOf('#', start);
  const rest = hash < 0 ? n : hash;
  const first = input.indexOf('?', start);
  const question = first >= 0 && first < rest ? first : -1;
  return {
    scheme,
    authority,
    userinfo,
    host,
    port,
    path: input.slice(start, question < 0 ? rest : question),
    query: question < 0 ? null : input.slice(question + 1, rest),
    fragment: hash < 0 ? null : input.slice(hash + 1),
  };
}

/** A part of `text` at `start`. */
function part(start: number, text: string): Part {
  return { start, end: start + text.length, text };
}

/**
 * A lenient split of any string into its components with their spans, for
 * linting input that may not be a URI-reference (Appendix B, `splitTexts`).
 * Each component lies where its delimiters put it, so its span follows from
 * the texts before it.
 */
export function split(input: string): Parts {
  const c = splitTexts(input)!;
  const scheme = c.scheme === null ? null : part(0, c.scheme);
  let at = scheme === null ? 0 : scheme.end + 1;
  let authority: Part | null = null;
  let userinfo: Part | null = null;
  let host: Part | null = null;
  let port: Part | null = null;
  if (c.authority !== null) {
    authority = part(at + 2, c.authority);
    userinfo = c.userinfo === null ? null : part(authority.start, c.userinfo);
    host = part(userinfo === null ? authority.start : userinfo.end + 1, c.host!);
    port = c.port === null ? null : part(authority.end - c.port.length, c.port);
    at = authority.end;
  }
  const path = part(at, c.path);
  const query = c.query === null ? null : part(path.end + 1, c.query);
  const fragment = c.fragment === null ? null : part(input.length - c.fragment.length, c.fragment);
  return { scheme, authority, userinfo, host, port, path, query, fragment };
}

/**
 * The components of a string that matches `rule` of the grammar of `syntax`
 * (a US-ASCII grammar), by one walk of the rule's DFA that notes on the way
 * where Appendix B puts the delimiters (`splitTexts`), with no parse tree: the
 * same components as those of the parse tree, and the same UriSyntaxError
 * for an invalid input. The DFA is loaded on the first call.
 */
export function componentsByRule(syntax: ComponentSyntax, rule: string): (input: string) => Components {
  let dfa: StepDfa | undefined;
  const load = (): StepDfa => {
    const { table, accepting } = syntax.validator.stepTable(rule);
    return { table, accepting, wide: 0 };
  };
  return (input) => {
    const components = splitTexts(input, (dfa ??= load()));
    if (components !== null) return components;
    const failure = syntax.validator.diagnose(input, rule)!;
    throw new UriSyntaxError(input, failure.offset, failure.expected, rule, syntax.grammar);
  };
}
