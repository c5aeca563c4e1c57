/**
 * The 36 rules of RFC 3986 Appendix A, in Appendix A order, and the one
 * mechanical mapping from an ABNF rule name to its Peggy rule name.
 */
import type { RuleName } from './ast.js';

/** The Appendix A rules, spelled as in the ABNF, in Appendix A order. */
export const RULE_NAMES: readonly RuleName[] = Object.freeze([
  'URI', 'hier-part', 'URI-reference', 'absolute-URI', 'relative-ref', 'relative-part',
  'scheme', 'authority', 'userinfo', 'host', 'port', 'IP-literal', 'IPvFuture', 'IPv6address',
  'h16', 'ls32', 'IPv4address', 'dec-octet', 'reg-name', 'path', 'path-abempty', 'path-absolute',
  'path-noscheme', 'path-rootless', 'path-empty', 'segment', 'segment-nz', 'segment-nz-nc', 'pchar',
  'query', 'fragment', 'pct-encoded', 'unreserved', 'reserved', 'gen-delims', 'sub-delims',
] as const);

const ruleSet: ReadonlySet<string> = new Set(RULE_NAMES);

/** True when `name` is an Appendix A rule name. */
export function isRuleName(name: unknown): name is RuleName {
  return typeof name === 'string' && ruleSet.has(name);
}

/** The Peggy name of an ABNF rule: `-` becomes `_` (Peggy names are JavaScript identifiers). */
export function pegName(rule: string): string {
  return rule.replace(/-/g, '_');
}
