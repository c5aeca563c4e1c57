/**
 * extract() against linkify-it on Markdown with code (test/corpus/markdown.md):
 * every difference falls in a class of test/proof/extract-linkify-classes.json,
 * each with its reason (RFC 3986, RFC 3987, CommonMark), and every class listed
 * there shows on the corpus: a ratchet both ways. The same classes sort the
 * differences on a corpus of READMEs and source files in
 * scripts/extract-vs-linkify.mjs (its numbers are in docs/performance.md).
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { LinkifyIt } from 'linkify-it';
import { extract } from '../../src/extract/index';
import { compare, makeLinkify } from '../../scripts/extract-linkify-classes.cjs';

interface Class {
  side: string;
  class: string;
  example: string;
  why: string;
}
const known: { classes: Class[] } = JSON.parse(fs.readFileSync(path.join(__dirname, 'extract-linkify-classes.json'), 'utf8'));
const text = fs.readFileSync(path.join(__dirname, '..', 'corpus', 'markdown.md'), 'utf8');
const linkify = makeLinkify(LinkifyIt);

describe('extract against linkify-it on Markdown with code', () => {
  const { agree, differences } = compare(text, [...extract(text)], linkify.match(text) ?? []);
  const seen = new Set(differences.map((d) => `${d.side} ${d.class}`));
  const listed = known.classes.map((c) => `${c.side} ${c.class}`);

  test('most URIs are found alike', () => {
    expect(agree).toBeGreaterThanOrEqual(5);
  });

  test('every class has its reason, once', () => {
    for (const c of known.classes) expect(c.why).toMatch(/RFC \d+|CommonMark/);
    expect(new Set(listed).size).toBe(listed.length);
  });

  test('every difference is in a listed class, and every listed class occurs (ratchet)', () => {
    expect([...seen].sort()).toEqual([...listed].sort());
    expect(differences.filter((d) => d.class === 'unclassified')).toEqual([]);
  });
});
