/**
 * Punycode (RFC 3492): decoding (§6.2 "Decoding procedure") and encoding
 * (§6.3 "Encoding procedure"), for the A-labels ("xn--" labels, RFC 5890
 * §2.3.2.1) of idna.ts and uts46.ts. Only labels of at most 63 characters
 * are decoded (the DNS limit, RFC 1034 §3.1), which also bounds the quadratic
 * insertion below.
 */

// RFC 3492 §5 Parameter values for Punycode
const base = 36;
const tmin = 1;
const tmax = 26;
const skew = 38;
const damp = 700;
const initial_bias = 72;
const initial_n = 0x80;
const maxint = 0x7fffffff;

// RFC 3492 §6.1 Bias adaptation function
function adapt(delta: number, numpoints: number, firsttime: boolean): number {
  delta = firsttime ? Math.floor(delta / damp) : delta >> 1;
  delta += Math.floor(delta / numpoints);
  let k = 0;
  while (delta > ((base - tmin) * tmax) >> 1) {
    delta = Math.floor(delta / (base - tmin));
    k += base;
  }
  return k + Math.floor(((base - tmin + 1) * delta) / (delta + skew));
}

function digitValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 22; // "0".."9" are 26..35
  if (c >= 0x41 && c <= 0x5a) return c - 0x41; // "A".."Z" are 0..25
  if (c >= 0x61 && c <= 0x7a) return c - 0x61; // "a".."z" are 0..25
  return base;
}

/** The Unicode text of a Punycode string (without its "xn--" prefix), or `null` when it is malformed. */
export function punycodeDecode(input: string): string | null {
  let n = initial_n;
  let i = 0;
  let bias = initial_bias;
  // Let b be the number of input code points before the last delimiter, or 0 if there is none,
  // then copy the first b code points to the output.
  const b = Math.max(0, input.lastIndexOf('-'));
  const output: number[] = [];
  for (let j = 0; j < b; j++) {
    const c = input.charCodeAt(j);
    if (c >= 0x80) return null;
    output.push(c);
  }
  // Main decoding loop: start just after the last delimiter if any basic code points were copied.
  let inp = b > 0 ? b + 1 : 0;
  while (inp < input.length) {
    const oldi = i;
    let w = 1;
    for (let k = base; ; k += base) {
      if (inp >= input.length) return null;
      const digit = digitValue(input.charCodeAt(inp++));
      if (digit >= base) return null;
      if (digit > Math.floor((maxint - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? tmin : k >= bias + tmax ? tmax : k - bias;
      if (digit < t) break;
      if (w > Math.floor(maxint / (base - t))) return null;
      w *= base - t;
    }
    bias = adapt(i - oldi, output.length + 1, oldi === 0);
    if (Math.floor(i / (output.length + 1)) > maxint - n) return null;
    n += Math.floor(i / (output.length + 1));
    i %= output.length + 1;
    if (n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

// ----- RFC 3492 §6.3 Encoding procedure -----

/** The basic code point of a digit: 0..25 are "a".."z", 26..35 are "0".."9" (§5). */
function digitChar(d: number): string {
  return String.fromCharCode(d < 26 ? 0x61 + d : 0x30 + d - 26);
}

/**
 * The Punycode of `input` (without the "xn--" prefix), RFC 3492 §6.3.
 *
 * @throws {RangeError} on overflow (§6.4), which labels of at most 59 code
 * points, those of `toURI`, never reach.
 */
export function punycodeEncode(input: string): string {
  const cps = Array.from(input, (c) => c.codePointAt(0)!);
  let n = initial_n;
  let delta = 0;
  let bias = initial_bias;
  // Let h = b = the number of basic code points in the input; copy them in order, then a delimiter if b > 0.
  let output = cps.filter((c) => c < 0x80).map((c) => String.fromCharCode(c)).join('');
  const b = output.length;
  let h = b;
  if (b > 0) output += '-';
  while (h < cps.length) {
    // Let m = the minimum code point >= n in the input.
    let m = Infinity;
    for (const c of cps) if (c >= n && c < m) m = c;
    if (m - n > Math.floor((maxint - delta) / (h + 1))) throw new RangeError('Punycode overflow (RFC 3492 §6.4)');
    delta += (m - n) * (h + 1);
    n = m;
    for (const c of cps) {
      if (c < n && ++delta > maxint) throw new RangeError('Punycode overflow (RFC 3492 §6.4)');
      if (c === n) {
        let q = delta;
        for (let k = base; ; k += base) {
          const t = k <= bias ? tmin : k >= bias + tmax ? tmax : k - bias;
          if (q < t) break;
          output += digitChar(t + ((q - t) % (base - t)));
          q = Math.floor((q - t) / (base - t));
        }
        output += digitChar(q);
        bias = adapt(delta, h + 1, h === b);
        delta = 0;
        h++;
      }
    }
    delta++;
    n++;
  }
  return output;
}
