/**
 * The typed AST of RFC 6068 'mailto' URIs (§2). Every node type is the name
 * of the rule it was parsed by, is discriminated by `type`, and carries the
 * `[start, end)` span of its source text in UTF-16 code units. An optional
 * part that is absent is `null`, which is not the same as empty:
 * `mailto:?to=a@b` has no `to` (the path), `mailto:a@b?=` one hfield whose
 * hfname and hfvalue are empty.
 *
 * The nodes are the URI layer's (grammar/rfc6068.abnf): a local-part and a
 * domain hold their text as the URI writes it, percent-encodings and all,
 * and `decoded`, the text percent-decoded as UTF-8 (RFC 6068 §2 items 4, 5),
 * which ./address.ts checks against the decoded address's rules. The rules
 * below addr-spec and hfield (qchar, atext, quoted-string, ...) parse to
 * leaves `{ type, start, end, text }`.
 */
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc6068.rules.js';

export type { Leaf, Span, RuleName };

/** A leaf of URI text with its percent-decoding. */
export interface Decoded<T extends string> extends Leaf<T> {
  /** The text percent-decoded, its octets read as UTF-8; `null` when they are not UTF-8. */
  readonly decoded: string | null;
}

/** `mailtoURI = "mailto:" [ to ] [ hfields ]` */
export interface mailtoURI extends Span {
  readonly type: 'mailtoURI';
  /** The addresses of the path, or `null` when there are none (`mailto:?to=a@b`). */
  readonly to: to | null;
  /** The header fields after "?", or `null` without a "?". */
  readonly hfields: hfields | null;
}

/** `to = addr-spec *("," addr-spec )` */
export interface to extends Span {
  readonly type: 'to';
  readonly addrSpecs: readonly addr_spec[];
}

/** `hfields = "?" hfield *( "&" hfield )` */
export interface hfields extends Span {
  readonly type: 'hfields';
  readonly hfields: readonly hfield[];
}

/** `hfield = hfname "=" hfvalue` */
export interface hfield extends Span {
  readonly type: 'hfield';
  readonly hfname: hfname;
  readonly hfvalue: hfvalue;
}

/** `hfname = *qchar`: a header field name, case-insensitive (§2); "body" is the message body. */
export type hfname = Decoded<'hfname'>;

/** `hfvalue = *qchar`: a header field value, case-sensitive in general (§2). */
export type hfvalue = Decoded<'hfvalue'>;

/** `addr-spec = local-part "@" domain`: its "@" is the URI's one literal "@". */
export interface addr_spec extends Span {
  readonly type: 'addr-spec';
  readonly localPart: local_part;
  readonly domain: domain;
}

/** `local-part`, as the URI writes it (grammar/rfc6068.abnf, CHANGED). */
export type local_part = Decoded<'local-part'>;

/** `domain`, as the URI writes it (grammar/rfc6068.abnf, CHANGED). */
export type domain = Decoded<'domain'>;

/** What parsing by each rule of RFC 6068 returns. */
export interface RuleNodes {
  'mailtoURI': mailtoURI;
  'to': to;
  'hfields': hfields;
  'hfield': hfield;
  'hfname': hfname;
  'hfvalue': hfvalue;
  'addr-spec': addr_spec;
  'local-part': local_part;
  'domain': domain;
  'dtext-no-obs': Leaf<'dtext-no-obs'>;
  'qchar': Leaf<'qchar'>;
  'some-delims': Leaf<'some-delims'>;
  'quoted-pair': Leaf<'quoted-pair'>;
  'atext': Leaf<'atext'>;
  'dot-atom-text': Leaf<'dot-atom-text'>;
  'qtext': Leaf<'qtext'>;
  'qcontent': Leaf<'qcontent'>;
  'quoted-string': Leaf<'quoted-string'>;
  'UTF8-non-ascii': Leaf<'UTF8-non-ascii'>;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
