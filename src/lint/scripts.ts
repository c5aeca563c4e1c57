/**
 * Mixed scripts in a host label (RFC 3986 §7.6, "Semantic Attacks"; Unicode
 * UTS #39 §5.1 "Mixed-Script Detection").
 *
 * The rule: the script of each letter (general category L) of the label is
 * looked up by Unicode script property escapes (`\p{Script=...}`) among the
 * scripts below; letters of none of them count as "Other". A label mixes
 * scripts when its letters belong to two or more scripts, except the sets
 * that UTS #39's "Highly Restrictive" level allows: Latin with Han, Hiragana
 * and Katakana (Japanese), Latin with Han and Bopomofo (Chinese), Latin with
 * Han and Hangul (Korean). Digits, marks, punctuation and the letters of the
 * Common and Inherited scripts (shared by several) are ignored.
 */

const SCRIPTS: readonly string[] = [
  'Latin', 'Greek', 'Cyrillic', 'Armenian', 'Hebrew', 'Arabic', 'Syriac', 'Thaana', 'Devanagari',
  'Bengali', 'Gurmukhi', 'Gujarati', 'Oriya', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Sinhala',
  'Thai', 'Lao', 'Tibetan', 'Myanmar', 'Georgian', 'Hangul', 'Ethiopic', 'Cherokee', 'Khmer',
  'Mongolian', 'Hiragana', 'Katakana', 'Bopomofo', 'Han',
];
/** One test per script, built on first use: compiling the 32 property escapes took half a millisecond of every load of the lint. */
let tests: readonly (readonly [string, RegExp])[] | undefined;
const scriptTests = (): readonly (readonly [string, RegExp])[] => (tests ??= SCRIPTS.map((s) => [s, new RegExp(`^\\p{Script=${s}}$`, 'u')]));
const LETTER = /^\p{L}$/u;
/** Letters shared by several scripts (the Katakana-Hiragana prolonged sound mark "ー" is Common). */
const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]$/u;

/** The scripts of the letters of `text`, in order of first appearance. */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (c < 0x80) {
      if ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) found.add('Latin');
      continue;
    }
    if (!LETTER.test(ch) || SHARED.test(ch)) continue;
    found.add(scriptTests().find(([, re]) => re.test(ch))?.[0] ?? 'Other');
  }
  return found;
}

const ALLOWED: readonly (readonly string[])[] = [
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hangul'],
];

/** True when the scripts are two or more and not one of the allowed combinations. */
export function mixesScripts(scripts: ReadonlySet<string>): boolean {
  if (scripts.size < 2) return false;
  return !ALLOWED.some((set) => [...scripts].every((s) => set.includes(s)));
}
