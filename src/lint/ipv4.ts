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
  //    (Leading zeros add nothing: "0x00000000000000000000007f" is 127.)
  return input.replace(/^0+(?=.)/, '').length > 15 ? Infinity : parseInt(input, R);
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

const C_SPACE = ' \t\n\v\f\r';

/** The value of a digit in a radix, or -1. */
function digitValue(ch: string | undefined, radix: number): number {
  if (ch === undefined) return -1;
  const c = ch.charCodeAt(0);
  const d = c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x61 && c <= 0x66 ? c - 0x57 : c >= 0x41 && c <= 0x46 ? c - 0x37 : -1;
  return d < radix ? d : -1;
}

/**
 * `inet_aton(3)` as glibc implements it (resolv/inet_addr.c, after 4.2BSD),
 * on the decoded host as a C program gets it. Each part must begin with a
 * digit and is read by `strtoul(cp, &end, 0)`: "0x" or "0X" before a hex
 * digit starts hexadecimal, another leading "0" octal (any number of leading
 * zeros), anything else decimal; a value above 2^32 - 1 fails. A "." after a
 * part of at most 255 starts the next part, up to four; the last part fills
 * the remaining 32, 24, 16 or 8 bits ("a", "a.b", "a.b.c", "a.b.c.d"). The
 * address may be followed by the end of the string, a NUL (where a C string
 * ends) or an ASCII whitespace character, after which anything is ignored:
 * "127.0.0.1 evil.example" and "127.0.0.1\0x" are 127.0.0.1. Returns `null`
 * for failure.
 */
export function inetAton(input: string): IPv4 {
  const parts: number[] = [];
  let i = 0;
  let val: number;
  for (;;) {
    // "Collect number up to '.'": if (!isdigit (c)) goto ret_0;
    if (digitValue(input[i], 10) < 0) return null;
    // unsigned long ul = strtoul (cp, &endp, 0);
    let radix = 10;
    if (input[i] === '0') {
      if ((input[i + 1] === 'x' || input[i + 1] === 'X') && digitValue(input[i + 2], 16) >= 0) {
        radix = 16;
        i += 2;
      } else {
        radix = 8;
      }
    }
    val = 0;
    for (let d = digitValue(input[i], radix); d >= 0; d = digitValue(input[++i], radix)) {
      val = val * radix + d;
      if (val > 0xffffffff) val = Infinity; // ERANGE, or ul > 0xfffffffful: goto ret_0 below
    }
    if (val > 0xffffffff) return null;
    // if (c == '.') { if (pp > res.bytes + 2 || val > 0xff) goto ret_0; *pp++ = val; c = *++cp; }
    if (input[i] !== '.') break;
    if (parts.length > 2 || val > 0xff) return null;
    parts.push(val);
    i++;
  }
  // "Check for trailing characters": if (c != '\0' && (!isascii (c) || !isspace (c))) goto ret_0;
  if (i < input.length && input[i] !== '\0' && !C_SPACE.includes(input[i]!)) return null;
  // max[] = { 0xffffffff, 0xffffff, 0xffff, 0xff } by the number of parts before the last.
  if (val > 2 ** (32 - 8 * parts.length) - 1) return null;
  let address = val;
  parts.forEach((v, k) => (address += v * 2 ** (24 - 8 * k)));
  return address;
}
