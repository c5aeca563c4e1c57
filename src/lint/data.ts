/**
 * data: URIs that declare one media type and carry another, or are longer
 * than any reader is asked to support.
 *
 * The URI is read as a browser reads it, by the WHATWG Fetch Standard's data:
 * URL processor, which the data-urls package implements
 * (test/proof/scheme-differential.test.ts holds `dataUrlOf` to it): the media
 * type is the text before the first ",", as the URL parser serializes it,
 * trimmed, without a final ";base64"; the body is percent-decoded, then
 * forgiving-base64-decoded after ";base64" (WHATWG Infra), and a body that
 * is no base64 makes the processor fail (nothing is read, nothing is
 * reported). A media type that the MIME type parser rejects is "text/plain"
 * (WHATWG MIME Sniffing §4.4). A data: URI whose path begins with "/" has no
 * opaque path: the URL parser reads its segments, and it is not read here.
 *
 * `data-type-mismatch`: the first bytes of the body are sniffed by the byte
 * patterns of WHATWG MIME Sniffing (§6.1 images, §6.2 audio and video, §6.3
 * fonts, §6.4 archives, §7.1 HTML, XML and PDF) and a few more
 * (WebAssembly's magic number "\0asm", which its Core Specification's binary
 * modules begin with; SVG's root element); a body that matches the pattern
 * of another type than the declared one, or a declared type whose every file
 * begins with its pattern (PNG, JPEG, GIF, PDF, ...) with a body that does
 * not, is reported: a content sniffer (or a reader that trusts the bytes)
 * sees another type than a filter that trusts the declaration, one that
 * screens media types (RFC 2397 §6: such sites "will find it difficult to
 * screen against the inclusion of such types").
 *
 * `data-too-large`: a data: URI longer than `maxDataLength` characters (8000
 * by default: RFC 9110 §4.1 recommends that every sender and recipient
 * support URIs of at least 8000 octets, and no more is asked of any; RFC 2397
 * §3: the scheme "is only useful for short values", §6: "some software
 * packages may exhibit unreasonable behavior when confronted with data that
 * exceeds its allocated buffer size").
 */
import type { Context } from './context.js';
import { quote } from './context.js';
import { decodeOctets } from '../encoding/percent-encoding.js';
import { split } from '../model/components.js';
import { whatwgReading } from './whatwg.js';

/** RFC 9110 §4.1: "It is RECOMMENDED that all senders and recipients support, at a minimum, URIs with lengths of 8000 octets in protocol elements." */
export const DEFAULT_MAX_DATA_LENGTH = 8000;

/** What a browser reads of a data: URI: the essence of its media type, its body's octets, and the span of its declaration in the input. */
export interface DataUrl {
  /** `type/subtype` in lower case, "text/plain" when there is none or it is no MIME type. */
  readonly essence: string;
  readonly bytes: Uint8Array;
}

/** HTTP token code points (WHATWG MIME Sniffing §2.1, RFC 9110 §5.6.2). */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** HTTP whitespace (WHATWG Fetch §2.2): TAB, LF, CR, space. */
const HTTP_WS = /^[\t\n\r ]+|[\t\n\r ]+$/g;
/** ASCII whitespace (WHATWG Infra §4.6): TAB, LF, FF, CR, space. */
const ASCII_WS = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;

/**
 * The essence of a MIME type (WHATWG MIME Sniffing §4.4 "parse a MIME type",
 * steps 1-9): the type up to "/" and the subtype up to ";", each a non-empty
 * token, in lower case; `null` when it is no MIME type.
 */
function essenceOf(text: string): string | null {
  const s = text.replace(HTTP_WS, '');
  const slash = s.indexOf('/');
  if (slash < 0) return null;
  const type = s.slice(0, slash);
  const semicolon = s.indexOf(';', slash + 1);
  // Step 8: the trailing HTTP whitespace of the subtype removed (not the leading: " plain" is no token).
  const subtype = s.slice(slash + 1, semicolon < 0 ? undefined : semicolon).replace(/[\t\n\r ]+$/, '');
  return TOKEN.test(type) && TOKEN.test(subtype) ? `${type}/${subtype}`.toLowerCase() : null;
}

/** WHATWG Infra's forgiving-base64 decode of octets read as Latin-1 (isomorphic decode): the octets, or null for a failure. */
function forgivingBase64(body: Uint8Array): Uint8Array | null {
  const chars: number[] = [];
  for (const b of body) if (!(b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d || b === 0x20)) chars.push(b);
  let n = chars.length;
  if (n % 4 === 0 && chars[n - 1] === 0x3d) n -= chars[n - 2] === 0x3d ? 2 : 1;
  if (n % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((n * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < n; i++) {
    const v = sextet(chars[i]!);
    if (v < 0) return null;
    buffer = (buffer << 6) | v;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (buffer >> bits) & 0xff;
    }
  }
  return out.subarray(0, o);
}

/** The value of a base64 character (RFC 4648 §4), or -1. */
function sextet(c: number): number {
  if (c >= 0x41 && c <= 0x5a) return c - 0x41;
  if (c >= 0x61 && c <= 0x7a) return c - 0x61 + 26;
  if (c >= 0x30 && c <= 0x39) return c - 0x30 + 52;
  return c === 0x2b ? 62 : c === 0x2f ? 63 : -1;
}

/**
 * Text of a URL's opaque path (before `query`) and query as the WHATWG URL
 * parser serializes it (whatwg-url 17: "opaque path state", "query state"):
 * in the path, the C0 control percent-encode set (C0 controls and code points
 * above U+007E, as UTF-8) and a space before "?" or "#"; in the query, the
 * query percent-encode set (also the space, '"', "#", "<" and ">"). The data:
 * URL processor reads the media type so, not percent-decoded.
 */
function serialized(text: string, query: number, next: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const inQuery = i > query;
    const after = i + 1 < text.length ? text[i + 1] : next;
    const encode = c < 0x20 || c > 0x7e || (c === 0x20 && (inQuery || after === '?' || after === '#')) || (inQuery && (c === 0x22 || c === 0x23 || c === 0x3c || c === 0x3e));
    if (!encode) out += text[i];
    else out += [...UTF8.encode(String.fromCodePoint(text.codePointAt(i)!))].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return out;
}

const UTF8 = new TextEncoder();

/**
 * The data: URL processor on a URI as a WHATWG URL parser reads it (the
 * fragment excluded): its media type's essence and its body, or `null` when
 * the processor fails (no ",", a body that is no base64 after ";base64"), the
 * input is no data: URI, or it is one whose path begins with "/" (not read).
 */
export function dataUrlOf(input: string): DataUrl | null {
  const read = split(whatwgReading(input, false));
  if (read.scheme?.text.toLowerCase() !== 'data') return null;
  // A path that begins with "/" is no opaque path: the URL parser reads it as segments (dot segments removed, more
  // characters encoded), which this reading does not follow. No data: URI has one in practice: it is not read.
  if (read.authority !== null || read.path.text.startsWith('/')) return null;
  // The URL without its fragment, after "data:".
  const rest = read.path.text + (read.query === null ? '' : `?${read.query.text}`);
  const comma = rest.indexOf(',');
  if (comma < 0) return null;
  // The processor reads the media type in the URL as serialized: controls and non-ASCII characters percent-encoded.
  const query = read.query === null ? rest.length : read.path.text.length;
  let mediaType = serialized(rest.slice(0, comma), query, rest[comma]!).replace(ASCII_WS, '');
  let body = decodeOctets(rest.slice(comma + 1), true)!;
  const base64 = /^(.*); *[Bb][Aa][Ss][Ee]64$/su.exec(mediaType);
  if (base64) {
    const decoded = forgivingBase64(body);
    if (decoded === null) return null;
    body = decoded;
    mediaType = base64[1]!;
  }
  if (mediaType.startsWith(';')) mediaType = `text/plain${mediaType}`;
  return { essence: essenceOf(mediaType) ?? 'text/plain', bytes: body };
}

// ----- Sniffing -----

/** A kind of content, by its byte pattern. */
interface Kind {
  /** How messages name it. */
  readonly name: string;
  /** True when every file of the kind begins with its pattern (so a body without it is not of the kind). */
  readonly required: boolean;
  /** True when the body matches the kind's pattern. */
  readonly matches: (b: Uint8Array) => boolean;
}

/** True when `b` begins with `pattern` at `at` (`-1` in the pattern: any octet). */
function at(b: Uint8Array, from: number, pattern: readonly number[]): boolean {
  if (b.length < from + pattern.length) return false;
  return pattern.every((p, i) => p < 0 || b[from + i] === p);
}
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/** WHATWG MIME Sniffing §7.1: the leading whitespace bytes skipped before the HTML and XML patterns (TAB, LF, FF, CR, space). */
function afterWhitespace(b: Uint8Array): number {
  let i = 0;
  while (i < b.length && (b[i] === 0x09 || b[i] === 0x0a || b[i] === 0x0c || b[i] === 0x0d || b[i] === 0x20)) i++;
  return i;
}

/** `<` and a name, without regard to ASCII case, then a tag-terminating byte (a space or ">"), after leading whitespace (§7.1). */
function tagAt(b: Uint8Array, name: string): boolean {
  const i = afterWhitespace(b);
  const p = ascii(name.toLowerCase());
  if (b.length < i + p.length + 1) return false;
  for (let k = 0; k < p.length; k++) if ((b[i + k]! | (b[i + k]! >= 0x41 && b[i + k]! <= 0x5a ? 0x20 : 0)) !== p[k]) return false;
  return b[i + p.length] === 0x20 || b[i + p.length] === 0x3e;
}

/** §7.1's HTML patterns: these tags, "<!--" or "<!DOCTYPE HTML", after leading whitespace. */
const HTML_TAGS = ['<!doctype html', '<html', '<head', '<script', '<iframe', '<h1', '<div', '<font', '<table', '<a', '<style', '<title', '<b', '<body', '<br', '<p', '<!--'];

const KINDS = {
  png: { name: 'PNG', required: true, matches: (b) => at(b, 0, [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a]) }, // §6.1
  jpeg: { name: 'JPEG', required: true, matches: (b) => at(b, 0, [0xff, 0xd8, 0xff]) }, // §6.1
  gif: { name: 'GIF', required: true, matches: (b) => at(b, 0, ascii('GIF87a')) || at(b, 0, ascii('GIF89a')) }, // §6.1
  webp: { name: 'WebP', required: true, matches: (b) => at(b, 0, ascii('RIFF')) && at(b, 8, ascii('WEBPVP')) }, // §6.1
  bmp: { name: 'BMP', required: true, matches: (b) => at(b, 0, ascii('BM')) }, // §6.1
  ico: { name: 'ICO', required: true, matches: (b) => at(b, 0, [0, 0, 1, 0]) || at(b, 0, [0, 0, 2, 0]) }, // §6.1
  wave: { name: 'WAVE', required: true, matches: (b) => at(b, 0, ascii('RIFF')) && at(b, 8, ascii('WAVE')) }, // §6.2
  ogg: { name: 'Ogg', required: true, matches: (b) => at(b, 0, [...ascii('OggS'), 0]) }, // §6.2
  webm: { name: 'WebM', required: true, matches: (b) => at(b, 0, [0x1a, 0x45, 0xdf, 0xa3]) }, // §6.2.2 (its first four octets)
  woff: { name: 'WOFF', required: true, matches: (b) => at(b, 0, ascii('wOFF')) }, // §6.3
  woff2: { name: 'WOFF2', required: true, matches: (b) => at(b, 0, ascii('wOF2')) }, // §6.3
  gzip: { name: 'gzip', required: true, matches: (b) => at(b, 0, [0x1f, 0x8b, 0x08]) }, // §6.4
  zip: { name: 'ZIP', required: true, matches: (b) => at(b, 0, [...ascii('PK'), 3, 4]) }, // §6.4
  pdf: { name: 'PDF', required: true, matches: (b) => at(b, 0, ascii('%PDF-')) }, // §7.1
  wasm: { name: 'WebAssembly', required: true, matches: (b) => at(b, 0, [0, ...ascii('asm')]) }, // WebAssembly Core, binary format: a module's magic
  html: { name: 'HTML', required: false, matches: (b) => HTML_TAGS.some((t) => tagAt(b, t)) }, // §7.1
  // SVG before XML: an SVG document is XML too. (MIME Sniffing sniffs no SVG: its root element.)
  svg: { name: 'SVG', required: false, matches: (b) => tagAt(b, '<svg') },
  xml: { name: 'XML', required: false, matches: (b) => at(b, afterWhitespace(b), ascii('<?xml')) }, // §7.1
} as const satisfies Record<string, Kind>;

type KindName = keyof typeof KINDS;

/** The declared media types whose content is of a kind (their aliases in common use included). */
function declaredKind(essence: string): KindName | null {
  switch (essence) {
    case 'image/png': return 'png';
    case 'image/jpeg': case 'image/jpg': case 'image/pjpeg': return 'jpeg';
    case 'image/gif': return 'gif';
    case 'image/webp': return 'webp';
    case 'image/bmp': case 'image/x-bmp': return 'bmp';
    case 'image/x-icon': case 'image/vnd.microsoft.icon': return 'ico';
    case 'audio/wav': case 'audio/wave': case 'audio/x-wav': return 'wave';
    case 'audio/ogg': case 'video/ogg': case 'application/ogg': return 'ogg';
    case 'audio/webm': case 'video/webm': return 'webm';
    case 'font/woff': case 'application/font-woff': return 'woff';
    case 'font/woff2': return 'woff2';
    case 'application/gzip': case 'application/x-gzip': return 'gzip';
    case 'application/zip': case 'application/x-zip-compressed': return 'zip';
    case 'application/pdf': return 'pdf';
    case 'application/wasm': return 'wasm';
    case 'text/html': return 'html';
    case 'image/svg+xml': return 'svg';
    default: return /^(text\/xml|application\/xml|[a-z0-9!#$%&'*.^_`|~-]+\/[a-z0-9!#$%&'*.^_`|~-]+\+xml)$/.test(essence) ? 'xml' : null;
  }
}

/** The kind of the body by its first bytes, or null. */
function sniff(bytes: Uint8Array): KindName | null {
  for (const k of Object.keys(KINDS) as KindName[]) if (KINDS[k].matches(bytes)) return k;
  return null;
}

/** True when a body of kind `found` may be what `declared` declares (SVG is XML; XHTML and other XML may hold an SVG root). */
function compatible(declared: KindName | null, found: KindName): boolean {
  if (declared === found) return true;
  return (declared === 'xml' && found === 'svg') || (declared === 'svg' && found === 'xml');
}

/** Media types that declare nothing about their content: any body may be one. */
const GENERIC = new Set(['application/octet-stream']);

export function checkData(ctx: Context, maxDataLength: number): void {
  if (ctx.scheme !== 'data') return;
  const { input } = ctx;
  const comma = input.indexOf(',');
  // The declaration: what precedes the data, or the "," itself when nothing does.
  const [start, end] = comma > 5 ? [5, comma] : comma === 5 ? [5, 6] : [0, input.length];
  if (input.length > maxDataLength) {
    ctx.report('data-too-large', 0, input.length, `The data: URI is ${input.length} characters long, over ${maxDataLength}: RFC 9110 §4.1 asks readers to support URIs of 8000 octets, and no more, and RFC 2397 says the scheme "is only useful for short values" (§3) and that long ones may overflow a reader's buffers (§6): refer to a resource that large instead.`);
  }
  const data = dataUrlOf(input);
  if (data === null || data.bytes.length === 0 || GENERIC.has(data.essence)) return;
  const declared = declaredKind(data.essence);
  const found = sniff(data.bytes);
  if (found !== null && !compatible(declared, found)) {
    ctx.report('data-type-mismatch', start, end, `The data: URI declares ${quote(data.essence)}, and its data begins as ${KINDS[found].name} does: a reader that sniffs the bytes sees ${KINDS[found].name}, a filter that trusts the declaration does not (RFC 2397 §6; WHATWG MIME Sniffing §6, §7).`);
  } else if (found === null && declared !== null && KINDS[declared].required) {
    ctx.report('data-type-mismatch', start, end, `The data: URI declares ${quote(data.essence)}, and its data does not begin with the signature of every ${KINDS[declared].name} file: it holds something else (RFC 2397 §6; WHATWG MIME Sniffing §6).`);
  }
}
