/**
 * The content of a data URL (RFC 2397 §2, §3): its media type, defaulted as
 * §2 says, its parameters, percent-decoded, and its data as octets,
 * percent-decoded or base64-decoded.
 */
import type * as a from './ast.js';
import { decodeBase64 } from './base64.js';
import { PercentDecodeError, percentDecode, percentDecodeBytes } from '../../encoding/percent-encoding.js';

/** What a data URL holds. */
export interface DataContent {
  /**
   * The media type, `type/subtype`, percent-decoded, in the case written (RFC
   * 2045 §5.1 matches it without regard to case); "text/plain" when the URL
   * has none (§2).
   */
  mediaType: string;
  /**
   * The parameters, [attribute, value] in the order written, each
   * percent-decoded (§3: "URL escaped encoding"); `[['charset', 'US-ASCII']]`
   * when the URL has no media type and no parameters (§2: "If <mediatype> is
   * omitted, it defaults to text/plain;charset=US-ASCII"). Parameters without
   * a type/subtype are kept as written, with no charset added (§2: "As a
   * shorthand, "text/plain" can be omitted but the charset parameter
   * supplied").
   */
  parameters: [string, string][];
  /** The data's octets: its escapes decoded (§2), or its base64 decoded when the URL says ";base64". */
  bytes: Uint8Array;
}

/** RFC 2397 §2's default media type. */
const DEFAULT_TYPE = 'text/plain';
const DEFAULT_CHARSET = 'US-ASCII';

/** The content of a parsed dataurl. */
export function contentOf(node: a.dataurl): DataContent {
  const m = node.mediatype;
  const mediaType = m?.topLevelType && m.subtype ? `${decodeToken(m.topLevelType)}/${decodeToken(m.subtype)}` : DEFAULT_TYPE;
  const parameters: [string, string][] = m === null ? [['charset', DEFAULT_CHARSET]] : m.parameters.map((p) => [decodeToken(p.attribute), decodeToken(p.value)]);
  // The data is urlchars, every escape well-formed: percent-decoding cannot fail.
  const bytes = node.base64 ? decodeBase64(node.data.text, node.data.start) : percentDecodeBytes(node.data.text);
  return { mediaType, parameters, bytes };
}

/**
 * A token's text, its escapes decoded and read as UTF-8 (RFC 3986 §2.5; an
 * RFC 2045 token is US-ASCII, whose octets are the same in UTF-8).
 * @throws {PercentDecodeError} when the octets are not UTF-8, at its offset in the URL.
 */
function decodeToken(token: a.type | a.subtype | a.attribute | a.value): string {
  try {
    return percentDecode(token.text);
  } catch (e) {
    if (!(e instanceof PercentDecodeError)) throw e;
    const offset = token.start + e.offset;
    throw new PercentDecodeError(`${e.message.replace(/ at offset \d+/, ` at offset ${offset}`)}, in the ${token.type} ${JSON.stringify(token.text)}`, offset, e.kind);
  }
}
