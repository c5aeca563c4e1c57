/**
 * RFC 1738's diagnoses: its own (lower-case schemes, the schemes without a
 * login, no fragment in a URL), then RFC 3986's analysis of the components
 * (../rfc3986/diagnoses.ts) with RFC 1738's sections and escapes (§2.2).
 */
import type { Diagnosis, UriSyntaxError } from '../../core/errors.js';
import { createValidator, type Validator } from '../../core/dfa.js';
import { diagnosis, quote } from '../../core/diagnosis-text.js';
import { VALIDATOR } from '../../../generated/rfc1738.validator.js';
import { diagnoseWith, escapedOctets, RFC3986_PROFILE, type Code as Rfc3986Code, type Profile, type RuleKind, type Sections } from '../rfc3986/diagnoses.js';

/** The codes of RFC 1738's own diagnoses, beside RFC 3986's (test/vectors/diagnoses.json has an example of each). */
export const CODES = ['upper-case-scheme', 'login-not-allowed', 'fragment-in-url', 'relative-url'] as const;

type Code = (typeof CODES)[number];

const SECTIONS: Sections = {
  name: 'RFC 1738',
  rules: 'RFC 1738 §5',
  context: 'RFC 1738 Appendix',
  encoding: 'RFC 1738 §2.2',
  nonAscii: 'RFC 1738 §2.2',
  scheme: 'RFC 1738 §2.1',
  authority: 'RFC 1738 §3.1',
  userinfo: 'RFC 1738 §3.1',
  host: 'RFC 1738 §3.1',
  port: 'RFC 1738 §3.1',
  path: 'RFC 1738 §3.1',
  query: 'RFC 1738 §3.3',
  fragment: 'RFC 1738 §2.2',
  relative: 'RFC 1738 §2.1',
  absolute: 'RFC 1738 §2.1',
  ipLiteral: null,
};

/** The rules of one scheme's URLs and of their parts. */
const KINDS: Readonly<Record<string, RuleKind>> = {
  url: 'reference',
  genericurl: 'reference',
  otherurl: 'reference',
  scheme: 'scheme',
  hostport: 'authority',
  'ip-schemepart': 'hier-part',
  login: 'authority',
  user: 'userinfo',
  password: 'userinfo',
  host: 'host',
  hostname: 'host',
  hostnumber: 'ipv4',
  domainlabel: 'host',
  toplabel: 'host',
  port: 'port',
  search: 'query',
  escape: 'pct-encoded',
};

let validator: Validator | undefined;

const PROFILE: Profile = {
  ...RFC3986_PROFILE,
  sections: SECTIONS,
  valid: (input, rule) => (validator ??= createValidator(VALIDATOR)).test(input, rule),
  kindOf: (rule) => KINDS[rule] ?? (/url$/.test(rule) ? 'reference' : /path|segment|selector|database|group|article|fieldspec|wtype|gtype|ftptype|schemepart/.test(rule) ? 'path' : 'character'),
  absolute: new Set(),
  relative: new Set(),
  noFragment: new Set(),
  beyondAscii: escapedOctets,
  own,
};

/** RFC 1738's scheme rules whose URLs have a hostport and no login (§3.3 http, §3.4 gopher, §3.7 nntp, §3.9 wais, §3.11 prospero). */
const HOSTPORT_ONLY = new Set(['http', 'gopher', 'nntp', 'wais', 'prospero']);

/** The likely mistake behind an RFC 1738 syntax error, or null. */
export function diagnose(e: UriSyntaxError<string>): Diagnosis | null {
  return diagnoseWith(e, PROFILE);
}

/** A diagnosis of RFC 1738's own kinds, or of RFC 3986's named the same. */
function found(code: Code | Rfc3986Code, message: string, start: number, end: number, rfc: string): Diagnosis {
  return diagnosis(code, message, start, end, rfc);
}

function own(e: UriSyntaxError<string>): Diagnosis | null {
  const { input, offset } = e;
  if (PROFILE.kindOf(e.rule) !== 'reference') return null;
  const colon = input.indexOf(':');
  const first = /[:/?#]/.exec(input);
  if ((first === null || first[0] !== ':' || first.index === 0) && offset <= (first?.index ?? input.length))
    return found('relative-url', `${input === '' ? 'an empty string' : quote(input.slice(0, 40))} has no scheme: RFC 1738 has absolute URLs only (scheme ":" scheme-specific part); relative ones came with RFC 1808, and RFC 3986 calls both URI references`, 0, Math.min(input.length, Math.max(1, first?.index ?? input.length)), 'RFC 1738 §2.1');
  const scheme = colon > 0 ? input.slice(0, colon) : '';
  if (scheme !== '' && !/^[A-Za-z0-9+.-]+$/.test(scheme) && offset <= colon && first?.[0] === ':')
    return found('scheme-syntax', `${quote(scheme)} is not a scheme: RFC 1738 schemes are lower-case letters, digits, "+", "-" and "."`, 0, colon, 'RFC 1738 §2.1');
  if (/^[A-Za-z][A-Za-z0-9+.-]*$/.test(scheme) && /[A-Z]/.test(scheme) && offset <= colon)
    return found('upper-case-scheme', `RFC 1738 schemes are lower case (§2.1 lets programs read upper case too, the grammar does not): write ${quote(scheme.toLowerCase() + ':')}`, 0, colon, 'RFC 1738 §2.1');
  const login = /^([a-z]+):\/\/([^/@]*)@/.exec(input);
  if (login && HOSTPORT_ONLY.has(login[1]!) && offset >= login[1]!.length + 3 && offset < login[0].length)
    return found('login-not-allowed', `${login[1]} URLs have a host and port only, no user name or password (${quote(login[2]! + '@')}): RFC 1738 gives a login to the generic ip-schemepart (§3.1) and ftp and telnet, not to ${login[1]}`, login[1]!.length + 3, login[0].length, 'RFC 1738 §3.1');
  if (e.found === '#')
    return found('fragment-in-url', `a fragment identifier (${quote(input.slice(offset, offset + 16))}) follows a URL and is no part of it in RFC 1738 (§2.2 counts "#" unsafe): check the URL without it, or escape a "#" inside it as %23`, offset, input.length, 'RFC 1738 §2.2');
  return null;
}
