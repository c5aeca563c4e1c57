/**
 * How other software reads a host as an IPv4 address where RFC 3986 reads a
 * reg-name (RFC 3986 §7.4: "Rare IP Address Formats"). RFC 3986 §3.2.2 takes
 * a host as an IPv4 address only in the dotted-decimal form of four
 * dec-octets; everything else is a reg-name. Two widespread readers are laxer:
 *
 * - the WHATWG URL Standard (browsers, Node's `URL`), §3.5 "IPv4 parser" and
 *   "ends in a number checker", for hosts of special URLs (http, https, ws,
 *   wss, ftp, file);
 * - `inet_aton(3)` / `inet_addr(3)` (POSIX, 4.2BSD, glibc), which
 *   `getaddrinfo` and many C programs use on numeric host strings.
 *
 * Both are transcribed below, step for step.
 */

/** An IPv4 address as a 32-bit unsigned number, or `null` for failure. */
export type IPv4 = number | null;

/** `input` split on ".", or `null` when it has more than `max` parts (without splitting a long host). */
function splitDots(input: string, max: number): string[] | null {
  let dots = 0;
  for (let i = input.indexOf('.'); i >= 0; i = input.indexOf('.', i + 1)) if (++dots >= max) return null;
  return input.split('.');
}

/** The dotted-decimal text of an IPv4 address. */
export function formatIPv4(address: number): string {
  return [address >>> 24, (address >>> 16) & 255, (address >>> 8) & 255, address & 255].join('.');
}

// ----- WHATWG URL Standard §3.5 -----

/**
 * The WHATWG "IPv4 number parser": `null` for failure. The number is exact
 * up to 2^53 and only compared against bounds below 2^32, so larger values
 * (which only fail) need no more precision.
 */
export function whatwgIPv4Number(input: string): number | null {
  // 1. If input is the empty string, then return failure.
  if (input === '') return null;
  // 2. Let validationError be false. 3. Let R be 10.
  let R = 10;
  // 4. If input contains at least two code points and the first two code points are "0X" or "0x", then:
  //    remove the first two code points from input, and set R to 16.
  if (input.length >= 2 && (input.startsWith('0x') || input.startsWith('0X'))) {
    input = input.slice(2);
    R = 16;
  } else if (input.length >= 2 && input[0] === '0') {
    // 5. Otherwise, if input contains at least two code points and the first code point is U+0030 (0):
    //    remove the first code point from input, and set R to 8.
    input = input.slice(1);
    R = 8;
  }
  // 6. If input is the empty string, then return (0, true).
  if (input === '') return 0;
  // 7. If input contains a code point that is not a radix-R digit, then return failure.
  const digits = R === 16 ? /^[0-9A-Fa-f]+$/ : R === 8 ? /^[0-7]+$/ : /^[0-9]+$/;
  if (!digits.test(input)) return null;
  // 8. Let output be the mathematical integer value that is represented by input in radix-R notation.
  return input.length > 15 ? Infinity : parseInt(input, R);
}

/** The WHATWG "ends in a number checker": does the host go to the IPv4 parser? */
export function whatwgEndsInANumber(input: string): boolean {
  // 1. Let parts be the result of strictly splitting input on U+002E (.).
  //    (Only the last one or two parts matter: they are taken without splitting the rest.)
  let end = input.length;
  // 2. If the last item in parts is the empty string, then:
  if (input.endsWith('.')) {
    // 2.1. If parts's size is 1, then return false. 2.2. Remove the last item from parts.
    if (input === '.') return false;
    end--;
  }
  // 3. Let last be the last item in parts.
  const last = input.slice(input.lastIndexOf('.', end - 1) + 1, end);
  // 4. If last is non-empty and contains only ASCII digits, then return true.
  if (last !== '' && /^[0-9]+$/.test(last)) return true;
  // 5. If parsing last as an IPv4 number does not return failure, then return true.
  // 6. Return false.
  return whatwgIPv4Number(last) !== null;
}

/** The WHATWG "IPv4 parser": the address, or `null` for failure. */
export function whatwgIPv4(input: string): IPv4 {
  // 1. Let parts be the result of strictly splitting input on U+002E (.).
  const parts = splitDots(input, 5);
  // 3. (first, so as not to split a long host) If parts's size is greater than 4 after step 2, return failure.
  if (parts === null) return null;
  // 2. If the last item in parts is the empty string, then: validation error;
  //    if parts's size is greater than 1, then remove the last item from parts.
  if (parts[parts.length - 1] === '' && parts.length > 1) parts.pop();
  // 3. If parts's size is greater than 4, IPv4-too-many-parts validation error, return failure.
  if (parts.length > 4) return null;
  // 4. Let numbers be an empty list. 5. For each part of parts: parse it; on failure return failure.
  const numbers: number[] = [];
  for (const p of parts) {
    const n = whatwgIPv4Number(p);
    if (n === null) return null;
    numbers.push(n);
  }
  // 7. If any but the last item in numbers is greater than 255, then return failure.
  for (let i = 0; i < numbers.length - 1; i++) if (numbers[i]! > 255) return null;
  // 8. If the last item in numbers is greater than or equal to 256^(5 − numbers's size), then return failure.
  const last = numbers[numbers.length - 1]!;
  if (last >= 256 ** (5 - numbers.length)) return null;
  // 9. Let ipv4 be the last item in numbers. 10. Remove the last item from numbers.
  // 11-12. For each n of numbers: increment ipv4 by n × 256^(3 − counter); increment counter by 1.
  let ipv4 = last;
  for (let counter = 0; counter < numbers.length - 1; counter++) ipv4 += numbers[counter]! * 256 ** (3 - counter);
  // 13. Return ipv4.
  return ipv4;
}

// ----- inet_aton(3) -----

/**
 * `inet_aton(3)` as glibc implements it (resolv/inet_addr.c, after 4.2BSD):
 * one to four parts separated by ".", each read by `strtoul(part, &end, 0)`,
 * so "0x" or "0X" starts hexadecimal, "0" octal, and anything else decimal;
 * each part must start with a digit and be read to its end; the parts before
 * the last are bytes, and the last fills the remaining 32, 24, 16 or 8 bits
 * ("a", "a.b", "a.b.c", "a.b.c.d"). Trailing whitespace, which glibc allows
 * after the address, cannot occur in a host. Returns `null` for failure.
 */
export function inetAton(input: string): IPv4 {
  const parts = splitDots(input, 4);
  if (parts === null) return null;
  const values: number[] = [];
  for (const p of parts) {
    let v: number;
    if (/^0[xX][0-9A-Fa-f]+$/.test(p)) v = p.length > 17 ? Infinity : parseInt(p.slice(2), 16);
    else if (/^0[0-7]*$/.test(p)) v = p.length > 17 ? Infinity : parseInt(p, 8);
    else if (/^[1-9][0-9]*$/.test(p)) v = p.length > 15 ? Infinity : parseInt(p, 10);
    else return null; // empty, a sign, "0x" alone, "08", trailing letters: strtoul stops short
    if (v > 0xffffffff) return null; // strtoul's range, then `ul > 0xfffffffful`
    values.push(v);
  }
  const last = values.pop()!;
  if (values.some((v) => v > 0xff)) return null;
  // max[] = { 0xffffffff, 0xffffff, 0xffff, 0xff } by the number of parts before the last.
  if (last > 2 ** (32 - 8 * values.length) - 1) return null;
  let address = last;
  values.forEach((v, i) => (address += v * 2 ** (24 - 8 * i)));
  return address;
}
