/**
 * RFC 6570's hints: the usual mistakes in a URI Template, each citing its
 * section. Outside an expression, a character that is no literal (§2.1); inside
 * one, a space, a brace, a character the expression syntax excludes (§2.2),
 * a varname that ends or doubles a "." (§2.3), a max-length out of 1-9999
 * (§2.4.1), two modifiers (§2.4).
 */
import type { UriSyntaxError } from '../../core/errors.js';
import { badPercent, utf8Escapes } from '../../core/hint-text.js';

/** The rules whose input is inside an expression (after its "{"). */
const INSIDE = new Set(['variable-list', 'varspec', 'varname', 'varchar', 'modifier-level4', 'prefix', 'max-length', 'explode', 'operator', 'op-level2', 'op-level3', 'op-reserve']);

/** The characters §2.1 leaves out of literals, and how to write each. */
const NOT_LITERAL: Readonly<Record<string, string>> = {
  ' ': 'a space is no literal (RFC 6570 §2.1): write it %20',
  '"': 'a double quote is no literal (RFC 6570 §2.1): write it %22',
  '<': '"<" is no literal (RFC 6570 §2.1): write it %3C; a template wrapped in <...> is written without them',
  '>': '">" is no literal (RFC 6570 §2.1): write it %3E; a template wrapped in <...> is written without them',
  '\\': 'a backslash is no literal (RFC 6570 §2.1): write it %5C (a path separator in a URI is "/")',
  '^': '"^" is no literal (RFC 6570 §2.1): write it %5E',
  '`': 'a backtick is no literal (RFC 6570 §2.1): write it %60 (or remove the quoting of the surrounding code)',
  '|': '"|" is no literal (RFC 6570 §2.1): write it %7C',
  '}': 'a "}" closes no expression here (RFC 6570 §2.1, §2.2): remove it, add the "{" it closes, or write it %7D',
};

/** A one-line hint for a common mistake in a URI Template, or null. */
export function hint(e: UriSyntaxError<string>): string | null {
  const { input, offset, found } = e;
  // Where the expression's "{" is: -1 when the rule parsed is one inside an expression.
  let start = -1;
  if (e.rule === 'URI-Template') {
    start = input.lastIndexOf('{', offset - 1);
    if (start < 0 || input.lastIndexOf('}', offset - 1) > start) return literalHint(e);
  } else if (e.rule === 'expression') {
    if (offset === 0) return null;
    start = 0;
  } else if (!INSIDE.has(e.rule)) return literalHint(e);
  const body = input.slice(start + 1, offset);
  if (found === null && badPercent(e)) return 'a "%" in a variable name begins a pct-encoded triplet (RFC 6570 §2.3): "%" and two hex digits';
  if (found === null) return start >= 0 ? `the expression opened at offset ${start} is not closed (RFC 6570 §2.2): add "}"` : null;
  if (found === '{') return start >= 0 ? `"{" inside an expression (RFC 6570 §2.2): expressions do not nest; close the one opened at offset ${start} with "}" first` : '"{" inside an expression: expressions do not nest (RFC 6570 §2.2)';
  if (found === ' ' || found === '\t') return 'no white space inside an expression (RFC 6570 §2.2, §2.3): write {a,b}, not { a, b }';
  if (found === '}' && /(^|,)$/.test(body) && body.length <= 1 && e.expected.includes('operator')) return 'an expression names at least one variable (RFC 6570 §2.2): {} is empty';
  if (found === '}' && body.endsWith(',')) return 'a "," in an expression separates two varspecs (RFC 6570 §2.3): remove the trailing ","';
  if (found === ',' && /(^|[{,])$/.test(input.slice(0, offset))) return 'an empty varspec (RFC 6570 §2.3): each "," separates two variable names';
  if (found === '.' && body.endsWith('.')) return 'a varname has no ".." (RFC 6570 §2.3: varchar *( ["."] varchar )): one "." between two name characters';
  if (found === '}' || found === ',' || found === ':' || found === '*') {
    if (body.endsWith('.')) return 'a varname does not end with "." (RFC 6570 §2.3: varchar *( ["."] varchar ))';
  }
  if (found === '0' && body.endsWith(':')) return 'a prefix length is 1 to 9999 (RFC 6570 §2.4.1: max-length begins with 1-9): {var:0} is not allowed; leave the modifier out for the whole value';
  if (/^[0-9]$/.test(found) && /:\d{4}$/.test(body)) return 'a prefix length is at most 9999 (RFC 6570 §2.4.1: max-length is a positive integer < 10000)';
  if (found === '*' && /:\d+$/.test(body)) return 'a varspec has one modifier (RFC 6570 §2.4: prefix / explode): a prefix and an explode cannot be combined';
  if (found === ':' && /\*$/.test(body)) return 'a varspec has one modifier (RFC 6570 §2.4: prefix / explode): an explode and a prefix cannot be combined';
  if (found === '$' || found === '(' || found === ')')
    return `"${found}" is excluded from expressions (RFC 6570 §2.2): "$", "(" and ")" stay free for macro languages; a variable name is letters, digits, "_", "." and pct-encoded triplets`;
  if ('=,!@|'.includes(found) && offset > 0 && input[offset - 1] !== '{' && e.expected.includes('"}"'))
    return `"${found}" is an operator only right after "{" (RFC 6570 §2.2); in a variable name, write it pct-encoded (${utf8Escapes(found)})`;
  if ('+#./;?&'.includes(found) && (e.expected.includes('"}"') || /^[+#./;?&=,!@|]$/.test(body)))
    return `"${found}" is an operator only right after "{" (RFC 6570 §2.2): one operator per expression; a variable name is letters, digits, "_", "." and pct-encoded triplets`;
  if (badPercent(e)) return 'a "%" in a variable name begins a pct-encoded triplet (RFC 6570 §2.3): "%" and two hex digits';
  if (found === '-') return 'a variable name has no "-" (RFC 6570 §2.3: varchar = ALPHA / DIGIT / "_" / pct-encoded): use "_" or write it %2D';
  if (/^[^\x00-\x7f]/.test(found)) return `a variable name is ASCII (RFC 6570 §2.3): write "${found}" pct-encoded (${utf8Escapes(found)}), which stays part of the name`;
  return null;
}

/** Outside an expression: the character is no literal (§2.1). */
function literalHint(e: UriSyntaxError<string>): string | null {
  const { input, found } = e;
  if (badPercent(e)) return 'a "%" in literals begins a pct-encoded triplet (RFC 6570 §2.1): write a lone "%" as %25';
  if (found === '}' && input.indexOf('{') < 0) return NOT_LITERAL['}']!;
  if (found === null) return null;
  const fixed = NOT_LITERAL[found];
  if (fixed) return fixed;
  const code = found.codePointAt(0)!;
  if (code < 0x20 || code === 0x7f) return `a control character is no literal (RFC 6570 §2.1): write it ${utf8Escapes(found)}`;
  if (code >= 0xd800 && code <= 0xdfff) return 'a lone surrogate is no character (RFC 6570 §1.1: a template is Unicode text): the string is not well-formed UTF-16';
  if (code >= 0x80) return `U+${code.toString(16).toUpperCase().padStart(4, '0')} is no literal (RFC 6570 §2.1: ucschar and iprivate only): write it ${utf8Escapes(found)}`;
  return null;
}
