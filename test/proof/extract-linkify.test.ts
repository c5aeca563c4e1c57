/**
 * extract() against linkify-it, a linkifier of Markdown renderers, on a corpus
 * of prose (test/corpus/prose.txt): both look for http, https, ftp and mailto
 * URIs written with their scheme. Every difference is listed, with why
 * extract is right, in test/proof/extract-linkify-known.json, a ratchet: a new
 * difference or a stale entry fails.
 */
import { describe, expect, test } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { LinkifyIt } from 'linkify-it';
import { extract } from '../../src/extract/index';

interface Difference {
  line: number;
  linkify: string[];
  extract: string[];
  why: string;
}
const known: { differences: Difference[] } = JSON.parse(fs.readFileSync(path.join(__dirname, 'extract-linkify-known.json'), 'utf8'));
const lines = fs.readFileSync(path.join(__dirname, '..', 'corpus', 'prose.txt'), 'utf8').split('\n');

const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false }).add('//', null);
const SCHEMES = /^(?:https?|ftp|mailto):/i;

function byLinkify(line: string): string[] {
  return (linkify.match(line) ?? []).map((m) => `${m.index}:${m.raw}`);
}
function byExtract(line: string): string[] {
  return [...extract(line)].filter((m) => SCHEMES.test(m.uri)).map((m) => `${m.start}:${line.slice(m.start, m.end)}`);
}

describe('extract against linkify-it on prose', () => {
  const actual: Difference[] = [];
  let agreed = 0;
  lines.forEach((line, i) => {
    const a = byLinkify(line);
    const b = byExtract(line);
    agreed += a.filter((x) => b.includes(x)).length;
    const onlyLinkify = a.filter((x) => !b.includes(x));
    const onlyExtract = b.filter((x) => !a.includes(x));
    if (onlyLinkify.length > 0 || onlyExtract.length > 0) actual.push({ line: i + 1, linkify: onlyLinkify, extract: onlyExtract, why: '' });
  });

  test('the corpus is prose with many URIs, most found alike', () => {
    expect(lines.length).toBeGreaterThanOrEqual(50);
    expect(agreed).toBeGreaterThanOrEqual(60);
  });

  test('every difference is known and explained, and every known one occurs (ratchet)', () => {
    for (const d of known.differences) expect(d.why).toMatch(/RFC \d+|CommonMark|As line \d+/);
    const strip = (ds: Difference[]) => ds.map(({ line, linkify: l, extract: e }) => ({ line, linkify: l, extract: e }));
    expect(strip(actual)).toEqual(strip(known.differences));
  });

  test('the IRI that RFC 3986 cuts is found whole by RFC 3987', () => {
    const line = lines[48]!;
    expect(line).toContain('café');
    expect([...extract(line, { grammar: 'rfc3987' })].map((m) => m.uri)).toEqual(['https://example.com/café']);
  });
});
