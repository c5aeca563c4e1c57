// `uri-grammar template expand|match` (src/cli/commands/template.ts): RFC 6570
// on the command line, in-process, as a user runs it.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { main, type Io } from '../../src/cli.js';

class Sink extends Writable {
  text = '';
  override _write(chunk: Buffer | string, _enc: BufferEncoding, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

async function run(argv: string[], stdin = ''): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout = new Sink();
  const stderr = new Sink();
  const io: Io = { stdin: Readable.from(stdin === '' ? [] : [Buffer.from(stdin)]), stdout, stderr };
  const status = await main(argv, io);
  return { status, stdout: stdout.text, stderr: stderr.text };
}

describe('template expand (RFC 6570 §3)', () => {
  test('--var NAME=VALUE, twice for a list; the expansion alone on standard output', async () => {
    expect(await run(['template', 'expand', '/search{?q,lang}', '--var', 'q=café', '--var', 'lang=fr'])).toEqual({ status: 0, stdout: '/search?q=caf%C3%A9&lang=fr\n', stderr: '' });
    expect((await run(['template', 'expand', '{/p*}', '--var', 'p=a', '--var', 'p=b c'])).stdout).toBe('/a/b%20c\n');
  });

  test('--vars FILE.json, or "-" for standard input; --var overrides it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'uri-grammar-template-'));
    try {
      const file = join(dir, 'vars.json');
      writeFileSync(file, JSON.stringify({ id: 42, fields: { sort: 'name' } }));
      expect((await run(['template', 'expand', '/users/{id}{?fields*}', '--vars', file])).stdout).toBe('/users/42?sort=name\n');
      expect((await run(['template', 'expand', '/users/{id}', '--vars', file, '--var', 'id=7'])).stdout).toBe('/users/7\n');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await run(['template', 'expand', '{x}', '--vars', '-'], '{"x": "y"}')).stdout).toBe('y\n');
  });

  test('a template that does not parse, or that §3 cannot expand: the error with its caret, exit 1', async () => {
    const bad = await run(['template', 'expand', '{x:0}']);
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^<template>:1:4: error: URI-Template: expected %x31-39 but found "0" at offset 3\n  \{x:0\}\n    ~\^\n/);
    expect(bad.stderr).toContain('a prefix length is 1 to 9999');
    const reserved = await run(['template', 'expand', '{=x}', '--var', 'x=1']);
    expect(reserved.status).toBe(1);
    expect(reserved.stderr).toMatch(/^<template>:1:2: error: /);
    expect(reserved.stderr).toContain('RFC 6570');
  });

  test('usage errors: one line, exit 2', async () => {
    expect(await run(['template'])).toMatchObject({ status: 2, stderr: 'uri-grammar: template: expand or match is missing (see uri-grammar template --help)\n' });
    expect(await run(['template', 'expand'])).toMatchObject({ status: 2, stderr: 'uri-grammar: template: expand: the TEMPLATE is missing\n' });
    expect((await run(['template', 'expand', '{x}', '--var', 'x'])).stderr).toBe('uri-grammar: template: --var takes NAME=VALUE, not "x"\n');
    expect((await run(['template', 'expand', '{x}', '--vars', '-'], '[1]')).stderr).toBe('uri-grammar: template: --vars -: a JSON object of variables, not an array\n');
    expect((await run(['template', 'match', '{x}', '--var', 'x=1'])).stderr).toBe('uri-grammar: template: --vars and --var are for expand\n');
  });
});

describe('template match (the inverse of §3)', () => {
  test('each URI (arguments, or lines of standard input): its variables as JSON, or null; exit 1 when one matched nothing', async () => {
    expect(await run(['template', 'match', '/users/{id}{?q}', '/users/7?q=caf%C3%A9', '/other'])).toEqual({ status: 1, stdout: '{"id":"7","q":"café"}\nnull\n', stderr: '' });
    expect(await run(['template', 'match', 'file:///{+path}'], 'file:///a/b.txt\n')).toEqual({ status: 0, stdout: '{"path":"a/b.txt"}\n', stderr: '' });
  });

  test('--json: one object per URI; --any-order: query parameters in any order, some missing', async () => {
    const r = await run(['template', 'match', '/s{?a,b}', '--json', '/s?b=2&a=1']);
    expect(JSON.parse(r.stdout)).toEqual({ type: 'match', file: '<args>', line: 1, input: '/s?b=2&a=1', variables: null });
    const any = await run(['template', 'match', '/s{?a,b}', '--any-order', '--json', '/s?b=2&a=1']);
    expect(JSON.parse(any.stdout)).toMatchObject({ variables: { a: '1', b: '2' } });
  });
});
