/**
 * RFC 1808's diagnoses: RFC 3986's analysis of the components
 * (../rfc3986/diagnoses.ts) with RFC 1808's sections and RFC 1738's escapes,
 * which its §2.2 takes. Its net_loc is any run of pchar, ";" and "?" (§2.2),
 * with no user, host and port in it: only its characters are examined.
 */
import type { Diagnosis, UriSyntaxError } from '../../core/errors.js';
import { createValidator, type Validator } from '../../core/dfa.js';
import { VALIDATOR } from '../../../generated/rfc1808.validator.js';
import { diagnoseWith, escapedOctets, RFC3986_PROFILE, type Profile, type RuleKind, type Sections } from '../rfc3986/diagnoses.js';

const SECTIONS: Sections = {
  name: 'RFC 1808',
  rules: 'RFC 1808 §2.2',
  context: 'RFC 1738 Appendix',
  encoding: 'RFC 1738 §2.2, as RFC 1808 §2.2',
  nonAscii: 'RFC 1738 §2.2',
  scheme: 'RFC 1808 §2.1',
  authority: 'RFC 1808 §2.1',
  userinfo: 'RFC 1808 §2.1',
  host: 'RFC 1808 §2.1',
  port: 'RFC 1808 §2.1',
  path: 'RFC 1808 §2.2',
  query: 'RFC 1808 §2.1',
  fragment: 'RFC 1808 §2.1',
  relative: 'RFC 1808 §2.2',
  absolute: 'RFC 1808 §2.2',
  ipLiteral: null,
};

/** What each RFC 1808 rule stands for. */
const KINDS: Readonly<Record<string, RuleKind>> = {
  URL: 'reference',
  absoluteURL: 'reference',
  relativeURL: 'reference',
  'generic-RL': 'reference',
  net_path: 'hier-part',
  scheme: 'scheme',
  net_loc: 'path',
  abs_path: 'path',
  rel_path: 'path',
  path: 'path',
  fsegment: 'path',
  segment: 'path',
  params: 'path',
  param: 'path',
  query: 'query',
  fragment: 'fragment',
  escape: 'pct-encoded',
};

let validator: Validator | undefined;

const PROFILE: Profile = {
  ...RFC3986_PROFILE,
  sections: SECTIONS,
  valid: (input, rule) => (validator ??= createValidator(VALIDATOR)).test(input, rule),
  kindOf: (rule) => KINDS[rule] ?? 'character',
  absolute: new Set(['absoluteURL']),
  relative: new Set(['relativeURL']),
  noFragment: new Set(['absoluteURL']),
  beyondAscii: escapedOctets,
  opaqueAuthority: true,
};

/** The likely mistake behind an RFC 1808 syntax error, or null. */
export function diagnose(e: UriSyntaxError<string>): Diagnosis | null {
  return diagnoseWith(e, PROFILE);
}
