/**
 * RFC 6874's diagnoses: RFC 3986's analysis (../rfc3986/diagnoses.ts), with
 * the zone identifier of §2 in an IP literal: `IPv6addrz = IPv6address "%25"
 * ZoneID`, `ZoneID = 1*( unreserved / pct-encoded )`. RFC 9844 (2025)
 * obsoletes RFC 6874 and takes zone identifiers out of URIs, which each
 * message says.
 */
import type { Diagnosis, UriSyntaxError } from '../../core/errors.js';
import { createValidator, type Validator } from '../../core/dfa.js';
import { diagnosis, quote } from '../../core/diagnosis-text.js';
import { VALIDATOR } from '../../../generated/rfc6874.validator.js';
import { diagnoseWith, RFC3986_PROFILE, RFC3986_SECTIONS, type Profile, type Sections } from '../rfc3986/diagnoses.js';

/** The codes of RFC 6874's own diagnoses, beside RFC 3986's (test/vectors/diagnoses.json has an example of each). */
export const CODES = ['zone-id-bare', 'zone-id-empty', 'zone-id-char', 'zone-in-ipv6address'] as const;

type Code = (typeof CODES)[number];

const SECTIONS: Sections = { ...RFC3986_SECTIONS, name: 'RFC 6874', rules: 'RFC 6874 §2' };

let validator: Validator | undefined;

const PROFILE: Profile = {
  ...RFC3986_PROFILE,
  sections: SECTIONS,
  valid: (input, rule) => (validator ??= createValidator(VALIDATOR)).test(input, rule),
  zone,
};

/** The likely mistake behind an RFC 6874 syntax error, or null. */
export function diagnose(e: UriSyntaxError<string>): Diagnosis | null {
  return diagnoseWith(e, PROFILE);
}

function found(code: Code, message: string, start: number, end: number): Diagnosis {
  return diagnosis(code, message, start, end, 'RFC 6874 §2');
}

const OBSOLETE = 'RFC 9844 (2025) obsoletes RFC 6874 and takes zone identifiers out of URIs';

/** A "%" at `pct` in the IP literal `literal` (brackets included, or the rule IPv6address's whole input). */
function zone(e: UriSyntaxError<string>, literal: { start: number; end: number }, pct: number): Diagnosis | null {
  const { input, offset } = e;
  const zoneEnd = input[literal.end - 1] === ']' ? literal.end - 1 : literal.end;
  const text = input.slice(pct, zoneEnd);
  if (e.rule === 'IPv6address' && text.startsWith('%25'))
    return found('zone-in-ipv6address', `${quote(text)} is a zone identifier, no part of an IPv6address: the rule IPv6addrz is IPv6address "%25" ZoneID`, pct, zoneEnd);
  if (!text.startsWith('%25'))
    return found('zone-id-bare', `the zone identifier ${quote(text)} needs "%25" (a percent-encoded "%") before the zone: ${quote('%25' + text.slice(1))}; ${OBSOLETE}`, pct, Math.max(zoneEnd, Math.min(offset + 1, input.length)));
  if (text === '%25') return found('zone-id-empty', `the zone identifier after "%25" is empty: ZoneID is one or more unreserved or percent-encoded characters; ${OBSOLETE}`, pct, zoneEnd);
  const bad = /[^A-Za-z0-9._~%-]|%(?![0-9A-Fa-f]{2})/.exec(text.slice(3));
  if (bad) {
    const at = pct + 3 + bad.index;
    return found('zone-id-char', `${quote(bad[0])} in the zone identifier ${quote(text)}: ZoneID is unreserved characters ("A-Z a-z 0-9 - . _ ~") and percent-encodings only; ${OBSOLETE}`, Math.min(at, offset), Math.max(at + 1, Math.min(offset + 1, input.length)));
  }
  return null;
}
