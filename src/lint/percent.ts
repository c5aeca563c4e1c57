/** Checks of what percent-encoded octets decode to (RFC 3986 §2.1, §2.5, §7.3), in every component. */
import type { Context } from './context.js';
import { decodeLenient, quote } from './context.js';
import type { Part } from '../model/components.js';
import { pctOctetAt } from '../encoding/percent-encoding.js';

const CONTROL = /%(0[0-9A-Fa-f]|1[0-9A-Fa-f]|7[Ff])/g;

export function checkPercent(ctx: Context): void {
  const { input } = ctx;
  for (const m of input.matchAll(CONTROL)) {
    const at = m.index;
    const octet = pctOctetAt(input, at);
    if (octet === 0) {
      ctx.report('percent-encoded-nul', at, at + 3, '"%00" decodes to NUL, which ends strings in C and truncates file names and database keys: what is checked is not what is used (RFC 3986 §7.3).');
    } else {
      const name = octet === 0x0d ? 'carriage return' : octet === 0x0a ? 'line feed' : octet === 0x09 ? 'tab' : octet === 0x7f ? 'delete' : 'control character';
      ctx.report('percent-encoded-control', at, at + 3, () => `${m[0]} decodes to a ${name} (U+${octet.toString(16).toUpperCase().padStart(4, '0')}): decoded into a header, a log line or a command it can end the line (RFC 3986 §2.1, §7.3).`);
    }
  }
  const { scheme, userinfo, path, query, fragment } = ctx.parts;
  const named: [string, Part | null][] = [['scheme', scheme], ['userinfo', userinfo], ['path', path], ['query', query], ['fragment', fragment]];
  for (const [name, part] of named) if (part !== null) checkNonAscii(ctx, name, part);
}

/** `%80`-`%FF` or a raw non-ASCII character: the component decodes to non-ASCII text (§2.5). */
const NON_ASCII = /%[89A-Fa-f][0-9A-Fa-f]|[^\x00-\x7f]/;

function checkNonAscii(ctx: Context, name: string, part: Part): void {
  const m = NON_ASCII.exec(part.text);
  if (m === null) return;
  const at = part.start + m.index;
  const sample = decodeLenient(part.text.slice(m.index, m.index + 120));
  ctx.report('decoded-non-ascii', at, part.end, `The ${name} decodes to non-ASCII text from here (${quote(sample, 40)}): compare and display it as the decoded characters, not as their escapes (RFC 3986 §2.5, §7.6).`);
}
