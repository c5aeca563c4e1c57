/**
 * The work the passes do, counted: resolution (RFC 3986 §5.2, RFC 3987 §6.5,
 * RFC 2396 §5.2, RFC 1808 §4), normalization and comparison (RFC 3986 §6.2,
 * RFC 3987 §5.3) and the IRI mapping (RFC 3987 §3). Each pass adds, per step
 * of its loops, the code units that step visits (searched, compared or
 * copied), so a test can show that the work grows linearly with the input by
 * comparing the count at 1x and 4x the input, without timing anything
 * (test/unit/passes-linearity.test.ts). The parsers they call are not counted here:
 * their own tests prove them linear.
 *
 * One addition per step, never per character: it costs nothing measurable.
 */
export const passWork = { units: 0 };

/** `text`, a text a pass wrote (a recomposed reference), counted as the work of copying it. */
export function counted(text: string): string {
  passWork.units += 1 + text.length;
  return text;
}
