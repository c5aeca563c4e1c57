/**
 * uri-grammar/percent: percent-encoding by ABNF rule as UTF-8 and decoding
 * (RFC 3986 §2.1, §2.4, §2.5), and `application/x-www-form-urlencoded`
 * (WHATWG URL Standard §5), kept apart from RFC 3986's functions. Loads no
 * parser and no DFA.
 * https://www.rfc-editor.org/rfc/rfc3986#section-2
 */
export { percentEncode, percentDecode, percentDecodeBytes, PercentEncodeError, PercentDecodeError, encodeSets, encodeSetNames } from '../encoding/percent-encoding.js';
export type { EncodeSet, PercentDecodeOptions, PercentDecodeErrorKind } from '../encoding/percent-encoding.js';
export type { CharSet } from '../core/charsets.js';
export { formEncode, formDecode } from '../encoding/form-urlencoded.js';
export type { FormPairs } from '../encoding/form-urlencoded.js';
