/**
 * How the corpus scripts cut a URL out of running text (scripts/build-corpus.mjs
 * for the corpus, scripts/collect-invalid.mjs for the invalid lines found the
 * same way): where a candidate stops, and what is trimmed off its end.
 */

/** A candidate's tail: up to white space, a quote, `<`, `>`, a backtick, a backslash or a no-break space. */
export const TAIL = `[^\\s"'<>\`\\\\\\u00a0]+`;

const CLOSER = { ')': '(', ']': '[', '}': '{' };

/**
 * Cuts at the first closing bracket that has no opening one in the match (the
 * `)` of a Markdown link `[text](http://x)`, of a badge `[![](img)](url)`, of a
 * parenthesised aside), keeping balanced ones (`/wiki/Foo_(bar)`), then strips
 * trailing sentence punctuation.
 */
export function trimTrailing(s) {
  const depth = { '(': 0, '[': 0, '{': 0 };
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c in depth) depth[c]++;
    else if (c in CLOSER && depth[CLOSER[c]]-- === 0) {
      s = s.slice(0, i);
      break;
    }
  }
  while (s.length && '.,;:!?*'.includes(s[s.length - 1])) s = s.slice(0, -1);
  return s;
}
