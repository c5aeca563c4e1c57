/**
 * Canonical IPv6 text: RFC 5952 §4 (and §5 for IPv4-mapped addresses).
 *
 * This goes beyond RFC 3986, whose §6.2.2.1 only makes the hexadecimal digits
 * of a host case-insensitive: `[2001:DB8::1]` and `[2001:db8:0:0:0:0:0:1]`
 * are different URIs under RFC 3986 comparison, the same address under
 * RFC 5952. `normalize` applies it only with `{ ipv6: 'rfc5952' }`.
 */

/**
 * The RFC 5952 text of the eight 16-bit pieces of an IPv6 address (as
 * `IPv6address.pieces` holds them):
 * - §4.1: leading zeros of each piece suppressed;
 * - §4.2.1: "::" shortens as much as possible, i.e. the longest run of zero pieces;
 * - §4.2.2: "::" never stands for a single zero piece;
 * - §4.2.3: among runs of equal length, the first is shortened;
 * - §4.3: hexadecimal digits in lowercase;
 * - §5: an IPv4-mapped address (`::ffff:0:0/96`, RFC 4291 §2.5.5.2) ends in
 *   dotted-quad notation, as in `::ffff:192.0.2.1`.
 *
 * @throws {TypeError} when `pieces` is not eight integers in 0–0xFFFF.
 */
export function ipv6Text(pieces: readonly number[]): string {
  if (pieces.length !== 8 || !pieces.every((p) => Number.isInteger(p) && p >= 0 && p <= 0xffff)) {
    throw new TypeError('an IPv6 address is eight 16-bit pieces (RFC 4291 §2.2)');
  }
  // RFC 5952 §5: IPv4-mapped addresses in mixed notation.
  if (pieces.slice(0, 5).every((p) => p === 0) && pieces[5] === 0xffff) {
    const [c, d] = [pieces[6], pieces[7]];
    return `::ffff:${c >> 8}.${c & 0xff}.${d >> 8}.${d & 0xff}`;
  }
  // §4.2.1, §4.2.3: the first longest run of zero pieces.
  let best = -1;
  let bestLength = 0;
  for (let i = 0; i < 8; ) {
    if (pieces[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && pieces[j] === 0) j++;
    if (j - i > bestLength) [best, bestLength] = [i, j - i];
    i = j;
  }
  const hex = (from: number, to: number) => pieces.slice(from, to).map((p) => p.toString(16)).join(':');
  // §4.2.2: a single zero piece is not shortened.
  if (bestLength < 2) return hex(0, 8);
  return `${hex(0, best)}::${hex(best + bestLength, 8)}`;
}
