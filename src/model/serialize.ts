/**
 * Serialization: RFC 3986 §5.3 Component Recomposition over the AST of any
 * grammar of RFC 3986's shape (./shapes.ts), and the components (§3) of a
 * parsed reference. For a parsed node it gives back exactly the text the node
 * was parsed from; for nodes built or changed by code it recomposes them from
 * their components, after checking each one against its ABNF rule and the
 * combination against §3.3 and §4.2, so that it never writes an invalid URI
 * (`ht tp:a b?#x`) or one that reads back as something else (a path-rootless
 * whose first segment is empty would read back as a path-absolute). Leaves
 * serialize as their `text`; paths as their segments.
 *
 * The rules are the grammar's (`ComponentSyntax`, given by its binding:
 * src/grammars/<name>/). The checks are also the builder's
 * (src/passes/build.ts): one text, one rule, one DFA run, a UriSyntaxError
 * naming the component at fault.
 */
import { UriSyntaxError, type UriComponent } from '../core/errors.js';
import { authorityText, recompose, type Components } from './components.js';
import { shapeOf, type ComponentSyntax } from './reference-syntax.js';
import type { AuthorityShape, IPLiteralShape, Leaf, NodeShape, PartShape, PathShape, ReferenceShape } from './shapes.js';

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
 * The text of a node (RFC 3986 §5.3), of any grammar of RFC 3986's shape.
 *
 * A node built or changed by code is checked first: each leaf against the
 * rule its type names, each path against its type's rule and the rule where
 * it stands (§3.3, §4.2), by the rules of `syntax` (a node type the grammar
 * has no rule of is not checked). Each grammar's `serialize` is this with its
 * rules.
 *
 * @throws {UriSyntaxError} with the `component` at fault, when a node's text does not match its rule.
 */
export function serializeIn(syntax: ComponentSyntax, node: NodeShape): string {
  check(syntax, node);
  return nodeText(node);
}

/**
 * The text of a node without checking it: for the nodes the parser made,
 * which are valid by construction (components(), the passes).
 */
export function nodeText(node: NodeShape): string {
  switch (shapeOf(node.type)) {
    case 'URI': {
      const { scheme, authority, path, query, fragment } = node as ReferenceShape;
      return recompose({ scheme: scheme!.text, authority: authorityOf(authority), path: pathText(path), query: query?.text ?? null, fragment: fragment?.text ?? null });
    }
    case 'absolute-URI': {
      const { scheme, authority, path, query } = node as ReferenceShape;
      return recompose({ scheme: scheme!.text, authority: authorityOf(authority), path: pathText(path), query: query?.text ?? null, fragment: null });
    }
    case 'relative-ref': {
      const { authority, path, query, fragment } = node as ReferenceShape;
      return recompose({ scheme: null, authority: authorityOf(authority), path: pathText(path), query: query?.text ?? null, fragment: fragment?.text ?? null });
    }
    case 'hier-part':
    case 'relative-part': {
      const { authority, path } = node as PartShape;
      return recompose({ scheme: null, authority: authorityOf(authority), path: pathText(path), query: null, fragment: null });
    }
    case 'authority':
      return authorityOf(node as AuthorityShape)!;
    case 'IP-literal':
      return `[${(node as IPLiteralShape).address.text}]`;
    case 'path-abempty':
    case 'path-absolute':
    case 'path-noscheme':
    case 'path-rootless':
    case 'path-empty':
      return pathText(node as PathShape);
    default:
      return (node as Leaf<string>).text;
  }
}

function authorityOf(a: AuthorityShape | null): string | null {
  if (a === null) return null;
  return authorityText(a.userinfo?.text ?? null, a.host.type === 'IP-literal' ? `[${(a.host as IPLiteralShape).address.text}]` : (a.host as Leaf<string>).text, a.port?.text ?? null);
}

/** A path from its segments, as its ABNF rule composes them. */
function pathText(p: PathShape): string {
  const texts = p.segments.map((s) => s.text);
  switch (shapeOf(p.type)) {
    case 'path-abempty':
      return texts.map((t) => '/' + t).join('');
    case 'path-absolute':
      return '/' + texts.join('/');
    case 'path-noscheme':
    case 'path-rootless':
      return texts.join('/');
    default: // path-empty
      return '';
  }
}

/**
 * The components of a parsed reference (§3), as strings: the authority and
 * the path as `serializeIn` writes them, checked by the rules of `syntax`.
 */
export function componentsOf(node: ReferenceShape, syntax: ComponentSyntax): Components {
  const shape = shapeOf(node.type);
  const auth = node.authority;
  return {
    scheme: shape === 'relative-ref' ? null : node.scheme!.text,
    authority: auth === null ? null : serializeIn(syntax, auth),
    userinfo: auth?.userinfo?.text ?? null,
    host: auth === null ? null : auth.host.type === 'IP-literal' ? serializeIn(syntax, auth.host) : (auth.host as Leaf<string>).text,
    port: auth?.port?.text ?? null,
    path: serializeIn(syntax, node.path),
    query: node.query?.text ?? null,
    fragment: shape === 'absolute-URI' ? null : (node.fragment?.text ?? null),
  };
}

// ----- The checks of serialize() -----

/** Checks a leaf's text against the rule its type names, when the grammar has that rule. */
function checkLeaf(syntax: ComponentSyntax, leaf: Leaf<string>): void {
  if (typeof leaf.text !== 'string') throw new TypeError(`a ${leaf.type} node needs a text string, not ${typeof leaf.text}`);
  if (syntax.hasRule(leaf.type)) checkComponent(syntax, componentOf(leaf.type), leaf.text, leaf.type);
}

function checkAuthority(syntax: ComponentSyntax, a: AuthorityShape): void {
  if (a.userinfo !== null) checkLeaf(syntax, a.userinfo);
  if (a.host.type === 'IP-literal') checkLeaf(syntax, (a.host as IPLiteralShape).address);
  else checkLeaf(syntax, a.host as Leaf<string>);
  if (a.port !== null) checkLeaf(syntax, a.port);
}

/** A path node: each segment against its type's rule, the path against its own type's rule. */
function checkPath(syntax: ComponentSyntax, p: PathShape): string {
  for (const s of p.segments) checkLeaf(syntax, s);
  const text = pathText(p);
  if (syntax.hasRule(p.type)) checkComponent(syntax, 'path', text, p.type, `the node's type is ${p.type}`);
  return text;
}

/** A reference's components, and its path where it stands (§3.3, §4.2). */
function checkReference(syntax: ComponentSyntax, kind: ReferenceKind, scheme: Leaf<string> | null, a: AuthorityShape | null, p: PathShape, query: Leaf<string> | null, fragment: Leaf<string> | null): void {
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

function check(syntax: ComponentSyntax, node: NodeShape): void {
  if (node === null || typeof node !== 'object' || typeof node.type !== 'string') throw new TypeError('serialize needs an AST node (an object with a type)');
  switch (shapeOf(node.type)) {
    case 'URI': {
      const r = node as ReferenceShape;
      return checkReference(syntax, 'uri', r.scheme!, r.authority, r.path, r.query, r.fragment as Leaf<string> | null);
    }
    case 'absolute-URI': {
      const r = node as ReferenceShape;
      return checkReference(syntax, 'uri', r.scheme!, r.authority, r.path, r.query, null);
    }
    case 'relative-ref': {
      const r = node as ReferenceShape;
      return checkReference(syntax, 'relative', null, r.authority, r.path, r.query, r.fragment as Leaf<string> | null);
    }
    case 'hier-part': {
      const r = node as PartShape;
      return checkReference(syntax, 'uri', null, r.authority, r.path, null, null);
    }
    case 'relative-part': {
      const r = node as PartShape;
      return checkReference(syntax, 'relative', null, r.authority, r.path, null, null);
    }
    case 'authority':
      return checkAuthority(syntax, node as AuthorityShape);
    case 'IP-literal':
      return checkLeaf(syntax, (node as IPLiteralShape).address);
    case 'path-abempty':
    case 'path-absolute':
    case 'path-noscheme':
    case 'path-rootless':
    case 'path-empty':
      checkPath(syntax, node as PathShape);
      return;
    default:
      return checkLeaf(syntax, node as Leaf<string>);
  }
}
