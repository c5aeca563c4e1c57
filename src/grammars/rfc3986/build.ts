/**
 * Building a URI-reference from its components by RFC 3986's rules
 * (src/passes/build.ts holds the builder and what it checks).
 */
import type * as ast from './ast.js';
import { components, rfc3986Components } from './components.js';
import { buildIn, withComponentsIn, type BuildOptions, type UriParts } from '../../passes/build.js';

/**
 * The URI-reference of `parts` (RFC 3986 §5.3), each component checked
 * against its rule (or encoded, per `options.encode`) and the combination
 * against §3.3 and §4.2.
 *
 * @throws {UriSyntaxError} when a component, or the path where it stands, does not match its rule: `component` names it.
 * @throws {TypeError} on a component that is not a string (or a non-negative integer port), an unknown component, `path` with `segments`, a userinfo or port without a host.
 * @example build({ scheme: 'https', host: 'example.com', segments: ['', 'a b'], query: 'q=1' }, { encode: ['path'] }) // 'https://example.com/a%20b?q=1'
 */
export function build(parts: UriParts, options: BuildOptions = {}): string {
  return buildIn(rfc3986Components, parts, options);
}

/**
 * `uri` with some of its components changed (`null` removes one, a component
 * left out or `undefined` stays as it is), checked as `build` checks them;
 * only the changed components are encoded. Removing the host (`host: null`)
 * removes the authority, its userinfo and port with it.
 *
 * @throws {UriSyntaxError} when `uri` is not a URI-reference, or a changed component does not match its rule.
 * @throws {TypeError} as `build` does.
 * @example withComponents('http://example.com/a?q#f', { scheme: 'https', query: null }) // 'https://example.com/a#f'
 */
export function withComponents(uri: string | ast.URI_reference | ast.absolute_URI, changes: UriParts, options: BuildOptions = {}): string {
  return withComponentsIn(rfc3986Components, () => components(uri), changes, options);
}
