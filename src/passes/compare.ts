/**
 * Comparison: RFC 3986 §6 (the comparison ladder of §6.2).
 *
 * - `'simple'`: §6.2.1 Simple String Comparison, code unit for code unit;
 * - `'syntax'` (the default): §6.2.2 Syntax-Based Normalization, then compare;
 * - `'scheme'`: §6.2.3 Scheme-Based Normalization as well.
 *
 * Every level compares a key (`comparisonKey`): two references are equivalent
 * when their keys are equal, so each level is an equivalence relation
 * (reflexive, symmetric, transitive), and the key can index a `Map` or sort
 * (`compare`). A false negative is possible at every level, a false positive
 * at none (§6.1): e.g. `%2F` and "/" are never equivalent.
 *
 * Every input must be a URI-reference, at each level: an invalid string is a
 * `UriSyntaxError`, not a silent comparison of bytes.
 *
 * Over the AST of a grammar of RFC 3986's shape, whose syntax each grammar's
 * binding gives (`equivalent`, `comparisonKey` and `compare` of RFC 3986, and
 * of RFC 3987 §5.3: src/grammars/<name>/).
 */
import { normalizeIn, type NormalizeOptions } from './normalize.js';
import type { ReferenceSyntax } from '../model/reference-syntax.js';
import { serializeIn } from '../model/serialize.js';
import type { ReferenceShape } from '../model/shapes.js';

/** `'simple'` (§6.2.1), `'syntax'` (§6.2.2) or `'scheme'` (§6.2.3). */
export type ComparisonLevel = 'simple' | 'syntax' | 'scheme';

/** Options of `equivalent`, `comparisonKey` and `compare`: the level, and `normalize`'s other options. */
export interface CompareOptions extends Omit<NormalizeOptions, 'level'> {
  /** `'syntax'` by default. */
  level?: ComparisonLevel;
}

/**
 * The string that stands for the equivalence class of `input` at a level, in
 * a grammar of RFC 3986's shape (RFC 3987 §5.3 has the same ladder): the
 * reference's own text for `'simple'`, its normalized text otherwise.
 */
export function comparisonKeyIn(syntax: ReferenceSyntax, input: string | ReferenceShape, options: CompareOptions = {}): string {
  const level = options.level ?? 'syntax';
  switch (level) {
    case 'simple':
      // RFC 3986 §6.2.1 Simple String Comparison
      if (typeof input === 'string') {
        syntax.parseReference(input); // a URI-reference, or a UriSyntaxError
        return input;
      }
      return serializeIn(syntax.components, input);
    case 'syntax':
    case 'scheme':
      return normalizeIn(syntax, input, { ...options, level });
    default:
      throw new TypeError(`unknown comparison level: ${String(level)}`);
  }
}
