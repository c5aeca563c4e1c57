/** Types of scripts/extract-linkify-classes.cjs. */
export interface Difference {
  readonly class: string;
  readonly side: 'both' | 'extract' | 'linkify';
  readonly extract: string | null;
  readonly linkify: string | null;
  readonly at: number;
}
export interface Found {
  readonly uri: string;
  readonly start: number;
  readonly end: number;
  readonly delimiter: string;
  readonly valid: boolean;
}
export interface LinkifyMatch {
  readonly index: number;
  readonly raw: string;
}
export declare function compare(text: string, ours: readonly Found[], theirs: readonly LinkifyMatch[]): { agree: number; differences: Difference[] };
export declare function makeLinkify<T extends { add(schema: string, definition: null): T }>(LinkifyIt: new (options: object) => T): T;
export declare const LINKIFY_SCHEMES: RegExp;
