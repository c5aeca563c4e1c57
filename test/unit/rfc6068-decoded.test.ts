/**
 * RFC 6068's leaves carry their text percent-decoded as UTF-8 (§2 items 4, 5),
 * or null where the octets are not UTF-8 (src/grammars/rfc6068/nodes.ts). The
 * constructor decodes the whole text at once, without the error that
 * `percentDecode` builds; here it is held to `percentDecode` (its value, or
 * null where it throws) on every text of up to three pieces: literal ASCII,
 * BMP and astral characters, whole and cut UTF-8 sequences in pct-encoded
 * form, octets that are never UTF-8 (FF, an encoded surrogate).
 */
import { expect, test } from '@jest/globals';
import { percentDecode } from '../../src/encoding/percent-encoding.js';
import { hfvalue, local_part } from '../../src/grammars/rfc6068/nodes.js';

const PIECES = ['a', '+', 'é', '😀', '%41', '%20', '%C3', '%A9', '%C3%A9', '%E2%82', '%AC', '%F0%9F%98%80', '%FF', '%ED%A0%80', '%C0%AF'];

function* texts(depth: number, prefix = ''): Generator<string> {
  if (prefix !== '') yield prefix;
  if (depth === 0) return;
  for (const p of PIECES) yield* texts(depth - 1, prefix + p);
}

function reference(text: string): string | null {
  try {
    return percentDecode(text);
  } catch {
    return null;
  }
}

test('the decoded text of a leaf is what percentDecode returns, null where it throws (RFC 6068 §2, RFC 3986 §2.5)', () => {
  let decodedCount = 0;
  let nullCount = 0;
  for (const text of texts(3)) {
    const expected = reference(text);
    expect([text, hfvalue(5, text).decoded]).toEqual([text, expected]);
    expect([text, local_part(0, text).decoded]).toEqual([text, expected]);
    if (expected === null) nullCount++;
    else decodedCount++;
  }
  // Both kinds, many of each.
  expect(decodedCount).toBeGreaterThan(500);
  expect(nullCount).toBeGreaterThan(500);
  expect(hfvalue(5, 'x%C3%A9').decoded).toBe('xé');
  expect(hfvalue(5, '%C3').decoded).toBeNull();
});
