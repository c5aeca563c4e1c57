/** Types of scripts/mutations.cjs. */
/** One random edit of s: insert `pick()`, delete a character, replace one by `pick()`, or truncate. */
export declare function mutate(random: () => number, s: string, pick: () => string): string;
/** Seeded mutations of the corpus lines: `perLine` each, of one to three edits with characters near the grammar's edges. */
export declare function corpusMutations(lines: readonly string[], perLine: number, seed: number): string[];
