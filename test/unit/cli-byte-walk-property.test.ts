/**
 * The byte walk of `uri-grammar check` (src/cli/byte-walk.ts) against its
 * grammar's own DFA (src/core/dfa.ts `createValidator`'s `test`), as
 * properties over generated lines: for every grammar of the command and
 * every rule of it, a line of US-ASCII bytes is accepted by the walk exactly
 * when the DFA accepts it as a string, ending at its LF (or, with
 * --strip-cr, at the LF after its CR), and a line with a byte from 0x80 on is
 * never accepted (the string path decides it). With --schemes and with
 * --grammar all, `checkBatch` over a generated batch gives what it gives
 * with every line decoded.
 */
import { beforeAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { acceptedLine, byteWalk, loadWalks } from '../../src/cli/byte-walk.js';
import { checkBatch, loadSchemes, type CheckOptions } from '../../src/cli/check-lines.js';
import { comparable } from '../support/batch-results.js';
import { ALL, CLI_GRAMMARS, GRAMMAR_NAMES, grammarRules, loadGrammars } from '../../src/cli/grammars.js';
import { createValidator, type GrammarDfas } from '../../src/core/dfa.js';
import { DFA_LOADERS } from '../../generated/registry.js';

/** Pieces of lines: of URIs, of the scheme grammars, delimiters, and bytes no rule allows. */
const TOKENS = [
  'http:', 'https:', '//', 'urn:', 'isbn:', 'tel:', '+1-201-555', 'geo:', '13.4,52.5', ';u=', 'crs=wgs84', 'mailto:', 'a@b.example',
  'data:', 'text/plain', ';base64', ',', 'file:', '/', '?', '#', '@', ':', '[', ']', '::', 'v1.x', '2001:db8::7', '127.0.0.1', '255',
  '%', '%41', '%2f', '%G0', 'a', 'Z', '0', '9', '-', '.', '_', '~', '!', '$', '&', "'", '(', ')', '*', '+', ';', '=', 'example.com',
  '8080', ' ', '\t', '\r', '\x00', '\x7f', '"', '<', '>', '\\', '^', '`', '{', '}', '|', '{var}', 'www.', 'localhost',
];
const NON_ASCII = ['\u00e9', '\u4f8b', '\u{1F600}', '\uFEFF'];

const asciiLine = fc.array(fc.constantFrom(...TOKENS), { maxLength: 24 }).map((parts) => parts.join(''));
const anyLine = fc.tuple(asciiLine, fc.constantFrom(...NON_ASCII), asciiLine).map(([a, b, c]) => a + b + c);

const dfas = new Map<string, GrammarDfas>();

beforeAll(async () => {
  await Promise.all([loadGrammars(GRAMMAR_NAMES), loadWalks(GRAMMAR_NAMES), loadSchemes()]);
  for (const g of CLI_GRAMMARS) dfas.set(g.name, await DFA_LOADERS[g.name]!());
});

describe('the walk accepts exactly the lines its DFA accepts', () => {
  for (const g of CLI_GRAMMARS) {
    test(`${g.name}, every rule`, () => {
      const data = dfas.get(g.name)!;
      const validator = createValidator(data);
      const rules = Object.keys(data.rules);
      expect(rules).toContain(g.start);
      for (const rule of rules) {
        const walk = byteWalk(data, rule);
        fc.assert(
          fc.property(asciiLine, (line) => {
            const valid = validator.test(line, rule);
            const bytes = Buffer.from(line, 'latin1');
            const n = bytes.length;
            // The line alone (the batch's last, no LF), then with its LF and a next line, then in CR LF.
            expect(acceptedLine(bytes, 0, n, walk, false)).toBe(valid ? n : -1);
            const lf = Buffer.from(`${line}\nhttp://a/`, 'latin1');
            expect(acceptedLine(lf, 0, lf.length, walk, false)).toBe(valid ? n : -1);
            const crlf = Buffer.from(`${line}\r\n`, 'latin1');
            expect(acceptedLine(crlf, 0, crlf.length, walk, true)).toBe(valid ? n + 1 : -1);
            // Without --strip-cr, the CR is part of the line, which the DFA decides as it decides the string.
            expect(acceptedLine(crlf, 0, crlf.length, walk, false)).toBe(validator.test(`${line}\r`, rule) ? n + 1 : -1);
            // From the middle of a batch.
            const mid = Buffer.from(`x\n${line}\n`, 'latin1');
            expect(acceptedLine(mid, 2, mid.length, walk, false)).toBe(valid ? n + 2 : -1);
          }),
          { numRuns: rule === g.start ? 400 : 60, seed: 0x3a1c },
        );
        fc.assert(
          fc.property(anyLine, (line) => {
            const bytes = Buffer.from(`${line}\n`, 'utf8');
            expect(acceptedLine(bytes, 0, bytes.length, walk, false)).toBe(-1);
          }),
          { numRuns: 20, seed: 0x3a1d },
        );
      }
    });
  }
});

describe('checkBatch with the walk gives what it gives with every line decoded', () => {
  const batchOf = fc.array(fc.oneof({ arbitrary: asciiLine, weight: 6 }, { arbitrary: anyLine, weight: 1 }), { minLength: 1, maxLength: 30 });
  const cases: [string, Omit<CheckOptions, 'json'>][] = [
    ['--schemes', { by: [{ grammar: 'rfc3986', rule: 'URI-reference' }], all: false, schemes: true }],
    ['--schemes, rule URI', { by: [{ grammar: 'rfc3986', rule: 'URI' }], all: false, schemes: true }],
    ['--grammar all', { by: grammarRules(ALL, undefined), all: true }],
    ['--grammar all, rule URI', { by: grammarRules(ALL, 'URI'), all: true }],
  ];
  for (const [name, base] of cases) {
    test(name, () => {
      fc.assert(
        fc.property(batchOf, fc.boolean(), fc.boolean(), (lines, json, stripCr) => {
          const bytes = Buffer.from(lines.join(stripCr ? '\r\n' : '\n'), 'utf8');
          const options: CheckOptions = { ...base, json, stripCr };
          expect(comparable(checkBatch(bytes, options, false))).toEqual(comparable(checkBatch(bytes, { ...options, decodeAll: true }, false)));
        }),
        { numRuns: 150, seed: 0x3a1e },
      );
    });
  }
});
