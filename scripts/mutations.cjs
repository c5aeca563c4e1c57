/**
 * Seeded mutations of strings: one random edit (`mutate`), and the mutated
 * corpus that test/proof/differential.test.ts checks against uriparser and
 * that test/proof/diagnoses-corpora.test.ts and scripts/diagnoses.mjs
 * measure the diagnoses on (`corpusMutations`): every clone builds the same.
 *
 * CommonJS so that both the jest tests and the ES module scripts can load it.
 */
'use strict';

const { mulberry32 } = require('./random.cjs');

/** One random edit of s: insert `pick()`, delete a character, replace one by `pick()`, or truncate. */
function mutate(random, s, pick) {
  const at = (n) => Math.floor(random() * n);
  const op = random();
  if (op < 0.3) {
    const i = at(s.length + 1);
    return s.slice(0, i) + pick() + s.slice(i);
  }
  if (s.length === 0) return pick();
  const i = at(s.length);
  if (op < 0.55) return s.slice(0, i) + s.slice(i + 1);
  if (op < 0.9) return s.slice(0, i) + pick() + s.slice(i + 1);
  return s.slice(0, i); // a proper prefix: often viable but incomplete
}

/** The characters and strings the corpus mutations insert: near the grammar's edges. */
const EDGE_ALPHABET = [...':/?#[]@%.\\ ^"<>{}|`0123456789abcdefvxABCDEF!$&\'()*+,;=-_~', '%25', '%zz', '::', '//', '..', '[::1]', 'é', '\t', '\u0000'];

/** Seeded mutations of the corpus lines: `perLine` each, of one to three edits with characters near the grammar's edges. */
function corpusMutations(lines, perLine, seed) {
  const random = mulberry32(seed);
  const alphabet = EDGE_ALPHABET;
  const pick = () => alphabet[Math.floor(random() * alphabet.length)];
  const out = [];
  for (const line of lines) {
    for (let i = 0; i < perLine; i++) {
      let s = mutate(random, line, pick);
      if (random() < 0.3) s = mutate(random, s, pick);
      if (random() < 0.1) s = mutate(random, s, pick);
      out.push(s);
    }
  }
  return out;
}

module.exports = { mutate, corpusMutations };
