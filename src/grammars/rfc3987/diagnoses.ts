/**
 * RFC 3987's diagnoses: RFC 3986's analysis (../rfc3986/diagnoses.ts) over
 * the IRI rules, whose components are RFC 3986's with characters beyond
 * US-ASCII (§2.2): what remains a mistake is a private-use character outside
 * the query, a character that is neither ucschar nor iprivate, and a zone
 * identifier (§2.2: "This syntax does not support IPv6 scoped addressing zone
 * identifiers").
 */
import type { Diagnosis, UriSyntaxError } from '../../core/errors.js';
import { createValidator, type Validator } from '../../core/dfa.js';
import { charName, diagnosis, escapesOf } from '../../core/diagnosis-text.js';
import { VALIDATOR } from '../../../generated/rfc3987.validator.js';
import { diagnoseWith, kindOf, RFC3986_SECTIONS, zoneIn, type ComponentName, type Profile, type Sections } from '../rfc3986/diagnoses.js';

/** The codes of RFC 3987's own diagnoses, beside RFC 3986's (test/vectors/diagnoses.json has an example of each). */
export const CODES = ['iprivate-outside-query', 'not-ucschar'] as const;

type Code = (typeof CODES)[number];

const SECTIONS: Sections = {
  ...RFC3986_SECTIONS,
  name: 'RFC 3987',
  rules: 'RFC 3987 §2.2',
  nonAscii: 'RFC 3987 §2.2',
};

let validator: Validator | undefined;

const PROFILE: Profile = {
  sections: SECTIONS,
  valid: (input, rule) => (validator ??= createValidator(VALIDATOR)).test(input, rule),
  kindOf,
  absolute: new Set(['IRI', 'absolute-IRI']),
  relative: new Set(['irelative-ref']),
  noFragment: new Set(['absolute-IRI']),
  beyondAscii,
  zone: (e, literal, pct) => zoneIn(e, literal, pct, 'RFC 3987 §2.2', 'RFC 3987'),
};

/** The likely mistake behind an RFC 3987 syntax error, or null. */
export function diagnose(e: UriSyntaxError<string>): Diagnosis | null {
  return diagnoseWith(e, PROFILE);
}

function found(code: Code, message: string, start: number, end: number): Diagnosis {
  return diagnosis(code, message, start, end, 'RFC 3987 §2.2');
}

/** RFC 3987 §2.2: ucschar everywhere but the scheme and the IP literals, iprivate in the query only. */
function beyondAscii(e: UriSyntaxError<string>, component: ComponentName): Diagnosis {
  const { offset } = e;
  const c = e.found!;
  const cp = c.codePointAt(0)!;
  const end = offset + c.length;
  const escapes = escapesOf(c);
  const privateUse = (cp >= 0xe000 && cp <= 0xf8ff) || (cp >= 0xf0000 && cp <= 0xffffd) || (cp >= 0x100000 && cp <= 0x10fffd);
  if (privateUse && component !== 'query')
    return found('iprivate-outside-query', `a private-use character (${charName(c)}) in the ${component}: IRIs allow them in the query only (iprivate); percent-encode it as ${escapes}`, offset, end);
  const why =
    cp >= 0x80 && cp <= 0x9f
      ? 'a C1 control character (text in Windows-1252 read as Latin-1?)'
      : (cp >= 0xfdd0 && cp <= 0xfdef) || (cp & 0xfffe) === 0xfffe
        ? 'a noncharacter'
        : cp >= 0xfff0 && cp <= 0xfffd
          ? 'a special (U+FFF0-U+FFFD)'
          : component === 'scheme' || component === 'port'
            ? `no character of the ${component}, which is ASCII in IRIs too`
            : 'no ucschar';
  return found('not-ucschar', `${charName(c)} in the ${component} is ${why}: an IRI does not allow it there; percent-encode it as ${escapes}`, offset, end);
}
