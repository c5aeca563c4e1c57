/**
 * uri-grammar/rfc6874: RFC 3986 with IPv6 zone identifiers in IP literals
 * (RFC 6874 §2: `http://[fe80::1%25eth0]/`), with the same contract as the
 * root's RFC 3986 API. RFC 9844 (August 2025) obsoletes RFC 6874 and leaves
 * zone identifiers out of URIs: use this grammar to check what older software
 * accepts, not to produce URIs.
 * https://www.rfc-editor.org/rfc/rfc6874
 */
export * from '../grammars/rfc6874/index.js';
