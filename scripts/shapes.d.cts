/** Types of scripts/shapes.cjs. */
export interface Shape {
  /** A stable kebab-case identifier. */
  readonly id: string;
  /** What the shape is, for reports. */
  readonly name: string;
  /** A valid URI-reference of exactly n characters. */
  valid(n: number): string;
  /** An invalid input of exactly n characters. */
  bad(n: number): string;
  /** The offset of the syntax error of `bad(n)`. */
  badAt(n: number): number;
}
export declare const BAD: string;
export declare function fill(n: number, prefix: string, unit: string, suffix?: string): string;
export declare const shapes: readonly Shape[];
