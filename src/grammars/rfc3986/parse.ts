/**
 * Parsing by any RFC 3986 Appendix A rule (by default `URI-reference`, §4.1)
 * with the generated parser: the binding generated/rfc3986.api.ts, typed by
 * ./ast.ts, with `check` and `isValid` from ./check.ts, which the validation
 * entry point (`uri-grammar/validate`) loads without the parser.
 */
export { parse } from '../../../generated/rfc3986.api.js';
export { check, isValid } from './check.js';
