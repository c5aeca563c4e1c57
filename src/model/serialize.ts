/**
 * Serialization: RFC 3986 §5.3 Component Recomposition over the AST. For a
 * parsed node it gives back exactly the text the node was parsed from; for
 * nodes built or changed by code it recomposes them from their components,
 * after checking each one against its ABNF rule and the combination against
 * §3.3 and §4.2, so that it never writes an invalid URI (`ht tp:a b?#x`) or
 * one that reads back as something else (a path-rootless whose first segment
 * is empty would read back as a path-absolute). Leaves serialize as their
 * `text`; paths as their segments.
 *
 * The checks are also the builder's (src/build.ts): one text, one rule, one
 * DFA run, a UriSyntaxError naming the component at fault.
 */
import type * as ast from '../grammars/rfc3986/ast.js';
import type * as iri from '../grammars/rfc3987/ast.js';
import { UriSyntaxError, type UriComponent } from '../core/errors.js';
import type { Validator } from '../core/dfa.js';
import { validator as rfc3986Validator } from '../grammars/rfc3986/validator.js';
import { VALIDATOR as RFC3986_DFAS } from '../../generated/rfc3986.validator.js';

/** A node of any grammar of the family. */
export type AnyNode = ast.Node | iri.Node;
type Authority = ast.authority | iri.iauthority;
type Path = ast.path | iri.ipath;

/** The rules serialize() and the builder check text against: a grammar's DFAs. */
export interface ComponentSyntax {
  /** The grammar's name in `GRAMMARS`. */
  readonly grammar: string;
  readonly validator: Validator;
  /** True when the grammar has a rule of this name (a node type of another grammar is not checked). */
  hasRule(rule: string): boolean;
}

/** RFC 3986's rules. */
export const rfc3986Components: ComponentSyntax = {
  grammar: 'rfc3986',
  validator: rfc3986Validator,
  hasRule: (rule) => Object.prototype.hasOwnProperty.call(RFC3986_DFAS.rules, rule),
};

/**
 * Throws the UriSyntaxError of `text` against `rule`, naming `component`, or
 * returns when it matches. `why` replaces the message's opening when the rule
 * is there for the combination of components (§3.3) rather than the
 * component's own syntax.
 */
export function checkComponent(syntax: ComponentSyntax, component: UriComponent | null, text: string, rule: string, why?: string): void {
  const failure = syntax.validator.diagnose(text, rule);
  if (failure === null) return;
  const error = new UriSyntaxError<string>(text, failure.offset, failure.expected, rule, syntax.grammar, component);
  const where = component === null ? '' : `${component} `;
  error.message = `${where}${JSON.stringify(text)} is not a valid ${rule}${why ? ` (${why})` : ''}: ${error.message}`;
  throw error;
}

/** A reference's shape: with a scheme (a URI, §3) or without (a relative reference, §4.2). */
export type ReferenceKind = 'uri' | 'relative';

/**
 * The rule a path must match where it stands (RFC 3986 §3, §3.3, §4.2), and
 * why: with an authority `path-abempty`; without one, a path that begins with
 * "/" is a `path-absolute` (so not "//"), an empty one `path-empty`, and any
 * other a `path-rootless` after a scheme and a `path-noscheme` (no ":" in
 * its first segment) in a relative reference.
 */
export function pathRuleIn(kind: ReferenceKind, hasAuthority: boolean, path: string): { rule: string; why: string } {
  if (hasAuthority) return { rule: 'path-abempty', why: 'RFC 3986 §3.3: with an authority, the path is empty or begins with "/"' };
  if (path.startsWith('/')) return { rule: 'path-absolute', why: 'RFC 3986 §3.3: without an authority, the path cannot begin with "//"' };
  if (path === '') return { rule: 'path-empty', why: '' };
  if (kind === 'uri') return { rule: 'path-rootless', why: '' };
  return { rule: 'path-noscheme', why: 'RFC 3986 §4.2: the first segment of a relative-path reference has no ":"' };
}

/** The component a node type belongs to, for the error of `serialize`. */
function componentOf(type: string): UriComponent | null {
  const t = type.replace(/^i(?=[a-z])/, '');
  if (t === 'scheme' || t === 'userinfo' || t === 'port' || t === 'query' || t === 'fragment') return t;
  if (t === 'host' || t === 'reg-name' || t === 'IPv4address' || t === 'IPv6address' || t === 'IPvFuture' || t === 'IP-literal' || t === 'IPv6addrz' || t === 'ZoneID') return 'host';
  if (t.startsWith('path') || t.startsWith('segment')) return 'path';
  return null;
}

/**
 * The text of a node (RFC 3986 §5.3), of any grammar of the family: RFC
 * 3987's nodes have RFC 3986's shapes under their own names.
 *
 * A node built or changed by code is checked first: each leaf against the
 * rule its type names, each path against its type's rule and the rule where
 * it stands (§3.3, §4.2). The RFC 3986 root checks RFC 3986's node types;
 * `uri-grammar/rfc3987`'s and `uri-grammar/rfc6874`'s `serialize` check their
 * grammar's.
 *
 * @throws {UriSyntaxError} with the `component` at fault, when a node's text does not match its rule.
 * @example serialize({ ...parse('http://h/'), query: { type: 'query', start: 0, end: 0, text: 'a#b' } }) // throws: query "a#b"
 */
export function serialize(node: AnyNode): string {
  return serializeIn(rfc3986Components, node);
}

/** `serialize`, checking the node types of the grammar of `syntax`. */
export function serializeIn(syntax: ComponentSyntax, node: AnyNode): string {
  check(syntax, node);
  return nodeText(node);
}

/**
 * The text of a node without checking it: for the nodes the parser made,
 * which are valid by construction (components(), the passes).
 */
export function nodeText(node: AnyNode): string {
  switch (node.type) {
    case 'URI':
    case 'IRI':
      return recompose(node.scheme.text, authorityOf(node.authority), path(node.path), node.query?.text ?? null, node.fragment?.text ?? null);
    case 'absolute-URI':
    case 'absolute-IRI':
      return recompose(node.scheme.text, authorityOf(node.authority), path(node.path), node.query?.text ?? null, null);
    case 'relative-ref':
    case 'irelative-ref':
      return recompose(null, authorityOf(node.authority), path(node.path), node.query?.text ?? null, node.fragment?.text ?? null);
    case 'hier-part':
    case 'relative-part':
    case 'ihier-part':
    case 'irelative-part':
      return recompose(null, authorityOf(node.authority), path(node.path), null, null);
    case 'authority':
    case 'iauthority':
      return authority(node);
    case 'IP-literal':
      return `[${node.address.text}]`;
    case 'path-abempty':
    case 'path-absolute':
    case 'path-noscheme':
    case 'path-rootless':
    case 'path-empty':
    case 'ipath-abempty':
    case 'ipath-absolute':
    case 'ipath-noscheme':
    case 'ipath-rootless':
    case 'ipath-empty':
      return path(node);
    default:
      return node.text;
  }
}

// RFC 3986 §5.3 Component Recomposition
/** The URI-reference text of its components' texts, `null` where undefined (§5.3). */
export function recompose(scheme: string | null, authority: string | null, path: string, query: string | null, fragment: string | null): string {
  let result = '';
  if (scheme !== null) result += scheme + ':';
  if (authority !== null) result += '//' + authority;
  result += path;
  if (query !== null) result += '?' + query;
  if (fragment !== null) result += '#' + fragment;
  return result;
}

/** `authority = [ userinfo "@" ] host [ ":" port ]` from its components' texts (§3.2). */
export function authorityText(userinfo: string | null, host: string, port: string | null): string {
  return (userinfo !== null ? userinfo + '@' : '') + host + (port !== null ? ':' + port : '');
}

function authorityOf(a: Authority | null): string | null {
  return a === null ? null : authority(a);
}

function authority(a: Authority): string {
  return authorityText(a.userinfo?.text ?? null, a.host.type === 'IP-literal' ? `[${a.host.address.text}]` : a.host.text, a.port?.text ?? null);
}

/** A path from its segments, as its ABNF rule composes them. */
function path(p: Path): string {
  const texts = (p.segments as readonly ast.Leaf<string>[]).map((s) => s.text);
  switch (p.type) {
    case 'path-abempty':
    case 'ipath-abempty':
      return texts.map((t) => '/' + t).join('');
    case 'path-absolute':
    case 'ipath-absolute':
      return '/' + texts.join('/');
    case 'path-noscheme':
    case 'path-rootless':
    case 'ipath-noscheme':
    case 'ipath-rootless':
      return texts.join('/');
    case 'path-empty':
    case 'ipath-empty':
      return '';
  }
}

// ----- The checks of serialize() -----

/** Checks a leaf's text against the rule its type names, when the grammar has that rule. */
function checkLeaf(syntax: ComponentSyntax, leaf: { readonly type: string; readonly text: string }): void {
  if (typeof leaf.text !== 'string') throw new TypeError(`a ${leaf.type} node needs a text string, not ${typeof leaf.text}`);
  if (syntax.hasRule(leaf.type)) checkComponent(syntax, componentOf(leaf.type), leaf.text, leaf.type);
}

function checkAuthority(syntax: ComponentSyntax, a: Authority): void {
  if (a.userinfo !== null) checkLeaf(syntax, a.userinfo);
  if (a.host.type === 'IP-literal') checkLeaf(syntax, a.host.address);
  else checkLeaf(syntax, a.host);
  if (a.port !== null) checkLeaf(syntax, a.port);
}

/** A path node: each segment against its type's rule, the path against its own type's rule. */
function checkPath(syntax: ComponentSyntax, p: Path): string {
  for (const s of p.segments as readonly ast.Leaf<string>[]) checkLeaf(syntax, s);
  const text = path(p);
  if (syntax.hasRule(p.type)) checkComponent(syntax, 'path', text, p.type, `the node's type is ${p.type}`);
  return text;
}

/** A reference's components, and its path where it stands (§3.3, §4.2). */
function checkReference(syntax: ComponentSyntax, kind: ReferenceKind, scheme: ast.scheme | null, a: Authority | null, p: Path, query: ast.Leaf<string> | null, fragment: ast.Leaf<string> | null): void {
  if (scheme !== null) checkLeaf(syntax, scheme);
  if (a !== null) checkAuthority(syntax, a);
  const text = checkPath(syntax, p);
  const { rule, why } = pathRuleIn(kind, a !== null, text);
  // The grammar names its path rules with its own prefix (RFC 3987's "ipath-abempty").
  const own = p.type.startsWith('i') ? 'i' + rule : rule;
  if (syntax.hasRule(own)) checkComponent(syntax, 'path', text, own, why);
  if (query !== null) checkLeaf(syntax, query);
  if (fragment !== null) checkLeaf(syntax, fragment);
}

function check(syntax: ComponentSyntax, node: AnyNode): void {
  if (node === null || typeof node !== 'object' || typeof node.type !== 'string') throw new TypeError('serialize needs an AST node (an object with a type)');
  switch (node.type) {
    case 'URI':
    case 'IRI':
      return checkReference(syntax, 'uri', node.scheme, node.authority, node.path, node.query, node.fragment);
    case 'absolute-URI':
    case 'absolute-IRI':
      return checkReference(syntax, 'uri', node.scheme, node.authority, node.path, node.query, null);
    case 'relative-ref':
    case 'irelative-ref':
      return checkReference(syntax, 'relative', null, node.authority, node.path, node.query, node.fragment);
    case 'hier-part':
    case 'ihier-part':
      return checkReference(syntax, 'uri', null, node.authority, node.path, null, null);
    case 'relative-part':
    case 'irelative-part':
      return checkReference(syntax, 'relative', null, node.authority, node.path, null, null);
    case 'authority':
    case 'iauthority':
      return checkAuthority(syntax, node);
    case 'IP-literal':
      return checkLeaf(syntax, node.address);
    case 'path-abempty':
    case 'path-absolute':
    case 'path-noscheme':
    case 'path-rootless':
    case 'path-empty':
    case 'ipath-abempty':
    case 'ipath-absolute':
    case 'ipath-noscheme':
    case 'ipath-rootless':
    case 'ipath-empty':
      checkPath(syntax, node);
      return;
    default:
      return checkLeaf(syntax, node);
  }
}
