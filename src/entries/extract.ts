/**
 * uri-grammar/extract: URIs in running text (RFC 3986 Appendix C, "Delimiting
 * a URI in Context"): in angle brackets, in double quotes, or bare, where the
 * grammar says how far a URI goes and the prose's trailing punctuation is
 * trimmed. `extract(text)` is a lazy iterator; `Extractor` takes the text in
 * pieces (a stream) and counts lines and columns.
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-C
 */
export * from '../extract/index.js';
