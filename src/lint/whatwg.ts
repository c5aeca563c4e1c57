/**
 * Characters that WHATWG URL parsers (browsers, Node's `URL`) strip or
 * rewrite where RFC 3986 rejects the input outright (they are in no rule of
 * Appendix A; RFC 3986 Appendix C even suggests stripping whitespace around
 * a URI taken from running text, but never inside one). The WHATWG URL
 * Standard §4.4 "basic URL parser":
 *
 * 1. removes any leading and trailing C0 control or space (U+0000-U+0020);
 * 3. removes all ASCII tab or newline (U+0009, U+000A, U+000D) anywhere;
 * and in the states of special URLs (http, https, ws, wss, ftp, file) reads
 * "\" as "/" up to the query.
 *
 * Each finding says how the two readings differ: RFC 3986 rejects the input,
 * a WHATWG parser reads the text given in the message.
 */
import type { Context } from './context.js';
import { quote, readAsSpecial } from './context.js';

function isC0OrSpace(c: number): boolean {
  return c <= 0x20;
}

/** The input as a WHATWG URL parser reads it, before parsing proper (steps 1 and 3, and "\" as "/" when special). */
export function whatwgReading(input: string, special: boolean): string {
  let start = 0;
  let end = input.length;
  while (start < end && isC0OrSpace(input.charCodeAt(start))) start++;
  while (end > start && isC0OrSpace(input.charCodeAt(end - 1))) end--;
  let s = input.slice(start, end).replace(/[\t\n\r]/g, '');
  if (special) {
    const q = s.search(/[?#]/);
    const head = q < 0 ? s : s.slice(0, q);
    s = head.replace(/\\/g, '/') + (q < 0 ? '' : s.slice(q));
  }
  return s;
}

export function checkWhatwg(ctx: Context): void {
  const { input } = ctx;
  const n = input.length;
  let lead = 0;
  while (lead < n && isC0OrSpace(input.charCodeAt(lead))) lead++;
  let trail = n;
  while (trail > lead && isC0OrSpace(input.charCodeAt(trail - 1))) trail--;
  const special = readAsSpecial(ctx);
  let reading: string | null = null;
  const read = (): string => (reading ??= quote(whatwgReading(input, special)));
  const against = ctx.scheme === null ? ' (resolved against an http or https base)' : '';

  if (lead > 0) {
    ctx.report('whatwg-strips-control-or-space', 0, lead, `Leading control characters or spaces: RFC 3986 rejects the input, a WHATWG URL parser strips them and reads ${read()}${against}.`);
  }
  if (trail < n && trail > 0) {
    ctx.report('whatwg-strips-control-or-space', trail, n, `Trailing control characters or spaces: RFC 3986 rejects the input, a WHATWG URL parser strips them and reads ${read()}${against}.`);
  }
  for (let i = lead; i < trail; i++) {
    const c = input.charCodeAt(i);
    if (c === 0x09 || c === 0x0a || c === 0x0d) {
      const name = c === 0x09 ? 'tab' : c === 0x0a ? 'line feed' : 'carriage return';
      ctx.report('whatwg-strips-tab-or-newline', i, i + 1, () => `A ${name}: RFC 3986 rejects the input, a WHATWG URL parser removes every tab and newline and reads ${read()}${against}.`);
    }
  }
  if (!special) return;
  const q = input.slice(0, trail).search(/[?#]/);
  const stop = q < 0 ? trail : q;
  for (let i = input.indexOf('\\', lead); i >= 0 && i < stop; i = input.indexOf('\\', i + 1)) {
    ctx.report('whatwg-backslash', i, i + 1, () => `A backslash: RFC 3986 rejects the input, a WHATWG URL parser reads it as "/" and so reads ${read()}${against}.`);
  }
}
