/**
 * uri-grammar/lint: the security findings of RFC 3986 §7 in any string, each
 * with a stable code, a severity and a span.
 * https://www.rfc-editor.org/rfc/rfc3986#section-7
 */
export { lint, LINT_CODES, MAX_FINDINGS_PER_CODE, DEFAULT_MAX_DATA_LENGTH } from '../lint/index.js';
export type { LintCode, LintFinding, LintSeverity, LintCodeInfo, LintOptions } from '../lint/index.js';
