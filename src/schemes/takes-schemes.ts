/**
 * The rules of RFC 3986 whose strings begin with a scheme (`URI`,
 * `absolute-URI`) or may (`URI-reference`): the ones `{ schemes: true }`
 * applies to. A relative reference, and any other rule, is RFC 3986's alone.
 * A module of its own, with no imports: `uri-grammar check` reads it at
 * start-up and loads the scheme layer (./validate.ts) only for `--schemes`.
 */
export function takesSchemes(rule: string): boolean {
  return rule === 'URI-reference' || rule === 'URI' || rule === 'absolute-URI';
}
