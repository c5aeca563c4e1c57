/**
 * The AST of a URI Template, the way expansion reads one it is given as a
 * string: the generated DFA of `URI-Template` (generated/rfc6570.validator.ts)
 * decides whether the template is valid, and a valid one is split at its
 * delimiters, which RFC 6570 §2 makes unambiguous: "{" and "}" are no literal
 * (§2.1) and occur in an expression only as its braces (§2.2), "," only
 * between varspecs (§2.3), and a varspec ends with its modifier, ":" and
 * digits or "*" (§2.4). The nodes are those the generated parser builds
 * (test/vectors/rfc6570-expand.test.ts compares the two on every template of
 * the vectors and of the public suite). An invalid template goes to the
 * generated parser, whose UriSyntaxError says where and why.
 */
import type { Operator, URI_Template, expression, literals, varspec } from './ast.js';
import { isValid, parse } from '../../../generated/rfc6570.api.js';

/** The operators of §2.2 (op-level2, op-level3, op-reserve), by their code unit. */
const OPERATOR = new Uint8Array(128);
for (const c of '+#./;?&=,!@|') OPERATOR[c.charCodeAt(0)] = 1;

const CLOSE = 0x7d; // "}"
const COMMA = 0x2c;
const COLON = 0x3a;
const STAR = 0x2a;

/**
 * The typed AST of `template` (as `parse(template)` gives it).
 * @throws {UriSyntaxError} when the template is not a URI-Template (RFC 6570 §2).
 * @throws {TypeError} when it is not a string.
 */
export function templateAst(template: string): URI_Template {
  if (typeof template !== 'string' || !isValid(template)) return parse(template);
  return split(template);
}

/** The parts of a valid template: its literal runs (§2.1) and its expressions (§2.2). */
function split(t: string): URI_Template {
  const n = t.length;
  const parts: (literals | expression)[] = [];
  let i = 0;
  while (i < n) {
    let open = t.indexOf('{', i);
    if (open < 0) open = n;
    if (open > i) parts.push({ type: 'literals', start: i, end: open, text: t.slice(i, open) });
    if (open === n) break;
    // §2.2: the expression runs to the next "}"; its first character may be an operator.
    let p = open + 1;
    const c = t.charCodeAt(p);
    const operator = c < 128 && OPERATOR[c] === 1 ? (t[p++] as Operator) : null;
    const variables: varspec[] = [];
    for (;;) {
      // §2.3 varspec = varname [ modifier-level4 ]; it ends at "," or "}".
      const start = p;
      let q = p;
      let d = t.charCodeAt(q);
      while (d !== COMMA && d !== CLOSE && d !== COLON && d !== STAR) d = t.charCodeAt(++q);
      const varname = t.slice(start, q);
      let prefix: number | null = null;
      let explode = false;
      if (d === COLON) {
        // §2.4.1 prefix = ":" max-length (1 to 4 digits)
        let value = 0;
        for (d = t.charCodeAt(++q); d !== COMMA && d !== CLOSE; d = t.charCodeAt(++q)) value = value * 10 + (d - 0x30);
        prefix = value;
      } else if (d === STAR) {
        // §2.4.2 explode = "*"
        explode = true;
        d = t.charCodeAt(++q);
      }
      variables.push({ type: 'varspec', start, end: q, varname, prefix, explode });
      p = q + 1;
      if (d === CLOSE) break;
    }
    parts.push({ type: 'expression', start: open, end: p, operator, variables });
    i = p;
  }
  return { type: 'URI-Template', start: 0, end: n, parts };
}
