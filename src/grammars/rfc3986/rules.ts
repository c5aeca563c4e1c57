/**
 * The 36 rules of RFC 3986 Appendix A, in Appendix A order (generated from
 * grammar/rfc3986.abnf), and the one mechanical mapping from an ABNF rule
 * name to its Peggy rule name.
 */
import type { RuleName } from './ast.js';
import { RULE_NAMES as GENERATED } from '../../../generated/rfc3986.rules.js';

/** The Appendix A rules, spelled as in the ABNF, in Appendix A order. */
export const RULE_NAMES: readonly RuleName[] = GENERATED;

const ruleSet: ReadonlySet<string> = new Set(RULE_NAMES);

/** True when `name` is an Appendix A rule name. */
export function isRuleName(name: unknown): name is RuleName {
  return typeof name === 'string' && ruleSet.has(name);
}

/** The Peggy name of an ABNF rule: `-` becomes `_` (Peggy names are JavaScript identifiers). */
export function pegName(rule: string): string {
  return rule.replace(/-/g, '_');
}
