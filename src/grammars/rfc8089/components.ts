/**
 * The components of a file URI in RFC 8089's terms: the host of the file
 * system (§2 "host", Appendix E.3.2 "file-host"), the path on it, and the
 * form of the syntax the URI is written in: §2's, or one of Appendix E's
 * nonstandard variations (collected in Appendix F).
 */
import type * as a from './ast.js';

/**
 * The syntax a file URI is written in:
 * - `'standard'`: §2's `file-URI` (`file:///c:/x` too: E.2 says path-absolute
 *   already holds it);
 * - `'unc'`: a UNC string in the path after an empty authority
 *   (`file:////host/share`, `file://///host/share`: Appendix E.3.2);
 * - `'drive-letter'`: a drive letter where §2 has none: right after "file:"
 *   (`file:c:/x`, E.2), or with the vertical line (`file:///c|/x`,
 *   `file:/c|/x`, `file:c|/x`, E.2.2);
 * - `'userinfo'`: a userinfo before the host (`file://user@host/x`, E.1).
 * A URI that needs two of them is the first of unc, drive-letter, userinfo
 * (`file://u@h/c|/x` is `'drive-letter'`).
 */
export type Form = 'standard' | 'unc' | 'drive-letter' | 'userinfo';

/** The components of a file URI as strings, as written (nothing decoded); `null` where a part is absent. */
export interface Components {
  /**
   * The host: the file-auth (`"localhost"` as written, or the host without a
   * userinfo) after "//"; `""` for an empty authority (`file:///x`); `null`
   * without one (`file:/x`, `file:c:/x`). For a `'unc'` URI, the UNC
   * string's host (file-host, an inline-IP with its "%5B" and "%5D").
   */
  host: string | null;
  /**
   * The path, as written: the path-absolute; after a UNC host, what follows
   * it; with a drive letter, the drive letter and what follows it (`"c:/x"`
   * in `file:c:/x`, `"/c|/x"` in `file:///c|/x`).
   */
  path: string;
  form: Form;
}

/** The components of a `file-URI` node of `input`. */
export function standardComponents(input: string, node: a.file_URI): Components {
  const { authPath, localPath } = node.fileHierPart;
  const path = (authPath ?? localPath!).pathAbsolute;
  return { host: authPath === null ? null : (authPath.fileAuth?.text ?? ''), path: input.slice(path.start, path.end), form: 'standard' };
}

/** The components of a `file-URI-F` node of `input` that is no `file-URI`. */
export function nonstandardComponents(input: string, node: a.file_URI_F): Components {
  const { authPath, localPath } = node.fileHierPart;
  if (authPath !== null) {
    const { fileAuth, uncAuthority, pathAbsolute, fileAbsolute } = authPath;
    const path = (pathAbsolute ?? fileAbsolute)!;
    const host = uncAuthority !== null ? uncAuthority.fileHost.text : fileAuth === null ? '' : fileAuth.host === null ? fileAuth.text : input.slice(fileAuth.host.start, fileAuth.host.end);
    return { host, path: input.slice(path.start, path.end), form: formOf(uncAuthority !== null, verticalLine(fileAbsolute), fileAuth?.userinfo != null) };
  }
  const { driveLetter, fileAbsolute } = localPath!;
  return { host: null, path: input.slice(localPath!.start, localPath!.end), form: formOf(false, driveLetter !== null || verticalLine(fileAbsolute), false) };
}

/** True for a file-absolute whose drive letter has the vertical line (E.2.2); with ":" it is a path-absolute of §2 too. */
function verticalLine(fileAbsolute: a.file_absolute | null): boolean {
  return fileAbsolute?.driveLetter.separator === '|';
}

/**
 * The form of a URI that §2 does not hold, from its nonstandard parts: a UNC
 * host, a drive letter §2 has no place for (a local-path-F's own, or one with
 * "|"), a userinfo. Every URI of Appendix F that §2 rejects has one of them.
 */
function formOf(unc: boolean, drive: boolean, userinfo: boolean): Form {
  if (unc) return 'unc';
  if (drive) return 'drive-letter';
  if (userinfo) return 'userinfo';
  throw new Error('uri-grammar: a file-URI-F with no nonstandard part is a file-URI; please report it');
}
