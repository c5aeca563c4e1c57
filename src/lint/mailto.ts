/**
 * mailto: URIs that do more than name a mailbox (RFC 6068 §3, §4, §5, §7):
 * header fields that add recipients (to, cc, bcc) or fill in the body, which
 * the page that shows the link may not show; header fields that §3 says MUST
 * be ignored, or that it calls "especially suspect"; and a CR or LF in a
 * header field's name or value, which a client that writes the fields into
 * the message as they come would make into a header field of its own.
 *
 * Read from the URI's text by RFC 3986 (the path holds the addresses, the
 * query the header fields, `hfname "=" hfvalue` separated by "&", RFC 6068
 * §2), percent-decoded leniently, on any input, valid or not.
 */
import type { Context } from './context.js';
import { decodeLenient, quote } from './context.js';

/** The header fields that add recipients (§2: "to", and §3's Cc and Bcc), in lower case. */
const RECIPIENTS = new Set(['to', 'cc', 'bcc']);

/**
 * §4: "Only a limited set of header fields such as Subject and Keywords, as
 * well as Body, are believed to be both safe and useful"; In-Reply-To is
 * §6.1's example. (The recipients and the body have codes of their own.)
 */
const SAFE = new Set(['subject', 'keywords', 'in-reply-to']);

/**
 * §3: "Originator fields like From and Date, fields related to routing
 * (Apparently-To, Resent-*, etc.), trace fields, and MIME header fields
 * (MIME-Version, Content-*), when present in the URI, MUST be ignored"
 * (trace fields: RFC 5322 §3.6.7's Return-Path and Received).
 */
function mustBeIgnored(name: string): boolean {
  return /^(from|sender|reply-to|date|apparently-to|return-path|received|mime-version)$|^(resent-|content-)/.test(name);
}

/** The span of a header field in the input, and its name and value, percent-decoded. */
interface Field {
  readonly start: number;
  readonly end: number;
  readonly name: string;
  readonly value: string | null;
  /** Where the value begins (after "="), or `end`. */
  readonly valueStart: number;
}

/** The header fields of the query (RFC 6068 §2: `hfields = "?" hfield *( "&" hfield )`). */
function fieldsOf(query: { start: number; text: string }): Field[] {
  const fields: Field[] = [];
  let at = query.start;
  for (const hfield of query.text.split('&')) {
    const eq = hfield.indexOf('=');
    const name = eq < 0 ? hfield : hfield.slice(0, eq);
    const value = eq < 0 ? null : hfield.slice(eq + 1);
    fields.push({ start: at, end: at + hfield.length, name: decodeLenient(name), value: value === null ? null : decodeLenient(value), valueStart: eq < 0 ? at + hfield.length : at + eq + 1 });
    at += hfield.length + 1;
  }
  return fields;
}

export function checkMailto(ctx: Context): void {
  const { query } = ctx.parts;
  if (ctx.scheme !== 'mailto' || query === null) return;
  for (const f of fieldsOf(query)) {
    // An empty hfield ("mailto:a@b?", "?subject=x&") names no header field.
    if (f.start === f.end) continue;
    const name = f.name.toLowerCase();
    const shown = quote(f.name, 40);
    // §2: header fields are RFC 5322 header fields: a CR or LF in one (§5: only the body's line breaks are encoded %0D%0A) splits it in two.
    if (/[\r\n]/.test(f.name) || (name !== 'body' && f.value !== null && /[\r\n]/.test(f.value))) {
      ctx.report('mailto-header-injection', f.start, f.end, `The header field ${shown} has a CR or LF once percent-decoded: a mail client that writes it into the message as it comes writes another header field (RFC 6068 §2, §5; RFC 5322 §2.2); only the body may hold line breaks, as %0D%0A.`);
    }
    if (RECIPIENTS.has(name)) {
      const bcc = name === 'bcc' ? ' A Bcc recipient is hidden from the others, and public in the URI (RFC 6068 §7).' : '';
      ctx.report('mailto-recipient-header', f.start, f.end, () => `The header field ${shown} adds recipients${f.value === null ? '' : ` (${quote(f.value, 60)})`} to the addresses of the path, which a page showing the link may not show: a mail client SHOULD show the whole message before sending it (RFC 6068 §3, §7).${bcc}`);
    } else if (name === 'body') {
      ctx.report('mailto-body', f.start, f.end, 'The URI fills in the body of the message: a mail client SHOULD show it to the user, decoded, before sending (RFC 6068 §2, §7).');
    } else if (mustBeIgnored(name)) {
      ctx.report('mailto-unsafe-header', f.start, f.end, `The header field ${shown} is an originator, routing, trace or MIME field, which a mail client MUST ignore in a mailto: URI (RFC 6068 §3).`);
    } else if (!SAFE.has(name)) {
      ctx.report('mailto-unsafe-header', f.start, f.end, `The header field ${shown} is none of those RFC 6068 believes safe (Subject, Keywords, Body; §4): a mail client SHOULD treat an unrecognized header field as especially suspect (§3).`);
    }
  }
}
