/** The rule groups of test/vectors/grammar.json (its string entries are section headings). */
import type { RuleName } from '../../src/index';
import vectors from '../vectors/grammar.json';

export interface Group {
  rule: RuleName;
  source: string;
  ok: string[];
  /** [input, offset of the syntax error] */
  bad: [string, number][];
}

export const groups = vectors.groups.filter((g) => typeof g !== 'string') as Group[];
