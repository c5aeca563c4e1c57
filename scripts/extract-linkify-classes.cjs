// The classes of difference between uri-grammar/extract and linkify-it on one
// text, each with its reason: used by scripts/extract-vs-linkify.mjs on a
// corpus of READMEs, Markdown and source files, and by
// test/proof/extract-linkify-classes.test.ts on a small committed corpus,
// which holds test/proof/extract-linkify-classes.json as a ratchet.
//
// Both look for the URIs that linkify-it finds with its scheme written
// (fuzzy links, e-mails and IPs off, protocol-relative `//` off): http, https,
// ftp and mailto. A URI of extract is compared by the text it spans.
'use strict';

/** The schemes linkify-it finds (its default schemas, without '//'). */
const LINKIFY_SCHEMES = /^(?:https?|ftp|mailto):/i;

/** linkify-it as compared: fuzzy links, e-mails and IPs off; no protocol-relative '//' links. */
function makeLinkify(LinkifyIt) {
  return new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false }).add('//', null);
}

const PUNCTUATION = /^[.,:;!?'"*_~)\]}>]+$/;
const NOT_URI_CHARACTER = /^(?:[|{}\\^`"<>\[\]]|%(?![0-9A-Fa-f]{2}))/;
const isAscii = (s) => /^[\x00-\x7f]*$/.test(s);
/** linkify-it's separators before a link: white space, punctuation of its list, or the start. */
const LINKIFY_BEFORE = /[\s\p{P}\p{S}]|^$/u;

/**
 * The class of a URI found by both at one offset, with different ends: `o`
 * the text extract spans, `l` linkify-it's.
 */
function bothClass(text, m, l) {
  const o = text.slice(m.start, m.end);
  if (l.startsWith(o)) {
    const extra = l.slice(o.length);
    if (/^[*_~]+$/.test(extra) && text[m.start - 1] === extra[0]) return 'emphasis';
    if (PUNCTUATION.test(extra)) return 'trailing-punctuation';
    // What the URI ends before, once the punctuation that prose adds is left aside.
    const next = extra.replace(/^[.,:;!?'*_~)\]}]+/, '');
    if (!isAscii(next[0])) return 'non-ascii';
    if (NOT_URI_CHARACTER.test(next)) return 'not-a-uri-character';
    if (m.delimiter !== 'none') return 'delimited-ends-first';
    return 'unclassified';
  }
  if (o.startsWith(l)) {
    const extra = o.slice(l.length);
    if (m.delimiter === 'angle' && /\s/.test(o)) return 'angle-whitespace';
    if (/^[^/?#]*@/.test(o.replace(/^[a-z]+:\/\//i, '')) && (extra[0] === '@' || extra[0] === ':' || /@/.test(extra))) return 'userinfo';
    if (!m.valid) return 'delimited-invalid';
    if (m.delimiter !== 'none') return 'delimited-keeps-last';
    if (!isAscii(o)) return 'non-ascii';
    return 'longer-valid';
  }
  return 'unclassified';
}

/** The class of a URI that only extract finds (`theirs` linkify-it's matches). */
function oursClass(text, m, theirs) {
  const before = text.slice(Math.max(0, m.start - 1), m.start);
  if (m.delimiter === 'backtick' || before === '`') return 'code-span';
  if (theirs.some((t) => t.index < m.start && m.start < t.index + t.raw.length)) return 'inside-a-linkify-link';
  if (!LINKIFY_BEFORE.test(before) || before === '`') return 'no-separator';
  if (!m.valid) return 'delimited-invalid';
  const after = text.slice(m.end, m.end + 1);
  if (m.delimiter === 'none' && after !== '' && !/[\s.,:;!?'")\]}>*_~]/.test(after)) return 'longest-valid-prefix';
  return 'valid-uri-linkify-rejects';
}

/** The class of a URI that only linkify-it finds (`l` its text, at `index`). */
function linkifyClass(text, index, l, ours) {
  const inside = ours.find((m) => m.start < index && index < m.end);
  if (inside !== undefined) return 'inside-another';
  const before = text.slice(Math.max(0, index - 1), index);
  if (/[A-Za-z0-9+.-]/.test(before)) return 'inside-a-scheme';
  if (!isAscii(l.replace(/^[a-z]+:\/\//i, '').slice(0, 1))) return 'non-ascii';
  if (/^mailto:/i.test(l)) return 'mailto-shape';
  return 'unclassified';
}

/**
 * The differences on one text: `ours` the results of extract (every field),
 * `theirs` linkify-it's matches. Returns how many agree and each difference
 * as { class, side: 'both' | 'extract' | 'linkify', extract, linkify, at }.
 */
function compare(text, ours, theirs) {
  const mine = ours.filter((m) => LINKIFY_SCHEMES.test(m.uri));
  const byStart = new Map(mine.map((m) => [m.start, m]));
  const seen = new Set();
  let agree = 0;
  const differences = [];
  for (const t of theirs) {
    const m = byStart.get(t.index);
    if (m !== undefined) {
      seen.add(m);
      if (text.slice(m.start, m.end) === t.raw) agree++;
      else differences.push({ class: bothClass(text, m, t.raw), side: 'both', extract: text.slice(m.start, m.end), linkify: t.raw, at: t.index });
    } else differences.push({ class: linkifyClass(text, t.index, t.raw, ours), side: 'linkify', extract: null, linkify: t.raw, at: t.index });
  }
  for (const m of mine) {
    if (!seen.has(m)) differences.push({ class: oursClass(text, m, theirs), side: 'extract', extract: text.slice(m.start, m.end), linkify: null, at: m.start });
  }
  differences.sort((a, b) => a.at - b.at);
  return { agree, differences };
}

module.exports = { compare, makeLinkify, LINKIFY_SCHEMES };
