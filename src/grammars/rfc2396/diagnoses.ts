/**
 * RFC 2396's diagnoses: RFC 3986's analysis of the components
 * (../rfc3986/diagnoses.ts), which RFC 2396 §3 names the same, with RFC
 * 2396's sections, its escapes (§2.4), no IP literals (they came with RFC
 * 2732), and its own: no query without a path before it, no empty path after
 * a scheme (§3, relativeURI and hier_part).
 */
import type { Diagnosis, UriSyntaxError } from '../../core/errors.js';
import { createValidator, type Validator } from '../../core/dfa.js';
import { diagnosis, quote } from '../../core/diagnosis-text.js';
import { VALIDATOR } from '../../../generated/rfc2396.validator.js';
import { diagnoseWith, escapedOctets, RFC3986_PROFILE, type Profile, type RuleKind, type Sections } from '../rfc3986/diagnoses.js';

/** The codes of RFC 2396's own diagnoses, beside RFC 3986's (test/vectors/diagnoses.json has an example of each). */
export const CODES = ['query-without-path', 'empty-after-scheme'] as const;

type Code = (typeof CODES)[number];

export const RFC2396_SECTIONS: Sections = {
  name: 'RFC 2396',
  rules: 'RFC 2396 Appendix A',
  context: 'RFC 2396 Appendix E',
  encoding: 'RFC 2396 §2.4',
  nonAscii: 'RFC 2396 §2.1',
  scheme: 'RFC 2396 §3.1',
  authority: 'RFC 2396 §3.2',
  userinfo: 'RFC 2396 §3.2.2',
  host: 'RFC 2396 §3.2.2',
  port: 'RFC 2396 §3.2.2',
  path: 'RFC 2396 §3.3',
  query: 'RFC 2396 §3.4',
  fragment: 'RFC 2396 §4.1',
  relative: 'RFC 2396 §5',
  absolute: 'RFC 2396 §3',
  ipLiteral: null,
};

/** What each RFC 2396 rule stands for. */
const KINDS: Readonly<Record<string, RuleKind>> = {
  'URI-reference': 'reference',
  absoluteURI: 'reference',
  relativeURI: 'reference',
  hier_part: 'hier-part',
  net_path: 'hier-part',
  scheme: 'scheme',
  authority: 'authority',
  server: 'authority',
  hostport: 'authority',
  userinfo: 'userinfo',
  reg_name: 'host',
  host: 'host',
  hostname: 'host',
  domainlabel: 'host',
  toplabel: 'host',
  IPv4address: 'ipv4',
  port: 'port',
  opaque_part: 'path',
  abs_path: 'path',
  rel_path: 'path',
  rel_segment: 'path',
  path: 'path',
  path_segments: 'path',
  segment: 'path',
  param: 'path',
  query: 'query',
  fragment: 'fragment',
  escaped: 'pct-encoded',
};

let validator: Validator | undefined;

const PROFILE: Profile = {
  ...RFC3986_PROFILE,
  sections: RFC2396_SECTIONS,
  valid: (input, rule) => (validator ??= createValidator(VALIDATOR)).test(input, rule),
  kindOf: (rule) => KINDS[rule] ?? 'character',
  absolute: new Set(['absoluteURI']),
  relative: new Set(['relativeURI']),
  noFragment: new Set(['absoluteURI']),
  beyondAscii: escapedOctets,
  own,
};

/** The likely mistake behind an RFC 2396 syntax error, or null. */
export function diagnose(e: UriSyntaxError<string>): Diagnosis | null {
  return diagnoseWith(e, PROFILE);
}

function found(code: Code, message: string, start: number, end: number, rfc: string): Diagnosis {
  return diagnosis(code, message, start, end, rfc);
}

function own(e: UriSyntaxError<string>): Diagnosis | null {
  const { input, offset } = e;
  if (PROFILE.kindOf(e.rule) !== 'reference') return null;
  const scheme = /^[A-Za-z][A-Za-z0-9+.-]*:/.exec(input)?.[0] ?? '';
  if (offset !== scheme.length) return null;
  if (e.found === '?')
    return found('query-without-path', `a query with no path before it (${quote(input.slice(offset, offset + 16))}): RFC 2396 has none (relativeURI, hier_part), RFC 3986 has (its Appendix D.2); write ${quote(scheme + './' + input.slice(offset))}`, offset, input.length, 'RFC 2396 §5');
  if (e.found === null && scheme !== '')
    return found('empty-after-scheme', `nothing after ${quote(scheme)}: RFC 2396 needs a path after the scheme, a "/" or an opaque part of one character or more; RFC 3986 allows it empty (§3)`, 0, input.length, 'RFC 2396 §3');
  return null;
}
