/**
 * `lint(input)`: the findings of RFC 3986 §7 "Security Considerations" in any
 * string, an empty array when there is nothing to say.
 *
 * On a valid URI-reference the checks read the components the grammar
 * parses. On any other string the syntax error is one finding and the checks
 * still run on the lenient split of Appendix B (src/model/components.ts), so that
 * `http://a\b` still gets its backslash finding. Each group of checks is a
 * module of src/lint/; every code is listed, with its severity and sections,
 * in `LINT_CODES` (src/lint/types.ts) and in docs/lint.md.
 */
import { check } from '../grammars/rfc3986/parse.js';
import { LINT_CODES, MAX_FINDINGS_PER_CODE } from './types.js';
import type { LintCode, LintFinding } from './types.js';
import { split } from '../model/components.js';
import type { Context } from './context.js';
import { checkWhatwg } from './whatwg.js';
import { checkScheme } from './scheme.js';
import { checkUserinfo, checkHost, checkPort } from './authority.js';
import { checkPercent } from './percent.js';
import { checkPath } from './path.js';
import { checkMailto } from './mailto.js';
import { checkFile } from './file.js';
import { checkData, DEFAULT_MAX_DATA_LENGTH } from './data.js';
import { checkGeo } from './geo.js';
import { hint } from '../core/errors.js';

export { LINT_CODES, MAX_FINDINGS_PER_CODE } from './types.js';
export type { LintCode, LintFinding, LintSeverity, LintCodeInfo } from './types.js';
export { DEFAULT_MAX_DATA_LENGTH };

/** Options of `lint`. */
export interface LintOptions {
  /**
   * The length, in characters, beyond which a data: URI is `data-too-large`
   * (default `DEFAULT_MAX_DATA_LENGTH`, 8000: the least RFC 9110 §4.1 asks
   * every reader of URIs to support).
   */
  readonly maxDataLength?: number;
}

const ORDER: ReadonlyMap<string, number> = new Map(Object.keys(LINT_CODES).map((code, i) => [code, i]));

/**
 * The security findings of `input` (RFC 3986 §7), sorted by start offset and
 * then by code (in `LINT_CODES` order). Accepts any string.
 *
 * The schemes with RFCs of their own get their findings where RFC 3986
 * stops: mailto: header fields (RFC 6068 §3, §4, §7), file: URIs of another
 * host (RFC 8089 §3, §5), data: URIs that carry another type than they
 * declare or are too long (RFC 2397 §6), and geo URIs beyond RFC 5870's
 * ranges (§3.4.2).
 *
 * @throws {TypeError} when the input is not a string, or an option is not of its type.
 * @example lint('http://user:pw@0x7f.1/').map((f) => f.code) // ['userinfo-present', 'userinfo-password', 'host-ambiguous-ipv4', 'host-special-purpose-address']
 * @example lint('geo:91,0').map((f) => f.code) // ['geo-semantic-error']
 */
export function lint(input: string, options: LintOptions = {}): LintFinding[] {
  if (typeof input !== 'string') throw new TypeError(`input must be a string, not ${input === null ? 'null' : typeof input}`);
  const maxDataLength = options.maxDataLength ?? DEFAULT_MAX_DATA_LENGTH;
  if (!Number.isInteger(maxDataLength) || maxDataLength < 0) throw new TypeError(`options.maxDataLength must be a whole number from 0, not ${String(maxDataLength)}`);
  const findings: LintFinding[] = [];
  const counts = new Map<LintCode, number>();
  const report = (code: LintCode, start: number, end: number, message: string | (() => string)): void => {
    const seen = counts.get(code) ?? 0;
    counts.set(code, seen + 1);
    if (seen >= MAX_FINDINGS_PER_CODE) return;
    findings.push({ code, severity: LINT_CODES[code].severity, start, end, message: typeof message === 'string' ? message : message() });
  };

  const error = check(input, 'URI-reference');
  if (error !== null) {
    const tip = hint(error);
    const end = Math.min(input.length, error.offset + (error.found?.length ?? 0));
    report('syntax-error', error.offset, end, `${error.message}${tip === null ? '' : `; ${tip}`}.`);
  }
  const parts = split(input);
  const ctx: Context = { input, parts, scheme: parts.scheme?.text.toLowerCase() ?? null, valid: error === null, report };
  checkWhatwg(ctx);
  checkScheme(ctx);
  checkUserinfo(ctx);
  checkHost(ctx);
  checkPort(ctx);
  checkPath(ctx);
  checkPercent(ctx);
  checkMailto(ctx);
  checkFile(ctx);
  checkData(ctx, maxDataLength);
  checkGeo(ctx);

  // The last finding of a code cut at the cap says how many more there were.
  for (const [code, count] of counts) {
    if (count <= MAX_FINDINGS_PER_CODE) continue;
    let last = -1;
    for (let i = 0; i < findings.length; i++) if (findings[i]!.code === code) last = i;
    const f = findings[last]!;
    findings[last] = { ...f, message: `${f.message} (${count - MAX_FINDINGS_PER_CODE} more findings of this code are not listed.)` };
  }
  return findings.sort((a, b) => a.start - b.start || ORDER.get(a.code)! - ORDER.get(b.code)! || a.end - b.end);
}
