/**
 * uri-grammar/rfc8089: The "file" URI Scheme (RFC 8089, February 2017), as a
 * scheme grammar of the family: `parse` by any rule of §2 or Appendix F to a
 * typed AST named after the RFC's rules (`file-URI`, `auth-path`,
 * `file-auth`, ..., `file-URI-F`, `unc-authority`, `drive-letter`), `check`
 * for the syntax error, `isValid`, `components` (host, path, and the form
 * the URI is written in), `comparisonKey` and `equivalent` (§2, §3).
 * https://www.rfc-editor.org/rfc/rfc8089#section-2
 *
 * Conformance (grammar/rfc8089.abnf lists the transcription):
 * - `file-URI` is §2's syntax, normative, and nothing more: no query, no
 *   fragment, a path-absolute always. host and path-absolute are RFC 3986's
 *   as updated by RFC 6874 (a host may be `[fe80::1%25eth0]`); RFC 9844
 *   (2025) obsoletes RFC 6874 and takes zone identifiers out again.
 * - Appendix F's collected nonstandard rules (E.1 userinfo, E.2 and E.2.2
 *   drive letters "c:" and "c|", E.3.2 UNC strings in the path) are rules of
 *   their own, the ones F redefines named with "-F" (`file-URI-F`, ...):
 *   they never widen `file-URI`. `file:c:/x` and `file:////host/share` are
 *   `file-URI-F`s and no `file-URI`s.
 * - Where the ABNF is ambiguous the tree is grammar/rfc8089.peggy's:
 *   "localhost" is file-auth's "localhost" (its `host` null); a drive letter
 *   a file-absolute can take is one; a UNC host after three slashes when a
 *   path follows it.
 */
import type { file_URI, file_URI_F } from './ast.js';
import { nonstandardComponents, standardComponents, type Components, type Form } from './components.js';
import { comparisonKeyOf } from './compare.js';
import { parse, check, isValid, isRuleName, RULE_NAMES } from '../../../generated/rfc8089.api.js';

export type * from './ast.js';
export type { Components, Form };
export type { ParseFunction } from '../../core/grammar-api.js';
export { RULE_NAMES, parse, check, isValid, isRuleName };
export { UriSyntaxError, isUriSyntaxError, URI_SYNTAX_ERROR } from '../../core/errors.js';

/**
 * The components of a file URI: its host, its path, and its form, the syntax
 * it is written in (`'standard'`, §2; `'unc'`, `'drive-letter'`,
 * `'userinfo'`: Appendix E's variations, collected in Appendix F). The input
 * is parsed by `file-URI`, and by `file-URI-F` when that rejects it.
 * @throws {UriSyntaxError} when the input is neither: the error of the rule
 *   whose error lies further in (`file-URI`'s when they are at one offset).
 * @example components('file:///path/to/file') // { host: '', path: '/path/to/file', form: 'standard' }
 * @example components('file:c:/path/to/file') // { host: null, path: 'c:/path/to/file', form: 'drive-letter' }
 */
export function components(input: string): Components {
  const standard = check(input);
  if (standard === null) return standardComponents(input, parse(input) as file_URI);
  const nonstandard = check(input, 'file-URI-F');
  if (nonstandard === null) return nonstandardComponents(input, parse(input, 'file-URI-F') as file_URI_F);
  throw nonstandard.offset > standard.offset ? nonstandard : standard;
}

/**
 * The comparison key of a file URI (§2's syntax): two file URIs share it
 * exactly when they name the same file by RFC 8089 §2 and §3 and RFC 3986
 * §6.2.2: `file:/x`, `file:///x` and `file://localhost/x` are one file (no
 * authority, an empty one and "localhost" are the local machine); scheme,
 * "localhost" and host in any case; percent-encodings by §6.2.2.1 and
 * §6.2.2.2. The path keeps its case and its dot segments (§2; ./compare.ts).
 * @throws {UriSyntaxError} when the input is no `file-URI`.
 * @example comparisonKey('FILE://LocalHost/a/%7e') // 'file:///a/~'
 */
export function comparisonKey(input: string): string {
  return comparisonKeyOf(parse(input) as file_URI, input);
}

/**
 * True when two file URIs share their comparison key (`comparisonKey`).
 * @throws {UriSyntaxError} when either is no `file-URI`.
 * @example equivalent('file:/etc/hosts', 'file://localhost/etc/hosts') // true
 */
export function equivalent(a: string, b: string): boolean {
  return comparisonKey(a) === comparisonKey(b);
}

