/**
 * RFC 6570's diagnoses: the likely mistake in a URI Template. Outside an
 * expression, a template is literals (§2.1), where the mistakes are a URI's
 * (RFC 3986's analysis of a character, ../rfc3986/diagnoses.ts, and the text
 * around it, src/core/diagnosis-text.ts); inside one (§2.2-§2.4): an
 * expression left open, braces nested or doubled, white space, an empty
 * expression or varspec, an operator or a reserved character out of place, a
 * varname's characters and dots, a modifier's length or a second modifier.
 * A URI pasted where a template is expected is a template (its characters are
 * literals), so it has a diagnosis only where it is no URI either.
 */
import type { Diagnosis, UriSyntaxError } from '../../core/errors.js';
import { createValidator, type Validator } from '../../core/dfa.js';
import { aroundText, charName, diagnosis, escapeSequence, escapesOf, lookalike, placeholder, quote, work } from '../../core/diagnosis-text.js';
import { VALIDATOR } from '../../../generated/rfc6570.validator.js';
import { character, percent, RFC3986_PROFILE, RFC3986_SECTIONS, type ComponentName, type Profile } from '../rfc3986/diagnoses.js';

/** The codes of RFC 6570's diagnoses, beside the shared ones and RFC 3986's of a literal character (test/vectors/diagnoses.json has an example of each). */
export const CODES = [
  'unclosed-expression',
  'nested-brace',
  'stray-close-brace',
  'expression-space',
  'empty-expression',
  'empty-varspec',
  'varname-dot',
  'prefix-length',
  'two-modifiers',
  'reserved-in-expression',
  'operator-position',
  'varname-character',
  'not-a-literal',
] as const;

type Code = (typeof CODES)[number];

let validator: Validator | undefined;

const PROFILE: Profile = {
  ...RFC3986_PROFILE,
  sections: { ...RFC3986_SECTIONS, name: 'RFC 6570', rules: 'RFC 6570 §2', encoding: 'RFC 6570 §2.1', nonAscii: 'RFC 6570 §2.1', templates: undefined },
  valid: (input, rule) => (validator ??= createValidator(VALIDATOR)).test(input, rule),
  beyondAscii: notALiteral,
};

/** The rules whose input is inside an expression (after its "{"). */
const INSIDE = new Set(['variable-list', 'varspec', 'varname', 'varchar', 'modifier-level4', 'prefix', 'max-length', 'explode', 'operator', 'op-level2', 'op-level3', 'op-reserve']);

function found(code: Code, message: string, start: number, end: number, rfc: string): Diagnosis {
  return diagnosis(code, message, start, end, rfc);
}

/** The likely mistake behind an RFC 6570 syntax error, or null. */
export function diagnose(e: UriSyntaxError<string>): Diagnosis | null {
  const s = PROFILE.sections;
  const whole = e.rule === 'URI-Template';
  // Inside an expression, the expression's own mistakes come first: its "}" closes no text around a URI.
  const inside = expressionStart(e) >= 0 || INSIDE.has(e.rule);
  if (inside && e.found === '{') return placeholder(e, s, false) ?? template(e);
  if (inside && e.found !== null && !/^[\s\u00a0]$/.test(e.found) && e.found.codePointAt(0)! < 0x7f) return template(e);
  if (e.found === '}' && whole) return literal(e);
  return aroundText(e, s, whole ? PROFILE.valid : null) ?? placeholder(e, s, false) ?? escapeSequence(e, s) ?? lookalike(e, s) ?? template(e);
}

/** The "{" of the expression the error is in, for the rule URI-Template, or -1. */
function expressionStart(e: UriSyntaxError<string>): number {
  if (e.rule !== 'URI-Template') return e.rule === 'expression' && e.offset > 0 ? 0 : -1;
  const start = e.input.lastIndexOf('{', e.offset - 1);
  return start >= 0 && e.input.lastIndexOf('}', e.offset - 1) < start ? start : -1;
}

function template(e: UriSyntaxError<string>): Diagnosis | null {
  const { input, offset, found: c } = e;
  work.units += input.length;
  const n = input.length;
  // Where the expression's "{" is: -1 when the rule parsed is one inside an expression.
  let start = -1;
  if (e.rule === 'URI-Template' || e.rule === 'literals') {
    start = input.lastIndexOf('{', offset - 1);
    if (start < 0 || input.lastIndexOf('}', offset - 1) > start) return literal(e);
  } else if (e.rule === 'expression') {
    if (offset === 0) return null;
    start = 0;
  } else if (!INSIDE.has(e.rule)) return literal(e);
  const open = Math.max(start, 0);
  const body = input.slice(start + 1, offset);
  const end = offset + (c?.length ?? 0);
  if (c === null && start >= 0 && !/%[0-9A-Fa-f]?$/.test(body))
    return found('unclosed-expression', `the expression ${quote(input.slice(start))} is not closed: add the "}" after its last variable`, start, n, 'RFC 6570 §2.2');
  const pct = percent(e, PROFILE.sections);
  if (pct) return pct;
  if (c === null) return null;
  if (c === '{') return found('nested-brace', `"{" inside the expression ${quote(input.slice(open, offset + 1))}: expressions do not nest; close the one open with "}" first`, open, end, 'RFC 6570 §2.2');
  if (c === ' ' || c === '\t') return found('expression-space', `white space inside the expression ${quote(input.slice(open, Math.min(n, input.indexOf('}', offset) + 1 || n)))}: write {a,b}, not { a, b }`, offset, end, 'RFC 6570 §2.3');
  if (c === '}' && (body === '' || /^[+#./;?&=,!@|]$/.test(body))) return found('empty-expression', `the expression ${quote(input.slice(open, end))} names no variable: an expression has at least one`, open, end, 'RFC 6570 §2.2');
  if ((c === '}' && body.endsWith(',')) || (c === ',' && /(^|[{,])$/.test(input.slice(0, offset))))
    return found('empty-varspec', `an empty variable in ${quote(input.slice(open, Math.min(n, input.indexOf('}', offset) + 1 || n)))}: a "," separates two variable names`, c === ',' ? offset : offset - 1, end, 'RFC 6570 §2.3');
  if ((c === '.' && body.endsWith('.')) || ('}*:,'.includes(c) && body.endsWith('.'))) {
    let nameStart = offset;
    while (nameStart > open + 1 && !',{'.includes(input[nameStart - 1]!)) nameStart--;
    if ('+#./;?&=!@|'.includes(input[nameStart]!) && input[nameStart - 1] === '{') nameStart++;
    let nameEnd = offset;
    while (nameEnd < n && !',}:*'.includes(input[nameEnd]!)) nameEnd++;
    return found('varname-dot', `the variable name ${quote(input.slice(nameStart, nameEnd))} ${c === '.' ? 'has ".."' : 'ends with "."'}: a "." stands between two name characters (varchar *( ["."] varchar ))`, Math.max(open, offset - 1), end, 'RFC 6570 §2.3');
  }
  if ((c === '0' && body.endsWith(':')) || (/^[0-9]$/.test(c) && /:\d{4}$/.test(body)))
    return found('prefix-length', `a prefix length is 1 to 9999 (max-length): ${body.endsWith(':') ? '":0" is none; leave the modifier out for the whole value' : 'five digits are too many'}`, body.lastIndexOf(':') + start + 1, end, 'RFC 6570 §2.4.1');
  if ((c === '*' && /:\d+$/.test(body)) || (c === ':' && body.endsWith('*')))
    return found('two-modifiers', `a variable has one modifier, a prefix (":n") or an explode ("*"), not both`, offset - 1, end, 'RFC 6570 §2.4');
  if (c === '$' || c === '(' || c === ')')
    return found('reserved-in-expression', `${quote(c)} is reserved in expressions for macro languages: a variable name is letters, digits, "_", "." and percent-encodings`, offset, end, 'RFC 6570 §2.2');
  if ('+#./;?&=,!@|'.includes(c))
    return found('operator-position', `${quote(c)} is an operator only right after the "{", and an expression has one: in a variable name, percent-encode it as ${escapesOf(c)}`, offset, end, 'RFC 6570 §2.2');
  return found('varname-character', `${charName(c)} in the variable name: a varname is letters, digits, "_", "." and percent-encodings${c === '-' ? ' (write "_" for "-")' : ''}${c.codePointAt(0)! > 0x7f ? `, so write it ${escapesOf(c)}` : ''}`, offset, end, 'RFC 6570 §2.3');
}

/** Outside an expression: a "}" that closes none, or a character that is no literal (§2.1). */
function literal(e: UriSyntaxError<string>): Diagnosis | null {
  const { offset, found: c } = e;
  if (c === '}') return found('stray-close-brace', 'a "}" that closes no expression: remove it, add the "{" it closes, or write it %7D', offset, offset + 1, 'RFC 6570 §2.2');
  return character(e, 'literals', 'RFC 6570 §2.1', { start: 0, end: e.input.length }, PROFILE);
}

/** A character beyond US-ASCII that is neither ucschar nor iprivate (§2.1, RFC 3987 §2.2). */
function notALiteral(e: UriSyntaxError<string>, component: ComponentName): Diagnosis {
  const c = e.found!;
  return found('not-a-literal', `${charName(c)} in the ${component} is neither ucschar nor iprivate: write it percent-encoded, ${escapesOf(c)}`, e.offset, e.offset + c.length, 'RFC 6570 §2.1');
}
