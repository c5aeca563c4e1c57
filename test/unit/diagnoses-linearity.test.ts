/**
 * Every grammar's diagnoses do work linear in the input: counted
 * (src/core/diagnosis-text.ts `work`: the code units each detector and each
 * component's analysis reads), never timed. Each grammar's diagnose runs on
 * hostile shapes (many "@", ":", "%", "{", "${", "<", "[", "'", spaces, IPv6
 * groups, dotted octets, template varspecs) at 1x and 4x the input, and the
 * count at 4x must stay within 4.2 times the count at 1x, and within 64 units
 * per code unit of the input. The regular expressions of the detectors are
 * anchored or sticky at a bounded number of positions, or read the input once
 * (no nested or overlapping quantifiers): the inputs here are long enough
 * (40,000 code units at 4x) that one that backtracked quadratically would not
 * finish.
 */
import { expect, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Diagnosis, UriSyntaxError } from '../../src/core/errors.js';
import { work } from '../../src/core/diagnosis-text.js';
import { grammarEntries } from '../support/abnf';

interface Grammar {
  check(input: string, rule?: string): UriSyntaxError<string> | null;
  diagnose(e: UriSyntaxError<string>): Diagnosis | null;
}

const grammars: [string, Grammar][] = grammarEntries()
  .map((g) => g.name)
  .filter((name) => existsSync(join(__dirname, '..', '..', 'src', 'grammars', name, 'diagnoses.ts')))
  .map((name) => [
    name,
    {
      check: (require(`../../src/grammars/${name}/index`) as Pick<Grammar, 'check'>).check,
      diagnose: (require(`../../src/grammars/${name}/diagnoses`) as Pick<Grammar, 'diagnose'>).diagnose,
    },
  ]);

/** The hostile shapes, n repetitions each, and the rule they are checked by (default: the grammar's start rule). */
const SHAPES: Readonly<Record<string, { make: (n: number) => string; rule?: string }>> = {
  'many "@" in the authority': { make: (n) => 'http://' + 'a@'.repeat(n) + 'h/' },
  'a long port of letters': { make: (n) => 'http://h:' + '8o'.repeat(n) + '/' },
  'many "%" and line breaks in the authority': { make: (n) => 'http://' + '%a\n'.repeat(n) },
  'many "%" in the authority, a line break after them': { make: (n) => 'http://' + '%'.repeat(n) + '\n:' },
  'many "%" in the path': { make: (n) => 'http://h/' + '%'.repeat(n) },
  'unclosed "{"': { make: (n) => 'http://h/' + '{a'.repeat(n) },
  'unclosed "${"': { make: (n) => 'http://h/' + '${a'.repeat(n) },
  'unclosed "{{"': { make: (n) => 'http://h/' + '{{a'.repeat(n) },
  'many "<"': { make: (n) => 'http://h/' + '<a'.repeat(n) },
  'many "[" in the query': { make: (n) => 'http://h/?' + 'a['.repeat(n) },
  'an unclosed IP literal of colons': { make: (n) => 'http://[' + ':'.repeat(n) },
  'an IP literal of many groups': { make: (n) => 'http://[' + '1:'.repeat(n) + ']/' },
  'many words after a space': { make: (n) => 'http://h/a' + ' a'.repeat(n) },
  'many "\'" before an error': { make: (n) => 'http://h/' + "a'".repeat(n) + '{' },
  'many "\'," before an error': { make: (n) => "http://h/a'," + 'a'.repeat(n) + ' b c' },
  'a long scheme with "_"': { make: (n) => 'a_'.repeat(n) + '://h/' },
  'a long first segment with ":"': { make: (n) => 'a_'.repeat(n) + ':x' },
  'white space after the URI': { make: (n) => 'http://h/' + ' '.repeat(n) },
  'white space before the URI': { make: (n) => ' '.repeat(n) + 'http://h/' },
  'many backticks': { make: (n) => 'http://h/' + '`a'.repeat(n) },
  'many quotes in the query': { make: (n) => 'http://h/?q=' + '"a'.repeat(n) },
  'wrapped in "<>"': { make: (n) => '<' + 'http://h/a'.repeat(n) + '>' },
  'many "#"': { make: (n) => 'http://h/#' + 'a#'.repeat(n) },
  'a long host name with a space': { make: (n) => 'http://' + 'a.'.repeat(n) + ' b/' },
  'a long unbracketed IPv6 address': { make: (n) => 'http://' + '1:'.repeat(n) + ':1/' },
  'many dotted octets': { make: (n) => '1.'.repeat(n) + '256', rule: 'IPv4address' },
  'a long zone identifier': { make: (n) => 'http://[fe80::1%25' + 'a+'.repeat(n) + ']/' },
  'many varspecs': { make: (n) => '{' + 'a,'.repeat(n) + '}' },
  'a long varname with dots': { make: (n) => '{' + 'a.'.repeat(n) + '}' },
};

test.each(grammars)('%s: the diagnoses count work linear in the input on every hostile shape', (name, g) => {
  const measure = (input: string, rule?: string): number => {
    let e: UriSyntaxError<string> | null;
    try {
      e = g.check(input, rule);
    } catch {
      return 0; // a rule the grammar does not have
    }
    if (e === null) return 0;
    work.units = 0;
    g.diagnose(e);
    return work.units;
  };
  const failures: string[] = [];
  for (const [shape, { make, rule }] of Object.entries(SHAPES)) {
    const small = make(2_500);
    const large = make(10_000);
    const a = measure(small, rule);
    const b = measure(large, rule);
    if (b > 4.2 * Math.max(a, 1) || b > 64 * large.length) failures.push(`${shape}: ${a} units at ${small.length}, ${b} at ${large.length}`);
  }
  expect([name, failures]).toEqual([name, []]);
});
