/**
 * The typed constructors that grammar/rfc3966.peggy's actions call (one call
 * each): they build the RFC 3966 nodes of ./ast.ts, and split the runs that
 * the grammar matches whole (a domainname into its labels, an extension or
 * isdn-subaddress into its value). Every node of one kind is created with the
 * same property order.
 */
import type * as a from './ast.js';
import { leaf, type Range } from '../rfc3986/nodes.js';

export { leaf };

// ----- 3. URI Syntax -----

export function telephone_uri(r: Range, telephoneSubscriber: a.telephone_subscriber): a.telephone_uri {
  return { type: 'telephone-uri', start: r.start, end: r.end, telephoneSubscriber };
}

export function global_number(r: Range, globalNumberDigits: a.global_number_digits, pars: a.par[]): a.global_number {
  return { type: 'global-number', start: r.start, end: r.end, globalNumberDigits, pars };
}

/** `local-number`, from the pars before the context, the context, and the pars after it. */
export function local_number(r: Range, localNumberDigits: a.local_number_digits, before: a.par[], context: a.context, after: a.par[]): a.local_number {
  // The parser's arrays are the node's own: the pars after the context join those before it in place.
  for (let i = 0; i < after.length; i++) before.push(after[i]!);
  return { type: 'local-number', start: r.start, end: r.end, localNumberDigits, pars: before, context };
}

/** `isdn-subaddress`: its text is ";isub=" and the value. */
export function isdn_subaddress(start: number, text: string): a.isdn_subaddress {
  return { type: 'isdn-subaddress', start, end: start + text.length, text, value: text.slice(';isub='.length) };
}

/** `extension`: its text is ";ext=" and the value. */
export function extension(start: number, text: string): a.extension {
  return { type: 'extension', start, end: start + text.length, text, value: text.slice(';ext='.length) };
}

export function context(r: Range, descriptor: a.descriptor): a.context {
  return { type: 'context', start: r.start, end: r.end, descriptor };
}

/** A domainname with its labels: the domainlabels before the toplabel, and the toplabel (a final "." is in neither). */
export function domainname(start: number, text: string): a.domainname {
  const labels: a.domainlabel[] = [];
  // The toplabel is the last label, before a final "." if there is one.
  const stop = text.charCodeAt(text.length - 1) === 0x2e /* . */ ? text.length - 1 : text.length;
  const top = text.lastIndexOf('.', stop - 1) + 1;
  for (let i = 0; i < top; ) {
    const dot = text.indexOf('.', i);
    labels.push(leaf('domainlabel', start + i, text.slice(i, dot)));
    i = dot + 1;
  }
  return { type: 'domainname', start, end: start + text.length, text, domainlabels: labels, toplabel: leaf('toplabel', start + top, text.slice(top, stop)) };
}

export function parameter(r: Range, pname: a.pname, pvalue: a.pvalue | null): a.parameter {
  return { type: 'parameter', start: r.start, end: r.end, pname, pvalue };
}
