// RFC 6570 §3 expansion, by test/vectors/rfc6570-expand.json: each case through
// expand(template, variables), expand(parse(template), variables) and
// compile(template).expand(variables), which agree; the AST expansion reads a
// template string by (src/grammars/rfc6570/scan.ts) is parse's; the Appendix A
// table of src/grammars/rfc6570/operators.ts is the RFC's, as printed.
import { describe, expect, test } from '@jest/globals';
import { APPENDIX_A, RESERVED_OPERATORS, TemplateExpansionError, UriSyntaxError, compile, expand, isValid, parse } from '../../src/grammars/rfc6570/index';
import type { Variables } from '../../src/grammars/rfc6570/index';
import { templateAst } from '../../src/grammars/rfc6570/scan';
import { UriGrammarError } from '../../src/core/error-base';
import vectors from './rfc6570-expand.json';

type Expected = string | { error: string; code?: string; offset: number; variable?: string | null };
interface Case {
  source: string;
  template: string;
  variables: string | Record<string, unknown>;
  expected: Expected;
}

/** The JavaScript values JSON has not, by the name a `{"$js": KIND}` gives. */
const JS: Record<string, () => unknown> = {
  function: () => () => 'x',
  symbol: () => Symbol('s'),
  bigint: () => BigInt(10),
  NaN: () => NaN,
  Infinity: () => Infinity,
  '-Infinity': () => -Infinity,
  undefined: () => undefined,
  Map: () => new Map([['a', 'b']]),
  Set: () => new Set(['a']),
  Date: () => new Date(0),
  'class instance': () => new (class Point {
    x = '1';
  })(),
  Uint8Array: () => new Uint8Array(2),
  'String object': () => new String('s'),
  // eslint-disable-next-line no-sparse-arrays
  'sparse array': () => [, 'a', , 'b'],
  'null-prototype object': () => Object.assign(Object.create(null) as object, { a: 'b' }),
};

/** The values of a case, `{"$js": KIND}` made the JavaScript value (own properties kept, `__proto__` included). */
function revive(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(revive);
  if (v === null || typeof v !== 'object') return v;
  const o = v as Record<string, unknown>;
  if (typeof o.$js === 'string') {
    const make = JS[o.$js];
    if (make === undefined) throw new Error(`unknown $js ${o.$js}`);
    return make();
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(o)) Object.defineProperty(out, k, { value: revive(o[k]), enumerable: true, writable: true, configurable: true });
  return out;
}

const sets = vectors.variables as Record<string, Record<string, unknown>>;
const cases = vectors.cases as Case[];
const variablesOf = (c: Case): Variables => revive(typeof c.variables === 'string' ? sets[c.variables] : c.variables) as Variables;

/** What a call gives: its string, or the error's class and fields. */
function outcome(f: () => string): Expected {
  try {
    return f();
  } catch (e) {
    if (e instanceof TemplateExpansionError) return { error: 'TemplateExpansionError', code: e.code, offset: e.offset, variable: e.variable };
    if (e instanceof UriSyntaxError) return { error: 'UriSyntaxError', offset: e.offset };
    throw e;
  }
}

describe('expand: the vectors (RFC 6570 §3)', () => {
  test('every case names its section, and every variable set is used', () => {
    expect(cases.filter((c) => !/RFC 6570 (§\d|Appendix A)/.test(c.source))).toEqual([]);
    expect(Object.keys(sets).filter((name) => !cases.some((c) => c.variables === name))).toEqual([]);
  });

  test.each(cases.map((c) => [c.template, JSON.stringify(c.expected).slice(0, 60), c] as const))('%s -> %s', (_t, _e, c) => {
    const variables = variablesOf(c);
    expect({ source: c.source, got: outcome(() => expand(c.template, variables)) }).toEqual({ source: c.source, got: c.expected });
    if (!isValid(c.template)) return;
    // The same from the parsed template, and from the compiled one; scan.ts's AST is parse's.
    const ast = parse(c.template);
    expect(templateAst(c.template)).toEqual(ast);
    expect(outcome(() => expand(ast, variables))).toEqual(c.expected);
    const compiled = compile(c.template);
    expect(compiled.template).toEqual(ast);
    expect(outcome(() => compiled.expand(variables))).toEqual(c.expected);
    expect(outcome(() => compiled.expand(variables))).toEqual(c.expected);
  });

  test('each refusal is a UriGrammarError whose message names the variable and the section', () => {
    let n = 0;
    for (const c of cases) {
      if (typeof c.expected === 'string' || c.expected.error !== 'TemplateExpansionError') continue;
      n++;
      let error: unknown = null;
      try {
        expand(c.template, variablesOf(c));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UriGrammarError);
      expect(error).toBeInstanceOf(Error);
      const e = error as TemplateExpansionError;
      expect([c.template, e.name, e.message]).toEqual([c.template, 'TemplateExpansionError', expect.stringMatching(/RFC 6570 §\d/)]);
      if (e.variable !== null) expect(e.message).toContain(`"${e.variable}"`);
      else expect(e.message).toContain(`"${c.template[e.offset]}"`);
    }
    expect(n).toBeGreaterThanOrEqual(40);
  });
});

describe('the arguments', () => {
  test('a template that is neither a string nor a parsed URI-Template, or values that are no plain object, are a TypeError', () => {
    const bad: [unknown, unknown][] = [[42, {}], [null, {}], [{ type: 'URI' }, {}], ['{x}', null], ['{x}', 'x'], ['{x}', ['y']], ['{x}', new Map([['x', 'y']])], ['{x}', undefined]];
    for (const [t, v] of bad) {
      expect(() => expand(t as string, v as Variables)).toThrow(TypeError);
      expect(() => expand(t as string, v as Variables)).not.toThrow(UriGrammarError);
    }
    expect(() => compile(42 as unknown as string)).toThrow(TypeError);
    expect(() => compile('{x}').expand(null as unknown as Variables)).toThrow(TypeError);
  });

  test('an invalid template is the UriSyntaxError parse throws, for expand and compile alike', () => {
    for (const t of ['{x', '{x}}', 'a{b c}', '{x:0}']) {
      let fromParse: unknown = null;
      try {
        parse(t);
      } catch (e) {
        fromParse = e;
      }
      expect(() => expand(t, {})).toThrow(UriSyntaxError);
      expect(() => compile(t)).toThrow(UriSyntaxError);
      expect(outcome(() => expand(t, {}))).toEqual({ error: 'UriSyntaxError', offset: (fromParse as UriSyntaxError).offset });
    }
  });

  test('compile: one parse, then expansions by the values alone; the compiled object is read-only', () => {
    const c = compile('{/list*}{?q}');
    expect(Object.isFrozen(c)).toBe(true);
    expect(c.expand({ list: ['a', 'b'], q: 'x y' })).toBe('/a/b?q=x%20y');
    expect(c.expand({ list: [], q: null })).toBe('');
  });

  test('expansion reads the values and never changes them', () => {
    const values = { list: ['a', null, 'b'], keys: Object.freeze({ k: 'v', u: undefined }), s: 'x' };
    const before = JSON.stringify(values);
    expect(expand('{list*}{?keys*}{s:1}', Object.freeze(values))).toBe('a,b?k=vx');
    expect(JSON.stringify(values)).toBe(before);
  });
});

describe('RFC 6570 Appendix A: the table as data (src/grammars/rfc6570/operators.ts)', () => {
  test('is the RFC table, column by column', () => {
    const rows = vectors.appendixA.table.filter((l) => /^\s*\| (first|sep|named|ifemp|allow)/.test(l));
    const header = vectors.appendixA.table[1]!.replace(/\|/g, '').trim().split(/\s+/);
    const columns: Record<string, Record<string, unknown>> = Object.fromEntries(header.map((h) => [h, {}]));
    for (const line of rows) {
      const [, field, cells] = /^\s*\| (\w+)\s*\|(.*)\|\s*$/.exec(line)!;
      const values = cells!.trim().split(/\s+/);
      expect(values).toHaveLength(header.length);
      values.forEach((v, i) => (columns[header[i]!]![field!] = v === 'true' ? true : v === 'false' ? false : v.startsWith('"') ? JSON.parse(v) : v));
    }
    expect(APPENDIX_A).toEqual(columns);
    expect(Object.isFrozen(APPENDIX_A) && Object.values(APPENDIX_A).every((r) => Object.isFrozen(r))).toBe(true);
  });

  test('op-reserve has no row: each of its operators is refused at its offset (§2.2)', () => {
    expect([...RESERVED_OPERATORS]).toEqual(['=', ',', '!', '@', '|']);
    for (const op of RESERVED_OPERATORS) {
      expect(Object.keys(APPENDIX_A)).not.toContain(op);
      expect(outcome(() => expand(`ab{${op}x}`, { x: 'y' }))).toEqual({ error: 'TemplateExpansionError', code: 'ERR_TEMPLATE_RESERVED_OPERATOR', offset: 3, variable: null });
    }
  });
});
