// RFC 6068's two layers (grammar/rfc6068.abnf's header), against the ABNF
// as published: §2's rules with local-part and domain as the RFC writes them
// (the CHANGED rules of grammar/rfc6068.abnf restored from the "as
// published" lines above them), read by the ABNF matcher of
// test/support/abnf.ts.
//
// - The trap: read literally, the published ABNF lets atext ("?", "#", "/",
//   "%", "&", "=") run on, so that `mailto:a@b?subject=x` has the domain
//   `b?subject=x`. These tests parse with the grammar and fail if its
//   local-part and domain are reverted to the published ones.
// - The URI layer: the grammar's local-part and domain are exactly the
//   published rules' strings that RFC 6068 §2 item 1 allows in a URI.
// - The decoded layer: the decoded-address checks (src/grammars/rfc6068/
//   address.ts) accept exactly the published local-part and domain, and fail
//   at their longest viable prefix.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import * as mailto from '../../src/grammars/rfc6068/index.js';
import { domainFailure, localPartFailure } from '../../src/grammars/rfc6068/address.js';
import { Grammar, RFC5234_CORE_RULES, loadGrammar } from '../support/abnf';
import { exhaustive, randomStrings, seededRandom } from '../support/inputs';

const OURS = readFileSync(join(__dirname, '..', '..', 'grammar', 'rfc6068.abnf'), 'utf8');

/** grammar/rfc6068.abnf with each CHANGED rule replaced by the definition its "as published:" comment gives. */
function published(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const m = /; as published:$/.exec(lines[i - 1] ?? '') && /^;\s+(\S+\s+=.*)$/.exec(lines[i]);
    if (m) {
      out.push(lines[i]);
      // The published definition, in place of the changed one that follows (its first line and continuation lines).
      out.push(m[1]);
      i++;
      while (i + 1 < lines.length && /^\s/.test(lines[i + 1])) i++;
      continue;
    }
    out.push(lines[i]);
  }
  return out.join('\n');
}

const PUBLISHED_TEXT = published(OURS);
const LIBRARY = [...loadGrammar('rfc3986').definitionsOf(['unreserved', 'pct-encoded']).values(), RFC5234_CORE_RULES].join('');
const PUBLISHED = new Grammar(PUBLISHED_TEXT, LIBRARY, { name: 'rfc6068-published', alphabet: 'unicode' });
const GRAMMAR = new Grammar(OURS, LIBRARY, { name: 'rfc6068', alphabet: 'unicode' });

test('the published rules are the "as published" lines of grammar/rfc6068.abnf, and differ only in local-part and domain', () => {
  expect(PUBLISHED.definitionText('local-part')).toBe('dot-atom-text / quoted-string');
  expect(PUBLISHED.definitionText('domain')).toBe('dot-atom-text / "[" *dtext-no-obs "]"');
  const changed = GRAMMAR.ruleNames().filter((r) => GRAMMAR.definitionText(r) !== PUBLISHED.definitionText(r));
  expect(changed).toEqual(['local-part', 'domain']);
});

describe('the trap: atext runs on in the published ABNF; a literal "?" starts hfields here (RFC 6068 §2 item 1, §6.1)', () => {
  test('mailto:a@b?subject=x: the published domain may be "b?subject=x"; here it is "b", and subject=x an hfield', () => {
    expect(PUBLISHED.matches('domain', 'b?subject=x')).toBe(true);
    expect(PUBLISHED.matches('mailtoURI', 'mailto:a@b?subject=x')).toBe(true);
    expect(mailto.isValid('b?subject=x', 'domain')).toBe(false);
    const node = mailto.parse('mailto:a@b?subject=x');
    expect(node.to?.addrSpecs.map((a) => a.domain.text)).toEqual(['b']);
    expect(node.hfields?.hfields.map((f) => [f.hfname.text, f.hfvalue.text])).toEqual([['subject', 'x']]);
  });

  test.each([
    ['a local part runs on over "?" and "="', 'local-part', 'a?subject=x'],
    ['a domain runs on over "&" and "/"', 'domain', 'b&c/d'],
    ['"%" that starts no pct-encoded', 'mailtoURI', 'mailto:a%zz@b'],
    ['"#": a fragment, by the letter', 'mailtoURI', 'mailto:a@b#c'],
    ['a literal quoted-string, DQUOTE no URI character', 'mailtoURI', 'mailto:"a\\ b"@c'],
    ['a literal domain literal, "[" "]" to be percent-encoded', 'mailtoURI', 'mailto:a@[192.0.2.1]'],
    ['"^", "`", "{", "|", "}": atext, no URI characters', 'local-part', 'a{b}|c^d`'],
  ])('%s: published, and rejected here', (_what, rule, input) => {
    expect(PUBLISHED.matches(rule, input)).toBe(true);
    expect(mailto.isValid(input, rule as mailto.RuleName)).toBe(false);
    expect(() => mailto.parse(input, rule as mailto.RuleName)).toThrow(mailto.UriSyntaxError);
  });

  test('§6.1\'s WRONG example is rejected by both, at the second "?"', () => {
    const wrong = 'mailto:joe@example.com?cc=bob@example.com?body=hello';
    expect(PUBLISHED.matches('mailtoURI', wrong)).toBe(false);
    expect(mailto.check(wrong)?.offset).toBe(wrong.lastIndexOf('?'));
  });
});

// RFC 3986 §2.2, §2.3: the characters a URI holds literally; RFC 6068 §2 item 1: those an address must not.
const URI_CHARACTER = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]$/;
const ITEM_1 = new Set(['%', '/', '?', '#', '[', ']', '&', ';', '=']);

/** True when `s` holds only URI characters, none that item 1 has encoded in an address, "%" only starting a pct-encoded. */
function item1Allows(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '%' && /^%[0-9A-Fa-f]{2}/.test(s.slice(i))) {
      i += 2;
      continue;
    }
    if (!URI_CHARACTER.test(c) || ITEM_1.has(c)) return false;
  }
  return true;
}

/** The address alphabet: atext that may stay literal and that may not, the specials, "%" and hex, non-ASCII. */
const ADDRESS = ['a', 'F', '0', '!', '~', '.', '%', '2', 'B', 'g', '?', '#', '&', '=', '/', '{', '|', '"', '\\', ' ', '[', ']', '@', ',', ':', '(', 'é'];

describe('the URI layer: local-part and domain are the published rules\' strings that RFC 6068 §2 item 1 allows', () => {
  const inputs = [...new Set([...exhaustive(ADDRESS, 3), ...randomStrings(seededRandom(6068), ADDRESS, 4, 14, 30_000)])];
  test.each(['local-part', 'domain'])('%s', (rule) => {
    const wrong = inputs.filter((s) => mailto.isValid(s, rule as mailto.RuleName) !== (PUBLISHED.matches(rule, s) && item1Allows(s)));
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

/** The decoded alphabet: atext, qtext, dtext, the specials, whitespace and controls, non-ASCII (RFC 6532 §3.2) and astral. */
const DECODED = ['a', '0', '.', '?', '%', '"', '\\', ' ', '\t', '[', ']', '@', '(', ',', '\u0001', '\u007f', 'é', '\u{1F600}'];

describe('the decoded layer: each address part is checked against the published rule, failing at its longest viable prefix', () => {
  const inputs = [...new Set([...exhaustive(DECODED, 3), ...randomStrings(seededRandom(5322), DECODED, 4, 12, 30_000), '"a\\ b"', '"\\\\\\"it\'s\\ ugly\\\\\\""', '[192.0.2.1]', '[IPv6:::1]', 'caf\u00e9.example', '"\u00e9"'])];
  test.each([
    ['local-part', localPartFailure],
    ['domain', domainFailure],
  ] as const)('%s', (rule, failure) => {
    const wrong = inputs.filter((s) => {
      const f = failure(s);
      return PUBLISHED.matches(rule, s) ? f !== null : f?.offset !== PUBLISHED.viablePrefix(rule, s);
    });
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});
