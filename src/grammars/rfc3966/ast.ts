/**
 * The typed AST of tel URIs (RFC 3966 §3). Every node type is the name of the
 * RFC 3966 rule it was parsed by (`telephone-uri`, `global-number`,
 * `extension`, ...), is discriminated by `type`, and carries the
 * `[start, end)` span of its source text in UTF-16 code units (the grammar is
 * US-ASCII: one unit per character). An optional part that is absent is
 * `null`, which is not the same as empty (`;ext=` has an empty extension:
 * erratum 4376 is not applied).
 *
 * `telephone-subscriber`, `par` and `descriptor` are choices: they give the
 * node of the alternative that matched. Where the ABNF is ambiguous the tree
 * is the RFC's reading (grammar/rfc3966.peggy): ";ext=" with phonedigits is an
 * `extension` and ";isub=" an `isdn-subaddress`, not a `parameter`; a
 * local-number's context is its first par that is a whole context.
 */
import type { Leaf, Span } from '../rfc3986/ast.js';
import type { RuleName } from '../../../generated/rfc3966.rules.js';

export type { Leaf, Span, RuleName };

// ----- 3. URI Syntax -----

/** `telephone-uri = "tel:" telephone-subscriber` ("tel:" in any case: an ABNF string). */
export interface telephone_uri extends Span {
  readonly type: 'telephone-uri';
  readonly telephoneSubscriber: telephone_subscriber;
}

/** `telephone-subscriber = global-number / local-number`: a global-number begins with "+". */
export type telephone_subscriber = global_number | local_number;

/** `global-number = global-number-digits *par` */
export interface global_number extends Span {
  readonly type: 'global-number';
  readonly globalNumberDigits: global_number_digits;
  readonly pars: readonly par[];
}

/**
 * `local-number = local-number-digits *par context *par`: the pars before and
 * after the context are in `pars`, in their order (their spans say which side
 * of the context each is on).
 */
export interface local_number extends Span {
  readonly type: 'local-number';
  readonly localNumberDigits: local_number_digits;
  readonly pars: readonly par[];
  /** The first par that is a whole context (§5.1.5: a local number MUST have one). */
  readonly context: context;
}

/** `par = parameter / extension / isdn-subaddress`: an extension or isdn-subaddress when it is one. */
export type par = parameter | extension | isdn_subaddress;

/** `isdn-subaddress = ";isub=" 1*paramchar` (erratum 203; §5.2). */
export interface isdn_subaddress extends Leaf<'isdn-subaddress'> {
  /** The subaddress, as written (percent-encoded as it is), after ";isub=". */
  readonly value: string;
}

/** `extension = ";ext=" 1*phonedigit` (§5.3). */
export interface extension extends Leaf<'extension'> {
  /** The phonedigits after ";ext=", as written: visual separators kept, may be empty (erratum 4376 not applied). */
  readonly value: string;
}

/** `context = ";phone-context=" descriptor` (§5.1.5). */
export interface context extends Span {
  readonly type: 'context';
  readonly descriptor: descriptor;
}

/** `descriptor = domainname / global-number-digits` */
export type descriptor = domainname | global_number_digits;

/** `global-number-digits = "+" *phonedigit DIGIT *phonedigit`: "+" and digits, visual separators kept. */
export type global_number_digits = Leaf<'global-number-digits'>;

/** `local-number-digits = *phonedigit-hex (HEXDIG / "*" / "#")*phonedigit-hex` */
export type local_number_digits = Leaf<'local-number-digits'>;

/** `domainname = *( domainlabel "." ) toplabel [ "." ]` */
export interface domainname extends Leaf<'domainname'> {
  /** The labels before the toplabel, each without its ".". */
  readonly domainlabels: readonly domainlabel[];
  /** The last label, which begins with a letter. */
  readonly toplabel: toplabel;
}

/** `domainlabel = alphanum / alphanum *( alphanum / "-" ) alphanum` */
export type domainlabel = Leaf<'domainlabel'>;
/** `toplabel = ALPHA / ALPHA *( alphanum / "-" ) alphanum` */
export type toplabel = Leaf<'toplabel'>;

/** `parameter = ";" pname ["=" pvalue ]` (§5.4). */
export interface parameter extends Span {
  readonly type: 'parameter';
  readonly pname: pname;
  /** `null` without "=" (the grammar has no empty pvalue). */
  readonly pvalue: pvalue | null;
}

/** `pname = 1*( alphanum / "-" )` */
export type pname = Leaf<'pname'>;
/** `pvalue = 1*paramchar` */
export type pvalue = Leaf<'pvalue'>;

/** The node each rule parses to, by its RFC name. */
export interface RuleNodes {
  'telephone-uri': telephone_uri;
  'telephone-subscriber': telephone_subscriber;
  'global-number': global_number;
  'local-number': local_number;
  'par': par;
  'isdn-subaddress': isdn_subaddress;
  'extension': extension;
  'context': context;
  'descriptor': descriptor;
  'global-number-digits': global_number_digits;
  'local-number-digits': local_number_digits;
  'domainname': domainname;
  'domainlabel': domainlabel;
  'toplabel': toplabel;
  'parameter': parameter;
  'pname': pname;
  'pvalue': pvalue;
  'paramchar': Leaf<'paramchar'>;
  'unreserved': Leaf<'unreserved'>;
  'mark': Leaf<'mark'>;
  'pct-encoded': Leaf<'pct-encoded'>;
  'param-unreserved': Leaf<'param-unreserved'>;
  'phonedigit': Leaf<'phonedigit'>;
  'phonedigit-hex': Leaf<'phonedigit-hex'>;
  'visual-separator': Leaf<'visual-separator'>;
  'alphanum': Leaf<'alphanum'>;
  'reserved': Leaf<'reserved'>;
  'uric': Leaf<'uric'>;
}

/** Any node of the AST. */
export type Node = RuleNodes[RuleName];
