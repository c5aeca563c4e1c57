/**
 * The components of a tel URI (RFC 3966 §3, §5): the number as written, its
 * kind, and its parameters, from the AST of `telephone-uri`.
 */
import type * as a from './ast.js';

/** The components of a tel URI as strings; `null` where a part is absent (which is not the same as empty). */
export interface Components {
  /** The number as written (§5.1): a global number keeps its "+"; visual separators are kept. */
  number: string;
  /** True for a global number (§5.1.4: it begins with "+"), false for a local number (§5.1.5). */
  global: boolean;
  /** The extension's phonedigits after ";ext=" as written (§5.3), or `null`; "" for `;ext=` (erratum 4376 not applied). */
  extension: string | null;
  /** The ISDN subaddress after ";isub=" as written, percent-encoded as it is (§5.2), or `null`. */
  isdnSubaddress: string | null;
  /** The descriptor of a local number's context as written (§5.1.5): a domainname or global-number-digits; `null` for a global number. */
  phoneContext: string | null;
  /**
   * The other parameters (§5.4) in their order, as `[pname, pvalue]` as
   * written (`pvalue` `null` without "="). A second extension or
   * isdn-subaddress, or a second context (§3 allows each once; the grammar
   * does not count), is here too, under its name ("ext", "isub",
   * "phone-context"); so is a "phone-context" of a global number, which the
   * grammar reads as a parameter.
   */
  params: [string, string | null][];
}

/** The components of a tel URI parsed by `telephone-uri` into `node`. */
export function componentsOf(node: a.telephone_uri): Components {
  const s = node.telephoneSubscriber;
  let extension: string | null = null;
  let isdnSubaddress: string | null = null;
  const params: [string, string | null][] = [];
  for (const par of s.pars) {
    switch (par.type) {
      case 'extension':
        if (extension === null) extension = par.value;
        else params.push([par.text.slice(1, 4), par.value]);
        break;
      case 'isdn-subaddress':
        if (isdnSubaddress === null) isdnSubaddress = par.value;
        else params.push([par.text.slice(1, 5), par.value]);
        break;
      default:
        params.push([par.pname.text, par.pvalue?.text ?? null]);
    }
  }
  return {
    number: s.type === 'global-number' ? s.globalNumberDigits.text : s.localNumberDigits.text,
    global: s.type === 'global-number',
    extension,
    isdnSubaddress,
    phoneContext: s.type === 'local-number' ? s.context.descriptor.text : null,
    params,
  };
}

