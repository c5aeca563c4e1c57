/**
 * uri-grammar/extract: URIs in running text, Markdown and code (RFC 3986
 * Appendix C, "Delimiting a URI in Context"): in angle brackets, in quotes of
 * every kind, in backticks, as a Markdown link's destination or an HTML
 * attribute's value, or bare, where the grammar says how far a URI goes and
 * the prose's trailing punctuation is trimmed; each says whether it stands in
 * Markdown code. `extract(text)` is a lazy iterator; `Extractor` takes the
 * text in pieces (a stream) and counts lines and columns.
 * https://www.rfc-editor.org/rfc/rfc3986#appendix-C
 */
export * from '../extract/index.js';
